/// All items of all sections: a pool of treap nodes (one tree per section),
/// their flags, and the id table. Knows nothing of sections beyond the root
/// tags; `Order` gives it meaning.
struct ItemStore {
  private(set) var nodes: [ItemNode] = []
  private(set) var flags: [ItemFlags] = []
  private(set) var table = IDTable()
  /// Freed nodes, chained through `left`, reused before the pool grows.
  private var freeHead: Int32 = noNode

  var liveCount: Int { table.count }

  /// Bytes held for items: the node pool, flags and the id table.
  var bytes: Int {
    nodes.capacity * MemoryLayout<ItemNode>.stride + flags.capacity + table.bytes
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

  /// Creates detached nodes for a bulk load and indexes them in one pass;
  /// nil, with nothing kept, when an id is already used (returned in
  /// `duplicate`). Freed nodes are reused first, in free-list order (a
  /// reload gets back the nodes it released, in order).
  mutating func allocateAll<I: Collection<UInt64>, S: Collection<Double>>(
    ids: I, sizes: S, flags: [ItemFlags], duplicate: inout UInt64?
  ) -> [Int32]? {
    let n = ids.count
    var fresh: [Int32] = []
    fresh.reserveCapacity(n)
    while fresh.count < n && freeHead != noNode {
      fresh.append(freeHead)
      freeHead = nodes[Int(freeHead)].left
    }
    let grown = n - fresh.count
    fresh.append(contentsOf: Int32(nodes.count)..<Int32(nodes.count + grown))
    // The pool grows by blank nodes first (Array cannot append into its
    // spare capacity otherwise). Raw writes: every index in `fresh` was
    // just taken off the free list or made here.
    nodes.append(contentsOf: repeatElement(ItemNode(leaf: 0, size: 0), count: grown))
    self.flags.append(contentsOf: repeatElement(.default, count: grown))
    nodes.withUnsafeMutableBufferPointer { pool in
      self.flags.withUnsafeMutableBufferPointer { all in
        for (k, (id, size)) in zip(ids, sizes).enumerated() {
          let x = Int(fresh[k])
          pool[x] = ItemNode(leaf: id, size: size)
          all[x] = flags.isEmpty ? .default : flags[k]
        }
      }
    }
    if let n = table.insertAll(fresh, nodes) {
      duplicate = nodes[Int(n)].id
      for x in fresh.reversed() { recycle(x) }
      return nil
    }
    return fresh
  }

  private mutating func place(id: UInt64, size: Double, flags f: ItemFlags) -> Int32 {
    let node = ItemNode(leaf: id, size: size)
    if freeHead != noNode {
      let n = freeHead
      freeHead = nodes[Int(n)].left
      nodes[Int(n)] = node
      flags[Int(n)] = f
      return n
    }
    nodes.append(node)
    flags.append(f)
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
    nodes[Int(n)] = ItemNode(
      id: 0, size: 0, sum: 0, left: freeHead, right: noNode, parent: noNode, count: 0)
    freeHead = n
  }

  mutating func reserve(additional: Int) {
    nodes.reserveCapacity(nodes.count + additional)
    adviseHugePages(&nodes)
    flags.reserveCapacity(flags.count + additional)
    table.reserve(table.count + additional, nodes)
  }

  // MARK: aggregates

  @inline(__always) func count(_ n: Int32) -> Int { n == noNode ? 0 : Int(nodes[Int(n)].count) }
  @inline(__always) func sum(_ n: Int32) -> Double { n == noNode ? 0 : nodes[Int(n)].sum }

  @inline(__always) private mutating func pull(_ n: Int32) {
    let l = nodes[Int(n)].left
    let r = nodes[Int(n)].right
    nodes[Int(n)].count = Int32(count(l) + count(r) + 1)
    nodes[Int(n)].sum = sum(l) + nodes[Int(n)].size + sum(r)
  }

  @inline(__always) private mutating func setLeft(_ n: Int32, _ c: Int32) {
    nodes[Int(n)].left = c
    if c != noNode { nodes[Int(c)].parent = n }
  }

  @inline(__always) private mutating func setRight(_ n: Int32, _ c: Int32) {
    nodes[Int(n)].right = c
    if c != noNode { nodes[Int(c)].parent = n }
  }

  /// Recomputes aggregates from `n` up to its root.
  private mutating func pullUp(from n: Int32) {
    var x = n
    while x >= 0 {
      pull(x)
      x = nodes[Int(x)].parent
    }
  }

  // MARK: split and merge (expected depth O(log n))

  /// Splits tree `t` into its first `k` items and the rest.
  private mutating func split(_ t: Int32, _ k: Int) -> (Int32, Int32) {
    if t == noNode { return (noNode, noNode) }
    let lc = count(nodes[Int(t)].left)
    if k <= lc {
      let (a, b) = split(nodes[Int(t)].left, k)
      setLeft(t, b)
      pull(t)
      return (a, t)
    }
    let (a, b) = split(nodes[Int(t)].right, k - lc - 1)
    setRight(t, a)
    pull(t)
    return (t, b)
  }

  private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
    if a == noNode { return b }
    if b == noNode { return a }
    if treapPriority(a) > treapPriority(b) {
      setRight(a, merge(nodes[Int(a)].right, b))
      pull(a)
      return a
    }
    setLeft(b, merge(a, nodes[Int(b)].left))
    pull(b)
    return b
  }

  private mutating func setRoot(_ root: inout Int32, _ n: Int32, slot: Int32) {
    root = n
    if n != noNode { nodes[Int(n)].parent = rootTag(slot) }
  }

  // MARK: structural updates, O(log n)

  /// Inserts detached node `x` at position `k` of the tree `root` of `slot`.
  mutating func insert(_ x: Int32, at k: Int, root: inout Int32, slot: Int32) {
    let (a, b) = split(root, k)
    setRoot(&root, merge(merge(a, x), b), slot: slot)
  }

  /// Takes node `x` out of its tree, leaving it detached.
  mutating func detach(_ x: Int32, root: inout Int32) {
    let node = nodes[Int(x)]
    let m = merge(node.left, node.right)
    let p = node.parent
    if p >= 0 {
      if nodes[Int(p)].left == x { setLeft(p, m) } else { setRight(p, m) }
      pullUp(from: p)
    } else {
      root = m
      if m != noNode { nodes[Int(m)].parent = p }
    }
    nodes[Int(x)].left = noNode
    nodes[Int(x)].right = noNode
    nodes[Int(x)].parent = noNode
    pull(x)
  }

  mutating func resize(_ x: Int32, to size: Double) {
    nodes[Int(x)].size = size
    pullUp(from: x)
  }

  /// Builds a tree over detached nodes given in order, in O(n): a Cartesian
  /// tree by priority, built on a stack of its right spine. It runs over
  /// the pool's raw buffer: a million nodes are built per bulk load, and
  /// checked array writes would cost a third of it. Every index comes from
  /// `order`, which holds nodes of this pool.
  mutating func build(_ order: [Int32], slot: Int32) -> Int32 {
    // The right spine with each node's priority, in a raw buffer that can
    // hold every node (only its used part is ever touched): the array
    // operations of a growing stack cost a third of the build.
    let spine = UnsafeMutableBufferPointer<(node: Int32, priority: UInt32)>.allocate(
      capacity: order.count + 1)
    defer { spine.deallocate() }
    var height = 0
    let bottom = nodes.withUnsafeMutableBufferPointer { pool -> Int32 in
      func count(_ n: Int32) -> Int32 { n == noNode ? 0 : pool[Int(n)].count }
      func sum(_ n: Int32) -> Double { n == noNode ? 0 : pool[Int(n)].sum }
      // A subtree is final once its root leaves the spine.
      func pull(_ n: Int32) {
        let node = pool[Int(n)]
        pool[Int(n)].count = count(node.left) + count(node.right) + 1
        pool[Int(n)].sum = sum(node.left) + node.size + sum(node.right)
      }
      for x in order {
        var last = noNode
        let priority = treapPriority(x)
        while height > 0 && spine[height - 1].priority < priority {
          height -= 1
          last = spine[height].node
          pull(last)
        }
        pool[Int(x)].left = last
        if last != noNode { pool[Int(last)].parent = x }
        pool[Int(x)].right = noNode
        if height > 0 {
          pool[Int(spine[height - 1].node)].right = x
          pool[Int(x)].parent = spine[height - 1].node
        }
        spine[height] = (x, priority)
        height += 1
      }
      let bottom = height > 0 ? spine[0].node : noNode
      while height > 0 {
        height -= 1
        pull(spine[height].node)
      }
      return bottom
    }
    var root = noNode
    setRoot(&root, bottom, slot: slot)
    return root
  }

  // MARK: queries, O(log n)

  func node(at k: Int, root: Int32) -> Int32 {
    var t = root
    var k = k
    while t != noNode {
      let lc = count(nodes[Int(t)].left)
      if k < lc {
        t = nodes[Int(t)].left
      } else if k == lc {
        return t
      } else {
        k -= lc + 1
        t = nodes[Int(t)].right
      }
    }
    return noNode
  }

  /// The node's index in its tree, the sum of the sizes before it, and the
  /// slot of the section whose tree holds it.
  func position(of x: Int32) -> (index: Int, before: Double, slot: Int32) {
    var l = nodes[Int(x)].left
    var index = count(l)
    var before = sum(l)
    var c = x
    var p = nodes[Int(x)].parent
    while p >= 0 {
      if nodes[Int(p)].right == c {
        l = nodes[Int(p)].left
        index += count(l) + 1
        before += sum(l) + nodes[Int(p)].size
      }
      c = p
      p = nodes[Int(p)].parent
    }
    return (index, before, slotOfRootTag(p))
  }

  /// Sum of the sizes of the first `k` items of the tree. Adds in the same
  /// order as `prefixCount`, so for an item both give the very same double
  /// (a frame and a hit test never round apart).
  func prefixSum(_ k: Int, root: Int32) -> Double {
    var t = root
    var k = k
    var s = 0.0
    while t != noNode {
      let l = nodes[Int(t)].left
      let lc = count(l)
      if k < lc {
        t = l
      } else if k == lc {
        return s + sum(l)
      } else {
        s = s + sum(l) + nodes[Int(t)].size
        k -= lc + 1
        t = nodes[Int(t)].right
      }
    }
    return s
  }

  /// How many leading items satisfy `holds(index, sizeBefore, size, node)`,
  /// for a predicate that is true on a prefix of the tree and false after.
  func prefixCount(
    root: Int32, _ holds: (Int, Double, Double, Int32) -> Bool
  ) -> Int {
    var t = root
    var base = 0
    var before = 0.0
    var result = 0
    while t != noNode {
      let l = nodes[Int(t)].left
      let index = base + count(l)
      let start = before + sum(l)
      let size = nodes[Int(t)].size
      if holds(index, start, size, t) {
        result = index + 1
        base = index + 1
        before = start + size
        t = nodes[Int(t)].right
      } else {
        t = l
      }
    }
    return result
  }

  /// Visits the nodes of `root` from `start` on, in order, until `body`
  /// returns false: O(log n + k).
  func forEach(root: Int32, from start: Int, _ body: (Int32) -> Bool) {
    var stack: [Int32] = []
    var t = root
    var k = start
    // Descend to `start`, keeping the nodes still to visit on the stack.
    while t != noNode {
      let lc = count(nodes[Int(t)].left)
      if k <= lc {
        stack.append(t)
        if k == lc { break }
        t = nodes[Int(t)].left
      } else {
        k -= lc + 1
        t = nodes[Int(t)].right
      }
    }
    while let x = stack.popLast() {
      if !body(x) { return }
      var r = nodes[Int(x)].right
      while r != noNode {
        stack.append(r)
        r = nodes[Int(r)].left
      }
    }
  }
}
