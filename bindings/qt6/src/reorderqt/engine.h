// reorderqt/engine.h -- the libreorder engine handle as a Qt object.
//
// Engine owns one reorder_engine (released in the destructor), checks the
// status of every call and turns the engine's events into Qt signals. The
// engine's event callback only records each event; they are emitted after
// the call that caused them has returned, so a slot may call back into the
// engine (from inside the callback, mutating calls return REORDER_E_BUSY).
//
// Events are emitted strictly in the order they happened, across every
// Engine of the thread: engines in one transfer group report a call's
// events to all of them (a drag crossing from one to another reports the
// source's half, then the target's), and they are emitted in that order. A
// slot's own calls into an engine queue their events behind the ones still
// waiting, and the dispatch already running emits them after the slot
// returns. So the moves of one multi-step change (an exchange, a
// displacement, a transfer) reach every slot in order, each after the
// earlier ones.
//
// Every fallible method returns false (or an empty value) on failure, after
// emitting failed() with the status and the engine's one-line message; a
// failing call changes nothing in the engine. Use one Engine from the thread
// that owns it.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include <reorder.h>

namespace reorderqt {

/// A section and a position in it (reorder_index_path). As a destination,
/// item is the index the item has after the move.
struct IndexPath {
  int section = 0;
  int item = 0;
  friend bool operator==(const IndexPath &a, const IndexPath &b) {
    return a.section == b.section && a.item == b.item;
  }
  friend bool operator!=(const IndexPath &a, const IndexPath &b) { return !(a == b); }
};

/// What a section allows (reorder_section_rules). The defaults let items
/// move freely in and out.
struct SectionRules {
  enum class Displacement {
    VacatedSlot = REORDER_DISPLACE_VACATED_SLOT,  ///< into the slot the dragged item left
    SourceStart = REORDER_DISPLACE_SOURCE_START,  ///< to the start of the source section
    SourceEnd = REORDER_DISPLACE_SOURCE_END,      ///< to the end of the source section
  };
  bool locked = false;       ///< items neither leave nor enter (seed 001)
  bool acceptsDrops = true;  ///< items from other sections may enter
  int minimumCount = 0;      ///< moves out may not leave fewer items
  int capacity = 0;          ///< at most this many items, 0 = unlimited; a full
                             ///< section displaces one of its own (seed 004)
  Displacement displacement = Displacement::VacatedSlot;

  friend bool operator==(const SectionRules &a, const SectionRules &b) {
    return a.locked == b.locked && a.acceptsDrops == b.acceptsDrops &&
           a.minimumCount == b.minimumCount && a.capacity == b.capacity &&
           a.displacement == b.displacement;
  }
  friend bool operator!=(const SectionRules &a, const SectionRules &b) { return !(a == b); }
};

/// What a member of a transfer group lets through (reorder_transfer_rules):
/// an item goes from member A to member B when A's pull is not None, A's
/// giveTo has a bit of B's tag, B's put is true and B's acceptFrom has a bit
/// of A's tag. The defaults let items move freely between members.
struct TransferRules {
  enum class Pull {
    None = REORDER_PULL_NONE,  ///< items never leave
    Move = REORDER_PULL_MOVE,  ///< items leave: removed here, inserted there
    Copy = REORDER_PULL_COPY,  ///< a copy leaves, the item stays (a palette)
  };
  Pull pull = Pull::Move;
  bool put = true;                ///< items from other members may enter
  quint32 tag = 1;                ///< this member's kind, nonzero
  quint32 giveTo = 0xffffffffu;   ///< tags items may leave for
  quint32 acceptFrom = 0xffffffffu;  ///< tags items may come from
};

/// What a transfer between engines does (reorder_transfer_kind).
enum class TransferKind {
  Move = REORDER_TRANSFER_MOVE,       ///< the source loses the item, the target gains it
  Copy = REORDER_TRANSFER_COPY,       ///< the target gains a copy (same id); the source keeps it
  Discard = REORDER_TRANSFER_DISCARD  ///< the source drops its copy; the target keeps its item
};

/// One item of a section load: its id (unique in the engine), main-axis
/// size and REORDER_ITEM_* flags.
struct ItemSpec {
  std::uint64_t id = 0;
  double size = 0;
  reorder_item_flags flags = REORDER_ITEM_DEFAULT;
};

class Engine : public QObject {
  Q_OBJECT

 public:
  /// Creates an engine with the options of REORDER_PRESET_DESKTOP (the
  /// library's defaults, with edge auto-scroll for a mouse). Throws
  /// std::runtime_error when the library cannot create one (its message
  /// says why) or when the loaded library is older than the reorder.h this
  /// was compiled against, or of another major version (a mismatched
  /// install). A newer 1.x library is fine: within a major version every
  /// change is an addition.
  explicit Engine(QObject *parent = nullptr);
  ~Engine() override;

  Engine(const Engine &) = delete;
  Engine &operator=(const Engine &) = delete;

  /// The options in effect (those of the last successful configure()).
  const reorder_options &options() const { return m_options; }
  /// Applies options (reorder_engine_configure); items and order are kept.
  /// options.version must be one the library knows (reorder_options_init
  /// with REORDER_OPTIONS_VERSION sets it). Fails with REORDER_E_INVALID
  /// for a bad value, REORDER_E_VERSION for an unknown version and
  /// REORDER_E_STATE while a press or drag is in progress; options() is
  /// then unchanged.
  bool configure(const reorder_options &options);
  /// Back to the options the engine was created with; fails as configure().
  bool resetOptions();

  // -- Sections and items ---------------------------------------------------
  // Host edits: a drag goes on through them unless its item goes (which
  // cancels it), and sections already sliding bend toward their new places
  // (see sectionFrame).
  /// Removes every section and item.
  bool clear();
  /// Inserts an empty section at index (0...sectionCount()) with
  /// header/footer extents and rules.
  bool insertSection(int index, double header, double footer, const SectionRules &rules);
  /// Removes a section and its items.
  bool removeSection(int index);
  /// Replaces a section's items with these, in order. Ids must be unique in
  /// the engine: an item moving from another section must leave it first.
  bool loadSection(int section, const std::vector<ItemSpec> &items);
  /// The same from one array per field (ids.size() items; sizes and flags
  /// as long), handed to the library without a copy: at 10^6 rows the
  /// ItemSpec form's copies were tens of MB the heap kept after the load.
  bool loadSection(int section, const std::vector<std::uint64_t> &ids,
                   const std::vector<double> &sizes, const std::vector<std::uint8_t> &flags);
  /// Replaces a section's rules.
  bool setSectionRules(int section, const SectionRules &rules);
  /// Sets a section's header and footer extents.
  bool setSectionExtents(int section, double header, double footer);
  /// Sets an item's drag handle, a rectangle relative to the item's origin;
  /// nullopt makes the whole item the handle.
  bool setHandle(std::uint64_t id, const std::optional<QRectF> &handle);
  /// Sets the label announcements use for an item.
  bool setLabel(std::uint64_t id, const QString &label);
  /// Inserts one item at `at` (its index after the insert).
  bool insertItem(const ItemSpec &item, IndexPath at);
  /// Removes an item (a drag of it is cancelled).
  bool removeItem(std::uint64_t id);
  /// Sets an item's main-axis size.
  bool resizeItem(std::uint64_t id, double size);
  /// Replaces an item's REORDER_ITEM_* flags.
  bool setItemFlags(std::uint64_t id, reorder_item_flags flags);
  /// Sets an item's cross size (libreorder 1.1): in a flow
  /// (REORDER_LAYOUT_FLOW) its height, its size being its width; other
  /// layouts keep it for when they become flows. It travels with the item.
  bool setItemCrossSize(std::uint64_t id, double size);
  /// The cross sizes of every item of a section, in order, with one re-flow
  /// (libreorder 1.1): sizes.size() must be the section's item count.
  bool setSectionCrossSizes(int section, const std::vector<double> &sizes);

  int sectionCount() const;
  /// The number of items in a section (0 on error).
  int itemCount(int section) const;
  /// The ids of a section, in order (empty on error).
  std::vector<std::uint64_t> sectionIds(int section) const;
  std::optional<IndexPath> indexPath(std::uint64_t id) const;
  /// indexPath() for an id that may be gone: nullopt, and no failed().
  std::optional<IndexPath> find(std::uint64_t id) const;
  std::optional<std::uint64_t> itemId(IndexPath path) const;
  /// The item's resting frame in content space (not its animated one).
  std::optional<QRectF> itemFrame(std::uint64_t id) const;
  /// The id of the item under a content-space point, if any.
  std::optional<std::uint64_t> itemAt(QPointF point) const;
  QSizeF contentSize() const;

  // -- Input (content-space points, host time in seconds) -------------------
  bool setViewport(const QRectF &viewport);
  bool pointerDown(QPointF point, double time);
  bool pointerMove(QPointF point, double time);
  bool pointerUp(QPointF point, double time);
  bool pointerCancel(double time);
  bool tick(double time);
  bool cancelDrag(double time);
  /// A REORDER_KEY_* key; focused is the item with keyboard focus.
  bool key(reorder_key key, std::optional<std::uint64_t> focused, double time);
  /// Moves an item through the section rules (tap-to-move); the moves that
  /// actually happen arrive as moved() signals. Fails with REORDER_E_REFUSED
  /// when the rules refuse it.
  bool move(std::uint64_t id, IndexPath to);
  bool undo();
  bool redo();

  // -- Transfer groups (libreorder 1.1) -----------------------------------
  // See "Transfer groups" in reorder.h. The group is the caller's (see
  // TransferGroup); an engine is in one at most.
  /// Joins group with rules (reorder_group_add).
  bool joinGroup(reorder_group *group, const TransferRules &rules);
  /// Replaces this member's rules; a drag in progress goes on under them.
  bool setGroupRules(reorder_group *group, const TransferRules &rules);
  /// Leaves group: a drag crossing this engine is cancelled, and the changes
  /// that crossed it can no longer be undone.
  bool leaveGroup(reorder_group *group);
  /// Where the viewport sits in the space the group shares (the screen's,
  /// for views in several windows): content point p is at frame's origin +
  /// p - the viewport's origin. Until it is set, a drag never enters here.
  bool setFrame(const QRectF &frame);
  /// Moves item id from this engine to `to` in target, a member of the same
  /// group, without a drag, under the rules a drag follows (a source that
  /// pulls Copy copies). Fails with REORDER_E_REFUSED when they refuse it.
  bool transfer(std::uint64_t id, Engine &target, IndexPath to);

  // -- Outer scroll containers (libreorder 1.1) --------------------------------
  // See "Outer scroll containers" in reorder.h: a container around the
  // viewport (a list in a scrolling page), or around every member of a
  // group (a board), that edge-scrolls once the engine's own viewport
  // cannot; outerScrolled() gives its new offset.
  /// Puts the engine in outer (reorder_engine_set_outer_scroll; copied,
  /// nullptr takes it out). Set it again whenever the container changes.
  bool setOuterScroll(const reorder_outer_scroll *outer);
  /// The same for the container around every member of group, this
  /// engine's (reorder_group_set_outer_scroll): what it changes in a drag
  /// is reported by the members it concerns.
  bool setGroupOuterScroll(reorder_group *group, const reorder_outer_scroll *outer);

  // -- Selection (libreorder 1.1) --------------------------------------------
  /// Sets the items a drag lifts together, in the order they land in (by
  /// default; see reorder_selection_set); empty clears it. Kept by id: moves
  /// keep it, a removed item leaves it. Fails with REORDER_E_UNKNOWN_ID or
  /// REORDER_E_DUPLICATE_ID, the selection unchanged.
  bool setSelection(const std::vector<std::uint64_t> &ids);
  /// The selected ids, in selection order.
  std::vector<std::uint64_t> selection() const;

  // -- Outlines (libreorder 1.1, REORDER_LAYOUT_OUTLINE) ---------------------
  // See "Outlines" in reorder.h: a tree flattened in preorder, each item
  // with a depth; a subtree moves with its root.
  /// Every item's depth in a section, in order (reorder_section_set_depths).
  bool setSectionDepths(int section, const std::vector<std::int32_t> &depths);
  /// Expands or collapses an item: collapsed, its descendants are hidden.
  bool setExpanded(std::uint64_t id, bool expanded);
  /// An item's place in its tree: its parent (nullopt at the top level),
  /// its index among its siblings and how many they are.
  struct TreePlace {
    std::optional<std::uint64_t> parent;
    int index = 0;
    int count = 0;
  };
  std::optional<TreePlace> treePlace(std::uint64_t id) const;
  /// Whether an item is hidden under a collapsed ancestor (false on error).
  bool isHidden(std::uint64_t id) const;
  /// An item's depth (0 at the top; -1 for an unknown id, with failed()).
  int depth(std::uint64_t id) const;

  // -- Drawing --------------------------------------------------------------
  /// REORDER_PHASE_*.
  reorder_phase phase() const;
  /// True while anything moves at time, items or sections (keep the frame
  /// clock running).
  bool isAnimating(double time) const;
  /// What to draw for the items in rect at time, lowest z first. The
  /// returned reference is valid until the next call of this method.
  const std::vector<reorder_presentation> &presentation(const QRectF &rect, double time) const;
  /// A section's frame in content space as drawn at time (give the
  /// presentation's time): its header at the start along the main axis (the
  /// top; the left for horizontal lists), then its items, then its footer.
  /// It slides in step with the items after a move, so a header painted
  /// from it moves with its rows. nullopt for no such section.
  std::optional<QRectF> sectionFrame(int section, double time) const;

 signals:
  /// An item was lifted from `from` (a drag started).
  void lifted(quint64 id, reorderqt::IndexPath from);
  /// The order changed: id moved from `from` to `to` (its index after the
  /// move). Apply each in turn to keep a mirror in the engine's order.
  void moved(quint64 id, reorderqt::IndexPath from, reorderqt::IndexPath to);
  /// A drag ended in a drop; from -> to covers the whole drag; count is how
  /// many items landed together (a lifted selection's, 1 alone).
  void dropped(quint64 id, reorderqt::IndexPath from, reorderqt::IndexPath to, int count);
  /// An item went between engines of a transfer group (REORDER_EVENT_TRANSFER):
  /// from `from` in source to `to` in target. Both engines report it, the
  /// source first; each applies its half (see TransferKind). nullptr for an
  /// engine that is not an Engine of this thread.
  void transferred(quint64 id, reorderqt::Engine *source, reorderqt::Engine *target,
                   reorderqt::IndexPath from, reorderqt::IndexPath to,
                   reorderqt::TransferKind kind);
  /// A drag ended with id dropped onto other (REORDER_EVENT_COMBINE,
  /// combine_zone): nothing moved, the host decides what it means;
  /// cancelled(REORDER_CANCEL_COMBINED) follows.
  void combined(quint64 id, quint64 other);
  /// A drag held going into a collapsed outline item expanded it
  /// (REORDER_EVENT_EXPAND).
  void expanded(quint64 id);
  /// A drag was cancelled (REORDER_CANCEL_* reason); the order is restored.
  void cancelled(quint64 id, reorder_cancel_reason reason);
  /// A press did not become a drag (REORDER_NOT_A_DRAG_* reason); id is the
  /// pressed item, or nullopt when the press was over no item.
  void notADrag(std::optional<quint64> id, reorder_not_a_drag_reason reason);
  /// Auto-scroll moved the viewport's origin to offset.
  void scrolled(QPointF offset);
  /// Auto-scroll moved an outer scroll container to offset
  /// (REORDER_EVENT_OUTER_SCROLL): the engine's own (scope
  /// REORDER_OUTER_ENGINE) or its group's (REORDER_OUTER_GROUP). The frames
  /// inside it have moved already; scroll the container there.
  void outerScrolled(QPointF offset, reorder_outer_scope scope);
  /// A text for screen readers.
  void announced(const QString &text);
  /// Something started moving: run the frame clock.
  void animationNeeded();
  /// A call failed: status is a REORDER_E_* code, message the engine's
  /// description, what the call that failed.
  void failed(reorder_status status, const QString &message, const QString &what);

 private:
  struct Free {
    // REORDER_E_THREAD, its only error, needs another thread inside a call
    // on this engine, which the one-thread rule above excludes.
    void operator()(reorder_engine *engine) const noexcept {
      const reorder_status st = reorder_engine_free(engine);
      Q_ASSERT(st == REORDER_OK);
      Q_UNUSED(st);
    }
  };

  /// The event callback: records the event for dispatch().
  static void record(const reorder_event *event, void *self);
  /// Emits the signal for one recorded event (text: its copied text).
  void emitEvent(const reorder_event &event, const QByteArray &text);
  /// Reports a failed status through failed(); true when st is REORDER_OK
  /// (REORDER_DONE and other successes are the caller's to handle).
  bool check(reorder_status st, const char *what) const;
  /// The C rules for rules, initialised to this header's version.
  bool rulesToC(const SectionRules &rules, reorder_section_rules *out) const;
  bool rulesToC(const TransferRules &rules, reorder_transfer_rules *out) const;
  /// check() for mutating calls, then emits the events they queued.
  bool commit(reorder_status st, const char *what);
  /// Emits every recorded event of the thread's engines, in order.
  static void dispatch();

  std::unique_ptr<reorder_engine, Free> m_handle;
  reorder_options m_options;
  mutable std::vector<reorder_presentation> m_frame;
};

}  // namespace reorderqt

Q_DECLARE_METATYPE(reorderqt::IndexPath)
Q_DECLARE_METATYPE(reorderqt::TransferKind)
