/// When the lifted item takes a new slot. Every rule is measured in the
/// frame of `OthersLayout` and keeps the current slot while it is still
/// acceptable (a hysteresis band), so none oscillates: holding the pointer
/// still never moves the item, and moving back past where it came from
/// returns it. An empty section's drop zone (`emptySectionExtent`) counts
/// as an item of its extent in a list and as its one cell, across the
/// width, in a grid: every rule enters it as it would a neighbour.
public enum ReorderRule: Sendable, CaseIterable {
  /// The lifted item's leading edge passes the neighbour's midpoint (default).
  case midpoint
  /// The lifted item's leading edge passes the neighbour's far edge
  /// (DHDragableCellTableView, seed 000): the whole neighbour is passed.
  case edge
  /// The slot under the pointer (seed 001). A slot's span is where the
  /// lifted item would be laid out in it, [start, start + size) along the
  /// main axis, size being the lifted item's (an empty item's span holds
  /// just its start). The item keeps its slot while that span holds the
  /// pointer, else takes the nearest slot whose span does (in another
  /// section, nearest the end it comes in by), so rows are passed one at a
  /// time. In a vertical list (horizontal: along x, top being left), going
  /// down it passes the next row once the pointer is at or below both the
  /// bottom of its slot and the row's bottom minus the item's size; going
  /// up, once the pointer is above both the top of its slot and the row's
  /// top plus the item's size. A row that with the spacing is no larger
  /// than the item is passed as soon as the pointer leaves the item's slot
  /// toward it, a larger one once the pointer is within the item's size of
  /// its far end; no row is passed before the pointer reaches it (or the
  /// spacing before it). Where no span holds the pointer (inside a row
  /// larger than the item, or beyond a section's items) the item takes the
  /// nearer of the two slots on either side of the pointer. Grids: the
  /// cell under the pointer; in the spacing, no change.
  case pointer
  /// Grids: the cell whose centre is nearest the lifted item's centre, once
  /// within half a cell (seed 003). Lists treat it as `midpoint`.
  case center
}

/// Where the lifted item is at one instant of a drag.
public struct DragGeometry: Equatable, Sendable {
  /// The lifted item's rectangle in content coordinates.
  public var rect: Rect
  public var pointer: Point
  public init(rect: Rect, pointer: Point) {
    self.rect = rect
    self.pointer = pointer
  }
}

extension ReorderRule {
  /// The lifted item's leading edge along a list's main axis, as if
  /// unscaled, so a lift transform does not move it.
  static func leadingEdge(_ rect: Rect, vertical: Bool, size: Double) -> Double {
    (vertical ? rect.midY : rect.midX) - size / 2
  }

  /// A list's neighbour slot at `o` with an item of size `s` is passed
  /// going down by a lifted item whose leading edge is at `edge`; true on
  /// a prefix of a section's items.
  ///
  /// `edge`: once the leading edge reaches the next slot (the neighbour's
  /// far edge), inclusive as in seed 000; an empty neighbour with no
  /// spacing is passed only by moving, so lifting an item next to one moves
  /// nothing. `midpoint` (and `center`, in lists): past the midpoint of the
  /// two slots (the neighbour's midpoint as displayed) by a band of half
  /// the spacing, kept inside the two slots so that an item back at a
  /// slot's own place always takes that slot.
  func passes(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double) -> Bool {
    if self == .edge { return s + sp > 0 ? o + s + sp <= top : o < top }
    return o + (s + sp) / 2 + Self.band(s, sp) < top
  }

  /// The neighbour is still passed going back up: true on a prefix too.
  func passedBack(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double) -> Bool {
    if self == .edge { return o < top || o + s + sp <= top }
    return o + (s + sp) / 2 - Self.band(s, sp) <= top
  }

  private static func band(_ s: Double, _ sp: Double) -> Double { min(sp / 2, (s + sp) / 4) }
}

extension OthersLayout {
  /// The slot the rule picks for the lifted item, drawn at `at`, whose
  /// tentative slot is `current` (a slot of the order without it).
  func target(_ rule: ReorderRule, _ at: DragGeometry, current: IndexPath) -> IndexPath {
    switch layout.kind {
    case .list(let c): listTarget(rule, at, current, c)
    case .grid(let c): gridTarget(rule, at, current, layout.gridMetrics(c))
    }
  }

  private func listTarget(_ rule: ReorderRule, _ at: DragGeometry, _ k: IndexPath, _ c: ListConfig)
    -> IndexPath
  {
    let vertical = c.axis == .vertical
    let top = ReorderRule.leadingEdge(at.rect, vertical: vertical, size: size)
    let sp = c.itemSpacing
    let h = size
    if rule == .pointer {
      let p = vertical ? at.pointer.y : at.pointer.x
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

  private func gridTarget(
    _ rule: ReorderRule, _ at: DragGeometry, _ k: IndexPath, _ g: Layout.GridMetrics
  ) -> IndexPath {
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
    let n = count(t)
    let top = itemsStart(t)
    func cell(_ i: Int) -> Rect {
      Rect(
        x: g.left + Double(i % g.columns) * g.columnPitch,
        y: top + Double(i / g.columns) * g.rowPitch,
        width: g.cellWidth, height: g.cellHeight)
    }
    // The cell band under a point; the slot past the last item is a cell too.
    func locate(_ p: Point) -> (slot: Int, inside: Bool) {
      let rows = (n + g.columns) / g.columns
      let row = g.rowPitch > 0 ? clampedIndex((p.y - top) / g.rowPitch, upper: rows - 1) : 0
      let column =
        g.columnPitch > 0 ? clampedIndex((p.x - g.left) / g.columnPitch, upper: g.columns - 1) : 0
      let slot = min(n, row * g.columns + column)
      return (slot, cell(slot).contains(p))
    }
    let stay = k
    // Anywhere in an empty section's drop zone, across the width, is its slot.
    let dropZone = Rect(x: 0, y: top, width: layout.crossExtent, height: zone(t))
    let under = locate(centre)
    let proposed = IndexPath(section: t, item: under.slot)
    switch rule {
    case .midpoint:
      return proposed
    case .pointer:
      let p = locate(at.pointer)
      let over = p.inside || dropZone.contains(at.pointer)
      return over ? IndexPath(section: t, item: p.slot) : stay
    case .center:
      let c = cell(under.slot).center
      let dx = c.x - centre.x
      let dy = c.y - centre.y
      // Squared, so the engine needs no libm `sqrt` (a debug build calls it).
      let r = g.cellWidth / 2
      return dx * dx + dy * dy <= r * r || dropZone.contains(centre) ? proposed : stay
    case .edge:
      guard t == k.section, proposed != k else { return proposed }
      let from = cell(k.item)
      let to = cell(under.slot)
      let r = at.rect
      let xOK = to.x == from.x || (to.x > from.x ? r.maxX >= to.maxX : r.x <= to.x)
      let yOK = to.y == from.y || (to.y > from.y ? r.maxY >= to.maxY : r.y <= to.y)
      return xOK && yOK ? proposed : stay
    }
  }
}
