// reorderqt-demo: the four seeds, a board, tags and an outline in one
// window, one tab each.
//
//   reorderqt-demo [--seed 000|001|003|004|board|tags|outline] [--two-windows] [--rtl]
//                  [--exit-after SECONDS] [--width PIXELS]
//
// --rtl lays the whole application out right to left (every view follows).
//
// Every move, drop, cancel and tap is printed to stdout (flushed, one line
// each), followed by the page's whole order as JSON, so a test can follow
// what happened (items named by their seed keys), and each selection change
// as "select PAGE JSON" (the keys in selection order, as the PySide demo
// prints it); a drop says how many items landed together; "ready" lines give the
// window's and the shown view's screen geometry, "layout" the first
// section's resting row frames, "rows" every row's (JSON); for every page,
// "items" what each item shows and "initial" the order before any move;
// "status" lines what the line under the list shows, with the list's height.
//
// The board (board.h): "lift board COLUMN KEY", "transfer board KEY
// from=COLUMN,ROW to=COLUMN,ROW KIND" (KIND: 0 move, 1 copy, 2 discard),
// "drop board COLUMN from=0,ROW to=0,ROW count=N" and "cancel board COLUMN"
// from each column a drag ended in (a drag that crossed columns ends in
// the one it was lifted in and the one it landed in, from the first's row
// to the second's), each change followed by one "board JSON JSON JSON" line
// (every column's keys, json.dumps's spacing, in the columns' current
// order; a fourth for the second window's list with --two-windows, which
// opens it beside the main one). COLUMN numbers a column as made (0 To do,
// 1 Doing, 2 Done), wherever it was moved. A column dragged by its title
// to a new place prints "columns JSON" (the titles in their new order),
// then a board line. Shown, each column's viewport is given as "ready
// column I x= y= w= h=", its title as "ready header I x= y= w= h=", with
// its cards' resting rows, "cards I [[KEY, y, height]...]", then the
// strip's scroll area's viewport as "ready area 0 x= y= w= h=" and "ready
// area max=M" (M: its horizontal bar's maximum, 0 when every column
// fits). Each time the strip
// scrolls sideways (a card or a column held near its edge, the bar),
// "scroll board x=V max=M": the bar's value (from the right with --rtl).
//
// A grid page (seed 003) has a "Scroll sideways" switch (grid_axis.h):
// "ready axis KEY x= y= w= h=" (shown), "axis KEY horizontal|vertical" as
// it is toggled, "cells KEY JSON" (every cell's frame) then and after each
// drop, "scroll KEY x=V max=M" as its horizontal bar moves.
//
// The tags (tags.h: a flow of chips, --seed tags): "lift tags KEY", "move
// tags", "order tags", "drop tags", "cancel tags", "direction tags",
// "align tags", "chips tags" (every chip's frame), as reportTags and
// sayTagsReady describe; shown, "ready tags" and "initial tags".
//
// The outline (outline.h: a nested to-do list, --seed outline): "lift
// outline KEY", "drop outline KEY", "combine outline DRAGGED TARGET",
// "group outline KEY", "tree outline TEXT" and "rows outline JSON" after
// each change, as reportOutline says; shown, "ready outline" and "indent
// outline".
#include <QApplication>
#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScrollArea>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <utility>

#include <reorderqt/reorder_view.h>

#include "board.h"
#include "column_strip.h"
#include "grid_axis.h"
#include "seeds.h"
#include "outline.h"
#include "tags.h"

using reorderqt::IndexPath;
using reorderqt::ReorderView;

namespace {

void say(const QString &line) {
  std::fputs(line.toUtf8().constData(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

QString path(IndexPath p) { return QStringLiteral("%1,%2").arg(p.section).arg(p.item); }

QString json(const QJsonArray &array) {
  return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

// json.dumps's spacing, so that a test matches either demo's line alike.
QString pyJson(const QJsonArray &array) {
  return json(array).replace(QLatin1String("\",\""), QLatin1String("\", \""));
}

QString key(const QModelIndex &index) { return index.data(KeyRole).toString(); }

// Each item of the page as `item` gives it, in the model's order:
// [[section 0...], [section 1...]].
QString perItem(const SeedPage &seed, const std::function<QJsonValue(const QModelIndex &)> &item) {
  const QAbstractItemModel *model = seed.model;
  const auto rows = [&](const QModelIndex &parent) {
    QJsonArray rows;
    for (int r = 0; r < model->rowCount(parent); ++r) rows.append(item(model->index(r, 0, parent)));
    return rows;
  };
  QJsonArray sections;
  if (seed.view->modelAdapter().shape() == reorderqt::ModelAdapter::Shape::Flat) {
    sections.append(rows({}));
  } else {
    for (int s = 0; s < model->rowCount(); ++s) sections.append(rows(model->index(s, 0)));
  }
  return json(sections);
}

// The keys in the model's order.
QString order(const SeedPage &seed) { return perItem(seed, key); }

// What each item shows: [key, title, height (0: none of its own), colour,
// pinned], for the tests to compare with the seeds' data.
QString items(const SeedPage &seed) {
  return perItem(seed, [](const QModelIndex &index) {
    return QJsonArray{key(index), index.data().toString(),
                      std::max(0, index.data(Qt::SizeHintRole).toSize().height()),
                      index.data(Qt::BackgroundRole).value<QBrush>().color().name(),
                      index.data(reorderqt::PinnedRole).toBool()};
  });
}

void report(const SeedPage &seed) {
  ReorderView *view = seed.view;
  const QString key = seed.key;
  QObject::connect(view, &ReorderView::itemMoved, view, [seed, key](IndexPath from, IndexPath to) {
    say(QStringLiteral("move %1 from=%2 to=%3").arg(key, path(from), path(to)));
    say(QStringLiteral("order %1 %2").arg(key, order(seed)));
  });
  QObject::connect(view, &ReorderView::dragStarted, view, [key](const QModelIndex &index) {
    say(QStringLiteral("lift %1 %2 %3").arg(key, ::key(index), index.data().toString()));
  });
  QObject::connect(view, &ReorderView::dropped, view, [key](IndexPath from, IndexPath to, int count) {
    say(QStringLiteral("drop %1 from=%2 to=%3 count=%4").arg(key, path(from), path(to)).arg(count));
  });
  QObject::connect(view, &ReorderView::selectedIndexesChanged, view, [view, key] {
    QJsonArray keys;
    for (const QModelIndex &index : view->selectedIndexes()) keys.append(::key(index));
    say(QStringLiteral("select %1 %2").arg(key, pyJson(keys)));
  });
  QObject::connect(view, &ReorderView::dragCancelled, view,
                   [key] { say(QStringLiteral("cancel %1").arg(key)); });
  QObject::connect(view, &ReorderView::tapped, view, [key](const QModelIndex &index) {
    say(QStringLiteral("tap %1 %2 %3").arg(key, ::key(index), index.data().toString()));
  });
  // The status line under the list shows each announcement; the list keeps
  // its height (h: the viewport's) however long the text.
  QObject::connect(view, &ReorderView::announced, view, [view, key](const QString &text) {
    say(QStringLiteral("status %1 h=%2 %3").arg(key).arg(view->viewport()->height()).arg(text));
  });
  QObject::connect(view, &ReorderView::errorOccurred, view, [key](int status, const QString &m) {
    say(QStringLiteral("error %1 %2 %3").arg(key).arg(status).arg(m));
  });
}

// Every column's keys, in its model's order.
QString boardLine(const Board &board) {
  QStringList columns;
  for (int i : columnOrder(board)) {
    const BoardColumn &column = board.columns[i];
    QJsonArray keys;
    for (int r = 0; r < column.model->rowCount(); ++r) keys.append(key(column.model->index(r, 0)));
    columns << pyJson(keys);
  }
  return QStringLiteral("board ") + columns.join(' ');
}

// The board's events, and after the events of one change (a drop that
// crossed columns ends in both) one board line. Columns are numbered as
// made; a column moved prints the strip's titles in their new order.
void reportBoard(const Board &board) {
  QScrollBar *bar = board.area->horizontalScrollBar();
  QObject::connect(bar, &QScrollBar::valueChanged, board.page, [bar](int value) {
    say(QStringLiteral("scroll board x=%1 max=%2").arg(value).arg(bar->maximum()));
  });
  board.strip->reordered = [board] {
    QJsonArray titles;
    for (int i : board.strip->order()) titles.append(board.columns[i].title);
    say(QStringLiteral("columns ") + pyJson(titles));
    say(boardLine(board));
  };
  auto pending = std::make_shared<bool>(false);
  const auto changed = [board, pending] {
    if (std::exchange(*pending, true)) return;
    QTimer::singleShot(0, board.page, [board, pending] {
      *pending = false;
      say(boardLine(board));
    });
  };
  const auto columnOf = [board](const ReorderView *view) {
    for (int i = 0; i < board.columns.size(); ++i)
      if (board.columns[i].view == view) return i;
    return -1;
  };
  for (int i = 0; i < board.columns.size(); ++i) {
    ReorderView *view = board.columns[i].view;
    QObject::connect(view, &ReorderView::dragStarted, view, [i](const QModelIndex &index) {
      say(QStringLiteral("lift board %1 %2").arg(i).arg(key(index)));
    });
    QObject::connect(view, &ReorderView::itemMoved, view, changed);
    QObject::connect(view, &ReorderView::dropped, view,
                     [i, changed](IndexPath from, IndexPath to, int count) {
                       say(QStringLiteral("drop board %1 from=%2 to=%3 count=%4")
                               .arg(i).arg(path(from), path(to)).arg(count));
                       changed();
                     });
    QObject::connect(view, &ReorderView::dragCancelled, view, [i, changed] {
      say(QStringLiteral("cancel board %1").arg(i));
      changed();
    });
    // Both views report a crossing: the target's line.
    QObject::connect(view, &ReorderView::itemTransferred, view,
                     [view, columnOf, changed](quint64, ReorderView *source, ReorderView *target,
                                               IndexPath from, IndexPath to,
                                               reorderqt::TransferKind kind) {
                       if (view != target) return;
                       const QModelIndex index = kind == reorderqt::TransferKind::Discard
                                                     ? QModelIndex()
                                                     : target->model()->index(to.item, 0);
                       say(QStringLiteral("transfer board %1 from=%2,%3 to=%4,%5 %6")
                               .arg(index.isValid() ? key(index) : QStringLiteral("-"))
                               .arg(columnOf(source)).arg(from.item)
                               .arg(columnOf(target)).arg(to.item)
                               .arg(static_cast<int>(kind)));
                       changed();
                     });
    QObject::connect(view, &ReorderView::errorOccurred, view, [i](int status, const QString &m) {
      say(QStringLiteral("error board %1 %2 %3").arg(i).arg(status).arg(m));
    });
  }
}

// Where each column's viewport is on the screen, and its cards in it.
// "ready WHAT I x= y= w= h=": widget's place on the screen.
void sayGeometry(const char *what, int i, const QWidget *widget) {
  const QPoint origin = widget->mapToGlobal(QPoint(0, 0));
  say(QStringLiteral("ready %1 %2 x=%3 y=%4 w=%5 h=%6")
          .arg(QLatin1String(what)).arg(i).arg(origin.x()).arg(origin.y())
          .arg(widget->width()).arg(widget->height()));
}

void boardReady(const Board &board) {
  for (int i = 0; i < board.columns.size(); ++i) {
    const BoardColumn &column = board.columns[i];
    sayGeometry("column", i, column.view->viewport());
    sayGeometry("header", i, column.header);
    QJsonArray cards;
    for (int r = 0; r < column.model->rowCount(); ++r) {
      const QModelIndex index = column.model->index(r, 0);
      const QRect rect = column.view->visualRect(index);
      cards.append(QJsonArray{key(index), rect.y(), rect.height()});
    }
    say(QStringLiteral("cards %1 %2").arg(i).arg(json(cards)));
  }
  sayGeometry("area", 0, board.area->viewport());
  say(QStringLiteral("ready area max=%1").arg(board.area->horizontalScrollBar()->maximum()));
  say(boardLine(board));
}

}  // namespace

int main(int argc, char **argv) {
  QApplication app(argc, argv);
  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("libreorder Qt demo: the four seeds, a board and tags"));
  parser.addHelpOption();
  parser.addOption({QStringLiteral("seed"), QStringLiteral("Open this seed's page (or the board) first."),
                    QStringLiteral("000|001|003|004|board|tags|outline")});
  parser.addOption({QStringLiteral("two-windows"),
                    QStringLiteral("Open a second window whose list is in the board's group.")});
  parser.addOption({QStringLiteral("rtl"), QStringLiteral("Lay everything out right to left.")});
  parser.addOption({QStringLiteral("exit-after"), QStringLiteral("Quit after SECONDS."),
                    QStringLiteral("SECONDS")});
  parser.addOption({QStringLiteral("width"), QStringLiteral("The window's width (560)."),
                    QStringLiteral("PIXELS"), QStringLiteral("560")});
  parser.process(app);
  if (parser.isSet(QStringLiteral("rtl"))) QApplication::setLayoutDirection(Qt::RightToLeft);

  QTabWidget window;
  window.setWindowTitle(QStringLiteral("libreorder Qt demo"));
  const QVector<SeedPage> seeds = makeSeedPages();
  const QString wanted = parser.value(QStringLiteral("seed"));
  bool found = wanted.isEmpty();
  for (const SeedPage &seed : seeds) {
    window.addTab(seed.page, QStringLiteral("%1 %2").arg(seed.key, seed.title));
    report(seed);
    if (seed.view->layoutMode() == ReorderView::LayoutMode::Grid) addGridAxisSwitch(seed, say);
    if (seed.key == wanted) {
      window.setCurrentWidget(seed.page);
      found = true;
    }
  }
  Board board = makeBoard();
  window.addTab(board.page, QStringLiteral("Board"));
  if (wanted == QLatin1String("board")) {
    window.setCurrentWidget(board.page);
    found = true;
  }
  const TagsPage tags = makeTagsPage();
  window.addTab(tags.page, QStringLiteral("Tags"));
  reportTags(tags, say);
  if (wanted == QLatin1String("tags")) {
    window.setCurrentWidget(tags.page);
    found = true;
  }
  const OutlinePage outline = makeOutlinePage();
  window.addTab(outline.page, QStringLiteral("Outline"));
  reportOutline(outline, say);
  if (wanted == QLatin1String("outline")) {
    window.setCurrentWidget(outline.page);
    found = true;
  }
  if (!found) {
    say(QStringLiteral("error unknown seed %1").arg(wanted));
    return 2;
  }
  if (parser.isSet(QStringLiteral("exit-after")))
    QTimer::singleShot(static_cast<int>(parser.value(QStringLiteral("exit-after")).toDouble() * 1000),
                       &app, &QApplication::quit);
  QObject::connect(&app, &QApplication::aboutToQuit, [&seeds] {
    for (const SeedPage &seed : seeds) say(QStringLiteral("final %1 %2").arg(seed.key, order(seed)));
  });

  window.resize(parser.value(QStringLiteral("width")).toInt(), 720);
  window.show();
  // Beside the main window, its list in the board's group.
  std::unique_ptr<QWidget> second;
  if (parser.isSet(QStringLiteral("two-windows"))) {
    second.reset(addSecondWindow(board));
    second->move(window.geometry().right() + 20, window.geometry().top());
    second->show();
  }
  reportBoard(board);
  // Once mapped and laid out: where things are, for a driving test.
  QTimer::singleShot(300, &window, [&window, &seeds, &board, &tags, &outline] {
    const QRect w = window.geometry();
    say(QStringLiteral("ready window x=%1 y=%2 w=%3 h=%4").arg(w.x()).arg(w.y()).arg(w.width()).arg(w.height()));
    for (const SeedPage &seed : seeds) {
      if (seed.page != window.currentWidget()) continue;
      QWidget *viewport = seed.view->viewport();
      const QPoint origin = viewport->mapToGlobal(QPoint(0, 0));
      say(QStringLiteral("ready view %1 x=%2 y=%3 w=%4 h=%5")
              .arg(seed.key).arg(origin.x()).arg(origin.y()).arg(viewport->width()).arg(viewport->height()));
      QStringList rows;
      const QModelIndex section = seed.model->index(0, 0);
      const QModelIndex parent = seed.model->hasChildren(section) ? section : QModelIndex();
      for (int r = 0; r < seed.model->rowCount(parent); ++r) {
        const QModelIndex index = seed.model->index(r, 0, parent);
        const QRect rect = seed.view->visualRect(index);
        rows << QStringLiteral("%1:%2:%3:%4").arg(r).arg(rect.y()).arg(rect.height())
                    .arg(index.data(Qt::BackgroundRole).value<QBrush>().color().name());
      }
      say(QStringLiteral("layout %1 %2").arg(seed.key, rows.join(' ')));
      // Every item of every section: [section, row, y, height, key].
      QJsonArray all;
      const bool flat = seed.view->modelAdapter().shape() == reorderqt::ModelAdapter::Shape::Flat;
      for (int s = 0; s < (flat ? 1 : seed.model->rowCount()); ++s) {
        const QModelIndex parent = flat ? QModelIndex() : seed.model->index(s, 0);
        for (int r = 0; r < seed.model->rowCount(parent); ++r) {
          const QModelIndex index = seed.model->index(r, 0, parent);
          const QRect rect = seed.view->visualRect(index);
          all.append(QJsonArray{s, r, rect.y(), rect.height(), key(index)});
        }
      }
      say(QStringLiteral("rows %1 %2").arg(seed.key, json(all)));
      sayGridAxisReady(seed, say);
    }
    if (board.page == window.currentWidget()) boardReady(board);
    if (tags.page == window.currentWidget()) sayTagsReady(tags, say);
    if (outline.page == window.currentWidget()) sayOutlineReady(outline, say);
    // Every page, shown or not: what it holds before any move.
    for (const SeedPage &seed : seeds) {
      say(QStringLiteral("items %1 %2").arg(seed.key, items(seed)));
      say(QStringLiteral("initial %1 %2").arg(seed.key, order(seed)));
    }
    say(QStringLiteral("ready pid=%1 display=%2")
            .arg(QCoreApplication::applicationPid())
            .arg(QString::fromLocal8Bit(qgetenv("DISPLAY"))));
  });
  return app.exec();
}
