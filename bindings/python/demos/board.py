"""The board page of the Python demos (Tk, PySide): three columns of cards,
each a list with an engine of its own, joined in one reorder.Group so that a
card is dragged from any column into any other; with a second window (the
PySide demo's --second-window), its list joins the group too. Built from
seeds.py's types, so each demo's seed page code shows a column as it shows
a seed page.

Both demos print `board JSON JSON JSON` (each list's keys, json.dumps
spacing; a fourth for the second window's list) at start and after each
change.
"""

from __future__ import annotations

import json

import seeds

ID = "board"
HINT = "Long-press a card and drag it to another column"
CARD = 56  # a card's height


def _column(title: str, *cards: tuple[str, str, int]) -> seeds.Section:
    return seeds.Section(title, tuple(seeds.Item(key, text, CARD, colour, False) for key, text, colour in cards))


COLUMNS = (
    _column("To do", ("t1", "Write the spec", 0), ("t2", "Draw the icons", 1),
            ("t3", "Book the room", 2), ("t4", "Order stickers", 3)),
    _column("Doing", ("d1", "Fix the build", 4), ("d2", "Review the PR", 0)),
    _column("Done", ("n1", "Set up CI", 1), ("n2", "Ship 1.0", 2), ("n3", "Thank the team", 3)),
)
SECOND = _column("Elsewhere", ("w1", "Plan the trip", 4), ("w2", "Call the printer", 0))


def page(column: seeds.Section) -> seeds.Page:
    """A column as a one-section seed page."""
    return seeds.Page(ID, column.title, HINT, "list", "midpoint", "shift", False, "none", (column,))


def line(lists: list[list[str]]) -> str:
    """The line the demos print: `board` and each list's keys."""
    return " ".join([ID, *(json.dumps(keys) for keys in lists)])
