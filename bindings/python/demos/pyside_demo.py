#!/usr/bin/env python3
"""libreorder PySide6 demo: the four seeds on four tabs, each a
`reorder.pyside.ReorderView` over the ctypes package, built from the one
data set every host shows (bindings/seeds/seeds.json, read by seeds.py):

  000  a long list in two sections, rows of mixed heights: the edge rule,
       rows exchanged across sections, edge auto-scroll
  001  two section-locked lists, dragged by the grip on the left
  003  a grid of channel titles, the first one pinned
  004  click a channel to feature it: the featured one goes back to the list
  board  four columns of cards in one reorder.Group (board.py), in a board
       that scrolls sideways, the first column's cards more than it shows:
       a card dragged into another column goes there; a long press on a
       column's header lifts the column (an outer engine, a horizontal list
       of the columns) and a drag moves it, its cards along (--rtl: the
       columns right to left; --second-window: a list in a window of its
       own joins the group, a card goes between the windows); a card held
       near the board's left or right edge scrolls it (GroupScrollArea)

Long-press (0.5 s) and drag; Escape cancels. Ctrl-click (or Ctrl+Space)
toggles an item in the selection, Shift-click selects a range; a long press
on a selected item drags the whole selection. The keyboard reorders too:
arrows move the focus, Space or Enter lifts and drops. Each event is printed
to stdout, items named by their seed keys (`select PAGE JSON`: the selection,
whenever it changes; `board JSON JSON JSON`: the board's columns, at start
and after each change, in the columns' order; `columns JSON`: the columns'
titles, at start and after a column moves; see board.py; `scroll board
x=N`: the board's horizontal scroll bar, whenever it moves); at start every page's items (`items
PAGE JSON`: [key, title, height, colour, pinned] by section), and the final
orders when the window closes.

    python3 bindings/python/demos/pyside_demo.py [--seed 000|...|board] [--second-window]
                                                 [--rtl] [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from collections.abc import Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "..", "seeds"))

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QMouseEvent  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication, QFrame, QLabel, QScrollArea, QTabWidget, QVBoxLayout, QWidget)

import board  # noqa: E402
import seeds  # noqa: E402
from reorder import (  # noqa: E402
    Axis, Direction, Displacement, Engine, Event, EventType, Group, Layout, Phase, Rect, Rule, Semantics,
    SectionRules, desktop_options)
from reorder.pyside import GroupScrollArea, ReorderView, Row  # noqa: E402

GRIP = 40.0  # the grip's width, on pages with a handle
HEADER = 32  # a board column's header, its handle


def say(*parts: object) -> None:
    print(*parts, flush=True)


class SeedView(ReorderView):
    """One seed page: its view, with the seed key of each row id."""

    def __init__(self, page: seeds.Page, keys: dict[int, str] | None = None) -> None:
        options = desktop_options(rule=Rule[page.rule.upper()],
                                  semantics=Semantics[page.semantics.upper()])
        if page.grid is not None:
            g = page.grid
            options.layout, options.grid_columns = Layout.GRID, g.columns
            options.grid_cell_height = g.cell_height
            options.item_spacing = options.line_spacing = g.spacing
            options.insets = Rect(g.insets, g.insets, g.insets, g.insets)
        super().__init__(options)
        self.page = page
        self.lifted_color = seeds.LIFTED_COLOR
        # Row id -> seed key; views sharing one (a board's columns) number
        # their rows apart, so a row keeps its key in any of them.
        self.keys: dict[int, str] = {} if keys is None else keys
        for section in page.sections:
            rows = []
            for item in section.items:
                rid = len(self.keys) + 1
                self.keys[rid] = item.key
                colour = seeds.PINNED_COLOR if item.pinned else seeds.COLORS[item.color]
                rows.append(Row(rid, item.title, float(item.height), colour, item.pinned))
            self.add_section(section.title, rows, SectionRules(
                locked=section.locked, capacity=section.capacity,
                displacement=Displacement[section.displacement.upper()]))
            if page.handle:  # only the grip on the left lifts a row
                for r in rows:
                    self.engine.set_handle(r.id, Rect(0.0, 0.0, GRIP, r.size))
        if page.handle:
            self.grip = GRIP
        if page.tap == "feature":
            self.tapped.connect(self.feature)

    def feature(self, id: int) -> None:
        """A tap outside section 0 moves the item to its top: it slides and is
        announced, and a full section 0 sends its item back (its rules)."""
        if self.engine.index_path(id).section > 0:
            say(f"tap {self.page.id} {self.keys[id]} {self.rows[id].text}")
            self.move_item(id, (0, 0))

    def place(self, origin: QPoint) -> str:
        """Each item's resting frame, relative to the screen point `origin`,
        as `key:x:y:w:h`."""
        vp = self.viewport()
        at = vp.mapToGlobal(QPoint(0, 0)) - origin
        frames = []
        for section in self.order():
            for rid in section:
                f = self.engine.frame(rid)
                frames.append(f"{self.keys[rid]}:{f.x + at.x():g}:{f.y + at.y():g}:{f.width:g}:{f.height:g}")
        return " ".join(frames)

    def key_order(self) -> list[list[str]]:
        return [[self.keys[rid] for rid in section] for section in self.order()]

    def items(self) -> list[list[list[object]]]:
        """What each row shows: [key, title, height, colour, pinned], by section."""
        return [[[self.keys[rid], self.rows[rid].text, int(self.rows[rid].size), self.rows[rid].color,
                  self.rows[rid].pinned] for rid in section] for section in self.order()]


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


class Window(QWidget):
    def __init__(self, first: str, rtl: bool = False) -> None:
        super().__init__()
        self.setWindowTitle("libreorder PySide6 demo")
        self.resize(480, 700)
        self.tabs = QTabWidget()
        self.views: dict[str, SeedView] = {}
        hints = [page.hint for page in seeds.PAGES.values()] + [board.HINT]
        self.status = QLabel(hints[self.page_names().index(first)])
        self.status.setWordWrap(False)  # one line: a long text must not shrink the list
        for name, page in seeds.PAGES.items():
            view = SeedView(page)
            self.views[name] = view
            self.tabs.addTab(view, f"{name} {page.title}")
            self.wire(name, view)
        self.board = BoardPage(rtl)
        self.tabs.addTab(self.board, "Board")
        for view in self.board.lists:
            self.wire(board.ID, view)
        self.tabs.setCurrentIndex(self.page_names().index(first))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.status)
        self.tabs.currentChanged.connect(lambda i: self.status.setText(hints[i]))

    @staticmethod
    def page_names() -> list[str]:
        return [*seeds.PAGES, board.ID]

    def second_window(self) -> QWidget:
        """A window of its own, right of this one, whose list joins the board's group."""
        second = QWidget()
        second.setWindowTitle("libreorder PySide6 demo: second window")
        view = self.board.join(board.SECOND, titled=True)
        self.wire(board.ID, view)
        QVBoxLayout(second).addWidget(view)
        second.resize(220, 500)
        second.move(self.frameGeometry().right() + 20, self.frameGeometry().top())
        return second

    def wire(self, name: str, view: SeedView) -> None:
        def where(f: tuple[int, int], t: tuple[int, int]) -> str:
            return f"from={f[0]},{f[1]} to={t[0]},{t[1]}"

        view.dropped.connect(lambda id, f, t: say(f"drop {name} {view.keys[id]} {where(f, t)}"))
        view.item_moved.connect(lambda id, f, t: say(f"move {name} {view.keys[id]} {where(f, t)}"))
        view.selection_changed.connect(
            lambda ids: say(f"select {name} {json.dumps([view.keys[i] for i in ids])}"))
        view.announced.connect(self.status.setText)
        view.announced.connect(lambda text: say(f"say {name} {text}"))

    def ready(self, first: str) -> None:
        """Where the first page's (or the board's first column's) viewport is
        on the screen, and the items' resting frames relative to it (every
        list of the board's, in either window)."""
        shown = self.board.lists if first == board.ID else [self.views[first]]
        vp = shown[0].viewport()
        origin = vp.mapToGlobal(QPoint(0, 0))
        say(f"ready {first} x={origin.x()} y={origin.y()} w={vp.width()} h={vp.height()}")
        say(f"layout {first} " + " ".join(view.place(origin) for view in shown))
        if first == board.ID:  # each column's header, by its index in board.COLUMNS
            heads = []
            for k, head in enumerate(self.board.strip.headers):
                at = head.mapToGlobal(QPoint(0, 0)) - origin
                heads.append(f"{k}:{at.x()}:{at.y()}:{head.width()}:{head.height()}")
            say(f"heads {first} " + " ".join(heads))
            # The board's scroll area: its viewport, relative to `origin`, and how far it scrolls.
            area = self.board.scroller.area
            at = area.viewport().mapToGlobal(QPoint(0, 0)) - origin
            say(f"area {first} x={at.x()} y={at.y()} w={area.viewport().width()} "
                f"h={area.viewport().height()} max={area.horizontalScrollBar().maximum()}")
        for name, v in self.views.items():  # every page, shown or not
            say(f"items {name} {json.dumps(v.items())}")
        say(board.columns_line(self.board.titles()))
        self.board.print_line()
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def finish(self) -> None:
        for name, view in self.views.items():
            say(f"final {name} {json.dumps(view.key_order())}")
        say(f"final {board.ID} {json.dumps(self.board.orders())}")
        say(f"final columns {json.dumps(self.board.titles())}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", choices=Window.page_names(), default="000")
    ap.add_argument("--second-window", action="store_true",
                    help="a second window whose list is in the board's group")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS")
    ap.add_argument("--rtl", action="store_true", help="the board's columns right to left")
    args = ap.parse_args()
    app = QApplication(sys.argv)
    window = Window(args.seed, args.rtl)
    window.show()
    if args.second_window:
        second = window.second_window()
        second.show()
    app.aboutToQuit.connect(window.finish)
    QTimer.singleShot(300, lambda: window.ready(args.seed))
    # SIGTERM/SIGINT close like the close button (orders printed); Python
    # runs handlers only between bytecodes, so a timer wakes it up. The
    # handler may run anywhere, inside an engine's callback too (a test sends
    # TERM as soon as it reads a drop line): quitting there tears the views
    # down under the engine call (a segfault), so the event loop quits.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: QTimer.singleShot(0, app.quit))
    wake = QTimer()
    wake.start(100)
    wake.timeout.connect(lambda: None)
    if args.exit_after is not None:
        QTimer.singleShot(int(args.exit_after * 1000), app.quit)
    app.exec()


if __name__ == "__main__":
    main()
