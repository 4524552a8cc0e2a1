// Pointer drags: a long press lifts (mouse or touch; a mouse may lift by
// distance), a quick drag scrolls instead, Escape cancels, an edge
// auto-scrolls, and a horizontal list drags along x.
#include <QScrollBar>
#include <QSignalSpy>
#include <QStringListModel>
#include <QtTest>

#include "support.h"

class TestDrag : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void longPressDragReorders() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    QSignalSpy started(&h.view, &ReorderView::dragStarted);

    const QPoint p = h.centre(model->index(1, 0));
    h.press(p);
    h.now += 0.3;  // not yet the long press: frames run, nothing lifts
    QTest::qWait(60);
    QVERIFY(!h.view.isDragging());
    QVERIFY(h.hold());
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().first().value<QModelIndex>().data().toString(), QStringLiteral("r1"));
    h.release(h.dragBy(p, 3 * kRow));
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), (QStringList{"r0", "r2", "r3", "r4", "r1", "r5", "r6", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QVERIFY(moved.count() >= 1);  // live commit: one per step
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(0).value<IndexPath>(), (IndexPath{0, 1}));
    QCOMPARE(dropped.first().at(1).value<IndexPath>(), (IndexPath{0, 4}));
  }

  void quickDragDoesNotReorder() {
    auto *model = flatModel(20, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy started(&h.view, &ReorderView::dragStarted);
    const QStringList before = labels(*model);

    const QPoint p = h.centre(model->index(5, 0));
    h.press(p);
    const QPoint end = h.dragBy(p, -3 * kRow, 6);  // moves before the long press ends
    h.now += 1.0;                                   // a long hold after moving: still no lift
    QTest::qWait(60);
    QVERIFY(!h.view.isDragging());
    h.release(end);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), before);
    QCOMPARE(moved.count(), 0);
    QCOMPARE(started.count(), 0);
    // It scrolled instead, the pressed row staying under the pointer.
    QVERIFY(h.view.verticalScrollBar()->value() > 0);
    QCOMPARE(h.view.indexAt(end).data().toString(), QStringLiteral("r5"));
  }

  void autoScrollPastFirstScreen() {
    auto *model = flatModel(60, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const int screen = h.vp()->height();

    const QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    const QPoint edge(p.x(), screen - 10);  // deep in the bottom edge zone
    h.dragBy(p, edge.y() - p.y());
    // Frames at the engine's pace until the view has scrolled two screens.
    QScrollBar *bar = h.view.verticalScrollBar();
    for (int i = 0; i < 400 && bar->value() < 2 * screen; ++i) {
      h.now += 1.0 / 60;
      QTest::qWait(5);
    }
    QVERIFY2(bar->value() >= 2 * screen, qPrintable(QString::number(bar->value())));
    h.release(edge);
    QVERIFY(h.settle());

    QCOMPARE(dropped.count(), 1);
    const IndexPath to = dropped.first().at(1).value<IndexPath>();
    QVERIFY2(to.item * kRow > 2 * screen, qPrintable(QString::number(to.item)));
    QCOMPARE(model->index(to.item, 0).data().toString(), QStringLiteral("r1"));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }

  void escapeCancels() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const QStringList before = labels(*model);

    const QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    const QPoint end = h.dragBy(p, 3 * kRow);
    QVERIFY(moved.count() > 0);  // live commit: the model followed the drag
    QVERIFY(labels(*model) != before);
    QTest::keyClick(&h.view, Qt::Key_Escape);
    QCOMPARE(cancelled.count(), 1);
    h.release(end);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), before);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(dropped.count(), 0);
  }

  // Touch drives the same pointer calls: a long press lifts, a drag moves.
  void touchLongPressDrag() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QPointingDevice *screen = QTest::createTouchDevice();
    const QPoint p = h.centre(model->index(0, 0));
    QTest::touchEvent(h.vp(), screen).press(0, p);
    QVERIFY(h.hold());
    for (int i = 1; i <= 8; ++i) {
      h.now += 0.02;
      QTest::touchEvent(h.vp(), screen).move(0, p + QPoint(0, 2 * kRow * i / 8));
    }
    h.now += 0.02;
    QTest::touchEvent(h.vp(), screen).release(0, p + QPoint(0, 2 * kRow));
    QVERIFY(h.settle());
    QCOMPARE(labels(*model), (QStringList{"r1", "r2", "r0", "r3", "r4", "r5"}));
  }

  // With distance activation (a desktop mouse) a short move lifts at once.
  void mouseDistanceActivation() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QVERIFY(h.view.setActivation(ReorderView::Activation::Distance));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QPoint p = h.centre(model->index(0, 0));
    h.press(p);
    h.moveTo(p + QPoint(0, 8), 0.01);  // past the 5-unit threshold, well before 0.5 s
    QVERIFY(h.view.isDragging());
    h.release(h.dragBy(p + QPoint(0, 8), kRow + 4));
    QVERIFY(h.settle());
    QCOMPARE(labels(*model).indexOf(QStringLiteral("r0")), 1);
  }

  // A horizontal list: the main axis is x, the scroll bar horizontal.
  void horizontalList() {
    QStringListModel model(QStringList{"a", "b", "c", "d", "e", "f"});
    Harness h(&model);
    QVERIFY(h.view.setOrientation(Qt::Horizontal));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QRect a = h.view.visualRect(model.index(0, 0));
    QCOMPARE(h.view.visualRect(model.index(1, 0)).left(), a.right() + 1);
    QVERIFY(h.lift(a.center()));
    QPoint p = a.center();
    for (int i = 1; i <= 10; ++i) h.moveTo(p + QPoint(a.width() * 22 / 10 * i / 10, 0));
    h.release(p + QPoint(a.width() * 22 / 10, 0));
    QVERIFY(h.settle());
    QCOMPARE(model.stringList().indexOf(QStringLiteral("a")), 2);
  }

  // Right to left (the widget's layoutDirection, changed while shown): a
  // horizontal list starts at the right, scrolled there, its bar at its
  // start, and a drag towards the left moves a row onwards. Left moves
  // focus onwards too.
  void rightToLeftHorizontalList() {
    QStringList rows;
    for (int i = 0; i < 40; ++i) rows << QStringLiteral("r%1").arg(i);
    QStringListModel model(rows);  // wider than the view: the engine mirrors about the content
    Harness h(&model);
    QVERIFY(h.view.setOrientation(Qt::Horizontal));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    h.view.setLayoutDirection(Qt::RightToLeft);
    QCOMPARE(h.view.engineOptions().direction, REORDER_DIRECTION_RTL);

    const QRect r0 = h.view.visualRect(model.index(0, 0));
    QCOMPARE(r0.right(), h.vp()->width() - 1);
    QCOMPARE(h.view.visualRect(model.index(1, 0)).right(), r0.left() - 1);
    QCOMPARE(h.view.horizontalScrollBar()->value(), 0);
    QVERIFY(h.view.horizontalScrollBar()->maximum() > 0);

    QVERIFY(h.lift(r0.center()));
    const int dx = -r0.width() * 22 / 10;
    for (int i = 1; i <= 10; ++i) h.moveTo(r0.center() + QPoint(dx * i / 10, 0));
    h.release(r0.center() + QPoint(dx, 0));
    QVERIFY(h.settle());
    QCOMPARE(model.stringList().mid(0, 4), (QStringList{"r1", "r2", "r0", "r3"}));
    QCOMPARE(h.view.visualRect(model.index(0, 0)).right(), h.vp()->width() - 1);  // r1 now

    h.view.setCurrentIndex(model.index(0, 0));
    QTest::keyClick(&h.view, Qt::Key_Left);
    QCOMPARE(h.view.currentIndex().row(), 1);

    // Back to left to right: row 0 at the left, the bar still at its start.
    h.view.setLayoutDirection(Qt::LeftToRight);
    QCOMPARE(h.view.visualRect(model.index(0, 0)).left(), 0);
    QCOMPARE(h.view.horizontalScrollBar()->value(), 0);
  }

  // A horizontal list narrower than the view, right to left, sits at the
  // right (the engine mirrors about its content) and drags there; an edge
  // zone on its side scrolls nothing.
  void rightToLeftShortList() {
    QStringListModel model(QStringList{"a", "b", "c"});
    Harness h(&model);
    h.view.setLayoutDirection(Qt::RightToLeft);
    QVERIFY(h.view.setOrientation(Qt::Horizontal));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QRect a = h.view.visualRect(model.index(0, 0));
    QCOMPARE(a.right(), h.vp()->width() - 1);
    QCOMPARE(h.view.indexAt(a.center()), model.index(0, 0));

    QVERIFY(h.lift(a.center()));
    h.moveTo(a.center() + QPoint(a.width() / 2 - 2, 0));  // into the right edge zone
    for (int i = 1; i <= 10; ++i) h.moveTo(a.center() + QPoint(-a.width() * 12 / 10 * i / 10, 0));
    h.release(a.center() + QPoint(-a.width() * 12 / 10, 0));
    QVERIFY(h.settle());
    QCOMPARE(model.stringList(), (QStringList{"b", "a", "c"}));
    QCOMPARE(h.view.visualRect(model.index(0, 0)).right(), h.vp()->width() - 1);
  }

  // A vertical list narrower than the view (a fixed cross extent), right
  // to left, sits at the right, and stays there as it auto-scrolls down.
  void rightToLeftNarrowListAutoScrolls() {
    auto *model = flatModel(60, this);
    Harness h(model);
    h.view.setLayoutDirection(Qt::RightToLeft);
    reorder_options o = h.view.engineOptions();
    o.cross_extent = 200;
    QVERIFY(h.view.setEngineOptions(o));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QRect first = h.view.visualRect(model->index(0, 0));
    QCOMPARE(first.right(), h.vp()->width() - 1);
    QCOMPARE(first.width(), 200);

    const QPoint p = first.center();
    QVERIFY(h.lift(p));
    h.dragBy(p, h.vp()->height() - 10 - p.y());
    QScrollBar *bar = h.view.verticalScrollBar();
    for (int i = 0; i < 400 && bar->value() < kRow; ++i) {
      h.now += 1.0 / 60;
      QTest::qWait(5);
    }
    QVERIFY2(bar->value() >= kRow, qPrintable(QString::number(bar->value())));
    QCOMPARE(h.view.visualRect(model->index(1, 0)).right(), h.vp()->width() - 1);
  }
};

QTEST_MAIN(TestDrag)
#include "tst_drag.moc"
