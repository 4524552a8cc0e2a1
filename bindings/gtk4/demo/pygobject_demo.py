#!/usr/bin/python3
"""pygobject_demo: libreorder's four seed pages in Python, through introspection.

The GTK demo's pages (bindings/gtk4/demo, in C) written against the
introspected library only -- `from gi.repository import ReorderGtk`, the
typelib ReorderGtk-1.0 found on GI_TYPELIB_PATH -- as a Python application
would use it: one ReorderGtk.Box per page over Gio.ListStores of a Python
GObject, options set as properties with the generated enums, section rules
with the single-rule setters (set_section_locked, set_section_capacity with
a ReorderGtk.Displacement), since append_section's C struct is not usable
from Python.

  000  a long list in two sections of rows of mixed heights: long-press and
       drag (edge rule); across sections the rows exchange places
  001  indicator settings in two locked sections, dragged by the grip on
       the left of each row (pointer rule)
  003  a grid of channel titles, the first one pinned (center rule)
  004  a click on a channel moves it into the one-item featured section
       (capacity 1); the featured one goes back to the top of the list

    make demo-pygobject [SEED=001]
    /usr/bin/python3 pygobject_demo.py [--seed 000|001|003|004] [--exit-after S]

For tests, stdout (line-buffered) says what happens, as the C demo's does:
  ready SEED box=X,Y,W,H display=D pid=P   the box in window-surface coordinates
  frame SEED KEY S I X Y W H   each item's resting frame (box coordinates)
  order SEED k k | k k ...     the stores' order, at start and after each move
  move SEED KEY from=S,I to=S,I / lift / drop ... / cancel / activate
  announce SEED TEXT  page SEED status=TEXT  final SEED ...  (at exit)
"""

from __future__ import annotations

import argparse
import os
import signal
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Graphene", "1.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Pango", "1.0")
gi.require_version("ReorderGtk", "1.0")
from gi.repository import Gdk, Gio, GLib, GObject, Graphene, Gtk, Pango, ReorderGtk  # noqa: E402

SEEDS = ("000", "001", "003", "004")
TITLES = {"000": "000 list", "001": "001 sections", "003": "003 grid", "004": "004 featured"}

CSS = """
reorderbox { background: #f4f4f4; }
.row { padding: 0 12px; border-bottom: 1px solid #777; color: #111; }
.c0 { background: #8ecae6; } .c1 { background: #a7c957; } .c2 { background: #f4a261; }
.c3 { background: #cdb4db; } .c4 { background: #90be6d; } .c5 { background: #bde0fe; }
.row.reorder-lifted, .cell.reorder-lifted { background: #ffe066; }
.header { background: #264653; color: white; font-weight: bold; padding: 6px 12px; }
.reorder-handle { font-size: 20px; padding: 0 6px; color: #333; }
.cell { background: #e9c46a; border-radius: 6px; color: #111; }
.cell.pinned { background: #bbbbbb; }
"""


def say(text: str) -> None:
    print(text, flush=True)


class Item(GObject.Object):
    """One row or cell: a key (unique, for tests), a title, a height (0: the widget's own)."""

    __gtype_name__ = "PyDemoItem"

    def __init__(self, key: str, title: str, height: int = 0, color: int = 0) -> None:
        super().__init__()
        self.key, self.title, self.height, self.color = key, title, height, color


def store_of(items: list[Item]) -> Gio.ListStore:
    store = Gio.ListStore.new(Item)
    for item in items:
        store.append(item)
    return store


def header(text: str) -> Gtk.Widget:
    label = Gtk.Label(label=text, xalign=0)
    label.add_css_class("header")
    return label


def make_row(item: Item, grip: bool = False) -> Gtk.Widget:
    row = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=8)
    row.add_css_class("row")
    row.add_css_class(f"c{item.color}")
    if grip:  # on the left, as in the C and Qt demos
        handle = Gtk.Label(label="☰")
        handle.add_css_class(ReorderGtk.HANDLE_CLASS)
        row.append(handle)
    row.append(Gtk.Label(label=item.title, xalign=0, hexpand=True))
    if item.height > 0:
        row.append(Gtk.Label(label=f"{item.height} px"))
        row.set_size_request(-1, item.height)
    return row


def make_cell(item: Item) -> Gtk.Widget:
    cell = Gtk.Label(label=item.title)
    cell.add_css_class("cell")
    if item.color:
        cell.add_css_class("pinned")
    return cell


# --- the seeds: each fills its page's box --------------------------------------------


def build_000(box: ReorderGtk.Box) -> None:
    heights = (44, 88, 30, 120, 60, 44)
    box.props.rule = ReorderGtk.Rule.EDGE
    box.props.semantics = ReorderGtk.Semantics.EXCHANGE
    box.set_create_widget_func(make_row)
    n = 0
    for s, name in enumerate("AB"):
        items = []
        for _ in range(60):
            n += 1
            items.append(Item(f"r{n}", f"Row {n}", heights[(n - 1) % 6], (n - 1) % 6))
        box.append_section(store_of(items), header(f"Section {name} (60 rows)"), None)


def build_001(box: ReorderGtk.Box) -> None:
    sections = (("Main chart", ("MA", "EMA", "BOLL", "SAR", "VWAP")),
                ("Sub chart", ("MACD", "KDJ", "RSI", "WR", "OBV", "CCI", "DMI")))
    box.props.rule = ReorderGtk.Rule.POINTER
    box.props.cross_section_moves = False
    box.set_create_widget_func(lambda item: make_row(item, grip=True))
    for s, (title, keys) in enumerate(sections):
        box.append_section(store_of([Item(k, k, 48, 3 + s) for k in keys]), header(title), None)
        box.set_section_locked(s, True)  # drags stay in their section


def build_003(box: ReorderGtk.Box) -> None:
    titles = ("推荐 视频 军事 娱乐 问答 娱乐 汽车 段子 趣图 财经 热点 房产 社会 数码 美女 数码 文化 美文 星座 "
              "旅游 视频 军事 娱乐 问答 娱乐 汽车 段子 趣图 财经 热点 房产 社会 数码 美女 数码 文化 美文 星座 "
              "旅游").split()
    box.props.layout = ReorderGtk.Layout.GRID
    box.props.rule = ReorderGtk.Rule.CENTER
    box.props.grid_columns = 4
    box.props.grid_cell_height = 56
    box.props.item_spacing = 10
    box.props.line_spacing = 10
    # color 1 marks the pinned cell (make_cell)
    store = store_of([Item(f"c{i + 1}", t, 0, int(i == 0)) for i, t in enumerate(titles)])
    box.bind_model(store, make_cell)
    box.set_item_flags(0, 0, ReorderGtk.ItemFlags.PINNED)


def build_004(box: ReorderGtk.Box) -> None:
    channels = ("News", "Sports", "Music", "Movies", "Science", "Travel", "Food", "Games")
    box.set_create_widget_func(make_row)
    box.append_section(store_of([Item("Weather", "Weather", 56, 2)]),
                       header("Featured (one channel)"), None)
    box.append_section(store_of([Item(c, c, 48, 0) for c in channels]),
                       header("Channels: click to feature"), None)
    # One item; a channel moved in pushes the featured one to the top of the list.
    box.set_section_capacity(0, 1, ReorderGtk.Displacement.SOURCE_START)

    def on_activated(box: ReorderGtk.Box, item: Item) -> None:
        say(f"activate 004 {item.key}")
        found, position = box.get_store(1).find(item)
        if not found:
            return  # the featured one: already there
        try:
            box.move_item(1, position, 0, 0)  # slides, and is announced
        except GLib.Error as error:
            say(f"refused 004 {error.message}")

    box.connect("item-activated", on_activated)


BUILD = {"000": build_000, "001": build_001, "003": build_003, "004": build_004}


# --- the window ----------------------------------------------------------------------


class Page:
    def __init__(self, demo: "Demo", seed: str) -> None:
        self.demo, self.seed = demo, seed
        self.box = ReorderGtk.Box()
        self.box.set_label_func(lambda item: item.title)
        self.scroller = Gtk.ScrolledWindow(child=self.box, hscrollbar_policy=Gtk.PolicyType.NEVER)
        BUILD[seed](self.box)
        self.box.connect("item-moved", self.on_moved)
        self.box.connect("drag-begin", lambda box, item: say(f"lift {seed} {item.key}"))
        self.box.connect("item-dropped", self.on_dropped)
        self.box.connect("drag-cancelled", self.on_cancelled)
        self.box.connect("notify::announcement", self.on_announcement)
        self.box.get_vadjustment().connect(
            "value-changed", lambda adj: say(f"scroll {seed} y={adj.get_value():.0f}"))

    def order_text(self) -> str:
        return " |".join("".join(f" {item.key}" for item in self.box.get_store(s))
                         for s in range(self.box.get_n_sections()))

    def say_order(self, what: str) -> None:
        say(f"{what} {self.seed}{self.order_text()}")

    def on_moved(self, box, item, fs, fi, ts, ti) -> None:
        say(f"move {self.seed} {item.key} from={fs},{fi} to={ts},{ti}")
        self.say_order("order")

    def on_dropped(self, box, item, fs, fi, ts, ti) -> None:
        ok, r = box.get_item_bounds(ts, ti)
        y = r.origin.y + box.get_vadjustment().get_value() if ok else 0
        say(f"drop {self.seed} {item.key} from={fs},{fi} to={ts},{ti} y={y:.0f}")

    def on_cancelled(self, box, item) -> None:
        say(f"cancel {self.seed} {item.key}")
        self.say_order("order")

    def on_announcement(self, box, pspec) -> None:
        text = box.props.announcement or ""
        self.demo.status.set_text(text)
        say(f"announce {self.seed} {text}")


class Demo:
    def __init__(self, first: str, exit_after: float) -> None:
        provider = Gtk.CssProvider()
        provider.load_from_data(CSS.encode())
        Gtk.StyleContext.add_provider_for_display(
            Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
        self.loop = GLib.MainLoop()
        self.done = False
        self.window = Gtk.Window(title="libreorder PyGObject demo", default_width=640,
                                 default_height=720)
        self.status = Gtk.Label(label="Long-press a row, then drag. Keyboard: Space, arrows, Escape.",
                                xalign=0, ellipsize=Pango.EllipsizeMode.END, margin_start=8,
                                margin_bottom=6)
        self.stack = Gtk.Stack(vexpand=True)
        self.pages = {seed: Page(self, seed) for seed in SEEDS}
        for seed, page in self.pages.items():
            self.stack.add_titled(page.scroller, seed, TITLES[seed])
            page.say_order("order")
        layout = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
        layout.append(Gtk.StackSwitcher(stack=self.stack))
        layout.append(self.stack)
        layout.append(self.status)
        self.window.set_child(layout)
        self.shown = self.pages[first]
        self.stack.set_visible_child(self.shown.scroller)
        self.stack.connect("notify::visible-child", self.on_page_changed)
        self.shown.box.add_tick_callback(self.report_ready)
        self.window.connect("close-request", lambda window: self.quit() or True)
        for signum in (signal.SIGTERM, signal.SIGINT):
            GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signum, self.quit)
        if exit_after > 0:
            GLib.timeout_add(int(exit_after * 1000), self.quit)
        self.window.present()

    def on_page_changed(self, stack, pspec) -> None:
        """Another page: its own status, not the last page's announcement."""
        for page in self.pages.values():
            if page.scroller is stack.get_visible_child() and page is not self.shown:
                self.shown = page
                self.status.set_text("")
                say(f"page {page.seed} status={self.status.get_text()}")

    def report_ready(self, widget, clock) -> bool:
        """Once the shown page has its size: where it is, for the tests."""
        box = self.shown.box
        ok, at = box.compute_point(self.window, Graphene.Point().init(0, 0))
        if box.get_width() == 0 or not ok:
            return GLib.SOURCE_CONTINUE
        sx, sy = self.window.get_surface_transform()
        for s in range(box.get_n_sections()):
            for i, item in enumerate(box.get_store(s)):
                ok, r = box.get_item_bounds(s, i)
                if ok:
                    say(f"frame {self.shown.seed} {item.key} {s} {i} {r.origin.x:.0f} "
                        f"{r.origin.y:.0f} {r.size.width:.0f} {r.size.height:.0f}")
        say(f"ready {self.shown.seed} box={at.x + sx:.0f},{at.y + sy:.0f},{box.get_width()},"
            f"{box.get_height()} display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")
        return GLib.SOURCE_REMOVE

    def quit(self, *args) -> bool:
        if not self.done:
            self.done = True
            for page in self.pages.values():
                page.say_order("final")
            self.window.destroy()
            self.loop.quit()
        return GLib.SOURCE_REMOVE


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="000", choices=SEEDS)
    ap.add_argument("--exit-after", type=float, default=0, help="quit after SECONDS")
    args = ap.parse_args()
    Gtk.init()
    demo = Demo(args.seed, args.exit_after)
    demo.loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
