// Keyboard reordering: Space lifts and drops, arrows and Home move,
// Escape puts the item back; each step is announced.
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
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
