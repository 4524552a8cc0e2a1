/// Turns raw pointer events into press / lift / drag / drop outcomes.
///
/// A pure value with no clock: every time is the host's, in seconds. Bad
/// input never traps: non-finite points are ignored (the last good point is
/// kept), non-finite or backwards times count as no time passing, and events
/// that do not fit the phase return `.none`.
///
/// A long press lifts on the first move or poll at or past `down + delay`
/// whose point is still within the tolerance; an up never lifts, so a host
/// that wants the lift without movement calls `poll` on its frame clock.
public struct GestureRecognizer: Equatable, Sendable {
  public enum Phase: Equatable, Sendable {
    case idle
    case pressing
    case dragging
  }

  public let activation: Activation
  public private(set) var phase: Phase = .idle
  /// Where the current press went down (nil when idle).
  public private(set) var pressPoint: Point?
  /// The last finite pointer position of the current press or drag.
  public private(set) var lastPoint: Point?
  private var downTime = 0.0
  /// Monotonic: never goes backwards within one press.
  private var now = 0.0

  public init(activation: Activation = .longPress()) throws(ReorderError) {
    try activation.validate()
    self.activation = activation
  }

  /// For an activation the caller has validated already.
  init(validated activation: Activation) {
    self.activation = activation
  }

  /// A press on `item`. A second down while pressing restarts the press (a
  /// lost up must not wedge the recognizer); during a drag it is ignored, so
  /// another finger cannot steal the drag.
  public mutating func pointerDown(at p: Point, time: Double, item: PressTarget)
    -> GestureOutcome
  {
    guard phase != .dragging, p.isFinite, time.isFinite else { return .none }
    reset()
    guard item.allowsPress(at: p) else { return .notADrag(.notLiftable) }
    phase = .pressing
    pressPoint = p
    lastPoint = p
    downTime = time
    now = time
    // A zero delay or threshold activates at the press itself.
    return checkActivation(at: p) ?? .pressing
  }

  public mutating func pointerMove(to p: Point, time: Double) -> GestureOutcome {
    advance(time)
    switch phase {
    case .idle:
      return .none
    case .dragging:
      guard p.isFinite else { return .none }
      lastPoint = p
      return .dragMove(p, time: now)
    case .pressing:
      guard p.isFinite else { return .pressing }
      lastPoint = p
      if case .longPress(_, let tolerance) = activation, !within(tolerance, p) {
        reset()
        return .notADrag(.movedBeforeDelay)
      }
      return checkActivation(at: p) ?? .pressing
    }
  }

  public mutating func pointerUp(at p: Point, time: Double) -> GestureOutcome {
    advance(time)
    switch phase {
    case .idle:
      return .none
    case .pressing:
      reset()
      return .notADrag(.tap)
    case .dragging:
      // A broken final point drops where the pointer last was.
      let at = p.isFinite ? p : (lastPoint ?? p)
      let t = now
      reset()
      return .drop(at, time: t)
    }
  }

  public mutating func pointerCancel(time: Double) -> GestureOutcome {
    advance(time)
    guard phase != .idle else { return .none }
    reset()
    return .cancel
  }

  /// The host's frame clock: lets a long press fire while the pointer is still.
  public mutating func poll(time: Double) -> GestureOutcome {
    advance(time)
    guard phase == .pressing, let p = lastPoint else { return .none }
    return checkActivation(at: p) ?? .pressing
  }

  // MARK: - Internals

  private mutating func advance(_ time: Double) {
    if time.isFinite, time > now { now = time }
  }

  private mutating func reset() {
    phase = .idle
    pressPoint = nil
    lastPoint = nil
  }

  /// Squared distance from the press point: compared against squared radii,
  /// so no square root is needed.
  private func squaredDistance(_ p: Point) -> Double {
    guard let origin = pressPoint else { return .infinity }
    let dx = p.x - origin.x
    let dy = p.y - origin.y
    return dx * dx + dy * dy
  }

  private func within(_ radius: Double, _ p: Point) -> Bool {
    squaredDistance(p) <= radius * radius
  }

  /// Lifts at `p` if the activation rule is met; nil means keep pressing.
  private mutating func checkActivation(at p: Point) -> GestureOutcome? {
    let fire: Bool
    switch activation {
    case .immediate:
      fire = true
    case .longPress(let delay, _):
      // Elapsed time rather than down + delay, so a huge down time cannot
      // round the deadline away.
      fire = now - downTime >= delay
    case .distance(let threshold):
      fire = squaredDistance(p) >= threshold * threshold
    }
    guard fire else { return nil }
    phase = .dragging
    return .lift(at: p, time: now)
  }
}
