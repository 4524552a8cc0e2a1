// ReorderView grids that scroll sideways (gridAxis Qt::Horizontal,
// libreorder 1.1's grid_axis): the option, which way the view scrolls, the
// wheel turned sideways, and the space keyboard focus moves in from line to
// line. The engine lays the columns out (cells sized from the viewport's
// height), mirrors them right to left and moves a lifted cell with the
// arrows; the view scrolls, paints and hit-tests at its frames as in the
// other layouts (reorder_view.cpp, view_painting.cpp, view_input.cpp).
#include <QCoreApplication>
#include <QScrollBar>
#include <QWheelEvent>

#include <cstdlib>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

Qt::Orientation ReorderView::gridAxis() const {
  return m_engine.options().grid_axis == REORDER_AXIS_HORIZONTAL ? Qt::Horizontal : Qt::Vertical;
}

bool ReorderView::setGridAxis(Qt::Orientation axis) {
  return setOption([axis](reorder_options &o) {
    o.grid_axis = axis == Qt::Horizontal ? REORDER_AXIS_HORIZONTAL : REORDER_AXIS_VERTICAL;
  });
}

bool ReorderView::horizontalGrid() const {
  const reorder_options &o = m_engine.options();
  return o.layout == REORDER_LAYOUT_GRID && o.grid_axis == REORDER_AXIS_HORIZONTAL;
}

// Whether the content scrolls sideways: a horizontal list or grid. Its
// horizontal scroll bar is the main one, its section headers lead each
// section along x.
bool ReorderView::scrollsHorizontally() const {
  const reorder_options &o = m_engine.options();
  return horizontalGrid() || (o.layout == REORDER_LAYOUT_LIST && o.axis == REORDER_AXIS_HORIZONTAL);
}

// A wheel turned as most mice turn (vertically) scrolls content that
// scrolls sideways, as QListView's does with LeftToRight flow; a sideways
// wheel or a vertically scrolling view goes to QAbstractScrollArea.
void ReorderView::wheelEvent(QWheelEvent *event) {
  const QPoint angle = event->angleDelta();
  if (!scrollsHorizontally() || angle.x() != 0 || std::abs(angle.y()) <= std::abs(angle.x()) ||
      verticalScrollBar()->maximum() > verticalScrollBar()->minimum())
    return QAbstractScrollArea::wheelEvent(event);
  const QPoint pixels = event->pixelDelta();
  QWheelEvent sideways(event->position(), event->globalPosition(), QPoint(pixels.y(), pixels.x()),
                       QPoint(angle.y(), angle.x()), event->buttons(), event->modifiers(),
                       event->phase(), event->inverted(), event->source());
  QCoreApplication::sendEvent(horizontalScrollBar(), &sideways);
  event->setAccepted(sideways.isAccepted());
}

// A frame in the space where the lines keyboard focus crosses (a flow's or
// a vertical grid's rows, a horizontal grid's columns) stack downwards in
// order, for moveFocusAcrossLines: the frame itself, or a horizontal grid's
// turned so that its columns are rows (x for y), the first column's on top
// either way (right to left, x counts from the right).
QRectF ReorderView::lineSpace(const QRectF &frame) const {
  if (!horizontalGrid()) return frame;
  const bool rtl = m_engine.options().direction == REORDER_DIRECTION_RTL;
  return {frame.top(), rtl ? -frame.right() : frame.left(), frame.height(), frame.width()};
}

}  // namespace reorderqt
