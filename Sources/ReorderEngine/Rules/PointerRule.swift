/// The pointer rule (seed 001): the slot under the pointer, kept while the
/// item's own slot span holds it (see `ReorderRule.pointer`).
extension OthersLayout {
  /// Lists: `p` is the pointer's main-axis offset.
  func listPointerTarget(_ p: Double, _ k: IndexPath, spacing sp: Double) -> IndexPath {
    let h = size
    // Over the item's own slot (its start, for an empty item): stay.
    let start = slotStart(k, spacing: sp)
    if start <= p && (p < start + h || p == start) { return k }
    let t = section(near: p, current: k.section) { s in
      (itemsStart(s), slotsEnd(s, spacing: sp) + h)
    }
    // Entering a section from above (below) is coming from before its
    // first slot (after its last).
    let from = t == k.section ? k.item : (t > k.section ? Int.min : Int.max)
    return IndexPath(section: t, item: pointerSlot(t, p, from: from, sp))
  }

  /// The slot of section `t` nearest `from` whose span (the lifted item
  /// laid out there) holds `p`. If none does, `p` lies between two slots'
  /// spans and the nearer of those two to `from` is taken: either way the
  /// item passes only rows the pointer has reached, and stays put while the
  /// pointer does.
  private func pointerSlot(_ t: Int, _ p: Double, from: Int, _ sp: Double) -> Int {
    let h = size
    let first = itemsStart(t)
    // An empty span holds just its start.
    func ended(_ start: Double) -> Bool { h > 0 ? start + h <= p : start < p }
    // Both count a prefix of the slots (slot i + 1 starts at o + s + sp).
    let started = (first <= p ? 1 : 0) + countItems(t, spacing: sp) { o, s in o + s + sp <= p }
    let passed = (ended(first) ? 1 : 0) + countItems(t, spacing: sp) { o, s in ended(o + s + sp) }
    // Slots passed..<started hold `p`; when that is empty (passed ==
    // started), `p` lies between slots started - 1 and started.
    let lo = max(0, min(passed, started - 1))
    let hi = min(count(t), max(passed, started - 1))
    return min(max(from, lo), hi)
  }

}

extension GridSlots {
  /// Grids: the cell under the pointer; in the spacing, no change.
  func pointerTarget(_ pointer: Point, current k: IndexPath) -> IndexPath {
    let p = locate(pointer)
    let over = p.inside || dropZone.contains(pointer)
    return over ? IndexPath(section: section, item: p.slot) : k
  }
}
