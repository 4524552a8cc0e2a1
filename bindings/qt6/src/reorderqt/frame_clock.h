// reorderqt/frame_clock.h -- the host clock and frame timer of a view.
//
// The engine never reads a clock: every call carries the host's time. A
// FrameClock gives that time (seconds from a monotonic clock, or from a
// clock the application installs, e.g. a test's) and emits frame() at the
// screen's refresh rate while running. The view starts it when the engine
// needs frames and stops it when nothing moves, so an idle view costs no
// timer wake-ups.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>

class QScreen;

namespace reorderqt {

class FrameClock : public QObject {
  Q_OBJECT

 public:
  /// A source of time in seconds; it must never go backwards by much (the
  /// engine treats a step back as no time passing).
  using Source = std::function<double()>;

  explicit FrameClock(QObject *parent = nullptr);

  /// The current time in seconds.
  double now() const;
  /// Replaces the time source; an empty function restores the monotonic
  /// clock.
  void setSource(Source source);
  /// Follows this screen's refresh rate (60 Hz when unknown or nullptr).
  void setScreen(QScreen *screen);

  /// Starts emitting frame(); does nothing when running.
  void start();
  void stop();
  bool isRunning() const { return m_timer.isActive(); }

 signals:
  /// One frame, at time now().
  void frame(double time);

 private:
  QElapsedTimer m_elapsed;
  Source m_source;
  QTimer m_timer;
};

}  // namespace reorderqt
