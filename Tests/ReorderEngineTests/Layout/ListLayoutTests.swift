import Testing

@testable import ReorderEngine

@Suite struct ListLayoutTests {
  typealias Spec = LayoutSupport.SectionSpec

  /// The list placed by hand: adds extents one after another.
  struct BruteList {
    var frames: [[Rect]] = []
    var sectionStarts: [Double] = []
    var itemsStarts: [Double] = []
    var content = 0.0
    var crossStart = 0.0
    var crossExtent = 0.0
    var vertical = true

    init(_ specs: [Spec], _ c: ListConfig, width: Double) {
      vertical = c.axis == .vertical
      let (lead, trail) =
        vertical ? (c.insets.top, c.insets.bottom) : (c.insets.left, c.insets.right)
      let (a, b) = vertical ? (c.insets.left, c.insets.right) : (c.insets.top, c.insets.bottom)
      crossStart = a
      crossExtent = max(0, width - a - b)
      var main = lead
      for (s, spec) in specs.enumerated() {
        if s > 0 { main += c.sectionSpacing }
        sectionStarts.append(main)
        main += spec.header
        itemsStarts.append(main)
        var row: [Rect] = []
        for (i, size) in spec.sizes.enumerated() {
          if i > 0 { main += c.itemSpacing }
          row.append(
            vertical
              ? Rect(x: a, y: main, width: crossExtent, height: size)
              : Rect(x: main, y: a, width: size, height: crossExtent))
          main += size
        }
        frames.append(row)
        if spec.sizes.isEmpty { main += c.emptySectionExtent }
        main += spec.footer
      }
      content = main + trail
    }

    /// The documented answer: the item under the point; else the slot
    /// before the first item (header, leading inset), after the item just
    /// passed (spacing, footer, section spacing, past the end), or the
    /// nearer side of an item when the point is beside it across the axis.
    func hit(_ point: Point) -> Hit {
      let (m, x) = vertical ? (point.y, point.x) : (point.x, point.y)
      let s = sectionStarts.lastIndex { $0 <= m } ?? 0
      let row = frames[s]
      func start(_ r: Rect) -> Double { vertical ? r.y : r.x }
      func size(_ r: Rect) -> Double { vertical ? r.height : r.width }
      guard let j = row.lastIndex(where: { start($0) <= m }) else {
        return .slot(IndexPath(section: s, item: 0))
      }
      let r = row[j]
      if m >= start(r) + size(r) { return .slot(IndexPath(section: s, item: j + 1)) }
      if x >= crossStart && x < crossStart + crossExtent {
        return .item(IndexPath(section: s, item: j))
      }
      return .slot(IndexPath(section: s, item: m < start(r) + size(r) / 2 ? j : j + 1))
    }
  }

  static let handSpecs = [
    Spec(header: 20, footer: 8, sizes: [10, 30, 0, 5]),
    Spec(header: 0, footer: 0, sizes: []),
    Spec(header: 4, footer: 0, sizes: [12]),
  ]
  static let handConfig = ListConfig(
    axis: .vertical, itemSpacing: 2, sectionSpacing: 10,
    insets: Insets(top: 5, left: 3, bottom: 7, right: 2))

  @Test func verticalByHand() throws {
    let order = try LayoutSupport.order(ListLayoutTests.handSpecs)
    let layout = try LayoutSupport.layout(.list(ListLayoutTests.handConfig), width: 100, order)
    func frame(_ s: Int, _ i: Int) throws -> Rect {
      try layout.frame(of: IndexPath(section: s, item: i), order)
    }
    #expect(try frame(0, 0) == Rect(x: 3, y: 25, width: 95, height: 10))
    #expect(try frame(0, 1) == Rect(x: 3, y: 37, width: 95, height: 30))
    #expect(try frame(0, 2) == Rect(x: 3, y: 69, width: 95, height: 0))
    #expect(try frame(0, 3) == Rect(x: 3, y: 71, width: 95, height: 5))
    // Section 1 is empty: its drop zone, 44 by default, then the spacing.
    #expect(try frame(2, 0) == Rect(x: 3, y: 152, width: 95, height: 12))
    #expect(try layout.frame(ofID: LayoutSupport.id(2, 0), order) == frame(2, 0))
    #expect(layout.contentSize(order) == (100, 171))
    #expect(layout.contentExtent(order) == 171)
    #expect(layout.sectionStart(1) == 94 && layout.sectionStart(2) == 148)

    func at(_ x: Double, _ y: Double) -> Hit? { layout.hitTest(Point(x: x, y: y), order) }
    func slot(_ s: Int, _ i: Int) -> Hit { .slot(IndexPath(section: s, item: i)) }
    func item(_ s: Int, _ i: Int) -> Hit { .item(IndexPath(section: s, item: i)) }
    #expect(at(50, -20) == slot(0, 0))  // above the content
    #expect(at(50, 0) == slot(0, 0))  // leading inset
    #expect(at(50, 5) == slot(0, 0))  // header
    #expect(at(50, 24.9) == slot(0, 0))
    #expect(at(50, 25) == item(0, 0))
    #expect(at(3, 34.99) == item(0, 0))
    #expect(at(50, 35) == slot(0, 1))  // item spacing
    #expect(at(50, 36.5) == slot(0, 1))
    #expect(at(50, 37) == item(0, 1))
    #expect(at(50, 69) == slot(0, 3))  // the zero-size item covers nothing
    #expect(at(50, 70) == slot(0, 3))
    #expect(at(50, 75.5) == item(0, 3))
    #expect(at(50, 80) == slot(0, 4))  // footer
    #expect(at(50, 90) == slot(0, 4))  // section spacing
    #expect(at(50, 94) == slot(1, 0))  // the empty section's drop zone
    #expect(at(50, 137.9) == slot(1, 0))
    #expect(at(50, 140) == slot(1, 0))  // section spacing
    #expect(at(50, 148) == slot(2, 0))  // header of section 2
    #expect(at(50, 154) == item(2, 0))
    #expect(at(50, 169) == slot(2, 1))  // trailing inset
    #expect(at(50, 1e6) == slot(2, 1))  // past the end
    // Beside an item, across the axis: the nearer side of it.
    #expect(at(1, 29) == slot(0, 0))
    #expect(at(1, 30) == slot(0, 1))
    #expect(at(98, 29) == slot(0, 0))
    #expect(at(97.9, 29) == item(0, 0))
    #expect(at(-1e9, 60) == slot(0, 2))
  }

  @Test func horizontalByHand() throws {
    var config = ListLayoutTests.handConfig
    config.axis = .horizontal
    let order = try LayoutSupport.order(ListLayoutTests.handSpecs)
    let layout = try LayoutSupport.layout(.list(config), width: 100, order)
    // Main axis x, leading inset `left` (3), trailing `right` (2); across: top 5, bottom 7.
    #expect(
      try layout.frame(of: IndexPath(section: 0, item: 0), order)
        == Rect(x: 23, y: 5, width: 10, height: 88))
    #expect(
      try layout.frame(of: IndexPath(section: 2, item: 0), order)
        == Rect(x: 150, y: 5, width: 12, height: 88))
    #expect(layout.contentSize(order) == (164, 100))
    #expect(layout.hitTest(Point(x: 23, y: 50), order) == .item(IndexPath(section: 0, item: 0)))
    #expect(layout.hitTest(Point(x: 22.9, y: 50), order) == .slot(IndexPath(section: 0, item: 0)))
    #expect(layout.hitTest(Point(x: 33, y: 50), order) == .slot(IndexPath(section: 0, item: 1)))
    #expect(layout.hitTest(Point(x: 30, y: 93), order) == .slot(IndexPath(section: 0, item: 1)))
    #expect(layout.hitTest(Point(x: 30, y: 92.9), order) == .item(IndexPath(section: 0, item: 0)))
  }

  @Test func emptyContent() throws {
    var order = Order()
    let config = ListConfig(
      sectionSpacing: 10, insets: Insets(top: 3, left: 1, bottom: 4, right: 1))
    var layout = try LayoutSupport.layout(.list(config), width: 50, order)
    #expect(layout.contentSize(order) == (50, 7))
    #expect(layout.hitTest(Point(x: 1, y: 1), order) == nil)
    try order.insertSection(at: 0)
    layout.rebuild(order)
    #expect(layout.contentSize(order) == (50, 51))  // the insets and its drop zone
    #expect(layout.hitTest(Point(x: 1, y: 1), order) == .slot(IndexPath(section: 0, item: 0)))
    ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
      _ = try layout.frame(of: IndexPath(section: 0, item: 0), order)
    }
  }

  /// Exact geometry (quarter units): every frame, the content size and the
  /// hit test at random points equal the brute-force placement.
  @Test(arguments: 1...6 as ClosedRange<UInt64>)
  func matchesBruteForce(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 31)
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...5, using: &rng), maxItems: 25, exact: true)
    func q(_ top: Int) -> Double { Double(Int.random(in: 0...top * 4, using: &rng)) / 4 }
    let config = ListConfig(
      axis: seed % 2 == 0 ? .vertical : .horizontal, itemSpacing: q(6), sectionSpacing: q(20),
      insets: Insets(top: q(10), left: q(10), bottom: q(10), right: q(10)),
      emptySectionExtent: seed % 3 == 0 ? 0 : q(60))
    let width = Double(Int.random(in: 0...1_600, using: &rng)) / 4
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.list(config), width: width, order)
    let brute = BruteList(specs, config, width: width)
    for s in specs.indices {
      for i in specs[s].sizes.indices {
        let p = IndexPath(section: s, item: i)
        #expect(try layout.frame(of: p, order) == brute.frames[s][i], "\(p)")
        #expect(try layout.frame(ofID: LayoutSupport.id(s, i), order) == brute.frames[s][i])
      }
    }
    let size = layout.contentSize(order)
    let vertical = config.axis == .vertical
    #expect((vertical ? size.height : size.width) == brute.content)
    #expect((vertical ? size.width : size.height) == width)
    LayoutSupport.checkHitsMatch(layout, order, &rng, expected: brute.hit)
  }

  /// Trees laid out by bulk loads, then reloaded and edited anywhere
  /// (moves, removals, inserts): every frame, by index path and by id, and
  /// the hit test at random points still equal the brute-force placement.
  @Test(arguments: 1...3 as ClosedRange<UInt64>)
  func matchesBruteForceAfterLoadsAndEdits(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 131)
    var specs = LayoutSupport.randomSpecs(&rng, sections: 3, maxItems: 300, exact: true)
    var ids = specs.indices.map { s in specs[s].sizes.indices.map { LayoutSupport.id(s, $0) } }
    var order = try LayoutSupport.order(specs)
    var next: UInt64 = 1_000_000
    func fresh() -> UInt64 {
      next += 1
      return next
    }
    let config = ListConfig(
      axis: .vertical, itemSpacing: 1.5, sectionSpacing: 4,
      insets: Insets(top: 2, left: 1, bottom: 3, right: 1))
    for step in 0..<24 {
      let s = Int.random(in: 0..<specs.count, using: &rng)
      switch step % 4 {
      case 0:
        // Keeps some ids, in another order, and adds new ones.
        var kept = ids[s].filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng)
        kept += (0..<Int.random(in: 0...200, using: &rng)).map { _ in fresh() }
        let sizes = kept.map { _ in ModelSupport.dyadicSize(&rng) }
        try order.loadSection(s, ids: kept, sizes: sizes)
        (ids[s], specs[s].sizes) = (kept, sizes)
      case 1 where !ids[s].isEmpty:
        let i = Int.random(in: 0..<ids[s].count, using: &rng)
        let (id, size) = (ids[s].remove(at: i), specs[s].sizes.remove(at: i))
        let t = Int.random(in: 0..<specs.count, using: &rng)
        let j = Int.random(in: 0...ids[t].count, using: &rng)
        ids[t].insert(id, at: j)
        specs[t].sizes.insert(size, at: j)
        order.relocate(try order.node(of: id), to: IndexPath(section: t, item: j))
      case 2 where !ids[s].isEmpty:
        let i = Int.random(in: 0..<ids[s].count, using: &rng)
        try order.removeItem(id: ids[s].remove(at: i))
        specs[s].sizes.remove(at: i)
      default:
        let (id, size) = (fresh(), ModelSupport.dyadicSize(&rng))
        let i = Int.random(in: 0...ids[s].count, using: &rng)
        try order.insertItem(id: id, size: size, at: IndexPath(section: s, item: i))
        ids[s].insert(id, at: i)
        specs[s].sizes.insert(size, at: i)
      }
      let layout = try LayoutSupport.layout(.list(config), width: 120, order)
      let brute = BruteList(specs, config, width: 120)
      var wrong = 0
      for (t, row) in ids.enumerated() {
        for (i, id) in row.enumerated() {
          let p = IndexPath(section: t, item: i)
          let frames = (try layout.frame(of: p, order), try layout.frame(ofID: id, order))
          if frames.0 != brute.frames[t][i] || frames.1 != brute.frames[t][i] { wrong += 1 }
        }
      }
      #expect(wrong == 0, "step \(step): \(wrong) frames differ")
      LayoutSupport.checkHitsMatch(layout, order, &rng, expected: brute.hit)
    }
    ModelSupport.checkInvariants(order)
  }

  /// Inexact sizes and spacings: an item is hit exactly when the point is
  /// inside its frame, also at the last representable values around every
  /// edge, where the frame's sum and the hit test's search may round apart.
  @Test(arguments: 1...16 as ClosedRange<UInt64>)
  func hitTestAgreesWithFrames(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 977)
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 30, exact: false)
    func r(_ top: Double) -> Double { Double.random(in: 0...top, using: &rng) }
    let config = ListConfig(
      axis: seed % 2 == 0 ? .vertical : .horizontal, itemSpacing: seed % 3 == 0 ? 0 : r(5),
      sectionSpacing: r(20), insets: Insets(top: r(10), left: r(10), bottom: r(10), right: r(10)))
    let width = 20 + r(300)
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.list(config), width: width, order)
    LayoutSupport.checkHitsAgreeWithFrames(layout, order, &rng)
  }

  /// Without spacing an item can end an ulp past the start of the empty
  /// items after it. A point there is inside the item and must hit it.
  @Test func framesOverlappingByRoundingStillHit() throws {
    var cases = 0
    for k in 0..<300 {
      let sizes = [0.1 * Double(k % 17) + 0.03, 0.7 + 0.01 * Double(k), 0, 0]
      let order = try LayoutSupport.order([
        Spec(header: 0.1 * Double(k % 7), footer: 0, sizes: sizes)
      ])
      let layout = try LayoutSupport.layout(.list(ListConfig()), width: 10, order)
      let frames = LayoutSupport.allFrames(layout, order).map(\.1)
      for e in [2, 3] where frames[1].maxY > frames[e].y {
        cases += 1
        let point = Point(x: 5, y: frames[e].y)
        #expect(frames[1].contains(point))
        #expect(layout.hitTest(point, order) == .item(IndexPath(section: 0, item: 1)), "case \(k)")
      }
    }
    #expect(cases > 0)
  }

  /// `refresh` after a change to one section gives the same layout as a
  /// full rebuild.
  @Test func refreshMatchesRebuild() throws {
    var order = try LayoutSupport.order(ListLayoutTests.handSpecs)
    var layout = try LayoutSupport.layout(.list(ListLayoutTests.handConfig), width: 100, order)
    try order.resizeItem(id: LayoutSupport.id(0, 1), size: 50)
    layout.refresh(0, order)
    try order.insertItem(id: 99, size: 7, at: IndexPath(section: 1, item: 0))
    layout.refresh(1, order)
    try order.setSectionExtents(2, header: 30, footer: 1)
    layout.refresh(2, order)
    let fresh = try LayoutSupport.layout(.list(ListLayoutTests.handConfig), width: 100, order)
    for (p, f) in LayoutSupport.allFrames(fresh, order) {
      #expect(try layout.frame(of: p, order) == f)
    }
    #expect(layout.contentSize(order) == fresh.contentSize(order))
    #expect(try layout.frame(ofID: 99, order) == Rect(x: 3, y: 114, width: 95, height: 7))
  }

  @Test func invalidConfigurationsAreRefused() throws {
    let order = try LayoutSupport.order(ListLayoutTests.handSpecs)
    var layout = try LayoutSupport.layout(.list(ListLayoutTests.handConfig), width: 100, order)
    for bad in OrderErrorTests.badSizes {
      let configs = [
        ListConfig(itemSpacing: bad), ListConfig(sectionSpacing: bad),
        ListConfig(insets: Insets(top: bad)), ListConfig(insets: Insets(left: bad)),
        ListConfig(insets: Insets(bottom: bad)), ListConfig(insets: Insets(right: bad)),
        ListConfig(emptySectionExtent: bad),
      ]
      for c in configs {
        ModelSupport.expectError(.invalidArgument, "\(c)") { () throws(ReorderError) in
          try layout.configure(.list(c), crossExtent: 100, order)
        }
      }
      ModelSupport.expectError(.invalidArgument, "cross extent \(bad)") { () throws(ReorderError) in
        try layout.configure(.list(ListConfig()), crossExtent: bad, order)
      }
    }
    // Nothing changed.
    #expect(layout.kind == .list(ListLayoutTests.handConfig) && layout.crossExtent == 100)
    #expect(layout.contentSize(order) == (100, 171))
    ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
      _ = try layout.frame(of: IndexPath(section: 0, item: 4), order)
    }
    ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
      _ = try layout.frame(of: IndexPath(section: -1, item: 0), order)
    }
    ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
      _ = try layout.frame(of: IndexPath(section: 0, item: -1), order)
    }
    ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
      _ = try layout.frame(ofID: 12_345, order)
    }
  }

  @Test func hostileGeometryNeverTraps() throws {
    let specs = [Spec(header: 0, footer: 0, sizes: [maxExtent, 0, maxExtent])]
    let order = try LayoutSupport.order(specs)
    for axis in [Axis.vertical, .horizontal] {
      for width in [0, maxExtent] as [Double] {
        let config = ListConfig(
          axis: axis, itemSpacing: maxExtent, sectionSpacing: maxExtent,
          insets: Insets(top: maxExtent, left: maxExtent, bottom: maxExtent, right: maxExtent))
        let layout = try LayoutSupport.layout(.list(config), width: width, order)
        for v in [Double.nan, .infinity, -.infinity] {
          #expect(layout.hitTest(Point(x: v, y: 0), order) == nil)
          #expect(layout.hitTest(Point(x: 0, y: v), order) == nil)
        }
        let huge: [Double] = [
          -.greatestFiniteMagnitude, -1e300, -1, 0, 1e9, 3e9, 1e300, .greatestFiniteMagnitude,
        ]
        for x in huge {
          for y in huge {
            _ = LayoutSupport.checkHit(layout, order, Point(x: x, y: y), inItem: false)
          }
        }
        #expect(layout.contentExtent(order).isFinite)
        for (_, f) in LayoutSupport.allFrames(layout, order) { #expect(f.isFinite) }
      }
    }
  }
}
