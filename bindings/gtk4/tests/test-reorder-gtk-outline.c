/*
 * test-reorder-gtk-outline.c -- ReorderGtkBox as an outline ("layout"
 * REORDER_LAYOUT_OUTLINE) over a b c d e at depths 0 1 1 0 1: rows are
 * placed indented by "outline-indent" a level; a collapsed row's
 * descendants are not shown and the rows after it close up; set_depths
 * refuses bad depths, counts and layouts with a GError. Real pointer
 * events (XTest): a parent dragged below the last row takes its children
 * along; a row dragged sideways is indented; a row held over a collapsed
 * row's middle marks it as the drop target, expands it (::item-expanded)
 * and drops into it; a row held over a no-children row's middle combines
 * (::items-combined, then ::drag-cancelled, the order unchanged). Real
 * keys: Tab and Shift+Tab indent and outdent the cursor's row
 * (::item-depth-changed), and Tab where no deeper level is valid changes
 * nothing; Down and Up step over a collapsed row's hidden ones. Needs Xvfb with the X11 backend.
 */
#include "reorder-gtk.h"
#include "pointer.h"

#include <X11/keysym.h>
#include <stdio.h>
#include <string.h>

#define N 5
#define ROW 40
#define INDENT 24

static const char *const keys[N] = {"a", "b", "c", "d", "e"};
static const guint depths[N] = {0, 1, 1, 0, 1};

typedef struct {
  GtkWidget *window;
  ReorderGtkBox *box;
  GListStore *store;
  GtkWidget *rows[N]; /* by key */
  GString *log;       /* "key:from>to " per ::item-depth-changed, and the others */
} Fixture;

static GtkWidget *make_row(gpointer item, gpointer user_data)
{
  Fixture *f = user_data;
  const char *key = gtk_string_object_get_string(item);
  GtkWidget *row = gtk_label_new(key);
  gtk_widget_set_size_request(row, -1, ROW);
  f->rows[key[0] - 'a'] = row;
  return row;
}

static GtkWidget *make_label(gpointer item, gpointer user_data)
{
  (void)user_data;
  return gtk_label_new(gtk_string_object_get_string(item));
}

static const char *key_of(GObject *item)
{
  return gtk_string_object_get_string(GTK_STRING_OBJECT(item));
}

static void on_depth(ReorderGtkBox *box, GObject *item, guint from, guint to, Fixture *f)
{
  (void)box;
  g_string_append_printf(f->log, "%s:%u>%u ", key_of(item), from, to);
}

static void on_expanded(ReorderGtkBox *box, GObject *item, Fixture *f)
{
  (void)box;
  g_string_append_printf(f->log, "expand:%s ", key_of(item));
}

static void on_combined(ReorderGtkBox *box, GObject *item, GObject *other, Fixture *f)
{
  (void)box;
  g_string_append_printf(f->log, "combine:%s+%s ", key_of(item), key_of(other));
}

static void on_cancelled(ReorderGtkBox *box, GObject *item, Fixture *f)
{
  (void)box;
  g_string_append_printf(f->log, "cancel:%s ", key_of(item));
}

static void setup(Fixture *f)
{
  GError *error = NULL;
  int k;
  memset(f, 0, sizeof *f);
  f->log = g_string_new(NULL);
  f->store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (k = 0; k < N; k++) {
    GtkStringObject *s = gtk_string_object_new(keys[k]);
    g_list_store_append(f->store, s);
    g_object_unref(s);
  }
  f->box = REORDER_GTK_BOX(reorder_gtk_box_new());
  g_object_set(f->box, "layout", REORDER_LAYOUT_OUTLINE, "outline-indent", (double)INDENT,
               "item-spacing", 0.0, NULL);
  g_assert_true(reorder_gtk_box_bind_model(f->box, f->store, make_row, f, NULL, &error));
  g_assert_true(reorder_gtk_box_set_depths(f->box, 0, depths, N, &error));
  g_assert_no_error(error);
  g_signal_connect(f->box, "item-depth-changed", G_CALLBACK(on_depth), f);
  g_signal_connect(f->box, "item-expanded", G_CALLBACK(on_expanded), f);
  g_signal_connect(f->box, "items-combined", G_CALLBACK(on_combined), f);
  g_signal_connect(f->box, "drag-cancelled", G_CALLBACK(on_cancelled), f);
  f->window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(f->window), 300, 400);
  gtk_window_set_child(GTK_WINDOW(f->window), GTK_WIDGET(f->box));
  gtk_window_present(GTK_WINDOW(f->window));
  while (gtk_widget_get_width(GTK_WIDGET(f->box)) == 0)
    g_main_context_iteration(NULL, TRUE);
  wait_frame(GTK_WIDGET(f->box));
}

static void teardown(Fixture *f)
{
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store);
  g_string_free(f->log, TRUE);
}

static graphene_rect_t bounds(Fixture *f, char key)
{
  graphene_rect_t r;
  g_assert_true(gtk_widget_compute_bounds(f->rows[key - 'a'], GTK_WIDGET(f->box), &r));
  return r;
}

/* "a:0 b:1 ..." : the store's order with the box's depths. */
static char *tree_of(Fixture *f)
{
  GString *out = g_string_new(NULL);
  guint i;
  for (i = 0; i < g_list_model_get_n_items(G_LIST_MODEL(f->store)); i++) {
    GObject *item = g_list_model_get_item(G_LIST_MODEL(f->store), i);
    g_string_append_printf(out, i ? " %s:%u" : "%s:%u", key_of(item),
                           reorder_gtk_box_get_depth(f->box, 0, i));
    g_object_unref(item);
  }
  return g_string_free(out, FALSE);
}

#define assert_tree(f, want)         \
  do {                               \
    char *got_ = tree_of(f);         \
    g_assert_cmpstr(got_, ==, want); \
    g_free(got_);                    \
  } while (0)

/* ::item-depth-changed told every step: applied to `start` (by key), in
 * order, each from where the last left it, they give `want`. */
static void assert_replayed(Fixture *f, const guint *start, const char *want)
{
  guint now[N];
  char **steps = g_strsplit(g_strstrip(f->log->str), " ", -1), **step;
  GString *got = g_string_new(NULL);
  int k;
  memcpy(now, start, sizeof now);
  for (step = steps; *step; step++) {
    guint from, to;
    g_assert_cmpint(sscanf(*step + 1, ":%u>%u", &from, &to), ==, 2);
    g_assert_cmpuint(now[**step - 'a'], ==, from);
    now[**step - 'a'] = to;
  }
  for (k = 0; k < N; k++)
    g_string_append_printf(got, k ? " %u" : "%u", now[k]);
  g_assert_cmpstr(got->str, ==, want);
  g_string_free(got, TRUE);
  g_strfreev(steps);
}

/* Presses on row `from` (100 from the box's left), holds past the long
 * press, glides to row `to`, dx further right and dy from its top, holds
 * there hold_ms, checks while_held (if any) and releases. */
static void drag(Fixture *f, char from, char to, double dx, double dy, guint hold_ms,
                 gboolean (*while_held)(Fixture *f))
{
  double x0 = 100, y0 = bounds(f, from).origin.y + ROW / 2.0;
  double x1 = x0 + dx, y1 = bounds(f, to).origin.y + dy;
  int step;
  pointer_to(GTK_WIDGET(f->box), x0, y0);
  pointer_button(GTK_WIDGET(f->box), TRUE);
  spin(700); /* past the 0.5 s long press */
  for (step = 1; step <= 12; step++) {
    pointer_to(GTK_WIDGET(f->box), x0 + (x1 - x0) * step / 12, y0 + (y1 - y0) * step / 12);
    spin(30);
  }
  spin(hold_ms);
  if (while_held)
    g_assert_true(while_held(f));
  pointer_button(GTK_WIDGET(f->box), FALSE);
  spin(500); /* settled */
}

static void test_rows_indented_and_collapsed(void)
{
  Fixture f;
  GError *error = NULL;
  static const guint bad_first[N] = {1, 1, 1, 0, 1}, too_deep[N] = {0, 2, 1, 0, 1};
  ReorderGtkBox *list;
  GListStore *one;
  GtkStringObject *item;
  guint k;
  setup(&f);
  for (k = 0; k < N; k++) {
    graphene_rect_t r = bounds(&f, keys[k][0]);
    g_assert_cmpfloat_with_epsilon(r.origin.x, depths[k] * INDENT, 0.5);
    g_assert_cmpfloat_with_epsilon(r.origin.y, k * ROW, 0.5);
  }
  assert_tree(&f, "a:0 b:1 c:1 d:0 e:1");

  /* Collapsed: b and c are not shown, d comes up under a. */
  g_assert_true(reorder_gtk_box_set_expanded(f.box, 0, 0, FALSE, &error));
  g_assert_no_error(error);
  g_assert_false(reorder_gtk_box_get_expanded(f.box, 0, 0));
  spin(600);
  g_assert_false(gtk_widget_get_child_visible(f.rows[1]));
  g_assert_false(gtk_widget_get_child_visible(f.rows[2]));
  g_assert_cmpfloat_with_epsilon(bounds(&f, 'd').origin.y, ROW, 0.5);
  g_assert_true(reorder_gtk_box_set_expanded(f.box, 0, 0, TRUE, &error));
  spin(600);
  g_assert_true(gtk_widget_get_child_visible(f.rows[1]));
  g_assert_cmpfloat_with_epsilon(bounds(&f, 'd').origin.y, 3 * ROW, 0.5);

  /* Bad depths and counts, and depths outside an outline, are refused. */
  g_assert_false(reorder_gtk_box_set_depths(f.box, 0, bad_first, N, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  g_assert_false(reorder_gtk_box_set_depths(f.box, 0, too_deep, N, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  g_assert_false(reorder_gtk_box_set_depths(f.box, 0, depths, N - 1, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  assert_tree(&f, "a:0 b:1 c:1 d:0 e:1");
  list = REORDER_GTK_BOX(g_object_ref_sink(reorder_gtk_box_new()));
  one = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  item = gtk_string_object_new("z");
  g_list_store_append(one, item);
  g_object_unref(item);
  g_assert_true(reorder_gtk_box_bind_model(list, one, make_label, NULL, NULL, &error));
  g_assert_false(reorder_gtk_box_set_depths(list, 0, depths, 1, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_STATE);
  g_clear_error(&error);
  g_assert_false(reorder_gtk_box_set_expanded(list, 0, 0, FALSE, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_STATE);
  g_clear_error(&error);
  g_object_unref(list);
  g_object_unref(one);
  teardown(&f);
}

static void press(GtkWidget *widget, KeySym key)
{
  key_hold(widget, key, TRUE);
  key_hold(widget, key, FALSE);
  spin(100);
}

/* The cursor on c (Down: a, b, c): Tab puts it under b, Shift+Tab back;
 * on a, the first row, Tab has no deeper level to go to. */
static void test_tab_indents_and_outdents(void)
{
  Fixture f;
  guint64 *selection;
  gsize n;
  setup(&f);
  pointer_to(GTK_WIDGET(f.box), 150, 390); /* no window manager: keys go under the pointer */
  gtk_widget_grab_focus(GTK_WIDGET(f.box));
  spin(100);
  press(GTK_WIDGET(f.box), XK_Down);
  press(GTK_WIDGET(f.box), XK_Down);
  press(GTK_WIDGET(f.box), XK_Down);
  press(GTK_WIDGET(f.box), XK_Tab);
  assert_tree(&f, "a:0 b:1 c:2 d:0 e:1");
  spin(400);
  g_assert_cmpfloat_with_epsilon(bounds(&f, 'c').origin.x, 2 * INDENT, 0.5);
  key_hold(GTK_WIDGET(f.box), XK_Shift_L, TRUE);
  press(GTK_WIDGET(f.box), XK_Tab);
  key_hold(GTK_WIDGET(f.box), XK_Shift_L, FALSE);
  assert_tree(&f, "a:0 b:1 c:1 d:0 e:1");
  g_assert_cmpstr(f.log->str, ==, "c:1>2 c:2>1 ");
  press(GTK_WIDGET(f.box), XK_Home);
  press(GTK_WIDGET(f.box), XK_Tab);
  assert_tree(&f, "a:0 b:1 c:1 d:0 e:1");
  g_assert_true(gtk_widget_has_focus(GTK_WIDGET(f.box))); /* Tab stayed in the outline */

  /* a collapsed: Down from it skips its hidden b and c to d, Up comes back
   * to a (Ctrl+Space selects the cursor's row, to see where it is). */
  g_assert_true(reorder_gtk_box_set_expanded(f.box, 0, 0, FALSE, NULL));
  press(GTK_WIDGET(f.box), XK_Down);
  key_hold(GTK_WIDGET(f.box), XK_Control_L, TRUE);
  press(GTK_WIDGET(f.box), XK_space);
  key_hold(GTK_WIDGET(f.box), XK_Control_L, FALSE);
  press(GTK_WIDGET(f.box), XK_Up);
  key_hold(GTK_WIDGET(f.box), XK_Control_L, TRUE);
  press(GTK_WIDGET(f.box), XK_space);
  key_hold(GTK_WIDGET(f.box), XK_Control_L, FALSE);
  selection = reorder_gtk_box_get_selection(f.box, &n);
  g_assert_cmpuint(n, ==, 2);
  g_assert_cmpuint(selection[0], ==, reorder_gtk_box_get_item_id(f.box, 0, 3));
  g_assert_cmpuint(selection[1], ==, reorder_gtk_box_get_item_id(f.box, 0, 0));
  g_free(selection);
  teardown(&f);
}

/* a, lifted with b and c, dropped below e (at its own depth): they follow. */
static void test_parent_takes_its_children(void)
{
  Fixture f;
  setup(&f);
  drag(&f, 'a', 'e', 0, ROW - 2, 200, NULL);
  assert_tree(&f, "d:0 e:1 a:0 b:1 c:1");
  spin(300);
  g_assert_cmpfloat_with_epsilon(bounds(&f, 'b').origin.x, INDENT, 0.5);
  g_assert_cmpfloat_with_epsilon(bounds(&f, 'b').origin.y, 3 * ROW, 0.5);
  teardown(&f);
}

/* d, dragged two indents to the right in place, goes under c (c's child). */
static void test_sideways_indents(void)
{
  Fixture f;
  setup(&f);
  drag(&f, 'd', 'd', 2 * INDENT + 4, ROW / 2.0 - 2, 200, NULL);
  assert_tree(&f, "a:0 b:1 c:1 d:2 e:3");
  assert_replayed(&f, depths, "0 1 1 2 3"); /* in one step or one level at a time */
  teardown(&f);
}

static gboolean a_is_target(Fixture *f)
{
  return gtk_widget_has_css_class(f->rows[0], REORDER_GTK_DROP_TARGET_CLASS);
}

/* a collapsed; e held over its middle: a is the drop target, expands after
 * the dwell, and takes e as its first child. */
static void test_into_a_collapsed_row(void)
{
  Fixture f;
  GError *error = NULL;
  setup(&f);
  g_assert_true(reorder_gtk_box_set_expanded(f.box, 0, 0, FALSE, &error));
  spin(400);
  drag(&f, 'e', 'a', 0, ROW / 2.0, 1200, a_is_target);
  assert_tree(&f, "a:0 e:1 b:1 c:1 d:0");
  g_assert_true(strstr(f.log->str, "expand:a ") != NULL);
  g_assert_true(reorder_gtk_box_get_expanded(f.box, 0, 0));
  g_assert_false(a_is_target(&f));
  teardown(&f);
}

/* b takes no children: e held over its middle combines with it. */
static void test_combine(void)
{
  Fixture f;
  GError *error = NULL;
  setup(&f);
  g_object_set(f.box, "combine-zone", 0.5, NULL);
  g_assert_true(reorder_gtk_box_set_item_flags(
      f.box, 0, 1, REORDER_ITEM_MOVABLE | REORDER_ITEM_NO_CHILDREN, &error));
  g_assert_no_error(error);
  drag(&f, 'e', 'b', 0, ROW / 2.0, 300, NULL);
  g_assert_cmpstr(f.log->str, ==, "combine:e+b cancel:e ");
  assert_tree(&f, "a:0 b:1 c:1 d:0 e:1");
  teardown(&f);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/reorder-gtk-outline/indented-and-collapsed", test_rows_indented_and_collapsed);
  g_test_add_func("/reorder-gtk-outline/tab", test_tab_indents_and_outdents);
  g_test_add_func("/reorder-gtk-outline/parent-takes-children", test_parent_takes_its_children);
  g_test_add_func("/reorder-gtk-outline/sideways", test_sideways_indents);
  g_test_add_func("/reorder-gtk-outline/into-collapsed", test_into_a_collapsed_row);
  g_test_add_func("/reorder-gtk-outline/combine", test_combine);
  return g_test_run();
}
