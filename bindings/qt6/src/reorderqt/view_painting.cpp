// ReorderView painting: the section headers where the engine's section
// frames put them and every item where its presentation puts it, both at
// this frame's time, items lowest z first, through the item delegate.
#include <QAbstractItemDelegate>
#include <QAbstractItemModel>
#include <QItemSelectionModel>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <vector>

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
// time, along the main axis (its top; in a horizontal list or grid its
// left, its right when right to left), and spans the viewport across it,
// over the list's insets.
void ReorderView::paintSectionHeaders(QPainter &painter, double time) const {
  const double header = m_adapter.sectionHeader();
  if (header <= 0) return;
  const reorder_options &o = m_engine.options();
  const bool horizontal = scrollsHorizontally();
  const bool rtl = o.direction == REORDER_DIRECTION_RTL;
  const int sections = m_engine.sectionCount();
  for (int s = 0; s < sections; ++s) {
    const std::optional<QRectF> frame = m_engine.sectionFrame(s, time);
    if (!frame) return;
    const QRectF rect = horizontal
                            ? QRectF((rtl ? frame->right() - header : frame->left()) - m_offset.x(),
                                     0, header, viewport()->height())
                            : QRectF(0, frame->top() - m_offset.y(), viewport()->width(), header);
    if (!rect.intersects(viewport()->rect())) continue;
    painter.fillRect(rect, palette().color(QPalette::Dark));
    painter.setPen(palette().color(QPalette::BrightText));
    const QString title = m_adapter.sectionIndex(s).data(Qt::DisplayRole).toString();
    painter.drawText(rect.adjusted(10, 0, -10, 0), Qt::AlignLeft | Qt::AlignVCenter,
                     QStringLiteral("%1 (%2)").arg(title).arg(m_engine.itemCount(s)));
  }
}

namespace {

// Two passes of a box blur over the alpha of a premultiplied black image
// (near a Gaussian of the same radius), horizontal then vertical each time.
void blurAlpha(QImage &image, int radius) {
  if (radius <= 0) return;
  const int w = image.width(), h = image.height();
  std::vector<int> line(static_cast<size_t>(std::max(w, h)));
  const auto pass = [&](int count, int length, auto &&at) {
    for (int c = 0; c < count; ++c) {
      for (int i = 0; i < length; ++i) line[static_cast<size_t>(i)] = qAlpha(*at(c, i));
      int sum = 0;
      for (int i = -radius; i <= radius; ++i) sum += i >= 0 && i < length ? line[static_cast<size_t>(i)] : 0;
      for (int i = 0; i < length; ++i) {
        const int a = sum / (2 * radius + 1);
        *at(c, i) = qRgba(0, 0, 0, a);
        const int out = i - radius, in = i + radius + 1;
        if (out >= 0) sum -= line[static_cast<size_t>(out)];
        if (in < length) sum += line[static_cast<size_t>(in)];
      }
    }
  };
  const auto row = [&](int y, int x) { return reinterpret_cast<QRgb *>(image.scanLine(y)) + x; };
  const auto column = [&](int x, int y) { return reinterpret_cast<QRgb *>(image.scanLine(y)) + x; };
  for (int n = 0; n < 2; ++n) {
    pass(h, w, row);
    pass(w, h, column);
  }
}

}  // namespace

// The engine's shadow (reorder_presentation's shadow_opacity, radius and
// offset): the item's frame, offset, blurred by the radius, at the opacity.
// The blurred image is kept while the size and radius stay (a drag).
void ReorderView::paintShadow(QPainter &painter, const QRectF &frame,
                              const reorder_presentation &item) const {
  const int radius = std::max(0, static_cast<int>(std::lround(item.shadow_radius)));
  const QSize size = frame.size().toSize();
  if (size.isEmpty()) return;
  if (m_shadow.isNull() || m_shadowKey != std::pair(size, radius)) {
    const int pad = 2 * radius;
    m_shadow = QImage(size + QSize(2 * pad, 2 * pad), QImage::Format_ARGB32_Premultiplied);
    m_shadow.fill(Qt::transparent);
    QPainter p(&m_shadow);
    p.fillRect(QRect(QPoint(pad, pad), size), Qt::black);
    p.end();
    blurAlpha(m_shadow, radius);
    m_shadowKey = {size, radius};
  }
  const int pad = 2 * radius;
  painter.save();
  painter.setOpacity(std::clamp(item.shadow_opacity, 0.0, 1.0));
  painter.drawImage(frame.topLeft() + QPointF(item.shadow_offset.x - pad, item.shadow_offset.y - pad),
                    m_shadow);
  painter.restore();
}

QColor ReorderView::liftedFill() const {
  if (m_liftedColor.isValid()) return m_liftedColor;
  const QColor base = palette().color(QPalette::Base);
  const QColor mark = palette().color(QPalette::Highlight);
  const auto mix = [](int a, int b) { return (a * 3 + b * 2) / 5; };
  return QColor(mix(base.red(), mark.red()), mix(base.green(), mark.green()),
                mix(base.blue(), mark.blue()));
}

// An item: the engine's shadow, its fill (the lifted colour for the lifted
// item, the highlight for a selected one), the delegate, then its outline:
// the lifted item's in the highlight colour; a focus ring around the whole
// item with keyboard focus; the count of a lifted group.
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
  if (item.shadow_opacity > 0) paintShadow(painter, frame, item);
  painter.setOpacity(item.alpha);
  // Moving items cover what they pass over. The lifted look wins over the
  // selected one: a lifted group is all selected.
  const bool selected = !item.lifted && m_selection && m_selection->isSelected(index);
  const QColor mark = palette().color(QPalette::Highlight);
  const QColor fill = item.lifted ? liftedFill() : selected ? mark : palette().color(QPalette::Base);
  painter.fillRect(frame, fill);
  // An outline row leaves its expander's room to the delegate's left (right
  // to left, its right); the row a drop goes into or combines with is
  // marked as a focused one is, in the highlight's colour.
  QRectF content = frame;
  if (layoutMode() == LayoutMode::Outline) {
    paintExpander(painter, frame, index);
    const double side = expanderRect(frame).width();
    content.adjust(layoutDirection() == Qt::RightToLeft ? 0 : side, 0,
                   layoutDirection() == Qt::RightToLeft ? -side : 0, 0);
  }
  if (item.target) painter.fillRect(frame, QColor(mark.red(), mark.green(), mark.blue(), 60));
  QStyleOptionViewItem option = itemOption(index, content.toAlignedRect());
  if (item.lifted || selected) {
    option.state |= item.lifted ? QStyle::State_Raised | QStyle::State_MouseOver
                                : QStyle::State_Selected;
    option.backgroundBrush = fill;
  }
  itemDelegate()->paint(&painter, option, index);
  painter.setBrush(Qt::NoBrush);
  const bool focused = !item.lifted && hasFocus() && m_current == item.id;
  if (item.lifted || focused || item.target) {
    // On a selected item's highlight, the ring in its text colour.
    painter.setPen(QPen(selected ? palette().color(QPalette::HighlightedText) : mark, 2));
    painter.drawRect(frame.adjusted(1, 1, -1, -1));
  } else {
    painter.setPen(QPen(palette().color(QPalette::Midlight), 1));
    painter.drawRect(frame.adjusted(0.5, 0.5, -0.5, -0.5));
  }
  if (item.stack_count > 1) paintCount(painter, frame, item.stack_count);
  painter.restore();
}

// How many items a lifted group stands for: a badge inside the item's
// trailing end (an item as wide as the view would clip one outside it), its
// left right to left.
void ReorderView::paintCount(QPainter &painter, const QRectF &frame, int count) const {
  const QString text = QString::number(count);
  const double height = 20;
  const double width = std::max(height, fontMetrics().horizontalAdvance(text) + 10.0);
  const double left = layoutDirection() == Qt::RightToLeft ? frame.left() + 6
                                                           : frame.right() - width - 6;
  const QRectF badge(left, frame.center().y() - height / 2, width, height);
  painter.setPen(Qt::NoPen);
  painter.setBrush(palette().color(QPalette::Highlight));
  painter.drawRoundedRect(badge, height / 2, height / 2);
  painter.setPen(palette().color(QPalette::HighlightedText));
  painter.drawText(badge, Qt::AlignCenter, text);
}

}  // namespace reorderqt
