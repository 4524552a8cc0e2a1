// reorderqt/announcer.h -- hands the engine's announcements to assistive
// technology.
//
// The text becomes the widget's accessible description (the latest status,
// for a screen reader that inspects the widget; Qt posts
// QAccessible::DescriptionChanged) and is announced: with
// QAccessibleAnnouncementEvent on Qt 6.8 and later, else (Debian 12 ships
// Qt 6.4) with a QAccessible::Alert event, which screen readers read out.
#pragma once

class QString;
class QWidget;

namespace reorderqt {

/// Announces text for widget's accessible object.
void announce(QWidget *widget, const QString &text);

}  // namespace reorderqt
