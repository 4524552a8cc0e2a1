/// The items whose frames meet a rectangle (the viewport), for drawing:
/// O(log n + k) for lists, O(log S + k) for grids. Frames are computed with
/// the very same sums as `frame(_:_:)`, so the result is exactly what a
/// brute-force filter of all frames with `Rect.intersects` gives.
extension Layout {
  /// Item by item in index-path order, without collecting them: the
  /// drag's hot path allocates nothing.
  func forEachVisible(
    in physical: Rect, _ order: Order, _ body: (IndexPath, Int32, Rect) -> Void
  ) {
    guard physical.isFinite, order.sectionCount > 0 else { return }
    guard direction == .rightToLeft else { return visible(physical, order, body) }
    let width = contentSize(order).width
    func out(_ r: Rect) -> Rect {
      Rect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height)
    }
    visible(out(physical), order) { body($0, $1, out($2)) }
  }

  private func visible(_ rect: Rect, _ order: Order, _ body: (IndexPath, Int32, Rect) -> Void) {
    switch kind {
    case .list(let c): listVisible(rect, order, c, body)
    case .grid(let c): gridVisible(rect, order, c, body)
    case .flow(let c): flowVisible(rect, order, c, body)
    }
  }

  /// Slack for comparisons made with differently rounded sums (section
  /// starts, tree prefixes): far above their error, far below any extent
  /// that matters. Only widens the search; the exact test decides.
  func slack(_ order: Order) -> Double { 1e-11 * (1 + contentExtent(order)) }

  private func listVisible(
    _ rect: Rect, _ order: Order, _ c: ListConfig, _ body: (IndexPath, Int32, Rect) -> Void
  ) {
    let vertical = c.axis == .vertical
    let cross = listCross(c)
    let (lo, hi) = vertical ? (rect.y, rect.maxY) : (rect.x, rect.maxX)
    let (crossLo, crossHi) = vertical ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
    // Every item shares the cross band: if it misses, nothing is visible.
    guard cross.start < crossHi && crossLo < cross.start + cross.extent else { return }
    let tol = slack(order)
    let (from, to) = (lo - tol, hi + tol)
    var s = section(at: from)
    while s < order.sectionCount {
      let base = itemsStart(s, order)
      if base > to { break }
      let sp = c.itemSpacing
      var done = false
      // In an outline, a walk stops at a collapsed item and the next one
      // resumes past its hidden items: O(log n) each, not O(hidden).
      var resume: Int? = 0
      while let first = resume, !done {
        resume = nil
        // From the first item not ending well before the rect (ends grow
        // with the index).
        order.store.walk(root: order.root(s)) { index, before, size in
          index < first || base + (before + Double(index) * sp) + size < from
        } visit: { node, index, before in
          // As `listFrame`: itemsStart + (sizeBefore + index · spacing).
          let main = base + (before + Double(index) * sp)
          if main > to {
            done = true
            return false
          }
          let size = order.store[node].size
          let cross = c.outline == nil ? cross : listCross(c, indented: order.store.depth(node))
          let frame =
            vertical
            ? Rect(x: cross.start, y: main, width: cross.extent, height: size)
            : Rect(x: main, y: cross.start, width: size, height: cross.extent)
          let p = IndexPath(section: s, item: index)
          if frame.intersects(rect) { body(p, node, frame) }
          if order.store.outlineBits(node).contains(.collapsed) {
            let end = order.subtreeEnd(p)
            if end > index + 1 {
              resume = end
              return false
            }
          }
          return true
        }
      }
      if done { break }
      s += 1
    }
  }

  private func gridVisible(
    _ physical: Rect, _ order: Order, _ c: GridConfig, _ body: (IndexPath, Int32, Rect) -> Void
  ) {
    let g = gridMetrics(c)
    let rect = g.logical(physical)
    // Column and row positions are one product and one sum each, monotone in
    // the index, so the bands meeting the rect are found exactly.
    let c0 = firstBand(
      ending: rect.x, origin: g.left, pitch: g.columnPitch, extent: g.cellWidth,
      count: g.columns)
    var c1 = c0
    while c1 < g.columns && g.left + Double(c1) * g.columnPitch < rect.maxX { c1 += 1 }
    guard c0 < c1 else { return }
    let tol = slack(order)
    var s = section(at: rect.y - tol)
    while s < order.sectionCount {
      let top = itemsStart(s, order)
      if top > rect.maxY + tol { break }
      let n = order.count(s)
      var r = firstBand(
        ending: rect.y, origin: top, pitch: g.rowPitch, extent: g.cellHeight,
        count: gridRows(n, g))
      while r * g.columns < n && top + Double(r) * g.rowPitch < rect.maxY {
        // The last row may end before the first visible column.
        for i in stride(from: r * g.columns + c0, to: min(r * g.columns + c1, n), by: 1) {
          let frame = gridCell(i, section: s, order, g)
          let p = IndexPath(section: s, item: i)
          if frame.intersects(rect) { body(p, order.node(at: p), g.physical(frame)) }
        }
        r += 1
      }
      s += 1
    }
  }

  /// The first band k in 0...count whose end `origin + k · pitch + extent`
  /// is past `v` (count when none is).
  private func firstBand(
    ending v: Double, origin: Double, pitch: Double, extent: Double, count: Int
  )
    -> Int
  {
    func ends(_ k: Int) -> Bool { origin + Double(k) * pitch + extent > v }
    guard count > 0 else { return 0 }
    guard pitch > 0 else { return ends(0) ? 0 : count }
    // The division guesses; stepping settles it (a step or two at most).
    var k = clampedIndex((v - origin - extent) / pitch, upper: count)
    while k > 0 && ends(k - 1) { k -= 1 }
    while k < count && !ends(k) { k += 1 }
    return k
  }
}

extension ItemStore {
  /// Visits the nodes of `root` in order, from the first for which `skip`
  /// (index, size-before, size) is false (it must hold on a prefix), with
  /// each one's index and size-before, until `visit` returns false:
  /// O(log n + k), one descent. The size-before is accumulated along the
  /// root path exactly as `prefixSum` does, so it is the same double.
  func walk(
    root: Int32, skip: (Int, Double, Double) -> Bool, visit: (Int32, Int, Double) -> Bool
  ) {
    // Each entry: a node still to visit, with the index and sum carried to
    // it from the right turns above it. A subtree weighs at most 3/4 of its
    // parent (see `balance`), so a tree of n nodes is at most
    // log2(n + 1) / log2(4/3) < 2.41·log2(n + 1) deep: the stack's bound,
    // from the bit length of n + 1. Up to 2^26 items it fits the 1 KiB a
    // temporary allocation keeps on the machine's stack.
    typealias Entry = (node: Int32, base: Int32, sum: Double)
    let bits = Int.bitWidth - (count(root) + 1).leadingZeroBitCount
    withUnsafeTemporaryAllocation(of: Entry.self, capacity: bits * 241 / 100 + 2) { stack in
      var top = 0
      // The bound is the trees' invariant; were it ever broken, the walk
      // stops short rather than write past the stack or trap the host.
      func push(_ node: Int32, _ base: Int, _ sum: Double) -> Bool {
        guard top < stack.count else { return false }
        stack[top] = (node, Int32(truncatingIfNeeded: base), sum)
        top += 1
        return true
      }
      // The descent of `prefixCount`, keeping the nodes still to visit.
      var t = root
      var base = 0
      var s = 0.0
      while t != noNode {
        let l = nodes[Int(t)].left
        let index = base + count(l)
        let start = s + sum(l)
        let size = nodes[Int(t)].size
        if skip(index, start, size) {
          base = index + 1
          s = start + size
          t = nodes[Int(t)].right
        } else {
          guard push(t, base, s) else { return }
          t = l
        }
      }
      while top > 0 {
        top -= 1
        let e = stack[top]
        let l = nodes[Int(e.node)].left
        let index = Int(e.base) + count(l)
        let before = e.sum + sum(l)
        if !visit(e.node, index, before) { return }
        // The right subtree's left spine, carrying this node's sums.
        var r = nodes[Int(e.node)].right
        while r != noNode {
          guard push(r, index + 1, before + nodes[Int(e.node)].size) else { return }
          r = nodes[Int(r)].left
        }
      }
    }
  }
}
