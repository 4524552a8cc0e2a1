/// The structural edits of the item trees, over the node pool's raw
/// memory. A move rebalances two root paths, and through the array every
/// link written paid a uniqueness and a bounds check: a fifth of a move.
/// Every index comes from the trees' own links, and the pool is not
/// resized while one is in use (`ItemStore.withLinks`).
struct NodeLinks {
  let pool: UnsafeMutablePointer<ItemNode>
  /// The outline beside the pool, while the engine is an outline.
  let outline: UnsafeMutablePointer<OutlineNode>?

  @inline(__always) func count(_ n: Int32) -> Int { n == noNode ? 0 : Int(pool[Int(n)].count) }
  @inline(__always) func sum(_ n: Int32) -> Double { n == noNode ? 0 : pool[Int(n)].sum }

  @inline(__always) func pull(_ n: Int32) {
    let l = pool[Int(n)].left
    let r = pool[Int(n)].right
    pool[Int(n)].count = Int32(count(l) + count(r) + 1)
    pool[Int(n)].sum = sum(l) + pool[Int(n)].size + sum(r)
    pullOutline(n, l, r)
  }

  @inline(__always) func setLeft(_ n: Int32, _ c: Int32) {
    pool[Int(n)].left = c
    if c != noNode { pool[Int(c)].parent = n }
  }

  @inline(__always) func setRight(_ n: Int32, _ c: Int32) {
    pool[Int(n)].right = c
    if c != noNode { pool[Int(c)].parent = n }
  }

  /// Recomputes aggregates from `n` up to its root.
  func pullUp(from n: Int32) {
    var x = n
    while x >= 0 {
      pull(x)
      x = pool[Int(x)].parent
    }
  }

  // MARK: balance

  // The trees are weight-balanced (Adams; Hirai and Yamamoto's parameters
  // ⟨3, 2⟩): neither side of a node weighs more than three times the other,
  // a node's weight being its count plus one. The shape follows from the
  // calls alone, so no order of inserts and removes, however chosen, makes a
  // tree deeper than about 2.5·log2(n): a priority-ordered treap with
  // priorities anyone can compute could be driven into a list.

  @inline(__always) func weight(_ n: Int32) -> Int { count(n) + 1 }

  /// Rebalances `n`, whose subtrees are balanced and changed by one node at
  /// most since it was, and returns the subtree's root, aggregates pulled.
  /// The caller links the root to `n`'s former parent.
  func balance(_ n: Int32) -> Int32 {
    let l = pool[Int(n)].left
    let r = pool[Int(n)].right
    if weight(r) > 3 * weight(l) {
      if weight(pool[Int(r)].left) >= 2 * weight(pool[Int(r)].right) {
        setRight(n, rotateRight(r))
      }
      return rotateLeft(n)
    }
    if weight(l) > 3 * weight(r) {
      if weight(pool[Int(l)].right) >= 2 * weight(pool[Int(l)].left) {
        setLeft(n, rotateLeft(l))
      }
      return rotateRight(n)
    }
    pull(n)
    return n
  }

  /// Lifts `n`'s right child above it and returns it.
  func rotateLeft(_ n: Int32) -> Int32 {
    let r = pool[Int(n)].right
    setRight(n, pool[Int(r)].left)
    setLeft(r, n)
    pull(n)
    pull(r)
    return r
  }

  /// Lifts `n`'s left child above it and returns it.
  func rotateRight(_ n: Int32) -> Int32 {
    let l = pool[Int(n)].left
    setLeft(n, pool[Int(l)].right)
    setRight(l, n)
    pull(n)
    pull(l)
    return l
  }

  /// Rebalances every node from `n` up to the root of its tree.
  func rebalance(from n: Int32, root: inout Int32) {
    var x = n
    while x >= 0 {
      let p = pool[Int(x)].parent
      let top = balance(x)
      // Most levels need no rotation: the links stand as they are.
      if top != x {
        if p >= 0 {
          if pool[Int(p)].left == x { setLeft(p, top) } else { setRight(p, top) }
        } else {
          root = top
          pool[Int(top)].parent = p
        }
      }
      x = p
    }
  }
}
