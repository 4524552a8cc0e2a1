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
  if (section < m_engine.sectionCount() && !m_engine.setSectionRules(section, rules)) return false;
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
  if (!m_engine.clear()) return false;  // cancels a drag whose item goes
  bool ok = true;
  if (m_model) {
    const int sections = m_shape == Shape::Flat ? 1 : m_model->rowCount();
    for (int s = 0; s < sections && ok; ++s) {
      const QModelIndex parent = sectionIndex(s);
      const int rows = m_model->rowCount(parent);
      std::vector<ItemSpec> items;
      items.reserve(static_cast<size_t>(rows));
      for (int r = 0; r < rows; ++r) {
        const QModelIndex index = m_model->index(r, 0, parent);
        std::uint8_t flags = 0;
        if (m_model->flags(index) & Qt::ItemIsDragEnabled) flags |= REORDER_ITEM_MOVABLE;
        if (index.data(PinnedRole).toBool()) flags |= REORDER_ITEM_PINNED;
        const quint64 id = kept.value(index, 0) ? kept.value(index) : m_nextId++;
        items.push_back({id, m_size(index), flags});
        m_items.insert(id, QPersistentModelIndex(index));
      }
      ok = m_engine.appendSection(sectionHeader(), m_shape == Shape::Sectioned ? m_footer : 0,
                                  sectionRules(s), items);
      for (const ItemSpec &item : items) {
        if (!ok) break;
        const QModelIndex index = m_items.value(item.id);
        ok = m_engine.setLabel(item.id, index.data(Qt::DisplayRole).toString());
        const QVariant handle = index.data(HandleRole);
        if (ok && handle.isValid()) ok = m_engine.setHandle(item.id, handle.toRectF());
      }
    }
  }
  emit reloaded();
  return ok;
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
