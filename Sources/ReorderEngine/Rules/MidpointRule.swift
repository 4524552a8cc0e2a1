/// The midpoint rule (the default; `center` in lists too): the lifted
/// item's leading edge passes the neighbour's midpoint.
extension ReorderRule {
  /// Past the midpoint of the two slots (the neighbour's midpoint as
  /// displayed) by a band of half the spacing, kept inside the two slots so
  /// that an item back at a slot's own place always takes that slot.
  static func midpointPasses(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double)
    -> Bool
  {
    o + (s + sp) / 2 + band(s, sp) < top
  }

  static func midpointPassedBack(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double)
    -> Bool
  {
    o + (s + sp) / 2 - band(s, sp) <= top
  }

  private static func band(_ s: Double, _ sp: Double) -> Double { min(sp / 2, (s + sp) / 4) }
}

extension GridSlots {
  /// Grids: the cell under the lifted item's centre.
  func midpointTarget(_ under: Int) -> IndexPath { IndexPath(section: section, item: under) }
}
