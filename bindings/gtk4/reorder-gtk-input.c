/*
 * reorder-gtk-input.c -- ReorderGtkBox: pointer drags (a GtkGestureDrag in
 * the capture phase) and keys, given to the engine with their event times.
 */
#include "reorder-gtk-private.h"

/* ------------------------------------------------------------------------ */
/* Event time                                                                */
/* ------------------------------------------------------------------------ */

/*
 * Engine time of the current input event. Event timestamps are precise
 * (the long press is timed between them) but on their own 32-bit
 * millisecond clock, which need not be the frame clock's. They are mapped
 * onto the monotonic clock by an offset, re-anchored whenever an event
 * would land in the future, so the offset converges on the smallest
 * delivery delay and deltas between events are kept exactly.
 */
static double input_time(ReorderGtkBox *self, GtkEventController *controller)
{
  guint32 ms = gtk_event_controller_get_current_event_time(controller);
  double now = (double)g_get_monotonic_time() / G_USEC_PER_SEC;
  double t = self->anchor_time + (double)(guint32)(ms - self->anchor_ms) / 1000.0;
  if (!self->anchored || t > now) {
    self->anchored = TRUE;
    self->anchor_ms = ms;
    self->anchor_time = now;
    t = now;
  }
  return t;
}

/* ------------------------------------------------------------------------ */
/* Pointer                                                                   */
/* ------------------------------------------------------------------------ */

static reorder_point content_point(ReorderGtkBox *self, double x, double y)
{
  reorder_point p;
  p.x = x;
  p.y = y + self->scroll_y;
  return p;
}

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, ReorderGtkBox *self)
{
  self->pointer_active = TRUE;
  self->press_x = x;
  self->press_y = y;
  CHECK(self, reorder_engine_pointer_down(self->engine, content_point(self, x, y),
                                          input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_box_engine_changed(self);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkBox *self)
{
  if (!self->pointer_active)
    return;
  CHECK(self, reorder_engine_pointer_move(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_box_engine_changed(self);
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkBox *self)
{
  if (!self->pointer_active) /* cancelled first */
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_up(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_box_engine_changed(self);
}

/* A grab or another gesture took the pointer. */
static void on_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, ReorderGtkBox *self)
{
  (void)sequence;
  if (!self->pointer_active)
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_cancel(self->engine,
                                            input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  reorder_gtk_box_engine_changed(self);
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */
/* ------------------------------------------------------------------------ */

static guint64 first_item(ReorderGtkBox *self)
{
  guint s;
  for (s = 0; s < self->sections->len; s++)
    if (item_count(self, s) > 0)
      return id_at(self, s, 0);
  return 0;
}

/* The item next to the cursor for a key, when nothing is lifted: the
 * neighbour in reading order, or for grids the cell above or below. */
static guint64 cursor_target(ReorderGtkBox *self, reorder_key key)
{
  reorder_index_path at;
  reorder_rect r;
  reorder_hit hit;
  reorder_point p;
  guint s, n_sections = self->sections->len;
  gboolean forward = key == REORDER_KEY_NEXT || key == REORDER_KEY_DOWN || key == REORDER_KEY_RIGHT;
  if (!self->cursor)
    return first_item(self);
  if (!CHECK(self, reorder_item_index_path(&at, self->engine, self->cursor)))
    return 0;
  s = (guint)at.section;
  if (key == REORDER_KEY_FIRST)
    return id_at(self, s, 0);
  if (key == REORDER_KEY_LAST)
    return id_at(self, s, (guint)item_count(self, s) - 1);
  if (self->options.layout == REORDER_LAYOUT_GRID &&
      (key == REORDER_KEY_UP || key == REORDER_KEY_DOWN)) {
    if (!CHECK(self, reorder_item_frame(&r, self->engine, self->cursor)))
      return 0;
    p.x = r.x + r.width / 2;
    p.y = r.y + r.height / 2 + (forward ? 1 : -1) * (r.height + self->options.line_spacing);
    if (!CHECK(self, reorder_engine_hit_test(&hit, sizeof hit, self->engine, p)) ||
        hit.kind != REORDER_HIT_ITEM)
      return 0;
    return id_at(self, (guint)hit.path.section, (guint)hit.path.item);
  }
  if (forward) {
    if ((size_t)at.item + 1 < item_count(self, s))
      return id_at(self, s, (guint)at.item + 1);
    while (++s < n_sections)
      if (item_count(self, s) > 0)
        return id_at(self, s, 0);
    return 0;
  }
  if (at.item > 0)
    return id_at(self, s, (guint)at.item - 1);
  while (s-- > 0)
    if (item_count(self, s) > 0)
      return id_at(self, s, (guint)item_count(self, s) - 1);
  return 0;
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, ReorderGtkBox *self)
{
  reorder_key key;
  reorder_phase p;
  reorder_status st;
  double t;
  (void)keycode;
  (void)state;
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
  default: return FALSE;
  }
  p = phase(self);
  t = input_time(self, GTK_EVENT_CONTROLLER(controller));
  if (key == REORDER_KEY_CANCEL) {
    if (p == REORDER_PHASE_IDLE || p == REORDER_PHASE_SETTLING)
      return FALSE;
    if (self->pointer_active) { /* the rest of this press is not a drag */
      self->pointer_active = FALSE;
      gtk_event_controller_reset(GTK_EVENT_CONTROLLER(self->drag));
    }
  } else if (self->pointer_active) {
    return TRUE; /* the pointer is dragging */
  } else if (key != REORDER_KEY_PICK_UP_OR_DROP && p != REORDER_PHASE_DRAGGING) {
    guint64 next = cursor_target(self, key);
    if (next) {
      reorder_gtk_box_set_cursor(self, next);
      reorder_gtk_box_scroll_to_cursor(self);
    } else {
      gtk_widget_error_bell(GTK_WIDGET(self));
    }
    return TRUE;
  } else if (!self->cursor) {
    reorder_gtk_box_set_cursor(self, cursor_target(self, key));
  }
  st = reorder_engine_key(self->engine, key, self->cursor ? &self->cursor : NULL, t);
  if (st == REORDER_E_REFUSED || st == REORDER_E_STATE)
    gtk_widget_error_bell(GTK_WIDGET(self)); /* announced; not a failure */
  else
    CHECK(self, st);
  reorder_gtk_box_engine_changed(self);
  reorder_gtk_box_scroll_to_cursor(self);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Controllers                                                               */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_init_input(ReorderGtkBox *self)
{
  GtkWidget *widget = GTK_WIDGET(self);
  GtkEventController *keys;

  /* Capture phase: the box sees presses before its children (a button in a
   * row) and claims the sequence only when the engine lifts an item. */
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
