// reorderqt/model_adapter.h -- keeps a QAbstractItemModel and an Engine in
// the same order.
//
// The model stays the source of truth for content: the adapter loads the
// engine from it (one item per row) and turns each of the application's
// edits into the same edit of the engine: rows inserted, removed or moved
// are inserted, removed or moved there (remove + insert of the same id, so
// no section rule can refuse a host edit), data changed re-reads those rows
// only; a layout change or reset reloads (see reload()). A drag goes on
// through edits that keep its item in its section. Moves decided by the
// engine go the other way: each Engine::moved is applied to the model with
// moveRows, or, where the model does not implement it, by taking the row
// out and inserting it again (QStandardItemModel's takeRow/insertRow, else
// removeRows/insertRows + itemData/setItemData), and is then reported by
// itemMoved. Other views on the same model follow through the model's own
// signals.
//
// Views in a transfer group (see TransferGroup) move rows between their
// models: the engine's REORDER_EVENT_TRANSFER takes the row out of one
// model (removeTransferred) and puts it into another (insertTransferred)
// with its data as itemData() gives it, column by column: a model that
// wants roles of its own carried (Qt::UserRole and up) returns them from
// itemData, as QStandardItemModel does. Ids are unique across every adapter
// of the process, as an item keeps its id from engine to engine.
//
// Ids map to rows through the engine's own order (O(log n) either way), so
// the adapter holds no QPersistentModelIndex per row: those make every
// model edit O(n) in Qt. While a REORDER_COMMIT_ON_DROP drag runs the
// engine's order runs ahead of the model's; the adapter then keeps the
// model's order as ids (taken at the lift) until the drop.
//
// Three model shapes: Flat (the root's rows are the items of one section),
// Sectioned (the root's rows are sections, their children the items; a
// QStandardItemModel with one parent item per section) and Tree (every row
// at every depth, in preorder, is an item of one outline section,
// REORDER_LAYOUT_OUTLINE, at its depth: see tree_adapter.cpp). Where the model has
// no moveRows, a moved row's QPersistentModelIndexes are invalidated (as
// with Qt's own InternalMove); engine ids stay valid. What the adapter
// reads from each item's column 0:
//   Qt::DisplayRole              the label announcements use (read when
//                                the view labels an item, see label())
//   flags() & Qt::ItemIsDragEnabled  the item may be lifted (as Qt's own
//                                InternalMove requires)
//   reorderqt::PinnedRole (bool) the item never moves, nothing moves past it
//   reorderqt::HandleRole (QRectF) the drag handle, relative to the item's
//                                top-left corner (absent: the whole item)
//   reorderqt::NoChildrenRole (bool) Tree: nothing goes under it (a task,
//                                not a group); dropped onto, it combines
//   reorderqt::KeepParentRole (bool) Tree: it moves among its siblings only
// and the item's main-axis size from the size function the view installs
// (in a flow, its width), and its cross size (a flow's height) from the
// cross size function, when one is installed.
#pragma once

#include <QHash>
#include <QSet>
#include <QMap>
#include <QVariant>
#include <QObject>
#include <QPersistentModelIndex>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

#include "reorderqt/engine.h"

class QAbstractItemModel;

namespace reorderqt {

/// Item data roles the adapter reads (see the file comment).
enum ItemRole : int {
  PinnedRole = Qt::UserRole + 0x7e00,  ///< bool: never moves
  HandleRole,                          ///< QRectF: drag handle in item coordinates
  NoChildrenRole,                      ///< bool: Tree, takes no children (REORDER_ITEM_NO_CHILDREN)
  KeepParentRole,                      ///< bool: Tree, stays under its parent (REORDER_ITEM_KEEP_PARENT)
};

class ModelAdapter : public QObject {
  Q_OBJECT

 public:
  enum class Shape { Flat, Sectioned, Tree };
  /// Gives an item's extent along the main axis (its row height in a
  /// vertical list).
  using SizeFunction = std::function<double(const QModelIndex &)>;

  /// Binds to engine, which must outlive the adapter (the view owns both).
  explicit ModelAdapter(Engine &engine, QObject *parent = nullptr);

  /// Binds a model (not owned; nullptr unbinds) and loads the engine from
  /// it afresh (a drag in progress is cancelled). Sections keep the rules
  /// set with setSectionRules.
  void setModel(QAbstractItemModel *model, Shape shape);
  QAbstractItemModel *model() const { return m_model; }
  Shape shape() const { return m_shape; }

  /// How item sizes are measured; the engine is reloaded.
  void setSizeFunction(SizeFunction size);
  /// How items' cross sizes are measured (a flow's item heights, see
  /// Engine::setItemCrossSize), given with every load and edit; empty (the
  /// default) gives none, and the engine keeps what it has. The engine is
  /// reloaded.
  void setCrossSizeFunction(SizeFunction crossSize);
  /// Header and footer extents of every section of a Sectioned model (a
  /// Flat model's single section has none); the engine is reloaded.
  void setSectionExtents(double header, double footer);
  double sectionHeader() const;
  /// The rules of one section, kept across reloads. Returns false (and the
  /// engine reports failed) when the engine refuses them.
  bool setSectionRules(int section, const SectionRules &rules);
  SectionRules sectionRules(int section) const;

  /// The model index (column 0) of an engine item; invalid for unknown ids.
  QModelIndex index(quint64 id) const;
  /// One row's data, column by column (itemData): what a transfer carries.
  using RowData = QList<QMap<int, QVariant>>;
  RowData rowData(const QModelIndex &index) const;
  /// The engine moved the row at `from` out to another engine: it leaves the
  /// model. False (moveFailed) when the model refuses.
  bool removeTransferred(IndexPath from);
  /// The engine took in item id at `to`: a row with data is inserted there
  /// (insertRows + setItemData) and measured. False (moveFailed) when the
  /// model refuses; the engine is then reloaded from the model.
  bool insertTransferred(quint64 id, IndexPath to, const RowData &data);

  /// Tree: expands or collapses index's row (collapsed, its descendants are
  /// hidden). False when the engine refuses (the lifted row), or index is
  /// none of ours.
  bool setExpanded(const QModelIndex &index, bool expanded);
  bool isExpanded(const QModelIndex &index) const;

  /// The engine id of a model item, nullopt when it is none of ours.
  std::optional<quint64> id(const QModelIndex &index) const;
  /// The model index whose children are section's items (the root for a
  /// Flat model).
  QModelIndex sectionIndex(int section) const;

  /// Brings the engine to the model as a whole (on a layout change, a
  /// section-level edit, new sizes) by editing it in place: rows still in
  /// the model keep their ids; sections still in it stay and are loaded with
  /// their rows (a Sectioned model's sections are its section rows, followed
  /// by persistent index; a reset replaces them all); the others are
  /// removed, new ones inserted at their index. So a drag goes on unless its
  /// item left its section (removed, or moved into another section), which
  /// cancels it, and sections already sliding bend toward their new places
  /// rather than jump. The engine cannot move sections: a section row the
  /// model moved before an earlier one is removed and inserted again. With
  /// REORDER_COMMIT_ON_DROP the engine's order runs ahead of the model's
  /// during a drag, and any edit puts it back to the model's: the lifted
  /// item takes its model slot again until the pointer or a key moves it,
  /// and a drag that has left its section is cancelled. O(rows).
  bool reload();
  /// How many times reload() ran (tests: an item edit must not reload).
  int reloadCount() const { return m_reloads; }
  /// True while the adapter edits the model to follow an engine move: the
  /// model's signals then (and a selection model's, which follows them)
  /// come from the engine's order, not from the application.
  bool isApplyingMove() const { return m_applying; }

  /// Sets the item's announcement label from its DisplayRole. Labels are
  /// read only for the items about to be announced (pressed, focused,
  /// moved by the application), not for every row at load.
  void label(quint64 id);

 signals:
  /// The model's item at from (section, row) was moved to to (its row after
  /// the move), following the engine.
  void itemMoved(reorderqt::IndexPath from, reorderqt::IndexPath to);
  /// The engine was brought to the model, by a reload or an edit (ids of
  /// removed rows are gone).
  void reloaded();
  /// Tree: the application changed the model's rows during a press or
  /// drag. Its depths cannot be given to the engine mid-drag: the view
  /// cancels it (at once: connect directly), and the rows stay where the
  /// model has them.
  void treeEditedDuringDrag();
  /// The model refused a move the engine made; the engine was reloaded
  /// from the model, which keeps its order.
  void moveFailed(reorderqt::IndexPath from, reorderqt::IndexPath to);

 private:
  // The id of every row, section by section in the model's order (0: a
  // row new to the engine).
  using Rows = std::vector<std::vector<std::uint64_t>>;

  static std::uint64_t newId();
  void applyMove(quint64 id, IndexPath from, IndexPath to);
  // Trees (tree_adapter.cpp)
  bool loadTree();
  bool syncTree();
  void mapTree();
  bool reinsert(const QModelIndex &sourceParent, int sourceRow, const QModelIndex &parent,
                int row);
  bool insertRow(const QModelIndex &parent, int row, const RowData &data);
  bool refresh(quint64 id, const QModelIndex &index);
  bool setCrossSize(quint64 id, const QModelIndex &index);
  bool setCrossSizes(int section);
  bool load(Rows rows);
  bool syncSections();
  Rows currentRows() const;
  ItemSpec spec(quint64 id, const QModelIndex &index) const;
  std::optional<int> sectionOf(const QModelIndex &parent) const;
  void rowsInserted(const QModelIndex &parent, int first, int last);
  void rowsRemoved(const QModelIndex &parent, int first, int last);
  void rowsMoved(const QModelIndex &parent, int first, int last, const QModelIndex &destination,
                 int row);
  void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
  void layoutAboutToChange();
  void layoutChanged();
  void edited(bool ok);

  // What each engine section was last given, in the engine's order.
  struct Section {
    QPersistentModelIndex index;  // its model row (Sectioned; invalid for Flat)
    SectionRules rules;
    double header = 0;
    double footer = 0;
  };

  Engine &m_engine;
  QPointer<QAbstractItemModel> m_model;
  Shape m_shape = Shape::Flat;
  SizeFunction m_size;
  SizeFunction m_crossSize;  // empty: none given
  double m_header = 0;
  double m_footer = 0;
  QHash<int, SectionRules> m_rules;
  QList<Section> m_sections;
  bool m_applying = false;  // our own model edits: the engine has them already
  std::optional<quint64> m_lifted;
  // REORDER_COMMIT_ON_DROP, lift to drop: the model's order (see the file
  // comment) and the model paths found in it.
  std::optional<Rows> m_modelRows;
  mutable QHash<quint64, IndexPath> m_found;
  // Layout changes: every row's id across one (Qt updates these indexes).
  QList<QPair<QPersistentModelIndex, quint64>> m_layoutRows;
  int m_reloads = 0;
  // Tree: the model's rows in preorder (persistent: they follow the
  // application's edits until loadTree reads them), their ids and depths,
  // where each id is, and the ids of the rows as indexed at the last
  // mapTree. Rebuilt after every change of the model's structure.
  std::vector<QPersistentModelIndex> m_treeRows;
  std::vector<std::uint64_t> m_treeIds;
  std::vector<int> m_treeDepths;
  QHash<quint64, int> m_treePos;
  QHash<QModelIndex, quint64> m_treeIdOf;
  QSet<quint64> m_collapsed;
  QList<QMetaObject::Connection> m_connections;
};

}  // namespace reorderqt
