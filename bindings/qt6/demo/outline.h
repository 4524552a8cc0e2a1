// The demo's Outline page: a nested to-do list, a QStandardItemModel with
// children shown by a ReorderView as an outline (ModelAdapter::Shape::Tree).
// Groups take sub-items; tasks take none (reorderqt::NoChildrenRole). A row
// is long-pressed and dragged with its sub-items: sideways to indent or
// outdent it, held over a group's middle to drop it into the group; Tab and
// Shift+Tab indent and outdent the current row; a click on a group's
// triangle folds it. A task dropped onto another task makes a new group
// holding both (itemsCombined: the page decides what combining means).
#pragma once

#include <functional>

class QStandardItemModel;
class QString;
class QWidget;

namespace reorderqt {
class ReorderView;
}

struct OutlinePage {
  QWidget *page = nullptr;
  reorderqt::ReorderView *view = nullptr;
  QStandardItemModel *model = nullptr;  // each row's key in KeyRole (seeds.h)
};

/// The page (not shown; a tab).
OutlinePage makeOutlinePage();

/// Prints, with say: "lift outline KEY", "drop outline KEY" (then a tree
/// line), "cancel outline", "combine outline DRAGGED TARGET" then "group
/// outline KEY" (the group made), "move outline" for each row the model
/// moved, and after each change "tree outline TEXT" (the keys as
/// "a(b c(d)) e", the model's tree) and "rows outline JSON" (see
/// sayOutlineRows); errors as "error outline STATUS MESSAGE".
void reportOutline(const OutlinePage &outline, std::function<void(const QString &)> say);

/// "ready outline x= y= w= h=" (the viewport on the screen), "indent
/// outline N" (one level, in pixels), then the tree and rows lines.
void sayOutlineReady(const OutlinePage &outline, const std::function<void(const QString &)> &say);
/// "rows outline [[KEY, depth, x, y, w, h]...]": every shown row's resting
/// frame in the viewport, in the model's preorder (folded rows' children
/// are left out).
void sayOutlineRows(const OutlinePage &outline, const std::function<void(const QString &)> &say);
