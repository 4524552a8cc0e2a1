"""Outlines (Layout.OUTLINE) in reorder.pyside.ReorderView: the expander
triangle at the start of a row with children (a click on it collapses or
expands the row, and so do Left and Right on the focused one, as in a
tree view), Tab and Shift+Tab as the engine's indent and outdent, the
keyboard's focus kept off rows hidden under a collapsed one, and how the
row a drop goes into (or combines with) is drawn. The engine presents the
rows indented and leaves hidden ones out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from . import Key, Layout, Phase

if TYPE_CHECKING:
    from .pyside import ReorderView

EXPANDER = 24.0  # the triangle's box, at a row's start
TARGET_COLOR = "#2a9d8f"  # the row a drop goes into or combines with
#: Tab and Shift+Tab (Backtab on X; Tab with Shift elsewhere).
KEYS = {Qt.Key.Key_Tab: Key.INDENT, Qt.Key.Key_Backtab: Key.OUTDENT}


def is_outline(view: ReorderView) -> bool:
    return view._layout == Layout.OUTLINE


def has_children(view: ReorderView, id: int) -> bool:
    return view.engine.subtree_count(id) > 1


def on_expander(view: ReorderView, id: int, x: float) -> bool:
    """Whether content x is on row `id`'s triangle (only rows with children
    have one), where a press toggles it: not during a drag (a keyboard one),
    whose lifted row must not fold."""
    if (not is_outline(view) or view.engine.phase() in (Phase.PRESSING, Phase.DRAGGING)
            or not has_children(view, id)):
        return False
    f = view.engine.frame(id)
    return f.x <= x < f.x + EXPANDER


def key_of(view: ReorderView, code: Qt.Key, modifiers: Qt.KeyboardModifier) -> Optional[Key]:
    """An outline's own keys: Tab indents, Shift+Tab outdents."""
    if not is_outline(view):
        return None
    if code == Qt.Key.Key_Tab and modifiers & Qt.KeyboardModifier.ShiftModifier:
        return Key.OUTDENT
    return KEYS.get(code)


def fold(view: ReorderView, key: Key) -> bool:
    """Left collapses and Right expands the focused row with children while
    nothing is lifted (else they move the focus); whether it did."""
    f = view.focused
    if (not is_outline(view) or key not in (Key.LEFT, Key.RIGHT) or f is None
            or view.engine.phase() in (Phase.PRESSING, Phase.DRAGGING) or not has_children(view, f)
            or view.engine.is_expanded(f) == (key == Key.RIGHT)):
        return False
    view.set_expanded(f, key == Key.RIGHT)
    return True


def shown(view: ReorderView, id: Optional[int]) -> Optional[int]:
    """id, or the row it is hidden under (the focus stays on a row drawn)."""
    e = view.engine
    if id is None or id not in view.rows or not is_outline(view):
        return id
    while e.is_hidden(id):
        parent = e.parent(id)
        assert parent is not None  # a hidden row has a collapsed ancestor
        id = parent
    return id


def paint_expander(view: ReorderView, painter: QPainter, id: int, r: QRectF) -> float:
    """A row with children's triangle at its start; how far its text starts in."""
    if has_children(view, id):
        box = QRectF(r.x(), r.y(), EXPANDER, r.height())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\u25be" if view.engine.is_expanded(id) else "\u25b8")
    return EXPANDER


def paint_target(painter: QPainter, r: QRectF) -> None:
    """A ring around the target row, over the rows: the lifted row covers its
    fill as it is held over its middle."""
    painter.setPen(QPen(QColor(TARGET_COLOR), 3))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 7.0, 7.0)
