// What the view draws and how it scrolls, read back from its pixels and
// scroll bars (offscreen): the lifted item's look, the focus ring, and a
// grid whose height depends on its width.
#include <QScrollBar>
#include <QtTest>

#include "support.h"

namespace {

QImage grab(ReorderView &view) { return view.viewport()->grab().toImage(); }

bool near(QColor a, QColor b, int tolerance = 16) {
  return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
         std::abs(a.blue() - b.blue()) <= tolerance;
}

QStandardItemModel *colouredModel(int rows, QColor colour, QObject *parent) {
  QStandardItemModel *model = flatModel(rows, parent);
  for (int r = 0; r < rows; ++r) model->item(r)->setBackground(colour);
  return model;
}

}  // namespace

class TestLook : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // Issue 14.5: the lifted item is filled with liftedColor (not its own
  // background), and the engine's shadow (offset (-5, 0) by default) darkens
  // what is beside it.
  void liftedItemHasFillAndShadow() {
    const QColor row("#8ecae6"), lifted("#ffe066");
    auto *model = colouredModel(6, row, this);
    Harness h(model);
    QVERIFY(h.view.setContentMargins(QMarginsF(24, 0, 24, 0)));
    h.view.setLiftedColor(lifted);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QModelIndex second = model->index(1, 0);
    const QRect rest = h.view.visualRect(second);
    QVERIFY(near(grab(h.view).pixelColor(rest.center() + QPoint(60, 0)), row));

    QVERIFY(h.lift(h.centre(second)));
    h.now += 1.0;  // the lift look has faded in
    QTest::qWait(100);  // frames at the new time
    h.vp()->repaint();
    const QImage image = grab(h.view);
    const QColor inside = image.pixelColor(rest.center() + QPoint(60, 0));
    QVERIFY2(near(inside, lifted), qPrintable(inside.name()));
    // Left of the (scaled) item, where the shadow falls: darker than the
    // empty margin far from it.
    const QColor base = image.pixelColor(2, rest.center().y());
    const int edge = rest.left() - qRound(rest.width() * 0.025);
    const QColor shadow = image.pixelColor(edge - 4, rest.center().y());
    QVERIFY2(shadow.lightness() < base.lightness() - 20,
             qPrintable(shadow.name() + QStringLiteral(" vs ") + base.name()));
    h.release(h.centre(second));
    QVERIFY(h.settle());
    h.view.selectionModel()->clearSelection();  // the press selected it
    h.vp()->repaint();
    QVERIFY(near(grab(h.view).pixelColor(rest.center() + QPoint(60, 0)), row));
  }

  // Issue 14.5: keyboard focus is a ring around the whole item, far from
  // its text too, not a box around the label.
  void focusRingAroundWholeItem() {
    const QColor row("#a7c957");
    auto *model = colouredModel(4, row, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    h.view.activateWindow();
    h.view.setFocus();
    QTRY_VERIFY(h.view.hasFocus());
    h.view.setCurrentIndex(model->index(2, 0));
    h.vp()->repaint();
    const QRect rect = h.view.visualRect(model->index(2, 0));
    const QImage image = grab(h.view);
    const QColor mark = h.view.palette().color(QPalette::Highlight);
    // The right end of the row, far from the text, and its bottom edge.
    QVERIFY(near(image.pixelColor(rect.right() - 1, rect.center().y()), mark, 40));
    QVERIFY(near(image.pixelColor(rect.center().x(), rect.bottom() - 1), mark, 40));
    // Another row has none.
    const QRect other = h.view.visualRect(model->index(0, 0));
    QVERIFY(near(image.pixelColor(other.right() - 1, other.center().y()), row));
  }

  // Issue 14.3: a grid's cells are as high as wide, so its height depends
  // on the width the vertical scroll bar leaves. At every view height the
  // cells keep one size (whether or not the bar shows), and the bar's range
  // reaches the whole content: the last row can be scrolled to.
  void gridCellsKeepSizeAndLastRowIsReachable() {
    auto *model = flatModel(20, this);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Grid));
    QVERIFY(h.view.setGridColumns(4));
    QVERIFY(h.view.setSpacing(10));
    QVERIFY(h.view.setContentMargins(QMarginsF(10, 10, 10, 10)));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QModelIndex last = model->index(19, 0);
    int cell = -1;
    for (int height = 300; height <= 460; height += 2) {
      h.view.resize(300, height);
      QCoreApplication::processEvents();
      const QRect rect = h.view.visualRect(model->index(0, 0));
      if (cell < 0) cell = rect.width();
      QCOMPARE(rect.width(), cell);
      QScrollBar *bar = h.view.verticalScrollBar();
      const int content = qCeil(h.view.engine().contentSize().height());
      const int page = h.view.viewport()->height();
      QCOMPARE(bar->maximum(), std::max(0, content - page));
      QCOMPARE(bar->isVisible(), content > page);
      bar->setValue(bar->maximum());
      QVERIFY2(h.view.visualRect(last).bottom() < page,
               qPrintable(QStringLiteral("height %1").arg(height)));
      bar->setValue(0);
    }
    // A move does not change the cells.
    QVERIFY(h.view.moveItem(model->index(3, 0), {0, 7}));
    QVERIFY(h.settle());
    QCOMPARE(h.view.visualRect(model->index(0, 0)).width(), cell);
  }

  // Issue 14.3: the mouse wheel scrolls a grid (and a list) that overflows.
  void wheelScrolls() {
    auto *model = flatModel(40, this);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Grid));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QVERIFY(h.view.verticalScrollBar()->maximum() > 0);
    const QRect before = h.view.visualRect(model->index(0, 0));
    const QPoint at = h.vp()->rect().center();
    QWheelEvent wheel(at, h.vp()->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(h.vp(), &wheel);
    QVERIFY(h.view.verticalScrollBar()->value() > 0);
    QTRY_VERIFY(h.view.visualRect(model->index(0, 0)).top() < before.top());
  }
};

QTEST_MAIN(TestLook)
#include "tst_look.moc"
