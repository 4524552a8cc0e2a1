// A consumer's first program, built from the installed package alone: a
// ReorderView over a model, shown (offscreen), and one move through
// libreorder that must reach the model; then a second view in a
// TransferGroup with it, and one row transferred into the second's model.
// Exit status 0 when both did.
#include <QApplication>
#include <QStandardItemModel>

#include <cstdio>

#include <reorderqt/reorder_view.h>
#include <reorderqt/transfer_group.h>

int main(int argc, char **argv) {
  QApplication app(argc, argv);
  QStandardItemModel model;
  for (int row = 0; row < 5; ++row) {
    model.appendRow(new QStandardItem(QStringLiteral("Row %1").arg(row)));
  }
  reorderqt::ReorderView view;
  view.setModel(&model);
  view.resize(240, 320);
  view.show();
  QApplication::processEvents();

  if (!view.moveItem(model.index(0, 0), {0, 3}) ||
      model.index(3, 0).data().toString() != QStringLiteral("Row 0")) {
    std::fprintf(stderr, "consumer: Row 0 was not moved to 3\n");
    return 1;
  }
  QStandardItemModel other;
  reorderqt::ReorderView second;
  second.setModel(&other);
  reorderqt::TransferGroup group;
  view.setTransferGroup(&group);
  second.setTransferGroup(&group);
  if (!view.transferItem(model.index(3, 0), &second, {0, 0}) || model.rowCount() != 4 ||
      other.index(0, 0).data().toString() != QStringLiteral("Row 0")) {
    std::fprintf(stderr, "consumer: Row 0 was not transferred to the second view\n");
    return 1;
  }
  std::printf("consumer ok: ReorderView moved Row 0 to 3, then into another view (libreorder %s)\n",
              reorder_version_string());
  return 0;
}
