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
