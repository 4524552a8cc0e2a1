#!/usr/bin/python3
"""pygobject_demo: libreorder's four seed pages in Python, through introspection.

The GTK demo's pages (bindings/gtk4/demo, in C) written against the
introspected library only -- `from gi.repository import ReorderGtk`, the
typelib ReorderGtk-1.0 found on GI_TYPELIB_PATH -- as a Python application
would use it: one ReorderGtk.Box per page over Gio.ListStores of a Python
GObject, options set as properties with the generated enums, section rules
with the single-rule setters (set_section_locked, set_section_capacity with
a ReorderGtk.Displacement), since append_section's C struct is not usable
from Python. Every page is built from its seed in bindings/seeds/seeds.json
(read with seeds.py), the pages every host shows:

  000  a long list in two sections of rows of mixed heights: long-press and
       drag (edge rule); across sections the rows exchange places
  001  indicator settings in two locked sections, dragged by the grip on
       the left of each row (pointer rule)
  003  a 4-column grid of channel titles, the first one pinned (center rule)
  004  a click on a channel moves it into the one-item featured section
       (capacity 1); the featured one goes back to the top of the channels
  Board  (--board; not a seed) the Python demos' board (bindings/python/demos/
       board.py): four columns of cards, each a ReorderGtk.Box, in one
       ReorderGtk.Group, in a board that scrolls sideways (the group's outer
       scroll: held near the board's edge, a card scrolls it): a card is dragged
       into another column; a long press on a column's header lifts the
       column (the columns are the items of an outer horizontal
       ReorderGtk.Box, the headers its handles) to drag it, its cards along
       (--rtl: right to left). BoardPage says what it prints.

The status line shows the page's hint, then its announcements. A click
selects a row, Ctrl-click toggles one, Shift-click selects a range; a long
press on a selected row drags the whole selection.

    make demo-pygobject [SEED=001]
    /usr/bin/python3 pygobject_demo.py [--seed 000|001|003|004 | --board] [--rtl] [--exit-after S]

For tests, stdout (line-buffered) says what happens, as the C demo's does:
  ready SEED box=X,Y,W,H display=D pid=P   the box in window-surface coordinates
  frame SEED KEY S I X Y W H   each item's resting frame (box coordinates)
  items SEED JSON              at start, what each item shows: [key, title,
                               height (0: none of its own), colour, pinned] by section
  order SEED k k | k k ...     the stores' order, at start and after each move
  move SEED KEY from=S,I to=S,I / lift / drop ... / cancel / activate
  select SEED JSON             the selection changed: its keys, in selection order
  announce SEED TEXT  page SEED status=HINT (another page)  final SEED ...  (at exit)
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from pathlib import Path

import gi

sys.path[:0] = [str(Path(__file__).resolve().parents[2] / "seeds"),
                str(Path(__file__).resolve().parents[2] / "python" / "demos")]
import board  # noqa: E402  (bindings/python/demos: the Python demos' board)
import seeds  # noqa: E402  (bindings/seeds: the pages every host shows)

gi.require_version("Gdk", "4.0")
gi.require_version("Graphene", "1.0")
gi.require_version("Gtk", "4.0")
gi.require_version("Pango", "1.0")
gi.require_version("ReorderGtk", "1.0")
from gi.repository import Gdk, Gio, GLib, GObject, Graphene, Gtk, Pango, ReorderGtk  # noqa: E402

CSS = """
reorderbox { background: #f4f4f4; }
.row { padding: 0 12px; border-bottom: 1px solid #777; color: #111; }
.header { background: #264653; color: white; font-weight: bold; padding: 6px 12px; }
.reorder-handle { font-size: 20px; padding: 0 6px; color: #333; }
.cell { border-radius: 6px; color: #111; }
.card { padding: 0 12px; border-radius: 6px; color: #111; }
.header.reorder-handle { font-size: inherit; padding: 6px 12px; color: white; }
.column { background: #f4f4f4; }
.row:selected, .cell:selected { box-shadow: inset 0 0 0 3px @theme_selected_bg_color; }
""" + "".join(f".c{c} {{ background: {colour}; }}\n" for c, colour in enumerate(seeds.COLORS)) + (
    # After the colours: the same weight, so these win.
    f".pinned {{ background: {seeds.PINNED_COLOR}; }}\n"
    f".reorder-lifted {{ background: {seeds.LIFTED_COLOR}; }}\n")

RULES = {"midpoint": ReorderGtk.Rule.MIDPOINT, "edge": ReorderGtk.Rule.EDGE,
         "pointer": ReorderGtk.Rule.POINTER, "center": ReorderGtk.Rule.CENTER}
DISPLACEMENTS = {"vacated_slot": ReorderGtk.Displacement.VACATED_SLOT,
                 "source_start": ReorderGtk.Displacement.SOURCE_START,
                 "source_end": ReorderGtk.Displacement.SOURCE_END}


def say(text: str) -> None:
    print(text, flush=True)


class Item(GObject.Object):
    """One row or cell: a seed item (its key, unique in its page, is for tests)."""

    __gtype_name__ = "PyDemoItem"

    def __init__(self, seed: seeds.Item) -> None:
        super().__init__()
        self.key, self.title, self.height = seed.key, seed.title, seed.height
        self.color, self.pinned = seed.color, seed.pinned
        # What the CSS classes make of them (colour()).
        self.drawn = seeds.PINNED_COLOR if seed.pinned else seeds.COLORS[seed.color]


def header(text: str) -> Gtk.Widget:
    label = Gtk.Label(label=text, xalign=0)
    label.add_css_class("header")
    return label


def colour(widget: Gtk.Widget, item: Item) -> Gtk.Widget:
    widget.add_css_class(f"c{item.color}")
    if item.pinned:
        widget.add_css_class("pinned")
    return widget


def make_row(item: Item, grip: bool) -> Gtk.Widget:
    row = colour(Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=8), item)
    row.add_css_class("row")
    if grip:  # on the left, as on every host
        handle = Gtk.Label(label="☰")
        handle.add_css_class(ReorderGtk.HANDLE_CLASS)
        row.append(handle)
    row.append(Gtk.Label(label=item.title, xalign=0, hexpand=True))
    if item.height > 0:  # a label of its own: the announcements say the title alone
        row.append(Gtk.Label(label=f"{item.height} px"))
        row.set_size_request(-1, item.height)
    return row


def make_cell(item: Item) -> Gtk.Widget:
    cell = colour(Gtk.Label(label=item.title), item)
    cell.add_css_class("cell")
    return cell


# --- a page from its seed ------------------------------------------------------------


def build(box: ReorderGtk.Box, page: seeds.Page) -> None:
    """Fills box with page's sections and items, as its seed says."""
    box.props.rule = RULES[page.rule]
    box.props.semantics = (ReorderGtk.Semantics.EXCHANGE if page.semantics == "exchange"
                           else ReorderGtk.Semantics.SHIFT)
    if page.grid:
        box.props.layout = ReorderGtk.Layout.GRID
        box.props.grid_columns = page.grid.columns
        box.props.grid_cell_height = page.grid.cell_height
        box.props.item_spacing = box.props.line_spacing = page.grid.spacing
        box.props.insets = ReorderGtk.Rect.new(*(page.grid.insets,) * 4)  # every side
        box.set_create_widget_func(make_cell)
    else:
        box.set_create_widget_func(lambda item: make_row(item, page.handle))
    for s, section in enumerate(page.sections):
        store = Gio.ListStore.new(Item)
        for item in section.items:
            store.append(Item(item))
        box.append_section(store, header(section.title) if section.title else None, None)
        # append_section takes no rules from Python: the single-rule setters.
        box.set_section_locked(s, section.locked)
        if section.capacity:
            box.set_section_capacity(s, section.capacity, DISPLACEMENTS[section.displacement])
        for i, item in enumerate(section.items):
            if item.pinned:  # the engine keeps it in place
                box.set_item_flags(s, i, ReorderGtk.ItemFlags.PINNED)
    if page.tap == "feature":
        box.connect("item-activated", lambda box, item: feature(box, page.id, item))


def feature(box: ReorderGtk.Box, seed: str, item: Item) -> None:
    """A tap on an item outside section 0 moves it to section 0, item 0."""
    say(f"activate {seed} {item.key}")
    for s in range(1, box.get_n_sections()):
        found, position = box.get_store(s).find(item)
        if found:
            try:
                box.move_item(s, position, 0, 0)  # slides, and is announced
            except GLib.Error as error:
                say(f"refused {seed} {error.message}")
            return


# --- the board ------------------------------------------------------------------------


def make_card(item: Item) -> Gtk.Widget:
    card = colour(Gtk.Label(label=item.title, xalign=0), item)
    card.add_css_class("card")
    card.set_size_request(-1, item.height)
    return card


class BoardPage:
    """The board (not a seed; bindings/python/demos/board.py, the other Python
    demos' board): a column for each of board.COLUMNS, its header over a
    scrolled ReorderGtk.Box of its cards, the boxes in one ReorderGtk.Group,
    so a long press lifts a card and a drag carries it into another column.
    The columns are the items of an outer ReorderGtk.Box, a horizontal list
    in a scrolled window that scrolls sideways, their headers its drag
    handles (ReorderGtk.HANDLE_CLASS): a long press on a header lifts the
    column, its cards along. Prints:

      card board KEY COL I X Y W H   each card's resting frame (its box's coordinates)
      ready board col0=X,Y,W,H ... head0=X,Y,W,H ... display=D pid=P
                                 each column's box and header in the window's
                                 surface (col0: board.COLUMNS[0], and so on)
      board JSON JSON ...        each column's keys in the columns' order: at start,
                                 after every drop, transfer and cancel, and at exit
      columns JSON               the columns' titles in order: at start and after a column moves
      lift column TITLE / drop column TITLE   a column dragged by its header
      lift board KEY / transfer KEY from=COL,I to=COL,I / drop board KEY / cancel board KEY
      scroll board x=X           the board scrolled sideways to X: by a drag held near
                                 its edge (the group's outer scroll), or the user
    """

    WIDTH = 200  # a column's

    def __init__(self, demo: "Demo", rtl: bool) -> None:
        self.demo = demo
        self.group = ReorderGtk.Group.new()
        # Each column's box and header, by its index in board.COLUMNS.
        self.boxes: dict[int, ReorderGtk.Box] = {}
        self.heads: dict[int, Gtk.Widget] = {}
        self.row = ReorderGtk.Box(axis=ReorderGtk.Axis.HORIZONTAL, item_spacing=6)
        self.row.set_label_func(lambda item: item.title)
        self.row.set_create_widget_func(self.make_column)
        store = Gio.ListStore.new(Item)
        for column in board.COLUMNS:  # a column's item: its title is its key
            store.append(Item(seeds.Item(column.title, column.title, 0, 0, False)))
        self.row.append_section(store, None, None)
        self.row.connect("drag-begin", lambda box, item: say(f"lift column {item.key}"))
        self.row.connect("item-moved", lambda *_: say(board.columns_line(self.titles())))
        self.row.connect("item-dropped", self.on_column_dropped)
        self.row.connect("notify::announcement", self.on_announcement)
        self.scroller = Gtk.ScrolledWindow(child=self.row, vscrollbar_policy=Gtk.PolicyType.NEVER,
                                           vexpand=True)
        # A card held near the board's left or right edge scrolls the board.
        self.group.set_outer_scroll(self.scroller)
        self.scroller.get_hadjustment().connect(
            "value-changed", lambda adj: say(f"scroll board x={adj.get_value():.0f}"))
        if rtl:  # the board and what is in it: each box follows its widget's direction
            self.row.set_direction(Gtk.TextDirection.RTL)
            # The first column is at the right end: the board opens there.
            self.row.add_tick_callback(self.show_the_end)
        self.scrolling = 2 if rtl else 0  # frames to wait: for show_the_end, and its layout

    def show_the_end(self, widget: Gtk.Widget, clock: Gdk.FrameClock) -> bool:
        """Scrolls the board to its right end, once it has its size."""
        adjustment = self.scroller.get_hadjustment()
        if adjustment.get_page_size() == 0:
            return GLib.SOURCE_CONTINUE
        adjustment.set_value(adjustment.get_upper() - adjustment.get_page_size())
        self.scrolling = 1
        return GLib.SOURCE_REMOVE

    def make_column(self, item: Item) -> Gtk.Widget:
        """The row's child for a column's item: its header (the handle) over its cards."""
        k = self.titles(start=True).index(item.key)
        box = ReorderGtk.Box(item_spacing=8, insets=ReorderGtk.Rect.new(8, 8, 8, 8))
        box.set_label_func(lambda item: item.title)
        box.set_create_widget_func(make_card)
        store = Gio.ListStore.new(Item)
        for card in board.COLUMNS[k].items:
            store.append(Item(card))
        box.append_section(store, None, None)
        box.set_group(self.group)
        box.connect("drag-begin", lambda box, item: say(f"lift board {item.key}"))
        box.connect("item-transferred", self.on_transferred)
        box.connect("item-dropped", lambda box, item, *_: self.say_after(f"drop board {item.key}"))
        box.connect("drag-cancelled", lambda box, item: self.say_after(f"cancel board {item.key}"))
        box.connect("notify::announcement", self.on_announcement)
        self.boxes[k] = box
        head = header(board.COLUMNS[k].title)
        head.add_css_class(ReorderGtk.HANDLE_CLASS)
        self.heads[k] = head
        column = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, width_request=self.WIDTH)
        column.add_css_class("column")
        column.append(head)
        column.append(Gtk.ScrolledWindow(child=box, hscrollbar_policy=Gtk.PolicyType.NEVER, vexpand=True))
        return column

    def titles(self, start: bool = False) -> list[str]:
        """The columns' titles in the board's order (at start: board.COLUMNS')."""
        if start:
            return [column.title for column in board.COLUMNS]
        return [item.key for item in self.row.get_store(0)]

    def box_name(self, box: ReorderGtk.Box) -> str:
        return next(f"col{k}" for k, b in self.boxes.items() if b is box)

    def orders(self) -> list[list[str]]:
        """Each column's keys, in the columns' order."""
        start = self.titles(start=True)
        return [[card.key for card in self.boxes[start.index(title)].get_store(0)] for title in self.titles()]

    def say_board(self) -> None:
        say(board.line(self.orders()))

    def say_after(self, text: str) -> None:
        say(text)
        self.say_board()

    def on_transferred(self, box, item, source, fs, fi, ts, ti, kind) -> None:
        say(f"transfer {item.key} from={self.box_name(source)},{fi} to={self.box_name(box)},{ti}")
        self.say_board()

    def on_column_dropped(self, box, item, *_: object) -> None:
        say(f"drop column {item.key}")
        self.say_board()

    def on_announcement(self, box, pspec) -> None:
        self.demo.status.set_text(box.props.announcement or "")

    def report_ready(self, widget, clock) -> bool:
        """Once the columns have their sizes: where they are, for the tests."""
        if self.scrolling:
            self.scrolling -= self.scrolling == 1
            return GLib.SOURCE_CONTINUE
        places = []
        n = len(board.COLUMNS)
        for widgets in (self.boxes, self.heads):
            for w in (widgets[k] for k in range(n)):
                ok, at = w.compute_point(self.demo.window, Graphene.Point().init(0, 0))
                if not ok or w.get_width() == 0:
                    return GLib.SOURCE_CONTINUE
                sx, sy = self.demo.window.get_surface_transform()
                places.append(f"{at.x + sx:.0f},{at.y + sy:.0f},{w.get_width()},{w.get_height()}")
        for k, box in self.boxes.items():
            for i, item in enumerate(box.get_store(0)):
                ok, r = box.get_item_bounds(0, i)
                if ok:
                    say(f"card board {item.key} {k} {i} {r.origin.x:.0f} {r.origin.y:.0f} "
                        f"{r.size.width:.0f} {r.size.height:.0f}")
        say("ready board " + " ".join(f"col{k}={places[k]}" for k in range(n)) + " "
            + " ".join(f"head{k}={places[n + k]}" for k in range(n))
            + f" display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")
        return GLib.SOURCE_REMOVE


# --- the window ----------------------------------------------------------------------


class Page:
    def __init__(self, demo: "Demo", seed: str) -> None:
        self.demo, self.seed = demo, seed
        self.box = ReorderGtk.Box()
        self.box.set_label_func(lambda item: item.title)
        self.scroller = Gtk.ScrolledWindow(child=self.box, hscrollbar_policy=Gtk.PolicyType.NEVER)
        build(self.box, seeds.PAGES[seed])
        self.box.connect("item-moved", self.on_moved)
        self.box.connect("drag-begin", lambda box, item: say(f"lift {seed} {item.key}"))
        self.box.connect("item-dropped", self.on_dropped)
        self.box.connect("drag-cancelled", self.on_cancelled)
        self.box.connect("notify::announcement", self.on_announcement)
        self.box.connect("selection-changed", self.on_selection_changed)
        self.box.get_vadjustment().connect(
            "value-changed", lambda adj: say(f"scroll {seed} y={adj.get_value():.0f}"))

    def order_text(self) -> str:
        return " |".join("".join(f" {item.key}" for item in self.box.get_store(s))
                         for s in range(self.box.get_n_sections()))

    def say_items(self) -> None:
        """For the tests to compare with the seeds' data."""
        shown = [[[item.key, item.title, item.height, item.drawn, item.pinned]
                  for item in self.box.get_store(s)] for s in range(self.box.get_n_sections())]
        say(f"items {self.seed} {json.dumps(shown)}")

    def say_order(self, what: str) -> None:
        say(f"{what} {self.seed}{self.order_text()}")

    def on_moved(self, box, item, fs, fi, ts, ti) -> None:
        say(f"move {self.seed} {item.key} from={fs},{fi} to={ts},{ti}")
        self.say_order("order")

    def on_dropped(self, box, item, fs, fi, ts, ti) -> None:
        ok, r = box.get_item_bounds(ts, ti)
        y = r.origin.y + box.get_vadjustment().get_value() if ok else 0
        say(f"drop {self.seed} {item.key} from={fs},{fi} to={ts},{ti} y={y:.0f}")

    def on_selection_changed(self, box) -> None:
        keys = []
        for id in box.get_selection():
            _, s, i = box.find_item(id)
            keys.append(box.get_store(s).get_item(i).key)
        say(f"select {self.seed} {json.dumps(keys)}")

    def on_cancelled(self, box, item) -> None:
        say(f"cancel {self.seed} {item.key}")
        self.say_order("order")

    def on_announcement(self, box, pspec) -> None:
        text = box.props.announcement or ""
        self.demo.status.set_text(text)
        say(f"announce {self.seed} {text}")


class Demo:
    def __init__(self, first: str, exit_after: float, show_board: bool = False, rtl: bool = False) -> None:
        provider = Gtk.CssProvider()
        provider.load_from_data(CSS.encode())
        Gtk.StyleContext.add_provider_for_display(
            Gdk.Display.get_default(), provider, Gtk.STYLE_PROVIDER_PRIORITY_APPLICATION)
        self.loop = GLib.MainLoop()
        self.done = False
        self.window = Gtk.Window(title="libreorder PyGObject demo", default_width=640,
                                 default_height=720)
        self.status = Gtk.Label(label=seeds.PAGES[first].hint,
                                xalign=0, ellipsize=Pango.EllipsizeMode.END, margin_start=8,
                                margin_bottom=6)
        self.stack = Gtk.Stack(vexpand=True)
        self.pages = {seed: Page(self, seed) for seed in seeds.PAGES}
        for seed, page in self.pages.items():
            self.stack.add_titled(page.scroller, seed, seeds.PAGES[seed].title)
            page.say_items()
            page.say_order("order")
        self.board = BoardPage(self, rtl)
        self.stack.add_titled(self.board.scroller, board.ID, "Board")
        say(board.columns_line(self.board.titles()))
        self.board.say_board()
        layout = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
        layout.append(Gtk.StackSwitcher(stack=self.stack))
        layout.append(self.stack)
        layout.append(self.status)
        self.window.set_child(layout)
        self.shown = self.pages[first]
        if show_board:
            self.status.set_text(board.HINT)
            self.stack.set_visible_child(self.board.scroller)
            self.board.boxes[0].add_tick_callback(self.board.report_ready)
        else:
            self.stack.set_visible_child(self.shown.scroller)
            self.shown.box.add_tick_callback(self.report_ready)
        self.stack.connect("notify::visible-child", self.on_page_changed)
        self.window.connect("close-request", lambda window: self.quit() or True)
        for signum in (signal.SIGTERM, signal.SIGINT):
            GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signum, self.quit)
        if exit_after > 0:
            GLib.timeout_add(int(exit_after * 1000), self.quit)
        self.window.present()

    def on_page_changed(self, stack, pspec) -> None:
        """Another page: its own hint, not the last page's announcement."""
        for page in self.pages.values():
            if page.scroller is stack.get_visible_child() and page is not self.shown:
                self.shown = page
                self.status.set_text(seeds.PAGES[page.seed].hint)
                say(f"page {page.seed} status={self.status.get_text()}")
        if stack.get_visible_child() is self.board.scroller:
            self.status.set_text(board.HINT)
            say(f"page {board.ID} status={board.HINT}")

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
            self.board.say_board()
            say(board.columns_line(self.board.titles()))
            self.window.destroy()
            self.loop.quit()
        return GLib.SOURCE_REMOVE


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", default="000", choices=list(seeds.PAGES))
    ap.add_argument("--board", action="store_true", help="show the board page")
    ap.add_argument("--rtl", action="store_true", help="the board's columns right to left")
    ap.add_argument("--exit-after", type=float, default=0, help="quit after SECONDS")
    args = ap.parse_args()
    Gtk.init()
    demo = Demo(args.seed, args.exit_after, args.board, args.rtl)
    demo.loop.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
