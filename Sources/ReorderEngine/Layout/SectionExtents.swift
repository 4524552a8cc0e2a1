/// Main-axis extents of the sections in a segment tree: the start of a
/// section and the section at an offset are O(log sections), and changing
/// one extent is O(log sections). Sums are recomputed, never updated by
/// deltas, so they do not drift.
struct SectionExtents {
  private var leaves = 1
  private var tree: [Double] = [0, 0]
  private(set) var count = 0

  init(_ extents: [Double] = []) {
    count = extents.count
    while leaves < count { leaves *= 2 }
    tree = Array(repeating: 0, count: 2 * leaves)
    for (i, e) in extents.enumerated() { tree[leaves + i] = e }
    var i = leaves - 1
    while i >= 1 {
      tree[i] = tree[2 * i] + tree[2 * i + 1]
      i -= 1
    }
  }

  subscript(i: Int) -> Double { tree[leaves + i] }

  mutating func set(_ i: Int, _ value: Double) {
    var k = leaves + i
    tree[k] = value
    k /= 2
    while k >= 1 {
      tree[k] = tree[2 * k] + tree[2 * k + 1]
      k /= 2
    }
  }

  var total: Double { tree[1] }

  /// Sum of the first `i` extents. Accumulates top-down in the same order
  /// as `index(at:)`, so a start found by one is exactly the other's.
  func prefix(_ i: Int) -> Double {
    guard i < leaves else { return tree[1] }
    var k = 1
    var lo = 0
    var width = leaves
    var acc = 0.0
    while width > 1 {
      width /= 2
      if i >= lo + width {
        acc += tree[2 * k]
        lo += width
        k = 2 * k + 1
      } else {
        k = 2 * k
      }
    }
    return acc
  }

  /// The section at `offset`: the last one whose start is at or before it
  /// (0 before the first, count-1 past the end).
  func index(at offset: Double) -> Int {
    guard count > 0 else { return 0 }
    var k = 1
    var acc = 0.0
    while k < leaves {
      if acc + tree[2 * k] <= offset {
        acc += tree[2 * k]
        k = 2 * k + 1
      } else {
        k = 2 * k
      }
    }
    return min(k - leaves, count - 1)
  }
}
