/*
 * reorder-gtk-private.h -- ReorderGtkBox's state and the functions its
 * source files share. Not installed; the API is reorder-gtk.h.
 *
 *   reorder-gtk.c           the GObject: types, properties, signals, options
 *                           (a property per reorder_options field, from the
 *                           generated bindings/c/reorder_options_fields.h)
 *   reorder-gtk-enums.c     the GEnum / GFlags types, generated from reorder.h
 *   reorder-gtk-group.c     ReorderGtkGroup, and the box in a group: its
 *                           transfer rules, its place in the members'
 *                           shared space, an item's move between boxes
 *   reorder-gtk-outer.c     the group's outer scroll container: a board's
 *                           sideways scrolled window, told to the engine and
 *                           scrolled at its edges during drags
 *   reorder-gtk-sections.c  sections, stores and their items' children
 *   reorder-gtk-layout.c    measuring, placing rows and headers, drawing
 *   reorder-gtk-flow.c      flows (tags, chips): a child's width and height
 *                           as its item's size and cross size; and the
 *                           driver's keyboard cursor from line to line
 *   reorder-gtk-outline.c   outlines: depths, expanding and collapsing, and
 *                           the engine's depth changes, expands and
 *                           combines as signals
 *   reorder-gtk-driver.c    what the box shares with ReorderGtkListView:
 *                           input, time, the frame clock, scrolling, the
 *                           engine's events (see reorder-gtk-driver.h)
 *
 * Data flows one way: gestures, keys and the frame clock call the engine;
 * the driver drains its events (never from inside an engine callback, so
 * signal handlers may call anything); MOVE events are applied to the stores
 * and re-emitted as ::item-moved; on each frame every row is placed where
 * reorder_engine_presentation says and every header at the top of its
 * section's reorder_section_frame.
 *
 * Items get engine ids from one counter for every box, so that the members
 * of a group never share one. The engine's order and the stores' order
 * are the same at all times: the box applies the engine's moves to the
 * stores and the stores' other changes to the engine.
 */
#ifndef REORDER_GTK_PRIVATE_H
#define REORDER_GTK_PRIVATE_H

#include "reorder-gtk-driver.h"

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
  double cross;          /* flows: the height last given to the engine
                          * (reorder_item_set_cross_size), 0 before */
  guint shown;           /* generation of the last frame it was placed in */
} Entry;

typedef struct {
  ReorderGtkBox *box;
  GListStore *store; /* ref */
  gulong changed_id;
  GtkWidget *header; /* our child, or NULL */
  double header_extent;
  reorder_section_rules rules; /* as given to the engine (it has no getter):
                                * the single-rule setters change one field */
} Section;

struct _ReorderGtkBox {
  GtkWidget parent_instance;

  ReorderGtkDriver driver; /* the engine, input, scrolling, the last
                            * presentation, the keyboard cursor */
  GPtrArray *sections;     /* Section *, owned */
  GHashTable *entries;     /* engine id -> Entry *, owned */
  ReorderGtkGroup *group;  /* ref, or NULL */
  reorder_transfer_rules transfer_rules; /* as given to the group */
  int framed_width;        /* the size of the last frame given to the group */
  int framed_height;

  ReorderGtkBoxCreateWidgetFunc create_func;
  gpointer create_data;
  GDestroyNotify create_destroy;
  ReorderGtkBoxLabelFunc label_func;
  gpointer label_data;
  GDestroyNotify label_destroy;

  GArray *shown;           /* guint64 ids placed in the last allocation */
  gboolean sizes_dirty;    /* a child or header may have changed size */
  int sized_cross;         /* the cross size rows were last measured at */
};

struct _ReorderGtkGroup {
  GObject parent_instance;
  reorder_group *group;
  GPtrArray *boxes; /* ReorderGtkBox *, no references: each holds one on the group */
  GQueue events;    /* every member's events, in order (see reorder_gtk_driver_share_events) */
  /* Entry * by id: an item the source's half took out, until the target's
   * half takes it in (its widget unparented, kept by a reference). */
  GHashTable *in_flight;
  /* The scrolled window around every member (reorder-gtk-outer.c). */
  GtkScrolledWindow *outer;       /* weak (it holds the members), or NULL */
  GtkAdjustment *outer_adjustments[2]; /* its h and v adjustments (refs), watched */
  reorder_outer_scroll outer_state;    /* the zone, curve, ...; and what the group
                                        * was last told of it */
  gboolean outer_told;                 /* outer_state's place was given to the group */
};

/* ------------------------------------------------------------------------ */
/* Engine calls and lookups                                                  */
/* ------------------------------------------------------------------------ */

#define CHECK(self, call) REORDER_GTK_CHECK(&(self)->driver, call)

/* TRUE when st is REORDER_OK; otherwise sets error from the engine. */
static inline gboolean reorder_gtk_box_engine_ok(ReorderGtkBox *self, reorder_status st,
                                                 GError **error)
{
  return reorder_gtk_driver_engine_ok(&self->driver, st, error);
}

static inline Section *section_at(ReorderGtkBox *self, guint s)
{
  return g_ptr_array_index(self->sections, s);
}

static inline Entry *entry_for(ReorderGtkBox *self, guint64 id)
{
  return g_hash_table_lookup(self->entries, &id);
}

static inline gboolean is_grid(ReorderGtkBox *self)
{
  return self->driver.options.layout == REORDER_LAYOUT_GRID;
}

static inline gboolean is_outline(ReorderGtkBox *self)
{
  return self->driver.options.layout == REORDER_LAYOUT_OUTLINE;
}

static inline gboolean is_flow(ReorderGtkBox *self)
{
  return self->driver.options.layout == REORDER_LAYOUT_FLOW;
}

/* Along which axis the items follow each other and the content grows: a
 * list's axis, a grid's grid_axis (a horizontal grid's columns follow each
 * other left to right, or right to left); flows scroll vertically. The
 * other axis is the cross axis: the box's size there is the engine's
 * cross extent. */
static inline GtkOrientation main_orientation(ReorderGtkBox *self)
{
  const reorder_options *o = &self->driver.options;
  reorder_axis axis = o->layout == REORDER_LAYOUT_LIST   ? o->axis
                      : o->layout == REORDER_LAYOUT_GRID ? o->grid_axis
                                                         : REORDER_AXIS_VERTICAL;
  return axis == REORDER_AXIS_HORIZONTAL ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
}

static inline size_t item_count(ReorderGtkBox *self, guint s)
{
  return reorder_gtk_driver_item_count(&self->driver, s);
}

/* The engine id at (s, i), 0 when there is none. */
static inline guint64 id_at(ReorderGtkBox *self, guint s, guint i)
{
  return reorder_gtk_driver_id_at(&self->driver, s, i);
}

static inline reorder_phase phase(ReorderGtkBox *self)
{
  return reorder_gtk_driver_phase(&self->driver);
}

/* An index path from the API's unsigned positions (too large: out of range). */
static inline reorder_index_path path_of(guint section, guint position)
{
  reorder_index_path at;
  at.section = (int32_t)MIN(section, (guint)G_MAXINT32);
  at.item = (int32_t)MIN(position, (guint)G_MAXINT32);
  return at;
}

/* Before a change through the API: its slides start at the last time the
 * engine was given, so make that now, not the end of the last animation or
 * gesture. */
static inline void tick_now(ReorderGtkBox *self)
{
  CHECK(self,
        reorder_engine_tick(self->driver.engine, reorder_gtk_driver_frame_time(&self->driver)));
}

/* ------------------------------------------------------------------------ */
/* Shared between the files                                                  */
/* ------------------------------------------------------------------------ */

/* The box's own signals (the driver has the others). */
enum {
  REORDER_GTK_BOX_ITEM_TRANSFERRED,
  REORDER_GTK_BOX_ITEM_DEPTH_CHANGED,
  REORDER_GTK_BOX_ITEM_EXPANDED,
  REORDER_GTK_BOX_ITEMS_COMBINED,
  REORDER_GTK_BOX_N_SIGNALS
};
extern guint reorder_gtk_box_signals[REORDER_GTK_BOX_N_SIGNALS];

/* reorder-gtk-sections.c */
/* A new entry with its child, not yet in the engine, with engine id `id`
 * (a copy's, that of its original), or 0 for a new one. */
Entry *reorder_gtk_box_entry_new(ReorderGtkBox *self, gpointer item, guint64 id);
/* Main-axis size of a child at the cross size it will be given (-1: any). */
double reorder_gtk_box_measure_item(ReorderGtkBox *self, GtkWidget *widget, int cross);
void reorder_gtk_box_entry_free(gpointer entry);
void reorder_gtk_box_section_free(gpointer section);

/* reorder-gtk-flow.c */
/* A flow child's item size (its natural width, narrowed to `line`, the
 * width its line has, when that is smaller; -1: any) and cross size (its
 * natural height at that width). */
void reorder_gtk_box_measure_chip(GtkWidget *widget, int line, double *width, double *height);
/* Gives the engine the cross sizes of entries made since the last call:
 * new entries' heights (e->cross) for section s, in one call when the
 * section is whole. From append_section (all) and items-changed. */
void reorder_gtk_box_flow_describe(ReorderGtkBox *self, guint s, guint first, guint n);
/* Re-measures section s's children at the width its lines have (the
 * section frame f's, less the insets): widths that changed are resized,
 * heights that changed are set in one reorder_section_set_cross_sizes. */
void reorder_gtk_box_flow_update_sizes(ReorderGtkBox *self, guint s, const reorder_rect *f);

/* reorder-gtk-layout.c: GtkWidget's measure, size_allocate and snapshot. */
void reorder_gtk_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline);
void reorder_gtk_box_size_allocate(GtkWidget *widget, int width, int height, int baseline);
void reorder_gtk_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot);

/* reorder-gtk-outline.c */
/* ::item-depth-changed, ::item-expanded and ::items-combined. */
void reorder_gtk_box_outline_class_init(GObjectClass *object_class);
/* The driver's hook (ReorderGtkDriverClass.outline): those signals. */
void reorder_gtk_box_outline_event(GtkWidget *owner, const reorder_event *ev);

/* reorder-gtk-group.c */
/* The "group" and "transfer-*" properties, numbered from first_prop, and
 * ::item-transferred; returns the next free property id. The property
 * functions take the id less first_prop, FALSE when it is not theirs. */
guint reorder_gtk_box_group_class_init(GObjectClass *object_class, guint first_prop);
gboolean reorder_gtk_box_group_set_property(ReorderGtkBox *self, guint id, const GValue *value,
                                            GParamSpec *pspec);
gboolean reorder_gtk_box_group_get_property(ReorderGtkBox *self, guint id, GValue *value);
/* The driver's hooks (ReorderGtkDriverClass.transfer and .press). */
void reorder_gtk_box_transfer_half(GtkWidget *owner, const reorder_event *ev);
void reorder_gtk_box_place_members(GtkWidget *owner);
/* From size_allocate: a new size is a new frame. */
void reorder_gtk_box_group_allocated(ReorderGtkBox *self, int width, int height);
/* From dispose (dying: nothing more is emitted) or when joining another. */
void reorder_gtk_box_leave_group(ReorderGtkBox *self, gboolean dying);
/* The box's top-left corner in its window's coordinates (its surface's),
 * and with `screen`, on X11, in the screen's. FALSE when it is not shown. */
gboolean reorder_gtk_group_shared_origin(GtkWidget *widget, gboolean screen,
                                         graphene_point_t *out);
/* Screen coordinates are needed when the members are in several windows,
 * and found on X11 only. */
gboolean reorder_gtk_group_use_screen(ReorderGtkGroup *group);

/* reorder-gtk-outer.c: the group's outer scroll container */
/* Tells the group where its scrolled window is now (its place in the
 * members' shared space, `screen` as reorder_gtk_group_use_screen, and its
 * adjustments), when that changed. */
void reorder_gtk_group_outer_update(ReorderGtkGroup *group, gboolean screen);
/* The driver's hook (ReorderGtkDriverClass.outer_scroll): a group's
 * REORDER_EVENT_OUTER_SCROLL scrolls its scrolled window there. */
void reorder_gtk_box_outer_scrolled(GtkWidget *owner, const reorder_event *ev);
/* From the group's init and dispose. */
void reorder_gtk_group_outer_init(ReorderGtkGroup *group);
void reorder_gtk_group_outer_dispose(ReorderGtkGroup *group);
/* The group's "outer-scroll" property. */
void reorder_gtk_group_outer_class_init(GObjectClass *object_class);

#endif /* REORDER_GTK_PRIVATE_H */
