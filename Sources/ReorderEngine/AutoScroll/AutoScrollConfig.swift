/// How far from each viewport edge the auto-scroll zone reaches.
public enum AutoScrollZone: Equatable, Sendable {
  /// A fixed size in the host's units.
  case absolute(Double)
  /// A fraction (0...0.5) of the viewport's extent on that axis.
  case fraction(Double)

  /// The zone's size on an axis of `length`, at most half of it so the
  /// leading and trailing zones never overlap.
  func size(for length: Double) -> Double {
    let raw: Double
    switch self {
    case .absolute(let v): raw = v
    case .fraction(let f): raw = f * length
    }
    return min(raw, length / 2)
  }
}

/// How speed grows with depth into the zone and with time.
public enum AutoScrollCurve: Equatable, Sendable {
  /// The seed's dh_processEdgeScroll: speed ∝ depth, no time ramp.
  case linear
  /// Android ItemTouchHelper: depth eased by (t−1)^5+1, times a time ramp.
  case ramped
  /// react-beautiful-dnd: depth², with time dampening from the lift.
  case eased
}

/// Which axes auto-scroll: the main axis for lists, both for grids.
public enum AutoScrollAxes: Equatable, Sendable {
  case vertical
  case horizontal
  case both

  /// The main axis of a list.
  public init(_ axis: Axis) {
    self = axis == .vertical ? .vertical : .horizontal
  }

  var scrollsX: Bool { self != .vertical }
  var scrollsY: Bool { self != .horizontal }
}

public struct AutoScrollConfig: Equatable, Sendable {
  public var zone: AutoScrollZone
  /// Units per second at full depth once any time ramp is over. 1200 is
  /// the seed's 20 units per frame at 60 Hz.
  public var maxSpeed: Double
  public var curve: AutoScrollCurve
  /// Seconds after lift before any scrolling. 0.15 s (9 frames at 60 Hz)
  /// keeps an item lifted inside a zone from lurching the list in the
  /// first instant, while staying shorter than the 0.25 s lift animation
  /// so a deliberate hold at the edge still feels immediate.
  public var gracePeriod: Double
  /// Longest step integrated per tick, so a stalled clock doesn't jump.
  public var maxFrameInterval: Double
  /// An item lifted inside a zone scrolls nothing there until the pointer
  /// moves towards that edge (dnd-kit's scroll intent): picking up the
  /// last visible row must not run the list away.
  public var requiresIntent: Bool

  /// The seed's zone size is not shown in its excerpt; 150 units is a
  /// choice: about three 44-unit rows, reachable with a thumb.
  public init(
    zone: AutoScrollZone = .absolute(150), maxSpeed: Double = 1200,
    curve: AutoScrollCurve = .linear, gracePeriod: Double = 0.15,
    maxFrameInterval: Double = 0.1, requiresIntent: Bool = false
  ) {
    self.zone = zone
    self.maxSpeed = maxSpeed
    self.curve = curve
    self.gracePeriod = gracePeriod
    self.maxFrameInterval = maxFrameInterval
    self.requiresIntent = requiresIntent
  }

  /// For a mouse: a 64-unit zone, entered on purpose rather than brushed,
  /// a speed that ramps up over two seconds, and scroll intent. The seed's
  /// curve at full speed from the first instant scrolled about 3,000 units
  /// in two seconds on a desktop, too fast to stop where one meant to.
  public static let desktop = AutoScrollConfig(
    zone: .absolute(64), curve: .ramped, requiresIntent: true)

  /// Throws `.invalidArgument` for NaN, infinite, negative or too-large values.
  public func validate() throws(ReorderError) {
    switch zone {
    case .absolute(let v): try ReorderError.checkExtent(v, "auto-scroll zone")
    case .fraction(let f):
      guard f.isFinite, f >= 0, f <= 0.5 else {
        throw ReorderError(.invalidArgument, "auto-scroll zone fraction \(f) is not in 0...0.5")
      }
    }
    try ReorderError.checkExtent(maxSpeed, "auto-scroll max speed")
    try ReorderError.checkExtent(gracePeriod, "auto-scroll grace period")
    guard maxFrameInterval.isFinite, maxFrameInterval > 0, maxFrameInterval <= 1 else {
      throw ReorderError(
        .invalidArgument, "auto-scroll max frame interval \(maxFrameInterval) is not in (0, 1]")
    }
  }

  var isValid: Bool {
    do throws(ReorderError) {
      try validate()
      return true
    } catch {
      return false
    }
  }
}
