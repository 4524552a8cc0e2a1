/*
 * reorder-gtk.h -- ReorderGtkBox, a GTK 4 container whose children can be
 * reordered by long press and drag, by mouse drag or by keyboard, driven by
 * libreorder (reorder.h).
 *
 * The box shows the items of one GListStore per section, one child widget
 * per item (any widget: a row of a list, a cell of a grid or a chip of a
 * flow), made by the
 * application's create-widget function, in the GtkListBox style. The engine
 * decides when a drag starts, where every child is drawn while things move
 * and when the order changes; the box applies each move to the stores
 * (remove + insert) and then emits ::item-moved, so the stores are always in
 * the order on screen and the application only persists it.
 *
 * Put the box in a GtkScrolledWindow: it implements GtkScrollable (along
 * its list's "axis" or its grid's "grid-axis", vertically for flows) and
 * scrolls it at its edges during a drag.
 *
 * Naming: every symbol is ReorderGtkBox / reorder_gtk_box_* / REORDER_GTK_*.
 * Sections and positions are 0-based. Functions that can fail return FALSE
 * and set a GError in the REORDER_GTK_ERROR domain whose code is the
 * engine's reorder_status (REORDER_E_REFUSED, ...) and whose message is the
 * engine's one-line description. Calling them with a bad argument (an
 * out-of-range section, a NULL box) is a programming error reported with
 * g_critical, as GTK does.
 *
 * Styling: the lifted child has the CSS class "reorder-lifted", the child
 * a drop goes into or combines with "reorder-drop-target"; selected
 * children (but the lifted one) have the :selected state (GTK's theme
 * styles `.view:selected` and `row:selected`; style others with CSS); a
 * lifted selection shows how many items it holds in a badge drawn in the
 * theme's selection colours; while the box has focus it draws a ring (in
 * its CSS color) around the keyboard cursor's child. The box's CSS name is
 * "reorderbox".
 *
 * Keyboard (the box is focusable; a click or a lift focuses it): arrows,
 * Home and End move the cursor; Space or Enter picks the cursor's item up
 * and drops it; while it is up, arrows, Home and End move it; Escape
 * cancels any drag, pointer drags included; Ctrl+Space toggles the
 * cursor's item in the selection. In an outline, Tab and Shift+Tab indent
 * and outdent the cursor's item with its subtree (the lifted one: as Right
 * and Left); elsewhere, and with Ctrl in an outline, Tab moves the focus
 * on.
 *
 * Outlines (`"layout"` REORDER_LAYOUT_OUTLINE, since 1.1): each item has a
 * depth (reorder_gtk_box_set_depths()) and its row is placed indented by
 * `"outline-indent"` a level; a collapsed item's descendants
 * (reorder_gtk_box_set_expanded()) are not shown. A lifted row takes its
 * subtree along; dragged sideways it changes depth, held over a row's
 * middle it goes into that row (REORDER_GTK_DROP_TARGET_CLASS). Every
 * moved item has its own ::item-moved, and ::item-depth-changed when its
 * depth changed; ::item-expanded and ::items-combined report the drag's
 * other outcomes.
 *
 * Selection, as GtkListView's: a click selects one item, Ctrl-click
 * toggles one, Shift-click selects the range from the last item clicked
 * (within its section), a click on empty space clears it. Clicks with Ctrl
 * or Shift only edit the selection: they neither lift nor activate. A
 * press outside the selection lifts its item alone (and selects it); a
 * long press on a selected item lifts every selected item as one group
 * (reorder_selection_set in reorder.h: they gather around it and land
 * together, one ::item-moved each); a plain click on a selected item
 * selects it alone. The selection is kept by item: moves keep it, an item
 * removed from its store leaves it.
 *
 * Drags between boxes: boxes in one `ReorderGtkGroup` (reorder-gtk-group.h)
 * pass items to each other under their transfer rules; see
 * reorder_gtk_box_set_group().
 */
#ifndef REORDER_GTK_H
#define REORDER_GTK_H

#include <gtk/gtk.h>

#include "reorder.h"
#include "reorder-gtk-enums.h"
#include "reorder-gtk-list-view.h"
#include "reorder-gtk-group.h"

G_BEGIN_DECLS

/*
 * The doc comments below (those opening with two stars) are gi-docgen's;
 * g-ir-scanner reads their annotations (transfer, nullable, scope, ...)
 * into ReorderGtk-1.0.gir, through which other languages use the box.
 */

/* ------------------------------------------------------------------------ */
/* Errors and enums                                                          */
/* ------------------------------------------------------------------------ */

/**
 * REORDER_GTK_ERROR:
 *
 * The GError domain of the box's failures; the code is a reorder_status
 * (`REORDER_E_REFUSED`, ...) and the message the engine's.
 */
#define REORDER_GTK_ERROR (reorder_gtk_error_quark())
GQuark reorder_gtk_error_quark(void);

/*
 * Enum types: reorder-gtk-enums.h (generated from reorder.h, included
 * above) has a GEnum (GFlags for reorder_item_flags) for every constant
 * group of reorder.h: REORDER_GTK_TYPE_LAYOUT, REORDER_GTK_TYPE_RULE, ...,
 * named "ReorderGtkLayout", "ReorderGtkRule", ... (ReorderGtk.Layout,
 * ReorderGtk.Rule, ... through introspection). Their values are
 * reorder.h's constants, so a property set from C takes those: e.g.
 * g_object_set(box, "rule", REORDER_RULE_EDGE, NULL).
 *
 * Boxed copies of reorder.h's plain value types, for the "insets" and
 * "shadow-offset" properties: g_object_set(box, "insets", &rect, NULL) with
 * a reorder_rect rect; g_object_get gives a copy to free with g_free.
 */
#define REORDER_GTK_TYPE_RECT (reorder_gtk_rect_get_type())   /* reorder_rect */
#define REORDER_GTK_TYPE_POINT (reorder_gtk_point_get_type()) /* reorder_point */
GType reorder_gtk_rect_get_type(void);
GType reorder_gtk_point_get_type(void);

/**
 * reorder_gtk_rect_new:
 * @x: x, or for "insets" the left inset
 * @y: y, or the top inset
 * @width: width, or the right inset
 * @height: height, or the bottom inset
 *
 * A reorder_rect for the "insets" property where a binding cannot make one
 * itself (Python: `box.props.insets = ReorderGtk.Rect.new(10, 10, 10, 10)`);
 * C passes the address of its own.
 *
 * Returns: (transfer full) (type ReorderGtk.Rect): the rect; free it with g_free()
 */
reorder_rect *reorder_gtk_rect_new(double x, double y, double width, double height);

/**
 * REORDER_GTK_HANDLE_CLASS:
 *
 * A descendant of a child (or of a `ReorderGtkListView` row widget) with
 * this CSS class is its drag handle: presses outside it neither lift the
 * child nor start a drag (seed 001's grip). Children without one are
 * lifted from anywhere.
 */
#define REORDER_GTK_HANDLE_CLASS "reorder-handle"

/**
 * REORDER_GTK_DROP_TARGET_CLASS:
 *
 * The CSS class of the child a drag will drop into (an outline's row held
 * over its middle) or combine with (`"combine-zone"`), while it is so
 * (reorder_presentation.target): style it to show where the drop goes.
 */
#define REORDER_GTK_DROP_TARGET_CLASS "reorder-drop-target"

/* ------------------------------------------------------------------------ */
/* The widget                                                                */
/* ------------------------------------------------------------------------ */

/**
 * ReorderGtkBox:
 *
 * A container whose children can be reordered by long press and drag, by
 * mouse drag or by keyboard; one child per item of one `GListStore` per
 * section (see the top of reorder-gtk.h).
 *
 * Options: every field of reorder_options but `version` is a property
 * named after it with '_' -> '-' ("long-press-delay",
 * "empty-section-extent", ...; see reorder.h for meanings and defaults),
 * of the field's type: an enum field (reorder_rule rule, ...) has the
 * GEnum of its type (REORDER_GTK_TYPE_RULE, ...), reorder_bool is
 * gboolean, int32_t is int, double is double, reorder_rect ("insets") is
 * REORDER_GTK_TYPE_RECT and reorder_point ("shadow-offset")
 * REORDER_GTK_TYPE_POINT (NULL sets the default). The list is made from
 * reorder.h (bindings/c/reorder_options_fields.h), so it follows the
 * header. "axis" REORDER_AXIS_HORIZONTAL lays a list out left to right:
 * children are measured for their width at the box's height, section
 * headers stand at the start of their sections. "layout"
 * REORDER_LAYOUT_GRID lays children out in uniform cells, rows of
 * "grid-columns" cells filled left to right that scroll vertically; with
 * "grid-axis" REORDER_AXIS_HORIZONTAL (since 1.1) the grid scrolls
 * sideways instead: cells fill columns top to bottom, "grid-columns"
 * counts the cells down a column, which share the box's height (the
 * cross extent follows the viewport's height, so a taller window makes
 * larger cells), "item-spacing" is between the cells of a column and
 * "line-spacing" between columns, section headers stand at the start of
 * their sections as in a horizontal list, and the box's least height is
 * a column of its tallest child: put it in a GtkScrolledWindow scrolling
 * horizontally only. Up and Down move the keyboard cursor (and a lifted
 * cell) along a column, Left and Right to the cell beside in the next or
 * previous column. "layout"
 * REORDER_LAYOUT_FLOW (since 1.1) lays children of their own sizes out in
 * lines that wrap at the box's width (tags, chips): a child's natural
 * width is its item's size (narrowed to the line's width, less the
 * "insets", when it is wider: give a long label an ellipsis or wrapping)
 * and its natural height at that width its cross size
 * (reorder_item_set_cross_size), both measured again whenever the box
 * is; "item-spacing" is between the chips of a line, "line-spacing"
 * between lines, "flow-align" (REORDER_GTK_TYPE_FLOW_ALIGN) lines up short
 * lines, and a narrower box re-flows. Its natural width is its widest
 * child's: put it in a GtkScrolledWindow scrolling vertically only. Up and
 * Down move the keyboard cursor (and a lifted child) to the nearest child
 * of the line above or below. "direction" follows the
 * widget's text direction (gtk_widget_get_direction(), a right-to-left
 * locale or gtk_widget_set_direction()): it is set when the box is made
 * and on every ::direction-changed, REORDER_DIRECTION_RTL for
 * GTK_TEXT_DIR_RTL, so a horizontal list starts at the right, grid rows
 * and flow lines fill from the right, a horizontal grid's first column is
 * at the right, and arrow keys move as they look (the keyboard cursor's
 * too: Left is onwards, and the next column); a drag handle is where GTK
 * draws it (GTK mirrors a child's own children). A box scrolling sideways
 * starts scrolled to its start, the right end, and keeps the view where it
 * was from there as its content or its width changes (a flip of the
 * direction mirrors the scroll position).
 * A value the engine refuses, or any change during a press or drag, is
 * reported with g_warning and the property keeps its value; use
 * reorder_gtk_box_configure() for a GError.
 *
 * GtkScrollable: "hadjustment", "vadjustment", "hscroll-policy",
 * "vscroll-policy". The box scrolls along both when its content is larger
 * than its allocation (a horizontal list's or grid's width, a vertical
 * one's height).
 *
 * Transfer rules, for a box in a `ReorderGtkGroup` (reorder_transfer_rules
 * in reorder.h; each property is one field): "transfer-pull"
 * (REORDER_GTK_TYPE_PULL: whether items leave, moved or copied; default
 * move), "transfer-put" (gboolean: whether items from other boxes enter;
 * default TRUE), "transfer-tag" (guint, nonzero: this box's kind; default
 * 1), "transfer-give-to" and "transfer-accept-from" (guint bit masks of
 * the tags items may go to and come from; default all). "group": the
 * `ReorderGtkGroup` the box is in, or NULL. A value the engine refuses is
 * reported with g_warning and the property keeps its value; use
 * reorder_gtk_box_set_transfer_rules() or reorder_gtk_box_set_group() for
 * a GError.
 *
 * Every signal is emitted after the stores have been updated.
 */
#define REORDER_GTK_TYPE_BOX (reorder_gtk_box_get_type())
G_DECLARE_FINAL_TYPE(ReorderGtkBox, reorder_gtk_box, REORDER_GTK, BOX, GtkWidget)

/**
 * ReorderGtkBox:announcement:
 *
 * The engine's latest announcement for screen readers ("Picked up Row 3.
 * It is in position 3 of 40 in section 1."), or the box's for
 * reorder_gtk_box_move_item(); also set as the box's accessible description, GTK
 * 4.8 having no announce call. Read-only.
 */

/**
 * ReorderGtkBox::item-moved:
 * @box: the box
 * @item: (type GObject): the store's item that moved
 * @from_section: its section before this move
 * @from_position: its position there
 * @to_section: its section after this move
 * @to_position: its position there
 *
 * One item changed place: by a drag step (each step with
 * `REORDER_COMMIT_LIVE`, at the drop with `REORDER_COMMIT_ON_DROP`), a
 * cancelled drag restoring the order, a keyboard move or
 * reorder_gtk_box_move_item(). An exchange or a displacement out of a full
 * section moves two items: two signals.
 */

/**
 * ReorderGtkBox::drag-begin:
 * @box: the box
 * @item: (type GObject): the item lifted
 *
 * The item was lifted (by the pointer or a key).
 */

/**
 * ReorderGtkBox::item-dropped:
 * @box: the box
 * @item: (type GObject): the item dropped
 * @from_section: its section when the drag began
 * @from_position: its position there
 * @to_section: its section at the drop
 * @to_position: its position there
 *
 * A drag ended with a drop; from -> to is the whole drag.
 */

/**
 * ReorderGtkBox::drag-cancelled:
 * @box: the box
 * @item: (type GObject): the item that was being dragged
 *
 * A drag was cancelled (Escape, the pointer taken away, the item removed);
 * the order is as before it.
 */

/**
 * ReorderGtkBox::item-activated:
 * @box: the box
 * @item: (type GObject): the item tapped or clicked
 *
 * The item was pressed and released without a drag, as
 * GtkListBox::row-activated.
 */

/**
 * ReorderGtkBox::selection-changed:
 * @box: the box
 *
 * The selection changed: by a click or Ctrl+Space, by
 * reorder_gtk_box_set_selection(), or by a selected item leaving its
 * store. Read it with reorder_gtk_box_get_selection(). Not emitted when a
 * drag moves selected items (they stay selected).
 */

/**
 * ReorderGtkBox::item-transferred:
 * @box: the box the item entered (the target)
 * @item: (type GObject): the target's item (a copy's item for
 *   `REORDER_TRANSFER_COPY`); for `REORDER_TRANSFER_DISCARD` the
 *   discarded copy's
 * @source: (type ReorderGtkBox): the box it left
 * @from_section: its section in @source
 * @from_position: its position there
 * @to_section: its section in @box
 * @to_position: its position there
 * @kind: (type ReorderGtkTransferKind): `REORDER_TRANSFER_MOVE` (@source's
 *   store lost it, @box's gained it), `_COPY` (@box's store gained a copy,
 *   ::copy-item of the group made its item) or `_DISCARD` (@source's store
 *   lost its copy, back at @from; @box keeps the original at @to)
 *
 * An item went from another box of the group to this one: by a drag (as
 * it crosses, with `REORDER_COMMIT_LIVE`; at the drop otherwise), a
 * cancelled drag or an undo putting it back, or
 * reorder_gtk_box_transfer_item(). Emitted once per item, by the box it
 * entered, after both stores changed; ::item-moved is not emitted for it.
 * A drop that crossed boxes emits ::item-dropped from the box it landed in
 * only (@from_section and @from_position are then in the box it was lifted
 * in); a cancel emits ::drag-cancelled from the box it was lifted in.
 */

/**
 * ReorderGtkBox::item-depth-changed:
 * @box: the box
 * @item: (type GObject): the store's item
 * @from_depth: its depth before
 * @depth: its depth now
 *
 * An outline item changed depth (a drag, Tab and Shift+Tab, undo): emitted
 * after the ::item-moved of the same step, once per item of a moved
 * subtree, so a model that keeps depths beside the store's order applies
 * each step as the store did.
 */

/**
 * ReorderGtkBox::item-expanded:
 * @box: the box
 * @item: (type GObject): the store's item
 *
 * A drag held going into a collapsed outline item expanded it
 * (`"outline-expand-delay"`): its children are shown again.
 */

/**
 * ReorderGtkBox::items-combined:
 * @box: the box
 * @item: (type GObject): the dragged item's
 * @other: (type GObject): the item it was dropped onto
 *
 * A drag held over another item's middle (`"combine-zone"`; in an outline
 * an item with REORDER_ITEM_NO_CHILDREN) was dropped there. Nothing moved:
 * the application decides what combining means (a new group, a merge).
 * ::drag-cancelled follows.
 */

/**
 * reorder_gtk_box_new:
 *
 * Creates an empty box: a vertical list with the options of
 * REORDER_PRESET_DESKTOP (the engine's defaults, with edge auto-scroll for a
 * mouse).
 *
 * Returns: a new `ReorderGtkBox`
 */
GtkWidget *reorder_gtk_box_new(void);

/**
 * ReorderGtkBoxCreateWidgetFunc:
 * @item: (type GObject): the store's item (the box holds a reference to it
 *   while it is shown)
 * @user_data: (closure): the data given with the function
 *
 * Makes the child widget of an item. Must not return NULL.
 *
 * Returns: (transfer full): a new widget for @item; the box parents it (a
 *   floating reference is sunk first, as GtkListBox does)
 */
typedef GtkWidget *(*ReorderGtkBoxCreateWidgetFunc)(gpointer item, gpointer user_data);

/**
 * ReorderGtkBoxLabelFunc:
 * @item: (type GObject): the store's item
 * @user_data: (closure): the data given with the function
 *
 * The one-item text of an item for announcements ("Row 3").
 *
 * Returns: (transfer full) (nullable): the label, freed by the box with
 *   g_free(), or NULL for the engine's default
 */
typedef char *(*ReorderGtkBoxLabelFunc)(gpointer item, gpointer user_data);

/**
 * reorder_gtk_box_set_create_widget_func:
 * @self: the box
 * @func: (scope notified) (closure user_data) (destroy destroy): makes each
 *   item's child
 * @user_data: data passed to @func
 * @destroy: (nullable): releases @user_data when the function is replaced or
 *   the box is disposed
 *
 * Sets the function that makes each item's child. Must be called before
 * the first section is appended (g_critical otherwise).
 */
void reorder_gtk_box_set_create_widget_func(ReorderGtkBox *self, ReorderGtkBoxCreateWidgetFunc func,
                                            gpointer user_data, GDestroyNotify destroy);

/**
 * reorder_gtk_box_set_label_func:
 * @self: the box
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives items their announcement labels, or NULL for the engine's
 *   "item <n>"
 * @user_data: data passed to @func
 * @destroy: (nullable): releases @user_data, as for the create-widget
 *   function
 *
 * Sets the function giving items their announcement labels. Applies to
 * items shown from now on; call it before appending sections.
 */
void reorder_gtk_box_set_label_func(ReorderGtkBox *self, ReorderGtkBoxLabelFunc func,
                                    gpointer user_data, GDestroyNotify destroy);

/**
 * reorder_gtk_box_append_section:
 * @self: the box
 * @store: (transfer none): the section's items; the box keeps a reference
 *   and follows its changes
 * @header: (nullable) (transfer none): a widget drawn above the section;
 *   the box parents it
 * @rules: (nullable) (type gpointer): the section's rules, or NULL for the
 *   defaults (through introspection, NULL only: reorder_section_rules is a
 *   plain C struct of reorder.h; bindings then set single rules with
 *   reorder_gtk_box_set_section_locked(), ..._capacity(), ...)
 * @error: return location for a `GError`
 *
 * Appends a section showing @store's items. @rules, when given, is
 * initialised with reorder_section_rules_init(&rules,
 * REORDER_SECTION_RULES_VERSION); the engine reads the fields of
 * rules->version and copies them. Changes the application makes to
 * @store are shown at once (removing the lifted item cancels its drag).
 * Errors: the engine's (REORDER_E_INVALID or REORDER_E_VERSION for bad
 * rules, REORDER_E_TOO_MANY); on error nothing is added.
 *
 * Returns: whether the section was added
 */
gboolean reorder_gtk_box_append_section(ReorderGtkBox *self, GListStore *store,
                                        GtkWidget *header, const reorder_section_rules *rules,
                                        GError **error);

/**
 * reorder_gtk_box_bind_model:
 * @self: the box
 * @store: (transfer none): the one section's items
 * @func: (scope notified) (closure user_data) (destroy destroy): makes each
 *   item's child
 * @user_data: data passed to @func
 * @destroy: (nullable): releases @user_data
 * @error: return location for a `GError`
 *
 * GtkListBox style: removes every section, sets the create-widget function
 * and shows @store as the one section, without a header. Errors as
 * reorder_gtk_box_append_section() (the function is set even then).
 *
 * Returns: whether the section was added
 */
gboolean reorder_gtk_box_bind_model(ReorderGtkBox *self, GListStore *store,
                                    ReorderGtkBoxCreateWidgetFunc func, gpointer user_data,
                                    GDestroyNotify destroy, GError **error);

/**
 * reorder_gtk_box_remove_all:
 * @self: the box
 *
 * Removes every section, child and header; a drag in progress is
 * cancelled.
 */
void reorder_gtk_box_remove_all(ReorderGtkBox *self);

/**
 * reorder_gtk_box_get_n_sections:
 * @self: the box
 *
 * Returns: the number of sections
 */
guint reorder_gtk_box_get_n_sections(ReorderGtkBox *self);

/**
 * reorder_gtk_box_get_store:
 * @self: the box
 * @section: a section, 0-based
 *
 * Returns: (transfer none) (nullable): the store shown in @section, or
 *   NULL with g_critical when @section is out of range
 */
GListStore *reorder_gtk_box_get_store(ReorderGtkBox *self, guint section);

/**
 * reorder_gtk_box_set_section_rules: (skip)
 * @self: the box
 * @section: a section
 * @rules: (nullable): the rules, or NULL for the defaults
 * @error: return location for a `GError`
 *
 * Replaces a section's rules: locked, accepts_drops, minimum_count,
 * capacity and displacement, see reorder.h; versioned as for
 * reorder_gtk_box_append_section(). Errors: REORDER_E_INVALID,
 * REORDER_E_VERSION. (Not introspected: reorder_section_rules is a plain
 * C struct of reorder.h.)
 *
 * Returns: whether the rules were replaced
 */
gboolean reorder_gtk_box_set_section_rules(ReorderGtkBox *self, guint section,
                                           const reorder_section_rules *rules, GError **error);

/*
 * Section rules one at a time, for bindings (reorder_section_rules is a
 * plain C struct of reorder.h, which introspection cannot pass): each
 * changes one rule of a section and keeps the others, whether they were
 * set by these functions, reorder_gtk_box_append_section() or
 * reorder_gtk_box_set_section_rules(). From Python:
 * box.set_section_capacity(0, 1, ReorderGtk.Displacement.SOURCE_START).
 */

/**
 * reorder_gtk_box_set_section_locked:
 * @self: the box
 * @section: a section
 * @locked: whether items neither leave nor enter @section (they still move
 *   within it)
 * @error: return location for a `GError`
 *
 * Sets the section's `locked` rule (default FALSE). Errors: the engine's,
 * as for reorder_gtk_box_set_section_rules(); on error nothing changes.
 *
 * Returns: whether the rule was set
 */
gboolean reorder_gtk_box_set_section_locked(ReorderGtkBox *self, guint section, gboolean locked,
                                            GError **error);

/**
 * reorder_gtk_box_set_section_accepts_drops:
 * @self: the box
 * @section: a section
 * @accepts_drops: whether items from other sections may enter @section
 * @error: return location for a `GError`
 *
 * Sets the section's `accepts_drops` rule (default TRUE).
 *
 * Returns: whether the rule was set
 */
gboolean reorder_gtk_box_set_section_accepts_drops(ReorderGtkBox *self, guint section,
                                                   gboolean accepts_drops, GError **error);

/**
 * reorder_gtk_box_set_section_minimum_count:
 * @self: the box
 * @section: a section
 * @minimum_count: a move out of @section may not leave fewer items
 * @error: return location for a `GError`
 *
 * Sets the section's `minimum_count` rule (default 0).
 *
 * Returns: whether the rule was set
 */
gboolean reorder_gtk_box_set_section_minimum_count(ReorderGtkBox *self, guint section,
                                                   guint minimum_count, GError **error);

/**
 * reorder_gtk_box_set_section_capacity:
 * @self: the box
 * @section: a section
 * @capacity: at most this many items, 0 for no limit (the default)
 * @displacement: (type ReorderGtk.Displacement): where an item pushed out
 *   of the full section goes (`REORDER_DISPLACE_*`)
 * @error: return location for a `GError`
 *
 * Sets the section's `capacity` and `displacement` rules: a full section
 * still takes an item moved in and pushes one of its own out, as
 * @displacement says (seed 004's one-item featured section: capacity 1,
 * REORDER_DISPLACE_SOURCE_START). Errors: REORDER_E_INVALID (an unknown
 * displacement); on error nothing changes.
 *
 * Returns: whether the rules were set
 */
gboolean reorder_gtk_box_set_section_capacity(ReorderGtkBox *self, guint section, guint capacity,
                                              reorder_displacement displacement, GError **error);

/**
 * reorder_gtk_box_get_section_locked:
 * @self: the box
 * @section: a section
 *
 * Returns: the section's `locked` rule
 */
gboolean reorder_gtk_box_get_section_locked(ReorderGtkBox *self, guint section);

/**
 * reorder_gtk_box_get_section_capacity:
 * @self: the box
 * @section: a section
 *
 * Returns: the section's `capacity` rule, 0 for no limit
 */
guint reorder_gtk_box_get_section_capacity(ReorderGtkBox *self, guint section);

/**
 * reorder_gtk_box_set_item_flags:
 * @self: the box
 * @section: a section
 * @position: an item's position in @section
 * @flags: (type ReorderGtk.ItemFlags): REORDER_ITEM_* flags
 * @error: return location for a `GError`
 *
 * Sets the flags of the item at @position in @section:
 * REORDER_ITEM_PINNED keeps it in place (no move shifts it), 0 makes it
 * immovable but shiftable. The flags follow the item when it moves.
 * Errors: REORDER_E_INVALID (unknown bits).
 *
 * Returns: whether the flags were set
 */
gboolean reorder_gtk_box_set_item_flags(ReorderGtkBox *self, guint section, guint position,
                                        guint flags, GError **error);

/**
 * reorder_gtk_box_set_depths:
 * @self: the box, an outline (`"layout"` REORDER_LAYOUT_OUTLINE)
 * @section: a section
 * @depths: (array length=n): every item's depth, in the store's order
 * @n: how many: the section's item count
 * @error: return location for a `GError`
 *
 * Gives every item of @section its depth: the first 0, each at most one
 * more than the one before, none past `"outline-max-depth"`. Items added
 * to the store later take the depth of the item they go before. Not a
 * move: nothing is emitted. Errors: REORDER_E_STATE (not an outline, a
 * drag in progress), REORDER_E_INVALID (a count or depth out of range; the
 * message names the first); on error nothing changes.
 *
 * Returns: whether the depths were set
 */
gboolean reorder_gtk_box_set_depths(ReorderGtkBox *self, guint section, const guint *depths,
                                    gsize n, GError **error);

/**
 * reorder_gtk_box_get_depth:
 * @self: the box
 * @section: a section
 * @position: an item's position in @section
 *
 * Returns: the item's depth in an outline (0 at the top; 0 in other layouts)
 */
guint reorder_gtk_box_get_depth(ReorderGtkBox *self, guint section, guint position);

/**
 * reorder_gtk_box_set_item_depth:
 * @self: the box, an outline
 * @section: a section
 * @position: an item's position in @section
 * @depth: its new depth
 * @error: return location for a `GError`
 *
 * Moves an outline item, with its subtree, to @depth where it is (an
 * Indent or Outdent command; Tab and Shift+Tab do the same): one undo
 * step, ::item-moved and ::item-depth-changed for each item of the
 * subtree, announced. Going up a level the item takes its following
 * siblings as children. Errors: REORDER_E_STATE (not an outline, a drag in
 * progress), REORDER_E_REFUSED (@depth is not valid there; the message
 * gives the range); on error nothing changes.
 *
 * Returns: whether the depth changed
 */
gboolean reorder_gtk_box_set_item_depth(ReorderGtkBox *self, guint section, guint position,
                                        guint depth, GError **error);

/**
 * reorder_gtk_box_set_expanded:
 * @self: the box, an outline
 * @section: a section
 * @position: an item's position in @section
 * @expanded: TRUE to show its descendants, FALSE to hide them
 * @error: return location for a `GError`
 *
 * Expands or collapses an outline item (items start expanded): a collapsed
 * item's descendants stay in the store, in order, but are not shown and
 * take no room; the rows after it slide. Errors: REORDER_E_STATE (not an
 * outline, or it is the lifted item).
 *
 * Returns: whether it was set
 */
gboolean reorder_gtk_box_set_expanded(ReorderGtkBox *self, guint section, guint position,
                                      gboolean expanded, GError **error);

/**
 * reorder_gtk_box_get_expanded:
 * @self: the box
 * @section: a section
 * @position: an item's position in @section
 *
 * Returns: whether the item is expanded (always outside outlines)
 */
gboolean reorder_gtk_box_get_expanded(ReorderGtkBox *self, guint section, guint position);

/**
 * reorder_gtk_box_move_item:
 * @self: the box
 * @from_section: the item's section
 * @from_position: its position there
 * @to_section: the section to move it to
 * @to_position: its position there after the move
 * @error: return location for a `GError`
 *
 * Moves an item through the same rules as a drag (seed 004's
 * tap-to-move). The stores are updated and ::item-moved is emitted for
 * every item that moved (a full section displaces one of its own); then
 * the rows slide to their new places on the frame clock, and the move is
 * announced (ReorderGtkBox:announcement) in the engine's words for a
 * keyboard step: "Music was moved to position 3 of 8." or "Music was moved
 * into section 1, position 1 of 1." (sections and positions 1-based; the
 * label function's label, or "item <n>").
 * Errors: REORDER_E_RANGE, REORDER_E_REFUSED (rules, pinned items),
 * REORDER_E_STATE (the item is being dragged).
 *
 * Returns: whether the item moved
 */
gboolean reorder_gtk_box_move_item(ReorderGtkBox *self, guint from_section, guint from_position,
                                   guint to_section, guint to_position, GError **error);

/**
 * reorder_gtk_box_get_item_bounds:
 * @self: the box
 * @section: a section
 * @position: an item's position in @section
 * @out: (out caller-allocates): the item's resting frame, in the box's
 *   coordinates (the current scroll offset applied)
 *
 * Useful to scroll to an item.
 *
 * Returns: FALSE (with g_critical) when the position is out of range
 */
gboolean reorder_gtk_box_get_item_bounds(ReorderGtkBox *self, guint section, guint position,
                                         graphene_rect_t *out);

/**
 * reorder_gtk_box_get_item_id:
 * @self: the box
 * @section: a section
 * @position: an item's position in @section
 *
 * The box's id of an item, as the selection functions take and give it:
 * nonzero, unique among all boxes (members of a `ReorderGtkGroup` share
 * ids) and kept while the item stays in its store or is transferred to
 * another box (moves keep it; an item removed and added back gets a new
 * one; a copy has its original's).
 *
 * Returns: the item's id, or 0 with g_critical when the position is out of
 *   range
 */
guint64 reorder_gtk_box_get_item_id(ReorderGtkBox *self, guint section, guint position);

/**
 * reorder_gtk_box_find_item:
 * @self: the box
 * @id: an item's id (reorder_gtk_box_get_item_id())
 * @section: (out) (optional): its section
 * @position: (out) (optional): its position there
 *
 * Where the item with @id is now.
 *
 * Returns: FALSE (the outputs untouched) when no item has @id, e.g. it was
 *   removed
 */
gboolean reorder_gtk_box_find_item(ReorderGtkBox *self, guint64 id, guint *section,
                                   guint *position);

/**
 * reorder_gtk_box_set_selection:
 * @self: the box
 * @ids: (array length=n) (nullable): the items' ids, in selection order
 * @n: how many; 0 clears the selection (@ids may then be NULL)
 * @error: return location for a `GError`
 *
 * Selects exactly these items. The order is the one a lifted group lands
 * in (with the default "group-order", REORDER_GROUP_ORDER_SELECTION).
 * ::selection-changed is emitted if the selection changed. A drag in
 * progress keeps the group it lifted. The box copies @ids. Errors:
 * REORDER_E_UNKNOWN_ID (an id no item has), REORDER_E_DUPLICATE_ID (an id
 * given twice); on error the selection is unchanged.
 *
 * Returns: whether the selection was set
 */
gboolean reorder_gtk_box_set_selection(ReorderGtkBox *self, const guint64 *ids, gsize n,
                                       GError **error);

/**
 * reorder_gtk_box_get_selection:
 * @self: the box
 * @n: (out): how many items are selected
 *
 * The selected items' ids, in selection order (see
 * reorder_gtk_box_find_item() for where each is).
 *
 * Returns: (transfer full) (array length=n): a new array of @n ids, also
 *   0-terminated (never NULL); free it with g_free()
 */
guint64 *reorder_gtk_box_get_selection(ReorderGtkBox *self, gsize *n);

/**
 * reorder_gtk_box_configure: (skip)
 * @self: the box
 * @options: (nullable): every option, or NULL for every default
 * @error: return location for a `GError`
 *
 * Reconfigures the engine with every option at once (see reorder_options
 * in reorder.h; the properties set single fields). @options must be a
 * whole struct of the reorder.h the box was built with: options->version
 * must be REORDER_OPTIONS_VERSION, as reorder_options_init(&options,
 * REORDER_OPTIONS_VERSION) and reorder_gtk_box_get_options() leave it
 * (the box keeps every field, so it does not take a struct of another
 * version; it reads nothing but the version of one). Errors:
 * REORDER_E_VERSION (another version), REORDER_E_INVALID (a bad value),
 * REORDER_E_STATE (during a press or drag). On error nothing changes. The
 * properties whose fields changed are notified. (Not introspected:
 * bindings set the properties.)
 *
 * Returns: whether the options were applied
 */
gboolean reorder_gtk_box_configure(ReorderGtkBox *self, const reorder_options *options,
                                   GError **error);

/**
 * reorder_gtk_box_get_options: (skip)
 * @self: the box
 * @out: (out caller-allocates): a reorder_options of the reorder.h the box
 *   was built with
 *
 * Copies the engine options in use into @out (version
 * REORDER_OPTIONS_VERSION): change fields, then pass it to
 * reorder_gtk_box_configure(). (Not introspected: bindings read the
 * properties.)
 */
void reorder_gtk_box_get_options(ReorderGtkBox *self, reorder_options *out);

/* ------------------------------------------------------------------------ */
/* Drags between boxes (reorder-gtk-group.h) and undo                        */
/* ------------------------------------------------------------------------ */

/**
 * reorder_gtk_box_set_group:
 * @self: the box
 * @group: (nullable): the group to join, or NULL to leave its group
 * @error: return location for a `GError`
 *
 * Puts the box in @group (leaving the one it was in), under its transfer
 * rules. The box holds a reference on @group while it is in it. Leaving
 * cancels a drag crossing the box, and the changes that crossed it can no
 * longer be undone in any member. Errors: REORDER_E_STATE (a drag is in
 * progress in the group or the box), REORDER_E_INVALID (its rules' tag is
 * 0); on error the box stays where it was.
 *
 * Returns: whether the box is now in @group
 */
gboolean reorder_gtk_box_set_group(ReorderGtkBox *self, ReorderGtkGroup *group, GError **error);

/**
 * reorder_gtk_box_get_group:
 * @self: the box
 *
 * Returns: (transfer none) (nullable): the box's group, or NULL
 */
ReorderGtkGroup *reorder_gtk_box_get_group(ReorderGtkBox *self);

/**
 * reorder_gtk_box_set_transfer_rules: (skip)
 * @self: the box
 * @rules: (nullable): what the box lets through (reorder_transfer_rules in
 *   reorder.h, initialised with reorder_transfer_rules_init), or NULL for
 *   the defaults
 * @error: return location for a `GError`
 *
 * Sets every transfer rule at once (the "transfer-*" properties set one
 * each); in a group, a drag in progress goes on under the new ones. The
 * box copies @rules. Errors: REORDER_E_VERSION (rules->version is not
 * REORDER_TRANSFER_RULES_VERSION), REORDER_E_INVALID (tag 0, an unknown
 * pull); on error nothing changes. (Not introspected: bindings set the
 * properties.)
 *
 * Returns: whether the rules were set
 */
gboolean reorder_gtk_box_set_transfer_rules(ReorderGtkBox *self,
                                            const reorder_transfer_rules *rules, GError **error);

/**
 * reorder_gtk_box_get_transfer_rules: (skip)
 * @self: the box
 * @out: (out caller-allocates): the box's rules, version
 *   REORDER_TRANSFER_RULES_VERSION
 */
void reorder_gtk_box_get_transfer_rules(ReorderGtkBox *self, reorder_transfer_rules *out);

/**
 * reorder_gtk_box_transfer_item:
 * @self: the box holding the item
 * @section: the item's section
 * @position: its position there
 * @target: another box of @self's group
 * @to_section: the section of @target to put it in
 * @to_position: its position there
 * @error: return location for a `GError`
 *
 * Moves (or, when @self pulls `REORDER_PULL_COPY`, copies) an item to
 * another box without a drag, under the rules a drag follows: both boxes'
 * transfer rules and the target section's (locked, accepts drops,
 * capacity; never in front of a pinned item). The child widget goes with
 * the item; @target emits ::item-transferred. One undo step. Errors:
 * REORDER_E_UNKNOWN_ID (@target is not in @self's group), REORDER_E_INVALID
 * (@target is @self), REORDER_E_RANGE (no such section or position in
 * @target), REORDER_E_REFUSED (rules), REORDER_E_STATE (a drag is in
 * progress); on error nothing changes.
 *
 * Returns: whether the item was transferred
 */
gboolean reorder_gtk_box_transfer_item(ReorderGtkBox *self, guint section, guint position,
                                       ReorderGtkBox *target, guint to_section, guint to_position,
                                       GError **error);

/**
 * reorder_gtk_box_undo:
 * @self: the box
 * @error: return location for a `GError`
 *
 * Undoes the box's last change: a drag, a keyboard move, a move or
 * transfer made through the API. A change that crossed boxes of a group
 * is undone in all of them (items go back to their boxes,
 * ::item-transferred reports each). Errors: REORDER_E_STATE (nothing to
 * undo, a drag in progress, history made stale by the application's own
 * store changes, or a change across boxes that is not the last of each).
 *
 * Returns: whether something was undone
 */
gboolean reorder_gtk_box_undo(ReorderGtkBox *self, GError **error);

/**
 * reorder_gtk_box_redo:
 * @self: the box
 * @error: return location for a `GError`
 *
 * Redoes what reorder_gtk_box_undo() undid last. Errors: as
 * reorder_gtk_box_undo().
 *
 * Returns: whether something was redone
 */
gboolean reorder_gtk_box_redo(ReorderGtkBox *self, GError **error);

G_END_DECLS

#endif /* REORDER_GTK_H */
