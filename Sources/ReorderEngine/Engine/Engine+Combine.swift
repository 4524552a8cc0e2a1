/// Dropping onto an item: combining (`CombineConfig`), and in an outline
/// dropping into a row (`OutlineConfig.intoZone`). Over such an item's
/// middle the drag holds still and the item is the target; the drop acts
/// on it.
extension Engine {
  /// Follows the lifted item onto and off targets; true while the drag
  /// holds still: over a target's middle, or between its near edge and
  /// its middle (so the rule, which would pass the item at its midpoint or
  /// sooner, never skips the zone: react-beautiful-dnd's combine).
  mutating func followTarget() -> Bool {
    guard let s = session, !s.byKeyboard, let rect = liftedRect(s) else { return false }
    let centre = Point(x: rect.midX, y: rect.midY)
    var into: UInt64? = nil
    var combine: UInt64? = nil
    var hold = false
    if let t = hoverCandidate(s, at: centre) {
      let f = layout.frame(order.indexPath(ofNode: t.node), order)
      if within(centre, f, t.zone) {
        if t.isInto { into = t.id } else { combine = t.id }
        hold = true
      } else if let own = try? layout.frame(ofID: s.id, order) {
        hold = Engine.nearSide(centre, of: f, from: own)
      }
    }
    if session?.outline?.into?.id != into {
      session?.outline?.into = into.map { Dwell(id: $0, since: now) }
      events.append(.animationNeeded)
      if let into { announce(announcements.combine(.intoReady, s.label, target: label(into))) }
    }
    if session?.combine?.id != combine {
      session?.combine = combine.map { Dwell(id: $0, since: now) }
      events.append(.animationNeeded)
      announceCombineReady()
    }
    return hold
  }

  /// The item drawn under `point` that the drag may go into (an outline
  /// row that takes it) or combine with, with its zone.
  private func hoverCandidate(_ s: DragSession, at point: Point) -> HoverCandidate? {
    guard case .item(let p)? = layout.hitTest(point, order) else { return nil }
    return candidate(s, order.node(at: p))
  }

  /// Whether the drag may go into (an outline row that takes it) or
  /// combine with the item at node `n`, and with what zone.
  private func candidate(_ s: DragSession, _ n: Int32) -> HoverCandidate? {
    if case .flow = layout.kind { return nil }
    let id = order.store[n].id
    guard id != s.id && s.group?.contains(id) != true else { return nil }
    let takesChildren = !order.store.flags(n).contains(.noChildren)
    if let c = outlineConfig, let od = s.outline, takesChildren {
      let fits = order.store.depth(n) + 1 + od.height <= c.maxDepth
      var kept = true
      if case .some(let parent) = od.keptParent { kept = parent == id }
      guard c.intoZone > 0 && fits && kept else { return nil }
      return HoverCandidate(id: id, node: n, zone: c.intoZone, isInto: true)
    }
    // In an outline only items that take no children combine.
    guard let c = policy.combine, !order.isOutline || !takesChildren else { return nil }
    return HoverCandidate(id: id, node: n, zone: c.zone, isInto: false)
  }

  /// Whether `p` is in the middle `zone` of `f`: of its height in a
  /// vertical list, its width in a horizontal one, both in a grid.
  private func within(_ p: Point, _ f: Rect, _ zone: Double) -> Bool {
    let x = abs(p.x - f.midX) <= zone * f.width / 2
    let y = abs(p.y - f.midY) <= zone * f.height / 2
    guard layout.isList else { return x && y }
    return layout.axis == .vertical ? y : x
  }

  /// Whether `p` is on the side of `f`'s middle that faces `own` (the
  /// lifted item's slot), along the axis they are furthest apart on.
  private static func nearSide(_ p: Point, of f: Rect, from own: Rect) -> Bool {
    let (dx, dy) = (f.midX - own.midX, f.midY - own.midY)
    return abs(dx) >= abs(dy) ? (p.x - f.midX) * dx < 0 : (p.y - f.midY) * dy < 0
  }

  /// Once the drag has stayed the delay over an item: says so, once.
  mutating func announceCombineReady() {
    guard let s = session, let d = s.combine, !d.ready, combineTarget(s) != nil else { return }
    session?.combine?.ready = true
    announce(announcements.combine(.combineReady, s.label, target: label(d.id)))
  }

  /// Keys reach what a held pointer does: in a keyboard drag, a step
  /// towards an item the drag may go into or combine with first stops over
  /// it (the target, announced at once); the same key again passes it, any
  /// other leaves it where it was. True when the key was spent so.
  mutating func keyOntoTarget(_ key: Key) -> Bool {
    guard let s = session, s.byKeyboard else { return false }
    if let over = s.onto {
      session?.outline?.into = nil
      session?.combine = nil
      session?.onto = nil
      events.append(.animationNeeded)
      return key != over.key
    }
    guard let n = keyNeighbour(s, key), let t = candidate(s, n) else { return false }
    // Held long enough already: a key is a deliberate act.
    let dwell = Dwell(id: t.id, since: -.infinity, ready: true)
    if t.isInto { session?.outline?.into = dwell } else { session?.combine = dwell }
    session?.onto = KeyOnto(key: key)
    announce(
      announcements.combine(t.isInto ? .intoReady : .combineReady, s.label, target: label(t.id)))
    events.append(.animationNeeded)
    return true
  }

  /// The item a key would move the lifted one past, next to it: in an
  /// outline the visible row after or before its run; elsewhere the item
  /// at the key's target in its own section (a lifted group has none).
  private func keyNeighbour(_ s: DragSession, _ key: Key) -> Int32? {
    guard let n = try? order.node(of: s.group?.first ?? s.id) else { return nil }
    let from = order.indexPath(ofNode: n)
    let k = s.group?.count ?? 1
    if s.outline != nil {
      let i: Int
      switch key {
      case .down, .next: i = from.item + k
      case .up, .previous:
        guard from.item > 0 else { return nil }
        i = OthersLayout.measure(order, layout, lifted: n, run: k) {
          $0.visibleAt(from.section, from.item - 1)
        }
      default: return nil
      }
      return i < order.count(from.section)
        ? order.node(at: IndexPath(section: from.section, item: i)) : nil
    }
    guard s.group == nil, key != .first && key != .last,
      let to = keyboardTarget(from: from, run: 1, key: key), to.section == from.section
    else { return nil }
    return order.node(at: to)
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

/// An item a drag may go into or combine with, and the zone that does it.
private struct HoverCandidate {
  var id: UInt64
  var node: Int32
  var zone: Double
  var isInto: Bool
}
