#include "outline.h"

#include <QAbstractItemModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QStandardItemModel>
#include <QTimer>
#include <QVBoxLayout>

#include <reorderqt/reorder_view.h>

#include "seeds.h"

using reorderqt::IndexPath;
using reorderqt::ReorderView;

namespace {

// A group's key and its rows: tasks (no children) and groups of their own.
struct Row {
  const char *key;
  std::vector<Row> children;
  bool group = false;
};

const Row kList[] = {
    {"groceries", {{"milk", {}}, {"bread", {}}, {"eggs", {}}}, true},
    {"trip", {{"flights", {}}, {"packing", {{"passport", {}}, {"charger", {}}}, true}}, true},
    {"call-mum", {}},
    {"pay-rent", {}},
    {"water-plants", {}},
};

QString key(const QModelIndex &index) { return index.data(KeyRole).toString(); }

QStandardItem *makeRow(const QString &key, bool group) {
  auto *item = new QStandardItem(group ? key.toUpper() : key);
  item->setEditable(false);
  item->setData(key, KeyRole);
  item->setData(!group, reorderqt::NoChildrenRole);
  item->setSizeHint(QSize(-1, 36));
  item->setForeground(QColor("#1d1d1d"));
  return item;
}

void add(QStandardItem *parent, const Row &row, int &colour) {
  QStandardItem *item = makeRow(QString::fromUtf8(row.key), row.group);
  item->setBackground(seedColor(colour++));
  for (const Row &child : row.children) add(item, child, colour);
  parent->appendRow(item);
}

QString tree(const QAbstractItemModel &model, const QModelIndex &parent = {}) {
  QStringList rows;
  for (int r = 0; r < model.rowCount(parent); ++r) {
    const QModelIndex index = model.index(r, 0, parent);
    const QString children = tree(model, index);
    rows << key(index) + (children.isEmpty() ? QString() : QStringLiteral("(%1)").arg(children));
  }
  return rows.join(' ');
}

void sayTree(const OutlinePage &outline, const std::function<void(const QString &)> &say) {
  say(QStringLiteral("tree outline ") + tree(*outline.model));
  sayOutlineRows(outline, say);
}

// Once the model has every row of a change (a subtree's, an outdent's
// adopted siblings), one tree line.
void sayTreeSoon(const OutlinePage &outline, const std::function<void(const QString &)> &say) {
  static bool pending = false;
  if (pending) return;
  pending = true;
  QTimer::singleShot(0, outline.view, [outline, say] {
    pending = false;
    sayTree(outline, say);
  });
}

// Combining: the target task's place gets a new group holding the target,
// then the dragged task. Queued: the engine is still ending the drag.
void combine(const OutlinePage &outline, const QModelIndex &dragged, const QModelIndex &target,
             const std::function<void(const QString &)> &say) {
  static int groups = 0;
  const QPersistentModelIndex d(dragged), t(target);
  QTimer::singleShot(0, outline.view, [outline, d, t, say] {
    if (!d.isValid() || !t.isValid()) return;
    QStandardItemModel *model = outline.model;
    const auto parentOf = [model](const QModelIndex &index) {
      return index.parent().isValid() ? model->itemFromIndex(index.parent())
                                      : model->invisibleRootItem();
    };
    const QString name = QStringLiteral("group-%1").arg(++groups);
    QStandardItem *group = makeRow(name, true);
    group->setBackground(seedColor(groups));
    parentOf(t)->insertRow(t.row(), group);
    group->appendRow(parentOf(t)->takeRow(t.row()));
    group->appendRow(parentOf(d)->takeRow(d.row()));
    say(QStringLiteral("group outline ") + name);
    sayTree(outline, say);
  });
}

}  // namespace

OutlinePage makeOutlinePage() {
  OutlinePage outline;
  outline.page = new QWidget;
  outline.model = new QStandardItemModel(outline.page);
  int colour = 0;
  for (const Row &row : kList) add(outline.model->invisibleRootItem(), row, colour);
  outline.view = new ReorderView(outline.page);
  outline.view->setModel(outline.model, reorderqt::ModelAdapter::Shape::Tree);
  // The model follows at the drop: a row and its sub-items move once.
  outline.view->setCommitMode(ReorderView::CommitMode::OnDrop);
  outline.view->setOutlineIndent(28);
  outline.view->setCombineZone(0.5);
  outline.view->setContentMargins({8, 8, 8, 8});
  outline.view->setLiftedColor(seedLiftedColor());
  auto *layout = new QVBoxLayout(outline.page);
  layout->addWidget(outline.view, 1);
  layout->addWidget(new QLabel(QStringLiteral("Long-press a row and drag it (sideways: a level); "
                                              "hold it over a group to drop it in, over a task "
                                              "to group both. Tab / Shift+Tab indent."),
                               outline.page));
  return outline;
}

void sayOutlineRows(const OutlinePage &outline, const std::function<void(const QString &)> &say) {
  QJsonArray rows;
  const std::function<void(const QModelIndex &, int)> visit = [&](const QModelIndex &parent,
                                                                  int depth) {
    for (int r = 0; r < outline.model->rowCount(parent); ++r) {
      const QModelIndex index = outline.model->index(r, 0, parent);
      const QRect rect = outline.view->visualRect(index);
      rows.append(QJsonArray{key(index), depth, rect.x(), rect.y(), rect.width(), rect.height()});
      if (outline.view->isExpanded(index)) visit(index, depth + 1);
    }
  };
  visit({}, 0);
  say(QStringLiteral("rows outline ") +
      QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
}

void sayOutlineReady(const OutlinePage &outline, const std::function<void(const QString &)> &say) {
  const QWidget *viewport = outline.view->viewport();
  const QPoint origin = viewport->mapToGlobal(QPoint(0, 0));
  say(QStringLiteral("ready outline x=%1 y=%2 w=%3 h=%4")
          .arg(origin.x()).arg(origin.y()).arg(viewport->width()).arg(viewport->height()));
  say(QStringLiteral("indent outline %1").arg(outline.view->outlineIndent()));
  sayTree(outline, say);
}

void reportOutline(const OutlinePage &outline, std::function<void(const QString &)> say) {
  ReorderView *view = outline.view;
  QObject::connect(view, &ReorderView::dragStarted, view, [say](const QModelIndex &index) {
    say(QStringLiteral("lift outline ") + key(index));
  });
  QObject::connect(view, &ReorderView::itemMoved, view,
                   [outline, say](IndexPath from, IndexPath to) {
                     say(QStringLiteral("move outline from=%1 to=%2").arg(from.item).arg(to.item));
                     sayTreeSoon(outline, say);
                   });
  QObject::connect(view, &ReorderView::dropped, view, [outline, say](IndexPath, IndexPath, int) {
    say(QStringLiteral("drop outline ") + key(outline.view->currentIndex()));
    sayTreeSoon(outline, say);
  });
  QObject::connect(view, &ReorderView::dragCancelled, view,
                   [say] { say(QStringLiteral("cancel outline")); });
  QObject::connect(view, &ReorderView::itemsCombined, view,
                   [outline, say](const QModelIndex &dragged, const QModelIndex &target) {
                     say(QStringLiteral("combine outline %1 %2").arg(key(dragged), key(target)));
                     combine(outline, dragged, target, say);
                   });
  QObject::connect(view, &ReorderView::errorOccurred, view, [say](int status, const QString &m) {
    say(QStringLiteral("error outline %1 %2").arg(status).arg(m));
  });
}
