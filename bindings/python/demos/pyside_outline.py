"""The PySide6 demo's outline page: outline.py's nested to-do list in an
OutlineView, a SeedView whose options are an outline (Layout.OUTLINE). A
row is dragged with its sub-items; the pointer's sideways offset indents
or outdents it; held over a group's middle it goes into that group (the
group drawn as the target; a collapsed one opens after a moment); held
over a task's middle it combines with it, and the page makes a new group
of the two. A click on a group's triangle collapses or expands it, and so
do Left and Right on the focused group; Tab and Shift+Tab indent and
outdent the focused row (or the lifted one). Imported by pyside_demo.py,
which puts the reorder package and bindings/seeds on sys.path first.

The page keeps the outline as a host does, a flat list of (item, depth)
that the view's outline_moved signal edits, and prints, besides a page's
lines: `outline JSON` at start and after a change, once nothing is lifted;
`collapse outline KEY` / `expand outline KEY` as a group closes or opens
(a click, a key, or a drag held over it); `combine outline KEY OTHER` at a
combining drop.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

import outline
import seeds
from pyside_page import SeedView, say
from reorder import Layout, Options, Phase, Rule, Semantics, desktop_options
from reorder.pyside import Row

INDENT = 28.0  # one level
ROW = 36.0  # a row: the whole list fits the view


class OutlineView(SeedView):
    """The to-do list; `outline` and `depths` are the host's copy of it."""

    def __init__(self) -> None:
        super().__init__(outline.page())
        self.set_depths(0, outline.DEPTHS)
        self.outline = self.order()[0]  # the host's outline: ids in order...
        self.depths = dict(zip(self.outline, outline.DEPTHS))  # ...and their depths
        self.groups = 0  # groups made by combining
        self.printed = ""
        self.outline_moved.connect(self.moved)
        # Moves made while the row is held are printed at its drop.
        self.dropped.connect(lambda *_: QTimer.singleShot(0, self.settled))
        self.combined.connect(self.combine)
        self.expansion_changed.connect(
            lambda id, on: say(f"{'expand' if on else 'collapse'} {outline.ID} {self.keys[id]}"))

    def row(self, rid: int, item: seeds.Item) -> Row:
        """Every row ROW tall; tasks take no children, so a drop onto one combines."""
        return Row(rid, item.title, ROW, seeds.COLORS[item.color], no_children=not outline.is_group(item))

    @staticmethod
    def make_options(page: seeds.Page) -> Options:
        return desktop_options(layout=Layout[page.layout.upper()], rule=Rule[page.rule.upper()],
                               semantics=Semantics[page.semantics.upper()], item_spacing=0.0,
                               outline_indent=INDENT, combine_zone=0.5,
                               combine_delay=0.3)  # combining is held for, not passed through

    def line(self) -> str:
        return outline.line([(self.keys[i], self.depths[i]) for i in self.outline])

    def print_line(self) -> None:
        self.printed = self.line()
        say(self.printed)

    def moved(self, id: int, frm: tuple[int, int], to: tuple[int, int], depth: int) -> None:
        """A host's flat model: remove at from, insert at to, at the new depth."""
        self.outline.insert(to[1], self.outline.pop(frm[1]))
        self.depths[id] = depth
        QTimer.singleShot(0, self.settled)  # after the engine's call

    def settled(self) -> None:
        """The outline line, once a change is over (a drag's many moves: at its drop)."""
        if self.engine.phase() in (Phase.IDLE, Phase.SETTLING) and self.line() != self.printed:
            self.print_line()

    def combine(self, id: int, other: int) -> None:
        """A task dropped onto a task: a new group, where `other` was, holding both."""
        say(f"combine {outline.ID} {self.keys[id]} {self.keys[other]}")
        self.groups += 1
        gid = max(self.keys) + 1
        group = outline.group(self.groups)
        self.keys[gid] = group.key
        at = self.engine.index_path(other)
        self.insert_row(Row(gid, group.title, ROW, seeds.COLORS[group.color]), (at.section, at.item))
        self.outline.insert(at.item, gid)  # at other's depth (the row it goes before)
        self.depths[gid] = self.depths[other]
        self.engine.move_into(other, gid, 0)
        self.engine.move_into(id, gid, 1)
        self.announced.emit(f"{self.rows[other].text} and {self.rows[id].text} are now in {group.title}")
