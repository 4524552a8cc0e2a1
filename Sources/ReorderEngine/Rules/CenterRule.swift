/// The center rule (seed 003's grid): the cell whose centre is nearest the
/// lifted item's centre, once within half a cell. Lists treat it as the
/// midpoint rule.
extension GridSlots {
  func centerTarget(_ centre: Point, under: Int, current k: IndexPath) -> IndexPath {
    let c = cell(under).center
    let dx = c.x - centre.x
    let dy = c.y - centre.y
    // Squared, so the engine needs no libm `sqrt` (a debug build calls it).
    let r = g.cellWidth / 2
    let near = dx * dx + dy * dy <= r * r || dropZone.contains(centre)
    return near ? IndexPath(section: section, item: under) : k
  }
}
