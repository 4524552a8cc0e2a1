"""Generated from include/reorder.h by tools/contract.py; do not edit.

The header's constants, structs and function prototypes for ctypes, and
the Python types of the fields of the structs the host fills.
"""

# ruff: noqa: E501
from __future__ import annotations

import ctypes
from enum import IntEnum, IntFlag
from typing import NamedTuple, TypedDict

VERSION_MAJOR = 1
VERSION_MINOR = 1
VERSION_PATCH = 0
VERSION_STRING = "1.1.0"
VERSION_NUMBER = VERSION_MAJOR * 10000 + VERSION_MINOR * 100 + VERSION_PATCH
OPTIONS_VERSION = 2
SECTION_RULES_VERSION = 1
TRANSFER_RULES_VERSION = 1
OUTER_SCROLL_VERSION = 1


class Status(IntEnum):
    """reorder_status: REORDER_*"""

    OK = 0
    DONE = 1
    E_INVALID = -1
    E_NULL = -2
    E_DUPLICATE_ID = -3
    E_UNKNOWN_ID = -4
    E_RANGE = -5
    E_TOO_MANY = -6
    E_REFUSED = -7
    E_STATE = -8
    E_BUSY = -9
    E_THREAD = -10
    E_BUFFER = -11
    E_VERSION = -12
    E_NOMEM = -13
    E_QUEUE_FULL = -14


class ItemFlags(IntFlag):
    """reorder_item_flags: REORDER_ITEM_*"""

    NONE = 0
    MOVABLE = 1
    PINNED = 2
    NO_CHILDREN = 4
    KEEP_PARENT = 8
    DEFAULT = 1


class Layout(IntEnum):
    """reorder_layout: REORDER_LAYOUT_*"""

    LIST = 0
    GRID = 1
    FLOW = 2
    OUTLINE = 3


class FlowAlign(IntEnum):
    """reorder_flow_align: REORDER_FLOW_ALIGN_*"""

    START = 0
    CENTER = 1
    JUSTIFY = 2


class Direction(IntEnum):
    """reorder_direction: REORDER_DIRECTION_*"""

    LTR = 0
    RTL = 1


class Axis(IntEnum):
    """reorder_axis: REORDER_AXIS_*"""

    VERTICAL = 0
    HORIZONTAL = 1


class Rule(IntEnum):
    """reorder_rule: REORDER_RULE_*"""

    MIDPOINT = 0
    EDGE = 1
    POINTER = 2
    CENTER = 3


class Semantics(IntEnum):
    """reorder_semantics: REORDER_SEMANTICS_*"""

    SHIFT = 0
    EXCHANGE = 1


class Activation(IntEnum):
    """reorder_activation: REORDER_ACTIVATION_*"""

    LONG_PRESS = 0
    DISTANCE = 1
    IMMEDIATE = 2


class Commit(IntEnum):
    """reorder_commit: REORDER_COMMIT_*"""

    LIVE = 0
    ON_DROP = 1


class Zone(IntEnum):
    """reorder_zone: REORDER_ZONE_*"""

    ABSOLUTE = 0
    FRACTION = 1


class Curve(IntEnum):
    """reorder_curve: REORDER_CURVE_*"""

    LINEAR = 0
    RAMPED = 1
    EASED = 2


class Easing(IntEnum):
    """reorder_easing: REORDER_EASING_*"""

    LINEAR = 0
    EASE_OUT = 1
    EASE_IN_OUT = 2


class GroupOrder(IntEnum):
    """reorder_group_order: REORDER_GROUP_ORDER_*"""

    SELECTION = 0
    LAYOUT = 1


class Preset(IntEnum):
    """reorder_preset: REORDER_PRESET_*"""

    TOUCH = 0
    DESKTOP = 1


class Displacement(IntEnum):
    """reorder_displacement: REORDER_DISPLACE_*"""

    VACATED_SLOT = 0
    SOURCE_START = 1
    SOURCE_END = 2


class HitKind(IntEnum):
    """reorder_hit_kind: REORDER_HIT_*"""

    NONE = 0
    ITEM = 1
    SLOT = 2


class Key(IntEnum):
    """reorder_key: REORDER_KEY_*"""

    PICK_UP_OR_DROP = 0
    CANCEL = 1
    PREVIOUS = 2
    NEXT = 3
    UP = 4
    DOWN = 5
    LEFT = 6
    RIGHT = 7
    FIRST = 8
    LAST = 9
    INDENT = 10
    OUTDENT = 11


class Phase(IntEnum):
    """reorder_phase: REORDER_PHASE_*"""

    IDLE = 0
    PRESSING = 1
    DRAGGING = 2
    SETTLING = 3


class RetargetAnswer(IntEnum):
    """reorder_retarget_answer: REORDER_RETARGET_*"""

    ACCEPT = 0
    OTHER = 1
    REFUSE = 2


class EventType(IntEnum):
    """reorder_event_type: REORDER_EVENT_*"""

    LIFT = 1
    MOVE = 2
    DROP = 3
    CANCEL = 4
    NOT_A_DRAG = 5
    SCROLL = 6
    ANNOUNCEMENT = 7
    ANIMATION_NEEDED = 8
    QUEUE_FULL = 9
    TRANSFER = 10
    OUTER_SCROLL = 11
    COMBINE = 12
    EXPAND = 13


class CancelReason(IntEnum):
    """reorder_cancel_reason: REORDER_CANCEL_*"""

    POINTER = 0
    KEY = 1
    HOST = 2
    ITEM_REMOVED = 3
    REFUSED = 4
    COMBINED = 5


class TransferKind(IntEnum):
    """reorder_transfer_kind: REORDER_TRANSFER_*"""

    MOVE = 0
    COPY = 1
    DISCARD = 2


class OuterScope(IntEnum):
    """reorder_outer_scope: REORDER_OUTER_*"""

    ENGINE = 0
    GROUP = 1


class NotADragReason(IntEnum):
    """reorder_not_a_drag_reason: REORDER_NOT_A_DRAG_*"""

    MOVED = 0
    TAP = 1
    NOT_LIFTABLE = 2


class Pull(IntEnum):
    """reorder_pull: REORDER_PULL_*"""

    NONE = 0
    MOVE = 1
    COPY = 2


class Text(IntEnum):
    """reorder_text: REORDER_TEXT_*"""

    PICK_UP = 0
    MOVED = 1
    MOVED_TO_SECTION = 2
    DROP = 3
    DROP_TO_SECTION = 4
    DROP_UNMOVED = 5
    CANCEL = 6
    REFUSED = 7
    DEFAULT_LABEL = 8
    GROUP_PICK_UP = 9
    GROUP_MOVED = 10
    GROUP_MOVED_TO_SECTION = 11
    GROUP_DROP = 12
    GROUP_CANCEL = 13
    DROP_TRANSFERRED = 14
    OUTLINE_MOVED = 15
    OUTLINE_MOVED_TOP = 16
    OUTLINE_DROP = 17
    OUTLINE_DROP_TOP = 18
    COMBINE_READY = 19
    COMBINED = 20
    INTO_READY = 21


class CEngine(ctypes.Structure):
    """reorder_engine: opaque, only ever used through pointers"""


class CGroup(ctypes.Structure):
    """reorder_group: opaque, only ever used through pointers"""


class CPoint(ctypes.Structure):
    """reorder_point"""

    _fields_ = [
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
    ]


class CRect(ctypes.Structure):
    """reorder_rect"""

    _fields_ = [
        ("x", ctypes.c_double),
        ("y", ctypes.c_double),
        ("width", ctypes.c_double),
        ("height", ctypes.c_double),
    ]


class CIndexPath(ctypes.Structure):
    """reorder_index_path"""

    _fields_ = [
        ("section", ctypes.c_int32),
        ("item", ctypes.c_int32),
    ]


class COptions(ctypes.Structure):
    """reorder_options"""

    _fields_ = [
        ("version", ctypes.c_uint32),
        ("layout", ctypes.c_int32),
        ("axis", ctypes.c_int32),
        ("cross_extent", ctypes.c_double),
        ("item_spacing", ctypes.c_double),
        ("line_spacing", ctypes.c_double),
        ("section_spacing", ctypes.c_double),
        ("insets", CRect),
        ("grid_columns", ctypes.c_int32),
        ("grid_cell_width", ctypes.c_double),
        ("grid_cell_height", ctypes.c_double),
        ("empty_section_extent", ctypes.c_double),
        ("rule", ctypes.c_int32),
        ("semantics", ctypes.c_int32),
        ("cross_section_moves", ctypes.c_int32),
        ("activation", ctypes.c_int32),
        ("long_press_delay", ctypes.c_double),
        ("long_press_tolerance", ctypes.c_double),
        ("drag_distance", ctypes.c_double),
        ("commit", ctypes.c_int32),
        ("clamp_to_content", ctypes.c_int32),
        ("autoscroll_zone_kind", ctypes.c_int32),
        ("autoscroll_curve", ctypes.c_int32),
        ("autoscroll_zone", ctypes.c_double),
        ("autoscroll_max_speed", ctypes.c_double),
        ("autoscroll_grace", ctypes.c_double),
        ("lift_scale", ctypes.c_double),
        ("lift_alpha", ctypes.c_double),
        ("shadow_offset", CPoint),
        ("shadow_radius", ctypes.c_double),
        ("shadow_opacity", ctypes.c_double),
        ("lift_duration", ctypes.c_double),
        ("displace_duration", ctypes.c_double),
        ("settle_duration", ctypes.c_double),
        ("cancel_duration", ctypes.c_double),
        ("displace_easing", ctypes.c_int32),
        ("settle_easing", ctypes.c_int32),
        ("group_order", ctypes.c_int32),
        ("grid_axis", ctypes.c_int32),
        ("autoscroll_intent", ctypes.c_int32),
        ("direction", ctypes.c_int32),
        ("flow_align", ctypes.c_int32),
        ("flow_item_height", ctypes.c_double),
        ("outline_indent", ctypes.c_double),
        ("outline_max_depth", ctypes.c_int32),
        ("outline_into_zone", ctypes.c_double),
        ("outline_expand_delay", ctypes.c_double),
        ("combine_zone", ctypes.c_double),
        ("combine_delay", ctypes.c_double),
    ]


class CSectionRules(ctypes.Structure):
    """reorder_section_rules"""

    _fields_ = [
        ("version", ctypes.c_uint32),
        ("locked", ctypes.c_int32),
        ("accepts_drops", ctypes.c_int32),
        ("minimum_count", ctypes.c_int32),
        ("capacity", ctypes.c_int32),
        ("displacement", ctypes.c_int32),
    ]


class CHit(ctypes.Structure):
    """reorder_hit"""

    _fields_ = [
        ("kind", ctypes.c_int32),
        ("path", CIndexPath),
    ]


class CPresentation(ctypes.Structure):
    """reorder_presentation"""

    _fields_ = [
        ("id", ctypes.c_uint64),
        ("path", CIndexPath),
        ("frame", CRect),
        ("alpha", ctypes.c_double),
        ("scale", ctypes.c_double),
        ("shadow_opacity", ctypes.c_double),
        ("shadow_radius", ctypes.c_double),
        ("shadow_offset", CPoint),
        ("z_index", ctypes.c_int32),
        ("lifted", ctypes.c_int32),
        ("stack_count", ctypes.c_int32),
        ("target", ctypes.c_int32),
    ]


class CEvent(ctypes.Structure):
    """reorder_event"""

    _fields_ = [
        ("type", ctypes.c_int32),
        ("reason", ctypes.c_int32),
        ("id", ctypes.c_uint64),
        ("has_id", ctypes.c_int32),
        ("from", CIndexPath),
        ("to", CIndexPath),
        ("offset", CPoint),
        ("text", ctypes.c_char_p),
        ("text_length", ctypes.c_size_t),
        ("count", ctypes.c_int32),
        ("source", ctypes.POINTER(CEngine)),
        ("target", ctypes.POINTER(CEngine)),
        ("from_depth", ctypes.c_int32),
        ("depth", ctypes.c_int32),
        ("other", ctypes.c_uint64),
    ]


class CTransferRules(ctypes.Structure):
    """reorder_transfer_rules"""

    _fields_ = [
        ("version", ctypes.c_uint32),
        ("pull", ctypes.c_int32),
        ("put", ctypes.c_int32),
        ("tag", ctypes.c_uint32),
        ("give_to", ctypes.c_uint32),
        ("accept_from", ctypes.c_uint32),
        ("placeholder", ctypes.c_int32),
    ]


class COuterScroll(ctypes.Structure):
    """reorder_outer_scroll"""

    _fields_ = [
        ("version", ctypes.c_uint32),
        ("visible", CRect),
        ("offset", CPoint),
        ("min_offset", CPoint),
        ("max_offset", CPoint),
        ("zone_kind", ctypes.c_int32),
        ("curve", ctypes.c_int32),
        ("zone", ctypes.c_double),
        ("max_speed", ctypes.c_double),
        ("grace", ctypes.c_double),
        ("intent", ctypes.c_int32),
    ]


# Every struct, by its C name.
STRUCTS: dict[str, type[ctypes.Structure]] = {
    "reorder_point": CPoint,
    "reorder_rect": CRect,
    "reorder_index_path": CIndexPath,
    "reorder_options": COptions,
    "reorder_section_rules": CSectionRules,
    "reorder_hit": CHit,
    "reorder_presentation": CPresentation,
    "reorder_event": CEvent,
    "reorder_transfer_rules": CTransferRules,
    "reorder_outer_scroll": COuterScroll,
}


class Point(NamedTuple):
    """reorder_point"""

    x: float
    y: float


class Rect(NamedTuple):
    """reorder_rect"""

    x: float
    y: float
    width: float
    height: float


class IndexPath(NamedTuple):
    """reorder_index_path"""

    section: int
    item: int


class OptionsFields:
    """reorder_options's fields but version, as Python values."""

    layout: Layout
    axis: Axis
    cross_extent: float
    item_spacing: float
    line_spacing: float
    section_spacing: float
    insets: Rect
    grid_columns: int
    grid_cell_width: float
    grid_cell_height: float
    empty_section_extent: float
    rule: Rule
    semantics: Semantics
    cross_section_moves: bool
    activation: Activation
    long_press_delay: float
    long_press_tolerance: float
    drag_distance: float
    commit: Commit
    clamp_to_content: bool
    autoscroll_zone_kind: Zone
    autoscroll_curve: Curve
    autoscroll_zone: float
    autoscroll_max_speed: float
    autoscroll_grace: float
    lift_scale: float
    lift_alpha: float
    shadow_offset: Point
    shadow_radius: float
    shadow_opacity: float
    lift_duration: float
    displace_duration: float
    settle_duration: float
    cancel_duration: float
    displace_easing: Easing
    settle_easing: Easing
    group_order: GroupOrder
    grid_axis: Axis
    autoscroll_intent: bool
    direction: Direction
    flow_align: FlowAlign
    flow_item_height: float
    outline_indent: float
    outline_max_depth: int
    outline_into_zone: float
    outline_expand_delay: float
    combine_zone: float
    combine_delay: float


class OptionsArgs(TypedDict, total=False):
    """reorder_options's fields but version, as keyword arguments."""

    layout: Layout
    axis: Axis
    cross_extent: float
    item_spacing: float
    line_spacing: float
    section_spacing: float
    insets: Rect
    grid_columns: int
    grid_cell_width: float
    grid_cell_height: float
    empty_section_extent: float
    rule: Rule
    semantics: Semantics
    cross_section_moves: bool
    activation: Activation
    long_press_delay: float
    long_press_tolerance: float
    drag_distance: float
    commit: Commit
    clamp_to_content: bool
    autoscroll_zone_kind: Zone
    autoscroll_curve: Curve
    autoscroll_zone: float
    autoscroll_max_speed: float
    autoscroll_grace: float
    lift_scale: float
    lift_alpha: float
    shadow_offset: Point
    shadow_radius: float
    shadow_opacity: float
    lift_duration: float
    displace_duration: float
    settle_duration: float
    cancel_duration: float
    displace_easing: Easing
    settle_easing: Easing
    group_order: GroupOrder
    grid_axis: Axis
    autoscroll_intent: bool
    direction: Direction
    flow_align: FlowAlign
    flow_item_height: float
    outline_indent: float
    outline_max_depth: int
    outline_into_zone: float
    outline_expand_delay: float
    combine_zone: float
    combine_delay: float


class SectionRulesFields:
    """reorder_section_rules's fields but version, as Python values."""

    locked: bool
    accepts_drops: bool
    minimum_count: int
    capacity: int
    displacement: Displacement


class SectionRulesArgs(TypedDict, total=False):
    """reorder_section_rules's fields but version, as keyword arguments."""

    locked: bool
    accepts_drops: bool
    minimum_count: int
    capacity: int
    displacement: Displacement


class TransferRulesFields:
    """reorder_transfer_rules's fields but version, as Python values."""

    pull: Pull
    put: bool
    tag: int
    give_to: int
    accept_from: int
    placeholder: bool


class TransferRulesArgs(TypedDict, total=False):
    """reorder_transfer_rules's fields but version, as keyword arguments."""

    pull: Pull
    put: bool
    tag: int
    give_to: int
    accept_from: int
    placeholder: bool


class OuterScrollFields:
    """reorder_outer_scroll's fields but version, as Python values."""

    visible: Rect
    offset: Point
    min_offset: Point
    max_offset: Point
    zone_kind: Zone
    curve: Curve
    zone: float
    max_speed: float
    grace: float
    intent: bool


class OuterScrollArgs(TypedDict, total=False):
    """reorder_outer_scroll's fields but version, as keyword arguments."""

    visible: Rect
    offset: Point
    min_offset: Point
    max_offset: Point
    zone_kind: Zone
    curve: Curve
    zone: float
    max_speed: float
    grace: float
    intent: bool

RETARGET_FN = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.POINTER(CIndexPath), ctypes.c_uint64, CIndexPath, CIndexPath, ctypes.c_void_p)
DESTROY_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
OUTLINE_RETARGET_FN = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_int32), ctypes.c_uint64, ctypes.c_int32, ctypes.c_int32, ctypes.c_uint64, ctypes.c_int32, ctypes.c_void_p)
EVENT_FN = ctypes.CFUNCTYPE(None, ctypes.POINTER(CEvent), ctypes.c_void_p)
EVENT_BATCH_FN = ctypes.CFUNCTYPE(None, ctypes.POINTER(CEvent), ctypes.c_size_t, ctypes.c_void_p)

# Every function: (return type, argument types), in the header's order.
FUNCTIONS: dict[str, tuple[object, list[object]]] = {
    "reorder_version": (ctypes.c_uint, []),
    "reorder_version_string": (ctypes.c_char_p, []),
    "reorder_status_string": (ctypes.c_char_p, [ctypes.c_int32]),
    "reorder_options_init": (ctypes.c_int32, [ctypes.POINTER(COptions), ctypes.c_uint32]),
    "reorder_options_init_preset": (ctypes.c_int32, [ctypes.POINTER(COptions), ctypes.c_uint32, ctypes.c_int32]),
    "reorder_engine_new": (ctypes.c_int32, [ctypes.POINTER(ctypes.POINTER(CEngine)), ctypes.POINTER(COptions)]),
    "reorder_engine_free": (ctypes.c_int32, [ctypes.POINTER(CEngine)]),
    "reorder_engine_configure": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.POINTER(COptions)]),
    "reorder_engine_last_error": (ctypes.c_char_p, [ctypes.POINTER(CEngine)]),
    "reorder_section_rules_init": (ctypes.c_int32, [ctypes.POINTER(CSectionRules), ctypes.c_uint32]),
    "reorder_section_insert": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.c_double, ctypes.c_double, ctypes.POINTER(CSectionRules)]),
    "reorder_section_remove": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32]),
    "reorder_section_set_rules": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.POINTER(CSectionRules)]),
    "reorder_section_set_extents": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.c_double, ctypes.c_double]),
    "reorder_section_load": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_uint8), ctypes.c_size_t]),
    "reorder_engine_section_count": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine)]),
    "reorder_section_item_count": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine), ctypes.c_int32]),
    "reorder_section_export": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine), ctypes.c_int32]),
    "reorder_selection_set": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t]),
    "reorder_selection_export": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_uint64), ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine)]),
    "reorder_section_frame": (ctypes.c_int32, [ctypes.POINTER(CRect), ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.c_double]),
    "reorder_item_insert": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_double, ctypes.c_uint32, CIndexPath]),
    "reorder_item_remove": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_resize": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_double]),
    "reorder_item_set_cross_size": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_double]),
    "reorder_section_set_cross_sizes": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.POINTER(ctypes.c_double), ctypes.c_size_t]),
    "reorder_item_set_flags": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_uint32]),
    "reorder_item_set_handle": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.POINTER(CRect)]),
    "reorder_item_set_label": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_char_p]),
    "reorder_item_index_path": (ctypes.c_int32, [ctypes.POINTER(CIndexPath), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_id": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(CEngine), CIndexPath]),
    "reorder_item_frame": (ctypes.c_int32, [ctypes.POINTER(CRect), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_engine_hit_test": (ctypes.c_int32, [ctypes.POINTER(CHit), ctypes.c_size_t, ctypes.POINTER(CEngine), CPoint]),
    "reorder_engine_content_size": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_double), ctypes.POINTER(ctypes.c_double), ctypes.POINTER(CEngine)]),
    "reorder_engine_set_viewport": (ctypes.c_int32, [ctypes.POINTER(CEngine), CRect]),
    "reorder_engine_pointer_down": (ctypes.c_int32, [ctypes.POINTER(CEngine), CPoint, ctypes.c_double]),
    "reorder_engine_pointer_move": (ctypes.c_int32, [ctypes.POINTER(CEngine), CPoint, ctypes.c_double]),
    "reorder_engine_pointer_up": (ctypes.c_int32, [ctypes.POINTER(CEngine), CPoint, ctypes.c_double]),
    "reorder_engine_pointer_cancel": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_double]),
    "reorder_engine_tick": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_double]),
    "reorder_engine_cancel_drag": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_double]),
    "reorder_engine_key": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.POINTER(ctypes.c_uint64), ctypes.c_double]),
    "reorder_engine_phase": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine)]),
    "reorder_engine_presentation": (ctypes.c_int32, [ctypes.POINTER(CPresentation), ctypes.c_size_t, ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine), CRect, ctypes.c_double]),
    "reorder_engine_is_animating": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_double]),
    "reorder_engine_move": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, CIndexPath]),
    "reorder_engine_undo": (ctypes.c_int32, [ctypes.POINTER(CEngine)]),
    "reorder_engine_redo": (ctypes.c_int32, [ctypes.POINTER(CEngine)]),
    "reorder_engine_set_retarget": (ctypes.c_int32, [ctypes.POINTER(CEngine), RETARGET_FN, DESTROY_FN, ctypes.c_void_p]),
    "reorder_section_set_depths": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.POINTER(ctypes.c_int32), ctypes.c_size_t]),
    "reorder_item_set_depth": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_int32]),
    "reorder_item_move_into": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_int32, ctypes.c_int32, ctypes.c_uint64, ctypes.c_int32]),
    "reorder_item_set_expanded": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.c_int32]),
    "reorder_item_depth": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_parent": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_uint64), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_child_index": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_subtree_count": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_is_expanded": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_item_is_hidden": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_int32), ctypes.POINTER(CEngine), ctypes.c_uint64]),
    "reorder_engine_set_outline_retarget": (ctypes.c_int32, [ctypes.POINTER(CEngine), OUTLINE_RETARGET_FN, DESTROY_FN, ctypes.c_void_p]),
    "reorder_engine_set_event_callback": (ctypes.c_int32, [ctypes.POINTER(CEngine), EVENT_FN, ctypes.c_size_t, DESTROY_FN, ctypes.c_void_p]),
    "reorder_engine_set_event_batch_callback": (ctypes.c_int32, [ctypes.POINTER(CEngine), EVENT_BATCH_FN, ctypes.c_size_t, DESTROY_FN, ctypes.c_void_p]),
    "reorder_engine_poll_event": (ctypes.c_int32, [ctypes.POINTER(CEvent), ctypes.c_size_t, ctypes.POINTER(CEngine)]),
    "reorder_transfer_rules_init": (ctypes.c_int32, [ctypes.POINTER(CTransferRules), ctypes.c_uint32]),
    "reorder_group_new": (ctypes.c_int32, [ctypes.POINTER(ctypes.POINTER(CGroup))]),
    "reorder_group_free": (ctypes.c_int32, [ctypes.POINTER(CGroup)]),
    "reorder_group_add": (ctypes.c_int32, [ctypes.POINTER(CGroup), ctypes.POINTER(CEngine), ctypes.POINTER(CTransferRules)]),
    "reorder_group_remove": (ctypes.c_int32, [ctypes.POINTER(CGroup), ctypes.POINTER(CEngine)]),
    "reorder_group_set_rules": (ctypes.c_int32, [ctypes.POINTER(CGroup), ctypes.POINTER(CEngine), ctypes.POINTER(CTransferRules)]),
    "reorder_engine_set_frame": (ctypes.c_int32, [ctypes.POINTER(CEngine), CRect]),
    "reorder_engine_transfer": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_uint64, ctypes.POINTER(CEngine), CIndexPath]),
    "reorder_outer_scroll_init": (ctypes.c_int32, [ctypes.POINTER(COuterScroll), ctypes.c_uint32]),
    "reorder_engine_set_outer_scroll": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.POINTER(COuterScroll)]),
    "reorder_group_set_outer_scroll": (ctypes.c_int32, [ctypes.POINTER(CGroup), ctypes.POINTER(COuterScroll)]),
    "reorder_engine_set_text": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_int32, ctypes.c_char_p]),
    "reorder_engine_record_start": (ctypes.c_int32, [ctypes.POINTER(CEngine)]),
    "reorder_engine_record_stop": (ctypes.c_int32, [ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(CEngine)]),
    "reorder_engine_replay": (ctypes.c_int32, [ctypes.POINTER(CEngine), ctypes.c_char_p, ctypes.c_size_t]),
    "reorder_free": (None, [ctypes.c_void_p]),
}
