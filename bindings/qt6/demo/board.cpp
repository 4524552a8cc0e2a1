#include "board.h"

#include <QLabel>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <reorderqt/reorder_view.h>
#include <reorderqt/transfer_group.h>

#include "column_strip.h"
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

constexpr int kColumnWidth = 170;  // three side by side in the demo's 560 pixels

struct ColumnWidget {
  QWidget *widget;
  QLabel *header;  // what drags the column in the strip
};

// A column: its title over a list of its cards, in the group.
ColumnWidget makeColumn(Board &board, int index) {
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
  auto *header = new QLabel(QString::fromUtf8(kTitles[index]), widget);
  header->setMinimumHeight(28);
  header->setCursor(Qt::OpenHandCursor);
  auto *layout = new QVBoxLayout(widget);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(header);
  layout->addWidget(view, 1);
  board.columns.append({QString::fromUtf8(kTitles[index]), view, header, model});
  return {widget, header};
}

}  // namespace

Board makeBoard() {
  Board board;
  board.page = new QWidget;
  board.group = new reorderqt::TransferGroup(board.page);
  auto *area = new QScrollArea(board.page);
  board.area = area;
  board.strip = new ColumnStrip(area);
  for (int i = 0; i < 3; ++i) {
    const ColumnWidget column = makeColumn(board, i);
    board.strip->addColumn(column.widget, column.header, kColumnWidth);
  }
  // A card held near the board's left or right edge scrolls it (once the
  // pointer heads there: intent), a column out of view comes into reach.
  reorder_outer_scroll edges;
  reorder_outer_scroll_init(&edges, REORDER_OUTER_SCROLL_VERSION);
  edges.zone = 60;
  edges.max_speed = 600;
  edges.intent = 1;
  board.group->setOuterScrollArea(area, &edges);
  auto *layout = new QVBoxLayout(board.page);
  layout->addWidget(area, 1);
  layout->addWidget(new QLabel(QStringLiteral("Long-press a card, then drag it to another column; "
                                              "long-press a column's title to move the column."),
                               board.page));
  return board;
}

QVector<int> columnOrder(const Board &board) {
  QVector<int> order = board.strip->order();
  for (int i = static_cast<int>(order.size()); i < board.columns.size(); ++i) order.append(i);
  return order;
}

QWidget *addSecondWindow(Board &board) {
  QWidget *window = makeColumn(board, 3).widget;
  window->setWindowTitle(QStringLiteral("libreorder Qt demo: second window"));
  window->resize(240, 400);
  return window;
}
