// reorderqt/reorder_view.h -- a scrollable, reorderable view of a Qt model.
//
// ReorderView shows the rows of a QAbstractItemModel as a list (vertical or
// horizontal), a grid or a flow of tags and chips, painted through a
// QAbstractItemDelegate (a QStyledItemDelegate unless one is set) at the
// positions the libreorder engine gives for each frame. The user reorders them by long press and
// drag (mouse or touch; a mouse may use a distance threshold instead), with
// animated displacement, settle and cancel, edge auto-scroll, and by
// keyboard (Space/Enter lifts and drops, arrows and Home/End move, Escape
// cancels), with announcements for screen readers. Each move is applied to
// the model (see ModelAdapter) and reported by itemMoved(). A selection, as
// in Qt's item views, through a QItemSelectionModel: a long press on a
// selected item drags the whole selection as one group.
//
// Compared with QAbstractItemView::InternalMove: long press, animation,
// auto-scroll, keyboard reordering, sections with rules (locked, capacity
// with displacement, pinned items) and exchange semantics.
//
// Views that share a TransferGroup drag rows between their models (a
// board's columns, two windows): see transfer_group.h.
//
// Right to left: the view follows its layoutDirection (QWidget's property,
// inherited from the application), which sets the engine's direction
// (REORDER_DIRECTION_RTL), also when it changes. The engine mirrors every
// layout about the content's width (a horizontal list starts at the right,
// grid rows fill from the right, a horizontal grid's first column is at the
// right) and the view paints its frames as they are; the horizontal scroll
// bar counts from the right, as Qt's do, so a horizontal list or grid opens
// at its start. Arrow keys move as they look (left is onwards); rows, moves
// and announcements stay in the model's order. Content narrower than the
// viewport (a short horizontal list) sits at its right.
//
// Grids (LayoutMode::Grid): uniform cells whose size comes from the engine
// (gridColumns share the viewport's width, cells square unless the
// engine's grid_cell_height says); they fill rows and the view scrolls
// down, or with gridAxis Qt::Horizontal fill columns top to bottom and the
// view scrolls sideways, the cells sharing the viewport's height; a wheel
// turned vertically then scrolls sideways (as in a horizontal list). Either
// way the arrows move focus to the cell above, below or beside, as they
// look.
//
// Flows (LayoutMode::Flow, as QListView's Flow with wrapping): each row is
// as wide and as high as its size hint (Qt::SizeHintRole, else the
// delegate's sizeHint; a negative width is the DisplayRole text's width and
// a negative height the engine's flow_item_height), and rows follow each
// other along a line, wrapping onto the next one at the viewport's width
// (less a vertical scroll bar's room, as in a grid); the view scrolls
// vertically. A line is as tall as its tallest row, shorter rows are
// centred in it; flowAlignment lines up short lines, spacing is between
// rows and lines (lineSpacing between lines alone). Sizes are read again
// when the model's data changes (dataChanged, SizeHintRole included), when
// the delegate reports sizeHintChanged and when the font changes. Right to
// left, lines start at the right. Keys: Left and Right go along the order
// as they look, Up and Down to the nearest row of the line above or below
// (a lifted row too, through the engine).
//
// Outlines (LayoutMode::Outline; setModel with ModelAdapter::Shape::Tree
// sets it): a model with parents, its rows at every depth shown in
// preorder, each indented by its depth with an expander when it has
// children (a click collapses or expands it). Lifting a row lifts its
// subtree; the horizontal offset picks the depth, holding it over a row's
// middle drops it into that row (the row is highlighted; a collapsed one
// expands after a dwell). Tab and Shift+Tab indent and outdent the current
// row, or move a lifted one a level. Each change reaches the model as
// moveRows across parents (see tree_adapter.cpp); with combineZone, a drop
// onto a row that takes no children (NoChildrenRole) emits itemsCombined.
//
// Errors from the engine (a refused option, a refused move) are reported by
// errorOccurred() and by the false return of the setter or call that
// caused them; the view stays consistent.
//
// Options: the common ones are properties; every reorder_options field is
// reachable through engineOptions() / setEngineOptions(). Which property
// sets which field is listed in option_properties.cpp, checked at compile
// time against every field of reorder_options (see option_properties.h).
#pragma once

#include <QAbstractScrollArea>
#include <QColor>
#include <QImage>
#include <QMarginsF>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>

#include "reorderqt/engine.h"
#include "reorderqt/frame_clock.h"
#include "reorderqt/model_adapter.h"

class QAbstractItemDelegate;
class QAbstractItemModel;
class QItemSelection;
class QItemSelectionModel;
class QStyleOptionViewItem;

namespace reorderqt {

class OuterScroll;
class TransferGroup;

class ReorderView : public QAbstractScrollArea {
  Q_OBJECT
  Q_PROPERTY(LayoutMode layoutMode READ layoutMode WRITE setLayoutMode)
  Q_PROPERTY(Qt::Orientation orientation READ orientation WRITE setOrientation)
  Q_PROPERTY(Rule rule READ rule WRITE setRule)
  Q_PROPERTY(Semantics semantics READ semantics WRITE setSemantics)
  Q_PROPERTY(CommitMode commitMode READ commitMode WRITE setCommitMode)
  Q_PROPERTY(Activation activation READ activation WRITE setActivation)
  Q_PROPERTY(bool crossSectionMoves READ crossSectionMoves WRITE setCrossSectionMoves)
  Q_PROPERTY(int gridColumns READ gridColumns WRITE setGridColumns)
  Q_PROPERTY(Qt::Orientation gridAxis READ gridAxis WRITE setGridAxis)
  Q_PROPERTY(double spacing READ spacing WRITE setSpacing)
  Q_PROPERTY(double lineSpacing READ lineSpacing WRITE setLineSpacing)
  Q_PROPERTY(FlowAlignment flowAlignment READ flowAlignment WRITE setFlowAlignment)
  Q_PROPERTY(QMarginsF contentMargins READ contentMargins WRITE setContentMargins)
  Q_PROPERTY(double longPressDelay READ longPressDelay WRITE setLongPressDelay)
  Q_PROPERTY(double emptySectionExtent READ emptySectionExtent WRITE setEmptySectionExtent)
  Q_PROPERTY(double sectionHeaderHeight READ sectionHeaderHeight WRITE setSectionHeaderHeight)
  Q_PROPERTY(bool panOnQuickDrag READ panOnQuickDrag WRITE setPanOnQuickDrag)
  Q_PROPERTY(QColor liftedColor READ liftedColor WRITE setLiftedColor)
  Q_PROPERTY(double outlineIndent READ outlineIndent WRITE setOutlineIndent)
  Q_PROPERTY(double combineZone READ combineZone WRITE setCombineZone)

 public:
  /// REORDER_LAYOUT_*.
  enum class LayoutMode {
    List = REORDER_LAYOUT_LIST,  ///< rows stacked along orientation()
    Grid = REORDER_LAYOUT_GRID,  ///< uniform cells, row by row (gridAxis: column
                                 ///< by column, scrolling sideways)
    Flow = REORDER_LAYOUT_FLOW,  ///< rows of their own width and height, wrapping
                                 ///< into lines (tags, chips; libreorder 1.1)
    Outline = REORDER_LAYOUT_OUTLINE,  ///< a Tree model's rows, indented by depth
                                       ///< (libreorder 1.1; setModel sets it)
  };
  Q_ENUM(LayoutMode)
  /// How a flow lines up a line's rows (REORDER_FLOW_ALIGN_*).
  enum class FlowAlignment {
    Start = REORDER_FLOW_ALIGN_START,    ///< at the start (the right, right to left)
    Center = REORDER_FLOW_ALIGN_CENTER,  ///< centred in the width
    Justify = REORDER_FLOW_ALIGN_JUSTIFY,  ///< the room left shared out between the
                                           ///< rows; a section's last line stays at the start
  };
  Q_ENUM(FlowAlignment)
  /// When the lifted item takes a new slot (REORDER_RULE_*).
  enum class Rule {
    Midpoint = REORDER_RULE_MIDPOINT,  ///< its leading edge passes a neighbour's midpoint
    Edge = REORDER_RULE_EDGE,          ///< it passes a neighbour's far edge (seed 000)
    Pointer = REORDER_RULE_POINTER,    ///< the slot under the pointer (seed 001)
    Center = REORDER_RULE_CENTER,      ///< grids: the nearest cell centre
  };
  Q_ENUM(Rule)
  /// What a move means (REORDER_SEMANTICS_*).
  enum class Semantics {
    Shift = REORDER_SEMANTICS_SHIFT,       ///< remove + insert
    Exchange = REORDER_SEMANTICS_EXCHANGE  ///< swap two items
  };
  Q_ENUM(Semantics)
  /// When the model changes (REORDER_COMMIT_*).
  enum class CommitMode {
    Live = REORDER_COMMIT_LIVE,      ///< at every step of a drag
    OnDrop = REORDER_COMMIT_ON_DROP  ///< once, at the drop
  };
  Q_ENUM(CommitMode)
  /// How a press becomes a drag (REORDER_ACTIVATION_*).
  enum class Activation {
    LongPress = REORDER_ACTIVATION_LONG_PRESS,  ///< hold still (touch-like; default)
    Distance = REORDER_ACTIVATION_DISTANCE,     ///< move a few units (desktop mouse)
    Immediate = REORDER_ACTIVATION_IMMEDIATE,   ///< at once
  };
  Q_ENUM(Activation)

  /// A view with no model, a vertical list, long-press activation and a
  /// QStyledItemDelegate. Throws std::runtime_error when the engine cannot
  /// be created (see Engine).
  explicit ReorderView(QWidget *parent = nullptr);
  ~ReorderView() override;

  // -- Model and delegate ---------------------------------------------------
  /// Shows model (not owned; it must outlive the view or be unset first),
  /// Flat or Sectioned (see ModelAdapter), and keeps it in the user's order.
  /// A new QItemSelectionModel (a child of the view) selects in it, as
  /// QAbstractItemView's setModel makes one.
  /// The application may edit the model at any time, during a drag too: the
  /// drag goes on unless its row is removed or leaves its section (then
  /// dragCancelled), and section headers go on sliding with their rows (see
  /// ModelAdapter::reload).
  void setModel(QAbstractItemModel *model,
                ModelAdapter::Shape shape = ModelAdapter::Shape::Flat);
  QAbstractItemModel *model() const;
  /// Paints and measures items with delegate (not owned; nullptr restores
  /// the built-in QStyledItemDelegate). Row sizes come from the model's
  /// Qt::SizeHintRole when set, else from the delegate's sizeHint.
  void setItemDelegate(QAbstractItemDelegate *delegate);
  QAbstractItemDelegate *itemDelegate() const;
  /// The rules of one section (0 for a Flat model), kept across reloads.
  /// False when the engine refuses them (errorOccurred says why).
  bool setSectionRules(int section, const SectionRules &rules);

  // -- Options (each setter returns false and keeps the old value when the
  //    engine refuses it, e.g. while a drag is in progress) -----------------
  LayoutMode layoutMode() const;
  bool setLayoutMode(LayoutMode mode);
  /// Lists only: the main axis.
  Qt::Orientation orientation() const;
  bool setOrientation(Qt::Orientation orientation);
  Rule rule() const;
  bool setRule(Rule rule);
  Semantics semantics() const;
  bool setSemantics(Semantics semantics);
  CommitMode commitMode() const;
  bool setCommitMode(CommitMode mode);
  Activation activation() const;
  bool setActivation(Activation activation);
  /// Whether items may change section (sections' own rules still apply).
  bool crossSectionMoves() const;
  bool setCrossSectionMoves(bool allowed);
  /// Grids: columns (0 fits cells of the engine's grid_cell_width); in a
  /// horizontal grid (gridAxis), the cells down each column.
  int gridColumns() const;
  bool setGridColumns(int columns);
  /// Grids: the way they scroll (libreorder 1.1's grid_axis). Qt::Vertical
  /// (the default): cells fill rows left to right, the view scrolls down.
  /// Qt::Horizontal: cells fill columns top to bottom and the view scrolls
  /// sideways (horizontal scroll bar, the wheel, edge auto-scroll along x);
  /// gridColumns counts the cells down a column, which share the viewport's
  /// height (less a horizontal scroll bar's room), spacing is between the
  /// cells of a column and lineSpacing between columns. Right to left the
  /// first column is at the right. Arrows move focus, and a lifted cell, as
  /// they look: Up and Down within a column, Left and Right across.
  Qt::Orientation gridAxis() const;
  bool setGridAxis(Qt::Orientation axis);
  /// Space between items (lists) or between cells and rows (grids), or
  /// between the rows of a line and between lines (flows). Sets
  /// lineSpacing too.
  double spacing() const;
  bool setSpacing(double spacing);
  /// Grids and flows: the space between rows of cells, or between lines,
  /// alone (setSpacing sets it too).
  double lineSpacing() const;
  bool setLineSpacing(double spacing);
  /// Flows: how lines shorter than the width line up (default Start).
  FlowAlignment flowAlignment() const;
  bool setFlowAlignment(FlowAlignment alignment);
  /// Outlines: the indentation of one level (default 24); the expander
  /// is as wide, at most a row's height.
  double outlineIndent() const;
  bool setOutlineIndent(double indent);
  /// The fraction of a row, about its middle, over which a drag held still
  /// combines with it (0, the default: never; in an outline, rows that take
  /// no children, NoChildrenRole): the drop emits itemsCombined.
  double combineZone() const;
  bool setCombineZone(double zone);
  /// Room around the content (lists) or inside each section (grids, flows).
  QMarginsF contentMargins() const;
  bool setContentMargins(const QMarginsF &margins);
  /// Seconds a press must hold still to lift an item (LongPress).
  double longPressDelay() const;
  bool setLongPressDelay(double seconds);
  /// The main-axis room an empty section keeps for its items, so that a
  /// row can be dragged into it (default 44); 0 leaves it its header only
  /// (reachable by keys and moveItem, not by pointer).
  double emptySectionExtent() const;
  bool setEmptySectionExtent(double extent);
  /// Every engine option at once, for those without a property (auto-scroll
  /// zone and speed, animation durations, lift look...). Start from
  /// engineOptions() (or reorder_options_init with REORDER_OPTIONS_VERSION).
  /// The direction field is the view's layoutDirection's, whatever options
  /// says (as after resetEngineOptions()).
  const reorder_options &engineOptions() const;
  bool setEngineOptions(const reorder_options &options);
  /// Every engine option back to the library's default.
  bool resetEngineOptions();
  /// Height of the header painted above each section of a Sectioned model
  /// (its column-0 DisplayRole text).
  double sectionHeaderHeight() const;
  void setSectionHeaderHeight(double height);
  /// Whether a press that moves before the long press completes scrolls the
  /// view (as on touch screens); default true.
  bool panOnQuickDrag() const;
  void setPanOnQuickDrag(bool pan);

  /// The fill of the lifted item (what a drag moves), so that it stands
  /// out from the rows it passes, with the engine's lift scale and shadow.
  /// The built-in delegate paints it instead of the item's BackgroundRole;
  /// a delegate the application sets gets it as option.backgroundBrush,
  /// with QStyle::State_Raised in option.state (a QStyledItemDelegate
  /// replaces it with the item's own BackgroundRole, if any). Invalid (the
  /// default): the palette's Highlight mixed into its Base.
  QColor liftedColor() const;
  void setLiftedColor(const QColor &color);

  /// Replaces the clock the view gives the engine (seconds); empty restores
  /// the monotonic clock. Tests use it to make long-press timing
  /// deterministic.
  void setClock(FrameClock::Source clock);

  // -- Items ----------------------------------------------------------------
  /// The item at a viewport position (resting layout), or invalid.
  QModelIndex indexAt(const QPoint &position) const;
  /// The item's resting rectangle in viewport coordinates.
  QRect visualRect(const QModelIndex &index) const;
  /// The item with keyboard focus (what Space lifts): set by a press, the
  /// arrows, a lift, setCurrentIndex or the selection model's
  /// setCurrentIndex, and kept as the selection model's current index; it
  /// stays with its item as the item moves. When the application removes
  /// its row, the selection model moves it to a neighbour in its section,
  /// as in QListView. currentChanged() reports each change.
  QModelIndex currentIndex() const;
  void setCurrentIndex(const QModelIndex &index);
  /// Outlines: expands or collapses index's row (collapsed, its descendants
  /// are hidden; a click on its expander toggles it). False for a row that
  /// is not in a Tree model or is lifted.
  bool setExpanded(const QModelIndex &index, bool expanded);
  bool isExpanded(const QModelIndex &index) const;
  /// Scrolls so that index is visible.
  void scrollTo(const QModelIndex &index);
  /// Moves index to `to` (its position after the move) through the section
  /// rules, animated, as seed 004's tap-to-move: a full section displaces
  /// one of its items. False when refused (errorOccurred says why).
  bool moveItem(const QModelIndex &index, IndexPath to);
  /// Undoes / redoes the last committed move (a drag is one step).
  bool undo();
  bool redo();
  /// Cancels a press or drag in progress; the order is restored.
  void cancelDrag();
  /// True from lift to drop or cancel: in the view a drag was lifted in, and
  /// in the view of its transfer group the row is in now.
  bool isDragging() const;

  // -- Transfer groups ------------------------------------------------------
  /// Joins group (not owned; nullptr: leaves the current one) with rules,
  /// or gives its new rules when already in it, so that drags carry rows
  /// between this view's model and the other members' (see
  /// transfer_group.h). Leaving cancels a drag crossing this view. False
  /// when the engine refuses (a drag in progress, a zero tag; errorOccurred
  /// says why), the view then as it was.
  bool setTransferGroup(TransferGroup *group, const TransferRules &rules = {});
  TransferGroup *transferGroup() const;
  /// Moves index's row to `to` (its index path there) in target, a member
  /// of the same group, without a drag: animated, one undo step, under the
  /// rules a drag follows. False when refused (errorOccurred says why).
  bool transferItem(const QModelIndex &index, ReorderView *target, IndexPath to);

  // -- Outer scroll area ------------------------------------------------------
  /// Makes area (not owned; nullptr: none), a scroll area the view is in (a
  /// list in a scrolling page), scroll while a drag holds the pointer near
  /// its viewport's edge, once the view cannot scroll that way itself
  /// (libreorder 1.1's reorder_engine_set_outer_scroll). edges sets how
  /// (its zone_kind, curve, zone, max_speed, grace and intent; nullptr: the
  /// library's defaults); the rest is read from area, and again whenever
  /// its bars, its viewport's geometry or its window's position change.
  /// For the views of a board, TransferGroup::setOuterScrollArea.
  void setOuterScrollArea(QAbstractScrollArea *area, const reorder_outer_scroll *edges = nullptr);
  QAbstractScrollArea *outerScrollArea() const;

  // -- Selection --------------------------------------------------------------
  // As in QListView's ExtendedSelection: a click selects one item, Ctrl-click
  // (or Ctrl+Space on the current item) toggles one, Shift-click selects the
  // range from the last item clicked, within its section; clicks with Ctrl
  // or Shift only select, they neither lift nor tap. A press outside the
  // selection drags its item alone; a long press on a selected item lifts
  // the whole selection (the engine's reorder_selection_set), which lands
  // together and stays selected. A plain click on a selected item selects it
  // alone once it is a tap. Selected items are painted with the palette's
  // Highlight (QStyle::State_Selected for the delegate), the lifted one of a
  // group with the group's count.
  /// The selection model (nullptr without a model). Any QItemSelectionModel
  /// on model() may be shared with other views; its rows (column 0) are
  /// what a drag lifts, in the order they were selected.
  QItemSelectionModel *selectionModel() const;
  /// Selects through selectionModel (not owned; nullptr: no selection),
  /// which must be on model(). Its current index becomes the view's.
  void setSelectionModel(QItemSelectionModel *selectionModel);
  /// The selected items (column 0) in the order they were selected: the
  /// order a dragged selection lands in.
  QModelIndexList selectedIndexes() const;

  /// The engine and the adapter, for inspection (tests, advanced hosts).
  const Engine &engine() const { return m_engine; }
  const ModelAdapter &modelAdapter() const { return m_adapter; }

 signals:
  /// An item moved in the model: from (section, row) to (its row after the
  /// move). In Live commit mode, once per step of a drag. In an outline,
  /// once for each row the model moved (a subtree moves with its root's
  /// row), its place in the whole tree's preorder before and after.
  void itemMoved(reorderqt::IndexPath from, reorderqt::IndexPath to);
  /// A drag started on index.
  void dragStarted(const QModelIndex &index);
  /// A drag ended: from -> to over the whole drag (equal when unmoved) of
  /// the lifted item; count items landed together (a selection's, else 1).
  /// A drag that crossed views of a transfer group ends in both the view
  /// it was lifted in and the one it landed in: from is in the first, to
  /// in the second.
  void dropped(reorderqt::IndexPath from, reorderqt::IndexPath to, int count);
  /// A row went between the models of two views of a transfer group, from
  /// `from` in source to `to` in target (its place there), as kind says:
  /// moved, copied (source keeps its row), or a copy discarded (source
  /// loses it, at from). Both views emit it, source first, once both models
  /// are done. During a drag, each crossing is one.
  void itemTransferred(quint64 id, reorderqt::ReorderView *source, reorderqt::ReorderView *target,
                       reorderqt::IndexPath from, reorderqt::IndexPath to,
                       reorderqt::TransferKind kind);
  /// A drag was cancelled (Escape, pointer cancel): the order is what it
  /// was before the drag. Or its row was removed from the model or left its
  /// section: the order is then the model's.
  void dragCancelled();
  /// A drag ended with dragged dropped onto target (combineZone): nothing
  /// moved; the application decides what combining means (a new group, a
  /// folder). dragCancelled() follows.
  void itemsCombined(const QModelIndex &dragged, const QModelIndex &target);
  /// A press released before it became a drag, over index.
  void tapped(const QModelIndex &index);
  /// The item with keyboard focus changed, as QItemSelectionModel's
  /// currentChanged: not when it moves. When its row is removed, previous
  /// is that row, invalid once it is gone; current is invalid when no item
  /// has focus.
  void currentChanged(const QModelIndex &current, const QModelIndex &previous);
  /// selectedIndexes() changed: the selection model's selection or its
  /// order (not when selected items move).
  void selectedIndexesChanged();
  /// A text for screen readers (also sent through QAccessible).
  void announced(const QString &text);
  /// An engine call or a model edit failed: status is a REORDER_E_* code
  /// (REORDER_E_REFUSED when the model refused a move).
  void errorOccurred(reorder_status status, const QString &message);

 protected:
  void paintEvent(QPaintEvent *event) override;
  void resizeEvent(QResizeEvent *event) override;
  void scrollContentsBy(int dx, int dy) override;
  void showEvent(QShowEvent *event) override;
  bool viewportEvent(QEvent *event) override;
  void mousePressEvent(QMouseEvent *event) override;
  void mouseMoveEvent(QMouseEvent *event) override;
  void mouseReleaseEvent(QMouseEvent *event) override;
  void keyPressEvent(QKeyEvent *event) override;
  void focusOutEvent(QFocusEvent *event) override;
  void changeEvent(QEvent *event) override;
  void wheelEvent(QWheelEvent *event) override;
  bool focusNextPrevChild(bool next) override;

 private:
  bool setOption(const std::function<void(reorder_options &)> &change);
  void setCurrent(std::optional<quint64> id);
  void optionsChanged(const reorder_options &before);
  // Geometry (reorder_view.cpp)
  QRectF visibleContent() const;
  QRectF engineViewport() const;
  QPointF toContent(QPointF viewportPoint) const;
  void syncViewport();
  void syncFrame();
  void onTransferred(quint64 id, Engine *source, Engine *target, IndexPath from, IndexPath to,
                     TransferKind kind);
  // Outer scroll (outer_scroll.cpp)
  void syncPlacement();
  void onOuterScrolled(QPointF offset, reorder_outer_scope scope);
  void updateScrollBars();
  void setOffset(QPointF offset);
  double mirroredX(double x) const;
  double itemSize(const QModelIndex &index) const;
  // Grids (view_grid.cpp)
  QRectF layoutContent() const;
  double scrollBarGutter(Qt::Orientation orientation) const;
  bool scrollsHorizontally() const;
  bool horizontalGrid() const;
  QRectF lineSpace(const QRectF &frame) const;
  // Flows (view_flow.cpp)
  QSizeF itemSizeHint(const QModelIndex &index) const;
  double itemCrossSize(const QModelIndex &index) const;
  void followLayout(const reorder_options &before);
  bool moveFocusAcrossLines(int step);
  QStyleOptionViewItem itemOption(const QModelIndex &index, const QRect &rect) const;
  void onFrame(double time);
  void catchUp();
  void runClock();
  // Outlines (view_outline.cpp)
  QRectF expanderRect(const QRectF &frame) const;
  bool toggleExpanderAt(QPointF position);
  void paintExpander(QPainter &painter, const QRectF &frame, const QModelIndex &index) const;
  // Painting (view_painting.cpp)
  void paintSectionHeaders(QPainter &painter, double time) const;
  void paintItem(QPainter &painter, const reorder_presentation &item) const;
  void paintShadow(QPainter &painter, const QRectF &frame, const reorder_presentation &item) const;
  QColor liftedFill() const;
  void paintCount(QPainter &painter, const QRectF &frame, int count) const;
  // Selection (view_selection.cpp)
  bool selectAt(const QModelIndex &index, Qt::KeyboardModifiers modifiers);
  void selectionToEngine(const QItemSelection &selected);
  void selectionFromEngine();
  // Input (view_input.cpp)
  void press(QPointF position, Qt::KeyboardModifiers modifiers);
  void drag(QPointF position);
  void release(QPointF position);
  void onNotADrag(std::optional<quint64> id, reorder_not_a_drag_reason reason);
  bool moveFocus(int step);

  Engine m_engine;
  ModelAdapter m_adapter;
  FrameClock m_clock;
  QAbstractItemDelegate *m_defaultDelegate;
  QPointer<QAbstractItemDelegate> m_delegate;  // the application's, if any
  QPointF m_offset;  // the viewport's origin in content space
  double m_fromStart = 0;  // its x from the content's start (mirroredX), as last set
  bool m_syncingScrollBars = false;
  double m_sectionHeader = 28;
  bool m_panOnQuickDrag = true;
  QColor m_liftedColor;
  mutable QImage m_shadow;  // the last shadow drawn, for its size and radius
  mutable std::pair<QSize, int> m_shadowKey;
  bool m_pressed = false;
  QPointF m_pressPoint;                 // where the press began (content)
  std::optional<QPointF> m_panAnchor;  // content point held under the pointer
  std::optional<quint64> m_current;  // the item with keyboard focus
  QPointer<QItemSelectionModel> m_selection;
  std::optional<quint64> m_anchor;  // where a Shift-click's range starts
  bool m_selectingFromEngine = false;
  QPointer<TransferGroup> m_group;
  std::unique_ptr<OuterScroll> m_outer;  // last: gone before the engine

  friend class TransferGroup;
};

}  // namespace reorderqt
