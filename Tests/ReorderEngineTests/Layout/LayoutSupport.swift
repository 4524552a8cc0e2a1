import Testing

@testable import ReorderEngine

/// Builders and brute-force geometry for the layout tests.
enum LayoutSupport {
  struct SectionSpec {
    var header: Double
    var footer: Double
    var sizes: [Double]
  }

  /// The id of item `i` of section `s` in orders built here.
  static func id(_ s: Int, _ i: Int) -> UInt64 { UInt64(s * 10_000 + i + 1) }

  static func order(_ specs: [SectionSpec]) throws -> Order {
    var order = Order()
    for (s, spec) in specs.enumerated() {
      try order.insertSection(at: s, header: spec.header, footer: spec.footer)
      try order.loadSection(s, ids: spec.sizes.indices.map { id(s, $0) }, sizes: spec.sizes)
    }
    return order
  }

  static func layout(_ kind: LayoutKind, width: Double, _ order: Order) throws -> Layout {
    var layout = Layout()
    try layout.configure(kind, crossExtent: width, order)
    return layout
  }

  /// Random sections: some empty, some with headers and footers.
  static func randomSpecs(
    _ rng: inout SeededRNG, sections: Int, maxItems: Int, exact: Bool
  ) -> [SectionSpec] {
    func extent(_ rng: inout SeededRNG, _ top: Int) -> Double {
      if Int.random(in: 0..<4, using: &rng) == 0 { return 0 }
      return exact
        ? Double(Int.random(in: 1...top * 4, using: &rng)) / 4
        : Double.random(in: 0.001...Double(top), using: &rng)
    }
    return (0..<sections).map { _ in
      let n = Int.random(in: 0...maxItems, using: &rng)
      return SectionSpec(
        header: extent(&rng, 30), footer: extent(&rng, 20),
        sizes: (0..<n).map { _ in extent(&rng, 80) })
    }
  }

  /// Points around and inside `rect`'s edges, where rounding decides.
  static func edgePoints(_ r: Rect) -> [Point] {
    let xs = [r.x.nextDown, r.x, r.x.nextUp, r.midX, r.maxX.nextDown, r.maxX, r.maxX.nextUp]
    let ys = [r.y.nextDown, r.y, r.y.nextUp, r.midY, r.maxY.nextDown, r.maxY, r.maxY.nextUp]
    return xs.flatMap { x in ys.map { Point(x: x, y: $0) } }
  }

  /// The property from the issue, in both directions: the item hit contains
  /// the point, and a point inside some item's frame hits an item. Frames
  /// may share an edge to the last bit, so either owner is accepted.
  static func checkHit(
    _ layout: Layout, _ order: Order, _ point: Point, inItem: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let hit = layout.hitTest(point, order)
    switch hit {
    case .item(let p)?:
      guard let frame = try? layout.frame(of: p, order), frame.contains(point) else {
        Issue.record("\(point) hits \(p) outside its frame", sourceLocation: sourceLocation)
        return false
      }
    case .slot?:
      if inItem {
        Issue.record("\(point) is inside an item but hits \(hit!)", sourceLocation: sourceLocation)
        return false
      }
    case nil:
      Issue.record("\(point) hits nothing", sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// Whether some frame in `frames` contains the point.
  static func inItem(_ point: Point, _ frames: [(IndexPath, Rect)]) -> Bool {
    frames.contains { $0.1.contains(point) }
  }

  static func allFrames(_ layout: Layout, _ order: Order) -> [(IndexPath, Rect)] {
    var out: [(IndexPath, Rect)] = []
    for s in 0..<order.sectionCount {
      for i in 0..<order.count(s) {
        let p = IndexPath(section: s, item: i)
        if let f = try? layout.frame(of: p, order) { out.append((p, f)) }
      }
    }
    return out
  }

  /// The property of both layouts: at the representable values around every
  /// frame's edges and at random points over the content (and a margin), an
  /// item is hit exactly when its frame contains the point. Records at most
  /// three failures.
  static func checkHitsAgreeWithFrames(
    _ layout: Layout, _ order: Order, _ rng: inout SeededRNG
  ) {
    let frames = allFrames(layout, order)
    var failures = 0
    for (_, frame) in frames where failures < 3 {
      for point in edgePoints(frame) {
        let inside = inItem(point, frames)
        if !checkHit(layout, order, point, inItem: inside) { failures += 1 }
      }
    }
    let size = layout.contentSize(order)
    for _ in 0..<1_000 where failures < 3 {
      let point = Point(
        x: Double.random(in: -10...size.width + 10, using: &rng),
        y: Double.random(in: -10...size.height + 10, using: &rng))
      if !checkHit(layout, order, point, inItem: inItem(point, frames)) { failures += 1 }
    }
  }

  /// Exact geometry: at random quarter-unit points over the content (and a
  /// margin), the hit test gives what the brute-force layout gives. Records
  /// the first difference.
  static func checkHitsMatch(
    _ layout: Layout, _ order: Order, _ rng: inout SeededRNG, expected: (Point) -> Hit?
  ) {
    let size = layout.contentSize(order)
    func quarter(_ top: Double, _ rng: inout SeededRNG) -> Double {
      Double(Int.random(in: -40...Int(top * 4) + 40, using: &rng)) / 4
    }
    for _ in 0..<1_500 {
      let point = Point(x: quarter(size.width, &rng), y: quarter(size.height, &rng))
      let got = layout.hitTest(point, order)
      if got != expected(point) {
        Issue.record("\(point): \(String(describing: got)), expected \(expected(point))")
        return
      }
    }
  }
}

extension Layout {
  /// The visible items collected, for comparing with a brute-force filter.
  func visibleItems(in rect: Rect, _ order: Order) -> [(path: IndexPath, node: Int32, frame: Rect)]
  {
    var out: [(path: IndexPath, node: Int32, frame: Rect)] = []
    forEachVisible(in: rect, order) { out.append(($0, $1, $2)) }
    return out
  }

  /// The visible sections collected.
  func visibleSections(in rect: Rect, _ order: Order) -> [(section: Int, frame: Rect)] {
    var out: [(section: Int, frame: Rect)] = []
    forEachVisibleSection(in: rect, order) { out.append(($0, $1)) }
    return out
  }
}
