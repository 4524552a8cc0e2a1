/// Engines joined so that a drag carries items from one to another
/// (SortableJS's `group` with `pull` and `put`, dnd-kit's containers, a
/// kanban board's columns). Each member places its viewport in a space the
/// members share (`Engine.groupFrame`); the pointer keeps going to the
/// engine it pressed (as toolkits grab it), which hands each drag outcome
/// to the group (`route`). When the pointer is over another member that
/// lets the run in, the run leaves the engine holding it (its others close
/// the gap, or a copy is made) and enters that one where the pointer is
/// (its others open a gap), and the drag goes on there, with that member's
/// rules, hook and auto-scroll. Every change a drag or a transfer makes
/// across members is one undo step of the group (`CrossStep`s under a
/// token each member's history holds); a cancel, or a drop over a member
/// that refused the run, puts everything back.
///
/// The group owns no engine: the host layer reaches them through
/// `TransferMembers`, and gets back every event the members queued, in the
/// order they happened across members.
public struct TransferGroup {
  public struct Member: Equatable, Sendable {
    public var key: UInt
    public var rules: TransferRules
  }

  public private(set) var members: [Member] = []
  /// The drag in progress among the members, from its first routed pointer.
  var drag: Crossing?
  /// The changes that crossed members, by token, for undo and redo.
  var changes: [UInt64: [CrossStep]] = [:]
  var nextToken: UInt64 = 1
  /// The scroll container around the members (a board's), if any.
  var outer: OuterScroller?

  struct Crossing {
    var home: UInt
    var current: UInt
    var lead: UInt64
    /// Where the lifted item was at its home.
    var origin: IndexPath
    /// What the drag did in the members it left, in order.
    var ledger: [CrossStep] = []
    /// The member under the pointer that would not take the run.
    var refusedBy: UInt?
    var crossed: Bool { current != home || !ledger.isEmpty }
  }

  public init() {}

  public var isDragging: Bool { drag != nil }

  public func contains(_ key: UInt) -> Bool { members.contains { $0.key == key } }

  func rules(_ key: UInt) -> TransferRules? { members.first { $0.key == key }?.rules }

  public mutating func add(_ key: UInt, rules: TransferRules) throws(ReorderError) {
    try rules.validate()
    guard key != 0 else { throw ReorderError(.invalidArgument, "member key 0 is reserved") }
    guard !contains(key) else {
      throw ReorderError(.duplicateID, "the engine is already in this group")
    }
    members.append(Member(key: key, rules: rules))
  }

  public mutating func setRules(_ key: UInt, _ rules: TransferRules) throws(ReorderError) {
    try rules.validate()
    guard let i = members.firstIndex(where: { $0.key == key }) else {
      throw ReorderError(.unknownID, "the engine is not in this group")
    }
    members[i].rules = rules
  }

  /// Takes a member out: a drag crossing it is cancelled first, and the
  /// changes that crossed it can no longer be undone.
  public mutating func remove<M: TransferMembers>(_ key: UInt, _ m: inout M) -> TaggedEvents {
    var out = TaggedEvents()
    if let d = drag, d.home == key || d.current == key || involves(d.ledger, key) {
      cancelDrag(.host, time: m.with(d.current) { $0.now } ?? 0, &m, &out)
    }
    members.removeAll { $0.key == key }
    changes = changes.filter { !involves($0.value, key) }
    return out
  }

  private func involves(_ steps: [CrossStep], _ key: UInt) -> Bool {
    steps.contains {
      switch $0 {
      case .local(let k, _): k == key
      case .transfer(let t): t.source == key || t.target == key
      }
    }
  }
}

/// How the group reaches its members' engines.
public protocol TransferMembers {
  /// Runs `body` on member `key`'s engine, in place; nil for no such member.
  mutating func with<R>(_ key: UInt, _ body: (inout Engine) -> R) -> R?
}

/// Events the members queued, each with its member's key, in the order
/// they happened across members.
public typealias TaggedEvents = [(key: UInt, event: Event)]

extension TransferGroup {
  /// Runs `body` on member `key` and takes the events it queued.
  @discardableResult
  func on<M: TransferMembers, R>(
    _ key: UInt, _ m: inout M, _ out: inout TaggedEvents, _ body: (inout Engine) -> R
  ) -> R? {
    m.with(key) { e in
      let r = body(&e)
      for ev in e.drainEvents() { out.append((key, ev)) }
      return r
    }
  }

  /// After a call on member `key`: carries on the drag outcome it routed
  /// to the group, and notices a drag that ended on its own (cancelled in
  /// the member holding it, or its item removed).
  public mutating func route<M: TransferMembers>(_ key: UInt, _ m: inout M) -> TaggedEvents {
    var out = TaggedEvents()
    let (routed, tick, moved) =
      m.with(key) { e -> (Routed?, OuterTick?, Bool) in
        defer {
          e.routed = nil
          e.outerTick = nil
          e.outerMoved = false
        }
        return (e.routed, e.outerTick, e.outerMoved)
      } ?? (nil, nil, false)
    switch routed {
    case .lift?:
      _ = begin(key, &m, &out)
    case .move(let p, let time)?:
      if begin(key, &m, &out) { follow(p, time: time, &m, &out) }
    case .drop(let p, let time)?:
      if begin(key, &m, &out) {
        follow(p, time: time, &m, &out)
        finish(time: time, &m, &out)
      }
    case .cancel(let reason, let time)?:
      cancelDrag(reason, time: time, &m, &out)
    case nil:
      reconcile(&m, &out)
    }
    if tick != nil || moved { scrolled(key, tick, moved: moved, &m, &out) }
    return out
  }

  /// The drag of member `key` starts crossing: the others start no press.
  private mutating func begin<M: TransferMembers>(
    _ key: UInt, _ m: inout M, _ out: inout TaggedEvents
  ) -> Bool {
    if let d = drag { return d.home == key }
    guard let (lead, origin) = m.with(key, { e in e.session.map { ($0.id, $0.origin) } }) ?? nil
    else { return false }
    drag = Crossing(home: key, current: key, lead: lead, origin: origin)
    outer?.state.stop()
    for o in members where o.key != key { _ = m.with(o.key) { $0.groupBusy = true } }
    return true
  }

  /// The member under `p` (shared space): the one holding the drag if it
  /// is, else the first whose frame holds it.
  private func member<M: TransferMembers>(under p: Point, _ m: inout M) -> UInt? {
    var keys = members.map(\.key)
    if let c = drag?.current, let i = keys.firstIndex(of: c) { keys.swapAt(0, i) }
    return keys.first { k in m.with(k) { $0.groupFrame?.contains(p) ?? false } ?? false }
  }

  /// The pointer at `p` in the home's content space.
  mutating func follow<M: TransferMembers>(
    _ p: Point, time: Double, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard var d = drag else { return }
    let shared = m.with(d.home) { $0.toShared(p) } ?? nil
    let over = shared.flatMap { member(under: $0, &m) }
    if let over, over != d.current, let shared {
      if cross(to: over, shared, &d, &m, &out) {
        d.refusedBy = nil
      } else if d.refusedBy != over {
        d.refusedBy = over
        on(d.current, &m, &out) { $0.announceRefused(d.lead) }
      }
    } else {
      d.refusedBy = nil
    }
    drag = d
    // Over a member that refused, the item waits where it was.
    if d.refusedBy != nil { return }
    // In the holder's space; unplaced members take the home's points.
    let here = shared.flatMap { s in m.with(d.current) { $0.fromShared(s) } ?? nil } ?? p
    on(d.current, &m, &out) { $0.dragPointer(here) }
  }

  /// Hands the drag from the member holding it to `target`, if the home's
  /// rules let it go there and `target` takes the run where the pointer
  /// is. A copy that comes home is discarded and the original drags on.
  private mutating func cross<M: TransferMembers>(
    to target: UInt, _ shared: Point, _ d: inout Crossing, _ m: inout M,
    _ out: inout TaggedEvents
  ) -> Bool {
    // A member with a drag of its own (a keyboard's) takes nothing.
    guard let home = rules(d.home), let there = rules(target),
      m.with(target, { $0.session == nil }) == true,
      let (ids, from) = m.with(d.current, { e in e.session.flatMap { e.run(of: $0) } }) ?? nil,
      let pointer = m.with(target, { $0.fromShared(shared) }) ?? nil
    else { return false }
    // A copy coming home is discarded while the original is there (the
    // host may have removed it: then the copy takes its place).
    let original = m.with(target) { e in ids.allSatisfy { e.order.contains(id: $0) } } ?? false
    let kind: TransferKind =
      home.pull != .copy
      ? .move : d.current == d.home ? .copy : target == d.home && original ? .discard : .move
    var to = from
    if kind != .discard {
      guard !outlineInvolved(d.current, target, &m), target == d.home || home.lets(to: there),
        let slot = m.with(target, { $0.entrySlot(pointer) }) ?? nil,
        let (at, refusal) = m.with(target, { $0.admission(of: ids, at: slot) }), refusal == nil
      else { return false }
      to = at
    } else {
      to = (m.with(target) { try? $0.order.indexPath(of: ids[0]) } ?? nil) ?? d.origin
    }
    // Nothing changes unless all of it can: the run is where it was left.
    guard
      kind == .copy || (m.with(d.current) { (try? $0.carried(ids, from: from)) != nil } ?? false),
      let s = on(d.current, &m, &out, { $0.sendOff(copy: kind == .copy) }) ?? nil
    else { return false }
    // A copy's original is back where the drag found it.
    let source =
      kind == .copy
      ? (m.with(d.current) { try? $0.order.indexPath(of: ids[0]) } ?? nil) ?? from : from
    let t = Transfer(ids: ids, source: d.current, target: target, from: source, to: to, kind: kind)
    let live = { (e: Engine) in e.interaction.commit == .live ? t : nil }
    guard
      let items = on(
        d.current, &m, &out,
        { e -> [Engine.CarriedItem]? in
          guard kind == .copy else {
            return try? e.takeOut(
              ids, from: from, report: live(e), keepGap: rules(d.current)?.placeholder == true)
          }
          // Copies are not selected: the originals are.
          if let live = live(e) { e.reportTransfer(live) }
          return (try? e.carried(ids, from: nil))?.map {
            var c = $0
            c.selected = false
            return c
          }
        }) ?? nil
    else { return false }
    // A copy's home steps were put back by `sendOff`: not part of the drag.
    if kind != .copy && !s.steps.isEmpty { d.ledger.append(.local(d.current, s.steps)) }
    d.ledger.append(.transfer(t))
    if kind == .discard {
      on(target, &m, &out) { e in if let live = live(e) { e.reportTransfer(live) } }
    } else {
      on(target, &m, &out) { $0.putIn(items, at: to, report: live($0)) }
    }
    let homeAt = DragSession.Home(key: d.home, origin: d.origin)
    on(target, &m, &out) { e in
      e.receive(s, ids: kind == .discard ? [s.id] : ids, pointer: pointer, home: homeAt)
      // Back home after a copy: the original lifts its selection again.
      if kind == .discard { e.liftGroup(s.id) }
    }
    d.current = target
    _ = m.with(d.home) { $0.awayDrag = d.current != d.home }
    return true
  }
}
