/*
 * reorder-gtk-list-view.c -- ReorderGtkListView: one GListStore in one
 * engine section, widgets for the visible rows only.
 *
 * The engine holds every item (an id from a counter and a height) and is
 * the only geometry: each allocation asks reorder_engine_presentation for
 * the viewport, binds a widget to each row in it (reusing those whose rows
 * left it) and places it with gtk_widget_allocate. Rows are keyed by engine
 * id, so a row that slides keeps its widget. Items are found by position:
 * the store and the engine have the same order at all times (the view
 * applies the engine's moves to the store and the store's other changes to
 * the engine), so nothing per item is kept outside them.
 *
 * Input, the frame clock, scrolling, the engine's events, the keyboard and
 * grip handles are the driver's, as for ReorderGtkBox (reorder-gtk-driver.h);
 * the view keeps the rows: binding, recycling, measuring and placing them.
 *
 * One section only. The driver would take more (its hooks are per section),
 * but the view would then need a store and a header widget per section, and
 * two-part positions in its API and signals, which are GtkListView's
 * (one position); ReorderGtkBox has the sections.
 */
#include "reorder-gtk-driver.h"

#include <math.h>

#define CHECK(self, call) REORDER_GTK_CHECK(&(self)->driver, call)

typedef struct {
  guint64 id;           /* the bound item's engine id (the key in rows) */
  GtkWidget *widget;    /* our child */
  GObject *item;        /* bound item (ref) */
  GtkWidget *handle;    /* descendant with REORDER_GTK_HANDLE_CLASS, or NULL */
  graphene_rect_t grip; /* handle bounds last given to the engine for the item */
  guint shown;          /* generation of the last allocation that placed it */
} Row;

struct _ReorderGtkListView {
  GtkWidget parent_instance;

  ReorderGtkDriver driver; /* the engine, input, scrolling, the last
                            * presentation, the keyboard cursor */
  GListStore *store;       /* ref, or NULL */
  gulong changed_id;
  guint64 next_id;
  double row_height;
  ReorderGtkListViewSizeFunc size_func;
  gpointer size_data;
  GDestroyNotify size_destroy;

  GHashTable *rows; /* engine id -> Row *, the bound widgets */
  GPtrArray *spare; /* unbound widgets, child-invisible, for reuse */
};

/* The driver's properties ("announcement", GtkScrollable's) follow. */
enum { PROP_0, PROP_STORE, PROP_ROW_HEIGHT, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SETUP, BIND, UNBIND, N_SIGNALS };
static guint signals[N_SIGNALS];

static void scrollable_init(GtkScrollableInterface *iface)
{
  (void)iface; /* the properties are the interface */
}

G_DEFINE_FINAL_TYPE_WITH_CODE(ReorderGtkListView, reorder_gtk_list_view, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE, scrollable_init))

/* ------------------------------------------------------------------------ */
/* Items                                                                     */
/* ------------------------------------------------------------------------ */

static guint64 id_at(ReorderGtkListView *self, guint position)
{
  return reorder_gtk_driver_id_at(&self->driver, 0, position);
}

static double item_height(ReorderGtkListView *self, gpointer item)
{
  return self->size_func ? MAX(0, self->size_func(item, self->size_data)) : self->row_height;
}

/* How the driver reaches the view's items: by position, and the widgets of
 * the bound rows only. */

static GListStore *driver_store(GtkWidget *owner, guint section)
{
  (void)section; /* one */
  return REORDER_GTK_LIST_VIEW(owner)->store;
}

/* The store's item at an engine item's position (transfer full). */
static GObject *driver_item(GtkWidget *owner, guint64 id)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(owner);
  reorder_index_path at;
  if (!self->store || reorder_item_index_path(&at, self->driver.engine, id) != REORDER_OK)
    return NULL;
  return g_list_model_get_item(G_LIST_MODEL(self->store), (guint)at.item);
}

static GtkWidget *driver_child(GtkWidget *owner, guint64 id)
{
  Row *row = g_hash_table_lookup(REORDER_GTK_LIST_VIEW(owner)->rows, &id);
  return row ? row->widget : NULL;
}

static ReorderGtkDriverClass driver_class = {
    .store = driver_store, .item = driver_item, .child = driver_child, .n_position_args = 1};

/* ------------------------------------------------------------------------ */
/* Rows                                                                      */
/* ------------------------------------------------------------------------ */

/* Called with the row out of self->rows. */
static void row_release(ReorderGtkListView *self, Row *row)
{
  g_signal_emit(self, signals[UNBIND], 0, row->widget, row->item);
  g_object_unref(row->item);
  gtk_widget_set_child_visible(row->widget, FALSE);
  gtk_widget_remove_css_class(row->widget, "reorder-lifted");
  g_ptr_array_add(self->spare, row->widget);
  if (row->id == self->driver.cursor) /* its widget no longer shows it */
    reorder_gtk_driver_set_cursor(&self->driver, row->id);
  g_free(row);
}

/* Unbinds every row: their ids are gone (a reload) or the view is. */
static void release_all(ReorderGtkListView *self)
{
  GHashTableIter iter;
  gpointer row;
  g_hash_table_iter_init(&iter, self->rows);
  while (g_hash_table_iter_next(&iter, NULL, &row)) {
    g_hash_table_iter_steal(&iter);
    row_release(self, row);
  }
  self->driver.n_frames = 0;
}

static Row *row_bind(ReorderGtkListView *self, const reorder_presentation *p)
{
  Row *row;
  GObject *item = g_list_model_get_item(G_LIST_MODEL(self->store), (guint)p->path.item);
  GtkWidget *widget = NULL;
  if (!item)
    return NULL;
  if (self->spare->len > 0) {
    widget = g_ptr_array_steal_index_fast(self->spare, self->spare->len - 1);
  } else {
    g_signal_emit(self, signals[SETUP], 0, &widget);
    if (!widget) {
      g_critical("ReorderGtkListView: ::setup returned no widget");
      g_object_unref(item);
      return NULL;
    }
    /* A floating or plain full reference (bindings return plain ones):
     * parenting takes the view's own. */
    if (g_object_is_floating(widget))
      g_object_ref_sink(widget);
    gtk_widget_set_parent(widget, GTK_WIDGET(self));
    g_object_unref(widget);
  }
  row = g_new0(Row, 1);
  row->id = p->id;
  row->widget = widget;
  row->item = item;
  g_signal_emit(self, signals[BIND], 0, widget, item);
  /* After ::bind, which may have built the row; the engine is told where
   * the handle is when the row is placed. */
  row->handle = reorder_gtk_driver_find_handle(widget);
  g_hash_table_insert(self->rows, &row->id, row);
  if (row->id == self->driver.cursor)
    reorder_gtk_driver_set_cursor(&self->driver, row->id);
  return row;
}

/* ------------------------------------------------------------------------ */
/* The store                                                                 */
/* ------------------------------------------------------------------------ */

/* The whole store into the engine in one reorder_section_load. */
static void load(ReorderGtkListView *self)
{
  guint n = self->store ? g_list_model_get_n_items(G_LIST_MODEL(self->store)) : 0, k;
  uint64_t *ids = g_new(uint64_t, MAX(n, 1));
  double *sizes = g_new(double, MAX(n, 1));
  if (reorder_gtk_driver_phase(&self->driver) != REORDER_PHASE_IDLE)
    CHECK(self, reorder_engine_cancel_drag(self->driver.engine,
                                           reorder_gtk_driver_frame_time(&self->driver)));
  release_all(self);
  self->driver.cursor = 0;
  for (k = 0; k < n; k++) {
    ids[k] = ++self->next_id;
    if (self->size_func) {
      gpointer item = g_list_model_get_item(G_LIST_MODEL(self->store), k);
      sizes[k] = item_height(self, item);
      g_object_unref(item);
    } else {
      sizes[k] = self->row_height;
    }
  }
  CHECK(self, reorder_section_load(self->driver.engine, 0, ids, sizes, NULL, n));
  g_free(ids);
  g_free(sizes);
  gtk_widget_queue_resize(GTK_WIDGET(self));
  reorder_gtk_driver_engine_changed(&self->driver); /* new ids: the selection is gone */
}

/* The application changed the store: the same edit in the engine, item by
 * item in O(log n) each; replacing everything is a reload. */
static void on_items_changed(GListModel *model, guint position, guint removed, guint added,
                             ReorderGtkListView *self)
{
  guint k;
  if (self->driver.applying)
    return;
  if (position == 0 && removed > 0 && removed == reorder_gtk_driver_item_count(&self->driver, 0) &&
      added > 0) {
    load(self);
    return;
  }
  for (k = 0; k < removed; k++) {
    guint64 id = id_at(self, position);
    Row *row = g_hash_table_lookup(self->rows, &id);
    if (!id || !CHECK(self, reorder_item_remove(self->driver.engine, id)))
      break;
    if (self->driver.cursor == id)
      self->driver.cursor = 0;
    if (row) {
      g_hash_table_steal(self->rows, &id);
      row_release(self, row);
    }
  }
  for (k = 0; k < added; k++) {
    GObject *item = g_list_model_get_item(model, position + k);
    reorder_index_path at = {0, (int32_t)(position + k)};
    reorder_status st = reorder_item_insert(self->driver.engine, ++self->next_id,
                                            item_height(self, item), REORDER_ITEM_DEFAULT, at);
    g_object_unref(item);
    if (!CHECK(self, st))
      break;
  }
  reorder_gtk_driver_engine_changed(&self->driver);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

void reorder_gtk_list_view_set_store(ReorderGtkListView *self, GListStore *store)
{
  g_return_if_fail(REORDER_GTK_IS_LIST_VIEW(self));
  g_return_if_fail(store == NULL || G_IS_LIST_STORE(store));
  if (store == self->store)
    return;
  if (self->store) {
    g_signal_handler_disconnect(self->store, self->changed_id);
    g_clear_object(&self->store);
  }
  if (store) {
    self->store = g_object_ref(store);
    self->changed_id = g_signal_connect(store, "items-changed", G_CALLBACK(on_items_changed), self);
  }
  load(self);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_STORE]);
}

GListStore *reorder_gtk_list_view_get_store(ReorderGtkListView *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), NULL);
  return self->store;
}

void reorder_gtk_list_view_set_size_func(ReorderGtkListView *self,
                                         ReorderGtkListViewSizeFunc func, gpointer user_data,
                                         GDestroyNotify destroy)
{
  g_return_if_fail(REORDER_GTK_IS_LIST_VIEW(self));
  if (self->size_destroy)
    self->size_destroy(self->size_data);
  self->size_func = func;
  self->size_data = user_data;
  self->size_destroy = destroy;
  if (self->store)
    load(self);
}

static void set_row_height(ReorderGtkListView *self, double height)
{
  if (height == self->row_height)
    return;
  self->row_height = height;
  if (self->store && !self->size_func)
    load(self);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ROW_HEIGHT]);
}

/* ------------------------------------------------------------------------ */
/* Moves, options, rows                                                      */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_list_view_move_item(ReorderGtkListView *self, guint from_position,
                                         guint to_position, GError **error)
{
  ReorderGtkDriver *d;
  guint64 id;
  reorder_index_path to = {0, (int32_t)MIN(to_position, (guint)G_MAXINT32)};
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  d = &self->driver;
  id = id_at(self, from_position);
  g_return_val_if_fail(id != 0, FALSE);
  /* The slide starts at the engine's last time: make it now. */
  CHECK(self, reorder_engine_tick(d->engine, reorder_gtk_driver_frame_time(d)));
  if (!reorder_gtk_driver_engine_ok(d, reorder_engine_move(d->engine, id, to), error))
    return FALSE;
  reorder_gtk_driver_engine_changed(d);
  return TRUE;
}

gboolean reorder_gtk_list_view_configure(ReorderGtkListView *self, const reorder_options *options,
                                         GError **error)
{
  ReorderGtkDriver *d;
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(options != NULL, FALSE);
  d = &self->driver;
  if (options->version != REORDER_OPTIONS_VERSION || options->axis != REORDER_AXIS_VERTICAL ||
      options->layout != REORDER_LAYOUT_LIST) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID,
                "%s: ReorderGtkListView takes a vertical list, reorder_options version %u",
                reorder_status_string(REORDER_E_INVALID), (unsigned)REORDER_OPTIONS_VERSION);
    return FALSE;
  }
  if (!reorder_gtk_driver_engine_ok(d, reorder_engine_configure(d->engine, options), error))
    return FALSE;
  d->options = *options;
  gtk_widget_queue_resize(GTK_WIDGET(self));
  return TRUE;
}

guint reorder_gtk_list_view_get_n_row_widgets(ReorderGtkListView *self)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), 0);
  return g_hash_table_size(self->rows) + self->spare->len;
}

gboolean reorder_gtk_list_view_get_row_bounds(ReorderGtkListView *self, guint position,
                                              graphene_rect_t *out)
{
  reorder_rect r;
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(out != NULL, FALSE);
  id = id_at(self, position);
  if (!id || !CHECK(self, reorder_item_frame(&r, self->driver.engine, id)))
    return FALSE;
  graphene_rect_init(out, (float)(r.x - self->driver.scroll_x), (float)(r.y - self->driver.scroll_y), (float)r.width,
                     (float)r.height);
  return TRUE;
}

guint64 reorder_gtk_list_view_get_item_id(ReorderGtkListView *self, guint position)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), 0);
  id = id_at(self, position);
  g_return_val_if_fail(id != 0, 0);
  return id;
}

gboolean reorder_gtk_list_view_find_item(ReorderGtkListView *self, guint64 id, guint *position)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  return reorder_gtk_driver_find(&self->driver, id, NULL, position);
}

gboolean reorder_gtk_list_view_set_selection(ReorderGtkListView *self, const guint64 *ids,
                                             gsize n, GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), FALSE);
  g_return_val_if_fail(ids != NULL || n == 0, FALSE);
  return reorder_gtk_driver_set_selection(&self->driver, ids, n, error);
}

guint64 *reorder_gtk_list_view_get_selection(ReorderGtkListView *self, gsize *n)
{
  g_return_val_if_fail(REORDER_GTK_IS_LIST_VIEW(self), NULL);
  return reorder_gtk_driver_get_selection(&self->driver, n);
}

/* ------------------------------------------------------------------------ */
/* Layout and drawing                                                        */
/* ------------------------------------------------------------------------ */

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  GtkWidget *child;
  double w, h;
  (void)for_size;
  (void)minimum_baseline;
  (void)natural_baseline;
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL) { /* scrolled: any height will do */
    CHECK(self, reorder_engine_content_size(&w, &h, self->driver.engine));
    *natural = (int)MIN(ceil(h), G_MAXINT / 2);
    return;
  }
  /* The row widgets there are: O(visible), whatever the store's size. */
  for (child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    int cmin, cnat;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &cmin, &cnat, NULL, NULL);
    *minimum = MAX(*minimum, cmin);
    *natural = MAX(*natural, cnat);
  }
}

static void size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  ReorderGtkDriver *d = &self->driver;
  GHashTableIter iter;
  gpointer row;
  size_t i;
  (void)baseline;

  reorder_gtk_driver_layout(d, width, height, reorder_gtk_driver_frame_time(d));
  /* Rows that left the viewport first, so their widgets serve new rows. */
  for (i = 0; i < d->n_frames; i++) {
    Row *r = g_hash_table_lookup(self->rows, &d->frames[i].id);
    if (r)
      r->shown = d->generation;
  }
  g_hash_table_iter_init(&iter, self->rows);
  while (g_hash_table_iter_next(&iter, NULL, &row))
    if (((Row *)row)->shown != d->generation) {
      g_hash_table_iter_steal(&iter);
      row_release(self, row);
    }
  for (i = 0; i < d->n_frames && self->store; i++) {
    Row *r = g_hash_table_lookup(self->rows, &d->frames[i].id);
    if (!r)
      r = row_bind(self, &d->frames[i]);
    if (r) {
      reorder_gtk_driver_place(d, r->widget, r->handle, &r->grip, &d->frames[i]);
      r->shown = d->generation;
    }
  }
}

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(widget);
  size_t i;
  for (i = 0; i < self->driver.n_frames; i++) { /* lowest z first */
    const reorder_presentation *p = &self->driver.frames[i];
    Row *row = g_hash_table_lookup(self->rows, &p->id);
    if (row)
      reorder_gtk_driver_snapshot_item(&self->driver, snapshot, row->widget, p);
  }
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

GtkWidget *reorder_gtk_list_view_new(void)
{
  return g_object_new(REORDER_GTK_TYPE_LIST_VIEW, NULL);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  switch (id) {
  case PROP_STORE: reorder_gtk_list_view_set_store(self, g_value_get_object(value)); break;
  case PROP_ROW_HEIGHT: set_row_height(self, g_value_get_double(value)); break;
  default:
    if (!reorder_gtk_driver_set_property(&self->driver, id, value))
      G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  switch (id) {
  case PROP_STORE: g_value_set_object(value, self->store); break;
  case PROP_ROW_HEIGHT: g_value_set_double(value, self->row_height); break;
  default:
    if (!reorder_gtk_driver_get_property(&self->driver, id, value))
      G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void dispose(GObject *object)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  GtkWidget *child;
  if (self->store) {
    g_signal_handler_disconnect(self->store, self->changed_id);
    g_clear_object(&self->store);
  }
  release_all(self);
  g_ptr_array_set_size(self->spare, 0);
  while ((child = gtk_widget_get_first_child(GTK_WIDGET(self))))
    gtk_widget_unparent(child);
  reorder_gtk_list_view_set_size_func(self, NULL, NULL, NULL);
  reorder_gtk_driver_dispose(&self->driver);
  G_OBJECT_CLASS(reorder_gtk_list_view_parent_class)->dispose(object);
}

static void finalize(GObject *object)
{
  ReorderGtkListView *self = REORDER_GTK_LIST_VIEW(object);
  g_hash_table_unref(self->rows);
  g_ptr_array_unref(self->spare);
  reorder_gtk_driver_finalize(&self->driver);
  G_OBJECT_CLASS(reorder_gtk_list_view_parent_class)->finalize(object);
}

static void reorder_gtk_list_view_init(ReorderGtkListView *self)
{
  reorder_options options;
  if (reorder_options_init_preset(&options, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP) !=
      REORDER_OK)
    g_error("ReorderGtkListView: no options: %s", reorder_engine_last_error(NULL));
  reorder_gtk_driver_init(&self->driver, GTK_WIDGET(self), &driver_class, &options);
  if (!CHECK(self, reorder_section_insert(self->driver.engine, 0, 0, 0, NULL)))
    g_error("ReorderGtkListView: no section: %s", reorder_engine_last_error(self->driver.engine));
  self->row_height = 32;
  self->rows = g_hash_table_new(g_int64_hash, g_int64_equal);
  self->spare = g_ptr_array_new();
}

static void reorder_gtk_list_view_class_init(ReorderGtkListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  GType type = G_TYPE_FROM_CLASS(klass);

  object_class->set_property = set_property;
  object_class->get_property = get_property;
  object_class->dispose = dispose;
  object_class->finalize = finalize;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;
  gtk_widget_class_set_css_name(widget_class, "reorderlistview");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);

  properties[PROP_STORE] = g_param_spec_object("store", NULL, NULL, G_TYPE_LIST_STORE,
                                               G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS |
                                                   G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ROW_HEIGHT] = g_param_spec_double(
      "row-height", NULL, NULL, 0, 1e9, 32,
      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties(object_class, N_PROPS, properties);

  /* ::setup returns a full reference: the first handler's widget. */
  signals[SETUP] = g_signal_new("setup", type, G_SIGNAL_RUN_LAST, 0,
                                g_signal_accumulator_first_wins, NULL, NULL, GTK_TYPE_WIDGET, 0);
  signals[BIND] = g_signal_new("bind", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                               2, GTK_TYPE_WIDGET, G_TYPE_OBJECT);
  signals[UNBIND] = g_signal_new("unbind", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, GTK_TYPE_WIDGET, G_TYPE_OBJECT);
  reorder_gtk_driver_class_init(object_class, &driver_class, N_PROPS);
}
