"""Programmatic moves: undo and redo, capacity, exchange semantics, the
retarget hook."""

from __future__ import annotations

import pytest
from conftest import apply_moves, drag_to, long_press, make_engine, of_type, snapshot

import reorder
from reorder import Engine, Event, EventType, IndexPath, Options, SectionRules
from reorder._callbacks import RetargetResult


def test_move_undo_redo() -> None:
    e = make_engine([5])
    with pytest.raises(reorder.WrongState, match=".+"):
        e.undo()
    with pytest.raises(reorder.WrongState):
        e.redo()
    e.move(3, (0, 0))
    e.move(1, IndexPath(0, 4))
    assert e.export(0) == [3, 2, 4, 5, 1]
    with pytest.raises(reorder.OutOfRange):
        e.move(1, (0, 5))
    with pytest.raises(reorder.UnknownID):
        e.move(99, (0, 0))
    e.undo()
    e.undo()
    assert e.export(0) == [1, 2, 3, 4, 5]
    e.redo()
    assert e.export(0) == [3, 1, 2, 4, 5]
    e.move(5, (0, 0))
    with pytest.raises(reorder.WrongState):
        e.redo()
    long_press(e, (50, 5), 10)
    with pytest.raises(reorder.WrongState):
        e.move(5, (0, 3))  # 5 is being dragged


def test_capacity_displacement() -> None:
    e = Engine()
    e.insert_section(0, rules=SectionRules(capacity=1, displacement=reorder.Displacement.SOURCE_START))
    e.insert_section(1)
    e.load_section(0, [100], [60])
    e.load_section(1, [1, 2, 3, 4], [60] * 4)
    log: list[Event] = []
    e.on_event(log.append)
    e.move(3, (0, 0))
    assert snapshot(e) == [[3], [100, 1, 2, 4]]
    assert len(of_type(log, EventType.MOVE)) == 2
    assert apply_moves([[100], [1, 2, 3, 4]], log) == snapshot(e)
    e.undo()
    assert snapshot(e) == [[100], [1, 2, 3, 4]]


def test_exchange_semantics_and_configure() -> None:
    e = make_engine([5], semantics=reorder.Semantics.EXCHANGE)
    e.move(1, (0, 3))
    assert e.export(0) == [4, 2, 3, 1, 5]
    e.configure(Options(cross_extent=100))  # back to shift; items kept
    e.move(4, (0, 4))
    assert e.export(0) == [2, 3, 1, 5, 4]
    long_press(e, (50, 5), 0)
    with pytest.raises(reorder.WrongState):
        e.configure(Options(cross_extent=50))


def test_retarget_hook() -> None:
    e = make_engine([5])
    calls: list[tuple[int, IndexPath, IndexPath]] = []
    answer: list[RetargetResult] = [None]

    def hook(id: int, from_: IndexPath, proposed: IndexPath) -> RetargetResult:
        calls.append((id, from_, proposed))
        return answer[0]

    e.set_retarget(hook)
    e.move(3, (0, 4))
    assert calls == [(3, (0, 2), (0, 4))]
    assert e.export(0) == [1, 2, 4, 5, 3]
    answer[0] = False
    with pytest.raises(reorder.Refused):
        e.move(3, (0, 0))
    answer[0] = reorder.RetargetAnswer.REFUSE
    with pytest.raises(reorder.Refused):
        e.move(3, (0, 0))
    answer[0] = IndexPath(0, 1)
    e.move(3, (0, 0))
    assert e.export(0) == [1, 3, 2, 4, 5]
    answer[0] = (0, 9)  # breaks the rules: refused
    with pytest.raises((reorder.Refused, reorder.OutOfRange)):
        e.move(3, (0, 0))
    # Drags ask the hook too.
    answer[0] = False
    calls.clear()
    long_press(e, (50, 5), 0)
    e.pointer_up((50, 45), drag_to(e, 50, 5, 45, 6, 0.6))
    assert calls and e.export(0) == [1, 3, 2, 4, 5]
    e.tick(10)
    e.set_retarget(None)
    calls.clear()
    e.move(3, (0, 0))
    assert not calls
