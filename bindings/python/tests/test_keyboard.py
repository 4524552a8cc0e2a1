"""Keyboard drags: pick up, move by key, drop, in lists and grids."""

from __future__ import annotations

from conftest import apply_moves, make_engine, of_type, snapshot, texts

import reorder
from reorder import Event, EventType, Key


def test_keyboard() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.key(Key.PICK_UP_OR_DROP, None, 0)  # no focus: nothing
    assert not of_type(log, EventType.LIFT)
    e.key(Key.PICK_UP_OR_DROP, 2, 0.1)
    assert of_type(log, EventType.LIFT)[-1].id == 2
    assert "Picked up item 2. It is in position 2 of 5 in section 1." in texts(log)
    e.key(Key.DOWN, None, 0.2)
    assert of_type(log, EventType.MOVE)[-1].to == (0, 2)
    e.key(Key.NEXT, None, 0.3)
    assert e.export(0) == [1, 3, 4, 2, 5]
    e.key(Key.FIRST, None, 0.4)
    assert e.export(0) == [2, 1, 3, 4, 5]
    e.key(Key.LAST, None, 0.5)
    e.key(Key.UP, None, 0.6)
    e.key(Key.PREVIOUS, None, 0.7)
    assert e.export(0) == [1, 3, 2, 4, 5]
    e.key(Key.PICK_UP_OR_DROP, None, 0.8)
    drop = of_type(log, EventType.DROP)[-1]
    assert drop.from_ == (0, 1) and drop.to == (0, 2)
    assert "item 2 was dropped. It moved from position 2 to position 3 of 5." in texts(log)
    assert apply_moves([[1, 2, 3, 4, 5]], log) == snapshot(e)
    e.undo()
    assert e.export(0) == [1, 2, 3, 4, 5]


def test_keyboard_grid_and_sections() -> None:
    e = make_engine([4, 2], layout=reorder.Layout.GRID, grid_columns=2)
    e.key(Key.PICK_UP_OR_DROP, 1, 0.1)
    e.key(Key.DOWN, None, 0.2)
    assert e.export(0) == [2, 3, 1, 4]
    e.key(Key.RIGHT, None, 0.3)
    assert e.export(0) == [2, 3, 4, 1]
    e.key(Key.NEXT, None, 0.4)
    assert snapshot(e) == [[2, 3, 4], [1, 101, 102]]
    e.key(Key.PICK_UP_OR_DROP, None, 0.5)


def test_next_focus_reads_across_sections_and_rows() -> None:
    e = make_engine([3, 0, 2])  # ids 1, 2, 3 | (empty) | 201, 202
    nf = reorder.next_focus
    assert nf(e, 1, Key.DOWN) == 2
    assert nf(e, 3, Key.DOWN) == 201  # over the empty section
    assert nf(e, 201, Key.UP) == 3
    assert nf(e, 1, Key.UP) == 1 and nf(e, 202, Key.DOWN) == 202  # the ends hold
    assert nf(e, 2, Key.DOWN, row=2) == 201  # a grid row of two
    assert nf(e, 202, Key.FIRST) == 1 and nf(e, 1, Key.LAST) == 202
    assert nf(e, None, Key.DOWN) == 1 and nf(e, 999, Key.DOWN) == 1  # none or gone: the first
    assert nf(make_engine([0]), None, Key.DOWN) is None
