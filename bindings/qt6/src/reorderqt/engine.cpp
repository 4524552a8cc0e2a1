#include "reorderqt/engine.h"

#include <QHash>

#include <algorithm>
#include <deque>
#include <limits>
#include <stdexcept>
#include <string>

namespace reorderqt {
namespace {

reorder_point toC(QPointF p) { return {p.x(), p.y()}; }
reorder_rect toC(const QRectF &r) { return {r.x(), r.y(), r.width(), r.height()}; }
reorder_index_path toC(IndexPath p) { return {p.section, p.item}; }
IndexPath fromC(reorder_index_path p) { return {p.section, p.item}; }

[[noreturn]] void fail(const char *what, reorder_status st) {
  throw std::runtime_error(std::string(what) + ": " + reorder_status_string(st) + " (" +
                           reorder_engine_last_error(nullptr) + ")");
}

// The events of every engine of the thread, in the order they happened, and
// the engines, for a transfer's source and target. One queue for all: a
// call on one member of a transfer group reports events to the others too.
struct Recorded {
  Engine *engine;
  reorder_event event;
  QByteArray text;  // the event's text, valid only during the callback
};
thread_local std::deque<Recorded> t_recorded;
thread_local bool t_dispatching = false;  // dispatch() is emitting: nested calls leave it the rest
thread_local QHash<const reorder_engine *, Engine *> t_engines;

}  // namespace

Engine::Engine(QObject *parent) : QObject(parent) {
  qRegisterMetaType<IndexPath>();
  qRegisterMetaType<TransferKind>();
  // The SONAME pins the major version; within it a newer library knows
  // everything this header does, an older one may not.
  const unsigned runtime = reorder_version();
  if (runtime / 10000 != REORDER_VERSION_MAJOR || runtime < REORDER_VERSION_NUMBER)
    throw std::runtime_error(std::string("libreorder ") + reorder_version_string() +
                             " is older than reorder.h " REORDER_VERSION_STRING
                             " or of another major version");
  reorder_status st =
      reorder_options_init_preset(&m_options, REORDER_OPTIONS_VERSION, REORDER_PRESET_DESKTOP);
  if (st != REORDER_OK) fail("reorder_options_init_preset", st);
  reorder_engine *raw = nullptr;
  st = reorder_engine_new(&raw, &m_options);
  if (st != REORDER_OK) fail("reorder_engine_new", st);
  m_handle.reset(raw);
  st = reorder_engine_set_event_callback(raw, &Engine::record, sizeof(reorder_event), nullptr, this);
  if (st != REORDER_OK) fail("reorder_engine_set_event_callback", st);
  t_engines.insert(raw, this);
}

// Freeing the engine takes it out of its group; what that reports to the
// others waits for their next call. Nothing of this one is emitted after.
Engine::~Engine() {
  t_engines.remove(m_handle.get());
  m_handle.reset();
  t_recorded.erase(std::remove_if(t_recorded.begin(), t_recorded.end(),
                                  [this](const Recorded &r) { return r.engine == this; }),
                   t_recorded.end());
}

void Engine::record(const reorder_event *event, void *self) {
  Recorded r{static_cast<Engine *>(self), *event, {}};
  if (event->text) r.text = QByteArray(event->text, static_cast<qsizetype>(event->text_length));
  r.event.text = nullptr;
  t_recorded.push_back(std::move(r));
}

bool Engine::check(reorder_status st, const char *what) const {
  if (st == REORDER_OK) return true;
  QString message = QString::fromUtf8(reorder_engine_last_error(m_handle.get()));
  if (message.isEmpty()) message = QString::fromUtf8(reorder_status_string(st));
  // Reporting is not a change of the engine: allowed from const queries.
  emit const_cast<Engine *>(this)->failed(st, message, QString::fromLatin1(what));
  return false;
}

bool Engine::rulesToC(const TransferRules &rules, reorder_transfer_rules *out) const {
  if (!check(reorder_transfer_rules_init(out, REORDER_TRANSFER_RULES_VERSION),
             "reorder_transfer_rules_init"))
    return false;
  out->pull = static_cast<reorder_pull>(rules.pull);
  out->put = rules.put;
  out->tag = rules.tag;
  out->give_to = rules.giveTo;
  out->accept_from = rules.acceptFrom;
  return true;
}

bool Engine::rulesToC(const SectionRules &rules, reorder_section_rules *out) const {
  if (!check(reorder_section_rules_init(out, REORDER_SECTION_RULES_VERSION),
             "reorder_section_rules_init"))
    return false;
  out->locked = rules.locked;
  out->accepts_drops = rules.acceptsDrops;
  out->minimum_count = rules.minimumCount;
  out->capacity = rules.capacity;
  out->displacement = static_cast<reorder_displacement>(rules.displacement);
  return true;
}

bool Engine::commit(reorder_status st, const char *what) {
  bool ok = check(st, what);
  dispatch();
  return ok;
}

void Engine::dispatch() {
  // A slot that calls into an engine (a move's slot sets the viewport) must
  // not emit the events behind the one it is handling before it has
  // returned: the outer loop drains them, in order.
  if (t_dispatching) return;
  t_dispatching = true;
  struct Done {
    ~Done() { t_dispatching = false; }
  } done;
  while (!t_recorded.empty()) {
    Recorded r = std::move(t_recorded.front());
    t_recorded.pop_front();
    r.engine->emitEvent(r.event, r.text);
  }
}

void Engine::emitEvent(const reorder_event &ev, const QByteArray &text) {
  switch (ev.type) {
    case REORDER_EVENT_LIFT: emit lifted(ev.id, fromC(ev.from)); break;
    case REORDER_EVENT_MOVE: emit moved(ev.id, fromC(ev.from), fromC(ev.to)); break;
    case REORDER_EVENT_DROP: emit dropped(ev.id, fromC(ev.from), fromC(ev.to), ev.count); break;
    case REORDER_EVENT_CANCEL: emit cancelled(ev.id, ev.reason); break;
    case REORDER_EVENT_COMBINE: emit combined(ev.id, ev.other); break;
    case REORDER_EVENT_EXPAND: emit expanded(ev.id); break;
    case REORDER_EVENT_NOT_A_DRAG:
      emit notADrag(ev.has_id ? std::optional<quint64>(ev.id) : std::nullopt, ev.reason);
      break;
    case REORDER_EVENT_SCROLL: emit scrolled({ev.offset.x, ev.offset.y}); break;
    case REORDER_EVENT_OUTER_SCROLL: emit outerScrolled({ev.offset.x, ev.offset.y}, ev.reason); break;
    case REORDER_EVENT_ANNOUNCEMENT: emit announced(QString::fromUtf8(text)); break;
    case REORDER_EVENT_ANIMATION_NEEDED: emit animationNeeded(); break;
    case REORDER_EVENT_TRANSFER:
      emit transferred(ev.id, t_engines.value(ev.source), t_engines.value(ev.target),
                       fromC(ev.from), fromC(ev.to), static_cast<TransferKind>(ev.reason));
      break;
    default: break;  // a newer library's event: nothing to do with it here
  }
}

bool Engine::configure(const reorder_options &options) {
  if (!commit(reorder_engine_configure(m_handle.get(), &options), "reorder_engine_configure"))
    return false;
  m_options = options;
  return true;
}

bool Engine::resetOptions() {
  reorder_options defaults;
  if (!check(reorder_options_init_preset(&defaults, REORDER_OPTIONS_VERSION,
                                         REORDER_PRESET_DESKTOP),
             "reorder_options_init_preset"))
    return false;
  return configure(defaults);
}

bool Engine::clear() {
  size_t count = 0;
  if (!check(reorder_engine_section_count(&count, m_handle.get()), "reorder_engine_section_count"))
    return false;
  for (size_t s = count; s > 0; --s)
    if (!commit(reorder_section_remove(m_handle.get(), static_cast<int32_t>(s - 1)),
                "reorder_section_remove"))
      return false;
  return true;
}

bool Engine::insertSection(int index, double header, double footer, const SectionRules &rules) {
  reorder_section_rules c;
  if (!rulesToC(rules, &c)) return false;
  return commit(reorder_section_insert(m_handle.get(), index, header, footer, &c),
                "reorder_section_insert");
}

bool Engine::removeSection(int index) {
  return commit(reorder_section_remove(m_handle.get(), index), "reorder_section_remove");
}

bool Engine::loadSection(int section, const std::vector<ItemSpec> &items) {
  std::vector<uint64_t> ids;
  std::vector<double> sizes;
  std::vector<uint8_t> flags;
  ids.reserve(items.size());
  sizes.reserve(items.size());
  flags.reserve(items.size());
  for (const ItemSpec &item : items) {
    // reorder_section_load takes each item's flags in a byte.
    if (item.flags > std::numeric_limits<uint8_t>::max()) {
      emit failed(REORDER_E_INVALID,
                  QStringLiteral("item %1: flags 0x%2 do not fit in a byte")
                      .arg(item.id)
                      .arg(item.flags, 0, 16),
                  QStringLiteral("reorder_section_load"));
      return false;
    }
    ids.push_back(item.id);
    sizes.push_back(item.size);
    flags.push_back(static_cast<uint8_t>(item.flags));
  }
  return loadSection(section, ids, sizes, flags);
}

bool Engine::loadSection(int section, const std::vector<std::uint64_t> &ids,
                         const std::vector<double> &sizes, const std::vector<std::uint8_t> &flags) {
  if (sizes.size() != ids.size() || flags.size() != ids.size()) {
    emit failed(REORDER_E_INVALID,
                QStringLiteral("%1 ids, %2 sizes and %3 flags do not match")
                    .arg(ids.size())
                    .arg(sizes.size())
                    .arg(flags.size()),
                QStringLiteral("reorder_section_load"));
    return false;
  }
  return commit(reorder_section_load(m_handle.get(), section, ids.data(), sizes.data(),
                                     flags.data(), ids.size()),
                "reorder_section_load");
}

bool Engine::setSectionRules(int section, const SectionRules &rules) {
  reorder_section_rules c;
  if (!rulesToC(rules, &c)) return false;
  return commit(reorder_section_set_rules(m_handle.get(), section, &c),
                "reorder_section_set_rules");
}

bool Engine::setSectionExtents(int section, double header, double footer) {
  return commit(reorder_section_set_extents(m_handle.get(), section, header, footer),
                "reorder_section_set_extents");
}

bool Engine::setHandle(std::uint64_t id, const std::optional<QRectF> &handle) {
  reorder_rect rect = handle ? toC(*handle) : reorder_rect{};
  return commit(reorder_item_set_handle(m_handle.get(), id, handle ? &rect : nullptr),
                "reorder_item_set_handle");
}

bool Engine::setLabel(std::uint64_t id, const QString &label) {
  return commit(reorder_item_set_label(m_handle.get(), id, label.toUtf8().constData()),
                "reorder_item_set_label");
}

bool Engine::insertItem(const ItemSpec &item, IndexPath at) {
  return commit(reorder_item_insert(m_handle.get(), item.id, item.size, item.flags, toC(at)),
                "reorder_item_insert");
}

bool Engine::removeItem(std::uint64_t id) {
  return commit(reorder_item_remove(m_handle.get(), id), "reorder_item_remove");
}

bool Engine::resizeItem(std::uint64_t id, double size) {
  return commit(reorder_item_resize(m_handle.get(), id, size), "reorder_item_resize");
}

bool Engine::setItemFlags(std::uint64_t id, reorder_item_flags flags) {
  return commit(reorder_item_set_flags(m_handle.get(), id, flags), "reorder_item_set_flags");
}

bool Engine::setItemCrossSize(std::uint64_t id, double size) {
  return commit(reorder_item_set_cross_size(m_handle.get(), id, size),
                "reorder_item_set_cross_size");
}

bool Engine::setSectionCrossSizes(int section, const std::vector<double> &sizes) {
  return commit(reorder_section_set_cross_sizes(m_handle.get(), section, sizes.data(), sizes.size()),
                "reorder_section_set_cross_sizes");
}

int Engine::sectionCount() const {
  size_t count = 0;
  check(reorder_engine_section_count(&count, m_handle.get()), "reorder_engine_section_count");
  return static_cast<int>(count);
}

int Engine::itemCount(int section) const {
  size_t count = 0;
  check(reorder_section_item_count(&count, m_handle.get(), section), "reorder_section_item_count");
  return static_cast<int>(count);
}

std::vector<std::uint64_t> Engine::sectionIds(int section) const {
  std::vector<std::uint64_t> ids(static_cast<size_t>(itemCount(section)));
  size_t count = 0;
  if (!check(reorder_section_export(ids.data(), ids.size(), &count, m_handle.get(), section),
             "reorder_section_export"))
    return {};
  return ids;
}

std::optional<IndexPath> Engine::indexPath(std::uint64_t id) const {
  reorder_index_path path;
  if (!check(reorder_item_index_path(&path, m_handle.get(), id), "reorder_item_index_path"))
    return std::nullopt;
  return fromC(path);
}

std::optional<IndexPath> Engine::find(std::uint64_t id) const {
  reorder_index_path path;
  if (reorder_item_index_path(&path, m_handle.get(), id) != REORDER_OK) return std::nullopt;
  return fromC(path);
}

std::optional<std::uint64_t> Engine::itemId(IndexPath path) const {
  uint64_t id = 0;
  if (!check(reorder_item_id(&id, m_handle.get(), toC(path)), "reorder_item_id"))
    return std::nullopt;
  return id;
}

std::optional<QRectF> Engine::itemFrame(std::uint64_t id) const {
  reorder_rect r;
  if (!check(reorder_item_frame(&r, m_handle.get(), id), "reorder_item_frame"))
    return std::nullopt;
  return QRectF(r.x, r.y, r.width, r.height);
}

std::optional<std::uint64_t> Engine::itemAt(QPointF point) const {
  reorder_hit hit;
  if (!check(reorder_engine_hit_test(&hit, sizeof hit, m_handle.get(), toC(point)),
             "reorder_engine_hit_test") ||
      hit.kind != REORDER_HIT_ITEM)
    return std::nullopt;
  return itemId(fromC(hit.path));
}

QSizeF Engine::contentSize() const {
  double w = 0, h = 0;
  check(reorder_engine_content_size(&w, &h, m_handle.get()), "reorder_engine_content_size");
  return {w, h};
}

bool Engine::setViewport(const QRectF &viewport) {
  return commit(reorder_engine_set_viewport(m_handle.get(), toC(viewport)),
                "reorder_engine_set_viewport");
}

bool Engine::pointerDown(QPointF point, double time) {
  return commit(reorder_engine_pointer_down(m_handle.get(), toC(point), time),
                "reorder_engine_pointer_down");
}

bool Engine::pointerMove(QPointF point, double time) {
  return commit(reorder_engine_pointer_move(m_handle.get(), toC(point), time),
                "reorder_engine_pointer_move");
}

bool Engine::pointerUp(QPointF point, double time) {
  return commit(reorder_engine_pointer_up(m_handle.get(), toC(point), time),
                "reorder_engine_pointer_up");
}

bool Engine::pointerCancel(double time) {
  return commit(reorder_engine_pointer_cancel(m_handle.get(), time),
                "reorder_engine_pointer_cancel");
}

bool Engine::tick(double time) {
  return commit(reorder_engine_tick(m_handle.get(), time), "reorder_engine_tick");
}

bool Engine::cancelDrag(double time) {
  return commit(reorder_engine_cancel_drag(m_handle.get(), time), "reorder_engine_cancel_drag");
}

bool Engine::key(reorder_key key, std::optional<std::uint64_t> focused, double time) {
  const uint64_t id = focused.value_or(0);
  return commit(reorder_engine_key(m_handle.get(), key, focused ? &id : nullptr, time),
                "reorder_engine_key");
}

bool Engine::move(std::uint64_t id, IndexPath to) {
  return commit(reorder_engine_move(m_handle.get(), id, toC(to)), "reorder_engine_move");
}

bool Engine::joinGroup(reorder_group *group, const TransferRules &rules) {
  reorder_transfer_rules c;
  return rulesToC(rules, &c) &&
         commit(reorder_group_add(group, m_handle.get(), &c), "reorder_group_add");
}

bool Engine::setGroupRules(reorder_group *group, const TransferRules &rules) {
  reorder_transfer_rules c;
  return rulesToC(rules, &c) &&
         commit(reorder_group_set_rules(group, m_handle.get(), &c), "reorder_group_set_rules");
}

bool Engine::leaveGroup(reorder_group *group) {
  return commit(reorder_group_remove(group, m_handle.get()), "reorder_group_remove");
}

bool Engine::setFrame(const QRectF &frame) {
  return commit(reorder_engine_set_frame(m_handle.get(), toC(frame)), "reorder_engine_set_frame");
}

bool Engine::setOuterScroll(const reorder_outer_scroll *outer) {
  return commit(reorder_engine_set_outer_scroll(m_handle.get(), outer),
                "reorder_engine_set_outer_scroll");
}

// A group's errors are described by reorder_engine_last_error(NULL).
bool Engine::setGroupOuterScroll(reorder_group *group, const reorder_outer_scroll *outer) {
  const reorder_status st = reorder_group_set_outer_scroll(group, outer);
  if (st != REORDER_OK)
    emit failed(st, QString::fromUtf8(reorder_engine_last_error(nullptr)),
                QStringLiteral("reorder_group_set_outer_scroll"));
  dispatch();
  return st == REORDER_OK;
}

bool Engine::transfer(std::uint64_t id, Engine &target, IndexPath to) {
  return commit(reorder_engine_transfer(m_handle.get(), id, target.m_handle.get(), toC(to)),
                "reorder_engine_transfer");
}

bool Engine::setSectionDepths(int section, const std::vector<std::int32_t> &depths) {
  return commit(reorder_section_set_depths(m_handle.get(), section, depths.data(), depths.size()),
                "reorder_section_set_depths");
}

bool Engine::setExpanded(std::uint64_t id, bool expanded) {
  return commit(reorder_item_set_expanded(m_handle.get(), id, expanded),
                "reorder_item_set_expanded");
}

std::optional<Engine::TreePlace> Engine::treePlace(std::uint64_t id) const {
  uint64_t parent = 0;
  reorder_bool hasParent = 0;
  TreePlace place;
  if (!check(reorder_item_parent(&parent, &hasParent, m_handle.get(), id), "reorder_item_parent") ||
      !check(reorder_item_child_index(&place.index, &place.count, m_handle.get(), id),
             "reorder_item_child_index"))
    return std::nullopt;
  if (hasParent) place.parent = parent;
  return place;
}

bool Engine::isHidden(std::uint64_t id) const {
  reorder_bool hidden = 0;
  return check(reorder_item_is_hidden(&hidden, m_handle.get(), id), "reorder_item_is_hidden") &&
         hidden;
}

int Engine::depth(std::uint64_t id) const {
  int32_t depth = 0;
  return check(reorder_item_depth(&depth, m_handle.get(), id), "reorder_item_depth") ? depth : -1;
}

bool Engine::setSelection(const std::vector<std::uint64_t> &ids) {
  return commit(reorder_selection_set(m_handle.get(), ids.data(), ids.size()),
                "reorder_selection_set");
}

std::vector<std::uint64_t> Engine::selection() const {
  size_t count = 0;
  reorder_status st = reorder_selection_export(nullptr, 0, &count, m_handle.get());
  std::vector<std::uint64_t> ids(count);
  if (st == REORDER_E_BUFFER)
    st = reorder_selection_export(ids.data(), ids.size(), &count, m_handle.get());
  if (!check(st, "reorder_selection_export")) return {};
  return ids;
}

bool Engine::undo() { return commit(reorder_engine_undo(m_handle.get()), "reorder_engine_undo"); }

bool Engine::redo() { return commit(reorder_engine_redo(m_handle.get()), "reorder_engine_redo"); }

reorder_phase Engine::phase() const {
  reorder_phase phase = REORDER_PHASE_IDLE;
  check(reorder_engine_phase(&phase, m_handle.get()), "reorder_engine_phase");
  return phase;
}

bool Engine::isAnimating(double time) const {
  reorder_bool animating = 0;
  check(reorder_engine_is_animating(&animating, m_handle.get(), time),
        "reorder_engine_is_animating");
  return animating != 0;
}

const std::vector<reorder_presentation> &Engine::presentation(const QRectF &rect,
                                                              double time) const {
  size_t count = 0;
  // Reuse the buffer's whole capacity: its size was cut to the last count.
  m_frame.resize(std::max<size_t>(m_frame.capacity(), 64));
  reorder_status st =
      reorder_engine_presentation(m_frame.data(), m_frame.size(), sizeof(reorder_presentation),
                                  &count, m_handle.get(), toC(rect), time);
  if (st == REORDER_E_BUFFER) {  // more items in view than last time: grow once
    m_frame.resize(count);
    st = reorder_engine_presentation(m_frame.data(), m_frame.size(), sizeof(reorder_presentation),
                                     &count, m_handle.get(), toC(rect), time);
  }
  if (!check(st, "reorder_engine_presentation")) count = 0;
  m_frame.resize(count);
  return m_frame;
}

std::optional<QRectF> Engine::sectionFrame(int section, double time) const {
  reorder_rect r;
  if (!check(reorder_section_frame(&r, m_handle.get(), section, time), "reorder_section_frame"))
    return std::nullopt;
  return QRectF(r.x, r.y, r.width, r.height);
}

}  // namespace reorderqt
