#include "tags.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <reorderqt/reorder_view.h>

#include "seeds.h"

using reorderqt::IndexPath;
using reorderqt::ReorderView;

namespace {

// The chips, their own texts as keys: short and long, so lines break
// unevenly.
const char *const kTags[] = {
    "swift",     "qt",          "c-abi",        "drag-and-drop",   "gtk",       "python",
    "a11y",      "right-to-left", "long-press", "auto-scroll",     "undo",      "keyboard",
    "animation", "flow",        "tags",         "chips",           "wayland",   "x11",
    "touch",     "selection",   "transfer-groups", "sections",     "pinned",    "capacity",
    "midpoint",  "edge",        "pointer",      "grid",            "lists",     "headers",
    "screen-readers", "benchmarks", "fuzzing",  "xdotool",         "xvfb",      "cmake",
};

QString json(const QJsonArray &array) {
  return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QString path(IndexPath p) { return QStringLiteral("%1,%2").arg(p.section).arg(p.item); }

QString key(const QModelIndex &index) { return index.data(KeyRole).toString(); }

QString order(const TagsPage &tags) {
  QJsonArray keys;
  for (int r = 0; r < tags.model->rowCount(); ++r) keys.append(key(tags.model->index(r, 0)));
  return json(keys);
}

}  // namespace

TagsPage makeTagsPage() {
  TagsPage tags;
  tags.page = new QWidget;
  tags.model = new QStandardItemModel(tags.page);
  int i = 0;
  for (const char *text : kTags) {
    auto *item = new QStandardItem(QString::fromUtf8(text));
    item->setEditable(false);
    item->setData(QString::fromUtf8(text), KeyRole);
    // As wide as the text (the view measures a negative width), 30 high.
    item->setSizeHint(QSize(-1, 30));
    item->setData(Qt::AlignCenter, Qt::TextAlignmentRole);
    item->setBackground(seedColor(i++));
    item->setForeground(QColor("#1d1d1d"));
    tags.model->appendRow(item);
  }
  tags.view = new ReorderView(tags.page);
  tags.view->setLayoutMode(ReorderView::LayoutMode::Flow);
  tags.view->setSpacing(6);
  tags.view->setContentMargins({8, 8, 8, 8});  // room for the shadow
  tags.view->setModel(tags.model);
  tags.view->setLiftedColor(seedLiftedColor());

  tags.rightToLeft = new QCheckBox(QStringLiteral("Right to left"), tags.page);
  tags.rightToLeft->setChecked(QApplication::layoutDirection() == Qt::RightToLeft);
  ReorderView *view = tags.view;
  QObject::connect(tags.rightToLeft, &QCheckBox::toggled, view, [view](bool on) {
    view->setLayoutDirection(on ? Qt::RightToLeft : Qt::LeftToRight);
  });
  tags.alignment = new QComboBox(tags.page);
  tags.alignment->addItem(QStringLiteral("Start"), int(ReorderView::FlowAlignment::Start));
  tags.alignment->addItem(QStringLiteral("Centre"), int(ReorderView::FlowAlignment::Center));
  tags.alignment->addItem(QStringLiteral("Justify"), int(ReorderView::FlowAlignment::Justify));
  QComboBox *alignment = tags.alignment;
  QObject::connect(alignment, &QComboBox::currentIndexChanged, view, [view, alignment](int) {
    view->setFlowAlignment(static_cast<ReorderView::FlowAlignment>(alignment->currentData().toInt()));
  });

  auto *bar = new QHBoxLayout;
  bar->addWidget(tags.rightToLeft);
  bar->addWidget(new QLabel(QStringLiteral("Lines:"), tags.page));
  bar->addWidget(tags.alignment);
  bar->addStretch(1);
  auto *layout = new QVBoxLayout(tags.page);
  layout->addLayout(bar);
  layout->addWidget(tags.view, 1);
  layout->addWidget(new QLabel(QStringLiteral("Long-press a tag and drag it, to another line too; "
                                               "Space lifts the focused one, arrows move it."),
                               tags.page));
  return tags;
}

void sayTagsLayout(const TagsPage &tags, const std::function<void(const QString &)> &say) {
  QJsonArray chips;
  for (int r = 0; r < tags.model->rowCount(); ++r) {
    const QModelIndex index = tags.model->index(r, 0);
    const QRect rect = tags.view->visualRect(index);
    chips.append(QJsonArray{key(index), rect.x(), rect.y(), rect.width(), rect.height()});
  }
  say(QStringLiteral("chips tags ") + json(chips));
}

void sayTagsReady(const TagsPage &tags, const std::function<void(const QString &)> &say) {
  const auto geometry = [&say](const char *what, const QWidget *widget) {
    const QPoint origin = widget->mapToGlobal(QPoint(0, 0));
    say(QStringLiteral("ready %1 x=%2 y=%3 w=%4 h=%5")
            .arg(QLatin1String(what)).arg(origin.x()).arg(origin.y())
            .arg(widget->width()).arg(widget->height()));
  };
  geometry("tags", tags.view->viewport());
  geometry("tags-rtl", tags.rightToLeft);
  sayTagsLayout(tags, say);
  say(QStringLiteral("initial tags ") + order(tags));
}

void reportTags(const TagsPage &tags, std::function<void(const QString &)> say) {
  ReorderView *view = tags.view;
  QObject::connect(view, &ReorderView::dragStarted, view, [say](const QModelIndex &index) {
    say(QStringLiteral("lift tags ") + key(index));
  });
  QObject::connect(view, &ReorderView::itemMoved, view, [tags, say](IndexPath from, IndexPath to) {
    say(QStringLiteral("move tags from=%1 to=%2").arg(path(from), path(to)));
    say(QStringLiteral("order tags ") + order(tags));
  });
  QObject::connect(view, &ReorderView::dropped, view,
                   [tags, say](IndexPath from, IndexPath to, int count) {
                     say(QStringLiteral("drop tags from=%1 to=%2 count=%3")
                             .arg(path(from), path(to)).arg(count));
                     sayTagsLayout(tags, say);
                   });
  QObject::connect(view, &ReorderView::dragCancelled, view,
                   [say] { say(QStringLiteral("cancel tags")); });
  QObject::connect(tags.rightToLeft, &QCheckBox::toggled, view, [tags, say](bool on) {
    say(QStringLiteral("direction tags ") + (on ? QStringLiteral("rtl") : QStringLiteral("ltr")));
    sayTagsLayout(tags, say);
  });
  QObject::connect(tags.alignment, &QComboBox::currentIndexChanged, view, [tags, say](int index) {
    say(QStringLiteral("align tags %1").arg(index));
    sayTagsLayout(tags, say);
  });
  QObject::connect(view, &ReorderView::errorOccurred, view, [say](int status, const QString &m) {
    say(QStringLiteral("error tags %1 %2").arg(status).arg(m));
  });
}
