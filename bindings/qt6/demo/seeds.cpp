#include "seeds.h"

#include <QAbstractItemDelegate>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QResizeEvent>
#include <QStandardItemModel>
#include <QStyleOptionViewItem>
#include <QVBoxLayout>

#include <algorithm>

#include <reorderqt/reorder_view.h>

// The generated data (bindings/seeds on the include path), not this
// directory's seeds.h: an include in angle brackets skips the includer's own
// directory.
#include <seeds.h>

using reorderqt::ReorderView;
using Shape = reorderqt::ModelAdapter::Shape;

namespace {

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

// Paints an item through the view's own delegate (which fills the lifted
// item with the lifted colour), then the row's height from the seed at its
// right: drawn, not part of the text that announcements read.
class HeightDelegate : public QAbstractItemDelegate {
 public:
  HeightDelegate(QAbstractItemDelegate *inner, QObject *parent)
      : QAbstractItemDelegate(parent), m_inner(inner) {}
  void paint(QPainter *painter, const QStyleOptionViewItem &option,
             const QModelIndex &index) const override {
    m_inner->paint(painter, option, index);
    const int height = index.data(Qt::SizeHintRole).toSize().height();
    if (height <= 0) return;
    painter->save();
    painter->setPen(index.data(Qt::ForegroundRole).value<QBrush>().color());
    painter->drawText(option.rect.adjusted(0, 0, -12, 0), Qt::AlignRight | Qt::AlignVCenter,
                      QStringLiteral("%1 px").arg(height));
    painter->restore();
  }
  QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override {
    return m_inner->sizeHint(option, index);
  }

 private:
  QAbstractItemDelegate *m_inner;
};

QStandardItem *item(const seed_item &seed, bool grid, bool handle) {
  auto *item = new QStandardItem(QString::fromUtf8(seed.title));
  item->setEditable(false);
  item->setData(QString::fromUtf8(seed.key), KeyRole);
  if (seed.height > 0) item->setSizeHint(QSize(-1, seed.height));
  const bool pinned = seed.flags & REORDER_ITEM_PINNED;
  item->setBackground(QColor(pinned ? seed_pinned_color : seed_colors[seed.color]));
  item->setForeground(QColor("#1d1d1d"));
  item->setData(pinned, reorderqt::PinnedRole);
  if (grid) item->setTextAlignment(Qt::AlignCenter);
  if (handle) {
    // The label is the title alone (what the status line and screen readers
    // say); the grip is drawn on the left, apart from it.
    item->setData(gripIcon(), Qt::DecorationRole);
    item->setData(QRectF(0, 0, 40, seed.height), reorderqt::HandleRole);  // the grip's column
  }
  return item;
}

// A page's options at once: one engine configuration, not a setter each.
reorder_options options(const ReorderView &view, const seed_page &page) {
  reorder_options o = view.engineOptions();
  o.layout = page.layout;
  o.rule = page.rule;
  o.semantics = page.semantics;
  if (page.layout == REORDER_LAYOUT_GRID) {
    o.grid_columns = page.grid_columns;
    o.grid_cell_height = page.grid_cell_height;
    o.item_spacing = o.line_spacing = page.grid_spacing;
    o.insets = {1.0 * page.grid_insets, 1.0 * page.grid_insets, 1.0 * page.grid_insets,
                1.0 * page.grid_insets};
  } else {
    o.insets = {12, 0, 12, 0};  // room for the shadow
  }
  return o;
}

// One page from its seed: the view with a hint line under it; the line
// shows the announcements.
SeedPage makePage(const seed_page &seed) {
  const bool grid = seed.layout == REORDER_LAYOUT_GRID;
  // One untitled section is the whole list, without a header.
  const bool flat = seed.n_sections == 1 && !*seed.sections[0].title;
  auto *widget = new QWidget;
  auto *model = new QStandardItemModel(widget);
  for (int s = 0; s < seed.n_sections; ++s) {
    const seed_section &section = seed.sections[s];
    QStandardItem *parent = flat ? model->invisibleRootItem()
                                 : new QStandardItem(QString::fromUtf8(section.title));
    for (int i = 0; i < section.n_items; ++i)
      parent->appendRow(item(section.items[i], grid, seed.handle));
    if (!flat) model->appendRow(parent);
  }
  auto *view = new ReorderView(widget);
  view->setEngineOptions(options(*view, seed));
  for (int s = 0; s < seed.n_sections; ++s) {
    reorderqt::SectionRules rules;
    rules.locked = seed.sections[s].locked;
    rules.capacity = seed.sections[s].capacity;
    rules.displacement =
        static_cast<reorderqt::SectionRules::Displacement>(seed.sections[s].displacement);
    view->setSectionRules(s, rules);
  }
  view->setModel(model, flat ? Shape::Flat : Shape::Sectioned);
  view->setItemDelegate(new HeightDelegate(view->itemDelegate(), view));
  view->setLiftedColor(QColor(seed_lifted_color));
  if (seed.tap == SEED_TAP_FEATURE) {
    // A tap outside the first section moves the item to its top: animated and
    // announced; a full first section displaces its item (its rules).
    QObject::connect(view, &ReorderView::tapped, view, [view](const QModelIndex &index) {
      if (index.parent().row() > 0) view->moveItem(index, {0, 0});
    });
  }
  auto *status = new StatusLine(QString::fromUtf8(seed.hint), widget);
  status->setObjectName(QStringLiteral("status"));
  QObject::connect(view, &ReorderView::announced, status, &StatusLine::setStatus);
  auto *layout = new QVBoxLayout(widget);
  layout->addWidget(view, 1);
  layout->addWidget(status);
  return {QString::fromUtf8(seed.id), QString::fromUtf8(seed.title), widget, view, model};
}

}  // namespace

QVector<SeedPage> makeSeedPages() {
  QVector<SeedPage> pages;
  for (const seed_page &seed : seed_pages) pages.append(makePage(seed));
  return pages;
}

QColor seedColor(int i) {
  constexpr int count = sizeof seed_colors / sizeof *seed_colors;
  return QColor(seed_colors[((i % count) + count) % count]);
}

QColor seedLiftedColor() { return QColor(seed_lifted_color); }
