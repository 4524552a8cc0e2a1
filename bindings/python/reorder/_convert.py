"""Argument checks and conversions to ctypes values and arrays."""

from __future__ import annotations

import ctypes
import operator
import sys
from array import array
from ctypes import c_double, c_int32, c_uint8, c_uint64
from typing import Any, Iterable, Sequence, Union, cast

from ._errors import error_for
from ._generated import CIndexPath, CPoint, CRect, Status
from ._types import IndexPath, Point, Rect

PointLike = Union[Point, Sequence[float]]
RectLike = Union[Rect, Sequence[float]]
IndexPathLike = Union[IndexPath, Sequence[int]]
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


def _c_point(value: object, name: str = "point") -> CPoint:
    x, y = _pair(value, name)
    return CPoint(_float(x, f"{name}.x"), _float(y, f"{name}.y"))


def _c_rect(value: object, name: str = "rect") -> CRect:
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a rect, not {type(value).__name__}")
    try:
        parts = tuple(cast(Iterable[Any], value))
    except TypeError:
        raise TypeError(f"{name} must be a rect, not {type(value).__name__}") from None
    if len(parts) != 4:
        raise ValueError(f"{name} must have exactly 4 elements (x, y, width, height)")
    return CRect(*(_float(v, f"{name}[{i}]") for i, v in enumerate(parts)))


def _c_path(value: object, name: str = "index path") -> CIndexPath:
    s, i = _pair(value, name)
    return CIndexPath(_i32(s, f"{name}.section"), _i32(i, f"{name}.item"))


def _utf8(value: object, name: str) -> bytes:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"{name} must not contain NUL characters")  # C would cut it
    return value.encode("utf-8")  # lone surrogates: UnicodeEncodeError (a ValueError)



# ---------------------------------------------------------------------------
# Bulk arrays through the buffer protocol.
# ---------------------------------------------------------------------------

# Formats whose items can be handed to C as they are (native byte order).
_NATIVE = ("", "@", "=", "<" if sys.byteorder == "little" else ">")
_ZERO_COPY_FORMATS: dict[Any, tuple[str, ...]] = {
    c_uint64: ("Q", "L"),  # L is 8 bytes on LP64 (numpy uint64 exports "L")
    c_double: ("d",),
    c_uint8: ("B",),
    c_int32: ("i",),
}
_TYPECODES = {c_uint64: "Q", c_double: "d", c_uint8: "B", c_int32: "i"}


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
        try:
            obj = mv.tolist()  # another item type: convert (and check) values
        except NotImplementedError:  # e.g. ">Q": memoryview cannot read it
            expected = " or ".join(repr(c) for c in _ZERO_COPY_FORMATS[ctype])
            raise error_for(
                Status.E_INVALID,
                f"{name}: buffer format {fmt!r} is not supported; "
                f"expected native byte order {expected} (or any sequence of numbers)",
            ) from None
    try:
        values = array(_TYPECODES[ctype], obj)
    except OverflowError as exc:
        raise ValueError(f"{name}: a value is out of range: {exc}") from None
    except TypeError as exc:
        raise TypeError(f"{name} must be a buffer or a sequence of numbers: {exc}") from None
    n = len(values)
    return (ctype * n).from_buffer(values), n  # keeps `values` alive
