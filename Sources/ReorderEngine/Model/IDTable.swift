/// id → node index: open addressing with linear probing over `Int32` slots.
/// The key is not stored; it is read from the node, which keeps the table at
/// about 6 bytes per item after a bulk load. Node indices need 28 bits
/// (`Order.maxItems`), so each slot keeps 4 bits of the id's hash beside the
/// index: most probes past another id are settled without reading its node,
/// a likely cache miss in a large pool. Slots are found with a multiply-high
/// range reduction, so the capacity need not be a power of two and can track
/// the item count closely.
struct IDTable {
  private var slots: [Int32] = []
  private(set) var count = 0

  /// Load factor after a growth step (amortized inserts) and after an exact
  /// reservation (bulk loads); never above `maxLoad`.
  private static let growLoad = 0.5
  private static let reserveLoad = 0.7
  private static let maxLoad = 0.8
  private static let nodeMask: UInt32 = 0x0FFF_FFFF

  /// Drawn once per process, so which ids share a probe run cannot be
  /// known in advance: with a fixed hash, ids chosen to share one home
  /// (any caller can invert the mix) made a bulk load quadratic. Only the
  /// table's layout depends on it, and nothing observes that.
  private static let key = UInt64.random(in: .min ... .max)

  @inline(__always) static func mix(_ id: UInt64) -> UInt64 {
    var z = (id ^ key) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A slot for `node` with the hash's tag: 0...14 from the low bits (the
  /// home comes from the high bits), so no slot is ever all ones (`noNode`).
  @inline(__always) private static func tag(_ hash: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: (hash & 0xFFFF) % 15)
  }

  @inline(__always) private static func slot(_ node: Int32, _ hash: UInt64) -> Int32 {
    Int32(bitPattern: UInt32(bitPattern: node) | tag(hash) << 28)
  }

  @inline(__always) private static func node(_ slot: Int32) -> Int32 {
    Int32(bitPattern: UInt32(bitPattern: slot) & nodeMask)
  }

  @inline(__always) private static func sameTag(_ slot: Int32, _ hash: UInt64) -> Bool {
    UInt32(bitPattern: slot) >> 28 == tag(hash)
  }

  @inline(__always) private func home(_ hash: UInt64) -> Int {
    IDTable.home(hash, slots.count)
  }

  @inline(__always) private static func home(_ hash: UInt64, _ capacity: Int) -> Int {
    Int(truncatingIfNeeded: hash.multipliedFullWidth(by: UInt64(capacity)).high)
  }

  @inline(__always) private func next(_ i: Int) -> Int {
    i + 1 == slots.count ? 0 : i + 1
  }

  var bytes: Int { slots.capacity * MemoryLayout<Int32>.stride }

  /// Each slot's node, or `noNode` (for checks and tests).
  var slotNodes: [Int32] { slots.map { $0 == noNode ? noNode : IDTable.node($0) } }

  func find(_ id: UInt64, _ nodes: [ItemNode]) -> Int32 {
    if slots.isEmpty { return noNode }
    let h = IDTable.mix(id)
    var i = home(h)
    while true {
      let s = slots[i]
      if s == noNode { return noNode }
      if IDTable.sameTag(s, h) {
        let n = IDTable.node(s)
        if nodes[Int(n)].id == id { return n }
      }
      i = next(i)
    }
  }

  /// Adds `node` (whose id must be absent).
  mutating func insert(_ node: Int32, _ nodes: [ItemNode]) {
    _ = insertIfAbsent(node, nodes)
  }

  /// Adds `node` unless its id is present, in a single probe.
  mutating func insertIfAbsent(_ node: Int32, _ nodes: [ItemNode]) -> Bool {
    if Double(count + 1) > Double(slots.count) * IDTable.maxLoad {
      rehash(capacity: IDTable.capacity(for: count + 1, load: IDTable.growLoad), nodes)
    }
    return add(node, IDTable.mix(nodes[Int(node)].id), nodes)
  }

  /// Adds many nodes in one pass over raw buffers. Returns the first node
  /// whose id was already present, having added none of them; nil when all
  /// were added.
  mutating func insertAll(_ batch: [Int32], _ nodes: [ItemNode]) -> Int32? {
    reserve(count + batch.count, nodes)
    let capacity = slots.count
    let added = slots.withUnsafeMutableBufferPointer { table in
      nodes.withUnsafeBufferPointer { pool in
        batch.firstIndex {
          !IDTable.add($0, IDTable.mix(pool[Int($0)].id), into: table, capacity: capacity, pool)
        } ?? batch.count
      }
    }
    count += added
    guard added < batch.count else { return nil }
    for n in batch[..<added] { remove(nodes[Int(n)].id, nodes) }
    return batch[added]
  }

  /// Probes from the hash's home; adds the node unless its id is there.
  private mutating func add(_ node: Int32, _ h: UInt64, _ nodes: [ItemNode]) -> Bool {
    let capacity = slots.count
    let added = slots.withUnsafeMutableBufferPointer { table in
      nodes.withUnsafeBufferPointer { IDTable.add(node, h, into: table, capacity: capacity, $0) }
    }
    if added { count += 1 }
    return added
  }

  /// The probe itself, over raw buffers: a bulk load runs it a million
  /// times, and checked array writes would double its cost. Every index
  /// read is a slot of `table` or a node of `pool` that the table holds.
  private static func add(
    _ node: Int32, _ h: UInt64, into table: UnsafeMutableBufferPointer<Int32>, capacity: Int,
    _ pool: UnsafeBufferPointer<ItemNode>
  ) -> Bool {
    var i = home(h, capacity)
    while table[i] != noNode {
      let s = table[i]
      if sameTag(s, h) && pool[Int(IDTable.node(s))].id == pool[Int(node)].id { return false }
      i = i + 1 == capacity ? 0 : i + 1
    }
    table[i] = slot(node, h)
    return true
  }

  /// Makes room for `total` items without growing again.
  mutating func reserve(_ total: Int, _ nodes: [ItemNode]) {
    if Double(total) > Double(slots.count) * IDTable.maxLoad {
      rehash(capacity: IDTable.capacity(for: total, load: IDTable.reserveLoad), nodes)
    }
  }

  mutating func remove(_ id: UInt64, _ nodes: [ItemNode]) {
    guard !slots.isEmpty else { return }
    let h = IDTable.mix(id)
    var i = home(h)
    while slots[i] != noNode
      && !(IDTable.sameTag(slots[i], h) && nodes[Int(IDTable.node(slots[i]))].id == id)
    {
      i = next(i)
    }
    guard slots[i] != noNode else { return }
    count -= 1
    // Backward-shift deletion: pull later members of the probe run into the
    // hole, so lookups never need tombstones.
    var j = i
    while true {
      j = next(j)
      let s = slots[j]
      if s == noNode { break }
      let k = home(IDTable.mix(nodes[Int(IDTable.node(s))].id))
      let stays = i <= j ? (i < k && k <= j) : (i < k || k <= j)
      if !stays {
        slots[i] = s
        i = j
      }
    }
    slots[i] = noNode
  }

  private static func capacity(for total: Int, load: Double) -> Int {
    max(16, Int(Double(total) / load) + 1)
  }

  private mutating func rehash(capacity: Int, _ nodes: [ItemNode]) {
    let members = slots.compactMap { $0 == noNode ? nil : IDTable.node($0) }
    reset(capacity: capacity)
    let clash = insertAll(members, nodes)
    assert(clash == nil, "a table member clashed with another")
  }

  private mutating func reset(capacity: Int) {
    slots = []
    slots.reserveCapacity(capacity)
    adviseHugePages(&slots)
    slots.append(contentsOf: repeatElement(noNode, count: capacity))
    count = 0
  }

  /// Forgets every member, then indexes `members` (known distinct): cheaper
  /// than removing most of a large table one id at a time.
  mutating func rebuild(_ members: [Int32], _ nodes: [ItemNode]) {
    reset(capacity: IDTable.capacity(for: members.count, load: IDTable.reserveLoad))
    let clash = insertAll(members, nodes)
    assert(clash == nil, "rebuilt from ids that clash")
  }
}
