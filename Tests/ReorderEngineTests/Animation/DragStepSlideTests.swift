import Testing

@testable import ReorderEngine

@Suite("Animation: the slides of drag steps")
struct DragStepSlideTests {
  /// 300 rows of 40 in a 480-high viewport.
  static func host() throws -> Host {
    try Host(RulesKit.list([Array(repeating: 40, count: 300)]))
  }

  /// The stretches of the viewport's height that nothing is drawn over,
  /// the lifted item included: the lifted item's one gap, and any stripe.
  static func blanks(_ e: Engine, at time: Double) -> [Double] {
    let spans = e.presentation(in: e.viewport, at: time)
      .map { ($0.frame.y, $0.frame.y + $0.frame.height) }.sorted { $0.0 < $1.0 }
    var blanks: [Double] = []
    var covered = e.viewport.y
    for (top, bottom) in spans {
      if top - covered > 0.5 { blanks.append(top - covered) }
      covered = max(covered, bottom)
    }
    if e.viewport.maxY - covered > 0.5 { blanks.append(e.viewport.maxY - covered) }
    return blanks
  }

  @Test func fastAutoScrollDrawsOneGapNotAStripePerSlidingRow() throws {
    var h = try Self.host()
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    let edge = Point(x: a.x, y: 476)
    try h.drag(from: a, to: edge, steps: 6)
    var worst: [Double] = []
    for _ in 0..<120 {
      try h.hold(1.0 / 60, at: edge)
      let b = Self.blanks(h.engine, at: h.time)
      if b.count > worst.count { worst = b }
    }
    // The drag went far: many rows slid while the view scrolled.
    #expect(h.engine.viewport.y > 1000)
    #expect(try h.engine.order.indexPath(of: 1).item > 30)
    // The lifted item's gap, split at most by the one row sliding into it.
    #expect(worst.count <= 2, "blank stretches \(worst)")
    #expect(worst.reduce(0, +) <= 40.5, "blank stretches \(worst)")
  }

  @Test func slowStepsSlideForTheWholeDuration() throws {
    var h = try Self.host()
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    // One row down, then a pause: the row displaced slides the full 0.2 s.
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 45), steps: 3)
    #expect(h.moves.count == 1)
    try h.hold(0.15, at: Point(x: a.x, y: a.y + 45))
    #expect(h.engine.animator.isMoving(id: 2, at: h.time))
    try h.hold(0.1, at: Point(x: a.x, y: a.y + 45))
    #expect(!h.engine.animator.isMoving(id: 2, at: h.time))
  }

  @Test(arguments: [(0.5, 0.2), (0.2, 0.2), (0.05, 0.05), (0.0, 0.0), (-1.0, 0.0)])
  func aStepSlidesNoLongerThanTheIntervalBeforeIt(interval: Double, expected: Double) {
    #expect(AnimationConfig().displaceDuration(afterStepInterval: interval) == expected)
  }
}
