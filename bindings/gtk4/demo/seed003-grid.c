/*
 * seed003-grid.c -- seed 003: the seed's channel titles in a 4-column
 * grid, the first one pinned (greyed).
 */
#include "demo.h"

static GtkWidget *make_cell(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *cell = gtk_label_new(item->title);
  (void)user_data;
  gtk_widget_add_css_class(cell, "cell");
  if (item->color)
    gtk_widget_add_css_class(cell, "pinned");
  return cell;
}

void demo_build_003(Page *page)
{
  static const char *const titles[] = {
    "推荐", "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经",
    "热点", "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游",
    "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经", "热点",
    "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游"};
  ReorderGtkBox *box = page->box;
  GError *error = NULL;
  GListStore *store = demo_new_store();
  reorder_options o;
  guint i;
  reorder_gtk_box_get_options(box, &o);
  o.layout = REORDER_LAYOUT_GRID;
  o.rule = REORDER_RULE_CENTER;
  o.grid_columns = 4;
  o.grid_cell_height = 56;
  o.item_spacing = o.line_spacing = 10;
  o.insets.x = o.insets.y = o.insets.width = o.insets.height = 10;
  demo_must(reorder_gtk_box_configure(box, &o, &error), error);
  for (i = 0; i < G_N_ELEMENTS(titles); i++) {
    char key[8];
    g_snprintf(key, sizeof key, "c%u", i + 1);
    /* color 1 marks the pinned cell (make_cell) */
    demo_append(store, demo_item_new(key, titles[i], 0, i == 0));
  }
  demo_must(reorder_gtk_box_bind_model(box, store, make_cell, NULL, NULL, &error), error);
  demo_must(reorder_gtk_box_set_item_flags(box, 0, 0, REORDER_ITEM_PINNED, &error), error);
  g_object_unref(store);
}
