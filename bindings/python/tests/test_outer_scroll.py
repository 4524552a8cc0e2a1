"""Nested scrolling through the C contract (since 1.1): an engine inside an
outer scroll container, and a board (a Group) inside one that scrolls
sideways; the container's defaults and refusals."""

from __future__ import annotations

import dataclasses
import functools

import pytest
from conftest import long_press

import reorder
from reorder import Engine, Event, EventType, Group, Options, OuterScope, OuterScroll, Point, Rect


def column(first: int, n: int) -> Engine:
    e = Engine(Options(cross_extent=100))
    e.insert_section(0)
    e.load_section(0, [first + i for i in range(n)], [10.0] * n)
    e.set_viewport((0, 0, 100, 200))
    return e


def test_defaults_are_the_librarys() -> None:
    o = OuterScroll()
    assert (o.zone, o.max_speed, o.grace, o.intent) == (150.0, 1200.0, 0.15, False)
    assert o.zone_kind == reorder.Zone.ABSOLUTE and o.curve == reorder.Curve.LINEAR
    assert o.max_offset == Point(0, 0)


def test_the_list_scrolls_first_then_its_container() -> None:
    e = column(1, 50)  # 500 high in a 200-high viewport
    e.set_frame((0, 0, 100, 200))
    e.set_outer_scroll(OuterScroll(visible=Rect(0, 0, 150, 200), max_offset=Point(300, 300)))
    events: list[Event] = []
    e.on_event(events.append)
    long_press(e, (50, 5), 0)
    e.pointer_move((95, 195), 0.6)
    t = 0.6
    for _ in range(120):
        t += 1 / 60
        e.tick(t)
    kinds = [ev.type for ev in events]
    last_scroll = max(i for i, k in enumerate(kinds) if k == EventType.SCROLL)
    down = [i for i, ev in enumerate(events) if ev.type == EventType.OUTER_SCROLL and ev.offset and ev.offset.y > 0]
    assert down and down[0] > last_scroll
    outer = [ev for ev in events if ev.type == EventType.OUTER_SCROLL]
    assert all(ev.reason == OuterScope.ENGINE for ev in outer)
    assert outer[-1].offset is not None and outer[-1].offset.x > 0
    e.pointer_up((95, 195), t)
    e.set_outer_scroll(None)


def hear(log: list[tuple[int, Event]], k: int, ev: Event) -> None:
    log.append((k, ev))


def test_a_board_scrolls_and_the_item_enters_the_column_it_shows() -> None:
    cols = [column(1 + 10 * k, 5) for k in range(3)]
    events: list[tuple[int, Event]] = []
    with Group() as g:
        for k, c in enumerate(cols):
            g.add(c)
            c.set_frame((110 * k, 0, 100, 200))
            c.on_event(functools.partial(hear, events, k))
        g.set_outer_scroll(OuterScroll(visible=Rect(0, 0, 210, 200), max_offset=Point(110, 0)))
        long_press(cols[0], (50, 5), 0)
        cols[0].pointer_move((200, 100), 0.6)
        t = 0.6
        for _ in range(60):
            t += 1 / 60
            for c in cols:
                c.tick(t)
        outer = [ev for k, ev in events if ev.type == EventType.OUTER_SCROLL]
        assert outer and outer[-1].offset == Point(110, 0)
        assert all(ev.reason == OuterScope.GROUP for ev in outer)
        # The first column moved 110 to the left: window x 200 is its 310.
        cols[0].pointer_up((310, 100), t)
        assert 1 in cols[2].export(0) and 1 not in cols[0].export(0)


def test_bad_containers_are_refused() -> None:
    e = column(1, 5)
    good = OuterScroll(visible=Rect(0, 0, 100, 100), max_offset=Point(0, 50))
    e.set_outer_scroll(good)
    bad = [
        dataclasses.replace(good, min_offset=Point(0, 60)),
        dataclasses.replace(good, offset=Point(0, 51)),
        dataclasses.replace(good, zone=-1.0),
        dataclasses.replace(good, visible=Rect(float("nan"), 0, 100, 100)),
    ]
    for o in bad:
        with pytest.raises(reorder.InvalidArgument):
            e.set_outer_scroll(o)
    with Group() as g:
        with pytest.raises(reorder.InvalidArgument, match="inverted"):
            g.set_outer_scroll(bad[0])
    with pytest.raises(TypeError):
        e.set_outer_scroll(reorder.TransferRules())  # type: ignore[arg-type]


def test_desktop_outer_scroll_edge_scrolls_as_desktop_options() -> None:
    o, d = reorder.desktop_outer_scroll(max_offset=Point(300, 0)), reorder.desktop_options()
    assert (o.zone_kind, o.curve, o.zone, o.max_speed, o.grace, o.intent) == (
        d.autoscroll_zone_kind, d.autoscroll_curve, d.autoscroll_zone, d.autoscroll_max_speed,
        d.autoscroll_grace, d.autoscroll_intent)
    assert o.curve == reorder.Curve.RAMPED and o.zone < OuterScroll().zone
    assert o.max_offset == Point(300, 0) and reorder.desktop_outer_scroll(zone=10.0).zone == 10.0
    e = column(1, 5)
    e.set_outer_scroll(o)  # the library takes it
