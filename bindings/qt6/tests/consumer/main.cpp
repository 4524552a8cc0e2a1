// A consumer's first program, built from the installed package alone: a
// ReorderView over a model, shown (offscreen), and one move through
// libreorder that must reach the model. Exit status 0 when it did.
#include <QApplication>
#include <QStandardItemModel>

#include <cstdio>

#include <reorderqt/reorder_view.h>

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
  std::printf("consumer ok: ReorderView moved Row 0 to 3 (libreorder %s)\n",
              reorder_version_string());
  return 0;
}
