import Testing

@testable import ReorderEngine

/// Speeds against the seed and the anchors' curves, worked out by hand.
@Suite("AutoScroll: speed")
struct AutoScrollSpeedTests {
  typealias K = AutoScrollKit

  /// One 1/60 s frame at `depth`, well after the grace period.
  func frame(_ curve: AutoScrollCurve = .linear, depth: Double) -> (Double, AutoScroller) {
    var s = AutoScroller(config: K.config(curve))
    let p = K.bottom(depth: depth, offset: 1000)
    let vp = K.viewport(y: 1000)
    let size = (width: 600.0, height: 1e7)
    _ = s.tick(now: 5, pointer: p, viewport: vp, contentSize: size, axes: .vertical, liftTime: 0)
    let y = s.tick(
      now: 5 + 1.0 / 60, pointer: p, viewport: vp, contentSize: size, axes: .vertical,
      liftTime: 0
    ).y
    return (y - 1000, s)
  }

  @Test func seedFullDepthIs20UnitsPerFrameAt60Hz() {
    let (moved, s) = frame(depth: 1)
    #expect(abs(moved - 20) < 1e-9)
    #expect(s.velocity.y == 1200)
    #expect(s.isScrolling)
  }

  @Test func linearHalfDepthIsHalfSpeed() {
    let (moved, s) = frame(depth: 0.5)
    #expect(abs(moved - 10) < 1e-9)
    #expect(s.velocity.y == 600)
  }

  @Test func leadingZoneScrollsBackwards() {
    var s = AutoScroller(config: K.config())
    let p = Point(x: 300, y: 1000)  // at the top edge: full depth
    let vp = K.viewport(y: 1000)
    let size = (width: 600.0, height: 1e7)
    _ = s.tick(now: 5, pointer: p, viewport: vp, contentSize: size, axes: .vertical, liftTime: 0)
    let y = s.tick(
      now: 5 + 1.0 / 60, pointer: p, viewport: vp, contentSize: size, axes: .vertical,
      liftTime: 0
    ).y
    #expect(abs(y - 980) < 1e-9)
    #expect(s.velocity.y == -1200)
  }

  @Test func outsideZonesNoScroll() {
    let (moved, s) = frame(depth: 0)
    #expect(moved == 0)
    #expect(!s.isScrolling)
  }

  @Test func rampedValuesByHand() {
    let c = K.config(.ramped)
    // (0.5 - 1)^5 + 1 = 0.96875
    #expect(AutoScrollCurve.ramped.depthFactor(0.5) == 0.96875)
    #expect(AutoScrollCurve.ramped.depthFactor(0) == 0)
    #expect(AutoScrollCurve.ramped.depthFactor(1) == 1)
    // 1 s into the zone: (1 / 2)^5 = 0.03125; 1200 * 0.96875 * 0.03125
    let v = c.velocity(
      pointer: 550, viewportStart: 0, viewportLength: 600, sinceLift: 5, sinceZoneEntry: 1)
    #expect(abs(v - 36.328125) < 1e-9)
    // Ramp over: 1200 * 0.96875
    let full = c.velocity(
      pointer: 550, viewportStart: 0, viewportLength: 600, sinceLift: 5, sinceZoneEntry: 2)
    #expect(abs(full - 1162.5) < 1e-9)
    // The ramp never starts before the grace period ends: 1.15 s after lift
    // is 1 s of ramp, however long ago the zone was entered.
    let early = c.timeFactor(sinceLift: 1.15, sinceZoneEntry: 10)
    #expect(abs(early - 0.03125) < 1e-12)
  }

  @Test func easedValuesByHand() {
    let c = K.config(.eased)
    // depth 0.5 → 0.25; 0.78 s after lift → ((0.78 - 0.36) / 0.84)^2 = 0.25
    let v = c.velocity(
      pointer: 550, viewportStart: 0, viewportLength: 600, sinceLift: 0.78, sinceZoneEntry: 0)
    #expect(abs(v - 75) < 1e-9)
    #expect(c.timeFactor(sinceLift: 0.3, sinceZoneEntry: 0.3) == 0)
    #expect(c.timeFactor(sinceLift: 1.2, sinceZoneEntry: 0) == 1)
  }

  @Test func fractionZoneScalesWithViewport() {
    let c = AutoScrollConfig(zone: .fraction(0.25))
    // 1000-unit viewport: 250-unit zone; 125 into it is half depth.
    let v = c.depthVelocity(pointer: 875, viewportStart: 0, viewportLength: 1000)
    #expect(v == 600)
  }

  /// The exact integrals against a fine Riemann sum of the time factor.
  @Test func integralsMatchNumericSums() {
    var rng = SeededRNG(seed: 3)
    for curve in [AutoScrollCurve.linear, .ramped, .eased] {
      for _ in 0..<20 {
        let a = Double.random(in: -0.5...3, using: &rng)
        let b = a + Double.random(in: 0...1, using: &rng)
        let n = 20_000
        var sum = 0.0
        for i in 0..<n {
          sum += curve.timeFactor(a + (Double(i) + 0.5) * (b - a) / Double(n))
        }
        sum *= (b - a) / Double(n)
        let exact = curve.timeIntegral(b) - curve.timeIntegral(a)
        // A step (linear's grace edge) costs at most one slice, (b - a) / n.
        #expect(abs(exact - sum) < 1e-4, "\(curve) [\(a), \(b)]")
      }
    }
  }
}
