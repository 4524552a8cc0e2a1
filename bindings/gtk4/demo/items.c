/*
 * items.c -- the demo's items (DemoItem) and the widgets the pages show
 * for them: rows, grid cells, section headers. Their colours are CSS
 * classes (demo_seed_css): .cN for colour N, .pinned for a pinned item.
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
  self->expanded = TRUE;
}

DemoItem *demo_item_new(const char *key, const char *title, int height, int color,
                        reorder_item_flags flags)
{
  DemoItem *item = g_object_new(DEMO_TYPE_ITEM, NULL);
  item->key = g_strdup(key);
  item->title = g_strdup(title);
  item->height = height;
  item->color = color;
  item->flags = flags;
  return item;
}

static void add_color_class(GtkWidget *widget, DemoItem *item)
{
  char color[16];
  g_snprintf(color, sizeof color, "c%d", item->color);
  gtk_widget_add_css_class(widget, color);
  if (item->flags & REORDER_ITEM_PINNED)
    gtk_widget_add_css_class(widget, "pinned");
}

GtkWidget *demo_make_row(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title = gtk_label_new(item->title);
  gboolean with_handle = GPOINTER_TO_INT(user_data);
  gtk_widget_add_css_class(row, "row");
  add_color_class(row, item);
  if (with_handle) { /* on the left, as on every host */
    GtkWidget *grip = gtk_label_new("☰");
    gtk_widget_add_css_class(grip, REORDER_GTK_HANDLE_CLASS);
    gtk_box_append(GTK_BOX(row), grip);
  }
  gtk_widget_set_hexpand(title, TRUE);
  gtk_label_set_xalign(GTK_LABEL(title), 0);
  gtk_box_append(GTK_BOX(row), title);
  if (item->height > 0) { /* a label of its own: the announcements say the title alone */
    char *size = g_strdup_printf("%d px", item->height);
    gtk_box_append(GTK_BOX(row), gtk_label_new(size));
    gtk_widget_set_size_request(row, -1, item->height);
    g_free(size);
  }
  return row;
}

GtkWidget *demo_make_cell(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *cell = gtk_label_new(item->title);
  (void)user_data;
  gtk_widget_add_css_class(cell, "cell");
  add_color_class(cell, item);
  return cell;
}

GtkWidget *demo_header(const char *text)
{
  GtkWidget *label = gtk_label_new(text);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_add_css_class(label, "header");
  return label;
}

void demo_must(gboolean ok, GError *error)
{
  if (!ok)
    g_error("demo setup: %s", error ? error->message : "failed");
}
