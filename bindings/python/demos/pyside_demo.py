#!/usr/bin/env python3
"""libreorder PySide6 demo: the four seeds on four tabs, each a
`reorder.pyside.ReorderView` over the ctypes package, built from the one
data set every host shows (bindings/seeds/seeds.json, read by seeds.py;
a page: pyside_page.py, the board: pyside_board.py):

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
  tags  a few dozen chips of their own widths in a flow (tags.py,
       pyside_tags.py): a chip goes anywhere among them, onto another
       line too; a "Right to left" switch (--rtl: from the start) and a
       start / center / justify chooser reflow them, the order kept
  outline  a nested to-do list (outline.py, pyside_outline.py): a row goes
       with its sub-items, sideways to indent or outdent it (Tab and
       Shift+Tab too), into a group held over its middle, onto a task to
       make a group of the two; a group's triangle (or Left and Right)
       collapses and expands it

Long-press (0.5 s) and drag; Escape cancels. Ctrl-click (or Ctrl+Space)
toggles an item in the selection, Shift-click selects a range; a long press
on a selected item drags the whole selection. The keyboard reorders too:
arrows move the focus, Space or Enter lifts and drops. Each event is printed
to stdout, items named by their seed keys (`select PAGE JSON`: the selection,
whenever it changes; `board JSON JSON JSON`: the board's columns, at start
and after each change, in the columns' order; `columns JSON`: the columns'
titles, at start and after a column moves; see board.py; `scroll board
x=N`: the board's horizontal scroll bar, whenever it moves; `tags JSON`:
the chips, at start and after each drop; see pyside_tags.py for its
`controls` and `layout` lines; `outline JSON`: the outline's [key, depth]
pairs, at start and after each change; see pyside_outline.py for its
other lines); at start every page's items (`items
PAGE JSON`: [key, title, height, colour, pinned] by section), and the final
orders when the window closes.

    python3 bindings/python/demos/pyside_demo.py [--seed 000|...|board|tags|outline] [--second-window]
                                                 [--rtl] [--exit-after SECONDS]
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
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget, QVBoxLayout, QWidget  # noqa: E402

import board  # noqa: E402
import outline  # noqa: E402
import seeds  # noqa: E402
import tags  # noqa: E402
from pyside_board import BoardPage  # noqa: E402
from pyside_outline import OutlineView  # noqa: E402
from pyside_page import SeedView, say  # noqa: E402
from pyside_tags import TagsPage  # noqa: E402


class Window(QWidget):
    def __init__(self, first: str, rtl: bool = False) -> None:
        super().__init__()
        self.setWindowTitle("libreorder PySide6 demo")
        self.resize(480, 700)
        self.tabs = QTabWidget()
        self.views: dict[str, SeedView] = {}
        hints = [page.hint for page in seeds.PAGES.values()] + [board.HINT, tags.HINT, outline.HINT]
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
        self.tags = TagsPage(rtl)
        self.tabs.addTab(self.tags, "Tags")
        self.wire(tags.ID, self.tags.view)
        self.outline = OutlineView()
        self.tabs.addTab(self.outline, "Outline")
        self.wire(outline.ID, self.outline)
        self.tabs.setCurrentIndex(self.page_names().index(first))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.status)
        self.tabs.currentChanged.connect(lambda i: self.status.setText(hints[i]))

    @staticmethod
    def page_names() -> list[str]:
        return [*seeds.PAGES, board.ID, tags.ID, outline.ID]

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
        pages: dict[str, SeedView] = {tags.ID: self.tags.view, outline.ID: self.outline, **self.views}
        shown = self.board.lists if first == board.ID else [pages[first]]
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
        if first == tags.ID:
            say(self.tags.controls_line())
        say(board.columns_line(self.board.titles()))
        self.board.print_line()
        self.tags.print_line()
        self.outline.print_line()
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def finish(self) -> None:
        for name, view in self.views.items():
            say(f"final {name} {json.dumps(view.key_order())}")
        say(f"final {board.ID} {json.dumps(self.board.orders())}")
        say(f"final {tags.ID} {json.dumps(self.tags.view.key_order())}")
        say(f"final {outline.ID} {json.dumps(self.outline.key_order())}")
        say(f"final columns {json.dumps(self.board.titles())}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", choices=Window.page_names(), default="000")
    ap.add_argument("--second-window", action="store_true",
                    help="a second window whose list is in the board's group")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS")
    ap.add_argument("--rtl", action="store_true", help="the board's columns, and the tags, right to left")
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
