/// One item as a node of a weight-balanced order-statistic tree (keyed by
/// position). Nodes live in one array and link to each other by `Int32`
/// index, so an item costs 40 bytes here plus its slot in `IDTable`, and the
/// engine allocates no object per item.
struct ItemNode {
  var id: UInt64
  /// The item's main-axis extent.
  var size: Double
  /// Sum of `size` over this node's subtree: gives index ↔ offset in O(log n).
  var sum: Double
  var left: Int32
  var right: Int32
  /// The parent node, or for a root `rootTag(slot)` of the section holding
  /// it, so a walk up from any item finds its index and its section.
  var parent: Int32
  /// Number of nodes in this subtree.
  var count: Int32
}

extension ItemNode {
  /// A detached node: a tree of one.
  init(leaf id: UInt64, size: Double) {
    self.init(id: id, size: size, sum: size, left: noNode, right: noNode, parent: noNode, count: 1)
  }
}

/// "No node". Root parents are below it: see `rootTag`.
let noNode: Int32 = -1

/// The parent value of a section's root node: it names the section's stable
/// slot, which survives the insertion and removal of other sections.
@inline(__always) func rootTag(_ slot: Int32) -> Int32 { -2 - slot }
@inline(__always) func slotOfRootTag(_ tag: Int32) -> Int32 { -2 - tag }

/// Per-item flags, kept beside the nodes (one byte each) so the node stays
/// at 40 bytes.
public struct ItemFlags: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The item may be lifted and dragged.
  public static let movable = ItemFlags(rawValue: 1 << 0)
  /// The item never moves and no other item passes it.
  public static let pinned = ItemFlags(rawValue: 1 << 1)
  /// In an outline: nothing may be dropped into it or indented under it.
  public static let noChildren = ItemFlags(rawValue: 1 << 2)
  /// In an outline: it moves only among its parent's children.
  public static let keepsParent = ItemFlags(rawValue: 1 << 3)
  public static let `default`: ItemFlags = [.movable]
  static let known: ItemFlags = [.movable, .pinned, .noChildren, .keepsParent]
}
