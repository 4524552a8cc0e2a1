// ReorderView outlines (LayoutMode::Outline over a Tree model): options,
// the expander (drawn at a row's leading edge, inside the frame the engine
// has indented already; a click on it toggles the row) and expansion.
#include <QAbstractItemModel>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

double ReorderView::outlineIndent() const { return m_engine.options().outline_indent; }

bool ReorderView::setOutlineIndent(double indent) {
  return setOption([indent](reorder_options &o) { o.outline_indent = indent; });
}

double ReorderView::combineZone() const { return m_engine.options().combine_zone; }

bool ReorderView::setCombineZone(double zone) {
  return setOption([zone](reorder_options &o) { o.combine_zone = zone; });
}

bool ReorderView::setExpanded(const QModelIndex &index, bool expanded) {
  if (!m_adapter.setExpanded(index, expanded)) {
    if (m_adapter.shape() != ModelAdapter::Shape::Tree || !m_adapter.id(index))
      emit errorOccurred(REORDER_E_INVALID,
                         QStringLiteral("setExpanded: not a row of this view's Tree model"));
    return false;
  }
  updateScrollBars();
  viewport()->update();
  return true;
}

bool ReorderView::isExpanded(const QModelIndex &index) const { return m_adapter.isExpanded(index); }

// The expander's square at the frame's leading edge: one level wide, at
// most the row's height.
QRectF ReorderView::expanderRect(const QRectF &frame) const {
  const double side = std::min(outlineIndent(), frame.height());
  const double left = layoutDirection() == Qt::RightToLeft ? frame.right() - side : frame.left();
  return {left, frame.center().y() - side / 2, side, side};
}

// A press on a parent row's expander toggles it rather than pressing the
// row; false when position is anywhere else.
bool ReorderView::toggleExpanderAt(QPointF position) {
  if (layoutMode() != LayoutMode::Outline || m_engine.phase() != REORDER_PHASE_IDLE) return false;
  const QModelIndex index = indexAt(position.toPoint());
  if (!index.isValid() || !model()->hasChildren(index)) return false;
  if (!expanderRect(visualRect(index)).contains(position)) return false;
  return setExpanded(index, !isExpanded(index));
}

// A triangle pointing at the children (down) or along the row (collapsed).
void ReorderView::paintExpander(QPainter &painter, const QRectF &frame,
                                const QModelIndex &index) const {
  if (!model()->hasChildren(index)) return;
  const QRectF box = expanderRect(frame);
  const double r = box.width() / 5;
  const QPointF c = box.center();
  const double ahead = layoutDirection() == Qt::RightToLeft ? -r : r;
  QPainterPath path;
  if (isExpanded(index)) {
    path.moveTo(c + QPointF(-r, -r / 2));
    path.lineTo(c + QPointF(r, -r / 2));
    path.lineTo(c + QPointF(0, r));
  } else {
    path.moveTo(c + QPointF(-ahead / 2, -r));
    path.lineTo(c + QPointF(ahead, 0));
    path.lineTo(c + QPointF(-ahead / 2, r));
  }
  path.closeSubpath();
  painter.save();
  painter.setPen(Qt::NoPen);
  painter.setBrush(palette().color(QPalette::Text));
  painter.drawPath(path);
  painter.restore();
}

}  // namespace reorderqt
