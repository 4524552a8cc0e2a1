/// Flow placement: lines made greedily (as many items as fit the width,
/// at least one), kept per section in `FlowLines` and re-flowed from the
/// line a change touches until the line starts agree again with the old
/// ones. A move re-flows the lines between its two ends (and one past when
/// they shift); an insertion or removal re-flows until the breaks realign,
/// which mixed widths do within a line or two (uniform widths never do:
/// a grid is the layout for those).
extension Layout {
  func flowWidth(_ c: FlowConfig) -> Double {
    max(0, crossExtent - c.sectionInsets.left - c.sectionInsets.right)
  }

  func flowExtent(_ s: Int, _ order: Order, _ c: FlowConfig) -> Double {
    let lines = s < flows.count ? flows[s] : FlowLines()
    let items = lines.count > 0 ? lines.total - c.lineSpacing : c.emptySectionExtent
    return order.header(s) + c.sectionInsets.top + items + c.sectionInsets.bottom
      + order.footer(s)
  }

  /// The line that starts at item `first` of section `s`'s items, or of
  /// those left when `gap` is taken out (the others' layout of a drag).
  func flowLine(
    from first: Int, _ s: Int, _ order: Order, _ c: FlowConfig, without gap: FlowGap? = nil
  ) -> FlowLine {
    let store = order.store
    let root = order.root(s)
    let sp = c.itemSpacing
    let (at, run, cut, cutBefore) =
      gap.map { ($0.at, $0.run, $0.sum, $0.before) } ?? (Int.max, 0, 0, 0)
    let start = first < at ? first : first + run
    let bound =
      flowWidth(c) + (store.prefixSum(start, root: root) - (first < at ? 0 : cut))
      + Double(first) * sp
    // Items first...j fit when their sizes and spacing end within the width.
    // Left-out items end where the item before them does, so the predicate
    // still holds on a prefix.
    let end = store.prefixCount(root: root) { index, before, size, _ in
      if index < start { return true }
      if index < at { return before + size + Double(index) * sp <= bound }
      if index < at + run { return cutBefore + Double(at - 1) * sp <= bound }
      return (before - cut) + size + Double(index - run) * sp <= bound
    }
    let count = max(1, (end > at ? max(at, end - run) : end) - first)
    var height = 0.0
    var taken = 0
    store.walk(root: root) { index, _, _ in
      index < start
    } visit: { node, index, _ in
      if index >= at && index < at + run { return true }
      guard taken < count else { return false }
      taken += 1
      height = max(height, store.cross[node] ?? c.itemHeight)
      return true
    }
    return FlowLine(count: count, extent: height + c.lineSpacing)
  }

  /// Every line of section `s` (without `gap`): O(n + lines · log n).
  func flowLines(_ s: Int, _ order: Order, _ c: FlowConfig, without gap: FlowGap? = nil)
    -> [FlowLine]
  {
    var lines: [FlowLine] = []
    var first = 0
    while first < order.count(s) - (gap?.run ?? 0) {
      let line = flowLine(from: first, s, order, c, without: gap)
      lines.append(line)
      first += line.count
    }
    return lines
  }

  /// The lines that replace `range` of `lines` after `change` (of the
  /// items, or of the items without `gap`): re-flowed from the line before
  /// the change (which may now take the items after it) until a new line
  /// starts where an old one did, past the change; the lines after are
  /// kept. Nil when `lines` cannot be patched: make them anew.
  func flowPatch(
    _ lines: FlowLines, _ change: ItemChange, _ s: Int, _ order: Order, _ c: FlowConfig,
    without gap: FlowGap? = nil
  ) -> (range: Range<Int>, fresh: [FlowLine])? {
    let n = order.count(s) - (gap?.run ?? 0)
    guard lines.count > 0, n > 0, change.lo <= n, lines.itemCount + change.delta == n
    else { return nil }
    let l0 = lines.line(ofItem: max(0, change.lo - 1))
    var first = lines.firstItem(l0)
    var fresh: [FlowLine] = []
    // The first old line not yet passed, and where it starts.
    var l1 = l0
    var oldStart = first
    while first < n {
      let line = flowLine(from: first, s, order, c, without: gap)
      fresh.append(line)
      first += line.count
      guard first >= change.hi && first < n else { continue }
      let was = first - change.delta
      while l1 < lines.count && oldStart < was {
        oldStart += lines[l1].count
        l1 += 1
      }
      if l1 < lines.count && oldStart == was { break }
    }
    return (l0..<(first >= n ? lines.count : l1), fresh)
  }

  /// Where line `l` of section `s` lies.
  struct FlowPlacement {
    var first: Int
    var count: Int
    var top: Double
    var height: Double
    /// The items' sizes before the line's first item.
    var before: Double
    /// Where the line's first item starts, and the spacing after each item.
    var origin: Double
    var gap: Double

    /// The left of item `i` of the line, whose items before it (in the
    /// whole section) sum to `sum`: every frame, hit and visible item
    /// computes it this one way.
    func x(_ i: Int, sum: Double) -> Double {
      origin + ((sum - before) + Double(i - first) * gap)
    }

    func frame(_ i: Int, sum: Double, size: Double, height h: Double) -> Rect {
      Rect(x: x(i, sum: sum), y: top + (height - h) / 2, width: size, height: h)
    }
  }

  func flowPlacement(_ l: Int, _ s: Int, _ order: Order, _ c: FlowConfig) -> FlowPlacement {
    let lines = flows[s]
    let first = lines.firstItem(l)
    let root = order.root(s)
    return flowPlacement(
      lines[l], first: first, last: l + 1 == lines.count,
      top: itemsStart(s, order) + lines.top(l),
      sums: (
        order.store.prefixSum(first, root: root),
        order.store.prefixSum(first + lines[l].count, root: root)
      ), c)
  }

  /// A line from item `first` whose items' sizes sum to `sums.after` from
  /// `sums.before` (those before it), lined up as `c` says.
  func flowPlacement(
    _ line: FlowLine, first: Int, last: Bool, top: Double, sums: (before: Double, after: Double),
    _ c: FlowConfig
  ) -> FlowPlacement {
    let used = sums.after - sums.before + Double(line.count - 1) * c.itemSpacing
    let free = max(0, flowWidth(c) - used)
    var origin = c.sectionInsets.left
    var gap = c.itemSpacing
    switch c.alignment {
    case .start: break
    case .center: origin += free / 2
    case .justify: if line.count > 1 && !last { gap += free / Double(line.count - 1) }
    }
    return FlowPlacement(
      first: first, count: line.count, top: top, height: line.extent - c.lineSpacing,
      before: sums.before, origin: origin, gap: gap)
  }

  func flowHeight(_ node: Int32, _ order: Order, _ c: FlowConfig) -> Double {
    order.store.cross[node] ?? c.itemHeight
  }

  func flowFrame(_ p: IndexPath, _ order: Order, _ c: FlowConfig) -> Rect {
    let place = flowPlacement(flows[p.section].line(ofItem: p.item), p.section, order, c)
    let node = order.node(at: p)
    return place.frame(
      p.item, sum: order.sizeBefore(p), size: order.store[node].size,
      height: flowHeight(node, order, c))
  }

  func flowHit(_ point: Point, _ order: Order, _ c: FlowConfig) -> Hit {
    let s = section(at: point.y)
    let n = order.count(s)
    let lines = flows[s]
    let y = point.y - itemsStart(s, order)
    guard n > 0, y >= 0 else { return .slot(IndexPath(section: s, item: 0)) }
    guard y < lines.total - c.lineSpacing else { return .slot(IndexPath(section: s, item: n)) }
    // In a line's band, or the spacing below it: the line's slots.
    let place = flowPlacement(lines.line(at: y), s, order, c)
    let end = place.first + place.count
    // The last item of the line starting at or before the point.
    var last = (before: 0.0, size: 0.0, node: noNode)
    let j =
      order.store.prefixCount(root: order.root(s)) { index, before, size, node in
        guard index >= place.first else { return true }
        let holds = index < end && place.x(index, sum: before) <= point.x
        if holds { last = (before, size, node) }
        return holds
      } - 1
    guard j >= place.first else { return .slot(IndexPath(section: s, item: place.first)) }
    let frame = place.frame(
      j, sum: last.before, size: last.size, height: flowHeight(last.node, order, c))
    if frame.contains(point) { return .item(IndexPath(section: s, item: j)) }
    // Rounding may end the previous frame an ulp past this one's start.
    if j > place.first && flowFrame(IndexPath(section: s, item: j - 1), order, c).contains(point) {
      return .item(IndexPath(section: s, item: j - 1))
    }
    return .slot(IndexPath(section: s, item: point.x < frame.midX ? j : j + 1))
  }

  /// One walk over the items from the first visible line's: each next
  /// line is placed from the one before (its first item, its sizes before)
  /// with a look at the line trees, not a descent of the items' tree.
  func flowVisible(
    _ rect: Rect, _ order: Order, _ c: FlowConfig, _ body: (IndexPath, Int32, Rect) -> Void
  ) {
    let tol = slack(order)
    let bottom = rect.maxY + tol
    var s = section(at: rect.y - tol)
    while s < order.sectionCount {
      let start = itemsStart(s, order)
      if start > bottom { return }
      let lines = flows[s]
      guard lines.count > 0 else {
        s += 1
        continue
      }
      let root = order.root(s)
      var l = lines.line(at: rect.y - tol - start)
      var place = flowPlacement(l, s, order, c)
      if place.top > bottom { return }
      var past = false
      order.store.walk(root: root) { index, _, _ in
        index < place.first
      } visit: {
        node, index, before in
        if index == place.first + place.count {
          l += 1
          guard l < lines.count else { return false }
          let line = lines[l]
          // Only lines not at the start need their sizes' end.
          let after =
            c.alignment == .start ? before : order.store.prefixSum(index + line.count, root: root)
          place = flowPlacement(
            line, first: index, last: l + 1 == lines.count, top: start + lines.top(l),
            sums: (before, after), c)
          if place.top > bottom {
            past = true
            return false
          }
        }
        let frame = place.frame(
          index, sum: before, size: order.store[node].size, height: flowHeight(node, order, c))
        if frame.intersects(rect) { body(IndexPath(section: s, item: index), node, frame) }
        return true
      }
      if past { return }
      s += 1
    }
  }

  /// The item of line `l` of section `s` whose centre is nearest `x` (as
  /// drawn: right to left, `x` is mirrored first).
  func flowNearest(_ l: Int, _ s: Int, x physical: Double, _ order: Order, _ c: FlowConfig)
    -> Int
  {
    let x = mirrored(Point(x: physical, y: 0), order).x
    let place = flowPlacement(l, s, order, c)
    var best = (item: place.first, distance: Double.infinity)
    order.store.walk(root: order.root(s)) { index, _, _ in
      index < place.first
    } visit: {
      node, index, before in
      guard index < place.first + place.count else { return false }
      let d = abs(place.x(index, sum: before) + order.store[node].size / 2 - x)
      if d < best.distance { best = (index, d) }
      return true
    }
    return best.item
  }
}

/// Items `at..<at + run` of a section left out of its flow (the lifted
/// ones, for the others' layout), the sum of their sizes, and of the sizes
/// before them.
struct FlowGap {
  var at: Int
  var run: Int
  var sum: Double
  var before: Double
}
