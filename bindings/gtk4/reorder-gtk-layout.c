/*
 * reorder-gtk-layout.c -- ReorderGtkBox: measuring, and placing and drawing
 * the children. Rows go where reorder_engine_presentation puts them, headers
 * at the top of their section's reorder_section_frame, both at the frame
 * clock's time, so that headers slide with their rows.
 */
#include "reorder-gtk-private.h"

#include <math.h>

/* ------------------------------------------------------------------------ */
/* Measuring and placing                                                     */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  const reorder_options *o = &self->driver.options;
  GtkWidget *child;
  int min = 0, nat = 0, cmin, cnat, columns, extra;
  double width, height;
  (void)for_size;
  (void)minimum_baseline;
  (void)natural_baseline;
  self->sizes_dirty = TRUE; /* measured again: something queued a resize */
  if (orientation == main_orientation(self)) {
    /* The content at the current cross size; the scrolled window shows a part. */
    CHECK(self, reorder_engine_content_size(&width, &height, self->driver.engine));
    *minimum = *natural = (int)ceil(orientation == GTK_ORIENTATION_VERTICAL ? height : width);
    return;
  }
  for (child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    gtk_widget_measure(child, orientation, -1, &cmin, &cnat, NULL, NULL);
    min = MAX(min, cmin);
    nat = MAX(nat, cnat);
  }
  /* Across the main axis: a grid's fixed number of cells (a horizontal
   * grid's down a column), item_spacing apart, and the insets. */
  columns = is_grid(self) && o->grid_columns > 0 ? o->grid_columns : 1;
  extra = (int)ceil((columns - 1) * o->item_spacing +
                    (orientation == GTK_ORIENTATION_HORIZONTAL ? o->insets.x + o->insets.width
                                                               : o->insets.y + o->insets.height));
  *minimum = min * columns + extra;
  *natural = nat * columns + extra;
}

/* Keeps what is drawn for p -- its frame scaled about its centre, and its
 * shadow -- inside the box's cross size (its width; its height in a
 * horizontal list). A row as wide as the box (no list insets) would
 * otherwise lose its ends to the box's clip when it is lifted and enlarged
 * (the first letter, a grip, a size label): its frame is narrowed until the
 * scaled row and its shadow fit, so the child lays out again at that width
 * (nothing is squeezed), and moved in from the edges. The margin on each
 * side is the shadow's reach across (its offset and blur), so the lifted
 * look stays centred. Rows at rest are unchanged. */
static void keep_inside(reorder_presentation *p, gboolean horizontal, int cross)
{
  double *x = horizontal ? &p->frame.y : &p->frame.x;
  double *width = horizontal ? &p->frame.height : &p->frame.width;
  double offset = horizontal ? p->shadow_offset.y : p->shadow_offset.x;
  double margin = p->shadow_opacity > 0 ? fabs(offset) + p->shadow_radius : 0;
  double scale = p->scale > 0 ? p->scale : 1;
  double room = cross - 2 * margin, w, drawn, left;
  if (room <= 0 || *width <= 0)
    return;
  w = MIN(*width, room / scale);
  drawn = w * scale;
  left = *x + *width / 2 - drawn / 2;
  left = CLAMP(left, margin, cross - margin - drawn);
  *width = w;
  *x = left + drawn / 2 - w / 2;
}

/* Re-measures list rows and headers at the cross size their section's
 * frame gives them (the engine's cross extent, less the list insets);
 * a flow's children at the width of its lines (reorder-gtk-flow.c). */
static void update_sizes(ReorderGtkBox *self, double t)
{
  guint s, i;
  for (s = 0; s < self->sections->len; s++) {
    Section *section = section_at(self, s);
    reorder_rect f;
    /* grids: cells are the engine's; flows: below; an outline's rows as a
     * list's (measured at the section's width: indenting keeps heights) */
    size_t n = is_grid(self) || is_flow(self) ? 0 : item_count(self, s);
    int w;
    if (!CHECK(self, reorder_section_frame(&f, self->driver.engine, (int32_t)s, t)))
      continue;
    if (is_flow(self))
      reorder_gtk_box_flow_update_sizes(self, s, &f);
    w = (int)round(main_orientation(self) == GTK_ORIENTATION_HORIZONTAL ? f.height : f.width);
    for (i = 0; i < n; i++) {
      Entry *e = entry_for(self, id_at(self, s, i));
      double size = e ? reorder_gtk_box_measure_item(self, e->widget, w) : 0;
      if (e && size != e->size &&
          CHECK(self, reorder_item_resize(self->driver.engine, e->id, size)))
        e->size = size;
    }
    if (section->header) {
      double extent = reorder_gtk_box_measure_item(self, section->header, w);
      if (extent != section->header_extent &&
          CHECK(self, reorder_section_set_extents(self->driver.engine, (int32_t)s, extent, 0)))
        section->header_extent = extent;
    }
  }
}

/* Each header at the start of its section's frame as drawn at t (its top;
 * in a horizontal list its left, its right end right to left), placed like
 * the rows (not rounded to whole pixels), so that it slides with them. */
static void place_headers(ReorderGtkBox *self, int width, int height, double t)
{
  gboolean horizontal = main_orientation(self) == GTK_ORIENTATION_HORIZONTAL;
  guint s;
  for (s = 0; s < self->sections->len; s++) {
    Section *section = section_at(self, s);
    reorder_rect f;
    double left = 0, top = 0, start;
    gboolean visible;
    if (!section->header)
      continue;
    visible = CHECK(self, reorder_section_frame(&f, self->driver.engine, (int32_t)s, t));
    if (visible) {
      left = f.x - self->driver.scroll_x;
      if (horizontal && self->driver.options.direction == REORDER_DIRECTION_RTL)
        left += f.width - section->header_extent;
      top = f.y - self->driver.scroll_y;
      start = horizontal ? left : top;
      visible = start < (horizontal ? width : height) && start + section->header_extent > 0;
    }
    gtk_widget_set_child_visible(section->header, visible);
    if (visible)
      gtk_widget_allocate(section->header,
                          horizontal ? (int)section->header_extent : (int)round(f.width),
                          horizontal ? (int)round(f.height) : (int)section->header_extent, -1,
                          gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)left,
                                                                             (float)top)));
  }
}

void reorder_gtk_box_size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  ReorderGtkDriver *d = &self->driver;
  size_t i;
  double t = reorder_gtk_driver_frame_time(d);
  gboolean horizontal = main_orientation(self) == GTK_ORIENTATION_HORIZONTAL;
  int cross = horizontal ? height : width;
  (void)baseline;

  if (self->sizes_dirty || cross != self->sized_cross) {
    /* The new size first: the section frames give the rows' cross size. */
    reorder_gtk_driver_set_viewport(d, width, height);
    update_sizes(self, t);
    self->sizes_dirty = FALSE;
    self->sized_cross = cross;
  }
  reorder_gtk_driver_layout(d, width, height, t);
  reorder_gtk_box_group_allocated(self, width, height);
  for (i = 0; i < d->n_frames; i++) {
    Entry *e = entry_for(self, d->frames[i].id);
    keep_inside(&d->frames[i], horizontal, cross); /* snapshot draws the same rect */
    if (e) {
      reorder_gtk_driver_place(d, e->widget, e->handle, &e->grip, &d->frames[i]);
      e->shown = d->generation;
    } else {
      g_critical("ReorderGtkBox: the engine shows an unknown item %" G_GUINT64_FORMAT,
                 d->frames[i].id);
    }
  }
  /* Children out of view are neither allocated nor drawn. */
  for (i = 0; i < self->shown->len; i++) {
    Entry *e = entry_for(self, g_array_index(self->shown, guint64, i));
    if (e && e->shown != d->generation)
      gtk_widget_set_child_visible(e->widget, FALSE);
  }
  g_array_set_size(self->shown, 0);
  for (i = 0; i < d->n_frames; i++)
    g_array_append_val(self->shown, d->frames[i].id);
  place_headers(self, width, height, t);
}

/* ------------------------------------------------------------------------ */
/* Drawing                                                                   */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  size_t i;
  guint s;
  for (s = 0; s < self->sections->len; s++)
    if (section_at(self, s)->header)
      gtk_widget_snapshot_child(widget, section_at(self, s)->header, snapshot);
  for (i = 0; i < self->driver.n_frames; i++) { /* lowest z first */
    const reorder_presentation *p = &self->driver.frames[i];
    Entry *e = entry_for(self, p->id);
    if (e && e->shown == self->driver.generation)
      reorder_gtk_driver_snapshot_item(&self->driver, snapshot, e->widget, p);
  }
}
