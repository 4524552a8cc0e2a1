import Testing

@testable import ReorderEngine

/// Random event streams (seeded) against an independent tracker of the long
/// press rules: no lift before the delay, none after leaving the tolerance,
/// and a lift on the first poll past the delay.
@Suite("Gesture: properties")
struct GesturePropertyTests {
  static let item = PressTarget(frame: Rect(x: 0, y: 0, width: 300, height: 60))

  /// What the test knows about the current press, kept apart from the recognizer.
  struct Tracker {
    var pressing = false
    var press = Point(x: 0, y: 0)
    var downTime = 0.0
    var now = 0.0
    var leftTolerance = false
  }

  enum Kind {
    case down, up, cancel, poll, move
    static func pick(_ n: Int) -> Kind {
      switch n {
      case 0..<2: .down
      case 2: .up
      case 3: .cancel
      case 4..<18: .poll
      default: .move
      }
    }
  }

  static func randomTime(_ now: Double, _ rng: inout SeededRNG) -> Double {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return now - Double.random(in: 0...1, using: &rng)  // backwards
    default: return now + Double.random(in: 0...0.2, using: &rng)
    }
  }

  /// Mostly small jitter around the press (within `slack`), sometimes a jump.
  static func randomPoint(near p: Point, slack: Double, _ rng: inout SeededRNG) -> Point {
    switch Int.random(in: 0..<20, using: &rng) {
    case 0: return Point(x: .nan, y: p.y)
    case 1: return Point(x: p.x, y: -.infinity)
    default:
      let r = Int.random(in: 0..<12, using: &rng) == 0 ? 40.0 : slack
      return Point(
        x: p.x + Double.random(in: -r...r, using: &rng),
        y: p.y + Double.random(in: -r...r, using: &rng))
    }
  }

  @Test(arguments: 0..<40)
  func longPressNeverLiftsEarlyOrAfterMoving(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    let delay = Double.random(in: 0...0.8, using: &rng)
    let tolerance = Double.random(in: 0...15, using: &rng)
    var g = try GestureRecognizer(activation: .longPress(delay: delay, tolerance: tolerance))
    var t = Tracker()
    var lifts = 0
    for _ in 0..<300 {
      let time = Self.randomTime(t.now, &rng)
      let p = Self.randomPoint(near: t.press, slack: tolerance * 0.8, &rng)
      // Ends are rare so presses live long enough to reach the delay; an
      // idle recognizer mostly gets a new down.
      var kind = Kind.pick(Int.random(in: 0..<40, using: &rng))
      if g.phase == .idle, Bool.random(using: &rng) { kind = .down }
      let wasPressing = t.pressing
      let outcome: GestureOutcome
      switch kind {
      case .down: outcome = g.pointerDown(at: p, time: time, item: Self.item)
      case .up: outcome = g.pointerUp(at: p, time: time)
      case .cancel: outcome = g.pointerCancel(time: time)
      case .poll: outcome = g.poll(time: time)
      case .move: outcome = g.pointerMove(to: p, time: time)
      }
      // Mirror the documented time rule: the down anchors, later times only advance.
      if kind == .down, g.phase == .pressing || outcome != .none, p.isFinite, time.isFinite {
        t = Tracker(pressing: true, press: p, downTime: time, now: time)
      } else if time.isFinite, time > t.now {
        t.now = time
      }
      if wasPressing, kind == .move, p.isFinite {
        let dx = p.x - t.press.x
        let dy = p.y - t.press.y
        if dx * dx + dy * dy > tolerance * tolerance { t.leftTolerance = true }
      }
      if case .lift(_, let liftTime) = outcome {
        lifts += 1
        #expect(t.pressing, "lift without a press, seed \(seed)")
        #expect(t.now - t.downTime >= delay, "lift before the delay, seed \(seed)")
        #expect(!t.leftTolerance, "lift after leaving the tolerance, seed \(seed)")
        #expect(liftTime == t.now)
      } else if wasPressing, kind == .poll, !t.leftTolerance,
        t.now - t.downTime >= delay
      {
        Issue.record("poll past the delay did not lift: \(outcome), seed \(seed)")
      }
      if g.phase != .pressing { t.pressing = false }
      if t.leftTolerance { #expect(g.phase != .pressing) }
      if t.leftTolerance { t.pressing = false }
    }
    // The streams are meant to exercise lifts; a run without one tests nothing.
    #expect(lifts > 0, "seed \(seed)")
  }
}
