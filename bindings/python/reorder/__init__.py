"""libreorder for Python: a drag-to-reorder engine through pure ctypes.

    import reorder
    with reorder.Engine(reorder.Options(cross_extent=320)) as engine:
        engine.insert_section(0)
        engine.load_section(0, ids=[1, 2, 3], sizes=[44, 44, 44])
        engine.on_event(print)
        engine.move(1, (0, 2))

The library is found through $REORDER_LIBRARY, then this package's folder,
then the system; include/reorder.h documents every call.
"""

from ._engine import Engine, status_string, version, version_string
from ._group import Group
from ._errors import (
    Busy,
    BufferTooSmall,
    DuplicateID,
    InvalidArgument,
    NullPointer,
    OutOfMemory,
    OutOfRange,
    QueueFull,
    Refused,
    ReorderError,
    TooManyItems,
    UnknownID,
    VersionMismatch,
    WrongState,
    WrongThread,
)
from ._ffi import EXPECTED_VERSION, EnginePtr, LibraryError, library_path
from ._generated import (
    VERSION_STRING,
    Activation,
    Axis,
    CancelReason,
    Commit,
    Curve,
    Direction,
    Displacement,
    Easing,
    EventType,
    FlowAlign,
    GroupOrder,
    HitKind,
    ItemFlags,
    Key,
    Layout,
    NotADragReason,
    OuterScope,
    Phase,
    Preset,
    Pull,
    RetargetAnswer,
    Rule,
    Semantics,
    Status,
    Text,
    TransferKind,
    Zone,
)
from ._focus import next_focus
from ._options import Options, OuterScroll, SectionRules, TransferRules, desktop_options, desktop_outer_scroll
from ._types import Event, Hit, IndexPath, Point, Presentation, Rect, Size

#: The retarget hook's answers under their 0.1 name (RetargetAnswer in the header).
Retarget = RetargetAnswer

#: The version of the header this package is generated from.
__version__ = VERSION_STRING

__all__ = [
    "Activation", "Axis", "BufferTooSmall", "Busy", "CancelReason", "Commit", "Curve", "Direction",
    "Displacement", "DuplicateID", "EXPECTED_VERSION", "Easing", "Engine", "EnginePtr",
    "Event", "EventType", "FlowAlign", "Group", "GroupOrder", "Hit", "HitKind", "IndexPath", "InvalidArgument", "ItemFlags",
    "Key", "Layout", "LibraryError", "NotADragReason", "NullPointer", "Options", "desktop_options", "desktop_outer_scroll", "next_focus",
    "OutOfMemory", "OutOfRange", "OuterScope", "OuterScroll", "Phase", "Point", "Preset", "Presentation", "QueueFull", "Rect", "Refused",
    "Pull", "ReorderError", "Retarget", "RetargetAnswer", "Rule", "SectionRules", "Semantics",
    "Size", "Status", "Text", "TooManyItems", "TransferKind", "TransferRules", "UnknownID", "VersionMismatch", "WrongState",
    "WrongThread", "Zone", "library_path", "status_string", "version", "version_string",
]
