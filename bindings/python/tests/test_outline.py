"""Outlines and combining through the C contract (since 1.1): depths,
collapsing, subtree drags with depth from the horizontal offset, drops into
rows, tree moves, keys, events and the combine drop."""

from __future__ import annotations

import pytest

import reorder
from reorder import Engine, Event, EventType, ItemFlags, Options


def outline(depths: list[int], **more: object) -> Engine:
    e = Engine(
        Options(
            layout=reorder.Layout.OUTLINE, activation=reorder.Activation.IMMEDIATE,
            outline_indent=20, **more,  # type: ignore[arg-type]
        )
    )
    e.insert_section(0)
    n = len(depths)
    e.load_section(0, list(range(1, n + 1)), [40.0] * n)
    e.set_depths(0, depths)
    e.set_viewport((0, 0, 320, 600))
    return e


def shape(e: Engine) -> str:
    return " ".join(
        f"{i}" + (f".{e.depth(i)}" if e.depth(i) else "") + ("" if e.is_expanded(i) else "-")
        for i in e.export(0)
    )


def test_depths_parents_and_siblings() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    assert shape(e) == "1 2.1 3.1 4 5.1 6"
    assert e.parent(3) == 1 and e.parent(4) is None
    assert e.child_index(3) == (1, 2) and e.child_index(6) == (2, 3)
    assert e.subtree_count(1) == 3
    assert e.frame(2).x == 20


def test_bad_depths_are_refused_and_change_nothing() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    with pytest.raises(reorder.InvalidArgument):
        e.set_depths(0, [0, 2, 1, 0, 1, 0])
    with pytest.raises(reorder.InvalidArgument):
        e.set_depths(0, [0, 1])
    assert shape(e) == "1 2.1 3.1 4 5.1 6"
    with pytest.raises(reorder.Refused):
        e.set_depth(4, 3)
    with pytest.raises(reorder.WrongState):
        Engine().set_depths(0, [])


def test_collapse_hides_and_expand_shows() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    e.set_expanded(1, False)
    assert e.is_hidden(2) and e.frame(4).y == 40
    ids = [p.id for p in e.presentation((0, 0, 320, 600), 10)]
    assert 2 not in ids and 3 not in ids
    e.set_expanded(1, True)
    assert not e.is_hidden(2) and e.frame(4).y == 120


def test_a_drag_indents_by_the_horizontal_offset_and_reports_depths() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    events: list[Event] = []
    e.on_event(events.append)
    e.pointer_down((100, 220), 0)
    e.pointer_move((160, 220), 0.1)
    e.pointer_up((160, 220), 0.2)
    assert shape(e) == "1 2.1 3.1 4 5.1 6.2"
    moves = [ev for ev in events if ev.type == EventType.MOVE]
    assert (moves[-1].id, moves[-1].from_depth, moves[-1].depth) == (6, 0, 2)
    e.undo()
    assert shape(e) == "1 2.1 3.1 4 5.1 6"


def test_tree_moves_and_keys() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    e.move_into(1, 4, 1)
    assert shape(e) == "4 5.1 1.1 2.2 3.2 6"
    e.key(reorder.Key.OUTDENT, 1, 1)
    assert shape(e) == "4 5.1 1 2.1 3.1 6"
    e.key(reorder.Key.INDENT, 6, 2)
    assert e.parent(6) == 1


def test_combining_undoes_the_drag_and_reports_both_items() -> None:
    e = Engine(Options(activation=reorder.Activation.IMMEDIATE, combine_zone=0.5))
    e.insert_section(0)
    e.load_section(0, [1, 2, 3], [40.0] * 3, [ItemFlags.DEFAULT] * 3)
    e.set_viewport((0, 0, 320, 600))
    events: list[Event] = []
    e.on_event(events.append)
    e.pointer_down((100, 20), 0)
    for k, y in enumerate(range(25, 101, 5)):
        e.pointer_move((100, y), 0.1 + k * 0.01)
    e.pointer_up((100, 100), 1)
    assert e.export(0) == [1, 2, 3]
    combine = [ev for ev in events if ev.type == EventType.COMBINE]
    assert [(ev.id, ev.other) for ev in combine] == [(1, 3)]
    assert events[-1].type != EventType.DROP
    cancel = [ev for ev in events if ev.type == EventType.CANCEL]
    assert cancel[-1].reason == reorder.CancelReason.COMBINED


def test_focus_skips_rows_hidden_under_a_collapsed_one() -> None:
    e = outline([0, 1, 1, 0, 1, 0])
    e.set_expanded(1, False)
    assert reorder.next_focus(e, 1, reorder.Key.DOWN) == 4
    assert reorder.next_focus(e, 4, reorder.Key.UP) == 1
    e.set_expanded(4, False)
    assert reorder.next_focus(e, 1, reorder.Key.LAST) == 6
    e.move_into(6, 4, 1)
    assert reorder.next_focus(e, 1, reorder.Key.LAST) == 4
