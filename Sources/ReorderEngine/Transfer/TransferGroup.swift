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
  private var nextToken: UInt64 = 1

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
    let routed = m.with(key) { e -> Routed? in
      defer { e.routed = nil }
      return e.routed
    }
    switch routed ?? nil {
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
  private mutating func follow<M: TransferMembers>(
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
      guard target == d.home || home.lets(to: there),
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

/// The end of a drag across members, and changes made outside one.
extension TransferGroup {
  /// The drop: where the run is now. Over a member that refused it, the
  /// drag is cancelled instead and the run goes home.
  private mutating func finish<M: TransferMembers>(
    time: Double, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard let d = drag else { return }
    if d.refusedBy != nil { return cancelDrag(.refused, time: time, &m, &out) }
    guard d.crossed else {
      on(d.home, &m, &out) { _ = $0.drop(time: time) }
      return end(&m, &out)
    }
    reportDeferred(d.ledger, &m, &out)
    var ledger = d.ledger
    if let made = on(d.current, &m, &out, { $0.drop(time: time) }), !made.isEmpty {
      ledger.append(.local(d.current, made))
    }
    commit(ledger, &m)
    if d.current != d.home, let e = out.last(where: { $0.key == d.current && isDrop($0.event) }) {
      on(d.home, &m, &out) { $0.note(e.event) }
    }
    end(&m, &out)
  }

  private func isDrop(_ e: Event) -> Bool {
    if case .drop = e { return true }
    return false
  }

  /// Records a finished change across members: one undo step in each.
  private mutating func commit<M: TransferMembers>(_ ledger: [CrossStep], _ m: inout M) {
    guard !ledger.isEmpty else { return }
    let token = nextToken
    nextToken += 1
    changes[token] = ledger
    for k in keys(of: ledger) { _ = m.with(k) { $0.noteLinked(token) } }
  }

  private func keys(of ledger: [CrossStep]) -> [UInt] {
    var keys: [UInt] = []
    func add(_ k: UInt) { if !keys.contains(k) { keys.append(k) } }
    for step in ledger {
      switch step {
      case .local(let k, _): add(k)
      case .transfer(let t):
        add(t.source)
        add(t.target)
      }
    }
    return keys
  }

  /// What members in `onDrop` commit mode have not heard yet.
  private func reportDeferred<M: TransferMembers>(
    _ ledger: [CrossStep], _ m: inout M, _ out: inout TaggedEvents
  ) {
    for step in ledger {
      switch step {
      case .local(let k, let steps):
        on(k, &m, &out) { e in if e.interaction.commit == .onDrop { e.reportMoves(steps) } }
      case .transfer(let t):
        for k in [t.source, t.target] {
          on(k, &m, &out) { e in if e.interaction.commit == .onDrop { e.reportTransfer(t) } }
        }
      }
    }
  }

  /// Cancels the drag: the holder puts back its own steps, then every
  /// change the drag made in the members it left is undone, latest first,
  /// as near as host edits allow; the item flies home.
  mutating func cancelDrag<M: TransferMembers>(
    _ reason: CancelReason, time: Double, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard let d = drag else { return }
    let flight =
      m.with(d.current) { e -> (Point, Rect, Double)? in
        guard let (r, lift) = e.liftedNow(), let o = e.toShared(Point(x: r.x, y: r.y)) else {
          return nil
        }
        return (o, r, lift)
      } ?? nil
    on(d.current, &m, &out) { $0.cancelHere(reason, time: time) }
    guard d.crossed else { return end(&m, &out) }
    for step in d.ledger.reversed() {
      switch step {
      case .local(let k, let steps):
        on(k, &m, &out) { $0.restoreShare(steps, report: $0.interaction.commit == .live) }
      case .transfer(let t):
        _ = apply(t.reversed, strict: false, live: true, &m, &out)
      }
    }
    on(d.current, &m, &out) { $0.forgetSettle() }
    on(d.home, &m, &out) { e in
      if d.current != d.home {
        e.note(.cancelled(id: d.lead, reason: reason, source: d.home, target: d.current))
      }
      if let (o, r, lift) = flight, let p = e.fromShared(o) {
        e.settleHome(
          d.lead, from: Rect(x: p.x, y: p.y, width: r.width, height: r.height),
          time: time, lift: lift)
      }
      e.announceCancel(d.lead)
    }
    end(&m, &out)
  }

  /// A drag that ended in the member holding it without the group: its
  /// item was removed (the changes it made stand, one undo step), or,
  /// never having crossed, it was dropped or cancelled there.
  private mutating func reconcile<M: TransferMembers>(_ m: inout M, _ out: inout TaggedEvents) {
    guard let d = drag, m.with(d.current, { $0.session == nil }) ?? true else { return }
    if d.crossed {
      reportDeferred(d.ledger, &m, &out)
      commit(d.ledger, &m)
      if d.current != d.home {
        on(d.home, &m, &out) {
          $0.note(.cancelled(id: d.lead, reason: .itemRemoved, source: d.home, target: d.current))
        }
      }
    }
    end(&m, &out)
  }

  private mutating func end<M: TransferMembers>(_ m: inout M, _ out: inout TaggedEvents) {
    if let d = drag { on(d.home, &m, &out) { $0.endAwayDrag() } }
    drag = nil
    for o in members {
      on(o.key, &m, &out) { e in
        e.groupBusy = false
        e.closeGap()
      }
    }
  }

  /// Carries out one transfer: the source gives the run up (unless it is a
  /// copy), the target takes it (unless a copy is discarded). `strict`
  /// (undo, redo) checks everything first and changes nothing on error;
  /// otherwise (cancel) whatever can go back does, and nothing is lost: a
  /// run the target cannot take stays where it is. `live`: report it to
  /// members in live commit mode only (else to all).
  @discardableResult
  private func apply<M: TransferMembers>(
    _ t: Transfer, strict: Bool, live: Bool, _ m: inout M, _ out: inout TaggedEvents
  ) -> ReorderError? {
    let report = { (e: Engine) in !live || e.interaction.commit == .live ? t : nil }
    // A copy is discarded only while the original is there.
    if !t.inserts,
      m.with(t.target, { e in t.ids.allSatisfy { e.order.contains(id: $0) } }) != true
    {
      return ReorderError(.wrongState, "item \(t.ids[0])'s original is gone: its copy stays")
    }
    var to = t.to
    if t.inserts {
      // Going back, or undone: the place it had, rules aside.
      guard let room = m.with(t.target, { $0.admission(of: t.ids, at: t.to) }) else {
        return ReorderError(.wrongState, "the engine it went to left the group")
      }
      switch room.1?.code {
      case nil, .refused?: to = room.0
      case .outOfRange? where !strict:
        let end = m.with(t.target) { e -> IndexPath? in
          let s = min(t.to.section, e.order.sectionCount - 1)
          return s < 0 ? nil : IndexPath(section: s, item: e.order.count(s))
        }
        guard let end = end ?? nil else { return room.1 }
        to = end
      default: return room.1
      }
    }
    guard
      let items = on(
        t.source, &m, &out,
        { e in
          guard t.removes else {
            if let r = report(e) { e.reportTransfer(r) }
            return try? e.carried(t.ids, from: nil)
          }
          return (try? e.carried(t.ids, from: t.from)).map { _ in
            try? e.takeOut(t.ids, from: t.from, report: report(e))
          } ?? nil
        }) ?? nil
    else { return ReorderError(.wrongState, "item \(t.ids[0]) is no longer where it was left") }
    if t.inserts {
      var placed = t
      placed.to = to
      on(t.target, &m, &out) { $0.putIn(items, at: to, report: report($0).map { _ in placed }) }
    } else {
      on(t.target, &m, &out) { e in if let r = report(e) { e.reportTransfer(r) } }
    }
    return nil
  }
}

/// Changes the host asks for: undo and redo of a change across members,
/// and a transfer without a drag.
extension TransferGroup {
  /// Undoes (or redoes) the change across members that is the last one of
  /// member `key`: every member it touched must have it last too. Nothing
  /// changes on error.
  public mutating func travel<M: TransferMembers>(
    _ key: UInt, backwards: Bool, _ m: inout M
  ) throws(ReorderError) -> TaggedEvents {
    guard drag == nil else {
      throw ReorderError(.wrongState, "undo and redo wait for the drag to end")
    }
    guard let token = m.with(key, { $0.linkedChange(backwards: backwards) }) ?? nil,
      let ledger = changes[token]
    else {
      throw ReorderError(
        .wrongState, "the last change crossed an engine that has left the transfer group")
    }
    for k in keys(of: ledger) {
      guard
        m.with(k, { $0.linkedChange(backwards: backwards) == token && $0.session == nil })
          == true
      else {
        throw ReorderError(
          .wrongState, "another engine of the transfer group changed since: undo there first")
      }
    }
    var out = TaggedEvents()
    let plan = backwards ? ledger.reversed().map(\.reversed) : ledger
    var done: [CrossStep] = []
    for step in plan {
      if let error = carryOut(step, &m, &out) {
        for d in done.reversed() { _ = carryOut(d.reversed, &m, &out) }
        throw error
      }
      done.append(step)
    }
    for k in keys(of: ledger) { _ = m.with(k) { $0.noteTravelled(backwards: backwards) } }
    return out
  }

  /// One step of an undo or redo, reported to every member it touches.
  private func carryOut<M: TransferMembers>(
    _ step: CrossStep, _ m: inout M, _ out: inout TaggedEvents
  ) -> ReorderError? {
    switch step {
    case .local(let k, let steps):
      let r = on(k, &m, &out) { e -> ReorderError? in
        do throws(ReorderError) {
          try e.replayShare(steps, backwards: false, report: true)
          return nil
        } catch { return error }
      }
      return r ?? ReorderError(.wrongState, "an engine of the change left the transfer group")
    case .transfer(let t):
      return apply(t, strict: true, live: false, &m, &out)
    }
  }

  /// Moves (or copies, as the source's rules say) item `id` from member
  /// `source` to `to` in member `target`, under the same rules as a drag
  /// across them; one undo step of the group.
  public mutating func transfer<M: TransferMembers>(
    _ id: UInt64, from source: UInt, to target: UInt, at to: IndexPath, _ m: inout M
  ) throws(ReorderError) -> TaggedEvents {
    guard let a = rules(source), let b = rules(target) else {
      throw ReorderError(.unknownID, "both engines must be in the transfer group")
    }
    guard source != target else {
      throw ReorderError(.invalidArgument, "source and target are the same engine")
    }
    guard drag == nil, m.with(source, { $0.session == nil }) == true,
      m.with(target, { $0.session == nil }) == true
    else { throw ReorderError(.wrongState, "a drag is in progress") }
    guard a.lets(to: b) else {
      throw ReorderError(.refused, "the transfer rules do not let items go there")
    }
    guard let from = m.with(source, { try? $0.order.indexPath(of: id) }) ?? nil else {
      throw ReorderError(.unknownID, "no item has id \(id)")
    }
    guard let (at, refusal) = m.with(target, { $0.admission(of: [id], at: to) }) else {
      throw ReorderError(.unknownID, "both engines must be in the transfer group")
    }
    if let refusal { throw refusal }
    let t = Transfer(
      ids: [id], source: source, target: target, from: from, to: at,
      kind: a.pull == .copy ? .copy : .move)
    var out = TaggedEvents()
    if let error = apply(t, strict: true, live: false, &m, &out) { throw error }
    commit([.transfer(t)], &m)
    return out
  }
}

extension CrossStep {
  var reversed: CrossStep {
    switch self {
    case .local(let k, let steps):
      .local(k, steps.reversed().map { Step(id: $0.id, from: $0.to, to: $0.from) })
    case .transfer(let t): .transfer(t.reversed)
    }
  }
}
