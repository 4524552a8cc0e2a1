#!/usr/bin/env python3
"""libreorder PySide6 demo: the four seeds on four tabs, each a
`reorder.pyside.ReorderView` over the ctypes package.

  000  a long list in two sections, rows of mixed heights: the edge rule,
       rows exchanged across sections, edge auto-scroll
  001  three section-locked lists, dragged by the grip on the left
  003  a grid of channel titles, the first one pinned
  004  tap a book to feature it: the featured one goes back to the list

Long-press (0.5 s) and drag; Escape cancels. The keyboard reorders too:
arrows move the focus, Space or Enter lifts and drops. Each event is printed
to stdout, and the final orders when the window closes.

    python3 bindings/python/demos/pyside_demo.py [--seed 000] [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import os
import signal
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QLabel, QTabWidget, QVBoxLayout, QWidget  # noqa: E402

from reorder import Displacement, Layout, Rect, Rule, Semantics, SectionRules, desktop_options  # noqa: E402
from reorder.pyside import ReorderView, Row  # noqa: E402

COLORS = ["#8ecae6", "#ffb703", "#a7c957", "#f4a261", "#cdb4db", "#90be6d"]
HEIGHTS = [44.0, 88.0, 30.0, 120.0, 60.0, 44.0]
TITLES = ["推荐", "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经",
          "热点", "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游"]
BOOKS = ["Foundation", "Hyperion", "Dune", "Solaris", "Neuromancer", "Ubik", "Kindred",
         "The Dispossessed"]
GRIP = 40.0  # the grip's width, seed 001


def say(*parts: object) -> None:
    print(*parts, flush=True)


def seed000() -> ReorderView:
    view = ReorderView(desktop_options(rule=Rule.EDGE, semantics=Semantics.EXCHANGE))
    next_id = 1
    for title, n in (("Section A", 18), ("Section B", 22)):
        rows = []
        for i in range(next_id, next_id + n):
            h = HEIGHTS[(i - 1) % len(HEIGHTS)]
            rows.append(Row(i, f"Row {i}  ({h:g})", h, COLORS[(i - 1) % len(COLORS)]))
        view.add_section(title, rows)
        next_id += n
    return view


def seed001() -> ReorderView:
    view = ReorderView(desktop_options(rule=Rule.POINTER))
    locked = SectionRules(locked=True)
    names = (("Wi-Fi", ["Home", "Office", "Café", "Hotspot"]),
             ("Bluetooth", ["Headphones", "Keyboard", "Watch"]),
             ("Apps", ["Mail", "Maps", "Music", "Notes", "Photos"]))
    next_id = 1
    for title, items in names:
        rows = [Row(next_id + k, name, 52.0, COLORS[(next_id + k) % len(COLORS)])
                for k, name in enumerate(items)]
        view.add_section(title, rows, locked)
        for r in rows:  # only the grip on the left lifts a row
            view.engine.set_handle(r.id, Rect(0.0, 0.0, GRIP, r.size))
        next_id += len(items)
    view.grip = GRIP
    return view


def seed003() -> ReorderView:
    view = ReorderView(desktop_options(layout=Layout.GRID, grid_columns=4, item_spacing=10,
                               line_spacing=10, rule=Rule.CENTER, insets=Rect(10, 10, 10, 10)))
    rows = [Row(i + 1, t if i else f"{t} (pinned)", 80.0, "#bbbbbb" if i == 0 else "#e9c46a",
                pinned=i == 0) for i, t in enumerate(TITLES)]
    view.add_section("", rows)
    return view


def seed004() -> ReorderView:
    view = ReorderView(desktop_options(rule=Rule.MIDPOINT))
    view.add_section("Featured", [Row(1, BOOKS[0], 60.0, "#ffb703")],
                     SectionRules(capacity=1, displacement=Displacement.SOURCE_START))
    view.add_section("Books", [Row(i + 1, b, 48.0, "#8ecae6") for i, b in enumerate(BOOKS) if i])

    def feature(id: int) -> None:
        if view.engine.index_path(id).section == 1:
            say(f"tap 004 {view.rows[id].text}")
            # Slides and is announced; the engine sends the featured one back.
            view.move_item(id, (0, 0))

    view.tapped.connect(feature)
    return view


PAGES = {"000": seed000, "001": seed001, "003": seed003, "004": seed004}


class Window(QWidget):
    def __init__(self, first: str) -> None:
        super().__init__()
        self.setWindowTitle("libreorder PySide6 demo")
        self.resize(480, 700)
        self.tabs = QTabWidget()
        self.views: dict[str, ReorderView] = {}
        self.status = QLabel("Long-press a row, then drag.")
        self.status.setWordWrap(False)  # one line: a long text must not shrink the list
        for name, make in PAGES.items():
            view = make()
            self.views[name] = view
            self.tabs.addTab(view, name)
            self.wire(name, view)
        self.tabs.setCurrentIndex(list(PAGES).index(first))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.status)
        self.tabs.currentChanged.connect(lambda _: self.status.setText(""))

    def wire(self, name: str, view: ReorderView) -> None:
        view.dropped.connect(lambda id, f, t: say(f"drop {name} id={id} from={f[0]},{f[1]} to={t[0]},{t[1]}"))
        view.item_moved.connect(lambda id, f, t: say(f"move {name} id={id} from={f[0]},{f[1]} to={t[0]},{t[1]}"))
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
                frames.append(f"{rid}:{f.x:g}:{f.y:g}:{f.width:g}:{f.height:g}")
        say(f"layout {first} " + " ".join(frames))
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def finish(self) -> None:
        for name, view in self.views.items():
            say(f"final {name} {view.order()}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", choices=sorted(PAGES), default="000")
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
