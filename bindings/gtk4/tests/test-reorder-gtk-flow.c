/*
 * test-reorder-gtk-flow.c -- ReorderGtkBox in a flow ("layout"
 * REORDER_LAYOUT_FLOW: tags, chips). Children of their own sizes wrap into
 * lines as wide as the box: each child is allocated its natural width and
 * height, where the flow puts it (checked against lines computed here),
 * left to right or, with the widget's text direction right to left,
 * mirrored; a narrower box re-flows; a child grown taller makes its line
 * taller; a second section starts its own lines under its header; items
 * moved and copied in from a list box in a ReorderGtkGroup are chips of
 * their own sizes. Real
 * pointer events (XTest): a long press and a drag take a chip
 * from the first line into the second. Real keys: Down takes the keyboard cursor to the nearest
 * chip of the next line, Right (Left, right to left) to the next chip, and
 * a lifted chip moves and drops there. Needs Xvfb with the X11 backend.
 */
#include "reorder-gtk.h"
#include "store.h"
#include "reorder-gtk-group.h"
#include "pointer.h"

#include <X11/keysym.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define N 12
#define SPACING 6
#define LINE_SPACING 4

static const int widths[N] = {70, 90, 60, 100, 80, 50, 120, 40, 110, 70, 90, 60};
static const int heights[N] = {28, 36, 28, 44, 28, 36, 28, 28, 36, 28, 44, 28};

typedef struct {
  GtkWidget *window;
  ReorderGtkBox *box;
  GListStore *store;
  GtkWidget *chips[N]; /* by key k0 ... k11 */
  GString *log;        /* "key:from>to " per ::item-moved */
} Fixture;

static GtkWidget *make_chip(gpointer item, gpointer user_data)
{
  Fixture *f = user_data;
  const char *key = gtk_string_object_get_string(item);
  int k = atoi(key + 1);
  GtkWidget *chip = gtk_label_new(key);
  gtk_widget_set_size_request(chip, widths[k], heights[k]);
  f->chips[k] = chip;
  return chip;
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

static void setup(Fixture *f, int width)
{
  GError *error = NULL;
  int k;
  f->log = g_string_new(NULL);
  f->store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (k = 0; k < N; k++) {
    char key[8];
    GtkStringObject *s;
    g_snprintf(key, sizeof key, "k%d", k);
    s = gtk_string_object_new(key);
    g_list_store_append(f->store, s);
    g_object_unref(s);
  }
  f->box = REORDER_GTK_BOX(reorder_gtk_box_new());
  g_object_set(f->box, "layout", REORDER_LAYOUT_FLOW, "item-spacing", (double)SPACING,
               "line-spacing", (double)LINE_SPACING, NULL);
  g_assert_true(reorder_gtk_box_bind_model(f->box, f->store, make_chip, f, NULL, &error));
  g_assert_no_error(error);
  g_signal_connect(f->box, "item-moved", G_CALLBACK(on_moved), f);
  f->window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(f->window), width, 400);
  gtk_window_set_child(GTK_WINDOW(f->window), GTK_WIDGET(f->box));
  gtk_window_present(GTK_WINDOW(f->window));
  while (gtk_widget_get_width(GTK_WIDGET(f->box)) == 0)
    g_main_context_iteration(NULL, TRUE);
  wait_frame(GTK_WIDGET(f->box)); /* laid out at that width */
}

static void teardown(Fixture *f)
{
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store);
  g_string_free(f->log, TRUE);
}

/* Where the flow puts chip k (in store order `order`) in a box `width`
 * wide, left to right: lines filled greedily, each as tall as its tallest
 * chip, chips centred in it. */
static graphene_rect_t expected(const int *order, const int *h, int width, int k)
{
  double top = 0;
  int i = 0;
  while (i < N) {
    int j = i, used = widths[order[i]], tall = h[order[i]], m;
    while (j + 1 < N && used + SPACING + widths[order[j + 1]] <= width) {
      j++;
      used += SPACING + widths[order[j]];
      tall = MAX(tall, h[order[j]]);
    }
    for (m = i, used = 0; m <= j; used += widths[order[m]] + SPACING, m++)
      if (order[m] == k)
        return GRAPHENE_RECT_INIT((float)used, (float)(top + (tall - h[k]) / 2.0),
                                  (float)widths[k], (float)h[k]);
    top += tall + LINE_SPACING;
    i = j + 1;
  }
  g_assert_not_reached();
}

static void assert_flowed(Fixture *f, const int *order, const int *h, gboolean rtl)
{
  int width = gtk_widget_get_width(GTK_WIDGET(f->box)), k;
  for (k = 0; k < N; k++) {
    graphene_rect_t want = expected(order, h, width, k), got;
    if (rtl)
      want.origin.x = (float)width - want.origin.x - want.size.width;
    g_assert_true(gtk_widget_compute_bounds(f->chips[k], GTK_WIDGET(f->box), &got));
    if (fabs(got.origin.x - want.origin.x) > 0.5 || fabs(got.origin.y - want.origin.y) > 0.5 ||
        got.size.width != want.size.width || got.size.height != want.size.height)
      g_error("k%d at %g,%g %gx%g, want %g,%g %gx%g (width %d%s)", k, got.origin.x,
              got.origin.y, got.size.width, got.size.height, want.origin.x, want.origin.y,
              want.size.width, want.size.height, width, rtl ? ", rtl" : "");
  }
}

static const int identity[N] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};

static void test_chips_wrap_into_lines(void)
{
  Fixture f;
  int taller[N];
  memcpy(taller, heights, sizeof taller);
  setup(&f, 300);
  assert_flowed(&f, identity, heights, FALSE);
  /* Right to left: every line mirrored. */
  gtk_widget_set_direction(GTK_WIDGET(f.box), GTK_TEXT_DIR_RTL);
  spin(200);
  assert_flowed(&f, identity, heights, TRUE);
  gtk_widget_set_direction(GTK_WIDGET(f.box), GTK_TEXT_DIR_LTR);
  /* Narrower: the lines break again. */
  gtk_window_set_default_size(GTK_WINDOW(f.window), 220, 400);
  spin(300);
  g_assert_cmpint(gtk_widget_get_width(GTK_WIDGET(f.box)), ==, 220);
  assert_flowed(&f, identity, heights, FALSE);
  /* A chip grows taller: so does its line, and the lines below move down. */
  taller[2] = 60;
  gtk_widget_set_size_request(f.chips[2], widths[2], 60);
  spin(300);
  assert_flowed(&f, identity, taller, FALSE);
  teardown(&f);
}

static graphene_point_t centre_of(Fixture *f, int k)
{
  graphene_rect_t r;
  g_assert_true(gtk_widget_compute_bounds(f->chips[k], GTK_WIDGET(f->box), &r));
  return GRAPHENE_POINT_INIT(r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
}

/* A long press lifts k1 from the first line; over k4's place in the second
 * it goes after k4 and k5 (the others' second line is k4 k5 k6, their
 * centres at 40, 111 and 202: the pointer, at 146, is past two); dropped,
 * it stays, and the lines flow as the store's new order says. */
static void test_pointer_drag_to_another_line(void)
{
  static const int after[N] = {0, 2, 3, 4, 5, 1, 6, 7, 8, 9, 10, 11};
  Fixture f;
  graphene_point_t from, to;
  char *keys;
  int step;
  setup(&f, 300);
  from = centre_of(&f, 1);
  to = centre_of(&f, 4);
  pointer_to(GTK_WIDGET(f.box), from.x, from.y);
  pointer_button(GTK_WIDGET(f.box), TRUE);
  spin(700); /* past the 0.5 s long press */
  for (step = 1; step <= 12; step++) {
    pointer_to(GTK_WIDGET(f.box), from.x + (to.x - from.x) * step / 12,
               from.y + (to.y - from.y) * step / 12);
    spin(30);
  }
  spin(150);
  pointer_button(GTK_WIDGET(f.box), FALSE);
  spin(400); /* settled */
  keys = keys_of(f.store);
  g_assert_cmpstr(keys, ==, "k0 k2 k3 k4 k5 k1 k6 k7 k8 k9 k10 k11");
  g_free(keys);
  assert_flowed(&f, after, heights, FALSE);
  teardown(&f);
}

static graphene_rect_t bounds(Fixture *f, GtkWidget *widget)
{
  graphene_rect_t r;
  g_assert_true(gtk_widget_compute_bounds(widget, GTK_WIDGET(f->box), &r));
  return r;
}

/* Two sections, each under its header: the second's header spans the box
 * below the first's last line, and its chips start a line of their own at
 * the left under it. */
static void test_sections_start_their_own_lines(void)
{
  Fixture f;
  GListStore *second = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  GtkWidget *header = gtk_label_new("Second");
  graphene_rect_t h, last, first;
  GError *error = NULL;
  int k;
  setup(&f, 300);
  for (k = 6; k < N; k++) { /* k6 ... k11 go to the second section */
    GtkStringObject *s = g_list_model_get_item(G_LIST_MODEL(f.store), 6);
    g_list_store_append(second, s);
    g_list_store_remove(f.store, 6);
    g_object_unref(s);
  }
  g_assert_true(reorder_gtk_box_append_section(f.box, second, header, NULL, &error));
  g_assert_no_error(error);
  spin(300);
  h = bounds(&f, header);
  last = bounds(&f, f.chips[5]);
  first = bounds(&f, f.chips[6]);
  g_assert_cmpfloat(h.size.width, ==, 300);
  g_assert_cmpfloat(h.origin.y, >=, last.origin.y + last.size.height);
  g_assert_cmpfloat(first.origin.x, ==, 0);
  g_assert_cmpfloat(first.origin.y, >=, h.origin.y + h.size.height);
  g_assert_cmpfloat(first.size.width, ==, widths[6]);
  g_assert_cmpfloat(first.size.height, ==, heights[6]);
  g_object_unref(second);
  teardown(&f);
}

/* A list box in a group with the flow: an item moved into the flow, and a
 * copy of one (the list pulling copies), are chips of their own sizes
 * there, their lines as tall as they are (the engine's item from a list
 * had no height). */
static void test_items_from_a_list_box(void)
{
  static const char *const keys[] = {"k9", "k10", NULL};
  Fixture f;
  ReorderGtkGroup *group = reorder_gtk_group_new();
  ReorderGtkBox *list = REORDER_GTK_BOX(reorder_gtk_box_new());
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  GtkWidget *pane = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  GError *error = NULL;
  const char *const *k;
  graphene_rect_t r;
  for (k = keys; *k; k++) {
    GtkStringObject *s = gtk_string_object_new(*k);
    g_list_store_append(store, s);
    g_object_unref(s);
  }
  setup(&f, 300);
  g_object_ref(f.box);
  gtk_window_set_child(GTK_WINDOW(f.window), pane);
  gtk_widget_set_size_request(GTK_WIDGET(f.box), 300, -1);
  gtk_box_append(GTK_BOX(pane), GTK_WIDGET(f.box));
  gtk_box_append(GTK_BOX(pane), GTK_WIDGET(list));
  g_object_unref(f.box);
  g_assert_true(reorder_gtk_box_bind_model(list, store, make_chip, &f, NULL, &error));
  g_assert_true(reorder_gtk_box_set_group(f.box, group, &error));
  g_assert_true(reorder_gtk_box_set_group(list, group, &error));
  g_assert_true(reorder_gtk_box_transfer_item(list, 0, 0, f.box, 0, 0, &error)); /* k9 */
  g_object_set(list, "transfer-pull", REORDER_PULL_COPY, NULL);
  g_assert_true(reorder_gtk_box_transfer_item(list, 0, 0, f.box, 0, 1, &error)); /* k10 */
  g_assert_no_error(error);
  spin(300);
  g_assert_true(gtk_widget_compute_bounds(f.chips[9], GTK_WIDGET(f.box), &r));
  g_assert_cmpfloat(r.size.width, ==, widths[9]);
  g_assert_cmpfloat(r.size.height, ==, heights[9]);
  g_assert_true(gtk_widget_compute_bounds(f.chips[10], GTK_WIDGET(f.box), &r)); /* the copy's */
  g_assert_cmpfloat(r.size.width, ==, widths[10]);
  g_assert_cmpfloat(r.size.height, ==, heights[10]);
  /* The first line (k9 k10 k0) is as tall as the copy, the tallest: k0 is centred in 44. */
  g_assert_true(gtk_widget_compute_bounds(f.chips[0], GTK_WIDGET(f.box), &r));
  g_assert_cmpfloat(r.origin.x, ==, widths[9] + widths[10] + 2 * SPACING);
  g_assert_cmpfloat(r.origin.y, ==, (heights[10] - heights[0]) / 2);
  g_object_unref(store);
  g_object_unref(group);
  teardown(&f);
}

static void press(GtkWidget *widget, KeySym key)
{
  key_hold(widget, key, TRUE);
  key_hold(widget, key, FALSE);
  spin(80);
}

/* In a 300-wide box the first line is k0 k1 k2 (70 + 90 + 60 + spacing),
 * the second k3 k4 k5: Down, Down puts the cursor on k3 (the nearest to
 * k0), onwards on k4; picked up, it goes one further and drops there. */
static void keyboard(gboolean rtl)
{
  Fixture f;
  KeySym onwards = rtl ? XK_Left : XK_Right;
  setup(&f, 300);
  if (rtl) {
    gtk_widget_set_direction(GTK_WIDGET(f.box), GTK_TEXT_DIR_RTL);
    spin(200);
    assert_flowed(&f, identity, heights, TRUE);
  }
  pointer_to(GTK_WIDGET(f.box), 150, 390); /* no window manager: keys go under the pointer */
  gtk_widget_grab_focus(GTK_WIDGET(f.box));
  spin(100);
  press(GTK_WIDGET(f.box), XK_Down);  /* the first chip */
  press(GTK_WIDGET(f.box), XK_Down);  /* the next line's nearest */
  press(GTK_WIDGET(f.box), onwards);  /* k4 */
  press(GTK_WIDGET(f.box), XK_space); /* lifted */
  press(GTK_WIDGET(f.box), onwards);  /* past k5 */
  press(GTK_WIDGET(f.box), XK_space); /* dropped */
  spin(200);
  g_assert_cmpstr(f.log->str, ==, "k4:4>5 ");
  teardown(&f);
}

static void test_keyboard_moves_as_it_looks(void)
{
  keyboard(FALSE);
}

static void test_keyboard_moves_as_it_looks_rtl(void)
{
  keyboard(TRUE);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/reorder-gtk-flow/wrap", test_chips_wrap_into_lines);
  g_test_add_func("/reorder-gtk-flow/sections", test_sections_start_their_own_lines);
  g_test_add_func("/reorder-gtk-flow/from-a-list-box", test_items_from_a_list_box);
  g_test_add_func("/reorder-gtk-flow/pointer-drag", test_pointer_drag_to_another_line);
  g_test_add_func("/reorder-gtk-flow/keyboard", test_keyboard_moves_as_it_looks);
  g_test_add_func("/reorder-gtk-flow/keyboard-rtl", test_keyboard_moves_as_it_looks_rtl);
  return g_test_run();
}
