/*
 * reorder-gtk-group.c -- ReorderGtkGroup (see reorder-gtk-group.h) and the
 * box's side of it: joining and leaving, the transfer rules and their
 * properties, where each box is in the members' shared space (their outer
 * scroll container: reorder-gtk-outer.c), and the
 * halves of a transfer, which carry an item's store entry and child
 * widget from one box to another.
 */
#include "reorder-gtk-private.h"

#include <string.h>

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

enum { COPY_ITEM, N_GROUP_SIGNALS };
static guint group_signals[N_GROUP_SIGNALS];

G_DEFINE_FINAL_TYPE(ReorderGtkGroup, reorder_gtk_group, G_TYPE_OBJECT)

static void flight_free(gpointer data)
{
  Entry *e = data;
  g_object_unref(e->widget);
  g_object_unref(e->item);
  g_free(e);
}

static void reorder_gtk_group_finalize(GObject *object)
{
  ReorderGtkGroup *self = REORDER_GTK_GROUP(object);
  /* Every member held a reference: none is left, nothing can be refused. */
  (void)reorder_group_free(self->group);
  g_ptr_array_unref(self->boxes);
  g_hash_table_unref(self->in_flight);
  G_OBJECT_CLASS(reorder_gtk_group_parent_class)->finalize(object);
}

static void reorder_gtk_group_dispose(GObject *object)
{
  reorder_gtk_group_outer_dispose(REORDER_GTK_GROUP(object));
  G_OBJECT_CLASS(reorder_gtk_group_parent_class)->dispose(object);
}

static void reorder_gtk_group_init(ReorderGtkGroup *self)
{
  if (reorder_group_new(&self->group) != REORDER_OK)
    g_error("ReorderGtkGroup: no transfer group: %s", reorder_engine_last_error(NULL));
  self->boxes = g_ptr_array_new();
  g_queue_init(&self->events);
  self->in_flight = g_hash_table_new_full(g_int64_hash, g_int64_equal, NULL, flight_free);
  reorder_gtk_group_outer_init(self);
}

static void reorder_gtk_group_class_init(ReorderGtkGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  object_class->dispose = reorder_gtk_group_dispose;
  object_class->finalize = reorder_gtk_group_finalize;
  reorder_gtk_group_outer_class_init(object_class);
  group_signals[COPY_ITEM] = g_signal_new(
      "copy-item", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_first_wins,
      NULL, NULL, G_TYPE_OBJECT, 3, G_TYPE_OBJECT, REORDER_GTK_TYPE_BOX, REORDER_GTK_TYPE_BOX);
}

ReorderGtkGroup *reorder_gtk_group_new(void)
{
  return g_object_new(REORDER_GTK_TYPE_GROUP, NULL);
}

guint reorder_gtk_group_get_n_boxes(ReorderGtkGroup *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_GROUP(self), 0);
  return self->boxes->len;
}

static ReorderGtkBox *member_with(ReorderGtkGroup *group, reorder_engine *engine)
{
  guint i;
  for (i = 0; i < group->boxes->len; i++) {
    ReorderGtkBox *box = g_ptr_array_index(group->boxes, i);
    if (box->driver.engine == engine)
      return box;
  }
  return NULL;
}

/* ------------------------------------------------------------------------ */
/* Where each box is                                                         */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_group_shared_origin(GtkWidget *widget, gboolean screen,
                                         graphene_point_t *out)
{
  GtkNative *native = gtk_widget_get_native(widget);
  double sx, sy;
  if (!native || !gtk_widget_get_mapped(widget) ||
      !gtk_widget_compute_point(widget, GTK_WIDGET(native), &GRAPHENE_POINT_INIT(0, 0), out))
    return FALSE;
  gtk_native_get_surface_transform(native, &sx, &sy); /* client-side decorations */
  out->x += (float)sx;
  out->y += (float)sy;
#ifdef GDK_WINDOWING_X11
  if (screen && GDK_IS_X11_SURFACE(gtk_native_get_surface(native))) {
    GdkSurface *surface = gtk_native_get_surface(native);
    Display *dpy = gdk_x11_display_get_xdisplay(gdk_surface_get_display(surface));
    int scale = gdk_surface_get_scale_factor(surface), x = 0, y = 0;
    Window child;
    XTranslateCoordinates(dpy, gdk_x11_surface_get_xid(surface), DefaultRootWindow(dpy), 0, 0,
                          &x, &y, &child);
    out->x += (float)x / scale;
    out->y += (float)y / scale;
  }
#else
  (void)screen;
#endif
  return TRUE;
}

gboolean reorder_gtk_group_use_screen(ReorderGtkGroup *group)
{
  GtkNative *first = NULL;
  guint i;
  for (i = 0; i < group->boxes->len; i++) {
    GtkNative *native = gtk_widget_get_native(g_ptr_array_index(group->boxes, i));
    if (native && first && native != first)
      return TRUE;
    first = native ? native : first;
  }
  return FALSE;
}

/* Gives the engine the box's place in the shared space. A box not shown,
 * or without screen coordinates in another window than `home`, gets an
 * empty frame far away: the pointer is never over it. */
static void set_frame(ReorderGtkBox *self, gboolean screen, GtkNative *home)
{
  GtkWidget *widget = GTK_WIDGET(self);
  graphene_point_t at;
  reorder_rect frame = {-1e9, -1e9, 0, 0};
  gboolean x11 = FALSE;
#ifdef GDK_WINDOWING_X11
  x11 = GDK_IS_X11_DISPLAY(gtk_widget_get_display(widget));
#endif
  /* The outer container's offset first: a frame is where the box is at the
   * offset the group knows (a new offset would move the frames again). */
  reorder_gtk_group_outer_update(self->group, screen);
  if ((!home || (screen && x11) || gtk_widget_get_native(widget) == home) &&
      reorder_gtk_group_shared_origin(widget, screen, &at)) {
    frame.x = at.x;
    frame.y = at.y;
    frame.width = gtk_widget_get_width(widget);
    frame.height = gtk_widget_get_height(widget);
  }
  CHECK(self, reorder_engine_set_frame(self->driver.engine, frame));
  self->framed_width = gtk_widget_get_width(widget);
  self->framed_height = gtk_widget_get_height(widget);
}

/* The driver's press hook: the windows may have moved since, so every
 * member is placed again before the press can become a drag. */
void reorder_gtk_box_place_members(GtkWidget *owner)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(owner);
  gboolean screen;
  guint i;
  if (!self->group)
    return;
  screen = reorder_gtk_group_use_screen(self->group);
  for (i = 0; i < self->group->boxes->len; i++)
    set_frame(g_ptr_array_index(self->group->boxes, i), screen, gtk_widget_get_native(owner));
}

void reorder_gtk_box_group_allocated(ReorderGtkBox *self, int width, int height)
{
  if (self->group && (width != self->framed_width || height != self->framed_height))
    set_frame(self, reorder_gtk_group_use_screen(self->group), NULL);
}

static void on_map(GtkWidget *widget)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  if (self->group)
    set_frame(self, reorder_gtk_group_use_screen(self->group), NULL);
}

/* ------------------------------------------------------------------------ */
/* The halves of a transfer                                                  */
/* ------------------------------------------------------------------------ */

static void emit_transferred(ReorderGtkBox *self, GObject *item, ReorderGtkBox *source,
                             const reorder_event *ev)
{
  g_signal_emit(self, reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_TRANSFERRED], 0, item, source,
                (guint)ev->from.section, (guint)ev->from.item, (guint)ev->to.section,
                (guint)ev->to.item, (int)ev->reason);
}

/* The source's half: the item leaves its store and waits in the group,
 * child and all, for the target's half (a copy's original stays). */
static void give(ReorderGtkBox *self, ReorderGtkGroup *group, const reorder_event *ev)
{
  Entry *e = entry_for(self, ev->id);
  if (ev->reason == REORDER_TRANSFER_COPY)
    return;
  if (!e) {
    g_critical("ReorderGtkBox: the engine transfers an unknown item %" G_GUINT64_FORMAT, ev->id);
    return;
  }
  g_hash_table_steal(self->entries, &e->id);
  if (self->driver.cursor == e->id)
    self->driver.cursor = 0;
  self->driver.applying = TRUE;
  g_list_store_remove(section_at(self, (guint)ev->from.section)->store, (guint)ev->from.item);
  self->driver.applying = FALSE;
  if (self->driver.pointer_active) /* the pressed child may be leaving */
    reorder_gtk_driver_hold_pointer(&self->driver);
  g_object_ref(e->widget);
  gtk_widget_unparent(e->widget);
  g_hash_table_replace(group->in_flight, &e->id, e);
}

/* The target's half: the moved item (or a new copy) enters its store,
 * then ::item-transferred; a discarded copy is let go. */
static void take(ReorderGtkBox *self, ReorderGtkGroup *group, const reorder_event *ev)
{
  ReorderGtkBox *source = member_with(group, ev->source);
  Entry *e = NULL;
  if (ev->reason == REORDER_TRANSFER_COPY) {
    Entry *original = source ? entry_for(source, ev->id) : NULL;
    GObject *copy = NULL;
    if (original) {
      g_signal_emit(group, group_signals[COPY_ITEM], 0, original->item, source, self, &copy);
      e = reorder_gtk_box_entry_new(self, copy ? copy : original->item, ev->id);
      g_clear_object(&copy);
      /* The engine's copy has the original's sizes: the next allocation
       * gives it this child's (a flow's width and height). */
      e->size = e->cross = -1;
      gtk_widget_queue_resize(GTK_WIDGET(self));
    }
  } else if (g_hash_table_steal_extended(group->in_flight, &ev->id, NULL, (gpointer *)&e)) {
    if (ev->reason == REORDER_TRANSFER_DISCARD) {
      emit_transferred(self, e->item, source, ev);
      flight_free(e);
      return;
    }
    gtk_widget_set_parent(e->widget, GTK_WIDGET(self));
    g_object_unref(e->widget);
    gtk_widget_set_child_visible(e->widget, FALSE); /* until placed */
    graphene_rect_init(&e->grip, 0, 0, 0, 0);       /* its handle is placed again */
  }
  if (!e) {
    g_critical("ReorderGtkBox: item %" G_GUINT64_FORMAT " never left its box", ev->id);
    return;
  }
  g_hash_table_insert(self->entries, &e->id, e);
  self->driver.applying = TRUE;
  g_list_store_insert(section_at(self, (guint)ev->to.section)->store, (guint)ev->to.item, e->item);
  self->driver.applying = FALSE;
  emit_transferred(self, e->item, source, ev);
}

/* Both engines report a transfer, the source first: each does its half. */
void reorder_gtk_box_transfer_half(GtkWidget *owner, const reorder_event *ev)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(owner);
  if (!self->group)
    return;
  if (ev->source == self->driver.engine)
    give(self, self->group, ev);
  if (ev->target == self->driver.engine)
    take(self, self->group, ev);
}

/* ------------------------------------------------------------------------ */
/* Joining and leaving                                                       */
/* ------------------------------------------------------------------------ */

/* After a call that may have changed several members: each applies and
 * shows what it reports. */
static void members_changed(ReorderGtkBox *self)
{
  guint i;
  reorder_gtk_driver_engine_changed(&self->driver);
  for (i = 0; self->group && i < self->group->boxes->len; i++) {
    ReorderGtkBox *member = g_ptr_array_index(self->group->boxes, i);
    reorder_gtk_driver_engine_changed(&member->driver);
  }
}

/* Out of its group. `dying`: from dispose, where the box emits nothing
 * (its events are dropped first); the others' are handled by the next of
 * them to dispatch. */
void reorder_gtk_box_leave_group(ReorderGtkBox *self, gboolean dying)
{
  ReorderGtkGroup *group = self->group;
  if (!group)
    return;
  if (dying)
    reorder_gtk_driver_share_events(&self->driver, NULL);
  CHECK(self, reorder_group_remove(group->group, self->driver.engine));
  if (!dying) {
    members_changed(self); /* a drag crossing it was cancelled */
    reorder_gtk_driver_share_events(&self->driver, NULL);
  }
  g_ptr_array_remove(group->boxes, self);
  g_signal_handlers_disconnect_by_func(self, on_map, NULL);
  self->group = NULL;
  g_object_unref(group);
}

gboolean reorder_gtk_box_set_group(ReorderGtkBox *self, ReorderGtkGroup *group, GError **error)
{
  ReorderGtkGroup *old;
  reorder_status st;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(group == NULL || REORDER_GTK_IS_GROUP(group), FALSE);
  if (group == self->group)
    return TRUE;
  /* What the engine would refuse, before leaving the old group. */
  if (phase(self) != REORDER_PHASE_IDLE && phase(self) != REORDER_PHASE_SETTLING) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_STATE, "%s: a press or drag is in progress",
                reorder_status_string(REORDER_E_STATE));
    return FALSE;
  }
  old = self->group ? g_object_ref(self->group) : NULL;
  reorder_gtk_box_leave_group(self, FALSE);
  st = group ? reorder_group_add(group->group, self->driver.engine, &self->transfer_rules)
             : REORDER_OK;
  if (group && st == REORDER_OK) {
    self->group = g_object_ref(group);
    g_ptr_array_add(group->boxes, self);
    reorder_gtk_driver_share_events(&self->driver, &group->events);
    g_signal_connect(self, "map", G_CALLBACK(on_map), NULL);
    set_frame(self, reorder_gtk_group_use_screen(group), NULL);
  } else if (old && reorder_group_add(old->group, self->driver.engine, &self->transfer_rules) ==
                        REORDER_OK) { /* back where it was */
    self->group = g_object_ref(old);
    g_ptr_array_add(old->boxes, self);
    reorder_gtk_driver_share_events(&self->driver, &old->events);
    g_signal_connect(self, "map", G_CALLBACK(on_map), NULL);
  }
  if (self->group != old)
    g_object_notify(G_OBJECT(self), "group");
  g_clear_object(&old);
  return reorder_gtk_box_engine_ok(self, st, error);
}

ReorderGtkGroup *reorder_gtk_box_get_group(ReorderGtkBox *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), NULL);
  return self->group;
}

/* ------------------------------------------------------------------------ */
/* Transfer rules                                                            */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_box_set_transfer_rules(ReorderGtkBox *self,
                                            const reorder_transfer_rules *rules, GError **error)
{
  reorder_transfer_rules next, old;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  if (rules && rules->version != REORDER_TRANSFER_RULES_VERSION) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION,
                "%s: reorder_transfer_rules version %u; the box takes version %u",
                reorder_status_string(REORDER_E_VERSION), (unsigned)rules->version,
                (unsigned)REORDER_TRANSFER_RULES_VERSION);
    return FALSE;
  }
  if (rules)
    next = *rules;
  else
    reorder_transfer_rules_init(&next, REORDER_TRANSFER_RULES_VERSION);
  /* Out of a group the engine has not seen them: what it would refuse. */
  if (next.tag == 0 || next.pull < REORDER_PULL_NONE || next.pull > REORDER_PULL_COPY) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID, "%s: %s",
                reorder_status_string(REORDER_E_INVALID),
                next.tag == 0 ? "the tag must be nonzero" : "unknown pull");
    return FALSE;
  }
  if (self->group &&
      !reorder_gtk_box_engine_ok(
          self, reorder_group_set_rules(self->group->group, self->driver.engine, &next), error))
    return FALSE;
  old = self->transfer_rules;
  self->transfer_rules = next;
  g_object_freeze_notify(G_OBJECT(self));
  if (old.pull != next.pull)
    g_object_notify(G_OBJECT(self), "transfer-pull");
  if (old.put != next.put)
    g_object_notify(G_OBJECT(self), "transfer-put");
  if (old.tag != next.tag)
    g_object_notify(G_OBJECT(self), "transfer-tag");
  if (old.give_to != next.give_to)
    g_object_notify(G_OBJECT(self), "transfer-give-to");
  if (old.accept_from != next.accept_from)
    g_object_notify(G_OBJECT(self), "transfer-accept-from");
  g_object_thaw_notify(G_OBJECT(self));
  return TRUE;
}

void reorder_gtk_box_get_transfer_rules(ReorderGtkBox *self, reorder_transfer_rules *out)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  g_return_if_fail(out != NULL);
  *out = self->transfer_rules;
}

/* ------------------------------------------------------------------------ */
/* Transfers and undo through the API                                        */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_box_transfer_item(ReorderGtkBox *self, guint section, guint position,
                                       ReorderGtkBox *target, guint to_section, guint to_position,
                                       GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(REORDER_GTK_IS_BOX(target), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  tick_now(self);
  tick_now(target);
  if (!reorder_gtk_box_engine_ok(self,
                                 reorder_engine_transfer(self->driver.engine, id,
                                                         target->driver.engine,
                                                         path_of(to_section, to_position)),
                                 error))
    return FALSE;
  members_changed(self);
  return TRUE;
}

static gboolean travel(ReorderGtkBox *self, reorder_status (*step)(reorder_engine *),
                       GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  tick_now(self);
  if (!reorder_gtk_box_engine_ok(self, step(self->driver.engine), error))
    return FALSE;
  members_changed(self);
  return TRUE;
}

gboolean reorder_gtk_box_undo(ReorderGtkBox *self, GError **error)
{
  return travel(self, reorder_engine_undo, error);
}

gboolean reorder_gtk_box_redo(ReorderGtkBox *self, GError **error)
{
  return travel(self, reorder_engine_redo, error);
}

/* ------------------------------------------------------------------------ */
/* The box's properties and signal for groups                                */
/* ------------------------------------------------------------------------ */

enum {
  GROUP_PROP_GROUP,
  GROUP_PROP_PULL,
  GROUP_PROP_PUT,
  GROUP_PROP_TAG,
  GROUP_PROP_GIVE_TO,
  GROUP_PROP_ACCEPT_FROM,
  GROUP_N_PROPS
};

guint reorder_gtk_box_signals[REORDER_GTK_BOX_N_SIGNALS];

guint reorder_gtk_box_group_class_init(GObjectClass *object_class, guint first_prop)
{
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamSpec *props[GROUP_N_PROPS];
  reorder_transfer_rules d;
  guint i;
  reorder_transfer_rules_init(&d, REORDER_TRANSFER_RULES_VERSION);
  props[GROUP_PROP_GROUP] =
      g_param_spec_object("group", NULL, NULL, REORDER_GTK_TYPE_GROUP, flags);
  props[GROUP_PROP_PULL] =
      g_param_spec_enum("transfer-pull", NULL, NULL, REORDER_GTK_TYPE_PULL, d.pull, flags);
  props[GROUP_PROP_PUT] = g_param_spec_boolean("transfer-put", NULL, NULL, d.put != 0, flags);
  props[GROUP_PROP_TAG] =
      g_param_spec_uint("transfer-tag", NULL, NULL, 1, G_MAXUINT32, d.tag, flags);
  props[GROUP_PROP_GIVE_TO] =
      g_param_spec_uint("transfer-give-to", NULL, NULL, 0, G_MAXUINT32, d.give_to, flags);
  props[GROUP_PROP_ACCEPT_FROM] =
      g_param_spec_uint("transfer-accept-from", NULL, NULL, 0, G_MAXUINT32, d.accept_from, flags);
  for (i = 0; i < GROUP_N_PROPS; i++)
    g_object_class_install_property(object_class, first_prop + i, props[i]);
  reorder_gtk_box_signals[REORDER_GTK_BOX_ITEM_TRANSFERRED] = g_signal_new(
      "item-transferred", G_TYPE_FROM_CLASS(object_class), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
      G_TYPE_NONE, 7, G_TYPE_OBJECT, REORDER_GTK_TYPE_BOX, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT,
      G_TYPE_UINT, REORDER_GTK_TYPE_TRANSFER_KIND);
  return first_prop + GROUP_N_PROPS;
}

gboolean reorder_gtk_box_group_set_property(ReorderGtkBox *self, guint id, const GValue *value,
                                            GParamSpec *pspec)
{
  reorder_transfer_rules next = self->transfer_rules;
  GError *error = NULL;
  gboolean ok = TRUE;
  switch (id) {
  case GROUP_PROP_GROUP:
    ok = reorder_gtk_box_set_group(self, g_value_get_object(value), &error);
    break;
  case GROUP_PROP_PULL: next.pull = g_value_get_enum(value); break;
  case GROUP_PROP_PUT: next.put = g_value_get_boolean(value) ? 1 : 0; break;
  case GROUP_PROP_TAG: next.tag = g_value_get_uint(value); break;
  case GROUP_PROP_GIVE_TO: next.give_to = g_value_get_uint(value); break;
  case GROUP_PROP_ACCEPT_FROM: next.accept_from = g_value_get_uint(value); break;
  default: return FALSE;
  }
  if (id != GROUP_PROP_GROUP)
    ok = memcmp(&next, &self->transfer_rules, sizeof next) == 0 ||
         reorder_gtk_box_set_transfer_rules(self, &next, &error);
  if (!ok) {
    g_warning("ReorderGtkBox: \"%s\" refused: %s", pspec->name, error->message);
    g_error_free(error);
  }
  return TRUE;
}

gboolean reorder_gtk_box_group_get_property(ReorderGtkBox *self, guint id, GValue *value)
{
  const reorder_transfer_rules *r = &self->transfer_rules;
  switch (id) {
  case GROUP_PROP_GROUP: g_value_set_object(value, self->group); break;
  case GROUP_PROP_PULL: g_value_set_enum(value, r->pull); break;
  case GROUP_PROP_PUT: g_value_set_boolean(value, r->put != 0); break;
  case GROUP_PROP_TAG: g_value_set_uint(value, r->tag); break;
  case GROUP_PROP_GIVE_TO: g_value_set_uint(value, r->give_to); break;
  case GROUP_PROP_ACCEPT_FROM: g_value_set_uint(value, r->accept_from); break;
  default: return FALSE;
  }
  return TRUE;
}
