/// The items the host selected, in the order it selected them. Kept by id,
/// so moves and host edits never confuse it; an item that goes leaves it.
/// Lifting a selected item lifts the selection with it (`DragGroup`).
public struct Selection: Equatable, Sendable {
  /// In selection order.
  public private(set) var ids: [UInt64] = []
  private var members: Set<UInt64> = []

  public init() {}

  public var count: Int { ids.count }
  public func contains(_ id: UInt64) -> Bool { members.contains(id) }

  /// The selection becomes `ids` (distinct: the caller checked).
  mutating func replace(with ids: [UInt64]) {
    self.ids = ids
    members = Set(ids)
  }

  /// Drops the items `gone` says went: O(selected) when any was selected.
  mutating func forget(where gone: (UInt64) -> Bool) {
    guard members.contains(where: gone) else { return }
    ids.removeAll(where: gone)
    members = Set(ids)
  }
}
