// ModelAdapter's Tree shape: a model with parents as one outline section
// (REORDER_LAYOUT_OUTLINE). The rows of every depth are the engine's items
// in preorder, each at its depth (reorder_section_set_depths); a row's
// children are its subtree, so the engine's parents are the model's.
//
// The engine moves subtrees, changes depths and, going up a level, gives an
// item its following siblings as children; it reports each item of a run as
// a move in flat index paths. Rather than replay those, syncTree brings the
// model to the engine's tree as a whole (reorder_item_parent and
// reorder_item_child_index of every item, in preorder), with one moveRows
// (or take + insert) per row that is not where the engine has it: a row's
// children go with it. Ids map to rows through the model's preorder, read
// again after each change (O(rows)); the persistent indexes kept with them
// carry ids through the application's own edits.
#include <QAbstractItemModel>

#include <algorithm>

#include "reorderqt/model_adapter.h"

namespace reorderqt {
namespace {

// Visits every row (column 0) under parent in preorder with its depth.
template <typename Visit>
void preorder(const QAbstractItemModel &model, const QModelIndex &parent, int depth, Visit &visit) {
  const int rows = model.rowCount(parent);
  for (int r = 0; r < rows; ++r) {
    const QModelIndex index = model.index(r, 0, parent);
    visit(index, depth);
    preorder(model, index, depth + 1, visit);
  }
}

}  // namespace

// Loads the outline from the model: rows it had keep their ids (their
// persistent indexes followed the application's edits), new rows get new
// ones, collapsed rows stay collapsed.
bool ModelAdapter::loadTree() {
  ++m_reloads;
  const reorder_phase phase = m_engine.phase();
  if (phase == REORDER_PHASE_PRESSING || phase == REORDER_PHASE_DRAGGING) {
    // The moves the cancel reports back are the engine's, not the model's
    // (loaded next): not applied.
    m_applying = true;
    emit treeEditedDuringDrag();
    m_applying = false;
  }
  bool ok = syncSections();
  QHash<QModelIndex, quint64> known;
  for (size_t i = 0; i < m_treeRows.size(); ++i)
    if (m_treeRows[i].isValid()) known.insert(m_treeRows[i], m_treeIds[i]);
  std::vector<ItemSpec> items;
  std::vector<std::int32_t> depths;
  std::vector<std::pair<quint64, QRectF>> handles;
  if (m_model) {
    auto visit = [&](const QModelIndex &index, int depth) {
      const quint64 kept = known.value(index);
      const quint64 id = kept ? kept : newId();
      items.push_back(spec(id, index));
      depths.push_back(depth);
      const QVariant handle = index.data(HandleRole);
      if (handle.isValid()) handles.emplace_back(id, handle.toRectF());
    };
    preorder(*m_model, {}, 0, visit);
  }
  if (ok && m_engine.sectionCount() > 0)
    ok = m_engine.loadSection(0, items) && m_engine.setSectionDepths(0, depths);
  for (const auto &[id, handle] : handles)
    if (ok) ok = m_engine.setHandle(id, handle);
  QSet<quint64> collapsed;
  for (const ItemSpec &item : items)
    if (m_collapsed.contains(item.id)) collapsed.insert(item.id);
  m_collapsed = collapsed;
  for (const quint64 id : std::as_const(m_collapsed))
    if (ok) ok = m_engine.setExpanded(id, false);
  mapTree();
  emit reloaded();
  return ok;
}

// Indexes the model's rows in preorder against the engine's order, which
// they are in after a load or a sync.
void ModelAdapter::mapTree() {
  m_treeRows.clear();
  m_treeDepths.clear();
  m_treePos.clear();
  m_treeIdOf.clear();
  m_treeIds = m_engine.sectionCount() > 0 ? m_engine.sectionIds(0) : std::vector<std::uint64_t>{};
  if (!m_model) return m_treeIds.clear();
  auto visit = [&](const QModelIndex &index, int depth) {
    m_treeRows.emplace_back(index);
    m_treeDepths.push_back(depth);
  };
  preorder(*m_model, {}, 0, visit);
  m_treeIds.resize(m_treeRows.size(), 0);
  for (size_t i = 0; i < m_treeRows.size(); ++i) {
    m_treePos.insert(m_treeIds[i], static_cast<int>(i));
    m_treeIdOf.insert(m_treeRows[i], m_treeIds[i]);
  }
}

// Brings the model to the engine's tree (see the file comment). Items are
// placed in the engine's preorder: when one is placed, its parent and its
// earlier siblings already are, so it goes to its index among them, and
// no row placed before moves again.
bool ModelAdapter::syncTree() {
  if (!m_model || m_engine.sectionCount() == 0) return false;
  // The model's tree as ids (0: the root), kept in step with each move.
  QHash<quint64, std::vector<quint64>> children;
  QHash<quint64, quint64> parentOf;
  {
    std::vector<quint64> stack;  // the ancestors of the row being read
    for (size_t i = 0; i < m_treeIds.size(); ++i) {
      stack.resize(static_cast<size_t>(m_treeDepths[i]));
      const quint64 parent = stack.empty() ? 0 : stack.back();
      children[parent].push_back(m_treeIds[i]);
      parentOf.insert(m_treeIds[i], parent);
      stack.push_back(m_treeIds[i]);
    }
  }
  const auto row = [&](quint64 id) {
    const std::vector<quint64> &siblings = children[parentOf.value(id)];
    return static_cast<int>(std::find(siblings.begin(), siblings.end(), id) - siblings.begin());
  };
  const std::function<QModelIndex(quint64)> modelIndex = [&](quint64 id) -> QModelIndex {
    if (!id) return {};
    return m_model->index(row(id), 0, modelIndex(parentOf.value(id)));
  };
  const QHash<quint64, int> before = m_treePos;
  bool ok = true;
  for (const quint64 id : m_engine.sectionIds(0)) {
    const std::optional<Engine::TreePlace> place = m_engine.treePlace(id);
    if (!place || !parentOf.contains(id)) {
      ok = false;
      break;
    }
    const quint64 parent = place->parent.value_or(0);
    const quint64 from = parentOf.value(id);
    const int at = row(id);
    if (from == parent && at == place->index) continue;
    const QModelIndex sourceParent = modelIndex(from);
    const QModelIndex targetParent = modelIndex(parent);
    // moveRows counts the destination before the row leaves.
    const int destination = from == parent && place->index > at ? place->index + 1 : place->index;
    m_applying = true;
    ok = m_model->moveRows(sourceParent, at, 1, targetParent, destination) ||
         reinsert(sourceParent, at, targetParent, place->index);
    m_applying = false;
    if (!ok) {
      emit moveFailed({0, before.value(id)}, *m_engine.find(id));
      break;
    }
    std::vector<quint64> &old = children[from];
    old.erase(std::find(old.begin(), old.end(), id));
    std::vector<quint64> &now = children[parent];
    now.insert(now.begin() + std::min<size_t>(static_cast<size_t>(place->index), now.size()), id);
    parentOf.insert(id, parent);
    emit itemMoved({0, before.value(id)}, *m_engine.find(id));
  }
  if (!ok) return loadTree();  // the engine takes the model's tree back
  mapTree();
  return true;
}

bool ModelAdapter::setExpanded(const QModelIndex &index, bool expanded) {
  const std::optional<quint64> id = this->id(index);
  if (m_shape != Shape::Tree || !id || !m_engine.setExpanded(*id, expanded)) return false;
  if (expanded)
    m_collapsed.remove(*id);
  else
    m_collapsed.insert(*id);
  return true;
}

bool ModelAdapter::isExpanded(const QModelIndex &index) const {
  const std::optional<quint64> id = this->id(index);
  return id && !m_collapsed.contains(*id);
}

}  // namespace reorderqt
