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
  if (orientation == GTK_ORIENTATION_VERTICAL) {
    /* The content at the current width; the scrolled window shows a part. */
    CHECK(self, reorder_engine_content_size(&width, &height, self->driver.engine));
    *minimum = *natural = (int)ceil(height);
    return;
  }
  for (child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
    min = MAX(min, cmin);
    nat = MAX(nat, cnat);
  }
  columns = is_grid(self) && o->grid_columns > 0 ? o->grid_columns : 1;
  extra = (int)ceil(o->insets.x + o->insets.width + (columns - 1) * o->item_spacing);
  *minimum = min * columns + extra;
  *natural = nat * columns + extra;
}

/* Keeps what is drawn for p -- its frame scaled about its centre, and its
 * shadow -- inside the box's width. A row as wide as the box (no list
 * insets) would otherwise lose its ends to the box's clip when it is lifted
 * and enlarged (the first letter, a grip, a size label): its frame is
 * narrowed until the scaled row and its shadow fit, so the child lays out
 * again at that width (nothing is squeezed), and moved in from the edges.
 * The margin on each side is the shadow's reach across (its offset and
 * blur), so the lifted look stays centred. Rows at rest are unchanged. */
static void keep_inside(reorder_presentation *p, int width)
{
  double margin = p->shadow_opacity > 0 ? fabs(p->shadow_offset.x) + p->shadow_radius : 0;
  double scale = p->scale > 0 ? p->scale : 1;
  double room = width - 2 * margin, w, drawn, left;
  if (room <= 0 || p->frame.width <= 0)
    return;
  w = MIN(p->frame.width, room / scale);
  drawn = w * scale;
  left = p->frame.x + p->frame.width / 2 - drawn / 2;
  left = CLAMP(left, margin, width - margin - drawn);
  p->frame.width = w;
  p->frame.x = left + drawn / 2 - w / 2;
}

/* Re-measures list rows and headers at the width their section's frame
 * gives them (the engine's cross extent, less the list insets). */
static void update_sizes(ReorderGtkBox *self, double t)
{
  guint s, i;
  for (s = 0; s < self->sections->len; s++) {
    Section *section = section_at(self, s);
    reorder_rect f;
    size_t n = is_grid(self) ? 0 : item_count(self, s); /* grids: cells are the engine's */
    int w;
    if (!CHECK(self, reorder_section_frame(&f, self->driver.engine, (int32_t)s, t)))
      continue;
    w = (int)round(f.width);
    for (i = 0; i < n; i++) {
      Entry *e = entry_for(self, id_at(self, s, i));
      double size = e ? reorder_gtk_box_measure_item(e->widget, w) : 0;
      if (e && size != e->size &&
          CHECK(self, reorder_item_resize(self->driver.engine, e->id, size)))
        e->size = size;
    }
    if (section->header) {
      double extent = reorder_gtk_box_measure_item(section->header, w);
      if (extent != section->header_extent &&
          CHECK(self, reorder_section_set_extents(self->driver.engine, (int32_t)s, extent, 0)))
        section->header_extent = extent;
    }
  }
}

/* Each header at the top of its section's frame as drawn at t, placed like
 * the rows (not rounded to whole pixels), so that it slides with them. */
static void place_headers(ReorderGtkBox *self, int height, double t)
{
  guint s;
  for (s = 0; s < self->sections->len; s++) {
    Section *section = section_at(self, s);
    reorder_rect f;
    double top = 0;
    gboolean visible;
    if (!section->header)
      continue;
    visible = CHECK(self, reorder_section_frame(&f, self->driver.engine, (int32_t)s, t));
    if (visible) {
      top = f.y - self->driver.scroll_y;
      visible = top < height && top + section->header_extent > 0;
    }
    gtk_widget_set_child_visible(section->header, visible);
    if (visible)
      gtk_widget_allocate(section->header, (int)round(f.width), (int)section->header_extent, -1,
                          gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)f.x,
                                                                             (float)top)));
  }
}

void reorder_gtk_box_size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  ReorderGtkDriver *d = &self->driver;
  size_t i;
  double t = reorder_gtk_driver_frame_time(d);
  (void)baseline;

  if (self->sizes_dirty || width != self->sized_width) {
    /* The new width first: the section frames give the rows' width. */
    reorder_gtk_driver_set_viewport(d, width, height);
    update_sizes(self, t);
    self->sizes_dirty = FALSE;
    self->sized_width = width;
  }
  reorder_gtk_driver_layout(d, width, height, t);
  reorder_gtk_box_group_allocated(self, width, height);
  for (i = 0; i < d->n_frames; i++) {
    Entry *e = entry_for(self, d->frames[i].id);
    keep_inside(&d->frames[i], width); /* snapshot draws the same rect */
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
  place_headers(self, height, t);
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
