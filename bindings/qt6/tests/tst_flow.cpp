// Flows (LayoutMode::Flow): rows as wide and high as their size hints wrap
// into lines at the viewport's width; a long-press drag from one line to
// another moves the right row in the model; right to left mirrors the
// lines; Up and Down go from line to line, for focus and a lifted row;
// size hints that change re-flow the rows, and rows the application
// inserts or moves keep their heights; a delegate measures rows without a
// SizeHintRole; a selection drags across lines as one.
#include <QScrollBar>
#include <QSignalSpy>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <QtTest>

#include <algorithm>

#include "support.h"

namespace {

constexpr int kChip = 60;  // every chip's width in the uniform model

// n chips of kChip x 30, but every third 40 high.
QStandardItemModel *chipModel(int n, QObject *parent) {
  QStandardItemModel *model = flatModel(n, parent);
  for (int r = 0; r < n; ++r) model->item(r)->setSizeHint(QSize(kChip, r % 3 == 2 ? 40 : 30));
  return model;
}

QRect rectOf(Harness &h, const QAbstractItemModel &model, int row) {
  return h.view.visualRect(model.index(row, 0));
}

// How many rows the first line holds.
int perLine(Harness &h, const QAbstractItemModel &model) {
  int n = 0;
  const int y = rectOf(h, model, 0).center().y();
  while (n < model.rowCount() && rectOf(h, model, n).center().y() == y) ++n;
  return n;
}

// A QStringListModel (moveRows of its own) of chips kChip wide and as high
// as their text says: "<height>:<name>".
class ChipModel : public QStringListModel {
 public:
  using QStringListModel::QStringListModel;
  QVariant data(const QModelIndex &index, int role) const override {
    if (role == Qt::SizeHintRole)
      return QSize(kChip, QStringListModel::data(index, Qt::DisplayRole).toString().section(':', 0, 0).toInt());
    return QStringListModel::data(index, role);
  }
};

// Every row `width` wide and 30 high, whatever the model says.
class WidthDelegate : public QStyledItemDelegate {
 public:
  int width = kChip;
  QSize sizeHint(const QStyleOptionViewItem &, const QModelIndex &) const override {
    return {width, 30};
  }
};

}  // namespace

class TestFlow : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // Each row is its hint's size; a line is full at the width, the next one
  // starts below the tallest row of the first, at the start again.
  void framesWrap() {
    auto *model = chipModel(14, this);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(h.view.setSpacing(4));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const int n = perLine(h, *model);
    const int width = h.vp()->width();
    QVERIFY2(n >= 2 && n < 14, qPrintable(QString::number(n)));
    QVERIFY(n * kChip + (n - 1) * 4 <= width);
    QVERIFY((n + 1) * kChip + n * 4 > width - h.view.verticalScrollBar()->sizeHint().width());
    for (int r = 0; r < 14; ++r) {
      const QRect rect = rectOf(h, *model, r);
      QCOMPARE(rect.width(), kChip);
      QCOMPARE(rect.height(), r % 3 == 2 ? 40 : 30);
      QCOMPARE(rect.left(), (r % n) * (kChip + 4));
    }
    // Line 1 below line 0's tallest row (40) and the spacing; rows centred.
    QCOMPARE(rectOf(h, *model, n).center().y(), rectOf(h, *model, 0).center().y() + 40 + 4);
    // A narrower view: fewer rows a line.
    h.view.resize(200, 400);
    QTRY_VERIFY(perLine(h, *model) < n);
  }

  // r1 dragged from the first line onto the third column of the third:
  // the others' layout there is the same uniform grid of slots, so it
  // lands after the third line's first two rows (index 2n + 2).
  void dragAcrossLinesMovesTheRow() {
    auto *model = flatModel(14, this);
    for (int r = 0; r < 14; ++r) model->item(r)->setSizeHint(QSize(kChip, 30));
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const int n = perLine(h, *model);
    QVERIFY(n >= 3 && 2 * n + 2 < 14);
    const QPoint target = rectOf(h, *model, 2 * n + 2).center();
    QStringList expected = labels(*model);
    expected.move(1, 2 * n + 2);

    QPoint at = h.centre(model->index(1, 0));
    QVERIFY(h.lift(at));
    const QPoint step = (target - at) / 12;
    for (int i = 0; i < 12; ++i) h.moveTo(at += step);
    h.moveTo(target);
    h.release(target);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), expected);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(1).value<IndexPath>(), (IndexPath{0, 2 * n + 2}));
    QCOMPARE(rectOf(h, *model, 2 * n + 2).center(), target);
  }

  // Right to left the lines start at the right: each row's frame is its
  // left-to-right frame mirrored about the laid-out width; a drag towards
  // the left moves a row onwards.
  void rightToLeftMirrors() {
    auto *model = chipModel(10, this);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QList<QRect> ltr;
    for (int r = 0; r < 10; ++r) ltr << rectOf(h, *model, r);
    const int laidOut = h.view.engine().contentSize().width();
    h.view.setLayoutDirection(Qt::RightToLeft);
    QCOMPARE(h.view.engineOptions().direction, REORDER_DIRECTION_RTL);
    const int shift = h.vp()->width() - laidOut;  // the content sits at the right
    for (int r = 0; r < 10; ++r) {
      const QRect rect = rectOf(h, *model, r);
      QCOMPARE(rect.top(), ltr[r].top());
      QCOMPARE(rect.size(), ltr[r].size());
      QCOMPARE(rect.left() - shift, laidOut - ltr[r].left() - ltr[r].width());
    }
    QVERIFY(rectOf(h, *model, 1).left() < rectOf(h, *model, 0).left());

    // r0 dragged left onto r2's place: it goes after r1 and r2.
    const QPoint target = rectOf(h, *model, 2).center();
    QPoint at = h.centre(model->index(0, 0));
    QVERIFY(h.lift(at));
    const QPoint step = (target - at) / 8;
    for (int i = 0; i < 8; ++i) h.moveTo(at += step);
    h.moveTo(target);
    h.release(target);
    QVERIFY(h.settle());
    QCOMPARE(labels(*model).mid(0, 4), (QStringList{"r1", "r2", "r0", "r3"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }

  // Up and Down: focus goes to the nearest row of the next line; a lifted
  // row (Space) moves a line down and lands there.
  void keysGoFromLineToLine() {
    auto *model = flatModel(14, this);
    for (int r = 0; r < 14; ++r) model->item(r)->setSizeHint(QSize(kChip, 30));
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const int n = perLine(h, *model);
    h.view.setFocus();
    h.view.setCurrentIndex(model->index(1, 0));
    QTest::keyClick(&h.view, Qt::Key_Down);
    QCOMPARE(h.view.currentIndex().row(), n + 1);
    QTest::keyClick(&h.view, Qt::Key_Up);
    QCOMPARE(h.view.currentIndex().row(), 1);
    QTest::keyClick(&h.view, Qt::Key_Right);
    QCOMPARE(h.view.currentIndex().row(), 2);

    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.view.isDragging());
    QTest::keyClick(&h.view, Qt::Key_Down);
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.settle());
    QCOMPARE(model->index(n + 2, 0).data().toString(), QStringLiteral("r2"));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }

  // A size hint that changes in the model re-flows: a wide r0 pushes the
  // rest along; its new height is its line's.
  void sizeHintChangesReflow() {
    auto *model = chipModel(8, this);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QRect before = rectOf(h, *model, 1);
    model->item(0)->setSizeHint(QSize(2 * kChip, 50));
    QCOMPARE(rectOf(h, *model, 0).size(), QSize(2 * kChip, 50));
    QCOMPARE(rectOf(h, *model, 1).left(), before.left() + kChip);
    // A row inserted with its data: its height with it.
    auto *tall = item(QStringLiteral("tall"));
    tall->setSizeHint(QSize(kChip, 46));
    model->insertRow(3, tall);
    QCOMPARE(rectOf(h, *model, 3).size(), QSize(kChip, 46));
    // Leaving the flow measures heights along the list again.
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::List));
    QCOMPARE(rectOf(h, *model, 0).height(), 50);
    QCOMPARE(rectOf(h, *model, 1).top(), 50);
  }

  // Rows the application inserts, edits or moves (moveRows: out of the
  // engine and in again) keep their heights.
  void editsKeepHeights() {
    ChipModel model(QStringList{"30:a", "40:b", "30:c", "20:d", "30:e"});
    Harness h(&model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const auto heights = [&] {
      QList<int> out;
      for (int r = 0; r < model.rowCount(); ++r) out << rectOf(h, model, r).height();
      return out;
    };
    QCOMPARE(heights(), (QList<int>{30, 40, 30, 20, 30}));
    QVERIFY(model.insertRows(2, 1));
    QVERIFY(model.setData(model.index(2, 0), QStringLiteral("50:new")));
    QCOMPARE(heights(), (QList<int>{30, 40, 50, 30, 20, 30}));
    QVERIFY(model.moveRows({}, 1, 2, {}, 6));  // b and new to the end
    QCOMPARE(heights(), (QList<int>{30, 30, 20, 30, 40, 50}));
    QVERIFY(model.moveRows({}, 5, 1, {}, 0));
    QCOMPARE(heights(), (QList<int>{50, 30, 30, 20, 30, 40}));
    QCOMPARE(engineOrder(h.view), modelOrder(model, Shape::Flat));
  }

  // Without SizeHintRole the delegate measures; its sizeHintChanged
  // re-flows.
  void delegateSizesAndReflows() {
    QStringListModel model(QStringList{"a", "b", "c", "d"});
    WidthDelegate delegate;
    Harness h(&model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    h.view.setItemDelegate(&delegate);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QCOMPARE(rectOf(h, model, 1), QRect(kChip, 0, kChip, 30));
    delegate.width = 90;
    emit delegate.sizeHintChanged(model.index(0, 0));
    QCOMPARE(rectOf(h, model, 1), QRect(90, 0, 90, 30));
    h.view.setItemDelegate(nullptr);
  }

  // A selection dragged from the first line to the third lands there
  // together, in selection order.
  void selectionDragsTogether() {
    auto *model = flatModel(14, this);
    for (int r = 0; r < 14; ++r) model->item(r)->setSizeHint(QSize(kChip, 30));
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Flow));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const int n = perLine(h, *model);
    QVERIFY(n >= 3 && 2 * n + 2 < 14);
    QTest::mouseClick(h.vp(), Qt::LeftButton, Qt::ControlModifier, h.centre(model->index(0, 0)));
    QTest::mouseClick(h.vp(), Qt::LeftButton, Qt::ControlModifier, h.centre(model->index(2, 0)));
    QCOMPARE(h.view.selectedIndexes().size(), 2);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const QPoint target = rectOf(h, *model, 2 * n + 2).center();
    QPoint at = h.centre(model->index(2, 0));
    QVERIFY(h.lift(at));
    const QPoint step = (target - at) / 12;
    for (int i = 0; i < 12; ++i) h.moveTo(at += step);
    h.moveTo(target);
    h.release(target);
    QVERIFY(h.settle());
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(2).toInt(), 2);
    const QStringList order = labels(*model);
    const int r0 = order.indexOf(QStringLiteral("r0"));
    QVERIFY2(r0 >= 2 * n - 2, qPrintable(order.join(' ')));  // on the third line now
    QCOMPARE(order.at(r0 + 1), QStringLiteral("r2"));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }
};

QTEST_MAIN(TestFlow)
#include "tst_flow.moc"
