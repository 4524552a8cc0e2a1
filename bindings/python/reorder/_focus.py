"""Keyboard focus for hosts: which item a focus key moves to, while nothing
is lifted (while something is, the engine moves it: Engine.key)."""

from __future__ import annotations

from typing import Optional

from ._engine import Engine
from ._errors import UnknownID
from ._generated import Key


def next_focus(engine: Engine, focused: Optional[int], key: Key, row: int = 1) -> Optional[int]:
    """The item a focus key moves to from `focused`, in reading order across
    sections: a row of `row` items (a grid's columns; 1 in a list) for up
    and down, one item for left, right, previous and next, the first or
    last item for first and last. The first item when `focused` is None or
    gone; None when there are no items. O(log n + sections)."""
    counts = [engine.item_count(s) for s in range(engine.section_count())]
    filled = [s for s, n in enumerate(counts) if n]
    if not filled:
        return None
    try:
        at = engine.index_path(focused) if focused is not None else None
    except UnknownID:
        at = None
    if key == Key.FIRST or at is None:
        return engine.item_id((filled[0], 0))
    if key == Key.LAST:
        return engine.item_id((filled[-1], counts[filled[-1]] - 1))
    step = {Key.UP: -row, Key.DOWN: row, Key.LEFT: -1, Key.RIGHT: 1,
            Key.PREVIOUS: -1, Key.NEXT: 1}.get(key, 0)
    s, i = at.section, at.item + step
    while i < 0 and s > filled[0]:  # back into earlier sections
        s -= 1
        i += counts[s]
    while i >= counts[s] and s < filled[-1]:  # on into later ones
        i -= counts[s]
        s += 1
    i = min(max(i, 0), counts[s] - 1)
    return engine.item_id((s, i))
