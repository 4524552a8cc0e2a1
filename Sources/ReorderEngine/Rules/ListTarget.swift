/// The list framing of the reorder rules: which section the lifted item's
/// leading edge is in, and the band of slots around it that the rule's
/// predicates count (`ReorderRule.passes`, `passedBack`); the pointer rule
/// has its own (`PointerRule.swift`).
extension OthersLayout {
  func listTarget(_ rule: ReorderRule, _ at: DragGeometry, _ k: IndexPath, _ c: ListConfig)
    -> IndexPath
  {
    let vertical = c.axis == .vertical
    let sp = c.itemSpacing
    if rule == .pointer {
      return listPointerTarget(vertical ? at.pointer.y : at.pointer.x, k, spacing: sp)
    }
    let top = ReorderRule.leadingEdge(at.rect, vertical: vertical, size: size)
    // Down moves need `lower` passed; up moves need `upper` passed back.
    func band(_ t: Int) -> (lower: Int, upper: Int) {
      (
        countItems(t, spacing: sp) { o, s in rule.passes(o, s, spacing: sp, edge: top) },
        countItems(t, spacing: sp) { o, s in rule.passedBack(o, s, spacing: sp, edge: top) }
      )
    }
    // The section whose slots are nearest the leading edge: past the last
    // slot of a section, the item enters the next one only once its leading
    // edge is nearer that section's first slot.
    let t = section(near: top, current: k.section) { s in
      (itemsStart(s), slotsEnd(s, spacing: sp))
    }
    let b = band(t)
    // Entering a section from above (below) is coming from its first (last) slot.
    let from = t == k.section ? k.item : (t > k.section ? Int.min : Int.max)
    return IndexPath(section: t, item: min(max(from, b.lower), b.upper))
  }
}
