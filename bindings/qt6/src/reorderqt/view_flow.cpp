// ReorderView flows (LayoutMode::Flow, REORDER_LAYOUT_FLOW): each row's
// size hint gives its width (the engine's item size) and its height (its
// cross size), given to the engine by the adapter with every load and edit
// while the view is a flow; the flow options; and keyboard focus moving
// from line to line. The engine lays the lines out, mirrors them right to
// left and moves a lifted row with the arrows; painting, input and
// scrolling are the other layouts'.
#include <QAbstractItemDelegate>
#include <QStyleOptionViewItem>

#include <cmath>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

// SizeHintRole, else the delegate's size hint (which reads SizeHintRole
// first, as QStyledItemDelegate does). A flow needs both sides: a negative
// width is the text's (with a style's item margins), a negative height the
// engine's flow_item_height.
QSizeF ReorderView::itemSizeHint(const QModelIndex &index) const {
  QSize size = index.data(Qt::SizeHintRole).toSize();
  if (!size.isValid()) size = itemDelegate()->sizeHint(itemOption(index, viewport()->rect()), index);
  if (layoutMode() != LayoutMode::Flow) return size;
  QSizeF flow = size;
  if (flow.width() < 0)
    flow.setWidth(fontMetrics().horizontalAdvance(index.data(Qt::DisplayRole).toString()) + 16);
  if (flow.height() < 0) flow.setHeight(m_engine.options().flow_item_height);
  return flow;
}

double ReorderView::itemCrossSize(const QModelIndex &index) const {
  return itemSizeHint(index).height();
}

// A view that becomes a flow gives the engine its rows' heights as well
// (and measures widths); one that stops being one gives none. Either way,
// as after a new list axis, the sizes are read again.
void ReorderView::followLayout(const reorder_options &before) {
  const reorder_options &now = m_engine.options();
  const bool flow = now.layout == REORDER_LAYOUT_FLOW;
  if (flow != (before.layout == REORDER_LAYOUT_FLOW)) {
    m_adapter.setCrossSizeFunction(
        flow ? ModelAdapter::SizeFunction(
                   [this](const QModelIndex &index) { return itemCrossSize(index); })
             : ModelAdapter::SizeFunction());  // reloads
  } else if (now.axis != before.axis && !flow) {
    m_adapter.reload();
  }
}

double ReorderView::lineSpacing() const { return m_engine.options().line_spacing; }

bool ReorderView::setLineSpacing(double spacing) {
  return setOption([spacing](reorder_options &o) { o.line_spacing = spacing; });
}

ReorderView::FlowAlignment ReorderView::flowAlignment() const {
  return static_cast<FlowAlignment>(m_engine.options().flow_align);
}

bool ReorderView::setFlowAlignment(FlowAlignment alignment) {
  return setOption(
      [alignment](reorder_options &o) { o.flow_align = static_cast<reorder_flow_align>(alignment); });
}

// Up (step -1) and Down (+1) in a flow or a vertical grid (Left and Right,
// as they look, in a horizontal grid: its columns are its lines, see
// lineSpace): focus goes to the row of the line
// before or after the focused row's whose centre is nearest its centre
// across, over sections too; false at the first or last line. Rows are
// walked in order from the focused one: the other line begins at the first
// row whose centre is past the focused row's edge, and ends before the
// first row clear of that one (a line's rows are centred in it, so they
// all overlap its first). O(rows of two lines · log n).
bool ReorderView::moveFocusAcrossLines(int step) {
  const std::optional<IndexPath> at = m_current ? m_engine.indexPath(*m_current) : std::nullopt;
  std::optional<QRectF> from = m_current ? m_engine.itemFrame(*m_current) : std::nullopt;
  if (!at || !from) return moveFocus(step);
  from = lineSpace(*from);  // a horizontal grid's columns as rows
  const int sections = m_engine.sectionCount();
  const auto next = [&](IndexPath p) -> std::optional<IndexPath> {
    p.item += step;
    while (p.item < 0 || p.item >= m_engine.itemCount(p.section)) {
      p.section += step;
      if (p.section < 0 || p.section >= sections) return std::nullopt;
      p.item = step > 0 ? 0 : m_engine.itemCount(p.section) - 1;
    }
    return p;
  };
  std::optional<QRectF> line;  // the first row met of the other line
  std::optional<quint64> best;
  double bestDistance = 0;
  for (std::optional<IndexPath> p = next(*at); p; p = next(*p)) {
    const std::optional<quint64> id = m_engine.itemId(*p);
    std::optional<QRectF> frame = id ? m_engine.itemFrame(*id) : std::nullopt;
    if (!frame) return false;
    frame = lineSpace(*frame);
    if (!line) {
      if (step > 0 ? frame->center().y() <= from->bottom() : frame->center().y() >= from->top())
        continue;  // still the focused row's line
      line = frame;
    } else if (step > 0 ? frame->top() >= line->bottom() : frame->bottom() <= line->top()) {
      break;  // past that line
    }
    const double distance = std::abs(frame->center().x() - from->center().x());
    if (!best || distance < bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  if (!best) return false;
  setCurrent(best);
  return true;
}

}  // namespace reorderqt
