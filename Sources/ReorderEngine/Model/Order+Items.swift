extension Order {
  // MARK: reading items

  public func indexPath(of id: UInt64) throws(ReorderError) -> IndexPath {
    indexPath(ofNode: try node(of: id))
  }

  public func contains(id: UInt64) -> Bool { store.find(id) != noNode }

  func indexPath(ofNode n: Int32) -> IndexPath {
    let p = store.position(of: n)
    return IndexPath(section: Int(sectionIndex(ofSlot: p.slot)), item: p.index)
  }

  func node(at p: IndexPath) -> Int32 { store.node(at: p.item, root: root(p.section)) }

  public func id(at p: IndexPath) throws(ReorderError) -> UInt64 {
    try checkSlot(p)
    return store[node(at: p)].id
  }

  public func size(of id: UInt64) throws(ReorderError) -> Double { hostSize(try node(of: id)) }

  public func flags(of id: UInt64) throws(ReorderError) -> ItemFlags {
    store.flags(try node(of: id))
  }

  /// The ids of section `s` in order: O(n), for exporting the order.
  public func ids(inSection s: Int) throws(ReorderError) -> [UInt64] {
    try checkSection(s)
    return nodes(in: s).map { store[$0].id }
  }

  /// Sum of the sizes of the items before `p.item` in its section.
  func sizeBefore(_ p: IndexPath) -> Double { store.prefixSum(p.item, root: root(p.section)) }

  // MARK: changing items

  private func checkNew(id: UInt64, size: Double, flags: ItemFlags) throws(ReorderError) {
    try ReorderError.checkExtent(size)
    guard flags.isSubset(of: .known) else {
      throw ReorderError(.invalidArgument, "unknown item flags \(flags.rawValue)")
    }
    guard !contains(id: id) else { throw ReorderError(.duplicateID, "id \(id) is already used") }
  }

  private func checkRoom(_ more: Int) throws(ReorderError) {
    guard more <= Order.maxItems - itemCount else {
      throw ReorderError(.tooManyItems, "more than \(Order.maxItems) items")
    }
  }

  public mutating func insertItem(
    id: UInt64, size: Double, flags: ItemFlags = .default, at p: IndexPath
  ) throws(ReorderError) {
    try checkSlot(p, extra: 1)
    try checkNew(id: id, size: size, flags: flags)
    try checkRoom(1)
    let n = store.allocate(id: id, size: size, flags: flags)
    if flags.contains(.pinned) { pinned.insert(n) }
    attach(n, at: p)
    if isOutline { placeInserted(p) }
  }

  /// Removes the item and returns where it was.
  @discardableResult
  public mutating func removeItem(id: UInt64) throws(ReorderError) -> IndexPath {
    let n = try node(of: id)
    let descendants = isOutline ? promoteChildren(indexPath(ofNode: n)) : 0
    let p = detach(n)
    pinned.remove(n)
    store.release(n)
    refreshHidden(p.section, p.item..<(p.item + descendants))
    return p
  }

  @discardableResult
  public mutating func resizeItem(id: UInt64, size: Double) throws(ReorderError) -> IndexPath {
    let n = try node(of: id)
    try ReorderError.checkExtent(size)
    if store.outlineBits(n).contains(.hidden) {
      store.hiddenSizes[n] = size
    } else {
      store.resize(n, to: size)
    }
    return indexPath(ofNode: n)
  }

  /// A flow item's height (`FlowConfig`); nil: the flow's `itemHeight`.
  public func crossSize(of id: UInt64) throws(ReorderError) -> Double? {
    store.cross[try node(of: id)]
  }

  /// Sets a flow item's height; nil gives it the flow's default again.
  @discardableResult
  public mutating func setCrossSize(id: UInt64, _ size: Double?) throws(ReorderError)
    -> IndexPath
  {
    let n = try node(of: id)
    if let size { try ReorderError.checkExtent(size, "cross size") }
    store.cross.set(n, size)
    return indexPath(ofNode: n)
  }

  /// Sets the height of every item of section `s`, in order: O(n).
  public mutating func setCrossSizes(section s: Int, _ sizes: [Double]) throws(ReorderError) {
    try checkSection(s)
    guard sizes.count == count(s) else {
      throw ReorderError(
        .invalidArgument, "\(sizes.count) cross sizes for section \(s) of \(count(s)) items")
    }
    for v in sizes { try ReorderError.checkExtent(v, "cross size") }
    var nodes: [Int32] = []
    nodes.reserveCapacity(sizes.count)
    store.forEach(root: root(s), from: 0) {
      nodes.append($0)
      return true
    }
    for (n, v) in zip(nodes, sizes) { store.cross.set(n, v) }
  }

  public mutating func setFlags(id: UInt64, _ flags: ItemFlags) throws(ReorderError) {
    let n = try node(of: id)
    guard flags.isSubset(of: .known) else {
      throw ReorderError(.invalidArgument, "unknown item flags \(flags.rawValue)")
    }
    store.setFlags(n, flags)
    if flags.contains(.pinned) { pinned.insert(n) } else { pinned.remove(n) }
  }

  /// Replaces the items of section `s` with the given ones, in O(n), and
  /// returns the ids it held. `flags` is empty (every item gets `.default`)
  /// or one per item.
  @discardableResult
  public mutating func loadSection<I: Collection<UInt64>, S: Collection<Double>>(
    _ s: Int, ids: I, sizes: S, flags: [ItemFlags] = []
  ) throws(ReorderError) -> [UInt64] {
    try checkSection(s)
    let n = ids.count
    guard sizes.count == n, flags.isEmpty || flags.count == n else {
      throw ReorderError(
        .invalidArgument,
        "\(n) ids, \(sizes.count) sizes and \(flags.count) flags do not match")
    }
    // Counts first: a too-large load is refused before any item is read.
    try checkRoom(n - count(s))
    // A quick pass first (NaN fails both comparisons); the error names the
    // first bad size.
    if !sizes.allSatisfy({ $0 >= 0 && $0 <= maxExtent }) {
      for size in sizes { try ReorderError.checkExtent(size) }
    }
    for f in flags where !f.isSubset(of: .known) {
      throw ReorderError(.invalidArgument, "unknown item flags \(f.rawValue)")
    }
    let old = nodes(in: s)
    // Take the old items out of the id table first, so the new ids may reuse
    // them; put them back if an id turns out to be a duplicate.
    let saved = (
      ids: old.map { store[$0].id }, sizes: old.map { store[$0].size },
      flags: old.map { store.flags($0) }
    )
    for x in old where store.flags(x).contains(.pinned) { pinned.remove(x) }
    let slot = slot(s)
    let kept =
      store.rebuildsIndex(releasing: old.count)
      ? slots().filter { $0 != slot }.flatMap { nodes(ofSlot: $0) } : nil
    store.releaseAll(old, kept: kept)
    store.reserve(additional: n)
    var duplicate: UInt64?
    if let load = store.loadAll(
      ids: ids, sizes: sizes, flags: flags, slot: slot, duplicate: &duplicate)
    {
      finishLoad(slot, load)
      return saved.ids
    }
    var clash: UInt64?
    let restored = store.loadAll(
      ids: saved.ids, sizes: saved.sizes, flags: saved.flags, slot: slot, duplicate: &clash)
    assert(clash == nil, "the section's own ids clashed on restore")
    finishLoad(slot, restored ?? (noNode, []))
    throw ReorderError(.duplicateID, "id \(duplicate ?? 0) is already used")
  }

  private mutating func finishLoad(_ slot: Int32, _ load: (root: Int32, nodes: [Int32])) {
    records[Int(slot)].root = load.root
    for x in load.nodes where store.flags(x).contains(.pinned) { pinned.insert(x) }
  }

  // MARK: raw moves (no rules: `Policy` decides, this only carries out)

  /// Takes the item out of its section; returns where it was.
  mutating func detach(_ n: Int32) -> IndexPath {
    let p = indexPath(ofNode: n)
    // Through a local: the store and the records are observed (`generation`).
    let slot = Int(slot(p.section))
    var root = records[slot].root
    store.detach(n, root: &root)
    records[slot].root = root
    return p
  }

  mutating func attach(_ n: Int32, at p: IndexPath) {
    let slot = slot(p.section)
    var root = records[Int(slot)].root
    store.insert(n, at: p.item, root: &root, slot: slot)
    records[Int(slot)].root = root
  }

  /// Moves an item to `p`, an index path in the order after the move.
  mutating func relocate(_ n: Int32, to p: IndexPath) {
    _ = detach(n)
    attach(n, at: p)
  }
}
