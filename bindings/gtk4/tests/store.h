/*
 * store.h -- the order of a widget test's GListStore of GtkStringObjects as
 * one string, "a b c", to compare with what a test expects. Header-only,
 * for the box's tests.
 */
#ifndef REORDER_GTK_TESTS_STORE_H
#define REORDER_GTK_TESTS_STORE_H

#include <gtk/gtk.h>

static char *keys_of(GListStore *store)
{
  GString *out = g_string_new(NULL);
  guint i;
  for (i = 0; i < g_list_model_get_n_items(G_LIST_MODEL(store)); i++) {
    GtkStringObject *s = g_list_model_get_item(G_LIST_MODEL(store), i);
    g_string_append_printf(out, i ? " %s" : "%s", gtk_string_object_get_string(s));
    g_object_unref(s);
  }
  return g_string_free(out, FALSE);
}

#endif
