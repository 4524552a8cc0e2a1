"""The PySide6 demo's board page: board.py's columns, each a SeedView
(pyside_page.py) under its header, in one reorder.Group, side by side in a
ColumnStrip (the items of an outer engine, moved by their headers) inside a
QScrollArea that scrolls sideways: a GroupScrollArea, so that a card held
near its left or right edge scrolls it. Imported by pyside_demo.py, which
puts the reorder package and bindings/seeds on sys.path first.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

import board
import seeds
from pyside_page import SeedView, say
from reorder import Axis, Direction, Engine, Event, EventType, Group, Phase, Rect, desktop_options
from reorder.pyside import GroupScrollArea

HEADER = 32  # a board column's header, its handle


class ColumnStrip(QWidget):
    """The board's columns side by side in a QScrollArea that scrolls
    sideways: the items of an outer engine, a horizontal list whose items
    are the columns. The strip is as wide as the engine's content; the
    engine's viewport is the part of it the area shows. A long press on a
    column's header (its handle: only the headers' mouse events reach this
    engine) lifts the column and a drag moves it; each column widget is
    placed where the engine's presentation says, the lifted one on top.
    `moved` is called after a column changes place."""

    def __init__(self, area: QScrollArea, rtl: bool) -> None:
        super().__init__(area)
        self.area = area
        # A widget is placed, not painted: it cannot scale.
        self.engine = Engine(desktop_options(axis=Axis.HORIZONTAL, item_spacing=6.0,
                                             insets=Rect(4.0, 0.0, 4.0, 0.0), lift_scale=1.0,
                                             direction=Direction.RTL if rtl else Direction.LTR))
        self.engine.insert_section(0)
        self.engine.on_event(self.on_event)
        self.columns: list[QWidget] = []  # by id - 1
        self.headers: list[QWidget] = []
        self.moved: Callable[[], None] = lambda: None
        area.setWidget(self)  # not resizable: as wide as the columns
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.viewport().installEventFilter(self)  # its resizes: columns are as tall as it
        area.horizontalScrollBar().valueChanged.connect(lambda _: self.sync_viewport())
        self.timer = QTimer(self)
        self.timer.setInterval(16)
        self.timer.timeout.connect(self.frame)

    def add_column(self, column: QWidget, header: QWidget, width: float) -> None:
        column.setParent(self)
        header.installEventFilter(self)
        self.columns.append(column)
        self.headers.append(header)
        self.engine.insert_item(len(self.columns), width, (0, self.engine.item_count(0)))
        self.fit()

    def order(self) -> list[int]:
        """The columns' indices (in add_column's order) as the board shows them."""
        return [id - 1 for id in self.engine.export(0)]

    def fit(self) -> None:
        self.resize(int(self.engine.content_size().width + 0.999), self.area.viewport().height())
        self.sync_viewport()
        self.place(time.monotonic())

    def sync_viewport(self) -> None:
        shown = QRect(self.mapFrom(self.area.viewport(), QPoint(0, 0)), self.area.viewport().size())
        r = shown.intersected(self.rect())
        self.engine.set_viewport(Rect(float(r.x()), float(r.y()), float(r.width()), float(r.height())))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.area.viewport():
            if event.type() == QEvent.Type.Resize:
                self.fit()
            return False
        kind = event.type()
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove, QEvent.Type.MouseButtonRelease):
            return False
        assert isinstance(event, QMouseEvent) and isinstance(watched, QWidget)
        if event.button() != Qt.MouseButton.LeftButton and kind != QEvent.Type.MouseMove:
            return False
        p = watched.mapTo(self, event.position().toPoint())
        point, now = (float(p.x()), float(p.y())), time.monotonic()
        if kind == QEvent.Type.MouseButtonPress:
            self.engine.pointer_down(point, now)
        elif kind == QEvent.Type.MouseMove:
            self.engine.pointer_move(point, now)
        else:
            self.engine.pointer_up(point, now)
        self.timer.start()
        return True

    def on_event(self, ev: Event) -> None:
        if ev.type == EventType.MOVE:
            QTimer.singleShot(0, self.moved)  # after the engine's call
        elif ev.type in (EventType.LIFT, EventType.DROP) and ev.id is not None:
            say(f"{'lift' if ev.type == EventType.LIFT else 'drop'} column {board.COLUMNS[ev.id - 1].title}")
        elif ev.type == EventType.SCROLL and ev.offset is not None:  # edge auto-scroll
            self.area.horizontalScrollBar().setValue(int(round(ev.offset.x)))

    def frame(self) -> None:
        now = time.monotonic()
        self.engine.tick(now)
        self.place(now)
        if self.engine.phase() == Phase.IDLE and not self.engine.is_animating(now):
            self.timer.stop()

    def place(self, now: float) -> None:
        """Every column at its frame; the lifted one over the others."""
        for p in self.engine.presentation(Rect(0.0, 0.0, float(self.width()), float(self.height())), now):
            column = self.columns[p.id - 1]
            f = p.frame
            column.setGeometry(QRectF(f.x, f.y, f.width, f.height).toAlignedRect())
            if p.lifted:
                column.raise_()


class BoardPage(QWidget):
    """The board: a column for each of board.COLUMNS, its header over a
    SeedView of its cards, the views in one reorder.Group (the views hand a
    card's row over as it crosses; the keys are one store for all), the
    columns in a ColumnStrip. `lists` is the views in board.COLUMNS' order,
    then the second window's list when there is one. Prints the board line
    (in the columns' order on screen) after each change, and the columns
    line after a column moves."""

    WIDTH = 200.0  # a column's

    def __init__(self, rtl: bool = False) -> None:
        super().__init__()
        self.group = Group()
        self.keys: dict[int, str] = {}
        self.lists: list[SeedView] = []
        self.shown = ""  # the board line printed last
        area = QScrollArea()
        area.setFrameShape(QFrame.Shape.NoFrame)
        self.strip = ColumnStrip(area, rtl)
        self.strip.moved = self.columns_moved
        for column in board.COLUMNS:
            widget = QWidget()
            header = QLabel(column.title)
            header.setFixedHeight(HEADER)
            header.setStyleSheet("background: #264653; color: white; font-weight: bold; padding-left: 10px;")
            header.setCursor(Qt.CursorShape.OpenHandCursor)
            box = QVBoxLayout(widget)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(0)
            box.addWidget(header)
            box.addWidget(self.join(column))
            self.strip.add_column(widget, header, self.WIDTH)
        QVBoxLayout(self).addWidget(area)
        # A card held near the board's left or right edge scrolls it.
        self.scroller = GroupScrollArea(self.group, area)
        area.horizontalScrollBar().valueChanged.connect(lambda x: say(f"scroll board x={x}"))
        if rtl:  # the first column is at the right end: show it
            bar = area.horizontalScrollBar()
            bar.rangeChanged.connect(lambda _lo, hi: bar.setValue(hi))

    def join(self, column: seeds.Section, titled: bool = False) -> SeedView:
        """A list for `column`, in the group."""
        view = SeedView(board.page(column, titled), self.keys)
        view.set_group(self.group)
        view.item_moved.connect(lambda *_: self.changed())
        view.item_transferred.connect(lambda *_: self.changed())
        self.lists.append(view)
        return view

    def titles(self) -> list[str]:
        return [board.COLUMNS[k].title for k in self.strip.order()]

    def orders(self) -> list[list[str]]:
        shown = [self.lists[k] for k in self.strip.order()] + self.lists[len(board.COLUMNS):]
        return [view.key_order()[0] for view in shown]

    def changed(self) -> None:
        # After the engine call: one line for all the events it sent.
        QTimer.singleShot(0, self.print_line)

    def columns_moved(self) -> None:
        say(board.columns_line(self.titles()))
        self.print_line()

    def print_line(self) -> None:
        line = board.line(self.orders())
        if line != self.shown:
            self.shown = line
            say(line)
