/// Items leaving and entering this engine for another member of its
/// transfer group (`TransferGroup`): runs taken out and put in, and a drag
/// handed from one member to the next. The group decides; these carry out.
extension Engine {
  /// What an item takes with it to another engine.
  struct CarriedItem: Equatable {
    var id: UInt64
    var size: Double
    var cross: Double?
    var flags: ItemFlags
    var handle: Rect?
    var label: String?
    var selected: Bool
  }

  /// The items `ids` as they are here: a run starting at `from`, or
  /// anywhere (nil); an error when one is not there.
  func carried(_ ids: [UInt64], from: IndexPath?) throws(ReorderError) -> [CarriedItem] {
    var out: [CarriedItem] = []
    for (i, id) in ids.enumerated() {
      let n = try order.node(of: id)
      if let from,
        order.indexPath(ofNode: n) != IndexPath(section: from.section, item: from.item + i)
      {
        throw ReorderError(.wrongState, "item \(id) is no longer where it was left")
      }
      out.append(
        CarriedItem(
          id: id, size: order.store[n].size, cross: order.store.cross[n],
          flags: order.store.flags(n),
          handle: handles[id], label: labels[id], selected: selection.contains(id)))
    }
    return out
  }

  /// Takes the run `ids` (at `from`) out; the others close the gap, or keep
  /// it on screen (`keepGap`, lists). With `report`, each item's departure
  /// is an event.
  mutating func takeOut(
    _ ids: [UInt64], from: IndexPath, report: Transfer?, keepGap: Bool = false
  ) throws(ReorderError) -> [CarriedItem] {
    let items = try carried(ids, from: from)
    closeGap()
    if keepGap && layout.isList {
      // Left to right, where the run's last item ends past its first.
      let first = layout.mirrored(layout.frame(from, order), order)
      let last = layout.mirrored(
        layout.frame(IndexPath(section: from.section, item: from.item + ids.count - 1), order),
        order)
      let extent =
        layout.axis == .vertical ? last.maxY - first.y : last.maxX - first.x
      var spacing = 0.0
      if case .list(let c) = layout.kind { spacing = c.itemSpacing }
      placeholder = Placeholder(at: from, extent: extent + spacing)
    } else {
      snapshotShown()
    }
    for id in ids {
      _ = try? order.removeItem(id: id)
      handles[id] = nil
      labels[id] = nil
    }
    selection.forget { id in items.contains { $0.id == id } }
    layout.refresh(from.section, order)
    if placeholder == nil { slideShown() }
    if let t = report { reportTransfer(t) }
    return items
  }

  /// Closes a kept gap: the items on screen slide into it.
  mutating func closeGap() {
    guard placeholder != nil else { return }
    var moving: [(UInt64, Rect)] = []
    let (store, gap, vertical) = (order.store, placeholder, layout.axis == .vertical)
    let rtl = layout.direction == .rightToLeft
    layout.forEachVisible(in: viewport, order) { path, node, frame in
      let shifted = gap?.shifted(frame, at: path, vertical: vertical, mirrored: rtl) ?? frame
      moving.append((store[node].id, shifted))
    }
    for (id, shifted) in moving {
      let from = animator.frame(id: id, target: shifted, at: now)
      animator.slide(id: id, from: from, now: now)
    }
    placeholder = nil
    events.append(.animationNeeded)
  }

  /// Why the run `items` may not go in at `slot` (nil: it may), and the
  /// slot it would take: never in front of a pinned item.
  func admission(of ids: [UInt64], at slot: IndexPath) -> (IndexPath, ReorderError?) {
    guard slot.section >= 0, slot.section < order.sectionCount else {
      return (slot, ReorderError(.outOfRange, "section \(slot.section) does not exist"))
    }
    let rules = order.rules(slot.section)
    let pins = order.pinnedIndices(in: slot.section)
    let at = IndexPath(section: slot.section, item: max(slot.item, (pins.last ?? -1) + 1))
    if at.item > order.count(slot.section) || slot.item < 0 {
      return (at, ReorderError(.outOfRange, "item \(slot.item) is outside section \(slot.section)"))
    }
    if rules.isLocked || !rules.acceptsDrops {
      return (at, ReorderError(.refused, "section \(slot.section) does not accept items"))
    }
    if let c = rules.capacity, order.count(slot.section) + ids.count > c {
      return (at, ReorderError(.refused, "section \(slot.section) has no room for them"))
    }
    if let id = ids.first(where: { order.contains(id: $0) }) {
      return (at, ReorderError(.duplicateID, "id \(id) is already used here"))
    }
    if ids.count > Order.maxItems - order.itemCount {
      return (at, ReorderError(.tooManyItems, "more than \(Order.maxItems) items"))
    }
    return (at, nil)
  }

  /// Puts the run in at `at` (admitted); the others open a gap.
  mutating func putIn(_ items: [CarriedItem], at: IndexPath, report: Transfer?) {
    closeGap()
    snapshotShown()
    var selected: [UInt64] = []
    for (i, it) in items.enumerated() {
      let p = IndexPath(section: at.section, item: at.item + i)
      guard (try? order.insertItem(id: it.id, size: it.size, flags: it.flags, at: p)) != nil
      else { continue }
      if let cross = it.cross { _ = try? order.setCrossSize(id: it.id, cross) }
      handles[it.id] = it.handle
      labels[it.id] = it.label
      if it.selected { selected.append(it.id) }
    }
    if !selected.isEmpty { selection.replace(with: selection.ids + selected) }
    layout.refresh(at.section, order)
    slideShown()
    if let t = report { reportTransfer(t) }
  }

  /// Reports a transfer this engine takes part in, one event per item.
  mutating func reportTransfer(_ t: Transfer) {
    for i in t.ids.indices { events.append(.transferred(t.event(i))) }
    events.append(.animationNeeded)
  }
}

/// A drag crossing members.
extension Engine {
  /// The pointer (content space) in the group's shared space, and back.
  func toShared(_ p: Point) -> Point? {
    guard let f = groupFrame else { return nil }
    return Point(x: f.x + p.x - viewport.x, y: f.y + p.y - viewport.y)
  }

  func fromShared(_ p: Point) -> Point? {
    guard let f = groupFrame else { return nil }
    return Point(x: p.x - f.x + viewport.x, y: p.y - f.y + viewport.y)
  }

  /// Where a run entering under `pointer` (content space) goes: before the
  /// item under it when the pointer is in its first half, else after it;
  /// the slot an empty section offers; past everything the end of the last
  /// section. Nil without sections.
  func entrySlot(_ pointer: Point) -> IndexPath? {
    guard order.sectionCount > 0 else { return nil }
    switch hitTest(pointer) {
    case .item(let p)?:
      // Left to right, where item 0 is at the start.
      let (f, pointer) = (
        layout.mirrored(layout.frame(p, order), order), layout.mirrored(pointer, order)
      )
      // Items follow each other down a vertical list or a horizontal
      // grid's columns, and across the others (flows too).
      let downward =
        layout.isList ? layout.axis == .vertical : layout.isGrid && layout.axis == .horizontal
      let before = downward ? pointer.y < f.y + f.height / 2 : pointer.x < f.x + f.width / 2
      return before ? p : IndexPath(section: p.section, item: p.item + 1)
    case .slot(let p)?:
      return p
    case nil:
      let last = order.sectionCount - 1
      let first = layout.frame(IndexPath(section: 0, item: 0), order)
      let start = layout.axis == .vertical ? pointer.y < first.y : pointer.x < first.x
      return start
        ? IndexPath(section: 0, item: 0) : IndexPath(section: last, item: order.count(last))
    }
  }

  /// The drag leaves: its session ends here without a settle, and comes
  /// back for the next member. A copy restores what the drag moved here
  /// (the original stays at its place); otherwise the run goes with it.
  mutating func sendOff(copy: Bool) -> DragSession? {
    guard let s = session else { return nil }
    session = nil
    stay = nil
    scroller.stop()
    if copy {
      snapshotShown()
      let back = restore(s.steps)
      slideShown()
      if interaction.commit == .live { reportMoves(back) }
    }
    return s
  }

  /// The run of the drag `s` as it is here now: the group's ids in run
  /// order, from the first one's index path.
  func run(of s: DragSession) -> (ids: [UInt64], from: IndexPath)? {
    let ids = s.group?.ids ?? [s.id]
    guard let from = try? order.indexPath(of: ids[0]) else { return nil }
    return (ids, from)
  }

  /// The drag `s` continues here, its run (already here) under `pointer`:
  /// after arriving from another member, or back at its home.
  mutating func receive(_ s: DragSession, ids: [UInt64], pointer: Point, home: DragSession.Home) {
    guard let n = try? order.node(of: s.id) else { return }
    let at = order.indexPath(ofNode: n)
    let frame = layout.frame(at, order)
    // A grab outside the item as laid out here (a wide row entering a flow
    // of chips) would hold it away from the pointer: centred on that axis.
    var grab = s.grab
    if !(0...max(0, frame.width)).contains(grab.x) { grab.x = frame.width / 2 }
    if !(0...max(0, frame.height)).contains(grab.y) { grab.y = frame.height / 2 }
    var t = DragSession(
      id: s.id, origin: at, grab: grab, pointer: pointer,
      cross: layout.axis == .vertical ? frame.x : frame.y, liftTime: s.liftTime,
      byKeyboard: false, label: s.label)
    t.home = home
    if ids.count > 1 {
      t.group = DragGroup(ids: ids)
      t.groupGeneration = order.generation
    }
    session = t
    settle = nil
    scroller.arrive()
    restartOuter(arriving: true)
    // Where it arrived, in this list's words (the rule may move it on).
    if let g = groupAnnouncement(.groupMoved, from: at) {
      announce(g)
    } else {
      announce(announcements.moved(t.label, from: at, to: at, count: order.count(at.section)))
    }
    events.append(.animationNeeded)
    followPointer()
  }

  /// The pointer of a drag this engine holds, forwarded by the group.
  mutating func dragPointer(_ p: Point) {
    guard session != nil else { return }
    session?.pointer = p
    followPointer()
  }

  /// The home's gesture after its drag ended elsewhere: the rest of the
  /// press is ignored.
  mutating func endAwayDrag() {
    guard awayDrag else { return }
    awayDrag = false
    _ = gesture.pointerCancel(time: now)
  }

  /// What the group asks of this engine after a drag ended elsewhere: no
  /// settle of an item it no longer has.
  mutating func forgetSettle() {
    if let st = settle, !order.contains(id: st.id) { settle = nil }
  }

  /// A cancelled drag's item flies home from `from` (content space).
  mutating func settleHome(_ id: UInt64, from: Rect, time: Double, lift: Double) {
    settle = Settle(id: id, from: from, time: time, cancelled: true, lift: lift)
    events.append(.animationNeeded)
  }

  /// Undoes or redoes this member's share of a change across members.
  mutating func replayShare(_ steps: [Step], backwards: Bool, report: Bool) throws(ReorderError) {
    snapshotShown()
    let done = try replayed(steps, backwards: backwards)
    slideShown()
    if report { reportMoves(done) }
  }

  /// Cancel's version: as near as host edits allow.
  mutating func restoreShare(_ steps: [Step], report: Bool) {
    snapshotShown()
    let back = restore(steps)
    slideShown()
    if report { reportMoves(back) }
  }
}

/// What the group reads and notes in a member.
extension Engine {
  /// The lifted item's rectangle and lift look now, for a flight home.
  func liftedNow() -> (Rect, Double)? {
    guard let s = session, let r = liftedRect(s) else { return nil }
    return (r, animator.liftProgress(liftTime: s.liftTime, now: now))
  }

  /// The group's change `token` on top of the undo (or redo) stack.
  public func linkedChange(backwards: Bool) -> UInt64? { history.linkedTop(backwards: backwards) }

  mutating func noteLinked(_ token: UInt64) { history.record(.linked(token)) }

  mutating func noteTravelled(backwards: Bool) { history.travelled(backwards: backwards) }

  /// Tells this member about the end of a drag it is the home of.
  mutating func note(_ e: Event) {
    events.append(e)
    events.append(.animationNeeded)
  }

  /// The item `id` refused here or gone home: announced where it is.
  mutating func announceCancel(_ id: UInt64) {
    guard let at = try? order.indexPath(of: id) else { return }
    announce(announcements.cancel(label(id), at: at, count: order.count(at.section)))
  }

  mutating func announceRefused(_ id: UInt64) {
    guard let at = try? order.indexPath(of: id) else { return }
    announce(announcements.refused(label(id), at: at, count: order.count(at.section)))
  }
}

extension Engine {
  /// Joins a transfer group under the host's `key` (nonzero).
  public mutating func joinGroup(key: UInt) {
    memberKey = key
  }

  /// Leaves it: a drag lifted here goes on here alone.
  public mutating func leaveGroup() {
    memberKey = 0
    groupBusy = false
    closeGap()
    endAwayDrag()
    session?.home = nil
  }
}
