// The board's columns side by side, reordered by dragging their headers.
//
// A reorderqt::Engine lays the columns out as a horizontal list (one item
// each, as wide as the column) and every column widget is placed at its
// item's presentation frame, frame by frame, so columns lift, slide and
// settle as cards do. Only the headers pass their mouse events to the
// engine: the header is the drag handle, and a press on a card stays the
// card's. The strip is the widget of a QScrollArea that scrolls sideways;
// the engine's edge auto-scroll drives its bar. Right to left (the strip's
// layoutDirection when made), the engine mirrors the list: the first
// column is at the right.
#pragma once

#include <QVector>
#include <QWidget>

#include <functional>

#include <reorderqt/engine.h>
#include <reorderqt/frame_clock.h>

class QScrollArea;

class ColumnStrip : public QWidget {
 public:
  /// Becomes area's widget.
  explicit ColumnStrip(QScrollArea *area);
  /// Appends column (now the strip's child), width wide, dragged by header
  /// (one of its children).
  void addColumn(QWidget *column, QWidget *header, int width);
  /// The columns' indexes (in the order they were added), as they stand.
  QVector<int> order() const;
  /// Called after a drop that changed the order.
  std::function<void()> reordered;

 protected:
  bool eventFilter(QObject *watched, QEvent *event) override;

 private:
  void syncViewport();
  void onFrame(double time);
  void place(double time);

  QScrollArea *m_area;
  reorderqt::Engine m_engine;
  reorderqt::FrameClock m_clock;
  QVector<QWidget *> m_columns;  // by id - 1
  QVector<QWidget *> m_headers;  // the same
};
