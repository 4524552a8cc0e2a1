/// A scroll container around the engine's viewport (or around a transfer
/// group's members: a board's columns in a sideways scrolling view), as the
/// host reports it. While a drag holds the pointer near one of its edges
/// and the container inside can no longer scroll that way, it edge-scrolls
/// too, by its own zones and curve (innermost first, per axis).
public struct OuterScroll: Equatable, Sendable {
  /// The container's visible rect in the shared space (the one the engine
  /// frames are in, `Engine.groupFrame`).
  public var visible: Rect
  /// Its scroll offset, within `minOffset...maxOffset` on each axis.
  public var offset: Point
  /// Its scroll limits; equal on an axis it does not scroll.
  public var minOffset: Point
  public var maxOffset: Point
  /// Its edge auto-scroll: zones, curve, speed, grace and intent.
  public var config: AutoScrollConfig

  public init(
    visible: Rect, offset: Point = Point(x: 0, y: 0), minOffset: Point = Point(x: 0, y: 0),
    maxOffset: Point = Point(x: 0, y: 0), config: AutoScrollConfig = AutoScrollConfig()
  ) {
    self.visible = visible
    self.offset = offset
    self.minOffset = minOffset
    self.maxOffset = maxOffset
    self.config = config
  }

  /// Throws `.invalidArgument` for a non-finite or too-large number, a
  /// negative size, inverted limits or an offset outside them.
  public func validate() throws(ReorderError) {
    let v = visible
    guard
      [v.x, v.y, offset.x, offset.y, minOffset.x, minOffset.y, maxOffset.x, maxOffset.y]
        .allSatisfy({ $0.isFinite && abs($0) <= maxExtent })
    else {
      throw ReorderError(
        .invalidArgument, "outer scroll numbers must be finite and within ±\(maxExtent)")
    }
    try ReorderError.checkExtent(v.width, "outer scroll visible width")
    try ReorderError.checkExtent(v.height, "outer scroll visible height")
    guard minOffset.x <= maxOffset.x, minOffset.y <= maxOffset.y else {
      throw ReorderError(
        .invalidArgument,
        "outer scroll limits are inverted: min (\(minOffset.x), \(minOffset.y)) "
          + "> max (\(maxOffset.x), \(maxOffset.y))")
    }
    guard (minOffset.x...maxOffset.x).contains(offset.x),
      (minOffset.y...maxOffset.y).contains(offset.y)
    else {
      throw ReorderError(
        .invalidArgument, "outer scroll offset (\(offset.x), \(offset.y)) is outside its limits")
    }
    try config.validate()
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

/// An outer container and its auto-scroll state during a drag.
struct OuterScroller: Equatable, Sendable {
  var scroll: OuterScroll
  var state: AutoScroller

  init(_ scroll: OuterScroll) {
    self.scroll = scroll
    state = AutoScroller(config: scroll.config)
  }

  /// Advances with the pointer at `shared`, after the container inside
  /// released what it did (`inner`); returns how far it scrolled.
  mutating func tick(now: Double, shared: Point, after inner: Released, liftTime: Double)
    -> Point
  {
    let to = state.tick(now: now, pointer: shared, outer: scroll, after: inner, liftTime: liftTime)
    let d = Point(x: to.x - scroll.offset.x, y: to.y - scroll.offset.y)
    scroll.offset = to
    return d
  }

  /// The host's report of the container, honoured mid-drag: the scroll
  /// state goes on. Returns how far the offset moved.
  mutating func update(_ new: OuterScroll) -> Point {
    let d = Point(x: new.offset.x - scroll.offset.x, y: new.offset.y - scroll.offset.y)
    scroll = new
    return d
  }
}
