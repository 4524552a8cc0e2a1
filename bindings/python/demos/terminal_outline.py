"""The terminal demo's outline (terminal_demo.py --outline): outline.py's
to-do list in one section of an outline engine, driven by the keyboard or
the mouse, a group made when two tasks combine."""

from __future__ import annotations

import dataclasses

import curses

import outline
import reorder
from reorder import EventType, Key, Layout, Phase
from terminal_demo import HEADER, Demo


class OutlineDemo(Demo):
    """outline.py's to-do list in one section, laid out as an outline, two
    cells of indentation a level."""

    LIFTED_KEYS = {**Demo.LIFTED_KEYS, curses.KEY_LEFT: Key.OUTDENT, curses.KEY_RIGHT: Key.INDENT,
                   9: Key.INDENT, curses.KEY_BTAB: Key.OUTDENT}  # 9: Tab

    def options(self, width: int) -> reorder.Options:
        # Tasks combine: a step (or a held pointer) over one stops there first.
        return dataclasses.replace(super().options(width), layout=Layout.OUTLINE, item_spacing=0.0,
                                   outline_indent=2.0, combine_zone=0.5, combine_delay=0.3)

    def build(self) -> None:
        """One section: outline.py's to-do list."""
        self.groups = 0
        self.sections.append("To do")
        self.engine.insert_section(0, header=HEADER)
        self.labels.update((i, item.title) for i, item in zip(outline.load(self.engine, 1.0), outline.ITEMS))

    def drain(self) -> None:
        """As a host does, after the call that combined: the combining."""
        combined = [(ev.id, ev.other) for ev in self.pending if ev.type == EventType.COMBINE and ev.id is not None]
        super().drain()
        for id, other in combined:
            text = self.combine(id, other)
            super().drain()
            self.status = text  # over the moves' announcements

    def combine(self, id: int, other: int) -> str:
        """A task dropped onto a task: a new group, where `other` was, holding both; what happened."""
        e = self.engine
        self.groups += 1
        gid = max(self.labels) + 1
        title = outline.group(self.groups).title
        e.insert_item(gid, 1.0, e.index_path(other))  # at other's depth (the item it goes before)
        e.set_label(gid, title)
        self.labels[gid] = title
        e.move_into(other, gid, 0)
        e.move_into(id, gid, 1)
        return f"{self.labels[other]} and {self.labels[id]} are now in {title}"

    def focusable(self) -> list[int]:
        return [i for i in self.order() if not self.engine.is_hidden(i)]

    def on_key(self, ch: int, now: float) -> bool:
        e, focus = self.engine, self.focus
        if focus is not None and e.phase() in (Phase.IDLE, Phase.SETTLING):  # nothing lifted
            if ch in (9, curses.KEY_BTAB):  # the focused row, with its sub-items, a level in or out
                e.key(self.LIFTED_KEYS[ch], focus, now)
                self.drain()
                return True
            if ch in (curses.KEY_LEFT, curses.KEY_RIGHT) and e.subtree_count(focus) > 1:
                e.set_expanded(focus, ch == curses.KEY_RIGHT)
                self.status = f"{self.labels[focus]} {'expanded' if ch == curses.KEY_RIGHT else 'collapsed'}"
                return True
        return super().on_key(ch, now)

    def text(self, p: reorder.Presentation) -> str:
        """The title at its indentation (the frame's), a group's expander before it."""
        mark = " "
        if self.engine.subtree_count(p.id) > 1:
            mark = "-" if self.engine.is_expanded(p.id) else "+"
        return " " * int(p.frame.x) + f"{mark} {self.labels[p.id]}"

    def final_lines(self) -> list[str]:
        return ["Final outline:", *("  " * self.engine.depth(i) + self.labels[i] for i in self.order())]
