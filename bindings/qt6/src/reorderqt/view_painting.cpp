// ReorderView painting: the section headers where the engine's section
// frames put them and every item where its presentation puts it, both at
// this frame's time, items lowest z first, through the item delegate.
#include <QAbstractItemDelegate>
#include <QAbstractItemModel>
#include <QPainter>
#include <QPainterPath>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

void ReorderView::paintEvent(QPaintEvent *) {
  QPainter painter(viewport());
  painter.setRenderHint(QPainter::Antialiasing);
  // One time for the whole frame: headers and items slide in step.
  const double time = m_clock.now();
  paintSectionHeaders(painter, time);
  for (const reorder_presentation &item : m_engine.presentation(visibleContent(), time))
    paintItem(painter, item);
}

// Each header is the leading sectionHeader() units of its section's frame at
// time, along the main axis (its top; its left in a horizontal list), and
// spans the viewport across it, over the list's insets.
void ReorderView::paintSectionHeaders(QPainter &painter, double time) const {
  const double header = m_adapter.sectionHeader();
  if (header <= 0) return;
  const reorder_options &o = m_engine.options();
  const bool horizontal = o.layout == REORDER_LAYOUT_LIST && o.axis == REORDER_AXIS_HORIZONTAL;
  const int sections = m_engine.sectionCount();
  for (int s = 0; s < sections; ++s) {
    const std::optional<QRectF> frame = m_engine.sectionFrame(s, time);
    if (!frame) return;
    const QRectF rect = horizontal
                            ? QRectF(frame->left() - m_offset.x(), 0, header, viewport()->height())
                            : QRectF(0, frame->top() - m_offset.y(), viewport()->width(), header);
    if (!rect.intersects(viewport()->rect())) continue;
    painter.fillRect(rect, palette().color(QPalette::Dark));
    painter.setPen(palette().color(QPalette::BrightText));
    const QString title = m_adapter.sectionIndex(s).data(Qt::DisplayRole).toString();
    painter.drawText(rect.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter,
                     QStringLiteral("%1 (%2)").arg(title).arg(m_engine.itemCount(s)));
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
