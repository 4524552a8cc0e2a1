#include "reorderqt/model_adapter.h"

#include <QAbstractItemModel>
#include <QStandardItemModel>

namespace reorderqt {

ModelAdapter::ModelAdapter(Engine &engine, QObject *parent)
    : QObject(parent), m_engine(engine), m_size([](const QModelIndex &) { return 44.0; }) {
  connect(&m_engine, &Engine::moved, this, &ModelAdapter::applyMove);
}

void ModelAdapter::setModel(QAbstractItemModel *model, Shape shape) {
  for (const QMetaObject::Connection &c : std::as_const(m_connections)) disconnect(c);
  m_connections.clear();
  m_model = model;
  m_shape = shape;
  // Another model is another list: nothing of the old one is kept.
  m_items.clear();
  m_sections.clear();
  m_engine.clear();
  if (model) {
    const auto changed = [this] { modelChanged(); };
    m_connections = {
        connect(model, &QAbstractItemModel::rowsInserted, this, changed),
        connect(model, &QAbstractItemModel::rowsRemoved, this, changed),
        connect(model, &QAbstractItemModel::rowsMoved, this, changed),
        connect(model, &QAbstractItemModel::dataChanged, this, changed),
        connect(model, &QAbstractItemModel::layoutChanged, this, changed),
        connect(model, &QAbstractItemModel::modelReset, this, changed),
        connect(model, &QObject::destroyed, this, changed),
    };
  }
  reload();
}

void ModelAdapter::setSizeFunction(SizeFunction size) {
  m_size = std::move(size);
  reload();
}

void ModelAdapter::setSectionExtents(double header, double footer) {
  m_header = header;
  m_footer = footer;
  reload();
}

double ModelAdapter::sectionHeader() const { return m_shape == Shape::Sectioned ? m_header : 0; }

bool ModelAdapter::setSectionRules(int section, const SectionRules &rules) {
  if (section < m_sections.size()) {
    if (!m_engine.setSectionRules(section, rules)) return false;
    m_sections[section].rules = rules;
  }
  m_rules.insert(section, rules);
  return true;
}

SectionRules ModelAdapter::sectionRules(int section) const {
  return m_rules.value(section, SectionRules{});
}

QModelIndex ModelAdapter::sectionIndex(int section) const {
  if (!m_model || m_shape == Shape::Flat) return {};
  return m_model->index(section, 0);
}

QModelIndex ModelAdapter::index(quint64 id) const { return m_items.value(id); }

std::optional<quint64> ModelAdapter::id(const QModelIndex &index) const {
  if (!m_model || index.model() != m_model) return std::nullopt;
  // The model is in the engine's order, so its position names the item.
  const QModelIndex parent = index.parent();
  const int section = m_shape == Shape::Flat ? 0 : parent.row();
  if ((m_shape == Shape::Flat) != !parent.isValid()) return std::nullopt;
  return m_engine.itemId({section, index.row()});
}

bool ModelAdapter::reload() {
  // Rows that survive keep their ids, so a host's ids stay valid.
  QHash<QModelIndex, quint64> kept;
  for (auto it = m_items.cbegin(); it != m_items.cend(); ++it)
    if (it.value().isValid()) kept.insert(it.value(), it.key());
  m_items.clear();
  bool ok = syncSections();
  // Each section's items as the model has them now.
  const int sections = m_engine.sectionCount();
  std::vector<std::vector<ItemSpec>> items(static_cast<size_t>(sections));
  for (int s = 0; s < sections && ok; ++s) {
    const QModelIndex parent = sectionIndex(s);
    const int rows = m_model->rowCount(parent);
    items[s].reserve(static_cast<size_t>(rows));
    for (int r = 0; r < rows; ++r) {
      const QModelIndex index = m_model->index(r, 0, parent);
      reorder_item_flags flags = 0;
      if (m_model->flags(index) & Qt::ItemIsDragEnabled) flags |= REORDER_ITEM_MOVABLE;
      if (index.data(PinnedRole).toBool()) flags |= REORDER_ITEM_PINNED;
      const quint64 id = kept.value(index, 0) ? kept.value(index) : m_nextId++;
      items[s].push_back({id, m_size(index), flags});
      m_items.insert(id, QPersistentModelIndex(index));
    }
  }
  // Loaded in place, so the engine keeps a drag whose item stays and the
  // sections' slides. An id may be in one section only: items that change
  // section are left out of their new one until their old one has let them
  // go (a lifted one is then gone for a moment, which cancels its drag).
  QHash<quint64, int> current;
  for (int s = 0; s < sections && ok; ++s)
    for (std::uint64_t id : m_engine.sectionIds(s)) current.insert(id, s);
  std::vector<int> arriving;
  for (int s = 0; s < sections && ok; ++s) {
    std::vector<ItemSpec> staying;
    for (const ItemSpec &item : items[s])
      if (current.value(item.id, s) == s) staying.push_back(item);
    if (staying.size() < items[s].size()) arriving.push_back(s);
    ok = m_engine.loadSection(s, staying);
  }
  for (const int s : arriving)
    if (ok) ok = m_engine.loadSection(s, items[s]);
  // Rows that stay keep their label and handle in the engine: set both, so
  // that a role the model dropped goes too.
  for (int s = 0; s < sections && ok; ++s) {
    for (const ItemSpec &item : items[s]) {
      const QModelIndex index = m_items.value(item.id);
      const QVariant handle = index.data(HandleRole);
      ok = m_engine.setLabel(item.id, index.data(Qt::DisplayRole).toString()) &&
           m_engine.setHandle(item.id, handle.isValid() ? std::optional(handle.toRectF())
                                                        : std::nullopt);
      if (!ok) break;
    }
  }
  emit reloaded();
  return ok;
}

// Brings the engine's sections to the model's: sections that are still in
// the model stay (with their slides), those that are not go, new ones come
// in at their index; rules and extents are set where they changed.
bool ModelAdapter::syncSections() {
  const int count = !m_model ? 0 : m_shape == Shape::Flat ? 1 : m_model->rowCount();
  // A Flat model's one section is always the same; a Sectioned model's are
  // known by their persistent model index.
  QHash<QModelIndex, int> known;
  for (int i = 0; i < m_sections.size(); ++i)
    if (m_sections[i].index.isValid()) known.insert(m_sections[i].index, i);
  // The engine section each model section already is, or -1. The engine
  // cannot move sections: one the model moved before an earlier one is
  // replaced.
  std::vector<int> from(static_cast<size_t>(count), -1);
  std::vector<bool> keep(static_cast<size_t>(m_sections.size()), false);
  for (int s = 0, last = -1; s < count; ++s) {
    const int i = m_shape == Shape::Flat ? (m_sections.isEmpty() ? -1 : 0)
                                         : known.value(sectionIndex(s), -1);
    if (i > last) {
      from[s] = last = i;
      keep[i] = true;
    }
  }
  for (int i = m_sections.size() - 1; i >= 0; --i) {
    if (keep[i]) continue;
    if (!m_engine.removeSection(i)) return false;
    m_sections.removeAt(i);
  }
  const double header = sectionHeader();
  const double footer = m_shape == Shape::Sectioned ? m_footer : 0;
  for (int s = 0; s < count; ++s) {
    const SectionRules rules = sectionRules(s);
    if (from[s] < 0) {
      if (!m_engine.insertSection(s, header, footer, rules)) return false;
      m_sections.insert(s, {QPersistentModelIndex(sectionIndex(s)), rules, header, footer});
      continue;
    }
    Section &section = m_sections[s];
    if (section.rules != rules) {
      if (!m_engine.setSectionRules(s, rules)) return false;
      section.rules = rules;
    }
    if (section.header != header || section.footer != footer) {
      if (!m_engine.setSectionExtents(s, header, footer)) return false;
      section.header = header;
      section.footer = footer;
    }
  }
  return true;
}

void ModelAdapter::modelChanged() {
  if (!m_applying) reload();
}

void ModelAdapter::applyMove(quint64 id, IndexPath from, IndexPath to) {
  const QPersistentModelIndex source = m_items.value(id);
  if (!m_model || !source.isValid()) return;  // reloading: the model already has its order
  const QModelIndex sourceParent = source.parent();
  const QModelIndex targetParent = sectionIndex(to.section);
  // moveRows counts the destination before the row leaves: one more when
  // moving down within a parent.
  const int row = source.row();
  const int before = sourceParent == targetParent && to.item > row ? to.item + 1 : to.item;
  m_applying = true;
  const bool ok = m_model->moveRows(sourceParent, row, 1, targetParent, before) ||
                  reinsert(id, source, targetParent, to.item);
  m_applying = false;
  if (!ok) {
    emit moveFailed(from, to);
    reload();
    return;
  }
  emit itemMoved(from, to);
}

// The fallback for models without moveRows: out at the source, in at row.
bool ModelAdapter::reinsert(quint64 id, const QPersistentModelIndex &source,
                            const QModelIndex &parent, int row) {
  const QPersistentModelIndex target(parent);  // survives the removal
  const QModelIndex sourceParent = source.parent();
  const int sourceRow = source.row();
  if (auto *standard = qobject_cast<QStandardItemModel *>(m_model.data())) {
    // Whole items move, with their flags and children.
    QStandardItem *from = sourceParent.isValid() ? standard->itemFromIndex(sourceParent)
                                                 : standard->invisibleRootItem();
    QStandardItem *to = target.isValid() ? standard->itemFromIndex(target)
                                         : standard->invisibleRootItem();
    QList<QStandardItem *> items = from->takeRow(sourceRow);
    if (items.isEmpty()) return false;
    to->insertRow(row, items);
    m_items.insert(id, QPersistentModelIndex(items.first()->index()));
    return true;
  }
  const int columns = m_model->columnCount(sourceParent);
  QList<QMap<int, QVariant>> data;
  for (int c = 0; c < columns; ++c)
    data.append(m_model->itemData(m_model->index(sourceRow, c, sourceParent)));
  if (!m_model->removeRows(sourceRow, 1, sourceParent) || !m_model->insertRows(row, 1, target))
    return false;
  for (int c = 0; c < columns; ++c) m_model->setItemData(m_model->index(row, c, target), data[c]);
  m_items.insert(id, QPersistentModelIndex(m_model->index(row, 0, target)));
  return true;
}

}  // namespace reorderqt
