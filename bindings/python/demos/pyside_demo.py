#!/usr/bin/env python3
"""libreorder PySide6 demo: the four seeds on four tabs, each a
`reorder.pyside.ReorderView` over the ctypes package, built from the one
data set every host shows (bindings/seeds/seeds.json, read by seeds.py):

  000  a long list in two sections, rows of mixed heights: the edge rule,
       rows exchanged across sections, edge auto-scroll
  001  two section-locked lists, dragged by the grip on the left
  003  a grid of channel titles, the first one pinned
  004  click a channel to feature it: the featured one goes back to the list

Long-press (0.5 s) and drag; Escape cancels. Ctrl-click (or Ctrl+Space)
toggles an item in the selection, Shift-click selects a range; a long press
on a selected item drags the whole selection. The keyboard reorders too:
arrows move the focus, Space or Enter lifts and drops. Each event is printed
to stdout, items named by their seed keys (`select PAGE JSON`: the selection,
whenever it changes); at start every page's items (`items PAGE JSON`: [key,
title, height, colour, pinned] by section), and the final orders when the
window closes.

    python3 bindings/python/demos/pyside_demo.py [--seed 000] [--exit-after SECONDS]
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

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget, QVBoxLayout, QWidget  # noqa: E402

import seeds  # noqa: E402
from reorder import Displacement, Layout, Rect, Rule, Semantics, SectionRules, desktop_options  # noqa: E402
from reorder.pyside import ReorderView, Row  # noqa: E402

GRIP = 40.0  # the grip's width, on pages with a handle


def say(*parts: object) -> None:
    print(*parts, flush=True)


class SeedView(ReorderView):
    """One seed page: its view, with the seed key of each row id."""

    def __init__(self, page: seeds.Page) -> None:
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
        self.keys: dict[int, str] = {}  # row id -> seed key
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

    def key_order(self) -> list[list[str]]:
        return [[self.keys[rid] for rid in section] for section in self.order()]

    def items(self) -> list[list[list[object]]]:
        """What each row shows: [key, title, height, colour, pinned], by section."""
        return [[[self.keys[rid], self.rows[rid].text, int(self.rows[rid].size), self.rows[rid].color,
                  self.rows[rid].pinned] for rid in section] for section in self.order()]


class Window(QWidget):
    def __init__(self, first: str) -> None:
        super().__init__()
        self.setWindowTitle("libreorder PySide6 demo")
        self.resize(480, 700)
        self.tabs = QTabWidget()
        self.views: dict[str, SeedView] = {}
        self.status = QLabel(seeds.PAGES[first].hint)
        self.status.setWordWrap(False)  # one line: a long text must not shrink the list
        for name, page in seeds.PAGES.items():
            view = SeedView(page)
            self.views[name] = view
            self.tabs.addTab(view, f"{name} {page.title}")
            self.wire(name, view)
        self.tabs.setCurrentIndex(list(seeds.PAGES).index(first))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.status)
        self.tabs.currentChanged.connect(
            lambda i: self.status.setText(list(seeds.PAGES.values())[i].hint))

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
        view = self.views[first]
        vp = view.viewport()
        origin = vp.mapToGlobal(vp.rect().topLeft())
        say(f"ready {first} x={origin.x()} y={origin.y()} w={vp.width()} h={vp.height()}")
        e = view.engine
        frames = []
        for s in range(e.section_count()):
            for i in range(e.item_count(s)):
                rid = e.item_id((s, i))
                f = e.frame(rid)
                frames.append(f"{view.keys[rid]}:{f.x:g}:{f.y:g}:{f.width:g}:{f.height:g}")
        say(f"layout {first} " + " ".join(frames))
        for name, v in self.views.items():  # every page, shown or not
            say(f"items {name} {json.dumps(v.items())}")
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def finish(self) -> None:
        for name, view in self.views.items():
            say(f"final {name} {json.dumps(view.key_order())}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", choices=list(seeds.PAGES), default="000")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS")
    args = ap.parse_args()
    app = QApplication(sys.argv)
    window = Window(args.seed)
    window.show()
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
