/// One axis of a tick: the zone bookkeeping, the exact integral and the
/// clamp to the content.
extension AutoScroller {
  struct Step {
    var now: Double
    var dt: Double
    /// The previous tick's time: a pointer first seen in a zone is taken to
    /// have been there since then, at every tick rate alike.
    var start: Double
    var liftTime: Double
  }

  struct AxisInput {
    var pointer: Double
    var start: Double
    var length: Double
    var content: Double

    /// Largest offset: never negative, even when the content is smaller.
    var maxOffset: Double { max(content - length, 0) }
  }

  /// The edge a drag begins in the zone of, when scrolling there waits for
  /// the pointer to move towards it.
  func gate(_ a: AxisInput) -> Gate? {
    guard config.requiresIntent else { return nil }
    let depthV = config.depthVelocity(
      pointer: a.pointer, viewportStart: a.start, viewportLength: a.length)
    return depthV == 0 ? nil : Gate(sign: depthV < 0 ? -1 : 1, at: a.pointer - a.start)
  }

  /// Returns the new offset and the velocity at `now` on this axis.
  func advance(_ a: AxisInput, _ s: Step, _ entry: inout ZoneEntry?, _ gate: inout Gate?)
    -> (Double, Double)
  {
    let depthV = config.depthVelocity(
      pointer: a.pointer, viewportStart: a.start, viewportLength: a.length)
    let sign: Double = depthV < 0 ? -1 : 1
    // Out of that zone, or past where it began towards the edge: intent.
    if let g = gate, depthV == 0 || sign != g.sign || sign * (a.pointer - a.start - g.at) > 0 {
      gate = nil
    }
    if gate != nil {
      entry = nil
      return (a.start, 0)
    }
    // At the content edge in the scroll's direction: stop, like the seed.
    let blocked = depthV == 0 || (sign < 0 ? a.start <= 0 : a.start >= a.maxOffset)
    if blocked {
      entry = nil
      return (a.start, 0)
    }
    if entry?.sign != sign { entry = ZoneEntry(sign: sign, time: min(s.start, s.now)) }
    let zoneEntry = entry?.time ?? s.now
    let v =
      depthV
      * config.timeFactor(sinceLift: s.now - s.liftTime, sinceZoneEntry: s.now - zoneEntry)
    guard s.dt > 0 else { return (a.start, v) }
    let integral = config.timeIntegral(
      from: s.now - s.dt, to: s.now, liftTime: s.liftTime, zoneEntry: zoneEntry)
    let moved = a.start + depthV * integral
    guard moved.isFinite else { return (a.start, 0) }
    return (min(max(moved, 0), a.maxOffset), v)
  }
}
