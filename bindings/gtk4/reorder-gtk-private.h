/*
 * reorder-gtk-private.h -- ReorderGtkBox's state and the functions its
 * source files share. Not installed; the API is reorder-gtk.h.
 *
 *   reorder-gtk.c           the GObject: types, properties, signals, options
 *                           (a property per reorder_options field, from the
 *                           generated bindings/c/reorder_options_fields.h)
 *   reorder-gtk-enums.c     the GEnum / GFlags types, generated from reorder.h
 *   reorder-gtk-events.c    engine calls, time, the frame clock, engine events
 *   reorder-gtk-sections.c  sections, stores and their items' children
 *   reorder-gtk-input.c     pointer and keyboard
 *   reorder-gtk-layout.c    measuring, placing rows and headers, drawing
 *   reorder-gtk-scroll.c    GtkScrollable's adjustments
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
#ifndef REORDER_GTK_PRIVATE_H
#define REORDER_GTK_PRIVATE_H

#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "ReorderGtk"
#endif

#include "reorder-gtk.h"

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
  reorder_section_rules rules; /* as given to the engine (it has no getter):
                                * the single-rule setters change one field */
} Section;

struct _ReorderGtkBox {
  GtkWidget parent_instance;

  reorder_engine *engine;
  reorder_options options; /* what the engine is configured with, whole:
                              * always version REORDER_OPTIONS_VERSION */
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
  guint32 anchor_ms;       /* event clock -> monotonic, see input_time */
  double anchor_time;
  gboolean anchored;
  guint64 cursor;          /* keyboard cursor item, 0 = none */

  char *announcement;
};

/* ------------------------------------------------------------------------ */
/* Engine calls (the checks are in reorder-gtk-events.c)                     */
/* ------------------------------------------------------------------------ */

/* For calls made where no caller can take an error (input, layout): a
 * failure there is a bug in the box or the engine, so it is loud. */
#define CHECK(self, call) reorder_gtk_box_check((self), (call), #call)
gboolean reorder_gtk_box_check(ReorderGtkBox *self, reorder_status st, const char *what);

/* TRUE when st is REORDER_OK; otherwise sets error from the engine. */
gboolean reorder_gtk_box_engine_ok(ReorderGtkBox *self, reorder_status st, GError **error);

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
  return self->options.layout == REORDER_LAYOUT_GRID;
}

static inline size_t item_count(ReorderGtkBox *self, guint s)
{
  size_t n = 0;
  CHECK(self, reorder_section_item_count(&n, self->engine, (int32_t)s));
  return n;
}

/* The engine id at (s, i), 0 when there is none. */
static inline guint64 id_at(ReorderGtkBox *self, guint s, guint i)
{
  uint64_t id = 0;
  reorder_index_path at;
  at.section = (int32_t)s;
  at.item = (int32_t)i;
  if (reorder_item_id(&id, self->engine, at) != REORDER_OK)
    return 0;
  return id;
}

static inline reorder_phase phase(ReorderGtkBox *self)
{
  reorder_phase p = REORDER_PHASE_IDLE;
  CHECK(self, reorder_engine_phase(&p, self->engine));
  return p;
}

/* ------------------------------------------------------------------------ */
/* Shared between the files                                                  */
/* ------------------------------------------------------------------------ */

/* reorder-gtk.c */
enum { ITEM_MOVED, DRAG_BEGIN, ITEM_DROPPED, DRAG_CANCELLED, ITEM_ACTIVATED, N_SIGNALS };
extern guint reorder_gtk_box_signals[N_SIGNALS];
/* Sets the "announcement" property (and the accessible description). */
void reorder_gtk_box_announce(ReorderGtkBox *self, const char *text, size_t length);

/* reorder-gtk-events.c */
/* Engine time for animation: the frame clock's (close to the monotonic
 * clock outside a frame). */
double reorder_gtk_box_frame_time(ReorderGtkBox *self);
/* Runs the frame clock until nothing is pressed, dragged or animating. */
void reorder_gtk_box_start_clock(ReorderGtkBox *self);
/* Drains the engine's events: moves reach the stores, signals are emitted. */
void reorder_gtk_box_dispatch_events(ReorderGtkBox *self);
/* After any call that may have changed the engine: apply what it reports
 * and show it. */
void reorder_gtk_box_engine_changed(ReorderGtkBox *self);
/* Moves the keyboard cursor (and the accessible active descendant). */
void reorder_gtk_box_set_cursor(ReorderGtkBox *self, guint64 id);

/* reorder-gtk-sections.c */
/* Main-axis size of a child at the width it will be given. */
double reorder_gtk_box_measure_item(GtkWidget *widget, int width);
void reorder_gtk_box_entry_free(gpointer entry);
void reorder_gtk_box_section_free(gpointer section);

/* reorder-gtk-input.c: adds the drag gesture and the key controller. */
void reorder_gtk_box_init_input(ReorderGtkBox *self);

/* reorder-gtk-layout.c: GtkWidget's measure, size_allocate and snapshot. */
void reorder_gtk_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline,
                             int *natural_baseline);
void reorder_gtk_box_size_allocate(GtkWidget *widget, int width, int height, int baseline);
void reorder_gtk_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot);

/* reorder-gtk-scroll.c */
void reorder_gtk_box_set_adjustment(ReorderGtkBox *self, GtkAdjustment **slot,
                                    GtkAdjustment *adjustment, gboolean vertical);
/* The adjustments after a layout at width x height: the content's extent,
 * scroll_y clamped to it. */
void reorder_gtk_box_update_adjustments(ReorderGtkBox *self, int width, int height);
/* Keeps the keyboard cursor's item in view. */
void reorder_gtk_box_scroll_to_cursor(ReorderGtkBox *self);

#endif /* REORDER_GTK_PRIVATE_H */
