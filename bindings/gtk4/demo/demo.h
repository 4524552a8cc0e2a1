/*
 * demo.h -- what the GTK 4 demo's files share (main.c says what the demo
 * does and prints): the items, a page, the output for the tests and the
 * row widgets. items.c has the items and rows, main.c the output, the
 * window and the command line, and seedNNN-*.c fill one page each.
 */
#ifndef REORDER_GTK_DEMO_H
#define REORDER_GTK_DEMO_H

#include "reorder-gtk.h"

/* The items: a key (unique, for tests), a title and a row height. */
#define DEMO_TYPE_ITEM (demo_item_get_type())
G_DECLARE_FINAL_TYPE(DemoItem, demo_item, DEMO, ITEM, GObject)

struct _DemoItem {
  GObject parent_instance;
  char *key;
  char *title;
  int height; /* 0: the widget's own */
  int color;
};

DemoItem *demo_item_new(const char *key, const char *title, int height, int color);

/* One seed's page in the window's stack. */
typedef struct {
  const char *seed;
  ReorderGtkBox *box;
  GtkWidget *page;
  const char *state_path; /* seed 001: where the order is kept */
  GtkLabel *status;       /* shows the announcements */
} Page;

/* Output for the tests (main.c): one line on stdout. */
void demo_say(const char *format, ...) G_GNUC_PRINTF(1, 2);
const char *demo_key_of(gpointer item);
/* "k k | k k": every section's keys. */
char *demo_order_text(Page *page);

/* Rows and section headers (items.c). A row's user_data is whether it has
 * a grip (REORDER_GTK_HANDLE_CLASS). */
GtkWidget *demo_make_row(gpointer data, gpointer user_data);
GtkWidget *demo_header(const char *text);
GListStore *demo_new_store(void);
/* Appends item and drops the caller's reference. */
void demo_append(GListStore *store, DemoItem *item);
/* A failed setup call is a bug in the demo or the widget: stop. */
void demo_must(gboolean ok, GError *error);

/* The four seeds: each fills its page's box (already in the window, its
 * output signals connected) and connects what only it needs. */
void demo_build_000(Page *page);
void demo_build_001(Page *page);
void demo_build_003(Page *page);
void demo_build_004(Page *page);

#endif
