#!/usr/bin/env python3
"""libreorder Tk demo: a sectioned list with mixed row heights (left) and a
grid of channel titles with the first one pinned (right).

Everything is drawn from engine.presentation(viewport, t). Long-press (0.5 s)
a row or a cell, then drag; drag past the list's top/bottom edge to
auto-scroll it. A quick drag (no hold) scrolls the list instead. Escape
cancels a drag and puts everything back.

The keyboard reorders too, in the pane last clicked (Tab switches): the
arrow keys move the focus (the dashed outline), Space or Enter picks the
focused item up, the arrows, Home and End move it, Space or Enter drops it
and Escape cancels. q or the window's close button quits. Each drop is
printed to stdout; on close the final order of both engines is printed.

    python3 bindings/python/demos/tk_demo.py [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
import tkinter as tk

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import reorder  # noqa: E402
from reorder import (  # noqa: E402
    EventType,
    ItemFlags,
    Key,
    Layout,
    NotADragReason,
    Phase,
    Rect,
    Rule,
    desktop_options,
)

# Seed 000's tables: two sections under 28-unit headers, rows of mixed heights.
LIST_HEADER = 28.0
LIST_HEIGHTS = [44.0, 88.0, 30.0, 120.0, 60.0, 44.0]
LIST_SECTIONS = [18, 22]  # 40 rows
LIST_W, LIST_H = 380, 600
LIST_MARGIN = 12

GRID_COLUMNS = 4
# Seed 003's channel titles (the first 20).
TITLES = ["推荐", "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经",
          "热点", "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游"]
GRID_W, GRID_H = 370, 600

COLORS = ["#8ecae6", "#ffb703", "#a7c957", "#f4a261", "#cdb4db", "#90be6d"]
FRAME_MS = 16


def say(*parts: object) -> None:
    print(*parts, flush=True)


class Pane:
    """One canvas driven by one engine."""

    def __init__(self, app: "App", name: str, canvas: tk.Canvas, engine: reorder.Engine,
                 width: float, height: float, scrolls: bool) -> None:
        self.app, self.name, self.canvas, self.engine = app, name, canvas, engine
        self.width, self.height, self.scrolls = width, height, scrolls
        self.scroll_y = 0.0
        self.mx = 0.0  # left margin of the content in the canvas
        self.labels: dict[int, str] = {}
        self.colors: dict[int, str] = {}
        self.headers: list[str] = []
        self.panning: tuple[float, float] | None = None  # (pointer y, scroll y)
        self.pressed = False
        self.last_y = 0.0
        self.running = False
        self.focused = 1  # the item the keyboard acts on
        engine.set_viewport(self.viewport())
        engine.on_event(self.on_event)
        canvas.bind("<ButtonPress-1>", self.down)
        canvas.bind("<B1-Motion>", self.move)
        canvas.bind("<ButtonRelease-1>", self.up)
        if scrolls:
            canvas.bind("<Button-4>", lambda e: self.scroll_by(-60))
            canvas.bind("<Button-5>", lambda e: self.scroll_by(60))
            canvas.bind("<MouseWheel>", lambda e: self.scroll_by(-e.delta))

    # -- geometry -----------------------------------------------------------
    def viewport(self) -> Rect:
        return Rect(0.0, self.scroll_y, self.width - 2 * self.mx, self.height)

    def max_scroll(self) -> float:
        return max(0.0, self.engine.content_size().height - self.height)

    def scroll_to(self, y: float) -> None:
        self.scroll_y = min(max(0.0, y), self.max_scroll())
        self.engine.set_viewport(self.viewport())
        self.redraw()

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll_y + dy)

    def content(self, event: tk.Event) -> tuple[float, float]:
        return (float(event.x) - self.mx, float(event.y) + self.scroll_y)

    # -- input ----------------------------------------------------------------
    def down(self, event: tk.Event) -> None:
        self.app.active = self
        self.pressed, self.panning = True, None
        self.engine.pointer_down(self.content(event), time.monotonic())
        self.start_clock()

    def move(self, event: tk.Event) -> None:
        if self.panning is not None:  # a quick drag scrolls the list
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

    # -- keyboard ---------------------------------------------------------------
    KEYS = {"Up": Key.UP, "Down": Key.DOWN, "Left": Key.LEFT, "Right": Key.RIGHT,
            "Home": Key.FIRST, "End": Key.LAST, "space": Key.PICK_UP_OR_DROP,
            "Return": Key.PICK_UP_OR_DROP, "Escape": Key.CANCEL}

    def key(self, name: str) -> None:
        """A key for this pane: the engine's while something is lifted (or to
        pick up and to cancel), else a focus move through the items."""
        key = self.KEYS.get(name)
        if key is None:
            return
        e = self.engine
        if e.phase() in (Phase.PRESSING, Phase.DRAGGING) or key in (Key.PICK_UP_OR_DROP, Key.CANCEL):
            e.key(key, self.focused, time.monotonic())
        else:
            row = GRID_COLUMNS if self.name == "grid" else 1
            self.focused = reorder.next_focus(e, self.focused, key, row) or self.focused
        self.scroll_into_view(self.focused)
        self.start_clock()

    def scroll_into_view(self, item: int) -> None:
        if not self.scrolls:
            return
        f = self.engine.frame(item)
        if f.y < self.scroll_y:
            self.scroll_to(f.y - LIST_HEADER)
        elif f.y + f.height > self.scroll_y + self.height:
            self.scroll_to(f.y + f.height - self.height)

    def on_event(self, ev: reorder.Event) -> None:
        if ev.type == EventType.DROP:
            f, t = ev.from_, ev.to
            say(f"drop {self.name} id={ev.id} ({self.labels.get(ev.id or 0, '')}) "
                f"from={f.section},{f.item} to={t.section},{t.item}")
        elif ev.type == EventType.LIFT:
            say(f"lift {self.name} id={ev.id}")
        elif ev.type == EventType.CANCEL:
            say(f"cancel {self.name} id={ev.id}")
        elif ev.type == EventType.NOT_A_DRAG:
            reason = ev.reason.name if isinstance(ev.reason, NotADragReason) else ev.reason
            say(f"not-a-drag {self.name} id={ev.id} reason={reason}")
            if ev.reason == NotADragReason.TAP and ev.id is not None:
                self.focused = ev.id  # a tap focuses the item for the keyboard
            if ev.reason == NotADragReason.MOVED and self.scrolls and self.pressed:
                self.panning = (self.last_y, self.scroll_y)
        elif ev.type == EventType.SCROLL and ev.offset is not None:
            self.scroll_y = ev.offset.y
        elif ev.type == EventType.ANNOUNCEMENT and ev.text:
            self.app.status.set(ev.text)

    # -- frame clock ------------------------------------------------------------
    def start_clock(self) -> None:
        self.redraw()
        if not self.running:
            self.running = True
            self.canvas.after(FRAME_MS, self.frame)

    def frame(self) -> None:
        now = time.monotonic()
        self.engine.tick(now)
        self.redraw(now)
        if self.engine.is_animating(now) or self.engine.phase() != reorder.Phase.IDLE:
            self.canvas.after(FRAME_MS, self.frame)
        else:
            self.running = False

    # -- drawing ------------------------------------------------------------------
    def redraw(self, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        c, sy = self.canvas, self.scroll_y
        c.delete("all")
        self.draw_headers(sy)
        for p in self.engine.presentation(self.viewport(), now):  # lowest z first
            x, y, w, h = p.frame
            cx, cy = x + w / 2 + self.mx, y + h / 2 - sy
            w, h = w * p.scale, h * p.scale  # scale about the centre
            x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
            if p.lifted:
                dx, dy = p.shadow_offset
                c.create_rectangle(x0 + dx, y0 + dy, x1 + dx, y1 + dy, fill="#6b6b6b", outline="")
            fill = self.colors.get(p.id, "#dddddd")
            c.create_rectangle(x0, y0, x1, y1, fill=fill if not p.lifted else "#ffe8a3",
                               outline="#e63946" if p.lifted else "#666666", width=3 if p.lifted else 1)
            c.create_text(cx, cy, text=self.labels.get(p.id, str(p.id)), font=self.app.font)
            if p.id == self.focused and self.app.active is self and not p.lifted:
                c.create_rectangle(x0 + 3, y0 + 3, x1 - 3, y1 - 3, outline="#1d3557", width=2,
                                   dash=(4, 2))
        if self.scrolls:
            total = max(self.engine.content_size().height, 1.0)
            self.app.scrollbar.set(sy / total, min(1.0, (sy + self.height) / total))

    def draw_headers(self, sy: float) -> None:
        e = self.engine
        y_end = 0.0
        for s, title in enumerate(self.headers):
            n = e.item_count(s)
            top = e.frame(e.item_id((s, 0))).y - LIST_HEADER if n else y_end
            if n:
                last = e.frame(e.item_id((s, n - 1)))
                y_end = last.y + last.height
            else:
                y_end = top + LIST_HEADER
            self.canvas.create_rectangle(self.mx, top - sy, self.width - self.mx, top + LIST_HEADER - sy,
                                         fill="#264653", outline="")
            self.canvas.create_text(self.mx + 10, top + LIST_HEADER / 2 - sy, anchor="w", fill="white",
                                    text=f"{title} ({n} rows)", font=self.app.font)


class App:
    def __init__(self, exit_after: float | None) -> None:
        self.root = tk.Tk()
        self.root.title("libreorder Tk demo")
        self.closed = False
        self.font = ("Helvetica", 12)
        self.active: Pane | None = None  # the pane the keyboard acts on
        self.status = tk.StringVar(value="Long-press a row or a channel, then drag.")

        lc = tk.Canvas(self.root, width=LIST_W, height=LIST_H, bg="white", highlightthickness=0)
        self.scrollbar = tk.Scrollbar(self.root, orient="vertical", command=self.on_scrollbar)
        gc = tk.Canvas(self.root, width=GRID_W, height=GRID_H, bg="#f7f7f7", highlightthickness=0)
        lc.grid(row=0, column=0, padx=(10, 0), pady=10)
        self.scrollbar.grid(row=0, column=1, sticky="ns", pady=10)
        gc.grid(row=0, column=2, padx=10, pady=10)
        tk.Label(self.root, textvariable=self.status, anchor="w").grid(
            row=1, column=0, columnspan=3, sticky="we", padx=10, pady=(0, 8))

        # The list: two sections, mixed heights.
        le = reorder.Engine(desktop_options(cross_extent=LIST_W - 2 * LIST_MARGIN))
        self.list = Pane(self, "list", lc, le, LIST_W, LIST_H, scrolls=True)
        self.list.mx = LIST_MARGIN  # room for the lifted row's (-5, 0) shadow
        self.list.headers = ["Section A", "Section B"]
        next_id = 1
        for s, n in enumerate(LIST_SECTIONS):
            le.insert_section(s, header=LIST_HEADER)
            ids = list(range(next_id, next_id + n))
            sizes = [LIST_HEIGHTS[(i - 1) % len(LIST_HEIGHTS)] for i in ids]
            le.load_section(s, ids, sizes)
            for i, h in zip(ids, sizes):
                self.list.labels[i] = f"Row {i}  ({h:g})"
                self.list.colors[i] = COLORS[(i - 1) % len(COLORS)]
                le.set_label(i, f"Row {i}")
            next_id += n
        le.set_viewport(self.list.viewport())

        # The grid: 4 columns, spacing and insets 10, the first cell pinned.
        ge = reorder.Engine(desktop_options(layout=Layout.GRID, cross_extent=GRID_W, grid_columns=GRID_COLUMNS,
                                    item_spacing=10, line_spacing=10, rule=Rule.CENTER,
                                    insets=Rect(10, 10, 10, 10)))
        self.grid = Pane(self, "grid", gc, ge, GRID_W, GRID_H, scrolls=False)
        ge.insert_section(0)
        gids = list(range(1, len(TITLES) + 1))
        flags = [int(ItemFlags.PINNED)] + [int(ItemFlags.DEFAULT)] * (len(gids) - 1)
        ge.load_section(0, gids, [80.0] * len(gids), flags)
        for i, title in zip(gids, TITLES):
            self.grid.labels[i] = title if i > 1 else f"{title}\n(pinned)"
            self.grid.colors[i] = "#bbbbbb" if i == 1 else "#e9c46a"
            ge.set_label(i, title)
        ge.set_viewport(self.grid.viewport())

        self.active = self.list
        self.root.protocol("WM_DELETE_WINDOW", self.close)
        # Escape cancels (Pane.key); quitting is q or the close button.
        self.root.bind("<KeyPress>", self.on_key)
        self.root.bind("<Tab>", self.next_pane)
        self.list.redraw()
        self.grid.redraw()
        self.root.update()
        for pane in (self.list, self.grid):
            c = pane.canvas
            say(f"ready {pane.name} x={c.winfo_rootx()} y={c.winfo_rooty()} "
                f"w={c.winfo_width()} h={c.winfo_height()}")
        say(f"ready display={os.environ.get('DISPLAY', '')} pid={os.getpid()}")
        self.print_layout()
        # SIGTERM/SIGINT close the window like the close button (orders printed).
        for sig in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sig, lambda *_: self.root.after_idle(self.close))
        self._poll_signals()
        if exit_after is not None:
            self.root.after(int(exit_after * 1000), self.close)

    def on_key(self, event: tk.Event) -> None:
        if event.keysym in ("q", "Q"):
            self.close()
        elif event.keysym == "Escape":
            # Cancels a drag wherever it is, pointer or keyboard.
            for pane in (self.list, self.grid):
                if pane.engine.phase() in (Phase.PRESSING, Phase.DRAGGING):
                    pane.key("Escape")
        elif self.active is not None:
            self.active.key(event.keysym)

    def next_pane(self, event: tk.Event) -> str:
        self.active = self.grid if self.active is self.list else self.list
        for pane in (self.list, self.grid):
            pane.redraw()
        return "break"  # not Tk's own focus traversal

    def _poll_signals(self) -> None:
        # Python runs signal handlers only between bytecodes: wake up often.
        self.root.after(100, self._poll_signals)

    def print_layout(self) -> None:
        """The list rows' resting frames (content space), for tests."""
        e = self.list.engine
        rows = []
        for s in range(e.section_count()):
            for i in range(e.item_count(s)):
                rid = e.item_id((s, i))
                f = e.frame(rid)
                rows.append(f"{rid}:{f.y:g}:{f.height:g}")
        say("layout list " + " ".join(rows))

    def on_scrollbar(self, *args: str) -> None:
        if args[0] == "moveto":
            self.list.scroll_to(float(args[1]) * self.list.engine.content_size().height)
        elif args[0] == "scroll":
            step = self.list.height * 0.9 if args[2] == "pages" else 40
            self.list.scroll_by(int(args[1]) * step)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        for pane in (self.list, self.grid):
            e = pane.engine
            order = [e.export(s) for s in range(e.section_count())]
            say(f"final {pane.name} {order}")
        self.root.destroy()

    def run(self) -> None:
        self.root.mainloop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS",
                    help="close the window (printing the final orders) after SECONDS")
    args = ap.parse_args()
    App(args.exit_after).run()


if __name__ == "__main__":
    main()
