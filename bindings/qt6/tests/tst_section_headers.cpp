// Section headers as painted (lists and grids, either way): they slide
// with their rows after a move (also one through the API after an idle
// spell), and go on sliding, in step with their rows, through the model's
// own edits. Checked against the engine's section frames, pixel by pixel
// along the main axis.
#include <QScrollBar>
#include <QtTest>

#include "support.h"

namespace {

// Whether the main axis, along which sections and their headers follow
// each other, is x (horizontal lists, grids that scroll sideways) rather
// than y.
bool mainAxisIsX(const ReorderView &view) {
  if (view.layoutMode() == ReorderView::LayoutMode::Grid) return view.gridAxis() == Qt::Horizontal;
  return view.layoutMode() == ReorderView::LayoutMode::List && view.orientation() == Qt::Horizontal;
}

// Where the engine puts a section's header at time: its frame's start along
// the main axis, in viewport coordinates.
double headerStart(const ReorderView &view, int section, double time) {
  const std::optional<QRectF> frame = view.engine().sectionFrame(section, time);
  if (!frame) return qQNaN();
  return mainAxisIsX(view) ? frame->left() - view.horizontalScrollBar()->value()
                           : frame->top() - view.verticalScrollBar()->value();
}

// The view painted at time (the test clock's), along the main axis at cross
// coordinate 4, inside content margins where only headers are painted (they
// span the viewport; rows and cells stay inside the margins): whether each
// pixel has the header colour (nearer it than the background's).
QVector<bool> headerStrip(Harness &h, double time) {
  h.now = time;
  const QImage image = h.vp()->grab().toImage();
  const QColor header = h.view.palette().color(QPalette::Dark);
  const QColor background = h.view.palette().color(QPalette::Base);
  const auto distance = [](QColor a, QColor b) {
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
           std::abs(a.blue() - b.blue());
  };
  const bool x = mainAxisIsX(h.view);
  QVector<bool> out(x ? image.width() : image.height());
  for (int i = 0; i < out.size(); ++i) {
    const QColor c = image.pixelColor(x ? QPoint(i, 4) : QPoint(4, i));
    out[i] = distance(c, header) < distance(c, background);
  }
  return out;
}

// Compares a header strip with the headers of the engine's section frames
// at time: each pixel must be header iff it lies in one, except within
// `slack` of a header's edge (antialiasing of a fractional edge). Empty
// when so, else the first pixel that is not.
QString headerMismatch(const ReorderView &view, const QVector<bool> &painted, double time,
                       double slack) {
  const double header = view.sectionHeaderHeight();
  for (int i = 0; i < painted.size(); ++i) {
    const double centre = i + 0.5;
    bool inside = false, nearEdge = false;
    for (int s = 0; s < view.engine().sectionCount(); ++s) {
      const double start = headerStart(view, s, time);
      inside = inside || (centre > start && centre < start + header);
      nearEdge = nearEdge || std::abs(centre - start) < slack ||
                 std::abs(centre - start - header) < slack;
    }
    if (painted[i] != inside && !nearEdge)
      return QStringLiteral("at %1: pixel %2 painted %3")
          .arg(time).arg(i).arg(painted[i] ? "header" : "background");
  }
  return QString();
}

// The header strip painted at time, exactly on the engine's frames (as
// they are at rest, in whole units): empty, else what differs.
QString headersOffFrames(Harness &h, double time) {
  return headerMismatch(h.view, headerStrip(h, time), time, 0);
}

// The first header pixel at or after `from` (-1: none).
int firstHeaderPixel(const QVector<bool> &painted, int from) {
  for (int i = std::max(0, from); i < painted.size(); ++i)
    if (painted[i]) return i;
  return -1;
}

}  // namespace

class TestSectionHeaders : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // Headers slide with their rows: after a move across sections, each
  // header is painted at the start of its section's frame as the engine
  // draws it at the frame's time (the test clock), passing through
  // intermediate positions, and ends exactly on the section's resting frame;
  // an empty section's header too.
  void sectionHeadersSlideWithRows_data() {
    QTest::addColumn<ReorderView::LayoutMode>("layout");
    QTest::addColumn<Qt::Orientation>("orientation");
    QTest::newRow("vertical list") << ReorderView::LayoutMode::List << Qt::Vertical;
    QTest::newRow("horizontal list") << ReorderView::LayoutMode::List << Qt::Horizontal;
    QTest::newRow("grid") << ReorderView::LayoutMode::Grid << Qt::Vertical;
    QTest::newRow("sideways grid") << ReorderView::LayoutMode::Grid << Qt::Horizontal;
  }

  void sectionHeadersSlideWithRows() {
    QFETCH(ReorderView::LayoutMode, layout);
    QFETCH(Qt::Orientation, orientation);
    auto *model = sectionedModel({2, 2, 0, 2}, this);  // section 2 is empty
    for (int s = 0; s < model->rowCount(); ++s)
      for (int i = 0; i < model->item(s)->rowCount(); ++i)
        model->item(s)->child(i)->setSizeHint(QSize(kRow, kRow));
    Harness h(model, Shape::Sectioned);
    h.view.resize(480, 480);  // everything in view, unscrolled
    QVERIFY(h.view.setLayoutMode(layout));
    const bool grid = layout == ReorderView::LayoutMode::Grid;
    QVERIFY(h.view.setOrientation(grid ? Qt::Vertical : orientation));
    QVERIFY(h.view.setGridAxis(grid ? orientation : Qt::Vertical));
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 12, 12, 12)));  // see headerStrip()
    reorder_options options = h.view.engineOptions();
    options.grid_columns = 2;  // a third item in section 0 adds a grid row (column)
    options.grid_cell_height = kRow;
    options.grid_cell_width = kRow;  // a sideways grid's (a vertical one's: ignored)
    QVERIFY(h.view.setEngineOptions(options));
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QCOMPARE(h.view.horizontalScrollBar()->maximum() + h.view.verticalScrollBar()->maximum(), 0);

    const bool x = orientation == Qt::Horizontal;
    const double header = h.view.sectionHeaderHeight();
    const auto start = [&](int section, double time) { return headerStart(h.view, section, time); };
    // The first row of a section as presented at time: its start.
    const auto firstRowStart = [&](int section, double time) {
      for (const reorder_presentation &p :
           h.view.engine().presentation(QRectF(0, 0, 2000, 2000), time))
        if (p.path.section == section && p.path.item == 0) return x ? p.frame.x : p.frame.y;
      return qQNaN();
    };

    QCOMPARE(headersOffFrames(h, 0), QString());
    const double before[] = {start(1, 0), start(2, 0)};
    const double gap = firstRowStart(1, 0) - (before[0] + header);  // header to first row

    // r4, section 3's only item, to the top of section 0: sections 1-3
    // (2 empty) slide one row further on.
    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(3, 0)), {0, 0}));
    const double duration = h.view.engineOptions().displace_duration;
    const double after[] = {start(1, duration), start(2, duration)};
    for (int k = 0; k < 2; ++k) QVERIFY(after[k] > before[k] + kRow / 2);
    QVERIFY(h.view.engine().isAnimating(duration / 2));

    for (const double f : {0.0, 0.1, 0.25, 0.5, 0.75}) {
      const double time = f * duration;
      const QVector<bool> painted = headerStrip(h, time);
      for (int k = 0; k < 2; ++k) {  // section 1, then the empty section 2
        const int top = firstHeaderPixel(painted, static_cast<int>(before[k]) - 2);
        const QString where = QStringLiteral("section %1 at %2: painted %3, engine %4 (%5 -> %6)")
                                  .arg(k + 1).arg(f).arg(top).arg(start(k + 1, time))
                                  .arg(before[k]).arg(after[k]);
        QVERIFY2(std::abs(top - start(k + 1, time)) <= 1, qPrintable(where));
        if (f == 0)
          QVERIFY2(top == before[k], qPrintable(where));  // it starts where it was
        else if (f <= 0.5)  // under way: strictly between its old and new place
          QVERIFY2(top > before[k] + 1 && top < after[k] - 1, qPrintable(where));
      }
      // In step with its rows: the header keeps its distance to the first.
      const int top = firstHeaderPixel(painted, static_cast<int>(before[0]) - 2);
      QVERIFY2(std::abs(firstRowStart(1, time) - (top + header) - gap) <= 1,
               qPrintable(QString::number(f)));
      QCOMPARE(headerMismatch(h.view, painted, time, 1), QString());  // and every other header
    }

    // Done sliding: exactly on the resting frames, and it stays there.
    QCOMPARE(headersOffFrames(h, duration), QString());
    QVERIFY(h.settle());
    QCOMPARE(headersOffFrames(h, h.now), QString());
    const QVector<bool> painted = headerStrip(h, h.now);
    for (int k = 0; k < 2; ++k) {
      QCOMPARE(start(k + 1, h.now), after[k]);
      QCOMPARE(firstHeaderPixel(painted, static_cast<int>(before[k]) - 2),
               static_cast<int>(after[k]));
    }
    QCOMPARE(h.view.engine().itemCount(2), 0);
    QCOMPARE(labels(*model, model->index(0, 0)), (QStringList{"r4", "r0", "r1"}));
  }

  // A move through the API after an idle spell (the frame clock stopped)
  // slides from now, rows and headers alike, as do its undo and redo: the
  // engine starts such slides at the last time it was given.
  void movesAfterIdleSlide() {
    auto *model = sectionedModel({2, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 0, 12, 0)));  // see headerStrip()
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const double duration = h.view.engineOptions().displace_duration;
    const double before = headerStart(h.view, 1, h.now);
    const QModelIndex r0 = model->index(0, 0, model->index(0, 0));
    // After a second of idling, step() moves section 1's header from `from`
    // to `to`: it is there now, under way half a slide on, then done.
    const auto idleThen = [&](const std::function<bool()> &step, double from, double to) {
      QVERIFY(h.settle());
      h.now += 1;  // no frames meanwhile
      const double t0 = h.now;
      QVERIFY(step());
      QCOMPARE(headerStart(h.view, 1, t0), from);
      const double mid = t0 + duration / 2;
      QVERIFY(h.view.engine().isAnimating(mid));
      const double at = headerStart(h.view, 1, mid);
      QVERIFY2(std::min(from, to) < at && at < std::max(from, to), qPrintable(QString::number(at)));
      QCOMPARE(headerMismatch(h.view, headerStrip(h, mid), mid, 1), QString());
      QCOMPARE(headerStart(h.view, 1, t0 + duration), to);
    };
    idleThen([&] { return h.view.moveItem(r0, {1, 0}); }, before, before - kRow);
    if (QTest::currentTestFailed()) return;
    idleThen([&] { return h.view.undo(); }, before - kRow, before);
    if (QTest::currentTestFailed()) return;
    idleThen([&] { return h.view.redo(); }, before, before - kRow);
    if (QTest::currentTestFailed()) return;
    QVERIFY(h.settle());
  }

  // A model edit mid-slide that leaves sliding sections' resting places
  // alone (a row added to the last section) is made to the engine in place:
  // their headers go on from where they were drawn, on the same path (no
  // jump to the resting frame), still in step with their rows.
  void reloadBendsSlides() {
    auto *model = sectionedModel({2, 2, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 0, 12, 0)));  // see headerStrip()
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const double duration = h.view.engineOptions().displace_duration;
    const double header = h.view.sectionHeaderHeight();
    const QModelIndex r2 = model->index(0, 0, model->index(1, 0));
    // The first row of section 1 (r2) as presented at time: its top.
    const auto r2Top = [&](double time) {
      for (const reorder_presentation &p :
           h.view.engine().presentation(QRectF(0, 0, 2000, 2000), time))
        if (p.path.section == 1 && p.path.item == 0) return p.frame.y;
      return qQNaN();
    };

    // r0 to the end of section 2: sections 1 and 2 slide up one row.
    const double rest[] = {headerStart(h.view, 1, 0) - kRow, headerStart(h.view, 2, 0) - kRow};
    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(0, 0)), {2, 2}));
    const double times[] = {duration / 4, duration / 2, 3 * duration / 4};
    double drawn[2][3];
    for (int k = 0; k < 2; ++k)
      for (int t = 0; t < 3; ++t) drawn[k][t] = headerStart(h.view, k + 1, times[t]);
    QVERIFY(drawn[0][1] > rest[0] + 1);  // under way

    h.now = times[0];
    model->item(2)->appendRow(item(QStringLiteral("new")));  // mid-slide
    QVERIFY(h.view.engine().isAnimating(times[1]));
    for (int k = 0; k < 2; ++k)
      for (int t = 0; t < 3; ++t)
        QVERIFY2(qFuzzyCompare(headerStart(h.view, k + 1, times[t]), drawn[k][t]),
                 qPrintable(QStringLiteral("section %1 at %2: %3, was %4")
                                .arg(k + 1).arg(times[t])
                                .arg(headerStart(h.view, k + 1, times[t])).arg(drawn[k][t])));
    for (const double time : times) {
      QCOMPARE(r2Top(time) - headerStart(h.view, 1, time), header);  // rows in step
      QCOMPARE(headerMismatch(h.view, headerStrip(h, time), time, 1), QString());
    }
    for (int k = 0; k < 2; ++k) QCOMPARE(headerStart(h.view, k + 1, duration), rest[k]);
    QCOMPARE(h.view.visualRect(r2).top(), static_cast<int>(rest[0] + header));
    QVERIFY(h.settle());
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));
  }

  // The model's own edits are made to the engine in place, which places
  // sections at once, bending those under way (see reloadBendsSlides):
  // headers are painted on the engine's frames straight away and rest on the
  // new ones when the slide ends, through row inserts, a new header height,
  // a section removed and a reset.
  void headersFollowModelReloads() {
    auto *model = sectionedModel({2, 0, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(h.view.setContentMargins(QMarginsF(12, 0, 12, 0)));  // see headerStrip()
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    QCOMPARE(headersOffFrames(h, 0), QString());

    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(0, 0)), {2, 0}));
    const double duration = h.view.engineOptions().displace_duration;
    const double mid = duration / 2;
    QVERIFY(h.view.engine().isAnimating(mid));
    model->item(0)->insertRow(0, item(QStringLiteral("new")));  // mid-slide
    QCOMPARE(headerMismatch(h.view, headerStrip(h, mid), mid, 1), QString());
    QCOMPARE(headerStart(h.view, 1, duration), h.view.sectionHeaderHeight() + 2 * kRow);

    h.view.setSectionHeaderHeight(36);
    QCOMPARE(headerMismatch(h.view, headerStrip(h, mid), mid, 1), QString());
    // An empty section keeps room for a drop below its header.
    const double empty = h.view.emptySectionExtent();
    QCOMPARE(headerStart(h.view, 2, duration), 2 * 36.0 + 2 * kRow + empty);
    model->removeRow(0);  // a whole section: the empty one is first now
    QCOMPARE(headerMismatch(h.view, headerStrip(h, mid), mid, 1), QString());
    QCOMPARE(headerStart(h.view, 1, duration), 36.0 + empty);

    model->clear();  // a reset
    QCOMPARE(h.view.engine().sectionCount(), 0);
    QCOMPARE(headersOffFrames(h, mid), QString());
    auto *section = new QStandardItem(QStringLiteral("again"));
    section->appendRow(item(QStringLiteral("r9")));
    model->appendRow(section);
    model->appendRow(new QStandardItem(QStringLiteral("empty")));
    QCOMPARE(headersOffFrames(h, mid), QString());
    QCOMPARE(headerStart(h.view, 1, mid), 36.0 + kRow);
    QVERIFY(h.settle());
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));
  }
};

QTEST_MAIN(TestSectionHeaders)
#include "tst_section_headers.moc"
