// The model follows the engine (ModelAdapter), with or without moveRows,
// through the application's own edits; refused calls change nothing.
#include <QRandomGenerator>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStringListModel>
#include <QtTest>

#include "support.h"

namespace {

// A QStringListModel (moveRows of its own) whose rows are as high as their
// text says: "<height>:<name>", so the engine's sizes tell its rows apart.
class SizedModel : public QStringListModel {
 public:
  using QStringListModel::QStringListModel;
  QVariant data(const QModelIndex &index, int role) const override {
    if (role == Qt::SizeHintRole)
      return QSize(-1, QStringListModel::data(index, Qt::DisplayRole).toString().section(':', 0, 0).toInt());
    return QStringListModel::data(index, role);
  }
};

QString sized(QRandomGenerator &random, int n) {
  return QStringLiteral("%1:n%2").arg(20 + random.bounded(8) * 5).arg(n);
}

// Every row has the id it had (ids), the engine has as many items, and each
// engine item is as high as its row: the engine's order is the model's.
void checkRows(const ReorderView &view, const QAbstractItemModel &model, Shape shape,
               QHash<QString, quint64> &ids) {
  const int sections = shape == Shape::Flat ? 1 : model.rowCount();
  QCOMPARE(view.engine().sectionCount(), sections);
  for (int s = 0; s < sections; ++s) {
    const QModelIndex parent = shape == Shape::Flat ? QModelIndex() : model.index(s, 0);
    QCOMPARE(view.engine().itemCount(s), model.rowCount(parent));
    for (int r = 0; r < model.rowCount(parent); ++r) {
      const QModelIndex index = model.index(r, 0, parent);
      const std::optional<quint64> id = view.modelAdapter().id(index);
      QVERIFY(id);
      QCOMPARE(view.modelAdapter().index(*id), index);
      const QString text = index.data().toString();
      if (ids.contains(text)) QCOMPARE(*id, ids.value(text));  // stable across edits
      ids.insert(text, *id);
      QCOMPARE(view.engine().itemFrame(*id)->height(), index.data(Qt::SizeHintRole).toSize().height());
    }
  }
}

}  // namespace

class TestModelAdapter : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // The adapter keeps a QStandardItemModel (no moveRows: take + insert) in
  // the engine's order through moves, exchanges, undo, redo and the
  // application's own edits.
  void adapterKeepsStandardModelInOrder() {
    auto *model = sectionedModel({5, 5, 5}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const auto check = [&] { return engineOrder(h.view) == modelOrder(*model, Shape::Sectioned); };
    const auto at = [&](int s, int i) { return model->index(i, 0, model->index(s, 0)); };

    QVERIFY(h.view.moveItem(at(0, 0), {2, 4}));
    QVERIFY(check());
    QVERIFY(h.view.moveItem(at(2, 1), {0, 0}));
    QVERIFY(check());
    QVERIFY(h.view.setSemantics(ReorderView::Semantics::Exchange));
    QVERIFY(h.view.moveItem(at(1, 0), {2, 2}));
    QVERIFY(check());
    QCOMPARE(model->rowCount(model->index(1, 0)), 5);  // exchanged, not shifted
    QVERIFY(h.view.undo());
    QVERIFY(check());
    QVERIFY(h.view.redo());
    QVERIFY(check());

    // A drag across sections.
    QVERIFY(h.view.setSemantics(ReorderView::Semantics::Shift));
    const QPoint p = h.centre(at(0, 1));
    QVERIFY(h.lift(p));
    h.release(h.dragBy(p, 6 * kRow, 12));
    QVERIFY(h.settle());
    QVERIFY(check());

    // The application edits the model: the engine follows.
    model->item(1)->insertRow(0, item(QStringLiteral("new")));
    QVERIFY(check());
    model->item(2)->removeRow(1);
    QVERIFY(check());
    model->item(0)->child(0)->setSizeHint(QSize(-1, 100));
    QCOMPARE(h.view.visualRect(at(0, 0)).height(), 100);
    QVERIFY(h.view.moveItem(at(1, 0), {0, 0}));
    QCOMPARE(at(0, 0).data().toString(), QStringLiteral("new"));
    QVERIFY(check());
    model->removeRow(2);  // a whole section
    QCOMPARE(h.view.engine().sectionCount(), 2);
    QVERIFY(check());
    model->clear();
    QCOMPARE(h.view.engine().sectionCount(), 0);
  }

  // Rows the application inserts mid-drag, above and below the lifted one,
  // are added to the engine in place: the drag goes on, and the drop lands
  // with the model and the engine in the same order, in either commit mode.
  void rowsInsertedMidDragKeepDrag_data() {
    QTest::addColumn<ReorderView::CommitMode>("commit");
    QTest::newRow("live") << ReorderView::CommitMode::Live;
    QTest::newRow("on drop") << ReorderView::CommitMode::OnDrop;
  }

  void rowsInsertedMidDragKeepDrag() {
    QFETCH(ReorderView::CommitMode, commit);
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(h.view.setCommitMode(commit));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);

    QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    p = h.dragBy(p, 2 * kRow);  // r1 past r2 and r3
    model->insertRow(0, item(QStringLiteral("top")));
    model->appendRow(item(QStringLiteral("end")));
    QVERIFY(h.view.isDragging());
    QCOMPARE(cancelled.count(), 0);
    h.release(h.dragBy(p, kRow));
    QVERIFY(h.settle());

    QCOMPARE(cancelled.count(), 0);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    // Under the pointer, three rows down the screen: the row inserted above
    // took one of them.
    QCOMPARE(labels(*model), (QStringList{"top", "r0", "r2", "r3", "r1", "r4", "r5", "r6", "r7",
                                          "end"}));
    const IndexPath to = dropped.first().at(1).value<IndexPath>();
    QCOMPARE(model->index(to.item, 0).data().toString(), QStringLiteral("r1"));
  }

  // Removing rows mid-drag cancels the drag only when the lifted row goes,
  // and then cleanly: one dragCancelled, the order as the model has it, the
  // rest of the gesture ignored, and the next drag works.
  void liftedRowRemovedCancelsDrag() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);
    QSignalSpy tapped(&h.view, &ReorderView::tapped);

    QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    p = h.dragBy(p, 2 * kRow);
    model->removeRow(6);  // another row: the drag goes on
    QVERIFY(h.view.isDragging());
    QCOMPARE(cancelled.count(), 0);
    const QStringList before = labels(*model);
    model->removeRow(before.indexOf(QStringLiteral("r1")));
    QCOMPARE(cancelled.count(), 1);
    QVERIFY(!h.view.isDragging());
    QCOMPARE(h.view.engine().phase(), REORDER_PHASE_IDLE);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));

    moved.clear();
    h.release(h.dragBy(p, kRow));  // the pointer goes on and lets go
    QVERIFY(h.settle());
    QCOMPARE(moved.count(), 0);
    QCOMPARE(dropped.count(), 0);
    QCOMPARE(tapped.count(), 0);
    QCOMPARE(cancelled.count(), 1);
    QCOMPARE(labels(*model), (QStringList{"r0", "r2", "r3", "r4", "r5", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));

    p = h.centre(model->index(0, 0));
    QVERIFY(h.lift(p));
    h.release(h.dragBy(p, kRow));
    QVERIFY(h.settle());
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(labels(*model), (QStringList{"r2", "r0", "r3", "r4", "r5", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }

  // The application's inserts, removes and moves (moveRows, in and across
  // ranges) are the engine's own edits: random ones keep the engine in the
  // model's order with every row's id, and reload nothing.
  void randomEditsFlat() {
    QRandomGenerator random(14);
    QStringList rows;
    for (int i = 0; i < 60; ++i) rows << sized(random, i);
    SizedModel model(rows);
    Harness h(&model);
    QHash<QString, quint64> ids;
    checkRows(h.view, model, Shape::Flat, ids);
    const int reloads = h.view.modelAdapter().reloadCount();
    for (int step = 0, n = 60; step < 300; ++step) {
      const int count = model.rowCount();
      const int at = static_cast<int>(random.bounded(count + 1));
      switch (random.bounded(3)) {
        case 0: {
          const int k = 1 + static_cast<int>(random.bounded(3));
          QVERIFY(model.insertRows(at, k));
          for (int i = 0; i < k; ++i) model.setData(model.index(at + i), sized(random, n++));
          break;
        }
        case 1:
          if (at < count) QVERIFY(model.removeRows(at, std::min(count - at, 1 + static_cast<int>(random.bounded(3)))));
          break;
        default: {
          if (at >= count) break;
          const int k = std::min(count - at, 1 + static_cast<int>(random.bounded(4)));
          const int to = static_cast<int>(random.bounded(count + 1));
          if (to >= at && to <= at + k) break;  // not a move (moveRows refuses it)
          QVERIFY(model.moveRows({}, at, k, {}, to));
        }
      }
      checkRows(h.view, model, Shape::Flat, ids);
      if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(h.view.modelAdapter().reloadCount(), reloads);
  }

  // The same in a Sectioned model (QStandardItemModel: moves are its take +
  // insert), rows going between sections.
  void randomEditsSectioned() {
    QRandomGenerator random(15);
    auto *model = new QStandardItemModel(this);
    int n = 0;
    const auto row = [&] {
      auto *it = new QStandardItem(sized(random, n++));
      it->setSizeHint(QSize(-1, it->text().section(':', 0, 0).toInt()));
      return it;
    };
    for (int s = 0; s < 4; ++s) {
      auto *section = new QStandardItem(QStringLiteral("S%1").arg(s));
      for (int i = 0; i < 10; ++i) section->appendRow(row());
      model->appendRow(section);
    }
    Harness h(model, Shape::Sectioned);
    QHash<QString, quint64> ids;
    checkRows(h.view, *model, Shape::Sectioned, ids);
    const int reloads = h.view.modelAdapter().reloadCount();
    for (int step = 0; step < 200; ++step) {
      QStandardItem *section = model->item(static_cast<int>(random.bounded(4)));
      const int count = section->rowCount();
      const int at = static_cast<int>(random.bounded(count + 1));
      switch (random.bounded(3)) {
        case 0: section->insertRow(at, row()); break;
        case 1:
          if (at < count) section->removeRow(at);
          break;
        default:
          if (at < count) {
            ids.remove(section->child(at)->text());  // take + insert: a new row
            QStandardItem *to = model->item(static_cast<int>(random.bounded(4)));
            const QList<QStandardItem *> taken = section->takeRow(at);
            to->insertRow(static_cast<int>(random.bounded(to->rowCount() + 1)), taken);
          }
      }
      checkRows(h.view, *model, Shape::Sectioned, ids);
      if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(h.view.modelAdapter().reloadCount(), reloads);
  }

  // At 10^5 rows one moveRows, insertRows or removeRows edits the engine in
  // place: no reload (which would read every row).
  void largeModelEditsDoNotReload() {
    QStringList rows;
    for (int i = 0; i < 100000; ++i) rows << QStringLiteral("r%1").arg(i);
    QStringListModel model(rows);
    Harness h(&model);
    const int reloads = h.view.modelAdapter().reloadCount();
    const std::optional<quint64> moving = h.view.modelAdapter().id(model.index(10));
    QVERIFY(model.moveRows({}, 10, 1, {}, 90000));
    QCOMPARE(h.view.modelAdapter().id(model.index(89999)), moving);
    QVERIFY(model.insertRows(500, 3));
    QVERIFY(model.removeRows(50000, 2));
    QCOMPARE(h.view.engine().itemCount(0), 100001);
    QCOMPARE(h.view.modelAdapter().reloadCount(), reloads);
  }

  // Engine::loadSection from one array per field (the adapter's load) gives
  // the engine what the ItemSpec form gives; arrays of unequal lengths are
  // refused and change nothing.
  void engineLoadsFieldArrays() {
    reorderqt::Engine arrays;
    reorderqt::Engine specs;
    QSignalSpy failed(&arrays, &reorderqt::Engine::failed);
    QVERIFY(arrays.insertSection(0, 0, 0, {}) && specs.insertSection(0, 0, 0, {}));
    const std::vector<std::uint64_t> ids{7, 8, 9};
    QVERIFY(arrays.loadSection(0, ids, {10, 20.5, 30},
                               {REORDER_ITEM_MOVABLE, 0, REORDER_ITEM_PINNED}));
    QVERIFY(specs.loadSection(0, std::vector<reorderqt::ItemSpec>{{7, 10, REORDER_ITEM_MOVABLE},
                                                                   {8, 20.5, 0},
                                                                   {9, 30, REORDER_ITEM_PINNED}}));
    QCOMPARE(arrays.sectionIds(0), ids);
    for (const std::uint64_t id : ids) QCOMPARE(arrays.itemFrame(id), specs.itemFrame(id));
    QVERIFY(!arrays.loadSection(0, {1, 2}, {10}, {0, 0}));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().value<reorder_status>(), REORDER_E_INVALID);
    QCOMPARE(arrays.sectionIds(0), ids);
  }

  // A model with moveRows (QStringListModel) is moved with it.
  void adapterUsesMoveRows() {
    QStringListModel model(QStringList{"a", "b", "c", "d", "e"});
    Harness h(&model);
    QSignalSpy rowsMoved(&model, &QAbstractItemModel::rowsMoved);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QVERIFY(h.view.moveItem(model.index(0, 0), {0, 3}));
    QCOMPARE(model.stringList(), (QStringList{"b", "c", "d", "a", "e"}));
    QCOMPARE(rowsMoved.count(), 1);
    QCOMPARE(engineOrder(h.view), modelOrder(model, Shape::Flat));
  }

  // Refused settings and moves are reported, and change nothing.
  void errorsAreReported() {
    auto *model = flatModel(4, this);
    Harness h(model);
    QSignalSpy errors(&h.view, &ReorderView::errorOccurred);
    const double delay = h.view.longPressDelay();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^reorder error -1: ")));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^reorder error -5: ")));
    QVERIFY(!h.view.setLongPressDelay(-1));
    QCOMPARE(h.view.longPressDelay(), delay);
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.first().first().toInt(), REORDER_E_INVALID);
    QVERIFY(!h.view.moveItem(model->index(0, 0), {3, 0}));
    QCOMPARE(errors.count(), 2);
    QCOMPARE(errors.last().first().toInt(), REORDER_E_RANGE);
    QCOMPARE(labels(*model), (QStringList{"r0", "r1", "r2", "r3"}));
  }

  // Issue 14.11: a drag exchanging rows across sections while the view
  // auto-scrolls (offsets between pixels). Each itemMoved is emitted after
  // the model has that move and before the next: replaying them in order
  // gives the model's order at every signal. (A slot of the view used to
  // call back into the engine, which emitted the exchange's second move
  // before the first: Row 7 reported at 1,1 while the model had it at 1,0.)
  // Slots of tapped see the model before the move the tap causes.
  void multiStepMovesAreReportedInOrder() {
    auto *model = sectionedModel({6, 6}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setSemantics(ReorderView::Semantics::Exchange));
    QVERIFY(h.view.setRule(ReorderView::Rule::Edge));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QList<QStringList> mirror;
    for (int s = 0; s < 2; ++s) mirror << labels(*model, model->index(s, 0));
    QStringList errors;
    int crossed = 0;
    connect(&h.view, &ReorderView::itemMoved, this, [&](IndexPath from, IndexPath to) {
      mirror[to.section].insert(to.item, mirror[from.section].takeAt(from.item));
      crossed += from.section != to.section;
      for (int s = 0; s < 2; ++s)
        if (mirror[s] != labels(*model, model->index(s, 0)))
          errors << QStringLiteral("after %1,%2 -> %3,%4: model %5, reported %6")
                        .arg(from.section).arg(from.item).arg(to.section).arg(to.item)
                        .arg(labels(*model, model->index(s, 0)).join(' '), mirror[s].join(' '));
    });
    const QPoint p = h.centre(model->index(3, 0, model->index(0, 0)));
    QVERIFY(h.lift(p));
    const QPoint edge(p.x(), h.vp()->height() - 10);
    h.dragBy(p, edge.y() - p.y(), 8);
    for (int i = 0; i < 120 && crossed < 2; ++i) {  // held at the edge: auto-scroll
      h.moveTo(edge, 0.0137);
      QTest::qWait(2);
    }
    QVERIFY(crossed >= 2);
    h.release(edge);
    QVERIFY(h.settle());
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));

    // Tap-to-move from a tapped slot: later slots still see the tapped row.
    QString seen;
    connect(&h.view, &ReorderView::tapped, this,
            [&](const QModelIndex &index) { h.view.moveItem(index, {0, 0}); });
    connect(&h.view, &ReorderView::tapped, this,
            [&](const QModelIndex &index) { seen = index.data().toString(); });
    h.view.verticalScrollBar()->setValue(h.view.verticalScrollBar()->maximum());
    const QModelIndex tapped = model->index(5, 0, model->index(1, 0));
    const QString name = tapped.data().toString();
    const QPoint t = h.centre(tapped);
    h.press(t);
    h.release(t);
    QTRY_COMPARE(seen, name);
    QTRY_COMPARE(model->index(0, 0, model->index(0, 0)).data().toString(), name);
    QVERIFY(h.settle());
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
  }
};

QTEST_MAIN(TestModelAdapter)
#include "tst_model_adapter.moc"
