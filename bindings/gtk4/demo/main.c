/*
 * main.c -- reorder-gtk-demo: the four seeds in one window, each a
 * ReorderGtkBox over GListStores, built from the pages every host shows
 * (bindings/seeds/seeds.json, as seeds.h):
 *
 *   000  a sectioned list, 40 rows of mixed heights in two sections:
 *        long-press and drag (edge rule, exchange across sections); drag
 *        to an edge to scroll
 *   001  indicator settings in two locked sections (drags stay in their
 *        section), dragged by the grip on the left of each row; the order
 *        is saved and restored (--state)
 *   003  a 4-column grid of 39 channel titles, the first one pinned
 *   004  a one-item "featured" section (capacity 1): click a channel to
 *        feature it; the featured one goes back to the top of the channels
 *
 * The status line shows the page's hint, then its announcements. Keyboard:
 * focus a list, Space picks up or drops, arrows move, Escape cancels. A
 * click selects a row, Ctrl-click (or Ctrl+Space) toggles one, Shift-click
 * selects a range; a long press on a selected row drags the whole
 * selection. For tests, stdout (line-buffered) says what happens:
 *   ready SEED box=X,Y,W,H display=D pid=P   the box in window-surface coordinates
 *   frame SEED KEY S I X Y W H   each item's resting frame (box coordinates)
 *   items SEED JSON              at start, what each item shows: [key, title,
 *                                height (0: none of its own), colour, pinned] by section
 *   order SEED k k | k k ...     the stores' order, at start and after each move
 *   move SEED KEY from=S,I to=S,I / lift / drop ... y=Y / cancel / activate
 *   select SEED JSON             the selection changed: its keys in selection
 *                                order, as Python's json.dumps writes a list
 *   scroll SEED y=Y  announce SEED TEXT  final SEED ...  (at exit)
 *   page SEED status=TEXT        another page shown (the status: its hint)
 *
 * A fifth page, Board (board.c, not a seed), has three columns of cards
 * joined in a ReorderGtkGroup: drag a card to another column, or a column
 * by its header; its button (or --two-windows) opens a second window whose
 * list is in the same group. board.c says what it prints. A sixth,
 * Tags (tags.c, --tags), has three dozen tag chips in a flow, with a
 * right-to-left switch and an alignment chooser; it prints the seed
 * pages' lines (its id, also for --seed: tags), and tags.c's. A seventh,
 * Outline (outline.c, --outline or --seed outline), is a nested to-do
 * list: rows dragged with their sub-items, sideways to indent, into a
 * group, onto a task to group the two, Tab and Shift+Tab; it prints the
 * same lines and outline.c's. --rtl lays everything out right to left
 * (GTK's default text direction, which the boxes follow).
 *
 *   reorder-gtk-demo [--seed 000|001|003|004|tags|outline | --board | --tags | --outline]
 *                    [--two-windows]
 *                    [--rtl] [--state FILE] [--exit-after S] [--column-width W]
 *
 * --column-width W makes the board's columns W pixels wide (200): wider,
 * the last one is out of view until the board scrolls sideways.
 *
 * Here: the output, the window and the command line; demo.h says where the
 * rest is.
 */
#include <glib-unix.h>
#include <stdio.h>
#include <unistd.h>

#include "demo.h"

/* ------------------------------------------------------------------------ */
/* Output for the tests                                                      */
/* ------------------------------------------------------------------------ */

void demo_say(const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vprintf(format, args);
  va_end(args);
  putchar('\n');
}

const char *demo_key_of(gpointer item)
{
  return item ? DEMO_ITEM(item)->key : "-";
}

char *demo_order_text(Page *page)
{
  GString *out = g_string_new(NULL);
  guint s, i;
  for (s = 0; s < reorder_gtk_box_get_n_sections(page->box); s++) {
    GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(page->box, s));
    if (s > 0)
      g_string_append(out, " |");
    for (i = 0; i < g_list_model_get_n_items(model); i++) {
      DemoItem *item = g_list_model_get_item(model, i);
      g_string_append_printf(out, " %s", item->key);
      g_object_unref(item);
    }
  }
  return g_string_free(out, FALSE);
}

void demo_say_frames(Page *page)
{
  guint s, i;
  for (s = 0; s < reorder_gtk_box_get_n_sections(page->box); s++) {
    GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(page->box, s));
    for (i = 0; i < g_list_model_get_n_items(model); i++) {
      graphene_rect_t r;
      DemoItem *item = g_list_model_get_item(model, i);
      if (reorder_gtk_box_get_item_bounds(page->box, s, i, &r))
        demo_say("frame %s %s %u %u %.0f %.0f %.0f %.0f", page->seed, item->key, s, i,
                 r.origin.x, r.origin.y, r.size.width, r.size.height);
      g_object_unref(item);
    }
  }
}

static void say_order(Page *page, const char *what)
{
  char *text = demo_order_text(page);
  demo_say("%s %s%s", what, page->seed, text);
  g_free(text);
}

void demo_append_json_string(GString *out, const char *text)
{
  const char *p;
  g_string_append_c(out, '"');
  for (p = text; *p; p++) {
    if ((guchar)*p < 0x20)
      g_string_append_printf(out, "\\u%04x", *p);
    else if (*p == '"' || *p == '\\')
      g_string_append_printf(out, "\\%c", *p);
    else
      g_string_append_c(out, *p);
  }
  g_string_append_c(out, '"');
}

/* For the tests to compare with the seeds' data. */
static void say_items(Page *page)
{
  GString *out = g_string_new("[");
  guint s, i;
  for (s = 0; s < reorder_gtk_box_get_n_sections(page->box); s++) {
    GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(page->box, s));
    g_string_append(out, s > 0 ? ",[" : "[");
    for (i = 0; i < g_list_model_get_n_items(model); i++) {
      DemoItem *item = g_list_model_get_item(model, i);
      g_string_append(out, i > 0 ? ",[" : "[");
      demo_append_json_string(out, item->key);
      g_string_append_c(out, ',');
      demo_append_json_string(out, item->title);
      g_string_append_printf(out, ",%d,", item->height);
      demo_append_json_string(out, demo_item_color(item));
      g_string_append(out, item->flags & REORDER_ITEM_PINNED ? ",true]" : ",false]");
      g_object_unref(item);
    }
    g_string_append_c(out, ']');
  }
  g_string_append_c(out, ']');
  demo_say("items %s %s", page->seed, out->str);
  g_string_free(out, TRUE);
}

static void on_item_moved(ReorderGtkBox *box, GObject *item, guint from_section,
                          guint from_position, guint to_section, guint to_position, Page *page)
{
  (void)box;
  demo_say("move %s %s from=%u,%u to=%u,%u", page->seed, demo_key_of(item), from_section,
           from_position, to_section, to_position);
  say_order(page, "order");
}

static void on_drag_begin(ReorderGtkBox *box, GObject *item, Page *page)
{
  (void)box;
  demo_say("lift %s %s", page->seed, demo_key_of(item));
}

static void on_item_dropped(ReorderGtkBox *box, GObject *item, guint from_section,
                            guint from_position, guint to_section, guint to_position, Page *page)
{
  graphene_rect_t r;
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(box));
  double content_y = 0;
  if (reorder_gtk_box_get_item_bounds(box, to_section, to_position, &r))
    content_y = r.origin.y + gtk_adjustment_get_value(adjustment);
  demo_say("drop %s %s from=%u,%u to=%u,%u y=%.0f", page->seed, demo_key_of(item),
           from_section, from_position, to_section, to_position, content_y);
}

static void on_drag_cancelled(ReorderGtkBox *box, GObject *item, Page *page)
{
  (void)box;
  demo_say("cancel %s %s", page->seed, demo_key_of(item));
  say_order(page, "order");
}

static void on_selection_changed(ReorderGtkBox *box, Page *page)
{
  GString *out = g_string_new("[");
  gsize n = 0, k;
  guint64 *ids = reorder_gtk_box_get_selection(box, &n);
  for (k = 0; k < n; k++) {
    guint s, i;
    DemoItem *item;
    if (!reorder_gtk_box_find_item(box, ids[k], &s, &i))
      g_error("demo: a selected id has no item");
    item = g_list_model_get_item(G_LIST_MODEL(reorder_gtk_box_get_store(box, s)), i);
    if (k > 0)
      g_string_append(out, ", ");
    demo_append_json_string(out, item->key);
    g_object_unref(item);
  }
  g_string_append_c(out, ']');
  demo_say("select %s %s", page->seed, out->str);
  g_string_free(out, TRUE);
  g_free(ids);
}

static void on_scrolled(GtkAdjustment *adjustment, Page *page)
{
  demo_say("scroll %s y=%.0f", page->seed, gtk_adjustment_get_value(adjustment));
}

static void on_announcement(ReorderGtkBox *box, GParamSpec *pspec, Page *page)
{
  char *text = NULL;
  (void)pspec;
  g_object_get(box, "announcement", &text, NULL);
  gtk_label_set_text(page->status, text);
  demo_say("announce %s %s", page->seed, text);
  g_free(text);
}

/* ------------------------------------------------------------------------ */
/* The window                                                                */
/* ------------------------------------------------------------------------ */

/* The items' colours are the seeds' (demo_seed_css). */
static const char css[] =
    "reorderbox { background: #f4f4f4; }"
    ".row { padding: 0 12px; border-bottom: 1px solid #777; color: #111; }"
    ".header { background: #264653; color: white; font-weight: bold; padding: 6px 12px; }"
    ".reorder-handle { font-size: 20px; padding: 0 6px; color: #333; }"
    ".cell { border-radius: 6px; color: #111; }"
    ".card { padding: 0 12px; }"
    ".chip { padding: 4px 12px; border-radius: 14px; }"
    /* The outline: groups bold, tasks plain; the row a drop goes into (or
     * combines with) outlined. */
    ".group { font-weight: bold; background: #e6eef5; }"
    ".task { background: white; }"
    ".expander { min-width: 0; min-height: 0; padding: 0 4px; }"
    ".reorder-drop-target { box-shadow: inset 0 0 0 3px #2a9d8f; background: #bfe9e2; }"
    /* Selected: the theme's selection colour as an inner outline, over the
     * item's own colour. */
    ".row:selected, .cell:selected { box-shadow: inset 0 0 0 3px @theme_selected_bg_color; }";

typedef struct {
  Page pages[DEMO_N_LIST_PAGES]; /* the seeds', then the tags and outline pages */
  Page *shown;
  GtkWidget *board; /* the board page */
  GtkLabel *status;
  GtkWidget *window;
  gboolean done;
} Demo;

static const char board_hint[] = "Long-press a card and drag it to another column, or window";

/* Once the shown page has its size: where it is, for the tests. */
static gboolean report_ready(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  Demo *demo = user_data;
  Page *page = demo->shown;
  graphene_point_t at;
  double sx, sy;
  (void)clock;
  if (gtk_widget_get_width(widget) == 0 ||
      !gtk_widget_compute_point(widget, demo->window, &GRAPHENE_POINT_INIT(0, 0), &at))
    return G_SOURCE_CONTINUE;
  gtk_native_get_surface_transform(GTK_NATIVE(demo->window), &sx, &sy);
  demo_say_frames(page);
  demo_say("ready %s box=%.0f,%.0f,%d,%d display=%s pid=%d", page->seed, at.x + sx, at.y + sy,
           gtk_widget_get_width(widget), gtk_widget_get_height(widget), g_getenv("DISPLAY"),
           (int)getpid());
  return G_SOURCE_REMOVE;
}

/* Another page: its own hint, not the last page's announcement. */
static void on_page_changed(GtkStack *stack, GParamSpec *pspec, Demo *demo)
{
  GtkWidget *child = gtk_stack_get_visible_child(stack);
  int k;
  (void)pspec;
  if (child == demo->board) {
    gtk_label_set_text(demo->status, board_hint);
    demo_say("page board status=%s", board_hint);
  }
  for (k = 0; k < DEMO_N_LIST_PAGES; k++)
    if (demo->pages[k].page == child && demo->shown != &demo->pages[k]) {
      demo->shown = &demo->pages[k];
      gtk_label_set_text(demo->shown->status, demo->shown->hint);
      demo_say("page %s status=%s", demo->shown->seed, gtk_label_get_text(demo->shown->status));
    }
}

static void quit(Demo *demo)
{
  int k;
  if (demo->done)
    return;
  demo->done = TRUE;
  for (k = 0; k < DEMO_N_LIST_PAGES; k++)
    say_order(&demo->pages[k], "final");
  demo_board_say();
  gtk_window_destroy(GTK_WINDOW(demo->window));
}

static gboolean on_close_request(GtkWindow *window, Demo *demo)
{
  (void)window;
  quit(demo);
  return TRUE;
}

static gboolean on_quit_signal(gpointer user_data)
{
  quit(user_data);
  return G_SOURCE_REMOVE;
}

static char *item_label(gpointer item, gpointer user_data)
{
  (void)user_data;
  return g_strdup(DEMO_ITEM(item)->title);
}

static void add_page(Demo *demo, guint k, GtkStack *stack, GtkLabel *status)
{
  Page *page = &demo->pages[k];
  GtkWidget *scroller = gtk_scrolled_window_new();
  page->box = REORDER_GTK_BOX(reorder_gtk_box_new());
  page->page = scroller;
  page->status = status;
  reorder_gtk_box_set_label_func(page->box, item_label, NULL, NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), GTK_WIDGET(page->box));
  g_signal_connect(page->box, "item-moved", G_CALLBACK(on_item_moved), page);
  g_signal_connect(page->box, "drag-begin", G_CALLBACK(on_drag_begin), page);
  g_signal_connect(page->box, "item-dropped", G_CALLBACK(on_item_dropped), page);
  g_signal_connect(page->box, "drag-cancelled", G_CALLBACK(on_drag_cancelled), page);
  g_signal_connect(page->box, "notify::announcement", G_CALLBACK(on_announcement), page);
  g_signal_connect(page->box, "selection-changed", G_CALLBACK(on_selection_changed), page);
  g_signal_connect(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(page->box)), "value-changed",
                   G_CALLBACK(on_scrolled), page);
  if (k < DEMO_N_PAGES)
    demo_build_page(page, k);
  else if (k == DEMO_N_PAGES)
    page->page = demo_tags_build(page, scroller);
  else
    demo_outline_build(page);
  gtk_stack_add_titled(stack, page->page, page->seed, page->title);
}

int main(int argc, char **argv)
{
  static Demo demo;
  char *seed = NULL, *state = NULL;
  double exit_after = 0;
  int column_width = 200;
  gboolean show_board = FALSE, show_tags = FALSE, show_outline = FALSE, two_windows = FALSE;
  gboolean rtl = FALSE;
  GOptionEntry entries[] = {
    {"seed", 0, 0, G_OPTION_ARG_STRING, &seed,
     "The page to show: 000, 001, 003 or 004 (or tags, outline)", "SEED"},
    {"board", 0, 0, G_OPTION_ARG_NONE, &show_board, "Show the board page", NULL},
    {"tags", 0, 0, G_OPTION_ARG_NONE, &show_tags, "Show the tags page", NULL},
    {"outline", 0, 0, G_OPTION_ARG_NONE, &show_outline, "Show the outline page", NULL},
    {"two-windows", 0, 0, G_OPTION_ARG_NONE, &two_windows,
     "Open the board's second window too", NULL},
    {"rtl", 0, 0, G_OPTION_ARG_NONE, &rtl, "Lay out right to left", NULL},
    {"state", 0, 0, G_OPTION_ARG_FILENAME, &state, "Seed 001's saved order", "FILE"},
    {"exit-after", 0, 0, G_OPTION_ARG_DOUBLE, &exit_after, "Quit after SECONDS", "SECONDS"},
    {"column-width", 0, 0, G_OPTION_ARG_INT, &column_width, "The board's columns' width (200)",
     "PIXELS"},
    {NULL, 0, 0, 0, NULL, NULL, NULL}};
  GError *error = NULL;
  GOptionContext *context = g_option_context_new("- libreorder's GTK 4 demo");
  GtkWidget *stack, *switcher, *status, *layout;
  GtkCssProvider *provider;
  char *page_css, *all_css;
  guint k;

  setvbuf(stdout, NULL, _IOLBF, 0);
  g_option_context_add_main_entries(context, entries, NULL);
  if (!g_option_context_parse(context, &argc, &argv, &error)) {
    g_printerr("%s\n", error->message);
    return 2;
  }
  g_option_context_free(context);
  if (!state)
    state = g_build_filename(g_get_user_config_dir(), "libreorder", "gtk-demo-001.txt", NULL);
  gtk_init();
  if (rtl)
    gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL);

  provider = gtk_css_provider_new();
  page_css = demo_seed_css();
  all_css = g_strconcat(css, page_css, NULL);
  gtk_css_provider_load_from_data(provider, all_css, -1);
  g_free(all_css);
  g_free(page_css);
  gtk_style_context_add_provider_for_display(gdk_display_get_default(),
                                             GTK_STYLE_PROVIDER(provider),
                                             GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(provider);

  demo.window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(demo.window), "libreorder GTK demo");
  gtk_window_set_default_size(GTK_WINDOW(demo.window), 640, 720);
  layout = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
  stack = gtk_stack_new();
  switcher = gtk_stack_switcher_new();
  status = gtk_label_new(NULL);
  gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(stack));
  gtk_widget_set_vexpand(stack, TRUE);
  gtk_label_set_xalign(GTK_LABEL(status), 0);
  gtk_label_set_ellipsize(GTK_LABEL(status), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start(status, 8);
  gtk_widget_set_margin_bottom(status, 6);
  gtk_box_append(GTK_BOX(layout), switcher);
  gtk_box_append(GTK_BOX(layout), stack);
  gtk_box_append(GTK_BOX(layout), status);
  gtk_window_set_child(GTK_WINDOW(demo.window), layout);

  demo.shown = &demo.pages[0];
  for (k = 0; k < DEMO_N_PAGES; k++) {
    Page *page = &demo.pages[k];
    add_page(&demo, k, GTK_STACK(stack), GTK_LABEL(status));
    if (g_str_equal(page->seed, "001")) {
      page->state_path = state;
      demo_keep_order(page);
    }
    if (seed && g_str_equal(seed, page->seed))
      demo.shown = page;
    say_items(page);
    say_order(page, "order");
  }
  demo.status = GTK_LABEL(status);
  demo.board = demo_board_new(GTK_LABEL(status), column_width);
  gtk_stack_add_titled(GTK_STACK(stack), demo.board, "board", "Board");
  /* The pages that are no seeds, chosen by their ids as seeds are too. */
  if (show_tags || show_outline) {
    g_free(seed);
    seed = g_strdup(show_tags ? "tags" : "outline");
  }
  for (k = DEMO_N_PAGES; k < DEMO_N_LIST_PAGES; k++) {
    add_page(&demo, k, GTK_STACK(stack), GTK_LABEL(status));
    say_order(&demo.pages[k], "order");
    if (seed && g_str_equal(seed, demo.pages[k].seed))
      demo.shown = &demo.pages[k];
  }
  if (seed && !g_str_equal(seed, demo.shown->seed)) {
    g_printerr("unknown seed %s (000, 001, 003, 004, tags or outline)\n", seed);
    return 2;
  }
  if (show_board) {
    gtk_label_set_text(GTK_LABEL(status), board_hint);
    gtk_stack_set_visible_child(GTK_STACK(stack), demo.board);
    demo_board_report_when_shown();
  } else {
    gtk_label_set_text(GTK_LABEL(status), demo.shown->hint);
    gtk_stack_set_visible_child(GTK_STACK(stack), demo.shown->page);
    gtk_widget_add_tick_callback(GTK_WIDGET(demo.shown->box), report_ready, &demo, NULL);
  }
  g_signal_connect(stack, "notify::visible-child", G_CALLBACK(on_page_changed), &demo);
  g_signal_connect(demo.window, "close-request", G_CALLBACK(on_close_request), &demo);
  g_unix_signal_add(SIGTERM, on_quit_signal, &demo);
  g_unix_signal_add(SIGINT, on_quit_signal, &demo);
  if (exit_after > 0)
    g_timeout_add((guint)(exit_after * 1000), on_quit_signal, &demo);
  gtk_window_present(GTK_WINDOW(demo.window));
  if (two_windows)
    demo_board_open_second_window();
  while (!demo.done)
    g_main_context_iteration(NULL, TRUE);
  g_free(seed);
  g_free(state);
  return 0;
}
