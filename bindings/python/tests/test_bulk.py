"""Bulk loading through the buffer protocol."""

from __future__ import annotations

import ctypes
import struct
import time
from array import array

import pytest
from conftest import make_engine

import reorder
from reorder import Engine, Options
from reorder._convert import _c_array


def engine() -> Engine:
    e = Engine(Options(cross_extent=100))
    e.insert_section(0)
    return e


@pytest.mark.parametrize(
    "ids, sizes, flags",
    [
        (array("Q", [1, 2, 3]), array("d", [10, 20, 30]), None),
        (memoryview(array("Q", [1, 2, 3])), memoryview(array("d", [10, 20, 30])), memoryview(bytes([1, 1, 1]))),
        (struct.pack("=3Q", 1, 2, 3), struct.pack("=3d", 10, 20, 30), b"\x01\x01\x01"),  # bytes: read-only
        (bytearray(struct.pack("=3Q", 1, 2, 3)), bytearray(struct.pack("=3d", 10, 20, 30)), bytearray(b"\1\1\1")),
        ([1, 2, 3], [10, 20, 30], [1, 1, 1]),
        ((1, 2, 3), (10.0, 20, 30), (1, 1, 1)),
        (range(1, 4), (float(x) for x in (10, 20, 30)), None),
        (array("q", [1, 2, 3]), array("f", [10, 20, 30]), array("B", [1, 1, 1])),  # converted
        (array("I", [1, 2, 3]), array("i", [10, 20, 30]), array("b", [1, 1, 1])),  # converted
    ],
)
def test_load_accepts_buffers_and_sequences(ids: object, sizes: object, flags: object) -> None:
    e = engine()
    e.load_section(0, ids, sizes, flags)
    assert e.export(0) == [1, 2, 3]
    assert [e.frame(i).height for i in (1, 2, 3)] == [10, 20, 30]


def test_flags_are_applied() -> None:
    e = engine()
    e.load_section(0, [1, 2, 3], [10] * 3, bytes([reorder.ItemFlags.MOVABLE, reorder.ItemFlags.PINNED, 0]))
    with pytest.raises(reorder.Refused):
        e.move(1, (0, 2))  # would shift the pinned item
    e.load_section(0, [4], [10], None)  # replaces the section's items
    assert e.export(0) == [4] and e.item_count(0) == 1
    e.load_section(0, [], [])
    assert e.export(0) == []


def test_writable_right_typed_buffers_are_zero_copy() -> None:
    ids = array("Q", range(10))
    c_ids, n = _c_array(ids, ctypes.c_uint64, "ids")
    assert n == 10 and ctypes.addressof(c_ids) == ids.buffer_info()[0]
    sizes = array("d", [1.0] * 10)
    c_sizes, _ = _c_array(memoryview(sizes), ctypes.c_double, "sizes")
    assert ctypes.addressof(c_sizes) == sizes.buffer_info()[0]
    del c_ids, c_sizes
    # Read-only input is copied once (from_buffer_copy), values intact.
    ro = memoryview(ids).toreadonly()
    c_ro, _ = _c_array(ro, ctypes.c_uint64, "ids")
    assert ctypes.addressof(c_ro) != ids.buffer_info()[0] and list(c_ro) == list(range(10))


def test_non_contiguous_views_are_converted() -> None:
    e = engine()
    ids = array("Q", [1, 0, 2, 0, 3, 0])
    e.load_section(0, memoryview(ids)[::2], memoryview(array("d", [10, 10, 10])))
    assert e.export(0) == [1, 2, 3]


def test_foreign_byte_order_is_a_reorder_error() -> None:
    """memoryview cannot read a '>Q' buffer; the binding says which formats
    it takes instead of letting NotImplementedError through."""
    foreign = (ctypes.c_uint64.__ctype_be__ * 3)(1, 2, 3)
    e = engine()
    with pytest.raises(reorder.InvalidArgument, match=r"ids: buffer format '>Q'.*'Q'"):
        e.load_section(0, foreign, [10, 20, 30])
    assert e.item_count(0) == 0  # nothing loaded
    e.load_section(0, list(foreign), [10, 20, 30])  # its values, as numbers, load
    assert e.export(0) == [1, 2, 3]


def test_numpy() -> None:
    import numpy as np  # the test venv has it (make python-venv)

    e = engine()
    e.load_section(0, np.arange(1, 1001, dtype=np.uint64), np.full(1000, 10.0), np.ones(1000, dtype=np.uint8))
    assert e.export(0) == list(range(1, 1001))
    e.load_section(0, np.arange(1, 11, dtype=np.int64)[::-1], np.full(10, 5.0, dtype=np.float32))  # converted
    assert e.export(0) == list(range(10, 0, -1))
    with pytest.raises(ValueError):
        e.load_section(0, np.array([-1, 2]), np.full(2, 1.0))


def test_a_million_items_in_one_call() -> None:
    n = 10**6
    ids = array("Q", range(1, n + 1))
    sizes = array("d", [44.0]) * n
    with engine() as e:
        start = time.perf_counter()
        e.load_section(0, ids, sizes)
        elapsed = time.perf_counter() - start
        print(f"\nload_section: {n} items in {elapsed * 1000:.1f} ms")
        assert elapsed < 1.0  # loose: timings are reported, not asserted
        assert e.item_count(0) == n
        assert e.content_size().height == 44.0 * n
        assert e.item_id((0, n - 1)) == n
        start = time.perf_counter()
        out = e.export(0)
        print(f"export: {n} ids in {(time.perf_counter() - start) * 1000:.1f} ms")
        assert out[:3] == [1, 2, 3] and out[-1] == n and len(out) == n


def test_load_from_a_list_of_a_million() -> None:
    n = 10**6
    with engine() as e:
        start = time.perf_counter()
        e.load_section(0, list(range(1, n + 1)), [44.0] * n)
        print(f"\nload_section from lists: {n} items in {(time.perf_counter() - start) * 1000:.1f} ms")
        assert e.item_count(0) == n


def test_arrays_are_not_held_after_the_call() -> None:
    e = make_engine([0])
    ids = array("Q", [1, 2])
    e.load_section(0, ids, [1, 1])
    ids.append(3)  # would raise BufferError if the binding still exported it
    assert e.export(0) == [1, 2]
