// Shared by the QTest executables here (each run offscreen,
// QT_QPA_PLATFORM=offscreen, set by CTest, against the real libreorder):
// models of fixed-height rows, a shown view on the test's clock, and the
// model's and the engine's order side by side.
//
// The view's clock is the test's: the engine is driven by host timestamps,
// so long-press timing is exact here (the Xvfb test checks real timing).
// Each step advances the clock, then waits for the view's frame timer to
// deliver the tick that acts on it (QTRY_*: polled, never timed).
#pragma once

#include <QObject>
#include <QStandardItemModel>
#include <QStringList>

#include <reorderqt/reorder_view.h>

using reorderqt::IndexPath;
using reorderqt::ReorderView;
using Shape = reorderqt::ModelAdapter::Shape;

constexpr int kRow = 40;  // every row's height

// The base of every test class: any warning fails the test, and engine
// errors are warnings (Harness).
class ReorderTestCase : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
};

QStandardItem *item(const QString &text);

// A shown view over a model, with the test's clock.
struct Harness {
  double now = 0;
  ReorderView view;

  explicit Harness(QAbstractItemModel *model, Shape shape = Shape::Flat);
  QWidget *vp() { return view.viewport(); }
  QPoint centre(const QModelIndex &index) { return view.visualRect(index).center(); }
  void press(QPoint p);
  void moveTo(QPoint p, double dt = 0.02);
  void release(QPoint p);
  // Lets the frame clock run until the view is idle (settled).
  bool settle();
  // Holds a press past the long-press delay; true once the item is lifted,
  // false when the press ended without a lift (not liftable).
  bool hold();
  bool lift(QPoint p);
  // Drags from p by dy in steps.
  QPoint dragBy(QPoint p, int dy, int steps = 10);
};

QStringList labels(const QAbstractItemModel &model, const QModelIndex &parent = {});
// Section:label for every item, in the model's order...
QStringList modelOrder(const QAbstractItemModel &model, Shape shape);
// ...and in the engine's order, each id named by the model item it maps to.
QStringList engineOrder(const ReorderView &view);

QStandardItemModel *flatModel(int rows, QObject *parent);
QStandardItemModel *sectionedModel(const QList<int> &counts, QObject *parent);
