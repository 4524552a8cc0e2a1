#include "reorderqt/announcer.h"

#include <QAccessible>
#include <QWidget>

namespace reorderqt {

void announce(QWidget *widget, const QString &text) {
  widget->setAccessibleDescription(text);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
  QAccessibleAnnouncementEvent event(widget, text);
#else
  QAccessibleEvent event(widget, QAccessible::Alert);
#endif
  QAccessible::updateAccessibility(&event);
}

}  // namespace reorderqt
