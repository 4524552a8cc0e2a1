/*
 * reorder-gtk.c -- ReorderGtkBox (see reorder-gtk.h) as a GObject: the error
 * domain and enum types, the option properties and the signals,
 * construction and destruction, reorder_gtk_box_configure. The other files,
 * and what each does: reorder-gtk-private.h.
 */
#include "reorder-gtk-private.h"

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
/* Type, properties and signals                                              */
/* ------------------------------------------------------------------------ */

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

guint reorder_gtk_box_signals[N_SIGNALS];

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
  if (!reorder_gtk_box_engine_ok(self, reorder_engine_configure(self->engine, options), error))
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
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

void reorder_gtk_box_announce(ReorderGtkBox *self, const char *text, size_t length)
{
  g_free(self->announcement);
  self->announcement = g_strndup(text, length);
  gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                 self->announcement, -1);
  g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_ANNOUNCEMENT]);
}

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (id >= 1 && id <= N_OPTION_PROPERTIES) {
    set_option(self, &option_properties[id - 1], value);
    return;
  }
  switch (id) {
  case PROP_HADJUSTMENT:
    reorder_gtk_box_set_adjustment(self, &self->hadjustment, g_value_get_object(value), FALSE);
    break;
  case PROP_VADJUSTMENT:
    reorder_gtk_box_set_adjustment(self, &self->vadjustment, g_value_get_object(value), TRUE);
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
  reorder_options_init(&self->options);
  if (!CHECK(self, reorder_engine_new(&self->engine, &self->options)))
    g_error("ReorderGtkBox: no engine: %s", reorder_engine_last_error(NULL));
  self->sections = g_ptr_array_new_with_free_func(reorder_gtk_box_section_free);
  self->entries =
      g_hash_table_new_full(g_int64_hash, g_int64_equal, NULL, reorder_gtk_box_entry_free);
  self->frames_capacity = 64;
  self->frames = g_new(reorder_presentation, self->frames_capacity);
  self->shown = g_array_new(FALSE, FALSE, sizeof(guint64));
  reorder_gtk_box_set_adjustment(self, &self->hadjustment, NULL, FALSE);
  reorder_gtk_box_set_adjustment(self, &self->vadjustment, NULL, TRUE);

  gtk_widget_set_focusable(widget, TRUE);
  gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN);
  g_signal_connect(self, "notify::has-focus", G_CALLBACK(on_focus_changed), NULL);

  reorder_gtk_box_init_input(self);
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
  guint *signals = reorder_gtk_box_signals;
  reorder_options defaults;
  guint i;

  if (reorder_version() / 10000 != REORDER_VERSION_MAJOR)
    g_warning("ReorderGtkBox: built against libreorder %s, running with %s",
              REORDER_VERSION_STRING, reorder_version_string());

  object_class->set_property = set_property;
  object_class->get_property = get_property;
  object_class->dispose = dispose;
  object_class->finalize = finalize;
  widget_class->measure = reorder_gtk_box_measure;
  widget_class->size_allocate = reorder_gtk_box_size_allocate;
  widget_class->snapshot = reorder_gtk_box_snapshot;
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
