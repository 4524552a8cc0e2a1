/* Generated from include/reorder.h by tools/contract.py; do not edit.
 * The GType of every constant group of reorder.h (GEnum, or GFlags for
 * bit sets), declared in reorder-gtk-enums.h. */
#include "reorder-gtk-enums.h"

GType
reorder_gtk_item_flags_get_type(void)
{
  static gsize type = 0;
  static const GFlagsValue values[] = {
    {REORDER_ITEM_MOVABLE, "REORDER_ITEM_MOVABLE", "movable"},
    {REORDER_ITEM_PINNED, "REORDER_ITEM_PINNED", "pinned"},
    {REORDER_ITEM_NO_CHILDREN, "REORDER_ITEM_NO_CHILDREN", "no-children"},
    {REORDER_ITEM_KEEP_PARENT, "REORDER_ITEM_KEEP_PARENT", "keep-parent"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_flags_register_static("ReorderGtkItemFlags", values));
  return type;
}

GType
reorder_gtk_layout_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_LAYOUT_LIST, "REORDER_LAYOUT_LIST", "list"},
    {REORDER_LAYOUT_GRID, "REORDER_LAYOUT_GRID", "grid"},
    {REORDER_LAYOUT_FLOW, "REORDER_LAYOUT_FLOW", "flow"},
    {REORDER_LAYOUT_OUTLINE, "REORDER_LAYOUT_OUTLINE", "outline"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkLayout", values));
  return type;
}

GType
reorder_gtk_flow_align_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_FLOW_ALIGN_START, "REORDER_FLOW_ALIGN_START", "start"},
    {REORDER_FLOW_ALIGN_CENTER, "REORDER_FLOW_ALIGN_CENTER", "center"},
    {REORDER_FLOW_ALIGN_JUSTIFY, "REORDER_FLOW_ALIGN_JUSTIFY", "justify"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkFlowAlign", values));
  return type;
}

GType
reorder_gtk_direction_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_DIRECTION_LTR, "REORDER_DIRECTION_LTR", "ltr"},
    {REORDER_DIRECTION_RTL, "REORDER_DIRECTION_RTL", "rtl"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkDirection", values));
  return type;
}

GType
reorder_gtk_axis_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_AXIS_VERTICAL, "REORDER_AXIS_VERTICAL", "vertical"},
    {REORDER_AXIS_HORIZONTAL, "REORDER_AXIS_HORIZONTAL", "horizontal"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkAxis", values));
  return type;
}

GType
reorder_gtk_rule_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_RULE_MIDPOINT, "REORDER_RULE_MIDPOINT", "midpoint"},
    {REORDER_RULE_EDGE, "REORDER_RULE_EDGE", "edge"},
    {REORDER_RULE_POINTER, "REORDER_RULE_POINTER", "pointer"},
    {REORDER_RULE_CENTER, "REORDER_RULE_CENTER", "center"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkRule", values));
  return type;
}

GType
reorder_gtk_semantics_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_SEMANTICS_SHIFT, "REORDER_SEMANTICS_SHIFT", "shift"},
    {REORDER_SEMANTICS_EXCHANGE, "REORDER_SEMANTICS_EXCHANGE", "exchange"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkSemantics", values));
  return type;
}

GType
reorder_gtk_activation_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_ACTIVATION_LONG_PRESS, "REORDER_ACTIVATION_LONG_PRESS", "long-press"},
    {REORDER_ACTIVATION_DISTANCE, "REORDER_ACTIVATION_DISTANCE", "distance"},
    {REORDER_ACTIVATION_IMMEDIATE, "REORDER_ACTIVATION_IMMEDIATE", "immediate"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkActivation", values));
  return type;
}

GType
reorder_gtk_commit_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_COMMIT_LIVE, "REORDER_COMMIT_LIVE", "live"},
    {REORDER_COMMIT_ON_DROP, "REORDER_COMMIT_ON_DROP", "on-drop"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkCommit", values));
  return type;
}

GType
reorder_gtk_zone_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_ZONE_ABSOLUTE, "REORDER_ZONE_ABSOLUTE", "absolute"},
    {REORDER_ZONE_FRACTION, "REORDER_ZONE_FRACTION", "fraction"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkZone", values));
  return type;
}

GType
reorder_gtk_curve_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_CURVE_LINEAR, "REORDER_CURVE_LINEAR", "linear"},
    {REORDER_CURVE_RAMPED, "REORDER_CURVE_RAMPED", "ramped"},
    {REORDER_CURVE_EASED, "REORDER_CURVE_EASED", "eased"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkCurve", values));
  return type;
}

GType
reorder_gtk_easing_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_EASING_LINEAR, "REORDER_EASING_LINEAR", "linear"},
    {REORDER_EASING_EASE_OUT, "REORDER_EASING_EASE_OUT", "ease-out"},
    {REORDER_EASING_EASE_IN_OUT, "REORDER_EASING_EASE_IN_OUT", "ease-in-out"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkEasing", values));
  return type;
}

GType
reorder_gtk_group_order_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_GROUP_ORDER_SELECTION, "REORDER_GROUP_ORDER_SELECTION", "selection"},
    {REORDER_GROUP_ORDER_LAYOUT, "REORDER_GROUP_ORDER_LAYOUT", "layout"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkGroupOrder", values));
  return type;
}

GType
reorder_gtk_preset_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_PRESET_TOUCH, "REORDER_PRESET_TOUCH", "touch"},
    {REORDER_PRESET_DESKTOP, "REORDER_PRESET_DESKTOP", "desktop"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkPreset", values));
  return type;
}

GType
reorder_gtk_displacement_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_DISPLACE_VACATED_SLOT, "REORDER_DISPLACE_VACATED_SLOT", "vacated-slot"},
    {REORDER_DISPLACE_SOURCE_START, "REORDER_DISPLACE_SOURCE_START", "source-start"},
    {REORDER_DISPLACE_SOURCE_END, "REORDER_DISPLACE_SOURCE_END", "source-end"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkDisplacement", values));
  return type;
}

GType
reorder_gtk_hit_kind_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_HIT_NONE, "REORDER_HIT_NONE", "none"},
    {REORDER_HIT_ITEM, "REORDER_HIT_ITEM", "item"},
    {REORDER_HIT_SLOT, "REORDER_HIT_SLOT", "slot"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkHitKind", values));
  return type;
}

GType
reorder_gtk_key_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_KEY_PICK_UP_OR_DROP, "REORDER_KEY_PICK_UP_OR_DROP", "pick-up-or-drop"},
    {REORDER_KEY_CANCEL, "REORDER_KEY_CANCEL", "cancel"},
    {REORDER_KEY_PREVIOUS, "REORDER_KEY_PREVIOUS", "previous"},
    {REORDER_KEY_NEXT, "REORDER_KEY_NEXT", "next"},
    {REORDER_KEY_UP, "REORDER_KEY_UP", "up"},
    {REORDER_KEY_DOWN, "REORDER_KEY_DOWN", "down"},
    {REORDER_KEY_LEFT, "REORDER_KEY_LEFT", "left"},
    {REORDER_KEY_RIGHT, "REORDER_KEY_RIGHT", "right"},
    {REORDER_KEY_FIRST, "REORDER_KEY_FIRST", "first"},
    {REORDER_KEY_LAST, "REORDER_KEY_LAST", "last"},
    {REORDER_KEY_INDENT, "REORDER_KEY_INDENT", "indent"},
    {REORDER_KEY_OUTDENT, "REORDER_KEY_OUTDENT", "outdent"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkKey", values));
  return type;
}

GType
reorder_gtk_phase_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_PHASE_IDLE, "REORDER_PHASE_IDLE", "idle"},
    {REORDER_PHASE_PRESSING, "REORDER_PHASE_PRESSING", "pressing"},
    {REORDER_PHASE_DRAGGING, "REORDER_PHASE_DRAGGING", "dragging"},
    {REORDER_PHASE_SETTLING, "REORDER_PHASE_SETTLING", "settling"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkPhase", values));
  return type;
}

GType
reorder_gtk_retarget_answer_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_RETARGET_ACCEPT, "REORDER_RETARGET_ACCEPT", "accept"},
    {REORDER_RETARGET_OTHER, "REORDER_RETARGET_OTHER", "other"},
    {REORDER_RETARGET_REFUSE, "REORDER_RETARGET_REFUSE", "refuse"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkRetargetAnswer", values));
  return type;
}

GType
reorder_gtk_event_type_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_EVENT_LIFT, "REORDER_EVENT_LIFT", "lift"},
    {REORDER_EVENT_MOVE, "REORDER_EVENT_MOVE", "move"},
    {REORDER_EVENT_DROP, "REORDER_EVENT_DROP", "drop"},
    {REORDER_EVENT_CANCEL, "REORDER_EVENT_CANCEL", "cancel"},
    {REORDER_EVENT_NOT_A_DRAG, "REORDER_EVENT_NOT_A_DRAG", "not-a-drag"},
    {REORDER_EVENT_SCROLL, "REORDER_EVENT_SCROLL", "scroll"},
    {REORDER_EVENT_ANNOUNCEMENT, "REORDER_EVENT_ANNOUNCEMENT", "announcement"},
    {REORDER_EVENT_ANIMATION_NEEDED, "REORDER_EVENT_ANIMATION_NEEDED", "animation-needed"},
    {REORDER_EVENT_QUEUE_FULL, "REORDER_EVENT_QUEUE_FULL", "queue-full"},
    {REORDER_EVENT_TRANSFER, "REORDER_EVENT_TRANSFER", "transfer"},
    {REORDER_EVENT_OUTER_SCROLL, "REORDER_EVENT_OUTER_SCROLL", "outer-scroll"},
    {REORDER_EVENT_COMBINE, "REORDER_EVENT_COMBINE", "combine"},
    {REORDER_EVENT_EXPAND, "REORDER_EVENT_EXPAND", "expand"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkEventType", values));
  return type;
}

GType
reorder_gtk_cancel_reason_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_CANCEL_POINTER, "REORDER_CANCEL_POINTER", "pointer"},
    {REORDER_CANCEL_KEY, "REORDER_CANCEL_KEY", "key"},
    {REORDER_CANCEL_HOST, "REORDER_CANCEL_HOST", "host"},
    {REORDER_CANCEL_ITEM_REMOVED, "REORDER_CANCEL_ITEM_REMOVED", "item-removed"},
    {REORDER_CANCEL_REFUSED, "REORDER_CANCEL_REFUSED", "refused"},
    {REORDER_CANCEL_COMBINED, "REORDER_CANCEL_COMBINED", "combined"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkCancelReason", values));
  return type;
}

GType
reorder_gtk_transfer_kind_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_TRANSFER_MOVE, "REORDER_TRANSFER_MOVE", "move"},
    {REORDER_TRANSFER_COPY, "REORDER_TRANSFER_COPY", "copy"},
    {REORDER_TRANSFER_DISCARD, "REORDER_TRANSFER_DISCARD", "discard"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkTransferKind", values));
  return type;
}

GType
reorder_gtk_outer_scope_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_OUTER_ENGINE, "REORDER_OUTER_ENGINE", "engine"},
    {REORDER_OUTER_GROUP, "REORDER_OUTER_GROUP", "group"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkOuterScope", values));
  return type;
}

GType
reorder_gtk_not_a_drag_reason_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_NOT_A_DRAG_MOVED, "REORDER_NOT_A_DRAG_MOVED", "moved"},
    {REORDER_NOT_A_DRAG_TAP, "REORDER_NOT_A_DRAG_TAP", "tap"},
    {REORDER_NOT_A_DRAG_NOT_LIFTABLE, "REORDER_NOT_A_DRAG_NOT_LIFTABLE", "not-liftable"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkNotADragReason", values));
  return type;
}

GType
reorder_gtk_pull_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_PULL_NONE, "REORDER_PULL_NONE", "none"},
    {REORDER_PULL_MOVE, "REORDER_PULL_MOVE", "move"},
    {REORDER_PULL_COPY, "REORDER_PULL_COPY", "copy"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkPull", values));
  return type;
}

GType
reorder_gtk_text_get_type(void)
{
  static gsize type = 0;
  static const GEnumValue values[] = {
    {REORDER_TEXT_PICK_UP, "REORDER_TEXT_PICK_UP", "pick-up"},
    {REORDER_TEXT_MOVED, "REORDER_TEXT_MOVED", "moved"},
    {REORDER_TEXT_MOVED_TO_SECTION, "REORDER_TEXT_MOVED_TO_SECTION", "moved-to-section"},
    {REORDER_TEXT_DROP, "REORDER_TEXT_DROP", "drop"},
    {REORDER_TEXT_DROP_TO_SECTION, "REORDER_TEXT_DROP_TO_SECTION", "drop-to-section"},
    {REORDER_TEXT_DROP_UNMOVED, "REORDER_TEXT_DROP_UNMOVED", "drop-unmoved"},
    {REORDER_TEXT_CANCEL, "REORDER_TEXT_CANCEL", "cancel"},
    {REORDER_TEXT_REFUSED, "REORDER_TEXT_REFUSED", "refused"},
    {REORDER_TEXT_DEFAULT_LABEL, "REORDER_TEXT_DEFAULT_LABEL", "default-label"},
    {REORDER_TEXT_GROUP_PICK_UP, "REORDER_TEXT_GROUP_PICK_UP", "group-pick-up"},
    {REORDER_TEXT_GROUP_MOVED, "REORDER_TEXT_GROUP_MOVED", "group-moved"},
    {REORDER_TEXT_GROUP_MOVED_TO_SECTION, "REORDER_TEXT_GROUP_MOVED_TO_SECTION", "group-moved-to-section"},
    {REORDER_TEXT_GROUP_DROP, "REORDER_TEXT_GROUP_DROP", "group-drop"},
    {REORDER_TEXT_GROUP_CANCEL, "REORDER_TEXT_GROUP_CANCEL", "group-cancel"},
    {REORDER_TEXT_DROP_TRANSFERRED, "REORDER_TEXT_DROP_TRANSFERRED", "drop-transferred"},
    {REORDER_TEXT_OUTLINE_MOVED, "REORDER_TEXT_OUTLINE_MOVED", "outline-moved"},
    {REORDER_TEXT_OUTLINE_MOVED_TOP, "REORDER_TEXT_OUTLINE_MOVED_TOP", "outline-moved-top"},
    {REORDER_TEXT_OUTLINE_DROP, "REORDER_TEXT_OUTLINE_DROP", "outline-drop"},
    {REORDER_TEXT_OUTLINE_DROP_TOP, "REORDER_TEXT_OUTLINE_DROP_TOP", "outline-drop-top"},
    {REORDER_TEXT_COMBINE_READY, "REORDER_TEXT_COMBINE_READY", "combine-ready"},
    {REORDER_TEXT_COMBINED, "REORDER_TEXT_COMBINED", "combined"},
    {REORDER_TEXT_INTO_READY, "REORDER_TEXT_INTO_READY", "into-ready"},
    {0, NULL, NULL},
  };
  if (g_once_init_enter(&type))
    g_once_init_leave(&type, g_enum_register_static("ReorderGtkText", values));
  return type;
}
