// ReorderView input: mouse and touch become the engine's pointer calls (one
// pointer: the left button or the first touch point), keys its keyboard
// reordering. The engine decides what they mean; the view only pans when it
// says a press was a scroll, not a drag. Presses select first
// (view_selection.cpp): what the engine lifts is the selection.
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QTouchEvent>

#include "reorderqt/reorder_view.h"
#include "reorderqt/transfer_group.h"

namespace reorderqt {

void ReorderView::press(QPointF position, Qt::KeyboardModifiers modifiers) {
  if (modifiers == Qt::NoModifier && toggleExpanderAt(position)) return;
  const QModelIndex pressed = indexAt(position.toPoint());
  const bool selectOnly = selectAt(pressed, modifiers);
  if (pressed.isValid()) setCurrentIndex(pressed);
  if (selectOnly) return;
  m_pressed = true;
  m_panAnchor.reset();
  // Windows may have moved since: where every member is, as the drag
  // may cross into any, and their scroll areas (the group's first: a new
  // offset moves every member's frame, set after).
  if (m_group) {
    m_group->syncOuterScroll();
    for (ReorderView *view : m_group->views()) view->syncPlacement();
  } else {
    syncPlacement();
  }
  m_pressPoint = toContent(position);
  m_engine.pointerDown(toContent(position), m_clock.now());
  runClock();
}

void ReorderView::drag(QPointF position) {
  if (m_panAnchor) {  // keep the content point that was pressed under the pointer
    setOffset(*m_panAnchor - position);
    updateScrollBars();
    return;
  }
  m_engine.pointerMove(toContent(position), m_clock.now());
  runClock();
}

void ReorderView::release(QPointF position) {
  m_pressed = false;
  if (m_panAnchor) {
    m_panAnchor.reset();
    return;
  }
  m_engine.pointerUp(toContent(position), m_clock.now());
  runClock();
}

void ReorderView::onNotADrag(std::optional<quint64> id, reorder_not_a_drag_reason reason) {
  if (reason == REORDER_NOT_A_DRAG_MOVED && m_pressed && m_panOnQuickDrag)
    m_panAnchor = m_pressPoint;
  else if (reason == REORDER_NOT_A_DRAG_TAP && id) {
    // A press on a selected item kept the selection for a long press; a tap
    // selects its item alone.
    const QModelIndex index = m_adapter.index(*id);
    if (m_selection) m_selection->select(index, QItemSelectionModel::ClearAndSelect);
    emit tapped(index);
  }
}

void ReorderView::mousePressEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton) return QAbstractScrollArea::mousePressEvent(event);
  press(event->position(), event->modifiers());
}

void ReorderView::mouseMoveEvent(QMouseEvent *event) {
  if (!m_pressed) return QAbstractScrollArea::mouseMoveEvent(event);
  drag(event->position());
}

void ReorderView::mouseReleaseEvent(QMouseEvent *event) {
  if (event->button() != Qt::LeftButton) return QAbstractScrollArea::mouseReleaseEvent(event);
  if (m_pressed) release(event->position());  // else the press only selected
}

bool ReorderView::viewportEvent(QEvent *event) {
  switch (event->type()) {
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd: {
      auto *touch = static_cast<QTouchEvent *>(event);
      if (touch->points().isEmpty()) break;
      const QPointF position = touch->points().first().position();
      if (event->type() == QEvent::TouchBegin)
        press(position, touch->modifiers());
      else if (event->type() == QEvent::TouchUpdate)
        drag(position);
      else
        release(position);
      event->accept();  // no synthesized mouse events on top
      return true;
    }
    case QEvent::TouchCancel:
      m_pressed = false;
      m_panAnchor.reset();
      m_engine.pointerCancel(m_clock.now());
      runClock();
      return true;
    default: break;
  }
  return QAbstractScrollArea::viewportEvent(event);
}

namespace {

// The engine key for a Qt key, if any. Arrows and Home/End only move a
// lifted item; without one, the arrows move keyboard focus instead.
std::optional<reorder_key> engineKey(int qtKey, bool lifted, bool active, bool outline) {
  const auto when = [](bool condition, reorder_key key) {
    return condition ? std::optional<reorder_key>(key) : std::nullopt;
  };
  switch (qtKey) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: return REORDER_KEY_PICK_UP_OR_DROP;
    case Qt::Key_Escape: return when(active, REORDER_KEY_CANCEL);
    case Qt::Key_Up: return when(lifted, REORDER_KEY_UP);
    case Qt::Key_Down: return when(lifted, REORDER_KEY_DOWN);
    case Qt::Key_Left: return when(lifted, REORDER_KEY_LEFT);
    case Qt::Key_Right: return when(lifted, REORDER_KEY_RIGHT);
    case Qt::Key_Home: return when(lifted, REORDER_KEY_FIRST);
    case Qt::Key_End: return when(lifted, REORDER_KEY_LAST);
    case Qt::Key_Tab: return when(outline, REORDER_KEY_INDENT);
    case Qt::Key_Backtab: return when(outline, REORDER_KEY_OUTDENT);
    default: return std::nullopt;
  }
}

}  // namespace

void ReorderView::keyPressEvent(QKeyEvent *event) {
  if (event->key() == Qt::Key_Space && event->modifiers() & Qt::ControlModifier) {
    selectAt(currentIndex(), Qt::ControlModifier);  // toggles, as a Ctrl-click
    return event->accept();
  }
  const reorder_phase phase = m_engine.phase();
  // A drag pressed here may have crossed into another view of the group:
  // Escape here cancels it there.
  const bool active = phase != REORDER_PHASE_IDLE || (m_pressed && m_group && m_group->isDragging());
  const std::optional<reorder_key> key =
      engineKey(event->key(), phase == REORDER_PHASE_DRAGGING, active,
                layoutMode() == LayoutMode::Outline);
  if (key) {
    if (m_current) m_adapter.label(*m_current);  // the item the key lifts or moves
    m_engine.key(*key, m_current, m_clock.now());
    runClock();
  } else if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
    const int step = event->key() == Qt::Key_Down ? 1 : -1;
    if (layoutMode() == LayoutMode::Flow || (layoutMode() == LayoutMode::Grid && !horizontalGrid()))
      moveFocusAcrossLines(step);  // the line above or below
    else
      moveFocus(step);  // a list, or down a horizontal grid's column
  } else if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) {
    // As the engine's keys: right to left, left is onwards.
    const int step =
        (event->key() == Qt::Key_Right) == (layoutDirection() == Qt::LeftToRight) ? 1 : -1;
    if (horizontalGrid())
      moveFocusAcrossLines(step);  // the column beside
    else
      moveFocus(step);
  } else {
    return QAbstractScrollArea::keyPressEvent(event);
  }
  scrollTo(currentIndex());
  event->accept();
}

// Focus steps through the shown items in order, across sections; false at an end.
bool ReorderView::moveFocus(int step) {
  const int sections = m_engine.sectionCount();
  std::optional<IndexPath> path;
  if (m_current) path = m_engine.indexPath(*m_current);
  if (!path) path = IndexPath{0, -1};  // the first item comes next
  path->item += step;
  while (path->section >= 0 && path->section < sections) {
    if (path->item >= 0 && path->item < m_engine.itemCount(path->section)) {
      const std::optional<quint64> id = m_engine.itemId(*path);
      if (id && !m_engine.isHidden(*id)) {  // an outline's folded rows are passed over
        setCurrent(id);
        return true;
      }
      path->item += step;
      continue;
    }
    path->section += step;
    if (path->section >= 0 && path->section < sections)
      path->item = step > 0 ? 0 : m_engine.itemCount(path->section) - 1;
  }
  return false;
}

// An outline keeps Tab and Shift+Tab for indenting (keyPressEvent).
bool ReorderView::focusNextPrevChild(bool next) {
  if (layoutMode() == LayoutMode::Outline) return false;
  return QAbstractScrollArea::focusNextPrevChild(next);
}

void ReorderView::focusOutEvent(QFocusEvent *event) {
  // A keyboard drag without the keyboard: put the item back.
  if (isDragging() && !m_pressed) cancelDrag();
  QAbstractScrollArea::focusOutEvent(event);
}

}  // namespace reorderqt
