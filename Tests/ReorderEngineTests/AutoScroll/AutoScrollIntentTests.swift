import Testing

@testable import ReorderEngine

/// Scroll intent (dnd-kit): an item lifted inside a zone scrolls nothing
/// there until the pointer moves towards that edge.
@Suite struct AutoScrollIntentTests {
  typealias Kit = AutoScrollKit

  /// Ticks at 60 Hz for `seconds`, the pointer at `y` from the viewport's
  /// top (it moves to `then` halfway when given); returns the distance.
  static func scrolled(intent: Bool, y: Double, then: Double? = nil, seconds: Double = 1) -> Double
  {
    var c = Kit.config()
    c.requiresIntent = intent
    var s = AutoScroller(config: c)
    var offset = 1000.0
    let frames = Int(seconds * 60)
    for i in 0...frames {
      let at = i > frames / 2 ? then ?? y : y
      offset =
        s.tick(
          now: Double(i) / 60, pointer: Point(x: 300, y: offset + at),
          viewport: Kit.viewport(y: offset), contentSize: (width: 600, height: 1e7),
          axes: .vertical, liftTime: 0
        ).y
    }
    return offset - 1000
  }

  @Test func liftedInTheZoneItWaitsForTheEdge() {
    let deep = Kit.viewportSize - 30  // 70 of the 100 zone units in
    #expect(Self.scrolled(intent: false, y: deep) > 0)
    #expect(Self.scrolled(intent: true, y: deep) == 0)
    // Away from the edge is no intent either.
    #expect(Self.scrolled(intent: true, y: deep, then: deep - 20) == 0)
    // Towards it: scrolling starts, from then on.
    let moved = Self.scrolled(intent: true, y: deep, then: deep + 5)
    #expect(moved > 0 && moved < Self.scrolled(intent: false, y: deep + 5))
  }

  @Test func aZoneEnteredAfterTheLiftScrollsAtOnce() {
    let middle = Kit.viewportSize / 2
    let deep = Kit.viewportSize - 30
    #expect(
      Self.scrolled(intent: true, y: middle, then: deep)
        == Self.scrolled(intent: false, y: middle, then: deep))
  }

  @Test func recordedAndReadBack() throws {
    let line = RecordWriter.line(for: .autoScroll(.desktop))
    #expect(line.hasSuffix(" intent=true"))
    var e = Engine()
    try e.replay("libreorder-trace 1\n" + line + "\n")
    #expect(e.interaction.autoScroll == .desktop)
  }

  @Test func theDesktopPresetAsksForIntent() {
    #expect(AutoScrollConfig.desktop.requiresIntent && !AutoScrollConfig().requiresIntent)
  }
}
