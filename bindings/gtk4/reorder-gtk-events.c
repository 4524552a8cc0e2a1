/*
 * reorder-gtk-events.c -- ReorderGtkBox: engine calls, time, the frame
 * clock, and the engine's events applied to the stores and re-emitted as
 * the box's signals.
 */
#include "reorder-gtk-private.h"

/* ------------------------------------------------------------------------ */
/* Engine calls and time                                                     */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_box_engine_ok(ReorderGtkBox *self, reorder_status st, GError **error)
{
  if (st == REORDER_OK)
    return TRUE;
  g_set_error(error, REORDER_GTK_ERROR, st, "%s: %s", reorder_status_string(st),
              reorder_engine_last_error(self->engine));
  return FALSE;
}

gboolean reorder_gtk_box_check(ReorderGtkBox *self, reorder_status st, const char *what)
{
  if (st == REORDER_OK)
    return TRUE;
  g_critical("ReorderGtkBox: %s failed: %s (%s)", what, reorder_status_string(st),
             reorder_engine_last_error(self->engine));
  return FALSE;
}

static double now_seconds(void)
{
  return (double)g_get_monotonic_time() / G_USEC_PER_SEC;
}

double reorder_gtk_box_frame_time(ReorderGtkBox *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self));
  return clock ? (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC : now_seconds();
}

/* ------------------------------------------------------------------------ */
/* Frame clock                                                               */
/* ------------------------------------------------------------------------ */

static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  double t = (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC;
  reorder_bool animating = 0;
  (void)user_data;
  CHECK(self, reorder_engine_tick(self->engine, t));
  reorder_gtk_box_dispatch_events(self);
  gtk_widget_queue_allocate(widget);
  CHECK(self, reorder_engine_is_animating(&animating, self->engine, t));
  if (!animating && phase(self) == REORDER_PHASE_IDLE) {
    self->tick_id = 0;
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

void reorder_gtk_box_start_clock(ReorderGtkBox *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_tick, NULL, NULL);
}

void reorder_gtk_box_engine_changed(ReorderGtkBox *self)
{
  reorder_gtk_box_dispatch_events(self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
  reorder_gtk_box_start_clock(self);
}

/* ------------------------------------------------------------------------ */
/* Events                                                                    */
/* ------------------------------------------------------------------------ */

/* Applies one engine move to the stores, then reports it. */
static void apply_move(ReorderGtkBox *self, const reorder_event *ev)
{
  Section *from = section_at(self, (guint)ev->from.section);
  Section *to = section_at(self, (guint)ev->to.section);
  Entry *e = entry_for(self, ev->id);
  GObject *item = g_list_model_get_item(G_LIST_MODEL(from->store), (guint)ev->from.item);
  if (!e || item != e->item) {
    g_critical("ReorderGtkBox: store and engine disagree on item %" G_GUINT64_FORMAT, ev->id);
    g_clear_object(&item);
    return;
  }
  self->applying = TRUE;
  g_list_store_remove(from->store, (guint)ev->from.item);
  g_list_store_insert(to->store, (guint)ev->to.item, item);
  self->applying = FALSE;
  g_signal_emit(self, reorder_gtk_box_signals[ITEM_MOVED], 0, item, (guint)ev->from.section,
                (guint)ev->from.item, (guint)ev->to.section, (guint)ev->to.item);
  g_object_unref(item);
}

void reorder_gtk_box_set_cursor(ReorderGtkBox *self, guint64 id)
{
  Entry *e = entry_for(self, id);
  if (!e)
    return;
  self->cursor = id;
  gtk_accessible_update_relation(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                 e->widget, -1);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void handle_event(ReorderGtkBox *self, const reorder_event *ev)
{
  Entry *e = entry_for(self, ev->id);
  GObject *item = e ? e->item : NULL;
  switch (ev->type) {
  case REORDER_EVENT_LIFT:
    if (self->pointer_active)
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_CLAIMED);
    gtk_widget_grab_focus(GTK_WIDGET(self));
    reorder_gtk_box_set_cursor(self, ev->id);
    g_signal_emit(self, reorder_gtk_box_signals[DRAG_BEGIN], 0, item);
    break;
  case REORDER_EVENT_MOVE:
    apply_move(self, ev);
    break;
  case REORDER_EVENT_DROP:
    g_signal_emit(self, reorder_gtk_box_signals[ITEM_DROPPED], 0, item, (guint)ev->from.section,
                  (guint)ev->from.item, (guint)ev->to.section, (guint)ev->to.item);
    break;
  case REORDER_EVENT_CANCEL:
    g_signal_emit(self, reorder_gtk_box_signals[DRAG_CANCELLED], 0, item);
    break;
  case REORDER_EVENT_NOT_A_DRAG:
    if (ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id && item) {
      gtk_widget_grab_focus(GTK_WIDGET(self));
      reorder_gtk_box_set_cursor(self, ev->id);
      g_signal_emit(self, reorder_gtk_box_signals[ITEM_ACTIVATED], 0, item);
    } else if (self->pointer_active) {
      /* Not ours (a scroll, or a press off the handle): let other gestures,
       * e.g. the scrolled window's touch panning, take the sequence. */
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_DENIED);
    }
    break;
  case REORDER_EVENT_SCROLL:
    self->scroll_y = ev->offset.y;
    self->viewport.y = ev->offset.y;
    if (self->vadjustment)
      gtk_adjustment_set_value(self->vadjustment, ev->offset.y);
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    reorder_gtk_box_announce(self, ev->text, ev->text_length);
    break;
  case REORDER_EVENT_ANIMATION_NEEDED:
    reorder_gtk_box_start_clock(self);
    break;
  default: /* a newer library's event: nothing to do */
    break;
  }
}

/* Polled rather than taken in a callback so that handlers of the box's
 * signals may call back into the box. REORDER_OK: an event; REORDER_DONE:
 * none left. */
void reorder_gtk_box_dispatch_events(ReorderGtkBox *self)
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
