// reorderqt/outer_scroll.h -- a QAbstractScrollArea as libreorder's outer
// scroll container (internal: TransferGroup and ReorderView use it through
// their setOuterScrollArea; not installed).
//
// It keeps the container's state up to date for the engine or the group
// (reorder_outer_scroll: the area's viewport in screen coordinates, the
// space every view's frame is in; its scroll bars' values and ranges) as
// they change: bars scrolled or re-ranged, the viewport resized, shown or
// hidden, the area or its window moved. It applies what auto-scroll
// reports (REORDER_EVENT_OUTER_SCROLL) by setting the bars, and tells the
// engine nothing back (it knows). The engine scrolls by fractions of a
// pixel and the bars show whole ones: while they still show its offset
// rounded, a later push (a resize, a range change mid-drag) gives the
// engine its fractional offset, not the rounded one, which would move
// every frame by the difference.
//
// Right to left, a horizontal bar counts from the right (as Qt's do): the
// engine's offset, which grows as the content moves left, is min + max -
// value.
#pragma once

#include <QObject>
#include <QPointF>
#include <QPointer>

#include <functional>
#include <optional>

#include <reorder.h>

class QAbstractScrollArea;
class QWidget;

namespace reorderqt {

class OuterScroll : public QObject {
 public:
  /// Gives the engine or group the state (nullptr: no container).
  using Push = std::function<void(const reorder_outer_scroll *)>;

  /// Watches area (not owned); edges' zone_kind, curve, zone, max_speed,
  /// grace and intent set its auto-scroll (nullptr: the library's
  /// defaults). Pushes its state at once.
  OuterScroll(QAbstractScrollArea *area, const reorder_outer_scroll *edges, Push push);
  ~OuterScroll() override;

  QAbstractScrollArea *area() const { return m_area; }
  /// Reads the area again and pushes its state.
  void sync();
  /// Auto-scroll moved the container to offset (the engine's): sets the bars.
  void apply(QPointF offset);

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  void watchWindow();
  double toEngineX(double value) const;

  QPointer<QAbstractScrollArea> m_area;
  QPointer<QWidget> m_window;  // the area's window, whose moves move it
  reorder_outer_scroll m_state;
  Push m_push;
  bool m_applying = false;
  // The last offset auto-scroll reported, kept per axis while the bars
  // show it rounded.
  std::optional<double> m_fractionX, m_fractionY;
};

}  // namespace reorderqt
