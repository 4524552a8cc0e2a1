// The rules the seeds set on sections and items: locked sections dragged
// by a handle (001), a section of capacity 1 that displaces (004), a
// pinned item (003).
#include <QSignalSpy>
#include <QtTest>

#include "support.h"

class TestSectionRules : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // Seed 001: rows lift only by their handle and stay in their section.
  void lockedSectionsAndHandles() {
    auto *model = sectionedModel({3, 3}, this);
    for (int s = 0; s < 2; ++s)
      for (int i = 0; i < 3; ++i)
        model->item(s)->child(i)->setData(QRectF(0, 0, 40, kRow), reorderqt::HandleRole);
    Harness h(model, Shape::Sectioned);
    reorderqt::SectionRules locked;
    locked.locked = true;
    QVERIFY(h.view.setSectionRules(0, locked) && h.view.setSectionRules(1, locked));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QStringList before = modelOrder(*model, Shape::Sectioned);

    const QRect row = h.view.visualRect(model->index(1, 0, model->index(0, 0)));
    QVERIFY(!h.lift(row.center()));  // off the handle
    h.release(row.center());
    QVERIFY(h.settle());
    const QPoint handle(row.left() + 20, row.center().y());
    QVERIFY(h.lift(handle));
    h.release(h.dragBy(handle, 5 * kRow, 12));  // deep into section 1
    QVERIFY(h.settle());
    QCOMPARE(labels(*model, model->index(0, 0)), (QStringList{"r0", "r2", "r1"}));
    QCOMPARE(labels(*model, model->index(1, 0)), (QStringList{"r3", "r4", "r5"}));
    QVERIFY(modelOrder(*model, Shape::Sectioned) != before);
  }

  // Seed 004: tapping a shelf row moves it into a section of capacity 1,
  // whose item is displaced to the top of the shelf.
  void capacityDisplacement() {
    auto *model = sectionedModel({1, 4}, this);
    Harness h(model, Shape::Sectioned);
    reorderqt::SectionRules slot;
    slot.capacity = 1;
    slot.displacement = reorderqt::SectionRules::Displacement::SourceStart;
    QVERIFY(h.view.setSectionRules(0, slot));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QObject::connect(&h.view, &ReorderView::tapped, &h.view, [&h](const QModelIndex &index) {
      QVERIFY(h.view.moveItem(index, {0, 0}));
    });

    const QPoint p = h.centre(model->index(2, 0, model->index(1, 0)));  // r3
    h.press(p);
    h.release(p);  // a tap
    QVERIFY(h.settle());

    QCOMPARE(labels(*model, model->index(0, 0)), QStringList{"r3"});
    QCOMPARE(labels(*model, model->index(1, 0)), (QStringList{"r0", "r1", "r2", "r4"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));
    QCOMPARE(moved.count(), 2);  // the tapped row, then the displaced one

    // A drag into the full section displaces as well.
    const QPoint from = h.centre(model->index(3, 0, model->index(1, 0)));  // r4
    const QPoint into = h.centre(model->index(0, 0, model->index(0, 0)));
    QVERIFY(h.lift(from));
    h.release(h.dragBy(from, into.y() - from.y(), 12));
    QVERIFY(h.settle());
    QCOMPARE(labels(*model, model->index(0, 0)), QStringList{"r4"});
    QCOMPARE(model->rowCount(model->index(1, 0)), 4);
    QCOMPARE(labels(*model, model->index(1, 0)).first(), QStringLiteral("r3"));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));
  }

  // Pinned items neither lift nor move, and nothing moves past them.
  void pinnedItemStays() {
    auto *model = flatModel(8, this);
    model->item(0)->setData(true, reorderqt::PinnedRole);
    Harness h(model);
    QVERIFY(h.view.setLayoutMode(ReorderView::LayoutMode::Grid));
    QVERIFY(h.view.setRule(ReorderView::Rule::Center));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));

    const QPoint pinned = h.centre(model->index(0, 0));
    QVERIFY(!h.lift(pinned));
    h.release(pinned);
    QVERIFY(h.view.moveItem(model->index(5, 0), {0, 0}));  // stops next to it
    QVERIFY(h.settle());
    QCOMPARE(labels(*model), (QStringList{"r0", "r5", "r1", "r2", "r3", "r4", "r6", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }
};

QTEST_MAIN(TestSectionRules)
#include "tst_section_rules.moc"
