/*
 * reorder-gtk-list-view.h -- ReorderGtkListView: a reorderable list for
 * large models. Where ReorderGtkBox keeps a child per item, the view keeps
 * widgets for the visible rows only and rebinds them as they scroll, as
 * GtkListView does, so a million rows cost the engine's bookkeeping and the
 * model, not a million widgets. Included by reorder-gtk.h.
 */
#ifndef REORDER_GTK_LIST_VIEW_H
#define REORDER_GTK_LIST_VIEW_H

#include <gtk/gtk.h>
#include "reorder.h"

G_BEGIN_DECLS

/**
 * ReorderGtkListView:
 *
 * A vertical list showing the items of one `GListStore`, reorderable by
 * long press and drag (or a mouse drag, as the options say). Only the rows
 * in the viewport have widgets: the view asks for them with ::setup, fills
 * them with ::bind and empties them with ::unbind before reusing them for
 * other items (a `GtkSignalListItemFactory`'s signals, without the
 * `GtkListItem`, which GTK 4.8 does not let other widgets create).
 *
 * Rows are "row-height" high, or as high as the size function says
 * (reorder_gtk_list_view_set_size_func()); the engine places them, so a
 * row's widget is given its row's height. The whole row lifts, unless the
 * row widget has a descendant with the CSS class `REORDER_GTK_HANDLE_CLASS`
 * (found after ::bind): then only presses on that descendant lift it.
 *
 * One section: positions are a store's, as in `GtkListView`. For sections
 * (headers, rules across them) use `ReorderGtkBox`.
 *
 * The engine's order and the store's are the same at all times: moves
 * decided by the engine are applied to the store (remove + insert of the
 * same object) and then reported with ::item-moved; the application's own
 * changes to the store reach the engine as inserts and removes (replacing
 * every item reloads it in one call).
 *
 * Put it in a `GtkScrolledWindow`: it is a `GtkScrollable` (vertical) and
 * scrolls it at its edges during a drag. The lifted row has the CSS class
 * "reorder-lifted"; the view's CSS name is "reorderlistview".
 *
 * Keyboard, as `ReorderGtkBox`'s: the arrow keys, Home and End move the
 * cursor (a focus ring on its row; the view scrolls to it), Space or Enter
 * picks its item up and drops it, the arrow keys move a picked-up item, and
 * Escape cancels a drag, restoring the order. Each step is announced in
 * "announcement".
 *
 * Selection, as `ReorderGtkBox`'s (see reorder-gtk.h): clicks, Ctrl- and
 * Shift-clicks and Ctrl+Space select; a long press on a selected row lifts
 * the whole selection; selected rows have the :selected state. A reload
 * (a new store, row height or size function, or every item replaced)
 * gives the items new ids and clears it.
 */
#define REORDER_GTK_TYPE_LIST_VIEW (reorder_gtk_list_view_get_type())
G_DECLARE_FINAL_TYPE(ReorderGtkListView, reorder_gtk_list_view, REORDER_GTK, LIST_VIEW,
                     GtkWidget)

/**
 * ReorderGtkListView:store:
 *
 * The items shown, or NULL. Setting it loads the engine in one call.
 */
/**
 * ReorderGtkListView:row-height:
 *
 * The height of every row when there is no size function. Default 32.
 */
/**
 * ReorderGtkListView:announcement:
 *
 * The engine's latest announcement for screen readers; also the view's
 * accessible description. Read-only.
 */
/**
 * ReorderGtkListView::setup:
 * @view: the view
 *
 * Makes a row widget, not yet bound to an item.
 *
 * Returns: (transfer full): a new widget; the view parents it
 */
/**
 * ReorderGtkListView::bind:
 * @view: the view
 * @widget: a row widget made by ::setup
 * @item: (type GObject): the store's item it now shows
 *
 * A row widget is to show @item.
 */
/**
 * ReorderGtkListView::unbind:
 * @view: the view
 * @widget: a row widget
 * @item: (type GObject): the item it showed
 *
 * A row widget no longer shows @item (it scrolled out of view, or the
 * item was removed); it will be bound again to another item.
 */
/**
 * ReorderGtkListView::item-moved:
 * @view: the view
 * @item: (type GObject): the item that moved
 * @from_position: its position before this move
 * @to_position: its position after it
 *
 * The engine moved an item (a drag step, a cancelled drag restoring the
 * order, reorder_gtk_list_view_move_item()); the store already has it at
 * @to_position.
 */
/**
 * ReorderGtkListView::drag-begin:
 * @view: the view
 * @item: (type GObject): the lifted item
 *
 * An item was lifted.
 */
/**
 * ReorderGtkListView::item-dropped:
 * @view: the view
 * @item: (type GObject): the dropped item
 * @from_position: its position when the drag began
 * @to_position: its position at the drop
 *
 * A drag ended with a drop.
 */
/**
 * ReorderGtkListView::drag-cancelled:
 * @view: the view
 * @item: (type GObject): the item that was dragged
 *
 * A drag was cancelled; the order is as before it.
 */
/**
 * ReorderGtkListView::item-activated:
 * @view: the view
 * @item: (type GObject): the item tapped
 *
 * An item was pressed and released without a drag.
 */
/**
 * ReorderGtkListView::selection-changed:
 * @view: the view
 *
 * The selection changed (as `ReorderGtkBox::selection-changed`); read it
 * with reorder_gtk_list_view_get_selection().
 */

/**
 * reorder_gtk_list_view_new:
 *
 * Creates an empty view (a vertical list with the engine's defaults).
 *
 * Returns: a new `ReorderGtkListView`
 */
GtkWidget *reorder_gtk_list_view_new(void);

/**
 * reorder_gtk_list_view_set_store:
 * @self: the view
 * @store: (nullable) (transfer none): the items; the view keeps a reference
 *   and follows its changes
 *
 * Shows @store's items, loading them into the engine in one call
 * (reorder_section_load). A drag in progress is cancelled.
 */
void reorder_gtk_list_view_set_store(ReorderGtkListView *self, GListStore *store);

/**
 * reorder_gtk_list_view_get_store:
 * @self: the view
 *
 * Returns: (nullable) (transfer none): the store shown
 */
GListStore *reorder_gtk_list_view_get_store(ReorderGtkListView *self);

/**
 * ReorderGtkListViewSizeFunc:
 * @item: (type GObject): the store's item
 * @user_data: (closure): the data given with the function
 *
 * The height of an item's row.
 *
 * Returns: the row's height, 0 or more
 */
typedef double (*ReorderGtkListViewSizeFunc)(gpointer item, gpointer user_data);

/**
 * reorder_gtk_list_view_set_size_func:
 * @self: the view
 * @func: (nullable) (scope notified) (closure user_data) (destroy destroy):
 *   gives each row its height, or NULL for "row-height"
 * @user_data: data passed to @func
 * @destroy: (nullable): releases @user_data when the function is replaced
 *   or the view is disposed
 *
 * Sets the function that gives rows their heights (mixed heights). Asked
 * once per item when it enters the store; the store is reloaded.
 */
void reorder_gtk_list_view_set_size_func(ReorderGtkListView *self,
                                         ReorderGtkListViewSizeFunc func, gpointer user_data,
                                         GDestroyNotify destroy);

/**
 * reorder_gtk_list_view_configure: (skip)
 * @self: the view
 * @options: every option, from reorder_options_init(&options,
 *   REORDER_OPTIONS_VERSION); "axis" must be vertical and "layout" a list
 * @error: return location for a `GError`
 *
 * Reconfigures the engine. Errors: the engine's; on error nothing changes.
 *
 * Returns: whether the options were taken
 */
gboolean reorder_gtk_list_view_configure(ReorderGtkListView *self, const reorder_options *options,
                                         GError **error);

/**
 * reorder_gtk_list_view_move_item:
 * @self: the view
 * @from_position: the item's position
 * @to_position: its position after the move
 * @error: return location for a `GError`
 *
 * Moves an item through the engine's rules (tap-to-move): the rows between
 * slide, the store is updated and ::item-moved emitted.
 *
 * Returns: whether the item moved
 */
gboolean reorder_gtk_list_view_move_item(ReorderGtkListView *self, guint from_position,
                                         guint to_position, GError **error);

/**
 * reorder_gtk_list_view_get_n_row_widgets:
 * @self: the view
 *
 * The row widgets the view holds, bound or waiting for reuse: about the
 * number of rows that fit in the viewport, whatever the store's size.
 *
 * Returns: the count
 */
guint reorder_gtk_list_view_get_n_row_widgets(ReorderGtkListView *self);

/**
 * reorder_gtk_list_view_get_row_bounds:
 * @self: the view
 * @position: an item's position
 * @out: (out caller-allocates): its row's rectangle in the view's
 *   coordinates (the layout's, not an animation's)
 *
 * Returns: whether @position is an item
 */
gboolean reorder_gtk_list_view_get_row_bounds(ReorderGtkListView *self, guint position,
                                              graphene_rect_t *out);

/**
 * reorder_gtk_list_view_get_item_id:
 * @self: the view
 * @position: an item's position
 *
 * The view's id of an item, as the selection functions take and give it:
 * nonzero, unique, kept while the item stays in the store (until a reload).
 *
 * Returns: the id, or 0 with g_critical when @position is out of range
 */
guint64 reorder_gtk_list_view_get_item_id(ReorderGtkListView *self, guint position);

/**
 * reorder_gtk_list_view_find_item:
 * @self: the view
 * @id: an item's id
 * @position: (out) (optional): its position now
 *
 * Returns: FALSE (@position untouched) when no item has @id
 */
gboolean reorder_gtk_list_view_find_item(ReorderGtkListView *self, guint64 id, guint *position);

/**
 * reorder_gtk_list_view_set_selection:
 * @self: the view
 * @ids: (array length=n) (nullable): the items' ids, in selection order
 * @n: how many; 0 clears the selection (@ids may then be NULL)
 * @error: return location for a `GError`
 *
 * Selects exactly these items, as reorder_gtk_box_set_selection() does;
 * the view copies @ids. Errors: REORDER_E_UNKNOWN_ID,
 * REORDER_E_DUPLICATE_ID; on error the selection is unchanged.
 *
 * Returns: whether the selection was set
 */
gboolean reorder_gtk_list_view_set_selection(ReorderGtkListView *self, const guint64 *ids,
                                             gsize n, GError **error);

/**
 * reorder_gtk_list_view_get_selection:
 * @self: the view
 * @n: (out): how many items are selected
 *
 * Returns: (transfer full) (array length=n): the selected ids in selection
 *   order, a new array, also 0-terminated (never NULL); free it with g_free()
 */
guint64 *reorder_gtk_list_view_get_selection(ReorderGtkListView *self, gsize *n);

G_END_DECLS

#endif /* REORDER_GTK_LIST_VIEW_H */
