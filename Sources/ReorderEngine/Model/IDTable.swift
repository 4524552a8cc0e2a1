/// id → node index: open addressing with linear probing over `Int32` slots.
/// The key is not stored; it is read from the node, which keeps the table at
/// about 6 bytes per item after a bulk load. Slots are found with a
/// multiply-high range reduction, so the capacity need not be a power of two
/// and can track the item count closely.
struct IDTable {
  private(set) var slots: [Int32] = []
  private(set) var count = 0

  /// Load factor after a growth step (amortized inserts) and after an exact
  /// reservation (bulk loads); never above `maxLoad`.
  private static let growLoad = 0.5
  private static let reserveLoad = 0.7
  private static let maxLoad = 0.8

  @inline(__always) static func mix(_ id: UInt64) -> UInt64 {
    var z = id &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  @inline(__always) private func home(_ id: UInt64) -> Int {
    Int(truncatingIfNeeded: IDTable.mix(id).multipliedFullWidth(by: UInt64(slots.count)).high)
  }

  @inline(__always) private func next(_ i: Int) -> Int {
    i + 1 == slots.count ? 0 : i + 1
  }

  var bytes: Int { slots.capacity * MemoryLayout<Int32>.stride }

  func find(_ id: UInt64, _ nodes: [ItemNode]) -> Int32 {
    if slots.isEmpty { return noNode }
    var i = home(id)
    while true {
      let n = slots[i]
      if n == noNode || nodes[Int(n)].id == id { return n }
      i = next(i)
    }
  }

  /// Adds `node` (whose id must be absent).
  mutating func insert(_ node: Int32, _ nodes: [ItemNode]) {
    if Double(count + 1) > Double(slots.count) * IDTable.maxLoad {
      rehash(capacity: IDTable.capacity(for: count + 1, load: IDTable.growLoad), nodes)
    }
    place(node, nodes)
    count += 1
  }

  /// Adds `node` unless its id is present, in a single probe (bulk loads
  /// check and insert a million ids; each probe is a likely cache miss).
  mutating func insertIfAbsent(_ node: Int32, _ nodes: [ItemNode]) -> Bool {
    if Double(count + 1) > Double(slots.count) * IDTable.maxLoad {
      rehash(capacity: IDTable.capacity(for: count + 1, load: IDTable.growLoad), nodes)
    }
    let id = nodes[Int(node)].id
    var i = home(id)
    while slots[i] != noNode {
      if nodes[Int(slots[i])].id == id { return false }
      i = next(i)
    }
    slots[i] = node
    count += 1
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
    var i = home(id)
    while slots[i] != noNode && nodes[Int(slots[i])].id != id { i = next(i) }
    guard slots[i] != noNode else { return }
    count -= 1
    // Backward-shift deletion: pull later members of the probe run into the
    // hole, so lookups never need tombstones.
    var j = i
    while true {
      j = next(j)
      let n = slots[j]
      if n == noNode { break }
      let k = home(nodes[Int(n)].id)
      let stays = i <= j ? (i < k && k <= j) : (i < k || k <= j)
      if !stays {
        slots[i] = n
        i = j
      }
    }
    slots[i] = noNode
  }

  private static func capacity(for total: Int, load: Double) -> Int {
    max(16, Int(Double(total) / load) + 1)
  }

  private mutating func place(_ node: Int32, _ nodes: [ItemNode]) {
    var i = home(nodes[Int(node)].id)
    while slots[i] != noNode { i = next(i) }
    slots[i] = node
  }

  private mutating func rehash(capacity: Int, _ nodes: [ItemNode]) {
    let old = slots
    slots = []
    slots.reserveCapacity(capacity)
    slots.append(contentsOf: repeatElement(noNode, count: capacity))
    for n in old where n != noNode { place(n, nodes) }
  }
}
