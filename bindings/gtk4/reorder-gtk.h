/*
 * reorder-gtk.h -- ReorderGtkBox, a GTK 4 container whose children can be
 * reordered by long press and drag, by mouse drag or by keyboard, driven by
 * libreorder (reorder.h).
 *
 * The box shows the items of one GListStore per section, one child widget
 * per item (any widget: a row of a list or a cell of a grid), made by the
 * application's create-widget function, in the GtkListBox style. The engine
 * decides when a drag starts, where every child is drawn while things move
 * and when the order changes; the box applies each move to the stores
 * (remove + insert) and then emits ::item-moved, so the stores are always in
 * the order on screen and the application only persists it.
 *
 * Put the box in a GtkScrolledWindow: it implements GtkScrollable (vertical
 * scrolling) and scrolls it at its edges during a drag.
 *
 * Naming: every symbol is ReorderGtkBox / reorder_gtk_box_* / REORDER_GTK_*.
 * Sections and positions are 0-based. Functions that can fail return FALSE
 * and set a GError in the REORDER_GTK_ERROR domain whose code is the
 * engine's reorder_status (REORDER_E_REFUSED, ...) and whose message is the
 * engine's one-line description. Calling them with a bad argument (an
 * out-of-range section, a NULL box) is a programming error reported with
 * g_critical, as GTK does.
 *
 * Styling: the lifted child has the CSS class "reorder-lifted"; while the
 * box has focus it draws a ring (in its CSS color) around the keyboard
 * cursor's child. The box's CSS name is "reorderbox".
 *
 * Keyboard (the box is focusable; a click or a lift focuses it): arrows,
 * Home and End move the cursor; Space or Enter picks the cursor's item up
 * and drops it; while it is up, arrows, Home and End move it; Escape
 * cancels any drag, pointer drags included.
 */
#ifndef REORDER_GTK_H
#define REORDER_GTK_H

#include <gtk/gtk.h>

#include "reorder.h"
#include "reorder-gtk-enums.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------------ */
/* Errors and enums                                                          */
/* ------------------------------------------------------------------------ */

/* The GError domain of the box's failures; the code is a reorder_status. */
#define REORDER_GTK_ERROR (reorder_gtk_error_quark())
GQuark reorder_gtk_error_quark(void);

/*
 * Enum types: reorder-gtk-enums.h (generated from reorder.h, included
 * above) has a GEnum (GFlags for reorder_item_flags) for every constant
 * group of reorder.h: REORDER_GTK_TYPE_LAYOUT, REORDER_GTK_TYPE_RULE, ...,
 * named "ReorderGtkLayout", "ReorderGtkRule", ... Their values are
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

/* A descendant of a child with this CSS class is the child's drag handle:
 * presses outside it neither lift the child nor start a drag (seed 001's
 * grip). Children without one are lifted from anywhere. */
#define REORDER_GTK_HANDLE_CLASS "reorder-handle"

/* ------------------------------------------------------------------------ */
/* The widget                                                                */
/* ------------------------------------------------------------------------ */

#define REORDER_GTK_TYPE_BOX (reorder_gtk_box_get_type())
G_DECLARE_FINAL_TYPE(ReorderGtkBox, reorder_gtk_box, REORDER_GTK, BOX, GtkWidget)

/*
 * Properties (all readable and writable unless said).
 *   Options: every field of reorder_options but `version` is a property
 *   named after it with '_' -> '-' ("long-press-delay",
 *   "empty-section-extent", ...; see reorder.h for meanings and defaults),
 *   of the field's type: an enum field (reorder_rule rule, ...) has the
 *   GEnum of its type (REORDER_GTK_TYPE_RULE, ...), reorder_bool is
 *   gboolean, int32_t is int, double is double, reorder_rect
 *   ("insets") is REORDER_GTK_TYPE_RECT and reorder_point ("shadow-offset")
 *   REORDER_GTK_TYPE_POINT (NULL sets the default). The list is made from
 *   reorder.h (bindings/c/reorder_options_fields.h), so it follows the
 *   header. "axis" takes REORDER_AXIS_VERTICAL only: the box lays out
 *   vertically.
 * A value the engine refuses, or any change during a press or drag, is
 * reported with g_warning and the property keeps its value; use
 * reorder_gtk_box_configure for a GError.
 *   "announcement" (string, read-only): the engine's latest announcement for
 *   screen readers ("Row 3 lifted, position 3 of 40"); also set as the box's
 *   accessible description, GTK 4.8 having no announce call.
 * GtkScrollable: "hadjustment", "vadjustment", "hscroll-policy",
 * "vscroll-policy". The box scrolls vertically only.
 *
 * Signals (all emitted after the stores have been updated):
 *   ::item-moved (ReorderGtkBox *box, GObject *item, guint from_section,
 *     guint from_position, guint to_section, guint to_position): one item
 *     changed place, by a drag step (each step with REORDER_COMMIT_LIVE, at
 *     the drop with REORDER_COMMIT_ON_DROP), a cancelled drag restoring the
 *     order, a keyboard move or reorder_gtk_box_move_item. An exchange or a
 *     displacement out of a full section moves two items: two signals. The
 *     positions are those before and after this one move.
 *   ::drag-begin (box, GObject *item): the item was lifted (pointer or key).
 *   ::item-dropped (box, GObject *item, guint from_section,
 *     guint from_position, guint to_section, guint to_position): a drag
 *     ended with a drop; from -> to is the whole drag.
 *   ::drag-cancelled (box, GObject *item): a drag was cancelled (Escape,
 *     the pointer taken away, the item removed); the order is as before it.
 *   ::item-activated (box, GObject *item): the item was tapped or clicked
 *     (pressed and released without a drag), as GtkListBox::row-activated.
 */

/* Creates an empty box (a vertical list with the engine's defaults).
 * Returns a floating reference. */
GtkWidget *reorder_gtk_box_new(void);

/*
 * Makes the child widget of an item. item is the store's item (the box holds
 * a reference to it while it is shown); return a new widget (floating or
 * not: the box takes a reference and parents it). Must not return NULL.
 */
typedef GtkWidget *(*ReorderGtkBoxCreateWidgetFunc)(gpointer item, gpointer user_data);

/*
 * The one-item text of an item for announcements ("Row 3"), newly
 * allocated (freed by the box with g_free) or NULL for the engine's default.
 */
typedef char *(*ReorderGtkBoxLabelFunc)(gpointer item, gpointer user_data);

/*
 * Sets the function that makes each item's child. Must be called before
 * the first section is appended (g_critical otherwise). user_data is
 * released with destroy (may be NULL) when the function is replaced or the
 * box is disposed.
 */
void reorder_gtk_box_set_create_widget_func(ReorderGtkBox *self, ReorderGtkBoxCreateWidgetFunc func,
                                            gpointer user_data, GDestroyNotify destroy);

/*
 * Sets the function giving items their announcement labels (NULL: the
 * engine's "item <n>"). Applies to items shown from now on; call it before
 * appending sections. user_data as for the create-widget function.
 */
void reorder_gtk_box_set_label_func(ReorderGtkBox *self, ReorderGtkBoxLabelFunc func,
                                    gpointer user_data, GDestroyNotify destroy);

/*
 * Appends a section showing store's items, with rules (NULL: the defaults;
 * else initialised with reorder_section_rules_init(&rules,
 * REORDER_SECTION_RULES_VERSION); the engine reads the fields of
 * rules->version and copies them) and an optional header widget drawn
 * above it (NULL: none; the box
 * takes a reference and parents it). The box keeps a reference to store and
 * follows its changes; changes made by the application are shown at once
 * (removing the lifted item cancels its drag). Errors: the engine's
 * (REORDER_E_INVALID or REORDER_E_VERSION for bad rules,
 * REORDER_E_TOO_MANY); on error nothing is added.
 */
gboolean reorder_gtk_box_append_section(ReorderGtkBox *self, GListStore *store,
                                        GtkWidget *header, const reorder_section_rules *rules,
                                        GError **error);

/*
 * GtkListBox style: removes every section, sets the create-widget function
 * and shows store as the one section, without a header. Errors as
 * reorder_gtk_box_append_section (the function is set even then).
 */
gboolean reorder_gtk_box_bind_model(ReorderGtkBox *self, GListStore *store,
                                    ReorderGtkBoxCreateWidgetFunc func, gpointer user_data,
                                    GDestroyNotify destroy, GError **error);

/* Removes every section, child and header; a drag in progress is
 * cancelled. */
void reorder_gtk_box_remove_all(ReorderGtkBox *self);

/* The number of sections. */
guint reorder_gtk_box_get_n_sections(ReorderGtkBox *self);

/* The store shown in section (transfer none), or NULL with g_critical when
 * section is out of range. */
GListStore *reorder_gtk_box_get_store(ReorderGtkBox *self, guint section);

/*
 * Replaces a section's rules (NULL: the defaults): locked, accepts_drops,
 * minimum_count, capacity and displacement, see reorder.h; versioned as
 * for reorder_gtk_box_append_section. Errors:
 * REORDER_E_INVALID, REORDER_E_VERSION.
 */
gboolean reorder_gtk_box_set_section_rules(ReorderGtkBox *self, guint section,
                                           const reorder_section_rules *rules, GError **error);

/*
 * Sets the REORDER_ITEM_* flags of the item at position in section:
 * REORDER_ITEM_PINNED keeps it in place (no move shifts it), 0 makes it
 * immovable but shiftable. The flags follow the item when it moves.
 * Errors: REORDER_E_INVALID (unknown bits).
 */
gboolean reorder_gtk_box_set_item_flags(ReorderGtkBox *self, guint section, guint position,
                                        guint flags, GError **error);

/*
 * Moves an item through the same rules as a drag (seed 004's
 * tap-to-move); to_position is its position after the move. The stores are
 * updated and ::item-moved is emitted for every item that moved (a full
 * section displaces one of its own). Errors: REORDER_E_RANGE,
 * REORDER_E_REFUSED (rules, pinned items), REORDER_E_STATE (the item is
 * being dragged).
 */
gboolean reorder_gtk_box_move_item(ReorderGtkBox *self, guint from_section, guint from_position,
                                   guint to_section, guint to_position, GError **error);

/*
 * Stores the item's resting frame, in the box's coordinates (the current
 * scroll offset applied), in *out. Returns FALSE (g_critical) when the
 * position is out of range. Useful to scroll to an item.
 */
gboolean reorder_gtk_box_get_item_bounds(ReorderGtkBox *self, guint section, guint position,
                                         graphene_rect_t *out);

/*
 * Reconfigures the engine with every option at once (see reorder_options in
 * reorder.h; the properties above set single fields); NULL sets every
 * default. options must be a whole struct of the reorder.h the box was
 * built with: options->version must be REORDER_OPTIONS_VERSION, as
 * reorder_options_init(&options, REORDER_OPTIONS_VERSION) and
 * reorder_gtk_box_get_options leave it (the box keeps every field, so it
 * does not take a struct of another version; it reads nothing but the
 * version of one). Errors: REORDER_E_VERSION (another version),
 * REORDER_E_INVALID (a bad value; also REORDER_AXIS_HORIZONTAL: the box
 * lays out vertically), REORDER_E_STATE (during a press or drag). On error
 * nothing changes. The properties whose fields changed are notified.
 */
gboolean reorder_gtk_box_configure(ReorderGtkBox *self, const reorder_options *options,
                                   GError **error);

/* Copies the engine options in use into *out, a reorder_options of the
 * reorder.h the box was built with (version REORDER_OPTIONS_VERSION):
 * change fields, then pass it to reorder_gtk_box_configure. */
void reorder_gtk_box_get_options(ReorderGtkBox *self, reorder_options *out);

G_END_DECLS

#endif /* REORDER_GTK_H */
