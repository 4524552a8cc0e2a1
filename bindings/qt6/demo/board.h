// The demo's board page: three columns of cards (To do, Doing, Done), each
// a ReorderView over a model of its own, sharing one TransferGroup, so that
// a card is long-pressed in one column and dragged into another. The
// columns themselves are reordered by long-pressing their titles
// (column_strip.h). The strip scrolls sideways when the window is too
// narrow for it, and a card held near its left or right edge scrolls it
// (TransferGroup::setOuterScrollArea), so every column can be reached. A
// second
// window's list may join the same group (--two-windows): drags then go
// between the windows.
#pragma once

#include <QString>
#include <QVector>

class ColumnStrip;
class QScrollArea;
class QStandardItemModel;
class QWidget;

namespace reorderqt {
class ReorderView;
class TransferGroup;
}  // namespace reorderqt

struct BoardColumn {
  QString title;
  reorderqt::ReorderView *view = nullptr;
  QWidget *header = nullptr;  // its title
  QStandardItemModel *model = nullptr;  // each card's key in KeyRole (seeds.h)
};

struct Board {
  QWidget *page = nullptr;
  reorderqt::TransferGroup *group = nullptr;  // the page's child
  QVector<BoardColumn> columns;  // in the order made: a column's index names it
  ColumnStrip *strip = nullptr;  // the first three columns' order
  QScrollArea *area = nullptr;   // the strip's, the group's outer scroll area
};

/// The board page (not shown; a tab).
Board makeBoard();
/// Every column's index, the strip's in their current order, then the
/// second window's.
QVector<int> columnOrder(const Board &board);
/// A window of its own (not shown yet) with one more column, "Later", in the
/// board's group; appended to board.columns. The caller owns the window.
QWidget *addSecondWindow(Board &board);
