#!/usr/bin/env python3
"""libreorder PySide6 demo: the four seeds on four tabs, each a
`reorder.pyside.ReorderView` over the ctypes package, built from the one
data set every host shows (bindings/seeds/seeds.json, read by seeds.py):

  000  a long list in two sections, rows of mixed heights: the edge rule,
       rows exchanged across sections, edge auto-scroll
  001  two section-locked lists, dragged by the grip on the left
  003  a grid of channel titles, the first one pinned
  004  click a channel to feature it: the featured one goes back to the list
  board  three columns of cards in one reorder.Group: a card dragged into
       another column goes there (--second-window: a list in a window of
       its own joins the group, a card goes between the windows)

Long-press (0.5 s) and drag; Escape cancels. Ctrl-click (or Ctrl+Space)
toggles an item in the selection, Shift-click selects a range; a long press
on a selected item drags the whole selection. The keyboard reorders too:
arrows move the focus, Space or Enter lifts and drops. Each event is printed
to stdout, items named by their seed keys (`select PAGE JSON`: the selection,
whenever it changes; `board JSON JSON JSON`: the board's columns, at start
and after each change, see board.py); at start every page's items (`items
PAGE JSON`: [key, title, height, colour, pinned] by section), and the final
orders when the window closes.

    python3 bindings/python/demos/pyside_demo.py [--seed 000|...|board] [--second-window]
                                                 [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, os.path.join(HERE, "..", "..", "seeds"))

from PySide6.QtCore import QPoint, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QTabWidget, QVBoxLayout, QWidget  # noqa: E402

import board  # noqa: E402
import seeds  # noqa: E402
from reorder import Displacement, Group, Layout, Rect, Rule, Semantics, SectionRules, desktop_options  # noqa: E402
from reorder.pyside import ReorderView, Row  # noqa: E402

GRIP = 40.0  # the grip's width, on pages with a handle


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


class BoardPage(QWidget):
    """The board: a SeedView for each of board.COLUMNS, side by side, in one
    reorder.Group (the views hand a card's row over as it crosses; the keys
    are one store for all). `lists` ends with the second window's list when
    there is one. Prints the board line after each change."""

    def __init__(self) -> None:
        super().__init__()
        self.group = Group()
        self.keys: dict[int, str] = {}
        self.lists: list[SeedView] = []
        self.shown = ""  # the board line printed last
        layout = QHBoxLayout(self)
        for column in board.COLUMNS:
            layout.addWidget(self.join(column))

    def join(self, column: seeds.Section) -> SeedView:
        """A list for `column`, in the group."""
        view = SeedView(board.page(column), self.keys)
        view.set_group(self.group)
        view.item_moved.connect(lambda *_: self.changed())
        view.item_transferred.connect(lambda *_: self.changed())
        self.lists.append(view)
        return view

    def orders(self) -> list[list[str]]:
        return [view.key_order()[0] for view in self.lists]

    def changed(self) -> None:
        # After the engine call: one line for all the events it sent.
        QTimer.singleShot(0, self.print_line)

    def print_line(self) -> None:
        line = board.line(self.orders())
        if line != self.shown:
            self.shown = line
            say(line)


class Window(QWidget):
    def __init__(self, first: str) -> None:
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
        self.board = BoardPage()
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
        view = self.board.join(board.SECOND)
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
        for name, v in self.views.items():  # every page, shown or not
            say(f"items {name} {json.dumps(v.items())}")
        self.board.print_line()
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def finish(self) -> None:
        for name, view in self.views.items():
            say(f"final {name} {json.dumps(view.key_order())}")
        say(f"final {board.ID} {json.dumps(self.board.orders())}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", choices=Window.page_names(), default="000")
    ap.add_argument("--second-window", action="store_true",
                    help="a second window whose list is in the board's group")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS")
    args = ap.parse_args()
    app = QApplication(sys.argv)
    window = Window(args.seed)
    window.show()
    if args.second_window:
        second = window.second_window()
        second.show()
    app.aboutToQuit.connect(window.finish)
    QTimer.singleShot(300, lambda: window.ready(args.seed))
    # SIGTERM/SIGINT close like the close button (orders printed); Python
    # runs handlers only between bytecodes, so a timer wakes it up.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: app.quit())
    wake = QTimer()
    wake.start(100)
    wake.timeout.connect(lambda: None)
    if args.exit_after is not None:
        QTimer.singleShot(int(args.exit_after * 1000), app.quit)
    app.exec()


if __name__ == "__main__":
    main()
