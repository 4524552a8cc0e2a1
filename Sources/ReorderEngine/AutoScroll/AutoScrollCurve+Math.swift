/// The curves' shapes. Time factors come with their exact integrals so the
/// distance scrolled depends on elapsed time only, never on the tick rate.
extension AutoScrollCurve {
  /// Android ItemTouchHelper's DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS (2000 ms).
  static let rampDuration = 2.0
  /// react-beautiful-dnd's durationDampening: accelerateAt 360 ms and
  /// stopDampeningAt 1200 ms, measured from the drag start.
  static let dampenStart = 0.36
  static let dampenEnd = 1.2

  /// Speed fraction (0...1) at depth fraction `d` (0 = zone boundary,
  /// 1 = viewport edge), before any time factor.
  public func depthFactor(_ d: Double) -> Double {
    let t = min(max(d, 0), 1)
    switch self {
    case .linear:
      // dh_processEdgeScroll: (minOffsetY - touchPoint.y) / range * 20.
      return t
    case .ramped:
      // ItemTouchHelper.Callback.interpolateOutOfBoundsScroll caps the speed
      // with sDragViewScrollCapInterpolator: t -= 1; t*t*t*t*t + 1.
      let u = t - 1
      return u * u * u * u * u + 1
    case .eased:
      // rbd config.ease: percentage ** 2.
      return t * t
    }
  }

  /// Time factor (0...1) `s` seconds after the curve's time origin.
  func timeFactor(_ s: Double) -> Double {
    switch self {
    case .linear:
      return s >= 0 ? 1 : 0
    case .ramped:
      // interpolateOutOfBoundsScroll: sDragScrollInterpolator (t^5) of
      // min(1, msSinceStartScroll / 2000).
      let r = min(max(s / Self.rampDuration, 0), 1)
      return r * r * r * r * r
    case .eased:
      // rbd dampenValueByTime: ease((runTime - accelerateAt) / (stopAt -
      // accelerateAt)) between the two. Its minimum of 1 px per frame before
      // accelerateAt is per frame, not per second, so it is left out here.
      let span = Self.dampenEnd - Self.dampenStart
      let r = min(max((s - Self.dampenStart) / span, 0), 1)
      return r * r
    }
  }

  /// ∫₀ˢ timeFactor, an antiderivative used to integrate a tick exactly.
  func timeIntegral(_ s: Double) -> Double {
    switch self {
    case .linear:
      return max(s, 0)
    case .ramped:
      let d = Self.rampDuration
      guard s > 0 else { return 0 }
      if s >= d { return d / 6 + (s - d) }
      let r = s / d
      return d * r * r * r * r * r * r / 6
    case .eased:
      let a = Self.dampenStart
      let span = Self.dampenEnd - a
      guard s > a else { return 0 }
      if s >= Self.dampenEnd { return span / 3 + (s - Self.dampenEnd) }
      let r = (s - a) / span
      return span * r * r * r / 3
    }
  }
}
