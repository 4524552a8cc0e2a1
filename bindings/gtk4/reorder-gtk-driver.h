/*
 * reorder-gtk-driver.h -- what ReorderGtkBox and ReorderGtkListView do
 * alike with their engine. Not installed, not introspected.
 *
 * Each widget embeds a ReorderGtkDriver and keeps only what differs: its
 * stores, how it finds (the box: one child per item) or recycles (the list
 * view: widgets for the visible rows) an item's widget, and how it measures
 * and allocates. The driver has the rest:
 *
 *   - pointer input (a GtkGestureDrag in the capture phase) and keys, given
 *     to the engine with the host's event times; the long press fires on
 *     the frame clock;
 *   - the frame clock, GtkScrollable's adjustments and edge auto-scroll;
 *   - the engine's events, polled (never taken inside an engine callback,
 *     so signal handlers may call anything): moves applied to the stores,
 *     then ::item-moved, ::drag-begin, ::item-dropped, ::drag-cancelled,
 *     ::item-activated and "announcement";
 *   - the keyboard cursor (arrows move it, Space/Enter pick up and drop,
 *     Escape cancels; in an outline Tab and Shift+Tab indent and outdent),
 *     grip handles (REORDER_GTK_HANDLE_CLASS), and placing
 *     and drawing a row at its presentation;
 *   - the selection, kept by the engine (reorder_selection_set): clicks
 *     with and without Ctrl / Shift and Ctrl+Space edit it, selected rows
 *     get GTK_STATE_FLAG_SELECTED, a lifted group a count badge, and every
 *     change is reported as ::selection-changed;
 *   - in a transfer group (the box's), every member's events in one queue,
 *     handled in the order they happened, each by its own driver, and the
 *     rest of a press whose child left for another member.
 */
#ifndef REORDER_GTK_DRIVER_H
#define REORDER_GTK_DRIVER_H

#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "ReorderGtk"
#endif

#include "reorder-gtk.h"

/* The signals both widgets have, in the order they are created. */
enum {
  REORDER_GTK_DRIVER_ITEM_MOVED,
  REORDER_GTK_DRIVER_DRAG_BEGIN,
  REORDER_GTK_DRIVER_ITEM_DROPPED,
  REORDER_GTK_DRIVER_DRAG_CANCELLED,
  REORDER_GTK_DRIVER_ITEM_ACTIVATED,
  REORDER_GTK_DRIVER_SELECTION_CHANGED,
  REORDER_GTK_DRIVER_N_SIGNALS
};

/* The properties both widgets have, numbered from the widget's first_id. */
enum {
  REORDER_GTK_DRIVER_PROP_ANNOUNCEMENT,
  REORDER_GTK_DRIVER_PROP_HADJUSTMENT,
  REORDER_GTK_DRIVER_PROP_VADJUSTMENT,
  REORDER_GTK_DRIVER_PROP_HSCROLL_POLICY,
  REORDER_GTK_DRIVER_PROP_VSCROLL_POLICY
};

/* A widget class's part: how the driver reaches its items, and the ids the
 * driver gave its signals and properties (reorder_gtk_driver_class_init). */
typedef struct {
  /* The store holding section s's items. */
  GListStore *(*store)(GtkWidget *owner, guint section);
  /* The item of engine id (transfer full), NULL when it is gone. */
  GObject *(*item)(GtkWidget *owner, guint64 id);
  /* The widget showing engine id, NULL when none does now. */
  GtkWidget *(*child)(GtkWidget *owner, guint64 id);
  /* Optional (NULL: the widget is never in a transfer group). Applies the
   * owner's half of a REORDER_EVENT_TRANSFER: the source removes the item
   * at ev->from, the target inserts it at ev->to. */
  void (*transfer)(GtkWidget *owner, const reorder_event *ev);
  /* Optional: a press is about to reach the engine (the box places every
   * member of its group in their shared space first). */
  void (*press)(GtkWidget *owner);
  /* Optional (NULL: ignored): applies a REORDER_EVENT_OUTER_SCROLL, an
   * outer scroll container moved to ev->offset (the box's group's). */
  void (*outer_scroll)(GtkWidget *owner, const reorder_event *ev);
  /* Optional (NULL: ignored): an outline's REORDER_EVENT_COMBINE and
   * _EXPAND, and its MOVEs that changed a depth (after ::item-moved). */
  void (*outline)(GtkWidget *owner, const reorder_event *ev);
  /* The number of positions (guint) ::item-moved and ::item-dropped give
   * for each end of a move: 2 (section, item) or 1 (item). */
  guint n_position_args;

  guint signals[REORDER_GTK_DRIVER_N_SIGNALS];
  guint first_prop;
  GParamSpec *announcement;
} ReorderGtkDriverClass;

typedef struct {
  GtkWidget *owner; /* the widget the driver is part of (no reference) */
  ReorderGtkDriverClass *klass;

  reorder_engine *engine;
  reorder_options options; /* what the engine is configured with, whole:
                              * always version REORDER_OPTIONS_VERSION */
  gboolean applying;       /* the widget itself is changing a store */

  /* Scrolling (GtkScrollable). */
  GtkAdjustment *hadjustment;
  GtkAdjustment *vadjustment;
  guint hscroll_policy;
  guint vscroll_policy;
  double scroll_x, scroll_y; /* the engine's viewport origin */
  reorder_rect viewport; /* last viewport given to the engine */
  /* The content's and the widget's widths and the direction at the last
   * layout: right to left, scroll_x follows the content's right end. */
  double scrolled_content_w;
  int scrolled_width;
  gboolean scrolled_rtl;

  /* The last presentation, lowest z first. */
  reorder_presentation *frames;
  size_t n_frames;
  size_t frames_capacity;
  guint generation; /* counts layouts: a row placed in this one has it */
  guint tick_id;

  /* Input. */
  GtkGesture *drag;
  gboolean pointer_active; /* between drag-begin and drag-end / cancel */
  GtkEventController *held; /* on the window, for the rest of a press whose
                             * child left (reorder_gtk_driver_hold_pointer) */
  double press_x;
  double press_y;
  guint32 anchor_ms; /* event clock -> monotonic, see input_time */
  double anchor_time;
  gboolean anchored;
  guint64 cursor; /* keyboard cursor item, 0 = none */

  /* The engine's selection as last reported by ::selection-changed: in
   * selection order, and as a set for drawing rows. */
  GArray *selection;    /* guint64; rebuilt, never grown, on a change */
  GHashTable *selected; /* its ids; the keys point into its data */
  guint64 anchor;       /* where a Shift-click's range starts: the last item clicked */

  char *announcement;

  /* In a transfer group: the queue every member's events go to, in the
   * order they happened across members (reorder_gtk_driver_share_events);
   * NULL: the driver polls its engine. */
  GQueue *shared;
} ReorderGtkDriver;

/* ------------------------------------------------------------------------ */
/* Engine calls                                                              */
/* ------------------------------------------------------------------------ */

/* For calls made where no caller can take an error (input, layout): a
 * failure there is a bug in the widget or the engine, so it is loud. */
#define REORDER_GTK_CHECK(driver, call) reorder_gtk_driver_check((driver), (call), #call)
gboolean reorder_gtk_driver_check(ReorderGtkDriver *d, reorder_status st, const char *what);

/* TRUE when st is REORDER_OK; otherwise sets error from the engine. */
gboolean reorder_gtk_driver_engine_ok(ReorderGtkDriver *d, reorder_status st, GError **error);

static inline size_t reorder_gtk_driver_item_count(ReorderGtkDriver *d, guint s)
{
  size_t n = 0;
  REORDER_GTK_CHECK(d, reorder_section_item_count(&n, d->engine, (int32_t)s));
  return n;
}

/* The engine id at (s, i), 0 when there is none. */
static inline guint64 reorder_gtk_driver_id_at(ReorderGtkDriver *d, guint s, guint i)
{
  uint64_t id = 0;
  reorder_index_path at;
  at.section = (int32_t)s;
  at.item = (int32_t)i;
  if (reorder_item_id(&id, d->engine, at) != REORDER_OK)
    return 0;
  return id;
}

static inline reorder_phase reorder_gtk_driver_phase(ReorderGtkDriver *d)
{
  reorder_phase p = REORDER_PHASE_IDLE;
  REORDER_GTK_CHECK(d, reorder_engine_phase(&p, d->engine));
  return p;
}

/* ------------------------------------------------------------------------ */
/* Life                                                                      */
/* ------------------------------------------------------------------------ */

/* From the widget's class_init: the signals (::item-moved and
 * ::item-dropped with klass->n_position_args positions for each end) and
 * the properties, "announcement" and GtkScrollable's, from first_prop. */
void reorder_gtk_driver_class_init(GObjectClass *object_class, ReorderGtkDriverClass *klass,
                                   guint first_prop);

/* From the widget's init: an engine configured with *options, the
 * adjustments, the gesture and the key controller; the widget is
 * focusable and clips its rows. */
void reorder_gtk_driver_init(ReorderGtkDriver *d, GtkWidget *owner, ReorderGtkDriverClass *klass,
                             const reorder_options *options);

/* From the widget's dispose, after it let go of its items: the frame clock,
 * the adjustments and the engine. */
void reorder_gtk_driver_dispose(ReorderGtkDriver *d);
/* From the widget's finalize: the presentation and the announcement. */
void reorder_gtk_driver_finalize(ReorderGtkDriver *d);

/* The driver's properties: FALSE when id is not one of them. */
gboolean reorder_gtk_driver_set_property(ReorderGtkDriver *d, guint id, const GValue *value);
gboolean reorder_gtk_driver_get_property(ReorderGtkDriver *d, guint id, GValue *value);

/* ------------------------------------------------------------------------ */
/* Time, the frame clock and the engine's events                             */
/* ------------------------------------------------------------------------ */

/* Engine time for animation: the frame clock's (close to the monotonic
 * clock outside a frame). */
double reorder_gtk_driver_frame_time(ReorderGtkDriver *d);
/* Runs the frame clock until nothing is pressed, dragged or animating. */
void reorder_gtk_driver_start_clock(ReorderGtkDriver *d);
/* Drains the engine's events: moves reach the stores, signals are emitted. */
void reorder_gtk_driver_dispatch_events(ReorderGtkDriver *d);
/* Sends the engine's events to `queue` (shared with the other members of
 * a transfer group, whose events are handled from there in order by
 * whichever member dispatches), or back to polling (NULL). This driver's
 * events still queued elsewhere are dropped. */
void reorder_gtk_driver_share_events(ReorderGtkDriver *d, GQueue *queue);
/* The child under the press left the widget (for another member of its
 * transfer group): GTK drops its implicit grab with it, and the rest of
 * the press would go to whatever is under the pointer. A controller on the
 * window takes the press's motion and release from then on, until the
 * press ends, and gives them to this engine. */
void reorder_gtk_driver_hold_pointer(ReorderGtkDriver *d);
/* After any call that may have changed the engine: apply what it reports
 * and show it. */
void reorder_gtk_driver_engine_changed(ReorderGtkDriver *d);
/* Moves the keyboard cursor (and the accessible active descendant) to an
 * item of the engine; any other id leaves it. */
void reorder_gtk_driver_set_cursor(ReorderGtkDriver *d, guint64 id);

/* Flows (reorder-gtk-flow.c): the item of the line below (down) or above
 * the keyboard cursor's whose centre is nearest the cursor's, across
 * sections; 0 when there is no such line. */
guint64 reorder_gtk_driver_flow_line_target(ReorderGtkDriver *d, gboolean down);

/* ------------------------------------------------------------------------ */
/* Selection                                                                 */
/* ------------------------------------------------------------------------ */

/* The widgets' set_selection: the engine's errors as a GError; on success
 * the rows are redrawn and ::selection-changed is emitted if it changed. */
gboolean reorder_gtk_driver_set_selection(ReorderGtkDriver *d, const guint64 *ids, gsize n,
                                          GError **error);
/* The selected ids in selection order (transfer full, never NULL). */
guint64 *reorder_gtk_driver_get_selection(ReorderGtkDriver *d, gsize *n);
/* Where item id is: FALSE when no item has it. */
gboolean reorder_gtk_driver_find(ReorderGtkDriver *d, guint64 id, guint *section,
                                 guint *position);

/* ------------------------------------------------------------------------ */
/* Layout and drawing                                                        */
/* ------------------------------------------------------------------------ */

/* Gives the engine the viewport: the widget's size at scroll_x, scroll_y. */
void reorder_gtk_driver_set_viewport(ReorderGtkDriver *d, int width, int height);
/* The adjustments and the viewport at width x height, then the
 * presentation at t in d->frames, in a new generation. */
void reorder_gtk_driver_layout(ReorderGtkDriver *d, int width, int height, double t);
/* Keeps the keyboard cursor's item in view. */
void reorder_gtk_driver_scroll_to_cursor(ReorderGtkDriver *d);

/* The descendant of widget (or widget) with REORDER_GTK_HANDLE_CLASS, or
 * NULL: the item's drag handle. */
GtkWidget *reorder_gtk_driver_find_handle(GtkWidget *widget);
/* Allocates an item's widget at its presentation p (its frame scaled about
 * its centre), and gives the engine its handle's place inside it when that
 * changed from *grip. */
void reorder_gtk_driver_place(ReorderGtkDriver *d, GtkWidget *widget, GtkWidget *handle,
                              graphene_rect_t *grip, const reorder_presentation *p);
/* Draws an item's widget at p: its shadow, the widget, and the focus ring
 * when it is the keyboard cursor. */
void reorder_gtk_driver_snapshot_item(ReorderGtkDriver *d, GtkSnapshot *snapshot,
                                      GtkWidget *widget, const reorder_presentation *p);

#endif /* REORDER_GTK_DRIVER_H */
