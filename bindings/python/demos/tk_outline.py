"""The Tk demo's outline page: outline.py's nested to-do list, a PageView
whose engine lays it out as an outline (REORDER_LAYOUT_OUTLINE). A row is
dragged with its sub-items; the pointer's sideways offset indents or
outdents it; held over a group's middle it goes into that group (the group
is drawn as the target, and a collapsed one opens after a moment); held over
a task's middle it combines with it: the demo then makes a new group of the
two. A click on a group's triangle collapses or expands it, and so do Left
and Right on the focused group; Tab and Shift+Tab indent and outdent the
focused row (or the lifted one, as Left and Right do).

The page keeps the outline as a host does, a flat list of (item, depth)
that the engine's MOVE events edit, and prints, besides a PageView's lines:
`outline JSON` after a change, once nothing is lifted, `collapse outline
KEY` / `expand outline KEY` as a group closes or opens (a click, a key, or
a drag held over it), `combine outline KEY OTHER` at a combining drop.
"""

from __future__ import annotations

import tkinter as tk

import outline
import reorder
from reorder import EventType, Key, Layout, NotADragReason, Phase, Rule, Semantics, desktop_options
from tk_page import MARGIN, PageView, say

INDENT = 28.0  # one level
ROW = 36.0  # a row: the whole list fits the canvas
EXPANDER = 24.0  # the triangle's box, at a row's left
TARGET_COLOR = "#2a9d8f"  # the row a drop goes into or combines with


class OutlineView(PageView):
    """The to-do list; `rows` and `depths` are the host's copy of the outline."""

    KEYS = {**PageView.KEYS, "Tab": Key.INDENT, "ISO_Left_Tab": Key.OUTDENT}  # Shift+Tab on X
    ENGINE_KEYS = (*PageView.ENGINE_KEYS, Key.INDENT, Key.OUTDENT)

    def __init__(self, parent: tk.Misc, font: tuple[str, int]) -> None:
        self.rows: list[int] = []  # the host's outline: ids in order...
        self.depths: dict[int, int] = {}  # ...and their depths
        self.groups = 0  # groups made by combining
        self.pressed_at = (0.0, 0.0)
        self.printed = ""
        self.target: tuple[float, float, float, float] | None = None  # the target row's box, as drawn
        super().__init__(parent, outline.page(), font)

    def make_options(self) -> reorder.Options:
        return desktop_options(layout=Layout.OUTLINE, cross_extent=self.width - 2 * MARGIN, rule=Rule.MIDPOINT,
                               semantics=Semantics.SHIFT, item_spacing=0.0, outline_indent=INDENT,
                               combine_zone=0.5, combine_delay=0.3)  # combining is held for, not passed through

    def build(self) -> None:
        """One section; tasks take no children, so a drop onto one combines."""
        self.engine.insert_section(0)
        self.rows = outline.load(self.engine, ROW)
        self.items.update(zip(self.rows, outline.ITEMS))
        self.depths = dict(zip(self.rows, outline.DEPTHS))

    def line(self) -> str:
        return outline.line([(self.key_of(i), self.depths[i]) for i in self.rows])

    def print_line(self) -> None:
        self.printed = self.line()
        say(self.printed)

    def settled(self) -> None:
        """The outline line, once a change is over (a drag's many moves: at its drop)."""
        if self.engine.phase() in (Phase.IDLE, Phase.SETTLING) and self.line() != self.printed:
            self.print_line()

    def next_focus(self, key: Key) -> int | None:
        """Up and Down through the rows shown (a collapsed group's are not)."""
        shown = [i for i in self.rows if not self.engine.is_hidden(i)]
        at = shown.index(self.focused) if self.focused in shown else 0
        step = {Key.UP: -1, Key.DOWN: 1, Key.FIRST: -len(shown), Key.LAST: len(shown)}.get(key, 0)
        return shown[max(0, min(at + step, len(shown) - 1))] if shown else None

    def key(self, name: str) -> None:
        """Left and Right collapse and expand the focused group, as in a tree view."""
        key, f = self.KEYS.get(name), self.focused
        if (key in (Key.LEFT, Key.RIGHT) and f is not None and self.engine.phase() in (Phase.IDLE, Phase.SETTLING)
                and self.has_children(f) and self.engine.is_expanded(f) != (key == Key.RIGHT)):
            self.toggle(f)
        else:
            super().key(name)

    def has_children(self, id: int) -> bool:
        return self.engine.subtree_count(id) > 1

    # -- pointer and events ---------------------------------------------------
    def down(self, event: tk.Event) -> None:
        self.pressed_at = self.content(event)  # a tap on the triangle toggles
        super().down(event)

    def on_event(self, ev: reorder.Event) -> None:
        super().on_event(ev)
        if ev.type == EventType.MOVE and ev.id is not None:
            # A host's flat model: remove at from, insert at to, at the new depth.
            self.rows.insert(ev.to.item, self.rows.pop(ev.from_.item))
            self.depths[ev.id] = ev.depth
        if ev.type in (EventType.MOVE, EventType.DROP, EventType.CANCEL):
            self.canvas.after_idle(self.settled)
        elif ev.type == EventType.EXPAND:
            say(f"expand {outline.ID} {self.key_of(ev.id)}")
        elif ev.type == EventType.COMBINE and ev.id is not None:
            say(f"combine {outline.ID} {self.key_of(ev.id)} {self.key_of(ev.other)}")
            self.canvas.after_idle(self.combine, ev.id, ev.other)  # the engine is busy in here
        elif ev.type == EventType.NOT_A_DRAG and ev.reason == NotADragReason.TAP and ev.id is not None:
            f = self.engine.frame(ev.id)
            if self.has_children(ev.id) and f.x <= self.pressed_at[0] < f.x + EXPANDER:
                self.canvas.after_idle(self.toggle, ev.id)

    def toggle(self, id: int) -> None:
        e, expand = self.engine, not self.engine.is_expanded(id)
        e.set_expanded(id, expand)
        if self.focused is not None and e.is_hidden(self.focused):
            self.focused = id
        self.status.set(f"{self.items[id].title} {'expanded' if expand else 'collapsed'}")
        say(f"{'expand' if expand else 'collapse'} {outline.ID} {self.key_of(id)}")
        self.start_clock()

    def combine(self, id: int, other: int) -> None:
        """A task dropped onto a task: a new group, where `other` was, holding both."""
        e = self.engine
        self.groups += 1
        gid = max(self.items) + 1
        self.items[gid] = outline.group(self.groups)
        at = e.index_path(other)
        e.insert_item(gid, ROW, at)  # at other's depth (the item it goes before)
        e.set_label(gid, self.items[gid].title)
        self.rows.insert(at.item, gid)
        self.depths[gid] = self.depths[other]
        e.move_into(other, gid, 0)
        e.move_into(id, gid, 1)
        text = f"{self.items[other].title} and {self.items[id].title} are now in {self.items[gid].title}"
        self.status.set(text)
        say(f"say {outline.ID} {text}")
        self.start_clock()

    # -- drawing --------------------------------------------------------------
    def redraw(self, now: float | None = None) -> None:
        """The rows, then a ring around the target over them: the lifted row
        covers the target's fill as it is held over its middle."""
        self.target = None
        super().redraw(now)
        if self.target is not None:
            x0, y0, x1, y1 = self.target
            self.canvas.create_rectangle(x0 - 3, y0 - 3, x1 + 3, y1 + 3, outline=TARGET_COLOR, width=3)

    def draw_item(self, p: reorder.Presentation) -> None:
        if p.target:
            self.target = self.box(p)
        super().draw_item(p)

    def fill(self, p: reorder.Presentation) -> str:
        return TARGET_COLOR if p.target and not p.lifted else super().fill(p)

    def draw_label(self, p: reorder.Presentation, box: tuple[float, float, float, float]) -> None:
        """The title from the left (the frame is indented already), a group
        with children's triangle before it."""
        x0, y0, _, y1 = box
        cy = (y0 + y1) / 2
        if self.has_children(p.id):
            self.canvas.create_text(x0 + EXPANDER / 2, cy, text="▾" if self.engine.is_expanded(p.id) else "▸",
                                    font=self.font)
        self.canvas.create_text(x0 + EXPANDER + 4, cy, anchor="w", text=self.items[p.id].title, font=self.font,
                                fill="white" if p.target else "black")
