import Testing

@testable import ReorderEngine

/// Nested scrolling: the engine's viewport inside an outer container that
/// scrolls on the axes the viewport leaves it, innermost first.
@Suite struct OuterScrollTests {
  @Test func theViewportScrollsFirstThenTheOuterContainerPerAxis() throws {
    // Bottom right: the list cannot scroll sideways, so the container
    // does at once; downwards only once the list is at its end.
    let n = try Nest.hold(at: Point(x: 190, y: 390), hz: 60, seconds: 1.5)
    let firstOuterY = try #require(n.trail.firstIndex { $0.outer.y > 0 })
    let listAtEnd = try #require(n.trail.firstIndex { $0.inner.y == 400 })
    // The tick the list reaches its end in hands the rest of it over.
    #expect(firstOuterY == listAtEnd)
    #expect(n.trail[..<listAtEnd].allSatisfy { $0.outer.y == 0 && $0.inner.y < 400 })
    let firstOuterX = try #require(n.trail.firstIndex { $0.outer.x > 0 })
    #expect(firstOuterX < listAtEnd)
    // The events say so, in order: no outer scroll down before the list's last scroll.
    let lastInner = try #require(
      n.events.lastIndex { if case .scrolled(_, nil) = $0 { true } else { false } })
    let firstDown = try #require(
      n.events.firstIndex {
        if case .scrolled(let p, .engine?) = $0 { p.y > 0 } else { false }
      })
    #expect(firstDown > lastInner)
    // The frame moved the other way.
    let outer = try #require(n.engine.outerScroll)
    #expect(
      n.engine.groupFrame == Rect(x: -outer.offset.x, y: -outer.offset.y, width: 200, height: 400))
  }

  @Test func onlyTheOuterContainerScrollsAnAxisTheListCannot() throws {
    // Halfway down, at the right: in no vertical zone, in the container's right one.
    let n = try Nest.hold(at: Point(x: 190, y: 200), hz: 60, seconds: 1)
    #expect(n.trail.allSatisfy { $0.inner == Point(x: 0, y: 0) && $0.outer.y == 0 })
    #expect(n.engine.outerScroll!.offset.x > 0)
  }

  @Test func thirtySixtyAndHundredFortyFourHertzScrollAlikeAcrossTheHandOver() throws {
    var ramped = AutoScrollConfig()
    ramped.curve = .ramped
    let runs = try [30.0, 60, 144].map { hz in
      try Nest.hold(at: Point(x: 190, y: 390), hz: hz, seconds: 2.5, outer: Nest.outer(ramped))
    }
    let first = try #require(runs.first?.engine.outerScroll?.offset)
    #expect(first.y > 1 && first.x > 1)
    for n in runs {
      let o = try #require(n.engine.outerScroll?.offset)
      #expect(abs(o.x - first.x) < 1e-6 && abs(o.y - first.y) < 1e-6)
      #expect(n.engine.viewport.y == 400)
    }
  }

  @Test func anItemLiftedInAnOuterZoneWaitsForIntent() throws {
    func run(intent: Bool) throws -> (held: Double, after: Double) {
      var c = AutoScrollConfig()
      c.requiresIntent = intent
      var n = try Nest(outer: Nest.outer(c))
      // Lifted at the right, inside the container's zone only.
      try n.lift(at: Point(x: 190, y: 200))
      try n.ticks(hz: 60, to: 1)
      let held = n.engine.outerScroll!.offset.x
      try n.move(to: Point(x: 195, y: 200), time: 1)
      try n.ticks(hz: 60, from: 1, to: 2)
      return (held, n.engine.outerScroll!.offset.x)
    }
    let gated = try run(intent: true)
    #expect(gated.held == 0 && gated.after > 0)
    #expect(try run(intent: false).held > 0)
  }

  @Test func theHostsReportIsHonouredMidDrag() throws {
    var n = try Nest.hold(at: Point(x: 100, y: 200), hz: 60, seconds: 0.5)
    var o = Nest.outer()
    o.offset = Point(x: 0, y: 300)
    try n.engine.setOuterScroll(o)
    // The frame moved up by 300: the pointer, still at (100, 200), is over
    // what was 300 further down.
    #expect(n.engine.groupFrame == Rect(x: 0, y: -300, width: 200, height: 400))
    #expect(try n.engine.order.indexPath(of: 1).item == 12)
  }

  @Test func badReportsAreRefusedAndChangeNothing() throws {
    var n = try Nest()
    let good = try #require(n.engine.outerScroll)
    var bad: [OuterScroll] = []
    func variant(_ change: (inout OuterScroll) -> Void) {
      var o = good
      change(&o)
      bad.append(o)
    }
    variant { $0.visible.x = .nan }
    variant { $0.visible.width = -1 }
    variant { $0.offset.y = .infinity }
    variant { $0.minOffset.x = 10 }  // the offset, 0, is outside the limits
    variant { $0.minOffset.y = 2000 }  // above the maximum
    variant { $0.maxOffset.x = 2e9 }
    variant { $0.config.zone = .absolute(-1) }
    variant { $0.config.zone = .fraction(0.7) }
    variant { $0.config.maxSpeed = .nan }
    for o in bad {
      #expect(throws: ReorderError.self) { try n.engine.setOuterScroll(o) }
      #expect(n.engine.outerScroll == good)
    }
    try n.engine.setOuterScroll(nil)
    #expect(n.engine.outerScroll == nil)
  }

  @Test func withoutAFrameTheContainerNeverScrolls() throws {
    var n = try Nest()
    try n.lift(at: Point(x: 100, y: 20))
    try n.move(to: Point(x: 190, y: 200), time: 0)
    try n.engine.setGroupFrame(nil)
    try n.ticks(hz: 60, to: 1)
    #expect(n.engine.outerScroll!.offset == Point(x: 0, y: 0))
  }
}
