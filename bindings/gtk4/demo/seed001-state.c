/*
 * seed001-state.c -- seed 001's order, kept across runs: restored at start
 * and saved after each move (page->state_path: one line per section, its
 * keys).
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

static gboolean find_key(GListModel *model, const char *key, guint *position)
{
  guint i, n = g_list_model_get_n_items(model);
  for (i = 0; i < n; i++) {
    DemoItem *item = g_list_model_get_item(model, i);
    gboolean found = g_str_equal(item->key, key);
    g_object_unref(item);
    if (found) {
      *position = i;
      return TRUE;
    }
  }
  return FALSE;
}

/* Each section: the saved keys first, in their order (those the page
 * still has), then its other items in the seed's order. */
static void restore_order(Page *page)
{
  char *contents = NULL;
  char **lines;
  guint s, n_sections = reorder_gtk_box_get_n_sections(page->box);
  if (!g_file_get_contents(page->state_path, &contents, NULL, NULL))
    return;
  lines = g_strsplit(g_strstrip(contents), "\n", -1);
  for (s = 0; g_strv_length(lines) == n_sections && s < n_sections; s++) {
    GListStore *store = reorder_gtk_box_get_store(page->box, s);
    char **keys = g_strsplit(g_strstrip(lines[s]), " ", -1);
    guint i, next = 0, position;
    for (i = 0; keys[i]; i++)
      if (find_key(G_LIST_MODEL(store), keys[i], &position) && position >= next) {
        GObject *item = g_list_model_get_item(G_LIST_MODEL(store), position);
        g_list_store_remove(store, position);
        g_list_store_insert(store, next++, item);
        g_object_unref(item);
      }
    g_strfreev(keys);
  }
  g_strfreev(lines);
  g_free(contents);
}

void demo_keep_order(Page *page)
{
  restore_order(page);
  /* After main.c's handler: each move is printed, then saved. */
  g_signal_connect_swapped(page->box, "item-moved", G_CALLBACK(save_order), page);
}
