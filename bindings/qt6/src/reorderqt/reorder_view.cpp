// ReorderView: construction, options, geometry and the frame clock. Painting
// is in view_painting.cpp, input in view_input.cpp, what flows add in
// view_flow.cpp.
#include "reorderqt/reorder_view.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QItemSelectionModel>
#include <QScrollBar>
#include <QStyle>
#include <QStyledItemDelegate>

#include <algorithm>
#include <cmath>

#include "reorderqt/announcer.h"
#include "reorderqt/outer_scroll.h"
#include "reorderqt/transfer_group.h"

namespace reorderqt {
namespace {

// The built-in delegate: a QStyledItemDelegate that fills the lifted item
// (State_Raised) and selected ones (State_Selected) with the view's fill
// (the lifted colour, the highlight), not their BackgroundRole.
class ItemDelegate : public QStyledItemDelegate {
 public:
  using QStyledItemDelegate::QStyledItemDelegate;

 protected:
  void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
    const bool viewFill = option->state & (QStyle::State_Raised | QStyle::State_Selected);
    const QBrush fill = option->backgroundBrush;
    QStyledItemDelegate::initStyleOption(option, index);
    if (viewFill) option->backgroundBrush = fill;
  }
};

}  // namespace

ReorderView::ReorderView(QWidget *parent)
    : QAbstractScrollArea(parent),
      m_adapter(m_engine),
      m_defaultDelegate(new ItemDelegate(this)) {
  setFocusPolicy(Qt::StrongFocus);
  viewport()->setAttribute(Qt::WA_AcceptTouchEvents);
  viewport()->setAutoFillBackground(true);
  viewport()->setBackgroundRole(QPalette::Base);
  m_adapter.setSizeFunction([this](const QModelIndex &index) { return itemSize(index); });
  connect(m_defaultDelegate, &QAbstractItemDelegate::sizeHintChanged, this,
          [this] { m_adapter.reload(); });
  setOption([](reorder_options &) {});  // the direction of the widget's layout

  connect(&m_clock, &FrameClock::frame, this, &ReorderView::onFrame);
  connect(&m_engine, &Engine::animationNeeded, this, &ReorderView::runClock);
  // An axis the engine did not scroll keeps the view's offset: the
  // engine's x is clamped at the content's left edge (engineViewport).
  connect(&m_engine, &Engine::scrolled, this, [this](QPointF offset) {
    if (offset.x() == engineViewport().left()) offset.setX(m_offset.x());
    setOffset(offset);
  });
  connect(&m_engine, &Engine::outerScrolled, this, &ReorderView::onOuterScrolled);
  connect(&m_engine, &Engine::notADrag, this, &ReorderView::onNotADrag);
  connect(&m_engine, &Engine::lifted, this, [this](quint64 id, IndexPath) {
    setCurrent(id);
    emit dragStarted(m_adapter.index(id));
  });
  connect(&m_engine, &Engine::dropped, this,
          [this](quint64, IndexPath from, IndexPath to, int count) { emit dropped(from, to, count); });
  connect(&m_engine, &Engine::combined, this, [this](quint64 id, quint64 other) {
    emit itemsCombined(m_adapter.index(id), m_adapter.index(other));
  });
  connect(&m_engine, &Engine::cancelled, this, [this] { emit dragCancelled(); });
  connect(&m_engine, &Engine::announced, this, [this](const QString &text) {
    announce(this, text);
    emit announced(text);
  });
  connect(&m_engine, &Engine::failed, this,
          [this](reorder_status status, const QString &message, const QString &what) {
            emit errorOccurred(status, what + QStringLiteral(": ") + message);
          });
  connect(&m_adapter, &ModelAdapter::itemMoved, this, [this](IndexPath from, IndexPath to) {
    updateScrollBars();  // a grid section may have gained or lost a row
    selectionFromEngine();
    emit itemMoved(from, to);
  });
  connect(&m_adapter, &ModelAdapter::moveFailed, this, [this](IndexPath from, IndexPath to) {
    emit errorOccurred(REORDER_E_REFUSED,
                       QStringLiteral("the model refused to move row %1:%2 to %3:%4")
                           .arg(from.section).arg(from.item).arg(to.section).arg(to.item));
  });
  connect(&m_adapter, &ModelAdapter::treeEditedDuringDrag, this, &ReorderView::cancelDrag);
  connect(&m_engine, &Engine::transferred, this, &ReorderView::onTransferred);
  connect(&m_adapter, &ModelAdapter::reloaded, this, [this] {
    if (m_current && !currentIndex().isValid()) setCurrent(std::nullopt);  // its row was removed
    updateScrollBars();
    viewport()->update();
  });
  syncViewport();
}

// The engine's destructor frees it; nothing calls back into this view after.
// The group first: what leaving it cancels reaches the other members now.
ReorderView::~ReorderView() { setTransferGroup(nullptr); }

// -- Model and delegate -------------------------------------------------------

void ReorderView::setModel(QAbstractItemModel *model, ModelAdapter::Shape shape) {
  setCurrent(std::nullopt);
  const bool hadSelection = !m_engine.selection().empty();
  // A tree is an outline: one vertical column of rows without gaps.
  if (shape == ModelAdapter::Shape::Tree)
    setOption([](reorder_options &o) {
      o.layout = REORDER_LAYOUT_OUTLINE;
      o.axis = REORDER_AXIS_VERTICAL;
      o.item_spacing = 0;
    });
  m_adapter.setSectionExtents(shape == ModelAdapter::Shape::Sectioned ? m_sectionHeader : 0, 0);
  m_adapter.setModel(model, shape);  // new ids: the engine's selection is gone
  QItemSelectionModel *selection = nullptr;
  if (model) {  // as QAbstractItemView::setModel: the old one stays, a child until the view goes
    selection = new QItemSelectionModel(model, this);
    connect(model, &QObject::destroyed, selection, &QObject::deleteLater);
  }
  setSelectionModel(selection);
  if (hadSelection) emit selectedIndexesChanged();
}

QAbstractItemModel *ReorderView::model() const { return m_adapter.model(); }

void ReorderView::setItemDelegate(QAbstractItemDelegate *delegate) {
  if (m_delegate) disconnect(m_delegate, &QAbstractItemDelegate::sizeHintChanged, this, nullptr);
  m_delegate = delegate;
  if (delegate)
    connect(delegate, &QAbstractItemDelegate::sizeHintChanged, this, [this] { m_adapter.reload(); });
  m_adapter.reload();  // sizes come from the delegate
}

// The built-in delegate also stands in for one the application deleted.
QAbstractItemDelegate *ReorderView::itemDelegate() const {
  return m_delegate ? m_delegate.data() : m_defaultDelegate;
}

bool ReorderView::setSectionRules(int section, const SectionRules &rules) {
  return m_adapter.setSectionRules(section, rules);
}

double ReorderView::sectionHeaderHeight() const { return m_sectionHeader; }

void ReorderView::setSectionHeaderHeight(double height) {
  m_sectionHeader = height;
  if (m_adapter.shape() == ModelAdapter::Shape::Sectioned) m_adapter.setSectionExtents(height, 0);
}

bool ReorderView::panOnQuickDrag() const { return m_panOnQuickDrag; }

void ReorderView::setPanOnQuickDrag(bool pan) { m_panOnQuickDrag = pan; }

QColor ReorderView::liftedColor() const { return m_liftedColor; }

void ReorderView::setLiftedColor(const QColor &color) {
  m_liftedColor = color;
  viewport()->update();
}

void ReorderView::setClock(FrameClock::Source clock) { m_clock.setSource(std::move(clock)); }

// -- Options ----------------------------------------------------------------

bool ReorderView::setOption(const std::function<void(reorder_options &)> &change) {
  const reorder_options before = m_engine.options();
  reorder_options options = before;
  change(options);
  // The widget's layout direction decides, whatever the options say.
  options.direction =
      layoutDirection() == Qt::RightToLeft ? REORDER_DIRECTION_RTL : REORDER_DIRECTION_LTR;
  if (!m_engine.configure(options)) return false;
  optionsChanged(before);
  return true;
}

void ReorderView::optionsChanged(const reorder_options &before) {
  // Sizes are measured along the main axis (a flow's: widths, with
  // heights): a new axis or layout needs new sizes.
  followLayout(before);
  if (m_engine.options().layout != before.layout || m_engine.options().grid_axis != before.grid_axis)
    syncViewport();  // a grid's or flow's gutter
  // The content mirrored: show it from where it was shown, from its start.
  if (m_engine.options().direction != before.direction)
    setOffset({mirroredX(m_fromStart), m_offset.y()});
  updateScrollBars();
  viewport()->update();
}

const reorder_options &ReorderView::engineOptions() const { return m_engine.options(); }

bool ReorderView::setEngineOptions(const reorder_options &options) {
  return setOption([&options](reorder_options &o) { o = options; });
}

bool ReorderView::resetEngineOptions() {
  const reorder_options before = m_engine.options();
  if (!m_engine.resetOptions()) return false;
  optionsChanged(before);
  return setOption([](reorder_options &) {});  // back to the widget's direction
}

ReorderView::LayoutMode ReorderView::layoutMode() const {
  return static_cast<LayoutMode>(m_engine.options().layout);
}

bool ReorderView::setLayoutMode(LayoutMode mode) {
  if (m_adapter.shape() == ModelAdapter::Shape::Tree && mode != LayoutMode::Outline) {
    emit errorOccurred(REORDER_E_INVALID,
                       QStringLiteral("setLayoutMode: a Tree model is shown as an Outline only"));
    return false;
  }
  return setOption([mode](reorder_options &o) { o.layout = static_cast<reorder_layout>(mode); });
}

Qt::Orientation ReorderView::orientation() const {
  return m_engine.options().axis == REORDER_AXIS_HORIZONTAL ? Qt::Horizontal : Qt::Vertical;
}

bool ReorderView::setOrientation(Qt::Orientation orientation) {
  return setOption([orientation](reorder_options &o) {
    o.axis = orientation == Qt::Horizontal ? REORDER_AXIS_HORIZONTAL : REORDER_AXIS_VERTICAL;
  });
}

ReorderView::Rule ReorderView::rule() const { return static_cast<Rule>(m_engine.options().rule); }

bool ReorderView::setRule(Rule rule) {
  return setOption([rule](reorder_options &o) { o.rule = static_cast<reorder_rule>(rule); });
}

ReorderView::Semantics ReorderView::semantics() const {
  return static_cast<Semantics>(m_engine.options().semantics);
}

bool ReorderView::setSemantics(Semantics semantics) {
  return setOption(
      [semantics](reorder_options &o) { o.semantics = static_cast<reorder_semantics>(semantics); });
}

ReorderView::CommitMode ReorderView::commitMode() const {
  return static_cast<CommitMode>(m_engine.options().commit);
}

bool ReorderView::setCommitMode(CommitMode mode) {
  return setOption([mode](reorder_options &o) { o.commit = static_cast<reorder_commit>(mode); });
}

ReorderView::Activation ReorderView::activation() const {
  return static_cast<Activation>(m_engine.options().activation);
}

bool ReorderView::setActivation(Activation activation) {
  return setOption(
      [activation](reorder_options &o) { o.activation = static_cast<reorder_activation>(activation); });
}

bool ReorderView::crossSectionMoves() const { return m_engine.options().cross_section_moves != 0; }

bool ReorderView::setCrossSectionMoves(bool allowed) {
  return setOption([allowed](reorder_options &o) { o.cross_section_moves = allowed ? 1 : 0; });
}

int ReorderView::gridColumns() const { return m_engine.options().grid_columns; }

bool ReorderView::setGridColumns(int columns) {
  return setOption([columns](reorder_options &o) { o.grid_columns = columns; });
}

double ReorderView::spacing() const { return m_engine.options().item_spacing; }

bool ReorderView::setSpacing(double spacing) {
  return setOption([spacing](reorder_options &o) {
    o.item_spacing = spacing;
    o.line_spacing = spacing;
  });
}

QMarginsF ReorderView::contentMargins() const {
  const reorder_rect &i = m_engine.options().insets;
  return {i.x, i.y, i.width, i.height};
}

bool ReorderView::setContentMargins(const QMarginsF &m) {
  return setOption([&m](reorder_options &o) {
    o.insets = {m.left(), m.top(), m.right(), m.bottom()};
  });
}

double ReorderView::longPressDelay() const { return m_engine.options().long_press_delay; }

bool ReorderView::setLongPressDelay(double seconds) {
  return setOption([seconds](reorder_options &o) { o.long_press_delay = seconds; });
}

double ReorderView::emptySectionExtent() const { return m_engine.options().empty_section_extent; }

bool ReorderView::setEmptySectionExtent(double extent) {
  return setOption([extent](reorder_options &o) { o.empty_section_extent = extent; });
}

// -- Geometry -------------------------------------------------------------------

QRectF ReorderView::visibleContent() const {
  return {m_offset, QSizeF(viewport()->size())};
}

QPointF ReorderView::toContent(QPointF viewportPoint) const { return viewportPoint + m_offset; }

// layoutContent(), what the engine lays out in, is in view_grid.cpp.

// What the engine is told it shows: the laid-out part, from no further
// left than the content. Right to left, content narrower than the view sits
// at its right, left of the content's origin (a negative offset, see
// mirroredX), and the engine, which scrolls from 0, is told it is at 0.
QRectF ReorderView::engineViewport() const {
  QRectF rect = layoutContent();
  rect.moveLeft(std::max(0.0, rect.left()));
  return rect;
}

void ReorderView::syncViewport() {
  m_engine.setViewport(engineViewport());
  syncFrame();
  viewport()->update();
}

// The engine's viewport on the screen, which every window's views share,
// within this view's: for its group, and for its outer scroll area.
void ReorderView::syncFrame() {
  if (!m_group && !m_outer) return;
  const QRectF engine = engineViewport();
  const QRectF shown(viewport()->mapToGlobal(QPointF(0, 0)), QSizeF(viewport()->size()));
  m_engine.setFrame(
      QRectF(viewport()->mapToGlobal(engine.topLeft() - m_offset), engine.size()).intersected(shown));
}

void ReorderView::updateScrollBars() {
  const QSizeF content = m_engine.contentSize();
  const QSize view = viewport()->size();
  const bool horizontal = scrollsHorizontally();
  QScrollBar *main = horizontal ? horizontalScrollBar() : verticalScrollBar();
  QScrollBar *cross = horizontal ? verticalScrollBar() : horizontalScrollBar();
  const double extent = horizontal ? content.width() : content.height();
  const int page = horizontal ? view.width() : view.height();
  m_syncingScrollBars = true;
  cross->setRange(0, 0);
  main->setRange(0, std::max(0, static_cast<int>(std::ceil(extent)) - page));
  main->setPageStep(page);
  main->setSingleStep(20);
  m_syncingScrollBars = false;
  // Keep the offset (auto-scroll leaves it between pixels), clamped to the
  // content when it shrank; the bars show it rounded. Right to left the
  // content starts at the right: what is kept is the distance from there.
  const double limit = std::max(0.0, std::ceil(extent) - page);
  QPointF offset = horizontal ? QPointF(mirroredX(std::clamp(m_fromStart, 0.0, limit)), 0)
                              : QPointF(mirroredX(0), std::clamp(m_offset.y(), 0.0, limit));
  setOffset(offset);
}

// The one place the offset changes: from the scroll bars, auto-scroll or a pan.
void ReorderView::setOffset(QPointF offset) {
  const bool moved = offset != m_offset;
  m_offset = offset;
  m_fromStart = mirroredX(offset.x());
  m_syncingScrollBars = true;
  horizontalScrollBar()->setValue(static_cast<int>(std::lround(m_fromStart)));
  verticalScrollBar()->setValue(static_cast<int>(std::lround(offset.y())));
  m_syncingScrollBars = false;
  if (moved) syncViewport();
}

void ReorderView::scrollContentsBy(int, int) {
  if (m_syncingScrollBars) return;
  setOffset({mirroredX(horizontalScrollBar()->value()),
             static_cast<double>(verticalScrollBar()->value())});
}

// A horizontal QScrollBar right to left shows its minimum at the right, where
// the engine's mirrored content starts: its value counts from there, the
// offset from the left. Either to the other (an involution). At the start
// the content's right edge is at the viewport's: content narrower than the
// viewport (a short horizontal list, a grid beside the room of a scroll bar
// that shows on the left) sits at the right.
double ReorderView::mirroredX(double x) const {
  if (m_engine.options().direction != REORDER_DIRECTION_RTL) return x;
  return std::ceil(m_engine.contentSize().width()) - viewport()->width() - x;
}

void ReorderView::changeEvent(QEvent *event) {
  QAbstractScrollArea::changeEvent(event);
  if (event->type() == QEvent::LayoutDirectionChange) setOption([](reorder_options &) {});
  // A flow's widths are its rows' text.
  if (event->type() == QEvent::FontChange && layoutMode() == LayoutMode::Flow) m_adapter.reload();
}

void ReorderView::resizeEvent(QResizeEvent *event) {
  QAbstractScrollArea::resizeEvent(event);
  syncViewport();  // a zero cross extent follows the viewport
  updateScrollBars();
}

void ReorderView::showEvent(QShowEvent *event) {
  QAbstractScrollArea::showEvent(event);
  m_clock.setScreen(screen());
}

double ReorderView::itemSize(const QModelIndex &index) const {
  const QSizeF size = itemSizeHint(index);
  if (layoutMode() == LayoutMode::Flow) return size.width();
  return orientation() == Qt::Horizontal ? size.width() : size.height();
}

QStyleOptionViewItem ReorderView::itemOption(const QModelIndex &index, const QRect &rect) const {
  QStyleOptionViewItem option;
  option.initFrom(viewport());
  option.rect = rect;
  // The view draws the focus ring, around the whole item (paintItem): a
  // style's focus rectangle frames the text only and reads as selected text.
  option.state &= ~QStyle::State_HasFocus;
  Q_UNUSED(index);
  option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
  option.decorationSize = QSize(16, 16);
  option.decorationAlignment = Qt::AlignCenter;  // as QAbstractItemView's
  option.features |= QStyleOptionViewItem::WrapText;
  option.widget = this;
  return option;
}

QModelIndex ReorderView::indexAt(const QPoint &position) const {
  const std::optional<quint64> id = m_engine.itemAt(toContent(position));
  return id ? m_adapter.index(*id) : QModelIndex();
}

QRect ReorderView::visualRect(const QModelIndex &index) const {
  const std::optional<quint64> id = m_adapter.id(index);
  const std::optional<QRectF> frame = id ? m_engine.itemFrame(*id) : std::nullopt;
  return frame ? frame->translated(-m_offset).toAlignedRect() : QRect();
}

void ReorderView::scrollTo(const QModelIndex &index) {
  const QRect rect = visualRect(index);
  if (rect.isNull()) return;
  QPointF offset = m_offset;
  const QRect view = viewport()->rect();
  if (rect.bottom() > view.bottom()) offset.ry() += rect.bottom() - view.bottom();
  if (rect.top() < view.top()) offset.ry() += rect.top() - view.top();
  if (rect.right() > view.right()) offset.rx() += rect.right() - view.right();
  if (rect.left() < view.left()) offset.rx() += rect.left() - view.left();
  setOffset(offset);
  updateScrollBars();  // clamps the offset to the content
}

QModelIndex ReorderView::currentIndex() const {
  return m_current ? m_adapter.index(*m_current) : QModelIndex();
}

void ReorderView::setCurrentIndex(const QModelIndex &index) {
  const std::optional<quint64> id = m_adapter.id(index);
  if (id) m_adapter.label(*id);  // what a lift announces
  setCurrent(id);
}

// The one place keyboard focus changes.
void ReorderView::setCurrent(std::optional<quint64> id) {
  if (id == m_current) return;
  const QModelIndex previous = currentIndex();
  m_current = id;
  viewport()->update();
  if (m_selection) m_selection->setCurrentIndex(currentIndex(), QItemSelectionModel::NoUpdate);
  emit currentChanged(currentIndex(), previous);
}

// -- Moves ----------------------------------------------------------------------

bool ReorderView::moveItem(const QModelIndex &index, IndexPath to) {
  const std::optional<quint64> id = m_adapter.id(index);
  if (!id) {
    emit errorOccurred(REORDER_E_UNKNOWN_ID, QStringLiteral("moveItem: not an item of the model"));
    return false;
  }
  catchUp();
  m_adapter.label(*id);
  const bool ok = m_engine.move(*id, to);
  runClock();
  return ok;
}

bool ReorderView::undo() {
  catchUp();
  const bool ok = m_engine.undo();
  runClock();
  return ok;
}

bool ReorderView::redo() {
  catchUp();
  const bool ok = m_engine.redo();
  runClock();
  return ok;
}

void ReorderView::cancelDrag() {
  m_engine.cancelDrag(m_clock.now());
  runClock();
}

bool ReorderView::isDragging() const { return m_engine.phase() == REORDER_PHASE_DRAGGING; }

// -- Transfer groups --------------------------------------------------------------

bool ReorderView::setTransferGroup(TransferGroup *group, const TransferRules &rules) {
  // A transfer carries one row between flat index paths: not a subtree.
  if (group && m_adapter.shape() == ModelAdapter::Shape::Tree) {
    emit errorOccurred(REORDER_E_INVALID,
                       QStringLiteral("setTransferGroup: a Tree model's rows cannot be transferred"));
    return false;
  }
  if (group && group == m_group) return m_engine.setGroupRules(group->m_handle, rules);
  if (m_group) {
    if (!m_engine.leaveGroup(m_group->m_handle)) return false;
    m_group->m_views.removeAll(this);
    m_group = nullptr;
  }
  if (!group || !m_engine.joinGroup(group->m_handle, rules)) return !group;
  m_group = group;
  group->m_views.append(this);
  syncFrame();
  return true;
}

TransferGroup *ReorderView::transferGroup() const { return m_group; }

bool ReorderView::transferItem(const QModelIndex &index, ReorderView *target, IndexPath to) {
  const std::optional<quint64> id = m_adapter.id(index);
  if (!id || !target) {
    emit errorOccurred(REORDER_E_UNKNOWN_ID,
                       QStringLiteral("transferItem: not an item of the model, or no target"));
    return false;
  }
  catchUp();
  target->catchUp();
  m_adapter.label(*id);
  const bool ok = m_engine.transfer(*id, target->m_engine, to);
  runClock();
  target->runClock();
  return ok;
}

// A row crossing between members: each view does its half, the source's
// first; the group holds a moved row's data in between. The half that ends
// it (the target's; a discard's source's) reports it from both views.
void ReorderView::onTransferred(quint64 id, Engine *source, Engine *target, IndexPath from,
                                IndexPath to, TransferKind kind) {
  ReorderView *sourceView = m_group ? m_group->viewOf(source) : nullptr;
  ReorderView *targetView = m_group ? m_group->viewOf(target) : nullptr;
  if (!sourceView || !targetView) return;
  if (sourceView == this) {
    if (kind == TransferKind::Move)
      m_group->m_inFlight.insert(
          id, m_adapter.rowData(model()->index(from.item, 0, m_adapter.sectionIndex(from.section))));
    if (kind != TransferKind::Copy) m_adapter.removeTransferred(from);
  } else if (kind != TransferKind::Discard) {
    // A copy's source keeps the row, under the same id (and reports
    // nothing): read there.
    m_adapter.insertTransferred(id, to,
                                kind == TransferKind::Copy
                                    ? sourceView->m_adapter.rowData(sourceView->m_adapter.index(id))
                                    : m_group->m_inFlight.take(id));
  }
  updateScrollBars();
  selectionFromEngine();  // the engine asks for frames itself (animationNeeded)
  if ((this == targetView) != (kind == TransferKind::Discard)) {
    emit sourceView->itemTransferred(id, sourceView, targetView, from, to, kind);
    emit targetView->itemTransferred(id, sourceView, targetView, from, to, kind);
  }
}

// -- Frame clock ----------------------------------------------------------------

// Moves, undo and redo start their slides at the last time the engine was
// given; after an idle spell (no frames) that is long past, and rows and
// headers would jump. A tick first makes them slide from now.
void ReorderView::catchUp() { m_engine.tick(m_clock.now()); }

void ReorderView::runClock() {
  viewport()->update();
  m_clock.start();
}

void ReorderView::onFrame(double time) {
  m_engine.tick(time);
  viewport()->update();
  if (m_engine.phase() == REORDER_PHASE_IDLE && !m_engine.isAnimating(time)) m_clock.stop();
}

}  // namespace reorderqt
