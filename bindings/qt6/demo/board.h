// The demo's board page: three columns of cards (To do, Doing, Done), each
// a ReorderView over a model of its own, sharing one TransferGroup, so that
// a card is long-pressed in one column and dragged into another. A second
// window's list may join the same group (--two-windows): drags then go
// between the windows.
#pragma once

#include <QString>
#include <QVector>

class QStandardItemModel;
class QWidget;

namespace reorderqt {
class ReorderView;
class TransferGroup;
}  // namespace reorderqt

struct BoardColumn {
  QString title;
  reorderqt::ReorderView *view = nullptr;
  QStandardItemModel *model = nullptr;  // each card's key in KeyRole (seeds.h)
};

struct Board {
  QWidget *page = nullptr;
  reorderqt::TransferGroup *group = nullptr;  // the page's child
  QVector<BoardColumn> columns;
};

/// The board page (not shown; a tab).
Board makeBoard();
/// A window of its own (not shown yet) with one more column, "Later", in the
/// board's group; appended to board.columns. The caller owns the window.
QWidget *addSecondWindow(Board &board);
