/// Dropping onto an item to combine the two (react-beautiful-dnd's
/// combine, an iOS home-screen folder): over the middle of another item
/// the drag holds still, and once it has stayed `delay` seconds a drop
/// combines them: the order goes back as at a cancel and the host hears
/// `ItemNotice.combined`. Lists, grids and outlines (there, with items
/// that take no children; the others take drops into them).
public struct CombineConfig: Equatable, Sendable {
  /// The fraction of an item's extent, about its middle, that combines
  /// (a list item's main extent; both extents of a grid cell); in (0, 1].
  public var zone: Double
  /// Seconds over the zone before a drop combines.
  public var delay: Double

  public init(zone: Double = 0.5, delay: Double = 0) {
    self.zone = zone
    self.delay = delay
  }

  public func validate() throws(ReorderError) {
    guard zone > 0 && zone <= 1 else {
      throw ReorderError(.invalidArgument, "combine zone \(zone) is out of range (0, 1]")
    }
    guard delay.isFinite && delay >= 0 && delay <= 3600 else {
      throw ReorderError(.invalidArgument, "combine delay \(delay) is out of range 0...3600")
    }
  }
}
