/*
 * reorder-gtk-sections.c -- ReorderGtkBox: sections and their stores, one
 * child per item, and the API on sections and items. The application's
 * store changes are mirrored in the engine.
 */
#include "reorder-gtk-private.h"

/* ------------------------------------------------------------------------ */
/* Entries                                                                   */
/* ------------------------------------------------------------------------ */

/* Main-axis size of a child at the width it will be given (a section
 * header's too: its height in flows). */
double reorder_gtk_box_measure_item(ReorderGtkBox *self, GtkWidget *widget, int cross)
{
  int natural = 0;
  gtk_widget_measure(widget, main_orientation(self), cross, NULL, &natural, NULL, NULL);
  return natural;
}

/* A new child's sizes, before the box has a width: its main-axis size (a
 * flow's chip: its natural width, and its height as cross size). */
static void measure_new(ReorderGtkBox *self, Entry *e)
{
  if (is_flow(self))
    reorder_gtk_box_measure_chip(e->widget, -1, &e->size, &e->cross);
  else
    e->size = reorder_gtk_box_measure_item(self, e->widget, -1);
}

Entry *reorder_gtk_box_entry_new(ReorderGtkBox *self, gpointer item, guint64 id)
{
  static guint64 last_id; /* GTK's thread only */
  Entry *e = g_new0(Entry, 1);
  GtkWidget *widget = self->create_func(item, self->create_data);
  e->id = id ? id : ++last_id;
  e->item = g_object_ref(item);
  /* The function returns a full reference (floating or not: bindings
   * return a plain one); parenting takes the box's own. */
  if (g_object_is_floating(widget))
    g_object_ref_sink(widget);
  e->widget = widget;
  gtk_widget_set_parent(widget, GTK_WIDGET(self));
  g_object_unref(widget);
  gtk_widget_set_child_visible(widget, FALSE); /* until placed */
  e->handle = reorder_gtk_driver_find_handle(widget);
  measure_new(self, e);
  return e;
}

/* Gives the engine what it needs about a new entry beyond its size. */
static void entry_describe(ReorderGtkBox *self, Entry *e)
{
  if (self->label_func) {
    char *label = self->label_func(e->item, self->label_data);
    if (label)
      CHECK(self, reorder_item_set_label(self->driver.engine, e->id, label));
    g_free(label);
  }
  if (e->handle) /* nothing lifts it until its handle is placed */
    CHECK(self, reorder_item_set_handle(self->driver.engine, e->id,
                                        &(reorder_rect){0, 0, 0, 0}));
}

void reorder_gtk_box_entry_free(gpointer data)
{
  Entry *e = data;
  gtk_widget_unparent(e->widget);
  g_object_unref(e->item);
  g_free(e);
}

/* ------------------------------------------------------------------------ */
/* Sections and stores                                                       */
/* ------------------------------------------------------------------------ */

static guint section_index(ReorderGtkBox *self, Section *section)
{
  guint s = 0;
  g_ptr_array_find(self->sections, section, &s);
  return s;
}

/* The application changed a store: mirror it in the engine. */
static void on_items_changed(GListModel *model, guint position, guint removed, guint added,
                             gpointer user_data)
{
  Section *section = user_data;
  ReorderGtkBox *self = section->box;
  guint s = section_index(self, section);
  GPtrArray *gone;
  guint k;
  if (self->driver.applying)
    return;
  /* Removed entries outlive their engine items until the events about them
   * (a cancelled drag) have been dispatched. */
  gone = g_ptr_array_new_with_free_func(reorder_gtk_box_entry_free);
  for (k = 0; k < removed; k++) {
    guint64 id = id_at(self, s, position);
    Entry *e = entry_for(self, id);
    if (!e || !CHECK(self, reorder_item_remove(self->driver.engine, id)))
      break;
    g_hash_table_steal(self->entries, &e->id);
    g_ptr_array_add(gone, e);
    if (self->driver.cursor == id)
      self->driver.cursor = 0;
  }
  for (k = 0; k < added; k++) {
    gpointer item = g_list_model_get_item(model, position + k);
    Entry *e = reorder_gtk_box_entry_new(self, item, 0);
    reorder_index_path at;
    g_object_unref(item);
    at.section = (int32_t)s;
    at.item = (int32_t)(position + k);
    if (!CHECK(self, reorder_item_insert(self->driver.engine, e->id, e->size,
                                         REORDER_ITEM_DEFAULT, at))) {
      reorder_gtk_box_entry_free(e);
      break;
    }
    g_hash_table_insert(self->entries, &e->id, e);
    entry_describe(self, e);
  }
  if (is_flow(self) && k > 0)
    reorder_gtk_box_flow_describe(self, s, position, k);
  reorder_gtk_driver_engine_changed(&self->driver);
  g_ptr_array_unref(gone);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

/* The box's copy of rules the engine took (of this header's version: the
 * only one; another version leaves the defaults, for the engine refuses it). */
static void keep_rules(Section *section, const reorder_section_rules *rules)
{
  if (rules && rules->version == REORDER_SECTION_RULES_VERSION)
    section->rules = *rules;
  else
    reorder_section_rules_init(&section->rules, REORDER_SECTION_RULES_VERSION);
}

void reorder_gtk_box_section_free(gpointer data)
{
  Section *section = data;
  if (section->changed_id)
    g_signal_handler_disconnect(section->store, section->changed_id);
  g_object_unref(section->store);
  if (section->header)
    gtk_widget_unparent(section->header);
  g_free(section);
}

void reorder_gtk_box_remove_all(ReorderGtkBox *self)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  if (phase(self) != REORDER_PHASE_IDLE) {
    CHECK(self, reorder_engine_cancel_drag(self->driver.engine,
                                           reorder_gtk_driver_frame_time(&self->driver)));
    reorder_gtk_driver_dispatch_events(&self->driver);
  }
  while (self->sections->len > 0) {
    guint s = self->sections->len - 1;
    CHECK(self, reorder_section_remove(self->driver.engine, (int32_t)s));
    g_ptr_array_remove_index(self->sections, s);
  }
  g_hash_table_remove_all(self->entries);
  self->driver.cursor = 0;
  self->driver.n_frames = 0;
  gtk_widget_queue_resize(GTK_WIDGET(self));
  reorder_gtk_driver_engine_changed(&self->driver); /* the selection is gone */
}

gboolean reorder_gtk_box_append_section(ReorderGtkBox *self, GListStore *store,
                                        GtkWidget *header, const reorder_section_rules *rules,
                                        GError **error)
{
  guint n, k, s;
  Section *section;
  GPtrArray *made;
  uint64_t *ids;
  double *sizes;
  reorder_status st;

  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(G_IS_LIST_STORE(store), FALSE);
  g_return_val_if_fail(header == NULL || GTK_IS_WIDGET(header), FALSE);
  g_return_val_if_fail(self->create_func != NULL, FALSE);

  s = self->sections->len;
  section = g_new0(Section, 1);
  section->box = self;
  section->store = g_object_ref(store);
  keep_rules(section, rules);
  if (header) {
    section->header = header;
    gtk_widget_set_parent(header, GTK_WIDGET(self));
    section->header_extent = reorder_gtk_box_measure_item(self, header, -1);
  }
  st = reorder_section_insert(self->driver.engine, (int32_t)s, section->header_extent, 0, rules);
  if (!reorder_gtk_box_engine_ok(self, st, error)) {
    reorder_gtk_box_section_free(section);
    return FALSE;
  }

  n = g_list_model_get_n_items(G_LIST_MODEL(store));
  made = g_ptr_array_new_full(n, reorder_gtk_box_entry_free);
  ids = g_new(uint64_t, n ? n : 1);
  sizes = g_new(double, n ? n : 1);
  for (k = 0; k < n; k++) {
    gpointer item = g_list_model_get_item(G_LIST_MODEL(store), k);
    Entry *e = reorder_gtk_box_entry_new(self, item, 0);
    g_object_unref(item);
    g_ptr_array_add(made, e);
    ids[k] = e->id;
    sizes[k] = e->size;
  }
  st = reorder_section_load(self->driver.engine, (int32_t)s, ids, sizes, NULL, n);
  g_free(ids);
  g_free(sizes);
  if (!reorder_gtk_box_engine_ok(self, st, error)) {
    CHECK(self, reorder_section_remove(self->driver.engine, (int32_t)s));
    g_ptr_array_unref(made);
    reorder_gtk_box_section_free(section);
    return FALSE;
  }
  for (k = 0; k < n; k++) {
    Entry *e = g_ptr_array_steal_index_fast(made, 0);
    g_hash_table_insert(self->entries, &e->id, e);
    entry_describe(self, e);
  }
  g_ptr_array_unref(made);
  if (is_flow(self))
    reorder_gtk_box_flow_describe(self, s, 0, n);
  section->changed_id = g_signal_connect(store, "items-changed", G_CALLBACK(on_items_changed),
                                         section);
  g_ptr_array_add(self->sections, section);
  gtk_widget_queue_resize(GTK_WIDGET(self));
  return TRUE;
}

gboolean reorder_gtk_box_bind_model(ReorderGtkBox *self, GListStore *store,
                                    ReorderGtkBoxCreateWidgetFunc func, gpointer user_data,
                                    GDestroyNotify destroy, GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  reorder_gtk_box_remove_all(self);
  reorder_gtk_box_set_create_widget_func(self, func, user_data, destroy);
  return reorder_gtk_box_append_section(self, store, NULL, NULL, error);
}

void reorder_gtk_box_set_create_widget_func(ReorderGtkBox *self, ReorderGtkBoxCreateWidgetFunc func,
                                            gpointer user_data, GDestroyNotify destroy)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  g_return_if_fail(self->sections->len == 0);
  if (self->create_destroy)
    self->create_destroy(self->create_data);
  self->create_func = func;
  self->create_data = user_data;
  self->create_destroy = destroy;
}

void reorder_gtk_box_set_label_func(ReorderGtkBox *self, ReorderGtkBoxLabelFunc func,
                                    gpointer user_data, GDestroyNotify destroy)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  if (self->label_destroy)
    self->label_destroy(self->label_data);
  self->label_func = func;
  self->label_data = user_data;
  self->label_destroy = destroy;
}

guint reorder_gtk_box_get_n_sections(ReorderGtkBox *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), 0);
  return self->sections->len;
}

GListStore *reorder_gtk_box_get_store(ReorderGtkBox *self, guint section)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), NULL);
  g_return_val_if_fail(section < self->sections->len, NULL);
  return section_at(self, section)->store;
}

gboolean reorder_gtk_box_set_section_rules(ReorderGtkBox *self, guint section,
                                           const reorder_section_rules *rules, GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  if (!reorder_gtk_box_engine_ok(
          self, reorder_section_set_rules(self->driver.engine, (int32_t)section, rules), error))
    return FALSE;
  keep_rules(section_at(self, section), rules);
  return TRUE;
}

/* One field of a section's rules changed: the engine takes the whole
 * struct; on error neither it nor the box's copy changes. */
static gboolean set_rules(ReorderGtkBox *self, guint section, const reorder_section_rules *next,
                          GError **error)
{
  if (!reorder_gtk_box_engine_ok(
          self, reorder_section_set_rules(self->driver.engine, (int32_t)section, next), error))
    return FALSE;
  section_at(self, section)->rules = *next;
  return TRUE;
}

gboolean reorder_gtk_box_set_section_locked(ReorderGtkBox *self, guint section, gboolean locked,
                                            GError **error)
{
  reorder_section_rules next;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  next = section_at(self, section)->rules;
  next.locked = locked ? 1 : 0;
  return set_rules(self, section, &next, error);
}

gboolean reorder_gtk_box_set_section_accepts_drops(ReorderGtkBox *self, guint section,
                                                   gboolean accepts_drops, GError **error)
{
  reorder_section_rules next;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  next = section_at(self, section)->rules;
  next.accepts_drops = accepts_drops ? 1 : 0;
  return set_rules(self, section, &next, error);
}

gboolean reorder_gtk_box_set_section_minimum_count(ReorderGtkBox *self, guint section,
                                                   guint minimum_count, GError **error)
{
  reorder_section_rules next;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  next = section_at(self, section)->rules;
  next.minimum_count = (int32_t)MIN(minimum_count, (guint)G_MAXINT32);
  return set_rules(self, section, &next, error);
}

gboolean reorder_gtk_box_set_section_capacity(ReorderGtkBox *self, guint section, guint capacity,
                                              reorder_displacement displacement, GError **error)
{
  reorder_section_rules next;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  next = section_at(self, section)->rules;
  next.capacity = (int32_t)MIN(capacity, (guint)G_MAXINT32);
  next.displacement = displacement;
  return set_rules(self, section, &next, error);
}

gboolean reorder_gtk_box_get_section_locked(ReorderGtkBox *self, guint section)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  return section_at(self, section)->rules.locked != 0;
}

guint reorder_gtk_box_get_section_capacity(ReorderGtkBox *self, guint section)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), 0);
  g_return_val_if_fail(section < self->sections->len, 0);
  return (guint)section_at(self, section)->rules.capacity;
}

gboolean reorder_gtk_box_set_item_flags(ReorderGtkBox *self, guint section, guint position,
                                        guint flags, GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  return reorder_gtk_box_engine_ok(self, reorder_item_set_flags(self->driver.engine, id, flags),
                                   error);
}

gboolean reorder_gtk_box_move_item(ReorderGtkBox *self, guint from_section, guint from_position,
                                   guint to_section, guint to_position, GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(from_section < self->sections->len, FALSE);
  id = id_at(self, from_section, from_position);
  g_return_val_if_fail(id != 0, FALSE);
  tick_now(self);
  if (!reorder_gtk_box_engine_ok(
          self, reorder_engine_move(self->driver.engine, id, path_of(to_section, to_position)),
          error))
    return FALSE;
  /* The stores, ::item-moved and the engine's announcement of the move;
   * then the slide runs on the frame clock, every row drawn where the
   * engine's presentation puts it. */
  reorder_gtk_driver_engine_changed(&self->driver);
  return TRUE;
}

guint64 reorder_gtk_box_get_item_id(ReorderGtkBox *self, guint section, guint position)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), 0);
  g_return_val_if_fail(section < self->sections->len, 0);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, 0);
  return id;
}

gboolean reorder_gtk_box_find_item(ReorderGtkBox *self, guint64 id, guint *section,
                                   guint *position)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  return reorder_gtk_driver_find(&self->driver, id, section, position);
}

gboolean reorder_gtk_box_set_selection(ReorderGtkBox *self, const guint64 *ids, gsize n,
                                       GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(ids != NULL || n == 0, FALSE);
  return reorder_gtk_driver_set_selection(&self->driver, ids, n, error);
}

guint64 *reorder_gtk_box_get_selection(ReorderGtkBox *self, gsize *n)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), NULL);
  return reorder_gtk_driver_get_selection(&self->driver, n);
}

gboolean reorder_gtk_box_get_item_bounds(ReorderGtkBox *self, guint section, guint position,
                                         graphene_rect_t *out)
{
  reorder_rect r;
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(out != NULL, FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  if (!CHECK(self, reorder_item_frame(&r, self->driver.engine, id)))
    return FALSE;
  graphene_rect_init(out, (float)(r.x - self->driver.scroll_x), (float)(r.y - self->driver.scroll_y), (float)r.width,
                     (float)r.height);
  return TRUE;
}
