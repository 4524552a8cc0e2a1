/*
 * reorder-gtk-flow.c -- flows (REORDER_LAYOUT_FLOW: tags, chips): children
 * of their own width and height wrapping into lines.
 *
 * The box: a child's natural width is its item's size (narrowed to the
 * line's width when it is wider, so that a long label wraps or ellipsizes
 * instead of running out of the box), its natural height at that width the
 * item's cross size (reorder_item_set_cross_size); the engine places the
 * lines, and the box allocates each child at its frame as for any layout.
 *
 * The driver: the keyboard cursor's Up and Down go to the item of the line
 * above or below whose centre is nearest the cursor's (Left and Right, and
 * every key of a lifted item, are the engine's or the reading order's).
 */
#include "reorder-gtk-private.h"

#include <math.h>

/* ------------------------------------------------------------------------ */
/* The box: measuring chips                                                  */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_measure_chip(GtkWidget *widget, int line, double *width, double *height)
{
  int min_w = 0, nat_w = 0, nat_h = 0, w;
  gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  w = line > 0 ? MAX(min_w, MIN(nat_w, line)) : nat_w;
  gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, w, NULL, &nat_h, NULL, NULL);
  *width = w;
  *height = nat_h;
}

void reorder_gtk_box_flow_describe(ReorderGtkBox *self, guint s, guint first, guint n)
{
  guint i;
  if (first == 0 && n == item_count(self, s)) {
    double *heights = g_new(double, n ? n : 1);
    for (i = 0; i < n; i++) {
      Entry *e = entry_for(self, id_at(self, s, i));
      heights[i] = e ? e->cross : 0;
    }
    CHECK(self, reorder_section_set_cross_sizes(self->driver.engine, (int32_t)s, heights, n));
    g_free(heights);
    return;
  }
  for (i = first; i < first + n; i++) {
    Entry *e = entry_for(self, id_at(self, s, i));
    if (e)
      CHECK(self, reorder_item_set_cross_size(self->driver.engine, e->id, e->cross));
  }
}

void reorder_gtk_box_flow_update_sizes(ReorderGtkBox *self, guint s, const reorder_rect *f)
{
  const reorder_options *o = &self->driver.options;
  size_t i, n = item_count(self, s);
  int line = (int)floor(f->width - o->insets.x - o->insets.width);
  double *heights = g_new(double, n ? n : 1);
  gboolean taller = FALSE;
  for (i = 0; i < n; i++) {
    Entry *e = entry_for(self, id_at(self, s, (guint)i));
    double width, height;
    if (!e) {
      heights[i] = o->flow_item_height;
      continue;
    }
    reorder_gtk_box_measure_chip(e->widget, line, &width, &height);
    if (width != e->size && CHECK(self, reorder_item_resize(self->driver.engine, e->id, width)))
      e->size = width;
    taller = taller || height != e->cross;
    heights[i] = e->cross = height;
  }
  /* One re-flow for every height that changed. */
  if (taller)
    CHECK(self, reorder_section_set_cross_sizes(self->driver.engine, (int32_t)s, heights, n));
  g_free(heights);
}

/* ------------------------------------------------------------------------ */
/* The driver: the keyboard cursor from line to line                         */
/* ------------------------------------------------------------------------ */

/* The item after (forward) or before *at in reading order, across
 * sections, *at moved to it; 0 past either end. */
static guint64 step(ReorderGtkDriver *d, reorder_index_path *at, gboolean forward)
{
  size_t sections = 0;
  REORDER_GTK_CHECK(d, reorder_engine_section_count(&sections, d->engine));
  if (forward) {
    at->item++;
    while ((size_t)at->section < sections &&
           (size_t)at->item >= reorder_gtk_driver_item_count(d, (guint)at->section)) {
      at->section++;
      at->item = 0;
    }
    if ((size_t)at->section >= sections)
      return 0;
  } else {
    at->item--;
    while (at->item < 0) {
      if (--at->section < 0)
        return 0;
      at->item = (int32_t)reorder_gtk_driver_item_count(d, (guint)at->section) - 1;
    }
  }
  return reorder_gtk_driver_id_at(d, (guint)at->section, (guint)at->item);
}

/* Item id's centre in the layout. */
static gboolean centre_of(ReorderGtkDriver *d, guint64 id, double *x, double *y)
{
  reorder_rect r;
  if (!REORDER_GTK_CHECK(d, reorder_item_frame(&r, d->engine, id)))
    return FALSE;
  *x = r.x + r.width / 2;
  *y = r.y + r.height / 2;
  return TRUE;
}

/* Items are centred in their line: the same centre height is the same
 * line (lines of different sections never share one). */
static gboolean same_line(double y, double line_y)
{
  return fabs(y - line_y) < 0.5;
}

guint64 reorder_gtk_driver_flow_line_target(ReorderGtkDriver *d, gboolean down)
{
  reorder_index_path at;
  double cx, cy, x, y, line_y, best_distance;
  guint64 id, best;
  if (!REORDER_GTK_CHECK(d, reorder_item_index_path(&at, d->engine, d->cursor)) ||
      !centre_of(d, d->cursor, &cx, &cy))
    return 0;
  /* Out of the cursor's line... */
  do {
    id = step(d, &at, down);
    if (!id || !centre_of(d, id, &x, &y))
      return 0;
  } while (same_line(y, cy));
  /* ...then along the next one, to its item nearest the cursor's centre. */
  line_y = y;
  best = id;
  best_distance = fabs(x - cx);
  while ((id = step(d, &at, down)) && centre_of(d, id, &x, &y) && same_line(y, line_y))
    if (fabs(x - cx) < best_distance) {
      best = id;
      best_distance = fabs(x - cx);
    }
  return best;
}
