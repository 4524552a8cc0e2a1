"""Bad inputs of every kind: wrong types and out-of-range ints stop in
Python (TypeError / ValueError) before C; bad numbers reach the library,
whose InvalidArgument (also a ValueError) carries its message. Nothing is
lost on a failed call."""

from __future__ import annotations

import ctypes
import math
from typing import Callable

import pytest
from conftest import make_engine

import reorder
from reorder import Engine, Options, Status
from reorder._errors import ERRORS, error_for

NAN, INF = math.nan, math.inf


def test_error_classes_per_status() -> None:
    want = {
        -1: reorder.InvalidArgument, -2: reorder.NullPointer, -3: reorder.DuplicateID,
        -4: reorder.UnknownID, -5: reorder.OutOfRange, -6: reorder.TooManyItems,
        -7: reorder.Refused, -8: reorder.WrongState, -9: reorder.Busy, -10: reorder.WrongThread,
        -11: reorder.BufferTooSmall, -12: reorder.VersionMismatch, -13: reorder.OutOfMemory, -14: reorder.QueueFull,
    }
    assert {int(k): v for k, v in ERRORS.items()} == want
    for status, cls in want.items():
        err = error_for(status, "msg")
        assert type(err) is cls and isinstance(err, reorder.ReorderError)
        assert err.status == status and err.message == "msg" and "msg" in str(err)
    unknown = error_for(-99, "future")
    assert type(unknown) is reorder.ReorderError and unknown.status == -99 and "unknown status" in str(unknown)
    assert issubclass(reorder.InvalidArgument, ValueError) and issubclass(reorder.OutOfRange, IndexError)
    assert issubclass(reorder.UnknownID, LookupError) and issubclass(reorder.OutOfMemory, MemoryError)


@pytest.mark.parametrize(
    "call",
    [
        lambda e: e.pointer_down((NAN, 1), 5),
        lambda e: e.pointer_move((1, INF), 5),
        lambda e: e.pointer_up((1, 1), NAN),
        lambda e: e.pointer_cancel(-INF),
        lambda e: e.tick(INF),
        lambda e: e.cancel_drag(NAN),
        lambda e: e.set_viewport((0, 0, -1, 10)),
        lambda e: e.set_viewport((NAN, 0, 1, 10)),
        lambda e: e.resize_item(1, -1),
        lambda e: e.resize_item(1, NAN),
        lambda e: e.resize_item(1, 2e9),
        lambda e: e.insert_item(9, INF, (0, 0)),
        lambda e: e.insert_section(1, -5, 0),
        lambda e: e.set_section_extents(0, 0, NAN),
        lambda e: e.load_section(0, [1, 2], [10, NAN]),
        lambda e: e.load_section(0, [1, 2], [10, -1]),
        lambda e: e.presentation((0, 0, NAN, 1), 0),
        lambda e: e.presentation((0, 0, 100, 100), NAN),
        lambda e: e.is_animating(INF),
        lambda e: e.section_frame(0, NAN),
        lambda e: e.section_frame(0, -INF),
        lambda e: e.key(99, 1, 0),
        lambda e: e.key(-1, 1, 0),
        lambda e: e.key(reorder.Key.NEXT, 1, NAN),
        lambda e: e.set_flags(1, 0x10),
        lambda e: e.set_handle(1, (0, 0, -1, 1)),
        lambda e: e.set_text(max(reorder.Text) + 1, "x"),
        lambda e: e.set_text(-1, "x"),
        lambda e: e.set_text(reorder.Text.DROP, "a" * 1001),
        lambda e: e.set_label(1, "x" * 5000),
        lambda e: e.configure(Options(long_press_delay=-1)),
        lambda e: e.configure(Options(layout=7)),  # type: ignore[arg-type]
        lambda e: e.set_section_rules(0, reorder.SectionRules(displacement=9)),  # type: ignore[arg-type]
    ],
)
def test_bad_numbers_are_invalid_argument_with_a_message(call: Callable[[Engine], object]) -> None:
    e = make_engine([5])
    with pytest.raises(reorder.InvalidArgument) as info:
        call(e)
    assert isinstance(info.value, ValueError)
    assert info.value.status == Status.E_INVALID and info.value.message
    assert e.export(0) == [1, 2, 3, 4, 5]  # a failing call changes nothing
    assert e.content_size() == (100, 50)


@pytest.mark.parametrize(
    "call, exc",
    [
        (lambda e: e.move(-1, (0, 0)), ValueError),
        (lambda e: e.move(2**64, (0, 0)), ValueError),
        (lambda e: e.move("1", (0, 0)), TypeError),
        (lambda e: e.move(1.0, (0, 0)), TypeError),
        (lambda e: e.move(None, (0, 0)), TypeError),
        (lambda e: e.move(1, (0, 2**31)), ValueError),
        (lambda e: e.move(1, (0,)), ValueError),
        (lambda e: e.move(1, (0, 1, 2)), ValueError),
        (lambda e: e.move(1, 5), TypeError),
        (lambda e: e.move(1, "ab"), TypeError),
        (lambda e: e.move(1, (0, 1.5)), TypeError),
        (lambda e: e.remove_section(-(2**31) - 1), ValueError),
        (lambda e: e.item_count("0"), TypeError),
        (lambda e: e.section_frame("0", 0), TypeError),
        (lambda e: e.section_frame(0, "now"), TypeError),
        (lambda e: e.section_frame(2**31, 0), ValueError),
        (lambda e: e.pointer_down("xy", 0), TypeError),
        (lambda e: e.pointer_down((1, "2"), 0), TypeError),
        (lambda e: e.pointer_down((1, 2), None), TypeError),
        (lambda e: e.tick("now"), TypeError),
        (lambda e: e.set_viewport((0, 0, 1)), ValueError),
        (lambda e: e.set_viewport(None), TypeError),
        (lambda e: e.set_flags(1, -1), ValueError),
        (lambda e: e.set_flags(1, 2**32), ValueError),
        (lambda e: e.key(2**31, 1, 0), ValueError),
        (lambda e: e.key(reorder.Key.NEXT, -5, 0), ValueError),
        (lambda e: e.set_label(1, b"bytes"), TypeError),
        (lambda e: e.set_label(1, "nul\0inside"), ValueError),
        (lambda e: e.set_label(1, "\ud800"), ValueError),  # lone surrogate: not UTF-8
        (lambda e: e.set_text(0, None), TypeError),
        (lambda e: e.set_section_rules(0, {"locked": True}), TypeError),
        (lambda e: e.configure({"layout": 1}), TypeError),
        (lambda e: e.configure(Options(grid_columns=2**40)), ValueError),
        (lambda e: e.configure(Options(cross_extent="wide")), TypeError),  # type: ignore[arg-type]
        (lambda e: e.replay(12), TypeError),
        (lambda e: e.load_section(0, [1, 2], [10]), ValueError),
        (lambda e: e.load_section(0, [1, 2], [10, 10], [1]), ValueError),
        (lambda e: e.load_section(0, [1, -2], [10, 10]), ValueError),
        (lambda e: e.load_section(0, [1, 2**64], [10, 10]), ValueError),
        (lambda e: e.load_section(0, [1, "2"], [10, 10]), TypeError),
        (lambda e: e.load_section(0, [1, 2], [10, "x"]), TypeError),
        (lambda e: e.load_section(0, [1, 2], [10, 10], [1, 256]), ValueError),
        (lambda e: e.load_section(0, "12", [10, 10]), TypeError),
        (lambda e: e.load_section(0, 5, [10]), TypeError),
        (lambda e: e.load_section(0, b"\0" * 12, [10]), ValueError),  # not whole uint64s
        (lambda e: e.load_section(0, memoryview(bytes(32)).cast("Q", (2, 2)), [10] * 4), ValueError),
    ],
)
def test_wrong_types_and_ranges_stop_in_python(call: Callable[[Engine], object], exc: type[Exception]) -> None:
    e = make_engine([5])
    with pytest.raises(exc) as info:
        call(e)
    assert not isinstance(info.value, reorder.ReorderError)
    assert e.export(0) == [1, 2, 3, 4, 5]


@pytest.mark.parametrize(
    "call, cls",
    [
        (lambda e: e.move(99, (0, 0)), reorder.UnknownID),
        (lambda e: e.remove_item(99), reorder.UnknownID),
        (lambda e: e.frame(99), reorder.UnknownID),
        (lambda e: e.index_path(99), reorder.UnknownID),
        (lambda e: e.set_label(99, "x"), reorder.UnknownID),
        (lambda e: e.key(reorder.Key.PICK_UP_OR_DROP, 99, 0), reorder.UnknownID),
        (lambda e: e.item_id((0, 5)), reorder.OutOfRange),
        (lambda e: e.item_id((1, 0)), reorder.OutOfRange),
        (lambda e: e.item_count(1), reorder.OutOfRange),
        (lambda e: e.section_frame(1, 0), reorder.OutOfRange),
        (lambda e: e.section_frame(-1, 0), reorder.OutOfRange),
        (lambda e: e.export(-1), reorder.OutOfRange),
        (lambda e: e.insert_section(5), reorder.OutOfRange),
        (lambda e: e.load_section(3, [9], [1]), reorder.OutOfRange),
        (lambda e: e.insert_item(9, 10, (0, 6)), reorder.OutOfRange),
        (lambda e: e.insert_item(3, 10, (0, 0)), reorder.DuplicateID),
        (lambda e: e.load_section(0, [7, 7], [1, 1]), reorder.DuplicateID),
        (lambda e: e.undo(), reorder.WrongState),
    ],
)
def test_library_errors_carry_status_and_message(
    call: Callable[[Engine], object], cls: type[reorder.ReorderError]
) -> None:
    e = make_engine([5])
    with pytest.raises(cls) as info:
        call(e)
    assert info.value.message and info.value.message in str(info.value)
    assert info.value.message == e.last_error
    assert e.export(0) == [1, 2, 3, 4, 5]


def test_bad_options_at_creation() -> None:
    with pytest.raises(reorder.InvalidArgument) as info:
        Engine(Options(long_press_delay=NAN))
    assert "long" in info.value.message.lower() or info.value.message  # the library names it
    with pytest.raises(reorder.InvalidArgument):
        Engine(Options(autoscroll_curve=9))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Engine("defaults")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Engine(Options(insets=5))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Engine(Options(shadow_offset=(1, 2, 3)))  # type: ignore[arg-type]


def test_too_many_items() -> None:
    """Over 2^28 items is TooManyItems. Called through the raw binding with
    1-item arrays: the library refuses the count before reading the arrays
    (C test test_huge_counts), so no 4 GiB of input is needed."""
    e = make_engine([1])
    big = 2**28 + 1
    ids = (ctypes.c_uint64 * 1)()
    sizes = (ctypes.c_double * 1)()
    status = reorder._ffi.lib.reorder_section_load(e._handle, 0, ids, sizes, None, big)
    assert status == Status.E_TOO_MANY
    assert e.export(0) == [1]
