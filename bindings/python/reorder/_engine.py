"""The Pythonic engine; Options and SectionRules live in _options.py."""

from __future__ import annotations

import ctypes
import threading
import weakref
from array import array
from ctypes import byref, c_double, c_int32, c_size_t, c_uint8, c_uint64, c_void_p
from typing import Any, Iterator, Optional, Union

from ._callbacks import EventCallback, RetargetCallback, _Dispatch, _message
from ._convert import (
    FlagsLike,
    IdsLike,
    IndexPathLike,
    PointLike,
    RectLike,
    SizesLike,
    _c_array,
    _c_path,
    _c_point,
    _c_rect,
    _float,
    _i32,
    _u32,
    _u64,
    _utf8,
)
from ._errors import error_for
from ._ffi import EnginePtr, lib
from ._generated import CEvent, CHit, CIndexPath, CPresentation, CRect, HitKind, ItemFlags, Phase, Status
from ._options import Options, OuterScroll, SectionRules, _outer_scroll, _rules
from ._outline import _OutlineMethods
from ._types import Event, Hit, IndexPath, Presentation, Rect, Size, engines

class Engine(_Dispatch, _OutlineMethods):
    """One ordered set of sections and items, its layout, drag state and
    history. Use from one thread at a time; close() it, use it as a context
    manager, or let the garbage collector free it."""

    def __init__(self, options: Optional[Options] = None) -> None:
        self._handle = None
        self._tls = threading.local()
        self._event_cb = None
        self._retarget_cb = None
        self._pres_buf = (CPresentation * 64)()
        if options is not None and not isinstance(options, Options):
            raise TypeError(f"options must be reorder.Options, not {type(options).__name__}")
        c_opts = options._to_c() if options is not None else None
        handle = EnginePtr()
        status = lib.reorder_engine_new(byref(handle), byref(c_opts) if c_opts is not None else None)
        if status != Status.OK:
            raise error_for(status, _message(None))
        self._handle = handle
        engines[ctypes.addressof(handle.contents)] = self
        # Not __del__: finalize runs once and holds no reference to self
        # (only the raw handle). Its status is dropped: nobody else can be
        # inside a call on an engine nobody refers to. Not at exit: an
        # engine still referred to then may still be called (a Qt widget
        # torn down after the atexit handlers), and the process's end
        # frees it anyway.
        self._finalizer = weakref.finalize(self, lib.reorder_engine_free, handle)
        self._finalizer.atexit = False

    # -- life cycle --------------------------------------------------------

    def close(self) -> None:
        """Frees the engine (idempotent). From inside one of its callbacks
        the library defers the release to the end of the running call.
        Raises WrongThread, and frees nothing, while another thread is
        inside a call on the engine: the engine stays open and usable."""
        handle = self._handle
        if handle is None:
            return
        status = lib.reorder_engine_free(handle)
        if status < 0:
            raise error_for(status, _message(handle))
        self._handle = None
        self._finalizer.detach()

    @property
    def closed(self) -> bool:
        return self._handle is None

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<reorder.Engine {'closed' if self.closed else hex(ctypes.addressof(self._handle.contents))}>"

    # -- configuration -------------------------------------------------------

    def configure(self, options: Optional[Options] = None) -> None:
        """Reconfigures the engine; items, order and history are kept.
        None (or nothing) goes back to every default."""
        if options is not None and not isinstance(options, Options):
            raise TypeError(f"options must be reorder.Options, not {type(options).__name__}")
        c = options._to_c() if options is not None else None
        self._call(lib.reorder_engine_configure, self._h, byref(c) if c is not None else None)

    @property
    def last_error(self) -> str:
        """The library's description of the last error on this engine."""
        return _message(self._h)

    # -- sections ------------------------------------------------------------

    def insert_section(
        self, index: int, header: float = 0.0, footer: float = 0.0, rules: Optional[SectionRules] = None
    ) -> None:
        r = _rules(rules)
        self._call(
            lib.reorder_section_insert,
            self._h,
            _i32(index, "index"),
            _float(header, "header"),
            _float(footer, "footer"),
            byref(r) if r is not None else None,
        )

    def remove_section(self, index: int) -> None:
        self._call(lib.reorder_section_remove, self._h, _i32(index, "index"))

    def set_section_rules(self, index: int, rules: Optional[SectionRules]) -> None:
        r = _rules(rules)
        self._call(lib.reorder_section_set_rules, self._h, _i32(index, "index"), byref(r) if r is not None else None)

    def set_section_extents(self, index: int, header: float, footer: float) -> None:
        self._call(
            lib.reorder_section_set_extents,
            self._h,
            _i32(index, "index"),
            _float(header, "header"),
            _float(footer, "footer"),
        )

    def load_section(self, section: int, ids: IdsLike, sizes: SizesLike, flags: FlagsLike = None) -> None:
        """Replaces a section's items in one call. ids: uint64 values, sizes:
        doubles, flags: uint8 ItemFlags (None: all DEFAULT) -- as buffers
        (array('Q'/'d'/'B'), memoryview, bytes, numpy; zero-copy when
        C-contiguous and of that item type) or as plain sequences."""
        s = _i32(section, "section")
        c_ids, n = _c_array(ids, c_uint64, "ids")
        c_sizes, n_sizes = _c_array(sizes, c_double, "sizes")
        if n_sizes != n:
            raise ValueError(f"ids has {n} items but sizes has {n_sizes}")
        c_flags = None
        if flags is not None:
            c_flags, n_flags = _c_array(flags, c_uint8, "flags")
            if n_flags != n:
                raise ValueError(f"ids has {n} items but flags has {n_flags}")
        self._call(lib.reorder_section_load, self._h, s, c_ids, c_sizes, c_flags, n)

    def section_count(self) -> int:
        out = c_size_t()
        self._call(lib.reorder_engine_section_count, byref(out), self._h)
        return out.value

    def item_count(self, section: int) -> int:
        out = c_size_t()
        self._call(lib.reorder_section_item_count, byref(out), self._h, _i32(section, "section"))
        return out.value

    def export(self, section: int) -> list[int]:
        """The ids of a section, in order."""
        s = _i32(section, "section")
        return self._ids(lib.reorder_section_export, self.item_count(s), s)

    def _ids(self, export: Any, capacity: int, *args: Any) -> list[int]:
        """Ids from an _export function (out_ids, capacity, out_count,
        engine, *args), asking again while the buffer is too small."""
        while True:
            buf = array("Q", [0]) * capacity
            c_buf = (c_uint64 * capacity).from_buffer(buf)
            count = c_size_t()
            status = self._call(export, c_buf, capacity, byref(count), self._h, *args, allow=(Status.E_BUFFER,))
            del c_buf  # release the export so buf can be sliced
            if status != Status.E_BUFFER:
                return buf[: count.value].tolist()
            capacity = count.value

    # -- selection ---------------------------------------------------------------

    def select(self, ids: IdsLike) -> None:
        """Selects these items, in this order: lifting any of them lifts them
        all, as one group (see reorder_selection_set). Empty clears it."""
        c_ids, n = _c_array(ids, c_uint64, "ids")
        self._call(lib.reorder_selection_set, self._h, c_ids if n else None, n)

    def selection(self) -> list[int]:
        """The selected ids, in selection order."""
        return self._ids(lib.reorder_selection_export, 0)

    # -- items -----------------------------------------------------------------

    def insert_item(self, id: int, size: float, at: IndexPathLike, flags: int = ItemFlags.DEFAULT) -> None:
        self._call(
            lib.reorder_item_insert,
            self._h,
            _u64(id),
            _float(size, "size"),
            _u32(flags, "flags"),
            _c_path(at, "at"),
        )

    def remove_item(self, id: int) -> None:
        self._call(lib.reorder_item_remove, self._h, _u64(id))

    def resize_item(self, id: int, size: float) -> None:
        self._call(lib.reorder_item_resize, self._h, _u64(id), _float(size, "size"))

    def set_cross_size(self, id: int, size: float) -> None:
        """A flow item's height (its size is its width); until set, the
        options' flow_item_height."""
        self._call(lib.reorder_item_set_cross_size, self._h, _u64(id), _float(size, "size"))

    def set_cross_sizes(self, section: int, sizes: SizesLike) -> None:
        """Every item's height in a section, in order: one per item, as a
        buffer of doubles or a plain sequence."""
        s = _i32(section, "section")
        c_sizes, n = _c_array(sizes, c_double, "sizes")
        self._call(lib.reorder_section_set_cross_sizes, self._h, s, c_sizes if n else None, n)

    def set_flags(self, id: int, flags: int) -> None:
        self._call(lib.reorder_item_set_flags, self._h, _u64(id), _u32(flags, "flags"))

    def set_handle(self, id: int, handle: Optional[RectLike]) -> None:
        """The drag handle, relative to the item's origin (None: whole item)."""
        r = _c_rect(handle, "handle") if handle is not None else None
        self._call(lib.reorder_item_set_handle, self._h, _u64(id), byref(r) if r is not None else None)

    def set_label(self, id: int, label: Optional[str]) -> None:
        """The item's label for announcements (None: "item <id>")."""
        b = _utf8(label, "label") if label is not None else None
        self._call(lib.reorder_item_set_label, self._h, _u64(id), b)

    def index_path(self, id: int) -> IndexPath:
        out = CIndexPath()
        self._call(lib.reorder_item_index_path, byref(out), self._h, _u64(id))
        return IndexPath(out.section, out.item)

    def item_id(self, at: IndexPathLike) -> int:
        out = c_uint64()
        self._call(lib.reorder_item_id, byref(out), self._h, _c_path(at, "at"))
        return out.value

    def frame(self, id: int) -> Rect:
        out = CRect()
        self._call(lib.reorder_item_frame, byref(out), self._h, _u64(id))
        return Rect(out.x, out.y, out.width, out.height)

    # -- geometry ----------------------------------------------------------------

    def hit_test(self, point: PointLike) -> Hit:
        out = CHit()
        self._call(lib.reorder_engine_hit_test, byref(out), ctypes.sizeof(out), self._h, _c_point(point))
        kind = HitKind(out.kind) if out.kind in HitKind._value2member_map_ else out.kind
        return Hit(kind, IndexPath(out.path.section, out.path.item))

    def content_size(self) -> Size:
        w, h = c_double(), c_double()
        self._call(lib.reorder_engine_content_size, byref(w), byref(h), self._h)
        return Size(w.value, h.value)

    # -- input -------------------------------------------------------------------

    def set_viewport(self, viewport: RectLike) -> None:
        self._call(lib.reorder_engine_set_viewport, self._h, _c_rect(viewport, "viewport"))

    def pointer_down(self, point: PointLike, time: float) -> None:
        self._call(lib.reorder_engine_pointer_down, self._h, _c_point(point), _float(time, "time"))

    def pointer_move(self, point: PointLike, time: float) -> None:
        self._call(lib.reorder_engine_pointer_move, self._h, _c_point(point), _float(time, "time"))

    def pointer_up(self, point: PointLike, time: float) -> None:
        self._call(lib.reorder_engine_pointer_up, self._h, _c_point(point), _float(time, "time"))

    def pointer_cancel(self, time: float) -> None:
        self._call(lib.reorder_engine_pointer_cancel, self._h, _float(time, "time"))

    def tick(self, time: float) -> None:
        self._call(lib.reorder_engine_tick, self._h, _float(time, "time"))

    def cancel_drag(self, time: float) -> None:
        self._call(lib.reorder_engine_cancel_drag, self._h, _float(time, "time"))

    def key(self, key: int, focused: Optional[int], time: float) -> None:
        """A keyboard-reorder key; focused is the id with keyboard focus."""
        f = c_uint64(_u64(focused, "focused")) if focused is not None else None
        self._call(lib.reorder_engine_key, self._h, _i32(key, "key"), byref(f) if f is not None else None, _float(time, "time"))

    def phase(self) -> Phase:
        out = c_int32()
        self._call(lib.reorder_engine_phase, byref(out), self._h)
        return Phase(out.value)

    # -- presentation --------------------------------------------------------------

    def presentation(self, rect: RectLike, time: float) -> list[Presentation]:
        """The items in rect as drawn at time, lowest z first."""
        r, t = _c_rect(rect), _float(time, "time")
        while True:
            buf = self._pres_buf
            count = c_size_t()
            status = self._call(
                lib.reorder_engine_presentation,
                buf,
                len(buf),
                ctypes.sizeof(CPresentation),
                byref(count),
                self._h,
                r,
                t,
                allow=(Status.E_BUFFER,),
            )
            if status != Status.E_BUFFER:
                return [Presentation._from_c(buf[i]) for i in range(count.value)]
            # Too small: grow (kept for the next frame) and ask again.
            self._pres_buf = (CPresentation * max(count.value, 2 * len(buf)))()

    def section_frame(self, section: int, time: float) -> Rect:
        """Section ``section``'s frame in content space as drawn at ``time``.

        Along the main axis it runs from the start of the header (its first
        ``header`` units: the top for vertical lists and grids, the left for
        horizontal lists) through the items to the end of the footer; grids
        include their section insets. The list insets and the section
        spacing lie outside. Across, it is the items' band (lists: inside
        the list insets; grids: the whole cross extent). When a move shifts
        or resizes the section, it slides there with the items (same
        duration and easing), so a header drawn here keeps in step with its
        rows; at rest it is the layout's frame. Read-only.

        Raises OutOfRange for a section that does not exist and
        InvalidArgument for a time that is not finite.
        """
        out = CRect()
        self._call(lib.reorder_section_frame, byref(out), self._h, _i32(section, "section"), _float(time, "time"))
        return Rect(out.x, out.y, out.width, out.height)

    def is_animating(self, time: float) -> bool:
        out = c_int32()
        self._call(lib.reorder_engine_is_animating, byref(out), self._h, _float(time, "time"))
        return bool(out.value)

    # -- moves and history --------------------------------------------------------

    def move(self, id: int, to: IndexPathLike) -> None:
        self._call(lib.reorder_engine_move, self._h, _u64(id), _c_path(to, "to"))

    def undo(self) -> None:
        """Undoes the last change; one that crossed engines of a Group is
        undone in all of them (WrongState unless it is their last too)."""
        self._call(lib.reorder_engine_undo, self._h)

    def redo(self) -> None:
        self._call(lib.reorder_engine_redo, self._h)

    # -- transfer groups ------------------------------------------------------

    def set_frame(self, frame: RectLike) -> None:
        """Where the viewport sits in the space its Group's engines share (a
        window's, or the screen's): how the pointer is found over another
        engine (reorder_engine_set_frame)."""
        self._call(lib.reorder_engine_set_frame, self._h, _c_rect(frame, "frame"))

    def set_outer_scroll(self, outer: Optional[OuterScroll]) -> None:
        """Puts the engine inside a scroll container (None takes it out):
        during a drag the container edge-scrolls on the axes the viewport
        cannot, reported as EventType.OUTER_SCROLL (OuterScope.ENGINE) with
        the offset to scroll it to; the engine's frame (set_frame, needed)
        moves with it. Call again when the container changes, mid-drag too
        (reorder_engine_set_outer_scroll)."""
        c = _outer_scroll(outer)
        self._call(lib.reorder_engine_set_outer_scroll, self._h, byref(c) if c is not None else None)

    def transfer(self, id: int, target: Engine, to: IndexPathLike) -> None:
        """Moves (or copies, as this engine's TransferRules pull) item id
        into `target`, an engine of the same Group, at `to`: one undo step
        of both (reorder_engine_transfer)."""
        if not isinstance(target, Engine):
            raise TypeError(f"target must be reorder.Engine, not {type(target).__name__}")
        self._call(lib.reorder_engine_transfer, self._h, _u64(id), target._h, _c_path(to, "to"))

    def set_retarget(self, hook: Optional[RetargetCallback]) -> None:
        """hook(id, from_, proposed) -> None/True (accept), False (refuse) or
        an IndexPath to go to instead; None removes the hook."""
        if hook is not None and not callable(hook):
            raise TypeError(f"the retarget hook must be callable, not {type(hook).__name__}")
        self._install_retarget(hook)
        self._retarget_cb = hook

    def on_event(self, callback: Optional[EventCallback]) -> None:
        """Calls callback(event) for every event, at the end of the call that
        caused it; None goes back to polling (events())."""
        if callback is not None and not callable(callback):
            raise TypeError(f"the event callback must be callable, not {type(callback).__name__}")
        self._install_event(callback)
        self._event_cb = callback

    # -- events ----------------------------------------------------------------

    def poll_event(self) -> Optional[Event]:
        """The oldest waiting event, or None (events wait only while no
        callback is installed)."""
        ev = CEvent()
        status = self._call(lib.reorder_engine_poll_event, byref(ev), ctypes.sizeof(ev), self._h)
        return Event._from_c(ev) if status == Status.OK else None  # DONE: none waits

    def events(self) -> Iterator[Event]:
        """Iterates over the waiting events, oldest first, until none waits."""
        while True:
            ev = self.poll_event()
            if ev is None:
                return
            yield ev

    def set_text(self, which: int, template: str) -> None:
        """Replaces an announcement template (placeholders {label} ...)."""
        self._call(lib.reorder_engine_set_text, self._h, _i32(which, "which"), _utf8(template, "template"))

    # -- record and replay -----------------------------------------------------

    def record_start(self) -> None:
        self._call(lib.reorder_engine_record_start, self._h)

    def record_stop(self) -> str:
        text = c_void_p()
        length = c_size_t()
        self._call(lib.reorder_engine_record_stop, byref(text), byref(length), self._h)
        try:
            return ctypes.string_at(text.value, length.value).decode("utf-8") if text.value else ""
        finally:
            lib.reorder_free(text)  # ours to free; NULL is a no-op

    def replay(self, trace: Union[str, bytes, bytearray, memoryview]) -> None:
        """Replays a trace into this engine, which must have no sections
        (WrongState otherwise); a malformed trace is InvalidArgument."""
        if isinstance(trace, str):
            data = trace.encode("utf-8")
        elif isinstance(trace, (bytes, bytearray, memoryview)):
            data = bytes(trace)
        else:
            raise TypeError(f"trace must be str or bytes, not {type(trace).__name__}")
        self._call(lib.reorder_engine_replay, self._h, data, len(data))


def version() -> int:
    """The library's REORDER_VERSION_NUMBER (major*10000 + minor*100 + patch)."""
    return int(lib.reorder_version())


def version_string() -> str:
    s: bytes = lib.reorder_version_string()
    return s.decode("ascii")


def status_string(status: int) -> str:
    s: bytes = lib.reorder_status_string(_i32(status, "status"))
    return s.decode("utf-8", "replace")
