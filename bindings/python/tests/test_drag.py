"""Pointer drags: long press, lift, commit, drop, taps, handles, cancel,
autoscroll."""

from __future__ import annotations

import pytest
from conftest import apply_moves, drag_to, long_press, make_engine, of_type, snapshot, texts

import reorder
from reorder import (
    CancelReason,
    Commit,
    Event,
    EventType,
    IndexPath,
    ItemFlags,
    Key,
    NotADragReason,
    Phase,
    Rect,
)


def test_long_press_drag_reorders_and_reports() -> None:
    e = make_engine([5])
    log: list[Event] = []
    before = snapshot(e)
    e.on_event(log.append)
    e.pointer_down((50, 5), 0)
    assert e.phase() == Phase.PRESSING
    e.tick(0.3)
    assert not of_type(log, EventType.LIFT)  # not yet: 0.5 s
    e.tick(0.6)
    (lift,) = of_type(log, EventType.LIFT)
    assert lift.id == 1 and lift.from_ == IndexPath(0, 0)
    assert of_type(log, EventType.ANIMATION_NEEDED)
    assert any("Picked up item 1" in t for t in texts(log))
    assert e.phase() == Phase.DRAGGING
    t = drag_to(e, 50, 5, 45, 8, 0.6)
    moves = len(of_type(log, EventType.MOVE))
    assert moves >= 1  # live commit: reported per step
    assert e.export(0) == [2, 3, 4, 5, 1]
    e.pointer_up((50, 45), t)
    (drop,) = of_type(log, EventType.DROP)
    assert drop.id == 1 and drop.from_ == (0, 0) and drop.to == (0, 4)
    assert len(of_type(log, EventType.MOVE)) == moves
    assert any("dropped" in t for t in texts(log))
    assert apply_moves(before, log) == snapshot(e)  # a host mirrors by MOVE events
    assert e.phase() == Phase.SETTLING and e.is_animating(t + 0.01)
    e.tick(t + 5)
    assert e.phase() == Phase.IDLE and not e.is_animating(t + 5)
    e.undo()  # the whole drag is one step
    assert e.export(0) == [1, 2, 3, 4, 5]
    e.redo()
    assert e.export(0) == [2, 3, 4, 5, 1]


def test_drag_commit_on_drop() -> None:
    e = make_engine([5], Commit.ON_DROP)
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 45), 0)
    t = drag_to(e, 50, 45, 5, 8, 0.6)
    assert not of_type(log, EventType.MOVE)
    e.pointer_up((50, 5), t)
    kinds = [ev.type for ev in log]
    assert EventType.MOVE in kinds and kinds.index(EventType.DROP) > max(i for i, k in enumerate(kinds) if k == EventType.MOVE)
    assert e.export(0) == [5, 1, 2, 3, 4]


def test_quick_drag_does_not_lift_and_tap() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.pointer_down((50, 15), 0)
    e.pointer_move((50, 45), 0.1)  # moved before the long press: a scroll
    e.pointer_up((50, 45), 0.2)
    e.tick(1)
    assert not of_type(log, EventType.LIFT)
    (nad,) = of_type(log, EventType.NOT_A_DRAG)
    assert nad.reason == NotADragReason.MOVED
    assert e.export(0) == [1, 2, 3, 4, 5]
    log.clear()
    e.pointer_down((50, 15), 2)
    e.pointer_up((50, 15), 2.1)
    (tap,) = of_type(log, EventType.NOT_A_DRAG)
    assert tap.reason == NotADragReason.TAP and tap.id == 2


def test_not_liftable_and_handles() -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    e.set_flags(3, ItemFlags.NONE)
    long_press(e, (50, 25), 0)
    e.pointer_up((50, 25), 0.7)
    assert of_type(log, EventType.NOT_A_DRAG)[-1].reason == NotADragReason.NOT_LIFTABLE
    e.set_handle(4, Rect(0, 0, 10, 10))
    log.clear()
    long_press(e, (50, 35), 1)  # off the handle
    e.pointer_up((50, 35), 1.7)
    assert not of_type(log, EventType.LIFT)
    long_press(e, (5, 35), 2)  # on it
    assert of_type(log, EventType.LIFT)[-1].id == 4
    e.pointer_up((5, 35), 2.7)
    e.set_handle(4, None)
    # A press on no item does nothing at all (the library reports no
    # NOT_A_DRAG for it, although reorder.h's has_id comment suggests one).
    e.tick(3)  # the drop settles
    log.clear()
    e.pointer_down((50, 500), 3)
    assert e.phase() == Phase.IDLE
    e.pointer_up((50, 500), 3.1)
    assert not of_type(log, EventType.NOT_A_DRAG)


@pytest.mark.parametrize("how", ["cancel_drag", "pointer_cancel", "key"])
def test_cancel_restores(how: str) -> None:
    e = make_engine([5])
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    t = drag_to(e, 50, 5, 35, 6, 0.6)
    assert e.export(0) != [1, 2, 3, 4, 5]
    if how == "cancel_drag":
        e.cancel_drag(t)
        want = CancelReason.HOST
    elif how == "pointer_cancel":
        e.pointer_cancel(t)
        want = CancelReason.POINTER
    else:
        e.key(Key.CANCEL, None, t)
        want = CancelReason.KEY
    assert e.export(0) == [1, 2, 3, 4, 5]
    (cancel,) = of_type(log, EventType.CANCEL)
    assert cancel.id == 1 and cancel.reason == want
    assert not of_type(log, EventType.DROP)
    assert any("cancelled" in t for t in texts(log))
    assert apply_moves([[1, 2, 3, 4, 5]], log) == [[1, 2, 3, 4, 5]]
    with pytest.raises(reorder.WrongState):
        e.undo()  # a cancelled drag is no undo step


def test_removing_the_lifted_item_cancels() -> None:
    e = make_engine([5, 2])
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    e.remove_item(1)
    cancel = of_type(log, EventType.CANCEL)[-1]
    assert cancel.id == 1 and cancel.reason == CancelReason.ITEM_REMOVED
    assert e.phase() != Phase.DRAGGING


def test_autoscroll_reports_scroll_offset() -> None:
    e = make_engine([60], autoscroll_zone=20)
    e.set_viewport((0, 0, 100, 100))
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (50, 5), 0)
    t = drag_to(e, 50, 5, 95, 10, 0.6)
    for _ in range(30):
        t += 1 / 60
        e.tick(t)
    scroll = of_type(log, EventType.SCROLL)[-1]
    assert scroll.offset is not None and scroll.offset.y > 0 and scroll.offset.x == 0
    e.pointer_up((50, 95), t)


def _scrolled_in_two_seconds(options: reorder.Options) -> float:
    """How far edge auto-scroll moves a 600-unit view of 10^4 rows while the
    pointer is held 5 units from its bottom edge for two seconds."""
    e = reorder.Engine(options)
    e.insert_section(0)
    e.load_section(0, list(range(1, 10_001)), [40.0] * 10_000)
    e.set_viewport((0, 0, 300, 600))
    log: list[Event] = []
    e.on_event(log.append)
    long_press(e, (100, 20), 0)
    t = drag_to(e, 100, 20, 595, 10, 0.6)
    end = t + 2
    while t < end:
        t += 1 / 60
        e.tick(t)
    scrolls = of_type(log, EventType.SCROLL)
    offset = scrolls[-1].offset if scrolls else None
    return offset.y if offset is not None else 0.0


def test_desktop_options_ramp_edge_autoscroll_up_gently() -> None:
    """Issue 14, defect 6: with the library's default (the seeds' linear
    curve, a 150-unit zone) two seconds at the bottom edge scrolled about
    3,000 pixels; the desktop preset ramps up over two seconds."""
    desktop = reorder.desktop_options(cross_extent=300)
    assert desktop.autoscroll_curve == reorder.Curve.RAMPED and desktop.autoscroll_zone == 64
    assert reorder.desktop_options(autoscroll_zone=90).autoscroll_zone == 90  # a field given wins
    seed = _scrolled_in_two_seconds(reorder.Options(cross_extent=300))
    gentle = _scrolled_in_two_seconds(desktop)
    assert seed > 1500, seed
    assert 0 < gentle < 600, gentle
