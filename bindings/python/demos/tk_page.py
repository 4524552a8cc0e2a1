"""The Tk demo's page: PageView, one canvas driven by one engine, drawn
from engine.presentation(viewport, t) on a frame clock, with the pointer
(long press, then drag; a press the engine does not lift scrolls), the
keyboard and the engine's events printed to stdout. A seed page is one
PageView, and so is a board column (tk_board.py); a page of another layout
overrides make_options, build and draw_item (the tags, tk_tags.py) or
just fill and draw_label (the outline, tk_outline.py).
Imported by tk_demo.py, which puts the reorder package and bindings/seeds
on sys.path first.
"""

from __future__ import annotations

import dataclasses
import time
import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

import reorder
import seeds
from reorder import (
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
    ENGINE_KEYS: tuple[Key, ...] = (Key.PICK_UP_OR_DROP, Key.CANCEL)  # the engine's even with nothing lifted

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
        #: Edge auto-scroll moved the scrolled parent around its group (a
        #: board) to this offset (OUTER_SCROLL): scroll it there.
        self.outer_scrolled: Callable[[reorder.Point], None] = lambda offset: None
        self.engine = e = reorder.Engine(self.make_options())
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

    def make_options(self) -> reorder.Options:
        """The engine's options (a subclass lays its page out otherwise)."""
        return options(self.page, self.width)

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
        if e.phase() in (Phase.PRESSING, Phase.DRAGGING) or key in self.ENGINE_KEYS:
            e.key(key, self.focused, time.monotonic())
        else:
            self.focused = self.next_focus(key) or self.focused
        if self.focused is not None:
            self.scroll_into_view(self.focused)
        self.start_clock()

    def next_focus(self, key: Key) -> int | None:
        """The item a focus key moves the focus to."""
        row = self.page.grid.columns if self.page.grid else 1
        return reorder.next_focus(self.engine, self.focused, key, row)

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
        elif ev.type == EventType.OUTER_SCROLL and ev.offset is not None:
            self.outer_scrolled(ev.offset)
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
            self.draw_item(p)
        total = max(self.engine.content_size().height, 1.0)
        self.scrollbar.set(sy / total, min(1.0, (sy + HEIGHT) / total))

    def box(self, p: reorder.Presentation) -> tuple[float, float, float, float]:
        """Where an item is drawn on the canvas: its frame, scrolled, scaled about its centre."""
        x, y, w, h = p.frame
        cx, cy = x + w / 2 + MARGIN, y + h / 2 - self.scroll_y
        w, h = w * p.scale, h * p.scale
        return cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2

    def draw_item(self, p: reorder.Presentation) -> None:
        """One item where the engine shows it (box), its shadow under it
        while lifted, its label, the keyboard's focus dashed."""
        c = self.canvas
        x0, y0, x1, y1 = self.box(p)
        if p.lifted:
            dx, dy = p.shadow_offset
            c.create_rectangle(x0 + dx, y0 + dy, x1 + dx, y1 + dy, fill="#6b6b6b", outline="")
        c.create_rectangle(x0, y0, x1, y1, fill=self.fill(p), outline="#e63946" if p.lifted else "#666666",
                           width=3 if p.lifted else 1)
        self.draw_label(p, (x0, y0, x1, y1))
        if p.id == self.focused and not p.lifted:
            c.create_rectangle(x0 + 3, y0 + 3, x1 - 3, y1 - 3, outline="#1d3557", width=2, dash=(4, 2))

    def fill(self, p: reorder.Presentation) -> str:
        item = self.items[p.id]
        return seeds.LIFTED_COLOR if p.lifted else seeds.PINNED_COLOR if item.pinned else seeds.COLORS[item.color]

    def draw_label(self, p: reorder.Presentation, box: tuple[float, float, float, float]) -> None:
        """The title, centred; the grip on the left, when the page has one."""
        item, (x0, y0, x1, y1) = self.items[p.id], box
        if self.page.handle:
            self.canvas.create_text(x0 + GRIP / 2, (y0 + y1) / 2, text="☰", font=self.font)
        self.canvas.create_text((x0 + x1) / 2, (y0 + y1) / 2, text=item.title + ("\n(pinned)" if item.pinned else ""),
                                font=self.font, justify="center")

    def draw_headers(self, now: float) -> None:
        for s, section in enumerate(self.page.sections):
            if not section.title:
                continue
            top = self.engine.section_frame(s, now).y - self.scroll_y  # in step with its rows
            self.canvas.create_rectangle(MARGIN, top, self.width - MARGIN, top + HEADER, fill="#264653", outline="")
            self.canvas.create_text(MARGIN + 10, top + HEADER / 2, anchor="w", fill="white",
                                    text=section.title, font=self.font)
