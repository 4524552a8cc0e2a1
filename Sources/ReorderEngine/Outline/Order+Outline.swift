/// An outline over the order: each section is a forest flattened in
/// order, each item with a depth, no deeper than the item before it plus
/// one (the first at 0). An item's subtree is the run from it to the next
/// item no deeper; its parent the nearest item before it one level up.
/// Collapsed items hide their subtree: hidden items stay in the order but
/// take no room.
extension Order {
  /// The deepest level any outline holds (depths are stored in a byte).
  public static let maxDepth = 255

  public var isOutline: Bool { store.isOutline }

  /// Starts an outline (every item at depth 0, expanded) or ends it (every
  /// hidden item shown again).
  mutating func setOutline(_ on: Bool) {
    guard on != isOutline else { return }
    if !on {
      for s in 0..<sectionCount { showAll(s) }
    }
    store.setOutline(on, roots: (0..<sectionCount).map { root($0) })
  }

  public func depth(of id: UInt64) throws(ReorderError) -> Int { store.depth(try node(of: id)) }

  func depth(at p: IndexPath) -> Int { store.depth(node(at: p)) }

  /// The index after the subtree of the item at `p`.
  func subtreeEnd(_ p: IndexPath) -> Int {
    guard isOutline else { return p.item + 1 }
    return store.firstNotDeeper(root: root(p.section), from: p.item + 1, than: depth(at: p))
      ?? count(p.section)
  }

  /// The index of the parent of the item at `p`, nil at the top level.
  func parentIndex(_ p: IndexPath) -> Int? {
    let d = depth(at: p)
    guard d > 0 else { return nil }
    return store.lastShallower(root: root(p.section), before: p.item, than: d)
  }

  /// The item's parent's id, nil at the top level.
  public func parent(of id: UInt64) throws(ReorderError) -> UInt64? {
    let p = indexPath(ofNode: try node(of: id))
    return parentIndex(p).map { store[node(at: IndexPath(section: p.section, item: $0))].id }
  }

  /// The item's place among its siblings and how many they are (it
  /// included): O(log n).
  func siblingPosition(_ p: IndexPath) -> (index: Int, count: Int) {
    let d = depth(at: p)
    let parent = parentIndex(p)
    let lo = parent.map { $0 + 1 } ?? 0
    let hi = parent.map { subtreeEnd(IndexPath(section: p.section, item: $0)) } ?? count(p.section)
    let r = root(p.section)
    return (store.count(root: r, lo, p.item, atDepth: d), store.count(root: r, lo, hi, atDepth: d))
  }

  public func isCollapsed(_ id: UInt64) throws(ReorderError) -> Bool {
    store.outlineBits(try node(of: id)).contains(.collapsed)
  }

  public func isHidden(_ id: UInt64) throws(ReorderError) -> Bool {
    store.outlineBits(try node(of: id)).contains(.hidden)
  }

  func isHidden(at p: IndexPath) -> Bool { store.outlineBits(node(at: p)).contains(.hidden) }

  /// Whether the item at `p` hides items after it: collapsed, with children.
  func hidesChildren(_ p: IndexPath) -> Bool {
    store.outlineBits(node(at: p)).contains(.collapsed) && subtreeEnd(p) > p.item + 1
  }

  /// The item's size as the host gave it, hidden or not.
  func hostSize(_ n: Int32) -> Double {
    store.outlineBits(n).contains(.hidden) ? store.hiddenSizes[n] : store[n].size
  }

  /// Checks that `depths` make a valid outline of `maxDepth` levels at most.
  static func checkDepths(_ depths: [Int], maxDepth: Int) throws(ReorderError) {
    var previous = -1
    for (i, d) in depths.enumerated() {
      guard d >= 0 && d <= previous + 1 && d <= maxDepth else {
        throw ReorderError(
          .invalidArgument,
          "depth \(d) of item \(i) is out of range 0...\(min(previous + 1, maxDepth))"
            + " (one level below the item before it at most, \(maxDepth) at most)")
      }
      previous = d
    }
  }

  /// Gives every item of section `s` its depth, in order: O(n).
  mutating func setDepths(section s: Int, _ depths: [Int], maxDepth: Int) throws(ReorderError) {
    try checkSection(s)
    guard isOutline else { throw ReorderError(.wrongState, "the engine is not an outline") }
    guard depths.count == count(s) else {
      throw ReorderError(
        .invalidArgument, "\(depths.count) depths for section \(s) of \(count(s)) items")
    }
    try Order.checkDepths(depths, maxDepth: maxDepth)
    for (n, d) in zip(nodes(in: s, 0..<count(s)), depths) { store.setDepthOnly(n, d) }
    store.pullOutline(root(s))
    refreshHidden(s, 0..<count(s))
  }

  /// How many levels the subtree of `p` reaches below it: O(size).
  func subtreeHeight(_ p: IndexPath) -> Int {
    let d = depth(at: p)
    var deepest = d
    let end = subtreeEnd(p)
    var i = p.item
    store.forEach(root: root(p.section), from: p.item) { n in
      deepest = max(deepest, store.depth(n))
      i += 1
      return i < end
    }
    return deepest - d
  }

  /// Collapses or expands the item: its descendants are hidden, or those
  /// not inside another collapsed item shown. O(size · log n).
  mutating func setCollapsed(_ p: IndexPath, _ collapsed: Bool) {
    let n = node(at: p)
    var bits = store.outlineBits(n)
    guard bits.contains(.collapsed) != collapsed else { return }
    if collapsed { bits.insert(.collapsed) } else { bits.remove(.collapsed) }
    store.setOutlineBits(n, bits)
    refreshHidden(p.section, p.item..<subtreeEnd(p))
  }

  /// Hides the items of `range` that have a collapsed or hidden parent and
  /// shows the others, knowing the items before it are right: O(range +
  /// depth · log n).
  mutating func refreshHidden(_ s: Int, _ range: Range<Int>) {
    guard isOutline, !range.isEmpty else { return }
    // The ancestors of the first item, outermost first: whether each hides
    // what is under it.
    var stack: [(depth: Int, hides: Bool)] = []
    var at = IndexPath(section: s, item: range.lowerBound)
    while let parent = parentIndex(at) {
      at = IndexPath(section: s, item: parent)
      let bits = store.outlineBits(node(at: at))
      stack.append((depth(at: at), !bits.isDisjoint(with: [.collapsed, .hidden])))
    }
    stack.reverse()
    for n in nodes(in: s, range) {
      let d = store.depth(n)
      while let top = stack.last, top.depth >= d { stack.removeLast() }
      let hidden = stack.last?.hides ?? false
      var bits = store.outlineBits(n)
      if hidden != bits.contains(.hidden) {
        if hidden {
          store.hiddenSizes[n] = store[n].size
          store.resize(n, to: 0)
          bits.insert(.hidden)
        } else {
          store.resize(n, to: store.hiddenSizes[n])
          bits.remove(.hidden)
        }
        store.setOutlineBits(n, bits)
      }
      stack.append((d, hidden || bits.contains(.collapsed)))
    }
  }

  /// Shows every hidden item of section `s`, collapsed items kept as they
  /// are: for leaving the outline.
  private mutating func showAll(_ s: Int) {
    for n in nodes(in: s, 0..<count(s)) {
      var bits = store.outlineBits(n)
      if bits.contains(.hidden) {
        store.resize(n, to: store.hiddenSizes[n])
        bits.remove(.hidden)
        store.setOutlineBits(n, bits)
      }
    }
  }

  /// The nodes of `range` of section `s`, in order: O(range + log n).
  func nodes(in s: Int, _ range: Range<Int>) -> [Int32] {
    guard !range.isEmpty else { return [] }
    var nodes: [Int32] = []
    nodes.reserveCapacity(range.count)
    store.forEach(root: root(s), from: range.lowerBound) {
      nodes.append($0)
      return nodes.count < range.count
    }
    return nodes
  }
}

extension Order {
  /// After steps that moved items or changed their depths: each moved item
  /// is hidden or shown as its new parents say, in order, so that a parent
  /// moved with its children is settled first. The items around them keep
  /// their parents: a subtree is only ever placed where it takes none.
  mutating func refreshHidden(after steps: some Collection<Step>) {
    guard isOutline, !steps.isEmpty else { return }
    // Each item with the items it took or gave up as children: those
    // deeper than the shallower of its two depths.
    var shallowest: [UInt64: Int] = [:]
    for s in steps {
      let d = Int(min(s.fromDepth, s.toDepth))
      shallowest[s.id] = min(shallowest[s.id] ?? d, d)
    }
    var starts: [(IndexPath, Int)] = []
    for (id, d) in shallowest {
      if let p = try? indexPath(of: id) { starts.append((p, d)) }
    }
    var covered = IndexPath(section: -1, item: 0)
    for (p, d) in starts.sorted(by: { $0.0 < $1.0 }) where covered <= p {
      let end =
        store.firstNotDeeper(root: root(p.section), from: p.item + 1, than: d) ?? count(p.section)
      refreshHidden(p.section, p.item..<end)
      covered = IndexPath(section: p.section, item: end)
    }
  }
}

extension Order {
  /// A new item at `p` takes the depth of the item after it (a sibling
  /// before it), or 0 at the end: the outline stays valid.
  mutating func placeInserted(_ p: IndexPath) {
    let next = IndexPath(section: p.section, item: p.item + 1)
    let d = next.item < count(p.section) ? depth(at: next) : 0
    if d > 0 { store.setDepth(node(at: p), d) }
    refreshHidden(p.section, p.item..<(p.item + 1))
  }

  /// Before the item at `p` is removed: its descendants move up a level,
  /// its children taking its place. Returns how many they are.
  mutating func promoteChildren(_ p: IndexPath) -> Int {
    let end = subtreeEnd(p)
    for n in nodes(in: p.section, (p.item + 1)..<end) { store.setDepth(n, store.depth(n) - 1) }
    return end - p.item - 1
  }
}
