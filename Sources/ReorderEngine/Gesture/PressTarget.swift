/// What the host knows about the pressed item at pointer down. The
/// recognizer never looks anything up, so it stays a pure value.
public struct PressTarget: Equatable, Sendable {
  /// The item's frame, in content space.
  public var frame: Rect
  /// False for non-movable or pinned items: they never lift.
  public var canLift: Bool
  /// Optional drag handle, relative to the item's origin. When set, only
  /// presses inside it may lift.
  public var handle: Rect?

  public init(frame: Rect, canLift: Bool = true, handle: Rect? = nil) {
    self.frame = frame
    self.canLift = canLift
    self.handle = handle
  }

  /// Whether a press at `p` (content space) is allowed to start a drag.
  func allowsPress(at p: Point) -> Bool {
    guard canLift else { return false }
    guard let handle else { return true }
    // A broken rect must not let presses through by accident.
    guard frame.isFinite, handle.isFinite else { return false }
    return handle.offsetBy(dx: frame.x, dy: frame.y).contains(p)
  }
}
