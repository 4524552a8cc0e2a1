/// A key the host forwards while an item has focus or is lifted. The host
/// maps its own key codes (space / enter, escape, arrows, home / end).
///
/// Movement keys, in the item's index-path terms:
/// - Lists: `previous` / `next` move by one slot; so do `up` / `down` in a
///   vertical list and `left` / `right` in a horizontal one. The other two
///   arrows do nothing (nil target), as in dnd-kit's sortable coordinates.
/// - Grids: `previous` / `next` / `left` / `right` move by one cell; `up` /
///   `down` by a row (clamped to the last cell when the row below is
///   partial).
/// - Moving by one past either end of a section enters the neighbouring
///   section: `next` at the end goes to slot 0 of the next section,
///   `previous` at the start to the end of the previous one; grid `up` /
///   `down` keep the column there where they can. The rules decide whether
///   the crossing is allowed; a refusal is reported, never skipped over.
/// - `first` / `last` go to the start / end of the item's own section and
///   never cross (like Home / End in a text field): crossing stays one
///   deliberate step at a time, and pressing `first` again at the start
///   does nothing instead of jumping a whole section.
public enum Key: Equatable, Sendable, CaseIterable {
  /// Space or enter: lifts the focused item, or drops the lifted one.
  case pickUpOrDrop
  /// Escape: puts the lifted item back where it was picked up.
  case cancel
  case previous
  case next
  case up
  case down
  case left
  case right
  /// Home: the start of the item's section.
  case first
  /// End: the end of the item's section.
  case last
  /// Tab, in an outline: one level deeper (the focused item, with its
  /// subtree, or the lifted one).
  case indent
  /// Shift+Tab, in an outline: one level up.
  case outdent

  /// True for the keys that move a lifted item.
  public var isMovement: Bool { self != .pickUpOrDrop && self != .cancel }
}

extension Key {
  /// The key's name in recorded traces.
  public var name: String {
    switch self {
    case .pickUpOrDrop: "space"
    case .cancel: "escape"
    case .previous: "previous"
    case .next: "next"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .first: "home"
    case .last: "end"
    case .indent: "tab"
    case .outdent: "shift-tab"
    }
  }

  public init?(name: String) {
    guard let key = Key.allCases.first(where: { $0.name == name }) else { return nil }
    self = key
  }
}
