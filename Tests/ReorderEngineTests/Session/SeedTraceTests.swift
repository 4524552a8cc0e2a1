import Testing

@testable import ReorderEngine

/// Each seed article replayed as a pointer trace through the whole engine:
/// gesture, session, rules, auto-scroll and events.
@Suite("Session: seed traces")
struct SeedTraceTests {
  /// Seed 000 (DHDragableCellTableView): mixed row heights, the edge rule,
  /// and edge auto-scroll reaching a row that starts off screen.
  @Test func seed000EdgeRuleAndAutoScroll() throws {
    var rng = SeededRNG(seed: 0)
    let sizes = (0..<60).map { _ in Double([44, 66, 88, 132].randomElement(using: &rng) ?? 44) }
    var e = try RulesKit.list([sizes], policy: Policy(rule: .edge))
    try e.setInteraction(InteractionConfig(autoScroll: AutoScrollConfig(zone: .absolute(60))))
    var h = try Host(e)
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    // Into the bottom zone (viewport 0...480), then hold there for 3 s.
    let edge = Point(x: a.x, y: 470)
    try h.drag(from: a, to: edge, steps: 20)
    try h.hold(3, at: edge)
    let scrolled = h.events.compactMap { e -> Point? in
      if case .scrolled(let p, nil) = e { return p } else { return nil }
    }
    #expect(!scrolled.isEmpty)
    #expect(h.engine.viewport.y > 480)
    try h.up(edge)
    let to = try h.engine.order.indexPath(of: 1)
    let firstScreen = try (0..<60).filter {
      try h.engine.frame(of: IndexPath(section: 0, item: $0)).y < 480
    }
    #expect(to.item > firstScreen.count)
    #expect(h.drops.first?.2 == to)
    // Each live step passed whole rows: the edge rule.
    #expect(h.moves.allSatisfy { $0.to.item == $0.from.item + 1 || $0.to.item > $0.from.item })
  }

  /// Seed 000's multi-section table exchanges across sections: counts stay.
  @Test func seed000ExchangeAcrossSections() throws {
    let e = try RulesKit.list(
      [[44, 88, 44], [66, 44, 44]], header: 28, policy: Policy(rule: .edge, semantics: .exchange))
    var h = try Host(e)
    let a = try h.centre(of: 3)
    try h.longPressDrag(from: a, to: Point(x: a.x, y: a.y + 140))
    let snapshot = RulesKit.snapshot(h.engine)
    #expect(snapshot.map(\.count) == [3, 3])
    #expect(snapshot[1].contains(3))
    #expect(Set(snapshot.flatMap { $0 }) == Set(1...6))
  }

  /// Seed 001: dragged by a handle, locked to its section.
  @Test func seed001HandleAndSectionLock() throws {
    var e = try RulesKit.list(
      [[50, 50, 50], [50, 50, 50]], header: 30, policy: Policy(crossSectionMoves: false))
    try e.setInteraction(InteractionConfig(activation: .immediate))
    for id: UInt64 in 1...6 { try e.setHandle(id: id, Rect(x: 280, y: 0, width: 40, height: 50)) }
    var h = try Host(e)
    // Outside the handle: not liftable.
    let body = try h.centre(of: 1)
    try h.down(body)
    try h.up(body)
    #expect(h.has(.notADrag(id: 1, reason: .notLiftable)))
    // On the handle: lifts at once and drags down past the section's end.
    let grip = Point(x: 300, y: body.y)
    try h.down(grip)
    try h.drag(from: grip, to: Point(x: 300, y: grip.y + 300), steps: 30)
    try h.up(Point(x: 300, y: grip.y + 300))
    #expect(RulesKit.snapshot(h.engine) == [[2, 3, 1], [4, 5, 6]])
  }

  /// Seed 003: the channel grid, first title pinned, long press and drag
  /// across rows; remove + insert.
  @Test func seed003GridAcrossRows() throws {
    var e = try RulesKit.grid(
      [39],
      config: GridConfig(
        columns: 4, itemSpacing: 10, lineSpacing: 10,
        sectionInsets: Insets(top: 10, left: 10, bottom: 10, right: 10)),
      width: 370, policy: Policy(rule: .center))
    try e.setFlags(id: 1, [.movable, .pinned])
    // The whole grid fits the viewport, so nothing auto-scrolls.
    var h = try Host(e, viewport: Rect(x: 0, y: 0, width: 370, height: 1000))
    let from = try h.centre(of: 2)
    let target = try h.centre(of: 11)  // two rows down, third column
    try h.longPressDrag(from: from, to: target, steps: 40)
    let order = RulesKit.snapshot(h.engine)[0]
    #expect(order.firstIndex(of: 2) == 10)
    #expect(Array(order.prefix(10)) == [1, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    // Dragging onto the pinned first cell goes no further than index 1.
    var h2 = try Host(h.engine, viewport: h.engine.viewport)
    try h2.longPressDrag(from: try h2.centre(of: 2), to: try h2.centre(of: 1), steps: 40)
    #expect(RulesKit.snapshot(h2.engine)[0].prefix(2) == [1, 2])
  }

  /// Auto-scroll covers the same distance at 30, 60 and 144 Hz.
  @Test func autoScrollIsFrameRateIndependent() throws {
    var distances: [Double] = []
    for hz in [30.0, 60, 144] {
      var e = try RulesKit.list([Array(repeating: 44, count: 500)])
      try e.setInteraction(InteractionConfig(activation: .immediate))
      try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 480))
      try e.pointerDown(Point(x: 100, y: 22), time: 0)
      try e.pointerMove(Point(x: 100, y: 470), time: 0)
      var t = 0.0
      while t < 2 - 1e-9 {
        t += 1 / hz
        try e.tick(time: t)
      }
      distances.append(e.viewport.y)
    }
    #expect(distances[1] > 500)
    for d in distances { #expect(abs(d - distances[1]) <= 0.01 * distances[1], "\(distances)") }
  }

  /// A random pointer trace never makes the item move back and forth while
  /// the pointer is held still.
  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func randomTracesDoNotOscillate(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    let rules = ReorderRule.allCases
    let e = try RulesKit.list(
      [RulesKit.mixedSizes(20, &rng), RulesKit.mixedSizes(15, &rng)], spacing: 4, header: 20,
      policy: Policy(rule: rules[Int(seed) % rules.count]))
    var h = try Host(e, viewport: Rect(x: 0, y: 0, width: 320, height: 100_000))
    let id = UInt64(Int.random(in: 1...35, using: &rng))
    var p = try h.centre(of: id)
    try h.down(p)
    try h.hold(0.6, at: p)
    for _ in 0..<40 {
      let q = Point(x: p.x, y: p.y + Double(Int.random(in: -120...120, using: &rng)))
      try h.drag(from: p, to: q, steps: 3)
      p = q
      let before = h.moves.count
      try h.hold(0.1, at: p)
      #expect(h.moves.count == before, "moved with the pointer still")
    }
    try h.up(p)
  }
}
