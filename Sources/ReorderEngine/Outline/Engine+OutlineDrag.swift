/// Dragging in an outline: the lifted item's subtree comes along collapsed
/// (a group run, `DragGroup`), each step moves it to the slot and depth
/// `OthersLayout.outlineTarget` picks, and the drop reopens it where it
/// landed.
extension Engine {
  var outlineConfig: OutlineConfig? {
    if case .list(let c) = layout.kind { return c.outline }
    return nil
  }

  /// At the lift of `id` in an outline: collapses its subtree for the drag
  /// (the others close up) and lifts it as one run.
  mutating func liftSubtree(_ id: UInt64) {
    guard let n = try? order.node(of: id), let x = session?.pointer.x else { return }
    let p = order.indexPath(ofNode: n)
    let end = order.subtreeEnd(p)
    let reopen = end > p.item + 1 && !order.store.outlineBits(n).contains(.collapsed)
    if reopen {
      snapshotShown()
      order.setCollapsed(p, true)
      layout.refresh(p.section, order)
      slideShown()
    }
    var kept: UInt64?? = nil
    if order.store.flags(n).contains(.keepsParent) {
      kept = .some(
        order.parentIndex(p).map {
          order.store[order.node(at: IndexPath(section: p.section, item: $0))].id
        })
    }
    session?.outline = OutlineDrag(
      startDepth: order.store.depth(n), startX: x, reopen: reopen,
      height: order.subtreeHeight(p), keptParent: kept)
    if end > p.item + 1 {
      session?.group = DragGroup(
        ids: order.nodes(in: p.section, p.item..<end).map { order.store[$0].id })
      session?.groupGeneration = order.generation
    }
  }

  /// The lifted subtree's nodes, its first the lifted item's.
  mutating func liftedRun() -> [Int32]? {
    guard let s = session else { return nil }
    if s.group != nil {
      guard let g = liveGroup(), g.first == s.id else { return nil }
      return g.ids.compactMap { try? order.node(of: $0) }
    }
    return (try? order.node(of: s.id)).map { [$0] }
  }

  /// A pointer step in an outline. Measured from the run's first node and
  /// length, so an event that moves nothing allocates nothing.
  mutating func followOutline() {
    guard let s = session, !s.byKeyboard, let od = s.outline, let c = outlineConfig,
      let rect = liftedRect(s)
    else { return }
    let g = s.group == nil ? nil : liveGroup()
    guard let first = try? order.node(of: g?.first ?? s.id) else { return }
    // Right to left, the indent grows leftwards. Levels past any depth are
    // clamped before they become an Int (a far pointer over a tiny indent).
    let dx = (s.pointer.x - od.startX) * (layout.direction == .rightToLeft ? -1 : 1)
    let levels = min(
      max((dx / c.indent).rounded(), -Double(Order.maxDepth) - 1), Double(Order.maxDepth) + 1)
    let ask = OutlineAsk(
      rule: policy.rule, geometry: DragGeometry(rect: rect, pointer: s.pointer), config: c,
      depth: od.startDepth + (levels.isNaN ? 0 : Int(levels)), height: od.height,
      keptParent: od.keptParent)
    let target = OthersLayout.measure(order, layout, lifted: first, run: g?.count ?? 1) {
      $0.outlineTarget(ask)
    }
    guard let target,
      target.path != order.indexPath(ofNode: first) || target.depth != order.store.depth(first),
      let run = liftedRun()
    else { return }
    moveRun(run, to: target)
  }

  /// At a drop held over a row's middle: the subtree goes into the row as
  /// its first child.
  mutating func dropInto() {
    guard let into = session?.outline?.into?.id, let run = liftedRun(),
      let n = try? order.node(of: into)
    else { return }
    let t = order.indexPath(ofNode: n)
    let home = order.indexPath(ofNode: run[0])
    let after = t.section == home.section && t.item > home.item ? t.item - run.count : t.item
    moveRun(
      run,
      to: OutlineTarget(
        path: IndexPath(section: t.section, item: after + 1), depth: order.store.depth(n) + 1))
  }

  /// After the expand delay over a collapsed item the drag goes into: it
  /// expands (from the clock, as the pointer may be still).
  mutating func expandDwelled() {
    guard let c = outlineConfig, c.expandDelay > 0, let d = session?.outline?.into,
      now - d.since >= c.expandDelay, let n = try? order.node(of: d.id),
      order.store.outlineBits(n).contains(.collapsed)
    else { return }
    let p = order.indexPath(ofNode: n)
    snapshotShown()
    order.setCollapsed(p, false)
    layout.refresh(p.section, order)
    slideShown()
    events.append(.notice(ItemNotice(.expanded, id: d.id)))
    events.append(.animationNeeded)
  }

  /// Moves the lifted run to `target` (its place and depth), through the
  /// section rules and the host's hooks; records and reports the steps.
  @discardableResult
  mutating func moveRun(_ run: [Int32], to target: OutlineTarget) -> Bool {
    let from = order.indexPath(ofNode: run[0])
    let depth = order.store.depth(run[0])
    guard target.path != from || target.depth != depth else { return false }
    var plan: PlannedGroupMove? = nil
    if target.path != from {
      guard let p = try? order.planGroup(run, to: target.path, policy), p.to == target.path else {
        return false
      }
      plan = p
    }
    snapshotShown()
    var steps = placeRun(run, plan, depth: target.depth)
    if let id = session?.id,
      let decision = outlineRetarget.map({ $0(id, outlinePlace(of: run[0])) }),
      decision != .accept
    {
      _ = try? replayed(Array(steps), backwards: true)
      steps = Steps()
      if case .retarget(let place) = decision, let c = outlineConfig, let od = session?.outline,
        let again = outlineTarget(
          for: run, place, height: od.height, config: c, keptParent: od.keptParent),
        again.path != from || again.depth != depth
      {
        let p = again.path == from ? nil : try? order.planGroup(run, to: again.path, policy)
        if again.path == from || p?.to == again.path {
          steps = placeRun(run, p, depth: again.depth)
        }
      }
    }
    guard !steps.isEmpty else { return false }
    slideDragStep()
    session?.groupGeneration = order.generation
    session?.record(steps)
    report(steps)
    return true
  }

  /// Carries out the run's move and gives it `depth`, its descendants
  /// keeping their levels below it. Hidden state is left for the drop.
  mutating func placeRun(_ run: [Int32], _ plan: PlannedGroupMove?, depth: Int) -> Steps {
    let delta = depth - order.store.depth(run[0])
    var steps = Steps()
    if let plan {
      steps = order.commitGroup(plan)
    } else {
      let at = order.indexPath(ofNode: run[0])
      for (j, n) in run.enumerated() {
        let p = IndexPath(section: at.section, item: at.item + j)
        steps.append(Step(id: order.store[n].id, from: p, to: p))
      }
    }
    var out = Steps()
    for var s in steps {
      let n = order.store.find(s.id)
      let d = order.store.depth(n)
      s.fromDepth = UInt8(d)
      s.toDepth = UInt8(d + delta)
      if delta != 0 { order.store.setDepth(n, d + delta) }
      out.append(s)
    }
    refresh(after: out)
    return out
  }

  /// At a drop or cancel in an outline: the subtree reopens if the lift
  /// closed it, and takes the hidden state of where it landed.
  mutating func settleOutline(_ s: DragSession) {
    guard let od = s.outline, let n = try? order.node(of: s.id) else { return }
    let p = order.indexPath(ofNode: n)
    if od.reopen {
      order.setCollapsed(p, false)
    } else {
      order.refreshHidden(p.section, p.item..<order.subtreeEnd(p))
    }
    layout.refresh(p.section, order)
  }

  /// Where the item at node `n` is in its outline, as the host's hook and
  /// announcements see it.
  func outlinePlace(of n: Int32) -> OutlinePlace {
    let p = order.indexPath(ofNode: n)
    let parent = order.parentIndex(p).map {
      order.store[order.node(at: IndexPath(section: p.section, item: $0))].id
    }
    let (index, count) = order.siblingPosition(p)
    return OutlinePlace(
      section: p.section, parent: parent, index: index, count: count, depth: order.store.depth(n))
  }

  /// The announcement of where the lifted item is now in its outline.
  func outlineAnnouncement(_ id: UInt64, name: Label, dropped: Bool) -> Announcement? {
    guard let n = try? order.node(of: id) else { return nil }
    let place = outlinePlace(of: n)
    return announcements.outline(
      name, parent: place.parent.map { label($0) }, position: place.index, siblings: place.count,
      depth: place.depth, dropped: dropped)
  }
}
