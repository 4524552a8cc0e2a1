/// What one pointer event (or poll) meant. The host acts on it: start a drag
/// session, scroll, treat the press as a tap, and so on.
public enum GestureOutcome: Equatable, Sendable {
  /// Nothing happened (idle, ignored, or bad input).
  case none
  /// A press is in progress and has not activated yet.
  case pressing
  /// The drag starts here, at the pointer position and (monotonic) time.
  case lift(at: Point, time: Double)
  /// The press ended without becoming a drag; the press is over.
  case notADrag(NotADragReason)
  /// The lifted item's pointer moved.
  case dragMove(Point, time: Double)
  /// The pointer was released during a drag.
  case drop(Point, time: Double)
  /// The press or drag was cancelled; the host restores whatever it changed.
  case cancel
}

public enum NotADragReason: Equatable, Sendable {
  /// Long press: the pointer left the tolerance before the hold completed,
  /// so the host may scroll instead.
  case movedBeforeDelay
  /// Released before activation: the host may treat it as a tap (seed 004).
  case tap
  /// A non-movable or pinned item, or a press outside the item's handle.
  case notLiftable
}
