/* Generated from include/reorder.h by tools/contract.py; do not edit.
 * The GType of every constant group of reorder.h, for ReorderGtkBox's
 * properties and for applications' own (g_param_spec_enum with
 * REORDER_GTK_TYPE_RULE, ...): the values are reorder.h's constants. */
#ifndef REORDER_GTK_ENUMS_H
#define REORDER_GTK_ENUMS_H

#include <glib-object.h>
#include <reorder.h>

G_BEGIN_DECLS

/* reorder_item_flags: REORDER_ITEM_* (GFlags) */
GType reorder_gtk_item_flags_get_type(void);
#define REORDER_GTK_TYPE_ITEM_FLAGS (reorder_gtk_item_flags_get_type())
/* reorder_layout: REORDER_LAYOUT_* (GEnum) */
GType reorder_gtk_layout_get_type(void);
#define REORDER_GTK_TYPE_LAYOUT (reorder_gtk_layout_get_type())
/* reorder_flow_align: REORDER_FLOW_ALIGN_* (GEnum) */
GType reorder_gtk_flow_align_get_type(void);
#define REORDER_GTK_TYPE_FLOW_ALIGN (reorder_gtk_flow_align_get_type())
/* reorder_direction: REORDER_DIRECTION_* (GEnum) */
GType reorder_gtk_direction_get_type(void);
#define REORDER_GTK_TYPE_DIRECTION (reorder_gtk_direction_get_type())
/* reorder_axis: REORDER_AXIS_* (GEnum) */
GType reorder_gtk_axis_get_type(void);
#define REORDER_GTK_TYPE_AXIS (reorder_gtk_axis_get_type())
/* reorder_rule: REORDER_RULE_* (GEnum) */
GType reorder_gtk_rule_get_type(void);
#define REORDER_GTK_TYPE_RULE (reorder_gtk_rule_get_type())
/* reorder_semantics: REORDER_SEMANTICS_* (GEnum) */
GType reorder_gtk_semantics_get_type(void);
#define REORDER_GTK_TYPE_SEMANTICS (reorder_gtk_semantics_get_type())
/* reorder_activation: REORDER_ACTIVATION_* (GEnum) */
GType reorder_gtk_activation_get_type(void);
#define REORDER_GTK_TYPE_ACTIVATION (reorder_gtk_activation_get_type())
/* reorder_commit: REORDER_COMMIT_* (GEnum) */
GType reorder_gtk_commit_get_type(void);
#define REORDER_GTK_TYPE_COMMIT (reorder_gtk_commit_get_type())
/* reorder_zone: REORDER_ZONE_* (GEnum) */
GType reorder_gtk_zone_get_type(void);
#define REORDER_GTK_TYPE_ZONE (reorder_gtk_zone_get_type())
/* reorder_curve: REORDER_CURVE_* (GEnum) */
GType reorder_gtk_curve_get_type(void);
#define REORDER_GTK_TYPE_CURVE (reorder_gtk_curve_get_type())
/* reorder_easing: REORDER_EASING_* (GEnum) */
GType reorder_gtk_easing_get_type(void);
#define REORDER_GTK_TYPE_EASING (reorder_gtk_easing_get_type())
/* reorder_group_order: REORDER_GROUP_ORDER_* (GEnum) */
GType reorder_gtk_group_order_get_type(void);
#define REORDER_GTK_TYPE_GROUP_ORDER (reorder_gtk_group_order_get_type())
/* reorder_preset: REORDER_PRESET_* (GEnum) */
GType reorder_gtk_preset_get_type(void);
#define REORDER_GTK_TYPE_PRESET (reorder_gtk_preset_get_type())
/* reorder_displacement: REORDER_DISPLACE_* (GEnum) */
GType reorder_gtk_displacement_get_type(void);
#define REORDER_GTK_TYPE_DISPLACEMENT (reorder_gtk_displacement_get_type())
/* reorder_hit_kind: REORDER_HIT_* (GEnum) */
GType reorder_gtk_hit_kind_get_type(void);
#define REORDER_GTK_TYPE_HIT_KIND (reorder_gtk_hit_kind_get_type())
/* reorder_key: REORDER_KEY_* (GEnum) */
GType reorder_gtk_key_get_type(void);
#define REORDER_GTK_TYPE_KEY (reorder_gtk_key_get_type())
/* reorder_phase: REORDER_PHASE_* (GEnum) */
GType reorder_gtk_phase_get_type(void);
#define REORDER_GTK_TYPE_PHASE (reorder_gtk_phase_get_type())
/* reorder_retarget_answer: REORDER_RETARGET_* (GEnum) */
GType reorder_gtk_retarget_answer_get_type(void);
#define REORDER_GTK_TYPE_RETARGET_ANSWER (reorder_gtk_retarget_answer_get_type())
/* reorder_event_type: REORDER_EVENT_* (GEnum) */
GType reorder_gtk_event_type_get_type(void);
#define REORDER_GTK_TYPE_EVENT_TYPE (reorder_gtk_event_type_get_type())
/* reorder_cancel_reason: REORDER_CANCEL_* (GEnum) */
GType reorder_gtk_cancel_reason_get_type(void);
#define REORDER_GTK_TYPE_CANCEL_REASON (reorder_gtk_cancel_reason_get_type())
/* reorder_transfer_kind: REORDER_TRANSFER_* (GEnum) */
GType reorder_gtk_transfer_kind_get_type(void);
#define REORDER_GTK_TYPE_TRANSFER_KIND (reorder_gtk_transfer_kind_get_type())
/* reorder_outer_scope: REORDER_OUTER_* (GEnum) */
GType reorder_gtk_outer_scope_get_type(void);
#define REORDER_GTK_TYPE_OUTER_SCOPE (reorder_gtk_outer_scope_get_type())
/* reorder_not_a_drag_reason: REORDER_NOT_A_DRAG_* (GEnum) */
GType reorder_gtk_not_a_drag_reason_get_type(void);
#define REORDER_GTK_TYPE_NOT_A_DRAG_REASON (reorder_gtk_not_a_drag_reason_get_type())
/* reorder_pull: REORDER_PULL_* (GEnum) */
GType reorder_gtk_pull_get_type(void);
#define REORDER_GTK_TYPE_PULL (reorder_gtk_pull_get_type())
/* reorder_text: REORDER_TEXT_* (GEnum) */
GType reorder_gtk_text_get_type(void);
#define REORDER_GTK_TYPE_TEXT (reorder_gtk_text_get_type())

/* The get_type function of a group named by its C type, for tables
 * built from reorder.h (the c_type column of an X-macro table such as
 * reorder_options_fields.h): REORDER_GTK_GET_TYPE(reorder_rule) is
 * reorder_gtk_rule_get_type. */
#define REORDER_GTK_GET_TYPE(c_type) REORDER_GTK_GET_TYPE_##c_type
#define REORDER_GTK_GET_TYPE_reorder_item_flags reorder_gtk_item_flags_get_type
#define REORDER_GTK_GET_TYPE_reorder_layout reorder_gtk_layout_get_type
#define REORDER_GTK_GET_TYPE_reorder_flow_align reorder_gtk_flow_align_get_type
#define REORDER_GTK_GET_TYPE_reorder_direction reorder_gtk_direction_get_type
#define REORDER_GTK_GET_TYPE_reorder_axis reorder_gtk_axis_get_type
#define REORDER_GTK_GET_TYPE_reorder_rule reorder_gtk_rule_get_type
#define REORDER_GTK_GET_TYPE_reorder_semantics reorder_gtk_semantics_get_type
#define REORDER_GTK_GET_TYPE_reorder_activation reorder_gtk_activation_get_type
#define REORDER_GTK_GET_TYPE_reorder_commit reorder_gtk_commit_get_type
#define REORDER_GTK_GET_TYPE_reorder_zone reorder_gtk_zone_get_type
#define REORDER_GTK_GET_TYPE_reorder_curve reorder_gtk_curve_get_type
#define REORDER_GTK_GET_TYPE_reorder_easing reorder_gtk_easing_get_type
#define REORDER_GTK_GET_TYPE_reorder_group_order reorder_gtk_group_order_get_type
#define REORDER_GTK_GET_TYPE_reorder_preset reorder_gtk_preset_get_type
#define REORDER_GTK_GET_TYPE_reorder_displacement reorder_gtk_displacement_get_type
#define REORDER_GTK_GET_TYPE_reorder_hit_kind reorder_gtk_hit_kind_get_type
#define REORDER_GTK_GET_TYPE_reorder_key reorder_gtk_key_get_type
#define REORDER_GTK_GET_TYPE_reorder_phase reorder_gtk_phase_get_type
#define REORDER_GTK_GET_TYPE_reorder_retarget_answer reorder_gtk_retarget_answer_get_type
#define REORDER_GTK_GET_TYPE_reorder_event_type reorder_gtk_event_type_get_type
#define REORDER_GTK_GET_TYPE_reorder_cancel_reason reorder_gtk_cancel_reason_get_type
#define REORDER_GTK_GET_TYPE_reorder_transfer_kind reorder_gtk_transfer_kind_get_type
#define REORDER_GTK_GET_TYPE_reorder_outer_scope reorder_gtk_outer_scope_get_type
#define REORDER_GTK_GET_TYPE_reorder_not_a_drag_reason reorder_gtk_not_a_drag_reason_get_type
#define REORDER_GTK_GET_TYPE_reorder_pull reorder_gtk_pull_get_type
#define REORDER_GTK_GET_TYPE_reorder_text reorder_gtk_text_get_type

G_END_DECLS

#endif /* REORDER_GTK_ENUMS_H */
