/// How the lifted item looks: seed 001's snapshot (scale 1.05, alpha 0.98,
/// shadow offset (-5, 0), radius 5, opacity 0.4, over 0.25 s).
public struct LiftLook: Equatable, Sendable {
  public var scale: Double
  public var alpha: Double
  public var shadowOffset: Point
  public var shadowRadius: Double
  public var shadowOpacity: Double
  /// Seconds from rest to the full look.
  public var duration: Double
  /// The seed animates with UIKit's default curve, ease-in-out.
  public var easing: Easing

  public init(
    scale: Double = 1.05, alpha: Double = 0.98, shadowOffset: Point = Point(x: -5, y: 0),
    shadowRadius: Double = 5, shadowOpacity: Double = 0.4, duration: Double = 0.25,
    easing: Easing = .easeInOut
  ) {
    self.scale = scale
    self.alpha = alpha
    self.shadowOffset = shadowOffset
    self.shadowRadius = shadowRadius
    self.shadowOpacity = shadowOpacity
    self.duration = duration
    self.easing = easing
  }
}

/// Durations and curves of everything the engine animates.
public struct AnimationConfig: Equatable, Sendable {
  public var lift: LiftLook
  /// Displaced items slide to their new places.
  public var displaceDuration: Double
  public var displaceEasing: Easing
  /// A drop settles the lifted item into its slot.
  public var settleDuration: Double
  /// A cancel returns the lifted item home.
  public var cancelDuration: Double
  /// For both settle and cancel.
  public var settleEasing: Easing

  public init(
    lift: LiftLook = LiftLook(), displaceDuration: Double = 0.2, displaceEasing: Easing = .easeOut,
    settleDuration: Double = 0.25, cancelDuration: Double = 0.25, settleEasing: Easing = .easeOut
  ) {
    self.lift = lift
    self.displaceDuration = displaceDuration
    self.displaceEasing = displaceEasing
    self.settleDuration = settleDuration
    self.cancelDuration = cancelDuration
    self.settleEasing = settleEasing
  }

  /// How long the slides of a drag step last, `interval` seconds after the
  /// drag's previous step: never longer than that interval. Each displaced
  /// item slides its own way, so when steps come faster than the slides
  /// (a fast drag, fast auto-scroll) those still in flight lag one another
  /// and the lifted item's one gap is drawn as a blank stripe between every
  /// pair of them. Slides that end by the next step keep at most the
  /// latest step's items moving, as in a slow drag.
  func displaceDuration(afterStepInterval interval: Double) -> Double {
    interval < displaceDuration ? max(0, interval) : displaceDuration
  }

  public func validate() throws(ReorderError) {
    try Self.check(lift.duration >= 0 && lift.duration.isFinite, "lift duration", lift.duration)
    try Self.check(
      displaceDuration >= 0 && displaceDuration.isFinite, "displace duration", displaceDuration)
    try Self.check(
      settleDuration >= 0 && settleDuration.isFinite, "settle duration", settleDuration)
    try Self.check(
      cancelDuration >= 0 && cancelDuration.isFinite, "cancel duration", cancelDuration)
    try Self.check(lift.scale > 0 && lift.scale.isFinite, "lift scale", lift.scale)
    try Self.check(lift.alpha >= 0 && lift.alpha <= 1, "lift alpha", lift.alpha)
    try Self.check(
      lift.shadowOpacity >= 0 && lift.shadowOpacity <= 1, "shadow opacity", lift.shadowOpacity)
    try Self.check(
      lift.shadowRadius >= 0 && lift.shadowRadius.isFinite, "shadow radius", lift.shadowRadius)
    guard lift.shadowOffset.isFinite else {
      throw ReorderError(.invalidArgument, "shadow offset \(lift.shadowOffset) is not finite")
    }
  }

  /// NaN fails every comparison, so `ok` is false for it too.
  private static func check(_ ok: Bool, _ what: String, _ value: Double) throws(ReorderError) {
    guard ok else { throw ReorderError(.invalidArgument, "\(what) \(value) is out of range") }
  }
}
