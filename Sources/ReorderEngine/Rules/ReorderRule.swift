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

  /// In a list, the neighbour slot at `o`, holding an item of size `s`, is
  /// passed going down by a lifted item whose leading edge is at `edge`
  /// (`EdgeRule.swift`, `MidpointRule.swift`). True on a prefix of a
  /// section's items. Not for the pointer rule (`PointerRule.swift`).
  func passes(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double) -> Bool {
    self == .edge
      ? Self.edgePasses(o, s, spacing: sp, edge: top)
      : Self.midpointPasses(o, s, spacing: sp, edge: top)
  }

  /// The neighbour is still passed going back up: true on a prefix too.
  func passedBack(_ o: Double, _ s: Double, spacing sp: Double, edge top: Double) -> Bool {
    self == .edge
      ? Self.edgePassedBack(o, s, spacing: sp, edge: top)
      : Self.midpointPassedBack(o, s, spacing: sp, edge: top)
  }
}

extension OthersLayout {
  /// The slot the rule picks for the lifted item, drawn at `at`, whose
  /// tentative slot is `current` (a slot of the order without it): the
  /// layout's framing (`ListTarget.swift`, `GridTarget.swift`) around the
  /// rule's own test (a file per rule).
  func target(_ rule: ReorderRule, _ drawn: DragGeometry, current: IndexPath) -> IndexPath {
    // Left to right, as the others' layout is computed.
    let at = DragGeometry(
      rect: layout.mirrored(drawn.rect, order), pointer: layout.mirrored(drawn.pointer, order))
    return switch layout.kind {
    case .list(let c): listTarget(rule, at, current, c)
    case .grid(let c): gridTarget(rule, at, current, layout.gridMetrics(c))
    case .flow(let c): flowTarget(rule, at, current, c)
    }
  }
}
