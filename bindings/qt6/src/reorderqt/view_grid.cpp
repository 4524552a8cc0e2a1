// ReorderView grids that scroll sideways (gridAxis Qt::Horizontal,
// libreorder 1.1's grid_axis): the option, which way the view scrolls, the
// wheel turned sideways, and the space keyboard focus moves in from line to
// line. The engine lays the columns out (cells sized from the viewport's
// height), mirrors them right to left and moves a lifted cell with the
// arrows; the view scrolls, paints and hit-tests at its frames as in the
// other layouts (reorder_view.cpp, view_painting.cpp, view_input.cpp).
// Here too what grids and flows are laid out in: the viewport less the
// room of a scroll bar, shown or not (layoutContent).
#include <QCoreApplication>
#include <QScrollBar>
#include <QStyle>
#include <QWheelEvent>

#include <algorithm>
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

// What the engine lays out in: the visible content, less, in a grid, the
// room of a vertical scroll bar that is not shown. A grid's cells are as
// wide as the viewport allows and as high as they are wide, so its height
// depends on its width: laid out in the whole width, a grid that overflows
// by less than the bar costs fits once the bar shows, loses it again, and
// is left with no bar and its last row out of reach, or its cells shrink
// and the grid jumps when a later change brings the bar. Laid out beside
// the bar whether or not it shows, the cells keep one size and the content
// height decides the bar alone.
// A grid that scrolls sideways is the same turned: its cells share the
// height, beside the room of a horizontal scroll bar.
QRectF ReorderView::layoutContent() const {
  QRectF rect = visibleContent();
  if (layoutMode() == LayoutMode::List) return rect;
  // A flow's lines wrap at the width, so its height depends on it too.
  const bool sideways = horizontalGrid();
  const QScrollBar *bar = sideways ? horizontalScrollBar() : verticalScrollBar();
  const Qt::ScrollBarPolicy policy =
      sideways ? horizontalScrollBarPolicy() : verticalScrollBarPolicy();
  if (policy == Qt::ScrollBarAsNeeded && !bar->isVisibleTo(this) &&
      !style()->styleHint(QStyle::SH_ScrollBar_Transient, nullptr, bar)) {
    if (sideways)
      rect.setHeight(std::max(0.0, rect.height() - scrollBarGutter(Qt::Horizontal)));
    else
      rect.setWidth(std::max(0.0, rect.width() - scrollBarGutter(Qt::Vertical)));
  }
  return rect;
}

// The viewport width a vertical scroll bar takes when it shows (the height
// a horizontal one takes).
double ReorderView::scrollBarGutter(Qt::Orientation orientation) const {
  double gutter = orientation == Qt::Vertical ? verticalScrollBar()->sizeHint().width()
                                              : horizontalScrollBar()->sizeHint().height();
  if (style()->styleHint(QStyle::SH_ScrollView_FrameOnlyAroundContents, nullptr, this))
    gutter += style()->pixelMetric(QStyle::PM_ScrollView_ScrollBarSpacing, nullptr, this);
  return gutter;
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
