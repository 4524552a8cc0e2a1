/*
 * reorder-gtk-scroll.c -- ReorderGtkBox as a GtkScrollable: the vertical
 * adjustment follows the content and moves the engine's viewport; edge
 * auto-scroll (REORDER_EVENT_SCROLL) and the keyboard cursor move it.
 */
#include "reorder-gtk-private.h"

/* The user scrolled (scrollbar, wheel) or the adjustment was clamped. */
static void on_vadjustment_changed(GtkAdjustment *adjustment, ReorderGtkBox *self)
{
  double y = gtk_adjustment_get_value(adjustment);
  if (y == self->scroll_y)
    return;
  self->scroll_y = y;
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

void reorder_gtk_box_set_adjustment(ReorderGtkBox *self, GtkAdjustment **slot,
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

/* Keeps the keyboard cursor's item in view. */
void reorder_gtk_box_scroll_to_cursor(ReorderGtkBox *self)
{
  reorder_rect r;
  double height = gtk_widget_get_height(GTK_WIDGET(self));
  double y = self->scroll_y;
  if (!self->cursor || !CHECK(self, reorder_item_frame(&r, self->engine, self->cursor)))
    return;
  if (r.y + r.height > y + height)
    y = r.y + r.height - height;
  if (r.y < y)
    y = r.y;
  gtk_adjustment_set_value(self->vadjustment, y);
}

void reorder_gtk_box_update_adjustments(ReorderGtkBox *self, int width, int height)
{
  double content_w, content_h, top;
  CHECK(self, reorder_engine_content_size(&content_w, &content_h, self->engine));
  top = MAX(0, content_h - height);
  self->scroll_y = CLAMP(self->scroll_y, 0, top);
  g_signal_handlers_block_by_func(self->vadjustment, on_vadjustment_changed, self);
  gtk_adjustment_configure(self->vadjustment, self->scroll_y, 0, MAX(content_h, height),
                           height * 0.1, height * 0.9, height);
  g_signal_handlers_unblock_by_func(self->vadjustment, on_vadjustment_changed, self);
  gtk_adjustment_configure(self->hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
}
