"""How reorder.pyside.ReorderView paints: everything from the engine's
presentation data at the frame's time (rows or cells where the engine
says (a flow's chips with round ends; an outline's rows indented, with
their triangles and the target), the lifted item with its lift look and shadow, a lifted group's
count, the selection and the keyboard's focus), and the section headers in
step with their rows."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen

from . import Layout
from ._pyside_outline import TARGET_COLOR, is_outline, paint_expander, paint_target

if TYPE_CHECKING:
    from .pyside import ReorderView


def paint(view: ReorderView) -> None:
    """The view's viewport: its headers, then every presented item (lowest z
    first) with its lift look, selection, stack badge and keyboard focus."""
    now = time.monotonic()
    painter = QPainter(view.viewport())
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(view.viewport().rect(), QColor("#ffffff"))
    sy = float(view.verticalScrollBar().value())
    painter.translate(0, -sy)
    paint_headers(view, painter, now)
    painter.setFont(view.font_)
    selected = set(view.selection())
    highlight = view.palette().color(QPalette.ColorRole.Highlight)
    flow = view.options.layout == Layout.FLOW  # chips: round ends, the text centred
    outline = is_outline(view)
    target = None  # the row a drop goes into, ringed over the rows
    # Only presented items: a lifted group's others are not drawn.
    for p in view.engine.presentation(view._view_rect(), now):  # lowest z first
        row = view.rows.get(p.id)
        x, y, w, h = p.frame
        cx, cy = x + w / 2, y + h / 2
        w, h = w * p.scale, h * p.scale  # scaled about the centre
        r = QRectF(cx - w / 2 + 2, cy - h / 2 + 1, w - 4, h - 2)
        radius = r.height() / 2 if flow else 6.0
        if p.lifted and p.shadow_opacity > 0:
            shadow = QColor(0, 0, 0, int(255 * min(1.0, p.shadow_opacity)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shadow)
            painter.drawRoundedRect(r.translated(p.shadow_offset.x, p.shadow_offset.y), radius, radius)
        if p.target:
            target = r
        fill = TARGET_COLOR if p.target else (row.color if row else "#dddddd")
        color = QColor(view.lifted_color if p.lifted else fill)
        color.setAlphaF(max(0.0, min(1.0, p.alpha)))
        painter.setPen(QPen(QColor("#e63946" if p.lifted else "#666666"), 3 if p.lifted else 1))
        painter.setBrush(color)
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QColor("#ffffff" if p.target and not p.lifted else "#111111"))
        left = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        text = r.adjusted(view.grip, 0, 0, 0) if flow else r.adjusted(10 + view.grip, 0, -6, 0)
        if outline:
            text.setLeft(r.x() + view.grip + paint_expander(view, painter, p.id, r.adjusted(view.grip, 0, 0, 0)))
        if view.grip > 0:  # drawn apart from the text, which screen readers read
            grip = QRectF(r.x(), r.y(), view.grip, r.height())
            painter.drawText(grip, Qt.AlignmentFlag.AlignCenter, "\u2630")
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter if flow else left, row.text if row else str(p.id))
        if p.id in selected and not p.lifted:
            painter.setPen(QPen(highlight, 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, radius, radius)
        if p.stack_count > 1:
            paint_badge(view, painter, r, p.stack_count, highlight)
        if p.id == view.focused and view.hasFocus() and not p.lifted:
            pen = QPen(QColor("#1d3557"), 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(3, 3, -3, -3), max(4.0, radius - 3), max(4.0, radius - 3))
    if target is not None:
        paint_target(painter, target)
    painter.end()


def paint_badge(view: ReorderView, painter: QPainter, r: QRectF, count: int, fill: QColor) -> None:
    """How many items a lifted group stands for, inside the item's right end
    (items may be as wide as the view, which would clip it outside)."""
    d = 20.0
    badge = QRectF(r.right() - d - 6, r.center().y() - d / 2, d, d)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawEllipse(badge)
    painter.setPen(view.palette().color(QPalette.ColorRole.HighlightedText))
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(count))


def paint_headers(view: ReorderView, painter: QPainter, now: float) -> None:
    shown = view._view_rect()
    for s, title in enumerate(view.headers):
        if not title:
            continue
        f = view.engine.section_frame(s, now)
        if f.y > shown.y + shown.height or f.y + view.header_extent < shown.y:
            continue
        band = QRectF(f.x, f.y, f.width, view.header_extent)
        painter.fillRect(band, QColor("#264653"))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(band.adjusted(10, 0, 0, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                         f"{title} ({view.engine.item_count(s)})")
