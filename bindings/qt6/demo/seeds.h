// The demo's four pages, one per seed article (see docs/ARCHITECTURE.md, "The four seeds"): each
// a ReorderView over a QStandardItemModel the page owns.
#pragma once

#include <QString>

class QStandardItemModel;
class QWidget;

namespace reorderqt {
class ReorderView;
}

struct SeedPage {
  QString key;    // "000", "001", "003", "004": --seed and the output's tag
  QString title;  // the tab's title
  QWidget *page = nullptr;
  reorderqt::ReorderView *view = nullptr;
  QStandardItemModel *model = nullptr;
};

/// Seed 000: a long sectioned list with mixed row heights; edge rule,
/// exchange across sections, edge auto-scroll.
SeedPage makeSectionedList();
/// Seed 001: sections locked to themselves, rows lifted by their handle.
SeedPage makeLockedSections();
/// Seed 003: a grid of channel titles, the first one pinned.
SeedPage makeChannelGrid();
/// Seed 004: tap a row to move it into a one-item section, which displaces
/// its item to the top of the other section.
SeedPage makeTapToMove();
