// Options: every field of reorder_options is either set by a ReorderView
// property or deliberately left to setEngineOptions() (optionFields(),
// checked at compile time against the table generated from reorder.h), and
// each property named there exists and sets its field; the view's own
// properties are all accounted for; empty sections keep room for a drop.
#include <QMetaProperty>
#include <QSignalSpy>
#include <QtTest>

#include <cstring>

#include <reorderqt/option_properties.h>

#include "support.h"

using reorderqt::OptionField;
using reorderqt::OptionKind;

namespace {

// The bytes of one field of options.
QByteArray fieldBytes(const reorder_options &options, const OptionField &field) {
  return QByteArray(reinterpret_cast<const char *>(&options) + field.offset,
                    static_cast<qsizetype>(field.size));
}

// A value of property p other than current (which the engine accepts).
QVariant otherValue(const QMetaProperty &p, const QVariant &current) {
  if (p.isEnumType()) {
    const QMetaEnum e = p.enumerator();
    for (int k = 0; k < e.keyCount(); ++k)
      if (e.value(k) != current.toInt()) return e.value(k);
    return {};
  }
  switch (p.metaType().id()) {
    case QMetaType::Bool: return !current.toBool();
    case QMetaType::Int: return current.toInt() + 1;
    case QMetaType::Double: return current.toDouble() + 0.5;
    default:
      if (p.metaType() == QMetaType::fromType<QMarginsF>())
        return QVariant::fromValue(current.value<QMarginsF>() + QMarginsF(1, 2, 3, 4));
      return {};
  }
}

// Rows width wide and kRow high: sized along either axis.
QStandardItemModel *sizedModel(int rows, int width, QObject *parent) {
  QStandardItemModel *model = flatModel(rows, parent);
  for (int r = 0; r < rows; ++r) model->item(r)->setSizeHint(QSize(width, kRow));
  return model;
}

// A view's defaults: a mouse's (edge auto-scroll a user can control).
reorder_options defaults() {
  reorder_options options;
  if (reorder_options_init_preset(&options, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP) !=
      REORDER_OK)
    qFatal("init");
  return options;
}

// Every field alike (the struct's padding is nobody's: a copy need not keep it).
bool sameOptions(const reorder_options &a, const reorder_options &b) {
  for (const OptionField &f : reorderqt::optionFields()) {
    const auto *pa = reinterpret_cast<const unsigned char *>(&a) + f.offset;
    const auto *pb = reinterpret_cast<const unsigned char *>(&b) + f.offset;
    if (std::memcmp(pa, pb, f.size) != 0) return false;
  }
  return true;
}

}  // namespace

class TestOptions : public ReorderTestCase {
  Q_OBJECT

 private slots:
  // The list covers reorder_options from its version to its last field.
  void fieldsListTheWholeStruct() {
    const std::vector<OptionField> &fields = reorderqt::optionFields();
    QVERIFY(!fields.empty());
    QCOMPARE(QByteArray(fields.front().name), QByteArray("version"));
    QCOMPARE(fields.front().offset, size_t{0});
    size_t end = 0;
    for (const OptionField &f : fields) {
      QVERIFY2(f.offset >= end, f.name);  // in order, not overlapping
      end = f.offset + f.size;
    }
    QVERIFY(sizeof(reorder_options) - end < alignof(reorder_options));
  }

  // Each property named for a field exists, is read-write, and writing it
  // changes that field in the engine's options (and reads back).
  void propertiesSetTheirFields() {
    auto *model = sizedModel(3, kRow, this);
    Harness h(model);
    const QMetaObject *meta = h.view.metaObject();
    int named = 0;
    for (const OptionField &field : reorderqt::optionFields()) {
      if (!field.property) continue;
      ++named;
      const QByteArray what = QByteArray(field.name) + " / " + field.property;
      const int index = meta->indexOfProperty(field.property);
      QVERIFY2(index >= 0, what.constData());
      const QMetaProperty p = meta->property(index);
      QVERIFY2(p.isReadable() && p.isWritable(), what.constData());

      const QVariant current = h.view.property(field.property);
      const QVariant other = otherValue(p, current);
      QVERIFY2(other.isValid(), what.constData());
      const QByteArray before = fieldBytes(h.view.engineOptions(), field);
      QVERIFY2(h.view.setProperty(field.property, other), what.constData());
      QVERIFY2(fieldBytes(h.view.engineOptions(), field) != before, what.constData());
      const QVariant now = h.view.property(field.property);
      if (p.isEnumType())
        QCOMPARE(now.toInt(), other.toInt());
      else
        QCOMPARE(now, other);
      QVERIFY2(h.view.setProperty(field.property, current), what.constData());
      QVERIFY2(fieldBytes(h.view.engineOptions(), field) == before, what.constData());

      // The view's own enums name every constant of the C group.
      if (field.kind == OptionKind::Enum && p.isEnumType() &&
          QByteArray(p.enumerator().scope()) == QByteArray(meta->className())) {
        const QMetaEnum e = p.enumerator();
        QCOMPARE(e.keyCount(), field.largestEnumValue + 1);
        for (int v = 0; v <= field.largestEnumValue; ++v)
          QVERIFY2(e.valueToKey(v) != nullptr, what.constData());
      }
    }
    QVERIFY(named > 0);
  }

  // Every property ReorderView declares sets an option, or is one of the
  // view's own settings.
  void everyPropertyIsAccountedFor() {
    auto *model = flatModel(1, this);
    Harness h(model);
    const QSet<QByteArray> viewOwn = {"sectionHeaderHeight", "panOnQuickDrag", "liftedColor"};
    QSet<QByteArray> options;
    for (const OptionField &field : reorderqt::optionFields())
      if (field.property) options.insert(field.property);
    const QMetaObject *meta = h.view.metaObject();
    for (int i = meta->propertyOffset(); i < meta->propertyCount(); ++i) {
      const QByteArray name = meta->property(i).name();
      QVERIFY2(options.contains(name) || viewOwn.contains(name), name.constData());
    }
  }

  void resetRestoresDefaults() {
    auto *model = sizedModel(3, 2 * kRow, this);
    Harness h(model);
    const reorder_options initial = defaults();
    QVERIFY(sameOptions(h.view.engineOptions(), initial));
    QVERIFY(h.view.setOrientation(Qt::Horizontal));
    QCOMPARE(h.view.visualRect(model->index(1, 0)).width(), 2 * kRow);
    QVERIFY(h.view.setEmptySectionExtent(10));
    reorder_options options = h.view.engineOptions();
    options.autoscroll_max_speed = 99;
    QVERIFY(h.view.setEngineOptions(options));
    QVERIFY(h.view.resetEngineOptions());
    QVERIFY(sameOptions(h.view.engineOptions(), initial));
    QCOMPARE(h.view.orientation(), Qt::Vertical);
    // Rows are measured along the main axis again: heights.
    QCOMPARE(h.view.visualRect(model->index(1, 0)).height(), kRow);
  }

  // A version newer than the library is refused; nothing changes.
  void unknownVersionIsRefused() {
    auto *model = flatModel(3, this);
    Harness h(model);
    QSignalSpy errors(&h.view, &ReorderView::errorOccurred);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^reorder error -12: ")));
    reorder_options options = h.view.engineOptions();
    options.version = REORDER_OPTIONS_VERSION + 1;
    options.long_press_delay = 2;
    QVERIFY(!h.view.setEngineOptions(options));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(errors.first().first().toInt(), REORDER_E_VERSION);
    QCOMPARE(h.view.engineOptions().version, uint32_t{REORDER_OPTIONS_VERSION});
    QCOMPARE(h.view.longPressDelay(), defaults().long_press_delay);
  }

  // An empty section keeps emptySectionExtent for its items (the C
  // default), so a row can be dragged into it by pointer; 0 leaves it its
  // header only.
  void emptySectionExtent() {
    auto *model = sectionedModel({2, 0, 2}, this);
    Harness h(model, Shape::Sectioned);
    QVERIFY(QTest::qWaitForWindowExposed(&h.view));
    const double header = h.view.sectionHeaderHeight();
    QCOMPARE(h.view.emptySectionExtent(), defaults().empty_section_extent);
    QCOMPARE(h.view.emptySectionExtent(), 44.0);
    const QRectF empty = *h.view.engine().sectionFrame(1, 0);
    QCOMPARE(empty.height(), header + 44);

    // r1 (the last row of section 0) dragged onto the empty section's room.
    const QModelIndex r1 = model->index(1, 0, model->index(0, 0));
    const QPoint from = h.centre(r1);
    QVERIFY(h.lift(from));
    const int target = static_cast<int>(empty.top() + header + 22);
    QPoint at = from;
    while (at.y() < target) {
      at.ry() = std::min(target, at.y() + 8);
      h.moveTo(at);
    }
    h.release(at);
    QVERIFY(h.settle());
    QCOMPARE(labels(*model, model->index(0, 0)), QStringList{"r0"});
    QCOMPARE(labels(*model, model->index(1, 0)), QStringList{"r1"});
    QCOMPARE(engineOrder(h.view), modelOrder(*model, Shape::Sectioned));

    // Section 0 is the one left empty now.
    QVERIFY(h.view.moveItem(model->index(0, 0, model->index(0, 0)), {2, 0}));
    QVERIFY(h.settle());
    QCOMPARE(h.view.engine().itemCount(0), 0);
    QCOMPARE(h.view.engine().sectionFrame(0, h.now)->height(), header + 44);
    QVERIFY(h.view.setEmptySectionExtent(0));
    QCOMPARE(h.view.engine().sectionFrame(0, h.now)->height(), header);
    QVERIFY(h.view.setEmptySectionExtent(kRow));
    QCOMPARE(h.view.engine().sectionFrame(0, h.now)->height(), header + kRow);
  }
};

QTEST_MAIN(TestOptions)
#include "tst_options.moc"
