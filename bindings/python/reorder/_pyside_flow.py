"""Flows (Layout.FLOW: tags and chips) in reorder.pyside.ReorderView, and
what the other layouts share with them: each row's size in the engine (in
a flow its width, `Row.width` or its text measured in the view's font and
padded, with its height, `Row.size`, as the engine's cross size; in a list
its height), the direction (a flow follows the widget's layoutDirection),
new options, and the keyboard's focus while nothing is lifted (arrows as
they look right to left; up and down in a flow go to the nearest item of
the line above or below). Lines wrap at the viewport's width when the
options' cross_extent is 0 (the view passes its viewport to the engine)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from . import Direction, ItemFlags, Key, Layout, Options, Phase, next_focus

if TYPE_CHECKING:
    from .pyside import ReorderView, Row

PAD = 12.0  # either side of a chip's text, when the view measures it


def is_flow(view: ReorderView) -> bool:
    """Whether the engine lays the view out as a flow (its options, as last set)."""
    return view._layout == Layout.FLOW


def size_of(view: ReorderView, row: Row) -> float:
    """The row's size in the engine: in a flow its width (its own, or its
    text's in the view's font, padded, and its grip), else its height."""
    if not is_flow(view):
        return row.size
    if row.width > 0:
        return row.width
    return float(QFontMetricsF(view.font_).horizontalAdvance(row.text)) + 2 * PAD + view.grip


def load(view: ReorderView, section: int, rows: list[Row]) -> None:
    """Loads a new section's rows: their sizes and flags, and in a flow their heights."""
    view.engine.load_section(section, [r.id for r in rows], [size_of(view, r) for r in rows],
                             [flags(r) for r in rows])
    if is_flow(view) and rows:
        view.engine.set_cross_sizes(section, [r.size for r in rows])


def flags(row: Row) -> ItemFlags:
    """The row's flags in the engine."""
    pin = ItemFlags.PINNED if row.pinned else ItemFlags.MOVABLE
    return pin | ItemFlags.NO_CHILDREN if row.no_children else pin


def update(view: ReorderView, row: Row) -> None:
    """A row that changed (its text, size or width): the engine re-lays it out."""
    view.rows[row.id] = row
    view.engine.set_label(row.id, row.text)
    view.engine.resize_item(row.id, size_of(view, row))
    if is_flow(view):
        view.engine.set_cross_size(row.id, row.size)


def remeasure(view: ReorderView) -> None:
    """Every row's size again (a new font, or a layout that counts sizes
    otherwise), a section's heights at once. Rows the view does not know
    keep the engine's sizes."""
    e = view.engine
    for s in range(e.section_count()):
        ids = e.export(s)
        for id in ids:
            row = view.rows.get(id)
            if row is not None:
                e.resize_item(id, size_of(view, row))
        if is_flow(view) and ids:
            fallback = view.options.flow_item_height
            e.set_cross_sizes(s, [view.rows[id].size if id in view.rows else fallback for id in ids])


def changed(view: ReorderView, event: QEvent) -> None:
    """The widget's font (a flow's widths follow it) or layoutDirection (a flow's) changed."""
    if not hasattr(view, "font_"):  # still in QAbstractScrollArea's constructor
        return
    if event.type() == QEvent.Type.FontChange:
        view.font_ = QFont(view.font())
        if is_flow(view):
            remeasure(view)
        view._start()
    elif event.type() == QEvent.Type.LayoutDirectionChange and is_flow(view):
        set_options(view, view.options)


def direction(view: ReorderView) -> Direction:
    """The widget's layoutDirection, as the engine's."""
    rtl = view.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return Direction.RTL if rtl else Direction.LTR


def adopt(view: ReorderView) -> None:
    """At construction: a flow's options right to left set the widget's
    layoutDirection; otherwise a flow takes the widget's (its parent's, the
    application's) direction."""
    if not is_flow(view):
        return
    if view.options.direction == Direction.RTL:
        view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    elif direction(view) == Direction.RTL:
        set_options(view, view.options)


def set_options(view: ReorderView, options: Options) -> None:
    """New options: a drag in flight is cancelled, the engine keeps the
    order, and the rows are measured again when the layout counts sizes
    otherwise (a flow's widths, a list's heights). A flow's direction is
    the widget's layoutDirection."""
    e = view.engine
    if e.phase() != Phase.IDLE:
        e.cancel_drag(time.monotonic())
    was_flow = is_flow(view)
    view.options, view._layout = options, options.layout
    if is_flow(view):
        options.direction = direction(view)
    e.configure(options)
    if was_flow != is_flow(view):
        remeasure(view)
    view._start()


def focus_step(view: ReorderView, key: Key) -> Optional[int]:
    """The item a focus key moves to while nothing is lifted."""
    e, focused = view.engine, view.focused
    if view.options.direction == Direction.RTL and key in (Key.LEFT, Key.RIGHT):
        key = Key.RIGHT if key == Key.LEFT else Key.LEFT  # as they look: left is onwards
    if is_flow(view) and key in (Key.UP, Key.DOWN) and focused in view.rows:
        return line_neighbour(view, focused, -1 if key == Key.UP else 1)
    row = max(1, view.options.grid_columns) if view.options.layout == Layout.GRID else 1
    return next_focus(e, focused, key, row)


def line_neighbour(view: ReorderView, id: int, step: int) -> int:
    """In a flow, the item of the line above (step -1) or below (+1) `id`'s
    whose centre is nearest its centre across; `id` on the first or last line.
    Items of a line share their centre's height. O(n)."""
    e = view.engine
    f = e.frame(id)
    cx, cy = f.x + f.width / 2, f.y + f.height / 2
    centres = []
    for s in range(e.section_count()):
        for other in e.export(s):
            g = e.frame(other)
            centres.append((g.y + g.height / 2, abs(g.x + g.width / 2 - cx), other))
    beyond = [c for c in centres if (c[0] - cy) * step > 0.5]
    if not beyond:
        return id
    line = min(c[0] * step for c in beyond) * step
    return min((c for c in beyond if abs(c[0] - line) < 0.5), key=lambda c: c[1])[2]
