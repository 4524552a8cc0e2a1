// Selection through a QItemSelectionModel: kept in step with the engine's
// both ways, edited by clicks with modifiers as in QListView, dragged as one
// group that lands together and stays selected, and drawn highlighted.
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <QtTest>

#include "support.h"

namespace {

// The selected items' labels, in selection order (the engine's).
QStringList selected(const ReorderView &view) {
  QStringList out;
  for (const QModelIndex &index : view.selectedIndexes()) out << index.data().toString();
  return out;
}

QStringList engineSelection(const ReorderView &view) {
  QStringList out;
  for (std::uint64_t id : view.engine().selection())
    out << view.modelAdapter().index(id).data().toString();
  return out;
}

// The labels of the rows the selection model selects, top to bottom.
QStringList modelSelection(const ReorderView &view) {
  QStringList out;
  const QAbstractItemModel *model = view.model();
  for (int r = 0; r < model->rowCount(); ++r)
    if (view.selectionModel()->isSelected(model->index(r, 0)))
      out << model->index(r, 0).data().toString();
  return out;
}

void click(Harness &h, const QModelIndex &index, Qt::KeyboardModifiers modifiers = {}) {
  QTest::mouseClick(h.vp(), Qt::LeftButton, modifiers, h.centre(index));
}

// Records whether each painted item had State_Selected.
class StateDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  mutable QHash<QString, bool> selected;
  void paint(QPainter *painter, const QStyleOptionViewItem &option,
             const QModelIndex &index) const override {
    selected[index.data().toString()] = option.state & QStyle::State_Selected;
    QStyledItemDelegate::paint(painter, option, index);
  }
};

bool near(QColor a, QColor b, int tolerance = 16) {
  return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance &&
         std::abs(a.blue() - b.blue()) <= tolerance;
}

}  // namespace

class TestSelection : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // As QAbstractItemView: setModel makes a selection model on the model;
  // one on another model is refused.
  void selectionModelComesWithTheModel() {
    auto *model = flatModel(4, this);
    Harness h(model);
    QVERIFY(h.view.selectionModel());
    QCOMPARE(h.view.selectionModel()->model(), model);
    QItemSelectionModel *own = h.view.selectionModel();
    QStandardItemModel other;
    QItemSelectionModel foreign(&other);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("another model"));
    h.view.setSelectionModel(&foreign);
    QCOMPARE(h.view.selectionModel(), own);
  }

  // Selection model -> engine, in the order rows were selected; a shared
  // selection model brings its selection, and its current index.
  void selectionModelToEngine() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QSignalSpy changed(&h.view, &ReorderView::selectedIndexesChanged);
    QItemSelectionModel *sm = h.view.selectionModel();
    sm->select(model->index(3, 0), QItemSelectionModel::Select);
    sm->select(QItemSelection(model->index(0, 0), model->index(1, 0)), QItemSelectionModel::Select);
    QCOMPARE(engineSelection(h.view), (QStringList{"r3", "r0", "r1"}));
    QCOMPARE(selected(h.view), (QStringList{"r3", "r0", "r1"}));
    QCOMPARE(changed.count(), 2);
    sm->select(model->index(0, 0), QItemSelectionModel::Deselect);
    QCOMPARE(engineSelection(h.view), (QStringList{"r3", "r1"}));
    sm->select(model->index(3, 1), QItemSelectionModel::Select);  // no column 1: no change
    QCOMPARE(changed.count(), 3);

    QItemSelectionModel shared(model);
    shared.select(model->index(5, 0), QItemSelectionModel::Select);
    shared.setCurrentIndex(model->index(2, 0), QItemSelectionModel::NoUpdate);
    h.view.setSelectionModel(&shared);
    QCOMPARE(engineSelection(h.view), (QStringList{"r5"}));
    QCOMPARE(h.view.currentIndex(), model->index(2, 0));
    h.view.setCurrentIndex(model->index(4, 0));  // and back
    QCOMPARE(shared.currentIndex(), model->index(4, 0));
    sm->select(model->index(2, 0), QItemSelectionModel::Select);  // the old one: no longer followed
    QCOMPARE(engineSelection(h.view), (QStringList{"r5"}));
  }

  // Clicks as in QListView's ExtendedSelection (and the PySide view): a
  // click selects one, Shift-click the range from the anchor, a click on a
  // selected item (a tap) that one alone, Ctrl-click toggles; clicks with
  // Ctrl or Shift only select (no tap). Ctrl+Space toggles the current item;
  // a click on empty space clears.
  void clicksWithModifiers() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy tapped(&h.view, &ReorderView::tapped);
    const auto at = [&](int row) { return model->index(row, 0); };
    click(h, at(1));
    QCOMPARE(selected(h.view), (QStringList{"r1"}));
    QCOMPARE(h.view.selectionModel()->currentIndex(), at(1));
    click(h, at(4), Qt::ShiftModifier);
    QCOMPARE(selected(h.view), (QStringList{"r1", "r2", "r3", "r4"}));
    QCOMPARE(h.view.currentIndex(), at(4));
    click(h, at(4));
    QCOMPARE(selected(h.view), (QStringList{"r4"}));
    click(h, at(4), Qt::ControlModifier);
    QCOMPARE(selected(h.view), QStringList());
    click(h, at(0), Qt::ControlModifier);
    click(h, at(3), Qt::ControlModifier);
    QCOMPARE(selected(h.view), (QStringList{"r0", "r3"}));
    QCOMPARE(modelSelection(h.view), (QStringList{"r0", "r3"}));
    QCOMPARE(tapped.count(), 2);  // the two plain clicks
    QCOMPARE(h.view.engine().phase(), REORDER_PHASE_IDLE);

    h.view.setCurrentIndex(at(5));
    QTest::keyClick(&h.view, Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(selected(h.view), (QStringList{"r0", "r3", "r5"}));
    QVERIFY(!h.view.isDragging());
    QTest::keyClick(&h.view, Qt::Key_Space, Qt::ControlModifier);
    QCOMPARE(selected(h.view), (QStringList{"r0", "r3"}));

    // A press on a selected item keeps the group (a long press may follow);
    // a press outside it selects its item alone at once.
    h.press(h.centre(at(3)));
    QCOMPARE(selected(h.view), (QStringList{"r0", "r3"}));
    h.release(h.centre(at(3)));
    QCOMPARE(selected(h.view), (QStringList{"r3"}));
    h.press(h.centre(at(6)));
    QCOMPARE(selected(h.view), (QStringList{"r6"}));
    h.release(h.centre(at(6)));
    QTest::mouseClick(h.vp(), Qt::LeftButton, {}, QPoint(20, 8 * kRow + 20));
    QCOMPARE(selected(h.view), QStringList());
  }

  // Shift-click selects a range within one section only.
  void shiftClickStaysInItsSection() {
    auto *model = sectionedModel({3, 3}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QModelIndex s0 = model->index(0, 0), s1 = model->index(1, 0);
    click(h, model->index(0, 0, s0));
    click(h, model->index(2, 0, s0), Qt::ShiftModifier);
    QCOMPARE(selected(h.view), (QStringList{"r0", "r1", "r2"}));
    click(h, model->index(1, 0, s1), Qt::ShiftModifier);
    QCOMPARE(selected(h.view), (QStringList{"r4"}));
  }

  void groupDrag_data() {
    QTest::addColumn<bool>("moveRows");
    QTest::newRow("QStandardItemModel (take and insert)") << false;
    QTest::newRow("QStringListModel (moveRows)") << true;
  }

  // A non-contiguous selection dragged by one of its items lands together,
  // in selection order, in one drop that counts both, and stays selected.
  void groupDrag() {
    QFETCH(bool, moveRows);
    QAbstractItemModel *model = flatModel(8, this);
    if (moveRows) model = new QStringListModel(labels(*model), this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    QSignalSpy changed(&h.view, &ReorderView::selectedIndexesChanged);
    click(h, model->index(1, 0), Qt::ControlModifier);
    click(h, model->index(4, 0), Qt::ControlModifier);
    QCOMPARE(selected(h.view), (QStringList{"r1", "r4"}));
    changed.clear();

    const QPoint p = h.centre(model->index(4, 0));
    QVERIFY(h.lift(p));
    QCOMPARE(selected(h.view), (QStringList{"r1", "r4"}));
    h.release(h.dragBy(p, 2 * kRow));
    QVERIFY(h.settle());

    // Together, in selection order, further down; the others keep theirs.
    // (QStringListModel's rows are lower: the same drag passes more of them.)
    QStringList order = labels(*model);
    const qsizetype at = order.indexOf("r1");
    QVERIFY2(at >= 4 && order.value(at + 1) == "r4", qPrintable(order.join(' ')));
    order.remove(at, 2);
    QCOMPARE(order, (QStringList{"r0", "r2", "r3", "r5", "r6", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(2).toInt(), 2);
    QCOMPARE(selected(h.view), (QStringList{"r1", "r4"}));
    QCOMPARE(modelSelection(h.view), (QStringList{"r1", "r4"}));
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("r4"));
    QCOMPARE(h.view.selectionModel()->currentIndex(), h.view.currentIndex());
    QCOMPARE(changed.count(), 0);  // moved, not changed
  }

  // Selected items are filled with the highlight and painted with
  // State_Selected; a lifted group's item shows its count.
  void selectedLookAndCount() {
    auto *model = flatModel(6, this);
    Harness h(model);
    auto *delegate = new StateDelegate(&h.view);
    h.view.setItemDelegate(delegate);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    click(h, model->index(1, 0), Qt::ControlModifier);
    click(h, model->index(3, 0), Qt::ControlModifier);
    h.vp()->repaint();
    QVERIFY(delegate->selected.value("r1") && delegate->selected.value("r3"));
    QVERIFY(!delegate->selected.value("r0") && !delegate->selected.value("r2"));
    h.view.setItemDelegate(nullptr);
    h.vp()->repaint();
    const QColor mark = h.view.palette().color(QPalette::Highlight);
    const QRect r1 = h.view.visualRect(model->index(1, 0)), r2 = h.view.visualRect(model->index(2, 0));
    QImage image = h.vp()->grab().toImage();
    QVERIFY(near(image.pixelColor(r1.right() - 40, r1.center().y()), mark));
    QVERIFY(!near(image.pixelColor(r2.right() - 40, r2.center().y()), mark));

    QVERIFY(h.lift(h.centre(model->index(3, 0))));
    h.now += 1.0;  // the lift look and the gathering are done
    QTest::qWait(100);
    const auto &items = h.view.engine().presentation(QRectF(h.vp()->rect()), h.now);
    const auto group = std::find_if(items.begin(), items.end(),
                                    [](const reorder_presentation &p) { return p.stack_count > 1; });
    QVERIFY(group != items.end());
    QCOMPARE(group->stack_count, 2);
    // The badge's left end, inside the item's right end (scaled about its centre).
    const QPointF centre(group->frame.x + group->frame.width / 2, group->frame.y + group->frame.height / 2);
    const QPointF badge(group->frame.x + group->frame.width - 6 - 16, centre.y());
    const QPoint shown = (centre + (badge - centre) * group->scale).toPoint();
    h.vp()->repaint();
    image = h.vp()->grab().toImage();
    QVERIFY2(near(image.pixelColor(shown), mark), qPrintable(image.pixelColor(shown).name()));
    h.release(h.centre(model->index(3, 0)));
    QVERIFY(h.settle());
  }
};

QTEST_MAIN(TestSelection)
#include "tst_selection.moc"
