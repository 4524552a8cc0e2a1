/*
 * reorder-gtk-layout.c -- ReorderGtkBox: measuring, and placing and drawing
 * the children. Rows go where reorder_engine_presentation puts them, headers
 * at the top of their section's reorder_section_frame, both at the frame
 * clock's time, so that headers slide with their rows.
 */
#include "reorder-gtk-private.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Measuring and placing                                                     */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  const reorder_options *o = &self->options;
  GtkWidget *child;
  int min = 0, nat = 0, cmin, cnat, columns, extra;
  double width, height;
  (void)for_size;
  (void)minimum_baseline;
  (void)natural_baseline;
  self->sizes_dirty = TRUE; /* measured again: something queued a resize */
  if (orientation == GTK_ORIENTATION_VERTICAL) {
    /* The content at the current width; the scrolled window shows a part. */
    CHECK(self, reorder_engine_content_size(&width, &height, self->engine));
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

/* Places one child at its presentation: frame scaled about its centre. */
static void place(ReorderGtkBox *self, Entry *e, const reorder_presentation *p)
{
  GskTransform *t = NULL;
  int min_w, min_h, w, h;
  gtk_widget_measure(e->widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  w = MAX(min_w, (int)round(p->frame.width));
  gtk_widget_measure(e->widget, GTK_ORIENTATION_VERTICAL, w, &min_h, NULL, NULL, NULL);
  h = MAX(min_h, (int)round(p->frame.height));
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT((float)(p->frame.x + p->frame.width / 2),
                                                      (float)(p->frame.y - self->scroll_y +
                                                              p->frame.height / 2)));
  t = gsk_transform_scale(t, (float)p->scale, (float)p->scale);
  t = gsk_transform_translate(t, &GRAPHENE_POINT_INIT(-(float)p->frame.width / 2,
                                                      -(float)p->frame.height / 2));
  gtk_widget_set_child_visible(e->widget, TRUE);
  gtk_widget_set_opacity(e->widget, p->alpha);
  if (p->lifted)
    gtk_widget_add_css_class(e->widget, "reorder-lifted");
  else
    gtk_widget_remove_css_class(e->widget, "reorder-lifted");
  gtk_widget_allocate(e->widget, w, h, -1, t);
  e->shown = self->generation;

  /* The handle's place inside the row, for the engine's press test. */
  if (e->handle) {
    graphene_rect_t b;
    if (gtk_widget_compute_bounds(e->handle, e->widget, &b) && !graphene_rect_equal(&b, &e->grip)) {
      reorder_rect r;
      r.x = b.origin.x;
      r.y = b.origin.y;
      r.width = b.size.width;
      r.height = b.size.height;
      if (CHECK(self, reorder_item_set_handle(self->engine, e->id, &r)))
        e->grip = b;
    }
  }
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
    if (!CHECK(self, reorder_section_frame(&f, self->engine, (int32_t)s, t)))
      continue;
    w = (int)round(f.width);
    for (i = 0; i < n; i++) {
      Entry *e = entry_for(self, id_at(self, s, i));
      double size = e ? reorder_gtk_box_measure_item(e->widget, w) : 0;
      if (e && size != e->size && CHECK(self, reorder_item_resize(self->engine, e->id, size)))
        e->size = size;
    }
    if (section->header) {
      double extent = reorder_gtk_box_measure_item(section->header, w);
      if (extent != section->header_extent &&
          CHECK(self, reorder_section_set_extents(self->engine, (int32_t)s, extent, 0)))
        section->header_extent = extent;
    }
  }
}

/* Gives the engine the viewport: the box's size at scroll_y. */
static void set_viewport(ReorderGtkBox *self, int width, int height)
{
  reorder_rect viewport;
  viewport.x = 0;
  viewport.y = self->scroll_y;
  viewport.width = width;
  viewport.height = height;
  if (memcmp(&viewport, &self->viewport, sizeof viewport) != 0 &&
      CHECK(self, reorder_engine_set_viewport(self->engine, viewport))) {
    self->viewport = viewport;
    /* A drag's slot may change under a new viewport: its events are
     * dispatched on the next frame, not in the middle of a layout. */
    reorder_gtk_box_start_clock(self);
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
    visible = CHECK(self, reorder_section_frame(&f, self->engine, (int32_t)s, t));
    if (visible) {
      top = f.y - self->scroll_y;
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
  size_t i, count = 0;
  reorder_status st;
  double t = reorder_gtk_box_frame_time(self);
  (void)baseline;

  if (self->sizes_dirty || width != self->sized_width) {
    /* The new width first: the section frames give the rows' width. */
    set_viewport(self, width, height);
    update_sizes(self, t);
    self->sizes_dirty = FALSE;
    self->sized_width = width;
  }
  reorder_gtk_box_update_adjustments(self, width, height);
  set_viewport(self, width, height);

  st = reorder_engine_presentation(self->frames, self->frames_capacity,
                                   sizeof(reorder_presentation), &count, self->engine,
                                   self->viewport, t);
  if (st == REORDER_E_BUFFER) {
    self->frames_capacity = count + count / 2;
    self->frames = g_renew(reorder_presentation, self->frames, self->frames_capacity);
    st = reorder_engine_presentation(self->frames, self->frames_capacity,
                                     sizeof(reorder_presentation), &count, self->engine,
                                     self->viewport, t);
  }
  self->n_frames = CHECK(self, st) ? count : 0;
  self->generation++;
  for (i = 0; i < self->n_frames; i++) {
    Entry *e = entry_for(self, self->frames[i].id);
    keep_inside(&self->frames[i], width); /* snapshot draws the same rect */
    if (e)
      place(self, e, &self->frames[i]);
    else
      g_critical("ReorderGtkBox: the engine shows an unknown item %" G_GUINT64_FORMAT,
                 self->frames[i].id);
  }
  /* Children out of view are neither allocated nor drawn. */
  for (i = 0; i < self->shown->len; i++) {
    Entry *e = entry_for(self, g_array_index(self->shown, guint64, i));
    if (e && e->shown != self->generation)
      gtk_widget_set_child_visible(e->widget, FALSE);
  }
  g_array_set_size(self->shown, 0);
  for (i = 0; i < self->n_frames; i++)
    g_array_append_val(self->shown, self->frames[i].id);
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
  for (i = 0; i < self->n_frames; i++) { /* lowest z first */
    const reorder_presentation *p = &self->frames[i];
    Entry *e = entry_for(self, p->id);
    double w = p->frame.width * p->scale, h = p->frame.height * p->scale;
    graphene_rect_t r = GRAPHENE_RECT_INIT(
        (float)(p->frame.x + (p->frame.width - w) / 2),
        (float)(p->frame.y - self->scroll_y + (p->frame.height - h) / 2), (float)w, (float)h);
    if (!e || e->shown != self->generation)
      continue;
    if (p->shadow_opacity > 0) {
      GskRoundedRect outline;
      GdkRGBA shadow = {0, 0, 0, (float)p->shadow_opacity};
      gsk_rounded_rect_init_from_rect(&outline, &r, 0);
      gtk_snapshot_append_outset_shadow(snapshot, &outline, &shadow, (float)p->shadow_offset.x,
                                        (float)p->shadow_offset.y, 0, (float)p->shadow_radius);
    }
    gtk_widget_snapshot_child(widget, e->widget, snapshot);
    if (p->id == self->cursor && gtk_widget_has_focus(widget)) {
      GskRoundedRect ring;
      GdkRGBA color;
      float width[4] = {2, 2, 2, 2};
      GdkRGBA colors[4];
      gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
      colors[0] = colors[1] = colors[2] = colors[3] = color;
      gsk_rounded_rect_init_from_rect(&ring, &r, 0);
      gtk_snapshot_append_border(snapshot, &ring, width, colors);
    }
  }
}
