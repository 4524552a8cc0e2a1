/// Per-axis velocity: pure functions of the pointer, the viewport and time.
extension AutoScrollConfig {
  /// Signed speed (units/s) from depth alone: negative in the leading zone,
  /// positive in the trailing one, 0 outside both or for non-finite input.
  /// A pointer past the viewport edge counts as full depth, like Android's
  /// min(1, outOfBounds / viewSize).
  public func depthVelocity(pointer: Double, viewportStart: Double, viewportLength: Double)
    -> Double
  {
    guard pointer.isFinite, viewportStart.isFinite, viewportLength.isFinite,
      viewportLength > 0, isValid
    else { return 0 }
    let zoneSize = zone.size(for: viewportLength)
    guard zoneSize > 0 else { return 0 }
    let local = pointer - viewportStart
    let lead = (zoneSize - local) / zoneSize
    let trail = (local - (viewportLength - zoneSize)) / zoneSize
    guard local.isFinite else { return 0 }
    if lead > 0 { return -maxSpeed * curve.depthFactor(lead) }
    if trail > 0 { return maxSpeed * curve.depthFactor(trail) }
    return 0
  }

  /// Time factor (0...1): 0 during the grace period; `.ramped` ramps from
  /// entering the zone (Android's msSinceStartScroll) but not before the
  /// grace period ends; `.eased` dampens from the lift (rbd's dragStartTime).
  public func timeFactor(sinceLift: Double, sinceZoneEntry: Double) -> Double {
    guard sinceLift.isFinite, sinceZoneEntry.isFinite, isValid, sinceLift >= gracePeriod else {
      return 0
    }
    switch curve {
    case .linear: return 1
    case .ramped: return curve.timeFactor(min(sinceZoneEntry, sinceLift - gracePeriod))
    case .eased: return curve.timeFactor(sinceLift)
    }
  }

  /// Signed velocity (units/s) on one axis.
  public func velocity(
    pointer: Double, viewportStart: Double, viewportLength: Double,
    sinceLift: Double, sinceZoneEntry: Double
  ) -> Double {
    let v = depthVelocity(
      pointer: pointer, viewportStart: viewportStart, viewportLength: viewportLength)
    guard v != 0 else { return 0 }
    return v * timeFactor(sinceLift: sinceLift, sinceZoneEntry: sinceZoneEntry)
  }

  /// Where the curve's time factor starts, as an absolute time.
  func timeOrigin(liftTime: Double, zoneEntry: Double) -> Double {
    switch curve {
    case .linear: return liftTime + gracePeriod
    case .ramped: return max(zoneEntry, liftTime + gracePeriod)
    case .eased: return liftTime
    }
  }

  /// ∫ timeFactor over [from, to] (absolute times), exact, with nothing
  /// counted before the grace period ends.
  func timeIntegral(from: Double, to: Double, liftTime: Double, zoneEntry: Double) -> Double {
    let g = liftTime + gracePeriod
    let a = max(from, g)
    let b = max(to, g)
    guard b > a else { return 0 }
    let o = timeOrigin(liftTime: liftTime, zoneEntry: zoneEntry)
    return curve.timeIntegral(b - o) - curve.timeIntegral(a - o)
  }
}
