/*
 * reorder.h -- public C interface of libreorder, a drag-to-reorder engine.
 *
 * The host describes its content (sections of items with stable 64-bit ids
 * and main-axis sizes), feeds pointer events, keys, its scroll position and
 * a clock; the engine decides when a drag starts, where the lifted item is,
 * when and where items move, how the view auto-scrolls and where everything
 * is drawn while it animates, and reports each move as an event. It draws
 * nothing and owns no window.
 *
 * This is the only header a host includes. It is C89-clean and usable from
 * C++. Every function is documented here, next to its declaration.
 *
 * Conventions
 *   - Every symbol is prefixed reorder_ / REORDER_. Functions are named
 *     reorder_<noun>_<verb> (reorder_engine_new, reorder_section_insert);
 *     the noun is the object the call acts on.
 *   - Every call that can fail returns a reorder_status. Out parameters come
 *     first; a callback's user_data comes last, with its destroy function
 *     just before it.
 *   - Each group of named constants has a fixed-width type of its own
 *     (reorder_rule, reorder_key, ...) whose constants follow its typedef.
 *   - Coordinates are doubles in the host's units, in content space (the
 *     viewport's origin is the scroll offset). Times are seconds, from any
 *     origin, as the host's clock gives them; the engine never reads a clock.
 *   - Nothing the host passes can crash it: bad input returns an error and
 *     changes nothing; no item is ever lost or duplicated.
 *
 * Compatibility (from libreorder 1.0 on)
 *   Within a major version every change is an addition: new functions, new
 *   constants in a group, and new fields appended to the end of a versioned
 *   struct. A host compiled against an older 1.x header keeps working with
 *   a newer 1.x library, unrecompiled. The SONAME (libreorder.so.1) changes
 *   only with the major version, and every exported symbol carries the
 *   version node of the release that added it (LIBREORDER_1.0, ...), so a
 *   host that needs a newer function than the library has fails to load
 *   with a message naming it.
 *
 *   Versioned structs. Structs the host fills (reorder_options,
 *   reorder_section_rules) start with a uint32_t version: initialise them
 *   with their _init function and the header's REORDER_<STRUCT>_VERSION.
 *   The library reads only the fields that version had and uses defaults for
 *   the rest; a version newer than the library knows is refused with
 *   REORDER_E_VERSION, naming both versions (a host that wants to run on
 *   older libraries may then retry with an older version). Structs the
 *   library fills (reorder_event, reorder_presentation, reorder_hit) are
 *   passed with their size (sizeof as the host was compiled): the library
 *   writes that many bytes and no more, its own fields first and zeros after
 *   (a field the library does not know reads as 0). Fields appended after
 *   1.0 are listed under a line "Since version N" in their struct. Plain
 *   value types (reorder_point, reorder_rect, reorder_index_path) never
 *   change.
 *
 *   Status codes and constants may gain values: treat an unknown negative
 *   status as an error (reorder_status_string describes it) and an unknown
 *   event type as one to ignore.
 */
#ifndef REORDER_H
#define REORDER_H

#include <stddef.h>
#include <stdint.h>

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
 * Compile-time version of this header; the one place the version is
 * written (the build, the bindings and the package metadata read it from
 * here). The SONAME carries the major version (libreorder.so.1).
 */
#define REORDER_VERSION_MAJOR 1
#define REORDER_VERSION_MINOR 1
#define REORDER_VERSION_PATCH 0

/* major * 10000 + minor * 100 + patch, e.g. 10000 for 1.0.0. */
#define REORDER_VERSION_NUMBER \
  (REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + \
   REORDER_VERSION_PATCH)

#define REORDER_VERSION_STRING "1.1.0"

/*
 * Run-time library version number
 *
 * Returns the REORDER_VERSION_NUMBER the library was built with. A host
 * compiled against one header and running with another library compares it
 * with its REORDER_VERSION_NUMBER: a smaller run-time number means an older
 * library, which may not know the newest fields and constants. Never fails;
 * any thread, any time, without an engine.
 */
REORDER_API unsigned reorder_version(void);

/*
 * Run-time library version string
 *
 * Returns the REORDER_VERSION_STRING the library was built with, such as
 * "1.0.0": a static, NUL-terminated string, never NULL, valid for the life
 * of the process; the caller must not free or modify it. Any thread, any
 * time, without an engine.
 */
REORDER_API const char *reorder_version_string(void);

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

/*
 * What a call did. REORDER_OK and REORDER_DONE (0 and positive) are
 * successes; every error is negative. After an error,
 * reorder_engine_last_error() describes it in one line, and nothing changed:
 * no item is lost, moved or added.
 */
typedef int32_t reorder_status;
#define REORDER_OK 0
/* Success, nothing more: reorder_engine_poll_event has no event waiting. */
#define REORDER_DONE 1
/* A number is NaN, infinite, negative or too large, or a constant is not
 * one of its group's. */
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
/* The call does not fit the engine's state (nothing to undo, a drag runs,
 * replay into an engine that has sections). */
#define REORDER_E_STATE (-8)
/* A changing call from inside an event callback, or any call from inside
 * the retarget hook. */
#define REORDER_E_BUSY (-9)
/* Another thread is using this engine right now. */
#define REORDER_E_THREAD (-10)
/* A caller buffer is too small; the needed count was written. */
#define REORDER_E_BUFFER (-11)
/* A struct version (or size) this library does not know: newer than the
 * library, or smaller than the 1.0 struct. */
#define REORDER_E_VERSION (-12)
/* The library could not allocate memory; nothing changed. */
#define REORDER_E_NOMEM (-13)
/* Events wait to be polled and there is no more room for them: take them
 * with reorder_engine_poll_event (or set a callback), then call again. */
#define REORDER_E_QUEUE_FULL (-14)

/*
 * A static English description of a status code, such as "invalid
 * argument"; "unknown status" for codes this library does not know. Never
 * NULL; must not be freed. Any thread, any time.
 */
REORDER_API const char *reorder_status_string(reorder_status status);

/* ------------------------------------------------------------------------ */
/* Plain types (never change)                                                */
/* ------------------------------------------------------------------------ */

typedef struct reorder_point {
  double x;
  double y;
} reorder_point;

/* x, y is the top-left corner; width and height are >= 0. */
typedef struct reorder_rect {
  double x;
  double y;
  double width;
  double height;
} reorder_rect;

/* A section and a position in it, both 0-based. As an address, item is the
 * item's index; as a destination, the index the item has after the move. */
typedef struct reorder_index_path {
  int32_t section;
  int32_t item;
} reorder_index_path;

/* A truth value: 0 is false, any other value true (the library writes 1). */
typedef int32_t reorder_bool;

/* What an item allows; a bit set. */
typedef uint32_t reorder_item_flags;
#define REORDER_ITEM_MOVABLE 1u /* may be lifted and dragged */
#define REORDER_ITEM_PINNED 2u  /* never moves; no move may shift its index */
/* Since 1.1. Outlines: nothing is dropped into it or indented under it (a
 * file, not a folder); with combining on, a drop onto it combines. Flags
 * are a set: REORDER_ITEM_MOVABLE | REORDER_ITEM_NO_CHILDREN for one that
 * still lifts. */
#define REORDER_ITEM_NO_CHILDREN 4u
/* Since 1.1. Outlines: it moves only among its parent's children (the top
 * level, for an item without a parent), at their depth. */
#define REORDER_ITEM_KEEP_PARENT 8u
#define REORDER_ITEM_DEFAULT 1u /* REORDER_ITEM_MOVABLE */

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

/* How items are placed. */
typedef int32_t reorder_layout;
/* Items stacked along the main axis, each with its own size (a table). */
#define REORDER_LAYOUT_LIST 0
/* Uniform cells, row by row, scrolling vertically; item sizes are ignored. */
#define REORDER_LAYOUT_GRID 1
/*
 * Since 1.1. Tags and chips: items of their own width and height follow
 * each other along a line and wrap onto the next line when the width is
 * used up (at least one item a line); the content scrolls vertically. An
 * item's size is its width; its height is set with
 * reorder_item_set_cross_size or reorder_section_set_cross_sizes, and is
 * flow_item_height until then. A line is as tall as its tallest item;
 * shorter items are centred in it. item_spacing is between the items of a
 * line, line_spacing between lines, insets inside each section (as a
 * grid's), and flow_align lines up short lines. Changing an item re-flows
 * its line and those after it until the line breaks agree again with the
 * old ones (a move: the lines between its two ends), so a move costs
 * O(lines touched x log n); with every item the same width the breaks never
 * realign, and an insertion or removal re-flows the rest of its section
 * (use a grid for uniform cells). A new width (options, or the viewport's
 * when cross_extent is 0) re-flows every line: O(n).
 */
#define REORDER_LAYOUT_FLOW 2
/*
 * Since 1.1. A tree, flattened: a vertical list whose items each have a
 * depth (reorder_section_set_depths), no deeper than the item before them
 * plus one (the first at 0), drawn indented by outline_indent a level. An
 * item's subtree is the run of items after it that are deeper; its parent
 * is the nearest item before it one level up. Each section is a forest of
 * its own. A collapsed item (reorder_item_set_expanded) hides its
 * descendants: they stay in the order, keep their index paths, and take no
 * room (a zero-height frame at the end of the collapsed item); hit tests
 * and reorder_engine_presentation skip them.
 *
 * Lifting an item lifts its subtree, collapsed while it is dragged
 * (reopened at the drop), and reported as a run of moves (see
 * REORDER_EVENT_MOVE). The vertical position picks the slot by the reorder
 * rule among the visible rows; the horizontal offset from where it was
 * lifted picks the depth, one level per outline_indent, limited to the
 * depths valid at that slot: no deeper than one below the visible row
 * above it (that row's own depth when it is collapsed or takes no
 * children, REORDER_ITEM_NO_CHILDREN), no shallower than the row after it,
 * and the whole subtree within outline_max_depth. Over the middle of a row
 * (outline_into_zone of its height) the subtree goes into that row as its
 * first child; held there outline_expand_delay seconds, a collapsed row
 * expands (REORDER_EVENT_EXPAND). A subtree is never dropped into itself.
 * Arrow keys move a keyboard drag one visible row at a time, left and right
 * (as they look) or REORDER_KEY_INDENT and _OUTDENT change its depth; a
 * step towards a row the drag would go into (or combine with) first stops
 * over it, as a held pointer does (REORDER_TEXT_INTO_READY), and the same
 * key again passes it.
 * Every step costs O(log n) plus the subtree's size. item_spacing must be
 * 0 and axis vertical (else REORDER_E_INVALID); the other list options
 * apply. An outline in a transfer group (reorder_group_new) neither gives
 * nor takes items: a subtree's depths mean nothing in another engine.
 */
#define REORDER_LAYOUT_OUTLINE 3

/* Since 1.1. How a flow lines up a line's items (reorder_options.flow_align). */
typedef int32_t reorder_flow_align;
#define REORDER_FLOW_ALIGN_START 0  /* at the start (the right, right to left) */
#define REORDER_FLOW_ALIGN_CENTER 1 /* centred in the width */
/* Spread over the width: the room left over is shared out between the
 * items, as justified text; a section's last line, and a line of one
 * item, stay at the start. */
#define REORDER_FLOW_ALIGN_JUSTIFY 2

/* Since 1.1. Which side a layout starts on (reorder_options.direction). */
typedef int32_t reorder_direction;
#define REORDER_DIRECTION_LTR 0 /* left to right */
/* Right to left: the left-to-right layout mirrored about the content's
 * width. A horizontal list or grid starts at the right, grid rows fill from
 * the right, insets and drag handles mirror. Index paths, the reorder rules
 * and announcements stay logical (item 0 is at the start); arrow keys move
 * as they look (left is onwards). A horizontal layout's content width
 * changes with its items, and with it every x: keep the start in view by
 * moving the scroll offset by the change (reorder_engine_content_size). */
#define REORDER_DIRECTION_RTL 1

/* A list's main axis, along which items follow each other and sizes count. */
typedef int32_t reorder_axis;
#define REORDER_AXIS_VERTICAL 0   /* top to bottom; sizes are heights */
#define REORDER_AXIS_HORIZONTAL 1 /* left to right; sizes are widths */

/*
 * When the lifted item takes a new slot. Every rule is measured in the
 * layout of the others: the layout as it would be with the lifted item
 * taken out, which stays put for the whole drag. "Leading edge" is the
 * lifted item's top edge (left edge in horizontal lists) as if it were not
 * scaled by the lift; "neighbour N" is the next item in the direction of
 * travel, whose span in that layout runs from its start o to o + size +
 * item_spacing. A rule keeps the current slot while it is still acceptable,
 * so no rule oscillates: holding the pointer still never moves the item.
 *
 * Flows (since 1.1): the line of the others' layout nearest the lifted
 * item's centre (for REORDER_RULE_POINTER the pointer), in the section
 * nearest it, then a slot in that line as each rule says below; the
 * lifted item's leading edge is its left edge (its right, right to left).
 * While the centre (pointer) is over the lifted item's own slot as laid
 * out now, it stays. Since the others' layout does not change during the
 * drag, however the lines re-flow around the lifted item, a pointer held
 * still never moves it, whatever the widths; but coming back to where the
 * drag began need not bring it home (the others' lines are not the lines
 * it left).
 */
typedef int32_t reorder_rule;
/*
 * Lists: the item passes N once its leading edge goes past N's midpoint
 * (o + (size + item_spacing) / 2) by more than w = min(item_spacing / 2,
 * (size + item_spacing) / 4) going forward, and comes back before N once
 * the leading edge is at or before that midpoint - w going back. Grids: the
 * cell (or the slot past the last cell) under the lifted item's centre.
 * Flows: after the items of the line whose centres are before the lifted
 * item's centre. The default.
 */
#define REORDER_RULE_MIDPOINT 0
/*
 * Lists: the item passes N only once its leading edge reaches N's far end
 * (o + size + item_spacing) going forward, and comes back before N once the
 * leading edge is back at N's start (o) going back, both inclusive: the
 * whole neighbour is passed, as in DHDragableCellTableView. Grids: the cell
 * under the lifted item's centre, taken once the lifted item's far edges
 * reach that cell's far edges in each direction it moves. Flows: going on,
 * N is passed once the leading edge is past N's far edge; going back, once
 * it is before N's start.
 */
#define REORDER_RULE_EDGE 1
/*
 * Lists: the slot under the pointer. A slot's span is where the lifted item
 * would lie in it, [start, start + its own size) along the main axis. The
 * item keeps its slot while that span holds the pointer; otherwise it takes
 * the nearest slot whose span does (entering another section, the one
 * nearest the end it comes in by), so it passes rows one at a time and
 * never a row the pointer has not reached. Going forward it passes N once
 * the pointer is at or past both the end of its own slot and the point
 * where it would start after N (o + N's size + item_spacing); going back,
 * once the pointer is before both the start of its own slot and the point
 * where it would end in N's slot (o + its own size). So a row no larger
 * than the item is passed as soon as the pointer leaves the item's slot
 * toward it; a larger row only once the pointer is within the item's size
 * of that row's far side. Where no span holds the pointer (inside a row
 * larger than the item, or past a section's items), the item takes the
 * nearer of the two slots around the pointer. Grids: the cell under the
 * pointer (the item stays while the pointer is between cells). Flows: after
 * the items of the line whose centres are before the pointer.
 */
#define REORDER_RULE_POINTER 2
/*
 * Grids: the cell whose centre is nearest the lifted item's centre, taken
 * once that distance is at most half a cell width. Lists and flows treat it
 * as REORDER_RULE_MIDPOINT.
 */
#define REORDER_RULE_CENTER 3

/* What a move does to the items between the two places. */
typedef int32_t reorder_semantics;
/* The item is removed and inserted: the items between shift by one. */
#define REORDER_SEMANTICS_SHIFT 0
/* The item swaps places with the one at the target; nothing else moves. */
#define REORDER_SEMANTICS_EXCHANGE 1

/* What turns a press into a drag. */
typedef int32_t reorder_activation;
/* Held still (within long_press_tolerance) for long_press_delay. */
#define REORDER_ACTIVATION_LONG_PRESS 0
/* Moved drag_distance from the press point. */
#define REORDER_ACTIVATION_DISTANCE 1
/* At once, on the press. */
#define REORDER_ACTIVATION_IMMEDIATE 2

/* When the order changes during a pointer drag. */
typedef int32_t reorder_commit;
/* At every step: the order changes and REORDER_EVENT_MOVE is reported then. */
#define REORDER_COMMIT_LIVE 0
/* At the drop: the others only shift on screen until then; the moves are
 * reported together at the drop. */
#define REORDER_COMMIT_ON_DROP 1

/* How autoscroll_zone is measured. */
typedef int32_t reorder_zone;
#define REORDER_ZONE_ABSOLUTE 0 /* in units */
#define REORDER_ZONE_FRACTION 1 /* a fraction (0...0.5) of the viewport's extent */

/*
 * How edge auto-scroll speeds up. The depth d is how far the pointer is
 * into the zone, from 0 at the zone's inner boundary to 1 at the viewport's
 * edge; the speed is autoscroll_max_speed times the curve.
 */
typedef int32_t reorder_curve;
/* d: speed grows in proportion to the depth, from the first instant. */
#define REORDER_CURVE_LINEAR 0
/* (1 - (1 - d)^5) times min(1, t / 2 s)^5, t = time since the pointer
 * entered the zone: fast near the zone's edge, ramped up over two seconds. */
#define REORDER_CURVE_RAMPED 1
/* d^2, times a dampening that rises from 0 at 0.36 s to 1 at 1.2 s after
 * the lift. */
#define REORDER_CURVE_EASED 2

/* How an animation's progress follows time. */
typedef int32_t reorder_easing;
#define REORDER_EASING_LINEAR 0
#define REORDER_EASING_EASE_OUT 1    /* fast start, slow end */
#define REORDER_EASING_EASE_IN_OUT 2 /* slow start and end */

/* In what order a lifted group lands (see reorder_selection_set). */
typedef int32_t reorder_group_order;
/* The order the items were selected in (UIKit's). */
#define REORDER_GROUP_ORDER_SELECTION 0
/* The order the items had before the lift. */
#define REORDER_GROUP_ORDER_LAYOUT 1

/* The version of reorder_options this header describes. */
#define REORDER_OPTIONS_VERSION 2

/*
 * Everything an engine is configured with. Initialise with
 * reorder_options_init(&options, REORDER_OPTIONS_VERSION), change what you
 * need, then pass to reorder_engine_new or reorder_engine_configure.
 * Defaults are given with each field; lengths are in units, durations in
 * seconds. Every number must be finite and in 0...1e9 (fractions and scales
 * as noted). A field that the chosen layout or mode does not use is
 * ignored, but still checked: a bad value there is refused as anywhere.
 */
typedef struct reorder_options {
  uint32_t version; /* REORDER_OPTIONS_VERSION, set by reorder_options_init */

  /* Layout. */
  reorder_layout layout; /* default REORDER_LAYOUT_LIST */
  reorder_axis axis;     /* lists only (grids: grid_axis); default REORDER_AXIS_VERTICAL */
  /* The items' extent across the main axis: their width in vertical lists
   * and grids (a flow's width), their height in horizontal lists. 0 (the
   * default) follows the viewport's width (height for horizontal lists) as
   * given to reorder_engine_set_viewport. */
  double cross_extent;
  /* Lists: between items. Grids and flows: between the items of a row.
   * Default 0. */
  double item_spacing;
  /* Grids and flows only: between rows. Default 0. */
  double line_spacing;
  /* Between sections. Default 0. */
  double section_spacing;
  /* Lists: around the whole content. Grids and flows: inside each section,
   * around its cells or lines, below its header. x = left, y = top, width = right, height =
   * bottom. Default 0 on every side. */
  reorder_rect insets;
  /* Grids only: a fixed number of columns (default 4), whose cells share the
   * cross extent: cell width = (cross_extent - left and right insets -
   * (columns - 1) * item_spacing) / columns, and grid_cell_width is ignored.
   * 0: as many cells of grid_cell_width as fit (at least one). */
  int32_t grid_columns;
  /* Grids only, used when grid_columns is 0: the cell width (> 0 then). */
  double grid_cell_width;
  /* Grids only: the cell height; 0 (the default) makes cells square. */
  double grid_cell_height;
  /* The main-axis extent of a section's item area while it has no items:
   * a drop zone between its header and footer (grids: between its insets,
   * across the whole width). Section frames, the content size and hit tests
   * include it (a hit in it is the slot (section, 0)); every rule enters it
   * as it would a neighbouring item of this extent (grids: one cell across
   * the width). During a drag, a section whose only item is lifted counts as
   * empty, zone included, so the item can come back. 0 leaves an empty
   * section its header and footer only, reachable by keys and
   * reorder_engine_move but not by pointer. Default 44. */
  double empty_section_extent;

  /* Reorder rules. */
  reorder_rule rule;           /* default REORDER_RULE_MIDPOINT */
  reorder_semantics semantics; /* default REORDER_SEMANTICS_SHIFT */
  reorder_bool cross_section_moves; /* items may change section; default 1 */

  /* Pointer drags. */
  reorder_activation activation; /* default REORDER_ACTIVATION_LONG_PRESS */
  double long_press_delay;       /* seconds held before a drag starts; 0.5 */
  double long_press_tolerance;   /* movement allowed while holding; 10 */
  double drag_distance;          /* REORDER_ACTIVATION_DISTANCE's distance; 5 */
  reorder_commit commit;         /* default REORDER_COMMIT_LIVE */
  /* Nonzero keeps the lifted item inside the content's bounds while it is
   * dragged; 0 (the default) lets it follow the pointer anywhere. */
  reorder_bool clamp_to_content;

  /* Edge auto-scroll: while the pointer is within autoscroll_zone of a
   * viewport edge on a scrolling axis (lists: the main axis; grids: both),
   * the viewport scrolls toward that edge, never past the content, and
   * reports REORDER_EVENT_SCROLL. The lifted item stays under the pointer. */
  reorder_zone autoscroll_zone_kind; /* default REORDER_ZONE_ABSOLUTE */
  reorder_curve autoscroll_curve;    /* default REORDER_CURVE_LINEAR */
  double autoscroll_zone;            /* the zone's depth from the edge; 150 */
  double autoscroll_max_speed;       /* units per second at full depth; 1200 */
  double autoscroll_grace;           /* seconds after the lift before any scroll; 0.15 */

  /* The look of a lifted item and the animations (durations in seconds). */
  double lift_scale;           /* 1.05 */
  double lift_alpha;           /* 0.98 (0...1) */
  reorder_point shadow_offset; /* (-5, 0); may be negative */
  double shadow_radius;        /* 5 */
  double shadow_opacity;       /* 0.4 (0...1) */
  double lift_duration;        /* 0.25: the lift look fades in */
  /* 0.2: others slide to their new places. A drag step's slides last no
   * longer than the time since the drag's previous step, so a drag faster
   * than the slides (fast auto-scroll) draws the lifted item's one gap
   * instead of a blank stripe between every pair of rows in flight. */
  double displace_duration;
  double settle_duration;      /* 0.25: a dropped item settles */
  double cancel_duration;      /* 0.25: a cancelled item returns */
  reorder_easing displace_easing; /* default REORDER_EASING_EASE_OUT */
  reorder_easing settle_easing;   /* default REORDER_EASING_EASE_OUT */
  /* Since version 2. */
  reorder_group_order group_order; /* default REORDER_GROUP_ORDER_SELECTION */
  /* Grids only: how the grid scrolls. REORDER_AXIS_VERTICAL (the default):
   * cells fill rows left to right. REORDER_AXIS_HORIZONTAL: cells fill
   * columns top to bottom, the grid scrolls sideways, and the grid fields
   * turn with it: grid_columns counts the cells down a column (sharing the
   * height: cross_extent follows the viewport's height), grid_cell_height
   * is used when grid_columns is 0 and grid_cell_width 0 makes cells
   * square, item_spacing is between the cells of a column and line_spacing
   * between columns; insets stay left, top, right, bottom. Arrow keys move
   * as they look: up and down within a column, left and right across. */
  reorder_axis grid_axis;
  /* Nonzero: an item lifted inside an auto-scroll zone scrolls nothing
   * there until the pointer moves towards that edge (dnd-kit's scroll
   * intent), so picking up the last visible row does not run the view
   * away. Default 0; 1 in REORDER_PRESET_DESKTOP. */
  reorder_bool autoscroll_intent;
  reorder_direction direction; /* default REORDER_DIRECTION_LTR */
  /* Flows only: how short lines line up. Default REORDER_FLOW_ALIGN_START. */
  reorder_flow_align flow_align;
  /* Flows only: the height of an item whose height the host has not set
   * (reorder_item_set_cross_size). Default 32. */
  double flow_item_height;
  /* Outlines only (REORDER_LAYOUT_OUTLINE): the indentation of one level,
   * in content units (> 0). Default 24. */
  double outline_indent;
  /* Outlines only: the deepest level any item may have, 0...255 (0: the top
   * level only). Default 32. */
  int32_t outline_max_depth;
  /* Outlines only: the fraction of a row's height, about its middle, where
   * a drag goes into the row as its first child (0...1; 0 never). Default
   * 0.5. */
  double outline_into_zone;
  /* Outlines only: seconds a drag stays going into a collapsed row before
   * the row expands (0 never, at most 3600). Default 0.7. */
  double outline_expand_delay;
  /* Lists, grids and outlines: the fraction of an item's extent (a list's
   * main extent, a cell's both), about its middle, over which a drag holds
   * still to combine with the item (react-beautiful-dnd's combine; an iOS
   * folder). 0 (the default) never combines; else in (0, 1]. In an outline
   * only items that take no children (REORDER_ITEM_NO_CHILDREN) combine;
   * the others take drops into them. Once the drag has stayed there
   * combine_delay seconds, the item is shown as the target
   * (reorder_presentation.target) and a drop combines: the drag's moves
   * are undone as at a cancel (reported back), then REORDER_EVENT_COMBINE
   * names both items and REORDER_EVENT_CANCEL (REORDER_CANCEL_COMBINED)
   * ends the drag. The host decides what combining means. A keyboard
   * drag's step towards such an item first stops over it (at once, its
   * target; REORDER_TEXT_COMBINE_READY), and the same key again passes
   * it. */
  double combine_zone;
  /* Seconds over an item's combine zone before a drop combines, 0...3600.
   * Default 0. */
  double combine_delay;
} reorder_options;

/*
 * Sets the fields that version `version` of reorder_options has to their
 * defaults, and options->version to `version`; writes nothing past them, so
 * a host compiled against an older header is safe passing its own
 * REORDER_OPTIONS_VERSION. Errors: REORDER_E_NULL (options is NULL),
 * REORDER_E_VERSION (version is 0 or newer than this library's; the
 * message, from reorder_engine_last_error(NULL), names both). On error
 * nothing is written. Any thread.
 */
REORDER_API reorder_status reorder_options_init(reorder_options *options, uint32_t version);

/* Starting points for reorder_options_init_preset. */
typedef int32_t reorder_preset;
/* The library's defaults, as reorder_options_init writes them: the seeds'
 * touch behaviour (edge auto-scroll at full speed from the first instant,
 * from a 150-unit zone a thumb reaches). */
#define REORDER_PRESET_TOUCH 0
/* A desktop host driven by a mouse: edge auto-scroll from a 64-unit zone
 * the pointer enters on purpose, at a speed that ramps up over two seconds
 * (REORDER_CURVE_RAMPED), so a user stays in control of it. Everything else
 * as REORDER_PRESET_TOUCH. */
#define REORDER_PRESET_DESKTOP 1

/*
 * Since 1.1. As reorder_options_init, with the defaults of `preset`
 * instead of the library's; change what you need after. Errors: those of
 * reorder_options_init, and REORDER_E_INVALID when preset is not a
 * REORDER_PRESET_* this library knows. On error nothing is written. Any
 * thread.
 */
REORDER_API reorder_status reorder_options_init_preset(reorder_options *options, uint32_t version,
                                                       reorder_preset preset);

/* ------------------------------------------------------------------------ */
/* Engines                                                                   */
/* ------------------------------------------------------------------------ */

/* An engine: one ordered set of sections and items, its layout, rules,
 * drag state and history. Opaque; use it from one thread at a time. */
typedef struct reorder_engine reorder_engine;

/*
 * Creates an engine configured by *options (NULL: every default) and stores
 * it in *out. Errors: REORDER_E_NULL (out is NULL), REORDER_E_VERSION
 * (options->version unknown), REORDER_E_INVALID (a bad option), with the
 * message in reorder_engine_last_error(NULL). On error *out is set to NULL.
 * The caller owns the engine and releases it with reorder_engine_free.
 */
REORDER_API reorder_status reorder_engine_new(reorder_engine **out,
                                              const reorder_options *options);

/*
 * Releases an engine, its items and its callbacks' user data (through their
 * destroy functions, each run once). NULL is a no-op (REORDER_OK). From
 * inside one of the engine's own event callbacks or its retarget hook, the
 * release is deferred until the call that ran them ends (no further events
 * are delivered) and REORDER_OK is returned; the engine must not be used
 * after. An engine in a transfer group leaves it first (a drag crossing it
 * is cancelled in the others). Errors: REORDER_E_THREAD when another thread
 * is inside a call on the engine or on a member of its group: nothing is
 * released and the engine stays valid.
 */
REORDER_API reorder_status reorder_engine_free(reorder_engine *engine);

/*
 * Reconfigures a live engine from *options (NULL: every default); items,
 * order and history are kept. Errors as reorder_engine_new, plus
 * REORDER_E_STATE when a press or drag is in progress (the drag settings
 * cannot change under it). On error the old configuration stays.
 */
REORDER_API reorder_status reorder_engine_configure(reorder_engine *engine,
                                                    const reorder_options *options);

/*
 * A one-line description of the last error on this engine ("" when the last
 * call succeeded). After REORDER_E_THREAD it is "another thread is using
 * this engine" (the message is kept per thread, not in the engine). For a
 * NULL engine: the calling thread's last reorder_engine_new or _init error
 * ("" if it succeeded). Valid until the next call on the engine (or, for
 * NULL, the next reorder_engine_new or _init on this thread); never NULL;
 * must not be freed. Read-only: may be called from callbacks.
 */
REORDER_API const char *reorder_engine_last_error(const reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Sections                                                                  */
/* ------------------------------------------------------------------------ */

/* Where an item pushed out of a full section goes (see capacity). */
typedef int32_t reorder_displacement;
/* Into the slot the dragged item left. */
#define REORDER_DISPLACE_VACATED_SLOT 0
/* To the start of the section the dragged item came from. */
#define REORDER_DISPLACE_SOURCE_START 1
/* To the end of that section. */
#define REORDER_DISPLACE_SOURCE_END 2

/* The version of reorder_section_rules this header describes. */
#define REORDER_SECTION_RULES_VERSION 1

/* What a section allows. Initialise with reorder_section_rules_init. */
typedef struct reorder_section_rules {
  uint32_t version; /* REORDER_SECTION_RULES_VERSION, set by the _init */
  /* Nonzero: items neither leave nor enter the section; they still move
   * within it. Default 0. */
  reorder_bool locked;
  /* Nonzero: items from other sections may enter. Default 1. */
  reorder_bool accepts_drops;
  /* A move out may not leave fewer items than this. Default 0. */
  int32_t minimum_count;
  /* At most this many items; 0 (the default) is unlimited. A full section
   * still takes an item dragged in and pushes one of its own out into the
   * source section, as `displacement` says: the item nearest the slot taken
   * (the one after it, or the one before it at the end). */
  int32_t capacity;
  reorder_displacement displacement; /* default REORDER_DISPLACE_VACATED_SLOT */
} reorder_section_rules;

/*
 * Sets the fields that `version` of reorder_section_rules has to their
 * defaults (no lock, accepts drops, no minimum, no capacity) and
 * rules->version to `version`, writing nothing past them. Errors:
 * REORDER_E_NULL, REORDER_E_VERSION (as reorder_options_init). Any thread.
 */
REORDER_API reorder_status reorder_section_rules_init(reorder_section_rules *rules,
                                                      uint32_t version);

/*
 * Inserts an empty section at index (0...count) with header and footer
 * extents along the main axis (finite, 0...1e9) and the given rules (NULL:
 * defaults). Errors: REORDER_E_RANGE, REORDER_E_INVALID, REORDER_E_VERSION
 * (rules->version), and REORDER_E_BUSY / REORDER_E_THREAD as for every
 * changing call.
 */
REORDER_API reorder_status reorder_section_insert(reorder_engine *engine, int32_t index,
                                                  double header, double footer,
                                                  const reorder_section_rules *rules);

/* Removes a section and its items. Errors: REORDER_E_RANGE. A drag whose
 * item goes is cancelled (REORDER_EVENT_CANCEL, REORDER_CANCEL_ITEM_REMOVED). */
REORDER_API reorder_status reorder_section_remove(reorder_engine *engine, int32_t index);

/* Replaces a section's rules (NULL: the defaults). Errors: REORDER_E_RANGE,
 * REORDER_E_INVALID, REORDER_E_VERSION (rules->version unknown). */
REORDER_API reorder_status reorder_section_set_rules(reorder_engine *engine, int32_t index,
                                                     const reorder_section_rules *rules);

/* Sets a section's header and footer extents. Errors: REORDER_E_RANGE,
 * REORDER_E_INVALID. */
REORDER_API reorder_status reorder_section_set_extents(reorder_engine *engine, int32_t index,
                                                       double header, double footer);

/*
 * Replaces the items of a section with count items from caller arrays, in
 * O(count): ids[i] (unique in the engine), sizes[i] (main-axis extent,
 * finite, 0...1e9) and flags[i] (reorder_item_flags in a byte; flags NULL:
 * all REORDER_ITEM_DEFAULT). The arrays are read during the call only. ids
 * and sizes may be NULL only when count is 0. Errors: REORDER_E_NULL,
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

/*
 * Since 1.1. Sets the selection: the items a drag lifts together. Lifting
 * any selected item (by pointer or key) lifts every selected item that may
 * come: they gather into one run around it, in the order of `group_order`
 * (by default the order of ids here), and move as one item as long as the run
 * (the others open one gap that size). Section rules apply to the run as a
 * whole: a section it enters needs room for all of it (a full section
 * refuses it rather than displace part), and the retarget hook is asked
 * about the lifted item. An item that may not come stays where it is:
 * pinned or not movable, in a locked section other than the lifted item's,
 * or kept out by the rules on its way (a pinned item it would shift, a
 * full section). Each item's move is a REORDER_EVENT_MOVE, the gathering
 * first; the drop is one undo step and a cancel puts every item back. The
 * lifted item's presentation has the group's stack_count, two others are
 * drawn under it (lifted) and the rest are not drawn until the drop. The
 * drop event's count is the group's; its announcements use the
 * REORDER_TEXT_GROUP_* texts.
 *
 * The selection is kept by id: moves keep it, an item removed leaves it.
 * count 0 (ids may then be NULL) clears it. Errors: REORDER_E_NULL (engine,
 * or ids with count > 0), REORDER_E_UNKNOWN_ID (an id no item has),
 * REORDER_E_DUPLICATE_ID (an id given twice); on error the selection is
 * unchanged. A drag in progress keeps the group it lifted.
 */
REORDER_API reorder_status reorder_selection_set(reorder_engine *engine, const uint64_t *ids,
                                                 size_t count);

/*
 * Since 1.1. Copies the selected ids, in selection order, into out_ids
 * (room for capacity ids) and stores how many there are in *out_count, as
 * reorder_section_export does (REORDER_E_BUFFER when capacity is too
 * small). Errors: REORDER_E_NULL. Read-only.
 */
REORDER_API reorder_status reorder_selection_export(uint64_t *out_ids, size_t capacity,
                                                    size_t *out_count,
                                                    const reorder_engine *engine);

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
 * empty section is its header, empty_section_extent and its footer (grids:
 * and the two insets). The list insets (around the whole content) and
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

/* ------------------------------------------------------------------------ */
/* Items                                                                     */
/* ------------------------------------------------------------------------ */

/* Inserts one item at `at` (item 0...count) with a main-axis size (finite,
 * 0...1e9; grids ignore it). Errors: REORDER_E_RANGE, REORDER_E_INVALID,
 * REORDER_E_DUPLICATE_ID, REORDER_E_TOO_MANY. */
REORDER_API reorder_status reorder_item_insert(reorder_engine *engine, uint64_t id, double size,
                                               reorder_item_flags flags, reorder_index_path at);

/* Removes an item. Errors: REORDER_E_UNKNOWN_ID. Removing the lifted item
 * cancels the drag (REORDER_CANCEL_ITEM_REMOVED). */
REORDER_API reorder_status reorder_item_remove(reorder_engine *engine, uint64_t id);

/* Changes an item's main-axis size. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_INVALID. */
REORDER_API reorder_status reorder_item_resize(reorder_engine *engine, uint64_t id, double size);

/*
 * Since 1.1. Sets an item's cross size: in a flow (REORDER_LAYOUT_FLOW) its
 * height, where its size is its width (other layouts keep it for when they
 * become flows). Until set, a flow item is flow_item_height tall. The
 * height travels with the item: moves, undo, and drags to other engines
 * of a reorder_group. Errors: REORDER_E_UNKNOWN_ID, REORDER_E_INVALID (not
 * finite, or outside 0...1e9); on error nothing changes.
 */
REORDER_API reorder_status reorder_item_set_cross_size(reorder_engine *engine, uint64_t id,
                                                       double size);

/*
 * Since 1.1. Sets the cross sizes of every item of a section at once, in
 * order, from a caller array read during the call only (as
 * reorder_item_set_cross_size does one, with one re-flow): count must be
 * the section's item count. sizes may be NULL only when count is 0.
 * Errors: REORDER_E_NULL, REORDER_E_RANGE (no such section),
 * REORDER_E_INVALID (count is not the section's item count, or a size is
 * not finite in 0...1e9), REORDER_E_TOO_MANY (count is past any section's
 * size); on error nothing changes.
 */
REORDER_API reorder_status reorder_section_set_cross_sizes(reorder_engine *engine,
                                                           int32_t section,
                                                           const double *sizes, size_t count);

/* Replaces an item's flags. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_INVALID (unknown bits). */
REORDER_API reorder_status reorder_item_set_flags(reorder_engine *engine, uint64_t id,
                                                  reorder_item_flags flags);

/* Sets the item's drag handle, a rectangle relative to the item's origin
 * (NULL: the whole item). Only presses inside it lift the item. Errors:
 * REORDER_E_UNKNOWN_ID, REORDER_E_INVALID. */
REORDER_API reorder_status reorder_item_set_handle(reorder_engine *engine, uint64_t id,
                                                   const reorder_rect *handle);

/* Sets the item's label for announcements, UTF-8, copied (NULL: back to the
 * REORDER_TEXT_DEFAULT_LABEL template). Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_INVALID (over 4096 bytes or not UTF-8). */
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

/* What a point is over. */
typedef int32_t reorder_hit_kind;
#define REORDER_HIT_NONE 0 /* no sections, or a non-finite point */
#define REORDER_HIT_ITEM 1 /* path is the item under the point */
#define REORDER_HIT_SLOT 2 /* path is the nearest insertion slot */

/* Filled by reorder_engine_hit_test; pass sizeof(reorder_hit). */
typedef struct reorder_hit {
  reorder_hit_kind kind;
  reorder_index_path path;
} reorder_hit;

/* What a point is over, written into the out_size bytes at *out
 * (sizeof(reorder_hit)). Errors: REORDER_E_NULL, REORDER_E_VERSION (out_size
 * smaller than the 1.0 struct). Read-only; O(log n). */
REORDER_API reorder_status reorder_engine_hit_test(reorder_hit *out, size_t out_size,
                                                   const reorder_engine *engine,
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

/* A key for keyboard reordering. */
typedef int32_t reorder_key;
#define REORDER_KEY_PICK_UP_OR_DROP 0 /* space or enter */
#define REORDER_KEY_CANCEL 1          /* escape: also cancels pointer drags */
#define REORDER_KEY_PREVIOUS 2        /* one position back, whatever the layout */
#define REORDER_KEY_NEXT 3            /* one position forward */
#define REORDER_KEY_UP 4              /* grids: one row up; lists: back */
#define REORDER_KEY_DOWN 5            /* grids: one row down; lists: forward */
#define REORDER_KEY_LEFT 6
#define REORDER_KEY_RIGHT 7
#define REORDER_KEY_FIRST 8 /* home: the start of the item's section */
#define REORDER_KEY_LAST 9  /* end */
/* Since 1.1. Outlines: Tab and Shift+Tab. On the focused item (nothing
 * lifted): one level deeper or up, with its subtree, as
 * reorder_item_set_depth; on the lifted one, as left and right. */
#define REORDER_KEY_INDENT 10
#define REORDER_KEY_OUTDENT 11

/*
 * A key for keyboard reordering. focused is the id of the item with
 * keyboard focus, or NULL: REORDER_KEY_PICK_UP_OR_DROP lifts it when
 * nothing is lifted. Moves go through the same rules and retarget hook as
 * pointer drags; a refused move is announced. Errors: REORDER_E_INVALID
 * (unknown key, bad time), REORDER_E_UNKNOWN_ID (focused).
 */
REORDER_API reorder_status reorder_engine_key(reorder_engine *engine, reorder_key key,
                                              const uint64_t *focused, double time);

/* Where a drag is. */
typedef int32_t reorder_phase;
#define REORDER_PHASE_IDLE 0
#define REORDER_PHASE_PRESSING 1 /* a press that may become a drag */
#define REORDER_PHASE_DRAGGING 2 /* also while its item is in another member of its group */
#define REORDER_PHASE_SETTLING 3 /* dropped; the item is settling */

/* The drag phase. Errors: REORDER_E_NULL. Read-only. */
REORDER_API reorder_status reorder_engine_phase(reorder_phase *out, const reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Presentation                                                              */
/* ------------------------------------------------------------------------ */

/* What to draw for one item; pass sizeof(reorder_presentation). frame is
 * unscaled: scale it about its centre. */
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
  reorder_bool lifted; /* the lifted item, or one drawn in its group's stack */
  /* Since version 2. */
  int32_t stack_count; /* how many items the lifted one stands for (its
                        * group's); 1 for every other item */
  /* The item the lifted one goes into (an outline) or will combine with
   * (combine_zone): highlight it. */
  reorder_bool target;
} reorder_presentation;

/*
 * The items in rect (content space, usually the viewport) as they are to be
 * drawn at time, lowest z first, in O(log n + k). out is an array of
 * capacity records of element_size bytes each (sizeof(reorder_presentation)):
 * writes up to capacity of them and the full count to *out_count; returns
 * REORDER_E_BUFFER when capacity is too small (out may be NULL when
 * capacity is 0). Errors: REORDER_E_NULL, REORDER_E_INVALID,
 * REORDER_E_VERSION (element_size smaller than the 1.0 struct). Read-only.
 */
REORDER_API reorder_status reorder_engine_presentation(reorder_presentation *out,
                                                       size_t capacity, size_t element_size,
                                                       size_t *out_count,
                                                       const reorder_engine *engine,
                                                       reorder_rect rect, double time);

/* Stores nonzero in *out while anything moves at time (items or sections):
 * keep the frame clock running until it is 0. Errors: REORDER_E_NULL,
 * REORDER_E_INVALID. Read-only. */
REORDER_API reorder_status reorder_engine_is_animating(reorder_bool *out,
                                                       const reorder_engine *engine,
                                                       double time);

/* ------------------------------------------------------------------------ */
/* Moves and history                                                         */
/* ------------------------------------------------------------------------ */

/*
 * Moves an item (tap-to-move) through the same rules as a drag; `to` is its
 * index path after the move. A move that would shift a pinned item stops
 * next to it, and the host's hook may retarget it: the REORDER_EVENT_MOVE
 * events report where items actually went (more than one when an exchange
 * or a full section moves another item). The moved item's new place is
 * announced (REORDER_EVENT_ANNOUNCEMENT, the REORDER_TEXT_MOVED or
 * REORDER_TEXT_MOVED_TO_SECTION template), as a keyboard step's is. One undo
 * step. In an outline (since 1.1) the item goes with its subtree (`to` is
 * where its first item lands, counted without the subtree), keeping its
 * depth where that is valid there, else the nearest valid one; a
 * destination among a collapsed row's hidden items goes past them; the
 * REORDER_TEXT_OUTLINE_* texts announce it. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_RANGE, REORDER_E_REFUSED, REORDER_E_STATE (the item is being
 * dragged; in an outline, any drag).
 */
REORDER_API reorder_status reorder_engine_move(reorder_engine *engine, uint64_t id,
                                               reorder_index_path to);

/* Undo and redo of committed moves (a drag is one step); the steps are
 * reported as REORDER_EVENT_MOVE. A change that crossed engines of a
 * transfer group is undone or redone in all of them, reported there as
 * moves and REORDER_EVENT_TRANSFER. Errors: REORDER_E_STATE (nothing to
 * undo or redo, a drag in progress, history made stale by host edits, a
 * crossing change that is not the last of every engine it touched or whose
 * other engine left the group), REORDER_E_BUSY or _THREAD (another member
 * of its group is inside a callback or another thread). */
REORDER_API reorder_status reorder_engine_undo(reorder_engine *engine);
REORDER_API reorder_status reorder_engine_redo(reorder_engine *engine);

/* The retarget hook's answer. */
typedef int32_t reorder_retarget_answer;
#define REORDER_RETARGET_ACCEPT 0 /* the proposed destination */
#define REORDER_RETARGET_OTHER 1  /* the one written to *out_target */
#define REORDER_RETARGET_REFUSE 2 /* no move */

/*
 * The host's veto, asked for every proposed move after the section rules
 * (UIKit's targetIndexPathForMove): item `id` at `from` would go to
 * `proposed`. *out_target holds `proposed` on entry. Return
 * REORDER_RETARGET_ACCEPT, REORDER_RETARGET_REFUSE, or write another
 * destination to *out_target and return REORDER_RETARGET_OTHER (it must pass
 * the rules too, else the move is refused). Any other answer refuses. Called
 * while the engine is mid-change: every call on the engine from inside it
 * returns REORDER_E_BUSY (reorder_engine_free is deferred).
 */
typedef reorder_retarget_answer (*reorder_retarget_fn)(reorder_index_path *out_target,
                                                       uint64_t id, reorder_index_path from,
                                                       reorder_index_path proposed,
                                                       void *user_data);

/* Called once with user_data when the library no longer needs it (the
 * callback is replaced or removed, or the engine is freed). Optional. Calls
 * on the engine from inside it return REORDER_E_BUSY, except
 * reorder_engine_free, which returns REORDER_OK and is deferred to the end
 * of the call that ran the destroy function (or is already under way). */
typedef void (*reorder_destroy_fn)(void *user_data);

/* Installs (fn non-NULL) or removes (fn NULL) the retarget hook. The
 * previous hook's destroy function runs. On error (REORDER_E_NULL, _BUSY,
 * _THREAD) nothing changes and the caller still owns user_data. */
REORDER_API reorder_status reorder_engine_set_retarget(reorder_engine *engine,
                                                       reorder_retarget_fn fn,
                                                       reorder_destroy_fn destroy,
                                                       void *user_data);

/* ------------------------------------------------------------------------ */
/* Outlines (since 1.1)                                                      */
/* ------------------------------------------------------------------------ */

/*
 * Gives every item of a section its depth in an outline
 * (REORDER_LAYOUT_OUTLINE), in order, from a caller array read during the
 * call only: count must be the section's item count, the first depth 0,
 * each at most one more than the one before, none past outline_max_depth.
 * Items loaded or inserted later start at depth 0 (an inserted item: the
 * depth of the item it goes before). Not a move: no event, no undo step;
 * collapsed items keep hiding what is now under them. O(n). depths may be
 * NULL only when count is 0. Errors: REORDER_E_NULL, REORDER_E_STATE (not
 * an outline, or a drag in progress), REORDER_E_RANGE (no such section),
 * REORDER_E_INVALID (count, or a depth out of range; the message names the
 * first), REORDER_E_TOO_MANY; on error nothing changes.
 */
REORDER_API reorder_status reorder_section_set_depths(reorder_engine *engine, int32_t section,
                                                      const int32_t *depths, size_t count);

/*
 * Moves an item, with its subtree, to `depth` where it is (indent,
 * outdent): one undo step, reported as REORDER_EVENT_MOVE (each item of
 * the subtree, from_depth to depth) and announced. Valid depths: up to one
 * below the item before it (its own when that item takes no children), the
 * subtree within outline_max_depth; down to what keeps the items after the
 * subtree valid (going up a level, the item takes its following siblings
 * as children, as outliners do). Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_STATE (not an outline, a drag in progress), REORDER_E_REFUSED
 * (the depth is not valid there; the message gives the range); on error
 * nothing changes.
 */
REORDER_API reorder_status reorder_item_set_depth(reorder_engine *engine, uint64_t id,
                                                  int32_t depth);

/*
 * Moves an item, with its subtree, under `parent` (has_parent 0: the top
 * level of `section`; else `section` is ignored) as its `index`-th child
 * (0...its child count; the item's own place among them counts as it is
 * now): one undo step through the section rules and pinned items, reported
 * as REORDER_EVENT_MOVE and announced. reorder_engine_move in an outline
 * moves a subtree too, keeping its depth where that is valid. Errors:
 * REORDER_E_UNKNOWN_ID (the item or the parent), REORDER_E_STATE (not an
 * outline, a drag in progress), REORDER_E_RANGE (no such section),
 * REORDER_E_REFUSED (index out of range, the parent is in the subtree or
 * takes no children, the subtree would pass outline_max_depth, a rule or
 * pinned item); on error nothing changes.
 */
REORDER_API reorder_status reorder_item_move_into(reorder_engine *engine, uint64_t id,
                                                  int32_t section, reorder_bool has_parent,
                                                  uint64_t parent, int32_t index);

/*
 * Expands (nonzero) or collapses (0) an outline item. Collapsed, its
 * descendants are hidden: kept in the order with their index paths, taking
 * no room; the items after slide (REORDER_EVENT_ANIMATION_NEEDED). Items
 * start expanded. Errors: REORDER_E_UNKNOWN_ID, REORDER_E_STATE (not an
 * outline, or it is the lifted item); O(subtree · log n).
 */
REORDER_API reorder_status reorder_item_set_expanded(reorder_engine *engine, uint64_t id,
                                                     reorder_bool expanded);

/* An item's depth (0 at the top; 0 outside outlines). Errors: REORDER_E_NULL,
 * REORDER_E_UNKNOWN_ID. Read-only; O(1). */
REORDER_API reorder_status reorder_item_depth(int32_t *out, const reorder_engine *engine,
                                              uint64_t id);

/* An item's parent: *out_has_parent 0 at the top level (and outside
 * outlines), else its id in *out_parent. Errors: REORDER_E_NULL,
 * REORDER_E_UNKNOWN_ID. Read-only; O(log n). */
REORDER_API reorder_status reorder_item_parent(uint64_t *out_parent, reorder_bool *out_has_parent,
                                               const reorder_engine *engine, uint64_t id);

/* An item's place among its siblings (0-based) and how many they are,
 * itself included (outside outlines: its index and its section's count).
 * With reorder_item_parent, what a tree model's move needs (Qt's
 * moveRows). Errors: REORDER_E_NULL, REORDER_E_UNKNOWN_ID. Read-only;
 * O(log n). */
REORDER_API reorder_status reorder_item_child_index(int32_t *out_index, int32_t *out_count,
                                                    const reorder_engine *engine, uint64_t id);

/* How many items an item's subtree holds, itself included (1 outside
 * outlines). Errors: REORDER_E_NULL, REORDER_E_UNKNOWN_ID. Read-only;
 * O(log n). */
REORDER_API reorder_status reorder_item_subtree_count(int32_t *out, const reorder_engine *engine,
                                                      uint64_t id);

/* Whether an item is expanded (nonzero; always outside outlines), and
 * whether it is hidden under a collapsed ancestor. Errors: REORDER_E_NULL,
 * REORDER_E_UNKNOWN_ID. Read-only; O(1). */
REORDER_API reorder_status reorder_item_is_expanded(reorder_bool *out,
                                                    const reorder_engine *engine, uint64_t id);
REORDER_API reorder_status reorder_item_is_hidden(reorder_bool *out, const reorder_engine *engine,
                                                  uint64_t id);

/*
 * The host's veto over outline moves, in tree terms, asked for every step
 * of an outline drag and keyboard drag after the rules: item `id` would go
 * under `parent` (has_parent 0: the top level of `section`) as its
 * `index`-th child. The out parameters hold the proposal on entry. Return
 * REORDER_RETARGET_ACCEPT, REORDER_RETARGET_REFUSE (the step is not taken),
 * or write another place and return REORDER_RETARGET_OTHER (it must pass
 * the rules too, else the step is not taken). Called mid-change, as
 * reorder_retarget_fn: calls on the engine return REORDER_E_BUSY.
 */
typedef reorder_retarget_answer (*reorder_outline_retarget_fn)(
    int32_t *out_section, reorder_bool *out_has_parent, uint64_t *out_parent, int32_t *out_index,
    uint64_t id, int32_t section, reorder_bool has_parent, uint64_t parent, int32_t index,
    void *user_data);

/* Installs (fn non-NULL) or removes (fn NULL) the outline retarget hook.
 * The previous hook's destroy function runs. On error (REORDER_E_NULL,
 * _BUSY, _THREAD) nothing changes and the caller still owns user_data. */
REORDER_API reorder_status reorder_engine_set_outline_retarget(reorder_engine *engine,
                                                               reorder_outline_retarget_fn fn,
                                                               reorder_destroy_fn destroy,
                                                               void *user_data);

/* ------------------------------------------------------------------------ */
/* Events                                                                    */
/* ------------------------------------------------------------------------ */

/* What an event reports. */
typedef int32_t reorder_event_type;
/* id was lifted from `from` (= `to`). */
#define REORDER_EVENT_LIFT 1
/*
 * id moved from `from` to `to`. Apply move events in order: each one's
 * from and to are index paths in the order as it is after the host has
 * applied every earlier move event (remove at from, insert at to).
 */
#define REORDER_EVENT_MOVE 2
/* The whole drag ended with a drop: id went from where it was lifted
 * (`from`) to its final place (`to`); the moves were reported before it. */
#define REORDER_EVENT_DROP 3
/* The drag of id was cancelled and the order restored (the moves back were
 * reported before it); reason: reorder_cancel_reason. */
#define REORDER_EVENT_CANCEL 4
/* A press did not become a drag; reason: reorder_not_a_drag_reason; id names
 * the pressed item when has_id is nonzero. */
#define REORDER_EVENT_NOT_A_DRAG 5
/* Auto-scroll moved the viewport's origin to `offset`: scroll there. */
#define REORDER_EVENT_SCROLL 6
/* `text` for screen readers. */
#define REORDER_EVENT_ANNOUNCEMENT 7
/* Something started moving: run the frame clock (reorder_engine_tick) until
 * reorder_engine_is_animating says 0. */
#define REORDER_EVENT_ANIMATION_NEEDED 8
/* Polled last, once the waiting events are taken: `id` calls were refused
 * with REORDER_E_QUEUE_FULL while they waited (see
 * reorder_engine_poll_event). */
#define REORDER_EVENT_QUEUE_FULL 9
/*
 * Since 1.1. id went from engine `source` (at `from`) to engine `target`
 * (at `to`), members of one transfer group (see reorder_group_new); reason:
 * reorder_transfer_kind. Both engines report it, the source first, and
 * each applies its half: for REORDER_TRANSFER_MOVE the source removes the
 * item at `from` and the target inserts it at `to`. Like moves, transfers
 * are reported as they happen (REORDER_COMMIT_LIVE) or at the drop, in
 * order with the engine's moves. A run of items (a lifted group) is one
 * event per item, applied in order.
 */
#define REORDER_EVENT_TRANSFER 10
/*
 * Since 1.1. Edge auto-scroll moved an outer scroll container (see
 * reorder_outer_scroll) to `offset`: scroll it there. reason:
 * reorder_outer_scope, whose container it is. The frames of the engines
 * inside it have moved by the opposite amount already
 * (reorder_engine_set_frame may confirm them later).
 */
#define REORDER_EVENT_OUTER_SCROLL 11
/* Since 1.1. The drag ends with `id` combined with `other` (see
 * reorder_options.combine_zone); REORDER_EVENT_CANCEL follows. Nothing
 * moved: the host decides what combining means. */
#define REORDER_EVENT_COMBINE 12
/* Since 1.1. An outline item was expanded by a drag held going into it
 * (reorder_options.outline_expand_delay): show its children. */
#define REORDER_EVENT_EXPAND 13

/* Why a drag was cancelled (REORDER_EVENT_CANCEL's reason). */
typedef int32_t reorder_cancel_reason;
#define REORDER_CANCEL_POINTER 0      /* reorder_engine_pointer_cancel */
#define REORDER_CANCEL_KEY 1          /* REORDER_KEY_CANCEL */
#define REORDER_CANCEL_HOST 2         /* reorder_engine_cancel_drag */
#define REORDER_CANCEL_ITEM_REMOVED 3 /* the host removed the lifted item */
/* Since 1.1: dropped over a member of the transfer group that would not take
 * the item (its rules, a full or locked section, an id it has): everything
 * went back to where the drag found it. */
#define REORDER_CANCEL_REFUSED 4
/* Since 1.1: dropped onto an item to combine (REORDER_EVENT_COMBINE). */
#define REORDER_CANCEL_COMBINED 5

/* Since 1.1. What a transfer does (REORDER_EVENT_TRANSFER's reason). */
typedef int32_t reorder_transfer_kind;
/* The source removes the item at `from`; the target inserts it at `to`. */
#define REORDER_TRANSFER_MOVE 0
/* The target inserts a copy at `to`; the source keeps its item (a member
 * whose rules pull REORDER_PULL_COPY). The copy has the same id. */
#define REORDER_TRANSFER_COPY 1
/* The source removes its copy at `from` (a copy taken back by a cancel, an
 * undo, or a drag that returned home); the target keeps its item. */
#define REORDER_TRANSFER_DISCARD 2

/* Since 1.1. Whose outer container REORDER_EVENT_OUTER_SCROLL moved (its
 * reason). */
typedef int32_t reorder_outer_scope;
#define REORDER_OUTER_ENGINE 0 /* the engine's own: reorder_engine_set_outer_scroll */
#define REORDER_OUTER_GROUP 1  /* its transfer group's: reorder_group_set_outer_scroll */

/* Why a press was not a drag (REORDER_EVENT_NOT_A_DRAG's reason). */
typedef int32_t reorder_not_a_drag_reason;
#define REORDER_NOT_A_DRAG_MOVED 0        /* moved before the long press: a scroll */
#define REORDER_NOT_A_DRAG_TAP 1          /* released before activation: a tap */
#define REORDER_NOT_A_DRAG_NOT_LIFTABLE 2 /* pinned, not movable, or off the handle */

/* One event; the library fills event_size bytes (sizeof(reorder_event)). */
typedef struct reorder_event {
  reorder_event_type type;
  int32_t reason; /* CANCEL: reorder_cancel_reason; NOT_A_DRAG:
                     reorder_not_a_drag_reason; OUTER_SCROLL:
                     reorder_outer_scope; else 0 */
  uint64_t id;
  reorder_bool has_id; /* NOT_A_DRAG: id names the pressed item */
  reorder_index_path from;
  reorder_index_path to;
  reorder_point offset; /* SCROLL, OUTER_SCROLL */
  const char *text;     /* ANNOUNCEMENT: UTF-8, NUL-terminated; else NULL */
  size_t text_length;   /* bytes, without the NUL */
  /* Since version 2. */
  int32_t count; /* DROP: how many items landed together (a lifted group's,
                  * see reorder_selection_set; 1 alone); else 0 */
  /* Since version 3. */
  /* TRANSFER: the engines the item left and entered. DROP of a drag that
   * crossed members of a transfer group: the engine it was lifted in and
   * the one it landed in, `from` being in the first and `to` in the
   * second; CANCEL of one: the engine it was lifted in (where it went
   * back) and the one it was in; both engines report either. Else NULL. */
  reorder_engine *source;
  reorder_engine *target;
  /* MOVE in an outline: the item's depth before and after the step (a
   * step may change only the depth; a subtree's items each have one).
   * Else 0. */
  int32_t from_depth;
  int32_t depth;
  /* COMBINE: the item `id` was dropped onto. Else 0. EXPAND: 0. */
  uint64_t other;
} reorder_event;

typedef void (*reorder_event_fn)(const reorder_event *event, void *user_data);

/*
 * Installs (fn non-NULL) or removes the event callback. Events are queued
 * while the engine changes and dispatched, in order, once its state is
 * consistent, at the end of the call that caused them. Each event is
 * event_size bytes (sizeof(reorder_event) as the host was compiled). Inside
 * the callback, read-only calls work, changing calls return REORDER_E_BUSY
 * and reorder_engine_free is deferred. The event and its text are valid
 * during the callback only. Without a callback, events wait for
 * reorder_engine_poll_event. The previous callback's destroy runs. Errors:
 * REORDER_E_NULL, REORDER_E_VERSION (event_size smaller than the 1.0
 * struct), _BUSY, _THREAD; on error nothing changes and the caller still
 * owns user_data.
 */
REORDER_API reorder_status reorder_engine_set_event_callback(reorder_engine *engine,
                                                             reorder_event_fn fn,
                                                             size_t event_size,
                                                             reorder_destroy_fn destroy,
                                                             void *user_data);

/*
 * Receives all the events of one call at once: `count` records, oldest
 * first, each event_size bytes apart (the size given when it was set), so
 * a host in a slow language pays one crossing per call instead of one per
 * event. The records and their texts are valid during the callback only.
 */
typedef void (*reorder_event_batch_fn)(const reorder_event *events, size_t count,
                                       void *user_data);

/*
 * Installs (fn non-NULL) or removes a batch event callback: as
 * reorder_engine_set_event_callback, but fn gets every event of a call in
 * one array. An engine has one event callback: installing either kind
 * replaces the other (its destroy runs). Errors as
 * reorder_engine_set_event_callback.
 */
REORDER_API reorder_status reorder_engine_set_event_batch_callback(reorder_engine *engine,
                                                                   reorder_event_batch_fn fn,
                                                                   size_t event_size,
                                                                   reorder_destroy_fn destroy,
                                                                   void *user_data);

/*
 * Takes the oldest waiting event into the out_size bytes at *out
 * (sizeof(reorder_event)). Returns REORDER_OK when an event was written,
 * REORDER_DONE when none waits (*out is zeroed), or an error:
 * REORDER_E_NULL, REORDER_E_VERSION (out_size smaller than the 1.0 struct);
 * it changes the queue, so from inside a callback it returns
 * REORDER_E_BUSY. out->text stays valid until the next call on the engine.
 *
 * Without a callback, at most REORDER_EVENT_QUEUE_LIMIT events wait. At the
 * limit the library first drops what a late host does not need (every
 * waiting announcement but the newest, every scroll but the newest of each
 * container (the viewport, and since 1.1 each outer container), every
 * animation request but one); if that frees less than half the room, every
 * call that could queue events returns REORDER_E_QUEUE_FULL and changes
 * nothing until the host has polled the queue below half. No move, lift,
 * drop or cancel event is ever dropped. Once the queue is empty, a
 * REORDER_EVENT_QUEUE_FULL event says how many calls were refused.
 * Polling, setting callbacks, reads and reorder_engine_free always work.
 */
#define REORDER_EVENT_QUEUE_LIMIT 65536
REORDER_API reorder_status reorder_engine_poll_event(reorder_event *out, size_t out_size,
                                                     reorder_engine *engine);

/* ------------------------------------------------------------------------ */
/* Transfer groups: dragging between engines                                 */
/* ------------------------------------------------------------------------ */

/*
 * Since 1.1. Engines joined so that a drag carries items from one to
 * another: two lists, a board's columns, two windows (SortableJS's `group`).
 * Each member places its viewport in a space the members share, a window's
 * or the screen's (reorder_engine_set_frame). The host goes on sending a
 * drag's pointer events to the engine it pressed, in that engine's
 * coordinates, as toolkits grab the pointer. When the pointer is over
 * another member whose rules let the item in, the item leaves the engine
 * holding it (its others close the gap, REORDER_EVENT_TRANSFER) and enters
 * that member where the pointer is (its others open a gap); the drag goes on
 * there, with that member's rules, retarget hook, presentation and edge
 * auto-scroll (tick it). A lifted group (reorder_selection_set) goes as one
 * run. Over a member that refuses the item, it stays where it is (an
 * announcement says so); dropped there, the drag is cancelled with
 * REORDER_CANCEL_REFUSED. A cancel puts every item in every member back and
 * the item flies home. While a drag crosses the group, no other member
 * starts one. Keyboard drags stay in their engine; reorder_engine_transfer
 * moves an item between members without a drag.
 *
 * Everything a drag or transfer changed across members is one undo step:
 * reorder_engine_undo or _redo on any member it touched undoes or redoes it
 * in all of them (REORDER_E_STATE unless it is the last change of each).
 * Items keep their ids; an item may not enter a member that has its id.
 * Events of one call reach the members' callbacks in the order they
 * happened across members. Recording (reorder_engine_record_start) covers
 * one engine: a trace does not hold what came from other members.
 *
 * A group, and every member, is used from one thread at a time; a call that
 * reaches a member another thread is inside returns REORDER_E_THREAD and
 * changes nothing.
 */
typedef struct reorder_group reorder_group;

/* Since 1.1. Whether items may leave a member, and how. */
typedef int32_t reorder_pull;
#define REORDER_PULL_NONE 0 /* items never leave */
#define REORDER_PULL_MOVE 1 /* items leave: removed here, inserted there */
#define REORDER_PULL_COPY 2 /* a copy leaves; the item stays (a palette) */

/* The version of reorder_transfer_rules this header describes. */
#define REORDER_TRANSFER_RULES_VERSION 1

/*
 * Since 1.1. What a member lets through. An item goes from member A to
 * member B when A's pull is not NONE, A's give_to has a bit of B's tag, B's
 * put is nonzero and B's accept_from has a bit of A's tag. The rules of
 * the member a drag was lifted in decide its pull, wherever it is; coming
 * back there is always allowed. Initialise with reorder_transfer_rules_init.
 */
typedef struct reorder_transfer_rules {
  uint32_t version; /* REORDER_TRANSFER_RULES_VERSION, set by the _init */
  reorder_pull pull;    /* default REORDER_PULL_MOVE */
  reorder_bool put;     /* nonzero: items from other members may enter; default 1 */
  uint32_t tag;         /* this member's kind, nonzero; default 1 */
  uint32_t give_to;     /* tags items may leave for; default all (0xffffffff) */
  uint32_t accept_from; /* tags items may come from; default all */
  /* Nonzero: while a drag has taken an item of this member to another,
   * the items here keep the gap it left (react-beautiful-dnd's home
   * placeholder; lists only) until the drag ends or the item comes back;
   * default 0: they close it at once. */
  reorder_bool placeholder;
} reorder_transfer_rules;

/*
 * Since 1.1. Sets the fields `version` of reorder_transfer_rules has to
 * their defaults and rules->version to `version`. Errors: REORDER_E_NULL,
 * REORDER_E_VERSION (as reorder_options_init). Any thread.
 */
REORDER_API reorder_status reorder_transfer_rules_init(reorder_transfer_rules *rules,
                                                       uint32_t version);

/*
 * Since 1.1. Creates an empty transfer group and stores it in *out. The
 * caller owns it and releases it with reorder_group_free. Errors:
 * REORDER_E_NULL (out is NULL).
 */
REORDER_API reorder_status reorder_group_new(reorder_group **out);

/*
 * Since 1.1. Releases a group: its members leave it (a drag crossing them
 * is cancelled; the changes that crossed them can no longer be undone) and
 * stay valid. NULL is a no-op. Errors: REORDER_E_THREAD, REORDER_E_BUSY
 * (from inside a member's callback); the group is then still valid.
 */
REORDER_API reorder_status reorder_group_free(reorder_group *group);

/*
 * Since 1.1. Adds an engine to the group with `rules` (NULL: the defaults).
 * An engine is in one group at most; freeing it takes it out first.
 * Errors: REORDER_E_NULL, REORDER_E_VERSION (rules->version unknown),
 * REORDER_E_INVALID (tag 0, an unknown pull), REORDER_E_DUPLICATE_ID (the
 * engine is in a group already), REORDER_E_STATE (a drag is in progress
 * in the group or the engine), _BUSY, _THREAD; on error nothing changes.
 */
REORDER_API reorder_status reorder_group_add(reorder_group *group, reorder_engine *engine,
                                             const reorder_transfer_rules *rules);

/*
 * Since 1.1. Takes an engine out of the group: a drag crossing it is
 * cancelled, and the changes that crossed it can no longer be undone (in
 * any member: undo there returns REORDER_E_STATE). Errors: REORDER_E_NULL,
 * REORDER_E_UNKNOWN_ID (not a member), _BUSY, _THREAD.
 */
REORDER_API reorder_status reorder_group_remove(reorder_group *group, reorder_engine *engine);

/*
 * Since 1.1. Replaces a member's rules; a drag in progress goes on under the
 * new ones. Errors as reorder_group_add, and REORDER_E_UNKNOWN_ID (not a
 * member).
 */
REORDER_API reorder_status reorder_group_set_rules(reorder_group *group, reorder_engine *engine,
                                                   const reorder_transfer_rules *rules);

/*
 * Since 1.1. Where the engine's viewport is in the space its transfer group
 * shares (a window's coordinates for widgets in one window, the screen's
 * for several windows): a point p of the content is at frame.origin + p -
 * viewport.origin. Set it again when the widget moves or resizes. Until it
 * is set, or while it is empty (a width or height of 0: a hidden widget),
 * the pointer is never found over this engine. It also places an engine,
 * in a group or not, in its outer scroll containers (see
 * reorder_outer_scroll), whose scrolling moves it. Errors:
 * REORDER_E_NULL, REORDER_E_INVALID (not finite, a negative size), _BUSY,
 * _THREAD.
 */
REORDER_API reorder_status reorder_engine_set_frame(reorder_engine *engine, reorder_rect frame);

/*
 * Since 1.1. Moves item `id` from `source` to index path `to` in `target`,
 * both members of one transfer group, under the rules a drag between them
 * follows: the transfer rules (a source pulling REORDER_PULL_COPY copies),
 * and the target section's (locked, accepts_drops, capacity: a full section
 * refuses rather than push an item out; an item is never put in front of
 * a pinned one). One undo step of the group. Both engines report
 * REORDER_EVENT_TRANSFER. Errors: REORDER_E_NULL, REORDER_E_UNKNOWN_ID (no
 * such item, or an engine outside the group), REORDER_E_INVALID (the same
 * engine twice), REORDER_E_RANGE (no such section or index),
 * REORDER_E_REFUSED (rules), REORDER_E_DUPLICATE_ID (target has the id),
 * REORDER_E_STATE (a drag in progress), _BUSY, _THREAD; on error nothing
 * changes.
 */
REORDER_API reorder_status reorder_engine_transfer(reorder_engine *source, uint64_t id,
                                                   reorder_engine *target,
                                                   reorder_index_path to);

/* ------------------------------------------------------------------------ */
/* Outer scroll containers: nested scrolling                                 */
/* ------------------------------------------------------------------------ */

/*
 * Since 1.1. A scroll container around an engine's viewport (a list inside
 * a scrolling page), or around every member of a transfer group (a board:
 * columns side by side in a sideways scrolling view). While a drag holds
 * the pointer near an edge, the innermost container that can still scroll
 * that way scrolls, per axis: first the engine's own viewport
 * (REORDER_EVENT_SCROLL), then the engine's outer container, then the
 * group's (REORDER_EVENT_OUTER_SCROLL). So a vertical column in a sideways
 * board scrolls itself near its top and bottom and the board near its left
 * and right, and a column at its end hands its axis on to the board. Each
 * container has its own zones and curve, in units per second (30, 60 and
 * 144 Hz ticks scroll alike, across the hand-over too); with intent, an
 * item lifted inside a zone scrolls nothing there until the pointer moves
 * towards that edge. When a container scrolls by d, the engines inside it
 * move by -d in the shared space: the library moves their frames itself
 * (a drag crossing into a column that scrolled into view goes there at
 * once) and the host scrolls its widget to the reported offset. The
 * engine needs its frame (reorder_engine_set_frame) to find the pointer in
 * the container; without one its container never scrolls.
 */

/* The version of reorder_outer_scroll this header describes. */
#define REORDER_OUTER_SCROLL_VERSION 1

/*
 * Since 1.1. An outer scroll container as the host sees it now.
 * Initialise with reorder_outer_scroll_init. Every number must be finite
 * and within +-1e9.
 */
typedef struct reorder_outer_scroll {
  uint32_t version; /* REORDER_OUTER_SCROLL_VERSION, set by the _init */
  /* The container's visible rect in the shared space of
   * reorder_engine_set_frame (a window's coordinates); default empty. */
  reorder_rect visible;
  reorder_point offset;     /* its scroll offset now; default (0, 0) */
  reorder_point min_offset; /* its scroll limits, min <= offset <= max on */
  reorder_point max_offset; /* each axis; equal: that axis does not scroll */
  /* Its edge auto-scroll, as the autoscroll_* fields of reorder_options. */
  reorder_zone zone_kind; /* default REORDER_ZONE_ABSOLUTE */
  reorder_curve curve;    /* default REORDER_CURVE_LINEAR */
  double zone;            /* the zone's depth from the edge; 150 */
  double max_speed;       /* units per second at full depth; 1200 */
  double grace;           /* seconds after the lift before any scroll; 0.15 */
  reorder_bool intent;    /* nonzero: scroll intent, as autoscroll_intent; 0 */
} reorder_outer_scroll;

/*
 * Since 1.1. Sets the fields `version` of reorder_outer_scroll has to their
 * defaults and outer->version to `version`. Errors: REORDER_E_NULL,
 * REORDER_E_VERSION (as reorder_options_init). Any thread.
 */
REORDER_API reorder_status reorder_outer_scroll_init(reorder_outer_scroll *outer,
                                                     uint32_t version);

/*
 * Since 1.1. Puts the engine inside an outer scroll container (`outer`,
 * copied; NULL takes it out). Call it again whenever the container changes
 * (the user scrolled it, it resized): mid-drag its auto-scroll goes on from
 * the new state, and a new offset moves the engine's frame by the
 * difference, as its own scrolling does. Recorded in traces
 * (reorder_engine_record_start), with the engine's frame. Errors:
 * REORDER_E_VERSION (outer->version unknown), REORDER_E_INVALID (a number
 * not finite or out of range, a negative size, min_offset above
 * max_offset, an offset outside them, a negative zone, a zone fraction
 * above 0.5, an unknown zone_kind or curve), _BUSY, _THREAD; on error
 * nothing changes.
 */
REORDER_API reorder_status reorder_engine_set_outer_scroll(reorder_engine *engine,
                                                           const reorder_outer_scroll *outer);

/*
 * Since 1.1. The same for the container around every member of a
 * transfer group (a board), its visible rect in the members' shared space:
 * it scrolls on the axes the member holding a drag (its viewport, then its
 * own outer container) left it, every member's frame moves with it, and
 * the member holding the drag reports REORDER_EVENT_OUTER_SCROLL with
 * REORDER_OUTER_GROUP. Not recorded in an engine's trace (the group is not
 * part of it). Errors: REORDER_E_NULL (group), and as
 * reorder_engine_set_outer_scroll, described by
 * reorder_engine_last_error(NULL); on error nothing changes.
 */
REORDER_API reorder_status reorder_group_set_outer_scroll(reorder_group *group,
                                                          const reorder_outer_scroll *outer);

/* ------------------------------------------------------------------------ */
/* Announcements                                                             */
/* ------------------------------------------------------------------------ */

/* Which announcement template. */
typedef int32_t reorder_text;
#define REORDER_TEXT_PICK_UP 0
#define REORDER_TEXT_MOVED 1
#define REORDER_TEXT_MOVED_TO_SECTION 2
#define REORDER_TEXT_DROP 3
#define REORDER_TEXT_DROP_TO_SECTION 4
#define REORDER_TEXT_DROP_UNMOVED 5
#define REORDER_TEXT_CANCEL 6
#define REORDER_TEXT_REFUSED 7
#define REORDER_TEXT_DEFAULT_LABEL 8
/* Since 1.1: a selection dragged as one group (reorder_selection_set);
 * {items} is how many items it holds, {position} its first's, {label} the
 * lifted item's. */
#define REORDER_TEXT_GROUP_PICK_UP 9
#define REORDER_TEXT_GROUP_MOVED 10
#define REORDER_TEXT_GROUP_MOVED_TO_SECTION 11
#define REORDER_TEXT_GROUP_DROP 12
#define REORDER_TEXT_GROUP_CANCEL 13
/* Since 1.1: a drop in another engine of a transfer group than the one the
 * item was picked up in (see reorder_group_new). */
#define REORDER_TEXT_DROP_TRANSFERRED 14
/* Since 1.1: outlines. {parent} is the parent's label, {level} the item's
 * level (1 at the top); {position} and {count} are among its siblings. */
#define REORDER_TEXT_OUTLINE_MOVED 15
#define REORDER_TEXT_OUTLINE_MOVED_TOP 16 /* a step to the top level */
#define REORDER_TEXT_OUTLINE_DROP 17
#define REORDER_TEXT_OUTLINE_DROP_TOP 18
/* Since 1.1: combining; {target} is the other item's label. */
#define REORDER_TEXT_COMBINE_READY 19 /* held long enough over {target} */
#define REORDER_TEXT_COMBINED 20
/* Since 1.1: outlines, over a row the item would go into. */
#define REORDER_TEXT_INTO_READY 21

/*
 * Replaces one announcement template (localization), UTF-8, copied.
 * Placeholders: {label} {position} {count} {section} {from} {to}
 * {fromSection} (1-based), {id} in the default label, {items} in the group
 * texts. Errors:
 * REORDER_E_NULL, REORDER_E_INVALID (unknown which, over 1000 characters
 * or 4096 bytes, not UTF-8).
 */
REORDER_API reorder_status reorder_engine_set_text(reorder_engine *engine, reorder_text which,
                                                   const char *utf8_template);

/* ------------------------------------------------------------------------ */
/* Record and replay                                                         */
/* ------------------------------------------------------------------------ */

/* Starts recording every call that changes the engine (configuration,
 * announcement templates, sections, items, labels, handles, pointer, key,
 * viewport, frame and outer scroll container (since 1.1), tick, moves,
 * undo) as a text trace, dropping any earlier
 * recording. Errors: REORDER_E_STATE when the engine's state alone would
 * pass the limits of a trace (reorder_engine_record_stop); an earlier
 * recording then goes on. Like every changing call, refused from inside a
 * callback (REORDER_E_BUSY). */
REORDER_API reorder_status reorder_engine_record_start(reorder_engine *engine);

/*
 * Stops recording and gives the trace: *out_text (NUL-terminated, owned by
 * the caller, released with reorder_free) and its length in *out_length.
 * The trace opens with the engine's state at reorder_engine_record_start
 * (configuration, templates, sections, items, labels, handles, viewport,
 * frame, outer scroll container),
 * so it replays into a fresh engine on its own; only undo history from
 * before the start is not in it. An engine that was not recording gives a
 * trace with no calls.
 * Every trace given replays: it keeps within the limits of
 * reorder_engine_replay. Sections of more than 16 items are packed (base64
 * of id deltas as varints and of runs of sizes and of flags: about 1.4
 * bytes an item for consecutive ids and uniform sizes), and a text over
 * 8192 bytes, which every call refuses, is cut to that. A recording that
 * would pass a limit stops short there: this call then fails with
 * REORDER_E_STATE, naming the line that would have passed it, and the
 * recording ends. Errors: REORDER_E_NULL, REORDER_E_STATE,
 * REORDER_E_NOMEM (still recording).
 */
REORDER_API reorder_status reorder_engine_record_stop(char **out_text, size_t *out_length,
                                                      reorder_engine *engine);

/*
 * Replays a trace (length bytes of UTF-8, need not be NUL-terminated) into
 * a fresh engine (one with no sections): each call is made again and its
 * events dispatched. Calls that failed when recorded fail again and are
 * passed over. Limits: 64 MiB, 2^20 lines, 64 KiB a line (load-section
 * lines excepted), 2^24 values a list, and 2^26 sections laid out again in
 * all (each configuration line, and each viewport line that changes the
 * viewport's size, lays out every section made so far again). Within them
 * a trace of n bytes replays in O(n log n) time and O(n) memory.
 * Errors: REORDER_E_NULL, REORDER_E_STATE (the engine has sections),
 * REORDER_E_INVALID (a malformed trace, one over a limit, or one that is
 * not UTF-8, as reorder_item_set_label refuses such a label: nothing is
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
