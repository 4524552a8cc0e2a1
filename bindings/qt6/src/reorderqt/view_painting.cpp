// ReorderView painting: every item where the engine's presentation puts it
// at this frame's time, lowest z first, through the item delegate.
#include <QAbstractItemDelegate>
#include <QAbstractItemModel>
#include <QPainter>
#include <QPainterPath>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

void ReorderView::paintEvent(QPaintEvent *) {
  QPainter painter(viewport());
  painter.setRenderHint(QPainter::Antialiasing);
  paintSectionHeaders(painter);
  for (const reorder_presentation &item : m_engine.presentation(visibleContent(), m_clock.now()))
    paintItem(painter, item);
}

// A section's header sits just before its first item; an empty section's
// right after the previous section (the C API has no section frame query).
void ReorderView::paintSectionHeaders(QPainter &painter) const {
  const double header = m_adapter.sectionHeader();
  if (header <= 0) return;
  const reorder_options &o = m_engine.options();
  const bool grid = o.layout == REORDER_LAYOUT_GRID;
  const bool horizontal = !grid && o.axis == REORDER_AXIS_HORIZONTAL;
  // Along the main axis: a frame's start and end.
  const auto start = [horizontal](const QRectF &r) { return horizontal ? r.left() : r.top(); };
  const auto end = [horizontal](const QRectF &r) { return horizontal ? r.right() : r.bottom(); };
  const double gridTop = grid ? o.insets.y : 0;
  const double gridBottom = grid ? o.insets.height : 0;
  double next = grid ? 0 : horizontal ? o.insets.x : o.insets.y;  // an empty section's header
  const int sections = m_engine.sectionCount();
  for (int s = 0; s < sections; ++s) {
    const int count = m_engine.itemCount(s);
    double top = next;
    if (count > 0) {
      const std::optional<std::uint64_t> firstId = m_engine.itemId({s, 0});
      const std::optional<std::uint64_t> lastId = m_engine.itemId({s, count - 1});
      const std::optional<QRectF> first = firstId ? m_engine.itemFrame(*firstId) : std::nullopt;
      const std::optional<QRectF> last = lastId ? m_engine.itemFrame(*lastId) : std::nullopt;
      if (!first || !last) return;
      top = start(*first) - gridTop - header;
      next = end(*last) + gridBottom + o.section_spacing;
    } else {
      next = top + header + gridTop + gridBottom + o.section_spacing;
    }
    const QRectF rect = horizontal ? QRectF(top - m_offset.x(), 0, header, viewport()->height())
                                   : QRectF(0, top - m_offset.y(), viewport()->width(), header);
    if (!rect.intersects(viewport()->rect())) continue;
    painter.fillRect(rect, palette().color(QPalette::Dark));
    painter.setPen(palette().color(QPalette::BrightText));
    const QString title = m_adapter.sectionIndex(s).data(Qt::DisplayRole).toString();
    painter.drawText(rect.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter,
                     QStringLiteral("%1 (%2)").arg(title).arg(count));
  }
}

void ReorderView::paintItem(QPainter &painter, const reorder_presentation &item) const {
  const QModelIndex index = m_adapter.index(item.id);
  if (!index.isValid()) return;
  const QRectF frame =
      QRectF(item.frame.x, item.frame.y, item.frame.width, item.frame.height).translated(-m_offset);
  painter.save();
  // The frame is unscaled: scale about its centre.
  painter.translate(frame.center());
  painter.scale(item.scale, item.scale);
  painter.translate(-frame.center());
  if (item.shadow_opacity > 0) {
    // A soft shadow: the radius as rings of fading rounded rectangles.
    const QRectF shadow = frame.translated(item.shadow_offset.x, item.shadow_offset.y);
    const int rings = std::max(1, static_cast<int>(item.shadow_radius));
    painter.setPen(Qt::NoPen);
    for (int r = rings; r >= 1; --r) {
      QColor c(0, 0, 0);
      c.setAlphaF(static_cast<float>(item.shadow_opacity / (rings + 1)));
      painter.setBrush(c);
      painter.drawRoundedRect(shadow.adjusted(-r, -r, r, r), r + 2, r + 2);
    }
  }
  painter.setOpacity(item.alpha);
  // Moving items cover what they pass over.
  painter.fillRect(frame, palette().color(item.lifted ? QPalette::AlternateBase : QPalette::Base));
  QStyleOptionViewItem option = itemOption(index, frame.toAlignedRect());
  if (item.lifted) option.state |= QStyle::State_MouseOver;
  itemDelegate()->paint(&painter, option, index);
  painter.setPen(QPen(palette().color(item.lifted ? QPalette::Highlight : QPalette::Midlight),
                      item.lifted ? 2 : 1));
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(frame.adjusted(0.5, 0.5, -0.5, -0.5));
  painter.restore();
}

}  // namespace reorderqt
