/// Main-axis extents of the sections in an order-statistic tree (an
/// `ItemStore` whose node sizes are the extents): the start of a section,
/// the section at an offset, changing an extent and inserting or removing
/// a section are O(log sections). Sums are recomputed, never updated by
/// deltas, so they do not drift.
struct SectionExtents {
  private var store = ItemStore()
  private var root = noNode
  /// The store's id table needs distinct ids; nothing reads them.
  private var serial: UInt64 = 0

  init(_ extents: [Double] = []) {
    let nodes = extents.map { allocate($0) }
    root = store.build(nodes, slot: 0)
  }

  private mutating func allocate(_ extent: Double) -> Int32 {
    serial += 1
    return store.allocate(id: serial, size: extent, flags: .default)
  }

  var count: Int { store.count(root) }

  subscript(i: Int) -> Double { store[store.node(at: i, root: root)].size }

  mutating func set(_ i: Int, _ value: Double) {
    store.resize(store.node(at: i, root: root), to: value)
  }

  /// Replaces every extent, keeping the tree's shape: the sums are then
  /// those of setting each in turn, to the bit. O(n).
  mutating func assign(_ extents: [Double]) { store.resizeAll(root: root, extents) }

  mutating func insert(_ value: Double, at i: Int) {
    store.insert(allocate(value), at: i, root: &root, slot: 0)
  }

  mutating func remove(at i: Int) {
    let n = store.node(at: i, root: root)
    store.detach(n, root: &root)
    store.release(n)
  }

  var total: Double { store.sum(root) }

  /// Sum of the first `i` extents. Adds in the same order as `index(at:)`,
  /// so a start found by one is exactly the other's.
  func prefix(_ i: Int) -> Double { store.prefixSum(i, root: root) }

  /// The section at `offset`: the last one whose start is at or before it
  /// (0 before the first, count-1 past the end).
  func index(at offset: Double) -> Int {
    let starts = store.prefixCount(root: root) { _, before, _, _ in before <= offset }
    return max(0, min(starts, count) - 1)
  }
}
