"""Plain value types and the frozen dataclasses the engine hands back
(events, presentation entries, hits). Point, Rect and IndexPath are the
header's plain structs as NamedTuples, from _generated.py."""

from __future__ import annotations

import ctypes
import weakref
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar, Union

from ._generated import (
    CancelReason,
    CEvent,
    CPresentation,
    EventType,
    HitKind,
    IndexPath,
    NotADragReason,
    OuterScope,
    Point,
    Rect,
    TransferKind,
)

#: The open engines by the address of their C engine: how an event's
#: source and target (C pointers) become the Engine objects they are.
engines: weakref.WeakValueDictionary[int, Any] = weakref.WeakValueDictionary()


def _engine_at(pointer: Any) -> Any:
    return engines.get(ctypes.cast(pointer, ctypes.c_void_p).value or 0)

__all__ = ["Event", "Hit", "IndexPath", "Point", "Presentation", "Rect", "Size"]


class Size(NamedTuple):
    width: float
    height: float


@dataclass(frozen=True, slots=True)
class Hit:
    kind: HitKind
    path: IndexPath


@dataclass(frozen=True, slots=True)
class Presentation:
    """What to draw for one item; `frame` is unscaled (scale about its centre)."""

    id: int
    path: IndexPath
    frame: Rect
    alpha: float
    scale: float
    shadow_opacity: float
    shadow_radius: float
    shadow_offset: Point
    z_index: int
    lifted: bool
    #: How many items the lifted one stands for (its group's); 1 otherwise.
    stack_count: int
    #: The item the lifted one goes into (an outline) or will combine with.
    target: bool = False

    @classmethod
    def _from_c(cls, p: CPresentation) -> Presentation:
        f, o = p.frame, p.shadow_offset
        return cls(
            p.id,
            IndexPath(p.path.section, p.path.item),
            Rect(f.x, f.y, f.width, f.height),
            p.alpha,
            p.scale,
            p.shadow_opacity,
            p.shadow_radius,
            Point(o.x, o.y),
            p.z_index,
            bool(p.lifted),
            p.stack_count,
            bool(p.target),
        )


@dataclass(frozen=True, slots=True)
class Event:
    """One engine event, copied out of C (so it stays valid after the call).

    id is None only for NOT_A_DRAG on no item; reason is set for CANCEL,
    NOT_A_DRAG, TRANSFER (a TransferKind) and OUTER_SCROLL (an OuterScope,
    whose container), offset for SCROLL and OUTER_SCROLL, text for
    ANNOUNCEMENT, count for DROP (how many items landed together: a
    group's, else 1). source and target are the Engine objects a TRANSFER
    went between (a DROP's, when the drag crossed engines of a Group), else
    None. from_depth and depth: a MOVE's in an outline; other: the item a
    COMBINE dropped onto. `type` and `reason` stay plain ints for values newer than this
    binding.
    """

    type: Union[EventType, int]
    id: int | None
    from_: IndexPath
    to: IndexPath
    reason: Union[CancelReason, NotADragReason, TransferKind, OuterScope, int, None] = None
    offset: Point | None = None
    text: str | None = None
    count: int = 0
    source: Any = None
    target: Any = None
    #: MOVE in an outline: the item's depth before and after the step.
    from_depth: int = 0
    depth: int = 0
    #: COMBINE: the item `id` was dropped onto.
    other: int = 0

    @classmethod
    def _from_c(cls, ev: CEvent) -> Event:
        try:
            etype: EventType | int = EventType(ev.type)
        except ValueError:
            etype = ev.type
        reason: CancelReason | NotADragReason | TransferKind | OuterScope | int | None = None
        if etype == EventType.CANCEL:
            reason = _enum_or_int(CancelReason, ev.reason)
        elif etype == EventType.NOT_A_DRAG:
            reason = _enum_or_int(NotADragReason, ev.reason)
        elif etype == EventType.TRANSFER:
            reason = _enum_or_int(TransferKind, ev.reason)
        elif etype == EventType.OUTER_SCROLL:
            reason = _enum_or_int(OuterScope, ev.reason)
        # Reading the char * field copies the bytes now: the C text dies with
        # the callback or the next call.
        raw: bytes | None = ev.text
        src = getattr(ev, "from")  # `from` in C; a keyword in Python
        text = raw[: ev.text_length].decode("utf-8", "replace") if raw is not None else None
        return cls(
            type=etype,
            id=None if etype == EventType.NOT_A_DRAG and not ev.has_id else ev.id,
            from_=IndexPath(src.section, src.item),
            to=IndexPath(ev.to.section, ev.to.item),
            reason=reason,
            offset=(
                Point(ev.offset.x, ev.offset.y)
                if etype in (EventType.SCROLL, EventType.OUTER_SCROLL)
                else None
            ),
            text=text,
            count=ev.count,
            source=_engine_at(ev.source) if ev.source else None,
            target=_engine_at(ev.target) if ev.target else None,
            from_depth=ev.from_depth,
            depth=ev.depth,
            other=ev.other,
        )


_Reason = TypeVar("_Reason", CancelReason, NotADragReason, TransferKind, OuterScope)


def _enum_or_int(enum: type[_Reason], value: int) -> _Reason | int:
    try:
        return enum(value)
    except ValueError:
        return value
