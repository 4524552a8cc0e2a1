#include "support.h"

#include <QtTest>

void ReorderTestCase::initTestCase() { qRegisterMetaType<IndexPath>(); }
void ReorderTestCase::init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

QStandardItem *item(const QString &text) {
  auto *it = new QStandardItem(text);
  it->setSizeHint(QSize(-1, kRow));
  return it;
}

Harness::Harness(QAbstractItemModel *model, Shape shape) {
  // Any engine error is a warning, and warnings fail the test (init()).
  QObject::connect(&view, &ReorderView::errorOccurred, [](int status, const QString &message) {
    qWarning("reorder error %d: %s", status, qPrintable(message));
  });
  view.setClock([this] { return now; });
  view.resize(300, 400);
  view.setModel(model, shape);
  view.show();
}

void Harness::press(QPoint p) { QTest::mousePress(vp(), Qt::LeftButton, {}, p); }

void Harness::moveTo(QPoint p, double dt) {
  now += dt;
  QTest::mouseMove(vp(), p);
}

void Harness::release(QPoint p) {
  now += 0.02;
  QTest::mouseRelease(vp(), Qt::LeftButton, {}, p);
}

bool Harness::settle() {
  now += 1.0;
  return QTest::qWaitFor([this] {
    return view.engine().phase() == REORDER_PHASE_IDLE && !view.engine().isAnimating(now);
  });
}

bool Harness::hold() {
  now += view.longPressDelay() + 0.05;
  const bool decided =
      QTest::qWaitFor([this] { return view.engine().phase() != REORDER_PHASE_PRESSING; });
  return decided && view.isDragging();
}

bool Harness::lift(QPoint p) {
  press(p);
  return hold();
}

QPoint Harness::dragBy(QPoint p, int dy, int steps) {
  for (int i = 1; i <= steps; ++i) moveTo(p + QPoint(0, dy * i / steps));
  return p + QPoint(0, dy);
}

QStringList labels(const QAbstractItemModel &model, const QModelIndex &parent) {
  QStringList out;
  for (int r = 0; r < model.rowCount(parent); ++r) out << model.index(r, 0, parent).data().toString();
  return out;
}

QStringList modelOrder(const QAbstractItemModel &model, Shape shape) {
  QStringList out;
  const int sections = shape == Shape::Flat ? 1 : model.rowCount();
  for (int s = 0; s < sections; ++s) {
    const QModelIndex parent = shape == Shape::Flat ? QModelIndex() : model.index(s, 0);
    for (const QString &label : labels(model, parent)) out << QStringLiteral("%1:%2").arg(s).arg(label);
  }
  return out;
}

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
