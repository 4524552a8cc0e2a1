import Testing

@testable import ReorderEngine

/// Right to left is left to right mirrored about the content's width:
/// frames, hits and visible items, and whole drags (a drag along a
/// mirrored path makes the same moves).
@Suite struct RightToLeftTests {
  static func kinds(_ direction: LayoutDirection) -> [LayoutKind] {
    [
      .list(ListConfig(axis: .horizontal, itemSpacing: 3, sectionSpacing: 7, direction: direction)),
      .list(
        ListConfig(
          itemSpacing: 2, insets: Insets(top: 1, left: 9, bottom: 2, right: 4),
          direction: direction)),
      .grid(GridConfig(columns: 3, itemSpacing: 4, lineSpacing: 2, direction: direction)),
      .grid(GridConfig(axis: .horizontal, columns: 2, itemSpacing: 1, direction: direction)),
    ]
  }

  @Test(arguments: 0..<4, 1...6 as ClosedRange<UInt64>)
  func isLeftToRightMirrored(kind k: Int, seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 131 + UInt64(k))
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...3, using: &rng), maxItems: 25, exact: seed % 2 == 0)
    let order = try LayoutSupport.order(specs)
    let ltr = try LayoutSupport.layout(Self.kinds(.leftToRight)[k], width: 300, order)
    let rtl = try LayoutSupport.layout(Self.kinds(.rightToLeft)[k], width: 300, order)
    let width = rtl.contentSize(order).width
    func mirror(_ r: Rect) -> Rect {
      Rect(x: width - r.x - r.width, y: r.y, width: r.width, height: r.height)
    }
    for s in specs.indices {
      #expect(rtl.sectionFrame(s, order) == mirror(ltr.sectionFrame(s, order)))
      for i in specs[s].sizes.indices {
        let p = IndexPath(section: s, item: i)
        #expect(try rtl.frame(of: p, order) == mirror(try ltr.frame(of: p, order)), "\(p)")
      }
    }
    let rect = Rect(x: Double.random(in: 0...width, using: &rng), y: 0, width: 120, height: 200)
    #expect(
      rtl.visibleItems(in: rect, order).map(\.path)
        == ltr.visibleItems(in: mirror(rect), order).map(\.path))
    #expect(
      rtl.visibleSections(in: rect, order).map(\.frame)
        == ltr.visibleSections(in: mirror(rect), order).map { mirror($0.frame) })
    LayoutSupport.checkHitsAgreeWithFrames(rtl, order, &rng)
  }

  /// Random drags under every rule: the mirrored path in the right-to-left
  /// engine makes the very same moves.
  @Test(arguments: 0..<4, [ReorderRule.midpoint, .edge, .pointer, .center])
  func dragsAlongAMirroredPathMakeTheSameMoves(kind k: Int, rule: ReorderRule) throws {
    for seed in 0..<8 as Range<UInt64> {
      var rng = SeededRNG(seed: seed + UInt64(k) * 100)
      func engine(_ d: LayoutDirection) throws -> Engine {
        var e = Engine()
        try e.setViewport(Rect(x: 0, y: 0, width: 300, height: 300))
        try e.setLayout(Self.kinds(d)[k], crossExtent: 300)
        e.policy = Policy(rule: rule)
        var i = InteractionConfig()
        i.activation = .immediate
        try e.setInteraction(i)
        try e.insertSection(at: 0)
        try e.insertSection(at: 1)
        try e.loadSection(0, ids: Array(1...9), sizes: (1...9).map { Double(20 + $0 * 3) })
        try e.loadSection(1, ids: Array(11...14), sizes: [30, 25, 40, 35])
        return e
      }
      var (l, r) = (try engine(.leftToRight), try engine(.rightToLeft))
      let width = r.contentSize.width
      func m(_ p: Point) -> Point { Point(x: width - p.x, y: p.y) }
      let id = UInt64.random(in: 1...9, using: &rng)
      let start = try l.frame(ofID: id).center
      try l.pointerDown(start, time: 0)
      try r.pointerDown(m(start), time: 0)
      var t = 0.0
      for _ in 0..<30 {
        t += 1.0 / 60
        let p = Point(
          x: start.x + Double.random(in: -150...150, using: &rng),
          y: start.y + Double.random(in: -120...120, using: &rng))
        try l.pointerMove(p, time: t)
        try r.pointerMove(m(p), time: t)
      }
      try l.pointerUp(start, time: t + 0.1)
      try r.pointerUp(m(start), time: t + 0.1)
      let moves = { (e: inout Engine) in
        e.drainEvents().compactMap { if case .moved(let s) = $0 { s } else { nil } }
      }
      #expect(moves(&l) == moves(&r), "seed \(seed)")
      #expect(try l.order.ids(inSection: 0) == r.order.ids(inSection: 0))
    }
  }

  @Test func arrowKeysMoveAsTheyLook() throws {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 300, height: 50))
    try e.setLayout(.list(ListConfig(axis: .horizontal, direction: .rightToLeft)), crossExtent: 50)
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: [1, 2, 3], sizes: [40, 40, 40])
    // Item 1 is at the right; left moves it onwards.
    #expect(try e.frame(ofID: 1).x > e.frame(ofID: 2).x)
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.left, focused: nil, time: 0.1)
    #expect(try e.order.ids(inSection: 0) == [2, 1, 3])
    try e.key(.right, focused: nil, time: 0.2)
    #expect(try e.order.ids(inSection: 0) == [1, 2, 3])
  }

  /// Written and read back, for every layout kind either way.
  @Test(arguments: 0..<4)
  func recordedAndReadBack(kind k: Int) throws {
    for d in [LayoutDirection.leftToRight, .rightToLeft] {
      let call = RecordedCall.layout(Self.kinds(d)[k], crossExtent: 320)
      let line = RecordWriter.line(for: call)
      #expect(line.hasSuffix(" direction=rtl") == (d == .rightToLeft))
      var e = Engine()
      try e.replay("libreorder-trace 1\n" + line + "\n")
      #expect(e.layout.kind == Self.kinds(d)[k], "\(line)")
    }
  }
}
