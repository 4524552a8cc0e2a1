"""A PySide6 widget over the ctypes package: `ReorderView`.

    from reorder import Engine, Options
    from reorder.pyside import ReorderView, Row

    view = ReorderView(Options(cross_extent=0))   # 0: items as wide as the view
    view.add_section("Inbox", [Row(1, "Write the report", 44), Row(2, "Call Ann", 60)])
    view.item_moved.connect(lambda id, frm, to: model_move(frm, to))

A QAbstractScrollArea drawn entirely from the engine's presentation data:
rows (or grid cells, or a flow's chips) and section headers where the
engine says, the lifted item with its lift look and shadow, displaced items
sliding. A flow (`Layout.FLOW`) wraps its lines at the viewport's width,
each row as wide as its text in the view's font (or `Row.width`) and as
tall as `Row.size`, right to left when the widget's layoutDirection is
(`update_row` after a row changes, `set_options` for new options). Mouse input,
the vertical scroll bar and the wheel, a frame timer that runs only while
something moves, and keyboard reordering (arrows move the focus, Space or
Enter lifts and drops, Escape cancels; announcements reach `announced` and
the accessibility layer). A selection as in Qt's item views: a click selects
one item, Ctrl-click (or Ctrl+Space) toggles one, Shift-click selects a
range within a section; a long press on a selected item drags them all
(`selection`, `set_selection`, `selection_changed`). Views that join one
`reorder.Group` (`set_group`) let a drag carry items between them, in one
window or several: each hands the rows it gives to the view they enter and
reports it (`item_transferred`); a `GroupScrollArea` around them (a board's
columns in a QScrollArea that scrolls sideways) scrolls while a drag is
held near its edge. An outline (`Layout.OUTLINE`: `set_depths`) draws
its rows indented, a triangle on each row with children (a click, or Left
and Right, collapses or expands it: `set_expanded`), the row a drop goes
into ringed; Tab and Shift+Tab indent and outdent; a drop onto a row that
takes no children (`Row.no_children`) is reported (`combined`) for the
app to make a group of the two. The engine stays the source of truth: the
view owns it (`view.engine`) and reports every move, so the host's model follows.

Needs PySide6 (`pip install PySide6-Essentials`); the rest of the package
does not import this module.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import (QAccessible, QAccessibleEvent, QFont, QHideEvent, QKeyEvent, QMouseEvent,
                           QMoveEvent, QPaintEvent, QResizeEvent, QShowEvent, QWheelEvent)
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from . import (Engine, Event, EventType, Group, HitKind, IndexPath, Key, NotADragReason, Options, OuterScope,
               Phase, Rect, TransferRules, desktop_options)
from . import _pyside_flow, _pyside_outline, _pyside_paint
from ._pyside_group import AREAS, VIEWS, GroupScrollArea, hand_over, place, sync_group
from ._options import SectionRules

FRAME_MS = 16  # the frame timer, while anything moves


@dataclass
class Row:
    """One item: its stable id, its text, its extent along the list (a
    flow's: its height), a flow's width (0: its text's, measured) and, in
    an outline, whether it takes no children (a drop onto it combines)."""

    id: int
    text: str
    size: float = 44.0
    color: str = "#8ecae6"
    pinned: bool = False
    width: float = 0.0
    no_children: bool = False


class ReorderView(QAbstractScrollArea):
    """A reorderable list or grid of rows in sections, drawn from an engine."""

    #: An item changed place: id, from and to (section, item) in the order.
    item_moved = Signal(int, tuple, tuple)
    #: A drag ended in this view: id, where it was lifted (in the view it
    #: was lifted in: see item_transferred), where it was dropped.
    dropped = Signal(int, tuple, tuple)
    #: A press that did not become a drag ended as a tap on this item
    #: (queued: a slot may move the item).
    tapped = Signal(int)
    #: A text for screen readers (also sent to QAccessible).
    announced = Signal(str)
    #: The selection changed: the selected ids, in selection order.
    selection_changed = Signal(list)
    #: An item went between views of one group: id, the view it left, the
    #: view it entered (None when not a ReorderView), from (in the first),
    #: to (in the second) and the TransferKind. The view it left sends it,
    #: once its row has been handed over.
    item_transferred = Signal(int, object, object, tuple, tuple, object)
    #: In an outline, with item_moved: id, from, to and its depth now (a
    #: flat model moves the item from `from` to `to` and sets its depth).
    outline_moved = Signal(int, tuple, tuple, int)
    #: An outline row was expanded (True) or collapsed: id, expanded.
    expansion_changed = Signal(int, bool)
    #: A drop combined id with other (a row that takes no children); the
    #: drop was cancelled. Queued: a slot may edit the engine.
    combined = Signal(int, int)

    header_extent = 28.0
    #: Clicks with these only edit the selection: neither a tap nor a lift.
    SELECT_MODIFIERS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier

    def __init__(self, options: Optional[Options] = None, parent: Optional[QWidget] = None) -> None:
        super().__init__(parent)
        # A cross extent of 0 (the default) makes items as wide as the view;
        # edge auto-scroll is the desktop preset unless the options say.
        self.options = options if options is not None else desktop_options()
        self.engine = Engine(self.options)
        self._layout = self.options.layout  # as the engine has it (set_options)
        self.engine.on_event(self._on_event)
        self.rows: dict[int, Row] = {}
        self.headers: list[str] = []
        self.focused: Optional[int] = None
        #: Where a Shift-click's range starts: the last item clicked.
        self.anchor: Optional[int] = None
        # Whether the engine saw the button's press (see SELECT_MODIFIERS).
        self._engine_press = False
        #: The width of a grip drawn at each row's start (0: none); pair it
        #: with `engine.set_handle` so that only the grip lifts a row.
        self.grip = 0.0
        #: The fill of the lifted item, so that it stands out from the rows it passes.
        self.lifted_color = "#ffe8a3"
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._frame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.viewport().setMouseTracking(False)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self.font_ = QFont(self.font())
        #: The reorder.Group this view's engine is in (set_group).
        self.transfer_group: Optional[Group] = None
        self._sync_viewport()
        _pyside_flow.adopt(self)

    # -- content --------------------------------------------------------------------
    def add_section(self, title: str, rows: list[Row], rules: Optional[SectionRules] = None) -> int:
        """Appends a section of rows; returns its index."""
        s = self.engine.section_count()
        header = self.header_extent if title else 0.0
        self.engine.insert_section(s, header=header, rules=rules)
        _pyside_flow.load(self, s, rows)
        for r in rows:
            self.rows[r.id] = r
            self.engine.set_label(r.id, r.text)
        self.headers.append(title)
        if self.focused is None and rows:
            self.focused = rows[0].id
        self._sync_viewport()
        return s

    def order(self) -> list[list[int]]:
        """The ids of every section, in order."""
        return [self.engine.export(s) for s in range(self.engine.section_count())]

    def selection(self) -> list[int]:
        """The selected ids, in selection order (the engine keeps them)."""
        return self.engine.selection()

    def set_selection(self, ids: list[int]) -> None:
        """Selects these ids, in this order; `selection_changed` if it changed."""
        if ids != self.engine.selection():
            self.engine.select(ids)
            self.selection_changed.emit(list(ids))
            self.viewport().update()

    def _click_select(self, id: Optional[int], modifiers: Qt.KeyboardModifier) -> None:
        """Selects as a click with these modifiers on `id` (None: empty space)."""
        sel = self.selection()
        if id is None:
            if not modifiers & self.SELECT_MODIFIERS:
                self.set_selection([])
            return
        if modifiers & Qt.KeyboardModifier.ShiftModifier and self.anchor in self.rows:
            a, b = self.engine.index_path(self.anchor), self.engine.index_path(id)
            if a.section == b.section:
                lo, hi = sorted((a.item, b.item))
                self.set_selection([self.engine.item_id((a.section, i)) for i in range(lo, hi + 1)])
                return
        self.anchor = id
        if modifiers & Qt.KeyboardModifier.ControlModifier:
            self.set_selection([s for s in sel if s != id] if id in sel else [*sel, id])
        elif id not in sel:
            # Outside the selection a press drags its item alone (as file
            # managers do); inside it the group stays for a long press.
            self.set_selection([id])

    def set_group(self, group: Optional[Group], rules: Optional[TransferRules] = None) -> None:
        """Joins `group` with these rules (None: the defaults), leaving the
        group it was in; None just leaves. Items dragged into a view of the
        group bring their rows along."""
        if self.transfer_group is not None:
            self.transfer_group.remove(self.engine)
            self.transfer_group = None
            del VIEWS[self.engine]
        if group is not None:
            group.add(self.engine, rules)
            self.transfer_group = group
            VIEWS[self.engine] = self
            self._sync_frame()

    def insert_row(self, row: Row, at: tuple[int, int]) -> None:
        """Inserts a row at `at` (in an outline at the depth of the row it goes before)."""
        self.engine.insert_item(row.id, _pyside_flow.size_of(self, row), at, _pyside_flow.flags(row))
        self.rows[row.id] = row
        self.engine.set_label(row.id, row.text)
        self._start()

    def set_depths(self, section: int, depths: list[int]) -> None:
        """An outline's depths of every item of the section, in order (the
        first 0, each at most one below the one before)."""
        self.engine.set_depths(section, depths)
        self.focused = _pyside_outline.shown(self, self.focused)
        self._start()

    def set_expanded(self, id: int, expanded: bool) -> None:
        """Expands or collapses an outline row; a focus hidden under it goes to it."""
        self.engine.set_expanded(id, expanded)
        self.focused = _pyside_outline.shown(self, self.focused)
        self.expansion_changed.emit(id, expanded)
        self._start()

    def update_row(self, row: Row) -> None:
        """A row whose text, size or width changed (matched by its id)."""
        _pyside_flow.update(self, row)
        self._start()

    def set_options(self, options: Options) -> None:
        """New options, the order kept (a drag in flight is cancelled); a
        flow runs in the widget's layoutDirection."""
        _pyside_flow.set_options(self, options)

    def move_item(self, id: int, to: tuple[int, int]) -> None:
        """Moves an item programmatically (tap-to-move): animated, announced."""
        self.engine.move(id, to)
        self._start()

    # -- geometry ---------------------------------------------------------------------
    def _view_rect(self) -> Rect:
        vp = self.viewport()
        return Rect(0.0, float(self.verticalScrollBar().value()), float(vp.width()), float(vp.height()))

    def _sync_viewport(self) -> None:
        self.engine.set_viewport(self._view_rect())
        bar = self.verticalScrollBar()
        height = self.engine.content_size().height
        bar.setPageStep(self.viewport().height())
        bar.setSingleStep(40)
        bar.setRange(0, max(0, int(height - self.viewport().height() + 0.999)))

    def _sync_frame(self) -> None:
        """Places the viewport on the screen, the space of a group's views
        (in one window or several); a hidden view is nowhere."""
        if self.transfer_group is not None:
            place(self)

    def _sync_group_frames(self) -> None:
        # Windows move without telling their widgets: every view of the
        # group (and the area around them) is placed again when a drag may start.
        if self.transfer_group is not None:
            sync_group(self.transfer_group)

    def _content(self, event: QMouseEvent) -> tuple[float, float]:
        p = event.position()
        return (p.x(), p.y() + self.verticalScrollBar().value())

    def _scrolled(self, _value: int) -> None:
        self.engine.set_viewport(self._view_rect())
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._sync_viewport()
        self._sync_frame()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._sync_frame()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._sync_frame()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._sync_frame()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        _pyside_flow.changed(self, event)  # a new font or layoutDirection

    # -- input ------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus()
            point = self._content(event)
            hit = self.engine.hit_test(point)
            id = self.engine.item_id(hit.path) if hit.kind == HitKind.ITEM else None
            if id is not None and _pyside_outline.on_expander(self, id, point[0]):
                self.set_expanded(id, not self.engine.is_expanded(id))  # neither a selection nor a press
                return
            mods = event.modifiers()
            self._click_select(id, mods)
            self._engine_press = not mods & self.SELECT_MODIFIERS
            if self._engine_press:
                self._sync_group_frames()
                self.engine.pointer_down(point, time.monotonic())
            elif id is not None:
                self.focused = id
            self._start()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton and self._engine_press:
            self.engine.pointer_move(self._content(event), time.monotonic())
            self._start()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._engine_press:
            self._engine_press = False
            self.engine.pointer_up(self._content(event), time.monotonic())
            self._start()

    def wheelEvent(self, event: QWheelEvent) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.value() - event.angleDelta().y() // 2)

    KEYS = {
        Qt.Key.Key_Up: Key.UP, Qt.Key.Key_Down: Key.DOWN, Qt.Key.Key_Left: Key.LEFT,
        Qt.Key.Key_Right: Key.RIGHT, Qt.Key.Key_Home: Key.FIRST, Qt.Key.Key_End: Key.LAST,
        Qt.Key.Key_Space: Key.PICK_UP_OR_DROP, Qt.Key.Key_Return: Key.PICK_UP_OR_DROP,
        Qt.Key.Key_Enter: Key.PICK_UP_OR_DROP, Qt.Key.Key_Escape: Key.CANCEL,
    }
    #: The engine's even with nothing lifted (the focused row is lifted, cancelled, indented).
    ENGINE_KEYS = (Key.PICK_UP_OR_DROP, Key.CANCEL, Key.INDENT, Key.OUTDENT)

    def focusNextPrevChild(self, next: bool) -> bool:
        # An outline's Tab and Shift+Tab indent and outdent (keyPressEvent), not move the focus away.
        return False if _pyside_outline.is_outline(self) else super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        code = Qt.Key(event.key())
        if (code == Qt.Key.Key_Space and event.modifiers() & Qt.KeyboardModifier.ControlModifier
                and self.focused is not None):
            self._click_select(self.focused, Qt.KeyboardModifier.ControlModifier)
            return
        key = _pyside_outline.key_of(self, code, event.modifiers()) or self.KEYS.get(code)
        if key is None:
            super().keyPressEvent(event)
            return
        e = self.engine
        if _pyside_outline.fold(self, key):
            return
        if e.phase() in (Phase.PRESSING, Phase.DRAGGING) or key in self.ENGINE_KEYS:
            e.key(key, self.focused, time.monotonic())
        else:
            self.focused = _pyside_flow.focus_step(self, key)
        if self.focused is not None:
            self._scroll_into_view(self.focused)
        self._start()

    def _scroll_into_view(self, id: int) -> None:
        f = self.engine.frame(id)
        bar = self.verticalScrollBar()
        if f.y < bar.value():
            bar.setValue(int(f.y - self.header_extent))
        elif f.y + f.height > bar.value() + self.viewport().height():
            bar.setValue(int(f.y + f.height - self.viewport().height() + 0.999))

    # -- events -----------------------------------------------------------------------
    def _on_event(self, ev: Event) -> None:
        def path(p: Optional[IndexPath]) -> tuple[int, int]:
            return (p.section, p.item) if p is not None else (-1, -1)

        if ev.type == EventType.MOVE and ev.id is not None:
            self.item_moved.emit(ev.id, path(ev.from_), path(ev.to))
            if _pyside_outline.is_outline(self):
                self.outline_moved.emit(ev.id, path(ev.from_), path(ev.to), ev.depth)
        elif ev.type == EventType.TRANSFER and ev.id is not None:
            hand_over(self, ev, path(ev.from_), path(ev.to))
        elif ev.type == EventType.DROP and ev.id is not None and ev.target in (None, self.engine):
            # Across views both engines report the drop: the view it landed in tells.
            self.dropped.emit(ev.id, path(ev.from_), path(ev.to))
            self.focused = _pyside_outline.shown(self, self.focused)  # dropped into a collapsed row
        elif ev.type == EventType.EXPAND and ev.id is not None:
            self.expansion_changed.emit(ev.id, True)  # a drag held over a collapsed row
        elif ev.type == EventType.COMBINE and ev.id is not None:
            # After the engine's call: the slot edits the engine (a new group).
            pair = (ev.id, ev.other)
            QTimer.singleShot(0, lambda: self.combined.emit(*pair))
        elif ev.type == EventType.LIFT and ev.id is not None:
            self.focused = ev.id
        elif ev.type == EventType.NOT_A_DRAG and ev.reason == NotADragReason.TAP and ev.id is not None:
            self.focused = ev.id
            # After the engine's call: selecting, or a slot that moves the
            # item (tap-to-move), changes the engine, which its own callbacks
            # may not.
            tapped = ev.id
            QTimer.singleShot(0, lambda: self._tap(tapped))
        elif ev.type == EventType.SCROLL and ev.offset is not None:
            # Edge auto-scroll: the bar follows the engine's viewport.
            self.verticalScrollBar().blockSignals(True)
            self.verticalScrollBar().setValue(int(round(ev.offset.y)))
            self.verticalScrollBar().blockSignals(False)
        elif ev.type == EventType.OUTER_SCROLL and ev.offset is not None and ev.reason == OuterScope.GROUP:
            # The board around the group's views (GroupScrollArea) scrolled.
            area = AREAS.get(self.transfer_group) if self.transfer_group is not None else None
            if area is not None:
                area.scroll_to(ev.offset)
        elif ev.type == EventType.ANNOUNCEMENT and ev.text:
            self.announced.emit(ev.text)
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))

    def _tap(self, id: int) -> None:
        # A plain click on a selected item keeps the group until it is known
        # not to be a long press; now it selects that item alone.
        self.set_selection([id])
        self.tapped.emit(id)

    # -- frame clock --------------------------------------------------------------------
    def _start(self) -> None:
        self._sync_viewport()
        self.viewport().update()
        if not self._timer.isActive():
            self._timer.start()

    def _frame(self) -> None:
        now = time.monotonic()
        self.engine.tick(now)
        self.viewport().update()
        if not self.engine.is_animating(now) and self.engine.phase() not in (Phase.PRESSING, Phase.DRAGGING):
            self._timer.stop()
            self._sync_viewport()

    # -- drawing ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        _pyside_paint.paint(self)


__all__ = ["GroupScrollArea", "ReorderView", "Row"]
