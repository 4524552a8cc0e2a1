/*
 * seed000-list.c -- seed 000: four sections of 50 rows of mixed heights,
 * edge rule, exchange across sections.
 */
#include "demo.h"

void demo_build_000(Page *page)
{
  static const int heights[] = {44, 88, 30, 120, 60, 44};
  ReorderGtkBox *box = page->box;
  GError *error = NULL;
  reorder_options o;
  int s, i, n = 0;
  reorder_gtk_box_get_options(box, &o);
  o.rule = REORDER_RULE_EDGE;
  o.semantics = REORDER_SEMANTICS_EXCHANGE;
  o.insets.x = o.insets.width = 12; /* room for the lifted row's (-5, 0) shadow */
  demo_must(reorder_gtk_box_configure(box, &o, &error), error);
  reorder_gtk_box_set_create_widget_func(box, demo_make_row, GINT_TO_POINTER(FALSE), NULL);
  for (s = 0; s < 4; s++) {
    GListStore *store = demo_new_store();
    char *title = g_strdup_printf("Section %c (50 rows)", 'A' + s);
    for (i = 0; i < 50; i++, n++) {
      char key[8], text[16];
      g_snprintf(key, sizeof key, "r%d", n + 1);
      g_snprintf(text, sizeof text, "Row %d", n + 1);
      demo_append(store, demo_item_new(key, text, heights[n % 6], n % 6));
    }
    demo_must(reorder_gtk_box_append_section(box, store, demo_header(title), NULL, &error),
              error);
    g_object_unref(store);
    g_free(title);
  }
}
