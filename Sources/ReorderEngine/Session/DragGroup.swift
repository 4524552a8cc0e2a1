/// The items lifted together (multi-item drag): the selection's items that
/// may come, gathered at the lift into one run of the lifted item's
/// section, in the order they land in. Each drag step moves the run as one
/// item (`Order.planGroup`), so the others open one gap the size of the
/// group and the run lands together.
struct DragGroup: Equatable {
  /// In run order, the lifted item (the one under the pointer) among them.
  private(set) var ids: [UInt64]
  private(set) var members: Set<UInt64>

  init(ids: [UInt64]) {
    self.ids = ids
    members = Set(ids)
  }

  var count: Int { ids.count }
  var first: UInt64 { ids[0] }
  func contains(_ id: UInt64) -> Bool { members.contains(id) }

  /// Keeps the members `keep` says: O(count).
  mutating func filter(_ keep: (UInt64) -> Bool) {
    ids.removeAll { !keep($0) }
    members = Set(ids)
  }
}

/// In what order a lifted group lands.
public enum GroupOrder: Equatable, Sendable {
  /// The order the host selected the items in (UIKit's).
  case selection
  /// The order the items had before the lift.
  case layout
}
