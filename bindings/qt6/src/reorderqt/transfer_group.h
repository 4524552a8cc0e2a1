// reorderqt/transfer_group.h -- views that drag rows between them.
//
// A TransferGroup joins ReorderViews (ReorderView::setTransferGroup) so that
// a drag carries a row from one view's model to another's: a board's
// columns, a list and a palette, two windows (libreorder's reorder_group,
// SortableJS's `group`). The drag stays with the view it was pressed in
// (Qt's implicit mouse grab goes on sending it the pointer); when the
// pointer is over another member whose rules let the item in, the item
// leaves: the source's model loses the row and the target's gains it at
// the pointer, and the drag goes on there, with that view's animation, edge
// auto-scroll and section rules. Each view places its viewport in screen
// coordinates (QWidget::mapToGlobal), so members may share a window or not.
//
// A row goes with its data as the source model's itemData() gives it for
// each column (see ModelAdapter); the target inserts a row (insertRows) and
// sets it (setItemData). A member whose rules pull Copy keeps its row and
// the target gets a copy. Over a member whose rules refuse the item it
// stays where it is; dropped there, the drag is cancelled. A cancel (Escape
// in the view that was pressed) puts every row back where the drag found
// it, in every model.
//
// Everything a drag or a transfer changed across members is one undo step:
// ReorderView::undo on any view it touched undoes it in all. Keyboard drags
// stay in their view; ReorderView::transferItem moves a row between members
// without a drag. Members should commit Live (the default): with OnDrop, a
// view the item entered would show its engine's order before its model has
// the row.
//
// The group owns its reorder_group and does not own its views. A view
// leaves it when either is destroyed (a drag crossing it is cancelled).
// Use a group and its views from one thread.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>

#include "reorderqt/engine.h"
#include "reorderqt/model_adapter.h"

namespace reorderqt {

class ReorderView;

class TransferGroup : public QObject {
  Q_OBJECT

 public:
  /// An empty group. Throws std::runtime_error when the library cannot
  /// create one.
  explicit TransferGroup(QObject *parent = nullptr);
  /// Every view leaves the group first.
  ~TransferGroup() override;

  TransferGroup(const TransferGroup &) = delete;
  TransferGroup &operator=(const TransferGroup &) = delete;

  /// The member views, in the order they joined.
  QList<ReorderView *> views() const { return m_views; }
  /// True while a pointer drag runs in any member (it may have crossed
  /// from the view that was pressed into another).
  bool isDragging() const;

 private:
  friend class ReorderView;
  ReorderView *viewOf(const Engine *engine) const;

  reorder_group *m_handle = nullptr;
  QList<ReorderView *> m_views;
  // A moved row's data between the source's half of a transfer and the
  // target's, by id: nothing is kept for rows at rest.
  QHash<quint64, ModelAdapter::RowData> m_inFlight;
};

}  // namespace reorderqt
