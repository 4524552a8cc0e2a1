/// An item's place in an outline, kept beside its node while the engine is
/// an outline (`ItemStore.outline`): its depth, whether it is collapsed or
/// hidden, and over the node's subtree of the order tree the least depth
/// and how many items have it. Those two answer, in O(log n), where a
/// subtree of the outline ends, which item is a parent and how many
/// siblings an item has (`ItemStore+Outline.swift`).
struct OutlineNode: Equatable {
  var depth: UInt8 = 0
  var bits: OutlineBits = []
  var minDepth: UInt8 = 0
  var minCount: Int32 = 1

  static let leaf = OutlineNode()
}

struct OutlineBits: OptionSet, Equatable {
  let rawValue: UInt8
  /// Its descendants are hidden.
  static let collapsed = OutlineBits(rawValue: 1 << 0)
  /// An ancestor is collapsed: the item takes no room (its node's size is
  /// 0, its own kept in `ItemStore.hiddenSizes`) and is never hit or shown.
  static let hidden = OutlineBits(rawValue: 1 << 1)
}

extension NodeLinks {
  /// The outline aggregates of `n` from its children's.
  @inline(__always) func pullOutline(_ n: Int32, _ l: Int32, _ r: Int32) {
    guard let o = outline else { return }
    var m = o[Int(n)].depth
    var c: Int32 = 1
    @inline(__always) func take(_ x: Int32) {
      guard x != noNode else { return }
      let a = o[Int(x)]
      if a.minDepth < m {
        m = a.minDepth
        c = a.minCount
      } else if a.minDepth == m {
        c += a.minCount
      }
    }
    take(l)
    take(r)
    o[Int(n)].minDepth = m
    o[Int(n)].minCount = c
  }
}
