/*
 * reorder-gtk-outer.c -- the scrolled window around every member of a
 * ReorderGtkGroup (reorder_gtk_group_set_outer_scroll in
 * reorder-gtk-group.h): a board's sideways scrolling view of its columns.
 *
 * The group tells libreorder where the scrolled window is
 * (reorder_group_set_outer_scroll): its rect in the members' shared space,
 * found as the members' frames are (reorder_gtk_group_shared_origin), and
 * its adjustments' value and limits. It does so whenever an adjustment
 * changes (the user scrolled, the page resized) and before any member's
 * frame is set (mapped, resized, every press), so that a frame is always
 * where the box is at the offset the engine knows. During a drag, the
 * member holding it reports REORDER_EVENT_OUTER_SCROLL with the offset the
 * engine scrolled the container to (it has moved the members' frames
 * already): the group sets the adjustments there. The members' frame
 * clocks keep ticking while a drag lasts (reorder-gtk-driver.c), pointer
 * held still or not, and each tick scrolls on.
 */
#include "reorder-gtk-private.h"

enum { PROP_0, PROP_OUTER_SCROLL, N_PROPS };
static GParamSpec *outer_props[N_PROPS];

static void on_adjustment(GtkAdjustment *adjustment, ReorderGtkGroup *group);

/* The container's rect and offsets now, with the configured zone, curve,
 * ...; an empty rect while it is not shown. */
static void read_place(ReorderGtkGroup *group, gboolean screen, reorder_outer_scroll *out)
{
  GtkWidget *widget = GTK_WIDGET(group->outer);
  graphene_point_t at;
  double offset[2], lo[2], hi[2];
  int k;
  *out = group->outer_state;
  out->visible.x = out->visible.y = out->visible.width = out->visible.height = 0;
  if (reorder_gtk_group_shared_origin(widget, screen, &at)) {
    out->visible.x = at.x;
    out->visible.y = at.y;
    out->visible.width = gtk_widget_get_width(widget);
    out->visible.height = gtk_widget_get_height(widget);
  }
  for (k = 0; k < 2; k++) {
    GtkAdjustment *a = group->outer_adjustments[k];
    lo[k] = a ? gtk_adjustment_get_lower(a) : 0;
    hi[k] = a ? MAX(lo[k], gtk_adjustment_get_upper(a) - gtk_adjustment_get_page_size(a)) : 0;
    offset[k] = a ? CLAMP(gtk_adjustment_get_value(a), lo[k], hi[k]) : 0;
  }
  out->offset.x = offset[0];
  out->offset.y = offset[1];
  out->min_offset.x = lo[0];
  out->min_offset.y = lo[1];
  out->max_offset.x = hi[0];
  out->max_offset.y = hi[1];
}

static gboolean same_rect(const reorder_rect *a, const reorder_rect *b)
{
  return a->x == b->x && a->y == b->y && a->width == b->width && a->height == b->height;
}

static gboolean same_point(const reorder_point *a, const reorder_point *b)
{
  return a->x == b->x && a->y == b->y;
}

void reorder_gtk_group_outer_update(ReorderGtkGroup *group, gboolean screen)
{
  reorder_outer_scroll now;
  const reorder_outer_scroll *was = &group->outer_state;
  reorder_status st;
  if (!group->outer)
    return;
  read_place(group, screen, &now);
  if (group->outer_told && same_rect(&now.visible, &was->visible) &&
      same_point(&now.offset, &was->offset) && same_point(&now.min_offset, &was->min_offset) &&
      same_point(&now.max_offset, &was->max_offset))
    return;
  st = reorder_group_set_outer_scroll(group->group, &now);
  if (st != REORDER_OK) {
    g_critical("ReorderGtkGroup: reorder_group_set_outer_scroll failed: %s (%s)",
               reorder_status_string(st), reorder_engine_last_error(NULL));
    return;
  }
  group->outer_state = now;
  group->outer_told = TRUE;
}

/* The group knows no container. */
static void forget(ReorderGtkGroup *group)
{
  if (group->outer_told)
    (void)reorder_group_set_outer_scroll(group->group, NULL); /* never refused */
  group->outer_told = FALSE;
}

/* The adjustments' handlers: blocked while the group applies an offset. */
static void block(ReorderGtkGroup *group, gboolean blocked)
{
  int k;
  for (k = 0; k < 2; k++)
    if (group->outer_adjustments[k]) {
      if (blocked)
        g_signal_handlers_block_by_func(group->outer_adjustments[k], on_adjustment, group);
      else
        g_signal_handlers_unblock_by_func(group->outer_adjustments[k], on_adjustment, group);
    }
}

/* The user scrolled, or the page changed size: the frames move with the
 * offset (mid-drag too), and whatever that changed (the member under the
 * pointer) is dispatched on the members' next frame. */
static void on_adjustment(GtkAdjustment *adjustment, ReorderGtkGroup *group)
{
  guint i;
  (void)adjustment;
  reorder_gtk_group_outer_update(group, reorder_gtk_group_use_screen(group));
  for (i = 0; i < group->boxes->len; i++) {
    ReorderGtkBox *box = g_ptr_array_index(group->boxes, i);
    reorder_gtk_driver_start_clock(&box->driver);
  }
}

static void unwatch(ReorderGtkGroup *group)
{
  int k;
  for (k = 0; k < 2; k++)
    if (group->outer_adjustments[k]) {
      g_signal_handlers_disconnect_by_data(group->outer_adjustments[k], group);
      g_clear_object(&group->outer_adjustments[k]);
    }
}

/* Follows the scrolled window's adjustments, which it may replace. */
static void watch(ReorderGtkGroup *group)
{
  int k;
  unwatch(group);
  for (k = 0; k < 2; k++) {
    GtkAdjustment *a = k == 0 ? gtk_scrolled_window_get_hadjustment(group->outer)
                              : gtk_scrolled_window_get_vadjustment(group->outer);
    if (!a)
      continue;
    group->outer_adjustments[k] = g_object_ref(a);
    g_signal_connect(a, "value-changed", G_CALLBACK(on_adjustment), group);
    g_signal_connect(a, "changed", G_CALLBACK(on_adjustment), group);
  }
}

static void on_scroller_changed(GObject *scroller, GParamSpec *pspec, ReorderGtkGroup *group)
{
  (void)scroller;
  if (pspec) /* notify::hadjustment, ::vadjustment; NULL from ::map */
    watch(group);
  on_adjustment(NULL, group);
}

static void on_scroller_map(GtkWidget *scroller, ReorderGtkGroup *group)
{
  on_scroller_changed(G_OBJECT(scroller), NULL, group);
}

void reorder_gtk_box_outer_scrolled(GtkWidget *owner, const reorder_event *ev)
{
  ReorderGtkGroup *group = REORDER_GTK_BOX(owner)->group;
  if (ev->reason != REORDER_OUTER_GROUP || !group || !group->outer)
    return;
  /* The engine is there already: both axes set, then whatever GTK made of
   * them (a clamp) told once. */
  block(group, TRUE);
  if (group->outer_adjustments[0])
    gtk_adjustment_set_value(group->outer_adjustments[0], ev->offset.x);
  if (group->outer_adjustments[1])
    gtk_adjustment_set_value(group->outer_adjustments[1], ev->offset.y);
  block(group, FALSE);
  group->outer_state.offset = ev->offset;
  reorder_gtk_group_outer_update(group, reorder_gtk_group_use_screen(group));
}

/* Without a reference on the scrolled window, which holds the members,
 * which hold the group: it goes when its window does. */
static void on_scroller_gone(gpointer data, GObject *where_it_was)
{
  ReorderGtkGroup *group = data;
  (void)where_it_was;
  unwatch(group);
  group->outer = NULL;
  forget(group);
  g_object_notify_by_pspec(G_OBJECT(group), outer_props[PROP_OUTER_SCROLL]);
}

static void let_go(ReorderGtkGroup *group)
{
  if (!group->outer)
    return;
  unwatch(group);
  g_signal_handlers_disconnect_by_data(group->outer, group);
  g_object_weak_unref(G_OBJECT(group->outer), on_scroller_gone, group);
  group->outer = NULL;
}

void reorder_gtk_group_set_outer_scroll(ReorderGtkGroup *self, GtkScrolledWindow *scroller)
{
  g_return_if_fail(REORDER_GTK_IS_GROUP(self));
  g_return_if_fail(scroller == NULL || GTK_IS_SCROLLED_WINDOW(scroller));
  if (scroller == self->outer)
    return;
  let_go(self);
  forget(self);
  if (scroller) {
    self->outer = scroller;
    g_object_weak_ref(G_OBJECT(scroller), on_scroller_gone, self);
    g_signal_connect(scroller, "notify::hadjustment", G_CALLBACK(on_scroller_changed), self);
    g_signal_connect(scroller, "notify::vadjustment", G_CALLBACK(on_scroller_changed), self);
    g_signal_connect(scroller, "map", G_CALLBACK(on_scroller_map), self);
    watch(self);
    reorder_gtk_group_outer_update(self, reorder_gtk_group_use_screen(self));
  }
  g_object_notify_by_pspec(G_OBJECT(self), outer_props[PROP_OUTER_SCROLL]);
}

GtkScrolledWindow *reorder_gtk_group_get_outer_scroll(ReorderGtkGroup *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_GROUP(self), NULL);
  return self->outer;
}

gboolean reorder_gtk_group_configure_outer_scroll(ReorderGtkGroup *self,
                                                  const reorder_outer_scroll *outer,
                                                  GError **error)
{
  reorder_outer_scroll next;
  reorder_status st;
  g_return_val_if_fail(REORDER_GTK_IS_GROUP(self), FALSE);
  if (outer && outer->version != REORDER_OUTER_SCROLL_VERSION) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION,
                "%s: reorder_outer_scroll version %u; the group takes version %u",
                reorder_status_string(REORDER_E_VERSION), (unsigned)outer->version,
                (unsigned)REORDER_OUTER_SCROLL_VERSION);
    return FALSE;
  }
  reorder_outer_scroll_init(&next, REORDER_OUTER_SCROLL_VERSION);
  if (outer) {
    next.zone_kind = outer->zone_kind;
    next.curve = outer->curve;
    next.zone = outer->zone;
    next.max_speed = outer->max_speed;
    next.grace = outer->grace;
    next.intent = outer->intent;
  }
  /* The place the group knows, with the new settings: the engine checks
   * them (with no container, in an empty one it is then taken out of). */
  next.visible = self->outer_state.visible;
  next.offset = self->outer_state.offset;
  next.min_offset = self->outer_state.min_offset;
  next.max_offset = self->outer_state.max_offset;
  st = reorder_group_set_outer_scroll(self->group, &next);
  if (st != REORDER_OK) {
    g_set_error(error, REORDER_GTK_ERROR, st, "%s: %s", reorder_status_string(st),
                reorder_engine_last_error(NULL));
    return FALSE;
  }
  self->outer_state = next;
  self->outer_told = TRUE;
  if (!self->outer)
    forget(self);
  return TRUE;
}

void reorder_gtk_group_outer_init(ReorderGtkGroup *group)
{
  reorder_outer_scroll_init(&group->outer_state, REORDER_OUTER_SCROLL_VERSION);
}

void reorder_gtk_group_outer_dispose(ReorderGtkGroup *group)
{
  let_go(group);
  forget(group);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  if (id == PROP_OUTER_SCROLL)
    reorder_gtk_group_set_outer_scroll(REORDER_GTK_GROUP(object), g_value_get_object(value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  if (id == PROP_OUTER_SCROLL)
    g_value_set_object(value, REORDER_GTK_GROUP(object)->outer);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

void reorder_gtk_group_outer_class_init(GObjectClass *object_class)
{
  object_class->set_property = set_property;
  object_class->get_property = get_property;
  outer_props[PROP_OUTER_SCROLL] =
      g_param_spec_object("outer-scroll", NULL, NULL, GTK_TYPE_SCROLLED_WINDOW,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties(object_class, N_PROPS, outer_props);
}
