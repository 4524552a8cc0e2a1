/*
 * test-reorder-gtk.c -- ReorderGtkBox with its stores, without input: moves
 * through the API reach the stores and ::item-moved, the application's store
 * changes reach the engine, rules and pinned items refuse with a GError,
 * every reorder_options field is a property of its type (the generated
 * enum types), configure takes this header's options version only, headers
 * slide in step with their rows, a programmatic move slides and is
 * announced, the selection API and ::selection-changed follow the engine's
 * selection (and the children's :selected state), and the box lets go of
 * every item and widget. Needs a display (GTK): run under xvfb-run.
 */
#include "reorder-gtk.h"
#include "store.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

typedef struct {
  GString *log; /* "key:s,i>s,i " per ::item-moved */
} Moves;

static GtkWidget *make_label(gpointer item, gpointer user_data)
{
  (void)user_data;
  return gtk_label_new(gtk_string_object_get_string(item));
}

static GListStore *store_of(const char *const *keys)
{
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (; *keys; keys++) {
    GtkStringObject *s = gtk_string_object_new(*keys);
    g_list_store_append(store, s);
    g_object_unref(s);
  }
  return store;
}

#define assert_keys(store, want)              \
  do {                                        \
    char *got_ = keys_of(store);              \
    g_assert_cmpstr(got_, ==, want);          \
    g_free(got_);                             \
  } while (0)

static void on_moved(ReorderGtkBox *box, GObject *item, guint fs, guint fi, guint ts, guint ti,
                     Moves *moves)
{
  (void)box;
  g_string_append_printf(moves->log, "%s:%u,%u>%u,%u ",
                         gtk_string_object_get_string(GTK_STRING_OBJECT(item)), fs, fi, ts, ti);
}

static ReorderGtkBox *new_box(Moves *moves)
{
  ReorderGtkBox *box = REORDER_GTK_BOX(g_object_ref_sink(reorder_gtk_box_new()));
  moves->log = g_string_new(NULL);
  g_signal_connect(box, "item-moved", G_CALLBACK(on_moved), moves);
  return box;
}

static const char *const abcde[] = {"a", "b", "c", "d", "e", NULL};

static void test_move_updates_store_and_signals(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *store = store_of(abcde);
  GError *error = NULL;
  g_assert_true(reorder_gtk_box_bind_model(box, store, make_label, NULL, NULL, &error));
  g_assert_no_error(error);
  g_assert_cmpuint(reorder_gtk_box_get_n_sections(box), ==, 1);
  g_assert_true(reorder_gtk_box_get_store(box, 0) == store);

  g_assert_true(reorder_gtk_box_move_item(box, 0, 1, 0, 3, &error));
  g_assert_no_error(error);
  assert_keys(store, "a c d b e");
  g_assert_cmpstr(moves.log->str, ==, "b:0,1>0,3 ");

  /* Out of range: a GError with the engine's status, nothing changes. */
  g_assert_false(reorder_gtk_box_move_item(box, 0, 0, 0, 9, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_RANGE);
  g_clear_error(&error);
  assert_keys(store, "a c d b e");

  g_object_unref(box);
  g_object_unref(store);
  g_string_free(moves.log, TRUE);
}

static void test_store_changes_reach_the_engine(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *store = store_of(abcde);
  GtkStringObject *x = gtk_string_object_new("x");
  GError *error = NULL;
  graphene_rect_t first, second;
  g_assert_true(reorder_gtk_box_bind_model(box, store, make_label, NULL, NULL, &error));

  /* The application inserts x at 1 and removes d: the engine follows, so
   * a move by position finds the right items. */
  g_list_store_insert(store, 1, x);
  g_list_store_remove(store, 4); /* d */
  assert_keys(store, "a x b c e");
  g_assert_true(reorder_gtk_box_move_item(box, 0, 1, 0, 4, &error));
  g_assert_no_error(error);
  assert_keys(store, "a b c e x");
  g_assert_cmpstr(moves.log->str, ==, "x:0,1>0,4 ");
  g_assert_true(reorder_gtk_box_get_item_bounds(box, 0, 0, &first));
  g_assert_true(reorder_gtk_box_get_item_bounds(box, 0, 1, &second));
  g_assert_cmpfloat(second.origin.y, >=, first.origin.y + first.size.height);

  g_object_unref(x);
  g_object_unref(box);
  g_object_unref(store);
  g_string_free(moves.log, TRUE);
}

static void test_sections_rules_and_pinned(void)
{
  static const char *const one[] = {"w", NULL};
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *top = store_of(one), *rest = store_of(abcde);
  reorder_section_rules featured;
  GError *error = NULL;
  reorder_section_rules_init(&featured, REORDER_SECTION_RULES_VERSION);
  featured.capacity = 1;
  featured.displacement = REORDER_DISPLACE_SOURCE_START;
  reorder_gtk_box_set_create_widget_func(box, make_label, NULL, NULL);
  g_assert_true(reorder_gtk_box_append_section(box, top, gtk_label_new("Top"), &featured, &error));
  g_assert_true(reorder_gtk_box_append_section(box, rest, NULL, NULL, &error));
  g_assert_no_error(error);

  /* Seed 004: c into the full one-item section; w goes to the top of the
   * rest. Two items moved: two signals, in the engine's order. */
  g_assert_true(reorder_gtk_box_move_item(box, 1, 2, 0, 0, &error));
  g_assert_no_error(error);
  assert_keys(top, "c");
  assert_keys(rest, "w a b d e");
  g_assert_true(strstr(moves.log->str, "c:1,2>0,") != NULL);
  g_assert_true(strstr(moves.log->str, "w:0,") != NULL);

  /* A pinned item: nothing moves past it. */
  g_assert_true(reorder_gtk_box_set_item_flags(box, 1, 0, REORDER_ITEM_PINNED, &error));
  g_assert_false(reorder_gtk_box_move_item(box, 1, 0, 1, 3, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_REFUSED);
  g_clear_error(&error);

  /* A locked section: moves out are refused with the engine's reason. */
  featured.locked = 1;
  g_assert_true(reorder_gtk_box_set_section_rules(box, 0, &featured, &error));
  g_assert_false(reorder_gtk_box_move_item(box, 1, 2, 0, 0, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_REFUSED);
  g_assert_true(strstr(error->message, "section 0") != NULL); /* the engine says why */
  g_clear_error(&error);
  assert_keys(top, "c");
  assert_keys(rest, "w a b d e");

  g_object_unref(box);
  g_object_unref(top);
  g_object_unref(rest);
  g_string_free(moves.log, TRUE);
}

static void test_options_are_properties(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  reorder_options o;
  int rule = -1, columns = -1;
  double delay = 0;
  GError *error = NULL;
  g_object_set(box, "rule", REORDER_RULE_EDGE, "grid-columns", 3, "long-press-delay", 0.8, NULL);
  g_object_get(box, "rule", &rule, "grid-columns", &columns, "long-press-delay", &delay, NULL);
  g_assert_cmpint(rule, ==, REORDER_RULE_EDGE);
  g_assert_cmpint(columns, ==, 3);
  g_assert_cmpfloat(delay, ==, 0.8);
  reorder_gtk_box_get_options(box, &o);
  g_assert_cmpint(o.rule, ==, REORDER_RULE_EDGE);

  /* The engine refuses a bad option: GError, and nothing changes. */
  o.lift_scale = -1;
  g_assert_false(reorder_gtk_box_configure(box, &o, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  o.lift_scale = 1.05;
  o.layout = REORDER_LAYOUT_GRID;
  g_assert_true(reorder_gtk_box_configure(box, &o, &error));
  g_object_get(box, "layout", &rule, NULL);
  g_assert_cmpint(rule, ==, REORDER_LAYOUT_GRID);

  g_object_unref(box);
  g_string_free(moves.log, TRUE);
}

/* Every reorder_options field but version, from the same generated table
 * the box is made from: (field, the property's value type). */
typedef struct {
  const char *field;
  const char *kind;
  GType type;
} Field;

static void count_notify(GObject *object, GParamSpec *pspec, GString *names)
{
  (void)object;
  g_string_append_printf(names, "%s ", pspec->name);
}

static void test_every_option_is_a_property(void)
{
#define OPTION_FIELD(name, kind, largest, c_type) {#name, #kind, G_TYPE_INVALID},
  Field fields[] = {
#include "reorder_options_fields.h"
  };
#undef OPTION_FIELD
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  reorder_options defaults;
  guint i, n = 0;
  /* A box's defaults are a mouse's. */
  g_assert_cmpint(
      reorder_options_init_preset(&defaults, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP), ==,
      REORDER_OK);
  for (i = 0; i < G_N_ELEMENTS(fields); i++) {
    char *name = g_strdelimit(g_strdup(fields[i].field), "_", '-');
    GParamSpec *pspec = g_object_class_find_property(G_OBJECT_GET_CLASS(box), name);
    if (g_str_equal(fields[i].kind, "OPT_VERSION")) {
      g_assert_null(pspec);
    } else {
      g_assert_nonnull(pspec);
      n++;
      if (g_str_equal(fields[i].kind, "OPT_DOUBLE"))
        g_assert_true(G_IS_PARAM_SPEC_DOUBLE(pspec));
      else if (g_str_equal(fields[i].kind, "OPT_INT"))
        g_assert_true(G_IS_PARAM_SPEC_INT(pspec));
      else if (g_str_equal(fields[i].kind, "OPT_BOOL"))
        g_assert_true(G_IS_PARAM_SPEC_BOOLEAN(pspec));
      else if (g_str_equal(fields[i].kind, "OPT_ENUM"))
        g_assert_true(G_IS_PARAM_SPEC_ENUM(pspec));
      else if (g_str_equal(fields[i].kind, "OPT_RECT"))
        g_assert_true(pspec->value_type == REORDER_GTK_TYPE_RECT);
      else if (g_str_equal(fields[i].kind, "OPT_POINT"))
        g_assert_true(pspec->value_type == REORDER_GTK_TYPE_POINT);
      else
        g_assert_not_reached();
    }
    g_free(name);
  }
  g_assert_cmpuint(n, ==, G_N_ELEMENTS(fields) - 1);

  /* Enum fields have the generated GEnum of their C type, named after it,
   * whose values are reorder.h's constants; defaults are the library's. */
  {
    GParamSpec *rule = g_object_class_find_property(G_OBJECT_GET_CLASS(box), "rule");
    GParamSpec *curve =
        g_object_class_find_property(G_OBJECT_GET_CLASS(box), "autoscroll-curve");
    GParamSpec *easing = g_object_class_find_property(G_OBJECT_GET_CLASS(box), "settle-easing");
    GEnumClass *rules = g_type_class_ref(REORDER_GTK_TYPE_RULE);
    GFlagsClass *flags = g_type_class_ref(REORDER_GTK_TYPE_ITEM_FLAGS);
    double extent = 0;
    g_assert_true(rule->value_type == REORDER_GTK_TYPE_RULE);
    g_assert_cmpstr(g_type_name(rule->value_type), ==, "ReorderGtkRule");
    g_assert_true(curve->value_type == REORDER_GTK_TYPE_CURVE);
    g_assert_true(easing->value_type == REORDER_GTK_TYPE_EASING);
    g_assert_cmpstr(g_enum_get_value(rules, REORDER_RULE_CENTER)->value_nick, ==, "center");
    g_assert_cmpint(G_PARAM_SPEC_ENUM(easing)->default_value, ==, defaults.settle_easing);
    g_assert_cmpstr(g_flags_get_first_value(flags, REORDER_ITEM_PINNED)->value_nick, ==, "pinned");
    g_object_get(box, "empty-section-extent", &extent, NULL);
    g_assert_cmpfloat(extent, ==, defaults.empty_section_extent);
    g_assert_cmpint(G_PARAM_SPEC_ENUM(curve)->default_value, ==, REORDER_CURVE_RAMPED);
    g_object_get(box, "autoscroll-zone", &extent, NULL);
    g_assert_cmpfloat(extent, ==, 64);
    g_type_class_unref(rules);
    g_type_class_unref(flags);
  }

  g_object_unref(box);
  g_string_free(moves.log, TRUE);
}

/* "direction" follows GTK's text direction, as made and when it changes. */
static void test_direction_follows_text_direction(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  reorder_options o;
  int direction = -1;
  g_object_get(box, "direction", &direction, NULL);
  g_assert_cmpint(direction, ==, REORDER_DIRECTION_LTR);
  gtk_widget_set_direction(GTK_WIDGET(box), GTK_TEXT_DIR_RTL);
  reorder_gtk_box_get_options(box, &o);
  g_assert_cmpint(o.direction, ==, REORDER_DIRECTION_RTL);
  gtk_widget_set_direction(GTK_WIDGET(box), GTK_TEXT_DIR_LTR);
  g_object_get(box, "direction", &direction, NULL);
  g_assert_cmpint(direction, ==, REORDER_DIRECTION_LTR);
  g_object_unref(box);
  g_string_free(moves.log, TRUE);
}

static void test_boxed_options(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  reorder_rect insets = {4, 6, 8, 10}, *got_rect = NULL;
  reorder_point offset = {-3, 2}, *got_point = NULL;
  reorder_options o, defaults;
  g_assert_cmpint(reorder_options_init(&defaults, REORDER_OPTIONS_VERSION), ==, REORDER_OK);
  g_object_set(box, "insets", &insets, "shadow-offset", &offset, NULL);
  g_object_get(box, "insets", &got_rect, "shadow-offset", &got_point, NULL);
  g_assert_true(memcmp(got_rect, &insets, sizeof insets) == 0);
  g_assert_cmpfloat(got_point->x, ==, -3);
  g_assert_cmpfloat(got_point->y, ==, 2);
  g_free(got_rect);
  g_free(got_point);
  reorder_gtk_box_get_options(box, &o);
  g_assert_cmpfloat(o.insets.height, ==, 10);
  g_assert_cmpfloat(o.shadow_offset.x, ==, -3);
  /* NULL: the default. */
  g_object_set(box, "shadow-offset", NULL, NULL);
  reorder_gtk_box_get_options(box, &o);
  g_assert_true(memcmp(&o.shadow_offset, &defaults.shadow_offset, sizeof o.shadow_offset) == 0);
  g_object_unref(box);
  g_string_free(moves.log, TRUE);
}

/* configure takes a whole struct of this header's version, NULL for the
 * defaults, and notifies the properties whose fields changed. */
static void test_configure_versions(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GString *notified = g_string_new(NULL);
  reorder_options o, now;
  double delay = 0;
  GError *error = NULL;
  reorder_gtk_box_get_options(box, &o);
  g_assert_cmpuint(o.version, ==, REORDER_OPTIONS_VERSION);

  o.long_press_delay = 0.3;
  o.version = REORDER_OPTIONS_VERSION + 1; /* a newer header's: refused, unread */
  g_assert_false(reorder_gtk_box_configure(box, &o, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION);
  g_clear_error(&error);
  o.version = 0;
  g_assert_false(reorder_gtk_box_configure(box, &o, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION);
  g_clear_error(&error);
  g_object_get(box, "long-press-delay", &delay, NULL);
  g_assert_cmpfloat(delay, ==, 0.5);

  g_signal_connect(box, "notify", G_CALLBACK(count_notify), notified);
  o.version = REORDER_OPTIONS_VERSION;
  g_assert_true(reorder_gtk_box_configure(box, &o, &error));
  g_assert_no_error(error);
  g_assert_cmpstr(notified->str, ==, "long-press-delay ");
  g_string_truncate(notified, 0);

  g_assert_true(reorder_gtk_box_configure(box, NULL, &error)); /* every default */
  g_assert_no_error(error);
  g_assert_cmpstr(notified->str, ==, "long-press-delay ");
  reorder_gtk_box_get_options(box, &now);
  g_assert_cmpfloat(now.long_press_delay, ==, 0.5);
  g_assert_cmpuint(now.version, ==, REORDER_OPTIONS_VERSION);

  g_object_unref(box);
  g_string_free(notified, TRUE);
  g_string_free(moves.log, TRUE);
}

typedef struct {
  GtkWidget *box;
  GtkWidget *header; /* section 1's */
  GtkWidget *row;    /* section 1's first row */
  GArray *header_y;  /* double per painted frame */
  GArray *row_y;
} Samples;

static double y_in_box(GtkWidget *widget, GtkWidget *box)
{
  graphene_rect_t b;
  g_assert_true(gtk_widget_compute_bounds(widget, box, &b));
  return b.origin.y;
}

static void on_after_paint(GdkFrameClock *clock, Samples *s)
{
  double header = y_in_box(s->header, s->box), row = y_in_box(s->row, s->box);
  (void)clock;
  g_array_append_val(s->header_y, header);
  g_array_append_val(s->row_y, row);
}

static GtkWidget *make_tall_label(gpointer item, gpointer user_data)
{
  GtkWidget *label = make_label(item, user_data);
  gtk_widget_set_size_request(label, -1, 40);
  return label;
}

static gboolean quit_loop(gpointer loop)
{
  g_main_loop_quit(loop);
  return G_SOURCE_REMOVE;
}

static void run_for(guint ms)
{
  GMainLoop *loop = g_main_loop_new(NULL, FALSE);
  g_timeout_add(ms, quit_loop, loop);
  g_main_loop_run(loop);
  g_main_loop_unref(loop);
}

/* A move into an earlier section grows it: the next section's header slides
 * down over displace_duration with that section's first row, through
 * positions between the old and the new, and comes to rest on the row. */
static void test_headers_slide_with_rows(void)
{
  static const char *const one[] = {"w", NULL};
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *top = store_of(one), *rest = store_of(abcde);
  GtkWidget *window = gtk_window_new(), *header = gtk_label_new("Rest");
  Samples s = {GTK_WIDGET(box), header, NULL, g_array_new(FALSE, FALSE, sizeof(double)),
               g_array_new(FALSE, FALSE, sizeof(double))};
  GdkFrameClock *clock;
  GError *error = NULL;
  reorder_options o;
  double before, after, row_before, header_h;
  guint i, between = 0;
  gulong painted;

  reorder_gtk_box_get_options(box, &o);
  o.displace_duration = 0.5; /* many frames of slide */
  o.section_spacing = 8;
  g_assert_true(reorder_gtk_box_configure(box, &o, &error));
  reorder_gtk_box_set_create_widget_func(box, make_tall_label, NULL, NULL);
  g_assert_true(reorder_gtk_box_append_section(box, top, gtk_label_new("Top"), NULL, &error));
  g_assert_true(reorder_gtk_box_append_section(box, rest, header, NULL, &error));
  g_assert_no_error(error);
  gtk_window_set_default_size(GTK_WINDOW(window), 300, 500);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(box));
  gtk_window_present(GTK_WINDOW(window));
  run_for(500); /* mapped, laid out, at rest */
  g_assert_true(gtk_widget_get_mapped(header));
  for (s.row = gtk_widget_get_first_child(GTK_WIDGET(box)); s.row;
       s.row = gtk_widget_get_next_sibling(s.row))
    if (GTK_IS_LABEL(s.row) && g_str_equal(gtk_label_get_label(GTK_LABEL(s.row)), "a"))
      break;
  g_assert_nonnull(s.row);
  before = y_in_box(header, GTK_WIDGET(box));
  row_before = y_in_box(s.row, GTK_WIDGET(box));
  header_h = row_before - before; /* the header's extent: the row is right under it */
  g_assert_cmpfloat(header_h, >, 0);

  clock = gtk_widget_get_frame_clock(GTK_WIDGET(box));
  painted = g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), &s);
  g_assert_true(reorder_gtk_box_move_item(box, 1, 2, 0, 1, &error)); /* c under w */
  g_assert_no_error(error);
  assert_keys(top, "w c");
  run_for(1000);
  g_signal_handler_disconnect(clock, painted);

  /* At rest one row (40) lower, on its first row. */
  after = y_in_box(header, GTK_WIDGET(box));
  g_assert_cmpfloat(after, ==, before + 40);
  g_assert_cmpfloat(y_in_box(s.row, GTK_WIDGET(box)), ==, after + header_h);
  /* On the way: never back, never past, never apart from its row, and
   * through places between (a jump has none). */
  for (i = 0; i < s.header_y->len; i++) {
    double y = g_array_index(s.header_y, double, i);
    double row = g_array_index(s.row_y, double, i);
    g_assert_cmpfloat(y, >=, i ? g_array_index(s.header_y, double, i - 1) : before);
    g_assert_cmpfloat(y, <=, after);
    g_assert_cmpfloat(fabs(row - (y + header_h)), <, 0.01);
    if (y > before && y < after)
      between++;
  }
  g_assert_cmpuint(between, >=, 3);

  gtk_window_destroy(GTK_WINDOW(window));
  g_array_unref(s.header_y);
  g_array_unref(s.row_y);
  g_object_unref(box);
  g_object_unref(top);
  g_object_unref(rest);
  g_string_free(moves.log, TRUE);
}

static GtkWidget *child_labelled(GtkWidget *box, const char *text)
{
  GtkWidget *child;
  for (child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child))
    if (GTK_IS_LABEL(child) && g_str_equal(gtk_label_get_label(GTK_LABEL(child)), text))
      return child;
  return NULL;
}

typedef struct {
  GtkWidget *box, *moved, *displaced;
  GArray *moved_y, *displaced_y;
} Slides;

static void on_after_paint_slides(GdkFrameClock *clock, Slides *s)
{
  double moved = y_in_box(s->moved, s->box), displaced = y_in_box(s->displaced, s->box);
  (void)clock;
  g_array_append_val(s->moved_y, moved);
  g_array_append_val(s->displaced_y, displaced);
}

/* How many samples lie strictly between from and to. */
static guint count_between(GArray *ys, double from, double to)
{
  guint i, n = 0;
  for (i = 0; i < ys->len; i++) {
    double y = g_array_index(ys, double, i);
    if (y > MIN(from, to) + 0.5 && y < MAX(from, to) - 0.5)
      n++;
  }
  return n;
}

static char *label_upper(gpointer item, gpointer user_data)
{
  (void)user_data;
  return g_ascii_strup(gtk_string_object_get_string(item), -1);
}

/* A horizontal list lays its children out in a row, its section header at
 * the section's start: left to right, item 0 right of the header; right to
 * left, the header at the right end (the short content keeps to the right)
 * and item 0 left of it. */
static void test_horizontal_list_follows_direction(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *store = store_of(abcde);
  GtkWidget *window = gtk_window_new(), *header = gtk_label_new("Header"), *a, *b;
  GError *error = NULL;
  graphene_rect_t h, ra, rb;
  int rtl;

  g_object_set(box, "axis", REORDER_AXIS_HORIZONTAL, NULL);
  reorder_gtk_box_set_create_widget_func(box, make_label, NULL, NULL);
  g_assert_true(reorder_gtk_box_append_section(box, store, header, NULL, &error));
  g_assert_no_error(error);
  gtk_window_set_default_size(GTK_WINDOW(window), 500, 100);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(box));
  gtk_window_present(GTK_WINDOW(window));
  a = gtk_widget_get_next_sibling(header);
  b = gtk_widget_get_next_sibling(a);
  for (rtl = 0; rtl <= 1; rtl++) {
    gtk_widget_set_direction(GTK_WIDGET(box), rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
    run_for(300);
    g_assert_true(gtk_widget_compute_bounds(header, GTK_WIDGET(box), &h));
    g_assert_true(gtk_widget_compute_bounds(a, GTK_WIDGET(box), &ra));
    g_assert_true(gtk_widget_compute_bounds(b, GTK_WIDGET(box), &rb));
    g_assert_cmpfloat(ra.size.height, ==, gtk_widget_get_height(GTK_WIDGET(box)));
    if (rtl) {
      g_assert_cmpfloat(h.origin.x + h.size.width, ==, gtk_widget_get_width(GTK_WIDGET(box)));
      g_assert_cmpfloat(rb.origin.x + rb.size.width, <=, ra.origin.x);
      g_assert_cmpfloat(ra.origin.x + ra.size.width, <=, h.origin.x);
    } else {
      g_assert_cmpfloat(h.origin.x + h.size.width, <=, ra.origin.x);
      g_assert_cmpfloat(ra.origin.x + ra.size.width, <=, rb.origin.x);
    }
  }
  gtk_window_destroy(GTK_WINDOW(window));
  g_object_unref(store);
  g_object_unref(box);
  g_string_free(moves.log, TRUE);
}

/* Tap-to-move (seed 004): reorder_gtk_box_move_item into a full one-item
 * section. Both the moved item and the one it displaces slide on the frame
 * clock (drawn from the engine's presentation, not jumping to their new
 * places), and the move is announced as the engine announces a keyboard
 * step, with the item's label. */
static void test_programmatic_move_slides_and_is_announced(void)
{
  static const char *const one[] = {"w", NULL};
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *top = store_of(one), *rest = store_of(abcde);
  GtkWidget *window = gtk_window_new();
  Slides s = {GTK_WIDGET(box), NULL, NULL, g_array_new(FALSE, FALSE, sizeof(double)),
              g_array_new(FALSE, FALSE, sizeof(double))};
  reorder_section_rules featured;
  reorder_options o;
  GError *error = NULL;
  char *text = NULL;
  double c_before, w_before, c_after, w_after;
  gulong painted;

  reorder_gtk_box_get_options(box, &o);
  o.displace_duration = 0.5;
  g_assert_true(reorder_gtk_box_configure(box, &o, &error));
  reorder_section_rules_init(&featured, REORDER_SECTION_RULES_VERSION);
  featured.capacity = 1;
  featured.displacement = REORDER_DISPLACE_SOURCE_START;
  reorder_gtk_box_set_create_widget_func(box, make_tall_label, NULL, NULL);
  reorder_gtk_box_set_label_func(box, label_upper, NULL, NULL);
  g_assert_true(reorder_gtk_box_append_section(box, top, gtk_label_new("Top"), &featured, &error));
  g_assert_true(reorder_gtk_box_append_section(box, rest, gtk_label_new("Rest"), NULL, &error));
  g_assert_no_error(error);
  gtk_window_set_default_size(GTK_WINDOW(window), 300, 500);
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(box));
  gtk_window_present(GTK_WINDOW(window));
  run_for(500);
  s.moved = child_labelled(GTK_WIDGET(box), "c");
  s.displaced = child_labelled(GTK_WIDGET(box), "w");
  g_assert_nonnull(s.moved);
  g_assert_nonnull(s.displaced);
  c_before = y_in_box(s.moved, GTK_WIDGET(box));
  w_before = y_in_box(s.displaced, GTK_WIDGET(box));

  painted = g_signal_connect(gtk_widget_get_frame_clock(GTK_WIDGET(box)), "after-paint",
                             G_CALLBACK(on_after_paint_slides), &s);
  g_assert_true(reorder_gtk_box_move_item(box, 1, 2, 0, 0, &error));
  g_assert_no_error(error);
  assert_keys(top, "c");
  assert_keys(rest, "w a b d e");
  g_object_get(box, "announcement", &text, NULL);
  g_assert_cmpstr(text, ==, "C was moved into section 1, position 1 of 1.");
  g_free(text);
  run_for(1000);
  g_signal_handler_disconnect(gtk_widget_get_frame_clock(GTK_WIDGET(box)), painted);
  c_after = y_in_box(s.moved, GTK_WIDGET(box));
  w_after = y_in_box(s.displaced, GTK_WIDGET(box));
  g_assert_cmpfloat(c_after, <, c_before);
  g_assert_cmpfloat(w_after, >, w_before);
  /* Through places between: a jump has none. */
  g_assert_cmpuint(count_between(s.moved_y, c_before, c_after), >=, 3);
  g_assert_cmpuint(count_between(s.displaced_y, w_before, w_after), >=, 3);

  /* A move within a section: the other template. */
  g_assert_true(reorder_gtk_box_move_item(box, 1, 0, 1, 2, &error));
  g_object_get(box, "announcement", &text, NULL);
  g_assert_cmpstr(text, ==, "W was moved to position 3 of 5.");
  g_free(text);

  gtk_window_destroy(GTK_WINDOW(window));
  g_array_unref(s.moved_y);
  g_array_unref(s.displaced_y);
  g_object_unref(box);
  g_object_unref(top);
  g_object_unref(rest);
  g_string_free(moves.log, TRUE);
}

static void count_selections(ReorderGtkBox *box, guint *count)
{
  (void)box;
  (*count)++;
}

/* The selection's keys in selection order, "c a". */
static char *selected_keys(ReorderGtkBox *box)
{
  GString *out = g_string_new(NULL);
  gsize n = 0, k;
  guint64 *ids = reorder_gtk_box_get_selection(box, &n);
  g_assert_nonnull(ids);
  g_assert_cmpuint(ids[n], ==, 0);
  for (k = 0; k < n; k++) {
    guint s = 9, i = 9;
    GtkStringObject *item;
    g_assert_true(reorder_gtk_box_find_item(box, ids[k], &s, &i));
    item = g_list_model_get_item(G_LIST_MODEL(reorder_gtk_box_get_store(box, s)), i);
    g_string_append_printf(out, k ? " %s" : "%s", gtk_string_object_get_string(item));
    g_object_unref(item);
  }
  g_free(ids);
  return g_string_free(out, FALSE);
}

#define assert_selected(box, want)              \
  do {                                          \
    char *got_ = selected_keys(box);            \
    g_assert_cmpstr(got_, ==, want);            \
    g_free(got_);                               \
  } while (0)

/* The child showing key is :selected (after a layout). */
static gboolean child_selected(GtkWidget *box, const char *key)
{
  GtkWidget *child;
  for (child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child))
    if (g_str_equal(gtk_label_get_label(GTK_LABEL(child)), key))
      return (gtk_widget_get_state_flags(child) & GTK_STATE_FLAG_SELECTED) != 0;
  g_assert_not_reached();
}

/* Ids in, keys out; ::selection-changed once per change only; errors leave
 * the selection; moves keep it (no signal), removing a selected item or
 * every section changes it (a signal); selected children are :selected. */
static void test_selection(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *store = store_of(abcde);
  GtkWidget *window = gtk_window_new();
  GError *error = NULL;
  guint64 a, c, ids[2];
  guint changes = 0, s = 9, i = 9;
  gsize n = 9;
  g_signal_connect(box, "selection-changed", G_CALLBACK(count_selections), &changes);
  g_assert_true(reorder_gtk_box_bind_model(box, store, make_label, NULL, NULL, &error));
  gtk_window_set_child(GTK_WINDOW(window), GTK_WIDGET(box));
  gtk_window_present(GTK_WINDOW(window));
  g_free(reorder_gtk_box_get_selection(box, &n));
  g_assert_cmpuint(n, ==, 0);

  a = reorder_gtk_box_get_item_id(box, 0, 0);
  c = reorder_gtk_box_get_item_id(box, 0, 2);
  g_assert_cmpuint(a, !=, 0);
  g_assert_cmpuint(a, !=, c);
  g_assert_true(reorder_gtk_box_find_item(box, c, &s, &i));
  g_assert_cmpuint(s, ==, 0);
  g_assert_cmpuint(i, ==, 2);
  ids[0] = c;
  ids[1] = a;
  g_assert_true(reorder_gtk_box_set_selection(box, ids, 2, &error));
  g_assert_no_error(error);
  g_assert_cmpuint(changes, ==, 1);
  assert_selected(box, "c a");
  g_assert_true(reorder_gtk_box_set_selection(box, ids, 2, NULL)); /* the same: no signal */
  g_assert_cmpuint(changes, ==, 1);
  run_for(100);
  g_assert_true(child_selected(GTK_WIDGET(box), "c"));
  g_assert_false(child_selected(GTK_WIDGET(box), "b"));

  ids[1] = c; /* twice */
  g_assert_false(reorder_gtk_box_set_selection(box, ids, 2, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_DUPLICATE_ID);
  g_clear_error(&error);
  ids[1] = 4242; /* no item's */
  g_assert_false(reorder_gtk_box_set_selection(box, ids, 2, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_UNKNOWN_ID);
  g_clear_error(&error);
  g_assert_false(reorder_gtk_box_find_item(box, 4242, &s, &i));
  assert_selected(box, "c a");
  g_assert_cmpuint(changes, ==, 1);

  g_assert_true(reorder_gtk_box_move_item(box, 0, 0, 0, 4, NULL)); /* a to the end */
  assert_keys(store, "b c d e a");
  assert_selected(box, "c a");
  g_assert_cmpuint(changes, ==, 1);
  g_list_store_remove(store, 1); /* c */
  assert_selected(box, "a");
  g_assert_cmpuint(changes, ==, 2);
  run_for(100);
  g_assert_true(child_selected(GTK_WIDGET(box), "a"));
  g_assert_false(child_selected(GTK_WIDGET(box), "b"));

  g_assert_true(reorder_gtk_box_set_selection(box, NULL, 0, NULL));
  assert_selected(box, "");
  g_assert_cmpuint(changes, ==, 3);
  run_for(100);
  g_assert_false(child_selected(GTK_WIDGET(box), "a"));
  ids[0] = a;
  g_assert_true(reorder_gtk_box_set_selection(box, ids, 1, NULL));
  g_assert_cmpuint(changes, ==, 4);
  reorder_gtk_box_remove_all(box);
  assert_selected(box, "");
  g_assert_cmpuint(changes, ==, 5);

  gtk_window_destroy(GTK_WINDOW(window));
  g_object_unref(box);
  g_object_unref(store);
  g_string_free(moves.log, TRUE);
}

/* The box lets go of its items and children (no leak, no dangling ref). */
static void test_dispose_releases_items(void)
{
  Moves moves;
  ReorderGtkBox *box = new_box(&moves);
  GListStore *store = store_of(abcde);
  GObject *item;
  GtkWidget *child;
  g_assert_true(reorder_gtk_box_bind_model(box, store, make_label, NULL, NULL, NULL));
  item = g_list_model_get_item(G_LIST_MODEL(store), 0);
  child = gtk_widget_get_first_child(GTK_WIDGET(box));
  g_object_add_weak_pointer(G_OBJECT(child), (gpointer *)&child);
  g_assert_cmpuint(G_OBJECT(item)->ref_count, ==, 3); /* store, box, us */
  g_object_unref(box);
  g_assert_null(child);
  g_assert_cmpuint(G_OBJECT(item)->ref_count, ==, 2);
  g_object_unref(item);
  g_object_unref(store);
  g_string_free(moves.log, TRUE);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/reorder-gtk/move", test_move_updates_store_and_signals);
  g_test_add_func("/reorder-gtk/store-changes", test_store_changes_reach_the_engine);
  g_test_add_func("/reorder-gtk/sections", test_sections_rules_and_pinned);
  g_test_add_func("/reorder-gtk/options", test_options_are_properties);
  g_test_add_func("/reorder-gtk/options-table", test_every_option_is_a_property);
  g_test_add_func("/reorder-gtk/options-boxed", test_boxed_options);
  g_test_add_func("/reorder-gtk/direction", test_direction_follows_text_direction);
  g_test_add_func("/reorder-gtk/configure-versions", test_configure_versions);
  g_test_add_func("/reorder-gtk/headers-slide", test_headers_slide_with_rows);
  g_test_add_func("/reorder-gtk/horizontal", test_horizontal_list_follows_direction);
  g_test_add_func("/reorder-gtk/programmatic-move", test_programmatic_move_slides_and_is_announced);
  g_test_add_func("/reorder-gtk/selection", test_selection);
  g_test_add_func("/reorder-gtk/dispose", test_dispose_releases_items);
  return g_test_run();
}
