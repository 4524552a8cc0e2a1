// ReorderView at scale beside Qt's own QListView (InternalMove) on the same
// model: a QStringListModel with mixed row heights (SizeHintRole) at 10^4,
// 10^5 and 10^6 rows, offscreen. Each measurement runs in a child process
// of its own (this program, with --child), so that its RSS growth is its
// own (the whole process's RSS, model included, is printed too: issue 14
// measured that). Prints medians and the issue 14 goals with PASS/MISS. Timings are
// for the build at hand (make qt-bench builds reorderqt as Debug).
#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QListView>
#include <QMouseEvent>
#include <QProcess>
#include <QStringListModel>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <reorderqt/reorder_view.h>

namespace {

class MixedModel : public QStringListModel {
 public:
  using QStringListModel::QStringListModel;
  QVariant data(const QModelIndex &index, int role) const override {
    if (role == Qt::SizeHintRole) return QSize(-1, 30 + 14 * (index.row() % 3));
    return QStringListModel::data(index, role);
  }
};

double rssMb() {
  QFile f(QStringLiteral("/proc/self/statm"));
  if (!f.open(QIODevice::ReadOnly)) return 0;
  const QList<QByteArray> fields = f.readAll().split(' ');
  return fields.value(1).toDouble() * 4096 / 1e6;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

double ms(QElapsedTimer &t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

void mouse(QWidget *w, QEvent::Type type, QPointF p) {
  QMouseEvent e(type, p, w->mapToGlobal(p), type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(w, &e);
}

// A layout change of every row (as after a sort, here with the order
// kept), which a view answers by reading the model again: what it keeps
// after is measured as rsslayout.
void relayout(QAbstractItemModel &model) {
  emit model.layoutAboutToBeChanged();
  emit model.layoutChanged();
  QApplication::processEvents();
}

// One measurement: prints "key value" lines.
int child(const QString &view, int rows) {
  QStringList list;
  list.reserve(rows);
  for (int i = 0; i < rows; ++i) list << QStringLiteral("Row %1").arg(i);
  MixedModel model(list);
  list.clear();  // else the first edit copies the model's list
  const double before = rssMb();
  QElapsedTimer t;
  t.start();  // the model's own share of a host edit, with no view
  model.moveRows({}, 10, 1, {}, rows - 10);
  std::printf("baremove %.3f\n", ms(t));
  model.moveRows({}, rows - 11, 1, {}, 10);
  if (view == QLatin1String("qlistview")) {
    QListView lv;
    lv.setDragDropMode(QAbstractItemView::InternalMove);
    lv.resize(400, 600);
    t.start();
    lv.setModel(&model);
    lv.show();
    QApplication::processEvents();
    std::printf("load %.2f\nrss %.1f\nprocess %.1f\n", ms(t), rssMb() - before, rssMb());
    t.start();
    model.moveRows({}, 10, 1, {}, rows - 10);
    QApplication::processEvents();
    std::printf("hostmove %.3f\n", ms(t));
    relayout(model);
    std::printf("rsslayout %.1f\n", rssMb() - before);
    return 0;
  }
  double now = 0;
  reorderqt::ReorderView rv;
  rv.setClock([&now] { return now; });
  rv.setActivation(reorderqt::ReorderView::Activation::Immediate);
  rv.resize(400, 600);
  t.start();
  rv.setModel(&model);
  rv.show();
  QApplication::processEvents();
  std::printf("load %.2f\nrss %.1f\nprocess %.1f\n", ms(t), rssMb() - before, rssMb());
  // A drag in the middle of the list, up and down over rows, each frame a
  // pointer move and a repaint; the lower edge auto-scrolls.
  rv.scrollTo(model.index(rows / 2));
  QWidget *vp = rv.viewport();
  QPointF p(200, 300);
  mouse(vp, QEvent::MouseButtonPress, p);
  std::vector<double> frames;
  for (int i = 0; i < 240; ++i) {
    now += 1.0 / 60;
    p.setY(300 + 260 * std::sin(i / 20.0));
    t.start();
    mouse(vp, QEvent::MouseMove, p);
    rv.repaint();
    frames.push_back(ms(t));
  }
  mouse(vp, QEvent::MouseButtonRelease, p);
  now += 2;
  QApplication::processEvents();
  std::printf("frame %.3f\nframemax %.3f\n", median(frames),
              *std::max_element(frames.begin(), frames.end()));
  std::vector<double> moves;
  for (int i = 0; i < 5; ++i) {
    t.start();
    model.moveRows({}, 10 + i, 1, {}, rows - 10);
    moves.push_back(ms(t));
  }
  std::printf("hostmove %.3f\n", median(moves));
  relayout(model);
  std::printf("rsslayout %.1f\n", rssMb() - before);
  return 0;
}

QHash<QString, double> run(const QString &view, int rows) {
  QProcess p;
  p.start(QCoreApplication::applicationFilePath(),
          {QStringLiteral("--child"), view, QString::number(rows)});
  p.waitForFinished(-1);
  QHash<QString, double> out;
  for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
    const QList<QByteArray> kv = line.split(' ');
    if (kv.size() == 2) out.insert(QString::fromLatin1(kv[0]), kv[1].toDouble());
  }
  return out;
}

}  // namespace

int main(int argc, char **argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  const QStringList args = app.arguments();
  if (args.value(1) == QLatin1String("--child"))
    return child(args.value(2), args.value(3).toInt());
  std::printf("%9s  %-10s %10s %9s %11s %11s %11s %12s\n", "rows", "view", "load ms", "RSS MB",
              "process MB", "frame med", "frame max", "moveRows ms");
  QHash<QString, double> first[2];  // each view at the fewest rows
  for (const int rows : {10000, 100000, 1000000}) {
    const QHash<QString, double> r = run(QStringLiteral("reorder"), rows);
    const QHash<QString, double> q = run(QStringLiteral("qlistview"), rows);
    if (rows == 10000) first[0] = r, first[1] = q;
    std::printf("%9d  %-10s %10.1f %9.1f %11.1f %11.2f %11.2f %12.3f\n", rows, "ReorderView",
                r["load"], r["rss"], r["process"], r["frame"], r["framemax"], r["hostmove"]);
    std::printf("%9d  %-10s %10.1f %9.1f %11.1f %11s %11s %12.3f\n", rows, "QListView",
                q["load"], q["rss"], q["process"], "-", "-", q["hostmove"]);
    if (rows != 1000000) continue;
    const auto goal = [](const char *what, bool ok, double value, const char *limit) {
      std::printf("  goal %-34s %10.2f  %-10s %s\n", what, value, limit, ok ? "PASS" : "MISS");
    };
    goal("drag frame median (ms)", r["frame"] <= 20, r["frame"], "<= 20");
    goal("drag frame worst (ms)", r["framemax"] <= 20, r["framemax"], "<= 20");
    goal("load (ms)", r["load"] <= 1000, r["load"], "<= 1000");
    std::printf("  (moveRows on the bare model, no view: %.3f ms)\n", r["baremove"]);
    goal("host moveRows, the view's share (ms)", r["hostmove"] - r["baremove"] <= 1,
         r["hostmove"] - r["baremove"], "<= 1");
    // What each more row costs, past what any list costs (fonts, widgets).
    const auto perRow = [&](const QHash<QString, double> &big, const QHash<QString, double> &small) {
      return (big["rss"] - small["rss"]) * 1e6 / (rows - 10000);
    };
    std::printf("  RSS growth per row, 10^4 to 10^6: ReorderView %.1f B, QListView %.1f B\n",
                perRow(r, first[0]), perRow(q, first[1]));
    std::printf("  RSS after a layoutChanged of every row: ReorderView %.1f MB, QListView %.1f MB\n",
                r["rsslayout"], q["rsslayout"]);
    // Issue 14 measured whole processes holding the same model (410 MB
    // against 136 MB at 10^6); the view's own growth, the model left out,
    // is the stricter ratio, printed beside it.
    goal("process RSS / QListView's", r["process"] <= 2 * q["process"],
         r["process"] / std::max(1.0, q["process"]), "<= 2");
    std::printf("  (RSS growth of the view alone, the model left out: %.2fx QListView's)\n",
                r["rss"] / std::max(1.0, q["rss"]));
  }
  return 0;  // a report, not a test
}
