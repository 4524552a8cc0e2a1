/*
 * reorder-gtk-group.h -- ReorderGtkGroup: ReorderGtkBoxes joined so that a
 * drag carries children from one to another (a board's columns, two lists,
 * two windows), over libreorder's transfer groups (reorder_group_new in
 * reorder.h). Included by reorder-gtk.h.
 *
 * What: a box joins with reorder_gtk_box_set_group() (or its "group"
 * property) under its transfer rules (the "transfer-*" properties, or
 * reorder_gtk_box_set_transfer_rules()). A long press in one member lifts
 * the child as usual; dragged over another member that lets it in, the
 * child leaves its box (the others close the gap) and enters that one
 * under the pointer, and the drag goes on there: that box draws the lifted
 * child, scrolls at its edges and takes the drop. The item moves from the
 * source box's store to the target box's, its child widget with it (for
 * REORDER_PULL_COPY the target gets a copy, see ::copy-item); the target
 * box emits ReorderGtkBox::item-transferred once both stores changed.
 * Escape, or a drop over a member that refuses the item, puts every item
 * back. A drag and what it moved across boxes is one undo step
 * (reorder_gtk_box_undo() on any box it touched undoes it in all).
 *
 * Where: the boxes may be in one window or in several. Each box tells the
 * engine where it is (reorder_engine_set_frame) when it is allocated and,
 * for every member, when a press starts: window coordinates where all are
 * in one window; on X11, screen coordinates, so drags go between windows.
 * Elsewhere (Wayland has no global coordinates) only boxes in the window of
 * the pressed box take part in its drag.
 *
 * Scrolling: a board whose columns (the members) sit side by side in a
 * sideways scrolling GtkScrolledWindow tells the group so with
 * reorder_gtk_group_set_outer_scroll(): while a drag holds the pointer
 * near the scrolled window's left or right edge, the board scrolls (a
 * column scrolls itself first near its own top and bottom), so a column out
 * of view can be reached (libreorder's nested scrolling,
 * reorder_group_set_outer_scroll in reorder.h).
 *
 * Errors: the box functions that join, leave and transfer report the
 * engine's reorder_status in a GError of REORDER_GTK_ERROR
 * (REORDER_E_STATE: a drag is in progress; REORDER_E_REFUSED: the rules;
 * REORDER_E_INVALID: tag 0).
 *
 * Ownership: the group is a plain GObject. Each member holds a reference
 * on it; the group holds none on its boxes (a box leaves when it is
 * disposed or set to another group or NULL), so the application may drop
 * its own reference once the boxes have joined. One thread, GTK's.
 */
#ifndef REORDER_GTK_GROUP_H
#define REORDER_GTK_GROUP_H

#include <gtk/gtk.h>

#include "reorder.h"

G_BEGIN_DECLS

/**
 * ReorderGtkGroup:
 *
 * Boxes between which drags carry items (see reorder-gtk-group.h). It
 * owns a libreorder transfer group (`reorder_group`) and holds each
 * transferred child while it is between its boxes.
 */
#define REORDER_GTK_TYPE_GROUP (reorder_gtk_group_get_type())
G_DECLARE_FINAL_TYPE(ReorderGtkGroup, reorder_gtk_group, REORDER_GTK, GROUP, GObject)

/**
 * ReorderGtkGroup::copy-item:
 * @group: the group
 * @item: (type GObject): the source box's item being copied
 * @source: (type ReorderGtkBox): the box it is copied from (its transfer
 *   rules pull `REORDER_PULL_COPY`)
 * @target: (type ReorderGtkBox): the box the copy goes to
 *
 * A copy of @item is entering @target: return the item its store gets
 * (the target's create-widget function then makes its child). The first
 * handler to return an object wins; with none, the target's store holds
 * @item itself, shared with the source's.
 *
 * Returns: (transfer full) (nullable) (type GObject): the copy
 */

/**
 * reorder_gtk_group_new:
 *
 * Creates an empty group. Errors: none (an engine that cannot make a
 * group, out of memory, aborts as GLib does).
 *
 * Returns: (transfer full): a new `ReorderGtkGroup`; release it with
 *   g_object_unref() (the boxes in it keep it alive)
 */
ReorderGtkGroup *reorder_gtk_group_new(void);

/**
 * reorder_gtk_group_get_n_boxes:
 * @self: a `ReorderGtkGroup`
 *
 * Returns: how many boxes are in the group
 */
guint reorder_gtk_group_get_n_boxes(ReorderGtkGroup *self);

/**
 * ReorderGtkGroup:outer-scroll: (setter set_outer_scroll) (getter get_outer_scroll)
 *
 * The scrolled window around every member of the group (a board's
 * sideways scrolling view of its columns), or %NULL. See
 * reorder_gtk_group_set_outer_scroll(). Since 1.1.
 */

/**
 * reorder_gtk_group_set_outer_scroll:
 * @self: a `ReorderGtkGroup`
 * @scroller: (nullable): the scrolled window around every member of the
 *   group, or %NULL for none
 *
 * Puts the group's boxes inside @scroller (a board's columns in a
 * sideways scrolling view): while a drag holds the pointer near its edges,
 * @scroller scrolls, on the axes the box holding the drag does not scroll
 * itself (a vertical column scrolls near its own top and bottom, and the
 * board near its left and right), and the drag goes on into the boxes it
 * brings into view. The group follows @scroller from then on: its
 * adjustments (value, limits, page size, including the user's scrolling)
 * as they change, and its place in the members' shared space (see
 * reorder-gtk-group.h) whenever they are placed -- when a box is mapped
 * or resized, and at every press. During a drag it scrolls @scroller by
 * setting its adjustments. The edge zones and speed are libreorder's
 * defaults until reorder_gtk_group_configure_outer_scroll() changes them.
 * The group holds no reference on @scroller (which holds the boxes, which
 * hold the group): once @scroller is finalized the group has no outer
 * scroll container (and "outer-scroll" is notified). Since 1.1.
 */
void reorder_gtk_group_set_outer_scroll(ReorderGtkGroup *self, GtkScrolledWindow *scroller);

/**
 * reorder_gtk_group_get_outer_scroll:
 * @self: a `ReorderGtkGroup`
 *
 * Since 1.1.
 *
 * Returns: (transfer none) (nullable): the scrolled window around the
 *   group's boxes (reorder_gtk_group_set_outer_scroll()), or %NULL
 */
GtkScrolledWindow *reorder_gtk_group_get_outer_scroll(ReorderGtkGroup *self);

/**
 * reorder_gtk_group_configure_outer_scroll: (skip)
 * @self: a `ReorderGtkGroup`
 * @outer: (nullable): the outer scroll container's edge auto-scroll, or
 *   %NULL for libreorder's defaults
 * @error: return location for a `GError`
 *
 * How the scrolled window of reorder_gtk_group_set_outer_scroll() scrolls
 * at its edges: the fields zone_kind, curve, zone, max_speed, grace and
 * intent of @outer (see reorder_outer_scroll in reorder.h); its place and
 * offsets are ignored, the group reads them from the scrolled window.
 * outer->version must be REORDER_OUTER_SCROLL_VERSION, as
 * reorder_outer_scroll_init(&outer, REORDER_OUTER_SCROLL_VERSION) leaves
 * it. Kept when the scrolled window is replaced. Errors (REORDER_GTK_ERROR):
 * REORDER_E_VERSION (another version), REORDER_E_INVALID (a bad value, as
 * reorder_group_set_outer_scroll refuses it); on error nothing changes.
 * (Not introspected.) Since 1.1.
 *
 * Returns: whether the settings were taken
 */
gboolean reorder_gtk_group_configure_outer_scroll(ReorderGtkGroup *self,
                                                  const reorder_outer_scroll *outer,
                                                  GError **error);

G_END_DECLS

#endif /* REORDER_GTK_GROUP_H */
