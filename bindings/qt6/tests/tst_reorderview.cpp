// QTest suite for ReorderView and ModelAdapter, run offscreen
// (QT_QPA_PLATFORM=offscreen, set by CTest) against the real libreorder.
//
// The view's clock is the test's: the engine is driven by host timestamps,
// so long-press timing is exact here (the Xvfb test checks real timing).
// Each step advances the clock, then waits for the view's frame timer to
// deliver the tick that acts on it (QTRY_*: polled, never timed).
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStringListModel>
#include <QtTest>

#include <reorderqt/reorder_view.h>

using reorderqt::IndexPath;
using reorderqt::ReorderView;
using Shape = reorderqt::ModelAdapter::Shape;

namespace {

constexpr int kRow = 40;  // every row's height

QStandardItem *item(const QString &text) {
  auto *it = new QStandardItem(text);
  it->setSizeHint(QSize(-1, kRow));
  return it;
}

// A shown view over a model, with the test's clock.
struct Harness {
  double now = 0;
  ReorderView view;

  explicit Harness(QAbstractItemModel *model, Shape shape = Shape::Flat) {
    // Any engine error is a warning, and warnings fail the test (init()).
    QObject::connect(&view, &ReorderView::errorOccurred, [](int status, const QString &message) {
      qWarning("reorder error %d: %s", status, qPrintable(message));
    });
    view.setClock([this] { return now; });
    view.resize(300, 400);
    view.setModel(model, shape);
    view.show();
  }
  QWidget *vp() { return view.viewport(); }
  QPoint centre(const QModelIndex &index) { return view.visualRect(index).center(); }
  void press(QPoint p) { QTest::mousePress(vp(), Qt::LeftButton, {}, p); }
  void moveTo(QPoint p, double dt = 0.02) {
    now += dt;
    QTest::mouseMove(vp(), p);
  }
  void release(QPoint p) {
    now += 0.02;
    QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
  }
  // Lets the frame clock run until the view is idle (settled).
  bool settle() {
    now += 1.0;
    return QTest::qWaitFor([this] {
      return view.engine().phase() == REORDER_PHASE_IDLE && !view.engine().isAnimating(now);
    });
  }
  // Holds a press past the long-press delay; true once the item is lifted,
  // false when the press ended without a lift (not liftable).
  bool hold() {
    now += view.longPressDelay() + 0.05;
    const bool decided =
        QTest::qWaitFor([this] { return view.engine().phase() != REORDER_PHASE_PRESSING; });
    return decided && view.isDragging();
  }
  bool lift(QPoint p) {
    press(p);
    return hold();
  }
  // Drags from p by dy in steps.
  QPoint dragBy(QPoint p, int dy, int steps = 10) {
    for (int i = 1; i <= steps; ++i) moveTo(p + QPoint(0, dy * i / steps));
    return p + QPoint(0, dy);
  }
};

QStringList labels(const QAbstractItemModel &model, const QModelIndex &parent = {}) {
  QStringList out;
  for (int r = 0; r < model.rowCount(parent); ++r) out << model.index(r, 0, parent).data().toString();
  return out;
}

// Section:label for every item, in the model's order...
QStringList modelOrder(const QAbstractItemModel &model, Shape shape) {
  QStringList out;
  const int sections = shape == Shape::Flat ? 1 : model.rowCount();
  for (int s = 0; s < sections; ++s) {
    const QModelIndex parent = shape == Shape::Flat ? QModelIndex() : model.index(s, 0);
    for (const QString &label : labels(model, parent)) out << QStringLiteral("%1:%2").arg(s).arg(label);
  }
  return out;
}

// ...and in the engine's order, each id named by the model item it maps to.
QStringList engineOrder(const ReorderView &view) {
  QStringList out;
  for (int s = 0; s < view.engine().sectionCount(); ++s)
    for (std::uint64_t id : view.engine().sectionIds(s))
      out << QStringLiteral("%1:%2").arg(s).arg(view.modelAdapter().index(id).data().toString());
  return out;
}

QStandardItemModel *flatModel(int rows, QObject *parent) {
  auto *model = new QStandardItemModel(parent);
  for (int i = 0; i < rows; ++i) model->appendRow(item(QStringLiteral("r%1").arg(i)));
  return model;
}

QStandardItemModel *sectionedModel(const QList<int> &counts, QObject *parent) {
  auto *model = new QStandardItemModel(parent);
  int n = 0;
  for (int s = 0; s < counts.size(); ++s) {
    auto *section = new QStandardItem(QStringLiteral("S%1").arg(s));
    for (int i = 0; i < counts[s]; ++i) section->appendRow(item(QStringLiteral("r%1").arg(n++)));
    model->appendRow(section);
  }
  return model;
}

// Whether the main axis, along which sections and their headers follow
// each other, is x (horizontal lists) rather than y.
bool mainAxisIsX(const ReorderView &view) {
  return view.layoutMode() == ReorderView::LayoutMode::List && view.orientation() == Qt::Horizontal;
}

// Where the engine puts a section's header at time: its frame's start along
// the main axis, in viewport coordinates.
double headerStart(const ReorderView &view, int section, double time) {
  const std::optional<QRectF> frame = view.engine().sectionFrame(section, time);
  if (!frame) return qQNaN();
  return mainAxisIsX(view) ? frame->left() - view.horizontalScrollBar()->value()
                           : frame->top() - view.verticalScrollBar()->value();
}

// The view painted at time (the test clock's), along the main axis at cross
// coordinate 4, inside content margins where only headers are painted (they
// span the viewport; rows and cells stay inside the margins): whether each
// pixel has the header colour (nearer it than the background's).
QVector<bool> headerStrip(Harness &h, double time) {
  h.now = time;
  const QImage image = h.vp()->grab().toImage();
  const QColor header = h.view.palette().color(QPalette::Dark);
  const QColor background = h.view.palette().color(QPalette::Base);
  const auto distance = [](QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
  };
  const bool x = mainAxisIsX(h.view);
  QVector<bool> out(x ? image.width() : image.height());
  for (int i = 0; i < out.size(); ++i) {
    const QColor c = image.pixelColor(x ? QPoint(i, 4) : QPoint(4, i));
    out[i] = distance(c, header) < distance(c, background);
  }
  return out;
}

// Compares a header strip with the headers of the engine's section frames
// at time: each pixel must be header iff it lies in one, except within
// `slack` of a header's edge (antialiasing of a fractional edge). Empty
// when so, else the first pixel that is not.
QString headerMismatch(const ReorderView &view, const QVector<bool> &painted, double time,
                       double slack) {
  const double header = view.sectionHeaderHeight();
  for (int i = 0; i < painted.size(); ++i) {
    const double centre = i + 0.5;
    bool inside = false, nearEdge = false;
    for (int s = 0; s < view.engine().sectionCount(); ++s) {
      const double start = headerStart(view, s, time);
      inside = inside || (centre > start && centre < start + header);
      nearEdge = nearEdge || std::abs(centre - start) < slack ||
                 std::abs(centre - start - header) < slack;
    }
    if (painted[i] != inside && !nearEdge)
      return QStringLiteral("at %1: pixel %2 painted %3")
          .arg(time).arg(i).arg(painted[i] ? "header" : "background");
  }
  return QString();
}

// The header strip painted at time, exactly on the engine's frames (as
// they are at rest, in whole units): empty, else what differs.
QString headersOffFrames(Harness &h, double time) {
  return headerMismatch(h.view, headerStrip(h, time), time, 0);
}

// The first header pixel at or after `from` (-1: none).
int firstHeaderPixel(const QVector<bool> &painted, int from) {
  for (int i = std::max(0, from); i < painted.size(); ++i)
    if (painted[i]) return i;
  return -1;
}

}  // namespace

class TestReorderView : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { qRegisterMetaType<IndexPath>(); }
  void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

  void longPressDragReorders() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    QSignalSpy started(&h.view, &ReorderView::dragStarted);

    const QPoint p = h.centre(model->index(1, 0));
    h.press(p);
    h.now += 0.3;  // not yet the long press: frames run, nothing lifts
    QTest::qWait(60);
    QVERIFY(!h.view.isDragging());
    QVERIFY(h.hold());
    QCOMPARE(started.count(), 1);
    QCOMPARE(started.first().first().value<QModelIndex>().data().toString(), QStringLiteral("r1"));
    h.release(h.dragBy(p, 3 * kRow));
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), (QStringList{"r0", "r2", "r3", "r4", "r1", "r5", "r6", "r7"}));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QVERIFY(moved.count() >= 1);  // live commit: one per step
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.first().at(0).value<IndexPath>(), (IndexPath{0, 1}));
    QCOMPARE(dropped.first().at(1).value<IndexPath>(), (IndexPath{0, 4}));
  }

  void quickDragDoesNotReorder() {
    auto *model = flatModel(20, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy started(&h.view, &ReorderView::dragStarted);
    const QStringList before = labels(*model);

    const QPoint p = h.centre(model->index(5, 0));
    h.press(p);
    const QPoint end = h.dragBy(p, -3 * kRow, 6);  // moves before the long press ends
    h.now += 1.0;                                   // a long hold after moving: still no lift
    QTest::qWait(60);
    QVERIFY(!h.view.isDragging());
    h.release(end);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), before);
    QCOMPARE(moved.count(), 0);
    QCOMPARE(started.count(), 0);
    // It scrolled instead, the pressed row staying under the pointer.
    QVERIFY(h.view.verticalScrollBar()->value() > 0);
    QCOMPARE(h.view.indexAt(end).data().toString(), QStringLiteral("r5"));
  }

  void autoScrollPastFirstScreen() {
    auto *model = flatModel(60, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const int screen = h.vp()->height();

    const QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    const QPoint edge(p.x(), screen - 10);  // deep in the bottom edge zone
    h.dragBy(p, edge.y() - p.y());
    // Frames at the engine's pace until the view has scrolled two screens.
    QScrollBar *bar = h.view.verticalScrollBar();
    for (int i = 0; i < 400 && bar->value() < 2 * screen; ++i) {
      h.now += 1.0 / 60;
      QTest::qWait(5);
    }
    QVERIFY2(bar->value() >= 2 * screen, qPrintable(QString::number(bar->value())));
    h.release(edge);
    QVERIFY(h.settle());

    QCOMPARE(dropped.count(), 1);
    const IndexPath to = dropped.first().at(1).value<IndexPath>();
    QVERIFY2(to.item * kRow > 2 * screen, qPrintable(QString::number(to.item)));
    QCOMPARE(model->index(to.item, 0).data().toString(), QStringLiteral("r1"));
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
  }

  void escapeCancels() {
    auto *model = flatModel(8, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QSignalSpy moved(&h.view, &ReorderView::itemMoved);
    QSignalSpy cancelled(&h.view, &ReorderView::dragCancelled);
    QSignalSpy dropped(&h.view, &ReorderView::dropped);
    const QStringList before = labels(*model);

    const QPoint p = h.centre(model->index(1, 0));
    QVERIFY(h.lift(p));
    const QPoint end = h.dragBy(p, 3 * kRow);
    QVERIFY(moved.count() > 0);  // live commit: the model followed the drag
    QVERIFY(labels(*model) != before);
    QTest::keyClick(&h.view, Qt::Key_Escape);
    QCOMPARE(cancelled.count(), 1);
    h.release(end);
    QVERIFY(h.settle());

    QCOMPARE(labels(*model), before);
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Flat));
    QCOMPARE(dropped.count(), 0);
  }

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

  // Touch drives the same pointer calls: a long press lifts, a drag moves.
  void touchLongPressDrag() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QPointingDevice *screen = QTest::createTouchDevice();
    const QPoint p = h.centre(model->index(0, 0));
    QTest::touchEvent(h.vp(), screen).press(0, p);
    QVERIFY(h.hold());
    for (int i = 1; i <= 8; ++i) {
      h.now += 0.02;
      QTest::touchEvent(h.vp(), screen).move(0, p + QPoint(0, 2 * kRow * i / 8));
    }
    h.now += 0.02;
    QTest::touchEvent(h.vp(), screen).release(0, p + QPoint(0, 2 * kRow));
    QVERIFY(h.settle());
    QCOMPARE(labels(*model), (QStringList{"r1", "r2", "r0", "r3", "r4", "r5"}));
  }

  // With distance activation (a desktop mouse) a short move lifts at once.
  void mouseDistanceActivation() {
    auto *model = flatModel(6, this);
    Harness h(model);
    QVERIFY(h.view.setActivation(ReorderView::Activation::Distance));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QPoint p = h.centre(model->index(0, 0));
    h.press(p);
    h.moveTo(p + QPoint(0, 8), 0.01);  // past the 5-unit threshold, well before 0.5 s
    QVERIFY(h.view.isDragging());
    h.release(h.dragBy(p + QPoint(0, 8), kRow + 4));
    QVERIFY(h.settle());
    QCOMPARE(labels(*model).indexOf(QStringLiteral("r0")), 1);
  }

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

  // A horizontal list: the main axis is x, the scroll bar horizontal.
  void horizontalList() {
    QStringListModel model(QStringList{"a", "b", "c", "d", "e", "f"});
    Harness h(&model);
    QVERIFY(h.view.setOrientation(Qt::Horizontal));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const QRect a = h.view.visualRect(model.index(0, 0));
    QCOMPARE(h.view.visualRect(model.index(1, 0)).left(), a.right() + 1);
    QVERIFY(h.lift(a.center()));
    QPoint p = a.center();
    for (int i = 1; i <= 10; ++i) h.moveTo(p + QPoint(a.width() * 22 / 10 * i / 10, 0));
    h.release(p + QPoint(a.width() * 22 / 10, 0));
    QVERIFY(h.settle());
    QCOMPARE(model.stringList().indexOf(QStringLiteral("a")), 2);
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

  // Headers slide with their rows: after a move across sections, each
  // header is painted at the start of its section's frame as the engine
  // draws it at the frame's time (the test clock), passing through
  // intermediate positions, and ends exactly on the section's resting frame;
  // an empty section's header too.
  void sectionHeadersSlideWithRows_data() {
    QTest::addColumn<ReorderView::LayoutMode>("layout");
    QTest::addColumn<Qt::Orientation>("orientation");
    QTest::newRow("vertical list") << ReorderView::LayoutMode::List << Qt::Vertical;
    QTest::newRow("horizontal list") << ReorderView::LayoutMode::List << Qt::Horizontal;
    QTest::newRow("grid") << ReorderView::LayoutMode::Grid << Qt::Vertical;
  }

  void sectionHeadersSlideWithRows() {
    QFETCH(ReorderView::LayoutMode, layout);
    QFETCH(Qt::Orientation, orientation);
    auto *model = sectionedModel({2, 2, 0, 2}, this);  // section 2 is empty
    for (int s = 0; s < model->rowCount(); ++s)
      for (int i = 0; i < model->item(s)->rowCount(); ++i)
        model->item(s)->child(i)->setSizeHint(QSize(kRow, kRow));
    Harness h(model, Shape::Sectioned);
    h.view.resize(480, 420);  // everything in view, unscrolled
    QVERIFY(h.view.setLayoutMode(layout));
    QVERIFY(h.view.setOrientation(orientation));
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 12, 12, 12)));  // see headerStrip()
    reorder_options options = h.view.engineOptions();
    options.grid_columns = 2;  // a third item in section 0 adds a grid row
    options.grid_cell_height = kRow;
    QVERIFY(h.view.setEngineOptions(options));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QCOMPARE(h.view.horizontalScrollBar()->maximum() + h.view.verticalScrollBar()->maximum(), 0);

    const bool x = orientation == Qt::Horizontal;
    const double header = h.view.sectionHeaderHeight();
    const auto start = [&](int section, double time) { return headerStart(h.view, section, time); };
    // The first row of a section as presented at time: its start.
    const auto firstRowStart = [&](int section, double time) {
      for (const reorder_presentation &p :
           h.view.engine().presentation(QRectF(0, 0, 2000, 2000), time))
        if (p.path.section == section && p.path.item == 0) return x ? p.frame.x : p.frame.y;
      return qQNaN();
    };

    QCOMPARE(headersOffFrames(h, 0), QString());
    const double before[] = {start(1, 0), start(2, 0)};
    const double gap = firstRowStart(1, 0) - (before[0] + header);  // header to first row

    // r4, section 3's only item, to the top of section 0: sections 1-3
    // (2 empty) slide one row further on.
    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(3, 0)), {0, 0}));
    const double duration = h.view.engineOptions().displace_duration;
    const double after[] = {start(1, duration), start(2, duration)};
    for (int k = 0; k < 2; ++k) QVERIFY(after[k] > before[k] + kRow / 2);
    QVERIFY(h.view.engine().isAnimating(duration / 2));

    for (const double f : {0.0, 0.1, 0.25, 0.5, 0.75}) {
      const double time = f * duration;
      const QVector<bool> painted = headerStrip(h, time);
      for (int k = 0; k < 2; ++k) {  // section 1, then the empty section 2
        const int top = firstHeaderPixel(painted, static_cast<int>(before[k]) - 2);
        const QString where = QStringLiteral("section %1 at %2: painted %3, engine %4 (%5 -> %6)")
                                  .arg(k + 1).arg(f).arg(top).arg(start(k + 1, time))
                                  .arg(before[k]).arg(after[k]);
        QVERIFY2(std::abs(top - start(k + 1, time)) <= 1, qPrintable(where));
        if (f == 0)
          QVERIFY2(top == before[k], qPrintable(where));  // it starts where it was
        else if (f <= 0.5)  // under way: strictly between its old and new place
          QVERIFY2(top > before[k] + 1 && top < after[k] - 1, qPrintable(where));
      }
      // In step with its rows: the header keeps its distance to the first.
      const int top = firstHeaderPixel(painted, static_cast<int>(before[0]) - 2);
      QVERIFY2(std::abs(firstRowStart(1, time) - (top + header) - gap) <= 1,
               qPrintable(QString::number(f)));
      QCOMPARE(headerMismatch(h.view, painted, time, 1), QString());  // and every other header
    }

    // Done sliding: exactly on the resting frames, and it stays there.
    QCOMPARE(headersOffFrames(h, duration), QString());
    QVERIFY(h.settle());
    QCOMPARE(headersOffFrames(h, h.now), QString());
    const QVector<bool> painted = headerStrip(h, h.now);
    for (int k = 0; k < 2; ++k) {
      QCOMPARE(start(k + 1, h.now), after[k]);
      QCOMPARE(firstHeaderPixel(painted, static_cast<int>(before[k]) - 2),
               static_cast<int>(after[k]));
    }
    QCOMPARE(h.view.engine().itemCount(2), 0);
    QCOMPARE(labels(*model, model->index(0, 0)), (QStringList{"r4", "r0", "r1"}));
  }

  // A move through the API after an idle spell (the frame clock stopped)
  // slides from now, rows and headers alike, as do its undo and redo: the
  // engine starts such slides at the last time it was given.
  void movesAfterIdleSlide() {
    auto *model = sectionedModel({2, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 0, 12, 0)));  // see headerStrip()
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const double duration = h.view.engineOptions().displace_duration;
    const double before = headerStart(h.view, 1, h.now);
    const QModelIndex r0 = model->index(0, 0, model->index(0, 0));
    // After a second of idling, step() moves section 1's header from `from`
    // to `to`: it is there now, under way half a slide on, then done.
    const auto idleThen = [&](const std::function<bool()> &step, double from, double to) {
      QVERIFY(h.settle());
      h.now += 1;  // no frames meanwhile
      const double t0 = h.now;
      QVERIFY(step());
      QCOMPARE(headerStart(h.view, 1, t0), from);
      const double mid = t0 + duration / 2;
      QVERIFY(h.view.engine().isAnimating(mid));
      const double at = headerStart(h.view, 1, mid);
      QVERIFY2(std::min(from, to) < at && at < std::max(from, to), qPrintable(QString::number(at)));
      QCOMPARE(headerMismatch(h.view, headerStrip(h, mid), mid, 1), QString());
      QCOMPARE(headerStart(h.view, 1, t0 + duration), to);
    };
    idleThen([&] { return h.view.moveItem(r0, {1, 0}); }, before, before - kRow);
    if (QTest::currentTestFailed()) return;
    idleThen([&] { return h.view.undo(); }, before - kRow, before);
    if (QTest::currentTestFailed()) return;
    idleThen([&] { return h.view.redo(); }, before, before - kRow);
    if (QTest::currentTestFailed()) return;
    QVERIFY(h.settle());
  }

  // The model's own edits reload the engine, which places sections at once
  // (even mid-slide): headers are painted on the new frames straight away,
  // through row inserts, a new header height, a section removed and a reset.
  void headersFollowModelReloads() {
    auto *model = sectionedModel({2, 0, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 0, 12, 0)));  // see headerStrip()
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QCOMPARE(headersOffFrames(h, 0), QString());

    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(0, 0)), {2, 0}));
    const double mid = h.view.engineOptions().displace_duration / 2;
    QVERIFY(h.view.engine().isAnimating(mid));
    model->item(0)->insertRow(0, item(QStringLiteral("new")));  // mid-slide
    QCOMPARE(headersOffFrames(h, mid), QString());
    QCOMPARE(headerStart(h.view, 1, mid), h.view.sectionHeaderHeight() + 2 * kRow);

    h.view.setSectionHeaderHeight(36);
    QCOMPARE(headersOffFrames(h, mid), QString());
    QCOMPARE(headerStart(h.view, 2, mid), 2 * 36.0 + 2 * kRow);
    model->removeRow(0);  // a whole section: the empty one is first now
    QCOMPARE(headersOffFrames(h, mid), QString());
    QCOMPARE(headerStart(h.view, 1, mid), 36.0);

    model->clear();  // a reset
    QCOMPARE(h.view.engine().sectionCount(), 0);
    QCOMPARE(headersOffFrames(h, mid), QString());
    auto *section = new QStandardItem(QStringLiteral("again"));
    section->appendRow(item(QStringLiteral("r9")));
    model->appendRow(section);
    model->appendRow(new QStandardItem(QStringLiteral("empty")));
    QCOMPARE(headersOffFrames(h, mid), QString());
    QCOMPARE(headerStart(h.view, 1, mid), 36.0 + kRow);
    QVERIFY(h.settle());
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));
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
};

QTEST_MAIN(TestReorderView)
#include "tst_reorderview.moc"
