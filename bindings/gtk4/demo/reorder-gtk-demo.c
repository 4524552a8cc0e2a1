/*
 * reorder-gtk-demo.c -- the four seeds in one window, each a ReorderGtkBox
 * over GListStores:
 *
 *   000  a sectioned list, ~200 rows of mixed heights: long-press and drag
 *        (edge rule, exchange across sections); drag to an edge to scroll
 *   001  indicator settings whose drags stay in their section, dragged by
 *        the grip on the right; the order is saved and restored (--state)
 *   003  a grid of channel titles, the first one pinned
 *   004  a one-item "featured" section: click a channel to feature it; the
 *        featured one goes back to the top of the list
 *
 * Keyboard: focus a list, Space picks up or drops, arrows move, Escape
 * cancels. For tests, stdout (line-buffered) says what happens:
 *   ready SEED box=X,Y,W,H display=D pid=P   the box in window-surface coordinates
 *   frame SEED KEY S I X Y W H   each item's resting frame (box coordinates)
 *   order SEED k k | k k ...     the stores' order, at start and after each move
 *   move SEED KEY from=S,I to=S,I / lift / drop ... y=Y / cancel / activate
 *   scroll SEED y=Y  announce SEED TEXT  final SEED ...  (at exit)
 *
 *   reorder-gtk-demo [--seed 000|001|003|004] [--state FILE] [--exit-after S]
 */
#include <glib-unix.h>
#include <stdio.h>
#include <unistd.h>

#include "reorder-gtk.h"

/* ------------------------------------------------------------------------ */
/* The items: a key (unique, for tests), a title and a row height            */
/* ------------------------------------------------------------------------ */

#define DEMO_TYPE_ITEM (demo_item_get_type())
G_DECLARE_FINAL_TYPE(DemoItem, demo_item, DEMO, ITEM, GObject)

struct _DemoItem {
  GObject parent_instance;
  char *key;
  char *title;
  int height; /* 0: the widget's own */
  int color;
};

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

static DemoItem *demo_item_new(const char *key, const char *title, int height, int color)
{
  DemoItem *item = g_object_new(DEMO_TYPE_ITEM, NULL);
  item->key = g_strdup(key);
  item->title = g_strdup(title);
  item->height = height;
  item->color = color;
  return item;
}

/* ------------------------------------------------------------------------ */
/* Output for the tests                                                      */
/* ------------------------------------------------------------------------ */

typedef struct {
  const char *seed;
  ReorderGtkBox *box;
  GtkWidget *page;
  const char *state_path; /* seed 001: where the order is kept */
  GtkLabel *status;       /* shows the announcements */
} Page;

static void say(const char *format, ...) G_GNUC_PRINTF(1, 2);
static void say(const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vprintf(format, args);
  va_end(args);
  putchar('\n');
}

static const char *key_of(gpointer item)
{
  return item ? DEMO_ITEM(item)->key : "-";
}

/* "k k | k k": every section's keys. */
static char *order_text(Page *page)
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

static void say_order(Page *page, const char *what)
{
  char *text = order_text(page);
  say("%s %s%s", what, page->seed, text);
  g_free(text);
}

/* Seed 001 persists its order: one line per section, its keys. */
static void save_order(Page *page)
{
  GError *error = NULL;
  char *text = order_text(page), *dir = g_path_get_dirname(page->state_path);
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

static void on_item_moved(ReorderGtkBox *box, GObject *item, guint from_section,
                          guint from_position, guint to_section, guint to_position, Page *page)
{
  (void)box;
  say("move %s %s from=%u,%u to=%u,%u", page->seed, key_of(item), from_section, from_position,
      to_section, to_position);
  say_order(page, "order");
  if (page->state_path)
    save_order(page);
}

static void on_drag_begin(ReorderGtkBox *box, GObject *item, Page *page)
{
  (void)box;
  say("lift %s %s", page->seed, key_of(item));
}

static void on_item_dropped(ReorderGtkBox *box, GObject *item, guint from_section,
                            guint from_position, guint to_section, guint to_position, Page *page)
{
  graphene_rect_t r;
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(box));
  double content_y = 0;
  if (reorder_gtk_box_get_item_bounds(box, to_section, to_position, &r))
    content_y = r.origin.y + gtk_adjustment_get_value(adjustment);
  say("drop %s %s from=%u,%u to=%u,%u y=%.0f", page->seed, key_of(item), from_section,
      from_position, to_section, to_position, content_y);
}

static void on_drag_cancelled(ReorderGtkBox *box, GObject *item, Page *page)
{
  (void)box;
  say("cancel %s %s", page->seed, key_of(item));
  say_order(page, "order");
}

static void on_scrolled(GtkAdjustment *adjustment, Page *page)
{
  say("scroll %s y=%.0f", page->seed, gtk_adjustment_get_value(adjustment));
}

static void on_announcement(ReorderGtkBox *box, GParamSpec *pspec, Page *page)
{
  char *text = NULL;
  (void)pspec;
  g_object_get(box, "announcement", &text, NULL);
  gtk_label_set_text(page->status, text);
  say("announce %s %s", page->seed, text);
  g_free(text);
}

/* ------------------------------------------------------------------------ */
/* Rows and cells                                                            */
/* ------------------------------------------------------------------------ */

static GtkWidget *make_row(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *title = gtk_label_new(item->title);
  char color[8];
  gboolean with_handle = GPOINTER_TO_INT(user_data);
  g_snprintf(color, sizeof color, "c%d", item->color);
  gtk_widget_add_css_class(row, "row");
  gtk_widget_add_css_class(row, color);
  gtk_widget_set_hexpand(title, TRUE);
  gtk_label_set_xalign(GTK_LABEL(title), 0);
  gtk_box_append(GTK_BOX(row), title);
  if (item->height > 0) {
    char *size = g_strdup_printf("%d px", item->height);
    gtk_box_append(GTK_BOX(row), gtk_label_new(size));
    gtk_widget_set_size_request(row, -1, item->height);
    g_free(size);
  }
  if (with_handle) {
    GtkWidget *grip = gtk_label_new("☰");
    gtk_widget_add_css_class(grip, REORDER_GTK_HANDLE_CLASS);
    gtk_box_append(GTK_BOX(row), grip);
  }
  return row;
}

static GtkWidget *make_cell(gpointer data, gpointer user_data)
{
  DemoItem *item = data;
  GtkWidget *cell = gtk_label_new(item->title);
  (void)user_data;
  gtk_widget_add_css_class(cell, "cell");
  if (item->color)
    gtk_widget_add_css_class(cell, "pinned");
  return cell;
}

static char *item_label(gpointer item, gpointer user_data)
{
  (void)user_data;
  return g_strdup(DEMO_ITEM(item)->title);
}

static GtkWidget *header(const char *text)
{
  GtkWidget *label = gtk_label_new(text);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_add_css_class(label, "header");
  return label;
}

static GListStore *new_store(void)
{
  return g_list_store_new(DEMO_TYPE_ITEM);
}

static void append(GListStore *store, DemoItem *item)
{
  g_list_store_append(store, item);
  g_object_unref(item);
}

/* A failed setup call is a bug in the demo or the widget: stop. */
static void must(gboolean ok, GError *error)
{
  if (!ok)
    g_error("demo setup: %s", error ? error->message : "failed");
}

/* ------------------------------------------------------------------------ */
/* The four seeds                                                            */
/* ------------------------------------------------------------------------ */

/* 000: four sections of 50 rows of mixed heights, edge rule, exchange. */
static void build_000(ReorderGtkBox *box)
{
  static const int heights[] = {44, 88, 30, 120, 60, 44};
  GError *error = NULL;
  reorder_options o;
  int s, i, n = 0;
  reorder_gtk_box_get_options(box, &o);
  o.rule = REORDER_RULE_EDGE;
  o.semantics = REORDER_SEMANTICS_EXCHANGE;
  o.insets.x = o.insets.width = 12; /* room for the lifted row's (-5, 0) shadow */
  must(reorder_gtk_box_configure(box, &o, &error), error);
  reorder_gtk_box_set_create_widget_func(box, make_row, GINT_TO_POINTER(FALSE), NULL);
  for (s = 0; s < 4; s++) {
    GListStore *store = new_store();
    char *title = g_strdup_printf("Section %c (50 rows)", 'A' + s);
    for (i = 0; i < 50; i++, n++) {
      char key[8], text[16];
      g_snprintf(key, sizeof key, "r%d", n + 1);
      g_snprintf(text, sizeof text, "Row %d", n + 1);
      append(store, demo_item_new(key, text, heights[n % 6], n % 6));
    }
    must(reorder_gtk_box_append_section(box, store, header(title), NULL, &error), error);
    g_object_unref(store);
    g_free(title);
  }
}

/* Reads seed 001's saved order: the keys of each section, one line each. */
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

/* 001: two locked sections, dragged by the grip, pointer rule, saved. */
static void build_001(ReorderGtkBox *box, const char *state_path)
{
  static const char *const sections[2][7] = {
    {"MA", "EMA", "BOLL", "SAR", "VWAP", NULL},
    {"MACD", "KDJ", "RSI", "WR", "OBV", "CCI", "DMI"},
  };
  static const char *const titles[2] = {"Main chart", "Sub chart"};
  GError *error = NULL;
  reorder_section_rules locked;
  char **saved = load_order(state_path);
  int s, i;
  reorder_section_rules_init(&locked);
  locked.locked = 1;
  g_object_set(box, "rule", REORDER_RULE_POINTER, "cross-section-moves", FALSE, NULL);
  reorder_gtk_box_set_create_widget_func(box, make_row, GINT_TO_POINTER(TRUE), NULL);
  for (s = 0; s < 2; s++) {
    GListStore *store = new_store();
    char **keys = saved && g_strv_length(saved) == 2 ? g_strsplit(g_strstrip(saved[s]), " ", -1)
                                                      : NULL;
    /* The saved order first (keys this version knows), then any others. */
    for (i = 0; keys && keys[i]; i++) {
      int k;
      for (k = 0; k < 7 && sections[s][k]; k++)
        if (g_str_equal(keys[i], sections[s][k]))
          append(store, demo_item_new(sections[s][k], sections[s][k], 48, 3 + s));
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
        append(store, demo_item_new(sections[s][i], sections[s][i], 48, 3 + s));
    }
    must(reorder_gtk_box_append_section(box, store, header(titles[s]), &locked, &error), error);
    g_object_unref(store);
    g_strfreev(keys);
  }
  g_strfreev(saved);
}

/* 003: the seed's channel titles in a 4-column grid, the first pinned. */
static void build_003(ReorderGtkBox *box)
{
  static const char *const titles[] = {
    "推荐", "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经",
    "热点", "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游",
    "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经", "热点",
    "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游"};
  GError *error = NULL;
  GListStore *store = new_store();
  reorder_options o;
  guint i;
  reorder_gtk_box_get_options(box, &o);
  o.layout = REORDER_LAYOUT_GRID;
  o.rule = REORDER_RULE_CENTER;
  o.grid_columns = 4;
  o.grid_cell_height = 56;
  o.item_spacing = o.line_spacing = 10;
  o.insets.x = o.insets.y = o.insets.width = o.insets.height = 10;
  must(reorder_gtk_box_configure(box, &o, &error), error);
  for (i = 0; i < G_N_ELEMENTS(titles); i++) {
    char key[8];
    g_snprintf(key, sizeof key, "c%u", i + 1);
    append(store, demo_item_new(key, titles[i], 0, i == 0));
  }
  must(reorder_gtk_box_bind_model(box, store, make_cell, NULL, NULL, &error), error);
  must(reorder_gtk_box_set_item_flags(box, 0, 0, REORDER_ITEM_PINNED, &error), error);
  g_object_unref(store);
}

/* 004: a click on a channel moves it into the one-item featured section,
 * whose item is displaced to the top of the channels. */
static void on_004_activated(ReorderGtkBox *box, GObject *item, Page *page)
{
  GError *error = NULL;
  guint position;
  say("activate %s %s", page->seed, key_of(item));
  if (!g_list_store_find(reorder_gtk_box_get_store(box, 1), item, &position))
    return; /* the featured one: already there */
  if (!reorder_gtk_box_move_item(box, 1, position, 0, 0, &error)) {
    say("refused %s %s", page->seed, error->message);
    g_error_free(error);
  }
}

static void build_004(ReorderGtkBox *box)
{
  static const char *const channels[] = {"News", "Sports", "Music", "Movies",
                                         "Science", "Travel", "Food", "Games"};
  GError *error = NULL;
  reorder_section_rules featured;
  GListStore *top = new_store(), *rest = new_store();
  guint i;
  reorder_section_rules_init(&featured);
  featured.capacity = 1;
  featured.displacement = REORDER_DISPLACE_SOURCE_START;
  append(top, demo_item_new("Weather", "Weather", 56, 2));
  for (i = 0; i < G_N_ELEMENTS(channels); i++)
    append(rest, demo_item_new(channels[i], channels[i], 48, 0));
  reorder_gtk_box_set_create_widget_func(box, make_row, GINT_TO_POINTER(FALSE), NULL);
  must(reorder_gtk_box_append_section(box, top, header("Featured (one channel)"), &featured,
                                      &error), error);
  must(reorder_gtk_box_append_section(box, rest, header("Channels: click to feature"), NULL,
                                      &error), error);
  g_object_unref(top);
  g_object_unref(rest);
}

/* ------------------------------------------------------------------------ */
/* The window                                                                */
/* ------------------------------------------------------------------------ */

static const char css[] =
    "reorderbox { background: #f4f4f4; }"
    ".row { padding: 0 12px; border-bottom: 1px solid #777; color: #111; }"
    ".c0 { background: #8ecae6; } .c1 { background: #a7c957; } .c2 { background: #f4a261; }"
    ".c3 { background: #cdb4db; } .c4 { background: #90be6d; } .c5 { background: #bde0fe; }"
    ".row.reorder-lifted, .cell.reorder-lifted { background: #ffe066; }"
    ".header { background: #264653; color: white; font-weight: bold; padding: 6px 12px; }"
    ".reorder-handle { font-size: 20px; padding: 0 6px; color: #333; }"
    ".cell { background: #e9c46a; border-radius: 6px; color: #111; }"
    ".cell.pinned { background: #bbbbbb; }";

typedef struct {
  Page pages[4];
  Page *shown;
  GtkWidget *window;
  gboolean done;
} Demo;

/* Once the shown page has its size: where it is, for the tests. */
static gboolean report_ready(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  Demo *demo = user_data;
  Page *page = demo->shown;
  graphene_point_t at;
  double sx, sy;
  guint s, i;
  (void)clock;
  if (gtk_widget_get_width(widget) == 0 ||
      !gtk_widget_compute_point(widget, demo->window, &GRAPHENE_POINT_INIT(0, 0), &at))
    return G_SOURCE_CONTINUE;
  gtk_native_get_surface_transform(GTK_NATIVE(demo->window), &sx, &sy);
  for (s = 0; s < reorder_gtk_box_get_n_sections(page->box); s++) {
    GListModel *model = G_LIST_MODEL(reorder_gtk_box_get_store(page->box, s));
    for (i = 0; i < g_list_model_get_n_items(model); i++) {
      graphene_rect_t r;
      DemoItem *item = g_list_model_get_item(model, i);
      if (reorder_gtk_box_get_item_bounds(page->box, s, i, &r))
        say("frame %s %s %u %u %.0f %.0f %.0f %.0f", page->seed, item->key, s, i, r.origin.x,
            r.origin.y, r.size.width, r.size.height);
      g_object_unref(item);
    }
  }
  say("ready %s box=%.0f,%.0f,%d,%d display=%s pid=%d", page->seed, at.x + sx, at.y + sy,
      gtk_widget_get_width(widget), gtk_widget_get_height(widget), g_getenv("DISPLAY"),
      (int)getpid());
  return G_SOURCE_REMOVE;
}

static void quit(Demo *demo)
{
  int k;
  if (demo->done)
    return;
  demo->done = TRUE;
  for (k = 0; k < 4; k++)
    say_order(&demo->pages[k], "final");
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

static Page *add_page(Demo *demo, int k, GtkStack *stack, GtkLabel *status, const char *seed,
                      const char *title)
{
  Page *page = &demo->pages[k];
  GtkWidget *scroller = gtk_scrolled_window_new();
  page->seed = seed;
  page->box = REORDER_GTK_BOX(reorder_gtk_box_new());
  page->page = scroller;
  page->status = status;
  reorder_gtk_box_set_label_func(page->box, item_label, NULL, NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER,
                                 GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), GTK_WIDGET(page->box));
  gtk_stack_add_titled(stack, scroller, seed, title);
  g_signal_connect(page->box, "item-moved", G_CALLBACK(on_item_moved), page);
  g_signal_connect(page->box, "drag-begin", G_CALLBACK(on_drag_begin), page);
  g_signal_connect(page->box, "item-dropped", G_CALLBACK(on_item_dropped), page);
  g_signal_connect(page->box, "drag-cancelled", G_CALLBACK(on_drag_cancelled), page);
  g_signal_connect(page->box, "notify::announcement", G_CALLBACK(on_announcement), page);
  g_signal_connect(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(page->box)), "value-changed",
                   G_CALLBACK(on_scrolled), page);
  return page;
}

int main(int argc, char **argv)
{
  static Demo demo;
  const char *seeds[4] = {"000", "001", "003", "004"};
  char *seed = NULL, *state = NULL;
  double exit_after = 0;
  GOptionEntry entries[] = {
    {"seed", 0, 0, G_OPTION_ARG_STRING, &seed, "The page to show: 000, 001, 003 or 004", "SEED"},
    {"state", 0, 0, G_OPTION_ARG_FILENAME, &state, "Seed 001's saved order", "FILE"},
    {"exit-after", 0, 0, G_OPTION_ARG_DOUBLE, &exit_after, "Quit after SECONDS", "SECONDS"},
    {NULL, 0, 0, 0, NULL, NULL, NULL}};
  GError *error = NULL;
  GOptionContext *context = g_option_context_new("- libreorder's GTK 4 demo");
  GtkWidget *stack, *switcher, *status, *layout;
  GtkCssProvider *provider;
  int k;

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

  provider = gtk_css_provider_new();
  gtk_css_provider_load_from_data(provider, css, -1);
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
  status = gtk_label_new("Long-press a row, then drag. Keyboard: Space, arrows, Escape.");
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

  build_000(add_page(&demo, 0, GTK_STACK(stack), GTK_LABEL(status), seeds[0], "000 list")->box);
  demo.pages[1].state_path = state;
  build_001(add_page(&demo, 1, GTK_STACK(stack), GTK_LABEL(status), seeds[1], "001 sections")->box,
            state);
  build_003(add_page(&demo, 2, GTK_STACK(stack), GTK_LABEL(status), seeds[2], "003 grid")->box);
  build_004(add_page(&demo, 3, GTK_STACK(stack), GTK_LABEL(status), seeds[3], "004 featured")->box);
  g_signal_connect(demo.pages[3].box, "item-activated", G_CALLBACK(on_004_activated),
                   &demo.pages[3]);

  demo.shown = &demo.pages[0];
  for (k = 0; k < 4; k++) {
    if (seed && g_str_equal(seed, seeds[k]))
      demo.shown = &demo.pages[k];
    say_order(&demo.pages[k], "order");
  }
  if (seed && !g_str_equal(seed, demo.shown->seed)) {
    g_printerr("unknown seed %s (000, 001, 003 or 004)\n", seed);
    return 2;
  }
  gtk_stack_set_visible_child(GTK_STACK(stack), demo.shown->page);
  gtk_widget_add_tick_callback(GTK_WIDGET(demo.shown->box), report_ready, &demo, NULL);
  g_signal_connect(demo.window, "close-request", G_CALLBACK(on_close_request), &demo);
  g_unix_signal_add(SIGTERM, on_quit_signal, &demo);
  g_unix_signal_add(SIGINT, on_quit_signal, &demo);
  if (exit_after > 0)
    g_timeout_add((guint)(exit_after * 1000), on_quit_signal, &demo);
  gtk_window_present(GTK_WINDOW(demo.window));
  while (!demo.done)
    g_main_context_iteration(NULL, TRUE);
  g_free(seed);
  g_free(state);
  return 0;
}
