#include "seeds.h"

#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QResizeEvent>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

#include <reorderqt/reorder_view.h>

using reorderqt::ReorderView;
using Shape = reorderqt::ModelAdapter::Shape;

namespace {

const QColor kColors[] = {QColor("#8ecae6"), QColor("#ffb703"), QColor("#a7c957"),
                          QColor("#f4a261"), QColor("#cdb4db"), QColor("#90be6d")};

QStandardItem *row(const QString &text, int height, const QColor &color) {
  auto *item = new QStandardItem(text);
  item->setEditable(false);
  item->setSizeHint(QSize(-1, height));
  item->setBackground(color);
  item->setForeground(QColor("#1d1d1d"));
  return item;
}

// One line of text, elided at the right when it is longer than the width
// (the whole text is the tooltip): a long announcement neither wraps nor
// takes height from the list above it.
class StatusLine : public QLabel {
 public:
  explicit StatusLine(const QString &text, QWidget *parent) : QLabel(parent) {
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setStatus(text);
  }
  void setStatus(const QString &text) {
    m_text = text;
    setToolTip(text);
    elide();
  }

 protected:
  void resizeEvent(QResizeEvent *event) override {
    QLabel::resizeEvent(event);
    elide();
  }

 private:
  void elide() {
    setText(fontMetrics().elidedText(m_text, Qt::ElideRight, std::max(0, contentsRect().width())));
  }
  QString m_text;
};

// The grip drawn beside the label (DecorationRole), not part of its text:
// three bars.
QIcon gripIcon() {
  QPixmap pixmap(16, 16);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  for (int y : {3, 7, 11}) painter.fillRect(QRect(1, y, 14, 2), QColor("#1d1d1d"));
  return QIcon(pixmap);
}

// The view with a hint line under it; the line shows the announcements.
SeedPage page(const QString &key, const QString &title, const QString &hint, Shape shape,
              QStandardItemModel *model, const std::function<void(ReorderView &)> &configure) {
  auto *widget = new QWidget;
  auto *view = new ReorderView(widget);
  model->setParent(widget);
  configure(*view);
  view->setModel(model, shape);
  view->setLiftedColor(QColor("#ffe066"));  // as the GTK demo's lifted rows
  auto *status = new StatusLine(hint, widget);
  status->setObjectName(QStringLiteral("status"));
  QObject::connect(view, &ReorderView::announced, status, &StatusLine::setStatus);
  auto *layout = new QVBoxLayout(widget);
  layout->addWidget(view, 1);
  layout->addWidget(status);
  return {key, title, widget, view, model};
}

}  // namespace

SeedPage makeSectionedList() {
  static const int heights[] = {44, 88, 30, 120, 60, 44};
  auto *model = new QStandardItemModel;
  int id = 1;
  for (auto [name, count] : {std::pair{"Section A", 18}, std::pair{"Section B", 22}}) {
    auto *section = new QStandardItem(QString::fromLatin1(name));
    for (int i = 0; i < count; ++i, ++id) {
      const int h = heights[(id - 1) % 6];
      section->appendRow(row(QStringLiteral("Row %1  (%2)").arg(id).arg(h), h, kColors[(id - 1) % 6]));
    }
    model->appendRow(section);
  }
  return page("000", "Sectioned list", "Long-press a row, then drag; drag to an edge to scroll.",
              Shape::Sectioned, model, [](ReorderView &v) {
                v.setRule(ReorderView::Rule::Edge);
                v.setSemantics(ReorderView::Semantics::Exchange);
                v.setContentMargins(QMarginsF(12, 0, 12, 0));  // room for the shadow
              });
}

SeedPage makeLockedSections() {
  auto *model = new QStandardItemModel;
  const char *sections[][5] = {{"Wi-Fi", "Bluetooth", "Mobile data", "Hotspot", "VPN"},
                               {"Sound", "Display", "Wallpaper", "Battery", "Storage"},
                               {"Privacy", "Location", "Security", "Accounts", "About"}};
  const char *titles[] = {"Connections", "Device", "Personal"};
  for (int s = 0; s < 3; ++s) {
    auto *section = new QStandardItem(QString::fromLatin1(titles[s]));
    for (int i = 0; i < 5; ++i) {
      // The label is the name alone (what the status line and screen
      // readers say); the grip is drawn on the left, apart from it.
      QStandardItem *item = row(QLatin1String(sections[s][i]), 48, kColors[(s * 5 + i) % 6]);
      item->setData(gripIcon(), Qt::DecorationRole);
      item->setData(QRectF(0, 0, 40, 48), reorderqt::HandleRole);  // the grip's column
      section->appendRow(item);
    }
    model->appendRow(section);
  }
  return page("001", "Locked sections", "Long-press a row's \u2630 handle; rows stay in their section.",
              Shape::Sectioned, model, [](ReorderView &v) {
                v.setRule(ReorderView::Rule::Pointer);
                v.setContentMargins(QMarginsF(12, 0, 12, 0));
                for (int s = 0; s < 3; ++s) {
                  reorderqt::SectionRules locked;
                  locked.locked = true;
                  v.setSectionRules(s, locked);
                }
              });
}

SeedPage makeChannelGrid() {
  static const char *titles[] = {"推荐", "视频", "军事", "娱乐", "问答", "体育", "汽车",
                                 "段子", "趣图", "财经", "热点", "房产", "社会", "数码",
                                 "美女", "科技", "文化", "美文", "星座", "旅游"};
  auto *model = new QStandardItemModel;
  for (const char *title : titles) {
    auto *item = new QStandardItem(QString::fromUtf8(title));
    item->setEditable(false);
    item->setTextAlignment(Qt::AlignCenter);
    item->setBackground(QColor("#e9c46a"));
    model->appendRow(item);
  }
  QStandardItem *first = model->item(0);
  first->setText(first->text() + QStringLiteral(" (pinned)"));
  first->setBackground(QColor("#bbbbbb"));
  first->setData(true, reorderqt::PinnedRole);
  return page("003", "Channel grid", "Long-press a channel, then drag; the first one stays.",
              Shape::Flat, model, [](ReorderView &v) {
                v.setLayoutMode(ReorderView::LayoutMode::Grid);
                v.setRule(ReorderView::Rule::Center);
                v.setGridColumns(4);
                v.setSpacing(10);
                v.setContentMargins(QMarginsF(10, 10, 10, 10));
              });
}

SeedPage makeTapToMove() {
  auto *model = new QStandardItemModel;
  auto *featured = new QStandardItem(QStringLiteral("Featured (holds one)"));
  featured->appendRow(row(QStringLiteral("Dune"), 56, kColors[0]));
  auto *shelf = new QStandardItem(QStringLiteral("Shelf (tap to feature)"));
  const char *books[] = {"Solaris", "Hyperion", "Foundation", "Neuromancer", "Ubik", "Contact"};
  int i = 1;
  for (const char *book : books) shelf->appendRow(row(QLatin1String(book), 56, kColors[i++ % 6]));
  model->appendRow(featured);
  model->appendRow(shelf);
  SeedPage seed = page("004", "Tap to move", "Tap a shelf row to feature it.", Shape::Sectioned,
                       model, [](ReorderView &v) {
                         v.setContentMargins(QMarginsF(12, 0, 12, 0));
                         reorderqt::SectionRules slot;
                         slot.capacity = 1;
                         slot.displacement = reorderqt::SectionRules::Displacement::SourceStart;
                         v.setSectionRules(0, slot);
                       });
  ReorderView *view = seed.view;
  QObject::connect(view, &ReorderView::tapped, view, [view](const QModelIndex &index) {
    if (index.parent().row() == 1) view->moveItem(index, {0, 0});
  });
  return seed;
}
