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
    let values = (0..<order.sectionCount).map { paddedExtent($0, order) }
    if values.count == extents.count {
      extents.assign(values)
    } else {
      extents = SectionExtents(values)
    }
  }

  mutating func refresh(_ s: Int, _ order: Order) {
    extents.set(s, paddedExtent(s, order))
  }

  /// Section `s` was inserted into `order`: O(log sections).
  mutating func insertSection(_ s: Int, _ order: Order) {
    extents.insert(paddedExtent(s, order), at: s)
  }

  /// Section `s` was removed: O(log sections).
  mutating func removeSection(_ s: Int) {
    extents.remove(at: s)
  }

  private func paddedExtent(_ s: Int, _ order: Order) -> Double {
    switch kind {
    case .list(let c): listExtent(s, order, c) + c.sectionSpacing
    case .grid(let c): gridExtent(s, order, c) + c.sectionSpacing
    }
  }

  var axis: Axis {
    switch kind {
    case .list(let c): c.axis
    case .grid(let c): c.axis
    }
  }

  var isGrid: Bool {
    if case .grid = kind { return true }
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
    case .list(let c): listFrame(p, order, c)
    case .grid(let c): gridFrame(p, order, c)
    }
  }

  /// Nil only when there are no sections or the point is not finite.
  public func hitTest(_ point: Point, _ order: Order) -> Hit? {
    guard order.sectionCount > 0, point.isFinite else { return nil }
    switch kind {
    case .list(let c): return listHit(point, order, c)
    case .grid(let c): return gridHit(point, order, c)
    }
  }
}
