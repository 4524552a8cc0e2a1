/// The flow framing of the reorder rules: the section and the line of the
/// others' layout nearest the lifted item's centre (the pointer's, for the
/// pointer rule), then the slot in that line the rule picks. The others'
/// layout stays put for the whole drag, so however the lines re-flow
/// around the lifted item, holding still never moves it. (Unlike a list's,
/// coming back to where the drag began need not bring the item home: the
/// others' lines are not the lines it left.)
extension OthersLayout {
  func flowTarget(_ rule: ReorderRule, _ at: DragGeometry, _ k: IndexPath, _ c: FlowConfig)
    -> IndexPath
  {
    let ref = rule == .pointer ? at.pointer : at.rect.center
    // Over its own slot as laid out now, the item stays: lifted in place
    // it moves nothing. Elsewhere the others' layout decides, and at the
    // slot it gives, it gives the same again: no oscillation either way.
    // (Edges included: an item may have no width or height.)
    let own = layout.mirrored(layout.frame(home, order), order)
    if k == home && own.x <= ref.x && ref.x <= own.maxX && own.y <= ref.y && ref.y <= own.maxY {
      return k
    }
    let t = section(near: ref.y, current: k.section) { s in
      let top = itemsStart(s)
      return (top, top + (count(s) == 0 ? zone(s) : flowLines(s).total - c.lineSpacing))
    }
    guard count(t) > 0 else { return IndexPath(section: t, item: 0) }
    // The line whose band, with half the spacing either side, holds the point.
    let lines = flowLines(t)
    let l = min(lines.line(at: ref.y - itemsStart(t) + c.lineSpacing / 2), lines.count - 1)
    let place = flowPlacement(lines, l, t, c)
    // Each a prefix of the line's items: their centres before the point,
    // and (the lifted item's leading edge being its left, as a list's is
    // its top) those wholly before that edge and those starting before it.
    var (centres, passed, started) = (0, 0, 0)
    forEachItem(t, place) { x, size in
      if x + size / 2 < ref.x { centres += 1 }
      if x + size <= at.rect.x { passed += 1 }
      if x < at.rect.x { started += 1 }
    }
    guard rule == .edge else { return IndexPath(section: t, item: place.first + centres) }
    // The edge rule's band: going on, a neighbour is passed once the
    // leading edge is past its far edge; going back, once the edge is
    // before its start. Anywhere between, the item keeps its slot.
    let from = t == k.section ? k.item : (t > k.section ? Int.min : Int.max)
    return IndexPath(
      section: t, item: min(max(from, place.first + passed), place.first + started))
  }

  /// The lines of section `t` without the lifted items.
  func flowLines(_ t: Int) -> FlowOthersLines {
    t == home.section
      ? flowHome ?? FlowOthersLines(layout.flows[t]) : FlowOthersLines(layout.flows[t])
  }

  /// The sizes of the items of section `t` other than the lifted ones
  /// before its `k`-th such item.
  private func sizeBefore(_ k: Int, _ t: Int) -> Double {
    let root = order.root(t)
    guard t == home.section && k >= home.item else { return order.store.prefixSum(k, root: root) }
    return order.store.prefixSum(k + run, root: root) - liftedSum
  }

  private func flowPlacement(_ lines: FlowOthersLines, _ l: Int, _ t: Int, _ c: FlowConfig)
    -> Layout.FlowPlacement
  {
    let first = lines.firstItem(l)
    return layout.flowPlacement(
      lines[l], first: first, last: l + 1 == lines.count, top: itemsStart(t) + lines.top(l),
      sums: (sizeBefore(first, t), sizeBefore(first + lines[l].count, t)), c)
  }

  /// The left edge and size of each item of a line of the others' layout.
  private func forEachItem(
    _ t: Int, _ place: Layout.FlowPlacement, _ body: (Double, Double) -> Void
  ) {
    let (at, run, cut) = t == home.section ? (home.item, run, liftedSum) : (Int.max, 0, 0)
    let start = place.first < at ? place.first : place.first + run
    var taken = 0
    order.store.walk(root: order.root(t)) { index, _, _ in
      index < start
    } visit: {
      node, index, before in
      if index >= at && index < at + run { return true }
      guard taken < place.count else { return false }
      taken += 1
      let i = index < at ? index : index - run
      body(place.x(i, sum: index < at ? before : before - cut), order.store[node].size)
      return true
    }
  }
}
