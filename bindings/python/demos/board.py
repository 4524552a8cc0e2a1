"""The board page of the Python demos (Tk, PySide): four columns of cards,
each a list with an engine of its own, joined in one reorder.Group so that a
card is dragged from any column into any other; with a second window (the
PySide demo's --second-window), its list joins the group too. The first
column holds more cards than it shows (it scrolls), and the columns are
wider together than the page (the board scrolls sideways). The columns are
themselves the items of an outer engine, a horizontal list: a long press on
a column's header lifts the column, which takes its cards along. Built from
seeds.py's types, so each demo's seed page code shows a column as it shows
a seed page.

Both demos print, at start and after each change (json.dumps spacing):
  board JSON JSON ...   each column's keys, in the columns' order on the
                        board (then the second window's list, if open)
  columns JSON          the columns' titles in order (at start and after a
                        column moves)
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
            ("t3", "Book the room", 2), ("t4", "Order stickers", 3),
            *((f"t{i}", f"Task {i}", i % 5) for i in range(5, 15))),
    _column("Doing", ("d1", "Fix the build", 4), ("d2", "Review the PR", 0)),
    _column("Done", ("n1", "Set up CI", 1), ("n2", "Ship 1.0", 2), ("n3", "Thank the team", 3)),
    _column("Later", ("l1", "Plan 2.0", 4), ("l2", "Write a blog post", 0), ("l3", "Tidy the wiki", 1)),
)
SECOND = _column("Elsewhere", ("w1", "Plan the trip", 4), ("w2", "Call the printer", 0))


def page(column: seeds.Section, titled: bool = False) -> seeds.Page:
    """A column as a one-section seed page; its section untitled unless
    `titled` (a board column's title is its header, outside the list, the
    handle that drags the column)."""
    section = column if titled else seeds.Section("", column.items)
    return seeds.Page(ID, column.title, HINT, "list", "midpoint", "shift", False, "none", (section,))


def line(lists: list[list[str]]) -> str:
    """The line the demos print: `board` and each list's keys."""
    return " ".join([ID, *(json.dumps(keys) for keys in lists)])


def columns_line(titles: list[str]) -> str:
    """The line the demos print: `columns` and the columns' titles in order."""
    return f"columns {json.dumps(titles)}"
