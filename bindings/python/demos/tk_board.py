"""The Tk demo's board page: board.py's columns, each a PageView, in one
reorder.Group, inside a strip that scrolls sideways and whose columns are
the items of an outer engine (a horizontal list), moved by their headers.
"""

from __future__ import annotations

import dataclasses
import functools
import time
import tkinter as tk
from tkinter import ttk

import board
import reorder
import seeds
from reorder import EventType, Phase, Point, Rect, desktop_options, desktop_outer_scroll
from tk_page import FRAME_MS, NOWHERE, PageView, say

COLUMN = 190  # a board column's canvas width
COLUMN_HEADER = 30  # a board column's header, its handle
STRIP = 440  # the board's least width: narrower than its columns, it scrolls sideways


class BoardPage:
    """The board: a column for each of board.COLUMNS, its header over a
    PageView of its cards, the views' engines in one reorder.Group, their
    items one store (ids are unique across the group). The columns sit in a
    canvas that scrolls sideways (STRIP wide, narrower than the columns),
    the items of an outer engine, a horizontal list: a long press on a
    column's header (only the headers' pointer events reach that engine)
    lifts the column, a drag moves it, each column window placed where the
    engine's presentation says. The strip is the group's outer scroll
    container (Group.set_outer_scroll): a card held near its left or right
    edge scrolls it, and the card enters the columns that come into view.
    Prints the board line (in the columns' order) after each change, the
    columns line after a column moves, and `scroll board x=N` whenever the
    strip's scroll offset (rounded) changes."""

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
        self.current = self.columns[0]  # the keyboard's: the column pressed last
        self.shown = ""  # the board line printed last
        for k, view in enumerate(self.columns):
            self.group.add(view.engine)
            view.peers, view.changed = self.columns, self.changed
            view.clip = self.clip
            view.outer_scrolled = self.outer_scrolled
            view.canvas.bind("<ButtonPress-1>", functools.partial(self.pressed, view), add="+")
        self.outers[0].update_idletasks()
        width, self.height = self.outers[0].winfo_reqwidth(), self.outers[0].winfo_reqheight()
        self.strip.configure(height=self.height)
        self.scroll_x = 0.0
        self.shown_x = 0  # the offset the scroll line printed last
        self.running = False
        #: The strip as the group's outer scroll container: desktop edges.
        self.outer = desktop_outer_scroll()
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

    def scroll_to(self, x: float, report: bool = True) -> None:
        """Scrolls the strip to x; `report`: tells the group (not from inside
        an engine's call, which refuses it)."""
        self.scroll_x = min(max(0.0, x), self.max_scroll())
        self.engine.set_viewport(Rect(self.scroll_x, 0.0, self.shown_width, float(self.height)))
        self.place(time.monotonic())
        if report:
            self.report()

    def report(self) -> None:
        """The strip to the group, as it is now: where it is on the screen
        (the columns' frames' space; nowhere while hidden), its offset and
        how far it scrolls."""
        s = self.strip
        shown = s.winfo_viewable()
        visible = Rect(float(s.winfo_rootx()), float(s.winfo_rooty()), self.shown_width, float(self.height))
        self.group.set_outer_scroll(dataclasses.replace(
            self.outer, visible=visible if shown else NOWHERE, offset=Point(self.scroll_x, 0.0),
            max_offset=Point(self.max_scroll(), 0.0)))

    def outer_scrolled(self, offset: Point) -> None:
        """Edge auto-scroll moved the strip (a card held near its edge),
        inside a column's engine call: it scrolls there, and the columns
        are placed again once the call is over and Tk has moved them (the
        library moved their frames already)."""
        self.scroll_to(offset.x, report=False)
        self.strip.after_idle(self.place_columns)

    def place_columns(self) -> None:
        self.strip.update_idletasks()
        for view in self.columns:
            view.place()

    def on_scrollbar(self, *args: str) -> None:
        if args[0] == "moveto":
            self.scroll_to(float(args[1]) * self.engine.content_size().width)
        elif args[0] == "scroll":
            self.scroll_to(self.scroll_x + int(args[1]) * (self.shown_width * 0.9 if args[2] == "pages" else 40))

    def place(self, now: float) -> None:
        """Every column where the outer engine shows it; the lifted one on top."""
        total = self.engine.content_size().width
        for p in self.engine.presentation(Rect(0.0, 0.0, total, float(self.height)), now):
            # Placed, not a canvas window item: the canvas unmaps an item
            # scrolled out of view, which would end the pointer's grab of a
            # column a card was pressed in while the board scrolls.
            self.outers[p.id - 1].place(x=p.frame.x - self.scroll_x, y=p.frame.y)
            if p.lifted:
                self.outers[p.id - 1].lift()
        if round(self.scroll_x) != self.shown_x:
            self.shown_x = round(self.scroll_x)
            say(f"scroll board x={self.shown_x}")
        total = max(total, 1.0)
        self.bar.set(self.scroll_x / total, min(1.0, (self.scroll_x + self.shown_width) / total))

    def clip(self, frame: Rect) -> Rect:
        """A column's frame (on the screen) without what the strip cuts off
        at its right: no drag enters a part nobody sees."""
        right = self.strip.winfo_rootx() + self.shown_width
        # Cut off whole, it keeps its origin: a drag pressed in it maps through it.
        return Rect(frame.x, frame.y, max(0.0, min(frame.width, right - frame.x)), frame.height)

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
            self.frame.after_idle(self.report)  # after the engine's call

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
        self.report()  # windows move without telling their widgets

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
