"""reorder.pyside.ReorderView as a flow, in this process on Qt's offscreen
platform (no pointer: test_pyside_tags.py drags chips in a real window).

Each row is as wide as its text in the view's font (or its own width) and
as tall as its size; the lines wrap at the viewport's width; a changed row
(`update_row`) and a new font re-measure; the widget's layoutDirection
turns the flow right to left; Up and Down move the focus between lines, to
the nearest item across, Left and Right as they look; new options back to
a list make the sizes heights again."""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QFont, QFontMetricsF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from reorder import Direction, Key, Layout, desktop_options  # noqa: E402
from reorder._pyside_flow import PAD, focus_step  # noqa: E402
from reorder.pyside import ReorderView, Row  # noqa: E402

APP = QApplication.instance() or QApplication([])
WORDS = ["alpha", "be", "gamma delta", "e", "zeta eta theta", "iota", "kappa", "lambda mu",
         "nu", "xi omicron", "pi", "rho sigma tau"]


def flow_view() -> ReorderView:
    view = ReorderView(desktop_options(layout=Layout.FLOW, cross_extent=0.0, item_spacing=4.0))
    view.resize(220, 400)
    view.show()  # laid out: the viewport as wide as the view
    APP.processEvents()
    view.add_section("", [Row(k + 1, w, 30.0 if k % 3 else 42.0) for k, w in enumerate(WORDS)])
    return view


def centre_y(view: ReorderView, id: int) -> float:
    f = view.engine.frame(id)
    return f.y + f.height / 2


def test_rows_measure_wrap_and_follow_changes() -> None:
    view = flow_view()
    e, vp = view.engine, view.viewport().width()
    metrics = QFontMetricsF(view.font_)
    for k, word in enumerate(WORDS):
        f = e.frame(k + 1)
        assert abs(f.width - (metrics.horizontalAdvance(word) + 2 * PAD)) < 0.01, (word, f)
        assert f.height == (30.0 if k % 3 else 42.0), f
        assert f.x + f.width <= vp + 0.01, (f, vp)
    ys = sorted({round(centre_y(view, k + 1)) for k in range(len(WORDS))})
    assert len(ys) >= 3, ys  # wrapped onto several lines

    # A row changed: its text, and its height; then a fixed width.
    view.update_row(Row(2, "a much longer text", 50.0))
    f = e.frame(2)
    assert abs(f.width - (metrics.horizontalAdvance("a much longer text") + 2 * PAD)) < 0.01, f
    assert f.height == 50.0, f
    view.update_row(Row(2, "be", 30.0, width=120.0))
    assert (e.frame(2).width, e.frame(2).height) == (120.0, 30.0)

    # A bigger font: wider rows.
    before = e.frame(1).width
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    view.setFont(font)
    assert e.frame(1).width > before * 1.5, (before, e.frame(1))

    # Back to a list: sizes are heights again, items as wide as the view.
    options = view.options
    options.layout = Layout.LIST
    view.set_options(options)
    assert e.frame(1).height == 42.0 and e.frame(3).height == 30.0
    assert e.frame(1).width == vp and e.frame(2).y == e.frame(1).y + e.frame(1).height + 4
    assert e.export(0) == list(range(1, len(WORDS) + 1))


def test_layout_direction_and_focus_keys() -> None:
    view = flow_view()
    e = view.engine
    assert e.frame(1).x < e.frame(2).x
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    assert view.options.direction == Direction.RTL
    assert e.frame(1).x > e.frame(2).x  # the first at the right
    # Left is onwards, right to left.
    view.focused = 1
    assert focus_step(view, Key.LEFT) == 2 and focus_step(view, Key.RIGHT) == 1
    # Down: the nearest item across on the next line; Up comes back to the first line.
    first_line = [i for i in e.export(0) if abs(centre_y(view, i) - centre_y(view, 1)) < 0.5]
    down = focus_step(view, Key.DOWN)
    assert down is not None and down not in first_line
    below = [i for i in e.export(0) if centre_y(view, i) > centre_y(view, 1) + 0.5]
    assert centre_y(view, down) == min(centre_y(view, i) for i in below)
    cx = e.frame(1).x + e.frame(1).width / 2
    same_line = [i for i in below if abs(centre_y(view, i) - centre_y(view, down)) < 0.5]
    nearest = min(same_line, key=lambda i: abs(e.frame(i).x + e.frame(i).width / 2 - cx))
    assert down == nearest
    view.focused = down
    assert focus_step(view, Key.UP) in first_line
    view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    assert e.frame(1).x < e.frame(2).x

    # Options asking for right to left set the widget's direction.
    rtl = ReorderView(desktop_options(layout=Layout.FLOW, direction=Direction.RTL))
    assert rtl.layoutDirection() == Qt.LayoutDirection.RightToLeft
