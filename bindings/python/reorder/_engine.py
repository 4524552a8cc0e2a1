"""The Pythonic engine: Options, SectionRules and Engine."""

from __future__ import annotations

import ctypes
import itertools
import operator
import sys
import threading
import weakref
from array import array
from ctypes import byref, c_double, c_int32, c_size_t, c_uint8, c_uint64, c_void_p
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional, Sequence, Union, cast

from . import _ffi
from ._enums import (
    Activation,
    Axis,
    Commit,
    Curve,
    Displacement,
    Easing,
    HitKind,
    ItemFlags,
    Layout,
    Phase,
    Retarget,
    Rule,
    Semantics,
    Status,
    Zone,
)
from ._errors import ReorderError, error_for
from ._ffi import lib
from ._types import Event, Hit, IndexPath, Point, Presentation, Rect, Size

PointLike = Union[Point, Sequence[float]]
RectLike = Union[Rect, Sequence[float]]
IndexPathLike = Union[IndexPath, Sequence[int]]
EventCallback = Callable[[Event], object]
#: Return None/True/Retarget.ACCEPT to accept, False/Retarget.REFUSE to
#: refuse, or an index path (section, item) to send the item there instead.
RetargetResult = Union[None, bool, Retarget, IndexPathLike]
RetargetCallback = Callable[[int, IndexPath, IndexPath], RetargetResult]
IdsLike = Any  # buffer (array('Q'), memoryview, bytes, numpy) or iterable of int
SizesLike = Any  # buffer (array('d'), ...) or iterable of float
FlagsLike = Any  # buffer (bytes, array('B'), ...) or iterable of int

# ---------------------------------------------------------------------------
# Argument checks. ctypes silently wraps out-of-range ints (c_uint64(-1) is
# 2**64-1) and accepts floats for ints in places, so every int is checked
# here; floats are only type-checked: NaN / inf / negatives go to the
# library, whose InvalidArgument (a ValueError) names the bad argument.
# ---------------------------------------------------------------------------


def _int(value: object, name: str, lo: int, hi: int) -> int:
    try:
        i = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None
    if not lo <= i <= hi:
        raise ValueError(f"{name} {i} is out of range ({lo}...{hi})")
    return i


def _u64(value: object, name: str = "id") -> int:
    return _int(value, name, 0, 2**64 - 1)


def _i32(value: object, name: str) -> int:
    return _int(value, name, -(2**31), 2**31 - 1)


def _u32(value: object, name: str) -> int:
    return _int(value, name, 0, 2**32 - 1)


def _float(value: object, name: str) -> float:
    if isinstance(value, (str, bytes, bytearray)):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}")
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise TypeError(f"{name} must be a number, not {type(value).__name__}") from None


def _pair(value: object, name: str) -> tuple[Any, Any]:
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a pair, not {type(value).__name__}")
    seq: Any = value
    try:
        a, b = seq
    except TypeError:
        raise TypeError(f"{name} must be a pair, not {type(value).__name__}") from None
    except ValueError:
        raise ValueError(f"{name} must have exactly 2 elements") from None
    return a, b


def _c_point(value: object, name: str = "point") -> _ffi.reorder_point:
    x, y = _pair(value, name)
    return _ffi.reorder_point(_float(x, f"{name}.x"), _float(y, f"{name}.y"))


def _c_rect(value: object, name: str = "rect") -> _ffi.reorder_rect:
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a rect, not {type(value).__name__}")
    try:
        parts = tuple(cast(Iterable[Any], value))
    except TypeError:
        raise TypeError(f"{name} must be a rect, not {type(value).__name__}") from None
    if len(parts) != 4:
        raise ValueError(f"{name} must have exactly 4 elements (x, y, width, height)")
    return _ffi.reorder_rect(*(_float(v, f"{name}[{i}]") for i, v in enumerate(parts)))


def _c_path(value: object, name: str = "index path") -> _ffi.reorder_index_path:
    s, i = _pair(value, name)
    return _ffi.reorder_index_path(_i32(s, f"{name}.section"), _i32(i, f"{name}.item"))


def _utf8(value: object, name: str) -> bytes:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"{name} must not contain NUL characters")  # C would cut it
    return value.encode("utf-8")  # lone surrogates: UnicodeEncodeError (a ValueError)


# ---------------------------------------------------------------------------
# Options and section rules: dataclasses whose defaults come from the
# library's own *_init functions, so they cannot drift from C.
# ---------------------------------------------------------------------------


def _c_defaults() -> tuple[_ffi.reorder_options, _ffi.reorder_section_rules]:
    o = _ffi.reorder_options()
    lib.reorder_options_init(byref(o))
    r = _ffi.reorder_section_rules()
    lib.reorder_section_rules_init(byref(r))
    return o, r


_DO, _DR = _c_defaults()


def _to_struct(obj: Any, struct: ctypes.Structure) -> None:
    """Copies a dataclass into a ctypes struct, field by field by name."""
    for entry in struct._fields_:
        name, ctype = entry[0], entry[1]
        if name == "struct_size":
            continue
        value = getattr(obj, name)
        if ctype is c_int32:
            if isinstance(value, bool):
                value = int(value)
            setattr(struct, name, _i32(value, name))
        elif ctype is c_double:
            setattr(struct, name, _float(value, name))
        elif ctype is _ffi.reorder_rect:
            setattr(struct, name, _c_rect(value, name))
        elif ctype is _ffi.reorder_point:
            setattr(struct, name, _c_point(value, name))
        else:  # pragma: no cover - a new field type needs a case here
            raise AssertionError(f"unhandled field type for {name}")


@dataclass
class Options:
    """Every reorder_options field (struct_size is handled by the binding)."""

    layout: Layout = Layout(_DO.layout)
    axis: Axis = Axis(_DO.axis)
    cross_extent: float = _DO.cross_extent
    item_spacing: float = _DO.item_spacing
    line_spacing: float = _DO.line_spacing
    section_spacing: float = _DO.section_spacing
    insets: Rect = Rect(_DO.insets.x, _DO.insets.y, _DO.insets.width, _DO.insets.height)
    grid_columns: int = _DO.grid_columns
    grid_cell_width: float = _DO.grid_cell_width
    grid_cell_height: float = _DO.grid_cell_height
    rule: Rule = Rule(_DO.rule)
    semantics: Semantics = Semantics(_DO.semantics)
    cross_section_moves: bool = bool(_DO.cross_section_moves)
    activation: Activation = Activation(_DO.activation)
    long_press_delay: float = _DO.long_press_delay
    long_press_tolerance: float = _DO.long_press_tolerance
    drag_distance: float = _DO.drag_distance
    commit: Commit = Commit(_DO.commit)
    clamp_to_content: bool = bool(_DO.clamp_to_content)
    autoscroll_zone_kind: Zone = Zone(_DO.autoscroll_zone_kind)
    autoscroll_curve: Curve = Curve(_DO.autoscroll_curve)
    autoscroll_zone: float = _DO.autoscroll_zone
    autoscroll_max_speed: float = _DO.autoscroll_max_speed
    autoscroll_grace: float = _DO.autoscroll_grace
    lift_scale: float = _DO.lift_scale
    lift_alpha: float = _DO.lift_alpha
    shadow_offset: Point = Point(_DO.shadow_offset.x, _DO.shadow_offset.y)
    shadow_radius: float = _DO.shadow_radius
    shadow_opacity: float = _DO.shadow_opacity
    lift_duration: float = _DO.lift_duration
    displace_duration: float = _DO.displace_duration
    settle_duration: float = _DO.settle_duration
    cancel_duration: float = _DO.cancel_duration
    displace_easing: Easing = Easing(_DO.displace_easing)
    settle_easing: Easing = Easing(_DO.settle_easing)

    def _to_c(self) -> _ffi.reorder_options:
        c = _ffi.reorder_options()
        lib.reorder_options_init(byref(c))  # struct_size and anything unset
        _to_struct(self, c)
        return c


@dataclass
class SectionRules:
    """What a section allows (reorder_section_rules)."""

    locked: bool = bool(_DR.locked)
    accepts_drops: bool = bool(_DR.accepts_drops)
    minimum_count: int = _DR.minimum_count
    capacity: int = _DR.capacity
    displacement: Displacement = Displacement(_DR.displacement)

    def _to_c(self) -> _ffi.reorder_section_rules:
        c = _ffi.reorder_section_rules()
        lib.reorder_section_rules_init(byref(c))
        _to_struct(self, c)
        return c


# ---------------------------------------------------------------------------
# Bulk arrays through the buffer protocol.
# ---------------------------------------------------------------------------

# Formats whose items can be handed to C as they are (native byte order).
_NATIVE = ("", "@", "=", "<" if sys.byteorder == "little" else ">")
_ZERO_COPY_FORMATS: dict[Any, tuple[str, ...]] = {
    c_uint64: ("Q", "L"),  # L is 8 bytes on LP64 (numpy uint64 exports "L")
    c_double: ("d",),
    c_uint8: ("B",),
}
_TYPECODES = {c_uint64: "Q", c_double: "d", c_uint8: "B"}


def _c_array(obj: Any, ctype: Any, name: str) -> tuple[Any, int]:
    """(ctypes array, count) for obj: zero-copy when obj is a C-contiguous
    buffer of the right type (writable: shared; read-only: one memcpy),
    else its values converted (and range-checked) through array()."""
    if isinstance(obj, str):
        raise TypeError(f"{name} must be a buffer or a sequence of numbers, not str")
    try:
        mv: memoryview | None = memoryview(obj)
    except TypeError:
        mv = None
    size = ctypes.sizeof(ctype)
    if mv is not None:
        fmt = mv.format
        order, code = (fmt[0], fmt[1:]) if fmt[:1] in "@=<>!" and len(fmt) > 1 else ("", fmt)
        native = order in _NATIVE
        raw = native and code in ("B", "b", "c") and ctype is not c_uint8
        if mv.ndim == 1 and mv.c_contiguous and native and (
            (code in _ZERO_COPY_FORMATS[ctype] and mv.itemsize == size) or raw
        ):
            if mv.nbytes % size:
                raise ValueError(f"{name}: {mv.nbytes} bytes is not a whole number of {size}-byte items")
            n = mv.nbytes // size
            flat = mv.cast("B")
            if mv.readonly:
                return (ctype * n).from_buffer_copy(flat), n
            return (ctype * n).from_buffer(flat), n
        if mv.ndim != 1:
            raise ValueError(f"{name} must be one-dimensional, not {mv.ndim}-D")
        obj = mv.tolist()  # another item type: convert (and check) values
    try:
        values = array(_TYPECODES[ctype], obj)
    except OverflowError as exc:
        raise ValueError(f"{name}: a value is out of range: {exc}") from None
    except TypeError as exc:
        raise TypeError(f"{name} must be a buffer or a sequence of numbers: {exc}") from None
    n = len(values)
    return (ctype * n).from_buffer(values), n  # keeps `values` alive


# ---------------------------------------------------------------------------
# Callbacks. One module-level C thunk per callback kind, kept alive for the
# life of the process; user_data is a token naming the engine (held weakly,
# so a callback that refers to its engine makes no uncollectable cycle).
# The library calls _destroy_thunk when it lets go of a token: replaced,
# removed, or the engine freed (also a deferred free) -- so a token's entry
# lives exactly as long as C may use it, and nothing is freed twice.
# ---------------------------------------------------------------------------

_tokens: dict[int, "weakref.ref[Engine]"] = {}
_next_token = itertools.count(1)
#: Counts destroy calls for tokens we did not hand out (must stay 0).
stats = {"unknown_destroys": 0}


def _engine_for(user_data: int | None) -> Engine | None:
    ref = _tokens.get(user_data or 0)
    return ref() if ref is not None else None


def _unraisable(exc: BaseException, where: str) -> None:
    # Only a binding bug gets here (user exceptions are stored and re-raised).
    print(f"Exception ignored in {where}:", file=sys.stderr)
    sys.excepthook(type(exc), exc, exc.__traceback__)


def _event_thunk_py(event: Any, user_data: int | None) -> None:
    try:
        engine = _engine_for(user_data)
        if engine is not None:
            engine._deliver(Event._from_c(event.contents))
    except BaseException as exc:  # nothing may unwind through C
        _unraisable(exc, "libreorder event callback")


def _retarget_thunk_py(item: int, from_: Any, proposed: Any, out_target: Any, user_data: int | None) -> int:
    try:
        engine = _engine_for(user_data)
        if engine is None:
            return int(Retarget.ACCEPT)
        return engine._ask_retarget(item, from_, proposed, out_target)
    except BaseException as exc:  # nothing may unwind through C
        _unraisable(exc, "libreorder retarget hook")
        return int(Retarget.REFUSE)


def _destroy_thunk_py(user_data: int | None) -> None:
    if _tokens.pop(user_data or 0, None) is None:
        stats["unknown_destroys"] += 1


_event_thunk = _ffi.reorder_event_fn(_event_thunk_py)
_retarget_thunk = _ffi.reorder_retarget_fn(_retarget_thunk_py)
_destroy_thunk = _ffi.reorder_destroy_fn(_destroy_thunk_py)


def _message(handle: Any) -> str:
    return (lib.reorder_engine_last_error(handle) or b"").decode("utf-8", "replace")


# ---------------------------------------------------------------------------
# Engine
# ---------------------------------------------------------------------------


class Engine:
    """One ordered set of sections and items, its layout, drag state and
    history. Use from one thread at a time; close() it, use it as a context
    manager, or let the garbage collector free it."""

    def __init__(self, options: Optional[Options] = None) -> None:
        self._handle: Any = None
        self._tls = threading.local()  # call depth and pending callback error, per thread
        self._event_cb: EventCallback | None = None
        self._retarget_cb: RetargetCallback | None = None
        self._pres_buf = (_ffi.reorder_presentation * 64)()
        if options is not None and not isinstance(options, Options):
            raise TypeError(f"options must be reorder.Options, not {type(options).__name__}")
        c_opts = options._to_c() if options is not None else None
        handle = _ffi.EnginePtr()
        status = lib.reorder_engine_new(byref(handle), byref(c_opts) if c_opts is not None else None)
        if status != Status.OK:
            raise error_for(status, _message(None))
        self._handle = handle
        # Not __del__: finalize runs once, also at exit, and holds no
        # reference to self (only the raw handle).
        self._finalizer = weakref.finalize(self, lib.reorder_engine_free, handle)

    # -- life cycle --------------------------------------------------------

    def close(self) -> None:
        """Frees the engine (idempotent). From inside one of its callbacks
        the library defers the release to the end of the running call."""
        self._handle = None
        self._finalizer()

    @property
    def closed(self) -> bool:
        return self._handle is None

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<reorder.Engine {'closed' if self.closed else hex(ctypes.addressof(self._handle.contents))}>"

    @property
    def _h(self) -> Any:
        h = self._handle
        if h is None:
            raise ValueError("operation on a closed reorder.Engine")
        return h

    def _call(self, fn: Any, *args: Any, allow: tuple[int, ...] = ()) -> int:
        """Calls fn; raises the matching ReorderError for a negative status
        (except those in allow), and -- for the outermost call on this
        thread -- re-raises an exception a callback raised during it."""
        tls = self._tls
        depth = getattr(tls, "depth", 0)
        tls.depth = depth + 1
        try:
            status = fn(*args)
        finally:
            tls.depth = depth
        pending: BaseException | None = None
        if depth == 0:
            pending = getattr(tls, "pending", None)
            tls.pending = None
        if status < 0 and status not in allow:
            # A close() from a callback may have freed the engine by now.
            err = error_for(status, _message(self._handle) if self._handle is not None else "")
            if pending is not None:
                pending.add_note(f"(and then the call failed: {err})")
                raise pending
            raise err
        if pending is not None:
            raise pending
        return int(status)

    def _store(self, exc: BaseException) -> None:
        # The first exception wins; later ones of the same call become notes.
        tls = self._tls
        first = getattr(tls, "pending", None)
        if first is None:
            tls.pending = exc
        else:
            first.add_note(f"another callback exception in the same call: {exc!r}")

    def _deliver(self, event: Event) -> None:
        cb = self._event_cb
        if cb is None:
            return
        try:
            cb(event)
        except BaseException as exc:
            self._store(exc)

    def _ask_retarget(self, item: int, from_: Any, proposed: Any, out_target: Any) -> int:
        cb = self._retarget_cb
        if cb is None:
            return int(Retarget.ACCEPT)
        try:
            result = cb(item, IndexPath(from_.section, from_.item), IndexPath(proposed.section, proposed.item))
            if isinstance(result, Retarget):
                if result == Retarget.OTHER:
                    raise TypeError("a retarget hook returns the index path itself, not Retarget.OTHER")
                return int(result)
            if result is None or result is True:
                return int(Retarget.ACCEPT)
            if result is False:
                return int(Retarget.REFUSE)
            out_target[0] = _c_path(result, "retarget result")
            return int(Retarget.OTHER)
        except BaseException as exc:
            self._store(exc)
            return int(Retarget.REFUSE)

    # -- configuration -------------------------------------------------------

    def configure(self, options: Options) -> None:
        if not isinstance(options, Options):
            raise TypeError(f"options must be reorder.Options, not {type(options).__name__}")
        c = options._to_c()
        self._call(lib.reorder_engine_configure, self._h, byref(c))

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
        capacity = self.item_count(s)
        while True:
            buf = array("Q", [0]) * capacity
            c_buf = (c_uint64 * capacity).from_buffer(buf)
            count = c_size_t()
            status = self._call(
                lib.reorder_section_export, c_buf, capacity, byref(count), self._h, s, allow=(Status.E_BUFFER,)
            )
            del c_buf  # release the export so buf can be sliced
            if status != Status.E_BUFFER:
                return buf[: count.value].tolist()
            capacity = count.value

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
        out = _ffi.reorder_index_path()
        self._call(lib.reorder_item_index_path, byref(out), self._h, _u64(id))
        return IndexPath(out.section, out.item)

    def item_id(self, at: IndexPathLike) -> int:
        out = c_uint64()
        self._call(lib.reorder_item_id, byref(out), self._h, _c_path(at, "at"))
        return out.value

    def frame(self, id: int) -> Rect:
        out = _ffi.reorder_rect()
        self._call(lib.reorder_item_frame, byref(out), self._h, _u64(id))
        return Rect(out.x, out.y, out.width, out.height)

    # -- geometry ----------------------------------------------------------------

    def hit_test(self, point: PointLike) -> Hit:
        out = _ffi.reorder_hit()
        self._call(lib.reorder_engine_hit_test, byref(out), self._h, _c_point(point))
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
                lib.reorder_engine_presentation, buf, len(buf), byref(count), self._h, r, t, allow=(Status.E_BUFFER,)
            )
            if status != Status.E_BUFFER:
                return [Presentation._from_c(buf[i]) for i in range(count.value)]
            # Too small: grow (kept for the next frame) and ask again.
            self._pres_buf = (_ffi.reorder_presentation * max(count.value, 2 * len(buf)))()

    def is_animating(self, time: float) -> bool:
        out = c_int32()
        self._call(lib.reorder_engine_is_animating, byref(out), self._h, _float(time, "time"))
        return bool(out.value)

    # -- moves and history --------------------------------------------------------

    def move(self, id: int, to: IndexPathLike) -> None:
        self._call(lib.reorder_engine_move, self._h, _u64(id), _c_path(to, "to"))

    def undo(self) -> None:
        self._call(lib.reorder_engine_undo, self._h)

    def redo(self) -> None:
        self._call(lib.reorder_engine_redo, self._h)

    def set_retarget(self, hook: Optional[RetargetCallback]) -> None:
        """hook(id, from_, proposed) -> None/True (accept), False (refuse) or
        an IndexPath to go to instead; None removes the hook."""
        if hook is not None and not callable(hook):
            raise TypeError(f"the retarget hook must be callable, not {type(hook).__name__}")
        self._install(lib.reorder_engine_set_retarget, _ffi.reorder_retarget_fn, _retarget_thunk, hook)
        self._retarget_cb = hook

    def on_event(self, callback: Optional[EventCallback]) -> None:
        """Calls callback(event) for every event, at the end of the call that
        caused it; None goes back to polling (events())."""
        if callback is not None and not callable(callback):
            raise TypeError(f"the event callback must be callable, not {type(callback).__name__}")
        self._install(lib.reorder_engine_set_event_callback, _ffi.reorder_event_fn, _event_thunk, callback)
        self._event_cb = callback

    def _install(self, setter: Any, fntype: Any, thunk: Any, callback: object) -> None:
        h = self._h
        if callback is None:
            self._call(setter, h, fntype(), None, _ffi.reorder_destroy_fn())
            return
        token = next(_next_token)
        _tokens[token] = weakref.ref(self)
        try:
            self._call(setter, h, thunk, token, _destroy_thunk)
        except ReorderError:
            _tokens.pop(token, None)  # refused: C does not own the token
            raise

    # -- events ----------------------------------------------------------------

    def poll_event(self) -> Optional[Event]:
        """The oldest waiting event, or None (events wait only while no
        callback is installed)."""
        ev = _ffi.reorder_event()
        status = self._call(lib.reorder_engine_poll_event, byref(ev), self._h)
        return Event._from_c(ev) if status == 1 else None

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
        if isinstance(trace, str):
            data = trace.encode("utf-8")
        elif isinstance(trace, (bytes, bytearray, memoryview)):
            data = bytes(trace)
        else:
            raise TypeError(f"trace must be str or bytes, not {type(trace).__name__}")
        self._call(lib.reorder_engine_replay, self._h, data, len(data))


def _rules(rules: Optional[SectionRules]) -> Optional[_ffi.reorder_section_rules]:
    if rules is None:
        return None
    if not isinstance(rules, SectionRules):
        raise TypeError(f"rules must be reorder.SectionRules, not {type(rules).__name__}")
    return rules._to_c()


def version() -> int:
    """The library's REORDER_VERSION_NUMBER (major*10000 + minor*100 + patch)."""
    return int(lib.reorder_version())


def version_string() -> str:
    s: bytes = lib.reorder_version_string()
    return s.decode("ascii")


def status_string(status: int) -> str:
    s: bytes = lib.reorder_status_string(_i32(status, "status"))
    return s.decode("utf-8", "replace")


