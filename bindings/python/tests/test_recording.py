"""Recording a session as a trace and replaying it."""

from __future__ import annotations

import pytest
from conftest import drag_to, long_press, make_engine, of_type, snapshot

import reorder
from reorder import Engine, Event, EventType, Key


def test_record_and_replay() -> None:
    a = make_engine([0])
    a.remove_section(0)
    a.record_start()
    a.insert_section(0, 4, 2)
    a.load_section(0, [1, 2, 3, 4], [10, 12, 14, 16])
    a.set_viewport((0, 0, 100, 500))
    a.insert_item(50, 10, (0, 1))
    a.set_label(50, "fifty")
    long_press(a, (50, 9), 0)
    t = drag_to(a, 50, 9, 60, 12, 0.6)
    a.pointer_up((50, 60), t)
    a.tick(t + 5)
    a.key(Key.PICK_UP_OR_DROP, 3, t + 6)
    a.key(Key.UP, None, t + 6.1)
    a.key(Key.PICK_UP_OR_DROP, None, t + 6.2)
    a.move(4, (0, 0))
    a.undo()
    trace = a.record_stop()
    assert trace.startswith("libreorder-trace 1\n")
    b = Engine()
    log: list[Event] = []
    b.on_event(log.append)
    b.replay(trace)
    assert snapshot(b) == snapshot(a)
    assert of_type(log, EventType.DROP)
    c = Engine()
    c.replay(trace.encode())  # bytes work too
    assert snapshot(c) == snapshot(a)
    # Not recording: a trace with no calls.
    assert Engine().record_stop() == "libreorder-trace 1\n"
    with pytest.raises(reorder.InvalidArgument, match="line"):
        Engine().replay("libreorder-trace 1\nbogus call\n")


def test_replay_wants_an_engine_without_sections() -> None:
    a = make_engine([0])
    a.remove_section(0)
    a.record_start()
    a.insert_section(0)
    a.load_section(0, [1, 2], [10, 10])
    trace = a.record_stop()
    b = make_engine([3])  # has a section: replaying on top is refused
    with pytest.raises(reorder.WrongState) as info:
        b.replay(trace)
    assert info.value.status == reorder.Status.E_STATE and info.value.message
    assert snapshot(b) == [[1, 2, 3]]  # nothing changed
    c = Engine()
    c.replay(trace)
    assert snapshot(c) == [[1, 2]]
