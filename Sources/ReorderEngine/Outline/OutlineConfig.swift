/// A list that is an outline (`ListConfig.outline`): items indented by
/// their depth, subtrees dragged whole, depth chosen by the pointer's
/// horizontal offset, and drops into an item's middle.
public struct OutlineConfig: Equatable, Sendable {
  /// Content units per level.
  public var indent: Double
  /// The deepest level an item may reach (0: the top level only).
  public var maxDepth: Int
  /// The fraction of a row's height, about its middle, where a drop makes
  /// the lifted item the row's first child; 0 never.
  public var intoZone: Double
  /// Seconds the pointer stays in a collapsed row's into zone before the
  /// row expands; 0 never.
  public var expandDelay: Double

  public init(
    indent: Double = 24, maxDepth: Int = 32, intoZone: Double = 0.5, expandDelay: Double = 0.7
  ) {
    self.indent = indent
    self.maxDepth = maxDepth
    self.intoZone = intoZone
    self.expandDelay = expandDelay
  }

  public func validate() throws(ReorderError) {
    guard indent.isFinite && indent > 0 && indent <= maxExtent else {
      throw ReorderError(.invalidArgument, "outline indent \(indent) must be in (0, \(maxExtent)]")
    }
    guard maxDepth >= 0 && maxDepth <= Order.maxDepth else {
      throw ReorderError(
        .invalidArgument, "outline max depth \(maxDepth) is out of range 0...\(Order.maxDepth)")
    }
    guard intoZone >= 0 && intoZone <= 1 else {
      throw ReorderError(.invalidArgument, "into zone \(intoZone) is out of range 0...1")
    }
    guard expandDelay.isFinite && expandDelay >= 0 && expandDelay <= 3600 else {
      throw ReorderError(.invalidArgument, "expand delay \(expandDelay) is out of range 0...3600")
    }
  }
}
