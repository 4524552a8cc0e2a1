/// One axis of a tick: the zone bookkeeping, the exact integral and the
/// clamp to the scroll limits.
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
    /// Where the zones are measured from: the visible extent's start.
    var start: Double
    var length: Double
    /// The scroll offset and its limits.
    var offset: Double
    var lower: Double
    var upper: Double

    /// A viewport scrolling over content from 0: its offset is its start,
    /// and its largest offset is never negative, even for small content.
    init(pointer: Double, start: Double, length: Double, content: Double) {
      self.init(
        pointer: pointer, start: start, length: length, offset: start, lower: 0,
        upper: max(content - length, 0))
    }

    init(
      pointer: Double, start: Double, length: Double, offset: Double, lower: Double,
      upper: Double
    ) {
      self.pointer = pointer
      self.start = start
      self.length = length
      self.offset = offset
      self.lower = lower
      self.upper = upper
    }
  }

  /// What one axis did in a tick: the new offset, the velocity at `now`,
  /// and from when in the tick it left the axis to an outer container
  /// (`Released`).
  struct AxisResult {
    var offset: Double
    var velocity: Double
    var released: Double?
  }

  /// The edge a drag begins in the zone of, when scrolling there waits for
  /// the pointer to move towards it.
  func gate(_ a: AxisInput) -> Gate? {
    guard config.requiresIntent else { return nil }
    let depthV = config.depthVelocity(
      pointer: a.pointer, viewportStart: a.start, viewportLength: a.length)
    return depthV == 0 ? nil : Gate(sign: depthV < 0 ? -1 : 1, at: a.pointer - a.start)
  }

  /// Advances one axis, scrolling only from `handoff` on (the time an
  /// inner container left it; -infinity for the whole tick).
  func advance(
    _ a: AxisInput, _ s: Step, handoff: Double, _ entry: inout ZoneEntry?, _ gate: inout Gate?
  ) -> AxisResult {
    let depthV = config.depthVelocity(
      pointer: a.pointer, viewportStart: a.start, viewportLength: a.length)
    let sign: Double = depthV < 0 ? -1 : 1
    // Out of that zone, or past where it began towards the edge: intent.
    if let g = gate, depthV == 0 || sign != g.sign || sign * (a.pointer - a.start - g.at) > 0 {
      gate = nil
    }
    // Out of the zones, or at the limit in the scroll's direction (the
    // seed stops there): the axis is an outer container's, all the tick.
    let limit = sign < 0 ? a.lower : a.upper
    if depthV == 0 || sign * (a.offset - limit) >= 0 {
      entry = nil
      return AxisResult(offset: a.offset, velocity: 0, released: -.infinity)
    }
    // Waiting for intent: this container could scroll, so no outer one does.
    if gate != nil {
      entry = nil
      return AxisResult(offset: a.offset, velocity: 0, released: nil)
    }
    let from = max(s.now - s.dt, handoff)
    if entry?.sign != sign {
      entry = ZoneEntry(sign: sign, time: max(min(s.start, s.now), handoff))
    }
    let zoneEntry = entry?.time ?? s.now
    let v =
      depthV
      * config.timeFactor(sinceLift: s.now - s.liftTime, sinceZoneEntry: s.now - zoneEntry)
    guard s.now > from else { return AxisResult(offset: a.offset, velocity: v, released: nil) }
    let integral = config.timeIntegral(
      from: from, to: s.now, liftTime: s.liftTime, zoneEntry: zoneEntry)
    let moved = a.offset + depthV * integral
    guard moved.isFinite else { return AxisResult(offset: a.offset, velocity: 0, released: nil) }
    guard sign * (moved - limit) >= 0 else {
      return AxisResult(offset: moved, velocity: v, released: nil)
    }
    // Reached the limit within the tick: the rest of it is the outer's.
    let reached = reachTime(
      distance: (limit - a.offset) / depthV, from: from, to: s.now, s, zoneEntry)
    return AxisResult(offset: limit, velocity: v, released: reached)
  }

  /// When in [from, to] the integral of the time factor reaches `distance`
  /// (it grows monotonically): by bisection, to a nanosecond.
  private func reachTime(
    distance: Double, from: Double, to: Double, _ s: Step, _ zoneEntry: Double
  ) -> Double {
    var lo = from
    var hi = to
    var rounds = 0
    while hi - lo > 1e-9 && rounds < 80 {
      let mid = (lo + hi) / 2
      let i = config.timeIntegral(from: from, to: mid, liftTime: s.liftTime, zoneEntry: zoneEntry)
      if i < distance { lo = mid } else { hi = mid }
      rounds += 1
    }
    return hi
  }
}
