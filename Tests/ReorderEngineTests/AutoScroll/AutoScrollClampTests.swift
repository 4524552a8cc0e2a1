import Testing

@testable import ReorderEngine

/// Clamping to the content, grids, and configuration checks.
@Suite("AutoScroll: clamp, axes, config")
struct AutoScrollClampTests {
  typealias K = AutoScrollKit

  /// Two 1/60 s ticks (after the grace period) from `offset`.
  func twoTicks(
    pointer: Point, offset: Point, content: (width: Double, height: Double),
    axes: AutoScrollAxes
  ) -> (Point, AutoScroller) {
    var s = AutoScroller(config: K.config())
    let vp = Rect(x: offset.x, y: offset.y, width: 600, height: 600)
    _ = s.tick(
      now: 1, pointer: pointer, viewport: vp, contentSize: content, axes: axes, liftTime: 0)
    let r = s.tick(
      now: 1 + 1.0 / 60, pointer: pointer, viewport: vp, contentSize: content, axes: axes,
      liftTime: 0)
    return (r, s)
  }

  @Test func clampedAtContentEndThenStops() {
    // content 2000: max offset 1400; 10 short of it at full depth.
    let p = Point(x: 300, y: 1990)
    let (r, _) = twoTicks(
      pointer: p, offset: Point(x: 0, y: 1390), content: (600, 2000), axes: .vertical)
    #expect(r.y == 1400)
    let (r2, s2) = twoTicks(
      pointer: p, offset: Point(x: 0, y: 1400), content: (600, 2000), axes: .vertical)
    #expect(r2.y == 1400)
    #expect(s2.velocity.y == 0)
    #expect(!s2.isScrolling)
  }

  @Test func clampedAtContentStart() {
    let (r, _) = twoTicks(
      pointer: Point(x: 300, y: 5), offset: Point(x: 0, y: 5), content: (600, 2000),
      axes: .vertical)
    #expect(r.y == 0)
    let (r2, s2) = twoTicks(
      pointer: Point(x: 300, y: 0), offset: Point(x: 0, y: 0), content: (600, 2000),
      axes: .vertical)
    #expect(r2.y == 0)
    #expect(!s2.isScrolling)
  }

  @Test func contentSmallerThanViewportNeverScrolls() {
    for y in [0.0, 599.0] {
      let (r, s) = twoTicks(
        pointer: Point(x: 0, y: y), offset: Point(x: 0, y: 0), content: (300, 300), axes: .both)
      #expect(r == Point(x: 0, y: 0))
      #expect(!s.isScrolling)
    }
  }

  @Test func gridScrollsBothAxes() {
    let corner = Point(x: 1600, y: 1600)  // bottom-right edge of the viewport
    let start = Point(x: 1000, y: 1000)
    let content = (width: 1e5, height: 1e5)
    let (both, s) = twoTicks(pointer: corner, offset: start, content: content, axes: .both)
    #expect(abs(both.x - 1020) < 1e-9 && abs(both.y - 1020) < 1e-9)
    #expect(s.velocity == Point(x: 1200, y: 1200))
    let (v, _) = twoTicks(pointer: corner, offset: start, content: content, axes: .vertical)
    #expect(v.x == 1000 && abs(v.y - 1020) < 1e-9)
    let (h, _) = twoTicks(
      pointer: corner, offset: start, content: content, axes: AutoScrollAxes(.horizontal))
    #expect(abs(h.x - 1020) < 1e-9 && h.y == 1000)
  }

  @Test func defaultConfigIsValid() throws {
    try AutoScrollConfig().validate()
    #expect(AutoScrollConfig().maxSpeed == 1200)
  }

  @Test(arguments: [
    AutoScrollConfig(zone: .absolute(.nan)),
    AutoScrollConfig(zone: .absolute(-1)),
    AutoScrollConfig(zone: .absolute(.infinity)),
    AutoScrollConfig(zone: .fraction(0.6)),
    AutoScrollConfig(zone: .fraction(-0.1)),
    AutoScrollConfig(maxSpeed: -1),
    AutoScrollConfig(maxSpeed: .infinity),
    AutoScrollConfig(gracePeriod: .nan),
    AutoScrollConfig(gracePeriod: -0.1),
    AutoScrollConfig(maxFrameInterval: 0),
    AutoScrollConfig(maxFrameInterval: .infinity),
  ])
  func invalidConfigRejected(config: AutoScrollConfig) {
    #expect {
      try config.validate()
    } throws: { error in
      (error as? ReorderError)?.code == .invalidArgument
    }
  }
}
