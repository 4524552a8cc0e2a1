/// List placement: items stacked along the main axis, each with its own
/// size, found through the section trees in O(log n).
extension Layout {
  func listExtent(_ s: Int, _ order: Order, _ c: ListConfig) -> Double {
    let n = order.count(s)
    let items = n > 0 ? order.total(s) + Double(n - 1) * c.itemSpacing : c.emptySectionExtent
    return order.header(s) + items + order.footer(s)
  }

  /// Main-axis start of item `p` relative to its section's first item.
  func listItemOffset(_ p: IndexPath, _ order: Order, _ c: ListConfig) -> Double {
    order.sizeBefore(p) + Double(p.item) * c.itemSpacing
  }

  /// Where items lie across the list; in an outline, an item `depth`
  /// levels deep is indented (never past the list's far side).
  func listCross(_ c: ListConfig, indented depth: Int = 0) -> (start: Double, extent: Double) {
    let (a, b) =
      c.axis == .vertical ? (c.insets.left, c.insets.right) : (c.insets.top, c.insets.bottom)
    let extent = max(0, crossExtent - a - b)
    guard let o = c.outline, depth > 0 else { return (a, extent) }
    let inset = min(Double(depth) * o.indent, extent)
    return (a + inset, extent - inset)
  }

  func listFrame(_ p: IndexPath, _ order: Order, _ c: ListConfig) -> Rect {
    let main = itemsStart(p.section, order) + listItemOffset(p, order, c)
    let n = order.node(at: p)
    let size = order.store[n].size
    let cross = listCross(c, indented: order.store.depth(n))
    return c.axis == .vertical
      ? Rect(x: cross.start, y: main, width: cross.extent, height: size)
      : Rect(x: main, y: cross.start, width: size, height: cross.extent)
  }

  func listHit(_ point: Point, _ order: Order, _ c: ListConfig) -> Hit {
    let (m, x) = c.axis == .vertical ? (point.y, point.x) : (point.x, point.y)
    let s = section(at: m)
    let base = itemsStart(s, order)
    let sp = c.itemSpacing
    // The last item starting at or before the point. Starts are computed as
    // `listFrame` computes them (same sums in the same order), so a point
    // is hit exactly when the item's frame contains it. The descent also
    // keeps that item's size and the sum before it: a second and third
    // descent for them (`listItemOffset`, `node(at:)`) cost as much again.
    var last = (before: 0.0, size: 0.0)
    let j =
      order.store.prefixCount(root: order.root(s)) { index, before, size, _ in
        let holds = base + (before + Double(index) * sp) <= m
        if holds { last = (before, size) }
        return holds
      } - 1
    guard j >= 0 else { return .slot(IndexPath(section: s, item: 0)) }
    // Sums round differently, so a frame may end an ulp past the start of
    // the empty items after it: look back over those (a few at most).
    var p = IndexPath(section: s, item: j)
    var start = base + (last.before + Double(j) * sp)
    var size = last.size
    while !(m < start + size) {
      guard size == 0 && p.item > 0 && j - p.item < 4 else {
        return .slot(IndexPath(section: s, item: j + 1))
      }
      p.item -= 1
      start = base + listItemOffset(p, order, c)
      size = order.store[order.node(at: p)].size
    }
    let cross = listCross(c)
    if x >= cross.start && x < cross.start + cross.extent { return .item(p) }
    return .slot(IndexPath(section: s, item: m < start + size / 2 ? p.item : p.item + 1))
  }
}
