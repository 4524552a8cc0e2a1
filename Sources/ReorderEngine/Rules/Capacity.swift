/// Section capacity (seed 004): a full section takes an item only by
/// sending one of its own back to the source section, where the section's
/// `displacement` rule says.
extension Order {
  /// For a move from `from` into the full section of `to` (whose pinned
  /// items are `pins`): where the moved item lands, and which item goes
  /// back where. The last movable item is displaced; only the items
  /// between the slot and it shift, so the slot itself may do even before
  /// a pin.
  func displacement(_ from: IndexPath, _ to: IndexPath, pins: [Int]) throws(ReorderError)
    -> (to: IndexPath, displaced: (node: Int32, to: IndexPath))
  {
    let n2 = count(to.section)
    let candidate = (0..<n2).last { i in
      let f = store.flags(node(at: IndexPath(section: to.section, item: i)))
      return f.contains(.movable) && !f.contains(.pinned)
    }
    guard let i = candidate else {
      throw ReorderError(.refused, "section \(to.section) is full")
    }
    func shifts(_ d: Int) -> Bool {
      d <= i ? pins.contains { $0 >= d && $0 < i } : pins.contains { $0 > i && $0 < d }
    }
    var dest = max(to.item, (pins.last ?? -1) + 1)
    if !shifts(to.item) {
      dest = to.item
    } else if shifts(dest) {
      throw ReorderError(.refused, "displacing would shift a pinned item")
    }
    let slot: Int
    switch rules(to.section).displacement {
    case .vacatedSlot: slot = from.item
    case .sourceStart: slot = 0
    case .sourceEnd: slot = count(from.section) - 1
    }
    return (
      IndexPath(section: to.section, item: dest),
      (
        node(at: IndexPath(section: to.section, item: i)),
        IndexPath(section: from.section, item: slot)
      )
    )
  }
}
