/// Edge auto-scroll state, ticked by the host's frame clock. A value type:
/// the host (or the session) owns it and passes the time in; it never
/// reads a clock, so a recorded session replays exactly.
public struct AutoScroller: Equatable, Sendable {
  public var config: AutoScrollConfig
  /// Velocity (units/s) at the last tick, 0 on an axis blocked at the
  /// content edge, in the grace period or outside the zones.
  public private(set) var velocity = Point(x: 0, y: 0)
  /// The last tick's time; nil until the first tick after `stop()`.
  private(set) var lastTime: Double?
  /// When the pointer entered the current zone, per axis (Android's
  /// mDragScrollStartTimeInMs); reset on leaving it or switching sides.
  private(set) var entry = ZoneEntries()

  struct ZoneEntries: Equatable, Sendable {
    var x: ZoneEntry?
    var y: ZoneEntry?
  }

  struct ZoneEntry: Equatable, Sendable {
    var sign: Double
    var time: Double
  }

  /// Per axis, the edge whose zone the drag's first tick found the pointer
  /// in and where the pointer was then (from the viewport's start), while
  /// it has not moved towards that edge (`AutoScrollConfig.requiresIntent`).
  private(set) var gates = Gates()
  /// Whether the first tick after `stop()` gates the zones it finds the
  /// pointer in: not for a drag arriving from another engine, which entered
  /// the zone on its way, after its lift.
  private var gatesAtStart = true
  /// What the last tick left to an outer container, per axis.
  public private(set) var released = Released()

  struct Gates: Equatable, Sendable {
    var x: Gate?
    var y: Gate?
  }

  struct Gate: Equatable, Sendable {
    var sign: Double
    var at: Double
  }

  public init(config: AutoScrollConfig = AutoScrollConfig()) {
    self.config = config
  }

  public var isScrolling: Bool { velocity.x != 0 || velocity.y != 0 }

  /// Forgets the clock and the zones; call at drop or cancel.
  public mutating func stop() {
    velocity = Point(x: 0, y: 0)
    lastTime = nil
    entry = ZoneEntries()
    gates = Gates()
    gatesAtStart = true
    released = Released()
  }

  /// Starts afresh for a drag that arrives here mid-way (a transfer group's).
  public mutating func arrive() {
    stop()
    gatesAtStart = false
  }

  /// Advances by the time since the previous tick and returns the new
  /// scroll offset. `viewport.x/y` is the current offset, `pointer` is in
  /// content space. The first tick only records the time. Non-finite or
  /// backwards input scrolls nothing and never traps.
  public mutating func tick(
    now: Double, pointer: Point, viewport: Rect,
    contentSize: (width: Double, height: Double), axes: AutoScrollAxes, liftTime: Double
  ) -> Point {
    let offset = Point(x: viewport.x, y: viewport.y)
    guard pointer.isFinite, viewport.isFinite, contentSize.width.isFinite,
      contentSize.height.isFinite
    else { return halt(now, offset) }
    let x = AxisInput(
      pointer: pointer.x, start: viewport.x, length: viewport.width, content: contentSize.width)
    let y = AxisInput(
      pointer: pointer.y, start: viewport.y, length: viewport.height, content: contentSize.height)
    let all = Released(x: -.infinity, y: -.infinity)
    return run(
      now: now, liftTime: liftTime, x: axes.scrollsX ? x : nil, y: axes.scrollsY ? y : nil,
      handoff: all, offset: offset)
  }

  /// The same for a container around the one holding the drag (`outer`),
  /// the pointer in the space its visible rect is in: each axis scrolls
  /// only from when the inner container left it (`inner`, its `released`).
  public mutating func tick(
    now: Double, pointer: Point, outer: OuterScroll, after inner: Released, liftTime: Double
  ) -> Point {
    config = outer.config
    let v = outer.visible
    guard pointer.isFinite, outer.isValid else { return halt(now, outer.offset) }
    let x = AxisInput(
      pointer: pointer.x, start: v.x, length: v.width, offset: outer.offset.x,
      lower: outer.minOffset.x, upper: outer.maxOffset.x)
    let y = AxisInput(
      pointer: pointer.y, start: v.y, length: v.height, offset: outer.offset.y,
      lower: outer.minOffset.y, upper: outer.maxOffset.y)
    return run(now: now, liftTime: liftTime, x: x, y: y, handoff: inner, offset: outer.offset)
  }

  /// Scrolls nothing: bad input, or a stalled clock.
  private mutating func halt(_ now: Double, _ offset: Point) -> Point {
    velocity = Point(x: 0, y: 0)
    released = Released()
    if now.isFinite { lastTime = max(lastTime ?? now, now) }
    return offset
  }

  /// One tick over the axes given (nil: not scrolled here, left to an
  /// outer container), each from its `handoff` time on (nil: an inner
  /// container kept it).
  private mutating func run(
    now: Double, liftTime: Double, x: AxisInput?, y: AxisInput?, handoff: Released,
    offset: Point
  ) -> Point {
    guard now.isFinite, liftTime.isFinite, config.isValid else { return halt(now, offset) }
    let previous = lastTime
    // Time going backwards counts as no time; the clock resumes from the
    // latest time seen, so a glitch never replays a stretch.
    lastTime = max(previous ?? now, now)
    let dt = previous.map { min(max(now - $0, 0), config.maxFrameInterval) } ?? 0
    let step = Step(now: now, dt: dt, start: previous ?? now, liftTime: liftTime)
    if previous == nil && gatesAtStart {
      gates.x = x.flatMap(gate)
      gates.y = y.flatMap(gate)
    }
    let rx = axis(x, step, handoff.x, &entry.x, &gates.x)
    let ry = axis(y, step, handoff.y, &entry.y, &gates.y)
    velocity = Point(x: rx.velocity, y: ry.velocity)
    released = Released(x: rx.released, y: ry.released)
    return Point(x: rx.offset ?? offset.x, y: ry.offset ?? offset.y)
  }

  /// One axis: not scrolled here (free for an outer container all the
  /// tick), kept by an inner container, or advanced.
  private func axis(
    _ a: AxisInput?, _ s: Step, _ handoff: Double?, _ entry: inout ZoneEntry?,
    _ gate: inout Gate?
  ) -> (offset: Double?, velocity: Double, released: Double?) {
    guard let a else {
      entry = nil
      return (nil, 0, -.infinity)
    }
    guard let handoff else {
      entry = nil
      return (nil, 0, nil)
    }
    let r = advance(a, s, handoff: handoff, &entry, &gate)
    return (r.offset, r.velocity, r.released)
  }
}

/// Per axis, from when in the last tick a container left the axis to the
/// one around it: -infinity for the whole tick (out of its zones, at its
/// limit, or not scrolling that way), the time it reached its limit, or
/// nil while it scrolled, or could (innermost first).
public struct Released: Equatable, Sendable {
  public var x: Double?
  public var y: Double?

  public init(x: Double? = nil, y: Double? = nil) {
    self.x = x
    self.y = y
  }
}
