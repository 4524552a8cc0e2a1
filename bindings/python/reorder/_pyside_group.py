"""The views of one reorder.Group in Qt (reorder.pyside): which view each
engine is, to hand rows over on a transfer; their frames in the group's
shared space (the screen); and `GroupScrollArea`, the scroll area around
them all (a board's columns side by side in a QScrollArea that scrolls
sideways), reported to the group so that a drag held near its edge
scrolls it (nested scrolling: reorder_group_set_outer_scroll)."""

from __future__ import annotations

import dataclasses
import weakref
from typing import TYPE_CHECKING, Optional

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer, Signal
from PySide6.QtWidgets import QAbstractScrollArea, QScrollBar

from . import Busy, Engine, Event, Group, OuterScroll, Point, Rect, TransferKind, desktop_outer_scroll

if TYPE_CHECKING:
    from .pyside import ReorderView

#: A hidden view's (or area's) place: far off every screen, so no drag enters it.
NOWHERE = Rect(-1e9, -1e9, 0.0, 0.0)

#: The view of each engine in a group, to hand rows over on a transfer.
VIEWS: weakref.WeakValueDictionary[Engine, ReorderView] = weakref.WeakValueDictionary()
#: The scroll area around each group's views, if it has one.
AREAS: weakref.WeakKeyDictionary[Group, GroupScrollArea] = weakref.WeakKeyDictionary()


def hand_over(view: ReorderView, ev: Event, frm: tuple[int, int], to: tuple[int, int]) -> None:
    """Both views hear a transfer, the one the item left first: it hands
    the row over (a copy for COPY; for DISCARD the copy here just goes),
    so both halves are done before the signal; the view it entered keeps
    its clock running, as a drag may go on there."""
    assert ev.id is not None
    if ev.target is view.engine and ev.reason != TransferKind.DISCARD:
        view.focused = ev.id
        if not view._timer.isActive():
            view._timer.start()
        view.viewport().update()
    if ev.source is not view.engine:
        return
    row = view.rows.get(ev.id) if ev.reason == TransferKind.COPY else view.rows.pop(ev.id, None)
    if view.focused == ev.id and ev.reason != TransferKind.COPY:
        view.focused = None
    target = VIEWS.get(ev.target)
    if target is not None and row is not None and ev.reason != TransferKind.DISCARD:
        target.rows[ev.id] = dataclasses.replace(row) if ev.reason == TransferKind.COPY else row
    view.viewport().update()
    view.item_transferred.emit(ev.id, view, target, frm, to, ev.reason)


def place(view: ReorderView) -> None:
    """Places a view of a group: its viewport on the screen (the group's
    shared space); a hidden view is nowhere."""
    vp = view.viewport()
    # In a scrolled parent (a board's columns) part of the viewport may
    # be cut off: a drag must not enter a part nobody sees, as another
    # window may be over that place. The frame's origin is the
    # viewport's (the content maps through it), so only what is cut off
    # at the right or the bottom leaves the frame; a view scrolled out
    # of sight keeps its origin, empty, as the pointer pressed in it
    # (a board scrolling under a drag) still maps through it.
    if not vp.isVisible():
        view.engine.set_frame(NOWHERE)
        return
    shown = vp.visibleRegion().boundingRect()
    o = vp.mapToGlobal(QPoint(0, 0))
    right, bottom = (0, 0) if shown.isEmpty() else (shown.x() + shown.width(), shown.y() + shown.height())
    view.engine.set_frame(Rect(float(o.x()), float(o.y()), float(right), float(bottom)))


def sync_frames(group: Group) -> None:
    """Places every view of the group again (their frames in the shared
    space): windows move, and scroll areas scroll, without telling the
    widgets inside them."""
    for e in group.members:
        view = VIEWS.get(e)
        if view is not None:
            view._sync_frame()


def sync_group(group: Group) -> None:
    """The group's scroll area (if any) and every view, as they are now:
    before a press, which may start a drag."""
    area = AREAS.get(group)
    if area is not None:
        area.sync()
    sync_frames(group)


class GroupScrollArea(QObject):
    """The scroll area around every ReorderView of a reorder.Group: a
    board's columns, each a view scrolling vertically, side by side in a
    QScrollArea that scrolls sideways. While a card is dragged near the
    area's edge, the column under it scrolls first if it can (near its top
    and bottom), then the area (near its left and right: a column out of
    view comes into view and the drag enters it).

        board = GroupScrollArea(group, area)   # desktop_outer_scroll() edges

    It reports the area to the group (Group.set_outer_scroll: its viewport's
    place on the screen, the space of the views' frames, its scroll bars'
    values and ranges, in pixels as QScrollArea's are, with `outer`'s zone
    and curve), again whenever the user scrolls it or it resizes, and
    before each press in a view of the group (windows move without telling
    their widgets). When the library scrolls it (EventType.OUTER_SCROLL,
    OuterScope.GROUP, reported by the view holding the drag), the bars go
    to the offset, `scrolled` tells, and every view is placed again. One
    area per group: a new one replaces the last; detach() takes it away."""

    #: The library scrolled the area (edge auto-scroll during a drag): the
    #: offset it scrolled to, x and y (the bars hold them rounded).
    scrolled = Signal(float, float)

    def __init__(self, group: Group, area: QAbstractScrollArea, outer: Optional[OuterScroll] = None) -> None:
        super().__init__(area)
        self.group, self.area = group, area
        #: The zone, curve, speed, grace and intent the area scrolls with.
        self.outer = outer if outer is not None else desktop_outer_scroll()
        # The library's offset: it scrolls by fractions of a pixel, which the
        # bars round; reporting their values back would lose the fractions
        # (a slow start would never move). A bar's value counts only when
        # it is not this offset rounded: the user moved it.
        self.offset = Point(float(area.horizontalScrollBar().value()), float(area.verticalScrollBar().value()))
        self._applying = False
        # The views' frames, placed again after the engine call that scrolled.
        self._frames = QTimer(self)
        self._frames.setSingleShot(True)
        self._frames.setInterval(0)
        self._frames.timeout.connect(lambda: sync_frames(self.group))
        for bar in self._bars():
            bar.valueChanged.connect(self._bar_moved)
            bar.rangeChanged.connect(self._range_changed)
        area.viewport().installEventFilter(self)
        area.destroyed.connect(self._area_gone)
        old = AREAS.get(group)
        if old is not None:
            old.detach()
        AREAS[group] = self
        self.sync()

    def _bars(self) -> tuple[QScrollBar, QScrollBar]:
        return self.area.horizontalScrollBar(), self.area.verticalScrollBar()

    def sync(self) -> None:
        """Reports the area as it is now: where its viewport is on the
        screen (nowhere while hidden), its offset and limits."""
        if AREAS.get(self.group) is not self:
            return
        h, v = self._bars()
        vp = self.area.viewport()
        if vp.isVisible():
            o = vp.mapToGlobal(QPoint(0, 0))
            visible = Rect(float(o.x()), float(o.y()), float(vp.width()), float(vp.height()))
        else:
            visible = NOWHERE
        lo = Point(float(h.minimum()), float(v.minimum()))
        hi = Point(float(h.maximum()), float(v.maximum()))
        self.offset = Point(min(max(self.offset.x, lo.x), hi.x), min(max(self.offset.y, lo.y), hi.y))
        try:
            self.group.set_outer_scroll(dataclasses.replace(
                self.outer, visible=visible, offset=self.offset, min_offset=lo, max_offset=hi))
        except Busy:  # inside one of the members' calls: once it is over
            QTimer.singleShot(0, self.sync)

    def scroll_to(self, offset: Point) -> None:
        """Where the library scrolled the area: the bars follow (not
        reported back), `scrolled` tells, and the views are placed again
        after the engine's call (the library moved their frames already)."""
        self.offset = offset
        self._applying = True
        try:
            for bar, value in zip(self._bars(), offset):
                bar.setValue(int(round(value)))
        finally:
            self._applying = False
        self._frames.start()
        self.scrolled.emit(offset.x, offset.y)

    def detach(self) -> None:
        """Takes the area away from the group (its views are in none)."""
        self._area_gone()
        for bar in self._bars():
            bar.valueChanged.disconnect(self._bar_moved)
            bar.rangeChanged.disconnect(self._range_changed)
        self.area.viewport().removeEventFilter(self)

    def _bar_moved(self, _value: int) -> None:
        if self._applying:
            return
        h, v = self._bars()
        x = self.offset.x if h.value() == int(round(self.offset.x)) else float(h.value())
        y = self.offset.y if v.value() == int(round(self.offset.y)) else float(v.value())
        self.offset = Point(x, y)
        self.sync()
        self._frames.start()

    def _range_changed(self, _lo: int, _hi: int) -> None:
        self.sync()

    def _area_gone(self) -> None:
        if AREAS.get(self.group) is self:
            del AREAS[self.group]
            try:
                self.group.set_outer_scroll(None)
            except ValueError:  # the group was closed first
                pass

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide):
            self.sync()
            self._frames.start()
        return False
