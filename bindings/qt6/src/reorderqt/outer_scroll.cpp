// Outer scroll containers (libreorder 1.1's nested scrolling): the
// OuterScroll helper (outer_scroll.h), and what ReorderView and
// TransferGroup do with it.
#include "reorderqt/outer_scroll.h"

#include <QAbstractScrollArea>
#include <QEvent>
#include <QScrollBar>

#include <cmath>

#include "reorderqt/reorder_view.h"
#include "reorderqt/transfer_group.h"

namespace reorderqt {

OuterScroll::OuterScroll(QAbstractScrollArea *area, const reorder_outer_scroll *edges, Push push)
    : m_area(area), m_push(std::move(push)) {
  reorder_outer_scroll_init(&m_state, REORDER_OUTER_SCROLL_VERSION);
  if (edges) {
    m_state.zone_kind = edges->zone_kind;
    m_state.curve = edges->curve;
    m_state.zone = edges->zone;
    m_state.max_speed = edges->max_speed;
    m_state.grace = edges->grace;
    m_state.intent = edges->intent;
  }
  for (QScrollBar *bar : {area->horizontalScrollBar(), area->verticalScrollBar()}) {
    connect(bar, &QScrollBar::valueChanged, this, &OuterScroll::sync);
    connect(bar, &QScrollBar::rangeChanged, this, &OuterScroll::sync);
  }
  area->installEventFilter(this);
  area->viewport()->installEventFilter(this);
  // Gone: the engine or group is out of it.
  connect(area, &QObject::destroyed, this, [this] { m_push(nullptr); });
  sync();
}

// Pushes nothing: the owner takes its engine or group out itself, if it
// still has one.
OuterScroll::~OuterScroll() {
  if (m_window) m_window->removeEventFilter(this);
  if (m_area) {
    m_area->removeEventFilter(this);
    m_area->viewport()->removeEventFilter(this);
  }
}

// The area may have been put in another window since.
void OuterScroll::watchWindow() {
  QWidget *window = m_area->window();
  if (window == m_window) return;
  if (m_window) m_window->removeEventFilter(this);
  m_window = window;
  if (window != m_area) window->installEventFilter(this);
}

double OuterScroll::toEngineX(double value) const {
  const QScrollBar *bar = m_area->horizontalScrollBar();
  return m_area->layoutDirection() == Qt::RightToLeft ? bar->minimum() + bar->maximum() - value
                                                      : value;
}

void OuterScroll::sync() {
  if (!m_area || m_applying) return;
  watchWindow();
  const QWidget *viewport = m_area->viewport();
  const QScrollBar *h = m_area->horizontalScrollBar();
  const QScrollBar *v = m_area->verticalScrollBar();
  // Hidden (another tab): nothing of it is on the screen.
  m_state.visible = {0, 0, 0, 0};
  if (viewport->isVisible()) {
    const QPointF origin = viewport->mapToGlobal(QPointF(0, 0));
    m_state.visible = {origin.x(), origin.y(), static_cast<double>(viewport->width()),
                       static_cast<double>(viewport->height())};
  }
  const double minX = std::min(toEngineX(h->minimum()), toEngineX(h->maximum()));
  const double maxX = std::max(toEngineX(h->minimum()), toEngineX(h->maximum()));
  m_state.min_offset = {minX, static_cast<double>(v->minimum())};
  m_state.max_offset = {maxX, static_cast<double>(v->maximum())};
  // Where auto-scroll left it, while the bars still show that rounded.
  double x = toEngineX(h->value());
  if (m_fractionX && std::lround(toEngineX(*m_fractionX)) == h->value() && *m_fractionX >= minX &&
      *m_fractionX <= maxX)
    x = *m_fractionX;
  else
    m_fractionX.reset();
  double y = v->value();
  if (m_fractionY && std::lround(*m_fractionY) == v->value() && *m_fractionY >= v->minimum() &&
      *m_fractionY <= v->maximum())
    y = *m_fractionY;
  else
    m_fractionY.reset();
  m_state.offset = {x, y};
  m_push(&m_state);
}

// The engine moved its frames already and knows the offset: setting the
// bars pushes nothing.
void OuterScroll::apply(QPointF offset) {
  if (!m_area) return;
  m_fractionX = offset.x();
  m_fractionY = offset.y();
  m_state.offset = {offset.x(), offset.y()};
  m_applying = true;
  m_area->horizontalScrollBar()->setValue(static_cast<int>(std::lround(toEngineX(offset.x()))));
  m_area->verticalScrollBar()->setValue(static_cast<int>(std::lround(offset.y())));
  m_applying = false;
}

bool OuterScroll::eventFilter(QObject *watched, QEvent *event) {
  switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::ParentChange:
    case QEvent::LayoutDirectionChange: sync(); break;
    default: break;
  }
  return QObject::eventFilter(watched, event);
}

// -- ReorderView --------------------------------------------------------------

void ReorderView::setOuterScrollArea(QAbstractScrollArea *area,
                                     const reorder_outer_scroll *edges) {
  m_outer.reset();
  if (!area) {
    m_engine.setOuterScroll(nullptr);
    return;
  }
  m_outer = std::make_unique<OuterScroll>(
      area, edges, [this](const reorder_outer_scroll *outer) { m_engine.setOuterScroll(outer); });
  syncFrame();  // the engine finds the pointer in the area through its frame
}

QAbstractScrollArea *ReorderView::outerScrollArea() const {
  return m_outer ? m_outer->area() : nullptr;
}

// The container's state and where this view is in it, as the screen has
// them now (before a press: windows may have moved).
void ReorderView::syncPlacement() {
  if (m_outer) m_outer->sync();
  syncFrame();
}

void ReorderView::onOuterScrolled(QPointF offset, reorder_outer_scope scope) {
  if (scope == REORDER_OUTER_GROUP) {
    if (m_group && m_group->m_outer) m_group->m_outer->apply(offset);
  } else if (m_outer) {
    m_outer->apply(offset);
  }
}

// -- TransferGroup --------------------------------------------------------------

void TransferGroup::setOuterScrollArea(QAbstractScrollArea *area,
                                       const reorder_outer_scroll *edges) {
  m_outer.reset();
  if (!area) {
    pushOuter(nullptr);
    return;
  }
  m_outer = std::make_unique<OuterScroll>(
      area, edges, [this](const reorder_outer_scroll *outer) { pushOuter(outer); });
}

QAbstractScrollArea *TransferGroup::outerScrollArea() const {
  return m_outer ? m_outer->area() : nullptr;
}

void TransferGroup::syncOuterScroll() {
  if (m_outer) m_outer->sync();
}

// Through a member's engine, which emits what the change does to a drag
// (and reports a failure through its view's errorOccurred).
void TransferGroup::pushOuter(const reorder_outer_scroll *outer) {
  if (!m_views.isEmpty()) {
    m_views.first()->m_engine.setGroupOuterScroll(m_handle, outer);
    return;
  }
  const reorder_status st = reorder_group_set_outer_scroll(m_handle, outer);
  if (st != REORDER_OK)
    qWarning("reorder_group_set_outer_scroll: %s", reorder_engine_last_error(nullptr));
}

}  // namespace reorderqt
