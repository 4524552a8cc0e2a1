/// The outline as the host edits it: depths, expanding and collapsing,
/// tree moves, and the keys that indent and outdent.
extension Engine {
  public var isOutline: Bool { order.isOutline }

  private func checkOutline() throws(ReorderError) -> OutlineConfig {
    guard let c = outlineConfig else {
      throw ReorderError(.wrongState, "the engine is not an outline")
    }
    return c
  }

  /// Gives every item of section `s` its depth, in order (O(n)): the first
  /// 0, each at most one below the item before it. Not a move: no event,
  /// no undo step.
  public mutating func setDepths(section s: Int, _ depths: [Int]) throws(ReorderError) {
    let c = try checkOutline()
    guard session == nil else { throw ReorderError(.wrongState, "a drag is in progress") }
    try order.setDepths(section: s, depths, maxDepth: c.maxDepth)
    layout.refresh(s, order)
  }

  /// Where the item is in its outline: parent, position among siblings,
  /// depth.
  public func outlinePlace(of id: UInt64) throws(ReorderError) -> OutlinePlace {
    _ = try checkOutline()
    return outlinePlace(of: try order.node(of: id))
  }

  /// How many items the item's subtree holds, itself included.
  public func subtreeCount(of id: UInt64) throws(ReorderError) -> Int {
    let p = try order.indexPath(of: id)
    return order.subtreeEnd(p) - p.item
  }

  /// Expands (its children shown) or collapses (hidden, kept in the
  /// order) an outline item; the items after it slide.
  public mutating func setExpanded(id: UInt64, _ expanded: Bool) throws(ReorderError) {
    _ = try checkOutline()
    let p = try order.indexPath(of: id)
    guard session?.id != id else { throw ReorderError(.wrongState, "item \(id) is being dragged") }
    snapshotShown()
    order.setCollapsed(p, !expanded)
    layout.refresh(p.section, order)
    slideShown()
    events.append(.animationNeeded)
  }

  /// Moves the item, with its subtree, to depth `depth` where it is; one
  /// undo step, reported as moves. Valid depths: from 0 (or what keeps the
  /// items after its subtree valid, which become its children when it goes
  /// up) to one below the item before it, the subtree within `maxDepth`.
  public mutating func setDepth(id: UInt64, _ depth: Int) throws(ReorderError) {
    let c = try checkOutline()
    guard session == nil else { throw ReorderError(.wrongState, "a drag is in progress") }
    let n = try order.node(of: id)
    let p = order.indexPath(ofNode: n)
    let range = hostDepthRange(p, c)
    guard range.contains(depth) else {
      throw ReorderError(
        .refused,
        "depth \(depth) for item \(id) is out of range \(range.lowerBound)...\(range.upperBound)")
    }
    try outlineEdit(
      id, nodes: order.nodes(in: p.section, p.item..<order.subtreeEnd(p)), plan: nil, depth: depth)
  }

  /// Depths the item at `p` may take where it is, by a host call or a key.
  private func hostDepthRange(_ p: IndexPath, _ c: OutlineConfig) -> ClosedRange<Int> {
    let t = p.section
    let d = order.depth(at: p)
    let end = order.subtreeEnd(p)
    var hi = 0
    if p.item > 0 {
      let above = order.node(at: IndexPath(section: t, item: p.item - 1))
      hi = order.store.depth(above) + (order.store.flags(above).contains(.noChildren) ? 0 : 1)
    }
    hi = min(hi, c.maxDepth - order.subtreeHeight(p))
    var lo = 0
    if end < order.count(t) {
      let next = order.depth(at: IndexPath(section: t, item: end))
      lo = max(0, d + next - 1 - order.depth(at: IndexPath(section: t, item: end - 1)))
    }
    return lo...max(lo, hi)
  }

  /// Moves the item with its subtree under `parent` (nil: the top level of
  /// `section`), as its `index`-th child; one undo step, reported as moves.
  @discardableResult
  public mutating func move(id: UInt64, into place: OutlinePlace) throws(ReorderError) -> [Step] {
    let c = try checkOutline()
    guard session == nil else { throw ReorderError(.wrongState, "a drag is in progress") }
    let n = try order.node(of: id)
    let p = order.indexPath(ofNode: n)
    let run = order.nodes(in: p.section, p.item..<order.subtreeEnd(p))
    if let parent = place.parent {
      if run.contains(try order.node(of: parent)) {
        throw ReorderError(.refused, "item \(id) cannot go into its own subtree")
      }
    } else {
      try order.checkSection(place.section)
    }
    let height = order.subtreeHeight(p)
    guard let target = outlineTarget(for: run, place, height: height, config: c, keptParent: nil)
    else {
      throw ReorderError(.refused, "item \(id) cannot go to index \(place.index) there")
    }
    var plan: PlannedGroupMove? = nil
    if target.path != p {
      let g = try order.planGroup(run, to: target.path, policy)
      guard g.to == target.path else { throw ReorderError(.refused, "a pinned item is in the way") }
      plan = g
    }
    return try outlineEdit(id, nodes: run, plan: plan, depth: target.depth)
  }

  /// `move(id:to:)` in an outline: the item goes with its subtree to `to`
  /// (its index path after the move), at its depth where that is valid,
  /// else the nearest valid one.
  mutating func moveSubtree(_ id: UInt64, to: IndexPath) throws(ReorderError) -> [Step] {
    let c = try checkOutline()
    guard session == nil else { throw ReorderError(.wrongState, "a drag is in progress") }
    let n = try order.node(of: id)
    let p = order.indexPath(ofNode: n)
    let run = order.nodes(in: p.section, p.item..<order.subtreeEnd(p))
    try order.checkSection(to.section)
    let limit = order.count(to.section) - (to.section == p.section ? run.count : 0)
    guard to.item >= 0 && to.item <= limit else {
      throw ReorderError(
        .outOfRange,
        "destination item \(to.item) is out of range 0...\(limit) for item \(id) and its subtree")
    }
    let ask = OutlineAsk(
      rule: policy.rule, geometry: DragGeometry(rect: .zero, pointer: Point(x: 0, y: 0)), config: c,
      depth: order.store.depth(n), height: order.subtreeHeight(p), keptParent: nil)
    guard
      let target = OthersLayout.measure(
        order, layout, lifted: n, run: run.count, { $0.outlineTarget(at: to, ask) })
    else { return [] }
    var plan: PlannedGroupMove? = nil
    if target.path != p {
      let g = try order.planGroup(run, to: target.path, policy)
      guard g.to == target.path else { throw ReorderError(.refused, "a pinned item is in the way") }
      plan = g
    }
    return try outlineEdit(id, nodes: run, plan: plan, depth: target.depth)
  }

  /// Carries out a host's or a key's outline change as one undo step.
  @discardableResult
  private mutating func outlineEdit(
    _ id: UInt64, nodes: [Int32], plan: PlannedGroupMove?, depth: Int
  )
    throws(ReorderError) -> [Step]
  {
    snapshotShown()
    let steps = placeRun(nodes, plan, depth: depth)
    let p = order.indexPath(ofNode: nodes[0])
    order.refreshHidden(after: steps)
    layout.refresh(p.section, order)
    slideShown()
    let made = Array(steps.filter { !$0.isNone })
    guard !made.isEmpty else { return [] }
    history.record(made)
    reportMoves(made)
    if let a = outlineAnnouncement(id, name: label(id), dropped: false) { announce(a) }
    return made
  }

  /// Tab and Shift+Tab on the focused item, outside a drag.
  mutating func indentKey(_ key: Key, focused id: UInt64) throws(ReorderError) {
    let c = try checkOutline()
    let p = try order.indexPath(of: id)
    let d = order.depth(at: p) + (key == .indent ? 1 : -1)
    guard hostDepthRange(p, c).contains(d) else {
      announce(announcements.refused(label(id), at: p, count: order.count(p.section)))
      return
    }
    try setDepth(id: id, d)
  }

  /// A key in a keyboard outline drag: up and down one visible row (the
  /// depth kept where valid), left and right (as they look) or Tab and
  /// Shift+Tab one level.
  mutating func outlineDragKey(_ key: Key) {
    guard let s = session, let od = s.outline, let c = outlineConfig, let run = liftedRun() else {
      return
    }
    let depth = order.store.depth(run[0])
    let rtl = layout.direction == .rightToLeft
    var change = 0
    switch key {
    case .indent: change = 1
    case .outdent: change = -1
    case .right: change = rtl ? -1 : 1
    case .left: change = rtl ? 1 : -1
    default: break
    }
    let ask = OutlineAsk(
      rule: policy.rule, geometry: DragGeometry(rect: .zero, pointer: s.pointer), config: c,
      depth: depth + change, height: od.height, keptParent: od.keptParent)
    let target = OthersLayout.measure(order, layout, lifted: run[0], run: run.count) { o in
      change != 0
        ? o.outlineTarget(at: o.home, ask)
        : o.outlineKeySlot(key).flatMap { o.outlineTarget(at: $0, ask) }
    }
    let from = order.indexPath(ofNode: run[0])
    guard let target, target.path != from || target.depth != depth, moveRun(run, to: target) else {
      announce(announcements.refused(s.label, at: from, count: order.count(from.section)))
      return
    }
  }
}
