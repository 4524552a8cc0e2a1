// Transfer groups: two views side by side in one window share a
// TransferGroup. A drag pressed in one carries its row into the other's
// model (data and all), a Copy member keeps its row, a member that does not
// put refuses, Escape in the pressed view brings the row back, undo in
// either view undoes a crossing in both, the view the item entered
// auto-scrolls, and transferItem moves a row without a drag.
#include <QScrollBar>
#include <QSignalSpy>
#include <QtTest>

#include <reorderqt/transfer_group.h>

#include "support.h"

using reorderqt::TransferGroup;
using reorderqt::TransferKind;
using reorderqt::TransferRules;

namespace {

constexpr int KeyRole = Qt::UserRole + 1;  // the application's own role, carried along

QStandardItemModel *lettered(const QString &prefix, int rows, QObject *parent) {
  auto *model = new QStandardItemModel(parent);
  for (int i = 0; i < rows; ++i) {
    QStandardItem *it = item(QStringLiteral("%1%2").arg(prefix).arg(i));
    it->setData(QStringLiteral("key-%1%2").arg(prefix).arg(i), KeyRole);
    model->appendRow(it);
  }
  return model;
}

// Two shown views in one window, on the test's clock, in one group.
struct Pair {
  double now = 0;
  QWidget window;
  ReorderView *left = new ReorderView(&window);
  ReorderView *right = new ReorderView(&window);
  TransferGroup group;
  QStringList errors;

  Pair(QAbstractItemModel *a, QAbstractItemModel *b, const TransferRules &leftRules = {},
       const TransferRules &rightRules = {}) {
    for (ReorderView *view : {left, right}) {
      QObject::connect(view, &ReorderView::errorOccurred,
                       [this](int, const QString &message) { errors << message; });
      view->setClock([this] { return now; });
    }
    left->setGeometry(0, 0, 200, 300);
    right->setGeometry(240, 0, 200, 300);
    window.resize(440, 300);
    left->setModel(a);
    right->setModel(b);
    left->setTransferGroup(&group, leftRules);
    right->setTransferGroup(&group, rightRules);
    window.show();
  }
  // A point of right's viewport in left's, where left's pointer events go.
  QPoint inLeft(QPoint onRight) {
    return left->viewport()->mapFromGlobal(right->viewport()->mapToGlobal(onRight));
  }
  QPoint centre(ReorderView *view, int row) {
    return view->visualRect(view->model()->index(row, 0)).center();
  }
  void press(QPoint p) { QTest::mousePress(left->viewport(), Qt::LeftButton, {}, p); }
  bool hold() {
    now += left->longPressDelay() + 0.05;
    return QTest::qWaitFor([this] { return left->isDragging(); });
  }
  // Moves left's pointer from a to b in steps.
  void glide(QPoint a, QPoint b, int steps = 12) {
    for (int i = 1; i <= steps; ++i) {
      now += 0.02;
      QTest::mouseMove(left->viewport(), a + (b - a) * i / steps);
    }
  }
  void release(QPoint p) {
    now += 0.02;
    QTest::mouseRelease(left->viewport(), Qt::LeftButton, {}, p);
  }
  bool settle() {
    now += 1.0;
    return QTest::qWaitFor([this] {
      for (ReorderView *view : {left, right})
        if (view->engine().phase() != REORDER_PHASE_IDLE || view->engine().isAnimating(now))
          return false;
      return true;
    });
  }
  // Both views' engines in their models' order.
  bool inStep() const {
    return engineOrder(*left) == modelOrder(*left->model(), Shape::Flat) &&
           engineOrder(*right) == modelOrder(*right->model(), Shape::Flat);
  }
  // Lifts left's row and drags it to `onRight` (right's viewport), where
  // the pointer stays pressed; that point in left's viewport.
  QPoint carry(int row, QPoint onRight) {
    const QPoint from = centre(left, row);
    press(from);
    if (!hold()) qWarning("row %d was not lifted", row);  // fails the test
    const QPoint to = inLeft(onRight);
    glide(from, to);
    return to;
  }
  // Drops left's row onto right's row `onto`.
  void dragAcross(int row, int onto) { release(carry(row, centre(right, onto))); }
};

}  // namespace

class TestTransfer : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void dragMovesRowBetweenViews() {
    auto *a = lettered("a", 5, this);
    auto *b = lettered("b", 4, this);
    Pair p(a, b);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    QSignalSpy leftSent(p.left, &ReorderView::itemTransferred);
    QSignalSpy rightGot(p.right, &ReorderView::itemTransferred);
    QSignalSpy dropped(p.right, &ReorderView::dropped);

    p.dragAcross(1, 1);
    QVERIFY(p.settle());

    QCOMPARE(labels(*a), (QStringList{"a0", "a2", "a3", "a4"}));
    QCOMPARE(labels(*b).size(), 5);
    const int at = static_cast<int>(labels(*b).indexOf(QStringLiteral("a1")));
    QVERIFY2(at == 1 || at == 2, qPrintable(labels(*b).join(' ')));
    QCOMPARE(b->index(at, 0).data(KeyRole).toString(), QStringLiteral("key-a1"));  // its data came along
    QVERIFY(p.inStep());
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(leftSent.count(), 1);  // one crossing, reported by both views
    QCOMPARE(rightGot.count(), 1);
    const QList<QVariant> sent = rightGot.first();
    QCOMPARE(sent.at(1).value<ReorderView *>(), p.left);
    QCOMPARE(sent.at(2).value<ReorderView *>(), p.right);
    QCOMPARE(sent.at(3).value<IndexPath>(), (IndexPath{0, 1}));
    QCOMPARE(sent.at(5).value<TransferKind>(), TransferKind::Move);
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));

    // One undo step in either view undoes the crossing in both.
    QVERIFY(p.right->undo());
    QVERIFY(p.settle());
    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2", "a3", "a4"}));
    QCOMPARE(labels(*b), (QStringList{"b0", "b1", "b2", "b3"}));
    QCOMPARE(a->index(1, 0).data(KeyRole).toString(), QStringLiteral("key-a1"));
    QVERIFY(p.inStep());
    QVERIFY(p.left->redo());
    QVERIFY(p.settle());
    QCOMPARE(labels(*b).indexOf(QStringLiteral("a1")), at);
    QVERIFY(p.left->undo());
    QVERIFY(p.settle());
    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2", "a3", "a4"}));
    QVERIFY(p.inStep());
  }

  void copyLeavesTheSource() {
    auto *a = lettered("a", 3, this);
    auto *b = lettered("b", 3, this);
    TransferRules palette;
    palette.pull = TransferRules::Pull::Copy;
    Pair p(a, b, palette);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    QSignalSpy got(p.right, &ReorderView::itemTransferred);

    p.dragAcross(0, 1);
    QVERIFY(p.settle());

    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2"}));
    QCOMPARE(labels(*b).count(QStringLiteral("a0")), 1);
    QCOMPARE(labels(*b).size(), 4);
    QVERIFY(p.inStep());
    QVERIFY(!got.isEmpty());
    QCOMPARE(got.last().at(5).value<TransferKind>(), TransferKind::Copy);
    QVERIFY(p.left->undo());  // the copy goes
    QVERIFY(p.settle());
    QCOMPARE(labels(*b), (QStringList{"b0", "b1", "b2"}));
    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2"}));
    QVERIFY(p.inStep());
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));
  }

  void memberThatDoesNotPutRefuses() {
    auto *a = lettered("a", 3, this);
    auto *b = lettered("b", 3, this);
    TransferRules closed;
    closed.put = false;
    Pair p(a, b, {}, closed);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    QSignalSpy cancelled(p.left, &ReorderView::dragCancelled);
    QSignalSpy transferred(p.left, &ReorderView::itemTransferred);

    p.dragAcross(1, 1);  // dropped over a view that refuses it: cancelled
    QVERIFY(p.settle());
    QCOMPARE(cancelled.count(), 1);
    QCOMPARE(transferred.count(), 0);
    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2"}));
    QCOMPARE(labels(*b), (QStringList{"b0", "b1", "b2"}));
    QVERIFY(p.inStep());

    QVERIFY(!p.left->transferItem(a->index(0, 0), p.right, {0, 0}));
    QCOMPARE(p.errors.size(), 1);
    QVERIFY2(p.errors.first().contains(QStringLiteral("reorder_engine_transfer")),
             qPrintable(p.errors.first()));
    QCOMPARE(labels(*b), (QStringList{"b0", "b1", "b2"}));
  }

  void escapeInThePressedViewBringsTheRowBack() {
    auto *a = lettered("a", 4, this);
    auto *b = lettered("b", 4, this);
    Pair p(a, b);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    QSignalSpy cancelled(p.left, &ReorderView::dragCancelled);

    const QPoint over = p.carry(2, p.centre(p.right, 1));
    QVERIFY(labels(*b).contains(QStringLiteral("a2")));  // live: in the other model mid-drag
    // Both: the pressed view still drives it, the other holds the row.
    QVERIFY(p.left->isDragging() && p.right->isDragging());
    QVERIFY(p.left->hasFocus());
    QTest::keyClick(p.left, Qt::Key_Escape);
    QCOMPARE(cancelled.count(), 1);
    p.release(over);
    QVERIFY(p.settle());

    QCOMPARE(labels(*a), (QStringList{"a0", "a1", "a2", "a3"}));
    QCOMPARE(labels(*b), (QStringList{"b0", "b1", "b2", "b3"}));
    QVERIFY(p.inStep());
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));
  }

  // Once the item is in the other view, that view's frame clock runs its
  // edge auto-scroll (the pressed view's engine is idle by then).
  void targetAutoScrolls() {
    auto *a = lettered("a", 3, this);
    auto *b = lettered("b", 30, this);
    Pair p(a, b);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    const QPoint zone = p.carry(0, QPoint(100, p.right->viewport()->height() - 20));
    QVERIFY(p.right->isDragging());
    // The desktop preset waits for intent (autoscroll_intent): the target
    // sees the row arrive in its zone (a few frames), then the pointer
    // moves on towards the edge.
    for (int i = 0; i < 3; ++i) {
      p.now += 1.0 / 60;
      QTest::qWait(20);
    }
    const QPoint edge = zone + QPoint(0, 10);
    p.glide(zone, edge, 2);
    QScrollBar *bar = p.right->verticalScrollBar();
    for (int i = 0; i < 200 && bar->value() < 2 * kRow; ++i) {
      p.now += 1.0 / 60;
      QTest::qWait(5);
    }
    QVERIFY2(bar->value() >= 2 * kRow, qPrintable(QString::number(bar->value())));
    p.release(edge);
    QVERIFY(p.settle());
    const int at = static_cast<int>(labels(*b).indexOf(QStringLiteral("a0")));
    QVERIFY2(at * kRow > p.right->viewport()->height() / 2, qPrintable(QString::number(at)));
    QVERIFY(p.inStep());
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));
  }

  // An empty QStandardItemModel has no columns yet: the row brings its own.
  void dragIntoAnEmptyView() {
    auto *a = lettered("a", 2, this);
    auto *b = new QStandardItemModel(this);
    Pair p(a, b);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    p.release(p.carry(0, QPoint(100, 20)));  // the empty section's room
    QVERIFY(p.settle());
    QCOMPARE(labels(*a), (QStringList{"a1"}));
    QCOMPARE(labels(*b), (QStringList{"a0"}));
    QCOMPARE(b->index(0, 0).data(KeyRole).toString(), QStringLiteral("key-a0"));
    QVERIFY(p.inStep());
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));
  }

  void transferItemWithoutADrag() {
    auto *a = lettered("a", 3, this);
    auto *b = lettered("b", 2, this);
    Pair p(a, b);
    QVERIFY(QTest::qWaitForWindowExposed(&p.window));
    QSignalSpy got(p.right, &ReorderView::itemTransferred);
    QVERIFY(p.left->transferItem(a->index(2, 0), p.right, {0, 0}));
    QVERIFY(p.settle());
    QCOMPARE(labels(*a), (QStringList{"a0", "a1"}));
    QCOMPARE(labels(*b), (QStringList{"a2", "b0", "b1"}));
    QCOMPARE(b->index(0, 0).data(KeyRole).toString(), QStringLiteral("key-a2"));
    QCOMPARE(got.count(), 1);
    QCOMPARE(got.first().at(4).value<IndexPath>(), (IndexPath{0, 0}));
    QVERIFY(p.inStep());
    // Leaving the group ends what crossed it: no undo back into it.
    QVERIFY(p.right->setTransferGroup(nullptr));
    QCOMPARE(p.group.views(), QList<ReorderView *>{p.left});
    QVERIFY2(p.errors.isEmpty(), qPrintable(p.errors.join('\n')));
  }
};

QTEST_MAIN(TestTransfer)
#include "tst_transfer.moc"
