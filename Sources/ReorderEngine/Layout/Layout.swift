/// What a point is over: an item, or the insertion slot nearest to it when
/// it is between items, in a header or footer, or past the end.
public enum Hit: Equatable, Sendable {
  case item(IndexPath)
  case slot(IndexPath)
}

/// Places the items of an `Order`: frames, hit tests and content size.
/// Caches each section's main-axis extent; the engine refreshes a section's
/// entry after every change to it (`refresh`), inserts or removes one with
/// the section, and rebuilds them all when the layout changes (`rebuild`).
public struct Layout {
  public private(set) var kind: LayoutKind { didSet { generation &+= 1 } }
  /// The viewport's extent across the main axis (its width for vertical
  /// lists and grids): the items' cross size.
  public private(set) var crossExtent: Double { didSet { generation &+= 1 } }
  /// Extent of each section plus the section spacing after it.
  private var extents = SectionExtents() { didSet { generation &+= 1 } }
  /// A flow's lines, per section (`FlowLines`); empty for other layouts.
  var flows: [FlowLines] = [] { didSet { generation &+= 1 } }
  /// Changes with every change above, as `Order.generation` does.
  private(set) var generation: UInt64 = 0

  /// Unvalidated: the engine sets a kind through `configure`, which checks it.
  init(_ kind: LayoutKind = .list(ListConfig()), crossExtent: Double = 0) {
    self.kind = kind
    self.crossExtent = crossExtent
  }

  mutating func configure(_ kind: LayoutKind, crossExtent: Double, _ order: Order)
    throws(ReorderError)
  {
    switch kind {
    case .list(let c): try c.validate()
    case .grid(let c): try c.validate()
    case .flow(let c): try c.validate()
    }
    try ReorderError.checkExtent(crossExtent, "viewport cross extent")
    self.kind = kind
    self.crossExtent = crossExtent
    rebuild(order)
  }

  /// Every section's extent again. In the tree that insertions and removals
  /// shaped, when it has a place for each: sums of inexact extents depend
  /// on the tree's shape, and a layout must not move by rounding when it is
  /// recomputed.
  mutating func rebuild(_ order: Order) {
    if case .flow(let c) = kind {
      flows = (0..<order.sectionCount).map { FlowLines(flowLines($0, order, c)) }
    } else if !flows.isEmpty {
      flows = []
    }
    let values = (0..<order.sectionCount).map { paddedExtent($0, order) }
    if values.count == extents.count {
      extents.assign(values)
    } else {
      extents = SectionExtents(values)
    }
  }

  /// Section `s` changed: `change` says which of its items, for a flow to
  /// re-flow only the lines that touches (nil: any of them).
  mutating func refresh(_ s: Int, _ order: Order, _ change: ItemChange? = nil) {
    if case .flow(let c) = kind {
      // The patch first, then the lines changed in place: a method of the
      // layout given its own lines inout would copy them, all of them.
      if let change, let (range, fresh) = flowPatch(flows[s], change, s, order, c) {
        flows[s].replace(range, with: fresh)
      } else {
        flows[s] = FlowLines(flowLines(s, order, c))
      }
    }
    extents.set(s, paddedExtent(s, order))
  }

  /// Section `s` was inserted into `order`: O(log sections).
  mutating func insertSection(_ s: Int, _ order: Order) {
    if case .flow(let c) = kind { flows.insert(FlowLines(flowLines(s, order, c)), at: s) }
    extents.insert(paddedExtent(s, order), at: s)
  }

  /// Section `s` was removed: O(log sections).
  mutating func removeSection(_ s: Int) {
    if !flows.isEmpty { flows.remove(at: s) }
    extents.remove(at: s)
  }

  private func paddedExtent(_ s: Int, _ order: Order) -> Double {
    switch kind {
    case .list(let c): listExtent(s, order, c) + c.sectionSpacing
    case .grid(let c): gridExtent(s, order, c) + c.sectionSpacing
    case .flow(let c): flowExtent(s, order, c) + c.sectionSpacing
    }
  }

  var axis: Axis {
    switch kind {
    case .list(let c): c.axis
    case .grid(let c): c.axis
    case .flow: .vertical
    }
  }

  var direction: LayoutDirection {
    switch kind {
    case .list(let c): c.direction
    case .grid(let c): c.direction
    case .flow(let c): c.direction
    }
  }

  /// A right-to-left layout is computed left to right and mirrored about
  /// the content's width on the way in and out (frames, hits, visible items,
  /// section frames, and the lifted item's rect for the rules): an
  /// involution. A point at a frame's left edge mirrors to just inside its
  /// mirrored right edge, so hits keep the half-open intervals.
  func mirrored(_ r: Rect, _ order: Order) -> Rect {
    guard direction == .rightToLeft else { return r }
    var m = r
    m.x = contentSize(order).width - r.x - r.width
    return m
  }

  func mirrored(_ p: Point, _ order: Order) -> Point {
    guard direction == .rightToLeft else { return p }
    return Point(x: (contentSize(order).width - p.x).nextDown, y: p.y)
  }

  var isGrid: Bool {
    if case .grid = kind { return true }
    return false
  }

  var isList: Bool {
    if case .list = kind { return true }
    return false
  }

  private var leadingInset: Double {
    if case .list(let c) = kind { return c.axis == .vertical ? c.insets.top : c.insets.left }
    return 0
  }

  private var trailingInset: Double {
    if case .list(let c) = kind { return c.axis == .vertical ? c.insets.bottom : c.insets.right }
    return 0
  }

  private var sectionSpacing: Double {
    switch kind {
    case .list(let c): c.sectionSpacing
    case .grid(let c): c.sectionSpacing
    case .flow(let c): c.sectionSpacing
    }
  }

  /// Main-axis offset where section `s` begins (its header).
  func sectionStart(_ s: Int) -> Double { leadingInset + extents.prefix(s) }

  /// The section whose span (with the spacing after it) holds main offset `m`.
  func section(at m: Double) -> Int { extents.index(at: m - leadingInset) }

  /// Main-axis offset of the first item of section `s`.
  func itemsStart(_ s: Int, _ order: Order) -> Double {
    switch kind {
    case .list: sectionStart(s) + order.header(s)
    case .grid(let c): sectionStart(s) + order.header(s) + c.logical.sectionInsets.top
    case .flow(let c): sectionStart(s) + order.header(s) + c.sectionInsets.top
    }
  }

  /// Main-axis extent of the whole content, insets included.
  public func contentExtent(_ order: Order) -> Double {
    let spacing = order.sectionCount > 0 ? sectionSpacing : 0
    return leadingInset + extents.total - spacing + trailingInset
  }

  /// Width and height of the content.
  public func contentSize(_ order: Order) -> (width: Double, height: Double) {
    let main = contentExtent(order)
    return axis == .vertical ? (crossExtent, main) : (main, crossExtent)
  }

  public func frame(of p: IndexPath, _ order: Order) throws(ReorderError) -> Rect {
    try order.checkSlot(p)
    return frame(p, order)
  }

  public func frame(ofID id: UInt64, _ order: Order) throws(ReorderError) -> Rect {
    frame(try order.indexPath(of: id), order)
  }

  /// The frame of a valid index path.
  func frame(_ p: IndexPath, _ order: Order) -> Rect {
    switch kind {
    case .list(let c): mirrored(listFrame(p, order, c), order)
    case .grid(let c): mirrored(gridFrame(p, order, c), order)
    case .flow(let c): mirrored(flowFrame(p, order, c), order)
    }
  }

  /// Nil only when there are no sections or the point is not finite.
  public func hitTest(_ physical: Point, _ order: Order) -> Hit? {
    guard order.sectionCount > 0, physical.isFinite else { return nil }
    let point = mirrored(physical, order)
    let hit: Hit =
      switch kind {
      case .list(let c): listHit(point, order, c)
      case .grid(let c): gridHit(point, order, c)
      case .flow(let c): flowHit(point, order, c)
      }
    return direction == .rightToLeft ? settled(hit, physical, order) : hit
  }

  /// A mirrored hit checked against the frames as drawn: mirroring rounds,
  /// so at a shared edge the point may belong to the neighbour (in a line,
  /// across lines of a grid, or across a section boundary), or to no item.
  private func settled(_ hit: Hit, _ point: Point, _ order: Order) -> Hit {
    let p: IndexPath
    switch hit {
    case .item(let q), .slot(let q): p = q
    }
    // A line's cells: one item in a list.
    var line = 1
    if case .grid(let c) = kind { line = gridMetrics(c).columns }
    var near = [0, -1, 1, -line, line].map { IndexPath(section: p.section, item: p.item + $0) }
    // Sections follow each other along x only when the main axis is x:
    // then the first line of the next section, the last of the previous one.
    if axis == .horizontal && p.section + 1 < order.sectionCount {
      near += (0..<line).map { IndexPath(section: p.section + 1, item: $0) }
    }
    if axis == .horizontal && p.section > 0 {
      let n = order.count(p.section - 1)
      near += (max(0, n - line)..<n).map { IndexPath(section: p.section - 1, item: $0) }
    }
    for q in near
    where q.item >= 0 && q.item < order.count(q.section) && frame(q, order).contains(point) {
      return .item(q)
    }
    if case .item = hit { return .slot(p) }
    return hit
  }
}
