"""The selection and group drags through the C contract (since 1.1)."""

from __future__ import annotations

import pytest
from conftest import apply_moves, drag_to, long_press, make_engine, of_type, snapshot

import reorder
from reorder import Event, EventType, GroupOrder, Rect


def test_selection_is_kept_by_id_and_checked() -> None:
    e = make_engine([4, 3])
    e.select([102, 1, 3])
    assert e.selection() == [102, 1, 3]
    with pytest.raises(reorder.UnknownID):
        e.select([1, 999])
    with pytest.raises(reorder.DuplicateID):
        e.select([1, 2, 1])
    assert e.selection() == [102, 1, 3]  # unchanged by the refused calls
    e.remove_item(1)
    assert e.selection() == [102, 3]
    e.select([])
    assert e.selection() == []


@pytest.mark.parametrize(
    "order, run", [(GroupOrder.SELECTION, [7, 3, 5]), (GroupOrder.LAYOUT, [3, 5, 7])]
)
def test_a_selection_is_dragged_as_one_group(order: GroupOrder, run: list[int]) -> None:
    e = make_engine([10], group_order=order)
    log: list[Event] = []
    e.on_event(log.append)
    before = snapshot(e)
    e.select([7, 3, 5])
    long_press(e, (50, 45), 0)  # on item 5
    lifted = [p for p in e.presentation(Rect(0, 0, 100, 1000), 1.0) if p.lifted]
    assert [p.stack_count for p in lifted if p.id == 5] == [3]
    assert len(lifted) == 3  # 5 and the two drawn under it
    t = drag_to(e, 50, 45, 85, 10, 0.6)
    e.pointer_up((50, 85), t)
    order_now = snapshot(e)[0]
    at = order_now.index(run[0])
    assert order_now[at : at + 3] == run
    assert apply_moves(before, log) == snapshot(e)  # each item's move was reported
    (drop,) = of_type(log, EventType.DROP)
    assert drop.id == 5 and drop.count == 3  # the drop reports the group
    e.undo()
    assert snapshot(e) == before


def test_options_default_to_selection_order() -> None:
    assert reorder.Options().group_order == GroupOrder.SELECTION
