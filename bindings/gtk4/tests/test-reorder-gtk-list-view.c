/*
 * test-reorder-gtk-list-view.c -- ReorderGtkListView with 10^5 rows in a
 * real window: only about a viewport's worth of row widgets exist, a
 * long-press drag made of real pointer events (XTest) reorders the store,
 * tap-to-move slides and reorders it, the application's random inserts and
 * removes keep the rows on screen equal to the store, real keys move the
 * cursor, pick up, move, drop and cancel (announced), rows with a grip
 * lift only from it, and clicks with Shift / Ctrl and Ctrl+Space select
 * rows, which a long press then drags together. Needs Xvfb (xvfb-run) with
 * the X11 backend.
 */
#include "reorder-gtk.h"
#include "pointer.h"

#include <X11/keysym.h>

#define N_ROWS 100000
#define ROW_HEIGHT 30
#define VIEW_HEIGHT 400

#define GRIP_WIDTH 40

typedef struct {
  GtkWidget *window;
  ReorderGtkListView *view;
  GListStore *store;
  int dropped_from, dropped_to;
  guint lifted;
  char *lifted_key; /* the item ::drag-begin gave last */
  guint cancelled;
  guint announced;  /* "announcement" notifications */
  guint activated;  /* ::item-activated */
  guint selections; /* ::selection-changed */
} Fixture;

/* A label, or with grips a box of a grip (REORDER_GTK_HANDLE_CLASS, at the
 * row's start) and the label (the last child). */
static GtkWidget *on_setup(ReorderGtkListView *view, gpointer grips)
{
  GtkWidget *row, *grip;
  (void)view;
  if (!grips)
    return gtk_label_new(NULL);
  row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  grip = gtk_label_new("::");
  gtk_widget_set_size_request(grip, GRIP_WIDTH, -1);
  gtk_widget_add_css_class(grip, REORDER_GTK_HANDLE_CLASS);
  gtk_box_append(GTK_BOX(row), grip);
  gtk_box_append(GTK_BOX(row), gtk_label_new(NULL));
  return row;
}

static GtkLabel *row_label(GtkWidget *widget)
{
  return GTK_LABEL(GTK_IS_LABEL(widget) ? widget : gtk_widget_get_last_child(widget));
}

static void on_bind(ReorderGtkListView *view, GtkWidget *widget, GObject *item, gpointer data)
{
  (void)view;
  (void)data;
  gtk_label_set_label(row_label(widget), gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
}

static void on_unbind(ReorderGtkListView *view, GtkWidget *widget, GObject *item, gpointer data)
{
  (void)view;
  (void)item;
  (void)data;
  gtk_label_set_label(row_label(widget), "");
}

static void on_drag_begin(ReorderGtkListView *view, GObject *item, Fixture *f)
{
  (void)view;
  f->lifted++;
  g_free(f->lifted_key);
  f->lifted_key = g_strdup(gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
}

static void on_cancelled(ReorderGtkListView *view, GObject *item, Fixture *f)
{
  (void)view;
  (void)item;
  f->cancelled++;
}

static void on_announced(GObject *view, GParamSpec *pspec, Fixture *f)
{
  (void)view;
  (void)pspec;
  f->announced++;
}

static void on_dropped(ReorderGtkListView *view, GObject *item, guint from, guint to, Fixture *f)
{
  (void)view;
  (void)item;
  f->dropped_from = (int)from;
  f->dropped_to = (int)to;
}

static void on_activated(ReorderGtkListView *view, GObject *item, Fixture *f)
{
  (void)view;
  (void)item;
  f->activated++;
}

static void on_selection_changed(ReorderGtkListView *view, Fixture *f)
{
  (void)view;
  f->selections++;
}

static const char *key_at(GListStore *store, guint i)
{
  GtkStringObject *s = g_list_model_get_item(G_LIST_MODEL(store), i);
  const char *key = gtk_string_object_get_string(s);
  g_object_unref(s); /* the store keeps it */
  return key;
}

/* The label drawn at a row's centre is the store's item at that row. */
static void assert_rows_match_store(Fixture *f)
{
  GtkWidget *view = GTK_WIDGET(f->view);
  guint n = g_list_model_get_n_items(G_LIST_MODEL(f->store)), i, checked = 0;
  double top = gtk_adjustment_get_value(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(view)));
  guint first = (guint)(top / ROW_HEIGHT);
  g_assert_cmpfloat(gtk_adjustment_get_upper(gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(view))),
                    ==, (double)n * ROW_HEIGHT);
  for (i = first; i < n && i < first + VIEW_HEIGHT / ROW_HEIGHT; i++) {
    graphene_rect_t r;
    GtkWidget *hit;
    g_assert_true(reorder_gtk_list_view_get_row_bounds(f->view, i, &r));
    if (r.origin.y < 0 || r.origin.y + r.size.height > VIEW_HEIGHT)
      continue;
    hit = gtk_widget_pick(view, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2,
                          GTK_PICK_DEFAULT);
    while (hit && gtk_widget_get_parent(hit) != view)
      hit = gtk_widget_get_parent(hit);
    g_assert_nonnull(hit);
    g_assert_cmpstr(gtk_label_get_label(row_label(hit)), ==, key_at(f->store, i));
    checked++;
  }
  g_assert_cmpuint(checked, >, 5);
}

static void fixture_up_with(Fixture *f, gboolean grips)
{
  GtkWidget *scrolled = gtk_scrolled_window_new();
  guint i;
  GtkStringObject **items = g_new(GtkStringObject *, N_ROWS);
  memset(f, 0, sizeof *f);
  f->dropped_from = f->dropped_to = -1;
  f->store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  for (i = 0; i < N_ROWS; i++) {
    char key[16];
    g_snprintf(key, sizeof key, "%u", i);
    items[i] = gtk_string_object_new(key);
  }
  g_list_store_splice(f->store, 0, 0, (gpointer *)items, N_ROWS);
  for (i = 0; i < N_ROWS; i++)
    g_object_unref(items[i]);
  g_free(items);

  f->view = REORDER_GTK_LIST_VIEW(reorder_gtk_list_view_new());
  g_object_set(f->view, "row-height", (double)ROW_HEIGHT, NULL);
  g_signal_connect(f->view, "setup", G_CALLBACK(on_setup), GINT_TO_POINTER(grips));
  g_signal_connect(f->view, "bind", G_CALLBACK(on_bind), NULL);
  g_signal_connect(f->view, "unbind", G_CALLBACK(on_unbind), NULL);
  g_signal_connect(f->view, "drag-begin", G_CALLBACK(on_drag_begin), f);
  g_signal_connect(f->view, "item-dropped", G_CALLBACK(on_dropped), f);
  g_signal_connect(f->view, "drag-cancelled", G_CALLBACK(on_cancelled), f);
  g_signal_connect(f->view, "notify::announcement", G_CALLBACK(on_announced), f);
  g_signal_connect(f->view, "item-activated", G_CALLBACK(on_activated), f);
  g_signal_connect(f->view, "selection-changed", G_CALLBACK(on_selection_changed), f);
  reorder_gtk_list_view_set_store(f->view, f->store);
  f->window = gtk_window_new();
  gtk_window_set_default_size(GTK_WINDOW(f->window), 300, VIEW_HEIGHT);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER,
                                 GTK_POLICY_EXTERNAL);
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), GTK_WIDGET(f->view));
  gtk_window_set_child(GTK_WINDOW(f->window), scrolled);
  gtk_window_present(GTK_WINDOW(f->window));
  while (gtk_widget_get_height(GTK_WIDGET(f->view)) != VIEW_HEIGHT)
    g_main_context_iteration(NULL, TRUE);
  wait_frame(GTK_WIDGET(f->view));
}

static void fixture_up(Fixture *f)
{
  fixture_up_with(f, FALSE);
}

static void fixture_down(Fixture *f)
{
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store);
  g_free(f->lifted_key);
  spin(50);
}

/* 10^5 items, a viewport of about 13 rows: about that many widgets. */
static void test_only_visible_rows_have_widgets(void)
{
  Fixture f;
  GtkAdjustment *adj;
  fixture_up(&f);
  adj = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(f.view));
  g_assert_cmpuint(reorder_gtk_list_view_get_n_row_widgets(f.view), <=, 2 * VIEW_HEIGHT / ROW_HEIGHT);
  assert_rows_match_store(&f);
  gtk_adjustment_set_value(adj, 1234567);
  wait_frame(GTK_WIDGET(f.view));
  g_assert_cmpuint(reorder_gtk_list_view_get_n_row_widgets(f.view), <=, 2 * VIEW_HEIGHT / ROW_HEIGHT);
  assert_rows_match_store(&f);
  fixture_down(&f);
}

/* Press on row 1, hold past the long press, drag down four rows, drop. */
static void test_long_press_drag_reorders_store(void)
{
  Fixture f;
  GtkWidget *view;
  int step;
  fixture_up(&f);
  view = GTK_WIDGET(f.view);
  pointer_to(view, 100, 1.5 * ROW_HEIGHT);
  spin(50);
  pointer_button(view, TRUE);
  spin(700);
  g_assert_cmpuint(f.lifted, ==, 1);
  for (step = 1; step <= 12; step++) {
    pointer_to(view, 100, 1.5 * ROW_HEIGHT + step * 10);
    spin(30);
  }
  pointer_button(view, FALSE);
  spin(500);
  g_assert_cmpint(f.dropped_from, ==, 1);
  g_assert_cmpint(f.dropped_to, ==, 5);
  g_assert_cmpstr(key_at(f.store, 0), ==, "0");
  g_assert_cmpstr(key_at(f.store, 1), ==, "2");
  g_assert_cmpstr(key_at(f.store, 4), ==, "5");
  g_assert_cmpstr(key_at(f.store, 5), ==, "1");
  g_assert_cmpstr(key_at(f.store, 6), ==, "6");
  assert_rows_match_store(&f);
  fixture_down(&f);
}

/* Tap-to-move: the store changes at once, the rows slide there. */
static void test_move_item(void)
{
  Fixture f;
  GError *error = NULL;
  fixture_up(&f);
  g_assert_true(reorder_gtk_list_view_move_item(f.view, 0, 3, &error));
  g_assert_no_error(error);
  g_assert_cmpstr(key_at(f.store, 3), ==, "0");
  g_assert_cmpstr(key_at(f.store, 0), ==, "1");
  spin(400); /* the slide ends */
  assert_rows_match_store(&f);
  fixture_down(&f);
}

/* The application's edits reach the engine: random inserts and removes,
 * on screen and off it, then the rows drawn are the store's. */
static void test_store_edits_reach_engine(void)
{
  Fixture f;
  GRand *rand = g_rand_new_with_seed(14);
  GtkAdjustment *adj;
  int round, k;
  fixture_up(&f);
  adj = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(f.view));
  for (round = 0; round < 20; round++) {
    for (k = 0; k < 25; k++) {
      guint n = g_list_model_get_n_items(G_LIST_MODEL(f.store));
      /* Half the edits near the top, where the rows are shown. */
      guint at = g_rand_boolean(rand) ? (guint)g_rand_int_range(rand, 0, 20)
                                      : (guint)g_rand_int_range(rand, 0, (gint32)n);
      if (g_rand_boolean(rand)) {
        char key[24];
        GtkStringObject *s;
        g_snprintf(key, sizeof key, "new%d.%d", round, k);
        s = gtk_string_object_new(key);
        g_list_store_insert(f.store, at, s);
        g_object_unref(s);
      } else {
        g_list_store_remove(f.store, at);
      }
    }
    gtk_adjustment_set_value(adj, round % 2 ? 0 : g_rand_double_range(rand, 0, 1e6));
    wait_frame(GTK_WIDGET(f.view));
    assert_rows_match_store(&f);
  }
  /* Replacing every item is a reload. */
  g_list_store_splice(f.store, 0, g_list_model_get_n_items(G_LIST_MODEL(f.store)), NULL, 0);
  {
    GtkStringObject *s = gtk_string_object_new("only");
    g_list_store_append(f.store, s);
    g_object_unref(s);
  }
  wait_frame(GTK_WIDGET(f.view));
  g_assert_cmpfloat(gtk_adjustment_get_upper(adj), ==, VIEW_HEIGHT);
  g_rand_free(rand);
  fixture_down(&f);
}

/* Presses and releases a key (an X keysym), then lets the view handle it.
 * X sends it to the window under the pointer (Xvfb has no window manager
 * to focus one). */
static void key_tap(Fixture *f, KeySym keysym)
{
  Display *dpy = xdisplay_of(GTK_WIDGET(f->view));
  KeyCode code = XKeysymToKeycode(dpy, keysym);
  g_assert_cmpuint(code, !=, 0);
  XTestFakeKeyEvent(dpy, code, True, CurrentTime);
  XTestFakeKeyEvent(dpy, code, False, CurrentTime);
  XFlush(dpy);
  spin(100);
}

/* Something was announced since the last call, and says `says` (the
 * engine's default English texts). */
static void assert_announced(Fixture *f, guint *seen, const char *says)
{
  char *text = NULL;
  g_assert_cmpuint(f->announced, >, *seen);
  *seen = f->announced;
  g_object_get(f->view, "announcement", &text, NULL);
  g_test_message("announced: %s", text);
  g_assert_nonnull(strstr(text, says));
  g_free(text);
}

/* Keys alone: the cursor moves (shown by what Space picks up), Space
 * lifts, the arrows move the lifted item, Enter drops it there, Escape
 * restores the order; each step is announced. */
static void test_keyboard_reorders(void)
{
  Fixture f;
  GtkWidget *view;
  GtkAdjustment *adj;
  guint seen = 0;
  fixture_up(&f);
  view = GTK_WIDGET(f.view);
  adj = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(view));
  pointer_to(view, 100, VIEW_HEIGHT / 2.0);
  gtk_widget_grab_focus(view);
  spin(50);
  g_assert_true(gtk_widget_has_focus(view));

  key_tap(&f, XK_Down); /* no cursor yet: the first row */
  key_tap(&f, XK_Down);
  key_tap(&f, XK_space);
  g_assert_cmpuint(f.lifted, ==, 1);
  g_assert_cmpstr(f.lifted_key, ==, "1");
  assert_announced(&f, &seen, "Picked up");
  key_tap(&f, XK_Down);
  assert_announced(&f, &seen, "moved to position 3 of 100000");
  key_tap(&f, XK_Down);
  g_assert_cmpstr(key_at(f.store, 3), ==, "1"); /* moved as it goes */
  assert_announced(&f, &seen, "moved to position 4 of 100000");
  key_tap(&f, XK_Return);
  g_assert_cmpint(f.dropped_from, ==, 1);
  g_assert_cmpint(f.dropped_to, ==, 3);
  assert_announced(&f, &seen, "dropped");
  g_assert_cmpstr(key_at(f.store, 1), ==, "2");
  g_assert_cmpstr(key_at(f.store, 3), ==, "1");

  /* The cursor stayed on the dropped item: lift it again, move, cancel. */
  key_tap(&f, XK_space);
  g_assert_cmpuint(f.lifted, ==, 2);
  g_assert_cmpstr(f.lifted_key, ==, "1");
  key_tap(&f, XK_Up);
  key_tap(&f, XK_Up);
  g_assert_cmpstr(key_at(f.store, 1), ==, "1");
  key_tap(&f, XK_Escape);
  g_assert_cmpuint(f.cancelled, ==, 1);
  assert_announced(&f, &seen, "cancelled");
  spin(400); /* the settle ends */
  g_assert_cmpstr(key_at(f.store, 1), ==, "2");
  g_assert_cmpstr(key_at(f.store, 3), ==, "1");
  assert_rows_match_store(&f);

  /* End: the last of 10^5 rows, scrolled into view; Home: back. */
  key_tap(&f, XK_End);
  wait_frame(view);
  g_assert_cmpfloat(gtk_adjustment_get_value(adj), ==, (double)N_ROWS * ROW_HEIGHT - VIEW_HEIGHT);
  assert_rows_match_store(&f);
  key_tap(&f, XK_space);
  g_assert_cmpstr(f.lifted_key, ==, "99999");
  key_tap(&f, XK_Escape);
  g_assert_cmpuint(f.cancelled, ==, 2);
  spin(400);
  key_tap(&f, XK_Home);
  wait_frame(view);
  g_assert_cmpfloat(gtk_adjustment_get_value(adj), ==, 0);
  key_tap(&f, XK_space);
  g_assert_cmpstr(f.lifted_key, ==, "0");
  key_tap(&f, XK_Escape);
  g_assert_cmpuint(f.cancelled, ==, 3);
  g_assert_cmpint(f.dropped_to, ==, 3); /* no other drop */
  fixture_down(&f);
}

/* Press at (x, the middle of the row at position), hold past the long
 * press, drag down by dy, release. */
static void press_hold_drag(Fixture *f, guint position, double x, double dy)
{
  GtkWidget *view = GTK_WIDGET(f->view);
  graphene_rect_t r;
  double y;
  int step;
  g_assert_true(reorder_gtk_list_view_get_row_bounds(f->view, position, &r));
  y = r.origin.y + r.size.height / 2;
  pointer_to(view, x, y);
  spin(50);
  pointer_button(view, TRUE);
  spin(700);
  for (step = 1; step <= 10; step++) {
    pointer_to(view, x, y + step * dy / 10);
    spin(30);
  }
  pointer_button(view, FALSE);
  spin(500);
}

/* Rows with a grip lift from the grip only, also rows bound after a
 * scroll (their widgets recycled). */
static void test_grip_lifts_only_from_the_grip(void)
{
  Fixture f;
  GtkAdjustment *adj;
  fixture_up_with(&f, TRUE);
  adj = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(f.view));
  assert_rows_match_store(&f);

  press_hold_drag(&f, 1, 200, 4 * ROW_HEIGHT); /* on the label */
  g_assert_cmpuint(f.lifted, ==, 0);
  g_assert_cmpint(f.dropped_to, ==, -1);
  g_assert_cmpstr(key_at(f.store, 1), ==, "1");

  press_hold_drag(&f, 1, GRIP_WIDTH / 2.0, 4 * ROW_HEIGHT); /* on the grip */
  g_assert_cmpuint(f.lifted, ==, 1);
  g_assert_cmpint(f.dropped_from, ==, 1);
  g_assert_cmpint(f.dropped_to, ==, 5);
  g_assert_cmpstr(key_at(f.store, 5), ==, "1");

  gtk_adjustment_set_value(adj, 50000.0 * ROW_HEIGHT);
  wait_frame(GTK_WIDGET(f.view));
  assert_rows_match_store(&f);
  press_hold_drag(&f, 50002, 200, 2 * ROW_HEIGHT);
  g_assert_cmpuint(f.lifted, ==, 1);
  press_hold_drag(&f, 50002, GRIP_WIDTH / 2.0, 2 * ROW_HEIGHT);
  g_assert_cmpuint(f.lifted, ==, 2);
  g_assert_cmpstr(f.lifted_key, ==, "50002");
  g_assert_cmpint(f.dropped_from, ==, 50002);
  g_assert_cmpint(f.dropped_to, ==, 50004);
  assert_rows_match_store(&f);
  fixture_down(&f);
}

/* A click in the middle of the row at position, with modifier (an X keysym,
 * 0 for none) held. */
static void click_row(Fixture *f, guint position, KeySym modifier)
{
  GtkWidget *view = GTK_WIDGET(f->view);
  graphene_rect_t r;
  g_assert_true(reorder_gtk_list_view_get_row_bounds(f->view, position, &r));
  pointer_to(view, 100, r.origin.y + r.size.height / 2);
  spin(50);
  if (modifier)
    key_hold(view, modifier, TRUE);
  pointer_button(view, TRUE);
  spin(50);
  pointer_button(view, FALSE);
  if (modifier)
    key_hold(view, modifier, FALSE);
  spin(300);
}

/* The selection is the items at these positions, in this order (n of them),
 * and ::selection-changed was emitted once since the last call. */
static void assert_selected(Fixture *f, guint *seen, const guint *positions, gsize n)
{
  gsize got_n = 0, k;
  guint64 *got = reorder_gtk_list_view_get_selection(f->view, &got_n);
  g_assert_cmpuint(f->selections, ==, *seen + 1);
  *seen = f->selections;
  g_assert_cmpuint(got_n, ==, n);
  for (k = 0; k < n; k++) {
    guint at = G_MAXUINT;
    g_assert_cmpuint(got[k], ==, reorder_gtk_list_view_get_item_id(f->view, positions[k]));
    g_assert_true(reorder_gtk_list_view_find_item(f->view, got[k], &at));
    g_assert_cmpuint(at, ==, positions[k]);
  }
  g_assert_cmpuint(got[n], ==, 0); /* 0-terminated */
  g_free(got);
}

/* The row widget drawn at position is :selected or not. */
static gboolean row_is_selected(Fixture *f, guint position)
{
  GtkWidget *view = GTK_WIDGET(f->view), *hit;
  graphene_rect_t r;
  wait_frame(view);
  g_assert_true(reorder_gtk_list_view_get_row_bounds(f->view, position, &r));
  hit = gtk_widget_pick(view, 100, r.origin.y + r.size.height / 2, GTK_PICK_DEFAULT);
  while (hit && gtk_widget_get_parent(hit) != view)
    hit = gtk_widget_get_parent(hit);
  g_assert_nonnull(hit);
  return (gtk_widget_get_state_flags(hit) & GTK_STATE_FLAG_SELECTED) != 0;
}

/* GtkListView's clicks: a click selects, Shift-click the range from the
 * anchor, Ctrl-click and Ctrl+Space toggle, none of them lifts or
 * activates; a click on a selected row (a tap) selects it alone. A long
 * press on a selected row drags the selection: the other selected row
 * gathers to it and they land together, still selected. */
static void test_clicks_select_and_a_long_press_drags_the_selection(void)
{
  Fixture f;
  guint seen = 0, i, rest;
  fixture_up(&f);
  click_row(&f, 2, 0);
  assert_selected(&f, &seen, (guint[]){2}, 1);
  g_assert_cmpuint(f.activated, ==, 1); /* a plain click is a tap too */
  click_row(&f, 5, XK_Shift_L);
  assert_selected(&f, &seen, (guint[]){2, 3, 4, 5}, 4);
  g_assert_true(row_is_selected(&f, 3));
  g_assert_false(row_is_selected(&f, 1));
  click_row(&f, 3, XK_Control_L);
  assert_selected(&f, &seen, (guint[]){2, 4, 5}, 3);
  g_assert_false(row_is_selected(&f, 3));
  key_hold(GTK_WIDGET(f.view), XK_Control_L, TRUE); /* the cursor is on row 3 */
  key_tap(&f, XK_space);
  key_hold(GTK_WIDGET(f.view), XK_Control_L, FALSE);
  assert_selected(&f, &seen, (guint[]){2, 4, 5, 3}, 4);
  g_assert_cmpuint(f.activated, ==, 1);
  g_assert_cmpuint(f.lifted, ==, 0);

  click_row(&f, 4, 0);
  assert_selected(&f, &seen, (guint[]){4}, 1);
  click_row(&f, 1, XK_Control_L);
  assert_selected(&f, &seen, (guint[]){4, 1}, 2);

  press_hold_drag(&f, 4, 100, 4 * ROW_HEIGHT);
  g_assert_cmpuint(f.lifted, ==, 1);
  g_assert_cmpstr(f.lifted_key, ==, "4");
  g_assert_cmpuint(f.selections, ==, seen); /* a drag keeps the selection */
  /* Below where they were, in selection order from where 4 was dropped;
   * the rest keep their order. */
  g_assert_cmpint(f.dropped_to, >, 5);
  g_assert_cmpstr(key_at(f.store, f.dropped_to), ==, "4");
  g_assert_cmpstr(key_at(f.store, f.dropped_to + 1), ==, "1");
  for (i = 0, rest = 0; i < 12; i++) {
    if (i == (guint)f.dropped_to || i == (guint)f.dropped_to + 1)
      continue;
    while (rest == 1 || rest == 4)
      rest++;
    g_assert_cmpuint(g_ascii_strtoull(key_at(f.store, i), NULL, 10), ==, rest++);
  }
  assert_rows_match_store(&f);
  fixture_down(&f);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/list-view/only-visible-rows-have-widgets", test_only_visible_rows_have_widgets);
  g_test_add_func("/list-view/long-press-drag-reorders-store", test_long_press_drag_reorders_store);
  g_test_add_func("/list-view/move-item", test_move_item);
  g_test_add_func("/list-view/store-edits-reach-engine", test_store_edits_reach_engine);
  g_test_add_func("/list-view/keyboard-reorders", test_keyboard_reorders);
  g_test_add_func("/list-view/grip-lifts-only-from-the-grip", test_grip_lifts_only_from_the_grip);
  g_test_add_func("/list-view/clicks-select-and-a-long-press-drags-the-selection",
                  test_clicks_select_and_a_long_press_drags_the_selection);
  return g_test_run();
}
