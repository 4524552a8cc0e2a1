#!/usr/bin/env python3
"""libreorder Tk demo: the four seed pages of bindings/seeds/seeds.json, one
ttk.Notebook tab each, each a canvas driven by one engine.

  000  a long list in two sections, rows of mixed heights: the edge rule,
       rows exchanged across sections, edge auto-scroll
  001  two section-locked lists, each row dragged by the ☰ grip on its left
  003  a grid of channel titles, the first one pinned
  004  click a channel to feature it: the featured one goes back to the list
  board  four columns of cards (board.py), each a canvas with its own
       engine, in one reorder.Group: a card is dragged into another column;
       the first column's cards scroll, the board scrolls sideways, and a
       long press on a column's header lifts the column (the columns are
       the items of an outer engine, a horizontal list) to drag it, its
       cards along (--rtl: the columns right to left)

Everything is drawn from engine.presentation(viewport, t). Long-press
(0.5 s) an item, then drag; drag to the top or bottom edge to auto-scroll.
A quick drag (no hold), or a press the engine does not lift (off the grip,
on a pinned cell), scrolls instead; so does the wheel. The status line under
each page shows its hint, then the engine's announcements.

The keyboard reorders on the page shown (Control-Tab switches pages): the
arrow keys move the focus (the dashed outline), Space or Enter picks the
focused item up, the arrows, Home and End move it, Space or Enter drops it
and Escape cancels a drag (pointer or keyboard); q or the window's close
button quits. Each event is printed to stdout, items named by their seeds
key (the board: `board JSON ...`, its columns' cards in the columns' order,
at start and after each change; `columns JSON`, their titles, at start and
after a column moves); on close the final order of every page is printed.

    python3 bindings/python/demos/tk_demo.py [--page 000|001|003|004|board] [--rtl] [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import os
import signal
import sys
import time
import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..", "seeds")]

import board  # noqa: E402
import reorder  # noqa: E402
import seeds  # noqa: E402
from reorder import (  # noqa: E402
    Displacement,
    EventType,
    ItemFlags,
    Key,
    Layout,
    NotADragReason,
    Phase,
    Rect,
    Rule,
    SectionRules,
    Semantics,
    desktop_options,
)

WIDTH, HEIGHT = 420, 560  # each page's canvas
MARGIN = 12  # either side of the content: room for the lifted item's shadow
HEADER = 28.0  # a titled section's header
ROW = 44.0  # a list row whose seed height is 0 ("the host's own")
GRIP = 36.0  # the handle on the left of a row, when the page has handles
FRAME_MS = 16
COLUMN = 190  # a board column's canvas width
COLUMN_HEADER = 30  # a board column's header, its handle
STRIP = 440  # the board's least width: narrower than its columns, it scrolls sideways
NOWHERE = Rect(-1e9, -1e9, 0.0, 0.0)  # a hidden column's frame: no drag enters it


def say(*parts: object) -> None:
    print(*parts, flush=True)


def options(page: seeds.Page, width: int) -> reorder.Options:
    opts = desktop_options(cross_extent=width - 2 * MARGIN, rule=Rule[page.rule.upper()],
                           semantics=Semantics[page.semantics.upper()])
    g = page.grid
    if g is None:
        return opts
    return dataclasses.replace(opts, layout=Layout.GRID, grid_columns=g.columns,
                               grid_cell_height=float(g.cell_height), item_spacing=float(g.spacing),
                               line_spacing=float(g.spacing), insets=Rect(g.insets, g.insets, g.insets, g.insets))


class PageView:
    """One seed page: a canvas, its scrollbar and status line, one engine.
    Pages sharing `items` (a board's columns) number their items apart, so
    an item keeps its data in any of them."""

    KEYS = {"Up": Key.UP, "Down": Key.DOWN, "Left": Key.LEFT, "Right": Key.RIGHT,
            "Home": Key.FIRST, "End": Key.LAST, "space": Key.PICK_UP_OR_DROP,
            "Return": Key.PICK_UP_OR_DROP, "Escape": Key.CANCEL}

    def __init__(self, parent: tk.Misc, page: seeds.Page, font: tuple[str, int],
                 items: dict[int, seeds.Item] | None = None, width: int = WIDTH) -> None:
        self.page, self.font, self.width = page, font, width
        self.frame = ttk.Frame(parent)
        self.canvas = tk.Canvas(self.frame, width=width, height=HEIGHT, bg="white", highlightthickness=0)
        self.scrollbar = ttk.Scrollbar(self.frame, orient="vertical", command=self.on_scrollbar)
        self.status = tk.StringVar(value=page.hint)
        self.canvas.grid(row=0, column=0)
        self.scrollbar.grid(row=0, column=1, sticky="ns")
        # A fixed width: a long announcement must not widen the window.
        ttk.Label(self.frame, textvariable=self.status, anchor="w", width=50 * width // WIDTH).grid(
            row=1, column=0, columnspan=2, sticky="we", pady=(4, 0))
        self.scroll_y = 0.0
        self.panning: tuple[float, float] | None = None  # (pointer y, scroll y)
        self.pressed = False
        self.last_y = 0.0
        self.running = False
        self.items: dict[int, seeds.Item] = {} if items is None else items  # engine id -> seed item
        #: The pages of its transfer group (itself included), placed at each press.
        self.peers: list[PageView] = []
        #: Called after each move or transfer.
        self.changed: Callable[[], None] = lambda: None
        #: The frame on the screen without what a scrolled parent cuts off.
        self.clip: Callable[[Rect], Rect] = lambda frame: frame
        self.engine = e = reorder.Engine(options(page, width))
        self.build()
        self.focused: int | None = e.item_id((0, 0))  # the item the keyboard acts on
        e.set_viewport(self.viewport())
        e.on_event(self.on_event)
        c = self.canvas
        c.bind("<ButtonPress-1>", self.down)
        c.bind("<B1-Motion>", self.move)
        c.bind("<ButtonRelease-1>", self.up)
        c.bind("<Button-4>", lambda _: self.scroll_by(-60))
        c.bind("<Button-5>", lambda _: self.scroll_by(60))
        c.bind("<MouseWheel>", lambda ev: self.scroll_by(-ev.delta))

    def build(self) -> None:
        """The page's sections, items, flags, labels and grips, from the seeds."""
        e = self.engine
        for s, section in enumerate(self.page.sections):
            rules = SectionRules(locked=section.locked, capacity=section.capacity,
                                 displacement=Displacement[section.displacement.upper()])
            e.insert_section(s, header=HEADER if section.title else 0.0, rules=rules)
            ids = list(range(len(self.items) + 1, len(self.items) + 1 + len(section.items)))
            self.items.update(zip(ids, section.items))
            sizes = [float(it.height) or ROW for it in section.items]
            e.load_section(s, ids, sizes,
                           [ItemFlags.PINNED if it.pinned else ItemFlags.DEFAULT for it in section.items])
            for i, it, size in zip(ids, section.items, sizes):
                e.set_label(i, it.title)
                if self.page.handle:  # only a press on the grip lifts the row
                    e.set_handle(i, Rect(0.0, 0.0, GRIP, size))

    def place(self) -> None:
        """Where the engine's viewport is on the screen (the space of its
        group's pages); nowhere while its tab is hidden."""
        c = self.canvas
        if c.winfo_viewable():
            self.engine.set_frame(self.clip(Rect(float(c.winfo_rootx() + MARGIN), float(c.winfo_rooty()),
                                                 self.width - 2 * MARGIN, HEIGHT)))
        else:
            self.engine.set_frame(NOWHERE)

    def key_of(self, id: int | None) -> str:
        return self.items[id].key if id in self.items else "-"

    def order(self) -> list[list[str]]:
        e = self.engine
        return [[self.key_of(i) for i in e.export(s)] for s in range(e.section_count())]

    # -- geometry -------------------------------------------------------------
    def viewport(self) -> Rect:
        return Rect(0.0, self.scroll_y, self.width - 2 * MARGIN, HEIGHT)

    def max_scroll(self) -> float:
        return max(0.0, self.engine.content_size().height - HEIGHT)

    def scroll_to(self, y: float) -> None:
        self.scroll_y = min(max(0.0, y), self.max_scroll())
        self.engine.set_viewport(self.viewport())
        self.redraw()

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll_y + dy)

    def on_scrollbar(self, *args: str) -> None:
        if args[0] == "moveto":
            self.scroll_to(float(args[1]) * self.engine.content_size().height)
        elif args[0] == "scroll":
            step = HEIGHT * 0.9 if args[2] == "pages" else 40
            self.scroll_by(int(args[1]) * step)

    def content(self, event: tk.Event) -> tuple[float, float]:
        return (float(event.x) - MARGIN, float(event.y) + self.scroll_y)

    # -- pointer --------------------------------------------------------------
    def down(self, event: tk.Event) -> None:
        self.pressed, self.panning, self.last_y = True, None, float(event.y)
        for view in self.peers:  # windows move without telling their widgets
            view.place()
        self.engine.pointer_down(self.content(event), time.monotonic())
        self.start_clock()

    def move(self, event: tk.Event) -> None:
        if self.panning is not None:
            y0, s0 = self.panning
            self.scroll_to(s0 - (event.y - y0))
            return
        self.last_y = float(event.y)
        self.engine.pointer_move(self.content(event), time.monotonic())
        self.start_clock()

    def up(self, event: tk.Event) -> None:
        self.pressed = False
        if self.panning is not None:
            self.panning = None
            return
        self.engine.pointer_up(self.content(event), time.monotonic())
        self.start_clock()

    # -- keyboard -------------------------------------------------------------
    def key(self, name: str) -> None:
        """The engine's while something is lifted (or to pick up and to
        cancel), else a focus move through the items."""
        key = self.KEYS.get(name)
        if key is None:
            return
        e = self.engine
        if e.phase() in (Phase.PRESSING, Phase.DRAGGING) or key in (Key.PICK_UP_OR_DROP, Key.CANCEL):
            e.key(key, self.focused, time.monotonic())
        else:
            row = self.page.grid.columns if self.page.grid else 1
            self.focused = reorder.next_focus(e, self.focused, key, row) or self.focused
        if self.focused is not None:
            self.scroll_into_view(self.focused)
        self.start_clock()

    def scroll_into_view(self, item: int) -> None:
        f = self.engine.frame(item)
        if f.y < self.scroll_y + HEADER:
            self.scroll_to(f.y - HEADER)
        elif f.y + f.height > self.scroll_y + HEIGHT:
            self.scroll_to(f.y + f.height - HEIGHT)

    # -- events ---------------------------------------------------------------
    def on_event(self, ev: reorder.Event) -> None:
        name, key = self.page.id, self.key_of(ev.id)
        f, t = ev.from_, ev.to
        if ev.type == EventType.MOVE or (ev.type == EventType.DROP and ev.target in (None, self.engine)):
            # Across engines both report a drop: the one it landed in prints it.
            word = "drop" if ev.type == EventType.DROP else "move"
            say(f"{word} {name} {key} from={f.section},{f.item} to={t.section},{t.item}")
            if ev.type == EventType.MOVE:
                self.changed()
        elif ev.type == EventType.TRANSFER:
            # The data stays in the shared `items`; the page the item entered
            # runs its clock, as the drag goes on there.
            if ev.target is self.engine:
                self.focused = ev.id
                self.canvas.after_idle(self.start_clock)
            else:
                self.focused = None if self.focused == ev.id else self.focused
                say(f"transfer {name} {key} from={f.section},{f.item} to={t.section},{t.item}")
            self.changed()
        elif ev.type in (EventType.LIFT, EventType.CANCEL):
            say(f"{'lift' if ev.type == EventType.LIFT else 'cancel'} {name} {key}")
        elif ev.type == EventType.NOT_A_DRAG:
            reason = ev.reason.name if isinstance(ev.reason, NotADragReason) else ev.reason
            say(f"not-a-drag {name} {key} reason={reason}")
            if ev.id is not None and ev.reason != NotADragReason.MOVED:
                self.focused = ev.id  # a click focuses the item for the keyboard
            if ev.reason == NotADragReason.TAP:
                if ev.id is not None and self.page.tap == "feature":
                    self.feature(ev.id)
            elif self.pressed:
                self.panning = (self.last_y, self.scroll_y)  # not a drag: the press scrolls
        elif ev.type == EventType.SCROLL and ev.offset is not None:
            self.scroll_y = ev.offset.y
        elif ev.type == EventType.ANNOUNCEMENT and ev.text:
            self.status.set(ev.text)
            say(f"say {name} {ev.text}")

    def feature(self, id: int) -> None:
        """Tap-to-move: an item outside section 0 goes to its top; the engine
        animates and announces it, and section 0's capacity sends the one
        there back. After this callback: the engine refuses changes in one."""
        if self.engine.index_path(id).section != 0:
            say(f"tap {self.page.id} {self.key_of(id)}")
            self.canvas.after_idle(self.move_to_top, id)

    def move_to_top(self, id: int) -> None:
        self.engine.move(id, (0, 0))
        self.start_clock()

    # -- frame clock ----------------------------------------------------------
    def start_clock(self) -> None:
        self.redraw()
        if not self.running:
            self.running = True
            self.canvas.after(FRAME_MS, self.tick)

    def tick(self) -> None:
        now = time.monotonic()
        self.engine.tick(now)
        self.redraw(now)
        if self.engine.is_animating(now) or self.engine.phase() != Phase.IDLE:
            self.canvas.after(FRAME_MS, self.tick)
        else:
            self.running = False

    # -- drawing --------------------------------------------------------------
    def redraw(self, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        c, sy = self.canvas, self.scroll_y
        c.delete("all")
        self.draw_headers(now)
        for p in self.engine.presentation(self.viewport(), now):  # lowest z first
            item = self.items[p.id]
            x, y, w, h = p.frame
            cx, cy = x + w / 2 + MARGIN, y + h / 2 - sy
            w, h = w * p.scale, h * p.scale  # scale about the centre
            x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
            if p.lifted:
                dx, dy = p.shadow_offset
                c.create_rectangle(x0 + dx, y0 + dy, x1 + dx, y1 + dy, fill="#6b6b6b", outline="")
            fill = seeds.LIFTED_COLOR if p.lifted else seeds.PINNED_COLOR if item.pinned else seeds.COLORS[item.color]
            c.create_rectangle(x0, y0, x1, y1, fill=fill, outline="#e63946" if p.lifted else "#666666",
                               width=3 if p.lifted else 1)
            if self.page.handle:
                c.create_text(x0 + GRIP / 2, cy, text="☰", font=self.font)
            c.create_text(cx, cy, text=item.title + ("\n(pinned)" if item.pinned else ""),
                          font=self.font, justify="center")
            if p.id == self.focused and not p.lifted:
                c.create_rectangle(x0 + 3, y0 + 3, x1 - 3, y1 - 3, outline="#1d3557", width=2, dash=(4, 2))
        total = max(self.engine.content_size().height, 1.0)
        self.scrollbar.set(sy / total, min(1.0, (sy + HEIGHT) / total))

    def draw_headers(self, now: float) -> None:
        for s, section in enumerate(self.page.sections):
            if not section.title:
                continue
            top = self.engine.section_frame(s, now).y - self.scroll_y  # in step with its rows
            self.canvas.create_rectangle(MARGIN, top, self.width - MARGIN, top + HEADER, fill="#264653", outline="")
            self.canvas.create_text(MARGIN + 10, top + HEADER / 2, anchor="w", fill="white",
                                    text=section.title, font=self.font)


class BoardPage:
    """The board: a column for each of board.COLUMNS, its header over a
    PageView of its cards, the views' engines in one reorder.Group, their
    items one store (ids are unique across the group). The columns sit in a
    canvas that scrolls sideways (STRIP wide, narrower than the columns),
    the items of an outer engine, a horizontal list: a long press on a
    column's header (only the headers' pointer events reach that engine)
    lifts the column, a drag moves it, each column window placed where the
    engine's presentation says. Prints the board line (in the columns'
    order) after each change, and the columns line after a column moves."""

    def __init__(self, parent: ttk.Notebook, font: tuple[str, int], rtl: bool = False) -> None:
        self.frame = ttk.Frame(parent)
        self.group = reorder.Group()
        self.rtl = rtl
        items: dict[int, seeds.Item] = {}
        self.strip = tk.Canvas(self.frame, width=STRIP, highlightthickness=0, bg="#dddddd")
        self.bar = ttk.Scrollbar(self.frame, orient="horizontal", command=self.on_scrollbar)
        self.strip.grid(row=0, column=0, sticky="nswe")
        self.bar.grid(row=1, column=0, sticky="we")
        self.frame.columnconfigure(0, weight=1)  # as wide as the notebook's other pages
        self.shown_width = float(STRIP)
        self.outers: list[tk.Frame] = []  # each column's window, by board.COLUMNS index
        self.heads: list[tk.Canvas] = []
        self.columns: list[PageView] = []
        self.windows: list[int] = []  # the strip's window items
        for column in board.COLUMNS:
            outer = tk.Frame(self.strip, bg="white")
            head = tk.Canvas(outer, width=COLUMN, height=COLUMN_HEADER, bg="#264653", highlightthickness=0,
                             cursor="fleur")
            head.create_text(10, COLUMN_HEADER / 2, anchor="w", text=column.title, fill="white", font=font)
            head.pack(side="top", fill="x")
            view = PageView(outer, board.page(column), font, items, COLUMN)
            view.frame.pack(side="top")
            for sequence, handler in (("<ButtonPress-1>", self.head_down), ("<B1-Motion>", self.head_move),
                                      ("<ButtonRelease-1>", self.head_up)):
                head.bind(sequence, handler)
            self.outers.append(outer)
            self.heads.append(head)
            self.columns.append(view)
            self.windows.append(self.strip.create_window(0, 0, window=outer, anchor="nw"))
        self.current = self.columns[0]  # the keyboard's: the column pressed last
        self.shown = ""  # the board line printed last
        for k, view in enumerate(self.columns):
            self.group.add(view.engine)
            view.peers, view.changed = self.columns, self.changed
            view.clip = self.clip
            view.canvas.bind("<ButtonPress-1>", functools.partial(self.pressed, view), add="+")
        self.outers[0].update_idletasks()
        width, self.height = self.outers[0].winfo_reqwidth(), self.outers[0].winfo_reqheight()
        self.strip.configure(height=self.height)
        self.scroll_x = 0.0
        self.running = False
        # A widget is placed, not painted: it cannot scale.
        self.engine = e = reorder.Engine(desktop_options(
            axis=reorder.Axis.HORIZONTAL, item_spacing=6.0, insets=Rect(4.0, 0.0, 4.0, 0.0),
            lift_scale=1.0, cross_extent=float(self.height),
            direction=reorder.Direction.RTL if rtl else reorder.Direction.LTR))
        e.insert_section(0)
        e.load_section(0, list(range(1, len(self.columns) + 1)), [float(width)] * len(self.columns))
        e.on_event(self.on_event)
        # Right to left the first column is at the content's right end: show it.
        self.scroll_to(self.max_scroll() if rtl else 0.0)
        self.strip.bind("<Configure>", self.on_resize)

    def on_resize(self, event: tk.Event) -> None:
        at_end = self.scroll_x >= self.max_scroll()
        self.shown_width = float(event.width)
        self.scroll_to(self.max_scroll() if self.rtl and at_end else self.scroll_x)

    # -- the strip ------------------------------------------------------------
    def max_scroll(self) -> float:
        return max(0.0, self.engine.content_size().width - self.shown_width)

    def scroll_to(self, x: float) -> None:
        self.scroll_x = min(max(0.0, x), self.max_scroll())
        self.engine.set_viewport(Rect(self.scroll_x, 0.0, self.shown_width, float(self.height)))
        self.place(time.monotonic())

    def on_scrollbar(self, *args: str) -> None:
        if args[0] == "moveto":
            self.scroll_to(float(args[1]) * self.engine.content_size().width)
        elif args[0] == "scroll":
            self.scroll_to(self.scroll_x + int(args[1]) * (self.shown_width * 0.9 if args[2] == "pages" else 40))

    def place(self, now: float) -> None:
        """Every column where the outer engine shows it; the lifted one on top."""
        total = self.engine.content_size().width
        for p in self.engine.presentation(Rect(0.0, 0.0, total, float(self.height)), now):
            self.strip.coords(self.windows[p.id - 1], p.frame.x - self.scroll_x, p.frame.y)
            if p.lifted:
                self.outers[p.id - 1].lift()
        total = max(total, 1.0)
        self.bar.set(self.scroll_x / total, min(1.0, (self.scroll_x + self.shown_width) / total))

    def clip(self, frame: Rect) -> Rect:
        """A column's frame (on the screen) without what the strip cuts off
        at its right: no drag enters a part nobody sees."""
        right = self.strip.winfo_rootx() + self.shown_width
        if frame.x >= right:
            return NOWHERE
        return Rect(frame.x, frame.y, min(frame.width, right - frame.x), frame.height)

    def strip_point(self, event: tk.Event) -> tuple[float, float]:
        return (float(event.x_root - self.strip.winfo_rootx()) + self.scroll_x,
                float(event.y_root - self.strip.winfo_rooty()))

    def head_down(self, event: tk.Event) -> None:
        self.engine.pointer_down(self.strip_point(event), time.monotonic())
        self.start_clock()

    def head_move(self, event: tk.Event) -> None:
        self.engine.pointer_move(self.strip_point(event), time.monotonic())
        self.start_clock()

    def head_up(self, event: tk.Event) -> None:
        self.engine.pointer_up(self.strip_point(event), time.monotonic())
        self.start_clock()

    def on_event(self, ev: reorder.Event) -> None:
        if ev.type == EventType.MOVE:
            self.frame.after_idle(self.columns_moved)  # after the engine's call
        elif ev.type in (EventType.LIFT, EventType.DROP) and ev.id is not None:
            say(f"{'lift' if ev.type == EventType.LIFT else 'drop'} column {board.COLUMNS[ev.id - 1].title}")
        elif ev.type == EventType.SCROLL and ev.offset is not None:  # edge auto-scroll
            self.scroll_x = ev.offset.x

    def start_clock(self) -> None:
        if not self.running:
            self.running = True
            self.strip.after(FRAME_MS, self.tick)

    def tick(self) -> None:
        now = time.monotonic()
        self.engine.tick(now)
        self.place(now)
        if self.engine.is_animating(now) or self.engine.phase() != Phase.IDLE:
            self.strip.after(FRAME_MS, self.tick)
        else:
            self.running = False

    # -- the cards ------------------------------------------------------------
    def pressed(self, view: PageView, _: tk.Event) -> None:
        self.current = view

    def shown_columns(self) -> list[PageView]:
        return [self.columns[id - 1] for id in self.engine.export(0)]

    def titles(self) -> list[str]:
        return [board.COLUMNS[id - 1].title for id in self.engine.export(0)]

    def orders(self) -> list[list[str]]:
        return [view.order()[0] for view in self.shown_columns()]

    def changed(self) -> None:
        # After the engine call: one line for all the events it sent.
        self.frame.after_idle(self.print_line)

    def columns_moved(self) -> None:
        say(board.columns_line(self.titles()))
        self.print_line()

    def print_line(self) -> None:
        line = board.line(self.orders())
        if line != self.shown:
            self.shown = line
            say(line)


class App:
    def __init__(self, first: str, exit_after: float | None, rtl: bool = False) -> None:
        self.root = tk.Tk()
        self.root.title("libreorder Tk demo")
        self.closed = False
        font = ("Helvetica", 12)
        self.tabs = ttk.Notebook(self.root)
        self.tabs.pack(padx=10, pady=10)
        self.pages: dict[str, PageView] = {}
        for page in seeds.PAGES.values():
            view = PageView(self.tabs, page, font)
            self.tabs.add(view.frame, text=f"{page.id} {page.title}", padding=6)
            self.pages[page.id] = view
        self.board = BoardPage(self.tabs, font, rtl)
        self.tabs.add(self.board.frame, text="Board", padding=6)
        shown = self.board.columns if first == board.ID else [self.pages[first]]
        self.tabs.enable_traversal()  # Control-Tab, Control-Shift-Tab
        self.tabs.select(self.tab(shown[0]))  # type: ignore[no-untyped-call]  # untyped in typeshed
        self.tabs.bind("<<NotebookTabChanged>>", self.on_tab)
        # Control-Tab cycles the tabs only from a widget inside the notebook.
        shown[0].canvas.focus_set()
        self.root.protocol("WM_DELETE_WINDOW", self.close)
        self.root.bind("<KeyPress>", self.on_key)
        for view in self.views():
            view.redraw()
        # SIGTERM/SIGINT close the window like the close button (orders
        # printed): installed before the ready lines, which a test may answer
        # with a TERM at once.
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: self.root.after_idle(self.close))
        self._poll_signals()
        self.root.update()
        self.print_ready(shown)
        if exit_after is not None:
            self.root.after(int(exit_after * 1000), self.close)

    def views(self) -> list[PageView]:
        return [*self.pages.values(), *self.board.columns]

    def tab(self, view: PageView) -> ttk.Frame:
        return self.board.frame if view in self.board.columns else view.frame

    def on_tab_shown(self, view: PageView) -> bool:
        shown: str = self.tabs.select()  # type: ignore[no-untyped-call]  # untyped in typeshed
        return str(self.tab(view)) == shown

    def current(self) -> PageView:
        """The page shown; on the board, the column pressed last."""
        return next(v for v in [*self.pages.values(), self.board.current] if self.on_tab_shown(v))

    def on_tab(self, _: tk.Event) -> None:
        # The page shown takes the keyboard; a keyboard drag does not stay
        # lifted on a page nobody sees.
        now = time.monotonic()
        self.current().canvas.focus_set()
        for view in self.views():
            if not self.on_tab_shown(view) and view.engine.phase() != Phase.IDLE:
                view.engine.cancel_drag(now)
                view.start_clock()

    def on_key(self, event: tk.Event) -> None:
        if event.keysym in ("q", "Q"):
            self.close()
        else:  # Escape included: it cancels a drag, it does not quit
            self.current().key(event.keysym)

    def print_ready(self, views: list[PageView]) -> None:
        """Where the page shown (the board's first column) is on the screen,
        and the items' resting frames relative to its canvas, unscrolled, by
        seed key (every column's, on the board): for the tests."""
        c = views[0].canvas
        x, y = c.winfo_rootx(), c.winfo_rooty()
        say(f"ready {views[0].page.id} x={x} y={y} w={c.winfo_width()} h={c.winfo_height()}")
        frames = []
        for view in views:
            dx, dy = view.canvas.winfo_rootx() - x + MARGIN, view.canvas.winfo_rooty() - y
            for id in (id for s in range(view.engine.section_count()) for id in view.engine.export(s)):
                f = view.engine.frame(id)
                frames.append(f"{view.key_of(id)}:{f.x + dx:g}:{f.y + dy:g}:{f.width:g}:{f.height:g}")
        say(f"layout {views[0].page.id} " + " ".join(frames))
        if views[0] in self.board.columns:  # each column's header, by its index in board.COLUMNS
            heads = [f"{k}:{h.winfo_rootx() - x}:{h.winfo_rooty() - y}:{h.winfo_width()}:{h.winfo_height()}"
                     for k, h in enumerate(self.board.heads)]
            say(f"heads {views[0].page.id} " + " ".join(heads))
        say(board.columns_line(self.board.titles()))
        self.board.print_line()
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")

    def _poll_signals(self) -> None:
        # Python runs signal handlers only between bytecodes: wake up often.
        self.root.after(100, self._poll_signals)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for name, view in self.pages.items():
            say(f"final {name} {view.order()}")
        say(f"final {board.ID} {self.board.orders()}")
        say(f"final columns {self.board.titles()}")
        self.root.destroy()

    def run(self) -> None:
        self.root.mainloop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--page", choices=[*seeds.PAGES, board.ID], default=next(iter(seeds.PAGES)),
                    help="the page to open on")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS",
                    help="close the window (printing the final orders) after SECONDS")
    ap.add_argument("--rtl", action="store_true", help="the board's columns right to left")
    args = ap.parse_args()
    App(args.page, args.exit_after, args.rtl).run()


if __name__ == "__main__":
    main()
