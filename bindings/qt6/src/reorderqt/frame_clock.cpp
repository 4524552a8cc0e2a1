#include "reorderqt/frame_clock.h"

#include <QScreen>

#include <algorithm>
#include <cmath>

namespace reorderqt {

FrameClock::FrameClock(QObject *parent) : QObject(parent) {
  m_elapsed.start();
  m_timer.setTimerType(Qt::PreciseTimer);
  setScreen(nullptr);
  connect(&m_timer, &QTimer::timeout, this, [this] { emit frame(now()); });
}

double FrameClock::now() const {
  return m_source ? m_source() : static_cast<double>(m_elapsed.nsecsElapsed()) * 1e-9;
}

void FrameClock::setSource(Source source) { m_source = std::move(source); }

void FrameClock::setScreen(QScreen *screen) {
  const double hz = screen && screen->refreshRate() >= 1 ? screen->refreshRate() : 60.0;
  m_timer.setInterval(std::max(1, static_cast<int>(std::lround(1000.0 / hz))));
}

void FrameClock::start() {
  if (!m_timer.isActive()) m_timer.start();
}

void FrameClock::stop() { m_timer.stop(); }

}  // namespace reorderqt
