/// The outline beside the trees: depths and their aggregates, and the
/// searches they make O(log n). Indices are positions in one section's
/// tree (`root`).
extension ItemStore {
  /// Starts (every item at depth 0) or stops keeping the outline.
  mutating func setOutline(_ on: Bool, roots: [Int32]) {
    isOutline = on
    outline = on ? Array(repeating: .leaf, count: nodes.count) : []
    if on { for r in roots { pullOutline(r) } }
  }

  /// Recomputes the aggregates of the subtree `n`, in O(size).
  mutating func pullOutline(_ n: Int32) {
    guard n != noNode, isOutline else { return }
    let (l, r) = (nodes[Int(n)].left, nodes[Int(n)].right)
    pullOutline(l)
    pullOutline(r)
    withLinks { $0.pullOutline(n, l, r) }
  }

  @inline(__always) func depth(_ n: Int32) -> Int { isOutline ? Int(outline[Int(n)].depth) : 0 }
  @inline(__always) func outlineBits(_ n: Int32) -> OutlineBits {
    isOutline ? outline[Int(n)].bits : []
  }

  mutating func setOutlineBits(_ n: Int32, _ bits: OutlineBits) { outline[Int(n)].bits = bits }

  /// Sets `n`'s depth alone; the caller pulls the aggregates after.
  mutating func setDepthOnly(_ n: Int32, _ d: Int) { outline[Int(n)].depth = UInt8(d) }

  /// Sets `n`'s depth and the aggregates above it: O(log n).
  mutating func setDepth(_ n: Int32, _ d: Int) {
    outline[Int(n)].depth = UInt8(d)
    withLinks { links in
      var x = n
      while x >= 0 {
        links.pullOutline(x, links.pool[Int(x)].left, links.pool[Int(x)].right)
        x = links.pool[Int(x)].parent
      }
    }
  }

  /// The first index at or after `start` whose depth is at most `d`, or
  /// nil: where the subtree of an item of depth `d` before `start` ends.
  func firstNotDeeper(root: Int32, from start: Int, than d: Int) -> Int? {
    func find(_ t: Int32, _ base: Int) -> Int? {
      guard t != noNode, Int(outline[Int(t)].minDepth) <= d,
        base + count(t) > start
      else { return nil }
      let l = nodes[Int(t)].left
      let index = base + count(l)
      if start < index, let found = find(l, base) { return found }
      if index >= start && Int(outline[Int(t)].depth) <= d { return index }
      return find(nodes[Int(t)].right, index + 1)
    }
    return find(root, 0)
  }

  /// The last index before `end` whose depth is less than `d`, or nil: the
  /// parent of an item of depth `d` at `end`.
  func lastShallower(root: Int32, before end: Int, than d: Int) -> Int? {
    func find(_ t: Int32, _ base: Int) -> Int? {
      guard t != noNode, Int(outline[Int(t)].minDepth) < d, base < end else { return nil }
      let l = nodes[Int(t)].left
      let index = base + count(l)
      if index + 1 < end, let found = find(nodes[Int(t)].right, index + 1) { return found }
      if index < end && Int(outline[Int(t)].depth) < d { return index }
      return find(l, base)
    }
    return find(root, 0)
  }

  /// How many items of lo..<hi have depth `d`, when none there is
  /// shallower: a parent's children, counted in O(log n).
  func count(root: Int32, _ lo: Int, _ hi: Int, atDepth d: Int) -> Int {
    func walk(_ t: Int32, _ base: Int) -> Int {
      let size = count(t)
      guard t != noNode, base < hi, base + size > lo else { return 0 }
      if base >= lo && base + size <= hi {
        return Int(outline[Int(t)].minDepth) == d ? Int(outline[Int(t)].minCount) : 0
      }
      let l = nodes[Int(t)].left
      let index = base + count(l)
      let here = index >= lo && index < hi && Int(outline[Int(t)].depth) == d ? 1 : 0
      return walk(l, base) + here + walk(nodes[Int(t)].right, index + 1)
    }
    return walk(root, 0)
  }
}
