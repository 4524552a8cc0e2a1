/// All items of all sections: a pool of tree nodes (one tree per section),
/// their flags, and the id table. Knows nothing of sections beyond the root
/// tags; `Order` gives it meaning.
struct ItemStore {
  private(set) var nodes: [ItemNode] = []
  private(set) var flags: [ItemFlags] = []
  private(set) var table = IDTable()
  /// Flow items' heights (`CrossSizes`); a recycled node forgets its own.
  var cross = CrossSizes()
  /// One entry per node while the engine is an outline (`OutlineNode`),
  /// else empty; the tree edits keep its aggregates.
  var outline: [OutlineNode] = []
  var isOutline = false
  /// The sizes of hidden items (`OutlineBits.hidden`), whose nodes hold 0.
  var hiddenSizes = NodeColumn<Double>(blank: .nan)
  /// Freed nodes, chained through `left`, reused before the pool grows.
  private var freeHead: Int32 = noNode

  var liveCount: Int { table.count }

  /// Bytes held for items: the node pool, flags and the id table.
  var bytes: Int {
    nodes.capacity * MemoryLayout<ItemNode>.stride + flags.capacity + table.bytes + cross.bytes
      + outline.capacity * MemoryLayout<OutlineNode>.stride + hiddenSizes.bytes
  }

  func find(_ id: UInt64) -> Int32 { table.find(id, nodes) }

  subscript(n: Int32) -> ItemNode { nodes[Int(n)] }
  func flags(_ n: Int32) -> ItemFlags { flags[Int(n)] }
  mutating func setFlags(_ n: Int32, _ f: ItemFlags) { flags[Int(n)] = f }

  // MARK: allocation

  /// Creates a detached node for `id` (which must be absent) and indexes it.
  mutating func allocate(id: UInt64, size: Double, flags f: ItemFlags) -> Int32 {
    let n = place(id: id, size: size, flags: f)
    table.insert(n, nodes)
    return n
  }

  /// Creates the nodes of a bulk load, links them into a perfectly balanced
  /// tree for `slot` (the shape `build` gives) and indexes them in one
  /// pass; returns its root and the nodes in item order, or nil, with
  /// nothing kept, when an id is already used (returned in `duplicate`).
  /// Freed nodes are reused first, in free-list order (a reload gets back
  /// the nodes it released, in order), and laid out lowest first.
  ///
  /// The tree lies in preorder over the nodes taken: each node is followed
  /// by its left subtree, then its right. A descent reads the left child of
  /// every node it passes, here the next node (on the same cache line or
  /// the next), and each subtree is one run of the pool. In item order,
  /// every step of a descent landed elsewhere in a pool of tens of MB: at
  /// 10^6 items a hit test was mostly cache misses. (The top levels first,
  /// breadth first, missed the cache more often in simulation.)
  mutating func loadAll<I: Collection<UInt64>, S: Collection<Double>>(
    ids: I, sizes: S, flags: [ItemFlags], slot: Int32, duplicate: inout UInt64?
  ) -> (root: Int32, nodes: [Int32])? {
    let n = ids.count
    var free: [Int32] = []
    while free.count < n && freeHead != noNode {
      free.append(freeHead)
      freeHead = nodes[Int(freeHead)].left
    }
    free = ascending(free)
    // The pool grows by blank nodes first (Array cannot append into its
    // spare capacity otherwise).
    let base = Int32(nodes.count)
    nodes.append(contentsOf: repeatElement(ItemNode(leaf: 0, size: 0), count: n - free.count))
    self.flags.append(contentsOf: repeatElement(.default, count: n - free.count))
    if isOutline {
      outline.append(contentsOf: repeatElement(.leaf, count: nodes.count - outline.count))
    }
    let inOrder = ItemStore.contiguous(ids) { ids in
      ItemStore.contiguous(sizes) { sizes in
        nodes.withUnsafeMutableBufferPointer { pool in
          self.flags.withUnsafeMutableBufferPointer { poolFlags in
            flags.withUnsafeBufferPointer { flags in
              free.withUnsafeBufferPointer { free in
                let tree = Preorder(
                  pool: pool, poolFlags: poolFlags, free: free, base: base, ids: ids,
                  sizes: sizes, flags: flags)
                return [Int32](unsafeUninitializedCapacity: n) { out, count in
                  if n > 0 { _ = tree.link(0, n, rank: 0, parent: rootTag(slot), out) }
                  count = n
                }
              }
            }
          }
        }
      }
    }
    if let d = table.insertAll(inOrder, nodes) {
      duplicate = nodes[Int(d)].id
      for x in (free + (base..<Int32(nodes.count))).reversed() { recycle(x) }
      return nil
    }
    let root = n > 0 ? inOrder[n / 2] : noNode
    if isOutline {
      for x in inOrder { outline[Int(x)] = .leaf }
      pullOutline(root)
    }
    return (root, inOrder)
  }

  /// Runs `body` over the elements of `c` in contiguous storage: the
  /// collection's own (arrays, buffers) or else a copy.
  private static func contiguous<C: Collection, R>(
    _ c: C, _ body: (UnsafeBufferPointer<C.Element>) -> R
  ) -> R {
    if let r = c.withContiguousStorageIfAvailable(body) { return r }
    return Array(c).withUnsafeBufferPointer(body)
  }

  /// Distinct pool indices in ascending order: by a bitmap over their range
  /// when they are dense in it (a reload gets back a whole section's nodes,
  /// in tree order), else by sorting.
  private func ascending(_ xs: [Int32]) -> [Int32] {
    guard let lo = xs.min(), let hi = xs.max(), !zip(xs, xs.dropFirst()).allSatisfy({ $0 < $1 })
    else { return xs }
    let range = Int(hi - lo) + 1
    guard range <= 64 * xs.count else { return xs.sorted() }
    var bits = [UInt64](repeating: 0, count: (range + 63) / 64)
    for x in xs { bits[Int(x - lo) >> 6] |= 1 << UInt64((x - lo) & 63) }
    var out: [Int32] = []
    out.reserveCapacity(xs.count)
    for (w, word) in bits.enumerated() {
      var word = word
      while word != 0 {
        out.append(lo + Int32(w << 6 | word.trailingZeroBitCount))
        word &= word - 1
      }
    }
    return out
  }

  private mutating func place(id: UInt64, size: Double, flags f: ItemFlags) -> Int32 {
    let node = ItemNode(leaf: id, size: size)
    if freeHead != noNode {
      let n = freeHead
      freeHead = nodes[Int(n)].left
      nodes[Int(n)] = node
      flags[Int(n)] = f
      if isOutline { outline[Int(n)] = .leaf }
      return n
    }
    nodes.append(node)
    flags.append(f)
    if isOutline { outline.append(.leaf) }
    return Int32(nodes.count - 1)
  }

  /// Unindexes and recycles a node that is no longer in any tree.
  mutating func release(_ n: Int32) {
    table.remove(nodes[Int(n)].id, nodes)
    recycle(n)
  }

  /// Whether releasing `count` nodes at once should rebuild the index from
  /// the nodes kept rather than empty it one id at a time: when they are a
  /// large part of it.
  func rebuildsIndex(releasing count: Int) -> Bool { count * 4 >= table.count }

  /// Releases many nodes, freed so that they are reused in the given order.
  /// `kept` is every node that stays, when `rebuildsIndex` says so, or nil.
  mutating func releaseAll(_ gone: [Int32], kept: [Int32]?) {
    if let kept {
      for x in gone.reversed() { recycle(x) }
      table.rebuild(kept, nodes)
    } else {
      for x in gone.reversed() { release(x) }
    }
  }

  private mutating func recycle(_ n: Int32) {
    cross.set(n, nil)
    if isOutline { outline[Int(n)] = .leaf }
    if hiddenSizes.holds(n) { hiddenSizes[n] = .nan }
    nodes[Int(n)] = ItemNode(
      id: 0, size: 0, sum: 0, left: freeHead, right: noNode, parent: noNode, count: 0)
    freeHead = n
  }

  /// Makes room for `additional` more items at once. Free nodes count:
  /// every node out of the id table is on the free list, so a reload does
  /// not grow the pool. A pool that must grow moves to a buffer advised for
  /// huge pages before anything is copied into it: advised after Array's
  /// own reallocation, the copied part stayed on small pages.
  mutating func reserve(additional: Int) {
    let total = table.count + additional
    if total > nodes.capacity {
      var pool: [ItemNode] = []
      pool.reserveCapacity(total)
      adviseHugePages(&pool)
      pool.append(contentsOf: nodes)
      nodes = pool
    }
    flags.reserveCapacity(total)
    if isOutline { outline.reserveCapacity(total) }
    table.reserve(total, nodes)
  }

  // MARK: aggregates

  @inline(__always) func count(_ n: Int32) -> Int { n == noNode ? 0 : Int(nodes[Int(n)].count) }
  @inline(__always) func sum(_ n: Int32) -> Double { n == noNode ? 0 : nodes[Int(n)].sum }

  /// The pool's raw memory for structural edits (`NodeLinks`); the pool
  /// holds the nodes being edited, so it is not empty.
  mutating func withLinks<R>(_ body: (NodeLinks) -> R) -> R {
    nodes.withUnsafeMutableBufferPointer { pool in
      guard isOutline else { return body(NodeLinks(pool: pool.baseAddress!, outline: nil)) }
      // (An empty array's buffer may have an address too: the flag decides.)
      return outline.withUnsafeMutableBufferPointer { o in
        body(NodeLinks(pool: pool.baseAddress!, outline: o.baseAddress))
      }
    }
  }

  private mutating func setRoot(_ root: inout Int32, _ n: Int32, slot: Int32) {
    root = n
    if n != noNode { nodes[Int(n)].parent = rootTag(slot) }
  }

  // MARK: structural updates, O(log n)

  /// Inserts detached node `x` at position `k` of the tree `root` of `slot`.
  mutating func insert(_ x: Int32, at k: Int, root: inout Int32, slot: Int32) {
    guard root != noNode else { return setRoot(&root, x, slot: slot) }
    withLinks { links in
      var t = root
      var k = k
      while true {
        let l = links.pool[Int(t)].left
        let r = links.pool[Int(t)].right
        let lc = links.count(l)
        if k <= lc {
          if l == noNode {
            links.setLeft(t, x)
            break
          }
          t = l
        } else {
          k -= lc + 1
          if r == noNode {
            links.setRight(t, x)
            break
          }
          t = r
        }
      }
      links.rebalance(from: t, root: &root)
    }
  }

  /// Takes node `x` out of its tree, leaving it detached.
  mutating func detach(_ x: Int32, root: inout Int32) {
    withLinks { links in
      let pool = links.pool
      let node = pool[Int(x)]
      // What takes `x`'s place, and the lowest node whose subtree shrank.
      let heir: Int32
      var lowest = node.parent
      if node.left == noNode || node.right == noNode {
        heir = node.left == noNode ? node.right : node.left
      } else {
        // Its successor, the leftmost node on its right.
        var s = node.right
        while pool[Int(s)].left != noNode { s = pool[Int(s)].left }
        lowest = s
        if s != node.right {
          lowest = pool[Int(s)].parent
          links.setLeft(lowest, pool[Int(s)].right)
          links.setRight(s, node.right)
        }
        links.setLeft(s, node.left)
        heir = s
      }
      if node.parent >= 0 {
        if pool[Int(node.parent)].left == x {
          links.setLeft(node.parent, heir)
        } else {
          links.setRight(node.parent, heir)
        }
      } else {
        root = heir
        if heir != noNode { pool[Int(heir)].parent = node.parent }
      }
      pool[Int(x)].left = noNode
      pool[Int(x)].right = noNode
      pool[Int(x)].parent = noNode
      links.pull(x)
      if lowest >= 0 { links.rebalance(from: lowest, root: &root) }
    }
  }

  mutating func resize(_ x: Int32, to size: Double) {
    nodes[Int(x)].size = size
    withLinks { $0.pullUp(from: x) }
  }

  /// Gives the nodes of tree `root`, in order, `sizes` (one each), keeping
  /// its shape, in O(n): the sums come out exactly as from resizing each.
  mutating func resizeAll(root: Int32, _ sizes: [Double]) {
    var next = 0
    resizeAll(root, sizes, &next)
  }

  private mutating func resizeAll(_ n: Int32, _ sizes: [Double], _ next: inout Int) {
    guard n != noNode else { return }
    resizeAll(nodes[Int(n)].left, sizes, &next)
    nodes[Int(n)].size = sizes[next]
    next += 1
    resizeAll(nodes[Int(n)].right, sizes, &next)
    withLinks { $0.pull(n) }
  }

  /// Builds a perfectly balanced tree over detached nodes given in order, in
  /// O(n), over the pool's raw buffer (checked array writes cost a third of
  /// a large build). Every index comes from `order`, which holds nodes of
  /// this pool.
  mutating func build(_ order: [Int32], slot: Int32) -> Int32 {
    let top = nodes.withUnsafeMutableBufferPointer { pool in
      order.withUnsafeBufferPointer { order in
        // The middle node of order[lo..<hi] over the halves on either side;
        // the depth of the recursion is log2(n).
        func build(_ lo: Int, _ hi: Int, parent: Int32) -> Int32 {
          guard lo < hi else { return noNode }
          let mid = lo + (hi - lo) / 2
          let x = order[mid]
          let l = build(lo, mid, parent: x)
          let r = build(mid + 1, hi, parent: x)
          let sum = (l == noNode ? 0 : pool[Int(l)].sum) + pool[Int(x)].size
          pool[Int(x)].left = l
          pool[Int(x)].right = r
          pool[Int(x)].parent = parent
          pool[Int(x)].count = Int32(hi - lo)
          pool[Int(x)].sum = sum + (r == noNode ? 0 : pool[Int(r)].sum)
          return x
        }
        return build(0, order.count, parent: noNode)
      }
    }
    var root = noNode
    setRoot(&root, top, slot: slot)
    if isOutline { pullOutline(root) }
    return root
  }
}

/// A bulk load's tree in preorder over the nodes it takes: rank r is
/// `free[r]` (ascending), then `base`, `base + 1`, ... (new nodes). Item k
/// is `ids[k]`, `sizes[k]` and `flags[k]` (or `.default` when `flags` is
/// empty). Over raw buffers, as `build`: every index is a node of the load
/// or an item of it.
private struct Preorder {
  let pool: UnsafeMutableBufferPointer<ItemNode>
  let poolFlags: UnsafeMutableBufferPointer<ItemFlags>
  let free: UnsafeBufferPointer<Int32>
  let base: Int32
  let ids: UnsafeBufferPointer<UInt64>
  let sizes: UnsafeBufferPointer<Double>
  let flags: UnsafeBufferPointer<ItemFlags>

  @inline(__always) func node(_ rank: Int32) -> Int32 {
    rank < free.count ? free[Int(rank)] : base + (rank - Int32(free.count))
  }

  /// Builds the subtree over items lo..<hi (not empty), split as `build`
  /// splits, its root the node of `rank`, and records each item's node in
  /// `out`. Each node is written whole, once, after its subtrees, with the
  /// sums `build` and `pull` compute.
  func link(
    _ lo: Int, _ hi: Int, rank: Int32, parent: Int32, _ out: UnsafeMutableBufferPointer<Int32>
  ) -> Int32 {
    let mid = lo + (hi - lo) / 2
    let x = node(rank)
    out[mid] = x
    let l = lo < mid ? link(lo, mid, rank: rank + 1, parent: x, out) : noNode
    let right = rank + 1 + Int32(mid - lo)
    let r = mid + 1 < hi ? link(mid + 1, hi, rank: right, parent: x, out) : noNode
    let sum = (l == noNode ? 0 : pool[Int(l)].sum) + sizes[mid]
    pool[Int(x)] = ItemNode(
      id: ids[mid], size: sizes[mid], sum: sum + (r == noNode ? 0 : pool[Int(r)].sum),
      left: l, right: r, parent: parent, count: Int32(hi - lo))
    poolFlags[Int(x)] = flags.isEmpty ? .default : flags[mid]
    return x
  }
}
