/*
 * test-reorder-gtk-list-view.c -- ReorderGtkListView with 10^5 rows in a
 * real window: only about a viewport's worth of row widgets exist, a
 * long-press drag made of real pointer events (XTest) reorders the store,
 * tap-to-move slides and reorders it, and the application's random
 * inserts and removes keep the rows on screen equal to the store. Needs
 * Xvfb (xvfb-run) with the X11 backend.
 */
#include "reorder-gtk.h"
#include "pointer.h"

#define N_ROWS 100000
#define ROW_HEIGHT 30
#define VIEW_HEIGHT 400

typedef struct {
  GtkWidget *window;
  ReorderGtkListView *view;
  GListStore *store;
  int dropped_from, dropped_to;
  guint lifted;
} Fixture;

static GtkWidget *on_setup(ReorderGtkListView *view, gpointer data)
{
  (void)view;
  (void)data;
  return gtk_label_new(NULL);
}

static void on_bind(ReorderGtkListView *view, GtkWidget *widget, GObject *item, gpointer data)
{
  (void)view;
  (void)data;
  gtk_label_set_label(GTK_LABEL(widget), gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
}

static void on_unbind(ReorderGtkListView *view, GtkWidget *widget, GObject *item, gpointer data)
{
  (void)view;
  (void)item;
  (void)data;
  gtk_label_set_label(GTK_LABEL(widget), "");
}

static void on_drag_begin(ReorderGtkListView *view, GObject *item, Fixture *f)
{
  (void)view;
  (void)item;
  f->lifted++;
}

static void on_dropped(ReorderGtkListView *view, GObject *item, guint from, guint to, Fixture *f)
{
  (void)view;
  (void)item;
  f->dropped_from = (int)from;
  f->dropped_to = (int)to;
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
    g_assert_cmpstr(gtk_label_get_label(GTK_LABEL(hit)), ==, key_at(f->store, i));
    checked++;
  }
  g_assert_cmpuint(checked, >, 5);
}

static void fixture_up(Fixture *f)
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
  g_signal_connect(f->view, "setup", G_CALLBACK(on_setup), NULL);
  g_signal_connect(f->view, "bind", G_CALLBACK(on_bind), NULL);
  g_signal_connect(f->view, "unbind", G_CALLBACK(on_unbind), NULL);
  g_signal_connect(f->view, "drag-begin", G_CALLBACK(on_drag_begin), f);
  g_signal_connect(f->view, "item-dropped", G_CALLBACK(on_dropped), f);
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

static void fixture_down(Fixture *f)
{
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store);
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

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
  g_test_add_func("/list-view/only-visible-rows-have-widgets", test_only_visible_rows_have_widgets);
  g_test_add_func("/list-view/long-press-drag-reorders-store", test_long_press_drag_reorders_store);
  g_test_add_func("/list-view/move-item", test_move_item);
  g_test_add_func("/list-view/store-edits-reach-engine", test_store_edits_reach_engine);
  return g_test_run();
}
