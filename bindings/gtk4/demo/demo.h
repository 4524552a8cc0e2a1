/*
 * demo.h -- what the GTK 4 demo's files share (main.c says what the demo
 * does and prints): the items, a page, the output for the tests and the
 * item widgets. items.c has the items, rows, cells and headers; pages.c
 * builds every page from its seed (bindings/seeds/seeds.h, the pages all
 * hosts show) and styles them; main.c has the output, the window and the
 * command line. What only some pages do has a file of its own:
 * tap-feature.c (a page whose tap features an item) and seed001-state.c
 * (seed 001's order, kept in a file). board.c is the board page (not a
 * seed): columns in a ReorderGtkGroup, and a second window in it; tags.c
 * the tags page (not a seed either): chips in a flow; outline.c the
 * outline page (nor this): a nested to-do list.
 */
#ifndef REORDER_GTK_DEMO_H
#define REORDER_GTK_DEMO_H

#include "reorder-gtk.h"

/* The items: a key (unique in its page, for tests), a title, a row height,
 * a colour (an index into the seeds' colours) and the engine's flags;
 * expanded (a new item is). */
#define DEMO_TYPE_ITEM (demo_item_get_type())
G_DECLARE_FINAL_TYPE(DemoItem, demo_item, DEMO, ITEM, GObject)

struct _DemoItem {
  GObject parent_instance;
  char *key;
  char *title;
  int height; /* 0: the widget's own */
  int color;
  reorder_item_flags flags;
  /* The outline page's (outline.c): its depth and whether its children are
   * shown, kept in step with the box. */
  int depth;
  gboolean expanded;
};

DemoItem *demo_item_new(const char *key, const char *title, int height, int color,
                        reorder_item_flags flags);

/* One seed's page in the window's stack. */
#define DEMO_N_PAGES 4
/* The pages like them, which print the same lines: the seeds', then the
 * tags page (tags.c) and the outline page (outline.c), not seeds. */
#define DEMO_N_LIST_PAGES (DEMO_N_PAGES + 2)

typedef struct {
  const char *seed;  /* the page's id: "000", ... */
  const char *title; /* its stack switcher button */
  const char *hint;  /* the status line until an announcement */
  ReorderGtkBox *box;
  GtkWidget *page;
  const char *state_path; /* seed 001: where the order is kept */
  GtkLabel *status;       /* shows the announcements */
} Page;

/* Output for the tests (main.c): one line on stdout. */
void demo_say(const char *format, ...) G_GNUC_PRINTF(1, 2);
const char *demo_key_of(gpointer item);
/* text as a JSON string (quoted, escaped), as Python's json.dumps. */
void demo_append_json_string(GString *out, const char *text);
/* `frame SEED KEY S I X Y W H` for every item: its resting frame. */
void demo_say_frames(Page *page);
/* "k k | k k": every section's keys. */
char *demo_order_text(Page *page);

/* Item widgets and section headers (items.c). A row's user_data is whether
 * it has a grip (REORDER_GTK_HANDLE_CLASS). */
GtkWidget *demo_make_row(gpointer data, gpointer user_data);
GtkWidget *demo_make_cell(gpointer data, gpointer user_data);
GtkWidget *demo_header(const char *text);
/* A failed setup call is a bug in the demo or the widget: stop. */
void demo_must(gboolean ok, GError *error);

/* Fills the k-th seed page's box (already in a scroller, its output
 * signals connected) and the page's seed, title and hint (pages.c). */
void demo_build_page(Page *page, guint k);
/* The seeds' colours as CSS: .c0 ... for items, .pinned, .reorder-lifted. */
char *demo_seed_css(void);
/* The colour item is drawn with, "#rrggbb". */
const char *demo_item_color(DemoItem *item);

/* A tap on an item outside section 0 moves it to section 0, item 0. */
void demo_tap_to_feature(Page *page);
/* Restores page's order from page->state_path and saves it after each move. */
void demo_keep_order(Page *page);

/* The tags page (tags.c): fills page (its box already in scroller, its
 * output signals connected) and returns the stack's child, the scroller
 * under the page's controls. */
GtkWidget *demo_tags_build(Page *page, GtkWidget *scroller);

/* The outline page (outline.c): fills page (its box already in a
 * scroller, its output signals connected). */
void demo_outline_build(Page *page);

/* The board page (board.c), its announcements shown in status, its
 * columns column_width pixels wide. */
GtkWidget *demo_board_new(GtkLabel *status, int column_width);
/* Opens (or raises) the second window, its inbox in the board's group. */
void demo_board_open_second_window(void);
/* Prints the board's lines: every column's keys, and the inbox's. */
void demo_board_say(void);
/* Prints where the columns and cards are once the page is shown. */
void demo_board_report_when_shown(void);

#endif
