#!/usr/bin/env python3
"""libreorder Tk demo: the four seed pages of bindings/seeds/seeds.json, a
board and a page of tags, one ttk.Notebook tab each, each a canvas driven by
one engine (a page: tk_page.py; the board: tk_board.py; the tags: tk_tags.py).

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
       cards along (--rtl: the columns right to left); a card held near
       the board's left or right edge scrolls it sideways
  tags  three dozen chips of their own widths (tags.py) in a flow layout,
       wrapping from line to line: a chip is dragged onto any line; a
       switch turns them right to left (--rtl: from the start), a chooser
       aligns the lines (start, center, justify)
  outline  a nested to-do list (outline.py): a row is dragged with its
       sub-items, sideways to indent or outdent it, into a group held over
       its middle, onto a task to make a new group of the two; a click on
       a group's triangle collapses or expands it

Everything is drawn from engine.presentation(viewport, t). Long-press
(0.5 s) an item, then drag; drag to the top or bottom edge to auto-scroll.
A quick drag (no hold), or a press the engine does not lift (off the grip,
on a pinned cell), scrolls instead; so does the wheel. The status line under
each page shows its hint, then the engine's announcements.

The keyboard reorders on the page shown (Control-Tab switches pages): the
arrow keys move the focus (the dashed outline), Space or Enter picks the
focused item up, the arrows, Home and End move it, Space or Enter drops it
and Escape cancels a drag (pointer or keyboard); on the outline, Tab and
Shift+Tab indent and outdent the focused or lifted row; q or the window's close
button quits. Each event is printed to stdout, items named by their seeds
key (the board: `board JSON ...`, its columns' cards in the columns' order,
at start and after each change; `columns JSON`, their titles, at start and
after a column moves; `scroll board x=N`, its sideways scroll offset,
whenever it changes; the tags: `tags JSON` at start and after each drop; the outline: `outline
JSON`, [key, depth] pairs, at start and after each change);
on close the final order of every page is printed.

    python3 bindings/python/demos/tk_demo.py [--page 000|001|003|004|board|tags|outline] [--rtl] [--width PIXELS]
                                             [--exit-after SECONDS]
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
import tkinter as tk
from tkinter import ttk

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, ".."), os.path.join(HERE, "..", "..", "seeds")]

import board  # noqa: E402
import outline  # noqa: E402
import seeds  # noqa: E402
import tags  # noqa: E402
from reorder import Phase  # noqa: E402
from tk_board import BoardPage  # noqa: E402
from tk_outline import OutlineView  # noqa: E402
from tk_page import MARGIN, PageView, say  # noqa: E402
from tk_tags import TagsView  # noqa: E402


class App:
    def __init__(self, first: str, exit_after: float | None, rtl: bool = False, width: int | None = None) -> None:
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
        self.tags = TagsView(self.tabs, font, rtl)
        self.tabs.add(self.tags.frame, text="Tags", padding=6)
        self.pages[tags.ID] = self.tags
        self.outline = OutlineView(self.tabs, font)
        self.tabs.add(self.outline.frame, text="Outline", padding=6)
        self.pages[outline.ID] = self.outline
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
        if width is not None:  # the pages are cut to it; the board's strip scrolls
            self.root.update_idletasks()
            self.root.geometry(f"{width}x{self.root.winfo_reqheight()}")
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

    def on_key(self, event: tk.Event) -> str | None:
        if event.keysym in ("q", "Q"):
            self.close()
            return None
        view = self.current()  # Escape included: it cancels a drag, it does not quit
        view.key(event.keysym)
        # A page's own key is not Tk's too: Tab on the outline does not move the focus.
        return "break" if event.keysym in view.KEYS else None

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
            s = self.board.strip  # the strip the columns scroll in, and how far it scrolls
            say(f"area {views[0].page.id} x={s.winfo_rootx() - x} y={s.winfo_rooty() - y} "
                f"w={s.winfo_width()} h={s.winfo_height()} max={round(self.board.max_scroll())}")
        if views[0] is self.tags:  # the switch and the chooser
            say(self.tags.controls_line())
        say(board.columns_line(self.board.titles()))
        self.board.print_line()
        self.tags.print_line()
        self.outline.print_line()
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
    ap.add_argument("--page", choices=[*seeds.PAGES, board.ID, tags.ID, outline.ID], default=next(iter(seeds.PAGES)),
                    help="the page to open on")
    ap.add_argument("--exit-after", type=float, default=None, metavar="SECONDS",
                    help="close the window (printing the final orders) after SECONDS")
    ap.add_argument("--rtl", action="store_true", help="the board's columns and the tags right to left")
    ap.add_argument("--width", type=int, default=None, metavar="PIXELS",
                    help="the window's width (narrower, the board shows fewer columns)")
    args = ap.parse_args()
    App(args.page, args.exit_after, args.rtl, args.width).run()


if __name__ == "__main__":
    main()
