/*
 * board.c -- the board page: three columns of cards ("To do", "Doing",
 * "Done"), each a ReorderGtkBox in its own scrolled window, joined in one
 * ReorderGtkGroup, so a long press lifts a card and a drag carries it to
 * another column; Escape, or a drop outside every column, brings it back.
 * The columns themselves are the items of a horizontal ReorderGtkBox in a
 * sideways scrolled window, their headers its drag handles: a long press
 * on a header lifts the column, one on a card the card.
 * That scrolled window is the group's outer scroll container
 * (reorder_gtk_group_set_outer_scroll): a card held near the board's left
 * or right edge scrolls the board, so a column out of view can be reached.
 * A second window ("Open a second window", or --two-windows) holds an
 * inbox list in the same group: cards go between the two windows.
 *
 * For tests, stdout says what happens (JSON lists as Python's json.dumps
 * writes them; positions in window-surface coordinates, as the seed
 * pages' ready lines):
 *   card board KEY COL I X Y W H     each card's resting frame (its box's coordinates)
 *   ready board col0=X,Y,W,H col1=... col2=... head0=X,Y,W,H ... display=D pid=P
 *                                 each column's box and header (col0: "To do");
 *                                 a column out of view where it would be
 *   card inbox KEY 0 I X Y W H / ready inbox box=X,Y,W,H   the second window, once shown
 *   board JSON JSON JSON          each column's keys, in the columns' order: at
 *                                 start, after every drop, transfer and cancel,
 *                                 and at exit
 *   columns JSON                  the columns' titles in order: at start and
 *                                 after every column move
 *   inbox JSON                    the inbox's keys, after board lines once it is open
 *   lift column TITLE / drop column TITLE   a column dragged by its header
 *   lift board KEY / transfer KEY from=BOX,I to=BOX,I / drop board KEY / cancel board KEY
 *                                 BOX: col0, col1, col2 or inbox
 *   scroll board x=X              the board scrolled sideways to X (its
 *                                 adjustment's value): by a drag at its edge,
 *                                 or the user
 */
#include <stdio.h>
#include <unistd.h>

#include "demo.h"

#define N_COLUMNS 3

typedef struct {
  ReorderGtkGroup *group;
  ReorderGtkBox *row;                /* the columns, by their headers */
  ReorderGtkBox *columns[N_COLUMNS]; /* each column's cards, in column_titles' order */
  ReorderGtkBox *inbox; /* in the second window, once opened */
  GtkWidget *window;    /* the second window */
  GtkLabel *status;
  int column_width;
} Board;

static Board board;

static const char *const column_titles[N_COLUMNS] = {"To do", "Doing", "Done"};
static const int column_sizes[N_COLUMNS] = {5, 3, 3};

static const char *box_name(ReorderGtkBox *box)
{
  static const char *const names[N_COLUMNS] = {"col0", "col1", "col2"};
  int k;
  for (k = 0; k < N_COLUMNS; k++)
    if (box == board.columns[k])
      return names[k];
  return "inbox";
}

/* ["k1", "k2"]: the box's keys, as json.dumps writes a list. */
static char *keys_json(ReorderGtkBox *box)
{
  GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(box, 0));
  GString *out = g_string_new("[");
  guint i;
  for (i = 0; i < g_list_model_get_n_items(model); i++) {
    DemoItem *item = g_list_model_get_item(model, i);
    if (i > 0)
      g_string_append(out, ", ");
    demo_append_json_string(out, item->key);
    g_object_unref(item);
  }
  g_string_append_c(out, ']');
  return g_string_free(out, FALSE);
}

/* The column titled title: its index in column_titles. */
static int column_index(const char *title)
{
  int k;
  for (k = 0; k < N_COLUMNS; k++)
    if (g_str_equal(title, column_titles[k]))
      return k;
  g_assert_not_reached();
}

/* The k-th column on screen: its index in column_titles. */
static int column_at(guint k)
{
  DemoItem *item = g_list_model_get_item(G_LIST_MODEL(reorder_gtk_box_get_store(board.row, 0)), k);
  int index = column_index(item->key);
  g_object_unref(item);
  return index;
}

void demo_board_say(void)
{
  char *keys[N_COLUMNS];
  int k;
  for (k = 0; k < N_COLUMNS; k++)
    keys[k] = keys_json(board.columns[column_at(k)]);
  demo_say("board %s %s %s", keys[0], keys[1], keys[2]);
  for (k = 0; k < N_COLUMNS; k++)
    g_free(keys[k]);
  if (board.inbox) {
    keys[0] = keys_json(board.inbox);
    demo_say("inbox %s", keys[0]);
    g_free(keys[0]);
  }
}

/* what: "board" (a card) or "column". */
static void on_drag_begin(ReorderGtkBox *box, GObject *item, const char *what)
{
  (void)box;
  demo_say("lift %s %s", what, demo_key_of(item));
}

static void on_transferred(ReorderGtkBox *box, GObject *item, ReorderGtkBox *source,
                           guint from_section, guint from_position, guint to_section,
                           guint to_position, int kind)
{
  (void)from_section;
  (void)to_section;
  (void)kind; /* the board moves cards: no copies */
  demo_say("transfer %s from=%s,%u to=%s,%u", demo_key_of(item), box_name(source), from_position,
           box_name(box), to_position);
  demo_board_say();
}

static void on_dropped(ReorderGtkBox *box, GObject *item)
{
  (void)box;
  demo_say("drop board %s", demo_key_of(item));
  demo_board_say();
}

static void on_cancelled(ReorderGtkBox *box, GObject *item)
{
  (void)box;
  demo_say("cancel board %s", demo_key_of(item));
  demo_board_say();
}

static void on_column_moved(ReorderGtkBox *row)
{
  char *titles = keys_json(row);
  demo_say("columns %s", titles);
  g_free(titles);
}

static void on_column_dropped(ReorderGtkBox *row, GObject *item)
{
  (void)row;
  demo_say("drop column %s", demo_key_of(item));
  demo_board_say();
}

static void on_board_scrolled(GtkAdjustment *adjustment)
{
  demo_say("scroll board x=%.0f", gtk_adjustment_get_value(adjustment));
}

static void on_announcement(ReorderGtkBox *box, GParamSpec *pspec)
{
  char *text = NULL;
  (void)pspec;
  g_object_get(box, "announcement", &text, NULL);
  gtk_label_set_text(board.status, text);
  g_free(text);
}

static GtkWidget *make_card(gpointer item, gpointer user_data)
{
  GtkWidget *card = demo_make_cell(item, user_data);
  gtk_widget_add_css_class(card, "card");
  gtk_widget_set_size_request(card, -1, 48);
  return card;
}

/* A column: its title over a scrolled box of n cards, keys prefix+first
 * ... and titles "NAME first" ..., joined to the board's group. */
static GtkWidget *column_new(ReorderGtkBox **out, const char *title, const char *prefix,
                             const char *name, int first, int n)
{
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new();
  ReorderGtkBox *box = REORDER_GTK_BOX(reorder_gtk_box_new());
  GListStore *store = g_list_store_new(DEMO_TYPE_ITEM);
  GError *error = NULL;
  reorder_options o;
  int i;
  for (i = first; i < first + n; i++) {
    char *key = g_strdup_printf("%s%d", prefix, i), *text = g_strdup_printf("%s %d", name, i);
    DemoItem *item = demo_item_new(key, text, 0, i % 6, REORDER_ITEM_DEFAULT);
    g_free(key);
    g_free(text);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  reorder_gtk_box_get_options(box, &o);
  o.insets.x = o.insets.y = o.insets.width = o.insets.height = 8;
  o.item_spacing = 8;
  demo_must(reorder_gtk_box_configure(box, &o, &error), error);
  demo_must(reorder_gtk_box_bind_model(box, store, make_card, NULL, NULL, &error), error);
  demo_must(reorder_gtk_box_set_group(box, board.group, &error), error);
  g_object_unref(store);
  g_signal_connect(box, "drag-begin", G_CALLBACK(on_drag_begin), "board");
  g_signal_connect(box, "item-transferred", G_CALLBACK(on_transferred), NULL);
  g_signal_connect(box, "item-dropped", G_CALLBACK(on_dropped), NULL);
  g_signal_connect(box, "drag-cancelled", G_CALLBACK(on_cancelled), NULL);
  g_signal_connect(box, "notify::announcement", G_CALLBACK(on_announcement), NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), GTK_WIDGET(box));
  gtk_widget_set_vexpand(scroller, TRUE);
  gtk_widget_set_hexpand(column, TRUE);
  gtk_box_append(GTK_BOX(column), demo_header(title));
  gtk_box_append(GTK_BOX(column), scroller);
  *out = box;
  return column;
}

/* The row's child for a column's item: the column, its header the handle. */
static GtkWidget *make_column(gpointer item, gpointer user_data)
{
  int k = column_index(DEMO_ITEM(item)->key), first = 1, j;
  GtkWidget *column;
  (void)user_data;
  for (j = 0; j < k; j++)
    first += column_sizes[j];
  column = column_new(&board.columns[k], column_titles[k], "c", "Card", first, column_sizes[k]);
  gtk_widget_add_css_class(gtk_widget_get_first_child(column), REORDER_GTK_HANDLE_CLASS);
  gtk_widget_set_size_request(column, board.column_width, -1);
  return column;
}

/* ------------------------------------------------------------------------ */
/* Where things are, for the tests                                           */
/* ------------------------------------------------------------------------ */

/* The widget's rectangle in its window's surface, "X,Y,W,H"; FALSE before
 * it has a size. */
static gboolean widget_place(GtkWidget *widget, char out[64])
{
  GtkNative *native = gtk_widget_get_native(widget);
  graphene_point_t at;
  double sx, sy;
  if (!native || gtk_widget_get_width(widget) == 0 ||
      !gtk_widget_compute_point(widget, GTK_WIDGET(native), &GRAPHENE_POINT_INIT(0, 0), &at))
    return FALSE;
  gtk_native_get_surface_transform(native, &sx, &sy);
  g_snprintf(out, 64, "%.0f,%.0f,%d,%d", at.x + sx, at.y + sy, gtk_widget_get_width(widget),
             gtk_widget_get_height(widget));
  return TRUE;
}

static void say_cards(const char *where, ReorderGtkBox *box, int k)
{
  GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(box, 0));
  guint i;
  for (i = 0; i < g_list_model_get_n_items(model); i++) {
    graphene_rect_t r;
    DemoItem *item = g_list_model_get_item(model, i);
    if (reorder_gtk_box_get_item_bounds(box, 0, i, &r))
      demo_say("card %s %s %d %u %.0f %.0f %.0f %.0f", where, item->key, k, i, r.origin.x,
               r.origin.y, r.size.width, r.size.height);
    g_object_unref(item);
  }
}

/* Where a column out of view (the row shows no child for it) would be: its
 * frame in the row, at the height of `shown`, a shown column's place. */
static gboolean unshown_place(int k, const char *shown, char out[64])
{
  GtkNative *native = gtk_widget_get_native(GTK_WIDGET(board.row));
  graphene_point_t at;
  graphene_rect_t r;
  double sx, sy;
  int y, w, h;
  guint i;
  for (i = 0; i < N_COLUMNS && column_at(i) != k; i++)
    ;
  if (!native || sscanf(shown, "%*d,%d,%d,%d", &y, &w, &h) != 3 ||
      !reorder_gtk_box_get_item_bounds(board.row, 0, i, &r) ||
      !gtk_widget_compute_point(GTK_WIDGET(board.row), GTK_WIDGET(native),
                                &GRAPHENE_POINT_INIT(0, 0), &at))
    return FALSE;
  gtk_native_get_surface_transform(native, &sx, &sy);
  g_snprintf(out, 64, "%.0f,%d,%d,%d", at.x + sx + r.origin.x + (r.size.width - w) / 2, y, w, h);
  return TRUE;
}

static gboolean report_board(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  char places[N_COLUMNS][64], heads[N_COLUMNS][64];
  int k, shown = -1;
  (void)widget;
  (void)clock;
  (void)user_data;
  for (k = 0; k < N_COLUMNS; k++) {
    GtkWidget *box = GTK_WIDGET(board.columns[k]);
    /* The header: the first child of the column above the box's scroller. */
    GtkWidget *head = gtk_widget_get_first_child(gtk_widget_get_parent(gtk_widget_get_parent(box)));
    if (!gtk_widget_get_mapped(box)) /* out of view (--column-width): below */
      continue;
    if (!widget_place(box, places[k]) || !widget_place(head, heads[k]))
      return G_SOURCE_CONTINUE;
    shown = shown < 0 ? k : shown;
  }
  for (k = 0; k < N_COLUMNS; k++)
    if (!gtk_widget_get_mapped(GTK_WIDGET(board.columns[k])) &&
        (shown < 0 || !unshown_place(k, places[shown], places[k]) ||
         !unshown_place(k, heads[shown], heads[k])))
      return G_SOURCE_CONTINUE;
  for (k = 0; k < N_COLUMNS; k++)
    say_cards("board", board.columns[k], k);
  demo_say("ready board col0=%s col1=%s col2=%s head0=%s head1=%s head2=%s display=%s pid=%d",
           places[0], places[1], places[2], heads[0], heads[1], heads[2], g_getenv("DISPLAY"),
           (int)getpid());
  return G_SOURCE_REMOVE;
}

static gboolean report_inbox(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  char place[64];
  (void)widget;
  (void)clock;
  (void)user_data;
  if (!widget_place(GTK_WIDGET(board.inbox), place))
    return G_SOURCE_CONTINUE;
  say_cards("inbox", board.inbox, 0);
  demo_say("ready inbox box=%s", place);
  return G_SOURCE_REMOVE;
}

/* ------------------------------------------------------------------------ */
/* The page and the second window                                            */
/* ------------------------------------------------------------------------ */

void demo_board_open_second_window(void)
{
  GtkWidget *column;
  if (board.window) {
    gtk_window_present(GTK_WINDOW(board.window));
    return;
  }
  board.window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(board.window), "libreorder GTK demo: inbox");
  gtk_window_set_default_size(GTK_WINDOW(board.window), 260, 480);
  gtk_window_set_hide_on_close(GTK_WINDOW(board.window), TRUE);
  column = column_new(&board.inbox, "Inbox", "i", "Note", 1, 4);
  gtk_window_set_child(GTK_WINDOW(board.window), column);
  gtk_widget_add_tick_callback(GTK_WIDGET(board.inbox), report_inbox, NULL, NULL);
  gtk_window_present(GTK_WINDOW(board.window));
  demo_board_say();
}

static void on_open_clicked(GtkButton *button)
{
  (void)button;
  demo_board_open_second_window();
}

GtkWidget *demo_board_new(GtkLabel *status, int column_width)
{
  GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new();
  GtkWidget *open = gtk_button_new_with_label("Open a second window");
  GListStore *store = g_list_store_new(DEMO_TYPE_ITEM);
  GError *error = NULL;
  reorder_options o;
  int k;
  board.status = status;
  board.column_width = column_width;
  board.group = reorder_gtk_group_new();
  board.row = REORDER_GTK_BOX(reorder_gtk_box_new());
  for (k = 0; k < N_COLUMNS; k++) {
    DemoItem *item = demo_item_new(column_titles[k], column_titles[k], 0, 0, REORDER_ITEM_DEFAULT);
    g_list_store_append(store, item);
    g_object_unref(item);
  }
  reorder_gtk_box_get_options(board.row, &o);
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.item_spacing = 6;
  demo_must(reorder_gtk_box_configure(board.row, &o, &error), error);
  demo_must(reorder_gtk_box_bind_model(board.row, store, make_column, NULL, NULL, &error), error);
  g_object_unref(store);
  /* The board scrolls sideways when a card is held near its edges. */
  reorder_gtk_group_set_outer_scroll(board.group, GTK_SCROLLED_WINDOW(scroller));
  g_signal_connect(gtk_scrolled_window_get_hadjustment(GTK_SCROLLED_WINDOW(scroller)),
                   "value-changed", G_CALLBACK(on_board_scrolled), NULL);
  g_object_unref(board.group); /* the columns' boxes keep it */
  g_signal_connect(board.row, "drag-begin", G_CALLBACK(on_drag_begin), "column");
  g_signal_connect(board.row, "item-moved", G_CALLBACK(on_column_moved), NULL);
  g_signal_connect(board.row, "item-dropped", G_CALLBACK(on_column_dropped), NULL);
  g_signal_connect(board.row, "notify::announcement", G_CALLBACK(on_announcement), NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_AUTOMATIC,
                                 GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), GTK_WIDGET(board.row));
  gtk_widget_set_vexpand(scroller, TRUE);
  gtk_widget_set_halign(open, GTK_ALIGN_START);
  g_signal_connect(open, "clicked", G_CALLBACK(on_open_clicked), NULL);
  gtk_box_append(GTK_BOX(page), scroller);
  gtk_box_append(GTK_BOX(page), open);
  on_column_moved(board.row);
  demo_board_say();
  return page;
}

void demo_board_report_when_shown(void)
{
  gtk_widget_add_tick_callback(GTK_WIDGET(board.row), report_board, NULL, NULL);
}
