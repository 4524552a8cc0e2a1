/*
 * reorder-gtk-list-view.c -- ReorderGtkListView: one GListStore in one
 * engine section, widgets for the visible rows only.
 *
 * The engine holds every item (an id from a counter and a height) and is
 * the only geometry: each allocation asks reorder_engine_presentation for
 * the viewport, binds a widget to each row in it (reusing those whose rows
 * left it) and places it with gtk_widget_allocate. Rows are keyed by engine
 * id, so a row that slides keeps its widget. Items are found by position:
 * the store and the engine have the same order at all times (the view
 * applies the engine's moves to the store and the store's other changes to
 * the engine), so nothing per item is kept outside them.
 */
#include "reorder-gtk.h"

#include <math.h>
#include <string.h>

#define CHECK(self, call) check((self), (call), #call)

typedef struct {
  GtkWidget *widget; /* our child */
  GObject *item;     /* bound item (ref) */
  guint shown;       /* generation of the last allocation that placed it */
} Row;

struct _ReorderGtkListView {
  GtkWidget parent_instance;

  reorder_engine *engine;
  GListStore *store; /* ref, or NULL */
  gulong changed_id;
  gboolean applying; /* the view itself is changing the store */
  guint64 next_id;
  double row_height;
  ReorderGtkListViewSizeFunc size_func;
  gpointer size_data;
  GDestroyNotify size_destroy;

  GHashTable *rows;   /* engine id -> Row *, the bound widgets */
  GPtrArray *spare;   /* unbound widgets, child-invisible, for reuse */
  reorder_presentation *frames; /* the last presentation, lowest z first */
  size_t n_frames;
  size_t frames_capacity;
  guint generation;
  guint tick_id;

  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy;
  guint vscroll_policy;
  double scroll_y;
  reorder_rect viewport;

  GtkGesture *drag;
  gboolean pointer_active;
  double press_x, press_y;
  guint32 anchor_ms;
  double anchor_time;
  gboolean anchored;

  char *announcement;
};

enum {
  PROP_0,
  PROP_STORE,
  PROP_ROW_HEIGHT,
  PROP_ANNOUNCEMENT,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  N_PROPS = PROP_HADJUSTMENT
};
static GParamSpec *properties[N_PROPS];

enum { SETUP, BIND, UNBIND, ITEM_MOVED, DRAG_BEGIN, ITEM_DROPPED, DRAG_CANCELLED, ITEM_ACTIVATED,
       N_SIGNALS };
static guint signals[N_SIGNALS];

static void scrollable_init(GtkScrollableInterface *iface)
{
  (void)iface; /* the properties are the interface */
}

G_DEFINE_FINAL_TYPE_WITH_CODE(ReorderGtkListView, reorder_gtk_list_view, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, scrollable_init))

/* ------------------------------------------------------------------------ */
/* Engine                                                                    */
/* ------------------------------------------------------------------------ */

/* For calls where no caller can take an error: a failure is a bug. */
static gboolean check(ReorderGtkListView *self, reorder_status st, const char *what)
{
  if (st == REORDER_OK)
    return TRUE;
  g_critical("ReorderGtkListView: %s failed: %s (%s)", what, reorder_status_string(st),
             reorder_engine_last_error(self->engine));
  return FALSE;
}

static gboolean engine_ok(ReorderGtkListView *self, reorder_status st, GError **error)
{
  if (st == REORDER_OK)
    return TRUE;
  g_set_error(error, REORDER_GTK_ERROR, st, "%s: %s", reorder_status_string(st),
              reorder_engine_last_error(self->engine));
  return FALSE;
}

static size_t engine_count(ReorderGtkListView *self)
{
  size_t n = 0;
  CHECK(self, reorder_section_item_count(&n, self->engine, 0));
  return n;
}

static guint64 id_at(ReorderGtkListView *self, guint position)
{
  uint64_t id = 0;
  reorder_index_path at = {0, (int32_t)position};
  return reorder_item_id(&id, self->engine, at) == REORDER_OK ? id : 0;
}

static reorder_phase phase(ReorderGtkListView *self)
{
  reorder_phase p = REORDER_PHASE_IDLE;
  CHECK(self, reorder_engine_phase(&p, self->engine));
  return p;
}

static double frame_time(ReorderGtkListView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self));
  return (double)(clock ? gdk_frame_clock_get_frame_time(clock) : g_get_monotonic_time()) /
         G_USEC_PER_SEC;
}

static double item_height(ReorderGtkListView *self, gpointer item)
{
  return self->size_func ? MAX(0, self->size_func(item, self->size_data)) : self->row_height;
}

/* The store's item at an engine item's position (transfer full). */
static GObject *item_of(ReorderGtkListView *self, guint64 id)
{
  reorder_index_path at;
  if (!self->store || reorder_item_index_path(&at, self->engine, id) != REORDER_OK)
    return NULL;
  return g_list_model_get_item(G_LIST_MODEL(self->store), (guint)at.item);
}

/* ------------------------------------------------------------------------ */
/* Rows                                                                      */
/* ------------------------------------------------------------------------ */

static void row_release(ReorderGtkListView *self, Row *row)
{
  g_signal_emit(self, signals[UNBIND], 0, row->widget, row->item);
  g_object_unref(row->item);
  gtk_widget_set_child_visible(row->widget, FALSE);
  gtk_widget_remove_css_class(row->widget, "reorder-lifted");
  g_ptr_array_add(self->spare, row->widget);
  g_free(row);
}

/* Unbinds every row: their ids are gone (a reload) or the view is. */
static void release_all(ReorderGtkListView *self)
{
  GHashTableIter iter;
  gpointer row;
  g_hash_table_iter_init(&iter, self->rows);
  while (g_hash_table_iter_next(&iter, NULL, &row)) {
    g_hash_table_iter_steal(&iter);
    row_release(self, row);
  }
  self->n_frames = 0;
}

static Row *row_bind(ReorderGtkListView *self, const reorder_presentation *p)
{
  Row *row;
  GObject *item = g_list_model_get_item(G_LIST_MODEL(self->store), (guint)p->path.item);
  GtkWidget *widget = NULL;
  if (!item)
    return NULL;
  if (self->spare->len > 0) {
    widget = g_ptr_array_steal_index_fast(self->spare, self->spare->len - 1);
  } else {
    g_signal_emit(self, signals[SETUP], 0, &widget);
    if (!widget) {
      g_critical("ReorderGtkListView: ::setup returned no widget");
      g_object_unref(item);
      return NULL;
    }
    /* A floating or plain full reference (bindings return plain ones):
     * parenting takes the view's own. */
    if (g_object_is_floating(widget))
      g_object_ref_sink(widget);
    gtk_widget_set_parent(widget, GTK_WIDGET(self));
    g_object_unref(widget);
  }
  row = g_new0(Row, 1);
  row->widget = widget;
  row->item = item;
  g_signal_emit(self, signals[BIND], 0, widget, item);
  g_hash_table_insert(self->rows, g_memdup2(&p->id, sizeof p->id), row);
  return row;
}

/* ------------------------------------------------------------------------ */
/* The store                                                                 */
/* ------------------------------------------------------------------------ */

/* The whole store into the engine in one reorder_section_load. */
static void load(ReorderGtkListView *self)
{
  guint n = self->store ? g_list_model_get_n_items(G_LIST_MODEL(self->store)) : 0, k;
  uint64_t *ids = g_new(uint64_t, MAX(n, 1));
  double *sizes = g_new(double, MAX(n, 1));
  if (phase(self) != REORDER_PHASE_IDLE)
    CHECK(self, reorder_engine_cancel_drag(self->engine, frame_time(self)));
  release_all(self);
  for (k = 0; k < n; k++) {
    ids[k] = ++self->next_id;
    if (self->size_func) {
      gpointer item = g_list_model_get_item(G_LIST_MODEL(self->store), k);
      sizes[k] = item_height(self, item);
      g_object_unref(item);
    } else {
      sizes[k] = self->row_height;
    }
  }
  CHECK(self, reorder_section_load(self->engine, 0, ids, sizes, NULL, n));
  g_free(ids);
  g_free(sizes);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void engine_changed(ReorderGtkListView *self);

/* The application changed the store: the same edit in the engine, item by
 * item in O(log n) each; replacing everything is a reload. */
static void on_items_changed(GListModel *model, guint position, guint removed, guint added,
                             ReorderGtkListView *self)
{
  guint k;
  if (self->applying)
    return;
  if (position == 0 && removed > 0 && removed == engine_count(self) && added > 0) {
    load(self);
    engine_changed(self);
    return;
  }
  for (k = 0; k < removed; k++) {
    guint64 id = id_at(self, position);
    Row *row = g_hash_table_lookup(self->rows, &id);
    if (!id || !CHECK(self, reorder_item_remove(self->engine, id)))
      break;
    if (row) {
      g_hash_table_steal(self->rows, &id);
      row_release(self, row);
    }
  }
  for (k = 0; k < added; k++) {
    GObject *item = g_list_model_get_item(model, position + k);
    reorder_index_path at = {0, (int32_t)(position + k)};
    reorder_status st = reorder_item_insert(self->engine, ++self->next_id,
                                            item_height(self, item), REORDER_ITEM_DEFAULT, at);
    g_object_unref(item);
    if (!CHECK(self, st))
      break;
  }
  engine_changed(self);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void reorder_gtk_list_view_set_store(ReorderGtkListView *self, GListStore *store)
{
  g_return_if_fail(REORDER_GTK_IS_LIST_VIEW(self));
  g_return_if_fail(store == NULL || G_IS_LIST_STORE(store));
  if (store == self->store)
    return;
  if (self->store) {
    g_signal_handler_disconnect(self->store, self->changed_id);
    g_clear_object(&self->store);
  }
  if (store) {
    self->store = g_object_ref(store);
    self->changed_id = g_signal_connect(store, "items-changed", G_CALLBACK(on_items_changed), self);
  }
  load(self);
  engine_changed(self);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_STORE]);
}

GListStore *reorder_gtk_list_view_get_store(ReorderGtkListView *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), NULL);
  return self->store;
}

void reorder_gtk_list_view_set_size_func(ReorderGtkListView *self,
                                         ReorderGtkListViewSizeFunc func, gpointer user_data,
                                         GDestroyNotify destroy)
{
  g_return_if_fail(REORDER_GTK_IS_LIST_VIEW(self));
  if (self->size_destroy)
    self->size_destroy(self->size_data);
  self->size_func = func;
  self->size_data = user_data;
  self->size_destroy = destroy;
  if (self->store)
    load(self);
}

static void set_row_height(ReorderGtkListView *self, double height)
{
  if (height == self->row_height)
    return;
  self->row_height = height;
  if (self->store && !self->size_func)
    load(self);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ROW_HEIGHT]);
}

/* ------------------------------------------------------------------------ */
/* Events and the frame clock                                                */
/* ------------------------------------------------------------------------ */

static void announce(ReorderGtkListView *self, const char *text, size_t length)
{
  g_free(self->announcement);
  self->announcement = g_strndup(text, length);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 self->announcement, -1);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ANNOUNCEMENT]);
}

/* One engine move applied to the store (O(log n) in a GListStore), then
 * reported. */
static void apply_move(ReorderGtkListView *self, const reorder_event *ev)
{
  GObject *item = g_list_model_get_item(G_LIST_MODEL(self->store), (guint)ev->from.item);
  if (!item) {
    g_critical("ReorderGtkListView: store and engine disagree at %d", ev->from.item);
    return;
  }
  self->applying = TRUE;
  g_list_store_remove(self->store, (guint)ev->from.item);
  g_list_store_insert(self->store, (guint)ev->to.item, item);
  self->applying = FALSE;
  g_signal_emit(self, signals[ITEM_MOVED], 0, item, (guint)ev->from.item, (guint)ev->to.item);
  g_object_unref(item);
}

static void start_clock(ReorderGtkListView *self);

static void handle_event(ReorderGtkListView *self, const reorder_event *ev)
{
  GObject *item = NULL;
  switch (ev->type) {
  case REORDER_EVENT_LIFT:
    if (self->pointer_active)
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_CLAIMED);
    gtk_widget_grab_focus(GTK_WIDGET(self));
    item = item_of(self, ev->id);
    g_signal_emit(self, signals[DRAG_BEGIN], 0, item);
    break;
  case REORDER_EVENT_MOVE:
    apply_move(self, ev);
    break;
  case REORDER_EVENT_DROP:
    item = item_of(self, ev->id);
    g_signal_emit(self, signals[ITEM_DROPPED], 0, item, (guint)ev->from.item, (guint)ev->to.item);
    break;
  case REORDER_EVENT_CANCEL:
    item = item_of(self, ev->id); /* NULL when the item was removed */
    g_signal_emit(self, signals[DRAG_CANCELLED], 0, item);
    break;
  case REORDER_EVENT_NOT_A_DRAG:
    if (ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id &&
        (item = item_of(self, ev->id)) != NULL)
      g_signal_emit(self, signals[ITEM_ACTIVATED], 0, item);
    else if (self->pointer_active) /* a scroll: let the scrolled window pan */
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_DENIED);
    break;
  case REORDER_EVENT_SCROLL:
    self->scroll_y = self->viewport.y = ev->offset.y;
    gtk_adjustment_set_value(self->vadjustment, ev->offset.y);
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    announce(self, ev->text, ev->text_length);
    break;
  case REORDER_EVENT_ANIMATION_NEEDED:
    start_clock(self);
    break;
  default: /* a newer library's event */
    break;
  }
  g_clear_object(&item);
}

/* Polled, not taken in a callback, so that signal handlers may call back
 * into the view. */
static void dispatch_events(ReorderGtkListView *self)
{
  reorder_event ev;
  reorder_status st = REORDER_DONE;
  g_object_ref(self);
  while (self->engine &&
         (st = reorder_engine_poll_event(&ev, sizeof ev, self->engine)) == REORDER_OK)
    handle_event(self, &ev);
  if (self->engine && st < 0)
    CHECK(self, st);
  g_object_unref(self);
}

static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  double t = (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC;
  reorder_bool animating = 0;
  (void)user_data;
  CHECK(self, reorder_engine_tick(self->engine, t));
  dispatch_events(self);
  gtk_widget_queue_allocate(widget);
  CHECK(self, reorder_engine_is_animating(&animating, self->engine, t));
  if (!animating && phase(self) == REORDER_PHASE_IDLE) {
    self->tick_id = 0;
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

static void start_clock(ReorderGtkListView *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_tick, NULL, NULL);
}

static void engine_changed(ReorderGtkListView *self)
{
  dispatch_events(self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
  start_clock(self);
}

gboolean reorder_gtk_list_view_move_item(ReorderGtkListView *self, guint from_position,
                                         guint to_position, GError **error)
{
  guint64 id;
  reorder_index_path to = {0, (int32_t)MIN(to_position, (guint)G_MAXINT32)};
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  id = id_at(self, from_position);
  g_return_val_if_fail(id != 0, FALSE);
  /* The slide starts at the engine's last time: make it now. */
  CHECK(self, reorder_engine_tick(self->engine, frame_time(self)));
  if (!engine_ok(self, reorder_engine_move(self->engine, id, to), error))
    return FALSE;
  engine_changed(self);
  return TRUE;
}

gboolean reorder_gtk_list_view_configure(ReorderGtkListView *self, const reorder_options *options,
                                         GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(options != NULL, FALSE);
  if (options->version != REORDER_OPTIONS_VERSION || options->axis != REORDER_AXIS_VERTICAL ||
      options->layout != REORDER_LAYOUT_LIST) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID,
                "%s: ReorderGtkListView takes a vertical list, reorder_options version %u",
                reorder_status_string(REORDER_E_INVALID), (unsigned)REORDER_OPTIONS_VERSION);
    return FALSE;
  }
  if (!engine_ok(self, reorder_engine_configure(self->engine, options), error))
    return FALSE;
  gtk_widget_queue_resize(GTK_WIDGET(self));
  return TRUE;
}

guint reorder_gtk_list_view_get_n_row_widgets(ReorderGtkListView *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), 0);
  return g_hash_table_size(self->rows) + self->spare->len;
}

gboolean reorder_gtk_list_view_get_row_bounds(ReorderGtkListView *self, guint position,
                                              graphene_rect_t *out)
{
  reorder_rect r;
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(out != NULL, FALSE);
  id = id_at(self, position);
  if (!id || !CHECK(self, reorder_item_frame(&r, self->engine, id)))
    return FALSE;
  graphene_rect_init(out, (float)r.x, (float)(r.y - self->scroll_y), (float)r.width,
                     (float)r.height);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Input                                                                     */
/* ------------------------------------------------------------------------ */

/* The event's time on the monotonic clock: event timestamps are precise
 * (the long press is timed between them) but on their own clock, so they
 * are offset, re-anchored whenever one would land in the future. */
static double input_time(ReorderGtkListView *self, GtkEventController *controller)
{
  guint32 ms = gtk_event_controller_get_current_event_time(controller);
  double now = (double)g_get_monotonic_time() / G_USEC_PER_SEC;
  double t = self->anchor_time + (double)(guint32)(ms - self->anchor_ms) / 1000.0;
  if (!self->anchored || t > now) {
    self->anchored = TRUE;
    self->anchor_ms = ms;
    self->anchor_time = t = now;
  }
  return t;
}

static reorder_point content_point(ReorderGtkListView *self, double x, double y)
{
  reorder_point p = {x, y + self->scroll_y};
  return p;
}

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, ReorderGtkListView *self)
{
  self->pointer_active = TRUE;
  self->press_x = x;
  self->press_y = y;
  CHECK(self, reorder_engine_pointer_down(self->engine, content_point(self, x, y),
                                          input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkListView *self)
{
  if (!self->pointer_active)
    return;
  CHECK(self, reorder_engine_pointer_move(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkListView *self)
{
  if (!self->pointer_active)
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_up(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static void on_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence,
                           ReorderGtkListView *self)
{
  (void)sequence;
  if (!self->pointer_active)
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_cancel(self->engine,
                                            input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, ReorderGtkListView *self)
{
  reorder_phase p = phase(self);
  (void)keycode;
  (void)state;
  if (keyval != GDK_KEY_Escape || p == REORDER_PHASE_IDLE || p == REORDER_PHASE_SETTLING)
    return FALSE;
  if (self->pointer_active) { /* the rest of this press is not a drag */
    self->pointer_active = FALSE;
    gtk_event_controller_reset(GTK_EVENT_CONTROLLER(self->drag));
  }
  CHECK(self, reorder_engine_key(self->engine, REORDER_KEY_CANCEL, NULL,
                                 input_time(self, GTK_EVENT_CONTROLLER(controller))));
  engine_changed(self);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Scrolling                                                                 */
/* ------------------------------------------------------------------------ */

static void on_vadjustment_changed(GtkAdjustment *adjustment, ReorderGtkListView *self)
{
  double y = gtk_adjustment_get_value(adjustment);
  if (y == self->scroll_y)
    return;
  self->scroll_y = y;
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void set_adjustment(ReorderGtkListView *self, GtkAdjustment **slot,
                           GtkAdjustment *adjustment, gboolean vertical)
{
  if (adjustment && *slot == adjustment)
    return;
  if (*slot) {
    g_signal_handlers_disconnect_by_data(*slot, self);
    g_object_unref(*slot);
  }
  if (!adjustment)
    adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink(adjustment);
  if (vertical)
    g_signal_connect(adjustment, "value-changed", G_CALLBACK(on_vadjustment_changed), self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void update_adjustments(ReorderGtkListView *self, int width, int height)
{
  double content_w, content_h;
  CHECK(self, reorder_engine_content_size(&content_w, &content_h, self->engine));
  self->scroll_y = CLAMP(self->scroll_y, 0, MAX(0, content_h - height));
  g_signal_handlers_block_by_func(self->vadjustment, on_vadjustment_changed, self);
  gtk_adjustment_configure(self->vadjustment, self->scroll_y, 0, MAX(content_h, height),
                           height * 0.1, height * 0.9, height);
  g_signal_handlers_unblock_by_func(self->vadjustment, on_vadjustment_changed, self);
  gtk_adjustment_configure(self->hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
}

/* ------------------------------------------------------------------------ */
/* Layout and drawing                                                        */
/* ------------------------------------------------------------------------ */

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  GtkWidget *child;
  double w, h;
  (void)for_size;
  (void)minimum_baseline;
  (void)natural_baseline;
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL) { /* scrolled: any height will do */
    CHECK(self, reorder_engine_content_size(&w, &h, self->engine));
    *natural = (int)MIN(ceil(h), G_MAXINT / 2);
    return;
  }
  /* The row widgets there are: O(visible), whatever the store's size. */
  for (child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    int cmin, cnat;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
    *minimum = MAX(*minimum, cmin);
    *natural = MAX(*natural, cnat);
  }
}

/* The presentation of the viewport into self->frames, lowest z first. */
static void present(ReorderGtkListView *self, double t)
{
  size_t count = 0;
  reorder_status st = reorder_engine_presentation(self->frames, self->frames_capacity,
                                                  sizeof(reorder_presentation), &count,
                                                  self->engine, self->viewport, t);
  if (st == REORDER_E_BUFFER) {
    self->frames_capacity = count + count / 2;
    self->frames = g_renew(reorder_presentation, self->frames, self->frames_capacity);
    st = reorder_engine_presentation(self->frames, self->frames_capacity,
                                     sizeof(reorder_presentation), &count, self->engine,
                                     self->viewport, t);
  }
  self->n_frames = CHECK(self, st) ? count : 0;
}

/* A row at its presentation: the engine's frame scaled about its centre,
 * the row's own minimum size if larger. */
static void place(ReorderGtkListView *self, Row *row, const reorder_presentation *p)
{
  GskTransform *t = NULL;
  int min_w, min_h, w, h;
  gtk_widget_measure(row->widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  w = MAX(min_w, (int)round(p->frame.width));
  gtk_widget_measure(row->widget, GTK_ORIENTATION_VERTICAL, w, &min_h, NULL, NULL, NULL);
  h = MAX(min_h, (int)round(p->frame.height));
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT((float)(p->frame.x + p->frame.width / 2),
                                                      (float)(p->frame.y - self->scroll_y +
                                                              p->frame.height / 2)));
  t = gsk_transform_scale(t, (float)p->scale, (float)p->scale);
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT(-(float)p->frame.width / 2,
                                                      -(float)p->frame.height / 2));
  gtk_widget_set_child_visible(row->widget, TRUE);
  gtk_widget_set_opacity(row->widget, p->alpha);
  if (p->lifted)
    gtk_widget_add_css_class(row->widget, "reorder-lifted");
  else
    gtk_widget_remove_css_class(row->widget, "reorder-lifted");
  gtk_widget_allocate(row->widget, w, h, -1, t);
  row->shown = self->generation;
}

static void size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  reorder_rect viewport = {0, 0, width, height};
  GHashTableIter iter;
  gpointer row;
  size_t i;
  (void)baseline;

  update_adjustments(self, width, height);
  viewport.y = self->scroll_y;
  if (memcmp(&viewport, &self->viewport, sizeof viewport) != 0 &&
      CHECK(self, reorder_engine_set_viewport(self->engine, viewport))) {
    self->viewport = viewport;
    /* A drag's slot may change with the viewport: its events are
     * dispatched on the next frame, not in the middle of a layout. */
    start_clock(self);
  }
  present(self, frame_time(self));
  self->generation++;
  /* Rows that left the viewport first, so their widgets serve new rows. */
  for (i = 0; i < self->n_frames; i++) {
    Row *r = g_hash_table_lookup(self->rows, &self->frames[i].id);
    if (r)
      r->shown = self->generation;
  }
  g_hash_table_iter_init(&iter, self->rows);
  while (g_hash_table_iter_next(&iter, NULL, &row))
    if (((Row *)row)->shown != self->generation) {
      g_hash_table_iter_steal(&iter);
      row_release(self, row);
    }
  for (i = 0; i < self->n_frames && self->store; i++) {
    Row *r = g_hash_table_lookup(self->rows, &self->frames[i].id);
    if (!r)
      r = row_bind(self, &self->frames[i]);
    if (r)
      place(self, r, &self->frames[i]);
  }
}

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  size_t i;
  for (i = 0; i < self->n_frames; i++) { /* lowest z first */
    const reorder_presentation *p = &self->frames[i];
    Row *row = g_hash_table_lookup(self->rows, &p->id);
    if (!row)
      continue;
    if (p->shadow_opacity > 0) {
      double w = p->frame.width * p->scale, h = p->frame.height * p->scale;
      GskRoundedRect outline;
      GdkRGBA shadow = {0, 0, 0, (float)p->shadow_opacity};
      gsk_rounded_rect_init_from_rect(
          &outline,
          &GRAPHENE_RECT_INIT((float)(p->frame.x + (p->frame.width - w) / 2),
                              (float)(p->frame.y - self->scroll_y + (p->frame.height - h) / 2),
                              (float)w, (float)h),
          0);
      gtk_snapshot_append_outset_shadow(snapshot, &outline, &shadow, (float)p->shadow_offset.x,
                                        (float)p->shadow_offset.y, 0, (float)p->shadow_radius);
    }
    gtk_widget_snapshot_child(widget, row->widget, snapshot);
  }
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

GtkWidget *reorder_gtk_list_view_new(void)
{
  return g_object_new(REORDER_GTK_TYPE_LIST_VIEW, NULL);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  switch (id) {
  case PROP_STORE: reorder_gtk_list_view_set_store(self, g_value_get_object(value)); break;
  case PROP_ROW_HEIGHT: set_row_height(self, g_value_get_double(value)); break;
  case PROP_HADJUSTMENT:
    set_adjustment(self, &self->hadjustment, g_value_get_object(value), FALSE);
    break;
  case PROP_VADJUSTMENT:
    set_adjustment(self, &self->vadjustment, g_value_get_object(value), TRUE);
    break;
  case PROP_HSCROLL_POLICY: self->hscroll_policy = g_value_get_enum(value); break;
  case PROP_VSCROLL_POLICY: self->vscroll_policy = g_value_get_enum(value); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  switch (id) {
  case PROP_STORE: g_value_set_object(value, self->store); break;
  case PROP_ROW_HEIGHT: g_value_set_double(value, self->row_height); break;
  case PROP_ANNOUNCEMENT: g_value_set_string(value, self->announcement); break;
  case PROP_HADJUSTMENT: g_value_set_object(value, self->hadjustment); break;
  case PROP_VADJUSTMENT: g_value_set_object(value, self->vadjustment); break;
  case PROP_HSCROLL_POLICY: g_value_set_enum(value, self->hscroll_policy); break;
  case PROP_VSCROLL_POLICY: g_value_set_enum(value, self->vscroll_policy); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void dispose(GObject *object)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  GtkWidget *child;
  if (self->tick_id) {
    gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
    self->tick_id = 0;
  }
  if (self->store) {
    g_signal_handler_disconnect(self->store, self->changed_id);
    g_clear_object(&self->store);
  }
  release_all(self);
  g_ptr_array_set_size(self->spare, 0);
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  reorder_gtk_list_view_set_size_func(self, NULL, NULL, NULL);
  if (self->hadjustment) {
    g_signal_handlers_disconnect_by_data(self->hadjustment, self);
    g_clear_object(&self->hadjustment);
  }
  if (self->vadjustment) {
    g_signal_handlers_disconnect_by_data(self->vadjustment, self);
    g_clear_object(&self->vadjustment);
  }
  (void)reorder_engine_free(self->engine);
  self->engine = NULL;
  G_OBJECT_CLASS(reorder_gtk_list_view_parent_class)->dispose(object);
}

static void finalize(GObject *object)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  g_hash_table_unref(self->rows);
  g_ptr_array_unref(self->spare);
  g_free(self->frames);
  g_free(self->announcement);
  G_OBJECT_CLASS(reorder_gtk_list_view_parent_class)->finalize(object);
}

static void reorder_gtk_list_view_init(ReorderGtkListView *self)
{
  GtkWidget *widget = GTK_WIDGET(self);
  GtkEventController *keys;
  reorder_options options;
  if (!CHECK(self, reorder_options_init_preset(&options, REORDER_OPTIONS_VERSION,
                                               REORDER_PRESET_DESKTOP)) ||
      !CHECK(self, reorder_engine_new(&self->engine, &options)) ||
      !CHECK(self, reorder_section_insert(self->engine, 0, 0, 0, NULL)))
    g_error("ReorderGtkListView: no engine: %s", reorder_engine_last_error(NULL));
  self->row_height = 32;
  self->rows = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, NULL);
  self->spare = g_ptr_array_new();
  self->frames_capacity = 64;
  self->frames = g_new(reorder_presentation, self->frames_capacity);
  set_adjustment(self, &self->hadjustment, NULL, FALSE);
  set_adjustment(self, &self->vadjustment, NULL, TRUE);
  gtk_widget_set_focusable(widget, TRUE);
  gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);

  /* Capture phase: the view sees presses before its rows and claims the
   * sequence only when the engine lifts one. */
  self->drag = gtk_gesture_drag_new();
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
  g_signal_connect(self->drag, "drag-begin", G_CALLBACK(on_drag_begin), self);
  g_signal_connect(self->drag, "drag-update", G_CALLBACK(on_drag_update), self);
  g_signal_connect(self->drag, "drag-end", G_CALLBACK(on_drag_end), self);
  g_signal_connect(self->drag, "cancel", G_CALLBACK(on_drag_cancel), self);
  gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(self->drag));
  keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key_pressed), self);
  gtk_widget_add_controller(widget, keys);
}

static void reorder_gtk_list_view_class_init(ReorderGtkListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  GType type = G_TYPE_FROM_CLASS(klass);

  object_class->set_property = set_property;
  object_class->get_property = get_property;
  object_class->dispose = dispose;
  object_class->finalize = finalize;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;
  gtk_widget_class_set_css_name(widget_class, "reorderlistview");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);

  properties[PROP_STORE] = g_param_spec_object("store", NULL, NULL, G_TYPE_LIST_STORE,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                                                   G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ROW_HEIGHT] = g_param_spec_double(
      "row-height", NULL, NULL, 0, 1e9, 32,
      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANNOUNCEMENT] = g_param_spec_string(
      "announcement", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties(object_class, N_PROPS, properties);
  g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  /* ::setup returns a full reference: the first handler's widget. */
  signals[SETUP] = g_signal_new("setup", type, G_SIGNAL_RUN_LAST, 0,
                                g_signal_accumulator_first_wins, NULL, NULL, GTK_TYPE_WIDGET, 0);
  signals[BIND] = g_signal_new("bind", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                               2, GTK_TYPE_WIDGET, G_TYPE_OBJECT);
  signals[UNBIND] = g_signal_new("unbind", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, GTK_TYPE_WIDGET, G_TYPE_OBJECT);
  signals[ITEM_MOVED] = g_signal_new("item-moved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 3, G_TYPE_OBJECT, G_TYPE_UINT, G_TYPE_UINT);
  signals[DRAG_BEGIN] = g_signal_new("drag-begin", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                     G_TYPE_NONE, 1, G_TYPE_OBJECT);
  signals[ITEM_DROPPED] = g_signal_new("item-dropped", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 3, G_TYPE_OBJECT, G_TYPE_UINT,
                                       G_TYPE_UINT);
  signals[DRAG_CANCELLED] = g_signal_new("drag-cancelled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  signals[ITEM_ACTIVATED] = g_signal_new("item-activated", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
}
