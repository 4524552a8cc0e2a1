#include "reorderqt/model_adapter.h"

#include <QAbstractItemModel>
#include <QStandardItemModel>

#include <algorithm>
#include <atomic>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace reorderqt {
namespace {

// After a load of this many rows or more, the heap gives its free pages
// back to the system: a load's temporaries (the adapter's arrays, the
// library's copies of the section it replaces) are tens of bytes a row,
// and glibc kept them once its mmap threshold had risen past their size. A
// reload at 10^6 rows left 45 MB free in the heap (RSS 56 -> 101 MB; with
// the trim, 56 MB as after the first load). malloc_trim took 4 ms there,
// in a reload of 650.
constexpr size_t kTrimRows = 1 << 16;

void releaseLoadBuffers(size_t rows) {
#ifdef __GLIBC__
  if (rows >= kTrimRows) malloc_trim(0);
#else
  Q_UNUSED(rows);
#endif
}

// Every adapter's ids from one counter: an item keeps its id when a
// transfer group moves it to another view's engine, where it must be new.
std::atomic<std::uint64_t> s_nextId{1};

// Moves ids [first, last] of section s before index `row` of section d, as
// QAbstractItemModel::moveRows counts it (before the rows leave).
void moveIds(std::vector<std::vector<std::uint64_t>> &rows, int s, int first, int last, int d,
             int row) {
  std::vector<std::uint64_t> &from = rows[s];
  const std::vector<std::uint64_t> moving(from.begin() + first, from.begin() + last + 1);
  from.erase(from.begin() + first, from.begin() + last + 1);
  if (s == d && row > last) row -= last - first + 1;
  rows[d].insert(rows[d].begin() + row, moving.begin(), moving.end());
}

}  // namespace

std::uint64_t ModelAdapter::newId() { return s_nextId++; }

ModelAdapter::ModelAdapter(Engine &engine, QObject *parent)
    : QObject(parent), m_engine(engine), m_size([](const QModelIndex &) { return 44.0; }) {
  connect(&m_engine, &Engine::moved, this, &ModelAdapter::applyMove);
  connect(&m_engine, &Engine::lifted, this, [this](quint64 id, IndexPath from) {
    m_lifted = id;
    // A tree's rows are mapped in the model's order already (m_treeRows).
    if (m_engine.options().commit != REORDER_COMMIT_ON_DROP || m_shape == Shape::Tree) return;
    // The model's order is the engine's before the lift's call stepped.
    Rows rows = currentRows();
    const std::optional<IndexPath> at = m_engine.find(id);
    if (at && *at != from && at->section < static_cast<int>(rows.size()) &&
        from.section < static_cast<int>(rows.size())) {
      rows[at->section].erase(rows[at->section].begin() + at->item);
      rows[from.section].insert(rows[from.section].begin() + from.item, id);
    }
    m_modelRows = std::move(rows);
    m_found.clear();
  });
  const auto ended = [this] {
    m_lifted.reset();
    m_modelRows.reset();
    m_found.clear();
  };
  connect(&m_engine, &Engine::dropped, this, ended);
  connect(&m_engine, &Engine::cancelled, this, ended);
  connect(&m_engine, &Engine::expanded, this, [this](quint64 id) { m_collapsed.remove(id); });
}

void ModelAdapter::setModel(QAbstractItemModel *model, Shape shape) {
  for (const QMetaObject::Connection &c : std::as_const(m_connections)) disconnect(c);
  m_connections.clear();
  m_model = model;
  m_shape = shape;
  // Another model is another list: nothing of the old one is kept.
  m_sections.clear();
  m_modelRows.reset();
  m_found.clear();
  m_treeRows.clear();
  m_collapsed.clear();
  m_engine.clear();
  if (model) {
    using M = QAbstractItemModel;
    const auto reset = [this] { load({}); };  // every row is new
    m_connections = {
        connect(model, &M::rowsInserted, this, &ModelAdapter::rowsInserted),
        connect(model, &M::rowsRemoved, this, &ModelAdapter::rowsRemoved),
        connect(model, &M::rowsMoved, this, &ModelAdapter::rowsMoved),
        connect(model, &M::dataChanged, this, &ModelAdapter::dataChanged),
        connect(model, &M::layoutAboutToBeChanged, this, &ModelAdapter::layoutAboutToChange),
        connect(model, &M::layoutChanged, this, &ModelAdapter::layoutChanged),
        connect(model, &M::modelReset, this, reset),
        connect(model, &QObject::destroyed, this, reset),
    };
  }
  load({});
}

void ModelAdapter::setSizeFunction(SizeFunction size) {
  m_size = std::move(size);
  reload();
}

void ModelAdapter::setCrossSizeFunction(SizeFunction crossSize) {
  m_crossSize = std::move(crossSize);
  reload();
}

// The cross size of the item at index, if there is a function for it.
bool ModelAdapter::setCrossSize(quint64 id, const QModelIndex &index) {
  return !m_crossSize || m_engine.setItemCrossSize(id, m_crossSize(index));
}

// Every cross size of a section whose rows the model has in the engine's
// order, in one call (one re-flow).
bool ModelAdapter::setCrossSizes(int section) {
  if (!m_crossSize) return true;
  const QModelIndex parent = sectionIndex(section);
  std::vector<double> sizes(static_cast<size_t>(m_model->rowCount(parent)));
  for (int r = 0; r < static_cast<int>(sizes.size()); ++r)
    sizes[static_cast<size_t>(r)] = m_crossSize(m_model->index(r, 0, parent));
  return m_engine.setSectionCrossSizes(section, sizes);
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
  if (!m_model || m_shape != Shape::Sectioned) return {};
  return m_model->index(section, 0);
}

std::optional<int> ModelAdapter::sectionOf(const QModelIndex &parent) const {
  if (m_shape == Shape::Tree) return 0;  // every row is in the one outline
  if (m_shape == Shape::Flat) return parent.isValid() ? std::nullopt : std::optional(0);
  if (!parent.isValid() || parent.parent().isValid()) return std::nullopt;
  return parent.row();
}

QModelIndex ModelAdapter::index(quint64 id) const {
  if (!m_model) return {};
  if (m_shape == Shape::Tree) {
    const auto at = m_treePos.constFind(id);
    return at == m_treePos.cend() ? QModelIndex() : QModelIndex(m_treeRows[*at]);
  }
  std::optional<IndexPath> path = m_engine.find(id);
  if (path && m_modelRows) {
    // The model lags the engine: find the id in the model's order, first
    // near its engine place (most items moved by one, if at all).
    const auto found = m_found.constFind(id);
    if (found != m_found.cend()) {
      path = *found;
    } else {
      const Rows &rows = *m_modelRows;
      const auto at = [&](int s, qsizetype r) {
        return s < static_cast<int>(rows.size()) && r >= 0 &&
               r < static_cast<qsizetype>(rows[s].size()) && rows[s][r] == id;
      };
      std::optional<IndexPath> hit;
      const qsizetype span = path->section < static_cast<int>(rows.size())
                                 ? static_cast<qsizetype>(rows[path->section].size())
                                 : 0;
      for (qsizetype d = 0; !hit && d <= span; ++d)
        for (const qsizetype r : {path->item - d, path->item + d})
          if (!hit && at(path->section, r)) hit = IndexPath{path->section, static_cast<int>(r)};
      for (int s = 0; !hit && s < static_cast<int>(rows.size()); ++s) {
        const auto it = std::find(rows[s].begin(), rows[s].end(), id);
        if (it != rows[s].end()) hit = IndexPath{s, static_cast<int>(it - rows[s].begin())};
      }
      path = hit;
      if (hit) m_found.insert(id, *hit);
    }
  }
  if (!path) return {};
  return m_model->index(path->item, 0, sectionIndex(path->section));
}

std::optional<quint64> ModelAdapter::id(const QModelIndex &index) const {
  if (!m_model || index.model() != m_model) return std::nullopt;
  if (m_shape == Shape::Tree) {
    const auto found = m_treeIdOf.constFind(index.siblingAtColumn(0));
    return found == m_treeIdOf.cend() ? std::nullopt : std::optional<quint64>(*found);
  }
  const std::optional<int> section = sectionOf(index.parent());
  if (!section) return std::nullopt;
  if (m_modelRows) {
    const Rows &rows = *m_modelRows;
    if (*section >= static_cast<int>(rows.size()) ||
        index.row() >= static_cast<int>(rows[*section].size()))
      return std::nullopt;
    return rows[*section][index.row()];
  }
  // The model is in the engine's order, so its position names the item.
  return m_engine.itemId({*section, index.row()});
}

void ModelAdapter::label(quint64 id) {
  const QModelIndex row = index(id);
  if (row.isValid()) m_engine.setLabel(id, row.data(Qt::DisplayRole).toString());
}

ItemSpec ModelAdapter::spec(quint64 id, const QModelIndex &index) const {
  reorder_item_flags flags = 0;
  if (m_model->flags(index) & Qt::ItemIsDragEnabled) flags |= REORDER_ITEM_MOVABLE;
  if (index.data(PinnedRole).toBool()) flags |= REORDER_ITEM_PINNED;
  if (m_shape == Shape::Tree && index.data(NoChildrenRole).toBool())
    flags |= REORDER_ITEM_NO_CHILDREN;
  if (m_shape == Shape::Tree && index.data(KeepParentRole).toBool())
    flags |= REORDER_ITEM_KEEP_PARENT;
  return {id, m_size(index), flags};
}

// The ids of the model's rows as the engine has them: the engine section
// each model section is (by persistent index), or the model's order while
// it lags (ON_DROP drags).
ModelAdapter::Rows ModelAdapter::currentRows() const {
  if (m_modelRows) return *m_modelRows;
  const int count = !m_model ? 0 : m_shape != Shape::Sectioned ? 1 : m_model->rowCount();
  Rows rows(static_cast<size_t>(count));
  for (int s = 0; s < count; ++s) {
    int engine = -1;
    if (m_shape != Shape::Sectioned) {
      engine = m_sections.isEmpty() ? -1 : 0;
    } else {
      const QModelIndex section = sectionIndex(s);
      for (int i = 0; i < m_sections.size() && engine < 0; ++i)
        if (m_sections[i].index == section) engine = i;
    }
    if (engine >= 0) rows[s] = m_engine.sectionIds(engine);
  }
  return rows;
}

bool ModelAdapter::reload() { return load(currentRows()); }

// Loads every section from the model, giving its rows the ids in rows (new
// ids where 0 or missing). Loaded in place, so the engine keeps a drag whose
// item stays and the sections' slides. An id may be in one section only:
// items that change section are left out of their new one until their old
// one has let them go (a lifted one is then gone for a moment, which cancels
// its drag).
bool ModelAdapter::load(Rows rows) {
  if (m_shape == Shape::Tree) return loadTree();  // ids follow the rows' persistent indexes
  ++m_reloads;
  bool ok = syncSections();
  const int sections = m_engine.sectionCount();
  rows.resize(static_cast<size_t>(sections));
  // One array per field beside the ids in rows, handed to the engine as
  // they are: at 10^6 rows each copy is MBs the heap keeps after the load.
  std::vector<std::vector<double>> sizes(static_cast<size_t>(sections));
  std::vector<std::vector<double>> crossSizes(m_crossSize ? static_cast<size_t>(sections) : 0);
  std::vector<std::vector<std::uint8_t>> flags(static_cast<size_t>(sections));
  std::vector<std::pair<quint64, QRectF>> handles;
  for (int s = 0; s < sections && ok; ++s) {
    const QModelIndex parent = sectionIndex(s);
    const int count = m_model->rowCount(parent);
    rows[s].resize(static_cast<size_t>(count), 0);
    sizes[s].reserve(static_cast<size_t>(count));
    flags[s].reserve(static_cast<size_t>(count));
    for (int r = 0; r < count; ++r) {
      std::uint64_t &id = rows[s][r];
      if (!id) id = newId();
      const QModelIndex index = m_model->index(r, 0, parent);
      const ItemSpec item = spec(id, index);
      sizes[s].push_back(item.size);
      if (m_crossSize) crossSizes[s].push_back(m_crossSize(index));
      flags[s].push_back(static_cast<std::uint8_t>(item.flags));  // MOVABLE, PINNED
      const QVariant handle = index.data(HandleRole);
      if (handle.isValid()) handles.emplace_back(id, handle.toRectF());
    }
  }
  // Where each id is now; with one section, every id is in it (or new).
  QHash<quint64, int> current;
  for (int s = 0; s < sections && ok && sections > 1; ++s)
    for (std::uint64_t id : m_engine.sectionIds(s)) current.insert(id, s);
  std::vector<int> arriving;
  for (int s = 0; s < sections && ok; ++s) {
    const std::vector<std::uint64_t> &ids = rows[s];
    const auto stays = [&](size_t i) { return current.value(ids[i], s) == s; };
    size_t i = 0;
    while (i < ids.size() && stays(i)) ++i;
    if (i == ids.size()) {
      ok = m_engine.loadSection(s, ids, sizes[s], flags[s]);
      continue;
    }
    arriving.push_back(s);
    std::vector<std::uint64_t> stayingIds;
    std::vector<double> stayingSizes;
    std::vector<std::uint8_t> stayingFlags;
    for (i = 0; i < ids.size(); ++i) {
      if (!stays(i)) continue;
      stayingIds.push_back(ids[i]);
      stayingSizes.push_back(sizes[s][i]);
      stayingFlags.push_back(flags[s][i]);
    }
    ok = m_engine.loadSection(s, stayingIds, stayingSizes, stayingFlags);
  }
  for (const int s : arriving)
    if (ok) ok = m_engine.loadSection(s, rows[s], sizes[s], flags[s]);
  // Handles of rows that stay are kept by the engine; dataChanged clears a
  // dropped one.
  for (const auto &[id, handle] : handles)
    if (ok) ok = m_engine.setHandle(id, handle);
  // Each section is rows[s] now, in order.
  for (int s = 0; s < static_cast<int>(crossSizes.size()) && ok; ++s)
    ok = m_engine.setSectionCrossSizes(s, crossSizes[s]);
  // The lift or an edit may have ended the drag; if not, the engine is the
  // model's order again.
  size_t loaded = 0;
  for (const std::vector<double> &section : sizes) loaded += section.size();
  if (m_modelRows) m_modelRows = std::move(rows);
  m_found.clear();
  // Freed before the trim, which returns only what is free.
  rows = {};
  sizes = {};
  crossSizes = {};
  flags = {};
  handles = {};
  current = {};
  releaseLoadBuffers(loaded);
  emit reloaded();
  return ok;
}

// Brings the engine's sections to the model's: sections that are still in
// the model stay (with their slides), those that are not go, new ones come
// in at their index; rules and extents are set where they changed.
bool ModelAdapter::syncSections() {
  const int count = !m_model ? 0 : m_shape != Shape::Sectioned ? 1 : m_model->rowCount();
  // A Flat or Tree model's one section is always the same; a Sectioned model's are
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
    const int i = m_shape != Shape::Sectioned ? (m_sections.isEmpty() ? -1 : 0)
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

void ModelAdapter::edited(bool ok) {
  Q_UNUSED(ok);  // a refused call was reported by Engine::failed
  emit reloaded();
}

// -- The application's edits, as the same edits of the engine -----------------
// Each is O(rows edited · log n). A whole reload is left for what the engine
// cannot do in place: sections inserted, removed or moved, a lagging model
// (ON_DROP drags), a move of the lifted item within its section (remove +
// insert would cancel its drag).

void ModelAdapter::rowsInserted(const QModelIndex &parent, int first, int last) {
  if (m_applying) return;
  if (m_shape == Shape::Tree) return void(loadTree());
  const std::optional<int> section = sectionOf(parent);
  if (!section || m_modelRows) {
    Rows rows = currentRows();  // new sections (unknown indexes) get new ids
    if (section && *section < static_cast<int>(rows.size()))
      rows[*section].insert(rows[*section].begin() + first, last - first + 1, 0);
    load(std::move(rows));
    return;
  }
  const int s = *section;
  const int count = last - first + 1;
  const int before = m_engine.itemCount(s);
  bool ok = true;
  if (count >= before) {
    // One section load costs the reading of rows, and here reads at most
    // twice the inserted ones.
    std::vector<std::uint64_t> ids = m_engine.sectionIds(s);
    std::vector<ItemSpec> items;
    items.reserve(ids.size() + static_cast<size_t>(count));
    for (int r = 0, old = 0; r < before + count; ++r) {
      const bool fresh = r >= first && r <= last;
      items.push_back(spec(fresh ? newId() : ids[static_cast<size_t>(old++)],
                           m_model->index(r, 0, parent)));
    }
    ok = m_engine.loadSection(s, items) && setCrossSizes(s);
    ids = {};
    items = {};
    releaseLoadBuffers(static_cast<size_t>(before + count));
  } else {
    for (int r = first; r <= last && ok; ++r) {
      const quint64 id = newId();
      const QModelIndex index = m_model->index(r, 0, parent);
      ok = m_engine.insertItem(spec(id, index), {s, r}) && setCrossSize(id, index);
    }
  }
  for (int r = first; r <= last && ok; ++r) {
    const QModelIndex index = m_model->index(r, 0, parent);
    const QVariant handle = index.data(HandleRole);
    if (handle.isValid()) ok = m_engine.setHandle(*m_engine.itemId({s, r}), handle.toRectF());
  }
  edited(ok);
}

void ModelAdapter::rowsRemoved(const QModelIndex &parent, int first, int last) {
  if (m_applying) return;
  if (m_shape == Shape::Tree) return void(loadTree());
  const std::optional<int> section = sectionOf(parent);
  if (!section || m_modelRows) {
    Rows rows = currentRows();  // removed sections' indexes are gone
    if (section && *section < static_cast<int>(rows.size()))
      rows[*section].erase(rows[*section].begin() + first, rows[*section].begin() + last + 1);
    load(std::move(rows));
    return;
  }
  // The engine still has the removed rows where the model had them.
  std::vector<quint64> ids;
  for (int r = first; r <= last; ++r)
    if (const std::optional<quint64> id = m_engine.itemId({*section, r})) ids.push_back(*id);
  bool ok = true;
  for (const quint64 id : ids)
    if (ok) ok = m_engine.removeItem(id);
  edited(ok);
}

void ModelAdapter::rowsMoved(const QModelIndex &parent, int first, int last,
                             const QModelIndex &destination, int row) {
  if (m_applying) return;
  if (m_shape == Shape::Tree) return void(loadTree());
  const std::optional<int> s = sectionOf(parent);
  const std::optional<int> d = sectionOf(destination);
  std::vector<quint64> ids;
  if (s && d && !m_modelRows)
    for (int r = first; r <= last; ++r)
      if (const std::optional<quint64> id = m_engine.itemId({*s, r})) ids.push_back(*id);
  const bool keepsDrag =
      s == d && m_lifted && std::find(ids.begin(), ids.end(), *m_lifted) != ids.end();
  if (!s || !d || m_modelRows || keepsDrag) {
    Rows rows = currentRows();  // moved sections are known by index
    if (s && d && *s < static_cast<int>(rows.size()) && *d < static_cast<int>(rows.size()))
      moveIds(rows, *s, first, last, *d, row);
    load(std::move(rows));
    return;
  }
  // Out and in again with the same ids: a host edit is not the user's move,
  // and no section rule may refuse it.
  const int at = *s == *d && row > last ? row - (last - first + 1) : row;
  bool ok = true;
  for (const quint64 id : ids)
    if (ok) ok = m_engine.removeItem(id);
  for (int i = 0; i < static_cast<int>(ids.size()) && ok; ++i) {
    const QModelIndex index = m_model->index(at + i, 0, destination);
    ok = m_engine.insertItem(spec(ids[i], index), {*d, at + i}) && setCrossSize(ids[i], index);
    const QVariant handle = index.data(HandleRole);
    if (ok && handle.isValid()) ok = m_engine.setHandle(ids[i], handle.toRectF());
  }
  edited(ok);
}

void ModelAdapter::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight) {
  if (m_applying) return;
  const std::optional<int> section = sectionOf(topLeft.parent());
  bool ok = true;
  if (section && topLeft.column() == 0) {
    for (int r = topLeft.row(); r <= bottomRight.row() && ok; ++r) {
      const QModelIndex index = m_model->index(r, 0, topLeft.parent());
      const std::optional<quint64> id = this->id(index);
      if (id) ok = refresh(*id, index);
    }
  }
  edited(ok);  // a section's own row: its header is repainted
}

// Gives the engine the size, flags and handle of the item at index.
bool ModelAdapter::refresh(quint64 id, const QModelIndex &index) {
  const ItemSpec item = spec(id, index);
  const QVariant handle = index.data(HandleRole);
  const bool ok =
      m_engine.resizeItem(id, item.size) && setCrossSize(id, index) &&
      m_engine.setItemFlags(id, item.flags) &&
      m_engine.setHandle(id, handle.isValid() ? std::optional(handle.toRectF()) : std::nullopt);
  if (ok && id == m_lifted) label(id);  // its drop is announced with it
  return ok;
}

void ModelAdapter::layoutAboutToChange() {
  if (m_applying || m_shape == Shape::Tree) return;  // m_treeRows follow it
  // Qt moves persistent indexes with their rows: one per row, for this
  // change only.
  const Rows rows = currentRows();
  m_layoutRows.clear();
  qsizetype total = 0;
  for (const std::vector<std::uint64_t> &section : rows) total += section.size();
  m_layoutRows.reserve(total);
  for (int s = 0; s < static_cast<int>(rows.size()); ++s)
    for (int r = 0; r < static_cast<int>(rows[s].size()); ++r)
      m_layoutRows.append({QPersistentModelIndex(m_model->index(r, 0, sectionIndex(s))),
                           rows[s][r]});
}

void ModelAdapter::layoutChanged() {
  if (m_applying) return;
  if (m_shape == Shape::Tree) return void(loadTree());
  const int count = m_shape == Shape::Flat ? 1 : m_model->rowCount();
  Rows rows(static_cast<size_t>(count));
  {
    QHash<QModelIndex, quint64> kept;
    kept.reserve(m_layoutRows.size());
    for (const auto &[index, id] : std::as_const(m_layoutRows))
      if (index.isValid()) kept.insert(index, id);
    // Its storage too (clear() keeps it): 16 bytes a row, and load() gives
    // the heap's free pages back only if they are free by then.
    m_layoutRows = {};
    for (int s = 0; s < count; ++s) {
      const QModelIndex parent = sectionIndex(s);
      const int n = m_model->rowCount(parent);
      rows[s].reserve(static_cast<size_t>(n));
      for (int r = 0; r < n; ++r) rows[s].push_back(kept.value(m_model->index(r, 0, parent), 0));
    }
  }
  load(std::move(rows));
}

// -- The engine's moves, applied to the model -------------------------------

void ModelAdapter::applyMove(quint64 id, IndexPath from, IndexPath to) {
  if (!m_model) return;
  if (m_shape == Shape::Tree) {
    if (!m_applying) syncTree();  // the whole change at once
    return;
  }
  // Where the model has the item now: from, its place with the earlier
  // moves applied; but an ON_DROP drag reports at the drop steps it took
  // before the application's edits, so its item is looked up.
  if (m_modelRows) {
    const QModelIndex at = index(id);
    if (!at.isValid()) return;
    from = {*sectionOf(at.parent()), at.row()};
  }
  const QModelIndex sourceParent = sectionIndex(from.section);
  const QModelIndex targetParent = sectionIndex(to.section);
  if (from.item >= m_model->rowCount(sourceParent)) return;
  // moveRows counts the destination before the row leaves: one more when
  // moving down within a parent.
  const int row = from.item;
  const int before = sourceParent == targetParent && to.item > row ? to.item + 1 : to.item;
  m_applying = true;
  const bool ok = m_model->moveRows(sourceParent, row, 1, targetParent, before) ||
                  reinsert(sourceParent, row, targetParent, to.item);
  m_applying = false;
  if (ok && m_modelRows) {
    Rows &rows = *m_modelRows;
    rows[from.section].erase(rows[from.section].begin() + from.item);
    rows[to.section].insert(rows[to.section].begin() + to.item, id);
    m_found.clear();
  }
  if (!ok) {
    emit moveFailed(from, to);
    // The model keeps the item at from: the engine's order without this move.
    Rows rows = currentRows();
    if (!m_modelRows) {
      rows[to.section].erase(rows[to.section].begin() + to.item);
      rows[from.section].insert(rows[from.section].begin() + from.item, id);
    }
    load(std::move(rows));
    return;
  }
  emit itemMoved(from, to);
}

// The fallback for models without moveRows: out at the source, in at row.
bool ModelAdapter::reinsert(const QModelIndex &sourceParent, int sourceRow,
                            const QModelIndex &parent, int row) {
  const QPersistentModelIndex target(parent);  // survives the removal
  if (auto *standard = qobject_cast<QStandardItemModel *>(m_model.data())) {
    // Whole items move, with their flags and children.
    QStandardItem *from = sourceParent.isValid() ? standard->itemFromIndex(sourceParent)
                                                 : standard->invisibleRootItem();
    QStandardItem *to = target.isValid() ? standard->itemFromIndex(target)
                                         : standard->invisibleRootItem();
    QList<QStandardItem *> items = from->takeRow(sourceRow);
    if (items.isEmpty()) return false;
    to->insertRow(row, items);
    return true;
  }
  const RowData data = rowData(m_model->index(sourceRow, 0, sourceParent));
  return m_model->removeRows(sourceRow, 1, sourceParent) && insertRow(target, row, data);
}

ModelAdapter::RowData ModelAdapter::rowData(const QModelIndex &index) const {
  RowData data;
  if (!m_model || !index.isValid()) return data;
  for (int c = 0; c < m_model->columnCount(index.parent()); ++c)
    data.append(m_model->itemData(index.siblingAtColumn(c)));
  return data;
}

bool ModelAdapter::insertRow(const QModelIndex &parent, int row, const RowData &data) {
  // An empty model may have no columns yet (QStandardItemModel): the row's
  // columns come first.
  const int columns = m_model->columnCount(parent);
  const int wanted = std::max(1, static_cast<int>(data.size()));
  if (columns < wanted && !m_model->insertColumns(columns, wanted - columns, parent))
    return false;
  if (!m_model->insertRows(row, 1, parent)) return false;
  for (int c = 0; c < data.size(); ++c) m_model->setItemData(m_model->index(row, c, parent), data[c]);
  return true;
}

// -- Transfers between engines: each model does its half ----------------------

bool ModelAdapter::removeTransferred(IndexPath from) {
  if (!m_model) return false;
  m_applying = true;
  const bool ok = m_model->removeRows(from.item, 1, sectionIndex(from.section));
  m_applying = false;
  if (!ok) {
    emit moveFailed(from, from);
    Rows rows = currentRows();  // the model keeps the row: a new item for the engine
    rows[from.section].insert(rows[from.section].begin() + from.item, 0);
    load(std::move(rows));
  }
  return ok;
}

bool ModelAdapter::insertTransferred(quint64 id, IndexPath to, const RowData &data) {
  if (!m_model) return false;
  m_applying = true;
  const bool ok = insertRow(sectionIndex(to.section), to.item, data);
  m_applying = false;
  if (!ok) {
    emit moveFailed(to, to);
    Rows rows = currentRows();  // the engine's item has no row: it goes
    rows[to.section].erase(rows[to.section].begin() + to.item);
    load(std::move(rows));
    return false;
  }
  // Measured here: the source's view may size it otherwise.
  refresh(id, m_model->index(to.item, 0, sectionIndex(to.section)));
  return true;
}

}  // namespace reorderqt
