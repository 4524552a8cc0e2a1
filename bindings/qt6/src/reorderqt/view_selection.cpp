// ReorderView selection: a QItemSelectionModel kept in step with the
// engine's selection (reorder_selection_set), the items a drag lifts. The
// selection model is the application's side: clicks and keys edit it, as in
// QListView, and each of its changes reaches the engine, the rows in the
// order they were selected. The engine's side is kept by id: when its moves
// reach the model, the selection model's ranges, kept by row, lose a row
// taken out and inserted again (a model without moveRows) or gain one
// inserted inside a range, so the engine's selection is put back into it.
// Neither side keeps anything per row: the engine keeps the selected ids,
// the selection model ranges.
#include <QItemSelectionModel>
#include <QScopedValueRollback>

#include <algorithm>
#include <unordered_set>

#include "reorderqt/reorder_view.h"

namespace reorderqt {

QItemSelectionModel *ReorderView::selectionModel() const { return m_selection; }

void ReorderView::setSelectionModel(QItemSelectionModel *selectionModel) {
  if (selectionModel && selectionModel->model() != model()) {
    qWarning("ReorderView::setSelectionModel: the selection model is on another model");
    return;
  }
  if (m_selection) disconnect(m_selection, nullptr, this, nullptr);
  m_selection = selectionModel;
  m_anchor.reset();
  if (m_selection) {
    connect(m_selection, &QItemSelectionModel::selectionChanged, this,
            [this](const QItemSelection &selected) { selectionToEngine(selected); });
    connect(m_selection, &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
              // A row the adapter takes out moves the selection model's
              // current index to a neighbour; the view's stays with its id.
              if (!m_adapter.isApplyingMove() && !m_selectingFromEngine) setCurrentIndex(current);
            });
    setCurrentIndex(m_selection->currentIndex());
  }
  selectionToEngine(m_selection ? m_selection->selection() : QItemSelection());
}

QModelIndexList ReorderView::selectedIndexes() const {
  QModelIndexList out;
  for (quint64 id : m_engine.selection()) out << m_adapter.index(id);
  return out;
}

// The selection model changed: the engine gets its rows, those it had
// still selected first, in their order, then the newly selected ones.
void ReorderView::selectionToEngine(const QItemSelection &selected) {
  if (m_adapter.isApplyingMove() || m_selectingFromEngine) return;  // see selectionFromEngine
  const std::vector<std::uint64_t> before = m_engine.selection();
  std::vector<std::uint64_t> ids;
  std::unordered_set<std::uint64_t> seen;
  const auto add = [&](const QModelIndex &index) {
    const std::optional<quint64> id = m_adapter.id(index);
    if (id && m_selection->isSelected(index) && seen.insert(*id).second) ids.push_back(*id);
  };
  if (m_selection) {
    for (quint64 id : before) add(m_adapter.index(id));
    for (const QItemSelectionRange &range : selected)
      if (range.left() == 0)  // a row is selected when its column 0 is
        for (int row = range.top(); row <= range.bottom(); ++row)
          add(range.model()->index(row, 0, range.parent()));
  }
  if (ids == before) return;
  m_engine.setSelection(ids);
  viewport()->update();
  emit selectedIndexesChanged();
}

// An engine move reached the model: the selection model selects the
// engine's items again, runs of adjacent rows as one range each (a dropped
// group is one), and its current index is the view's.
void ReorderView::selectionFromEngine() {
  if (!m_selection) return;
  std::vector<QModelIndex> rows;
  for (quint64 id : m_engine.selection()) {
    const QModelIndex index = m_adapter.index(id);
    if (index.isValid()) rows.push_back(index);
  }
  const auto key = [](const QModelIndex &i) { return std::pair(i.parent().row(), i.row()); };
  std::sort(rows.begin(), rows.end(), [&](auto &a, auto &b) { return key(a) < key(b); });
  QItemSelection want;
  for (size_t first = 0, last = 0; first < rows.size(); first = ++last) {
    while (last + 1 < rows.size() && rows[last + 1].parent() == rows[first].parent() &&
           rows[last + 1].row() == rows[last].row() + 1)
      ++last;
    want.select(rows[first], rows[last]);
  }
  const QScopedValueRollback guard(m_selectingFromEngine, true);
  m_selection->select(want, QItemSelectionModel::ClearAndSelect);
  m_selection->setCurrentIndex(currentIndex(), QItemSelectionModel::NoUpdate);
}

// What a click on index (invalid: empty space) with modifiers selects; true
// when it only selects (Ctrl or Shift held): it neither lifts nor taps.
bool ReorderView::selectAt(const QModelIndex &index, Qt::KeyboardModifiers modifiers) {
  const bool selectOnly = modifiers & (Qt::ControlModifier | Qt::ShiftModifier);
  const std::optional<quint64> id = m_adapter.id(index);
  if (!m_selection) return selectOnly;
  if (!id) {
    if (!selectOnly) m_selection->clearSelection();
    return selectOnly;
  }
  const QModelIndex anchor = m_anchor ? m_adapter.index(*m_anchor) : QModelIndex();
  if (modifiers & Qt::ShiftModifier && anchor.isValid() && anchor.parent() == index.parent()) {
    const auto [top, bottom] = std::minmax(anchor.row(), index.row());
    m_selection->select(QItemSelection(model()->index(top, 0, index.parent()),
                                       model()->index(bottom, 0, index.parent())),
                        QItemSelectionModel::ClearAndSelect);
    return true;
  }
  m_anchor = id;
  if (modifiers & Qt::ControlModifier)
    m_selection->select(index, QItemSelectionModel::Toggle);
  else if (!m_selection->isSelected(index))  // a press outside the selection drags its item alone
    m_selection->select(index, QItemSelectionModel::ClearAndSelect);
  return selectOnly;
}

}  // namespace reorderqt
