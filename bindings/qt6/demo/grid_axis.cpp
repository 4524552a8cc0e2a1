#include "grid_axis.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScrollBar>
#include <QStandardItemModel>

#include <reorderqt/reorder_view.h>

#include "seeds.h"

using reorderqt::ReorderView;

namespace {

QCheckBox *axisSwitch(const SeedPage &page) {
  return page.page->findChild<QCheckBox *>(QStringLiteral("gridAxis"));
}

void sayCells(const SeedPage &page, const std::function<void(const QString &)> &say) {
  QJsonArray cells;
  for (int r = 0; r < page.model->rowCount(); ++r) {
    const QModelIndex index = page.model->index(r, 0);
    const QRect rect = page.view->visualRect(index);
    cells.append(QJsonArray{index.data(KeyRole).toString(), rect.x(), rect.y(), rect.width(),
                            rect.height()});
  }
  say(QStringLiteral("cells %1 %2")
          .arg(page.key, QString::fromUtf8(QJsonDocument(cells).toJson(QJsonDocument::Compact))));
}

}  // namespace

void addGridAxisSwitch(const SeedPage &page, const std::function<void(const QString &)> &say) {
  auto *box = new QCheckBox(QStringLiteral("Scroll sideways"), page.page);
  box->setObjectName(QStringLiteral("gridAxis"));
  if (auto *layout = qobject_cast<QBoxLayout *>(page.page->layout())) layout->insertWidget(0, box);
  ReorderView *view = page.view;
  QObject::connect(box, &QCheckBox::toggled, view, [page, say](bool on) {
    page.view->setGridAxis(on ? Qt::Horizontal : Qt::Vertical);
    say(QStringLiteral("axis %1 %2").arg(page.key, on ? QStringLiteral("horizontal")
                                                      : QStringLiteral("vertical")));
    sayCells(page, say);
  });
  QObject::connect(view, &ReorderView::dropped, view, [page, say] { sayCells(page, say); });
  QScrollBar *bar = view->horizontalScrollBar();
  QObject::connect(bar, &QScrollBar::valueChanged, view, [page, bar, say](int value) {
    say(QStringLiteral("scroll %1 x=%2 max=%3").arg(page.key).arg(value).arg(bar->maximum()));
  });
}

void sayGridAxisReady(const SeedPage &page, const std::function<void(const QString &)> &say) {
  const QCheckBox *box = axisSwitch(page);
  if (!box) return;
  const QPoint origin = box->mapToGlobal(QPoint(0, 0));
  say(QStringLiteral("ready axis %1 x=%2 y=%3 w=%4 h=%5")
          .arg(page.key).arg(origin.x()).arg(origin.y()).arg(box->width()).arg(box->height()));
  sayCells(page, say);
}
