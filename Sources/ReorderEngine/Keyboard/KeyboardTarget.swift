/// Keyboard moves: where a key sends the lifted item, and one step there
/// through the same rules and retarget hook as pointer drags.
extension Engine {
  /// The slot `key` sends item `id` to, as the item's index path after the
  /// move (the convention of `move(id:to:)`, shift semantics: entering a
  /// section of m items, its end is item m). Geometry only: the rules and
  /// the host's hook are applied by `keyboardStep`. Nil when there is
  /// nowhere to go (the item is already at that end, there is no section
  /// beyond, or the key does not move along this layout).
  func keyboardTarget(for id: UInt64, key: Key) throws(ReorderError) -> IndexPath? {
    keyboardTarget(from: try order.indexPath(of: id), run: 1, key: key)
  }

  /// The same for what is at `from`: one item, or a lifted group's `run`
  /// of items from there, which moves as one item (its section then holds
  /// `run - 1` fewer).
  func keyboardTarget(from: IndexPath, run: Int, key visual: Key) -> IndexPath? {
    let count = { (t: Int) in self.order.count(t) - (t == from.section ? run - 1 : 0) }
    // Arrows follow what the user sees: right to left, left is onwards.
    let key: Key =
      layout.direction == .leftToRight
      ? visual : visual == .left ? .right : visual == .right ? .left : visual
    let s = from.section
    let i = from.item
    let n = count(s)
    switch (key, layout.kind) {
    case (.pickUpOrDrop, _), (.cancel, _), (.indent, _), (.outdent, _):
      return nil
    case (.first, _):
      return i > 0 ? IndexPath(section: s, item: 0) : nil
    case (.last, _):
      return i < n - 1 ? IndexPath(section: s, item: n - 1) : nil
    case (.previous, _):
      return byOne(from, forward: false, count)
    case (.next, _):
      return byOne(from, forward: true, count)
    case (.up, .list(let c)), (.down, .list(let c)):
      return c.axis == .vertical ? byOne(from, forward: key == .down, count) : nil
    case (.left, .list(let c)), (.right, .list(let c)):
      return c.axis == .horizontal ? byOne(from, forward: key == .right, count) : nil
    case (.left, .grid(let c)), (.right, .grid(let c)), (.up, .grid(let c)), (.down, .grid(let c)):
      // Along a line the next cell; across lines the next line's (rows of
      // a vertical grid, columns of a horizontal one).
      let along = c.axis == .vertical ? key == .left || key == .right : key == .up || key == .down
      let forward = key == .right || key == .down
      if along { return byOne(from, forward: forward, count) }
      return byRow(from, columns: layout.gridMetrics(c).columns, down: forward, count)
    case (.left, .flow), (.right, .flow):
      return byOne(from, forward: key == .right, count)
    case (.up, .flow(let c)), (.down, .flow(let c)):
      return byLine(from, down: key == .down, c)
    }
  }

  /// One flow line on, to the slot of the item nearest below (above) the
  /// item's centre: past the first or last line, in the neighbouring
  /// section's near line.
  private func byLine(_ p: IndexPath, down: Bool, _ c: FlowConfig) -> IndexPath? {
    let x = layout.frame(p, order).midX
    let l = layout.flows[p.section].line(ofItem: p.item) + (down ? 1 : -1)
    var t = p.section
    var line = l
    if l < 0 || l >= layout.flows[p.section].count {
      t += down ? 1 : -1
      guard t >= 0 && t < order.sectionCount else { return nil }
      line = down ? 0 : layout.flows[t].count - 1
      // An empty section, or one whose only item is this: its slot 0.
      guard line >= 0 else { return IndexPath(section: t, item: 0) }
    }
    let near = layout.flowNearest(line, t, x: x, order, c)
    // Entering another section the item adds to it: its end is a slot too.
    return IndexPath(section: t, item: t == p.section ? near : min(near, order.count(t)))
  }

  /// One slot on, or into the neighbouring section at its near end.
  private func byOne(_ p: IndexPath, forward: Bool, _ count: (Int) -> Int) -> IndexPath? {
    if forward {
      if p.item < count(p.section) - 1 {
        return IndexPath(section: p.section, item: p.item + 1)
      }
      let t = p.section + 1
      return t < order.sectionCount ? IndexPath(section: t, item: 0) : nil
    }
    if p.item > 0 { return IndexPath(section: p.section, item: p.item - 1) }
    let t = p.section - 1
    return t >= 0 ? IndexPath(section: t, item: count(t)) : nil
  }

  /// One grid row on. Past the first or last row it enters the neighbouring
  /// section in the same column: its first row going down, going up the
  /// row the item's arrival adds to or ends (clamped to the end).
  private func byRow(_ p: IndexPath, columns c: Int, down: Bool, _ count: (Int) -> Int)
    -> IndexPath?
  {
    let n = count(p.section)
    let row = p.item / c
    let column = p.item % c
    if down {
      if row < (n - 1) / c { return IndexPath(section: p.section, item: min(p.item + c, n - 1)) }
      let t = p.section + 1
      guard t < order.sectionCount else { return nil }
      return IndexPath(section: t, item: min(column, count(t)))
    }
    if row > 0 { return IndexPath(section: p.section, item: p.item - c) }
    let t = p.section - 1
    guard t >= 0 else { return nil }
    // The section gains the item: its index m is the last of m + 1 cells.
    let m = count(t)
    return IndexPath(section: t, item: min(m / c * c + column, m))
  }

  /// Moves the lifted item one keyboard step: resolves the key's target
  /// with the section rules, pinned items and the host's hook (which may
  /// retarget, e.g. `first` stopping after a pinned item), and commits it.
  /// Returns the steps made, the lifted item's first; empty when there is
  /// nowhere to go. Throws `.refused` when the rules refuse the step.
  /// Not recorded in the history: the session records the whole keyboard
  /// drag as one undo step with `recordDrag`.
  mutating func keyboardStep(id: UInt64, key: Key) throws(ReorderError) -> Steps {
    if let g = liveGroup() { return try keyboardGroupStep(g, lead: id, key: key) }
    let n = try order.node(of: id)
    guard let target = try keyboardTarget(for: id, key: key) else { return Steps() }
    let plan = try resolve(n, to: passing(target, from: order.indexPath(ofNode: n)), dragging: true)
    guard plan.to != plan.from else { return Steps() }
    return carryOut(plan)
  }

  /// A keyboard drag resolves as a drag (`dragging: true`), so `exchange`
  /// swaps with the first item it passes on entering a non-empty section
  /// (`planPassing`). There a slot counts the items passed, and the swap
  /// keeps the counts: map the shift target t (in 0...m) to the slot that
  /// leaves the item at min(t, m - 1).
  private func passing(_ target: IndexPath, from: IndexPath) -> IndexPath {
    let m = order.count(target.section)
    guard policy.semantics == .exchange, target.section != from.section, m > 0 else {
      return target
    }
    let final = min(target.item, m - 1)
    // Going down the partner (item 0) leaves from before the item.
    return IndexPath(
      section: target.section, item: target.section > from.section ? final + 1 : final)
  }
}
