#!/usr/bin/env python3
"""libreorder terminal demo: a reorderable list in sections (stdlib curses),
or with --outline a nested to-do list (terminal_outline.py).

Mouse (terminals that report motion): long-press a row, drag it, release.
Dragging past the top or bottom rows auto-scrolls; the wheel scrolls.
Keyboard: Up/Down move the focus; Space picks up the focused row, Up/Down
move it, Space drops it; Escape cancels; q quits. Announcements appear in
the status line. The final order is printed to stdout on exit.

The outline: a group shows "-" (expanded) or "+" (collapsed) before its
title, and Left/Right collapse and expand the focused group; a lifted row
carries its sub-items, and Left/Right (or Tab/Shift+Tab) move it a level
out or in; Tab/Shift+Tab also indent and outdent the focused row. The
final outline is printed indented, two spaces a level.

Everything on screen comes from the engine: rows are drawn from
engine.presentation(viewport, t), one terminal row per unit of content,
indented as the engine lays them out.

    python3 bindings/python/demos/terminal_demo.py [--outline]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Callable

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..", "seeds")]

import curses  # noqa: E402

import reorder  # noqa: E402
from reorder import EventType, Key, Phase  # noqa: E402

# The seed's mail folders and tags, plus enough smart folders to scroll.
SECTIONS: list[tuple[str, list[str]]] = [
    (
        "Mailboxes",
        ["Inbox", "Drafts", "Sent", "Archive", "Spam", "Outbox", "Notes", "Later",
         "Trash", "Scheduled", "Snoozed", "Important", "All Mail", "Junk"],
    ),
    (
        "Tags",
        ["Work", "Travel", "Receipts", "Family", "Starred", "Friends", "Bills",
         "Projects", "Reading", "Health", "School", "Newsletters", "Follow up"],
    ),
    (
        "Smart folders",
        ["Unread", "Flagged", "Attachments", "Today", "This week", "From VIPs",
         "Large mail", "Muted", "Mentions", "Calendar", "Shipping", "Old mail"],
    ),
]

HEADER = 1.0  # header rows per section
SPACING = 1.0  # blank rows between sections
MIN_W, MIN_H = 24, 8
TITLE = " libreorder demo -- long-press+drag, or Space/arrows; Esc cancels; q quits "


class Demo:
    # Keys that move a keyboard-lifted row.
    LIFTED_KEYS = {
        curses.KEY_UP: Key.UP, curses.KEY_DOWN: Key.DOWN,
        curses.KEY_HOME: Key.FIRST, curses.KEY_END: Key.LAST,
        curses.KEY_LEFT: Key.PREVIOUS, curses.KEY_RIGHT: Key.NEXT,
    }

    def __init__(self) -> None:
        self.labels: dict[int, str] = {}
        self.sections: list[str] = []
        self.status = "Focus a row with the arrows; Space picks it up."
        self.offset = 0.0  # scroll offset (the viewport's origin y)
        self.width = 80
        self.rows = 20  # visible list rows
        self.focus: int | None = None
        self.pointer_down = False
        self.pending: list[reorder.Event] = []
        self.engine = reorder.Engine(self.options(80))
        self.engine.on_event(self.pending.append)
        self.build()
        self.focus = self.engine.item_id((0, 0))

    def build(self) -> None:
        """The sections and their items."""
        next_id = 1
        for s, (title, names) in enumerate(SECTIONS):
            self.sections.append(title)
            self.engine.insert_section(s, header=HEADER)
            ids = list(range(next_id, next_id + len(names)))
            next_id += 100
            self.engine.load_section(s, ids, [1.0] * len(ids))
            for i, name in zip(ids, names):
                self.labels[i] = name
                self.engine.set_label(i, name)

    # -- engine set-up ---------------------------------------------------------

    def options(self, width: int) -> reorder.Options:
        # One unit = one terminal cell, so the pixel-sized defaults shrink.
        return reorder.Options(
            cross_extent=float(max(width, 1)),
            section_spacing=SPACING,
            long_press_delay=0.4,
            long_press_tolerance=1.0,
            drag_distance=1.0,
            autoscroll_zone=2.0,
            autoscroll_max_speed=25.0,
            shadow_offset=reorder.Point(0.0, 0.0),
        )

    def resize(self, height: int, width: int, now: float) -> None:
        self.width = width
        self.rows = max(height - 2, 1)  # title line + status line
        if self.engine.phase() != Phase.IDLE:
            self.engine.cancel_drag(now)
            self.pointer_down = False
            self.drain()
        try:
            self.engine.configure(self.options(width))
        except reorder.ReorderError as exc:  # still settling: keep the old width
            self.status = f"(resize: {exc})"
        self.clamp_offset()
        self.set_viewport()

    def set_viewport(self) -> None:
        self.engine.set_viewport((0.0, self.offset, float(self.width), float(self.rows)))

    def content_height(self) -> float:
        return self.engine.content_size().height

    def clamp_offset(self) -> None:
        top = max(self.content_height() - self.rows, 0.0)
        self.offset = min(max(self.offset, 0.0), top)

    def header_positions(self) -> list[float]:
        """Content y of each section header (current counts; no displacement)."""
        ys, y = [], 0.0
        for s in range(self.engine.section_count()):
            if s:
                y += SPACING
            ys.append(y)
            y += HEADER + self.engine.item_count(s)
        return ys

    # -- events ----------------------------------------------------------------

    def drain(self) -> None:
        while self.pending:
            ev = self.pending.pop(0)
            if ev.type == EventType.ANNOUNCEMENT and ev.text:
                self.status = ev.text
            elif ev.type == EventType.SCROLL and ev.offset is not None:
                self.offset = ev.offset.y
            elif ev.type in (EventType.LIFT, EventType.DROP) and ev.id is not None:
                self.focus = ev.id

    # -- input -----------------------------------------------------------------

    def order(self) -> list[int]:
        out: list[int] = []
        for s in range(self.engine.section_count()):
            out.extend(self.engine.export(s))
        return out

    def reveal(self, id_: int) -> None:
        """Scrolls so that item id_ is visible (when idle or keyboard-lifted)."""
        try:
            f = self.engine.frame(id_)
        except reorder.ReorderError:
            return
        old = self.offset
        if f.y < self.offset + 1:
            self.offset = f.y - 1 if f.y > 1 else 0.0
        elif f.y + f.height > self.offset + self.rows - 1:
            self.offset = f.y + f.height - self.rows + 1
        self.clamp_offset()
        if self.offset != old:
            self.set_viewport()

    def focusable(self) -> list[int]:
        """The rows the arrows move the focus through, in order."""
        return self.order()

    def move_focus(self, step: int) -> None:
        ids = self.focusable()
        if not ids:
            return
        if self.focus not in ids:
            self.focus = ids[0]
        else:
            i = ids.index(self.focus) + step
            self.focus = ids[max(0, min(i, len(ids) - 1))]
        self.reveal(self.focus)

    def on_key(self, ch: int, now: float) -> bool:
        """Returns False to quit."""
        e = self.engine
        phase = e.phase()
        lifted = phase in (Phase.DRAGGING, Phase.PRESSING)
        if ch in (ord("q"), ord("Q")):
            return False
        if ch == 27:  # Escape
            e.key(Key.CANCEL, self.focus, now)
            self.pointer_down = False
        elif ch in (ord(" "), 10, 13, curses.KEY_ENTER):
            if self.focus is not None and not self.pointer_down:
                e.key(Key.PICK_UP_OR_DROP, self.focus, now)
        elif ch in self.LIFTED_KEYS:
            if lifted and not self.pointer_down:
                e.key(self.LIFTED_KEYS[ch], self.focus, now)
            elif not lifted:
                if ch in (curses.KEY_UP, curses.KEY_LEFT):
                    self.move_focus(-1)
                elif ch in (curses.KEY_DOWN, curses.KEY_RIGHT):
                    self.move_focus(1)
                elif ch == curses.KEY_HOME:
                    self.move_focus(-10**6)
                elif ch == curses.KEY_END:  # not a lifted-only key (the outline's Tab)
                    self.move_focus(10**6)
        elif ch == curses.KEY_PPAGE and not lifted:
            self.scroll_by(-self.rows + 1)
        elif ch == curses.KEY_NPAGE and not lifted:
            self.scroll_by(self.rows - 1)
        elif ch == ord("u") and phase == Phase.IDLE:
            try:
                e.undo()
            except reorder.ReorderError:
                pass
        self.drain()
        if self.focus is not None and ch != 27 and not self.pointer_down:
            self.reveal(self.focus)
        return True

    def scroll_by(self, rows: float) -> None:
        self.offset += rows
        self.clamp_offset()
        self.set_viewport()

    def to_content(self, mx: int, my: int) -> tuple[float, float]:
        return (mx + 0.5, (my - 1) + self.offset + 0.5)

    def on_mouse(self, now: float) -> None:
        try:
            _, mx, my, _, bstate = curses.getmouse()
        except curses.error:
            return
        e = self.engine
        p = self.to_content(mx, my)
        wheel_up = getattr(curses, "BUTTON4_PRESSED", 0)
        wheel_down = getattr(curses, "BUTTON5_PRESSED", 0x200000)
        if bstate & curses.BUTTON1_PRESSED:
            if not self.pointer_down and 1 <= my <= self.rows:
                self.pointer_down = True
                hit = e.hit_test(p)
                if hit.kind == reorder.HitKind.ITEM:
                    try:
                        self.focus = e.item_id(hit.path)
                    except reorder.ReorderError:
                        pass
                e.pointer_down(p, now)
        elif bstate & (curses.BUTTON1_RELEASED | curses.BUTTON1_CLICKED):
            if self.pointer_down:
                e.pointer_up(p, now)
                self.pointer_down = False
        elif wheel_up and bstate & wheel_up and not self.pointer_down:
            self.scroll_by(-3)
        elif wheel_down and bstate & wheel_down and not self.pointer_down:
            self.scroll_by(3)
        elif self.pointer_down:  # motion (REPORT_MOUSE_POSITION)
            e.pointer_move(p, now)
        self.drain()

    # -- drawing ---------------------------------------------------------------

    def draw(self, scr: "curses.window", now: float) -> None:
        h, w = scr.getmaxyx()
        scr.erase()
        if h < MIN_H or w < MIN_W:
            msg = [f"Terminal too small: {w}x{h}", f"need {MIN_W}x{MIN_H}", "q quits"]
            for i, line in enumerate(msg[: h]):
                try:
                    scr.addnstr(i, 0, line, max(w - 1, 1))
                except curses.error:
                    pass
            scr.refresh()
            return
        put = self._put(scr, h, w)
        put(0, TITLE.center(w - 1, "-")[: w - 1], curses.A_BOLD)
        for s, y in enumerate(self.header_positions()):
            sy = 1 + int(round(y - self.offset))
            if 1 <= sy <= self.rows:
                title = self.sections[s] if s < len(self.sections) else f"Section {s + 1}"
                put(sy, f" {title.upper()} ({self.engine.item_count(s)})", curses.A_BOLD | curses.A_UNDERLINE)
        view = (0.0, self.offset, float(self.width), float(self.rows))
        lifted_row: tuple[int, str] | None = None
        for p in self.engine.presentation(view, now):
            sy = 1 + int(round(p.frame.y - self.offset))
            if not 1 <= sy <= self.rows:
                continue
            label = self.text(p)
            marker = ">" if p.id == self.focus else " "
            text = f" {marker} {label}"
            if p.lifted:
                lifted_row = (sy, f" = {label}  (moving)")
                continue
            attr = curses.A_STANDOUT if p.id == self.focus and self.engine.phase() == Phase.IDLE else 0
            if p.target:  # the row a drop goes into or combines with
                attr |= curses.A_UNDERLINE | curses.A_BOLD
            put(sy, text, attr)
        if lifted_row is not None:  # drawn last: on top
            put(lifted_row[0], lifted_row[1].ljust(w - 1), curses.A_REVERSE | curses.A_BOLD)
        # scroll position on the right edge
        total = max(self.content_height(), 1.0)
        if total > self.rows:
            pos = 1 + int((self.offset / max(total - self.rows, 1.0)) * (self.rows - 1))
            put_at = min(max(pos, 1), self.rows)
            try:
                scr.addstr(put_at, w - 1, "#")
            except curses.error:
                pass
        put(h - 1, (" " + self.status).ljust(w - 1), curses.A_REVERSE)
        scr.refresh()

    def text(self, p: reorder.Presentation) -> str:
        """What a row shows."""
        return self.labels.get(p.id, f"item {p.id}")

    def final_lines(self) -> list[str]:
        """What the demo prints on exit."""
        lines = ["Final order:"]
        for s in range(self.engine.section_count()):
            names = [self.labels.get(i, f"item {i}") for i in self.engine.export(s)]
            lines.append(f"{self.sections[s]}: {', '.join(names)}")
        return lines

    @staticmethod
    def _put(scr: "curses.window", h: int, w: int) -> Callable[[int, str, int], None]:
        def put(y: int, text: str, attr: int = 0) -> None:
            if 0 <= y < h:
                try:
                    scr.addnstr(y, 0, text, w - 1, attr)
                except curses.error:
                    pass

        return put


def run(scr: "curses.window", demo: Demo) -> None:
    try:
        curses.curs_set(0)
    except curses.error:
        pass
    scr.keypad(True)
    scr.timeout(33)  # ~30 Hz frames
    curses.mouseinterval(0)
    curses.mousemask(curses.ALL_MOUSE_EVENTS | curses.REPORT_MOUSE_POSITION)
    sys.stdout.write("\033[?1003h")  # any-motion mouse tracking
    sys.stdout.flush()
    try:
        h, w = scr.getmaxyx()
        demo.resize(h, w, time.monotonic())
        while True:
            now = time.monotonic()
            demo.engine.tick(now)
            demo.drain()
            demo.draw(scr, now)
            ch = scr.getch()
            now = time.monotonic()
            if ch == -1:
                continue
            if ch == curses.KEY_RESIZE:
                h, w = scr.getmaxyx()
                demo.resize(h, w, now)
            elif ch == curses.KEY_MOUSE:
                demo.on_mouse(now)
            elif not demo.on_key(ch, now):
                break
    finally:
        sys.stdout.write("\033[?1003l")
        sys.stdout.flush()


def main() -> int:
    os.environ.setdefault("ESCDELAY", "25")  # Escape without a 1 s wait
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--outline", action="store_true", help="the nested to-do list (the outline layout)")
    args = ap.parse_args()
    if not sys.stdin.isatty():
        print("terminal_demo: needs a terminal (stdin is not a tty)", file=sys.stderr)
        return 2
    if args.outline:
        from terminal_outline import OutlineDemo  # it builds on Demo, from here

        demo: Demo = OutlineDemo()
    else:
        demo = Demo()
    # stdout may be redirected (`terminal_demo.py > order.txt`): curses then
    # draws on the terminal, and only the final order goes to the file.
    saved = None
    if not sys.stdout.isatty():
        sys.stdout.flush()
        saved = os.dup(1)
        tty = os.open("/dev/tty", os.O_RDWR)
        os.dup2(tty, 1)
        os.close(tty)
    try:
        curses.wrapper(run, demo)  # endwin() runs before we print below
    except KeyboardInterrupt:
        pass
    finally:
        if saved is not None:
            sys.stdout.flush()
            os.dup2(saved, 1)
            os.close(saved)
    print("\n".join(demo.final_lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
