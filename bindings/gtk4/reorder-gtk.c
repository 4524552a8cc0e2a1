/*
 * reorder-gtk.c -- ReorderGtkBox (see reorder-gtk.h) as a GObject: the error
 * domain and boxed types, the option properties (the signals and the other
 * properties are the driver's, reorder-gtk-driver.c), construction and
 * destruction, reorder_gtk_box_configure. The enum types are generated from
 * reorder.h (reorder-gtk-enums.c); the other files, and what each does:
 * reorder-gtk-private.h.
 */
#include "reorder-gtk-private.h"

#include <stddef.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Errors and boxed types                                                    */
/* ------------------------------------------------------------------------ */

G_DEFINE_QUARK(reorder-gtk-error-quark, reorder_gtk_error)

static gpointer copy_rect(gpointer rect)
{
  return g_memdup2(rect, sizeof(reorder_rect));
}

static gpointer copy_point(gpointer point)
{
  return g_memdup2(point, sizeof(reorder_point));
}

GType reorder_gtk_rect_get_type(void)
{
  static gsize type_id;
  if (g_once_init_enter(&type_id))
    g_once_init_leave(&type_id, g_boxed_type_register_static("ReorderGtkRect", copy_rect, g_free));
  return (GType)type_id;
}

reorder_rect *reorder_gtk_rect_new(double x, double y, double width, double height)
{
  reorder_rect *rect = g_new(reorder_rect, 1);
  *rect = (reorder_rect){x, y, width, height};
  return rect;
}

GType reorder_gtk_point_get_type(void)
{
  static gsize type_id;
  if (g_once_init_enter(&type_id))
    g_once_init_leave(&type_id,
                      g_boxed_type_register_static("ReorderGtkPoint", copy_point, g_free));
  return (GType)type_id;
}

/* ------------------------------------------------------------------------ */
/* Type, properties and signals                                              */
/* ------------------------------------------------------------------------ */

static void reorder_gtk_box_scrollable_init(GtkScrollableInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE(ReorderGtkBox, reorder_gtk_box, GTK_TYPE_WIDGET,
                              G_IMPLEMENT_INTERFACE(GTK_TYPE_SCROLLABLE,
                                                    reorder_gtk_box_scrollable_init))

/*
 * The option properties: one per reorder_options field but `version`, read
 * from the generated X-macro table reorder_options_fields.h
 * (OPTION_FIELD(name, kind, largest enum value, C type)), so that a field
 * added to reorder.h is a property once the table is regenerated. The
 * property is named after the field ('_' -> '-'); an enum field's GEnum is
 * the one generated for its C type (REORDER_GTK_GET_TYPE in
 * reorder-gtk-enums.h).
 */
typedef enum { OPT_DOUBLE, OPT_INT, OPT_BOOL, OPT_ENUM, OPT_RECT, OPT_POINT } OptionKind;

typedef struct {
  const char *field; /* the reorder_options field */
  OptionKind kind;
  size_t offset;
  size_t size;
  GType (*type)(void); /* OPT_ENUM: its GEnum; OPT_RECT, OPT_POINT: the boxed type */
} OptionProperty;

#define OPTION_ROW(name, kind, type)                                                        \
  {#name, kind, offsetof(reorder_options, name), sizeof(((reorder_options *)0)->name), type},
#define OPTION_ROW_OPT_VERSION(name, c_type) /* the struct's version: not a property */
#define OPTION_ROW_OPT_DOUBLE(name, c_type) OPTION_ROW(name, OPT_DOUBLE, NULL)
#define OPTION_ROW_OPT_INT(name, c_type) OPTION_ROW(name, OPT_INT, NULL)
#define OPTION_ROW_OPT_BOOL(name, c_type) OPTION_ROW(name, OPT_BOOL, NULL)
#define OPTION_ROW_OPT_ENUM(name, c_type) OPTION_ROW(name, OPT_ENUM, REORDER_GTK_GET_TYPE(c_type))
#define OPTION_ROW_OPT_RECT(name, c_type) OPTION_ROW(name, OPT_RECT, reorder_gtk_rect_get_type)
#define OPTION_ROW_OPT_POINT(name, c_type) OPTION_ROW(name, OPT_POINT, reorder_gtk_point_get_type)
#define OPTION_FIELD(name, kind, largest, c_type) OPTION_ROW_##kind(name, c_type)
static const OptionProperty option_properties[] = {
#include "reorder_options_fields.h"
};
#undef OPTION_FIELD

/* Each kind's storage, checked against the table's C types. */
#define OPTION_CHECK(name, c_type, storage)                                                \
  G_STATIC_ASSERT(sizeof(((reorder_options *)0)->name) == sizeof(c_type) &&               \
                  sizeof(c_type) == sizeof(storage));
#define OPTION_CHECK_OPT_VERSION(name, c_type)
#define OPTION_CHECK_OPT_DOUBLE(name, c_type) OPTION_CHECK(name, c_type, double)
#define OPTION_CHECK_OPT_INT(name, c_type) OPTION_CHECK(name, c_type, int32_t)
#define OPTION_CHECK_OPT_BOOL(name, c_type) OPTION_CHECK(name, c_type, int32_t)
#define OPTION_CHECK_OPT_ENUM(name, c_type) OPTION_CHECK(name, c_type, int32_t)
#define OPTION_CHECK_OPT_RECT(name, c_type) OPTION_CHECK(name, c_type, reorder_rect)
#define OPTION_CHECK_OPT_POINT(name, c_type) OPTION_CHECK(name, c_type, reorder_point)
#define OPTION_FIELD(name, kind, largest, c_type) OPTION_CHECK_##kind(name, c_type)
#include "reorder_options_fields.h"
#undef OPTION_FIELD

#define N_OPTION_PROPERTIES G_N_ELEMENTS(option_properties)

/* Option i is property 1 + i; the group's ("group", "transfer-*") follow
 * from GROUP_PROPS, then the driver's ("announcement", GtkScrollable's)
 * from the id reorder_gtk_box_group_class_init returns. */
enum { PROP_0, GROUP_PROPS = 1 + N_OPTION_PROPERTIES };
static GParamSpec *properties[GROUP_PROPS];

/* Every option at its default, REORDER_OPTIONS_VERSION (set in class_init). */
static reorder_options option_defaults;

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

static gboolean option_equal(const OptionProperty *p, const reorder_options *a,
                             const reorder_options *b)
{
  return memcmp((const char *)a + p->offset, (const char *)b + p->offset, p->size) == 0;
}

/* Configures the engine with *next (a whole struct of this header's
 * version); on success it is the box's, and the changed properties are
 * notified. */
static gboolean apply_options(ReorderGtkBox *self, const reorder_options *next, GError **error)
{
  reorder_options old = self->driver.options;
  guint i;
  if (!reorder_gtk_box_engine_ok(self, reorder_engine_configure(self->driver.engine, next),
                                 error))
    return FALSE;
  self->driver.options = *next;
  g_object_freeze_notify(G_OBJECT(self));
  for (i = 0; i < N_OPTION_PROPERTIES; i++)
    if (!option_equal(&option_properties[i], &old, next))
      g_object_notify_by_pspec(G_OBJECT(self), properties[1 + i]);
  g_object_thaw_notify(G_OBJECT(self));
  gtk_widget_queue_resize(GTK_WIDGET(self));
  return TRUE;
}

gboolean reorder_gtk_box_configure(ReorderGtkBox *self, const reorder_options *options,
                                   GError **error)
{
  g_return_val_if_fail(REORDER_GTK_IS_BOX(self), FALSE);
  if (!options)
    return apply_options(self, &option_defaults, error);
  /* Only the version is read before it is known to be this header's: a
   * struct of another version may be smaller (older) or hold fields the box
   * could not keep (newer). */
  if (options->version != REORDER_OPTIONS_VERSION) {
    g_set_error(error, REORDER_GTK_ERROR, REORDER_E_VERSION,
                "%s: reorder_options version %u; ReorderGtkBox takes version %u, that of the "
                "reorder.h it was built with (reorder_options_init(&options, "
                "REORDER_OPTIONS_VERSION) or reorder_gtk_box_get_options)",
                reorder_status_string(REORDER_E_VERSION), (unsigned)options->version,
                (unsigned)REORDER_OPTIONS_VERSION);
    return FALSE;
  }
  return apply_options(self, options, error);
}

void reorder_gtk_box_get_options(ReorderGtkBox *self, reorder_options *out)
{
  g_return_if_fail(REORDER_GTK_IS_BOX(self));
  g_return_if_fail(out != NULL);
  *out = self->driver.options;
}

static void set_option(ReorderGtkBox *self, guint i, const GValue *value)
{
  const OptionProperty *p = &option_properties[i];
  reorder_options next = self->driver.options;
  char *field = (char *)&next + p->offset;
  gconstpointer boxed;
  GError *error = NULL;
  switch (p->kind) {
  case OPT_ENUM: *(int32_t *)field = g_value_get_enum(value); break;
  case OPT_BOOL: *(int32_t *)field = g_value_get_boolean(value) ? 1 : 0; break;
  case OPT_INT: *(int32_t *)field = g_value_get_int(value); break;
  case OPT_DOUBLE: *(double *)field = g_value_get_double(value); break;
  case OPT_RECT:
  case OPT_POINT: /* NULL: the default */
    boxed = g_value_get_boxed(value);
    memcpy(field, boxed ? boxed : (const char *)&option_defaults + p->offset, p->size);
    break;
  }
  if (option_equal(p, &next, &self->driver.options))
    return;
  if (!apply_options(self, &next, &error)) {
    g_warning("ReorderGtkBox: \"%s\" refused: %s", properties[1 + i]->name, error->message);
    g_error_free(error);
  }
}

static void get_option(ReorderGtkBox *self, guint i, GValue *value)
{
  const OptionProperty *p = &option_properties[i];
  const char *field = (const char *)&self->driver.options + p->offset;
  switch (p->kind) {
  case OPT_ENUM: g_value_set_enum(value, *(const int32_t *)field); break;
  case OPT_BOOL: g_value_set_boolean(value, *(const int32_t *)field != 0); break;
  case OPT_INT: g_value_set_int(value, *(const int32_t *)field); break;
  case OPT_DOUBLE: g_value_set_double(value, *(const double *)field); break;
  case OPT_RECT:
  case OPT_POINT: g_value_set_boxed(value, field); break;
  }
}

static GParamSpec *option_pspec(const OptionProperty *p)
{
  const char *field = (const char *)&option_defaults + p->offset;
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  char *dashed = g_strdelimit(g_strdup(p->field), "_", '-');
  const char *name = g_intern_string(dashed); /* lives as long as the class */
  g_free(dashed);
  switch (p->kind) {
  case OPT_ENUM:
    return g_param_spec_enum(name, NULL, NULL, p->type(), *(const int32_t *)field, flags);
  case OPT_BOOL:
    return g_param_spec_boolean(name, NULL, NULL, *(const int32_t *)field != 0, flags);
  case OPT_INT:
    return g_param_spec_int(name, NULL, NULL, 0, G_MAXINT32, *(const int32_t *)field, flags);
  case OPT_DOUBLE:
    return g_param_spec_double(name, NULL, NULL, 0, G_MAXDOUBLE, *(const double *)field, flags);
  case OPT_RECT:
  case OPT_POINT:
    return g_param_spec_boxed(name, NULL, NULL, p->type(), flags);
  }
  g_assert_not_reached();
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                   */
/* ------------------------------------------------------------------------ */

/* How the driver reaches the box's items: one child per item, always. */

static GListStore *driver_store(GtkWidget *owner, guint section)
{
  return section_at(REORDER_GTK_BOX(owner), section)->store;
}

static GObject *driver_item(GtkWidget *owner, guint64 id)
{
  Entry *e = entry_for(REORDER_GTK_BOX(owner), id);
  return e ? g_object_ref(e->item) : NULL;
}

static GtkWidget *driver_child(GtkWidget *owner, guint64 id)
{
  Entry *e = entry_for(REORDER_GTK_BOX(owner), id);
  return e ? e->widget : NULL;
}

static ReorderGtkDriverClass driver_class = {.store = driver_store,
                                             .item = driver_item,
                                             .child = driver_child,
                                             .transfer = reorder_gtk_box_transfer_half,
                                             .press = reorder_gtk_box_place_members,
                                             .outer_scroll = reorder_gtk_box_outer_scrolled,
                                             .outline = reorder_gtk_box_outline_event,
                                             .n_position_args = 2};

static void set_property(GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (id >= 1 && id <= N_OPTION_PROPERTIES)
    set_option(self, id - 1, value);
  else if (!reorder_gtk_box_group_set_property(self, id - GROUP_PROPS, value, pspec) &&
           !reorder_gtk_driver_set_property(&self->driver, id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  if (id >= 1 && id <= N_OPTION_PROPERTIES)
    get_option(self, id - 1, value);
  else if (!reorder_gtk_box_group_get_property(self, id - GROUP_PROPS, value) &&
           !reorder_gtk_driver_get_property(&self->driver, id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void dispose(GObject *object)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  /* Children go without cancelling through the engine: nothing is emitted
   * from a dying box. */
  reorder_gtk_box_leave_group(self, TRUE);
  g_ptr_array_set_size(self->sections, 0);
  g_hash_table_remove_all(self->entries);
  reorder_gtk_box_set_create_widget_func(self, NULL, NULL, NULL);
  reorder_gtk_box_set_label_func(self, NULL, NULL, NULL);
  reorder_gtk_driver_dispose(&self->driver);
  G_OBJECT_CLASS(reorder_gtk_box_parent_class)->dispose(object);
}

static void finalize(GObject *object)
{
  ReorderGtkBox *self = REORDER_GTK_BOX(object);
  g_ptr_array_unref(self->sections);
  g_hash_table_unref(self->entries);
  g_array_unref(self->shown);
  reorder_gtk_driver_finalize(&self->driver);
  G_OBJECT_CLASS(reorder_gtk_box_parent_class)->finalize(object);
}

/* The engine's direction follows GTK's text direction: a right-to-left
 * locale (or gtk_widget_set_direction) mirrors the layout as GTK mirrors
 * the children's own. */
static void follow_text_direction(ReorderGtkBox *self)
{
  g_object_set(self, "direction",
               gtk_widget_get_direction(GTK_WIDGET(self)) == GTK_TEXT_DIR_RTL
                   ? REORDER_DIRECTION_RTL
                   : REORDER_DIRECTION_LTR,
               NULL);
}

static void direction_changed(GtkWidget *widget, GtkTextDirection previous)
{
  GTK_WIDGET_CLASS(reorder_gtk_box_parent_class)->direction_changed(widget, previous);
  follow_text_direction(REORDER_GTK_BOX(widget));
}

static void reorder_gtk_box_init(ReorderGtkBox *self)
{
  reorder_gtk_driver_init(&self->driver, GTK_WIDGET(self), &driver_class, &option_defaults);
  self->sections = g_ptr_array_new_with_free_func(reorder_gtk_box_section_free);
  self->entries =
      g_hash_table_new_full(g_int64_hash, g_int64_equal, NULL, reorder_gtk_box_entry_free);
  self->shown = g_array_new(FALSE, FALSE, sizeof(guint64));
  reorder_transfer_rules_init(&self->transfer_rules, REORDER_TRANSFER_RULES_VERSION);
  follow_text_direction(self);
}

static void reorder_gtk_box_scrollable_init(GtkScrollableInterface *iface)
{
  (void)iface; /* the properties are the interface; no border */
}

static void reorder_gtk_box_class_init(ReorderGtkBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS(klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
  reorder_status st;
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
  widget_class->direction_changed = direction_changed;
  gtk_widget_class_set_css_name(widget_class, "reorderbox");
  gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);

  /* A library older than this header may not know its options version. */
  /* A mouse's defaults: edge auto-scroll a user can control. */
  st = reorder_options_init_preset(&option_defaults, REORDER_OPTIONS_VERSION,
                                   REORDER_PRESET_DESKTOP);
  if (st != REORDER_OK)
    g_error("ReorderGtkBox: built against libreorder %s, running with %s: %s",
            REORDER_VERSION_STRING, reorder_version_string(), reorder_engine_last_error(NULL));
  for (i = 0; i < N_OPTION_PROPERTIES; i++)
    properties[1 + i] = option_pspec(&option_properties[i]);
  g_object_class_install_properties(object_class, GROUP_PROPS, properties);
  reorder_gtk_box_outline_class_init(object_class);
  reorder_gtk_driver_class_init(object_class, &driver_class,
                                reorder_gtk_box_group_class_init(object_class, GROUP_PROPS));
}

GtkWidget *reorder_gtk_box_new(void)
{
  return g_object_new(REORDER_GTK_TYPE_BOX, NULL);
}
