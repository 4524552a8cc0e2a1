"""Transfer groups through the C contract (since 1.1): a drag from one
engine into another, both hosts' models kept from the events, one undo
step across both, copies, refusals."""

from __future__ import annotations

import functools

import pytest
from conftest import long_press

import reorder
from reorder import Engine, Event, EventType, Group, Options, Pull, TransferKind, TransferRules


def column(first: int, n: int, commit: reorder.Commit = reorder.Commit.LIVE) -> Engine:
    e = Engine(Options(cross_extent=100, commit=commit))
    e.insert_section(0)
    e.load_section(0, [first + i for i in range(n)], [10.0] * n)
    e.set_viewport((0, 0, 100, 1000))
    return e


class Board:
    """Columns side by side, 120 apart, in one group; each host keeps its
    column's ids from the events it hears."""

    def __init__(self, *columns: Engine, rules: list[TransferRules | None] | None = None) -> None:
        self.engines = list(columns)
        self.group = Group()
        self.models = [e.export(0) for e in columns]
        self.log: list[tuple[int, Event]] = []
        for k, e in enumerate(columns):
            self.group.add(e, (rules or [None] * len(columns))[k])
            e.set_frame((120 * k, 0, 100, 1000))
            e.on_event(functools.partial(self.hear, k))

    def hear(self, k: int, ev: Event) -> None:
        self.log.append((k, ev))
        me, ids = self.engines[k], self.models[k]
        if ev.type == EventType.MOVE:
            assert ev.id is not None
            ids.insert(ev.to.item, ids.pop(ev.from_.item))
        elif ev.type == EventType.TRANSFER:
            if ev.source is me and ev.reason != TransferKind.COPY:
                assert ids.pop(ev.from_.item) == ev.id
            if ev.target is me and ev.reason != TransferKind.DISCARD:
                assert ev.id is not None
                ids.insert(ev.to.item, ev.id)

    def glide(self, home: int, a: tuple[float, float], b: tuple[float, float], t: float) -> float:
        """The pointer of a drag lifted in column `home`, in its coordinates."""
        for i in range(1, 11):
            t += 1 / 60
            self.engines[home].pointer_move((a[0] + (b[0] - a[0]) * i / 10, a[1] + (b[1] - a[1]) * i / 10), t)
            for e in self.engines:
                e.tick(t)
        return t

    def orders(self) -> list[list[int]]:
        return [e.export(0) for e in self.engines]

    def agree(self) -> bool:
        return self.models == self.orders()


def test_a_drag_carries_an_item_into_the_other_engine() -> None:
    b = Board(column(1, 5), column(101, 4))
    a, other = b.engines
    long_press(a, (50, 15), 1.0)  # item 2
    t = b.glide(0, (50, 15), (170, 25), 1.6)
    assert b.orders() == [[1, 3, 4, 5], [101, 102, 2, 103, 104]]
    transfers = [(k, ev) for k, ev in b.log if ev.type == EventType.TRANSFER]
    assert [k for k, _ in transfers] == [0, 1]  # the source hears it first
    assert all(ev.source is a and ev.target is other and ev.reason == TransferKind.MOVE for _, ev in transfers)
    assert other.phase() == reorder.Phase.DRAGGING
    a.pointer_up((170, 25), t + 0.02)
    drops = [ev for _, ev in b.log if ev.type == EventType.DROP]
    assert len(drops) == 2 and all(d.source is a and d.target is other for d in drops)
    assert b.agree()
    other.undo()
    assert b.orders() == [[1, 2, 3, 4, 5], [101, 102, 103, 104]] and b.agree()
    a.redo()
    assert b.orders()[1] == [101, 102, 2, 103, 104] and b.agree()


def test_cancel_and_refusal_send_the_item_home() -> None:
    b = Board(column(1, 3), column(101, 2), rules=[None, TransferRules(put=False)])
    a = b.engines[0]
    long_press(a, (50, 5), 1.0)
    t = b.glide(0, (50, 5), (170, 5), 1.6)
    assert b.orders() == [[1, 2, 3], [101, 102]]
    a.pointer_up((170, 5), t)
    cancels = [ev for _, ev in b.log if ev.type == EventType.CANCEL]
    assert [c.reason for c in cancels] == [reorder.CancelReason.REFUSED]
    with pytest.raises(reorder.Refused):
        a.transfer(1, b.engines[1], (0, 0))


def test_a_copying_member_and_a_programmatic_transfer() -> None:
    b = Board(column(1, 3), column(101, 2), rules=[TransferRules(pull=Pull.COPY), None])
    a, other = b.engines
    a.transfer(2, other, (0, 1))
    assert b.orders() == [[1, 2, 3], [101, 2, 102]] and b.agree()
    with pytest.raises(reorder.DuplicateID):
        a.transfer(2, other, (0, 0))
    with pytest.raises(reorder.DuplicateID):
        other.transfer(2, a, (0, 0))
    a.undo()
    assert b.orders() == [[1, 2, 3], [101, 102]] and b.agree()


def test_bad_rules_and_memberships_are_refused() -> None:
    g = Group()
    e = column(1, 2)
    with pytest.raises(reorder.InvalidArgument):
        g.add(e, TransferRules(tag=0))
    with pytest.raises(TypeError):
        g.add(e, reorder.SectionRules())  # type: ignore[arg-type]
    g.add(e)
    with pytest.raises(reorder.DuplicateID):
        Group().add(e)
    with pytest.raises(reorder.UnknownID):
        Group().remove(e)
    with pytest.raises(reorder.InvalidArgument):
        e.set_frame((float("nan"), 0, 1, 1))
    g.close()
    g.close()
    Group().add(e)  # free again once its group is gone
