import Testing

@testable import ReorderEngine

@Suite("Session: presentation")
struct PresentationTests {
  func host() throws -> Host {
    var e = try RulesKit.list([[40, 40, 40, 40, 40, 40]])
    try e.setInteraction(InteractionConfig(activation: .immediate))
    return try Host(e)
  }

  func item(_ id: UInt64, _ list: [Presentation]) -> Presentation? {
    list.first { $0.id == id }
  }

  @Test func liftLookGrowsOverAQuarterSecond() throws {
    var h = try host()
    try h.down(Point(x: 100, y: 20))
    let t0 = h.time
    let start = try #require(item(1, h.engine.presentation(in: h.engine.viewport, at: t0)))
    #expect(start.isLifted)
    #expect(start.scale == 1)
    let full = try #require(item(1, h.engine.presentation(in: h.engine.viewport, at: t0 + 0.25)))
    #expect(full.scale == 1.05)
    #expect(full.alpha == 0.98)
    #expect(full.shadow.opacity == 0.4)
    #expect(full.shadow.offset == Point(x: -5, y: 0))
    #expect(h.engine.presentation(in: h.engine.viewport, at: t0).last?.id == 1)  // on top
  }

  @Test func displacedItemsSlideOverTwoTenths() throws {
    var h = try host()
    try h.down(Point(x: 100, y: 20))
    let t = h.time + 1.0 / 60
    try h.engine.pointerMove(Point(x: 100, y: 62), time: t)
    h.drain()
    #expect(RulesKit.snapshot(h.engine) == [[2, 1, 3, 4, 5, 6]])
    let old = Rect(x: 0, y: 40, width: 320, height: 40)
    let new = Rect(x: 0, y: 0, width: 320, height: 40)
    #expect(item(2, h.engine.presentation(in: h.engine.viewport, at: t))?.frame == old)
    let mid = try #require(item(2, h.engine.presentation(in: h.engine.viewport, at: t + 0.1)))
    #expect(mid.frame.y > 0 && mid.frame.y < 40)
    #expect(item(2, h.engine.presentation(in: h.engine.viewport, at: t + 0.2))?.frame == new)
    #expect(h.has(.animationNeeded))
  }

  @Test func dropSettlesAndThenNothingAnimates() throws {
    var h = try host()
    try h.down(Point(x: 100, y: 20))
    try h.drag(from: Point(x: 100, y: 20), to: Point(x: 100, y: 107), steps: 4)
    try h.up(Point(x: 100, y: 107))
    let t = h.time
    #expect(h.engine.phase == .settling)
    let slot = try h.engine.frame(ofID: 1)
    let atDrop = try #require(item(1, h.engine.presentation(in: h.engine.viewport, at: t)))
    #expect(atDrop.frame.y == 87)  // where it was let go
    #expect(item(1, h.engine.presentation(in: h.engine.viewport, at: t + 0.25))?.frame == slot)
    #expect(h.engine.isAnimating(at: t + 0.1))
    #expect(!h.engine.isAnimating(at: t + 0.3))
    try h.engine.tick(time: t + 0.3)
    #expect(h.engine.phase == .idle)
  }

  @Test func onlyWhatIsInTheRectIsReturned() throws {
    var e = try RulesKit.list([Array(repeating: 44, count: 100_000)])
    try e.setViewport(Rect(x: 0, y: 44_000, width: 320, height: 480))
    let shown = e.presentation(in: e.viewport, at: 0)
    #expect(shown.count == 11)
    #expect(shown.first?.indexPath == IndexPath(section: 0, item: 1000))
    #expect(!e.isAnimating(at: 0))
    #expect(e.presentation(in: Rect(x: .nan, y: 0, width: 1, height: 1), at: 0).isEmpty)
  }

  @Test func undoWaitsForTheDragToEnd() throws {
    var h = try host()
    try h.engine.move(id: 3, to: IndexPath(section: 0, item: 0))
    try h.down(Point(x: 100, y: 60))
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try h.engine.undo() }
    let lifted = try #require(h.engine.liftedID)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in
      try h.engine.move(id: lifted, to: IndexPath(section: 0, item: 5))
    }
  }

  @Test func durationsAreOptions() throws {
    var h = try host()
    var slow = AnimationConfig()
    slow.displaceDuration = 0.5
    try h.engine.setAnimation(slow)
    try h.down(Point(x: 100, y: 20))
    let t = h.time + 1.0 / 60
    try h.engine.pointerMove(Point(x: 100, y: 62), time: t)
    let at = { (dt: Double) in
      self.item(2, h.engine.presentation(in: h.engine.viewport, at: t + dt))?.frame.y
    }
    #expect(try #require(at(0.2)) > 0)
    #expect(at(0.5) == 0)
    slow.displaceDuration = -1
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try h.engine.setAnimation(slow)
    }
    #expect(h.engine.animationConfig.displaceDuration == 0.5)
  }
}

@Suite("Presentation: what a move slides, against a brute-force look at every frame")
struct SlideSetTests {
  /// The items drawn in the viewport before the move whose frame the move
  /// changed: what must slide (the lifted item aside).
  private func expectedSlides(_ e: Engine, move: (inout Engine) throws -> Void) rethrows
    -> Set<UInt64>
  {
    let ids = RulesKit.snapshot(e).flatMap { $0 }
    let before = Dictionary(uniqueKeysWithValues: ids.map { ($0, try! e.frame(ofID: $0)) })
    var after = e
    try move(&after)
    return Set(
      ids.filter {
        before[$0]!.intersects(e.viewport) && (try! after.frame(ofID: $0)) != before[$0]!
      })
  }

  @Test("Random moves in lists and grids, viewport anywhere: exactly the changed items slide")
  func randomMoves() throws {
    var rng = SeededRNG(seed: 13)
    var slid = 0
    for round in 0..<120 {
      let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        (0..<Int.random(in: 1...30, using: &rng)).map { _ in
          Double(Int.random(in: 0...90, using: &rng))
        }
      }
      var e =
        round % 3 == 2
        ? try RulesKit.grid(sections.map(\.count), header: 20)
        : try RulesKit.list(sections, spacing: Double(round % 2) * 4, header: 10)
      try e.setViewport(
        Rect(x: 0, y: Double.random(in: 0...600, using: &rng), width: 320, height: 300))
      let ids = RulesKit.snapshot(e).flatMap { $0 }
      let id = ids.randomElement(using: &rng)!
      let s = Int.random(in: 0..<sections.count, using: &rng)
      // Every other round a short shift in the item's own section (what
      // most drag steps are, snapshot item by item), else anywhere.
      let home = try e.order.indexPath(of: id)
      let near = min(
        max(0, home.item + Int.random(in: -2...2, using: &rng)), sections[home.section].count - 1)
      let to =
        round % 2 == 1
        ? IndexPath(section: home.section, item: near)
        : IndexPath(
          section: s, item: Int.random(in: 0..<max(1, sections[s].count), using: &rng))
      let want = expectedSlides(e) { try? $0.move(id: id, to: to) }
      _ = try? e.move(id: id, to: to)
      #expect(Set(e.animator.transitions.keys) == want, "round \(round)")
      slid += want.isEmpty ? 0 : 1
    }
    #expect(slid >= 40)
  }
}
