/// The selection: which items a lift carries together.
extension Engine {
  /// Selects `ids`, in this order (the order the group lands in, unless
  /// `groupOrder` says the order they have). Empty clears it. Every id must
  /// be an item's, once; on error the selection is unchanged. A drag in
  /// progress keeps the group it lifted.
  public mutating func select(_ ids: [UInt64]) throws(ReorderError) {
    var seen = Set<UInt64>(minimumCapacity: ids.count)
    for id in ids {
      guard order.contains(id: id) else { throw ReorderError(.unknownID, "no item has id \(id)") }
      guard seen.insert(id).inserted else {
        throw ReorderError(.duplicateID, "id \(id) is selected twice")
      }
    }
    selection.replace(with: ids)
  }
}
