// Grids that scroll sideways (gridAxis Qt::Horizontal, libreorder 1.1's
// grid_axis) and grids right to left: cells fill columns top to bottom,
// sized from the viewport's height; the horizontal scroll bar, the wheel
// and edge auto-scroll move along x; a drag across columns lands the right
// row in the model; right to left mirrors either axis; the arrows move
// focus and a lifted cell as they look.
#include <QScrollBar>
#include <QtTest>

#include "support.h"

namespace {

constexpr int kDown = 3;  // cells down a column (across a row, vertically)

// A grid of kDown cells a line, no spacing or margins: each cell is a third
// of the viewport's height (horizontal) or width (vertical).
void makeGrid(Harness &h, Qt::Orientation axis) {
  QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Grid));
  QVERIFY(h.view.setGridAxis(axis));
  QVERIFY(h.view.setGridColumns(kDown));
  QVERIFY(h.view.setSpacing(0));
  QVERIFY(h.view.setContentMargins({}));
  QVERIFY(h.view.setRule(ReorderView::Rule::Center));
  QVERIFY(QTest::qWaitForWindowExposed(&h.view));
}

QRectF frame(const Harness &h, const QAbstractItemModel &model, int row) {
  const std::optional<quint64> id = h.view.modelAdapter().id(model.index(row, 0));
  return id ? h.view.engine().itemFrame(*id).value_or(QRectF()) : QRectF();
}

bool near(double a, double b) { return std::abs(a - b) < 0.01; }

QString current(const ReorderView &view) { return view.currentIndex().data().toString(); }

}  // namespace

class TestGridAxis : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // Row i is in column i / 3, cell i % 3 down it; cells are square, a
  // third of the viewport's height (the horizontal bar shows: 12 cells are
  // wider than the view), and the vertical bar has nothing to scroll;
  // the view paints and hits them there.
  void framesFillColumnsTopToBottom() {
    auto *model = flatModel(12, this);
    Harness h(model);
    QCOMPARE(h.view.gridAxis(), Qt::Vertical);
    makeGrid(h, Qt::Horizontal);
    QCOMPARE(h.view.gridAxis(), Qt::Horizontal);
    QCOMPARE(h.view.engineOptions().grid_axis, REORDER_AXIS_HORIZONTAL);
    QTRY_VERIFY(h.view.horizontalScrollBar()->isVisible());
    QVERIFY(!h.view.verticalScrollBar()->isVisible());
    const double cell = h.vp()->height() / 3.0;
    for (int i = 0; i < 12; ++i) {
      const QRectF f = frame(h, *model, i);
      QVERIFY2(near(f.left(), (i / kDown) * cell) && near(f.top(), (i % kDown) * cell) &&
                   near(f.width(), cell) && near(f.height(), cell),
               qPrintable(QStringLiteral("r%1 at %2,%3 %4x%5, cell %6")
                              .arg(i).arg(f.left()).arg(f.top()).arg(f.width()).arg(f.height())
                              .arg(cell)));
    }
    QVERIFY(near(h.view.engine().contentSize().width(), 4 * cell));
    // Painted and hit at those frames.
    const QModelIndex r4 = model->index(4, 0);
    QCOMPARE(QRectF(h.view.visualRect(r4)), frame(h, *model, 4).toAlignedRect());
    QCOMPARE(h.view.indexAt(QPoint(int(cell * 1.5), int(cell * 1.5))), r4);
    // Wide enough for every column, the bar goes and the cells keep their
    // size: laid out beside the bar's room, shown or not (as a vertical
    // grid beside a vertical bar's).
    h.view.resize(4 * int(cell) + 100, h.view.height());
    QTRY_VERIFY(!h.view.horizontalScrollBar()->isVisible());
    QVERIFY(h.vp()->height() > 3 * cell + 1);
    QVERIFY(near(frame(h, *model, 0).height(), cell));
    QCOMPARE(h.view.horizontalScrollBar()->maximum(), 0);
    // Back to a vertical grid: rows again.
    QVERIFY(h.view.setGridAxis(Qt::Vertical));
    QVERIFY(near(frame(h, *model, 1).top(), 0));
    QVERIFY(frame(h, *model, 1).left() > 0);
  }

  // The horizontal bar's range is the content's width less the viewport's;
  // at its end the last column is in view. The wheel, turned as usual,
  // scrolls it; so does a cell held at the right edge.
  void horizontalScrollBarWheelAndAutoScroll() {
    auto *model = flatModel(30, this);
    Harness h(model);
    makeGrid(h, Qt::Horizontal);
    QScrollBar *bar = h.view.horizontalScrollBar();
    const int content = qCeil(h.view.engine().contentSize().width());
    QVERIFY(content > 2 * h.vp()->width());
    QCOMPARE(bar->maximum(), content - h.vp()->width());
    QCOMPARE(bar->pageStep(), h.vp()->width());
    QCOMPARE(h.view.verticalScrollBar()->maximum(), 0);
    const QModelIndex last = model->index(29, 0);
    QVERIFY(!h.vp()->rect().contains(h.view.visualRect(last)));
    bar->setValue(bar->maximum());
    QVERIFY(h.vp()->rect().contains(h.view.visualRect(last)));
    bar->setValue(0);

    const QPoint at = h.vp()->rect().center();
    QWheelEvent wheel(at, h.vp()->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(h.vp(), &wheel);
    QVERIFY(bar->value() > 0);
    QTRY_VERIFY(h.view.visualRect(model->index(0, 0)).left() < 0);
    bar->setValue(0);

    QVERIFY(h.lift(h.centre(model->index(0, 0))));
    QPoint p = h.centre(model->index(0, 0));
    const QPoint edge(h.vp()->width() - 5, p.y());
    while (p.x() < edge.x()) h.moveTo(p = QPoint(std::min(edge.x(), p.x() + 20), p.y()));
    for (int i = 0; i < 20; ++i) {
      h.moveTo(edge, 0.05);
      QCoreApplication::processEvents();
    }
    QTRY_VERIFY(bar->value() > 0);
    QCOMPARE(h.view.verticalScrollBar()->value(), 0);
    QTest::keyClick(&h.view, Qt::Key_Escape);
    h.release(edge);
    QVERIFY(h.settle());
  }

  // r0, dragged from the first column to the third column's middle cell,
  // lands at row 7 of the model (cell 7 of the column-first order).
  void dragAcrossColumns() {
    auto *model = flatModel(12, this);
    Harness h(model);
    makeGrid(h, Qt::Horizontal);
    const double cell = h.vp()->height() / 3.0;
    const QPoint from(int(cell / 2), int(cell / 2));
    const QPoint to(int(cell * 2.5), int(cell * 1.5));
    QCOMPARE(h.view.indexAt(from), model->index(0, 0));
    QVERIFY(h.lift(from));
    for (int i = 1; i <= 12; ++i) h.moveTo(from + (to - from) * i / 12);
    h.release(to);
    QVERIFY(h.settle());
    QCOMPARE(labels(*model),
             (QStringList{"r1", "r2", "r3", "r4", "r5", "r6", "r7", "r0", "r8", "r9", "r10", "r11"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(h.view.indexAt(to), model->index(7, 0));
  }

  // Right to left, either grid is the left-to-right one mirrored about the
  // content's width: a horizontal grid's first column is at the right, at
  // the viewport's right edge with the bar at its start; a vertical grid's
  // rows fill from the right.
  void rightToLeftMirrors_data() {
    QTest::addColumn<Qt::Orientation>("axis");
    QTest::newRow("horizontal") << Qt::Horizontal;
    QTest::newRow("vertical") << Qt::Vertical;
  }
  void rightToLeftMirrors() {
    QFETCH(Qt::Orientation, axis);
    auto *model = flatModel(12, this);
    Harness h(model);
    makeGrid(h, axis);
    QList<QRectF> ltr;
    for (int i = 0; i < 12; ++i) ltr << frame(h, *model, i);
    h.view.setLayoutDirection(Qt::RightToLeft);
    QCOMPARE(h.view.engineOptions().direction, REORDER_DIRECTION_RTL);
    const double width = h.view.engine().contentSize().width();
    for (int i = 0; i < 12; ++i) {
      const QRectF f = frame(h, *model, i);
      QVERIFY2(near(f.left(), width - ltr[i].right()) && near(f.top(), ltr[i].top()),
               qPrintable(QStringLiteral("r%1").arg(i)));
    }
    const QRect r0 = h.view.visualRect(model->index(0, 0));
    QVERIFY2(std::abs(r0.right() + 1 - h.vp()->width()) <= 1, qPrintable(QString::number(r0.right())));
    QCOMPARE(r0.top(), 0);
    if (axis == Qt::Horizontal) {
      QCOMPARE(h.view.horizontalScrollBar()->value(), 0);
      QVERIFY(h.view.horizontalScrollBar()->maximum() > 0);
      QVERIFY(h.centre(model->index(1, 0)).y() > r0.bottom());  // down the column
      QVERIFY(h.centre(model->index(3, 0)).x() < r0.left());  // the next, leftwards
    } else {
      QVERIFY(h.centre(model->index(1, 0)).x() < r0.left());  // along the row
    }
  }

  // Focus: Up and Down within a horizontal grid's column, Left and Right
  // across its columns (right to left, Left is onwards); Up and Down a row
  // in a vertical grid. A lifted cell moves the same way.
  void keysMoveAsTheyLook_data() {
    QTest::addColumn<Qt::Orientation>("axis");
    QTest::addColumn<bool>("rtl");
    QTest::newRow("horizontal") << Qt::Horizontal << false;
    QTest::newRow("horizontal rtl") << Qt::Horizontal << true;
    QTest::newRow("vertical") << Qt::Vertical << false;
    QTest::newRow("vertical rtl") << Qt::Vertical << true;
  }
  void keysMoveAsTheyLook() {
    QFETCH(Qt::Orientation, axis);
    QFETCH(bool, rtl);
    auto *model = flatModel(12, this);
    Harness h(model);
    makeGrid(h, axis);
    if (rtl) h.view.setLayoutDirection(Qt::RightToLeft);
    const bool sideways = axis == Qt::Horizontal;
    // Onwards along the fill (+1), and onwards across lines (+3).
    const Qt::Key along = sideways ? Qt::Key_Down : (rtl ? Qt::Key_Left : Qt::Key_Right);
    const Qt::Key back = sideways ? Qt::Key_Up : (rtl ? Qt::Key_Right : Qt::Key_Left);
    const Qt::Key across = sideways ? (rtl ? Qt::Key_Left : Qt::Key_Right) : Qt::Key_Down;
    const Qt::Key acrossBack = sideways ? (rtl ? Qt::Key_Right : Qt::Key_Left) : Qt::Key_Up;

    h.view.setCurrentIndex(model->index(0, 0));
    QTest::keyClick(&h.view, along);
    QCOMPARE(current(h.view), QStringLiteral("r1"));
    QTest::keyClick(&h.view, across);
    QCOMPARE(current(h.view), QStringLiteral("r4"));
    QTest::keyClick(&h.view, across);
    QCOMPARE(current(h.view), QStringLiteral("r7"));
    QTest::keyClick(&h.view, acrossBack);
    QCOMPARE(current(h.view), QStringLiteral("r4"));
    QTest::keyClick(&h.view, back);
    QCOMPARE(current(h.view), QStringLiteral("r3"));
    // The cell focus went to is what it looks like: beside or below.
    const QRect r0 = h.view.visualRect(model->index(0, 0));
    const QRect r3 = h.view.visualRect(model->index(3, 0));
    if (sideways)
      QVERIFY(rtl ? r3.center().x() < r0.left() : r3.center().x() > r0.right());
    else
      QVERIFY(r3.center().y() > r0.bottom());

    // Lifted: r3 goes one line on (to 6), then one cell back (to 5).
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.view.isDragging());
    QTest::keyClick(&h.view, across);
    QTest::keyClick(&h.view, back);
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.settle());
    QCOMPARE(labels(*model).indexOf(QStringLiteral("r3")), 5);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }
};

QTEST_MAIN(TestGridAxis)
#include "tst_grid_axis.moc"
