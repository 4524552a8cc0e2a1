/*
 * seed001-locked.c -- seed 001: indicator settings in two locked sections,
 * dragged by the grip, pointer rule. The order is saved after each move
 * and restored at start (page->state_path: one line per section, its keys).
 */
#include "demo.h"

static void save_order(Page *page)
{
  GError *error = NULL;
  char *text = demo_order_text(page), *dir = g_path_get_dirname(page->state_path);
  char **lines = g_strsplit(text, " |", -1);
  char *joined = g_strjoinv("\n", lines);
  char *contents = g_strconcat(joined, "\n", NULL);
  g_mkdir_with_parents(dir, 0700);
  if (!g_file_set_contents(page->state_path, contents, -1, &error)) {
    g_printerr("cannot save the order: %s\n", error->message);
    g_error_free(error);
  }
  g_free(contents);
  g_free(joined);
  g_strfreev(lines);
  g_free(dir);
  g_free(text);
}

static char **load_order(const char *path)
{
  char *contents = NULL;
  char **lines;
  if (!g_file_get_contents(path, &contents, NULL, NULL))
    return NULL;
  lines = g_strsplit(g_strstrip(contents), "\n", -1);
  g_free(contents);
  return lines;
}

void demo_build_001(Page *page)
{
  static const char *const sections[2][7] = {
    {"MA", "EMA", "BOLL", "SAR", "VWAP", NULL},
    {"MACD", "KDJ", "RSI", "WR", "OBV", "CCI", "DMI"},
  };
  static const char *const titles[2] = {"Main chart", "Sub chart"};
  ReorderGtkBox *box = page->box;
  GError *error = NULL;
  reorder_section_rules locked;
  char **saved = load_order(page->state_path);
  int s, i;
  reorder_section_rules_init(&locked, REORDER_SECTION_RULES_VERSION);
  locked.locked = 1;
  g_object_set(box, "rule", REORDER_RULE_POINTER, "cross-section-moves", FALSE, NULL);
  reorder_gtk_box_set_create_widget_func(box, demo_make_row, GINT_TO_POINTER(TRUE), NULL);
  for (s = 0; s < 2; s++) {
    GListStore *store = demo_new_store();
    char **keys = saved && g_strv_length(saved) == 2 ? g_strsplit(g_strstrip(saved[s]), " ", -1)
                                                      : NULL;
    /* The saved order first (keys this version knows), then any others. */
    for (i = 0; keys && keys[i]; i++) {
      int k;
      for (k = 0; k < 7 && sections[s][k]; k++)
        if (g_str_equal(keys[i], sections[s][k]))
          demo_append(store, demo_item_new(sections[s][k], sections[s][k], 48, 3 + s));
    }
    for (i = 0; i < 7 && sections[s][i]; i++) {
      guint position;
      gboolean known = FALSE;
      for (position = 0; !known && position < g_list_model_get_n_items(G_LIST_MODEL(store));
           position++) {
        DemoItem *item = g_list_model_get_item(G_LIST_MODEL(store), position);
        known = g_str_equal(item->key, sections[s][i]);
        g_object_unref(item);
      }
      if (!known)
        demo_append(store, demo_item_new(sections[s][i], sections[s][i], 48, 3 + s));
    }
    demo_must(reorder_gtk_box_append_section(box, store, demo_header(titles[s]), &locked, &error),
              error);
    g_object_unref(store);
    g_strfreev(keys);
  }
  g_strfreev(saved);
  /* After main.c's handler: each move is printed, then saved. */
  g_signal_connect_swapped(box, "item-moved", G_CALLBACK(save_order), page);
}
