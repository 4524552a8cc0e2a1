"""The PySide6 demo's seed page: SeedView, a reorder.pyside.ReorderView
built from one seeds.Page (a seed page, or a board column: pyside_board.py),
with the seed key of each row. Imported by pyside_demo.py, which puts the
reorder package and bindings/seeds on sys.path first.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint

import seeds
from reorder import Displacement, Layout, Options, Rect, Rule, SectionRules, Semantics, desktop_options
from reorder.pyside import ReorderView, Row

GRIP = 40.0  # the grip's width, on pages with a handle


def say(*parts: object) -> None:
    print(*parts, flush=True)


class SeedView(ReorderView):
    """One seed page: its view, with the seed key of each row id."""

    def __init__(self, page: seeds.Page, keys: dict[int, str] | None = None) -> None:
        super().__init__(self.make_options(page))
        self.page = page
        self.lifted_color = seeds.LIFTED_COLOR
        # Row id -> seed key; views sharing one (a board's columns) number
        # their rows apart, so a row keeps its key in any of them.
        self.keys: dict[int, str] = {} if keys is None else keys
        for section in page.sections:
            rows = []
            for item in section.items:
                rid = len(self.keys) + 1
                self.keys[rid] = item.key
                rows.append(self.row(rid, item))
            self.add_section(section.title, rows, SectionRules(
                locked=section.locked, capacity=section.capacity,
                displacement=Displacement[section.displacement.upper()]))
            if page.handle:  # only the grip on the left lifts a row
                for r in rows:
                    self.engine.set_handle(r.id, Rect(0.0, 0.0, GRIP, r.size))
        if page.handle:
            self.grip = GRIP
        if page.tap == "feature":
            self.tapped.connect(self.feature)

    def row(self, rid: int, item: seeds.Item) -> Row:
        """The row that shows seed item `item` as `rid`."""
        colour = seeds.PINNED_COLOR if item.pinned else seeds.COLORS[item.color]
        return Row(rid, item.title, float(item.height), colour, item.pinned)

    @staticmethod
    def make_options(page: seeds.Page) -> Options:
        """The page's layout and rules (a flow's: pyside_tags.py)."""
        options = desktop_options(rule=Rule[page.rule.upper()],
                                  semantics=Semantics[page.semantics.upper()])
        if page.grid is not None:
            g = page.grid
            options.layout, options.grid_columns = Layout.GRID, g.columns
            options.grid_cell_height = g.cell_height
            options.item_spacing = options.line_spacing = g.spacing
            options.insets = Rect(g.insets, g.insets, g.insets, g.insets)
        return options

    def feature(self, id: int) -> None:
        """A tap outside section 0 moves the item to its top: it slides and is
        announced, and a full section 0 sends its item back (its rules)."""
        if self.engine.index_path(id).section > 0:
            say(f"tap {self.page.id} {self.keys[id]} {self.rows[id].text}")
            self.move_item(id, (0, 0))

    def place(self, origin: QPoint) -> str:
        """Each item's resting frame, relative to the screen point `origin`,
        as `key:x:y:w:h`."""
        vp = self.viewport()
        at = vp.mapToGlobal(QPoint(0, 0)) - origin
        frames = []
        for section in self.order():
            for rid in section:
                f = self.engine.frame(rid)
                frames.append(f"{self.keys[rid]}:{f.x + at.x():g}:{f.y + at.y():g}:{f.width:g}:{f.height:g}")
        return " ".join(frames)

    def key_order(self) -> list[list[str]]:
        return [[self.keys[rid] for rid in section] for section in self.order()]

    def items(self) -> list[list[list[object]]]:
        """What each row shows: [key, title, height, colour, pinned], by section."""
        return [[[self.keys[rid], self.rows[rid].text, int(self.rows[rid].size), self.rows[rid].color,
                  self.rows[rid].pinned] for rid in section] for section in self.order()]
