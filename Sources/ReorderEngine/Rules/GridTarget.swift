/// The grid framing of the reorder rules: the section whose slot cells are
/// nearest, and its cells (`GridSlots`), for the rule's own test.
extension OthersLayout {
  func gridTarget(
    _ rule: ReorderRule, _ drawn: DragGeometry, _ k: IndexPath, _ g: Layout.GridMetrics
  ) -> IndexPath {
    // In the grid's own space, where lines are rows.
    let at = DragGeometry(rect: g.logical(drawn.rect), pointer: g.logical(drawn.pointer))
    let centre = at.rect.center
    // The section whose slot cells are nearest (the slot past a section's
    // last item may lie below the section's span without the lifted item).
    let t = section(near: rule == .pointer ? at.pointer.y : centre.y, current: k.section) { s in
      let first = itemsStart(s)
      let last = first + Double(count(s) / g.columns) * g.rowPitch
      // An empty section's slot cell spans its drop zone when that is taller.
      let end = max(last + g.cellHeight, first + zone(s))
      return rule == .pointer ? (first, end) : (first + g.cellHeight / 2, end - g.cellHeight / 2)
    }
    let slots = GridSlots(
      g: g, section: t, count: count(t), top: itemsStart(t),
      // Anywhere in an empty section's drop zone, across the width, is its slot.
      dropZone: Rect(x: 0, y: itemsStart(t), width: layout.crossExtent, height: zone(t)))
    let under = slots.locate(centre).slot
    switch rule {
    case .midpoint: return slots.midpointTarget(under)
    case .pointer: return slots.pointerTarget(at.pointer, current: k)
    case .center: return slots.centerTarget(centre, under: under, current: k)
    case .edge: return slots.edgeTarget(at.rect, under: under, current: k)
    }
  }
}

/// The slot cells of one grid section in the others' layout: the slot past
/// the last item is a cell too.
struct GridSlots {
  let g: Layout.GridMetrics
  let section: Int
  /// Items of the section other than the lifted one.
  let count: Int
  let top: Double
  let dropZone: Rect

  func cell(_ i: Int) -> Rect {
    Rect(
      x: g.left + Double(i % g.columns) * g.columnPitch,
      y: top + Double(i / g.columns) * g.rowPitch,
      width: g.cellWidth, height: g.cellHeight)
  }

  /// The cell band under a point, and whether the point is in that cell.
  func locate(_ p: Point) -> (slot: Int, inside: Bool) {
    let rows = (count + g.columns) / g.columns
    let row = g.rowPitch > 0 ? clampedIndex((p.y - top) / g.rowPitch, upper: rows - 1) : 0
    let column =
      g.columnPitch > 0 ? clampedIndex((p.x - g.left) / g.columnPitch, upper: g.columns - 1) : 0
    let slot = min(count, row * g.columns + column)
    return (slot, cell(slot).contains(p))
  }
}
