// Outer scroll areas (libreorder 1.1's nested scrolling). A board: three
// columns in one TransferGroup side by side in a QScrollArea too narrow for
// them (TransferGroup::setOuterScrollArea); a drag held still near the
// area's right edge scrolls it until the last column, out of view at the
// lift, shows, and the row dropped there lands in it, every other row where
// it was; right to left the same towards the left edge. A single view in a
// scroll area (ReorderView::setOuterScrollArea) scrolls it too, here under
// a pixel a frame.
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
// the test's clock. Left to right the area shows the first column and a
// part of the second; right to left it starts at the strip's right end, the
// last column and a part of the middle one (as Qt's scroll areas do).
struct Board {
  double now = 0;
  QScrollArea area;
  QWidget *strip = new QWidget;
  QList<ReorderView *> columns;
  QList<QStandardItemModel *> models;
  TransferGroup group;
  int pressed = 0;  // the column the drag is pressed in, which gets the pointer

  Board(bool outer, bool rtl) {
    area.setLayoutDirection(rtl ? Qt::RightToLeft : Qt::LeftToRight);
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
  QWidget *vp() { return columns[pressed]->viewport(); }
  // A point of column c's viewport in the pressed column's.
  QPoint inPressed(int c, QPoint p) {
    return vp()->mapFromGlobal(columns[c]->viewport()->mapToGlobal(p));
  }
  // The area's viewport point p in the pressed column's.
  QPoint areaInPressed(QPoint p) { return vp()->mapFromGlobal(area.viewport()->mapToGlobal(p)); }
  // How much of column c the area shows.
  int shown(int c) {
    const QRect column(columns[c]->mapTo(&area, QPoint(0, 0)), columns[c]->size());
    return column.intersected(area.viewport()->geometry()).width();
  }
  // Lifts row 1 of column c: where it was pressed.
  QPoint lift(int c) {
    pressed = c;
    const QPoint from = columns[c]->visualRect(models[c]->index(1, 0)).center();
    QTest::mousePress(vp(), Qt::LeftButton, {}, from);
    now += columns[c]->longPressDelay() + 0.05;
    if (!QTest::qWaitFor([&] { return columns[c]->isDragging(); })) qWarning("not lifted");
    return from;
  }
  void glide(QPoint a, QPoint b, int steps) {
    for (int i = 1; i <= steps; ++i) {
      now += 0.02;
      QTest::mouseMove(vp(), a + (b - a) * i / steps);
    }
  }
  // Frames go by with the pointer where it is, the clock going on.
  void hold(int frames, double dt = 0.05) {
    for (int i = 0; i < frames && bar()->value() != end(); ++i) {
      now += dt;
      QTest::qWait(20);
    }
  }
  // The bar's value at the end the drag heads for, the far end from where
  // the area starts: its maximum either way (right to left a horizontal
  // bar counts from the right).
  int end() { return bar()->maximum(); }
  bool settle() {
    now += 1;
    return QTest::qWaitFor([&] {
      for (ReorderView *view : columns)
        if (view->engine().phase() != REORDER_PHASE_IDLE || view->engine().isAnimating(now))
          return false;
      return true;
    });
  }
  QStringList rows(int c) { return labels(*models[c]); }
};

}  // namespace

class TestOuterScroll : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void dragHeldAtBoardEdgeReachesHiddenColumn_data() {
    QTest::addColumn<bool>("rtl");
    QTest::newRow("left to right") << false;
    QTest::newRow("right to left") << true;
  }
  // A row of the column in view held 10 pixels from the edge the hidden
  // column is behind (over the middle column) until the area has scrolled
  // to its end, then dropped on the hidden column, which shows now.
  void dragHeldAtBoardEdgeReachesHiddenColumn() {
    QFETCH(bool, rtl);
    Board b(true, rtl);
    QVERIFY(QTest::qWaitForWindowExposed(&b.area));
    const int first = rtl ? 2 : 0, hidden = rtl ? 0 : 2;
    QCOMPARE(b.bar()->value(), 0);
    QVERIFY(b.bar()->maximum() >= 2 * kColumn + 2 * kGap - 300);
    QCOMPARE(b.shown(first), kColumn);
    QCOMPARE(b.shown(hidden), 0);
    QSignalSpy dropped(b.columns[hidden], &ReorderView::dropped);

    const QPoint from = b.lift(first);
    const int width = b.area.viewport()->width();
    const QPoint edge = b.areaInPressed(QPoint(rtl ? 10 : width - 10, from.y()));
    b.glide(from, edge, 8);
    b.hold(100);  // still: only the clock goes on
    QCOMPARE(b.bar()->value(), b.end());
    QCOMPARE(b.shown(hidden), kColumn);
    QCOMPARE(b.shown(first), 0);
    // Onto the second row of the column that came into view, and drop.
    const QPoint onto =
        b.inPressed(hidden, b.columns[hidden]->visualRect(b.models[hidden]->index(1, 0)).center());
    b.glide(edge, onto, 6);
    b.now += 0.02;
    QTest::mouseRelease(b.vp(), Qt::LeftButton, {}, onto);
    QVERIFY(b.settle());

    QCOMPARE(dropped.count(), 1);
    const QString moved = QStringLiteral("c%1r1").arg(first);
    QStringList rest = b.rows(first);
    QCOMPARE(rest, (QStringList{QStringLiteral("c%1r0").arg(first), QStringLiteral("c%1r2").arg(first)}));
    QCOMPARE(b.rows(1), (QStringList{"c1r0", "c1r1", "c1r2"}));
    QStringList target = b.rows(hidden);
    QVERIFY2(target.removeAll(moved) == 1, qPrintable(b.rows(hidden).join(' ')));
    QCOMPARE(target, (QStringList{QStringLiteral("c%1r0").arg(hidden),
                                  QStringLiteral("c%1r1").arg(hidden),
                                  QStringLiteral("c%1r2").arg(hidden)}));
    for (ReorderView *view : b.columns)
      QCOMPARE(engineOrder(*view), modelOrder(*view->model(), Shape::Flat));
  }

  // Without the area, the same hold scrolls nothing: the area's own
  // widgets do not scroll it (what the test above relies on).
  void noOuterScrollAreaNoScroll() {
    Board b(false, false);
    QVERIFY(QTest::qWaitForWindowExposed(&b.area));
    const QPoint from = b.lift(0);
    const QPoint edge = b.areaInPressed(QPoint(b.area.viewport()->width() - 10, from.y()));
    b.glide(from, edge, 8);
    b.hold(10);
    QCOMPARE(b.bar()->value(), 0);
    QCOMPARE(b.group.outerScrollArea(), nullptr);
    b.now += 0.02;
    QTest::mouseRelease(b.vp(), Qt::LeftButton, {}, edge);
  }

  // One view in a scroll area (the engine's own outer container), which
  // it scrolls slowly: under a pixel a frame, shown by the bar in whole
  // pixels.
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
