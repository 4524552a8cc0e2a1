/// Dropping onto an item: combining (`CombineConfig`), and in an outline
/// dropping into a row (`OutlineConfig.intoZone`). Over such an item's
/// middle the drag holds still and the item is the target; the drop acts
/// on it.
extension Engine {
  /// Follows the pointer onto and off targets; true while it is over one
  /// (the drag then takes no step).
  mutating func followTarget() -> Bool {
    guard let s = session, !s.byKeyboard else { return false }
    let (into, combine) = hoverTargets(s)
    if session?.outline?.into?.id != into {
      session?.outline?.into = into.map { Dwell(id: $0, since: now) }
      events.append(.animationNeeded)
    }
    if session?.combine?.id != combine {
      session?.combine = combine.map { Dwell(id: $0, since: now) }
      events.append(.animationNeeded)
      announceCombineReady()
    }
    return into != nil || combine != nil
  }

  /// The item under the pointer the drag would go into, or combine with.
  private func hoverTargets(_ s: DragSession) -> (into: UInt64?, combine: UInt64?) {
    let lifted = s.group ?? DragGroup(ids: [s.id])
    func target(_ zone: Double) -> (id: UInt64, node: Int32)? {
      guard let p = layout.itemInZone(s.pointer, zone: zone, order) else { return nil }
      let n = order.node(at: p)
      let id = order.store[n].id
      return lifted.contains(id) ? nil : (id, n)
    }
    if let c = outlineConfig, let od = s.outline, let t = target(c.intoZone),
      !order.store.flags(t.node).contains(.noChildren)
    {
      let fits = order.store.depth(t.node) + 1 + od.height <= c.maxDepth
      let kept = od.keptParent.map { $0 == t.id } ?? true
      return (fits && kept ? t.id : nil, nil)
    }
    guard let c = policy.combine, let t = target(c.zone) else { return (nil, nil) }
    // In an outline only items that take no children combine.
    guard !order.isOutline || order.store.flags(t.node).contains(.noChildren) else {
      return (nil, nil)
    }
    return (nil, t.id)
  }

  /// Once the drag has stayed the delay over an item: says so, once.
  mutating func announceCombineReady() {
    guard let s = session, let d = s.combine, !d.ready, combineTarget(s) != nil else { return }
    session?.combine?.ready = true
    announce(announcements.combine(.combineReady, s.label, target: label(d.id)))
  }

  /// The item a drop now combines with, if any.
  func combineTarget(_ s: DragSession) -> UInt64? {
    guard let c = policy.combine, let d = s.combine, now - d.since >= c.delay,
      order.contains(id: d.id)
    else { return nil }
    return d.id
  }

  /// A drop that combines: the order goes back as at a cancel (its moves
  /// reported back), then the notice, then the drag's end.
  mutating func combineDrop(_ s: DragSession, onto target: UInt64, time: Double) {
    cancelHere(.combined, time: time)
    let end = events.lastIndex { if case .cancelled = $0 { true } else { false } } ?? events.count
    events.insert(.notice(ItemNotice(.combined, id: s.id, other: target)), at: end)
    announce(announcements.combine(.combined, s.label, target: label(target)))
  }
}
