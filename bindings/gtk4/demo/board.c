/*
 * board.c -- the board page: three columns of cards ("To do", "Doing",
 * "Done"), each a ReorderGtkBox in its own scrolled window, joined in one
 * ReorderGtkGroup, so a long press lifts a card and a drag carries it to
 * another column; Escape, or a drop outside every column, brings it back.
 * A second window ("Open a second window", or --two-windows) holds an
 * inbox list in the same group: cards go between the two windows.
 *
 * For tests, stdout says what happens (JSON lists as Python's json.dumps
 * writes them; positions in window-surface coordinates, as the seed
 * pages' ready lines):
 *   card board KEY COL I X Y W H     each card's resting frame (its box's coordinates)
 *   ready board col0=X,Y,W,H col1=... col2=... display=D pid=P
 *   card inbox KEY 0 I X Y W H / ready inbox box=X,Y,W,H   the second window, once shown
 *   board JSON JSON JSON          each column's keys: at start, after every
 *                                 drop, transfer and cancel, and at exit
 *   inbox JSON                    the inbox's keys, after board lines once it is open
 *   lift board KEY / transfer KEY from=BOX,I to=BOX,I / drop board KEY / cancel board KEY
 *                                 BOX: col0, col1, col2 or inbox
 */
#include <unistd.h>

#include "demo.h"

#define N_COLUMNS 3

typedef struct {
  ReorderGtkGroup *group;
  ReorderGtkBox *columns[N_COLUMNS];
  ReorderGtkBox *inbox; /* in the second window, once opened */
  GtkWidget *window;    /* the second window */
  GtkLabel *status;
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

void demo_board_say(void)
{
  char *keys[N_COLUMNS];
  int k;
  for (k = 0; k < N_COLUMNS; k++)
    keys[k] = keys_json(board.columns[k]);
  demo_say("board %s %s %s", keys[0], keys[1], keys[2]);
  for (k = 0; k < N_COLUMNS; k++)
    g_free(keys[k]);
  if (board.inbox) {
    keys[0] = keys_json(board.inbox);
    demo_say("inbox %s", keys[0]);
    g_free(keys[0]);
  }
}

static void on_drag_begin(ReorderGtkBox *box, GObject *item)
{
  (void)box;
  demo_say("lift board %s", demo_key_of(item));
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
  g_signal_connect(box, "drag-begin", G_CALLBACK(on_drag_begin), NULL);
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

/* ------------------------------------------------------------------------ */
/* Where things are, for the tests                                           */
/* ------------------------------------------------------------------------ */

/* The box's rectangle in its window's surface, "X,Y,W,H"; FALSE before it
 * has a size. */
static gboolean box_place(ReorderGtkBox *box, char out[64])
{
  GtkWidget *widget = GTK_WIDGET(box);
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

static gboolean report_board(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  char places[N_COLUMNS][64];
  int k;
  (void)widget;
  (void)clock;
  (void)user_data;
  for (k = 0; k < N_COLUMNS; k++)
    if (!box_place(board.columns[k], places[k]))
      return G_SOURCE_CONTINUE;
  for (k = 0; k < N_COLUMNS; k++)
    say_cards("board", board.columns[k], k);
  demo_say("ready board col0=%s col1=%s col2=%s display=%s pid=%d", places[0], places[1],
           places[2], g_getenv("DISPLAY"), (int)getpid());
  return G_SOURCE_REMOVE;
}

static gboolean report_inbox(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  char place[64];
  (void)widget;
  (void)clock;
  (void)user_data;
  if (!box_place(board.inbox, place))
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

GtkWidget *demo_board_new(GtkLabel *status)
{
  GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *columns = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *open = gtk_button_new_with_label("Open a second window");
  int k, first = 1;
  board.status = status;
  board.group = reorder_gtk_group_new();
  for (k = 0; k < N_COLUMNS; k++) {
    gtk_box_append(GTK_BOX(columns),
                   column_new(&board.columns[k], column_titles[k], "c", "Card", first,
                              column_sizes[k]));
    first += column_sizes[k];
  }
  g_object_unref(board.group); /* the boxes keep it */
  gtk_widget_set_vexpand(columns, TRUE);
  gtk_widget_set_halign(open, GTK_ALIGN_START);
  g_signal_connect(open, "clicked", G_CALLBACK(on_open_clicked), NULL);
  gtk_box_append(GTK_BOX(page), columns);
  gtk_box_append(GTK_BOX(page), open);
  demo_board_say();
  return page;
}

void demo_board_report_when_shown(void)
{
  gtk_widget_add_tick_callback(GTK_WIDGET(board.columns[0]), report_board, NULL, NULL);
}
