// Outlines: a model with parents shown as one outline (Shape::Tree). Rows
// map to the engine in preorder at their depths; keys, sideways drags and
// drops into a row reach the model as moveRows across parents, each row
// with its children; a drop onto a row that takes no children combines.
#include <QSignalSpy>
#include <QtTest>

#include <memory>
#include <vector>

#include <reorderqt/transfer_group.h>

#include "support.h"

namespace {

// A tree model that moves rows itself (moveRows across parents), as a
// QStandardItemModel does not: the adapter must use it, not take + insert.
class TreeModel : public QAbstractItemModel {
 public:
  struct Node {
    QString text;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;
    int row() const {
      const auto &siblings = parent->children;
      for (size_t i = 0; i < siblings.size(); ++i)
        if (siblings[i].get() == this) return static_cast<int>(i);
      return -1;
    }
  };
  int moves = 0;

  using QAbstractItemModel::QAbstractItemModel;
  Node *add(Node *parent, const QString &text) {
    parent = parent ? parent : &m_root;
    parent->children.push_back(std::make_unique<Node>(Node{text, parent, {}}));
    return parent->children.back().get();
  }
  QModelIndex index(int row, int column, const QModelIndex &parent) const override {
    const Node *p = node(parent);
    if (row < 0 || column != 0 || row >= static_cast<int>(p->children.size())) return {};
    return createIndex(row, 0, p->children[static_cast<size_t>(row)].get());
  }
  QModelIndex parent(const QModelIndex &child) const override {
    const Node *p = node(child)->parent;
    return !p || p == &m_root ? QModelIndex() : createIndex(p->row(), 0, p);
  }
  int rowCount(const QModelIndex &parent) const override {
    return static_cast<int>(node(parent)->children.size());
  }
  int columnCount(const QModelIndex &) const override { return 1; }
  QVariant data(const QModelIndex &index, int role) const override {
    if (role == Qt::DisplayRole) return node(index)->text;
    if (role == Qt::SizeHintRole) return QSize(-1, kRow);
    return {};
  }
  Qt::ItemFlags flags(const QModelIndex &) const override {
    return Qt::ItemIsEnabled | Qt::ItemIsDragEnabled;
  }
  bool moveRows(const QModelIndex &from, int row, int count, const QModelIndex &to,
                int destination) override {
    if (count != 1 || !beginMoveRows(from, row, row, to, destination)) return false;
    Node *source = node(from), *target = node(to);
    std::unique_ptr<Node> moving = std::move(source->children[static_cast<size_t>(row)]);
    source->children.erase(source->children.begin() + row);
    if (source == target && destination > row) --destination;
    moving->parent = target;
    target->children.insert(target->children.begin() + destination, std::move(moving));
    endMoveRows();
    ++moves;
    return true;
  }

 private:
  Node *node(const QModelIndex &index) const {
    return index.isValid() ? static_cast<Node *>(index.internalPointer())
                           : const_cast<Node *>(&m_root);
  }
  Node m_root;
};

// The model's tree as text: "A(a1 a2) B".
QString tree(const QAbstractItemModel &model, const QModelIndex &parent = {}) {
  QStringList rows;
  for (int r = 0; r < model.rowCount(parent); ++r) {
    const QModelIndex index = model.index(r, 0, parent);
    const QString children = tree(model, index);
    rows << index.data().toString() + (children.isEmpty() ? QString() : "(" + children + ")");
  }
  return rows.join(' ');
}

// Rows by label, at any depth.
QModelIndex find(const QAbstractItemModel &model, const QString &text) {
  const QModelIndexList hits = model.match(model.index(0, 0), Qt::DisplayRole, text, 1,
                                           Qt::MatchExactly | Qt::MatchRecursive);
  return hits.isEmpty() ? QModelIndex() : hits.first();
}

// A(a1 a2(a21)) B(b1) C, in a QStandardItemModel; `tasks` take no children.
QStandardItemModel *outlineModel(QObject *parent, const QStringList &tasks = {}) {
  auto *model = new QStandardItemModel(parent);
  const auto add = [&](QStandardItem *under, const QString &text) {
    QStandardItem *row = item(text);
    row->setData(tasks.contains(text), reorderqt::NoChildrenRole);
    under->appendRow(row);
    return row;
  };
  QStandardItem *root = model->invisibleRootItem();
  QStandardItem *a = add(root, "A");
  add(a, "a1");
  add(add(a, "a2"), "a21");
  add(add(root, "B"), "b1");
  add(root, "C");
  return model;
}

// The rows the lifted one would go into or combine with (presentation.target).
QStringList targets(Harness &h) {
  QStringList out;
  for (const reorder_presentation &p : h.view.engine().presentation(QRectF(0, 0, 300, 400), h.now))
    if (p.target) out << h.view.modelAdapter().index(p.id).data().toString();
  return out;
}

}  // namespace

class TestOutline : public ReorderTestCase {
  Q_OBJECT

 private slots:
  void rowsMapInPreorderAtTheirDepths() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    QCOMPARE(h.view.layoutMode(), ReorderView::LayoutMode::Outline);
    const std::vector<std::uint64_t> ids = h.view.engine().sectionIds(0);
    QStringList order;
    for (const std::uint64_t id : ids) {
      const QModelIndex index = h.view.modelAdapter().index(id);
      QCOMPARE(h.view.modelAdapter().id(index), std::optional<quint64>(id));
      order << QStringLiteral("%1/%2").arg(index.data().toString()).arg(h.view.engine().depth(id));
    }
    QCOMPARE(order, (QStringList{"A/0", "a1/1", "a2/1", "a21/2", "B/0", "b1/1", "C/0"}));
    // Frames are indented a level each.
    const int indent = static_cast<int>(h.view.outlineIndent());
    QCOMPARE(h.view.visualRect(find(*model, "a21")).left() - h.view.visualRect(find(*model, "A")).left(),
             2 * indent);
    // The application's edits keep the other rows' ids.
    const std::optional<quint64> b = h.view.modelAdapter().id(find(*model, "B"));
    model->itemFromIndex(find(*model, "a1"))->appendRow(item("a11"));
    QCOMPARE(h.view.modelAdapter().id(find(*model, "B")), b);
    QCOMPARE(h.view.engine().depth(*h.view.modelAdapter().id(find(*model, "a11"))), 2);
  }

  void keysIndentAndOutdentThroughMoveRows() {
    auto *model = new TreeModel(this);
    TreeModel::Node *a = model->add(nullptr, "A");
    model->add(a, "a1");
    TreeModel::Node *b = model->add(nullptr, "B");
    model->add(b, "b1");
    model->add(nullptr, "C");
    Harness h(model, Shape::Tree);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    h.view.setFocus();
    h.view.setCurrentIndex(find(*model, "B"));
    QTest::keyClick(&h.view, Qt::Key_Tab);  // B and b1 go under A, after a1
    QTRY_COMPARE(tree(*model), QStringLiteral("A(a1 B(b1)) C"));
    QCOMPARE(model->moves, 1);
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("B"));
    QTest::keyClick(&h.view, Qt::Key_Backtab);
    QTRY_COMPARE(tree(*model), QStringLiteral("A(a1) B(b1) C"));
    QVERIFY(h.view.undo());  // one step: B back under A with b1
    QTRY_COMPARE(tree(*model), QStringLiteral("A(a1 B(b1)) C"));
    QVERIFY(h.view.redo());
    QTRY_COMPARE(tree(*model), QStringLiteral("A(a1) B(b1) C"));
    // Outdenting a1 takes nothing along: it is last.
    h.view.setCurrentIndex(find(*model, "a1"));
    QTest::keyClick(&h.view, Qt::Key_Backtab);
    QTRY_COMPARE(tree(*model), QStringLiteral("A a1 B(b1) C"));
    QCOMPARE(h.view.engine().sectionIds(0).size(), size_t{5});
  }

  void outdentTakesFollowingSiblings() {
    auto *model = new QStandardItemModel(this);
    QStandardItem *a = item("A");
    for (const char *text : {"a1", "a2", "a3"}) a->appendRow(item(text));
    model->appendRow(a);
    Harness h(model, Shape::Tree);
    h.view.setFocus();
    h.view.setCurrentIndex(find(*model, "a2"));
    QTest::keyClick(&h.view, Qt::Key_Backtab);
    QTRY_COMPARE(tree(*model), QStringLiteral("A(a1) a2(a3)"));
  }

  void dragMovesASubtreeAndIndentsSideways() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    h.view.setCommitMode(ReorderView::CommitMode::OnDrop);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    // B and b1, lifted at B, up above A: B's subtree lands whole.
    const QPoint p = h.centre(find(*model, "B"));
    QVERIFY(h.lift(p));
    h.release(h.dragBy(p, -5 * kRow));
    QVERIFY(h.settle());
    QCOMPARE(tree(*model), QStringLiteral("B(b1) A(a1 a2(a21)) C"));
    QCOMPARE(dropped.count(), 1);
    // C dragged a level to the right goes under A, after a2.
    const int indent = static_cast<int>(h.view.outlineIndent());
    const QPoint c = h.centre(find(*model, "C"));
    QVERIFY(h.lift(c));
    const QPoint right(indent * 6 / 5, 0);  // a level, not yet half of the next
    for (int i = 1; i <= 6; ++i) h.moveTo(c + right * i / 6);
    h.release(c + right);
    QVERIFY(h.settle());
    QCOMPARE(tree(*model), QStringLiteral("B(b1) A(a1 a2(a21) C)"));
    QCOMPARE(engineOrder(h.view), (QStringList{"0:B", "0:b1", "0:A", "0:a1", "0:a2", "0:a21", "0:C"}));
  }

  void applicationEditDuringADrag() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);
    const QPoint c = h.centre(find(*model, "C"));
    QVERIFY(h.lift(c));
    h.dragBy(c, -kRow);
    // Depths cannot change mid-drag: the drag ends, the rows are the model's.
    model->itemFromIndex(find(*model, "a2"))->appendRow(item("a22"));
    QCOMPARE(cancelled.count(), 1);
    h.release(c - QPoint(0, kRow));
    QVERIFY(h.settle());
    QCOMPARE(engineOrder(h.view).size(), qsizetype{8});
    QCOMPARE(h.view.engine().depth(*h.view.modelAdapter().id(find(*model, "a22"))), 2);
  }

  void rightToLeftIndentsLeftwards() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    h.view.setLayoutDirection(Qt::RightToLeft);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const int indent = static_cast<int>(h.view.outlineIndent());
    const QRect a = h.view.visualRect(find(*model, "A")), a1 = h.view.visualRect(find(*model, "a1"));
    QCOMPARE(a.right() - a1.right(), indent);  // levels go in from the right
    const QPoint c = h.centre(find(*model, "C"));
    const QPoint left(-indent * 6 / 5, 0);
    QVERIFY(h.lift(c));
    for (int i = 1; i <= 6; ++i) h.moveTo(c + left * i / 6);
    h.release(c + left);
    QVERIFY(h.settle());
    QCOMPARE(tree(*model), QStringLiteral("A(a1 a2(a21)) B(b1 C)"));
    // The expander is at the right: a click there folds B.
    const QRect b = h.view.visualRect(find(*model, "B"));
    QTest::mouseClick(h.vp(), Qt::LeftButton, {}, QPoint(b.right() - 6, b.center().y()));
    QTRY_VERIFY(!h.view.isExpanded(find(*model, "B")));
  }

  void dropIntoARowHeldOverItsMiddle() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    h.view.setCommitMode(ReorderView::CommitMode::OnDrop);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QPoint c = h.centre(find(*model, "C"));
    const QPoint b1 = h.centre(find(*model, "b1"));
    QVERIFY(h.lift(c));
    const QPoint end = h.dragBy(c, b1.y() - c.y());
    h.now += 0.3;  // held still over b1's middle
    h.moveTo(end, 0.3);
    QTest::qWait(50);
    QCOMPARE(targets(h), QStringList{"b1"});  // highlighted
    h.release(end);
    QVERIFY(h.settle());
    QCOMPARE(tree(*model), QStringLiteral("A(a1 a2(a21)) B(b1(C))"));
    // Held over a folded row, the row unfolds after a dwell.
    const QModelIndex a2 = find(*model, "a2");
    QVERIFY(h.view.setExpanded(a2, false));
    QVERIFY(h.settle());
    const QPoint b = h.centre(find(*model, "B"));
    QVERIFY(h.lift(b));
    const QPoint over = h.dragBy(b, h.centre(a2).y() - b.y());
    for (int i = 0; i < 5; ++i) {
      h.moveTo(over, 0.25);
      QTest::qWait(20);
    }
    QTRY_VERIFY(h.view.isExpanded(a2));
    h.release(over);
    QVERIFY(h.settle());
    QCOMPARE(tree(*model), QStringLiteral("A(a1 a2(B(b1(C)) a21))"));
  }

  void collapsedRowsHideTheirChildren() {
    auto *model = outlineModel(this);
    Harness h(model, Shape::Tree);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QModelIndex a = find(*model, "A");
    const QRect row = h.view.visualRect(a);
    // A click on the expander (the row's leading indent) collapses A.
    QTest::mouseClick(h.vp(), Qt::LeftButton, {}, QPoint(row.left() + 6, row.center().y()));
    QTRY_VERIFY(!h.view.isExpanded(a));
    QVERIFY(h.settle());
    QCOMPARE(h.view.indexAt(QPoint(row.center().x(), row.bottom() + kRow / 2)).data().toString(),
             QStringLiteral("B"));
    QCOMPARE(h.view.engine().presentation(QRectF(0, 0, 300, 400), h.now).size(), size_t{4});
    // Down from A, focus skips A's hidden rows.
    h.view.setFocus();
    h.view.setCurrentIndex(a);
    QTest::keyClick(&h.view, Qt::Key_Down);
    QCOMPARE(h.view.currentIndex().data().toString(), QStringLiteral("B"));
    QVERIFY(h.view.setExpanded(a, true));
    QVERIFY(h.settle());
    QCOMPARE(h.view.engine().presentation(QRectF(0, 0, 300, 400), h.now).size(), size_t{7});
    // Rows of no Tree model: a clear error, nothing changes.
    QSignalSpy errors(&h.view, &ReorderView::errorOccurred);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("setExpanded: not a row"));
    QVERIFY(!h.view.setExpanded(QModelIndex(), false));
    QCOMPARE(errors.count(), 1);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("a Tree model is shown as an Outline"));
    QVERIFY(!h.view.setLayoutMode(ReorderView::LayoutMode::List));
    reorderqt::TransferGroup group;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("Tree model's rows cannot be transferred"));
    QVERIFY(!h.view.setTransferGroup(&group));
  }

  void badInputsAreErrors() {
    // Deeper than outline_max_depth: the engine refuses the depths, and
    // says so; the view stays usable.
    auto *model = new QStandardItemModel(this);
    QStandardItem *under = model->invisibleRootItem();
    for (int d = 0; d < 4; ++d) {
      QStandardItem *row = item(QStringLiteral("d%1").arg(d));
      under->appendRow(row);
      under = row;
    }
    ReorderView view;
    QSignalSpy errors(&view, &ReorderView::errorOccurred);
    reorder_options options = view.engineOptions();
    options.layout = REORDER_LAYOUT_OUTLINE;
    options.item_spacing = 0;
    options.outline_max_depth = 2;
    QVERIFY(view.setEngineOptions(options));
    view.setModel(model, Shape::Tree);
    QVERIFY(errors.count() >= 1);
    QVERIFY(errors.first().at(1).toString().contains("reorder_section_set_depths"));
    view.setModel(nullptr, Shape::Tree);  // no model: nothing to show, no error
    const int before = static_cast<int>(errors.count());
    QVERIFY(!view.setExpanded(QModelIndex(), true));
    QCOMPARE(errors.count(), before + 1);
    // A Flat model's rows have no children to show or hide.
    view.setModel(flatModel(3, this));
    QVERIFY(!view.setExpanded(view.model()->index(0, 0), false));
    QVERIFY(errors.last().at(1).toString().contains("Tree model"));
  }

  void dropOntoATaskCombines() {
    auto *model = outlineModel(this, {"a1", "b1"});
    Harness h(model, Shape::Tree);
    QVERIFY(h.view.setCombineZone(0.5));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy combined(&h.view, &ReorderView::itemsCombined);
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);
    const QPoint b1 = h.centre(find(*model, "b1"));
    const QPoint a1 = h.centre(find(*model, "a1"));
    QVERIFY(h.lift(b1));
    const QPoint end = h.dragBy(b1, a1.y() - b1.y());
    h.moveTo(end, 0.3);
    QTest::qWait(50);
    QCOMPARE(targets(h), QStringList{"a1"});
    h.release(end);
    QVERIFY(h.settle());
    QCOMPARE(combined.count(), 1);
    QCOMPARE(combined.first().at(0).value<QModelIndex>().data().toString(), QStringLiteral("b1"));
    QCOMPARE(combined.first().at(1).value<QModelIndex>().data().toString(), QStringLiteral("a1"));
    QCOMPARE(cancelled.count(), 1);
    QCOMPARE(tree(*model), QStringLiteral("A(a1 a2(a21)) B(b1) C"));  // the application decides
  }
};

QTEST_MAIN(TestOutline)
#include "tst_outline.moc"
