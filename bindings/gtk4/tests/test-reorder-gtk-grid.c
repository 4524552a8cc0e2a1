/*
 * test-reorder-gtk-grid.c -- ReorderGtkBox as a grid ("layout"
 * REORDER_LAYOUT_GRID) that scrolls sideways ("grid-axis"
 * REORDER_AXIS_HORIZONTAL), and right-to-left grids of both axes, in a
 * GtkScrolledWindow. A horizontal grid fills columns top to bottom, its
 * cells sharing the box's height (checked against cells computed here),
 * and scrolls along x (its hadjustment's range is the columns' width);
 * right to left, both grids are mirrored, and a horizontal one starts
 * scrolled to its start, at the right; section headers stand at their
 * sections' starts, as tall as the box. Real pointer events (XTest): a long
 * press and a drag take a cell into another column, and holding it at the
 * viewport's right edge scrolls the grid along x. Real keys: Up and Down
 * move the keyboard cursor within a column, Left and Right across columns
 * (mirrored right to left), and a lifted cell moves as they look. Needs
 * Xvfb with the X11 backend.
 */
#include "reorder-gtk.h"
#include "store.h"
#include "pointer.h"

#include <X11/keysym.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 20
#define ROWS 3         /* "grid-columns": the cells down a column */
#define SPACING 6      /* "item-spacing": between the cells of a column */
#define LINE_SPACING 4 /* "line-spacing": between columns */
#define HEIGHT 300     /* the viewport's: cells are (300 - 12) / 3 = 96 square */
#define WIDTH 400
#define LONG_PRESS 0.15 /* seconds: short, to keep the test short */

typedef struct {
  GtkWidget *window;
  GtkWidget *scroller;
  ReorderGtkBox *box;
  GListStore *store;
  GtkWidget *cells[N]; /* by key c0 ... c19 */
  GString *log;        /* "key:from>to " per ::item-moved */
} Fixture;

static GtkWidget *make_cell(gpointer item, gpointer user_data)
{
  Fixture *f = user_data;
  const char *key = gtk_string_object_get_string(item);
  GtkWidget *cell = gtk_label_new(key);
  f->cells[atoi(key + 1)] = cell;
  return cell;
}

static void on_moved(ReorderGtkBox *box, GObject *item, guint fs, guint fi, guint ts, guint ti,
                     Fixture *f)
{
  (void)box;
  (void)fs;
  (void)ts;
  g_string_append_printf(f->log, "%s:%u>%u ",
                         gtk_string_object_get_string(GTK_STRING_OBJECT(item)), fi, ti);
}

static void setup(Fixture *f, reorder_axis axis, gboolean rtl)
{
  GError *error = NULL;
  int k;
  f->log = g_string_new(NULL);
  f->store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (k = 0; k < N; k++) {
    char key[8];
    GtkStringObject *s;
    g_snprintf(key, sizeof key, "c%d", k);
    s = gtk_string_object_new(key);
    g_list_store_append(f->store, s);
    g_object_unref(s);
  }
  f->box = REORDER_GTK_BOX(reorder_gtk_box_new());
  g_object_set(f->box, "layout", REORDER_LAYOUT_GRID, "grid-axis", axis, "grid-columns", ROWS,
               "item-spacing", (double)SPACING, "line-spacing", (double)LINE_SPACING,
               "long-press-delay", LONG_PRESS, NULL);
  if (rtl)
    gtk_widget_set_direction(GTK_WIDGET(f->box), GTK_TEXT_DIR_RTL);
  g_assert_true(reorder_gtk_box_bind_model(f->box, f->store, make_cell, f, NULL, &error));
  g_assert_no_error(error);
  g_signal_connect(f->box, "item-moved", G_CALLBACK(on_moved), f);
  f->scroller = gtk_scrolled_window_new();
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(f->scroller),
                                 axis == REORDER_AXIS_HORIZONTAL ? GTK_POLICY_AUTOMATIC
                                                                 : GTK_POLICY_NEVER,
                                 axis == REORDER_AXIS_HORIZONTAL ? GTK_POLICY_NEVER
                                                                 : GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(f->scroller), GTK_WIDGET(f->box));
  f->window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(f->window), WIDTH, HEIGHT);
  gtk_window_set_child(GTK_WINDOW(f->window), f->scroller);
  gtk_window_present(GTK_WINDOW(f->window));
  while (gtk_widget_get_width(GTK_WIDGET(f->box)) == 0)
    g_main_context_iteration(NULL, TRUE);
  wait_frame(GTK_WIDGET(f->box)); /* laid out at that size */
}

static void teardown(Fixture *f)
{
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store);
  g_string_free(f->log, TRUE);
}

static GtkAdjustment *hadjustment(Fixture *f)
{
  return gtk_scrollable_get_hadjustment(GTK_SCROLLABLE(f->box));
}

/* Where the cell at position i is in the content (not scrolled): a
 * horizontal grid's columns of ROWS cells top to bottom, left to right;
 * a vertical grid's rows of ROWS cells. Right to left, mirrored about
 * the content's width. */
static graphene_rect_t expected(Fixture *f, reorder_axis axis, gboolean rtl, int i)
{
  int box_w = gtk_widget_get_width(GTK_WIDGET(f->box));
  int box_h = gtk_widget_get_height(GTK_WIDGET(f->box));
  double x, y, cell, content_w;
  int lines = (N + ROWS - 1) / ROWS;
  if (axis == REORDER_AXIS_HORIZONTAL) {
    cell = (box_h - (ROWS - 1) * SPACING) / (double)ROWS;
    x = (i / ROWS) * (cell + LINE_SPACING);
    y = (i % ROWS) * (cell + SPACING);
    content_w = lines * cell + (lines - 1) * LINE_SPACING;
  } else {
    cell = (box_w - (ROWS - 1) * SPACING) / (double)ROWS;
    x = (i % ROWS) * (cell + SPACING);
    y = (i / ROWS) * (cell + LINE_SPACING);
    content_w = box_w;
  }
  if (rtl)
    x = content_w - x - cell;
  return GRAPHENE_RECT_INIT((float)x, (float)y, (float)cell, (float)cell);
}

/* Every cell (in store order `order`) where `expected` puts it, shifted
 * by the scroll offset; those out of view are not drawn. */
static void assert_cells(Fixture *f, reorder_axis axis, gboolean rtl, const int *order)
{
  double scroll_x = gtk_adjustment_get_value(hadjustment(f));
  double scroll_y = gtk_adjustment_get_value(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(f->box)));
  int box_w = gtk_widget_get_width(GTK_WIDGET(f->box));
  int i, shown = 0;
  for (i = 0; i < N; i++) {
    int k = order[i];
    graphene_rect_t want = expected(f, axis, rtl, i), got;
    want.origin.x -= (float)scroll_x;
    want.origin.y -= (float)scroll_y;
    if (want.origin.x + want.size.width <= 0 || want.origin.x >= box_w ||
        want.origin.y >= gtk_widget_get_height(GTK_WIDGET(f->box)))
      continue;
    shown++;
    g_assert_true(gtk_widget_get_child_visible(f->cells[k]));
    g_assert_true(gtk_widget_compute_bounds(f->cells[k], GTK_WIDGET(f->box), &got));
    if (fabs(got.origin.x - want.origin.x) > 1 || fabs(got.origin.y - want.origin.y) > 1 ||
        fabs(got.size.width - want.size.width) > 1 || fabs(got.size.height - want.size.height) > 1)
      g_error("c%d (at %d) at %g,%g %gx%g, want %g,%g %gx%g (scrolled %g%s%s)", k, i,
              got.origin.x, got.origin.y, got.size.width, got.size.height, want.origin.x,
              want.origin.y, want.size.width, want.size.height, scroll_x,
              axis == REORDER_AXIS_HORIZONTAL ? ", horizontal" : "", rtl ? ", rtl" : "");
  }
  g_assert_cmpint(shown, >=, ROWS);
}

static const int identity[N] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                                18, 19};

/* The content's width: 7 columns of 96 and 6 spacings. */
static double content_width(Fixture *f)
{
  graphene_rect_t last = expected(f, REORDER_AXIS_HORIZONTAL, FALSE, N - 1);
  return last.origin.x + last.size.width;
}

/* A horizontal grid: columns of three filled top to bottom, cells sharing
 * the box's height; the hadjustment spans the columns, the box is the
 * viewport's height (no vertical scrolling), and scrolled to its end the
 * last columns are where they should be. */
static void test_horizontal_cells(void)
{
  Fixture f;
  GtkAdjustment *h;
  int cell_min, box_min;
  setup(&f, REORDER_AXIS_HORIZONTAL, FALSE);
  h = hadjustment(&f);
  g_assert_cmpint(gtk_widget_get_height(GTK_WIDGET(f.box)), ==, HEIGHT);
  g_assert_cmpfloat(fabs(gtk_adjustment_get_upper(h) - content_width(&f)), <, 1);
  g_assert_cmpfloat(gtk_adjustment_get_page_size(h), ==, WIDTH);
  g_assert_cmpfloat(gtk_adjustment_get_value(h), ==, 0);
  g_assert_cmpfloat(gtk_adjustment_get_upper(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(f.box))),
                    <=, HEIGHT);
  /* Its least height: a column of its tallest child, SPACING apart. */
  gtk_widget_measure(f.cells[0], GTK_ORIENTATION_VERTICAL, -1, &cell_min, NULL, NULL, NULL);
  gtk_widget_measure(GTK_WIDGET(f.box), GTK_ORIENTATION_VERTICAL, -1, &box_min, NULL, NULL, NULL);
  g_assert_cmpint(box_min, ==, ROWS * cell_min + (ROWS - 1) * SPACING);
  assert_cells(&f, REORDER_AXIS_HORIZONTAL, FALSE, identity);
  gtk_adjustment_set_value(h, gtk_adjustment_get_upper(h) - WIDTH);
  spin(100);
  assert_cells(&f, REORDER_AXIS_HORIZONTAL, FALSE, identity);
  /* A taller window: taller (and wider) cells in the same columns. */
  gtk_window_set_default_size(GTK_WINDOW(f.window), WIDTH, HEIGHT + 60);
  spin(300);
  g_assert_cmpint(gtk_widget_get_height(GTK_WIDGET(f.box)), ==, HEIGHT + 60);
  g_assert_cmpfloat(fabs(gtk_adjustment_get_upper(h) - content_width(&f)), <, 1);
  assert_cells(&f, REORDER_AXIS_HORIZONTAL, FALSE, identity);
  teardown(&f);
}

/* Right to left: both grids mirrored; the horizontal one starts at the
 * right (its start in view), and the rest is to the left. */
static void rtl_cells(reorder_axis axis)
{
  Fixture f;
  GtkAdjustment *h;
  setup(&f, axis, TRUE);
  h = hadjustment(&f);
  if (axis == REORDER_AXIS_HORIZONTAL) {
    g_assert_cmpfloat(fabs(gtk_adjustment_get_upper(h) - content_width(&f)), <, 1);
    g_assert_cmpfloat(fabs(gtk_adjustment_get_value(h) - (content_width(&f) - WIDTH)), <, 1);
  }
  assert_cells(&f, axis, TRUE, identity);
  if (axis == REORDER_AXIS_HORIZONTAL) {
    gtk_adjustment_set_value(h, 0);
    spin(100);
    assert_cells(&f, axis, TRUE, identity);
  }
  /* Back to left to right, and right to left again, at run time. */
  gtk_widget_set_direction(GTK_WIDGET(f.box), GTK_TEXT_DIR_LTR);
  spin(200);
  assert_cells(&f, axis, FALSE, identity);
  gtk_widget_set_direction(GTK_WIDGET(f.box), GTK_TEXT_DIR_RTL);
  spin(200);
  assert_cells(&f, axis, TRUE, identity);
  teardown(&f);
}

static void test_rtl_horizontal_cells(void)
{
  rtl_cells(REORDER_AXIS_HORIZONTAL);
}

static void test_rtl_vertical_cells(void)
{
  rtl_cells(REORDER_AXIS_VERTICAL);
}

/* Two sections side by side: the second's header stands at the start of
 * its section, right of the first's last column (left of it, right to
 * left), as tall as the box, and its cells fill columns after it. */
static void sections(gboolean rtl)
{
  Fixture f;
  GListStore *second = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  GtkWidget *header = gtk_label_new("Second");
  graphene_rect_t h, last, first;
  GError *error = NULL;
  int k;
  setup(&f, REORDER_AXIS_HORIZONTAL, rtl);
  for (k = 6; k < N; k++) { /* c6 ... c19 go to the second section */
    GtkStringObject *s = g_list_model_get_item(G_LIST_MODEL(f.store), 6);
    g_list_store_append(second, s);
    g_list_store_remove(f.store, 6);
    g_object_unref(s);
  }
  g_assert_true(reorder_gtk_box_append_section(f.box, second, header, NULL, &error));
  g_assert_no_error(error);
  spin(200);
  g_assert_true(gtk_widget_compute_bounds(header, GTK_WIDGET(f.box), &h));
  g_assert_true(gtk_widget_compute_bounds(f.cells[5], GTK_WIDGET(f.box), &last));
  g_assert_true(gtk_widget_compute_bounds(f.cells[6], GTK_WIDGET(f.box), &first));
  g_assert_cmpfloat(h.size.height, ==, HEIGHT);
  g_assert_cmpfloat(h.origin.y, ==, 0);
  g_assert_cmpfloat(first.origin.y, ==, 0);
  if (rtl) {
    g_assert_cmpfloat(h.origin.x + h.size.width, <=, last.origin.x);
    g_assert_cmpfloat(first.origin.x + first.size.width, <=, h.origin.x);
  } else {
    g_assert_cmpfloat(h.origin.x, >=, last.origin.x + last.size.width);
    g_assert_cmpfloat(first.origin.x, >=, h.origin.x + h.size.width);
  }
  g_object_unref(second);
  teardown(&f);
}

static void test_sections(void)
{
  sections(FALSE);
}

static void test_sections_rtl(void)
{
  sections(TRUE);
}

static graphene_point_t centre_of(Fixture *f, int k)
{
  graphene_rect_t r;
  g_assert_true(gtk_widget_compute_bounds(f->cells[k], GTK_WIDGET(f->box), &r));
  return GRAPHENE_POINT_INIT(r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
}

/* Long-presses cell `from_k` and drags it in steps onto (x, y). */
static void drag(Fixture *f, int from_k, double x, double y)
{
  graphene_point_t from = centre_of(f, from_k);
  int step;
  pointer_to(GTK_WIDGET(f->box), from.x, from.y);
  pointer_button(GTK_WIDGET(f->box), TRUE);
  spin(LONG_PRESS * 1000 + 150); /* past the long press */
  for (step = 1; step <= 8; step++) {
    pointer_to(GTK_WIDGET(f->box), from.x + (x - from.x) * step / 8,
               from.y + (y - from.y) * step / 8);
    spin(25);
  }
  spin(100);
}

/* A long press lifts c1 (the first column's middle) and a drag takes it
 * onto c7 (the third column's middle): dropped, it is at 7, and the cells
 * fill the columns in the store's new order. Right to left, the same drag
 * goes leftwards. Then edge auto-scroll along x. */
static void pointer_drag(gboolean rtl)
{
  static const int after[N] = {0, 2, 3, 4, 5, 6, 7, 1, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
                               18, 19};
  Fixture f;
  graphene_point_t to, from;
  double before;
  char *keys;
  setup(&f, REORDER_AXIS_HORIZONTAL, rtl);
  to = centre_of(&f, 7);
  drag(&f, 1, to.x, to.y);
  pointer_button(GTK_WIDGET(f.box), FALSE);
  spin(350); /* settled */
  keys = keys_of(f.store);
  g_assert_cmpstr(keys, ==, "c0 c2 c3 c4 c5 c6 c7 c1 c8 c9 c10 c11 c12 c13 c14 c15 c16 c17 c18 c19");
  g_free(keys);
  /* Moves are live ("commit"): c1 went through the columns between. */
  g_assert_true(g_str_has_prefix(f.log->str, "c1:1>"));
  g_assert_true(g_str_has_suffix(f.log->str, ">7 "));
  assert_cells(&f, REORDER_AXIS_HORIZONTAL, rtl, after);
  /* Held at the viewport's far edge (the right; the left, right to left),
   * a lifted cell scrolls the grid along x, towards its end (full speed at
   * once: the desktop preset's speed ramps up over two seconds). */
  g_object_set(f.box, "autoscroll-curve", REORDER_CURVE_LINEAR, NULL);
  before = gtk_adjustment_get_value(hadjustment(&f));
  from = centre_of(&f, 0);
  drag(&f, 0, rtl ? 10 : WIDTH - 10, from.y);
  spin(300);
  if (rtl)
    g_assert_cmpfloat(gtk_adjustment_get_value(hadjustment(&f)), <, before - 50);
  else
    g_assert_cmpfloat(gtk_adjustment_get_value(hadjustment(&f)), >, before + 50);
  pointer_button(GTK_WIDGET(f.box), FALSE);
  teardown(&f);
}

static void test_pointer_drag_across_columns(void)
{
  pointer_drag(FALSE);
}

static void test_pointer_drag_across_columns_rtl(void)
{
  pointer_drag(TRUE);
}

static void press(GtkWidget *widget, KeySym key)
{
  key_hold(widget, key, TRUE);
  key_hold(widget, key, FALSE);
  spin(40);
}

/* In a horizontal grid of columns of three, Down, Down puts the cursor on
 * c1 (the first column's second cell), onwards (Right; Left right to
 * left) on c4 beside it, Up on c3 above it; picked up, c3 goes onwards
 * into the next column (where c6 was) and Down one further (c7's place),
 * and drops there. */
static void keyboard(gboolean rtl)
{
  Fixture f;
  KeySym onwards = rtl ? XK_Left : XK_Right;
  setup(&f, REORDER_AXIS_HORIZONTAL, rtl);
  pointer_to(GTK_WIDGET(f.box), 200, HEIGHT - 5); /* no window manager: keys go under the pointer */
  gtk_widget_grab_focus(GTK_WIDGET(f.box));
  spin(100);
  press(GTK_WIDGET(f.box), XK_Down);  /* the first cell */
  press(GTK_WIDGET(f.box), XK_Down);  /* c1 */
  press(GTK_WIDGET(f.box), onwards);  /* c4 */
  press(GTK_WIDGET(f.box), XK_Up);    /* c3 */
  press(GTK_WIDGET(f.box), XK_space); /* lifted */
  press(GTK_WIDGET(f.box), onwards);  /* 6 */
  press(GTK_WIDGET(f.box), XK_Down);  /* 7 */
  press(GTK_WIDGET(f.box), XK_space); /* dropped */
  spin(300);
  g_assert_cmpstr(f.log->str, ==, "c3:3>6 c3:6>7 "); /* each key a live move */
  teardown(&f);
}

static void test_keyboard(void)
{
  keyboard(FALSE);
}

static void test_keyboard_rtl(void)
{
  keyboard(TRUE);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/reorder-gtk-grid/horizontal", test_horizontal_cells);
  g_test_add_func("/reorder-gtk-grid/rtl-horizontal", test_rtl_horizontal_cells);
  g_test_add_func("/reorder-gtk-grid/rtl-vertical", test_rtl_vertical_cells);
  g_test_add_func("/reorder-gtk-grid/sections", test_sections);
  g_test_add_func("/reorder-gtk-grid/sections-rtl", test_sections_rtl);
  g_test_add_func("/reorder-gtk-grid/pointer-drag", test_pointer_drag_across_columns);
  g_test_add_func("/reorder-gtk-grid/pointer-drag-rtl", test_pointer_drag_across_columns_rtl);
  g_test_add_func("/reorder-gtk-grid/keyboard", test_keyboard);
  g_test_add_func("/reorder-gtk-grid/keyboard-rtl", test_keyboard_rtl);
  return g_test_run();
}
