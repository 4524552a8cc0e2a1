import Testing

@testable import ReorderEngine

@Suite struct VisibleItemsTests {
  /// Every item whose frame meets `rect`, by checking them all.
  static func bruteForce(_ layout: Layout, _ order: Order, _ rect: Rect) -> [(IndexPath, Rect)] {
    LayoutSupport.allFrames(layout, order).filter { $0.1.intersects(rect) }
  }

  static func randomKind(_ rng: inout SeededRNG) -> LayoutKind {
    func gap(_ rng: inout SeededRNG) -> Double {
      Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...40, using: &rng)) / 4
    }
    let insets = Insets(top: gap(&rng), left: gap(&rng), bottom: gap(&rng), right: gap(&rng))
    switch Int.random(in: 0..<4, using: &rng) {
    case 0, 1:
      return .list(
        ListConfig(
          axis: Bool.random(using: &rng) ? .vertical : .horizontal, itemSpacing: gap(&rng),
          sectionSpacing: gap(&rng), insets: insets))
    case 2:
      return .grid(
        GridConfig(
          columns: Int.random(in: 1...5, using: &rng), cellHeight: gap(&rng) * 4,
          itemSpacing: gap(&rng), lineSpacing: gap(&rng), sectionSpacing: gap(&rng),
          sectionInsets: insets))
    default:
      return .grid(
        GridConfig(
          columns: 0, cellWidth: Double(Int.random(in: 10...90, using: &rng)),
          itemSpacing: gap(&rng), lineSpacing: gap(&rng), sectionInsets: insets))
    }
  }

  /// Rects with random edges, or edges exactly on frame edges (where the
  /// strict comparisons decide), sometimes empty or inverted.
  static func randomRect(
    _ rng: inout SeededRNG, _ frames: [(IndexPath, Rect)], _ size: (width: Double, height: Double)
  ) -> Rect {
    func coordinate(_ rng: inout SeededRNG, _ top: Double, _ edges: (Rect) -> [Double]) -> Double {
      if let f = frames.randomElement(using: &rng), Bool.random(using: &rng) {
        let e = edges(f.1).randomElement(using: &rng)!
        return [e.nextDown, e, e, e.nextUp].randomElement(using: &rng)!
      }
      return Double.random(in: -50...top + 50, using: &rng)
    }
    let x0 = coordinate(&rng, size.width) { [$0.x, $0.maxX] }
    let x1 = coordinate(&rng, size.width) { [$0.x, $0.maxX] }
    let y0 = coordinate(&rng, size.height) { [$0.y, $0.maxY] }
    let y1 = coordinate(&rng, size.height) { [$0.y, $0.maxY] }
    if Int.random(in: 0..<10, using: &rng) == 0 {
      // Possibly inverted: negative sizes meet nothing, but must not trap.
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
  }

  @Test(arguments: 1...24 as ClosedRange<UInt64>)
  func agreesWithBruteForce(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...6, using: &rng), maxItems: 30, exact: seed % 2 == 0)
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(
      Self.randomKind(&rng), width: Double(Int.random(in: 0...400, using: &rng)), order)
    let frames = LayoutSupport.allFrames(layout, order)
    let size = layout.contentSize(order)
    for _ in 0..<300 {
      let rect = Self.randomRect(&rng, frames, size)
      let got = layout.visibleItems(in: rect, order)
      let want = frames.filter { $0.1.intersects(rect) }
      guard got.map(\.path) == want.map(\.0), got.map(\.frame) == want.map(\.1) else {
        Issue.record("\(layout.kind) \(rect): \(got.map(\.path)) != \(want.map(\.0))")
        return
      }
      for item in got where item.node != order.node(at: item.path) {
        Issue.record("node of \(item.path) is wrong")
      }
    }
  }

  @Test func zeroSizedItemsOnTheRectEdges() throws {
    let specs = [
      LayoutSupport.SectionSpec(header: 0, footer: 0, sizes: [10, 0, 0, 0, 0, 0, 0, 10, 0, 0]),
      LayoutSupport.SectionSpec(header: 0, footer: 0, sizes: []),
      LayoutSupport.SectionSpec(header: 0, footer: 0, sizes: [0, 0, 5]),
    ]
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.list(ListConfig()), width: 100, order)
    for y in stride(from: -1.0, through: 27, by: 0.5) {
      for h in [0.0, 0.5, 10, 20] {
        let rect = Rect(x: 0, y: y, width: 100, height: h)
        let got = layout.visibleItems(in: rect, order).map(\.path)
        #expect(got == Self.bruteForce(layout, order, rect).map(\.0), "\(rect)")
      }
    }
  }

  @Test func nonFiniteOrMissedRectsGiveNothing() throws {
    let order = try LayoutSupport.order([.init(header: 0, footer: 0, sizes: [10, 10, 10])])
    let layout = try LayoutSupport.layout(.list(ListConfig()), width: 100, order)
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(layout.visibleItems(in: Rect(x: 0, y: bad, width: 10, height: 10), order).isEmpty)
      #expect(layout.visibleItems(in: Rect(x: 0, y: 0, width: bad, height: 10), order).isEmpty)
    }
    // Beside the list across its axis.
    #expect(layout.visibleItems(in: Rect(x: 100, y: 0, width: 50, height: 30), order).isEmpty)
    #expect(layout.visibleItems(in: Rect(x: 0, y: 0, width: 100, height: 30), order).count == 3)
    #expect(layout.visibleItems(in: Rect(x: 0, y: 0, width: 100, height: 30), Order()).isEmpty)
  }

  /// A viewport over a long list sees only the few items in it; its edges
  /// are tight (the items just outside do not meet the rect).
  @Test func longListReturnsOnlyTheViewport() throws {
    var rng = SeededRNG(seed: 7)
    let sizes = (0..<100_000).map { _ in Double(Int.random(in: 20...80, using: &rng)) }
    let order = try LayoutSupport.order([.init(header: 12, footer: 3, sizes: sizes)])
    let layout = try LayoutSupport.layout(
      .list(ListConfig(itemSpacing: 1, insets: Insets(top: 4))), width: 320, order)
    for y in [0.0, 1_234_567.5, layout.contentExtent(order) - 500] {
      let rect = Rect(x: 0, y: y, width: 320, height: 500)
      let got = layout.visibleItems(in: rect, order)
      #expect(!got.isEmpty && got.count <= 500 / 21 + 2)
      for (i, item) in got.enumerated() {
        #expect(item.frame == layout.frame(item.path, order) && item.frame.intersects(rect))
        if i > 0 { #expect(item.path.item == got[i - 1].path.item + 1) }
      }
      let first = got.first!.path.item
      let last = got.last!.path.item
      if first > 0 {
        #expect(!layout.frame(IndexPath(section: 0, item: first - 1), order).intersects(rect))
      }
      if last + 1 < sizes.count {
        #expect(!layout.frame(IndexPath(section: 0, item: last + 1), order).intersects(rect))
      }
    }
  }

  @Test func longGridReturnsOnlyTheViewport() throws {
    // Ten sections of 9,999 items (ids are unique below 10,000 a section).
    let order = try LayoutSupport.order(
      Array(
        repeating: .init(header: 10, footer: 0, sizes: Array(repeating: 1, count: 9_999)), count: 10
      ))
    let layout = try LayoutSupport.layout(
      .grid(GridConfig(columns: 4, cellHeight: 50, lineSpacing: 2)), width: 320, order)
    for x in [0.0, 100, 250] {
      let rect = Rect(x: x, y: 500_000, width: 60, height: 500)
      let got = layout.visibleItems(in: rect, order)
      #expect(got.count > 0 && got.count <= 2 * (500 / 52 + 2))
      #expect(got.allSatisfy { $0.frame.intersects(rect) && $0.path.section == 3 })
      #expect(got.map(\.frame) == got.map { layout.frame($0.path, order) })
    }
  }
}
