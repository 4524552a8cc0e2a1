// reorderqt/announcer.h -- hands the engine's announcements to assistive
// technology.
//
// Qt 6.8 has QAccessibleAnnouncementEvent for exactly this; on older Qt
// (Debian 12 ships 6.4) the text becomes the widget's accessible
// description (which posts QAccessible::DescriptionChanged) followed by a
// QAccessible::Alert event, which screen readers read out.
#pragma once

class QString;
class QWidget;

namespace reorderqt {

/// Announces text for widget's accessible object.
void announce(QWidget *widget, const QString &text);

}  // namespace reorderqt
