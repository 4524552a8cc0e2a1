// Keyboard reordering: Space lifts and drops, arrows and Home move,
// Escape puts the item back; each step is announced. Keyboard focus is the
// view's current index, reported as it changes and scrolled into view.
#include <QSignalSpy>
#include <QtTest>

#include "support.h"

class TestKeyboard : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void keyboardReorder() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy announced(&h.view, &ReorderView::announced);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);

    h.view.setCurrentIndex(model->index(0, 0));
    QTest::keyClick(&h.view, Qt::Key_Down);  // nothing lifted: focus moves
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("r1"));
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.view.isDragging());
    QTest::keyClick(&h.view, Qt::Key_Down);
    QTest::keyClick(&h.view, Qt::Key_Down);
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), (QStringList{"r0", "r2", "r3", "r1", "r4", "r5"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("r1"));
    // Pick-up, two moves, drop: each announced, naming the item; the last
    // one is the view's accessible description.
    QVERIFY2(announced.count() >= 4, qPrintable(QString::number(announced.count())));
    QVERIFY(announced.first().first().toString().contains(QStringLiteral("r1")));
    QCOMPARE(h.view.accessibleDescription(), announced.last().first().toString());

    // Home moves a lifted item to the start, Escape puts it back.
    const QStringList before = labels(*model);
    QTest::keyClick(&h.view, Qt::Key_Space);
    QTest::keyClick(&h.view, Qt::Key_Home);
    QCOMPARE(labels(*model).first(), QStringLiteral("r1"));
    QTest::keyClick(&h.view, Qt::Key_Escape);
    QVERIFY(h.settle());
    QCOMPARE(labels(*model), before);
  }

  void currentIndexFollowsFocus() {
    auto *model = flatModel(30, this);  // 30 rows of 40: taller than the view
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy changed(&h.view, &ReorderView::currentChanged);
    const auto name = [](const QVariant &index) { return index.toModelIndex().data().toString(); };

    h.view.setCurrentIndex(model->index(2, 0));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(name(changed.last().at(0)), QStringLiteral("r2"));
    QVERIFY(!changed.last().at(1).toModelIndex().isValid());
    h.view.setCurrentIndex(model->index(2, 0));  // the same item: no change
    QCOMPARE(changed.count(), 1);

    QTest::keyClick(&h.view, Qt::Key_Down);  // the arrows
    QCOMPARE(changed.count(), 2);
    QCOMPARE(name(changed.last().at(0)), QStringLiteral("r3"));
    QCOMPARE(name(changed.last().at(1)), QStringLiteral("r2"));

    const QModelIndex r5 = model->index(5, 0);
    h.press(h.centre(r5));  // a press
    h.release(h.centre(r5));
    QCOMPARE(changed.count(), 3);
    QCOMPARE(h.view.currentIndex(), r5);

    // A keyboard move keeps the item current: no change, but a new row.
    QTest::keyClick(&h.view, Qt::Key_Space);
    QTest::keyClick(&h.view, Qt::Key_Down);
    QTest::keyClick(&h.view, Qt::Key_Space);
    QVERIFY(h.settle());
    QCOMPARE(changed.count(), 3);
    QCOMPARE(h.view.currentIndex(), model->index(6, 0));
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("r5"));

    // scrollTo brings a row below the view into it, and the arrows keep
    // the current row in view.
    const QModelIndex last = model->index(29, 0);
    QVERIFY(!h.vp()->rect().contains(h.view.visualRect(last)));
    h.view.scrollTo(last);
    QVERIFY(h.vp()->rect().contains(h.view.visualRect(last)));
    h.view.scrollTo(model->index(0, 0));
    QCOMPARE(h.view.visualRect(model->index(0, 0)).top(), 0);
    for (int i = 0; i < 20; ++i) QTest::keyClick(&h.view, Qt::Key_Down);
    QCOMPARE(changed.count(), 23);
    QCOMPARE(h.view.currentIndex().row(), 26);
    QVERIFY(h.vp()->rect().contains(h.view.visualRect(h.view.currentIndex())));

    // Its row removed: the row above becomes current, as QListView's
    // selection model moves its current index...
    model->removeRow(26);
    QCOMPARE(changed.count(), 24);
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("r25"));
    QCOMPARE(h.view.selectionModel()->currentIndex(), h.view.currentIndex());
    // ...and with no row left, no item is current.
    auto *single = flatModel(1, this);
    h.view.setModel(single);
    h.view.setCurrentIndex(single->index(0, 0));
    changed.clear();
    single->removeRow(0);
    QCOMPARE(changed.count(), 1);
    QVERIFY(!h.view.currentIndex().isValid());
    QVERIFY(!changed.last().at(0).toModelIndex().isValid());
  }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
