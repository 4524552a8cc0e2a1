// Outer scroll areas (libreorder 1.1's nested scrolling). A board: three
// columns in one TransferGroup side by side in a QScrollArea too narrow for
// them (TransferGroup::setOuterScrollArea); a drag held still near the
// area's right edge scrolls it until the last column, out of view at the
// lift, shows, and the row dropped there lands in it, every other row where
// it was. A single view in a scroll area (ReorderView::setOuterScrollArea)
// scrolls it too, slowly as well: less than a pixel a frame adds up.
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QtTest>

#include <reorderqt/transfer_group.h>

#include "support.h"

using reorderqt::TransferGroup;

namespace {

constexpr int kColumn = 200;  // each column's width
constexpr int kGap = 10;

// Three columns of rows c<column>r<row> in a 300 pixel wide scroll area, on
// the test's clock.
struct Board {
  double now = 0;
  QScrollArea area;
  QWidget *strip = new QWidget;
  QList<ReorderView *> columns;
  QList<QStandardItemModel *> models;
  TransferGroup group;

  explicit Board(bool outer) {
    strip->resize(3 * kColumn + 2 * kGap, 300);
    for (int c = 0; c < 3; ++c) {
      auto *model = new QStandardItemModel(strip);
      for (int r = 0; r < 3; ++r) model->appendRow(item(QStringLiteral("c%1r%2").arg(c).arg(r)));
      auto *view = new ReorderView(strip);
      QObject::connect(view, &ReorderView::errorOccurred, [](int status, const QString &message) {
        qWarning("reorder error %d: %s", status, qPrintable(message));
      });
      view->setClock([this] { return now; });
      view->setGeometry(c * (kColumn + kGap), 0, kColumn, 300);
      view->setModel(model);
      view->setTransferGroup(&group);
      columns << view;
      models << model;
    }
    area.setWidget(strip);
    area.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    area.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area.setFrameShape(QFrame::NoFrame);
    area.resize(300, 300 + area.horizontalScrollBar()->sizeHint().height());
    if (outer) group.setOuterScrollArea(&area);
    area.show();
  }
  QScrollBar *bar() { return area.horizontalScrollBar(); }
  // A point of column c's viewport in column 0's, where the pointer goes.
  QPoint inFirst(int c, QPoint p) {
    return columns[0]->viewport()->mapFromGlobal(columns[c]->viewport()->mapToGlobal(p));
  }
  // The area's viewport point p in column 0's.
  QPoint areaInFirst(QPoint p) {
    return columns[0]->viewport()->mapFromGlobal(area.viewport()->mapToGlobal(p));
  }
  void move(QPoint p) {
    now += 0.02;
    QTest::mouseMove(columns[0]->viewport(), p);
  }
  QStringList rows(int c) { return labels(*models[c]); }
};

}  // namespace

class TestOuterScroll : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void dragHeldAtBoardEdgeReachesHiddenColumn() {
    Board b(true);
    QVERIFY(QTest::qWaitForWindowExposed(&b.area));
    QCOMPARE(b.bar()->value(), 0);
    QVERIFY(b.bar()->maximum() >= 2 * kColumn + 2 * kGap - 300);
    // The last column is out of view.
    QVERIFY(b.columns[2]->mapTo(&b.area, QPoint(0, 0)).x() >= b.area.viewport()->width());
    QSignalSpy dropped(b.columns[2], &ReorderView::dropped);

    const QPoint from = b.columns[0]->visualRect(b.models[0]->index(1, 0)).center();
    QTest::mousePress(b.columns[0]->viewport(), Qt::LeftButton, {}, from);
    b.now += b.columns[0]->longPressDelay() + 0.05;
    QVERIFY(QTest::qWaitFor([&] { return b.columns[0]->isDragging(); }));
    // To 10 pixels from the area's right edge (over the middle column), and
    // held still there: only the clock goes on.
    const QPoint edge = b.areaInFirst(QPoint(b.area.viewport()->width() - 10, from.y()));
    for (int i = 1; i <= 8; ++i) b.move(from + (edge - from) * i / 8);
    for (int i = 0; i < 100 && b.bar()->value() < b.bar()->maximum(); ++i) {
      b.now += 0.05;
      QTest::qWait(20);
    }
    QCOMPARE(b.bar()->value(), b.bar()->maximum());
    // The last column shows now: onto its second row, and drop.
    QVERIFY(b.columns[2]->visibleRegion().boundingRect().width() >= kColumn - 20);
    const QPoint onto =
        b.inFirst(2, b.columns[2]->visualRect(b.models[2]->index(1, 0)).center());
    for (int i = 1; i <= 6; ++i) b.move(edge + (onto - edge) * i / 6);
    b.now += 0.02;
    QTest::mouseRelease(b.columns[0]->viewport(), Qt::LeftButton, {}, onto);
    b.now += 1;
    QVERIFY(QTest::qWaitFor([&] {
      for (ReorderView *view : b.columns)
        if (view->engine().phase() != REORDER_PHASE_IDLE || view->engine().isAnimating(b.now))
          return false;
      return true;
    }));

    QCOMPARE(dropped.count(), 1);
    QCOMPARE(b.rows(0), (QStringList{"c0r0", "c0r2"}));
    QCOMPARE(b.rows(1), (QStringList{"c1r0", "c1r1", "c1r2"}));
    QStringList last = b.rows(2);
    QVERIFY2(last.removeAll(QStringLiteral("c0r1")) == 1, qPrintable(b.rows(2).join(' ')));
    QCOMPARE(last, (QStringList{"c2r0", "c2r1", "c2r2"}));
    for (ReorderView *view : b.columns)
      QCOMPARE(engineOrder(*view), modelOrder(*view->model(), Shape::Flat));
  }

  // Without the area, the same hold scrolls nothing (what the test above
  // relies on: the area's own widgets do not scroll it).
  void noOuterScrollAreaNoScroll() {
    Board b(false);
    QVERIFY(QTest::qWaitForWindowExposed(&b.area));
    const QPoint from = b.columns[0]->visualRect(b.models[0]->index(1, 0)).center();
    QTest::mousePress(b.columns[0]->viewport(), Qt::LeftButton, {}, from);
    b.now += b.columns[0]->longPressDelay() + 0.05;
    QVERIFY(QTest::qWaitFor([&] { return b.columns[0]->isDragging(); }));
    const QPoint edge = b.areaInFirst(QPoint(b.area.viewport()->width() - 10, from.y()));
    for (int i = 1; i <= 8; ++i) b.move(edge * i / 8 + from * (8 - i) / 8);
    for (int i = 0; i < 10; ++i) {
      b.now += 0.05;
      QTest::qWait(20);
    }
    QCOMPARE(b.bar()->value(), 0);
    QCOMPARE(b.group.outerScrollArea(), nullptr);
    b.now += 0.02;
    QTest::mouseRelease(b.columns[0]->viewport(), Qt::LeftButton, {}, edge);
  }

  // One view in a scroll area, scrolling slowly: each frame moves the area
  // less than a pixel, which adds up all the same.
  void viewInScrollAreaScrollsItSlowly() {
    double now = 0;
    QScrollArea area;
    auto *view = new ReorderView;
    QObject::connect(view, &ReorderView::errorOccurred, [](int status, const QString &message) {
      qWarning("reorder error %d: %s", status, qPrintable(message));
    });
    view->setClock([&now] { return now; });
    auto *model = flatModel(4, view);
    view->setModel(model);
    view->resize(600, 260);
    area.setWidget(view);
    area.setFrameShape(QFrame::NoFrame);
    area.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    area.resize(300, 260 + area.horizontalScrollBar()->sizeHint().height());
    reorder_outer_scroll edges;
    QCOMPARE(reorder_outer_scroll_init(&edges, REORDER_OUTER_SCROLL_VERSION), REORDER_OK);
    edges.zone = 100;
    edges.max_speed = 30;  // half a pixel a frame at 60 Hz; less here
    view->setOuterScrollArea(&area, &edges);
    QCOMPARE(view->outerScrollArea(), &area);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QScrollBar *bar = area.horizontalScrollBar();
    QCOMPARE(bar->value(), 0);

    const QPoint from = view->visualRect(model->index(1, 0)).center() - QPoint(200, 0);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    now += view->longPressDelay() + 0.05;
    QVERIFY(QTest::qWaitFor([&] { return view->isDragging(); }));
    const QPoint edge = view->viewport()->mapFromGlobal(
        area.viewport()->mapToGlobal(QPoint(area.viewport()->width() - 5, from.y())));
    for (int i = 1; i <= 4; ++i) {
      now += 0.02;
      QTest::mouseMove(view->viewport(), from + (edge - from) * i / 4);
    }
    // 0.01 s a frame: under a third of a pixel each.
    for (int i = 0; i < 60; ++i) {
      now += 0.01;
      QTest::qWait(17);
    }
    QVERIFY2(bar->value() >= 5, qPrintable(QString::number(bar->value())));
    now += 0.02;
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, edge);
    view->setOuterScrollArea(nullptr);
    QCOMPARE(view->outerScrollArea(), nullptr);
  }
};

QTEST_MAIN(TestOuterScroll)
#include "tst_outer_scroll.moc"
