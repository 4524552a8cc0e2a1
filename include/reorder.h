/*
 * reorder.h -- public C interface of libreorder, a drag-to-reorder engine.
 *
 * This is the only header a host includes. It is C89-clean and usable from
 * C++. Every function is documented here, next to its declaration; the Swift
 * implementation is compiled against this very file (see module.modulemap),
 * so a declaration here and its implementation cannot drift apart.
 *
 * Conventions (see DESIGN.md section 2):
 *   - every symbol is prefixed reorder_ / REORDER_;
 *   - fallible calls return a reorder_status (0 = OK, negative = error);
 *   - out parameters come first, user_data comes last.
 */
#ifndef REORDER_H
#define REORDER_H

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Export macro                                                              */
/* ------------------------------------------------------------------------ */

/*
 * REORDER_API marks the public entry points. The library is linked with a
 * version script that exports reorder_* only; the visibility attribute keeps
 * hosts that build with -fvisibility=hidden honest as well.
 */
#ifndef REORDER_API
#  if defined(__GNUC__) || defined(__clang__)
#    define REORDER_API __attribute__((visibility("default")))
#  else
#    define REORDER_API
#  endif
#endif

/* ------------------------------------------------------------------------ */
/* Version                                                                   */
/* ------------------------------------------------------------------------ */

/*
 * Compile-time version of this header. A binding compares
 * REORDER_VERSION_NUMBER with reorder_version() to detect a header / library
 * mismatch. The SONAME carries the major version (libreorder.so.0).
 */
#define REORDER_VERSION_MAJOR 0
#define REORDER_VERSION_MINOR 1
#define REORDER_VERSION_PATCH 0

/* major * 10000 + minor * 100 + patch, e.g. 100 for 0.1.0. */
#define REORDER_VERSION_NUMBER \
  (REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + \
   REORDER_VERSION_PATCH)

#define REORDER_VERSION_STRING "0.1.0"

/*
 * Run-time library version number
 *
 * Returns the REORDER_VERSION_NUMBER the library was built with. It differs
 * from the REORDER_VERSION_NUMBER macro when the program was compiled against
 * one header and runs with another library. Never fails; may be called at any
 * time, from any thread, without an engine.
 */
REORDER_API unsigned reorder_version(void);

/*
 * Run-time library version string
 *
 * Returns the REORDER_VERSION_STRING the library was built with, such as
 * "0.1.0". The result is a static, NUL-terminated string: it is never NULL,
 * stays valid for the life of the process and must not be freed or modified
 * by the caller. May be called at any time, from any thread, without an
 * engine.
 */
REORDER_API const char *reorder_version_string(void);

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

#include <stddef.h>
#include <stdint.h>

/*
 * Every call that can fail returns a reorder_status: REORDER_OK (0) or a
 * negative code. Bindings must tolerate codes this header does not know yet
 * (treat any negative value as an error and use reorder_status_string).
 * After a failure, reorder_engine_last_error() describes it in one line.
 * A failing call changes nothing: no item is lost, moved or added.
 */
typedef int reorder_status;

#define REORDER_OK 0
/* A number is NaN, infinite, negative or too large, or an enum is unknown. */
#define REORDER_E_INVALID (-1)
/* A required pointer argument is NULL. */
#define REORDER_E_NULL (-2)
/* An item id is already used in this engine. */
#define REORDER_E_DUPLICATE_ID (-3)
/* No item has this id. */
#define REORDER_E_UNKNOWN_ID (-4)
/* A section or item index is out of range. */
#define REORDER_E_RANGE (-5)
/* The engine would hold more items than it can (2^28). */
#define REORDER_E_TOO_MANY (-6)
/* The section rules, a pinned item or the retarget hook refused a move. */
#define REORDER_E_REFUSED (-7)
/* The call does not fit the engine's state (nothing to undo, a drag runs). */
#define REORDER_E_STATE (-8)
/* A mutating call from inside a callback, or any call from inside the
 * retarget hook. */
#define REORDER_E_BUSY (-9)
/* Another thread is using this engine right now. */
#define REORDER_E_THREAD (-10)
/* A caller buffer is too small; the needed count was written. */
#define REORDER_E_BUFFER (-11)
/* An options struct has a struct_size this library does not know. */
#define REORDER_E_VERSION (-12)

/*
 * A static English description of a status code, such as "invalid
 * argument"; "unknown status" for codes this library does not know. Never
 * NULL; must not be freed. Any thread, any time.
 */
REORDER_API const char *reorder_status_string(reorder_status status);

/* ------------------------------------------------------------------------ */
/* Plain types                                                               */
/* ------------------------------------------------------------------------ */

/* Coordinates are doubles in the host's units, in content space (the
 * viewport's origin is the scroll offset). Times are seconds, from any
 * origin, as the host's clock gives them; the engine never reads a clock. */
typedef struct reorder_point {
  double x;
  double y;
} reorder_point;

typedef struct reorder_rect {
  double x;
  double y;
  double width;
  double height;
} reorder_rect;

/* A section and a position in it. As an address, item is the item's index;
 * as a destination, it is the index the item has after the move. */
typedef struct reorder_index_path {
  int32_t section;
  int32_t item;
} reorder_index_path;

/* Item flags. */
#define REORDER_ITEM_MOVABLE 1u /* may be lifted and dragged */
#define REORDER_ITEM_PINNED 2u  /* never moves; no move may shift its index */
#define REORDER_ITEM_DEFAULT REORDER_ITEM_MOVABLE

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

#define REORDER_LAYOUT_LIST 0
#define REORDER_LAYOUT_GRID 1

#define REORDER_AXIS_VERTICAL 0
#define REORDER_AXIS_HORIZONTAL 1

/* When the lifted item takes a new slot. */
#define REORDER_RULE_MIDPOINT 0 /* leading edge passes the neighbour's midpoint */
#define REORDER_RULE_EDGE 1     /* passes the neighbour's far edge (seed 000) */
#define REORDER_RULE_POINTER 2  /* the slot under the pointer (seed 001) */
#define REORDER_RULE_CENTER 3   /* grids: nearest cell centre within half a cell */

#define REORDER_SEMANTICS_SHIFT 0    /* remove + insert */
#define REORDER_SEMANTICS_EXCHANGE 1 /* swap (across sections, as the seeds) */

#define REORDER_ACTIVATION_LONG_PRESS 0
#define REORDER_ACTIVATION_DISTANCE 1
#define REORDER_ACTIVATION_IMMEDIATE 2

#define REORDER_COMMIT_LIVE 0    /* the order changes, and is reported, per step */
#define REORDER_COMMIT_ON_DROP 1 /* others shift on screen; moves reported at drop */

#define REORDER_ZONE_ABSOLUTE 0 /* autoscroll_zone is in units */
#define REORDER_ZONE_FRACTION 1 /* autoscroll_zone is a fraction of the viewport */

#define REORDER_CURVE_LINEAR 0 /* seed 000: speed grows linearly with depth */
#define REORDER_CURVE_RAMPED 1 /* Android ItemTouchHelper */
#define REORDER_CURVE_EASED 2  /* react-beautiful-dnd */

#define REORDER_EASING_LINEAR 0
#define REORDER_EASING_EASE_OUT 1
#define REORDER_EASING_EASE_IN_OUT 2

/*
 * Everything an engine can be configured with. Initialize with
 * reorder_options_init (which sets struct_size and every default), change
 * what you need, then pass to reorder_engine_new or
 * reorder_engine_configure. Fields are only ever appended; struct_size
 * tells the library which ones the caller knows.
 */
typedef struct reorder_options {
  size_t struct_size;

  /* Layout. */
  int32_t layout;         /* REORDER_LAYOUT_*; default LIST */
  int32_t axis;           /* lists: REORDER_AXIS_*; default VERTICAL */
  double cross_extent;    /* the items' extent across the main axis; 0 (the
                             default) follows the viewport's width (height for
                             horizontal lists) from reorder_engine_set_viewport */
  double item_spacing;    /* lists: between items; grids: between cells of a row */
  double line_spacing;    /* grids: between rows */
  double section_spacing; /* between sections */
  reorder_rect insets;    /* lists: around the content; grids: inside each
                             section. x = left, y = top, width = right,
                             height = bottom */
  int32_t grid_columns;   /* grids: fixed columns (default 4), or 0 to fit
                             cells of grid_cell_width */
  double grid_cell_width;
  double grid_cell_height; /* 0: square cells */

  /* Reorder rules. */
  int32_t rule;               /* REORDER_RULE_*; default MIDPOINT */
  int32_t semantics;          /* REORDER_SEMANTICS_*; default SHIFT */
  int32_t cross_section_moves; /* nonzero: items may change section; 1 */

  /* Pointer drags. */
  int32_t activation;     /* REORDER_ACTIVATION_*; default LONG_PRESS */
  double long_press_delay;     /* seconds; 0.5 */
  double long_press_tolerance; /* units of allowed movement; 10 */
  double drag_distance;        /* REORDER_ACTIVATION_DISTANCE threshold; 5 */
  int32_t commit;              /* REORDER_COMMIT_*; default LIVE */
  int32_t clamp_to_content;    /* nonzero keeps the lifted item in the content */

  /* Edge auto-scroll. */
  int32_t autoscroll_zone_kind; /* REORDER_ZONE_*; default ABSOLUTE */
  int32_t autoscroll_curve;     /* REORDER_CURVE_*; default LINEAR */
  double autoscroll_zone;       /* 150 units */
  double autoscroll_max_speed;  /* units per second at full depth; 1200 */
  double autoscroll_grace;      /* seconds after lift before any scroll; 0.15 */

  /* Animation (seed 001's look by default). */
  double lift_scale;          /* 1.05 */
  double lift_alpha;          /* 0.98 */
  reorder_point shadow_offset; /* (-5, 0) */
  double shadow_radius;       /* 5 */
  double shadow_opacity;      /* 0.4 */
  double lift_duration;       /* 0.25 s */
  double displace_duration;   /* 0.2 s: others slide to their new places */
  double settle_duration;     /* 0.25 s: a dropped item settles */
  double cancel_duration;     /* 0.25 s: a cancelled item returns */
  int32_t displace_easing;    /* REORDER_EASING_*; default EASE_OUT */
  int32_t settle_easing;      /* default EASE_OUT */
} reorder_options;

/*
 * Sets every field of *options to its default and struct_size to
 * sizeof(reorder_options). Does nothing when options is NULL. Any thread.
 */
REORDER_API void reorder_options_init(reorder_options *options);

/* ------------------------------------------------------------------------ */
/* Engines                                                                   */
/* ------------------------------------------------------------------------ */

/* An engine: one ordered set of sections and items, its layout, rules,
 * drag state and history. Opaque; use it from one thread at a time. */
typedef struct reorder_engine reorder_engine;

/*
 * Creates an engine configured by *options (NULL: defaults) and stores it
 * in *out. Errors: REORDER_E_NULL (out is NULL), REORDER_E_VERSION
 * (options->struct_size unknown), REORDER_E_INVALID (a bad option, also one
 * the chosen modes do not use; reorder_engine_last_error(NULL) says which).
 * On error *out is set to NULL. The caller owns the
 * engine and releases it with reorder_engine_free.
 */
REORDER_API reorder_status reorder_engine_new(reorder_engine **out,
                                              const reorder_options *options);

/*
 * Releases an engine, its items and its callbacks' user data (through their
 * destroy functions). NULL is a no-op. Called from inside one of the
 * engine's own event callbacks or its retarget hook, the release is deferred
 * until the call that ran them ends (no further events are delivered); the
 * engine must not be used after. While another thread is inside a call on
 * the engine, the release is refused and nothing happens.
 */
REORDER_API void reorder_engine_free(reorder_engine *engine);

/*
 * Reconfigures a live engine; items, order and history are kept. Errors as
 * reorder_engine_new, plus REORDER_E_STATE when a press or drag is in
 * progress (the drag settings cannot change under it).
 */
REORDER_API reorder_status reorder_engine_configure(reorder_engine *engine,
                                                    const reorder_options *options);

/*
 * A one-line description of the last error on this engine ("" when the last
 * call succeeded). After REORDER_E_THREAD it is "another thread is using
 * this engine" (the message is kept per thread, not in the engine). For a
 * NULL engine: the calling thread's last reorder_engine_new error ("" if it
 * succeeded). Valid until the next call on the engine (or, for NULL, the
 * next reorder_engine_new on this thread); never NULL. Read-only: may be
 * called from callbacks.
 */
REORDER_API const char *reorder_engine_last_error(const reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Sections                                                                  */
/* ------------------------------------------------------------------------ */

#define REORDER_DISPLACE_VACATED_SLOT 0 /* into the slot the dragged item left */
#define REORDER_DISPLACE_SOURCE_START 1 /* to the start of the source (seed 004) */
#define REORDER_DISPLACE_SOURCE_END 2

/* What a section allows. Initialize with reorder_section_rules_init. */
typedef struct reorder_section_rules {
  size_t struct_size;
  int32_t locked;        /* nonzero: items neither leave nor enter (seed 001) */
  int32_t accepts_drops; /* nonzero: items from other sections may enter; 1 */
  int32_t minimum_count; /* moves out may not leave fewer items; 0 */
  int32_t capacity;      /* at most this many items; 0 = unlimited. A full
                            section takes an item and displaces one of its own
                            into the source section (seed 004) */
  int32_t displacement;  /* REORDER_DISPLACE_*; where a displaced item goes */
} reorder_section_rules;

/* Sets *rules to the defaults (no lock, accepts drops, no minimum, no
 * capacity). Does nothing for NULL. */
REORDER_API void reorder_section_rules_init(reorder_section_rules *rules);

/*
 * Inserts an empty section at index (0...count) with header and footer
 * extents along the main axis and the given rules (NULL: defaults).
 * Errors: REORDER_E_RANGE, REORDER_E_INVALID, REORDER_E_VERSION, busy and
 * thread errors as for every mutating call.
 */
REORDER_API reorder_status reorder_section_insert(reorder_engine *engine, int32_t index,
                                                  double header, double footer,
                                                  const reorder_section_rules *rules);

/* Removes a section and its items. Errors: REORDER_E_RANGE. A drag whose
 * item goes is cancelled (REORDER_EVENT_CANCEL, REORDER_CANCEL_ITEM_REMOVED). */
REORDER_API reorder_status reorder_section_remove(reorder_engine *engine, int32_t index);

/* Replaces a section's rules (NULL: the defaults). Errors: REORDER_E_RANGE,
 * REORDER_E_INVALID, REORDER_E_VERSION (rules->struct_size unknown). */
REORDER_API reorder_status reorder_section_set_rules(reorder_engine *engine, int32_t index,
                                                     const reorder_section_rules *rules);

/* Sets a section's header and footer extents. Errors: REORDER_E_RANGE,
 * REORDER_E_INVALID. */
REORDER_API reorder_status reorder_section_set_extents(reorder_engine *engine, int32_t index,
                                                       double header, double footer);

/*
 * Replaces the items of a section with count items from caller arrays, in
 * O(count): ids[i] (unique in the engine), sizes[i] (main-axis extent,
 * finite, 0...1e9) and flags[i] (REORDER_ITEM_*; flags NULL: all
 * REORDER_ITEM_DEFAULT). The arrays are read during the call only. ids and
 * sizes may be NULL only when count is 0. Errors: REORDER_E_NULL,
 * REORDER_E_RANGE, REORDER_E_INVALID, REORDER_E_DUPLICATE_ID,
 * REORDER_E_TOO_MANY; on error the section keeps its old items.
 */
REORDER_API reorder_status reorder_section_load(reorder_engine *engine, int32_t section,
                                                const uint64_t *ids, const double *sizes,
                                                const uint8_t *flags, size_t count);

/* Number of sections. Errors: REORDER_E_NULL. Read-only. */
REORDER_API reorder_status reorder_engine_section_count(size_t *out,
                                                        const reorder_engine *engine);

/* Number of items in a section. Errors: REORDER_E_NULL, REORDER_E_RANGE.
 * Read-only. */
REORDER_API reorder_status reorder_section_item_count(size_t *out, const reorder_engine *engine,
                                                      int32_t section);

/*
 * Copies the ids of a section, in order, into out_ids (room for capacity
 * ids) and stores the section's item count in *out_count. When capacity is
 * too small it copies what fits and returns REORDER_E_BUFFER (so asking
 * with capacity 0 and out_ids NULL gives the count, with REORDER_E_BUFFER
 * unless the section is empty). Errors: REORDER_E_NULL, REORDER_E_RANGE.
 * Read-only.
 */
REORDER_API reorder_status reorder_section_export(uint64_t *out_ids, size_t capacity,
                                                  size_t *out_count,
                                                  const reorder_engine *engine,
                                                  int32_t section);

/* ------------------------------------------------------------------------ */
/* Items                                                                     */
/* ------------------------------------------------------------------------ */

/* Inserts one item at `at` (item 0...count). Errors: REORDER_E_RANGE,
 * REORDER_E_INVALID, REORDER_E_DUPLICATE_ID, REORDER_E_TOO_MANY. */
REORDER_API reorder_status reorder_item_insert(reorder_engine *engine, uint64_t id, double size,
                                               uint32_t flags, reorder_index_path at);

/* Removes an item. Errors: REORDER_E_UNKNOWN_ID. Removing the lifted item
 * cancels the drag (REORDER_CANCEL_ITEM_REMOVED). */
REORDER_API reorder_status reorder_item_remove(reorder_engine *engine, uint64_t id);

/* Changes an item's main-axis size. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_INVALID. */
REORDER_API reorder_status reorder_item_resize(reorder_engine *engine, uint64_t id, double size);

/* Replaces an item's REORDER_ITEM_* flags. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_INVALID (unknown bits). */
REORDER_API reorder_status reorder_item_set_flags(reorder_engine *engine, uint64_t id,
                                                  uint32_t flags);

/* Sets the item's drag handle, a rectangle relative to the item's origin
 * (NULL: the whole item). Only presses inside it lift the item. Errors:
 * REORDER_E_UNKNOWN_ID, REORDER_E_INVALID. */
REORDER_API reorder_status reorder_item_set_handle(reorder_engine *engine, uint64_t id,
                                                   const reorder_rect *handle);

/* Sets the item's label for announcements, UTF-8, copied (NULL: "item
 * <id>"). Errors: REORDER_E_UNKNOWN_ID, REORDER_E_INVALID (over 4096 bytes
 * or not UTF-8). */
REORDER_API reorder_status reorder_item_set_label(reorder_engine *engine, uint64_t id,
                                                  const char *label);

/* Where an item is. Errors: REORDER_E_NULL, REORDER_E_UNKNOWN_ID.
 * Read-only; O(log n). */
REORDER_API reorder_status reorder_item_index_path(reorder_index_path *out,
                                                   const reorder_engine *engine, uint64_t id);

/* The id of the item at an index path. Errors: REORDER_E_NULL,
 * REORDER_E_RANGE. Read-only; O(log n). */
REORDER_API reorder_status reorder_item_id(uint64_t *out, const reorder_engine *engine,
                                           reorder_index_path at);

/* An item's frame in the layout (not its animated presentation). Errors:
 * REORDER_E_NULL, REORDER_E_UNKNOWN_ID. Read-only; O(log n). */
REORDER_API reorder_status reorder_item_frame(reorder_rect *out, const reorder_engine *engine,
                                              uint64_t id);

/* ------------------------------------------------------------------------ */
/* Geometry                                                                  */
/* ------------------------------------------------------------------------ */

#define REORDER_HIT_NONE 0 /* no sections, or a non-finite point */
#define REORDER_HIT_ITEM 1 /* path is the item under the point */
#define REORDER_HIT_SLOT 2 /* path is the nearest insertion slot */

typedef struct reorder_hit {
  int32_t kind; /* REORDER_HIT_* */
  reorder_index_path path;
} reorder_hit;

/* What a point is over. Errors: REORDER_E_NULL. Read-only; O(log n). */
REORDER_API reorder_status reorder_engine_hit_test(reorder_hit *out, const reorder_engine *engine,
                                                   reorder_point point);

/* The content's width and height. Errors: REORDER_E_NULL. Read-only. */
REORDER_API reorder_status reorder_engine_content_size(double *out_width, double *out_height,
                                                       const reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Input                                                                     */
/* ------------------------------------------------------------------------ */

/*
 * The host's viewport in content space: origin = scroll offset, size = the
 * visible size. Set it at start and whenever the host scrolls; during a drag
 * the lifted item stays under the pointer and its slot is re-evaluated.
 * Edge auto-scroll moves it and reports REORDER_EVENT_SCROLL. Errors:
 * REORDER_E_INVALID.
 */
REORDER_API reorder_status reorder_engine_set_viewport(reorder_engine *engine,
                                                       reorder_rect viewport);

/* Pointer events, in content space, with the host's time in seconds.
 * Errors: REORDER_E_INVALID (non-finite point or time). Time may go
 * backwards (it then counts as no time passing). What they cause is
 * reported as events. */
REORDER_API reorder_status reorder_engine_pointer_down(reorder_engine *engine,
                                                       reorder_point point, double time);
REORDER_API reorder_status reorder_engine_pointer_move(reorder_engine *engine,
                                                       reorder_point point, double time);
REORDER_API reorder_status reorder_engine_pointer_up(reorder_engine *engine, reorder_point point,
                                                     double time);
/* The system took the pointer: a drag is cancelled and the order restored. */
REORDER_API reorder_status reorder_engine_pointer_cancel(reorder_engine *engine, double time);

/*
 * The host's frame clock: call it every frame while a press, drag or
 * animation is in progress (see reorder_engine_is_animating). It completes
 * long presses, drives edge auto-scroll and ends settling. Errors:
 * REORDER_E_INVALID.
 */
REORDER_API reorder_status reorder_engine_tick(reorder_engine *engine, double time);

/* Cancels a press or drag; the order is restored. Errors:
 * REORDER_E_INVALID. */
REORDER_API reorder_status reorder_engine_cancel_drag(reorder_engine *engine, double time);

#define REORDER_KEY_PICK_UP_OR_DROP 0 /* space or enter */
#define REORDER_KEY_CANCEL 1          /* escape: also cancels pointer drags */
#define REORDER_KEY_PREVIOUS 2
#define REORDER_KEY_NEXT 3
#define REORDER_KEY_UP 4
#define REORDER_KEY_DOWN 5
#define REORDER_KEY_LEFT 6
#define REORDER_KEY_RIGHT 7
#define REORDER_KEY_FIRST 8 /* home: the start of the item's section */
#define REORDER_KEY_LAST 9  /* end */

/*
 * A key for keyboard reordering. focused is the id of the item with
 * keyboard focus, or NULL: REORDER_KEY_PICK_UP_OR_DROP lifts it when
 * nothing is lifted. Moves go through the same rules and retarget hook as
 * pointer drags; a refused move is announced. Errors: REORDER_E_INVALID
 * (unknown key, bad time), REORDER_E_UNKNOWN_ID (focused).
 */
REORDER_API reorder_status reorder_engine_key(reorder_engine *engine, int32_t key,
                                              const uint64_t *focused, double time);

#define REORDER_PHASE_IDLE 0
#define REORDER_PHASE_PRESSING 1
#define REORDER_PHASE_DRAGGING 2
#define REORDER_PHASE_SETTLING 3

/* The drag phase (REORDER_PHASE_*). Errors: REORDER_E_NULL. Read-only. */
REORDER_API reorder_status reorder_engine_phase(int32_t *out, const reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Presentation                                                              */
/* ------------------------------------------------------------------------ */

/* What to draw for one item. frame is unscaled: scale it about its centre. */
typedef struct reorder_presentation {
  uint64_t id;
  reorder_index_path path;
  reorder_rect frame;
  double alpha;
  double scale;
  double shadow_opacity;
  double shadow_radius;
  reorder_point shadow_offset;
  int32_t z_index; /* 0 at rest, 1 moving or settling, 2 lifted */
  int32_t lifted;  /* nonzero for the lifted item */
} reorder_presentation;

/*
 * The items in rect (content space, usually the viewport) as they are to be
 * drawn at time, lowest z first, in O(log n + k). Writes up to capacity
 * entries to out and the full count to *out_count; returns
 * REORDER_E_BUFFER when capacity is too small (out may be NULL when
 * capacity is 0). Errors: REORDER_E_NULL, REORDER_E_INVALID. Read-only.
 */
REORDER_API reorder_status reorder_engine_presentation(reorder_presentation *out,
                                                       size_t capacity, size_t *out_count,
                                                       const reorder_engine *engine,
                                                       reorder_rect rect, double time);

/*
 * The frame of section `section` as drawn at time, in content space: where
 * to draw its header, its footer or a background behind it, in step with
 * its items.
 *
 * What it covers: along the main axis (y for vertical lists and for grids,
 * x for horizontal lists) it runs from the start of the section's header to
 * the end of its footer. The header is the first `header` units (as given
 * to reorder_section_insert or reorder_section_set_extents): the top of the
 * frame for vertical lists and grids, its left (leading) units for
 * horizontal lists. Then come the items with item_spacing between them
 * (grids: the section's top inset, the rows with line_spacing between
 * them, its bottom inset), then the footer, the last `footer` units. An
 * empty section is its header and footer (grids: and the two insets), which
 * may be 0 units long. The list insets (around the whole content) and
 * section_spacing (between sections) are outside every section's frame.
 * Across the main axis it is the band the items share: for lists the cross
 * extent less the list insets on both sides, for grids the whole cross
 * extent (a grid's insets are inside each section).
 *
 * How it moves: when a move changes where a section lies or how long it
 * is (a drag step, by pointer or key, in either commit mode;
 * reorder_engine_move; undo and redo; a cancelled drag putting items
 * back), a section that met the viewport slides from where it was drawn to
 * its new frame over displace_duration with displace_easing, starting with
 * the items that slide (reorder_engine_move, undo and redo start at the
 * last time the engine was given), so header and rows move together.
 * Sections off screen move at once, as items do. Changes made by the host
 * (inserting, removing or resizing items, loading, inserting or removing
 * sections, setting extents, reorder_engine_configure) place sections at
 * once, as they place items; a section already sliding then bends toward
 * its new place. At rest, and from the end of a slide on, it is the
 * layout's frame; a time before a slide began gives where it began.
 * reorder_engine_is_animating counts sliding sections.
 *
 * Errors: REORDER_E_NULL, REORDER_E_INVALID (time not finite),
 * REORDER_E_RANGE (no section `section`). Read-only; O(log sections).
 */
REORDER_API reorder_status reorder_section_frame(reorder_rect *out, const reorder_engine *engine,
                                                 int32_t section, double time);

/* Stores nonzero in *out while anything moves at time (items or sections):
 * keep the frame clock running until it is 0. Errors: REORDER_E_NULL,
 * REORDER_E_INVALID. Read-only. */
REORDER_API reorder_status reorder_engine_is_animating(int32_t *out,
                                                       const reorder_engine *engine,
                                                       double time);

/* ------------------------------------------------------------------------ */
/* Moves and history                                                         */
/* ------------------------------------------------------------------------ */

/*
 * Moves an item (seed 004's tap-to-move) through the same rules as a drag;
 * `to` is its index path after the move. A move that would shift a pinned
 * item stops next to it, and the host's hook may retarget it: the
 * REORDER_EVENT_MOVE events report where items actually went (more than one
 * when an exchange or a full section moves another item). One undo step. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_RANGE, REORDER_E_REFUSED, REORDER_E_STATE (the item is being
 * dragged).
 */
REORDER_API reorder_status reorder_engine_move(reorder_engine *engine, uint64_t id,
                                               reorder_index_path to);

/* Undo and redo of committed moves (a drag is one step); the steps are
 * reported as REORDER_EVENT_MOVE. Errors: REORDER_E_STATE (nothing to undo
 * or redo, a drag in progress, or history made stale by host edits). */
REORDER_API reorder_status reorder_engine_undo(reorder_engine *engine);
REORDER_API reorder_status reorder_engine_redo(reorder_engine *engine);

/*
 * The host's veto: asked for every proposed move after the section rules
 * (UIKit's targetIndexPathForMove). Return REORDER_RETARGET_ACCEPT, or
 * REORDER_RETARGET_REFUSE, or write another destination to *out_target and
 * return REORDER_RETARGET_OTHER (it must pass the rules too, else the move
 * is refused with REORDER_E_REFUSED or REORDER_E_RANGE). Any other return
 * value refuses. Called while the engine is mid-change: every call on the
 * engine from inside it returns REORDER_E_BUSY (reorder_engine_free is
 * deferred).
 */
#define REORDER_RETARGET_ACCEPT 0
#define REORDER_RETARGET_OTHER 1
#define REORDER_RETARGET_REFUSE 2
typedef int32_t (*reorder_retarget_fn)(uint64_t id, reorder_index_path from,
                                       reorder_index_path proposed,
                                       reorder_index_path *out_target, void *user_data);

/* Optional: called with user_data when it is no longer needed. */
typedef void (*reorder_destroy_fn)(void *user_data);

/* Installs (fn non-NULL) or removes (fn NULL) the retarget hook. The
 * previous hook's destroy function runs. On error (REORDER_E_NULL, _BUSY,
 * _THREAD) nothing changes and the caller still owns user_data. */
REORDER_API reorder_status reorder_engine_set_retarget(reorder_engine *engine,
                                                       reorder_retarget_fn fn, void *user_data,
                                                       reorder_destroy_fn destroy);

/* ------------------------------------------------------------------------ */
/* Events                                                                    */
/* ------------------------------------------------------------------------ */

#define REORDER_EVENT_LIFT 1           /* id lifted from `from` */
#define REORDER_EVENT_MOVE 2           /* id moved from `from` to `to` */
#define REORDER_EVENT_DROP 3           /* the whole drag: from -> to */
#define REORDER_EVENT_CANCEL 4         /* reason: REORDER_CANCEL_* */
#define REORDER_EVENT_NOT_A_DRAG 5     /* reason: REORDER_NOT_A_DRAG_*; id if has_id */
#define REORDER_EVENT_SCROLL 6         /* auto-scroll moved the viewport to offset */
#define REORDER_EVENT_ANNOUNCEMENT 7   /* text for screen readers */
#define REORDER_EVENT_ANIMATION_NEEDED 8 /* start the frame clock */

#define REORDER_CANCEL_POINTER 0
#define REORDER_CANCEL_KEY 1
#define REORDER_CANCEL_HOST 2
#define REORDER_CANCEL_ITEM_REMOVED 3

#define REORDER_NOT_A_DRAG_MOVED 0       /* moved before the long press: scroll */
#define REORDER_NOT_A_DRAG_TAP 1         /* released before activation: a tap */
#define REORDER_NOT_A_DRAG_NOT_LIFTABLE 2 /* pinned, not movable, or off the handle */

typedef struct reorder_event {
  int32_t type;   /* REORDER_EVENT_* */
  int32_t reason; /* CANCEL and NOT_A_DRAG */
  uint64_t id;
  int32_t has_id; /* NOT_A_DRAG: nonzero when id names the pressed item */
  reorder_index_path from;
  reorder_index_path to;
  reorder_point offset; /* SCROLL */
  const char *text;     /* ANNOUNCEMENT: UTF-8, NUL-terminated; else NULL */
  size_t text_length;   /* bytes, without the NUL */
} reorder_event;

typedef void (*reorder_event_fn)(const reorder_event *event, void *user_data);

/*
 * Installs (fn non-NULL) or removes the event callback. Events are queued
 * while the engine changes and dispatched, in order, once its state is
 * consistent, at the end of the call that caused them. Inside the callback,
 * read-only calls work, mutating calls return REORDER_E_BUSY and
 * reorder_engine_free is deferred. The event and its text are valid during
 * the callback only. Without a callback, events wait for
 * reorder_engine_poll_event. The previous callback's destroy runs. On
 * error nothing changes and the caller still owns user_data.
 */
REORDER_API reorder_status reorder_engine_set_event_callback(reorder_engine *engine,
                                                             reorder_event_fn fn,
                                                             void *user_data,
                                                             reorder_destroy_fn destroy);

/*
 * Takes the oldest waiting event into *out: returns 1 when an event was
 * written, 0 when none waits, or a negative status. out->text stays valid
 * until the next call on the engine. Errors: REORDER_E_NULL. It changes the
 * queue, so from inside a callback it returns REORDER_E_BUSY.
 */
REORDER_API reorder_status reorder_engine_poll_event(reorder_event *out, reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Announcements                                                             */
/* ------------------------------------------------------------------------ */

#define REORDER_TEXT_PICK_UP 0
#define REORDER_TEXT_MOVED 1
#define REORDER_TEXT_MOVED_TO_SECTION 2
#define REORDER_TEXT_DROP 3
#define REORDER_TEXT_DROP_TO_SECTION 4
#define REORDER_TEXT_DROP_UNMOVED 5
#define REORDER_TEXT_CANCEL 6
#define REORDER_TEXT_REFUSED 7
#define REORDER_TEXT_DEFAULT_LABEL 8

/*
 * Replaces one announcement template (localization), UTF-8, copied.
 * Placeholders: {label} {position} {count} {section} {from} {to}
 * {fromSection} (1-based), and {id} in the default label. Errors:
 * REORDER_E_NULL, REORDER_E_INVALID (unknown which, over 1000 characters,
 * not UTF-8).
 */
REORDER_API reorder_status reorder_engine_set_text(reorder_engine *engine, int32_t which,
                                                   const char *utf8_template);

/* ------------------------------------------------------------------------ */
/* Record and replay                                                         */
/* ------------------------------------------------------------------------ */

/* Starts recording every input call made on this engine (configuration,
 * sections, items, pointer, key, scroll, tick, moves, undo) as a text
 * trace, dropping any earlier recording. Like every call that changes the
 * engine, refused from inside a callback (REORDER_E_BUSY). */
REORDER_API reorder_status reorder_engine_record_start(reorder_engine *engine);

/*
 * Stops recording and gives the trace: *out_text (NUL-terminated, owned by
 * the caller, released with reorder_free) and its length in *out_length.
 * The trace opens with the engine's state at reorder_engine_record_start
 * (configuration, sections, items, labels, handles, viewport), so it
 * replays into a fresh engine on its own; only undo history from before the
 * start is not in it. An engine that was not recording gives a trace with
 * no calls. Errors: REORDER_E_NULL.
 */
REORDER_API reorder_status reorder_engine_record_stop(char **out_text, size_t *out_length,
                                                      reorder_engine *engine);

/*
 * Replays a trace (length bytes, need not be NUL-terminated) into an engine,
 * normally a fresh one: each call is made again and its events dispatched.
 * Calls that failed when recorded fail again and are passed over. Errors:
 * REORDER_E_NULL, REORDER_E_INVALID (a malformed trace: nothing is
 * replayed; the message names the line).
 */
REORDER_API reorder_status reorder_engine_replay(reorder_engine *engine, const char *trace,
                                                 size_t length);

/* Releases memory the library handed to the caller. NULL is a no-op. */
REORDER_API void reorder_free(void *pointer);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* REORDER_H */
