/*
 * bench-reorder-gtk-list-view.c -- ReorderGtkListView beside GtkListView
 * (GtkSignalListItemFactory) on the same GListStore of GtkStringObjects, at
 * 10^3 and 10^6 rows, in a real window under Xvfb (`make gtk-bench`).
 *
 * Each case runs in its own process (this program with --case), so RSS is
 * its own. Measured: load (widget made and model set to the first frame
 * painted), RSS after it, a store edit (insert + remove in the middle,
 * items-changed handlers included), and frames: the main thread's CPU time
 * between two painted frames -- events, engine, layout, snapshot and the
 * cairo render, without idle time -- while the list view drags a row
 * (XTest pointer: long press, then into the bottom edge, auto-scrolling)
 * and while GtkListView scrolls at the same speed under the same pointer.
 */
#include "reorder-gtk.h"
#include "pointer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define VIEW_HEIGHT 600
#define ROW_HEIGHT 30

typedef struct {
  GArray *cpu_ms; /* per painted frame */
  double last_cpu;
  gboolean recording;
} Frames;

static double cpu_ms(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double rss_mib(void)
{
  char *status = NULL;
  const char *line;
  double kib = 0;
  if (g_file_get_contents("/proc/self/status", &status, NULL, NULL) &&
      (line = strstr(status, "VmRSS:")))
    kib = g_ascii_strtod(line + 6, NULL);
  g_free(status);
  return kib / 1024;
}

static int compare_double(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(GArray *a)
{
  if (a->len == 0)
    return 0;
  g_array_sort(a, compare_double);
  return g_array_index(a, double, a->len / 2);
}

static double worst(GArray *a)
{
  double w = 0;
  guint i;
  for (i = 0; i < a->len; i++)
    w = MAX(w, g_array_index(a, double, i));
  return w;
}

static void on_dropped(GtkWidget *view, GObject *item, guint from, guint to, guint *dropped_at)
{
  (void)view;
  (void)item;
  (void)from;
  *dropped_at = to;
}

static void on_after_paint_frame(GdkFrameClock *clock, Frames *f)
{
  double now = cpu_ms();
  (void)clock;
  if (f->recording)
    g_array_append_val(f->cpu_ms, (double){now - f->last_cpu});
  f->last_cpu = now;
}

/* Both widgets' rows: a label showing the item's string. */
static GtkWidget *on_view_setup(ReorderGtkListView *view, gpointer data)
{
  (void)view;
  (void)data;
  return gtk_label_new(NULL);
}

static void on_view_bind(ReorderGtkListView *view, GtkWidget *w, GObject *item, gpointer data)
{
  (void)view;
  (void)data;
  gtk_label_set_label(GTK_LABEL(w), gtk_string_object_get_string(GTK_STRING_OBJECT(item)));
}

static void on_factory_setup(GtkSignalListItemFactory *factory, GtkListItem *li, gpointer data)
{
  (void)factory;
  (void)data;
  gtk_list_item_set_child(li, gtk_label_new(NULL));
}

static void on_factory_bind(GtkSignalListItemFactory *factory, GtkListItem *li, gpointer data)
{
  (void)factory;
  (void)data;
  gtk_label_set_label(GTK_LABEL(gtk_list_item_get_child(li)),
                      gtk_string_object_get_string(gtk_list_item_get_item(li)));
}

/* GtkListView has no drag: it scrolls as fast as the drag auto-scrolls. */
static gboolean scroll_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer adjustment)
{
  (void)widget;
  (void)clock;
  gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 20);
  return G_SOURCE_CONTINUE;
}

static GListStore *make_store(guint n)
{
  GListStore *store = g_list_store_new(GTK_TYPE_STRING_OBJECT);
  GtkStringObject **items = g_new(GtkStringObject *, n);
  guint i;
  for (i = 0; i < n; i++) {
    char key[16];
    g_snprintf(key, sizeof key, "Row %u", i);
    items[i] = gtk_string_object_new(key);
  }
  g_list_store_splice(store, 0, 0, (gpointer *)items, n);
  for (i = 0; i < n; i++)
    g_object_unref(items[i]);
  g_free(items);
  return store;
}

/* One case: prints "load_ms rss_mib model_mib edit_ms frame_median frame_worst frames
 * dropped_at" (GtkListView: how far it scrolled, in rows). */
static int run_case(gboolean ours, guint n)
{
  GListStore *store = make_store(n);
  GtkStringObject *extra = gtk_string_object_new("extra");
  double model_mib = rss_mib(), t0, load_ms, rss;
  GtkWidget *window = gtk_window_new(), *scrolled = gtk_scrolled_window_new(), *widget;
  GArray *edits = g_array_new(FALSE, FALSE, sizeof(double));
  Frames frames = {g_array_new(FALSE, FALSE, sizeof(double)), 0, FALSE};
  guint dropped_at = 0;
  int k;

  gtk_window_set_default_size(GTK_WINDOW(window), 400, VIEW_HEIGHT);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);
  t0 = g_get_monotonic_time() / 1e3;
  if (ours) {
    widget = reorder_gtk_list_view_new();
    g_object_set(widget, "row-height", (double)ROW_HEIGHT, NULL);
    g_signal_connect(widget, "setup", G_CALLBACK(on_view_setup), NULL);
    g_signal_connect(widget, "bind", G_CALLBACK(on_view_bind), NULL);
    g_signal_connect(widget, "item-dropped", G_CALLBACK(on_dropped), &dropped_at);
    reorder_gtk_list_view_set_store(REORDER_GTK_LIST_VIEW(widget), store);
  } else {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(on_factory_setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(on_factory_bind), NULL);
    widget = gtk_list_view_new(
        GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(g_object_ref(store)))), factory);
  }
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), widget);
  gtk_window_present(GTK_WINDOW(window));
  wait_frame(widget);
  load_ms = g_get_monotonic_time() / 1e3 - t0;
  rss = rss_mib();

  for (k = 0; k < 200; k++) {
    double t = g_get_monotonic_time() / 1e3;
    g_list_store_insert(store, n / 2, extra);
    g_list_store_remove(store, n / 2);
    t = g_get_monotonic_time() / 1e3 - t;
    g_array_append_val(edits, t);
  }
  wait_frame(widget);

  g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint",
                   G_CALLBACK(on_after_paint_frame), &frames);
  pointer_to(widget, 150, 2.5 * ROW_HEIGHT);
  spin(100);
  if (ours) {
    pointer_button(widget, TRUE);
    spin(700); /* the long press */
  } else {
    gtk_widget_add_tick_callback(widget, scroll_tick,
                                 gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(widget)), NULL);
  }
  frames.recording = TRUE;
  /* Down into the bottom edge zone, then held there, wiggling. */
  for (k = 0; k < 300; k++) {
    double y = MIN(2.5 * ROW_HEIGHT + k * 8, VIEW_HEIGHT - 20 - (k % 2) * 4);
    pointer_to(widget, 150, y);
    spin(8);
  }
  frames.recording = FALSE;
  if (ours)
    pointer_button(widget, FALSE);
  spin(400);
  if (!ours)
    dropped_at = (guint)(gtk_adjustment_get_value(
                             gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(widget))) /
                         ROW_HEIGHT);
  printf("%.1f %.1f %.1f %.4f %.2f %.2f %u %u\n", load_ms, rss, model_mib, median(edits),
         median(frames.cpu_ms), worst(frames.cpu_ms), frames.cpu_ms->len, dropped_at);
  return 0;
}

typedef struct {
  double load_ms, rss, model, edit_ms, frame_median, frame_worst;
  unsigned frames, dropped_at;
} Result;

static gboolean measure(const char *self_path, const char *which, guint n, Result *r)
{
  char count[16], *out = NULL;
  char *argv[] = {(char *)self_path, "--case", (char *)which, count, NULL};
  int status = 0;
  gboolean ok;
  g_snprintf(count, sizeof count, "%u", n);
  ok = g_spawn_sync(NULL, argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, NULL) &&
       g_spawn_check_wait_status(status, NULL) &&
       sscanf(out, "%lf %lf %lf %lf %lf %lf %u %u", &r->load_ms, &r->rss, &r->model, &r->edit_ms,
              &r->frame_median, &r->frame_worst, &r->frames, &r->dropped_at) == 8;
  g_free(out);
  return ok;
}

static const char *verdict(gboolean pass)
{
  return pass ? "PASS" : "MISS";
}

int main(int argc, char **argv)
{
  static const guint sizes[] = {1000, 1000000};
  guint i;
  gboolean all = TRUE;
  if (argc == 4 && strcmp(argv[1], "--case") == 0) {
    gtk_init();
    return run_case(strcmp(argv[2], "reorder") == 0, (guint)atoi(argv[3]));
  }
  printf("%-24s %8s %10s %10s %9s %12s %11s\n", "", "rows", "load ms", "RSS MiB",
         "edit ms", "frame med ms", "frame max");
  for (i = 0; i < G_N_ELEMENTS(sizes); i++) {
    Result ours, theirs;
    gboolean got = measure(argv[0], "reorder", sizes[i], &ours) &&
                   measure(argv[0], "gtk", sizes[i], &theirs);
    if (!got) {
      fprintf(stderr, "bench: a case failed at %u rows\n", sizes[i]);
      return 1;
    }
    printf("%-24s %8u %10.1f %10.1f %9.4f %12.2f %11.2f\n", "ReorderGtkListView", sizes[i],
           ours.load_ms, ours.rss, ours.edit_ms, ours.frame_median, ours.frame_worst);
    printf("%-24s %8u %10.1f %10.1f %9.4f %12.2f %11.2f\n", "GtkListView (scrolling)", sizes[i],
           theirs.load_ms, theirs.rss, theirs.edit_ms, theirs.frame_median, theirs.frame_worst);
    printf("  the model alone: %.1f MiB; frames measured: %u / %u; the dragged row dropped at "
           "%u (GtkListView scrolled to %u)\n",
           ours.model, ours.frames, theirs.frames, ours.dropped_at, theirs.dropped_at);
    printf("  goals: frame <= 20 ms median %s, worst %s; load <= 1 s %s; edit <= 1 ms %s; "
           "RSS <= 2x GtkListView's %s\n",
           verdict(ours.frame_median <= 20), verdict(ours.frame_worst <= 20),
           verdict(ours.load_ms <= 1000), verdict(ours.edit_ms <= 1),
           verdict(ours.rss <= 2 * theirs.rss));
    all = all && ours.frame_median <= 20 && ours.frame_worst <= 20 && ours.load_ms <= 1000 &&
          ours.edit_ms <= 1 && ours.rss <= 2 * theirs.rss;
  }
  printf("goals: %s\n", all ? "all PASS" : "some MISS");
  return 0;
}
