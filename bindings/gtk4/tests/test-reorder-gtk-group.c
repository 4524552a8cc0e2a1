/*
 * test-reorder-gtk-group.c -- two ReorderGtkBoxes side by side in one
 * window, joined in a ReorderGtkGroup: an item transferred through the API
 * moves its store entry and its child widget, ::item-transferred reports
 * it once, and undo and redo on either box carry it back and forth; a box
 * pulling copies gives a copy (made by ::copy-item) and keeps its item;
 * rules refuse with a GError and change nothing; a long-press drag of real
 * pointer events (XTest) carries an item into the other box, one undo step
 * puts it back; a drop over a box that refuses cancels the drag
 * (::drag-cancelled once) and Escape mid-way brings it home; the outer
 * scroll container's setter, property and edge settings. Needs Xvfb
 * (xvfb-run) with the X11 backend.
 */
#include "reorder-gtk.h"
#include "pointer.h"

#include <X11/keysym.h>

#define ROW_HEIGHT 40

typedef struct {
  GtkWidget *window;
  ReorderGtkGroup *group;
  ReorderGtkBox *box[2];
  GListStore *store[2];
  GString *log; /* "key:from>to/kind@target " per ::item-transferred, and more */
  guint copies; /* ::copy-item */
} Fixture;

static GtkWidget *make_label(gpointer item, gpointer user_data)
{
  GtkWidget *label = gtk_label_new(gtk_string_object_get_string(item));
  (void)user_data;
  gtk_widget_set_size_request(label, 150, ROW_HEIGHT);
  return label;
}

static GListStore *store_of(const char *keys)
{
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  char **split = g_strsplit(keys, " ", -1), **k;
  for (k = split; *k; k++) {
    GtkStringObject *s = gtk_string_object_new(*k);
    g_list_store_append(store, s);
    g_object_unref(s);
  }
  g_strfreev(split);
  return store;
}

static const char *key_of(gpointer item)
{
  return gtk_string_object_get_string(GTK_STRING_OBJECT(item));
}

/* "a b c": the store's keys; every child of the box shows one of them. */
static char *keys_of(Fixture *f, int b)
{
  GString *out = g_string_new(NULL);
  GListModel *model = G_LIST_MODEL(f->store[b]);
  GtkWidget *child;
  guint i, n = g_list_model_get_n_items(model), children = 0;
  for (i = 0; i < n; i++) {
    gpointer item = g_list_model_get_item(model, i);
    g_string_append_printf(out, i ? " %s" : "%s", key_of(item));
    g_object_unref(item);
  }
  for (child = gtk_widget_get_first_child(GTK_WIDGET(f->box[b])); child;
       child = gtk_widget_get_next_sibling(child)) {
    g_assert_nonnull(strstr(out->str, gtk_label_get_label(GTK_LABEL(child))));
    children++;
  }
  g_assert_cmpuint(children, ==, n);
  return g_string_free(out, FALSE);
}

#define assert_keys(f, b, want)      \
  do {                               \
    char *got_ = keys_of(f, b);      \
    g_assert_cmpstr(got_, ==, want); \
    g_free(got_);                    \
  } while (0)

static void on_transferred(ReorderGtkBox *box, GObject *item, ReorderGtkBox *source, guint fs,
                           guint fi, guint ts, guint ti, int kind, Fixture *f)
{
  GEnumValue *v = g_enum_get_value(g_type_class_ref(REORDER_GTK_TYPE_TRANSFER_KIND), kind);
  g_assert_true(source == f->box[0] || source == f->box[1]);
  g_assert_true(source != box);
  g_string_append_printf(f->log, "%s:%u,%u>%u,%u/%s@%d ", key_of(item), fs, fi, ts, ti,
                         v->value_nick, box == f->box[1]);
}

static void on_cancelled(ReorderGtkBox *box, GObject *item, Fixture *f)
{
  g_string_append_printf(f->log, "cancel %s@%d ", key_of(item), box == f->box[1]);
}

static void on_dropped(ReorderGtkBox *box, GObject *item, guint fs, guint fi, guint ts, guint ti,
                       Fixture *f)
{
  g_string_append_printf(f->log, "drop %s:%u,%u>%u,%u@%d ", key_of(item), fs, fi, ts, ti,
                         box == f->box[1]);
}

static GObject *on_copy_item(ReorderGtkGroup *group, GObject *item, ReorderGtkBox *source,
                             ReorderGtkBox *target, Fixture *f)
{
  char *key = g_strconcat(key_of(item), "+", NULL);
  GObject *copy = G_OBJECT(gtk_string_object_new(key));
  (void)group;
  g_assert_true(source == f->box[0] && target == f->box[1]);
  f->copies++;
  g_free(key);
  return copy;
}

static void setup(Fixture *f, gconstpointer data)
{
  GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 20);
  const char *keys[2] = {"a b c d", "w x y z"};
  GError *error = NULL;
  int b;
  (void)data;
  f->log = g_string_new(NULL);
  f->copies = 0;
  f->group = reorder_gtk_group_new();
  g_signal_connect(f->group, "copy-item", G_CALLBACK(on_copy_item), f);
  for (b = 0; b < 2; b++) {
    f->box[b] = REORDER_GTK_BOX(reorder_gtk_box_new());
    f->store[b] = store_of(keys[b]);
    g_assert_true(
        reorder_gtk_box_bind_model(f->box[b], f->store[b], make_label, NULL, NULL, &error));
    g_assert_no_error(error);
    g_assert_true(reorder_gtk_box_set_group(f->box[b], f->group, &error));
    g_assert_no_error(error);
    gtk_widget_set_size_request(GTK_WIDGET(f->box[b]), 200, 8 * ROW_HEIGHT);
    g_signal_connect(f->box[b], "item-transferred", G_CALLBACK(on_transferred), f);
    g_signal_connect(f->box[b], "drag-cancelled", G_CALLBACK(on_cancelled), f);
    g_signal_connect(f->box[b], "item-dropped", G_CALLBACK(on_dropped), f);
    gtk_box_append(GTK_BOX(row), GTK_WIDGET(f->box[b]));
  }
  g_assert_true(reorder_gtk_box_get_group(f->box[1]) == f->group);
  g_assert_cmpuint(reorder_gtk_group_get_n_boxes(f->group), ==, 2);
  g_object_unref(f->group); /* the boxes keep it */
  f->window = gtk_window_new();
  gtk_window_set_child(GTK_WINDOW(f->window), row);
  gtk_window_present(GTK_WINDOW(f->window));
  wait_frame(f->window);
  spin(100);
}

static void teardown(Fixture *f, gconstpointer data)
{
  (void)data;
  gtk_window_destroy(GTK_WINDOW(f->window));
  g_object_unref(f->store[0]);
  g_object_unref(f->store[1]);
  g_string_free(f->log, TRUE);
}

/* Undo on box b puts both boxes back as setup made them, reported as `log`. */
static void assert_undone(Fixture *f, int b, const char *log)
{
  GError *error = NULL;
  g_string_truncate(f->log, 0);
  g_assert_true(reorder_gtk_box_undo(f->box[b], &error));
  g_assert_no_error(error);
  assert_keys(f, 0, "a b c d");
  assert_keys(f, 1, "w x y z");
  g_assert_cmpstr(f->log->str, ==, log);
}

static void test_transfer_and_undo(Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  GtkWidget *child_b;
  guint64 id = reorder_gtk_box_get_item_id(f->box[0], 0, 1);
  guint s, i;
  (void)data;
  child_b = gtk_widget_get_first_child(GTK_WIDGET(f->box[0]));
  while (!g_str_equal(gtk_label_get_label(GTK_LABEL(child_b)), "b"))
    child_b = gtk_widget_get_next_sibling(child_b);

  g_assert_true(reorder_gtk_box_transfer_item(f->box[0], 0, 1, f->box[1], 0, 2, &error));
  g_assert_no_error(error);
  assert_keys(f, 0, "a c d");
  assert_keys(f, 1, "w x b y z");
  g_assert_cmpstr(f->log->str, ==, "b:0,1>0,2/move@1 ");
  /* The same child, now the target's, and the same id. */
  g_assert_true(gtk_widget_get_parent(child_b) == GTK_WIDGET(f->box[1]));
  g_assert_true(reorder_gtk_box_find_item(f->box[1], id, &s, &i));
  g_assert_cmpuint(i, ==, 2);
  g_assert_false(reorder_gtk_box_find_item(f->box[0], id, NULL, NULL));

  /* Undone from the target, redone from the source: both boxes follow. */
  assert_undone(f, 1, "b:0,2>0,1/move@0 ");
  g_assert_true(reorder_gtk_box_redo(f->box[0], &error));
  assert_keys(f, 1, "w x b y z");
  g_assert_false(reorder_gtk_box_redo(f->box[0], &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_STATE);
  g_clear_error(&error);
  spin(400); /* the slides end */
}

static void test_copy(Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  (void)data;
  g_object_set(f->box[0], "transfer-pull", REORDER_PULL_COPY, NULL);
  g_assert_true(reorder_gtk_box_transfer_item(f->box[0], 0, 0, f->box[1], 0, 0, &error));
  g_assert_no_error(error);
  assert_keys(f, 0, "a b c d");
  assert_keys(f, 1, "a+ w x y z");
  g_assert_cmpuint(f->copies, ==, 1);
  g_assert_cmpstr(f->log->str, ==, "a+:0,0>0,0/copy@1 ");
  /* Undone: the copy is discarded, the original stays. */
  assert_undone(f, 0, "a+:0,0>0,0/discard@0 ");
}

static void test_rules_refuse(Fixture *f, gconstpointer data)
{
  GError *error = NULL;
  reorder_transfer_rules rules;
  (void)data;
  g_object_set(f->box[1], "transfer-put", FALSE, NULL);
  g_assert_false(reorder_gtk_box_transfer_item(f->box[0], 0, 0, f->box[1], 0, 0, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_REFUSED);
  g_clear_error(&error);
  /* Tags: box 1 takes from tag 2 only; box 0 is tag 1. */
  reorder_gtk_box_get_transfer_rules(f->box[1], &rules);
  rules.put = 1;
  rules.accept_from = 2;
  g_assert_true(reorder_gtk_box_set_transfer_rules(f->box[1], &rules, &error));
  g_assert_false(reorder_gtk_box_transfer_item(f->box[0], 0, 0, f->box[1], 0, 0, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_REFUSED);
  g_clear_error(&error);
  g_object_set(f->box[0], "transfer-tag", 2u, NULL);
  rules.tag = 0; /* refused by the box, unchanged */
  g_assert_false(reorder_gtk_box_set_transfer_rules(f->box[1], &rules, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  assert_keys(f, 0, "a b c d");
  assert_keys(f, 1, "w x y z");
  g_assert_cmpstr(f->log->str, ==, "");
  g_assert_true(reorder_gtk_box_transfer_item(f->box[0], 0, 0, f->box[1], 0, 0, &error));
  assert_keys(f, 1, "a w x y z");
}

/* A long press on box 0's row `row`, then a glide to (x, y) in box 1. */
static void press_and_glide(Fixture *f, guint row, double x, double y)
{
  GtkWidget *from = GTK_WIDGET(f->box[0]), *to = GTK_WIDGET(f->box[1]);
  graphene_point_t start, end;
  int step;
  g_assert_true(gtk_widget_compute_point(from, f->window,
                                         &GRAPHENE_POINT_INIT(100, (row + 0.5f) * ROW_HEIGHT),
                                         &start));
  g_assert_true(gtk_widget_compute_point(to, f->window, &GRAPHENE_POINT_INIT((float)x, (float)y),
                                         &end));
  pointer_to(f->window, start.x, start.y);
  spin(50);
  pointer_button(f->window, TRUE);
  spin(700);
  for (step = 1; step <= 12; step++) {
    pointer_to(f->window, start.x + (end.x - start.x) * step / 12,
               start.y + (end.y - start.y) * step / 12);
    spin(30);
  }
  spin(200);
}

static void test_drag_across_and_undo(Fixture *f, gconstpointer data)
{
  (void)data;
  press_and_glide(f, 1, 100, 1.2 * ROW_HEIGHT); /* b, over x's top half */
  /* It is in box 1 while the pointer is still down. */
  assert_keys(f, 0, "a c d");
  assert_keys(f, 1, "w b x y z");
  pointer_button(f->window, FALSE);
  spin(500);
  assert_keys(f, 1, "w b x y z");
  g_assert_cmpstr(f->log->str, ==, "b:0,1>0,1/move@1 drop b:0,1>0,1@1 ");
  assert_undone(f, 0, "b:0,1>0,1/move@0 "); /* one undo step, from either box */
}

static void test_drop_on_refusing_box_cancels(Fixture *f, gconstpointer data)
{
  (void)data;
  g_object_set(f->box[1], "transfer-put", FALSE, NULL);
  press_and_glide(f, 2, 100, 2.5 * ROW_HEIGHT); /* straight across */
  assert_keys(f, 0, "a b c d"); /* it waits at home */
  pointer_button(f->window, FALSE);
  spin(500);
  assert_keys(f, 0, "a b c d");
  assert_keys(f, 1, "w x y z");
  g_assert_cmpstr(f->log->str, ==, "cancel c@0 ");
}

static void test_escape_brings_it_home(Fixture *f, gconstpointer data)
{
  (void)data;
  press_and_glide(f, 0, 100, 0.3 * ROW_HEIGHT); /* over w's top half */
  assert_keys(f, 1, "a w x y z");
  key_hold(f->window, XK_Escape, TRUE);
  key_hold(f->window, XK_Escape, FALSE);
  spin(100);
  pointer_button(f->window, FALSE);
  spin(500);
  assert_keys(f, 0, "a b c d");
  assert_keys(f, 1, "w x y z");
  g_assert_cmpstr(f->log->str, ==, "a:0,0>0,0/move@1 a:0,0>0,0/move@0 cancel a@0 ");
}

static void on_notify(GObject *object, GParamSpec *pspec, guint *count)
{
  (void)object;
  (void)pspec;
  (*count)++;
}

/* The outer scroll container's API: the property follows the setter, and
 * the edge settings are checked as libreorder checks them. */
static void test_outer_scroll_api(Fixture *f, gconstpointer data)
{
  GtkWidget *scroller = g_object_ref_sink(gtk_scrolled_window_new());
  GtkScrolledWindow *got = NULL;
  reorder_outer_scroll edge;
  GError *error = NULL;
  guint notified = 0;
  (void)data;
  g_assert_null(reorder_gtk_group_get_outer_scroll(f->group));
  g_signal_connect(f->group, "notify::outer-scroll", G_CALLBACK(on_notify), &notified);
  reorder_gtk_group_set_outer_scroll(f->group, GTK_SCROLLED_WINDOW(scroller));
  reorder_gtk_group_set_outer_scroll(f->group, GTK_SCROLLED_WINDOW(scroller)); /* no change */
  g_assert_cmpuint(notified, ==, 1);
  g_object_get(f->group, "outer-scroll", &got, NULL);
  g_assert_true(got == GTK_SCROLLED_WINDOW(scroller));
  g_clear_object(&got);

  g_assert_true(reorder_gtk_group_configure_outer_scroll(f->group, NULL, &error));
  g_assert_no_error(error);
  reorder_outer_scroll_init(&edge, REORDER_OUTER_SCROLL_VERSION);
  edge.zone = 60;
  edge.max_speed = 900;
  g_assert_true(reorder_gtk_group_configure_outer_scroll(f->group, &edge, &error));
  g_assert_no_error(error);
  edge.zone = -1;
  g_assert_false(reorder_gtk_group_configure_outer_scroll(f->group, &edge, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID);
  g_clear_error(&error);
  edge.version = REORDER_OUTER_SCROLL_VERSION + 1;
  g_assert_false(reorder_gtk_group_configure_outer_scroll(f->group, &edge, &error));
  g_assert_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION);
  g_clear_error(&error);

  g_object_set(f->group, "outer-scroll", NULL, NULL);
  g_assert_null(reorder_gtk_group_get_outer_scroll(f->group));
  g_assert_cmpuint(notified, ==, 2);
  /* Set again: the group holds no reference, and lets go when it goes. */
  reorder_gtk_group_set_outer_scroll(f->group, GTK_SCROLLED_WINDOW(scroller));
  g_assert_cmpuint(notified, ==, 3);
  g_object_unref(scroller);
  g_assert_null(reorder_gtk_group_get_outer_scroll(f->group));
  g_assert_cmpuint(notified, ==, 4);
  g_signal_handlers_disconnect_by_func(f->group, on_notify, &notified);
}

int main(int argc, char **argv)
{
  gtk_test_init(&argc, &argv, NULL);
#define ADD(path, fn) g_test_add("/reorder-gtk-group/" path, Fixture, NULL, setup, fn, teardown)
  ADD("transfer-and-undo", test_transfer_and_undo);
  ADD("copy", test_copy);
  ADD("rules-refuse", test_rules_refuse);
  ADD("drag-across-and-undo", test_drag_across_and_undo);
  ADD("drop-on-refusing-box-cancels", test_drop_on_refusing_box_cancels);
  ADD("escape-brings-it-home", test_escape_brings_it_home);
  ADD("outer-scroll-api", test_outer_scroll_api);
  return g_test_run();
}
