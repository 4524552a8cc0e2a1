/*
 * reorder-gtk-outline.c -- ReorderGtkBox as an outline ("layout"
 * REORDER_LAYOUT_OUTLINE): items' depths and expanding, and the engine's
 * outline events as signals. Placing rows needs nothing of its own: the
 * presentation's frames are indented already and skip hidden rows, which
 * the layout then leaves unallocated as any row out of view.
 */
#include "reorder-gtk-private.h"

gboolean reorder_gtk_box_set_depths(ReorderGtkBox *self, guint section, const guint *depths,
                                    gsize n, GError **error)
{
  int32_t *engine_depths;
  gsize k;
  gboolean ok;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  g_return_val_if_fail(depths != NULL || n == 0, FALSE);
  engine_depths = g_new(int32_t, n ? n : 1);
  for (k = 0; k < n; k++) /* too deep for int32_t: still out of range */
    engine_depths[k] = (int32_t)MIN(depths[k], (guint)G_MAXINT32);
  ok = reorder_gtk_box_engine_ok(
      self, reorder_section_set_depths(self->driver.engine, (int32_t)section, engine_depths, n),
      error);
  g_free(engine_depths);
  if (ok)
    gtk_widget_queue_resize(GTK_WIDGET(self));
  return ok;
}

guint reorder_gtk_box_get_depth(ReorderGtkBox *self, guint section, guint position)
{
  int32_t depth = 0;
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), 0);
  g_return_val_if_fail(section < self->sections->len, 0);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, 0);
  CHECK(self, reorder_item_depth(&depth, self->driver.engine, id));
  return (guint)depth;
}

gboolean reorder_gtk_box_set_item_depth(ReorderGtkBox *self, guint section, guint position,
                                        guint depth, GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  tick_now(self);
  if (!reorder_gtk_box_engine_ok(
          self,
          reorder_item_set_depth(self->driver.engine, id, (int32_t)MIN(depth, (guint)G_MAXINT32)),
          error))
    return FALSE;
  reorder_gtk_driver_engine_changed(&self->driver); /* the stores, the signals */
  return TRUE;
}

gboolean reorder_gtk_box_set_expanded(ReorderGtkBox *self, guint section, guint position,
                                      gboolean expanded, GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  tick_now(self); /* the rows after it slide from where they are now */
  if (!reorder_gtk_box_engine_ok(
          self, reorder_item_set_expanded(self->driver.engine, id, expanded ? 1 : 0), error))
    return FALSE;
  reorder_gtk_driver_engine_changed(&self->driver);
  gtk_widget_queue_resize(GTK_WIDGET(self)); /* the content's height changed */
  return TRUE;
}

gboolean reorder_gtk_box_get_expanded(ReorderGtkBox *self, guint section, guint position)
{
  reorder_bool expanded = 1;
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), TRUE);
  g_return_val_if_fail(section < self->sections->len, TRUE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, TRUE);
  CHECK(self, reorder_item_is_expanded(&expanded, self->driver.engine, id));
  return expanded != 0;
}

void reorder_gtk_box_outline_event(GtkWidget *owner, const reorder_event *ev)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(owner);
  Entry *e = entry_for(self, ev->id), *other;
  if (!e) /* removed by a handler of an earlier event */
    return;
  switch (ev->type) {
  case REORDER_EVENT_MOVE:
    g_signal_emit(self, reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_DEPTH_CHANGED], 0, e->item,
                  (guint)ev->from_depth, (guint)ev->depth);
    break;
  case REORDER_EVENT_EXPAND:
    gtk_widget_queue_resize(owner); /* its children take room again */
    g_signal_emit(self, reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_EXPANDED], 0, e->item);
    break;
  case REORDER_EVENT_COMBINE:
    other = entry_for(self, ev->other);
    if (other)
      g_signal_emit(self, reorder_gtk_box_signals[REORDER_GTK_BOX_ITEMS_COMBINED], 0, e->item,
                    other->item);
    break;
  default:
    break;
  }
}

void reorder_gtk_box_outline_class_init(GObjectClass *object_class)
{
  GType type = G_TYPE_FROM_CLASS(object_class);
  reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_DEPTH_CHANGED] =
      g_signal_new("item-depth-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                   G_TYPE_NONE, 3, G_TYPE_OBJECT, G_TYPE_UINT, G_TYPE_UINT);
  reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_EXPANDED] =
      g_signal_new("item-expanded", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                   1, G_TYPE_OBJECT);
  reorder_gtk_box_signals[REORDER_GTK_BOX_ITEMS_COMBINED] =
      g_signal_new("items-combined", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                   2, G_TYPE_OBJECT, G_TYPE_OBJECT);
}
