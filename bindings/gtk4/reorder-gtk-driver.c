/*
 * reorder-gtk-driver.c -- the engine side of ReorderGtkBox and
 * ReorderGtkListView: input, time, the frame clock, scrolling, the
 * engine's events, the keyboard cursor and handles (see
 * reorder-gtk-driver.h).
 */
#include "reorder-gtk-driver.h"

#include <math.h>
#include <string.h>

#define CHECK(d, call) REORDER_GTK_CHECK(d, call)

/* The owner's data naming its driver (see forget_press_above). */
#define REORDER_GTK_DRIVER_KEY "reorder-gtk-driver"

/* ------------------------------------------------------------------------ */
/* Engine calls and time                                                     */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_driver_engine_ok(ReorderGtkDriver *d, reorder_status st, GError **error)
{
  if (st == REORDER_OK)
    return TRUE;
  g_set_error(error, REORDER_GTK_ERROR, st, "%s: %s", reorder_status_string(st),
              reorder_engine_last_error(d->engine));
  return FALSE;
}

gboolean reorder_gtk_driver_check(ReorderGtkDriver *d, reorder_status st, const char *what)
{
  if (st == REORDER_OK)
    return TRUE;
  g_critical("%s: %s failed: %s (%s)", G_OBJECT_TYPE_NAME(d->owner), what,
             reorder_status_string(st), reorder_engine_last_error(d->engine));
  return FALSE;
}

static double now_seconds(void)
{
  return (double)g_get_monotonic_time() / G_USEC_PER_SEC;
}

double reorder_gtk_driver_frame_time(ReorderGtkDriver *d)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock(d->owner);
  return clock ? (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC : now_seconds();
}

/*
 * Engine time of the current input event. Event timestamps are precise
 * (the long press is timed between them) but on their own 32-bit
 * millisecond clock, which need not be the frame clock's. They are mapped
 * onto the monotonic clock by an offset, re-anchored whenever an event
 * would land in the future, so the offset converges on the smallest
 * delivery delay and deltas between events are kept exactly.
 */
static double input_time(ReorderGtkDriver *d, GtkEventController *controller)
{
  guint32 ms = gtk_event_controller_get_current_event_time(controller);
  double now = now_seconds();
  double t = d->anchor_time + (double)(guint32)(ms - d->anchor_ms) / 1000.0;
  if (!d->anchored || t > now) {
    d->anchored = TRUE;
    d->anchor_ms = ms;
    d->anchor_time = now;
    t = now;
  }
  return t;
}

/* ------------------------------------------------------------------------ */
/* Frame clock                                                               */
/* ------------------------------------------------------------------------ */

static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ReorderGtkDriver *d = user_data;
  double t = (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC;
  reorder_bool animating = 0;
  CHECK(d, reorder_engine_tick(d->engine, t));
  reorder_gtk_driver_dispatch_events(d);
  gtk_widget_queue_allocate(widget);
  CHECK(d, reorder_engine_is_animating(&animating, d->engine, t));
  if (!animating && reorder_gtk_driver_phase(d) == REORDER_PHASE_IDLE) {
    d->tick_id = 0;
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

void reorder_gtk_driver_start_clock(ReorderGtkDriver *d)
{
  if (d->tick_id == 0)
    d->tick_id = gtk_widget_add_tick_callback(d->owner, on_tick, d, NULL);
}

static void sync_selection(ReorderGtkDriver *d);

void reorder_gtk_driver_engine_changed(ReorderGtkDriver *d)
{
  reorder_gtk_driver_dispatch_events(d);
  sync_selection(d);
  gtk_widget_queue_allocate(d->owner);
  reorder_gtk_driver_start_clock(d);
}

/* ------------------------------------------------------------------------ */
/* Selection                                                                 */
/* ------------------------------------------------------------------------ */

/* Clicks with these only edit the selection: neither a tap nor a lift. */
#define SELECT_MODIFIERS (GDK_CONTROL_MASK | GDK_SHIFT_MASK)

/* The engine's selection, in selection order; zero-terminated, so that its
 * data is never NULL (0 is no item's id). */
static GArray *export_selection(ReorderGtkDriver *d)
{
  size_t n = 0;
  GArray *ids;
  reorder_status st = reorder_selection_export(NULL, 0, &n, d->engine);
  if (st != REORDER_E_BUFFER)
    CHECK(d, st);
  ids = g_array_sized_new(TRUE, FALSE, sizeof(guint64), (guint)n);
  g_array_set_size(ids, (guint)n);
  if (n > 0)
    CHECK(d, reorder_selection_export((uint64_t *)ids->data, n, &n, d->engine));
  return ids;
}

/* After anything that may have changed the engine's selection (a click,
 * the application, a removed item): the rows' :selected state and
 * ::selection-changed, when it did change. */
static void sync_selection(ReorderGtkDriver *d)
{
  GArray *now;
  guint i;
  if (!d->engine) /* disposed */
    return;
  now = export_selection(d);
  if (now->len == d->selection->len &&
      (now->len == 0 || memcmp(now->data, d->selection->data, now->len * sizeof(guint64)) == 0)) {
    g_array_unref(now);
    return;
  }
  g_hash_table_remove_all(d->selected); /* its keys are the old array's */
  g_array_unref(d->selection);
  d->selection = now;
  for (i = 0; i < now->len; i++)
    g_hash_table_add(d->selected, &g_array_index(now, guint64, i));
  gtk_widget_queue_allocate(d->owner);
  g_signal_emit(d->owner, d->klass->signals[REORDER_GTK_DRIVER_SELECTION_CHANGED], 0);
}

/* For input, where the ids are the engine's own: reported by the
 * engine_changed that follows. */
static void select_ids(ReorderGtkDriver *d, const guint64 *ids, gsize n)
{
  CHECK(d, reorder_selection_set(d->engine, (const uint64_t *)ids, n));
}

/* Selects as a click with mods on id (0: empty space) does, as in
 * GtkListView: Shift the range from the anchor when it is in id's section,
 * Ctrl toggles id; a plain press outside the selection selects its item
 * alone (it drags alone), inside it the group stays for a long press (a
 * tap selects the item alone, see handle_event). */
static void click_select(ReorderGtkDriver *d, guint64 id, GdkModifierType mods)
{
  guint section, from, anchor_section, to;
  if (!id) {
    if (!(mods & SELECT_MODIFIERS))
      select_ids(d, NULL, 0);
    return;
  }
  if ((mods & GDK_SHIFT_MASK) && reorder_gtk_driver_find(d, d->anchor, &anchor_section, &from) &&
      reorder_gtk_driver_find(d, id, &section, &to) && section == anchor_section) {
    guint i, lo = MIN(from, to), hi = MAX(from, to);
    guint64 *range = g_new(guint64, hi - lo + 1);
    for (i = lo; i <= hi; i++)
      range[i - lo] = reorder_gtk_driver_id_at(d, section, i);
    select_ids(d, range, hi - lo + 1);
    g_free(range);
    return;
  }
  d->anchor = id;
  if (mods & GDK_CONTROL_MASK) {
    GArray *next = g_array_copy(d->selection);
    guint i;
    for (i = 0; i < next->len && g_array_index(next, guint64, i) != id; i++)
      ;
    if (i < next->len)
      g_array_remove_index(next, i);
    else
      g_array_append_val(next, id);
    select_ids(d, (const guint64 *)next->data, next->len);
    g_array_unref(next);
  } else if (!g_hash_table_contains(d->selected, &id)) {
    select_ids(d, &id, 1);
  }
}

gboolean reorder_gtk_driver_set_selection(ReorderGtkDriver *d, const guint64 *ids, gsize n,
                                          GError **error)
{
  if (!reorder_gtk_driver_engine_ok(d, reorder_selection_set(d->engine, (const uint64_t *)ids, n),
                                    error))
    return FALSE;
  reorder_gtk_driver_engine_changed(d);
  return TRUE;
}

guint64 *reorder_gtk_driver_get_selection(ReorderGtkDriver *d, gsize *n)
{
  GArray *ids = export_selection(d);
  if (n)
    *n = ids->len;
  return (guint64 *)(void *)g_array_free(ids, FALSE);
}

gboolean reorder_gtk_driver_find(ReorderGtkDriver *d, guint64 id, guint *section,
                                 guint *position)
{
  reorder_index_path at;
  if (!id || reorder_item_index_path(&at, d->engine, id) != REORDER_OK)
    return FALSE;
  if (section)
    *section = (guint)at.section;
  if (position)
    *position = (guint)at.item;
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Events                                                                    */
/* ------------------------------------------------------------------------ */

static void announce(ReorderGtkDriver *d, const char *text, size_t length)
{
  g_free(d->announcement);
  d->announcement = g_strndup(text, length);
  gtk_accessible_update_property(GTK_ACCESSIBLE(d->owner), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 d->announcement, -1);
  g_object_notify_by_pspec(G_OBJECT(d->owner), d->klass->announcement);
}

/* ::item-moved or ::item-dropped for ev: the item, then each end's
 * position, with its section when the widget has sections. */
static void emit_move(ReorderGtkDriver *d, guint signal, GObject *item, const reorder_event *ev)
{
  if (d->klass->n_position_args == 2)
    g_signal_emit(d->owner, d->klass->signals[signal], 0, item, (guint)ev->from.section,
                  (guint)ev->from.item, (guint)ev->to.section, (guint)ev->to.item);
  else
    g_signal_emit(d->owner, d->klass->signals[signal], 0, item, (guint)ev->from.item,
                  (guint)ev->to.item);
}

/* Applies one engine move to the stores (O(log n) in a GListStore), then
 * reports it. */
static void apply_move(ReorderGtkDriver *d, const reorder_event *ev)
{
  GListStore *from = d->klass->store(d->owner, (guint)ev->from.section);
  GListStore *to = d->klass->store(d->owner, (guint)ev->to.section);
  GObject *item = g_list_model_get_item(G_LIST_MODEL(from), (guint)ev->from.item);
  if (!item) {
    g_critical("%s: store and engine disagree on item %" G_GUINT64_FORMAT,
               G_OBJECT_TYPE_NAME(d->owner), ev->id);
    return;
  }
  d->applying = TRUE;
  g_list_store_remove(from, (guint)ev->from.item);
  g_list_store_insert(to, (guint)ev->to.item, item);
  d->applying = FALSE;
  emit_move(d, REORDER_GTK_DRIVER_ITEM_MOVED, item, ev);
  g_object_unref(item);
}

void reorder_gtk_driver_set_cursor(ReorderGtkDriver *d, guint64 id)
{
  reorder_index_path at;
  GtkWidget *child;
  if (!id || reorder_item_index_path(&at, d->engine, id) != REORDER_OK)
    return;
  d->cursor = id;
  child = d->klass->child(d->owner, id);
  if (child)
    gtk_accessible_update_relation(GTK_ACCESSIBLE(d->owner),
                                   GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT, child, -1);
  else /* a row out of view has no widget */
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(d->owner),
                                  GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT);
  gtk_widget_queue_draw(d->owner);
}

static void handle_event(ReorderGtkDriver *d, const reorder_event *ev)
{
  const guint *signals = d->klass->signals;
  GObject *item = ev->type == REORDER_EVENT_MOVE ? NULL : d->klass->item(d->owner, ev->id);
  switch (ev->type) {
  case REORDER_EVENT_LIFT:
    if (d->pointer_active)
      gtk_gesture_set_state(d->drag, GTK_EVENT_SEQUENCE_CLAIMED);
    gtk_widget_grab_focus(d->owner);
    reorder_gtk_driver_set_cursor(d, ev->id);
    g_signal_emit(d->owner, signals[REORDER_GTK_DRIVER_DRAG_BEGIN], 0, item);
    break;
  case REORDER_EVENT_MOVE:
    apply_move(d, ev);
    if (d->klass->outline && ev->from_depth != ev->depth)
      d->klass->outline(d->owner, ev);
    break;
  case REORDER_EVENT_COMBINE:
  case REORDER_EVENT_EXPAND:
    if (d->klass->outline)
      d->klass->outline(d->owner, ev);
    break;
  case REORDER_EVENT_DROP:
    /* Across a group both ends report it: the box it landed in says so. */
    if (!ev->target || ev->target == d->engine)
      emit_move(d, REORDER_GTK_DRIVER_ITEM_DROPPED, item, ev);
    break;
  case REORDER_EVENT_CANCEL: /* item: NULL when it was removed */
    /* Across a group the member holding the drag and its home report it;
     * events come once the call is over, so the item is home by now. */
    if (!d->shared || ev->reason == REORDER_CANCEL_ITEM_REMOVED ||
        reorder_gtk_driver_find(d, ev->id, NULL, NULL))
      g_signal_emit(d->owner, signals[REORDER_GTK_DRIVER_DRAG_CANCELLED], 0, item);
    break;
  case REORDER_EVENT_TRANSFER:
    if (d->klass->transfer)
      d->klass->transfer(d->owner, ev);
    sync_selection(d); /* selected items keep their selection as they go */
    gtk_widget_queue_resize(d->owner);
    break;
  case REORDER_EVENT_NOT_A_DRAG:
    if (ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id && item) {
      /* Known not to be a long press: a click on a selected item selects
       * it alone. */
      select_ids(d, &ev->id, 1);
      gtk_widget_grab_focus(d->owner);
      reorder_gtk_driver_set_cursor(d, ev->id);
      g_signal_emit(d->owner, signals[REORDER_GTK_DRIVER_ITEM_ACTIVATED], 0, item);
    } else if (d->pointer_active) {
      /* Not ours (a scroll, or a press off the handle): let other gestures,
       * e.g. the scrolled window's touch panning, take the sequence. */
      gtk_gesture_set_state(d->drag, GTK_EVENT_SEQUENCE_DENIED);
    }
    break;
  case REORDER_EVENT_SCROLL:
    d->scroll_x = ev->offset.x;
    d->scroll_y = ev->offset.y;
    d->viewport.x = ev->offset.x;
    d->viewport.y = ev->offset.y;
    gtk_adjustment_set_value(d->hadjustment, ev->offset.x);
    gtk_adjustment_set_value(d->vadjustment, ev->offset.y);
    break;
  case REORDER_EVENT_OUTER_SCROLL:
    if (d->klass->outer_scroll)
      d->klass->outer_scroll(d->owner, ev);
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    announce(d, ev->text, ev->text_length);
    break;
  case REORDER_EVENT_ANIMATION_NEEDED:
    reorder_gtk_driver_start_clock(d);
    break;
  default: /* a newer library's event: nothing to do */
    break;
  }
  g_clear_object(&item);
}

/* One event in a shared queue: the driver it is for, and a copy of it
 * (its text owned). */
typedef struct {
  ReorderGtkDriver *d;
  reorder_event ev;
} SharedEvent;

static void shared_event_free(gpointer data)
{
  SharedEvent *q = data;
  g_free((char *)q->ev.text);
  g_free(q);
}

/* Inside the engine's call: only kept, and handled once the call is over,
 * as polled events are. */
static void on_engine_event(const reorder_event *ev, void *user_data)
{
  ReorderGtkDriver *d = user_data;
  SharedEvent *q = g_new(SharedEvent, 1);
  q->d = d;
  q->ev = *ev;
  q->ev.text = ev->text ? g_strndup(ev->text, ev->text_length) : NULL;
  g_queue_push_tail(d->shared, q);
}

void reorder_gtk_driver_share_events(ReorderGtkDriver *d, GQueue *queue)
{
  GList *l, *next;
  if (d->shared)
    for (l = d->shared->head; l; l = next) {
      next = l->next;
      if (((SharedEvent *)l->data)->d == d) {
        shared_event_free(l->data);
        g_queue_delete_link(d->shared, l);
      }
    }
  d->shared = queue;
  CHECK(d, reorder_engine_set_event_callback(d->engine, queue ? on_engine_event : NULL,
                                             sizeof(reorder_event), NULL, queue ? d : NULL));
}

/* Polled (or, in a transfer group, kept by the callback) rather than
 * handled in a callback so that handlers of the widget's signals may call
 * back into it. A group's queue holds every member's events: each is
 * handled by its own driver, in the order they happened. */
void reorder_gtk_driver_dispatch_events(ReorderGtkDriver *d)
{
  reorder_event ev;
  reorder_status st = REORDER_DONE;
  SharedEvent *q;
  g_object_ref(d->owner);
  while (d->shared && (q = g_queue_pop_head(d->shared))) {
    GtkWidget *owner = g_object_ref(q->d->owner);
    handle_event(q->d, &q->ev);
    g_object_unref(owner);
    shared_event_free(q);
  }
  while (!d->shared && d->engine &&
         (st = reorder_engine_poll_event(&ev, sizeof ev, d->engine)) == REORDER_OK)
    handle_event(d, &ev);
  if (d->engine && st < 0)
    CHECK(d, st);
  g_object_unref(d->owner);
}

/* ------------------------------------------------------------------------ */
/* Pointer                                                                   */
/* ------------------------------------------------------------------------ */

static reorder_point content_point(ReorderGtkDriver *d, double x, double y)
{
  reorder_point p;
  p.x = x + d->scroll_x;
  p.y = y + d->scroll_y;
  return p;
}

/* The item at content point p, 0 over none. */
static guint64 id_at_point(ReorderGtkDriver *d, reorder_point p)
{
  reorder_hit hit;
  if (!CHECK(d, reorder_engine_hit_test(&hit, sizeof hit, d->engine, p)) ||
      hit.kind != REORDER_HIT_ITEM)
    return 0;
  return reorder_gtk_driver_id_at(d, (guint)hit.path.section, (guint)hit.path.item);
}

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, ReorderGtkDriver *d)
{
  GtkEventController *controller = GTK_EVENT_CONTROLLER(gesture);
  GdkModifierType mods = gtk_event_controller_get_current_event_state(controller);
  reorder_point p = content_point(d, x, y);
  guint64 id = id_at_point(d, p);
  click_select(d, id, mods);
  if (mods & SELECT_MODIFIERS) { /* the engine never sees the press */
    gtk_widget_grab_focus(d->owner);
    reorder_gtk_driver_set_cursor(d, id);
  } else {
    d->pointer_active = TRUE;
    d->press_x = x;
    d->press_y = y;
    if (d->klass->press)
      d->klass->press(d->owner);
    CHECK(d, reorder_engine_pointer_down(d->engine, p, input_time(d, controller)));
  }
  reorder_gtk_driver_engine_changed(d);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkDriver *d)
{
  if (!d->pointer_active)
    return;
  CHECK(d, reorder_engine_pointer_move(d->engine,
                                       content_point(d, d->press_x + dx, d->press_y + dy),
                                       input_time(d, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_driver_engine_changed(d);
}

static void end_press(ReorderGtkDriver *d);

/* A held press ends (released, Escape, cancelled): its release reaches
 * the window only, or whatever is under the pointer, so the gestures of
 * the drivers around the owner (a board's row of columns), which saw the
 * press and gave it up (NOT_A_DRAG denies the sequence), would keep it as
 * still pressed and ignore the next press. They let go of it now. */
static void forget_press_above(ReorderGtkDriver *d)
{
  GtkWidget *w;
  for (w = gtk_widget_get_parent(d->owner); w; w = gtk_widget_get_parent(w)) {
    ReorderGtkDriver *outer = g_object_get_data(G_OBJECT(w), REORDER_GTK_DRIVER_KEY);
    if (outer && !outer->pointer_active)
      gtk_event_controller_reset(GTK_EVENT_CONTROLLER(outer->drag));
  }
}

/* The press's motion and release while held, wherever in the owner's
 * window GTK sends them (the window is every target's ancestor, and the
 * window system keeps a press's events in the window it began in). */
static gboolean on_held_event(GtkEventControllerLegacy *controller, GdkEvent *event,
                              ReorderGtkDriver *d)
{
  GdkEventType type = gdk_event_get_event_type(event);
  GtkNative *native = gtk_widget_get_native(d->owner);
  graphene_point_t p;
  reorder_point at;
  double x, y, sx, sy, t;
  if ((type != GDK_MOTION_NOTIFY && type != GDK_BUTTON_RELEASE) || !native ||
      (type == GDK_BUTTON_RELEASE &&
       gdk_button_event_get_button(event) !=
           gtk_gesture_single_get_current_button(GTK_GESTURE_SINGLE(d->drag))) ||
      !gdk_event_get_position(event, &x, &y))
    return FALSE;
  gtk_native_get_surface_transform(native, &sx, &sy);
  if (!gtk_widget_compute_point(GTK_WIDGET(native), d->owner,
                                &GRAPHENE_POINT_INIT((float)(x - sx), (float)(y - sy)), &p))
    return FALSE;
  at = content_point(d, p.x, p.y);
  t = input_time(d, GTK_EVENT_CONTROLLER(controller));
  if (type == GDK_MOTION_NOTIFY) {
    CHECK(d, reorder_engine_pointer_move(d->engine, at, t));
  } else {
    end_press(d);
    gtk_event_controller_reset(GTK_EVENT_CONTROLLER(d->drag)); /* it never saw the release */
    CHECK(d, reorder_engine_pointer_up(d->engine, at, t));
  }
  reorder_gtk_driver_engine_changed(d);
  return TRUE;
}

void reorder_gtk_driver_hold_pointer(ReorderGtkDriver *d)
{
  GtkRoot *root = gtk_widget_get_root(d->owner);
  if (!d->pointer_active || d->held || !root)
    return;
  d->held = gtk_event_controller_legacy_new();
  gtk_event_controller_set_propagation_phase(d->held, GTK_PHASE_CAPTURE);
  g_signal_connect(d->held, "event", G_CALLBACK(on_held_event), d);
  gtk_widget_add_controller(GTK_WIDGET(root), g_object_ref(d->held));
}

/* The press is over (released, cancelled or given up). */
static void end_press(ReorderGtkDriver *d)
{
  d->pointer_active = FALSE;
  if (d->held) {
    GtkWidget *root = gtk_event_controller_get_widget(d->held);
    if (root)
      gtk_widget_remove_controller(root, d->held);
    g_clear_object(&d->held);
    forget_press_above(d);
  }
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkDriver *d)
{
  if (!d->pointer_active) /* cancelled first */
    return;
  end_press(d);
  CHECK(d, reorder_engine_pointer_up(d->engine, content_point(d, d->press_x + dx, d->press_y + dy),
                                     input_time(d, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_driver_engine_changed(d);
}

/* A grab or another gesture took the pointer. */
static void on_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, ReorderGtkDriver *d)
{
  (void)sequence;
  if (!d->pointer_active)
    return;
  end_press(d);
  CHECK(d, reorder_engine_pointer_cancel(d->engine, input_time(d, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_driver_engine_changed(d);
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */
/* ------------------------------------------------------------------------ */

static guint n_sections(ReorderGtkDriver *d)
{
  size_t n = 0;
  CHECK(d, reorder_engine_section_count(&n, d->engine));
  return (guint)n;
}

/* The row an item is drawn as in an outline: itself, or the ancestor a
 * collapsed one hides it under. */
static guint64 shown_as(ReorderGtkDriver *d, guint64 id)
{
  reorder_bool hidden = 0, has_parent = 0;
  uint64_t parent = 0;
  while (id && CHECK(d, reorder_item_is_hidden(&hidden, d->engine, id)) && hidden &&
         CHECK(d, reorder_item_parent(&parent, &has_parent, d->engine, id)) && has_parent)
    id = parent;
  return id;
}

static guint64 first_item(ReorderGtkDriver *d)
{
  guint s, n = n_sections(d);
  for (s = 0; s < n; s++)
    if (reorder_gtk_driver_item_count(d, s) > 0)
      return reorder_gtk_driver_id_at(d, s, 0);
  return 0;
}

/* The item next to the cursor for a key, when nothing is lifted: the
 * neighbour in reading order (an outline's shown rows only), or for grids
 * the cell above or below (a horizontal grid's: left or right, in the next
 * column), for
 * flows the nearest item of the line above or below. Arrows go as they
 * look: right to left, Left is onwards. Each step is O(log n) in the
 * engine, whatever the number of items (a flow's: times the items of two
 * lines). */
static guint64 cursor_target(ReorderGtkDriver *d, reorder_key key)
{
  reorder_index_path at;
  reorder_rect r;
  reorder_point p;
  guint s, n = n_sections(d);
  reorder_key onwards =
      d->options.direction == REORDER_DIRECTION_RTL ? REORDER_KEY_LEFT : REORDER_KEY_RIGHT;
  gboolean forward = key == REORDER_KEY_NEXT || key == REORDER_KEY_DOWN || key == onwards;
  reorder_bool expanded = 1;
  int32_t step = 1; /* onwards past a collapsed item's hidden subtree */
  if (!d->cursor)
    return first_item(d);
  if (!CHECK(d, reorder_item_index_path(&at, d->engine, d->cursor)) ||
      !CHECK(d, reorder_item_is_expanded(&expanded, d->engine, d->cursor)) ||
      (!expanded && !CHECK(d, reorder_item_subtree_count(&step, d->engine, d->cursor))))
    return 0;
  s = (guint)at.section;
  if (key == REORDER_KEY_FIRST)
    return reorder_gtk_driver_id_at(d, s, 0);
  if (key == REORDER_KEY_LAST)
    return shown_as(d, reorder_gtk_driver_id_at(d, s,
                                                (guint)reorder_gtk_driver_item_count(d, s) - 1));
  if (d->options.layout == REORDER_LAYOUT_FLOW &&
      (key == REORDER_KEY_UP || key == REORDER_KEY_DOWN))
    return reorder_gtk_driver_flow_line_target(d, forward);
  if (d->options.layout == REORDER_LAYOUT_GRID &&
      (d->options.grid_axis == REORDER_AXIS_HORIZONTAL
           ? key == REORDER_KEY_LEFT || key == REORDER_KEY_RIGHT /* across columns */
           : key == REORDER_KEY_UP || key == REORDER_KEY_DOWN)) { /* across rows */
    if (!CHECK(d, reorder_item_frame(&r, d->engine, d->cursor)))
      return 0;
    p.x = r.x + r.width / 2;
    p.y = r.y + r.height / 2;
    if (d->options.grid_axis == REORDER_AXIS_HORIZONTAL)
      p.x += (key == REORDER_KEY_RIGHT ? 1 : -1) * (r.width + d->options.line_spacing);
    else
      p.y += (forward ? 1 : -1) * (r.height + d->options.line_spacing);
    return id_at_point(d, p);
  }
  if (forward) {
    if ((size_t)at.item + step < reorder_gtk_driver_item_count(d, s))
      return reorder_gtk_driver_id_at(d, s, (guint)at.item + step);
    while (++s < n)
      if (reorder_gtk_driver_item_count(d, s) > 0)
        return reorder_gtk_driver_id_at(d, s, 0);
    return 0;
  }
  if (at.item > 0)
    return shown_as(d, reorder_gtk_driver_id_at(d, s, (guint)at.item - 1));
  while (s-- > 0)
    if (reorder_gtk_driver_item_count(d, s) > 0)
      return shown_as(d, reorder_gtk_driver_id_at(d, s,
                                                  (guint)reorder_gtk_driver_item_count(d, s) - 1));
  return 0;
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, ReorderGtkDriver *d)
{
  reorder_key key;
  reorder_phase p;
  reorder_status st;
  double t;
  (void)keycode;
  if (keyval == GDK_KEY_space && (state & GDK_CONTROL_MASK)) { /* toggles, as a Ctrl-click */
    if (!d->cursor)
      return FALSE;
    click_select(d, d->cursor, GDK_CONTROL_MASK);
    reorder_gtk_driver_engine_changed(d);
    return TRUE;
  }
  switch (keyval) {
  case GDK_KEY_Escape: key = REORDER_KEY_CANCEL; break;
  case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
    key = REORDER_KEY_PICK_UP_OR_DROP; break;
  case GDK_KEY_Up: case GDK_KEY_KP_Up: key = REORDER_KEY_UP; break;
  case GDK_KEY_Down: case GDK_KEY_KP_Down: key = REORDER_KEY_DOWN; break;
  case GDK_KEY_Left: case GDK_KEY_KP_Left: key = REORDER_KEY_LEFT; break;
  case GDK_KEY_Right: case GDK_KEY_KP_Right: key = REORDER_KEY_RIGHT; break;
  case GDK_KEY_Home: case GDK_KEY_KP_Home: key = REORDER_KEY_FIRST; break;
  case GDK_KEY_End: case GDK_KEY_KP_End: key = REORDER_KEY_LAST; break;
  /* Outlines only: elsewhere, and with Ctrl (GTK's way out of a widget
   * that takes Tab), Tab moves the focus on. */
  case GDK_KEY_Tab: case GDK_KEY_KP_Tab: case GDK_KEY_ISO_Left_Tab:
    if (d->options.layout != REORDER_LAYOUT_OUTLINE || (state & GDK_CONTROL_MASK))
      return FALSE;
    key = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) ? REORDER_KEY_OUTDENT
                                                                     : REORDER_KEY_INDENT;
    break;
  default: return FALSE;
  }
  p = reorder_gtk_driver_phase(d);
  t = input_time(d, GTK_EVENT_CONTROLLER(controller));
  if (key == REORDER_KEY_CANCEL) {
    /* A drag that went on to another member of a transfer group is still
     * this press's: the engine hands the cancel to the group. */
    if ((p == REORDER_PHASE_IDLE || p == REORDER_PHASE_SETTLING) &&
        !(d->pointer_active && d->shared))
      return FALSE;
    if (d->pointer_active) { /* the rest of this press is not a drag */
      end_press(d);
      gtk_event_controller_reset(GTK_EVENT_CONTROLLER(d->drag));
    }
  } else if (d->pointer_active) {
    return TRUE; /* the pointer is dragging */
  } else if (key != REORDER_KEY_PICK_UP_OR_DROP && key != REORDER_KEY_INDENT &&
             key != REORDER_KEY_OUTDENT && p != REORDER_PHASE_DRAGGING) {
    guint64 next = cursor_target(d, key);
    if (next) {
      reorder_gtk_driver_set_cursor(d, next);
      reorder_gtk_driver_scroll_to_cursor(d);
    } else {
      gtk_widget_error_bell(d->owner);
    }
    return TRUE;
  } else if (!d->cursor) {
    reorder_gtk_driver_set_cursor(d, cursor_target(d, key));
  }
  /* Escape needs no item, and the cursor's may have left for another box. */
  st = reorder_engine_key(d->engine, key,
                          d->cursor && key != REORDER_KEY_CANCEL ? &d->cursor : NULL, t);
  if (st == REORDER_E_REFUSED || st == REORDER_E_STATE)
    gtk_widget_error_bell(d->owner); /* announced; not a failure */
  else
    CHECK(d, st);
  reorder_gtk_driver_engine_changed(d);
  reorder_gtk_driver_scroll_to_cursor(d);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Scrolling                                                                 */
/* ------------------------------------------------------------------------ */

/* The user scrolled (scrollbar, wheel) or an adjustment was clamped. */
static void on_adjustment_changed(GtkAdjustment *adjustment, ReorderGtkDriver *d)
{
  double value = gtk_adjustment_get_value(adjustment);
  double *scroll = adjustment == d->hadjustment ? &d->scroll_x : &d->scroll_y;
  if (value == *scroll)
    return;
  *scroll = value;
  gtk_widget_queue_allocate(d->owner);
}

static void set_adjustment(ReorderGtkDriver *d, GtkAdjustment **slot, GtkAdjustment *adjustment)
{
  if (adjustment && *slot == adjustment)
    return;
  if (*slot) {
    g_signal_handlers_disconnect_by_data(*slot, d);
    g_object_unref(*slot);
  }
  if (!adjustment)
    adjustment = gtk_adjustment_new(0, 0, 0, 0, 0, 0);
  *slot = g_object_ref_sink(adjustment);
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(on_adjustment_changed), d);
  gtk_widget_queue_allocate(d->owner);
}

/* The scroll value that shows [start, start + extent) in a page of size
 * page scrolled to value. */
static double scroll_into_view(double value, double page, double start, double extent)
{
  if (start + extent > value + page)
    value = start + extent - page;
  return MIN(value, start);
}

void reorder_gtk_driver_scroll_to_cursor(ReorderGtkDriver *d)
{
  reorder_rect r;
  if (!d->cursor || !CHECK(d, reorder_item_frame(&r, d->engine, d->cursor)))
    return;
  gtk_adjustment_set_value(d->hadjustment, scroll_into_view(d->scroll_x,
                                                            gtk_widget_get_width(d->owner), r.x,
                                                            r.width));
  gtk_adjustment_set_value(d->vadjustment, scroll_into_view(d->scroll_y,
                                                            gtk_widget_get_height(d->owner), r.y,
                                                            r.height));
}

/* adjustment at *scroll clamped to content over a page of size page; from
 * lower, which is below 0 when content shorter than the page ends at the
 * page's far end. */
static void configure_adjustment(ReorderGtkDriver *d, GtkAdjustment *adjustment, double *scroll,
                                 double content, int page, double lower)
{
  *scroll = CLAMP(*scroll, lower, MAX(lower, content - page));
  g_signal_handlers_block_by_func(adjustment, on_adjustment_changed, d);
  gtk_adjustment_configure(adjustment, *scroll, lower, MAX(content, lower + page), page * 0.1,
                           page * 0.9, page);
  g_signal_handlers_unblock_by_func(adjustment, on_adjustment_changed, d);
}

/* The adjustments after a layout at width x height: the content's extent,
 * the scroll origin clamped to it. */
static void update_adjustments(ReorderGtkDriver *d, int width, int height)
{
  double content_w, content_h;
  gboolean rtl = d->options.direction == REORDER_DIRECTION_RTL;
  CHECK(d, reorder_engine_content_size(&content_w, &content_h, d->engine));
  /* Right to left the content starts at its right end: keep the view's
   * right edge where it was from there as the content's width (a
   * horizontal layout's grows with its items) or the widget's changes --
   * so a new box starts at its start -- and mirror it when the direction
   * flips. */
  if (rtl != d->scrolled_rtl)
    d->scroll_x = content_w - width - d->scroll_x;
  else if (rtl)
    d->scroll_x += (content_w - d->scrolled_content_w) - (width - d->scrolled_width);
  d->scrolled_rtl = rtl;
  d->scrolled_content_w = content_w;
  d->scrolled_width = width;
  /* Right to left, content narrower than the widget (a short horizontal
   * list) keeps to the right, where it starts. */
  configure_adjustment(d, d->hadjustment, &d->scroll_x, content_w, width,
                       rtl ? MIN(0, content_w - width) : 0);
  configure_adjustment(d, d->vadjustment, &d->scroll_y, content_h, height, 0);
}

/* ------------------------------------------------------------------------ */
/* Layout and drawing                                                        */
/* ------------------------------------------------------------------------ */

void reorder_gtk_driver_set_viewport(ReorderGtkDriver *d, int width, int height)
{
  reorder_rect viewport;
  viewport.x = MAX(0, d->scroll_x); /* the content's start, if it is shifted right */
  viewport.y = d->scroll_y;
  viewport.width = width;
  viewport.height = height;
  if (memcmp(&viewport, &d->viewport, sizeof viewport) != 0 &&
      CHECK(d, reorder_engine_set_viewport(d->engine, viewport))) {
    d->viewport = viewport;
    /* A drag's slot may change under a new viewport: its events are
     * dispatched on the next frame, not in the middle of a layout. */
    reorder_gtk_driver_start_clock(d);
  }
}

void reorder_gtk_driver_layout(ReorderGtkDriver *d, int width, int height, double t)
{
  size_t count = 0;
  reorder_status st;
  update_adjustments(d, width, height);
  reorder_gtk_driver_set_viewport(d, width, height);
  st = reorder_engine_presentation(d->frames, d->frames_capacity, sizeof(reorder_presentation),
                                   &count, d->engine, d->viewport, t);
  if (st == REORDER_E_BUFFER) {
    d->frames_capacity = count + count / 2;
    d->frames = g_renew(reorder_presentation, d->frames, d->frames_capacity);
    st = reorder_engine_presentation(d->frames, d->frames_capacity, sizeof(reorder_presentation),
                                     &count, d->engine, d->viewport, t);
  }
  d->n_frames = CHECK(d, st) ? count : 0;
  d->generation++;
}

GtkWidget *reorder_gtk_driver_find_handle(GtkWidget *widget)
{
  GtkWidget *child;
  if (gtk_widget_has_css_class(widget, REORDER_GTK_HANDLE_CLASS))
    return widget;
  for (child = gtk_widget_get_first_child(widget); child;
       child = gtk_widget_get_next_sibling(child)) {
    GtkWidget *found = reorder_gtk_driver_find_handle(child);
    if (found)
      return found;
  }
  return NULL;
}

/* A selected row is :selected for themes (.view:selected, row:selected) and
 * for screen readers; the lifted one keeps its lifted look. */
static void set_selected(GtkWidget *widget, gboolean selected)
{
  if (selected == ((gtk_widget_get_state_flags(widget) & GTK_STATE_FLAG_SELECTED) != 0))
    return;
  if (selected)
    gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_SELECTED, FALSE);
  else
    gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_SELECTED);
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected,
                              -1);
}

void reorder_gtk_driver_place(ReorderGtkDriver *d, GtkWidget *widget, GtkWidget *handle,
                              graphene_rect_t *grip, const reorder_presentation *p)
{
  GskTransform *t = NULL;
  int min_w, min_h, w, h;
  gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  w = MAX(min_w, (int)round(p->frame.width));
  gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, w, &min_h, NULL, NULL, NULL);
  h = MAX(min_h, (int)round(p->frame.height));
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT((float)(p->frame.x - d->scroll_x +
                                                              p->frame.width / 2),
                                                      (float)(p->frame.y - d->scroll_y +
                                                              p->frame.height / 2)));
  t = gsk_transform_scale(t, (float)p->scale, (float)p->scale);
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT(-(float)p->frame.width / 2,
                                                      -(float)p->frame.height / 2));
  gtk_widget_set_child_visible(widget, TRUE);
  gtk_widget_set_opacity(widget, p->alpha);
  if (p->lifted)
    gtk_widget_add_css_class(widget, "reorder-lifted");
  else
    gtk_widget_remove_css_class(widget, "reorder-lifted");
  /* What an outline drag goes into, or a drag will combine with. */
  if (p->target)
    gtk_widget_add_css_class(widget, REORDER_GTK_DROP_TARGET_CLASS);
  else
    gtk_widget_remove_css_class(widget, REORDER_GTK_DROP_TARGET_CLASS);
  set_selected(widget, !p->lifted && g_hash_table_contains(d->selected, &p->id));
  gtk_widget_allocate(widget, w, h, -1, t);

  /* The handle's place inside the row, for the engine's press test. */
  if (handle) {
    graphene_rect_t b;
    if (gtk_widget_compute_bounds(handle, widget, &b) && !graphene_rect_equal(&b, grip)) {
      reorder_rect r;
      r.x = b.origin.x;
      r.y = b.origin.y;
      r.width = b.size.width;
      r.height = b.size.height;
      if (CHECK(d, reorder_item_set_handle(d->engine, p->id, &r)))
        *grip = b;
    }
  }
}

/* The theme's selection colours, or GTK's default theme's. */
static void selection_colors(GtkWidget *widget, GdkRGBA *bg, GdkRGBA *fg)
{
  GtkStyleContext *style = gtk_widget_get_style_context(widget);
  if (!gtk_style_context_lookup_color(style, "theme_selected_bg_color", bg))
    gdk_rgba_parse(bg, "#3584e4");
  if (!gtk_style_context_lookup_color(style, "theme_selected_fg_color", fg))
    gdk_rgba_parse(fg, "#ffffff");
}

/* How many items a lifted group stands for: a pill inside the row's right
 * end (rows may be as wide as the widget, which would clip it outside). */
static void snapshot_badge(ReorderGtkDriver *d, GtkSnapshot *snapshot, const graphene_rect_t *r,
                           int count)
{
  char text[16];
  PangoLayout *layout;
  GskRoundedRect pill;
  GdkRGBA bg, fg;
  int tw, th;
  float w, h;
  g_snprintf(text, sizeof text, "%d", count);
  layout = gtk_widget_create_pango_layout(d->owner, text);
  pango_layout_get_pixel_size(layout, &tw, &th);
  h = (float)th + 4;
  w = MAX(h, (float)tw + h / 2);
  gsk_rounded_rect_init_from_rect(
      &pill,
      &GRAPHENE_RECT_INIT(r->origin.x + r->size.width - w - 6,
                          r->origin.y + (r->size.height - h) / 2, w, h),
      h / 2);
  selection_colors(d->owner, &bg, &fg);
  gtk_snapshot_push_rounded_clip(snapshot, &pill);
  gtk_snapshot_append_color(snapshot, &bg, &pill.bounds);
  gtk_snapshot_pop(snapshot);
  gtk_snapshot_save(snapshot);
  gtk_snapshot_translate(snapshot,
                         &GRAPHENE_POINT_INIT(pill.bounds.origin.x + (w - (float)tw) / 2,
                                              pill.bounds.origin.y + 2));
  gtk_snapshot_append_layout(snapshot, layout, &fg);
  gtk_snapshot_restore(snapshot);
  g_object_unref(layout);
}

void reorder_gtk_driver_snapshot_item(ReorderGtkDriver *d, GtkSnapshot *snapshot,
                                      GtkWidget *widget, const reorder_presentation *p)
{
  double w = p->frame.width * p->scale, h = p->frame.height * p->scale;
  graphene_rect_t r = GRAPHENE_RECT_INIT(
      (float)(p->frame.x - d->scroll_x + (p->frame.width - w) / 2),
      (float)(p->frame.y - d->scroll_y + (p->frame.height - h) / 2), (float)w, (float)h);
  if (p->shadow_opacity > 0) {
    GskRoundedRect outline;
    GdkRGBA shadow = {0, 0, 0, (float)p->shadow_opacity};
    gsk_rounded_rect_init_from_rect(&outline, &r, 0);
    gtk_snapshot_append_outset_shadow(snapshot, &outline, &shadow, (float)p->shadow_offset.x,
                                      (float)p->shadow_offset.y, 0, (float)p->shadow_radius);
  }
  gtk_widget_snapshot_child(d->owner, widget, snapshot);
  if (p->stack_count > 1)
    snapshot_badge(d, snapshot, &r, p->stack_count);
  if (p->id == d->cursor && gtk_widget_has_focus(d->owner)) {
    GskRoundedRect ring;
    GdkRGBA color;
    float width[4] = {2, 2, 2, 2};
    GdkRGBA colors[4];
    gtk_style_context_get_color(gtk_widget_get_style_context(d->owner), &color);
    colors[0] = colors[1] = colors[2] = colors[3] = color;
    gsk_rounded_rect_init_from_rect(&ring, &r, 0);
    gtk_snapshot_append_border(snapshot, &ring, width, colors);
  }
}

/* ------------------------------------------------------------------------ */
/* Life and properties                                                       */
/* ------------------------------------------------------------------------ */

void reorder_gtk_driver_class_init(GObjectClass *object_class, ReorderGtkDriverClass *klass,
                                   guint first_prop)
{
  GType type = G_TYPE_FROM_CLASS(object_class);
  guint *signals = klass->signals;
  guint n = klass->n_position_args;
  g_assert(n == 1 || n == 2);

  klass->first_prop = first_prop;
  klass->announcement = g_param_spec_string("announcement", NULL, NULL, NULL,
                                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property(object_class, first_prop + REORDER_GTK_DRIVER_PROP_ANNOUNCEMENT,
                                  klass->announcement);
  g_object_class_override_property(object_class, first_prop + REORDER_GTK_DRIVER_PROP_HADJUSTMENT,
                                   "hadjustment");
  g_object_class_override_property(object_class, first_prop + REORDER_GTK_DRIVER_PROP_VADJUSTMENT,
                                   "vadjustment");
  g_object_class_override_property(object_class,
                                   first_prop + REORDER_GTK_DRIVER_PROP_HSCROLL_POLICY,
                                   "hscroll-policy");
  g_object_class_override_property(object_class,
                                   first_prop + REORDER_GTK_DRIVER_PROP_VSCROLL_POLICY,
                                   "vscroll-policy");

  /* ::item-moved and ::item-dropped: the item, then (section,) position
   * before and after; 2 * n guint arguments. */
  signals[REORDER_GTK_DRIVER_ITEM_MOVED] =
      g_signal_new("item-moved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                   1 + 2 * n, G_TYPE_OBJECT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  signals[REORDER_GTK_DRIVER_DRAG_BEGIN] = g_signal_new(
      "drag-begin", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  signals[REORDER_GTK_DRIVER_ITEM_DROPPED] =
      g_signal_new("item-dropped", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                   1 + 2 * n, G_TYPE_OBJECT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  signals[REORDER_GTK_DRIVER_DRAG_CANCELLED] =
      g_signal_new("drag-cancelled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                   G_TYPE_OBJECT);
  signals[REORDER_GTK_DRIVER_ITEM_ACTIVATED] =
      g_signal_new("item-activated", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                   1, G_TYPE_OBJECT);
  signals[REORDER_GTK_DRIVER_SELECTION_CHANGED] = g_signal_new(
      "selection-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void on_focus_changed(GtkWidget *owner)
{
  gtk_widget_queue_draw(owner); /* the cursor's focus ring */
}

void reorder_gtk_driver_init(ReorderGtkDriver *d, GtkWidget *owner, ReorderGtkDriverClass *klass,
                             const reorder_options *options)
{
  GtkEventController *keys;
  d->owner = owner;
  d->klass = klass;
  g_object_set_data(G_OBJECT(owner), REORDER_GTK_DRIVER_KEY, d);
  d->options = *options;
  if (!CHECK(d, reorder_engine_new(&d->engine, &d->options)))
    g_error("%s: no engine: %s", G_OBJECT_TYPE_NAME(owner), reorder_engine_last_error(NULL));
  d->frames_capacity = 64;
  d->frames = g_new(reorder_presentation, d->frames_capacity);
  d->selection = g_array_new(TRUE, FALSE, sizeof(guint64));
  d->selected = g_hash_table_new(g_int64_hash, g_int64_equal);
  set_adjustment(d, &d->hadjustment, NULL);
  set_adjustment(d, &d->vadjustment, NULL);

  gtk_widget_set_focusable(owner, TRUE);
  gtk_widget_set_overflow(owner, GTK_OVERFLOW_HIDDEN);
  g_signal_connect(owner, "notify::has-focus", G_CALLBACK(on_focus_changed), NULL);

  /* Capture phase: the widget sees presses before its rows (a button in a
   * row) and claims the sequence only when the engine lifts an item. */
  d->drag = gtk_gesture_drag_new();
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(d->drag), GTK_PHASE_CAPTURE);
  g_signal_connect(d->drag, "drag-begin", G_CALLBACK(on_drag_begin), d);
  g_signal_connect(d->drag, "drag-update", G_CALLBACK(on_drag_update), d);
  g_signal_connect(d->drag, "drag-end", G_CALLBACK(on_drag_end), d);
  g_signal_connect(d->drag, "cancel", G_CALLBACK(on_drag_cancel), d);
  gtk_widget_add_controller(owner, GTK_EVENT_CONTROLLER(d->drag));

  keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key_pressed), d);
  gtk_widget_add_controller(owner, keys);
}

void reorder_gtk_driver_dispose(ReorderGtkDriver *d)
{
  if (d->tick_id) {
    gtk_widget_remove_tick_callback(d->owner, d->tick_id);
    d->tick_id = 0;
  }
  if (d->hadjustment) {
    g_signal_handlers_disconnect_by_data(d->hadjustment, d);
    g_clear_object(&d->hadjustment);
  }
  if (d->vadjustment) {
    g_signal_handlers_disconnect_by_data(d->vadjustment, d);
    g_clear_object(&d->vadjustment);
  }
  /* The widget frees its engine on the thread that uses it: never refused
   * (REORDER_E_THREAD is for another thread inside a call). */
  (void)reorder_engine_free(d->engine);
  d->engine = NULL;
}

void reorder_gtk_driver_finalize(ReorderGtkDriver *d)
{
  g_free(d->frames);
  g_free(d->announcement);
  g_hash_table_unref(d->selected);
  g_array_unref(d->selection);
}

gboolean reorder_gtk_driver_set_property(ReorderGtkDriver *d, guint id, const GValue *value)
{
  switch (id - d->klass->first_prop) {
  case REORDER_GTK_DRIVER_PROP_HADJUSTMENT:
    set_adjustment(d, &d->hadjustment, g_value_get_object(value));
    return TRUE;
  case REORDER_GTK_DRIVER_PROP_VADJUSTMENT:
    set_adjustment(d, &d->vadjustment, g_value_get_object(value));
    return TRUE;
  case REORDER_GTK_DRIVER_PROP_HSCROLL_POLICY:
    d->hscroll_policy = g_value_get_enum(value);
    gtk_widget_queue_resize(d->owner);
    return TRUE;
  case REORDER_GTK_DRIVER_PROP_VSCROLL_POLICY:
    d->vscroll_policy = g_value_get_enum(value);
    gtk_widget_queue_resize(d->owner);
    return TRUE;
  default:
    return FALSE;
  }
}

gboolean reorder_gtk_driver_get_property(ReorderGtkDriver *d, guint id, GValue *value)
{
  switch (id - d->klass->first_prop) {
  case REORDER_GTK_DRIVER_PROP_ANNOUNCEMENT: g_value_set_string(value, d->announcement); break;
  case REORDER_GTK_DRIVER_PROP_HADJUSTMENT: g_value_set_object(value, d->hadjustment); break;
  case REORDER_GTK_DRIVER_PROP_VADJUSTMENT: g_value_set_object(value, d->vadjustment); break;
  case REORDER_GTK_DRIVER_PROP_HSCROLL_POLICY: g_value_set_enum(value, d->hscroll_policy); break;
  case REORDER_GTK_DRIVER_PROP_VSCROLL_POLICY: g_value_set_enum(value, d->vscroll_policy); break;
  default: return FALSE;
  }
  return TRUE;
}

