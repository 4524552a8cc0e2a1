"""The tags page of the Python demos: a few dozen tag chips of their own
widths (each chip's text measured in the host's font) and two heights, in
one section of a reorder.Engine with the flow layout: the chips follow each
other along a line and wrap onto the next, and a chip is dragged anywhere
among them (tk_tags.py shows it). Built from seeds.py's types, as board.py
is, so a demo's seed page code holds the chips as it holds seed items; an
item's height is its chip's height (its width is the host's to measure).

The demo prints, at start and after each drop (json.dumps spacing):
  tags JSON     the chips' keys in order
"""

from __future__ import annotations

import json

import seeds

ID = "tags"
HINT = "Long-press a tag and drag it onto another line"
CHIP = 30  # a chip's height
TALL = 40  # a tall chip's height (every fifth)


def _chips(*titles: str) -> tuple[seeds.Item, ...]:
    """Keys are the titles, lower case, spaces as dashes (a test's line
    splits on spaces); colours cycle; every fifth chip is tall."""
    return tuple(seeds.Item(title.lower().replace(" ", "-"), title, TALL if k % 5 == 4 else CHIP,
                            k % len(seeds.COLORS), False)
                 for k, title in enumerate(titles))


TAGS = _chips(
    "Swift", "C", "Python", "drag and drop", "Tk", "GTK 4", "Qt 6", "reorder", "long press",
    "accessibility", "undo", "redo", "keyboard", "auto-scroll", "grid", "flow layout", "list",
    "right to left", "animation", "ctypes", "ABI", "tests", "Xvfb", "xdotool", "screen reader",
    "sections", "pinned", "capacity", "touch", "mouse", "benchmarks", "fuzzing", "docs", "UI",
    "presentation", "history",
)


def page() -> seeds.Page:
    """The chips as a one-section seed page, its layout a flow."""
    return seeds.Page(ID, "Tags", HINT, "flow", "midpoint", "shift", False, "none",
                      (seeds.Section("", TAGS),))


def line(keys: list[str]) -> str:
    """The line the demo prints: `tags` and the chips' keys in order."""
    return f"{ID} {json.dumps(keys)}"
