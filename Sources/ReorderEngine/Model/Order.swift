/// A section: its tree of items and what surrounds them.
struct SectionRecord {
  /// Stable identity, named by the root node's parent tag.
  var slot: Int32
  var root: Int32 = noNode
  var header: Double
  var footer: Double
  var rules: SectionRules
}

/// The order of all items: ordered sections, each an order-statistic tree of
/// items with stable ids. Every operation validates first and changes
/// nothing when it throws. Index ↔ offset, id → index path, insert, remove,
/// resize and move are O(log n); section-level changes are O(sections).
public struct Order {
  /// Most items one engine holds (node links are 32-bit).
  public static let maxItems = 1 << 28

  var store = ItemStore()
  var sections: [SectionRecord] = []
  /// Section slot → index in `sections`, or -1 for a free slot.
  private(set) var slotIndexTable: [Int32] = []
  private var freeSlots: [Int32] = []
  /// Pinned items, few in practice: checking a move against them is
  /// O(pinned · log n).
  var pinned: Set<Int32> = []

  public init() {}

  public var sectionCount: Int { sections.count }
  public var itemCount: Int { store.liveCount }
  /// Bytes held for items (node pool, flags, id table).
  public var itemBytes: Int { store.bytes }

  // MARK: checks

  func checkSection(_ s: Int) throws(ReorderError) {
    guard s >= 0 && s < sections.count else {
      throw ReorderError(.outOfRange, "section \(s) is out of range 0..<\(sections.count)")
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

  func count(_ s: Int) -> Int { store.count(sections[s].root) }
  func root(_ s: Int) -> Int32 { sections[s].root }
  func header(_ s: Int) -> Double { sections[s].header }
  func footer(_ s: Int) -> Double { sections[s].footer }
  func rules(_ s: Int) -> SectionRules { sections[s].rules }
  /// Sum of the item sizes in section `s`.
  func total(_ s: Int) -> Double { store.sum(sections[s].root) }

  public func itemCount(inSection s: Int) throws(ReorderError) -> Int {
    try checkSection(s)
    return count(s)
  }

  public mutating func insertSection(
    at s: Int, header: Double = 0, footer: Double = 0, rules: SectionRules = SectionRules()
  ) throws(ReorderError) {
    guard s >= 0 && s <= sections.count else {
      throw ReorderError(.outOfRange, "section \(s) is out of range 0...\(sections.count)")
    }
    try ReorderError.checkExtent(header, "header extent")
    try ReorderError.checkExtent(footer, "footer extent")
    try rules.validate()
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      slot = Int32(slotIndexTable.count)
      slotIndexTable.append(-1)
    }
    sections.insert(SectionRecord(slot: slot, header: header, footer: footer, rules: rules), at: s)
    renumber(from: s)
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
    slotIndexTable[Int(sections[s].slot)] = -1
    freeSlots.append(sections[s].slot)
    sections.remove(at: s)
    renumber(from: s)
    return ids
  }

  private mutating func renumber(from s: Int) {
    for i in s..<sections.count { slotIndexTable[Int(sections[i].slot)] = Int32(i) }
  }

  public mutating func setSectionExtents(_ s: Int, header: Double, footer: Double)
    throws(ReorderError)
  {
    try checkSection(s)
    try ReorderError.checkExtent(header, "header extent")
    try ReorderError.checkExtent(footer, "footer extent")
    sections[s].header = header
    sections[s].footer = footer
  }

  public mutating func setSectionRules(_ s: Int, _ rules: SectionRules) throws(ReorderError) {
    try checkSection(s)
    try rules.validate()
    sections[s].rules = rules
  }

  public func sectionRules(_ s: Int) throws(ReorderError) -> SectionRules {
    try checkSection(s)
    return sections[s].rules
  }

  func nodes(in s: Int) -> [Int32] {
    var out: [Int32] = []
    out.reserveCapacity(count(s))
    store.forEach(root: sections[s].root, from: 0) {
      out.append($0)
      return true
    }
    return out
  }
}
