"""Geometry: content size, hit tests, item frames and section frames."""

from __future__ import annotations

import pytest
from conftest import make_engine

import reorder
from reorder import Engine, HitKind, Options, Rect


def test_geometry_and_items() -> None:
    e = make_engine([3])
    assert e.content_size() == (100, 30)
    hit = e.hit_test((50, 15))
    assert hit.kind == HitKind.ITEM and hit.path == (0, 1)
    assert e.hit_test((50, 500)).kind == HitKind.SLOT
    assert e.frame(2) == Rect(0, 10, 100, 10)
    e.insert_item(50, 20, (0, 1))
    assert e.export(0) == [1, 50, 2, 3] and e.index_path(50) == (0, 1) and e.item_id((0, 1)) == 50
    e.resize_item(50, 40)
    assert e.frame(2).y == 50 and e.content_size().height == 70
    e.set_label(50, "fifty")
    e.set_label(50, None)
    e.remove_item(50)
    assert e.export(0) == [1, 2, 3] and e.item_count(0) == 3
    with pytest.raises(reorder.UnknownID, match="50"):
        e.frame(50)


def test_section_frame_covers_header_items_and_footer() -> None:
    e = make_engine([3, 0, 2], insets=Rect(4, 6, 8, 2), item_spacing=1.0, section_spacing=3.0)
    for s in range(3):
        e.set_section_extents(s, 20, 5)
    frames = [e.section_frame(s, 0) for s in range(3)]
    assert all(isinstance(f, Rect) for f in frames)
    # List insets and section spacing outside; header on top, footer below;
    # the empty section has empty_section_extent (44) between them.
    assert frames == [Rect(4, 6, 88, 57), Rect(4, 66, 88, 20 + 44 + 5), Rect(4, 138, 88, 46)]
    assert e.frame(1).y == frames[0].y + 20
    assert e.content_size().height == 138 + 46 + 2
    h = make_engine([2, 1], axis=reorder.Axis.HORIZONTAL)
    h.set_section_extents(1, 15, 0)
    assert h.section_frame(1, 0) == Rect(20, 0, 25, 100) and h.frame(101).x == 35
    g = make_engine([3, 0], layout=reorder.Layout.GRID, grid_columns=2, grid_cell_height=10.0, insets=Rect(4, 6, 8, 2))
    assert g.section_frame(0, 0) == Rect(0, 0, 100, 6 + 20 + 2) and g.section_frame(1, 0) == Rect(0, 28, 100, 6 + 44 + 2)


def test_a_horizontal_grid_fills_columns_and_scrolls_sideways() -> None:
    """grid_axis (since 1.1): the vertical grid turned, cells top to bottom."""
    e = Engine(Options(layout=reorder.Layout.GRID, grid_axis=reorder.Axis.HORIZONTAL, grid_columns=2))
    e.insert_section(0)
    e.load_section(0, list(range(1, 8)), [1.0] * 7)
    e.set_viewport((0, 0, 120, 100))  # cross extent 0 follows the height
    assert [e.frame(i) for i in (1, 2, 3)] == [Rect(0, 0, 50, 50), Rect(0, 50, 50, 50), Rect(50, 0, 50, 50)]
    assert e.content_size() == (200, 100)
    assert e.hit_test((60, 60)).path == (0, 3)
    with pytest.raises(reorder.InvalidArgument):
        Engine(Options(layout=reorder.Layout.GRID, grid_axis=reorder.Axis.HORIZONTAL, grid_columns=0, grid_cell_width=40))


def test_the_desktop_preset_asks_for_scroll_intent() -> None:
    assert reorder.desktop_options().autoscroll_intent and not Options().autoscroll_intent


def test_right_to_left_starts_at_the_right() -> None:
    """direction (since 1.1): the left-to-right layout mirrored."""
    e = Engine(Options(axis=reorder.Axis.HORIZONTAL, direction=reorder.Direction.RTL))
    e.insert_section(0)
    e.load_section(0, [1, 2, 3], [40.0, 40.0, 40.0])
    e.set_viewport((0, 0, 300, 50))
    assert [e.frame(i).x for i in (1, 2, 3)] == [80, 40, 0]
    assert e.hit_test((85, 10)).path == (0, 0)


def test_flow_wraps_items_of_their_own_width_and_height() -> None:
    e = Engine(
        Options(
            layout=reorder.Layout.FLOW, cross_extent=300, item_spacing=10, line_spacing=10,
            flow_item_height=30, flow_align=reorder.FlowAlign.START,
        )
    )
    e.insert_section(0)
    e.load_section(0, [1, 2, 3, 4, 5], [80, 40, 120, 60, 250])
    assert e.frame(3) == Rect(140, 0, 120, 30)
    assert e.frame(4) == Rect(0, 40, 60, 30)
    assert e.frame(5) == Rect(0, 80, 250, 30)  # does not fit beside item 4
    e.set_cross_size(2, 50)
    assert e.frame(2) == Rect(90, 0, 40, 50) and e.frame(1) == Rect(0, 10, 80, 30)
    e.set_cross_sizes(0, [20.0] * 5)
    assert e.frame(4) == Rect(0, 30, 60, 20)
    with pytest.raises(reorder.InvalidArgument, match="cross size"):
        e.set_cross_sizes(0, [20.0] * 4)
    with pytest.raises(reorder.InvalidArgument):
        e.set_cross_size(2, float("nan"))
    assert e.hit_test((30, 40)).path == (0, 3) and e.hit_test((150, 40)).kind == HitKind.SLOT
    e.move(1, (0, 4))
    assert e.export(0) == [2, 3, 4, 5, 1] and e.frame(1).y == 60
