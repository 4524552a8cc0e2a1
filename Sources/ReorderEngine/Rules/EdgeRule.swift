/// The edge rule (DHDragableCellTableView, seed 000): the lifted item's
/// leading edge passes the neighbour's far edge, so the whole neighbour is
/// passed.
extension ReorderRule {
  /// Down once the leading edge reaches the next slot (the neighbour's far
  /// edge), inclusive as in seed 000. An empty neighbour with no spacing is
  /// passed only by moving, so lifting an item next to one moves nothing.
  static func edgePasses(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double) -> Bool {
    s + sp > 0 ? o + s + sp <= top : o < top
  }

  /// Up once the leading edge is back at the neighbour's slot, inclusive.
  static func edgePassedBack(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double)
    -> Bool
  {
    o < top || o + s + sp <= top
  }
}

extension GridSlots {
  /// Grids: within the section, the cell under the centre once the lifted
  /// rectangle covers that cell's far edges along each axis it moves on;
  /// entering another section, the cell under the centre.
  func edgeTarget(_ rect: Rect, under: Int, current k: IndexPath) -> IndexPath {
    let proposed = IndexPath(section: section, item: under)
    guard section == k.section, proposed != k else { return proposed }
    let from = cell(k.item)
    let to = cell(under)
    let xOK = to.x == from.x || (to.x > from.x ? rect.maxX >= to.maxX : rect.x <= to.x)
    let yOK = to.y == from.y || (to.y > from.y ? rect.maxY >= to.maxY : rect.y <= to.y)
    return xOK && yOK ? proposed : k
  }
}
