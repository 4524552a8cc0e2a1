import Testing

@testable import ReorderEngine

/// The tree pool directly: queries against a plain array, and the
/// aggregates and links after every structural change.
@Suite struct ItemStoreTests {
  /// One tree in `slot` (0 unless said), mirrored by `ids` / `sizes`.
  struct Harness {
    var store = ItemStore()
    var root = noNode
    var slot: Int32 = 0
    var ids: [UInt64] = []
    var sizes: [Double] = []

    mutating func insert(_ id: UInt64, _ size: Double, at k: Int) {
      let n = store.allocate(id: id, size: size, flags: .default)
      store.insert(n, at: k, root: &root, slot: slot)
      ids.insert(id, at: k)
      sizes.insert(size, at: k)
    }

    mutating func remove(at k: Int) {
      let n = store.node(at: k, root: root)
      store.detach(n, root: &root)
      store.release(n)
      ids.remove(at: k)
      sizes.remove(at: k)
    }

    /// Checks the tree, with the store's other trees `others` (slot, root).
    func check(others: [(Int32, Int32)] = [], sourceLocation: SourceLocation = #_sourceLocation) {
      var problems: [String] = []
      ModelSupport.checkStore(store, roots: [(slot, root)] + others, &problems)
      for p in problems.prefix(5) {
        Issue.record(Comment(rawValue: p), sourceLocation: sourceLocation)
      }
      #expect(store.count(root) == ids.count, sourceLocation: sourceLocation)
      var before = 0.0
      for (k, id) in ids.enumerated() {
        let n = store.node(at: k, root: root)
        let p = n == noNode ? nil : store.position(of: n)
        let ok =
          n != noNode && store[n].id == id && store.find(id) == n && p?.index == k
          && p?.before == before && p?.slot == slot && store.prefixSum(k, root: root) == before
        if !ok {
          Issue.record("item \(k) (id \(id)) disagrees", sourceLocation: sourceLocation)
          return
        }
        before += sizes[k]
      }
      #expect(store.node(at: ids.count, root: root) == noNode, sourceLocation: sourceLocation)
      #expect(store.node(at: -1, root: root) == noNode, sourceLocation: sourceLocation)
      #expect(store.prefixSum(ids.count, root: root) == before, sourceLocation: sourceLocation)
      #expect(store.sum(root) == before, sourceLocation: sourceLocation)
    }
  }

  @Test func randomInsertRemoveResize() {
    var rng = SeededRNG(seed: 7)
    var h = Harness()
    var next: UInt64 = 0
    for step in 0..<2_000 {
      let roll = Int.random(in: 0..<10, using: &rng)
      if roll < 5 || h.ids.isEmpty {
        h.insert(
          next, ModelSupport.dyadicSize(&rng), at: Int.random(in: 0...h.ids.count, using: &rng))
        next += 1
      } else if roll < 8 {
        h.remove(at: Int.random(in: 0..<h.ids.count, using: &rng))
      } else {
        let k = Int.random(in: 0..<h.ids.count, using: &rng)
        let size = ModelSupport.dyadicSize(&rng)
        h.store.resize(h.store.node(at: k, root: h.root), to: size)
        h.sizes[k] = size
      }
      if step % 5 == 0 { h.check() }
    }
    h.check()
    // Nodes are recycled: the pool never held more than the peak count.
    #expect(h.store.nodes.count < Int(next))
  }

  @Test func detachEveryPositionOfSmallTrees() {
    for n in 1...12 {
      for k in 0..<n {
        var h = Harness()
        for i in 0..<n { h.insert(UInt64(i), Double(i + 1), at: i) }
        h.remove(at: k)
        h.check()
        if h.ids.count == n - 1 && !h.ids.contains(UInt64(k)) { continue }
        Issue.record("removing \(k) of \(n) went wrong")
      }
    }
  }

  @Test(arguments: [0, 1, 2, 5, 64, 1_000])
  func buildMatchesInsertion(count: Int) {
    var h = Harness()
    var order: [Int32] = []
    for i in 0..<count {
      order.append(h.store.allocate(id: UInt64(i) << 32, size: Double(i % 9), flags: .default))
      h.ids.append(UInt64(i) << 32)
      h.sizes.append(Double(i % 9))
    }
    h.root = h.store.build(order, slot: 0)
    h.check()
    // Then the built tree behaves like any other.
    h.insert(.max, 0.5, at: count / 2)
    if count > 0 { h.remove(at: 0) }
    h.check()
  }

  // MARK: bulk load

  /// Loads `ids` into the harness's tree, as `Order.loadSection` does, and
  /// returns the nodes in item order.
  @discardableResult
  private func load(_ h: inout Harness, _ ids: [UInt64], _ sizes: [Double]) -> [Int32] {
    var duplicate: UInt64?
    let load = h.store.loadAll(
      ids: ids, sizes: sizes, flags: [], slot: h.slot, duplicate: &duplicate)
    #expect(load != nil && duplicate == nil)
    h.root = load?.root ?? noNode
    h.ids = ids
    h.sizes = sizes
    return load?.nodes ?? []
  }

  /// The nodes of `root` in preorder (root, left subtree, right subtree).
  private func preorder(_ store: ItemStore, _ root: Int32) -> [Int32] {
    var out: [Int32] = []
    var stack = [root]
    while let x = stack.popLast() {
      guard x != noNode else { continue }
      out.append(x)
      stack.append(store[x].right)
      stack.append(store[x].left)
    }
    return out
  }

  /// A loaded tree lies in preorder over the nodes it took, lowest first.
  private func expectPreorder(
    _ store: ItemStore, _ root: Int32, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let nodes = preorder(store, root)
    #expect(nodes == nodes.sorted(), sourceLocation: sourceLocation)
  }

  /// A bulk load gives the tree `build` gives (shape, and sums to the bit
  /// with inexact sizes too), laid out in preorder over fresh nodes 0..<n:
  /// every left child is the node after its parent.
  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 100, 1_000], [true, false])
  func loadAllMatchesBuildInPreorder(count: Int, exact: Bool) {
    var rng = SeededRNG(seed: UInt64(count) + 40)
    let ids = (0..<count).map { UInt64($0) * 977 + 3 }
    let sizes = (0..<count).map { _ in
      exact ? ModelSupport.dyadicSize(&rng) : Double.random(in: 0...50, using: &rng)
    }
    var h = Harness()
    let nodes = load(&h, ids, sizes)
    // Its sums compared with adding the sizes one by one: exact sizes only.
    if exact { h.check() }
    expectPreorder(h.store, h.root)
    #expect(Set(nodes) == Set(0..<Int32(count)))
    #expect(nodes.allSatisfy { h.store[$0].left == noNode || h.store[$0].left == $0 + 1 })
    var built = ItemStore()
    let order = zip(ids, sizes).map { built.allocate(id: $0, size: $1, flags: .default) }
    _ = built.build(order, slot: 0)
    for k in 0..<count {
      let (a, b) = (h.store[nodes[k]], built[order[k]])
      #expect(a.count == b.count && a.sum.bitPattern == b.sum.bitPattern, "item \(k)")
    }
  }

  /// A reload takes back the nodes released, in order (laid out lowest
  /// first), and the pool grows only by what the free list lacks.
  @Test func reloadReusesTheFreedNodes() {
    var h = Harness()
    let first = load(&h, (0..<1_000).map { UInt64($0) }, Array(repeating: 1, count: 1_000))
    // As `Order.loadSection` releases a section: in item order.
    h.store.releaseAll(first, kept: [])
    let smaller = load(&h, (0..<600).map { UInt64($0) + 5_000 }, Array(repeating: 2, count: 600))
    h.check()
    expectPreorder(h.store, h.root)
    #expect(Set(smaller) == Set(first.prefix(600)) && h.store.nodes.count == 1_000)
    // A second tree takes the 400 still free, then 100 new nodes.
    var second = Harness(store: h.store, slot: 1)
    let larger = load(
      &second, (0..<500).map { UInt64($0) + 9_000 }, Array(repeating: 3, count: 500))
    second.check(others: [(0, h.root)])
    expectPreorder(second.store, second.root)
    #expect(Set(larger) == Set(first.suffix(400) + (1_000..<1_100)))
    #expect(second.store.nodes.count == 1_100)
  }

  /// Freed nodes scattered over the pool (sorted, not mapped by a bitmap)
  /// are taken in ascending order too, and the tree over them holds up.
  @Test func loadOverScatteredFreeNodes() {
    var rng = SeededRNG(seed: 41)
    var h = Harness()
    for i in 0..<2_000 { h.insert(UInt64(i), 1, at: i) }
    for _ in 0..<12 { h.remove(at: Int.random(in: 0..<h.ids.count, using: &rng)) }
    var other = Harness(store: h.store, slot: 1)
    let nodes = load(&other, (0..<12).map { UInt64($0) + 10_000 }, (0..<12).map { Double($0) })
    other.check(others: [(0, h.root)])
    expectPreorder(other.store, other.root)
    #expect(other.store.nodes.count == 2_000 && nodes.allSatisfy { $0 < 2_000 })
    h.store = other.store
    h.check(others: [(1, other.root)])
  }

  /// A load with a duplicate id keeps nothing, and the nodes it took are
  /// free again, lowest first.
  @Test func loadWithADuplicateKeepsNothing() {
    var h = Harness()
    load(&h, [1, 2, 3], [1, 1, 1])
    var duplicate: UInt64?
    let failed = h.store.loadAll(
      ids: [7, 8, 2, 9], sizes: [1, 1, 1, 1], flags: [], slot: 1, duplicate: &duplicate)
    #expect(failed == nil && duplicate == 2)
    #expect(h.store.liveCount == 3 && h.store.find(7) == noNode)
    h.check()
    var other = Harness(store: h.store, slot: 1)
    let nodes = load(&other, [7, 8, 9, 10], [4, 3, 2, 1])
    #expect(Set(nodes) == Set(3..<7) && other.store.nodes.count == 7)
    other.check(others: [(0, h.root)])
    expectPreorder(other.store, other.root)
  }

  /// Free nodes count as room: reserving for a reload keeps the pool (a
  /// copy would double it and lose its huge pages); growing keeps it whole.
  @Test func reserveCountsFreeNodes() {
    var h = Harness()
    let nodes = load(&h, (0..<1_000).map { UInt64($0) }, (0..<1_000).map { Double($0) })
    h.store.releaseAll(nodes, kept: [])
    h.root = noNode
    let capacity = h.store.nodes.capacity
    h.store.reserve(additional: 1_000)
    #expect(h.store.nodes.capacity == capacity)
    load(&h, (0..<600).map { UInt64($0) + 5_000 }, (0..<600).map { Double($0) })
    h.store.reserve(additional: 1_000)
    #expect(h.store.nodes.capacity >= 1_600 && h.store.nodes.count == 1_000)
    h.check()
  }

  @Test func prefixCountFindsTheBoundary() {
    var rng = SeededRNG(seed: 8)
    var h = Harness()
    for i in 0..<300 { h.insert(UInt64(i), ModelSupport.dyadicSize(&rng), at: i) }
    var starts: [Double] = []
    var acc = 0.0
    for s in h.sizes {
      starts.append(acc)
      acc += s
    }
    for _ in 0..<500 {
      let v = Double(Int.random(in: -8...(Int(acc) + 8) * 4, using: &rng)) / 4
      let got = h.store.prefixCount(root: h.root) { index, before, size, node in
        #expect(before == starts[index] && size == h.sizes[index])
        #expect(h.store[node].id == UInt64(index))
        return before <= v
      }
      #expect(got == starts.filter { $0 <= v }.count, "offset \(v)")
    }
    #expect(h.store.prefixCount(root: noNode) { _, _, _, _ in true } == 0)
  }

  /// The list hit test finds an item with `prefixCount` and its frame uses
  /// `prefixSum`: with sizes whose sums round, both must still give the
  /// very same double for every item, or a point on an edge is hit in one
  /// item and drawn in another.
  @Test func prefixCountAndPrefixSumAgreeToTheBit() {
    var rng = SeededRNG(seed: 12)
    var h = Harness()
    for i in 0..<400 {
      let size = Bool.random(using: &rng) ? 0 : Double.random(in: 0...100, using: &rng)
      h.insert(UInt64(i), size, at: Int.random(in: 0...i, using: &rng))
    }
    for k in 0..<400 where k % 3 == 0 { h.remove(at: 400 - 1 - k) }
    var mismatches = 0
    _ = h.store.prefixCount(root: h.root) { index, before, _, _ in
      if before.bitPattern != h.store.prefixSum(index, root: h.root).bitPattern { mismatches += 1 }
      return true
    }
    // prefixCount with an always-true predicate visits only the right spine:
    // probe every item through predicates that stop at it.
    for k in 0..<h.ids.count {
      let exact = h.store.prefixSum(k, root: h.root)
      _ = h.store.prefixCount(root: h.root) { index, before, _, _ in
        if index == k && before.bitPattern != exact.bitPattern { mismatches += 1 }
        return index < k
      }
    }
    #expect(mismatches == 0)
  }

  @Test func forEachFromEveryStart() {
    var h = Harness()
    for i in 0..<40 { h.insert(UInt64(i), 1, at: i) }
    for start in 0...41 {
      var seen: [UInt64] = []
      h.store.forEach(root: h.root, from: start) {
        seen.append(h.store[$0].id)
        return true
      }
      #expect(seen == Array(h.ids.dropFirst(start)), "from \(start)")
      var two: [UInt64] = []
      h.store.forEach(root: h.root, from: start) {
        two.append(h.store[$0].id)
        return two.count < 2
      }
      #expect(two == Array(h.ids.dropFirst(start).prefix(2)))
    }
  }

  /// Inserts at positions chosen to unbalance the tree: the order that
  /// turned the former treap, whose priorities were a public hash of the
  /// node index, into a list (each node lands after every node of lower
  /// priority), and runs at either end and in the middle. Every shape
  /// stays within the weight-balanced bound of about 2.5·log2(n).
  @Test func noInsertionOrderUnbalancesTheTree() {
    func formerPriority(_ n: Int32) -> UInt32 {
      var x = UInt32(bitPattern: n) &* 0x9E37_79B1
      x ^= x >> 16
      x &*= 0x85EB_CA6B
      x ^= x >> 13
      x &*= 0xC2B2_AE35
      x ^= x >> 16
      return x
    }
    let n = 4_096
    var sorted: [UInt32] = []
    let adversary = (0..<n).map { i in
      let p = formerPriority(Int32(i))
      var (k, hi) = (0, sorted.count)
      while k < hi {
        let mid = (k + hi) / 2
        if sorted[mid] < p { k = mid + 1 } else { hi = mid }
      }
      sorted.insert(p, at: k)
      return k
    }
    let orders: [(String, (Int) -> Int)] = [
      ("former treap's list", { adversary[$0] }), ("front", { _ in 0 }), ("back", { $0 }),
      ("middle", { $0 / 2 }),
    ]
    for (name, position) in orders {
      var h = Harness()
      for i in 0..<n { h.insert(UInt64(i), 1, at: position(i)) }
      #expect(height(h.store, h.root) <= bound(n), "\(name)")
      // Removing every other one keeps it balanced too.
      for k in stride(from: n - 1, through: 0, by: -2) { h.remove(at: k) }
      #expect(height(h.store, h.root) <= bound(n / 2), "\(name), halved")
      h.check()
    }
  }

  /// 2.5·log2(n + 1), rounded up: above the weight-balanced height bound.
  private func bound(_ n: Int) -> Int {
    var k = 0
    while (1 << k) < n + 1 { k += 1 }
    return (5 * k + 1) / 2
  }

  /// The longest root-to-node path, walked up from every node (no
  /// recursion, so a degenerate tree fails the check instead of the stack).
  private func height(_ store: ItemStore, _ root: Int32) -> Int {
    var best = 0
    for k in 0..<store.count(root) {
      var x = store.node(at: k, root: root)
      var d = 0
      while x >= 0 {
        d += 1
        x = store[x].parent
      }
      best = max(best, d)
    }
    return best
  }
}
