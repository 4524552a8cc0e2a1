#include "reorderqt/announcer.h"

#include <QAccessible>
#include <QWidget>

namespace reorderqt {

void announce(QWidget *widget, const QString &text) {
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
  QAccessibleAnnouncementEvent event(widget, text);
  QAccessible::updateAccessibility(&event);
#else
  widget->setAccessibleDescription(text);
  QAccessibleEvent event(widget, QAccessible::Alert);
  QAccessible::updateAccessibility(&event);
#endif
}

}  // namespace reorderqt
