/// A section: its tree of items and what surrounds them.
struct SectionRecord {
  var root: Int32 = noNode
  var header: Double
  var footer: Double
  var rules: SectionRules
}

/// The order of all items: ordered sections, each an order-statistic tree of
/// items with stable ids. Every operation validates first and changes
/// nothing when it throws. Index ↔ offset, id → index path, insert, remove,
/// resize and move are O(log n); inserting or removing a section is
/// O(log sections) plus its items.
public struct Order {
  /// Most items one engine holds (node links are 32-bit).
  public static let maxItems = 1 << 28

  var store = ItemStore() { didSet { generation &+= 1 } }
  /// The sections in order, as a tree of their own whose node n stands for
  /// the section in slot n: a slot names a section in its items' root tags
  /// and survives the insertion and removal of others, and index ↔ slot is
  /// O(log sections) both ways. (An array renumbered on every insertion
  /// made a trace of sections inserted at index 0 quadratic.)
  private(set) var sectionTree = ItemStore() { didSet { generation &+= 1 } }
  private(set) var sectionRoot = noNode { didSet { generation &+= 1 } }
  /// Each slot's section; a free slot's record is stale.
  var records: [SectionRecord] = [] { didSet { generation &+= 1 } }
  /// Changes with every change to the items or sections (the observers
  /// above see each one, in place): what a cache of a computation over the
  /// order checks to know it still holds.
  private(set) var generation: UInt64 = 0
  /// The section tree's id table needs distinct ids; nothing reads them.
  private var sectionSerial: UInt64 = 0
  /// Pinned items, few in practice: checking a move against them is
  /// O(pinned · log n).
  var pinned: Set<Int32> = []

  public init() {}

  public var sectionCount: Int { sectionTree.count(sectionRoot) }
  public var itemCount: Int { store.liveCount }
  /// Bytes held for items (node pool, flags, id table).
  public var itemBytes: Int { store.bytes }

  // MARK: checks

  func checkSection(_ s: Int) throws(ReorderError) {
    guard s >= 0 && s < sectionCount else {
      throw ReorderError(.outOfRange, "section \(s) is out of range 0..<\(sectionCount)")
    }
  }

  func checkSlot(_ p: IndexPath, extra: Int = 0) throws(ReorderError) {
    try checkSection(p.section)
    let n = count(p.section) + extra
    guard p.item >= 0 && p.item < n else {
      throw ReorderError(
        .outOfRange, "item \(p.item) is out of range 0..<\(n) in section \(p.section)")
    }
  }

  func node(of id: UInt64) throws(ReorderError) -> Int32 {
    let n = store.find(id)
    guard n != noNode else { throw ReorderError(.unknownID, "no item has id \(id)") }
    return n
  }

  // MARK: sections

  /// The slot of the valid section `s`.
  func slot(_ s: Int) -> Int32 { sectionTree.node(at: s, root: sectionRoot) }
  func sectionIndex(ofSlot slot: Int32) -> Int { sectionTree.position(of: slot).index }
  /// The slots of every section, in order: O(sections).
  func slots() -> [Int32] {
    var out: [Int32] = []
    sectionTree.forEach(root: sectionRoot, from: 0) {
      out.append($0)
      return true
    }
    return out
  }

  func count(_ s: Int) -> Int { store.count(root(s)) }
  func root(_ s: Int) -> Int32 { records[Int(slot(s))].root }
  func header(_ s: Int) -> Double { records[Int(slot(s))].header }
  func footer(_ s: Int) -> Double { records[Int(slot(s))].footer }
  func rules(_ s: Int) -> SectionRules { records[Int(slot(s))].rules }
  /// Sum of the item sizes in section `s`.
  func total(_ s: Int) -> Double { store.sum(root(s)) }

  public func itemCount(inSection s: Int) throws(ReorderError) -> Int {
    try checkSection(s)
    return count(s)
  }

  public mutating func insertSection(
    at s: Int, header: Double = 0, footer: Double = 0, rules: SectionRules = SectionRules()
  ) throws(ReorderError) {
    guard s >= 0 && s <= sectionCount else {
      throw ReorderError(.outOfRange, "section \(s) is out of range 0...\(sectionCount)")
    }
    try ReorderError.checkExtent(header, "header extent")
    try ReorderError.checkExtent(footer, "footer extent")
    try rules.validate()
    let slot = sectionTree.allocate(id: sectionSerial, size: 0, flags: .default)
    sectionSerial += 1
    var root = sectionRoot  // a local: both are observed (`generation`)
    sectionTree.insert(slot, at: s, root: &root, slot: 0)
    sectionRoot = root
    let record = SectionRecord(header: header, footer: footer, rules: rules)
    if Int(slot) == records.count { records.append(record) } else { records[Int(slot)] = record }
  }

  /// Removes section `s` and its items; returns their ids in order.
  @discardableResult
  public mutating func removeSection(at s: Int) throws(ReorderError) -> [UInt64] {
    try checkSection(s)
    let nodes = nodes(in: s)
    let ids = nodes.map { store[$0].id }
    for n in nodes {
      pinned.remove(n)
      store.release(n)
    }
    let slot = slot(s)
    records[Int(slot)].root = noNode
    var root = sectionRoot
    sectionTree.detach(slot, root: &root)
    sectionRoot = root
    sectionTree.release(slot)
    return ids
  }

  public mutating func setSectionExtents(_ s: Int, header: Double, footer: Double)
    throws(ReorderError)
  {
    try checkSection(s)
    try ReorderError.checkExtent(header, "header extent")
    try ReorderError.checkExtent(footer, "footer extent")
    let slot = slot(s)
    records[Int(slot)].header = header
    records[Int(slot)].footer = footer
  }

  public mutating func setSectionRules(_ s: Int, _ rules: SectionRules) throws(ReorderError) {
    try checkSection(s)
    try rules.validate()
    records[Int(slot(s))].rules = rules
  }

  public func sectionRules(_ s: Int) throws(ReorderError) -> SectionRules {
    try checkSection(s)
    return rules(s)
  }

  func nodes(in s: Int) -> [Int32] { nodes(ofSlot: slot(s)) }

  func nodes(ofSlot slot: Int32) -> [Int32] {
    let root = records[Int(slot)].root
    var out: [Int32] = []
    out.reserveCapacity(store.count(root))
    store.forEach(root: root, from: 0) {
      out.append($0)
      return true
    }
    return out
  }
}
