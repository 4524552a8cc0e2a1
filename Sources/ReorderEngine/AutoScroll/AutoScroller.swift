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
    guard now.isFinite, liftTime.isFinite, pointer.isFinite, viewport.isFinite,
      contentSize.width.isFinite, contentSize.height.isFinite, config.isValid
    else {
      velocity = Point(x: 0, y: 0)
      if now.isFinite { lastTime = max(lastTime ?? now, now) }
      return offset
    }
    let previous = lastTime
    // Time going backwards counts as no time; the clock resumes from the
    // latest time seen, so a glitch never replays a stretch.
    lastTime = max(previous ?? now, now)
    let dt = previous.map { min(max(now - $0, 0), config.maxFrameInterval) } ?? 0
    let step = Step(now: now, dt: dt, start: previous ?? now, liftTime: liftTime)

    var result = offset
    var v = Point(x: 0, y: 0)
    if axes.scrollsX {
      let axis = AxisInput(
        pointer: pointer.x, start: viewport.x, length: viewport.width,
        content: contentSize.width)
      if previous == nil && gatesAtStart { gates.x = gate(axis) }
      (result.x, v.x) = advance(axis, step, &entry.x, &gates.x)
    } else {
      entry.x = nil
    }
    if axes.scrollsY {
      let axis = AxisInput(
        pointer: pointer.y, start: viewport.y, length: viewport.height,
        content: contentSize.height)
      if previous == nil && gatesAtStart { gates.y = gate(axis) }
      (result.y, v.y) = advance(axis, step, &entry.y, &gates.y)
    } else {
      entry.y = nil
    }
    velocity = v
    return result
  }
}
