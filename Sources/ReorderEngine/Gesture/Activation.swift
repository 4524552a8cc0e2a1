/// How a press becomes a drag. Numbers are the anchors' defaults: UIKit's
/// long press (0.5 s, 10 units of slack), react-beautiful-dnd's 5-unit mouse
/// threshold, and an immediate lift for drag handles.
public enum Activation: Equatable, Sendable {
  /// Hold still (within `tolerance` of the press point) for `delay` seconds.
  case longPress(delay: Double = 0.5, tolerance: Double = 10)
  /// Lift once the pointer has moved at least this far from the press point.
  case distance(Double = 5)
  /// Lift at the press itself (inside the handle, when the item has one).
  case immediate

  /// Throws `.invalidArgument` for NaN, infinite, negative or oversized
  /// numbers, so the recognizer never compares against garbage.
  public func validate() throws(ReorderError) {
    switch self {
    case .longPress(let delay, let tolerance):
      guard delay.isFinite, delay >= 0 else {
        throw ReorderError(.invalidArgument, "long press delay \(delay) is not a finite number ≥ 0")
      }
      try ReorderError.checkExtent(tolerance, "long press tolerance")
    case .distance(let threshold):
      try ReorderError.checkExtent(threshold, "distance threshold")
    case .immediate:
      break
    }
  }
}
