/// The drag session's lifecycle: lift, live steps, drop, cancel, and
/// reconciling host edits. Pointer, key and clock input arrive through
/// Engine+Input and end up here.
extension Engine {
  public var phase: DragPhase {
    // A drag lifted here that went to another member is still this
    // engine's drag: its pointer and Escape come here.
    if session != nil || awayDrag { return .dragging }
    if press != nil { return .pressing }
    return settle == nil ? .idle : .settling
  }

  /// The id of the lifted item, during a drag.
  public var liftedID: UInt64? { session?.id }

  /// Hands out the queued events, oldest first, and empties the queue.
  public mutating func drainEvents() -> [Event] {
    defer { events.removeAll() }
    return events
  }

  public var hasEvents: Bool { !events.isEmpty }

  /// Moves the queued events, oldest first, to the end of `out` and
  /// empties the queue. An empty `out` swaps storage with the queue, so a
  /// host that hands back the same emptied array each time makes the queue
  /// allocate nothing.
  public mutating func takeEvents(into out: inout [Event]) {
    if out.isEmpty {
      swap(&events, &out)
    } else {
      out += events
      events.removeAll(keepingCapacity: true)
    }
  }

  /// Lifts `id` with the pointer at `pointer`, grabbed at `grabPoint` (a
  /// keyboard drag passes the item's own origin for both).
  mutating func startDrag(
    _ id: UInt64, pointer: Point, grabPoint: Point, time: Double, byKeyboard: Bool = false
  ) {
    press = nil
    guard let n = try? order.node(of: id) else { return }
    let origin = order.indexPath(ofNode: n)
    let frame = layout.frame(origin, order)
    let cross = layout.axis == .vertical ? frame.x : frame.y
    session = DragSession(
      id: id, origin: origin, grab: Point(x: grabPoint.x - frame.x, y: grabPoint.y - frame.y),
      pointer: pointer, cross: cross, liftTime: time, byKeyboard: byKeyboard,
      label: label(id).resolved)
    scroller.stop()
    restartOuter(arriving: false)
    settle = nil
    events.append(.lift(id: id, at: origin))
    if order.isOutline { liftSubtree(id) } else { liftGroup(id) }
    if let g = groupAnnouncement(.groupPickUp) {
      announce(g)
    } else {
      announce(
        announcements.pickUp(
          session?.label ?? label(id), at: origin, count: order.count(origin.section)))
    }
    events.append(.animationNeeded)
    if memberKey != 0 && !byKeyboard { routed = .lift }
    followPointer()
  }

  /// Where the lifted item is drawn: under the pointer at its grab offset,
  /// locked to the main axis in lists, optionally kept in the content.
  func liftedRect(_ s: DragSession) -> Rect? {
    guard let frame = try? layout.frame(ofID: s.id, order) else { return nil }
    // A keyboard-lifted item is shown lifted in its slot.
    if s.byKeyboard { return frame }
    return liftedRect(frame: frame, pointer: s.pointer, grab: s.grab, cross: s.cross)
  }

  /// The same for a pointer drag, from the item's layout frame.
  private func liftedRect(frame: Rect, pointer: Point, grab: Point, cross: Double) -> Rect {
    var r = frame
    r.x = pointer.x - grab.x
    r.y = pointer.y - grab.y
    // Lists lock the item to its lane; an outline's lane is its depth's, so
    // the lifted row shows the depth it would drop at.
    if layout.isList && !order.isOutline {
      if layout.axis == .vertical { r.x = cross } else { r.y = cross }
    } else if order.isOutline {
      r.x = frame.x
    }
    if interaction.clampToContent {
      let content = contentSize
      r.x = min(max(r.x, 0), max(0, content.width - r.width))
      r.y = min(max(r.y, 0), max(0, content.height - r.height))
    }
    return r
  }

  /// Re-evaluates the lifted item's slot after the pointer or the view moved.
  mutating func followPointer() {
    if followTarget() { return }
    if session?.outline != nil { return followOutline() }
    if session?.group != nil { return followGroup() }
    if stays() { return }
    guard let (n, id, geometry) = pointerDrag() else { return }
    let kept = keepFlowOthers(n, run: 1)
    // Most pointer events move nothing: know that before snapshotting what
    // is drawn (the slide needs where things were).
    guard let plan = try? dragPlan(n, id, geometry) else {
      stay = StayBand(order, layout, lifted: n, rule: policy.rule)
      return
    }
    snapshotShown(for: plan)
    guard let steps = try? dragStep(n, id, geometry, plan), !steps.isEmpty else { return }
    if kept { carryFlowOthers(after: steps, lifted: id) }
    slideDragStep()
    // In place, with no other copy of the session alive: a copy would copy
    // every step of the drag.
    session?.record(steps)
    report(steps)
  }

  /// Whether the rule keeps the lifted item where it is, known from the
  /// band kept since the last full evaluation said so (`StayBand`). Reads
  /// the session's fields in place: a copy of it would retain its steps.
  private func stays() -> Bool {
    guard let band = stay, session?.byKeyboard == false, let pointer = session?.pointer,
      let grab = session?.grab, let cross = session?.cross,
      band.isCurrent(order, layout, rule: policy.rule),
      order.store[band.node].id == session?.id
    else { return false }
    let rect = liftedRect(frame: band.frame, pointer: pointer, grab: grab, cross: cross)
    return band.stays(layout.mirrored(rect, order), layout)
  }

  /// The lifted item of a pointer drag and where it is drawn.
  private func pointerDrag() -> (Int32, UInt64, DragGeometry)? {
    guard let s = session, !s.byKeyboard, let rect = liftedRect(s),
      let n = try? order.node(of: s.id)
    else { return nil }
    return (n, s.id, DragGeometry(rect: rect, pointer: s.pointer))
  }

  /// Queues what a drag step did, as the commit mode says, and announces
  /// where the lifted item is now.
  mutating func report(_ steps: Steps) {
    if interaction.commit == .live { for s in steps { events.append(.moved(s)) } }
    if let s = session, s.outline != nil,
      let a = outlineAnnouncement(s.id, name: s.label, dropped: false)
    {
      announce(a)
    } else if let first = session?.group?.first, let step = steps.first(where: { $0.id == first }),
      let g = groupAnnouncement(.groupMoved, from: step.from)
    {
      announce(g)
    } else if let id = session?.id, let name = session?.label,
      let step = steps.first(where: { $0.id == id }),
      let now = try? order.indexPath(of: id)
    {
      announce(
        announcements.moved(name, from: step.from, to: now, count: order.count(now.section)))
    }
    events.append(.animationNeeded)
  }

  mutating func announce(_ a: Announcement) { events.append(.announcement(a)) }

  /// The item's label for announcements.
  func label(_ id: UInt64) -> Label { announcements.label(id, labels) }

  /// Ends the drag where the item is now; the whole drag is one undo step
  /// (the transfer group's, for a drag that crossed members). Returns the
  /// steps it reported or will report.
  @discardableResult
  mutating func drop(time: Double) -> [Step] {
    guard let s = session else { return [] }
    if let target = combineTarget(s) {
      combineDrop(s, onto: target, time: time)
      return []
    }
    dropInto()
    guard let s = session else { return [] }
    beginSettle(s, time: time, cancelled: false)
    session = nil
    scroller.stop()
    var made = s.steps
    settleGroup(s)
    settleOutline(s)
    if interaction.commit == .onDrop {
      made = s.group == nil && s.home == nil && s.outline == nil ? condensed(s.steps) : s.steps
      events += made.map { .moved($0) }
    }
    if s.home == nil { history.record(made) }
    let to = (try? order.indexPath(of: s.id)) ?? s.origin
    events.append(
      .drop(
        id: s.id, from: s.home?.origin ?? s.origin, to: to, count: s.group?.count ?? 1,
        source: s.home?.key ?? 0, target: s.home == nil ? 0 : memberKey))
    if s.outline != nil, let a = outlineAnnouncement(s.id, name: s.label, dropped: true) {
      announce(a)
    } else if let g = groupAnnouncement(.groupDrop, of: s) {
      announce(g)
    } else if let at = try? order.indexPath(of: s.id) {
      let count = order.count(at.section)
      switch s.home {
      case let home? where home.key != memberKey:
        announce(announcements.dropTransferred(s.label, at: at, count: count))
      case let home?:
        announce(announcements.drop(s.label, from: home.origin, to: at, count: count))
      case nil:
        announce(announcements.drop(s.label, from: s.origin, to: at, count: count))
      }
    }
    events.append(.animationNeeded)
    return made
  }

  /// The steps an `onDrop` host hears: the drag redone as one planned move
  /// from where it started, when that reaches the very same order (it does
  /// unless an exchange or a displacement took another path); else the
  /// steps as they were made.
  private mutating func condensed(_ steps: [Step]) -> [Step] {
    guard let first = steps.first, let n = try? order.node(of: first.id) else { return steps }
    var end: [UInt64: IndexPath] = [:]
    for s in steps { end[s.id] = s.to }
    for (id, _) in end {
      guard let p = try? order.indexPath(of: id) else { return steps }
      end[id] = p
    }
    guard (try? replayed(steps, backwards: true)) != nil else { return steps }
    let target = end[first.id] ?? first.to
    if let plan = try? order.plan(n, to: target, policy, dragging: true), plan.to != plan.from {
      let made = Array(carryOut(plan))
      let same =
        made.allSatisfy { end[$0.id] != nil }
        && end.allSatisfy { (try? order.indexPath(of: $0.key)) == $0.value }
      if same { return made }
      _ = try? replayed(made, backwards: true)
    }
    _ = try? replayed(steps, backwards: false)
    return steps
  }

  /// Ends the drag and puts everything back as it was before it. A drag
  /// that crossed members of a transfer group is the group's to cancel.
  mutating func cancel(_ reason: CancelReason, time: Double) {
    if memberKey != 0 && (awayDrag || session?.home != nil) {
      routed = .cancel(reason, time: time)
      return
    }
    cancelHere(reason, time: time)
  }

  /// Cancels the drag this engine holds: its own steps go back; for one
  /// that crossed members, the group puts back the rest and announces.
  mutating func cancelHere(_ reason: CancelReason, time: Double) {
    guard let s = session else {
      if press != nil {
        press = nil
        _ = gesture.pointerCancel(time: time)
      }
      return
    }
    beginSettle(s, time: time, cancelled: true)
    session = nil
    scroller.stop()
    _ = gesture.pointerCancel(time: time)
    snapshotShown()
    let back = restore(s.steps)
    settleOutline(s)
    slideShown()
    settleGroup(s)
    if interaction.commit == .live { events += back.map { .moved($0) } }
    events.append(
      .cancelled(
        id: s.id, reason: reason, source: s.home?.key ?? 0, target: s.home == nil ? 0 : memberKey))
    if s.home != nil || reason == .combined {
      // The group announces where the item went home; a combine, what it did.
    } else if let g = groupAnnouncement(.groupCancel, of: s) {
      announce(g)
    } else if let at = try? order.indexPath(of: s.id) {
      announce(announcements.cancel(s.label, at: at, count: order.count(at.section)))
    }
    events.append(.animationNeeded)
  }

  /// Undoes a drag's steps. If host edits made them stale, puts each item
  /// the drag moved back at its first index path, as near as still exists.
  mutating func restore(_ steps: [Step]) -> [Step] {
    if let back = try? replayed(steps, backwards: true) { return back }
    var firstFrom: [UInt64: IndexPath] = [:]
    var ids: [UInt64] = []
    for s in steps where firstFrom[s.id] == nil {
      firstFrom[s.id] = s.from
      ids.append(s.id)
    }
    var back: [Step] = []
    for id in ids.reversed() {
      guard let n = try? order.node(of: id), let want = firstFrom[id], order.sectionCount > 0
      else { continue }
      let from = order.indexPath(ofNode: n)
      let section = min(want.section, order.sectionCount - 1)
      let limit = order.count(section) - (section == from.section ? 1 : 0)
      let to = IndexPath(section: section, item: min(want.item, limit))
      guard to != from else { continue }
      order.relocate(n, to: to)
      back.append(Step(id: id, from: from, to: to))
    }
    refresh(after: back)
    return back
  }

  /// After a host edit: a drag whose item is gone is over.
  mutating func reconcileSession() {
    if let s = session, !order.contains(id: s.id) {
      session = nil
      scroller.stop()
      _ = gesture.pointerCancel(time: now)
      events.append(.cancelled(id: s.id, reason: .itemRemoved))
    }
    if let p = press, !order.contains(id: p.id) {
      press = nil
      _ = gesture.pointerCancel(time: now)
    }
  }
}
