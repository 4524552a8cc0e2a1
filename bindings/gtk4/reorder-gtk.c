/*
 * reorder-gtk.c -- ReorderGtkBox: see reorder-gtk.h.
 *
 * Data flows one way: gestures, keys and the frame clock call the engine;
 * the engine's events are drained with reorder_engine_poll_event (never from
 * inside an engine callback, so signal handlers may call anything); MOVE
 * events are applied to the stores and re-emitted as ::item-moved; on each
 * frame every row is placed where reorder_engine_presentation says and
 * every header at the top of its section's reorder_section_frame.
 *
 * Items get engine ids from a counter. The engine's order and the stores'
 * order are the same at all times: the box applies the engine's moves to the
 * stores and the stores' other changes to the engine.
 */
#define G_LOG_DOMAIN "ReorderGtk"

#include "reorder-gtk.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Errors and enum types                                                     */
/* ------------------------------------------------------------------------ */

G_DEFINE_QUARK(reorder-gtk-error-quark, reorder_gtk_error)

#define DEFINE_ENUM_TYPE(func, name, ...)                                   \
  GType func(void)                                                          \
  {                                                                         \
    static gsize type_id;                                                   \
    static const GEnumValue values[] = {__VA_ARGS__, {0, NULL, NULL}};      \
    if (g_once_init_enter(&type_id))                                        \
      g_once_init_leave(&type_id, g_enum_register_static(name, values));    \
    return (GType)type_id;                                                  \
  }

DEFINE_ENUM_TYPE(reorder_gtk_layout_get_type, "ReorderGtkLayout",
                 {REORDER_LAYOUT_LIST, "REORDER_LAYOUT_LIST", "list"},
                 {REORDER_LAYOUT_GRID, "REORDER_LAYOUT_GRID", "grid"})
DEFINE_ENUM_TYPE(reorder_gtk_rule_get_type, "ReorderGtkRule",
                 {REORDER_RULE_MIDPOINT, "REORDER_RULE_MIDPOINT", "midpoint"},
                 {REORDER_RULE_EDGE, "REORDER_RULE_EDGE", "edge"},
                 {REORDER_RULE_POINTER, "REORDER_RULE_POINTER", "pointer"},
                 {REORDER_RULE_CENTER, "REORDER_RULE_CENTER", "center"})
DEFINE_ENUM_TYPE(reorder_gtk_semantics_get_type, "ReorderGtkSemantics",
                 {REORDER_SEMANTICS_SHIFT, "REORDER_SEMANTICS_SHIFT", "shift"},
                 {REORDER_SEMANTICS_EXCHANGE, "REORDER_SEMANTICS_EXCHANGE", "exchange"})
DEFINE_ENUM_TYPE(reorder_gtk_activation_get_type, "ReorderGtkActivation",
                 {REORDER_ACTIVATION_LONG_PRESS, "REORDER_ACTIVATION_LONG_PRESS", "long-press"},
                 {REORDER_ACTIVATION_DISTANCE, "REORDER_ACTIVATION_DISTANCE", "distance"},
                 {REORDER_ACTIVATION_IMMEDIATE, "REORDER_ACTIVATION_IMMEDIATE", "immediate"})
DEFINE_ENUM_TYPE(reorder_gtk_commit_get_type, "ReorderGtkCommit",
                 {REORDER_COMMIT_LIVE, "REORDER_COMMIT_LIVE", "live"},
                 {REORDER_COMMIT_ON_DROP, "REORDER_COMMIT_ON_DROP", "on-drop"})

/* ------------------------------------------------------------------------ */
/* State                                                                     */
/* ------------------------------------------------------------------------ */

typedef struct {
  guint64 id;
  GObject *item;         /* the store's item (ref) */
  GtkWidget *widget;     /* our child */
  GtkWidget *handle;     /* descendant with REORDER_GTK_HANDLE_CLASS, or NULL */
  graphene_rect_t grip;  /* handle bounds last given to the engine */
  double size;           /* main-axis size last given to the engine */
  guint shown;           /* generation of the last frame it was placed in */
} Entry;

typedef struct {
  ReorderGtkBox *box;
  GListStore *store; /* ref */
  gulong changed_id;
  GtkWidget *header; /* our child, or NULL */
  double header_extent;
} Section;

struct _ReorderGtkBox {
  GtkWidget parent_instance;

  reorder_engine *engine;
  reorder_options options; /* what the engine is configured with */
  GPtrArray *sections;     /* Section *, owned */
  GHashTable *entries;     /* engine id -> Entry *, owned */
  guint64 next_id;
  gboolean applying;       /* the box itself is changing a store */

  ReorderGtkBoxCreateWidgetFunc create_func;
  gpointer create_data;
  GDestroyNotify create_destroy;
  ReorderGtkBoxLabelFunc label_func;
  gpointer label_data;
  GDestroyNotify label_destroy;

  /* Scrolling (GtkScrollable). */
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy;
  guint vscroll_policy;
  double scroll_y;         /* the engine's viewport origin */
  reorder_rect viewport;   /* last viewport given to the engine */

  /* Drawing: the last presentation, lowest z first. */
  reorder_presentation *frames;
  size_t n_frames;
  GArray *shown;           /* guint64 ids placed in the last allocation */
  gboolean sizes_dirty;    /* a child or header may have changed size */
  int sized_width;         /* the width rows were last measured at */
  size_t frames_capacity;
  guint generation;
  guint tick_id;

  /* Input. */
  GtkGesture *drag;
  gboolean pointer_active; /* between drag-begin and drag-end / cancel */
  double press_x;
  double press_y;
  guint32 anchor_ms;       /* event clock -> monotonic clock, see input_time */
  double anchor_time;
  gboolean anchored;
  guint64 cursor;          /* keyboard cursor item, 0 = none */

  char *announcement;
};

static void reorder_gtk_box_scrollable_init(GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(ReorderGtkBox, reorder_gtk_box, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE,
                                                    reorder_gtk_box_scrollable_init))

/* The option properties, table-driven: each maps to one reorder_options
 * field. */
typedef enum { OPT_ENUM, OPT_BOOL, OPT_INT, OPT_DOUBLE } OptionKind;

typedef struct {
  const char *name;
  OptionKind kind;
  size_t offset;
  GType (*enum_type)(void);
} OptionProperty;

#define OPT(name, kind, field, type) {name, kind, offsetof(reorder_options, field), type}
static const OptionProperty option_properties[] = {
  OPT("layout", OPT_ENUM, layout, reorder_gtk_layout_get_type),
  OPT("rule", OPT_ENUM, rule, reorder_gtk_rule_get_type),
  OPT("semantics", OPT_ENUM, semantics, reorder_gtk_semantics_get_type),
  OPT("activation", OPT_ENUM, activation, reorder_gtk_activation_get_type),
  OPT("commit", OPT_ENUM, commit, reorder_gtk_commit_get_type),
  OPT("cross-section-moves", OPT_BOOL, cross_section_moves, NULL),
  OPT("clamp-to-content", OPT_BOOL, clamp_to_content, NULL),
  OPT("grid-columns", OPT_INT, grid_columns, NULL),
  OPT("grid-cell-width", OPT_DOUBLE, grid_cell_width, NULL),
  OPT("grid-cell-height", OPT_DOUBLE, grid_cell_height, NULL),
  OPT("item-spacing", OPT_DOUBLE, item_spacing, NULL),
  OPT("line-spacing", OPT_DOUBLE, line_spacing, NULL),
  OPT("section-spacing", OPT_DOUBLE, section_spacing, NULL),
  OPT("long-press-delay", OPT_DOUBLE, long_press_delay, NULL),
  OPT("long-press-tolerance", OPT_DOUBLE, long_press_tolerance, NULL),
  OPT("drag-distance", OPT_DOUBLE, drag_distance, NULL),
  OPT("autoscroll-zone", OPT_DOUBLE, autoscroll_zone, NULL),
  OPT("autoscroll-max-speed", OPT_DOUBLE, autoscroll_max_speed, NULL),
};
#undef OPT
#define N_OPTION_PROPERTIES G_N_ELEMENTS(option_properties)

enum {
  PROP_0,
  PROP_ANNOUNCEMENT = 1 + N_OPTION_PROPERTIES, /* option i is property 1 + i */
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  N_PROPS = PROP_HADJUSTMENT
};
static GParamSpec *properties[N_PROPS];

enum { ITEM_MOVED, DRAG_BEGIN, ITEM_DROPPED, DRAG_CANCELLED, ITEM_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------------------ */
/* Engine calls                                                              */
/* ------------------------------------------------------------------------ */

/* TRUE when st is REORDER_OK; otherwise sets error from the engine. */
static gboolean engine_ok(ReorderGtkBox *self, reorder_status st, GError **error)
{
  if (st == REORDER_OK)
    return TRUE;
  g_set_error(error, REORDER_GTK_ERROR, st, "%s: %s", reorder_status_string(st),
              reorder_engine_last_error(self->engine));
  return FALSE;
}

/* For calls made where no caller can take an error (input, layout): a
 * failure there is a bug in the box or the engine, so it is loud. */
#define CHECK(self, call) check_call((self), (call), #call)
static gboolean check_call(ReorderGtkBox *self, reorder_status st, const char *what)
{
  if (st == REORDER_OK)
    return TRUE;
  g_critical("ReorderGtkBox: %s failed: %s (%s)", what, reorder_status_string(st),
             reorder_engine_last_error(self->engine));
  return FALSE;
}

static Section *section_at(ReorderGtkBox *self, guint s)
{
  return g_ptr_array_index(self->sections, s);
}

static Entry *entry_for(ReorderGtkBox *self, guint64 id)
{
  return g_hash_table_lookup(self->entries, &id);
}

static size_t item_count(ReorderGtkBox *self, guint s)
{
  size_t n = 0;
  CHECK(self, reorder_section_item_count(&n, self->engine, (int32_t)s));
  return n;
}

/* The engine id at (s, i), 0 when there is none. */
static guint64 id_at(ReorderGtkBox *self, guint s, guint i)
{
  uint64_t id = 0;
  reorder_index_path at;
  at.section = (int32_t)s;
  at.item = (int32_t)i;
  if (reorder_item_id(&id, self->engine, at) != REORDER_OK)
    return 0;
  return id;
}

static double now_seconds(void)
{
  return (double)g_get_monotonic_time() / G_USEC_PER_SEC;
}

/* Engine time for animation: the frame clock's (close to the monotonic
 * clock outside a frame). */
static double frame_time(ReorderGtkBox *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(self));
  return clock ? (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC : now_seconds();
}

/*
 * Engine time of the current input event. Event timestamps are precise
 * (the long press is timed between them) but on their own 32-bit
 * millisecond clock, which need not be the frame clock's. They are mapped
 * onto the monotonic clock by an offset, re-anchored whenever an event
 * would land in the future, so the offset converges on the smallest
 * delivery delay and deltas between events are kept exactly.
 */
static double input_time(ReorderGtkBox *self, GtkEventController *controller)
{
  guint32 ms = gtk_event_controller_get_current_event_time(controller);
  double now = now_seconds();
  double t = self->anchor_time + (double)(guint32)(ms - self->anchor_ms) / 1000.0;
  if (!self->anchored || t > now) {
    self->anchored = TRUE;
    self->anchor_ms = ms;
    self->anchor_time = now;
    t = now;
  }
  return t;
}

static int32_t phase(ReorderGtkBox *self)
{
  int32_t p = REORDER_PHASE_IDLE;
  CHECK(self, reorder_engine_phase(&p, self->engine));
  return p;
}

/* ------------------------------------------------------------------------ */
/* Frame clock                                                               */
/* ------------------------------------------------------------------------ */

static void dispatch_events(ReorderGtkBox *self);

static gboolean on_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  double t = (double)gdk_frame_clock_get_frame_time(clock) / G_USEC_PER_SEC;
  int32_t animating = 0;
  (void)user_data;
  CHECK(self, reorder_engine_tick(self->engine, t));
  dispatch_events(self);
  gtk_widget_queue_allocate(widget);
  CHECK(self, reorder_engine_is_animating(&animating, self->engine, t));
  if (!animating && phase(self) == REORDER_PHASE_IDLE) {
    self->tick_id = 0;
    return G_SOURCE_REMOVE;
  }
  return G_SOURCE_CONTINUE;
}

/* Runs the frame clock until nothing is pressed, dragged or animating. */
static void start_clock(ReorderGtkBox *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback(GTK_WIDGET(self), on_tick, NULL, NULL);
}

/* After any call that may have changed the engine: apply what it reports
 * and show it. */
static void engine_changed(ReorderGtkBox *self)
{
  dispatch_events(self);
  gtk_widget_queue_allocate(GTK_WIDGET(self));
  start_clock(self);
}

/* ------------------------------------------------------------------------ */
/* Entries                                                                   */
/* ------------------------------------------------------------------------ */

static GtkWidget *find_handle(GtkWidget *widget)
{
  GtkWidget *child;
  if (gtk_widget_has_css_class(widget, REORDER_GTK_HANDLE_CLASS))
    return widget;
  for (child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
    GtkWidget *found = find_handle(child);
    if (found)
      return found;
  }
  return NULL;
}

/* Main-axis size of a child at the width it will be given. */
static double measure_item(GtkWidget *widget, int width)
{
  int natural = 0;
  gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* A new entry with its child; not yet in the engine. */
static Entry *entry_new(ReorderGtkBox *self, gpointer item)
{
  Entry *e = g_new0(Entry, 1);
  GtkWidget *widget = self->create_func(item, self->create_data);
  e->id = ++self->next_id;
  e->item = g_object_ref(item);
  e->widget = g_object_ref_sink(widget);
  gtk_widget_set_parent(widget, GTK_WIDGET(self));
  g_object_unref(widget);
  gtk_widget_set_child_visible(widget, FALSE); /* until placed */
  e->handle = find_handle(widget);
  e->size = measure_item(widget, -1);
  return e;
}

/* Gives the engine what it needs about a new entry beyond its size. */
static void entry_describe(ReorderGtkBox *self, Entry *e)
{
  if (self->label_func) {
    char *label = self->label_func(e->item, self->label_data);
    if (label)
      CHECK(self, reorder_item_set_label(self->engine, e->id, label));
    g_free(label);
  }
  if (e->handle) /* nothing lifts it until its handle is placed */
    CHECK(self, reorder_item_set_handle(self->engine, e->id,
                                        &(reorder_rect){0, 0, 0, 0}));
}

static void entry_free(gpointer data)
{
  Entry *e = data;
  gtk_widget_unparent(e->widget);
  g_object_unref(e->item);
  g_free(e);
}

/* ------------------------------------------------------------------------ */
/* Events                                                                    */
/* ------------------------------------------------------------------------ */

/* Applies one engine move to the stores, then reports it. */
static void apply_move(ReorderGtkBox *self, const reorder_event *ev)
{
  Section *from = section_at(self, (guint)ev->from.section);
  Section *to = section_at(self, (guint)ev->to.section);
  Entry *e = entry_for(self, ev->id);
  GObject *item = g_list_model_get_item(G_LIST_MODEL(from->store), (guint)ev->from.item);
  if (!e || item != e->item) {
    g_critical("ReorderGtkBox: store and engine disagree on item %" G_GUINT64_FORMAT, ev->id);
    g_clear_object(&item);
    return;
  }
  self->applying = TRUE;
  g_list_store_remove(from->store, (guint)ev->from.item);
  g_list_store_insert(to->store, (guint)ev->to.item, item);
  self->applying = FALSE;
  g_signal_emit(self, signals[ITEM_MOVED], 0, item, (guint)ev->from.section,
                (guint)ev->from.item, (guint)ev->to.section, (guint)ev->to.item);
  g_object_unref(item);
}

static void set_cursor(ReorderGtkBox *self, guint64 id)
{
  Entry *e = entry_for(self, id);
  if (!e)
    return;
  self->cursor = id;
  gtk_accessible_update_relation(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_RELATION_ACTIVE_DESCENDANT,
                                 e->widget, -1);
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void announce(ReorderGtkBox *self, const char *text, size_t length)
{
  g_free(self->announcement);
  self->announcement = g_strndup(text, length);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 self->announcement, -1);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ANNOUNCEMENT]);
}

static void handle_event(ReorderGtkBox *self, const reorder_event *ev)
{
  Entry *e = entry_for(self, ev->id);
  GObject *item = e ? e->item : NULL;
  switch (ev->type) {
  case REORDER_EVENT_LIFT:
    if (self->pointer_active)
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_CLAIMED);
    gtk_widget_grab_focus(GTK_WIDGET(self));
    set_cursor(self, ev->id);
    g_signal_emit(self, signals[DRAG_BEGIN], 0, item);
    break;
  case REORDER_EVENT_MOVE:
    apply_move(self, ev);
    break;
  case REORDER_EVENT_DROP:
    g_signal_emit(self, signals[ITEM_DROPPED], 0, item, (guint)ev->from.section,
                  (guint)ev->from.item, (guint)ev->to.section, (guint)ev->to.item);
    break;
  case REORDER_EVENT_CANCEL:
    g_signal_emit(self, signals[DRAG_CANCELLED], 0, item);
    break;
  case REORDER_EVENT_NOT_A_DRAG:
    if (ev->reason == REORDER_NOT_A_DRAG_TAP && ev->has_id && item) {
      gtk_widget_grab_focus(GTK_WIDGET(self));
      set_cursor(self, ev->id);
      g_signal_emit(self, signals[ITEM_ACTIVATED], 0, item);
    } else if (self->pointer_active) {
      /* Not ours (a scroll, or a press off the handle): let other gestures,
       * e.g. the scrolled window's touch panning, take the sequence. */
      gtk_gesture_set_state(self->drag, GTK_EVENT_SEQUENCE_DENIED);
    }
    break;
  case REORDER_EVENT_SCROLL:
    self->scroll_y = ev->offset.y;
    self->viewport.y = ev->offset.y;
    if (self->vadjustment)
      gtk_adjustment_set_value(self->vadjustment, ev->offset.y);
    break;
  case REORDER_EVENT_ANNOUNCEMENT:
    announce(self, ev->text, ev->text_length);
    break;
  case REORDER_EVENT_ANIMATION_NEEDED:
    start_clock(self);
    break;
  default: /* a newer library's event: nothing to do */
    break;
  }
}

/* Drains the engine's events. Polled rather than taken in a callback so
 * that handlers of the box's signals may call back into the box. */
static void dispatch_events(ReorderGtkBox *self)
{
  reorder_event ev;
  reorder_status st = REORDER_OK;
  g_object_ref(self);
  while (self->engine && (st = reorder_engine_poll_event(&ev, self->engine)) == 1)
    handle_event(self, &ev);
  if (self->engine && st < 0)
    CHECK(self, st);
  g_object_unref(self);
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
  if (self->applying)
    return;
  /* Removed entries outlive their engine items until the events about them
   * (a cancelled drag) have been dispatched. */
  gone = g_ptr_array_new_with_free_func(entry_free);
  for (k = 0; k < removed; k++) {
    guint64 id = id_at(self, s, position);
    Entry *e = entry_for(self, id);
    if (!e || !CHECK(self, reorder_item_remove(self->engine, id)))
      break;
    g_hash_table_steal(self->entries, &e->id);
    g_ptr_array_add(gone, e);
    if (self->cursor == id)
      self->cursor = 0;
  }
  for (k = 0; k < added; k++) {
    gpointer item = g_list_model_get_item(model, position + k);
    Entry *e = entry_new(self, item);
    reorder_index_path at;
    g_object_unref(item);
    at.section = (int32_t)s;
    at.item = (int32_t)(position + k);
    if (!CHECK(self, reorder_item_insert(self->engine, e->id, e->size, REORDER_ITEM_DEFAULT, at))) {
      entry_free(e);
      break;
    }
    g_hash_table_insert(self->entries, &e->id, e);
    entry_describe(self, e);
  }
  engine_changed(self);
  g_ptr_array_unref(gone);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void section_free(gpointer data)
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
    CHECK(self, reorder_engine_cancel_drag(self->engine, frame_time(self)));
    dispatch_events(self);
  }
  while (self->sections->len > 0) {
    guint s = self->sections->len - 1;
    CHECK(self, reorder_section_remove(self->engine, (int32_t)s));
    g_ptr_array_remove_index(self->sections, s);
  }
  g_hash_table_remove_all(self->entries);
  self->cursor = 0;
  self->n_frames = 0;
  gtk_widget_queue_resize(GTK_WIDGET(self));
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
  if (header) {
    section->header = header;
    gtk_widget_set_parent(header, GTK_WIDGET(self));
    section->header_extent = measure_item(header, -1);
  }
  st = reorder_section_insert(self->engine, (int32_t)s, section->header_extent, 0, rules);
  if (!engine_ok(self, st, error)) {
    section_free(section);
    return FALSE;
  }

  n = g_list_model_get_n_items(G_LIST_MODEL(store));
  made = g_ptr_array_new_full(n, entry_free);
  ids = g_new(uint64_t, n ? n : 1);
  sizes = g_new(double, n ? n : 1);
  for (k = 0; k < n; k++) {
    gpointer item = g_list_model_get_item(G_LIST_MODEL(store), k);
    Entry *e = entry_new(self, item);
    g_object_unref(item);
    g_ptr_array_add(made, e);
    ids[k] = e->id;
    sizes[k] = e->size;
  }
  st = reorder_section_load(self->engine, (int32_t)s, ids, sizes, NULL, n);
  g_free(ids);
  g_free(sizes);
  if (!engine_ok(self, st, error)) {
    CHECK(self, reorder_section_remove(self->engine, (int32_t)s));
    g_ptr_array_unref(made);
    section_free(section);
    return FALSE;
  }
  for (k = 0; k < n; k++) {
    Entry *e = g_ptr_array_steal_index_fast(made, 0);
    g_hash_table_insert(self->entries, &e->id, e);
    entry_describe(self, e);
  }
  g_ptr_array_unref(made);
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
  return engine_ok(self, reorder_section_set_rules(self->engine, (int32_t)section, rules), error);
}

gboolean reorder_gtk_box_set_item_flags(ReorderGtkBox *self, guint section, guint position,
                                        guint flags, GError **error)
{
  guint64 id;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(section < self->sections->len, FALSE);
  id = id_at(self, section, position);
  g_return_val_if_fail(id != 0, FALSE);
  return engine_ok(self, reorder_item_set_flags(self->engine, id, flags), error);
}

gboolean reorder_gtk_box_move_item(ReorderGtkBox *self, guint from_section, guint from_position,
                                   guint to_section, guint to_position, GError **error)
{
  guint64 id;
  reorder_index_path to;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(from_section < self->sections->len, FALSE);
  id = id_at(self, from_section, from_position);
  g_return_val_if_fail(id != 0, FALSE);
  to.section = (int32_t)MIN(to_section, (guint)G_MAXINT32);
  to.item = (int32_t)MIN(to_position, (guint)G_MAXINT32);
  /* The slide starts at the last time the engine was given: make it now,
   * not the end of the last animation or gesture. */
  CHECK(self, reorder_engine_tick(self->engine, frame_time(self)));
  if (!engine_ok(self, reorder_engine_move(self->engine, id, to), error))
    return FALSE;
  engine_changed(self);
  return TRUE;
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
  if (!CHECK(self, reorder_item_frame(&r, self->engine, id)))
    return FALSE;
  graphene_rect_init(out, (float)r.x, (float)(r.y - self->scroll_y), (float)r.width,
                     (float)r.height);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

gboolean reorder_gtk_box_configure(ReorderGtkBox *self, const reorder_options *options,
                                   GError **error)
{
  guint i;
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  g_return_val_if_fail(options != NULL, FALSE);
  if (options->struct_size >= offsetof(reorder_options, axis) + sizeof options->axis &&
      options->axis != REORDER_AXIS_VERTICAL) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_INVALID,
                "invalid argument: ReorderGtkBox lays its items out vertically");
    return FALSE;
  }
  if (!engine_ok(self, reorder_engine_configure(self->engine, options), error))
    return FALSE;
  /* Whatever struct_size the caller knew, the engine now has the whole
   * configuration: read it back through the fields we know. */
  reorder_options_init(&self->options); /* fields the caller did not know */
  memcpy(&self->options, options, MIN(options->struct_size, sizeof self->options));
  self->options.struct_size = sizeof self->options;
  g_object_freeze_notify(G_OBJECT(self));
  for (i = 0; i < N_OPTION_PROPERTIES; i++)
    g_object_notify_by_pspec(G_OBJECT(self), properties[1 + i]);
  g_object_thaw_notify(G_OBJECT(self));
  gtk_widget_queue_resize(GTK_WIDGET(self));
  return TRUE;
}

void reorder_gtk_box_get_options(ReorderGtkBox *self, reorder_options *out)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  g_return_if_fail(out != NULL);
  *out = self->options;
}

static void set_option(ReorderGtkBox *self, const OptionProperty *p, const GValue *value)
{
  reorder_options next = self->options;
  char *field = (char *)&next + p->offset;
  reorder_status st;
  switch (p->kind) {
  case OPT_ENUM: *(int32_t *)field = g_value_get_enum(value); break;
  case OPT_BOOL: *(int32_t *)field = g_value_get_boolean(value) ? 1 : 0; break;
  case OPT_INT: *(int32_t *)field = g_value_get_int(value); break;
  case OPT_DOUBLE: *(double *)field = g_value_get_double(value); break;
  }
  if (memcmp(&next, &self->options, sizeof next) == 0)
    return;
  st = reorder_engine_configure(self->engine, &next);
  if (st != REORDER_OK) {
    g_warning("ReorderGtkBox: %s refused: %s (%s)", p->name, reorder_status_string(st),
              reorder_engine_last_error(self->engine));
    return;
  }
  self->options = next;
  g_object_notify(G_OBJECT(self), p->name);
  gtk_widget_queue_resize(GTK_WIDGET(self));
}

static void get_option(ReorderGtkBox *self, const OptionProperty *p, GValue *value)
{
  const char *field = (const char *)&self->options + p->offset;
  switch (p->kind) {
  case OPT_ENUM: g_value_set_enum(value, *(const int32_t *)field); break;
  case OPT_BOOL: g_value_set_boolean(value, *(const int32_t *)field != 0); break;
  case OPT_INT: g_value_set_int(value, *(const int32_t *)field); break;
  case OPT_DOUBLE: g_value_set_double(value, *(const double *)field); break;
  }
}

/* ------------------------------------------------------------------------ */
/* Scrolling                                                                 */
/* ------------------------------------------------------------------------ */

/* The user scrolled (scrollbar, wheel) or the adjustment was clamped. */
static void on_vadjustment_changed(GtkAdjustment *adjustment, ReorderGtkBox *self)
{
  double y = gtk_adjustment_get_value(adjustment);
  if (y == self->scroll_y)
    return;
  self->scroll_y = y;
  gtk_widget_queue_allocate(GTK_WIDGET(self));
}

static void set_adjustment(ReorderGtkBox *self, GtkAdjustment **slot, GtkAdjustment *adjustment,
                           gboolean vertical)
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
static void scroll_to_cursor(ReorderGtkBox *self)
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

/* ------------------------------------------------------------------------ */
/* Pointer input                                                             */
/* ------------------------------------------------------------------------ */

static reorder_point content_point(ReorderGtkBox *self, double x, double y)
{
  reorder_point p;
  p.x = x;
  p.y = y + self->scroll_y;
  return p;
}

static void on_drag_begin(GtkGestureDrag *gesture, double x, double y, ReorderGtkBox *self)
{
  self->pointer_active = TRUE;
  self->press_x = x;
  self->press_y = y;
  CHECK(self, reorder_engine_pointer_down(self->engine, content_point(self, x, y),
                                          input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static void on_drag_update(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkBox *self)
{
  if (!self->pointer_active)
    return;
  CHECK(self, reorder_engine_pointer_move(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

static void on_drag_end(GtkGestureDrag *gesture, double dx, double dy, ReorderGtkBox *self)
{
  if (!self->pointer_active) /* cancelled first */
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_up(
                  self->engine, content_point(self, self->press_x + dx, self->press_y + dy),
                  input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

/* A grab or another gesture took the pointer. */
static void on_drag_cancel(GtkGesture *gesture, GdkEventSequence *sequence, ReorderGtkBox *self)
{
  (void)sequence;
  if (!self->pointer_active)
    return;
  self->pointer_active = FALSE;
  CHECK(self, reorder_engine_pointer_cancel(self->engine,
                                            input_time(self, GTK_EVENT_CONTROLLER(gesture))));
  engine_changed(self);
}

/* ------------------------------------------------------------------------ */
/* Keyboard                                                                  */
/* ------------------------------------------------------------------------ */

static guint64 first_item(ReorderGtkBox *self)
{
  guint s;
  for (s = 0; s < self->sections->len; s++)
    if (item_count(self, s) > 0)
      return id_at(self, s, 0);
  return 0;
}

/* The item next to the cursor for a key, when nothing is lifted: the
 * neighbour in reading order, or for grids the cell above or below. */
static guint64 cursor_target(ReorderGtkBox *self, int32_t key)
{
  reorder_index_path at;
  reorder_rect r;
  reorder_hit hit;
  reorder_point p;
  guint s, n_sections = self->sections->len;
  gboolean forward = key == REORDER_KEY_NEXT || key == REORDER_KEY_DOWN || key == REORDER_KEY_RIGHT;
  if (!self->cursor)
    return first_item(self);
  if (!CHECK(self, reorder_item_index_path(&at, self->engine, self->cursor)))
    return 0;
  s = (guint)at.section;
  if (key == REORDER_KEY_FIRST)
    return id_at(self, s, 0);
  if (key == REORDER_KEY_LAST)
    return id_at(self, s, (guint)item_count(self, s) - 1);
  if (self->options.layout == REORDER_LAYOUT_GRID &&
      (key == REORDER_KEY_UP || key == REORDER_KEY_DOWN)) {
    if (!CHECK(self, reorder_item_frame(&r, self->engine, self->cursor)))
      return 0;
    p.x = r.x + r.width / 2;
    p.y = r.y + r.height / 2 + (forward ? 1 : -1) * (r.height + self->options.line_spacing);
    if (!CHECK(self, reorder_engine_hit_test(&hit, self->engine, p)) ||
        hit.kind != REORDER_HIT_ITEM)
      return 0;
    return id_at(self, (guint)hit.path.section, (guint)hit.path.item);
  }
  if (forward) {
    if ((size_t)at.item + 1 < item_count(self, s))
      return id_at(self, s, (guint)at.item + 1);
    while (++s < n_sections)
      if (item_count(self, s) > 0)
        return id_at(self, s, 0);
    return 0;
  }
  if (at.item > 0)
    return id_at(self, s, (guint)at.item - 1);
  while (s-- > 0)
    if (item_count(self, s) > 0)
      return id_at(self, s, (guint)item_count(self, s) - 1);
  return 0;
}

static gboolean on_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                               GdkModifierType state, ReorderGtkBox *self)
{
  int32_t key, p;
  reorder_status st;
  double t;
  (void)keycode;
  (void)state;
  switch (keyval) {
  case GDK_KEY_Escape: key = REORDER_KEY_CANCEL; break;
  case GDK_KEY_space: case GDK_KEY_Return: case GDK_KEY_KP_Enter:
    key = REORDER_KEY_PICK_UP_OR_DROP; break;
  case GDK_KEY_Up: case GDK_KEY_KP_Up: key = REORDER_KEY_UP; break;
  case GDK_KEY_Down: case GDK_KEY_KP_Down: key = REORDER_KEY_DOWN; break;
  case GDK_KEY_Left: case GDK_KEY_KP_Left: key = REORDER_KEY_LEFT; break;
  case GDK_KEY_Right: case GDK_KEY_KP_Right: key = REORDER_KEY_RIGHT; break;
  case GDK_KEY_Home: case GDK_KEY_KP_Home: key = REORDER_KEY_FIRST; break;
  case GDK_KEY_End: case GDK_KEY_KP_End: key = REORDER_KEY_LAST; break;
  default: return FALSE;
  }
  p = phase(self);
  t = input_time(self, GTK_EVENT_CONTROLLER(controller));
  if (key == REORDER_KEY_CANCEL) {
    if (p == REORDER_PHASE_IDLE || p == REORDER_PHASE_SETTLING)
      return FALSE;
    if (self->pointer_active) { /* the rest of this press is not a drag */
      self->pointer_active = FALSE;
      gtk_event_controller_reset(GTK_EVENT_CONTROLLER(self->drag));
    }
  } else if (self->pointer_active) {
    return TRUE; /* the pointer is dragging */
  } else if (key != REORDER_KEY_PICK_UP_OR_DROP && p != REORDER_PHASE_DRAGGING) {
    guint64 next = cursor_target(self, key);
    if (next) {
      set_cursor(self, next);
      scroll_to_cursor(self);
    } else {
      gtk_widget_error_bell(GTK_WIDGET(self));
    }
    return TRUE;
  } else if (!self->cursor) {
    set_cursor(self, cursor_target(self, key));
  }
  st = reorder_engine_key(self->engine, key, self->cursor ? &self->cursor : NULL, t);
  if (st == REORDER_E_REFUSED || st == REORDER_E_STATE)
    gtk_widget_error_bell(GTK_WIDGET(self)); /* announced; not a failure */
  else
    CHECK(self, st);
  engine_changed(self);
  scroll_to_cursor(self);
  return TRUE;
}

/* ------------------------------------------------------------------------ */
/* Layout and drawing                                                        */
/* ------------------------------------------------------------------------ */

static gboolean is_grid(ReorderGtkBox *self)
{
  return self->options.layout == REORDER_LAYOUT_GRID;
}

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline)
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
      double size = e ? measure_item(e->widget, w) : 0;
      if (e && size != e->size && CHECK(self, reorder_item_resize(self->engine, e->id, size)))
        e->size = size;
    }
    if (section->header) {
      double extent = measure_item(section->header, w);
      if (extent != section->header_extent &&
          CHECK(self, reorder_section_set_extents(self->engine, (int32_t)s, extent, 0)))
        section->header_extent = extent;
    }
  }
}

static void update_adjustments(ReorderGtkBox *self, int width, int height)
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
    start_clock(self);
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

static void size_allocate(GtkWidget *widget, int width, int height, int baseline)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(widget);
  size_t i, count = 0;
  reorder_status st;
  double t = frame_time(self);
  (void)baseline;

  if (self->sizes_dirty || width != self->sized_width) {
    /* The new width first: the section frames give the rows' width. */
    set_viewport(self, width, height);
    update_sizes(self, t);
    self->sizes_dirty = FALSE;
    self->sized_width = width;
  }
  update_adjustments(self, width, height);
  set_viewport(self, width, height);

  st = reorder_engine_presentation(self->frames, self->frames_capacity, &count, self->engine,
                                   self->viewport, t);
  if (st == REORDER_E_BUFFER) {
    self->frames_capacity = count + count / 2;
    self->frames = g_renew(reorder_presentation, self->frames, self->frames_capacity);
    st = reorder_engine_presentation(self->frames, self->frames_capacity, &count, self->engine,
                                     self->viewport, t);
  }
  self->n_frames = CHECK(self, st) ? count : 0;
  self->generation++;
  for (i = 0; i < self->n_frames; i++) {
    Entry *e = entry_for(self, self->frames[i].id);
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

static void snapshot(GtkWidget *widget, GtkSnapshot *snapshot)
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

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (id >= 1 && id <= N_OPTION_PROPERTIES) {
    set_option(self, &option_properties[id - 1], value);
    return;
  }
  switch (id) {
  case PROP_HADJUSTMENT:
    set_adjustment(self, &self->hadjustment, g_value_get_object(value), FALSE);
    break;
  case PROP_VADJUSTMENT:
    set_adjustment(self, &self->vadjustment, g_value_get_object(value), TRUE);
    break;
  case PROP_HSCROLL_POLICY:
    self->hscroll_policy = g_value_get_enum(value);
    gtk_widget_queue_resize(GTK_WIDGET(self));
    break;
  case PROP_VSCROLL_POLICY:
    self->vscroll_policy = g_value_get_enum(value);
    gtk_widget_queue_resize(GTK_WIDGET(self));
    break;
  default:
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (id >= 1 && id <= N_OPTION_PROPERTIES) {
    get_option(self, &option_properties[id - 1], value);
    return;
  }
  switch (id) {
  case PROP_ANNOUNCEMENT: g_value_set_string(value, self->announcement); break;
  case PROP_HADJUSTMENT: g_value_set_object(value, self->hadjustment); break;
  case PROP_VADJUSTMENT: g_value_set_object(value, self->vadjustment); break;
  case PROP_HSCROLL_POLICY: g_value_set_enum(value, self->hscroll_policy); break;
  case PROP_VSCROLL_POLICY: g_value_set_enum(value, self->vscroll_policy); break;
  default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
  }
}

static void dispose(GObject *object)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (self->tick_id) {
    gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
    self->tick_id = 0;
  }
  /* Children go without cancelling through the engine: nothing is emitted
   * from a dying box. */
  g_ptr_array_set_size(self->sections, 0);
  g_hash_table_remove_all(self->entries);
  reorder_gtk_box_set_create_widget_func(self, NULL, NULL, NULL);
  reorder_gtk_box_set_label_func(self, NULL, NULL, NULL);
  if (self->hadjustment) {
    g_signal_handlers_disconnect_by_data(self->hadjustment, self);
    g_clear_object(&self->hadjustment);
  }
  if (self->vadjustment) {
    g_signal_handlers_disconnect_by_data(self->vadjustment, self);
    g_clear_object(&self->vadjustment);
  }
  reorder_engine_free(self->engine);
  self->engine = NULL;
  G_OBJECT_CLASS(reorder_gtk_box_parent_class)->dispose(object);
}

static void finalize(GObject *object)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  g_ptr_array_unref(self->sections);
  g_hash_table_unref(self->entries);
  g_free(self->frames);
  g_array_unref(self->shown);
  g_free(self->announcement);
  G_OBJECT_CLASS(reorder_gtk_box_parent_class)->finalize(object);
}

static void on_focus_changed(ReorderGtkBox *self)
{
  gtk_widget_queue_draw(GTK_WIDGET(self));
}

static void reorder_gtk_box_init(ReorderGtkBox *self)
{
  GtkWidget *widget = GTK_WIDGET(self);
  GtkEventController *keys;
  reorder_options_init(&self->options);
  if (!CHECK(self, reorder_engine_new(&self->engine, &self->options)))
    g_error("ReorderGtkBox: no engine: %s", reorder_engine_last_error(NULL));
  self->sections = g_ptr_array_new_with_free_func(section_free);
  self->entries = g_hash_table_new_full(g_int64_hash, g_int64_equal, NULL, entry_free);
  self->frames_capacity = 64;
  self->frames = g_new(reorder_presentation, self->frames_capacity);
  self->shown = g_array_new(FALSE, FALSE, sizeof(guint64));
  set_adjustment(self, &self->hadjustment, NULL, FALSE);
  set_adjustment(self, &self->vadjustment, NULL, TRUE);

  gtk_widget_set_focusable(widget, TRUE);
  gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);
  g_signal_connect(self, "notify::has-focus", G_CALLBACK(on_focus_changed), NULL);

  /* Capture phase: the box sees presses before its children (a button in a
   * row) and claims the sequence only when the engine lifts an item. */
  self->drag = gtk_gesture_drag_new();
  gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(self->drag), GTK_PHASE_CAPTURE);
  g_signal_connect(self->drag, "drag-begin", G_CALLBACK(on_drag_begin), self);
  g_signal_connect(self->drag, "drag-update", G_CALLBACK(on_drag_update), self);
  g_signal_connect(self->drag, "drag-end", G_CALLBACK(on_drag_end), self);
  g_signal_connect(self->drag, "cancel", G_CALLBACK(on_drag_cancel), self);
  gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(self->drag));

  keys = gtk_event_controller_key_new();
  g_signal_connect(keys, "key-pressed", G_CALLBACK(on_key_pressed), self);
  gtk_widget_add_controller(widget, keys);
}

static void reorder_gtk_box_scrollable_init(GtkScrollableInterface *iface)
{
  (void)iface; /* the properties are the interface; no border */
}

static GParamSpec *option_pspec(const OptionProperty *p, const reorder_options *defaults)
{
  const char *field = (const char *)defaults + p->offset;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  switch (p->kind) {
  case OPT_ENUM:
    return g_param_spec_enum(p->name, NULL, NULL, p->enum_type(), *(const int32_t *)field, flags);
  case OPT_BOOL:
    return g_param_spec_boolean(p->name, NULL, NULL, *(const int32_t *)field != 0, flags);
  case OPT_INT:
    return g_param_spec_int(p->name, NULL, NULL, 0, G_MAXINT32, *(const int32_t *)field, flags);
  case OPT_DOUBLE:
    return g_param_spec_double(p->name, NULL, NULL, 0, G_MAXDOUBLE, *(const double *)field, flags);
  }
  g_assert_not_reached();
}

static void reorder_gtk_box_class_init(ReorderGtkBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  reorder_options defaults;
  guint i;

  if (reorder_version() / 10000 != REORDER_VERSION_MAJOR)
    g_warning("ReorderGtkBox: built against libreorder %s, running with %s",
              REORDER_VERSION_STRING, reorder_version_string());

  object_class->set_property = set_property;
  object_class->get_property = get_property;
  object_class->dispose = dispose;
  object_class->finalize = finalize;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;
  widget_class->snapshot = snapshot;
  gtk_widget_class_set_css_name(widget_class, "reorderbox");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);

  reorder_options_init(&defaults);
  for (i = 0; i < N_OPTION_PROPERTIES; i++)
    properties[1 + i] = option_pspec(&option_properties[i], &defaults);
  properties[PROP_ANNOUNCEMENT] = g_param_spec_string(
      "announcement", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties(object_class, N_PROPS, properties);
  g_object_class_override_property(object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property(object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property(object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property(object_class, PROP_VSCROLL_POLICY, "vscroll-policy");

  signals[ITEM_MOVED] = g_signal_new("item-moved", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 5, G_TYPE_OBJECT, G_TYPE_UINT,
                                     G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  signals[DRAG_BEGIN] = g_signal_new("drag-begin", G_TYPE_FROM_CLASS(klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  signals[ITEM_DROPPED] = g_signal_new("item-dropped", G_TYPE_FROM_CLASS(klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                                       G_TYPE_OBJECT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT,
                                       G_TYPE_UINT);
  signals[DRAG_CANCELLED] = g_signal_new("drag-cancelled", G_TYPE_FROM_CLASS(klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                         G_TYPE_OBJECT);
  signals[ITEM_ACTIVATED] = g_signal_new("item-activated", G_TYPE_FROM_CLASS(klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                         G_TYPE_OBJECT);
}

GtkWidget *reorder_gtk_box_new(void)
{
  return g_object_new(REORDER_GTK_TYPE_BOX, NULL);
}
