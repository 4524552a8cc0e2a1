import Testing

@testable import ReorderEngine

/// A horizontal grid (columns filled top to bottom, scrolling sideways) is
/// the vertical grid transposed: every frame, hit, visible item and
/// section frame is the vertical one's with x and y swapped.
@Suite struct HorizontalGridTests {
  static func t(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, width: r.height, height: r.width) }
  static func t(_ p: Point) -> Point { Point(x: p.y, y: p.x) }

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func isTheVerticalGridTransposed(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 389)
    func r(_ top: Double) -> Double { Double.random(in: 0...top, using: &rng) }
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 40, exact: seed % 2 == 0)
    let insets = Insets(top: r(10), left: r(10), bottom: r(10), right: r(10))
    let horizontal =
      seed % 3 == 0
      ? GridConfig(
        axis: .horizontal, columns: 0, cellWidth: r(60), cellHeight: 0.5 + r(60),
        itemSpacing: r(9), lineSpacing: r(9), sectionSpacing: r(20), sectionInsets: insets)
      : GridConfig(
        axis: .horizontal, columns: Int.random(in: 1...6, using: &rng),
        cellWidth: seed % 2 == 0 ? 0 : r(60), itemSpacing: r(9), lineSpacing: r(9),
        sectionSpacing: r(20), sectionInsets: insets)
    let height = 30 + r(400)
    let order = try LayoutSupport.order(specs)
    let h = try LayoutSupport.layout(.grid(horizontal), width: height, order)
    let v = try LayoutSupport.layout(.grid(horizontal.logical), width: height, order)
    #expect(h.axis == .horizontal && v.axis == .vertical)
    for s in specs.indices {
      #expect(h.sectionFrame(s, order) == Self.t(v.sectionFrame(s, order)))
      for i in specs[s].sizes.indices {
        let p = IndexPath(section: s, item: i)
        #expect(try h.frame(of: p, order) == Self.t(try v.frame(of: p, order)), "\(p)")
      }
    }
    let (hs, vs) = (h.contentSize(order), v.contentSize(order))
    #expect(hs.width == vs.height && hs.height == vs.width)
    for _ in 0..<300 {
      let point = Point(x: r(hs.width + 40) - 20, y: r(hs.height + 40) - 20)
      #expect(h.hitTest(point, order) == v.hitTest(Self.t(point), order), "\(point)")
    }
    let rect = Rect(x: r(hs.width), y: r(hs.height), width: r(200), height: r(200))
    let seen = h.visibleItems(in: rect, order).map { ($0.path, $0.frame) }
    let expected = v.visibleItems(in: Self.t(rect), order).map { ($0.path, Self.t($0.frame)) }
    #expect(seen.map(\.0) == expected.map(\.0) && seen.map(\.1) == expected.map(\.1))
    LayoutSupport.checkHitsAgreeWithFrames(h, order, &rng)
  }

  /// Two rows of 50-unit cells in a 100-unit-high viewport: 0 2 4 / 1 3 5.
  static func engine(rule: ReorderRule = .center) throws -> Engine {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 120, height: 100))
    try e.setLayout(.grid(GridConfig(axis: .horizontal, columns: 2)), crossExtent: 0)
    e.policy = Policy(rule: rule)
    var interaction = InteractionConfig()
    interaction.activation = .immediate
    try e.setInteraction(interaction)
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: Array(1...12), sizes: Array(repeating: 1, count: 12))
    return e
  }

  @Test func cellsFillColumnsAndTheContentScrollsSideways() throws {
    let e = try Self.engine()
    #expect(try e.frame(ofID: 1) == Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(try e.frame(ofID: 2) == Rect(x: 0, y: 50, width: 50, height: 50))
    #expect(try e.frame(ofID: 3) == Rect(x: 50, y: 0, width: 50, height: 50))
    #expect(e.contentSize == (300, 100))
  }

  @Test func aDragMovesByTheCellUnderIt() throws {
    var e = try Self.engine()
    try e.pointerDown(Point(x: 25, y: 25), time: 0)  // item 1
    try e.pointerMove(Point(x: 75, y: 70), time: 0.1)  // over item 4's cell
    try e.pointerUp(Point(x: 75, y: 70), time: 0.2)
    #expect(try e.order.ids(inSection: 0).prefix(4) == [2, 3, 4, 1])
  }

  @Test func arrowKeysMoveAsTheyLook() throws {
    var e = try Self.engine()
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.right, focused: nil, time: 0.1)  // a column on: two cells
    #expect(try e.order.indexPath(of: 1).item == 2)
    try e.key(.down, focused: nil, time: 0.2)  // within the column
    #expect(try e.order.indexPath(of: 1).item == 3)
    try e.key(.left, focused: nil, time: 0.3)
    #expect(try e.order.indexPath(of: 1).item == 1)
    try e.key(.pickUpOrDrop, focused: nil, time: 0.4)
  }

  @Test func edgeAutoScrollGoesSideways() throws {
    var e = try Self.engine()
    try e.pointerDown(Point(x: 25, y: 25), time: 0)
    try e.pointerMove(Point(x: 118, y: 25), time: 0.1)
    var t = 0.1
    while t < 1 {
      t += 1.0 / 60
      try e.tick(time: t)
    }
    #expect(e.viewport.x > 0 && e.viewport.y == 0)
  }

  @Test func recordedAndReplayed() throws {
    let line = RecordWriter.line(
      for: .layout(.grid(GridConfig(axis: .horizontal, columns: 3)), crossExtent: 0))
    #expect(line.hasSuffix(" axis=horizontal"))
    let vertical = RecordWriter.line(for: .layout(.grid(GridConfig(columns: 3)), crossExtent: 0))
    #expect(!vertical.contains("axis="))
  }

  @Test func aHorizontalGridWithoutColumnsNeedsACellHeight() {
    var e = Engine()
    #expect(throws: ReorderError.self) {
      try e.setLayout(
        .grid(GridConfig(axis: .horizontal, columns: 0, cellWidth: 40)), crossExtent: 100)
    }
    #expect(throws: Never.self) {
      try e.setLayout(
        .grid(GridConfig(axis: .horizontal, columns: 0, cellHeight: 40)), crossExtent: 100)
    }
  }
}
