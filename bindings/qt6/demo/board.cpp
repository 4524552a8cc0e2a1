#include "board.h"

#include <QLabel>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <reorderqt/reorder_view.h>
#include <reorderqt/transfer_group.h>

#include "seeds.h"

using reorderqt::ReorderView;

namespace {

struct Card {
  const char *key;
  const char *title;
};

// Every column's cards, the second window's last. Keys are unique over the
// board: tests follow cards by key from column to column.
const QVector<QVector<Card>> kCards = {
    {{"c1", "Write the spec"}, {"c2", "Sketch the board"}, {"c3", "Pick colours"},
     {"c4", "Plan the tests"}},
    {{"c5", "Transfer groups"}, {"c6", "Qt binding"}},
    {{"c7", "Seeds"}, {"c8", "Selection"}, {"c9", "Undo"}},
    {{"l1", "Touch screens"}, {"l2", "Right to left"}, {"l3", "Themes"}},
};
const char *const kTitles[] = {"To do", "Doing", "Done", "Later"};

// A column: its title over a list of its cards, in the group.
QWidget *makeColumn(Board &board, int index) {
  auto *widget = new QWidget;
  auto *model = new QStandardItemModel(widget);
  for (const Card &card : kCards[index]) {
    auto *item = new QStandardItem(QString::fromUtf8(card.title));
    item->setEditable(false);
    item->setData(QString::fromUtf8(card.key), KeyRole);
    item->setSizeHint(QSize(-1, 44));
    item->setBackground(seedColor(index));
    item->setForeground(QColor("#1d1d1d"));
    model->appendRow(item);
  }
  auto *view = new ReorderView(widget);
  reorder_options o = view->engineOptions();
  o.insets = {8, 8, 8, 8};  // room for the shadow
  o.item_spacing = 6;
  view->setEngineOptions(o);
  view->setModel(model);
  view->setLiftedColor(seedLiftedColor());
  view->setTransferGroup(board.group);
  auto *layout = new QVBoxLayout(widget);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(new QLabel(QString::fromUtf8(kTitles[index]), widget));
  layout->addWidget(view, 1);
  board.columns.append({QString::fromUtf8(kTitles[index]), view, model});
  return widget;
}

}  // namespace

Board makeBoard() {
  Board board;
  board.page = new QWidget;
  board.group = new reorderqt::TransferGroup(board.page);
  auto *row = new QHBoxLayout;
  for (int i = 0; i < 3; ++i) row->addWidget(makeColumn(board, i));
  auto *layout = new QVBoxLayout(board.page);
  layout->addLayout(row, 1);
  layout->addWidget(new QLabel(QStringLiteral("Long-press a card, then drag it to another column."),
                               board.page));
  return board;
}

QWidget *addSecondWindow(Board &board) {
  QWidget *window = makeColumn(board, 3);
  window->setWindowTitle(QStringLiteral("libreorder Qt demo: second window"));
  window->resize(240, 400);
  return window;
}
