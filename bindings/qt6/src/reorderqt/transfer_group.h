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
// A board: the members in a scroll area of their own (columns side by side
// in a sideways scrolling QScrollArea) scroll it while a drag holds the
// pointer near its edge (setOuterScrollArea), innermost first: near a
// column's top or bottom the column scrolls, near the board's left or
// right edge the board does, and a column at its end hands its axis on to
// the board. A column the board scrolls into view takes the drag at once.
//
// The group owns its reorder_group and does not own its views. A view
// leaves it when either is destroyed (a drag crossing it is cancelled).
// Use a group and its views from one thread.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>

#include <memory>

#include "reorderqt/engine.h"
#include "reorderqt/model_adapter.h"

class QAbstractScrollArea;

namespace reorderqt {

class OuterScroll;
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

  /// Makes area (not owned; nullptr: none) the scroll container around
  /// every member (libreorder 1.1's reorder_group_set_outer_scroll): while
  /// a drag holds the pointer near the edge of area's viewport, and the
  /// view holding the drag cannot scroll that way itself, the area's
  /// scroll bars scroll, and the drag goes on over whatever came under the
  /// pointer. edges sets how (its zone_kind, curve, zone, max_speed, grace
  /// and intent; nullptr: the library's defaults, a 150 pixel zone and
  /// 1200 pixels a second); the rest is read from area, and again
  /// whenever its bars, its viewport's geometry or its window's position
  /// change. The members should be inside area.
  void setOuterScrollArea(QAbstractScrollArea *area, const reorder_outer_scroll *edges = nullptr);
  QAbstractScrollArea *outerScrollArea() const;

 private:
  friend class ReorderView;
  ReorderView *viewOf(const Engine *engine) const;
  // Outer scroll (outer_scroll.cpp)
  void syncOuterScroll();
  void pushOuter(const reorder_outer_scroll *outer);

  reorder_group *m_handle = nullptr;
  QList<ReorderView *> m_views;
  // A moved row's data between the source's half of a transfer and the
  // target's, by id: nothing is kept for rows at rest.
  QHash<quint64, ModelAdapter::RowData> m_inFlight;
  std::unique_ptr<OuterScroll> m_outer;
};

}  // namespace reorderqt
