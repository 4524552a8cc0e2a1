/// Reading the trees, O(log n): a node by index, an index by node, prefix
/// sums and counts, and in-order visits.
extension ItemStore {
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
