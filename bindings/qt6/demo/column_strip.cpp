#include "column_strip.h"

#include <QMouseEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <cstdint>

ColumnStrip::ColumnStrip(QScrollArea *area) : QWidget(area), m_area(area) {
  reorder_options o = m_engine.options();
  o.axis = REORDER_AXIS_HORIZONTAL;
  o.item_spacing = 6;
  o.insets = {4, 0, 4, 0};
  o.lift_scale = 1;  // a widget is placed, not painted: it cannot scale
  o.direction = layoutDirection() == Qt::RightToLeft ? REORDER_DIRECTION_RTL : REORDER_DIRECTION_LTR;
  m_engine.configure(o);
  m_engine.insertSection(0, 0, 0, {});
  area->setWidget(this);  // not resizable: the strip is as wide as the columns
  area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  area->viewport()->installEventFilter(this);  // its resizes
  connect(area->horizontalScrollBar(), &QScrollBar::valueChanged, this, &ColumnStrip::syncViewport);
  connect(&m_engine, &reorderqt::Engine::animationNeeded, &m_clock, &reorderqt::FrameClock::start);
  connect(&m_clock, &reorderqt::FrameClock::frame, this, &ColumnStrip::onFrame);
  // Auto-scroll: the offset is where the viewport's left edge is on the
  // strip; a horizontal bar right to left counts from the right.
  connect(&m_engine, &reorderqt::Engine::scrolled, this, [this](QPointF offset) {
    QScrollBar *bar = m_area->horizontalScrollBar();
    const double x = layoutDirection() == Qt::RightToLeft ? bar->maximum() - offset.x() : offset.x();
    bar->setValue(qRound(x));
  });
  connect(&m_engine, &reorderqt::Engine::dropped, this,
          [this](quint64, reorderqt::IndexPath from, reorderqt::IndexPath to, int) {
            if (from != to && reordered) reordered();
          });
}

void ColumnStrip::addColumn(QWidget *column, QWidget *header, int width) {
  column->setParent(this);
  header->installEventFilter(this);
  m_columns.append(column);
  m_headers.append(header);
  const auto id = static_cast<std::uint64_t>(m_columns.size());
  m_engine.insertItem({id, static_cast<double>(width)}, {0, m_engine.itemCount(0)});
  resize(m_engine.contentSize().toSize().width(), m_area->viewport()->height());
  syncViewport();
  place(m_clock.now());
}

QVector<int> ColumnStrip::order() const {
  QVector<int> out;
  for (std::uint64_t id : m_engine.sectionIds(0)) out.append(static_cast<int>(id) - 1);
  return out;
}

// The engine's viewport: the part of the strip the area shows. Within the
// strip: a strip narrower than the area leaves the engine nothing to scroll.
void ColumnStrip::syncViewport() {
  const QRect shown(mapFrom(m_area->viewport(), QPoint(0, 0)), m_area->viewport()->size());
  m_engine.setViewport(QRectF(shown.intersected(rect())));
}

bool ColumnStrip::eventFilter(QObject *watched, QEvent *event) {
  if (watched == m_area->viewport()) {
    if (event->type() == QEvent::Resize) {  // columns are as tall as the area
      resize(width(), m_area->viewport()->height());
      syncViewport();
      place(m_clock.now());
    }
    return false;
  }
  const auto type = event->type();
  if (type != QEvent::MouseButtonPress && type != QEvent::MouseMove &&
      type != QEvent::MouseButtonRelease)
    return false;
  auto *mouse = static_cast<QMouseEvent *>(event);
  if (mouse->button() != Qt::LeftButton && type != QEvent::MouseMove) return false;
  const QPointF point = static_cast<QWidget *>(watched)->mapTo(this, mouse->position());
  const double now = m_clock.now();
  if (type == QEvent::MouseButtonPress)
    m_engine.pointerDown(point, now);
  else if (type == QEvent::MouseMove)
    m_engine.pointerMove(point, now);
  else
    m_engine.pointerUp(point, now);
  m_clock.start();
  return true;
}

void ColumnStrip::onFrame(double time) {
  m_engine.tick(time);
  place(time);
  if (m_engine.phase() == REORDER_PHASE_IDLE && !m_engine.isAnimating(time)) m_clock.stop();
}

// Every column at its frame; the lifted one over the others.
void ColumnStrip::place(double time) {
  for (const reorder_presentation &item : m_engine.presentation(QRectF(rect()), time)) {
    QWidget *column = m_columns.value(static_cast<int>(item.id) - 1);
    if (!column) continue;
    column->setGeometry(QRectF(item.frame.x, item.frame.y, item.frame.width, item.frame.height)
                            .toAlignedRect());
    if (item.lifted) column->raise();
  }
}
