"""reorder.pyside.ReorderView as an outline, in this process on Qt's
offscreen platform (test_pyside_outline.py drags rows in a real window).

Rows are drawn indented, at their depths (set_depths); a click on a
group's triangle collapses it (its rows hidden, the focus moved off them,
expansion_changed), Left and Right on the focused group collapse and
expand it, Down skips the hidden rows; Tab and Shift+Tab indent and outdent
the focused row (outline_moved) while the focus stays in the view, where a
list's Tab still moves the focus on; a drag held over a group's middle
draws the group as the target and drops into it; one held over a task's
middle combines the two (combined, after the engine's call); both
rows held over are drawn as the target."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget  # noqa: E402

from reorder import Activation, Layout, desktop_options  # noqa: E402
from reorder._pyside_outline import EXPANDER, TARGET_COLOR  # noqa: E402
from reorder.pyside import ReorderView, Row  # noqa: E402

APP = QApplication.instance() or QApplication([])
INDENT, ROW = 20.0, 40.0
# 1 Home/  2 Empty/  3 task  4 Work/  5 task  6 task (groups take children, tasks not)
DEPTHS = [0, 1, 1, 0, 1, 0]
TASKS = {3, 5, 6}


def outline_view(layout: Layout = Layout.OUTLINE) -> tuple[QWidget, ReorderView, QLineEdit]:
    """A view over the six rows, and a line edit after it in the focus chain."""
    window, edit = QWidget(), QLineEdit()
    view = ReorderView(desktop_options(layout=layout, item_spacing=0.0, outline_indent=INDENT,
                                       activation=Activation.IMMEDIATE, combine_zone=0.5, combine_delay=0.2))
    box = QVBoxLayout(window)
    box.addWidget(view)
    box.addWidget(edit)
    window.resize(320, 400)
    window.show()
    window.activateWindow()
    APP.processEvents()
    view.add_section("", [Row(i, f"row {i}", ROW, no_children=i in TASKS) for i in range(1, 7)])
    if layout == Layout.OUTLINE:
        view.set_depths(0, DEPTHS)
    view.setFocus()
    return window, view, edit


def centre(view: ReorderView, id: int) -> tuple[float, float]:
    f = view.engine.frame(id)
    return f.x + f.width / 2, f.y + f.height / 2


def test_indented_rows_triangles_and_keys() -> None:
    window, view, edit = outline_view()
    e = view.engine
    assert [e.frame(i).x for i in range(1, 7)] == [d * INDENT for d in DEPTHS]
    changes: list[tuple[int, bool]] = []
    view.expansion_changed.connect(lambda id, on: changes.append((id, on)))

    # A click on Home's triangle collapses it: its rows hidden, the focus on one of them moved to Home.
    view.focused = 3
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(int(EXPANDER / 2), int(ROW / 2)))
    assert changes == [(1, False)] and e.is_hidden(2) and e.is_hidden(3)
    assert view.focused == 1 and view.selection() == []  # the triangle neither selects nor lifts
    assert e.frame(4).y == ROW and [p.id for p in e.presentation(view._view_rect(), time.monotonic())] == [1, 4, 5, 6]
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert view.focused == 4
    # Right on a collapsed group expands it, Left collapses it; on a task they move the focus.
    view.focused = 1
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Left)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert changes[1:] == [(1, True), (1, False), (1, True)] and not e.is_hidden(3)
    view.grab()  # paints: triangles, indented rows

    # Tab indents the focused task (under the empty group), Shift+Tab (or Backtab) outdents it.
    moves: list[tuple[int, tuple[int, int], tuple[int, int], int]] = []
    view.outline_moved.connect(lambda *m: moves.append(m))
    view.focused = 3
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert e.depth(3) == 2 and e.parent(3) == 2 and moves == [(3, (0, 2), (0, 2), 2)]
    assert QApplication.focusWidget() is view  # not moved on to the line edit
    QTest.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert e.depth(3) == 1 and moves[-1][3] == 1
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert e.depth(3) == 1 and len(moves) == 4 and QApplication.focusWidget() is view
    window.close()

    # A list keeps Tab for the focus chain.
    window, view, edit = outline_view(Layout.LIST)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is edit
    window.close()


def test_drop_into_a_group_and_combine() -> None:
    window, view, _ = outline_view()
    e = view.engine
    combined: list[tuple[int, int]] = []
    view.combined.connect(lambda id, other: combined.append((id, other)))

    def drag(id: int, onto: int, hold: float) -> None:
        """Row `id` carried to `onto`'s middle (a little low, so that its
        top shows above the lifted row), held there, released."""
        t = time.monotonic()
        (x, y), (_, to) = centre(view, id), centre(view, onto)
        to += ROW / 5
        e.pointer_down((x, y), t)
        for k in range(1, 11):
            e.pointer_move((x, y + (to - y) * k / 10), t + k * 0.01)
        e.tick(t + 0.1 + hold)
        image = view.grab().toImage()  # the row it goes into (or combines with) drawn as the target
        fill = image.pixelColor(int(x), int(e.frame(onto).y + 3))
        assert fill == QColor(TARGET_COLOR), fill.name()
        e.pointer_up((x, to), t + 0.2 + hold)

    # Row 6 held over Work's middle goes in, as its first child.
    drag(6, 4, 0.05)
    assert e.export(0) == [1, 2, 3, 4, 6, 5] and e.parent(6) == 4 and combined == []
    # Row 6 held over task 5's middle past the combine delay: combined, nothing moved.
    drag(6, 5, 0.3)
    assert e.export(0) == [1, 2, 3, 4, 6, 5] and combined == []  # after the engine's call
    APP.processEvents()
    assert combined == [(6, 5)]
    window.close()
