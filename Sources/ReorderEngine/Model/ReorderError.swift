/// Every way an engine call can fail. Thrown, never trapped: the C ABI turns
/// each code into a status and the message into `reorder_engine_last_error`.
public struct ReorderError: Error, Equatable, CustomStringConvertible {
  public enum Code: Equatable, Sendable {
    /// A number that is NaN, infinite, negative or too large where it may not be.
    case invalidArgument
    case duplicateID
    case unknownID
    case outOfRange
    case tooManyItems
    /// The rules (section lock, capacity, minimum, pinned item, host hook) said no.
    case refused
    /// The call does not fit the engine's current state (e.g. nothing to undo).
    case wrongState
  }

  public var code: Code
  public var message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }
}

extension ReorderError {
  static func size(_ value: Double, _ what: String = "size") -> ReorderError {
    ReorderError(.invalidArgument, "\(what) \(value) is not a finite number in 0...\(maxExtent)")
  }

  /// Validates a size, spacing or inset the host passed.
  static func checkExtent(_ value: Double, _ what: String = "size") throws(ReorderError) {
    guard value.isFinite, value >= 0, value <= maxExtent else { throw size(value, what) }
  }
}
