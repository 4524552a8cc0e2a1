// The demo's Tags page: a few dozen tag chips of their own widths in a
// ReorderView flow (LayoutMode::Flow), wrapping into lines at the view's
// width, with a right-to-left toggle and an alignment chooser (start,
// centre, justify) above them. A chip is long-pressed and dragged to
// another place, on its line or another; the arrows move a lifted one.
#pragma once

#include <QString>

#include <functional>

class QCheckBox;
class QComboBox;
class QStandardItemModel;
class QWidget;

namespace reorderqt {
class ReorderView;
}

struct TagsPage {
  QWidget *page = nullptr;
  reorderqt::ReorderView *view = nullptr;
  QStandardItemModel *model = nullptr;  // each chip's key (its text) in KeyRole (seeds.h)
  QCheckBox *rightToLeft = nullptr;     // checked: the view right to left
  QComboBox *alignment = nullptr;       // Start, Center, Justify
};

/// The page (not shown; a tab). Its view starts in the application's
/// layout direction (--rtl checks the toggle).
TagsPage makeTagsPage();

/// Prints, with say, one line for each of the page's events:
/// "lift tags KEY", "move tags from=0,I to=0,J" then "order tags JSON" (the
/// keys in the model's order), "drop tags from=0,I to=0,J count=N",
/// "cancel tags", "direction tags rtl|ltr" and "align tags N" (each then
/// followed by a chips line, as the chips are laid out again), and after
/// each drop a chips line (see sayTagsLayout).
void reportTags(const TagsPage &tags, std::function<void(const QString &)> say);

/// "ready tags x= y= w= h=": the view's viewport on the screen;
/// "ready tags-rtl x= y= w= h=": the toggle's; "chips tags JSON": every
/// chip's resting frame in the viewport, [[KEY, x, y, w, h]...] in the
/// model's order; "initial tags JSON": the keys in order.
void sayTagsReady(const TagsPage &tags, const std::function<void(const QString &)> &say);
void sayTagsLayout(const TagsPage &tags, const std::function<void(const QString &)> &say);
