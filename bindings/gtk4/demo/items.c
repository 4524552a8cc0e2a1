/*
 * items.c -- the demo's items (DemoItem) and the widgets the seeds show
 * for them: rows, section headers.
 */
#include "demo.h"

G_DEFINE_FINAL_TYPE(DemoItem, demo_item, G_TYPE_OBJECT)

static void demo_item_finalize(GObject *object)
{
  DemoItem *self = DEMO_ITEM(object);
  g_free(self->key);
  g_free(self->title);
  G_OBJECT_CLASS(demo_item_parent_class)->finalize(object);
}

static void demo_item_class_init(DemoItemClass *klass)
{
  G_OBJECT_CLASS(klass)->finalize = demo_item_finalize;
}

static void demo_item_init(DemoItem *self)
{
  (void)self;
}

DemoItem *demo_item_new(const char *key, const char *title, int height, int color)
{
  DemoItem *item = g_object_new(DEMO_TYPE_ITEM, NULL);
  item->key = g_strdup(key);
  item->title = g_strdup(title);
  item->height = height;
  item->color = color;
  return item;
}

GtkWidget *demo_make_row(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title = gtk_label_new(item->title);
  char color[8];
  gboolean with_handle = GPOINTER_TO_INT(user_data);
  g_snprintf(color, sizeof color, "c%d", item->color);
  gtk_widget_add_css_class(row, "row");
  gtk_widget_add_css_class(row, color);
  if (with_handle) { /* on the left, as the Qt demo's: the hosts agree */
    GtkWidget *grip = gtk_label_new("☰");
    gtk_widget_add_css_class(grip, REORDER_GTK_HANDLE_CLASS);
    gtk_box_append(GTK_BOX(row), grip);
  }
  gtk_widget_set_hexpand(title, TRUE);
  gtk_label_set_xalign(GTK_LABEL(title), 0);
  gtk_box_append(GTK_BOX(row), title);
  if (item->height > 0) {
    char *size = g_strdup_printf("%d px", item->height);
    gtk_box_append(GTK_BOX(row), gtk_label_new(size));
    gtk_widget_set_size_request(row, -1, item->height);
    g_free(size);
  }
  return row;
}

GtkWidget *demo_header(const char *text)
{
  GtkWidget *label = gtk_label_new(text);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_add_css_class(label, "header");
  return label;
}

GListStore *demo_new_store(void)
{
  return g_list_store_new(DEMO_TYPE_ITEM);
}

void demo_append(GListStore *store, DemoItem *item)
{
  g_list_store_append(store, item);
  g_object_unref(item);
}

void demo_must(gboolean ok, GError *error)
{
  if (!ok)
    g_error("demo setup: %s", error ? error->message : "failed");
}
