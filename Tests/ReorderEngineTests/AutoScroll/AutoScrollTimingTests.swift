import Testing

@testable import ReorderEngine

/// Frame-rate independence, the grace period and hostile clocks.
@Suite("AutoScroll: timing")
struct AutoScrollTimingTests {
  typealias K = AutoScrollKit

  @Test(arguments: [AutoScrollCurve.linear, .ramped, .eased])
  func sameDistanceAt30_60_144Hz(curve: AutoScrollCurve) {
    for (from, to) in [(0.0, 1.0), (1.0, 2.0), (0.0, 3.0)] {
      let d60 = K.distance(curve, hz: 60, depth: 0.7, from: from, to: to)
      #expect(d60 > 0)
      for hz in [30, 144] {
        let d = K.distance(curve, hz: hz, depth: 0.7, from: from, to: to)
        #expect(abs(d - d60) <= 0.01 * d60, "\(curve) \(hz) Hz [\(from), \(to)]: \(d) vs \(d60)")
      }
    }
  }

  @Test func linearSecondAfterGraceIsExact() {
    // Full speed from 0.15 s: 1200 * 0.7 * 0.85.
    let d = K.distance(.linear, hz: 60, depth: 0.7)
    #expect(abs(d - 714) < 1e-6)
  }

  @Test func noScrollDuringGracePeriod() {
    var s = AutoScroller(config: K.config())
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    for i in 0...9 {  // 0 ... 0.15 s at 60 Hz
      let y = s.tick(
        now: 10 + Double(i) / 60, pointer: p, viewport: vp, contentSize: (600, 1e7),
        axes: .vertical, liftTime: 10)
      #expect(y.y == 1000)
      if i < 9 { #expect(!s.isScrolling) }
    }
    let y = s.tick(
      now: 10 + 10.0 / 60, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical,
      liftTime: 10)
    #expect(y.y > 1000)
    #expect(s.isScrolling)
  }

  @Test func stalledClockIsCapped() {
    var s = AutoScroller(config: K.config())
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    _ = s.tick(
      now: 1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    let y = s.tick(
      now: 11, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    #expect(abs(y.y - 1120) < 1e-9)  // 0.1 s at 1200 u/s
  }

  @Test func backwardsTimeScrollsNothingThenResumes() {
    var s = AutoScroller(config: K.config())
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    _ = s.tick(
      now: 2, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    let back = s.tick(
      now: 1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    #expect(back.y == 1000)
    let next = s.tick(
      now: 2 + 1.0 / 60, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical,
      liftTime: 0)
    #expect(abs(next.y - 1020) < 1e-9)
  }

  @Test func nonFiniteInputsNeverScroll() {
    let nan = Double.nan
    let inf = Double.infinity
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    let cases: [(Double, Point, Rect, Double, Double)] = [
      (2, Point(x: 300, y: nan), vp, 1e7, 0),
      (2, Point(x: inf, y: 1590), vp, 1e7, 0),
      (nan, p, vp, 1e7, 0),
      (inf, p, vp, 1e7, 0),
      (-inf, p, vp, 1e7, 0),
      (2, p, vp, 1e7, nan),
      (2, p, vp, 1e7, -inf),
      (2, p, vp, inf, 0),
      (2, p, Rect(x: 0, y: 1000, width: 600, height: inf), 1e7, 0),
    ]
    for (now, pointer, viewport, content, lift) in cases {
      var s = AutoScroller(config: K.config())
      _ = s.tick(
        now: 1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .both, liftTime: 0)
      let r = s.tick(
        now: now, pointer: pointer, viewport: viewport, contentSize: (600, content),
        axes: .both, liftTime: lift)
      #expect(r == Point(x: viewport.x, y: viewport.y))
      #expect(!s.isScrolling)
    }
  }

  @Test func invalidConfigSetDirectlyNeverScrolls() {
    var s = AutoScroller(config: AutoScrollConfig(maxSpeed: .nan))
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    _ = s.tick(
      now: 1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    let r = s.tick(
      now: 1.1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    #expect(r.y == 1000)
  }

  @Test func stopForgetsTheClock() {
    var s = AutoScroller(config: K.config())
    let p = K.bottom(depth: 1, offset: 1000)
    let vp = K.viewport(y: 1000)
    _ = s.tick(
      now: 1, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    s.stop()
    #expect(!s.isScrolling)
    let r = s.tick(
      now: 1.05, pointer: p, viewport: vp, contentSize: (600, 1e7), axes: .vertical, liftTime: 0)
    #expect(r.y == 1000)  // the first tick after stop only records the time
  }
}
