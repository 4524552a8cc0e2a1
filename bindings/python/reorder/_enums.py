"""The header's #define constants as IntEnum / IntFlag (values checked
against reorder.h by the tests)."""

from __future__ import annotations

from enum import IntEnum, IntFlag


class Status(IntEnum):
    OK = 0
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


class ItemFlags(IntFlag):
    NONE = 0
    MOVABLE = 1
    PINNED = 2
    DEFAULT = MOVABLE


class Layout(IntEnum):
    LIST = 0
    GRID = 1


class Axis(IntEnum):
    VERTICAL = 0
    HORIZONTAL = 1


class Rule(IntEnum):
    MIDPOINT = 0
    EDGE = 1
    POINTER = 2
    CENTER = 3


class Semantics(IntEnum):
    SHIFT = 0
    EXCHANGE = 1


class Activation(IntEnum):
    LONG_PRESS = 0
    DISTANCE = 1
    IMMEDIATE = 2


class Commit(IntEnum):
    LIVE = 0
    ON_DROP = 1


class Zone(IntEnum):
    ABSOLUTE = 0
    FRACTION = 1


class Curve(IntEnum):
    LINEAR = 0
    RAMPED = 1
    EASED = 2


class Easing(IntEnum):
    LINEAR = 0
    EASE_OUT = 1
    EASE_IN_OUT = 2


class Displacement(IntEnum):
    VACATED_SLOT = 0
    SOURCE_START = 1
    SOURCE_END = 2


class HitKind(IntEnum):
    NONE = 0
    ITEM = 1
    SLOT = 2


class Key(IntEnum):
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


class Phase(IntEnum):
    IDLE = 0
    PRESSING = 1
    DRAGGING = 2
    SETTLING = 3


class Retarget(IntEnum):
    ACCEPT = 0
    OTHER = 1
    REFUSE = 2


class EventType(IntEnum):
    LIFT = 1
    MOVE = 2
    DROP = 3
    CANCEL = 4
    NOT_A_DRAG = 5
    SCROLL = 6
    ANNOUNCEMENT = 7
    ANIMATION_NEEDED = 8


class CancelReason(IntEnum):
    POINTER = 0
    KEY = 1
    HOST = 2
    ITEM_REMOVED = 3


class NotADragReason(IntEnum):
    MOVED = 0
    TAP = 1
    NOT_LIFTABLE = 2


class Text(IntEnum):
    PICK_UP = 0
    MOVED = 1
    MOVED_TO_SECTION = 2
    DROP = 3
    DROP_TO_SECTION = 4
    DROP_UNMOVED = 5
    CANCEL = 6
    REFUSED = 7
    DEFAULT_LABEL = 8


#: enum class -> the REORDER_<prefix> its members are #defined with.
HEADER_PREFIXES: dict[type[IntEnum] | type[IntFlag], str] = {
    Status: "",  # OK and E_* are REORDER_OK / REORDER_E_*
    ItemFlags: "ITEM_",
    Layout: "LAYOUT_",
    Axis: "AXIS_",
    Rule: "RULE_",
    Semantics: "SEMANTICS_",
    Activation: "ACTIVATION_",
    Commit: "COMMIT_",
    Zone: "ZONE_",
    Curve: "CURVE_",
    Easing: "EASING_",
    Displacement: "DISPLACE_",
    HitKind: "HIT_",
    Key: "KEY_",
    Phase: "PHASE_",
    Retarget: "RETARGET_",
    EventType: "EVENT_",
    CancelReason: "CANCEL_",
    NotADragReason: "NOT_A_DRAG_",
    Text: "TEXT_",
}
