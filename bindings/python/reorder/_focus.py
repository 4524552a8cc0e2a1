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
    last item for first and last; in an outline, never a row hidden under a
    collapsed one. The first item when `focused` is None or gone; None when
    there are no items. O(log n + sections)."""
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
        return _shown(engine, engine.item_id((filled[-1], counts[filled[-1]] - 1)), False)
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
    return _shown(engine, engine.item_id((s, i)), step > 0)


def _shown(engine: Engine, id: int, forward: bool) -> int:
    """id, or in an outline where it is hidden under a collapsed row: that
    row, or going forward the first row after its hidden ones (the row
    itself at the very end). O(depth x log n)."""
    if not engine.is_hidden(id):
        return id
    row = id
    while engine.is_hidden(row):
        parent = engine.parent(row)
        assert parent is not None  # a hidden row has a collapsed ancestor
        row = parent
    if not forward:
        return row
    at = engine.index_path(row)
    end = at.item + engine.subtree_count(row)
    if end < engine.item_count(at.section):
        return engine.item_id((at.section, end))
    later = [s for s in range(at.section + 1, engine.section_count()) if engine.item_count(s)]
    return engine.item_id((later[0], 0)) if later else row
