// The demo's four pages, one per seed article (see docs/ARCHITECTURE.md, "The four seeds"),
// built from the one data set every host shows (bindings/seeds: seeds.json, seeds.h): each a
// ReorderView over a QStandardItemModel the page owns.
#pragma once

#include <QColor>
#include <QString>
#include <QVector>

class QStandardItemModel;
class QWidget;

namespace reorderqt {
class ReorderView;
}

// Each item's seed key (QString): unique in its page, what tests name items by.
constexpr int KeyRole = Qt::UserRole + 1;

struct SeedPage {
  QString key;    // "000", "001", "003", "004": --seed and the output's tag
  QString title;  // the tab's title
  QWidget *page = nullptr;
  reorderqt::ReorderView *view = nullptr;
  QStandardItemModel *model = nullptr;
};

/// Every seed page, in the data set's order.
QVector<SeedPage> makeSeedPages();

/// The data set's item colours (i modulo their count) and lifted colour,
/// for the demo's other pages.
QColor seedColor(int i);
QColor seedLiftedColor();
