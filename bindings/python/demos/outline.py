"""The outline page of the Python demos: a nested to-do list in one section
of a reorder.Engine with the outline layout (REORDER_LAYOUT_OUTLINE).
Groups hold tasks and other groups; tasks take no children
(ItemFlags.NO_CHILDREN), so a task dropped onto another task combines with
it, and the demos make a new group holding both. Built from seeds.py's
types, as tags.py is; tk_outline.py and terminal_demo.py --outline show it.
Imported by the tests too, without the reorder package.

The Tk demo keeps the outline as a host does, a flat list of (item, depth)
applied from the engine's MOVE events, and prints it (json.dumps spacing):
  outline JSON   ["key", depth] pairs in order, at start and after each change
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import seeds

if TYPE_CHECKING:
    from reorder import Engine

ID = "outline"
HINT = "Drag a row sideways to indent it, onto a group to put it in"
GROUP_COLOR = 1  # seeds.COLORS index of a group; tasks use the others


def _rows(*rows: tuple[int, str]) -> tuple[tuple[int, seeds.Item], ...]:
    """(depth, title) pairs; a title ending in "/" is a group (the slash
    dropped). Keys are the titles, lower case, spaces as dashes."""
    out = []
    for k, (depth, title) in enumerate(rows):
        group = title.endswith("/")
        title = title.rstrip("/")
        color = GROUP_COLOR if group else (2, 3, 4)[k % 3]
        out.append((depth, seeds.Item(title.lower().replace(" ", "-"), title, 0, color, False)))
    return tuple(out)


ROWS = _rows(
    (0, "Home/"), (1, "Dishes"), (1, "Laundry"), (1, "Garden/"), (2, "Mow the lawn"), (2, "Water roses"),
    (0, "Work/"), (1, "Write report"), (1, "Review patch"), (1, "Reply to mail"),
    (0, "Errands/"), (1, "Buy bread"), (1, "Post office"),
    (0, "Call mum"),
)
ITEMS = tuple(item for _, item in ROWS)
DEPTHS = [depth for depth, _ in ROWS]


def is_group(item: seeds.Item) -> bool:
    return item.color == GROUP_COLOR


def load(engine: Engine, size: float) -> list[int]:
    """The to-do list into section 0 of an outline engine, each row `size`
    tall, tasks taking no children, with its depths and labels; the ids
    (1...n, in ITEMS' order)."""
    from reorder import ItemFlags  # here: the tests read this module without the package

    ids = list(range(1, len(ITEMS) + 1))
    flags = [ItemFlags.DEFAULT | (0 if is_group(item) else ItemFlags.NO_CHILDREN) for item in ITEMS]
    engine.load_section(0, ids, [size] * len(ids), flags)
    engine.set_depths(0, DEPTHS)
    for i, item in zip(ids, ITEMS):
        engine.set_label(i, item.title)
    return ids


def group(n: int) -> seeds.Item:
    """The n-th group made by combining two tasks (n from 1)."""
    return seeds.Item(f"group-{n}", f"Group {n}", 0, GROUP_COLOR, False)


def page() -> seeds.Page:
    """The to-do list as a one-section seed page, its layout an outline."""
    return seeds.Page(ID, "Outline", HINT, "outline", "midpoint", "shift", False, "none",
                      (seeds.Section("", ITEMS),))


def line(rows: list[tuple[str, int]]) -> str:
    """The line the demos print: `outline` and the [key, depth] pairs in order."""
    return f"{ID} {json.dumps(rows)}"
