import Testing

@testable import ReorderEngine

/// The id table alone, over a node array managed like `ItemStore` does:
/// a removed node keeps its id until it leaves the table, then is recycled.
@Suite struct IDTableTests {
  struct Harness {
    var table = IDTable()
    var nodes: [ItemNode] = []
    var free: [Int32] = []
    var live: [UInt64: Int32] = [:]

    mutating func insert(_ id: UInt64) {
      let node = ItemNode(
        id: id, size: 0, sum: 0, left: noNode, right: noNode, parent: noNode, count: 1)
      let n: Int32
      if let f = free.popLast() {
        n = f
        nodes[Int(n)] = node
      } else {
        n = Int32(nodes.count)
        nodes.append(node)
      }
      table.insert(n, nodes)
      live[id] = n
    }

    mutating func remove(_ id: UInt64) {
      guard let n = live.removeValue(forKey: id) else { return }
      table.remove(id, nodes)
      nodes[Int(n)].id = 0
      free.append(n)
    }

    func home(_ id: UInt64) -> Int {
      Int(IDTable.mix(id).multipliedFullWidth(by: UInt64(table.slotNodes.count)).high)
    }

    /// Every id in `probe` is found exactly when live; the table holds the
    /// live nodes once each; no empty slot lies inside any probe run.
    func check(_ probe: [UInt64], sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(table.count == live.count, sourceLocation: sourceLocation)
      for id in probe {
        let found = table.find(id, nodes)
        if found != (live[id] ?? noNode) {
          Issue.record(
            "find(\(id)) = \(found), expected \(live[id] ?? noNode)", sourceLocation: sourceLocation
          )
          return
        }
      }
      let held = table.slotNodes.filter { $0 != noNode }
      #expect(held.count == live.count, sourceLocation: sourceLocation)
      #expect(Set(held) == Set(live.values), sourceLocation: sourceLocation)
      let size = table.slotNodes.count
      for (i, n) in table.slotNodes.enumerated() where n != noNode {
        var j = home(nodes[Int(n)].id)
        while j != i {
          if table.slotNodes[j] == noNode {
            Issue.record("hole at \(j) in the run of slot \(i)", sourceLocation: sourceLocation)
            return
          }
          j = (j + 1) % size
        }
      }
    }
  }

  /// Ids chosen so that the splitmix hash, without the table's key, gives
  /// them one home: the mix is invertible, so anyone could list such ids,
  /// and with a fixed hash they formed one probe run (a quadratic bulk
  /// load). Keyed, they scatter like any others.
  @Test func idsChosenToCollideDoNotShareAProbeRun() {
    func unshift(_ y: UInt64, _ s: UInt64) -> UInt64 {
      var x = y
      for _ in 0..<(64 / s + 1) { x = y ^ (x >> s) }
      return x
    }
    func inverse(_ a: UInt64) -> UInt64 {
      var x = a
      for _ in 0..<6 { x &*= 2 &- a &* x }
      return x
    }
    func unmix(_ h: UInt64) -> UInt64 {
      var z = unshift(h, 31) &* inverse(0x94D0_49BB_1331_11EB)
      z = unshift(z, 27) &* inverse(0xBF58_476D_1CE4_E5B9)
      return unshift(z, 30) &- 0x9E37_79B9_7F4A_7C15
    }
    var h = Harness()
    let ids = (0..<4_096 as Range<UInt64>).map { unmix(0x1234 << 48 | $0) }
    for id in ids { h.insert(id) }
    var longest = 0
    var run = 0
    let slots = h.table.slotNodes
    for n in slots + slots {
      run = n == noNode ? 0 : run + 1
      longest = max(longest, run)
    }
    #expect(longest < 256)
    #expect(ids.allSatisfy { h.table.find($0, h.nodes) == h.live[$0] })
  }

  @Test func emptyTableFindsNothing() {
    let table = IDTable()
    #expect(table.find(0, []) == noNode)
    #expect(table.find(.max, []) == noNode)
    var h = Harness()
    h.remove(5)
    h.table.remove(5, h.nodes)
    h.check([0, 5])
  }

  /// Id patterns that stress a weak hash: consecutive ids, ids differing
  /// only in their high bits, strided and near-maximal ids.
  static func pattern(_ k: Int, _ i: UInt64) -> UInt64 {
    switch k {
    case 0: i
    case 1: i << 48
    case 2: (i << 56) | ((i >> 8) << 40)
    case 3: i &* 0x1_0000_0001
    default: UInt64.max - i
    }
  }

  @Test(arguments: 0..<5)
  func collidingPatternsWithRandomRemovals(pattern: Int) {
    var rng = SeededRNG(seed: 40 + UInt64(pattern))
    let universe = (0..<600 as Range<UInt64>).map { IDTableTests.pattern(pattern, $0) }
    var h = Harness()
    for (k, id) in universe.prefix(400).enumerated() {
      h.insert(id)
      if k % 37 == 0 { h.check(universe) }
    }
    h.check(universe)
    for step in 0..<1_500 {
      let id = universe.randomElement(using: &rng)!
      if h.live[id] != nil { h.remove(id) } else { h.insert(id) }
      if step % 25 == 0 { h.check(universe) }
    }
    h.check(universe)
    // Remove everything: the table empties cleanly.
    for id in universe { h.remove(id) }
    h.check(universe)
  }

  /// Ids whose home is the last slot wrap their run around to slot 0;
  /// deleting from the middle of such a run must shift the rest back
  /// across the wrap.
  @Test func backwardShiftAcrossTheWrap() {
    var h = Harness()
    h.insert(1_000_000)  // sizes the table
    let size = h.table.slotNodes.count
    func ids(home want: Int, count: Int) -> [UInt64] {
      var out: [UInt64] = []
      var id: UInt64 = 1
      while out.count < count {
        if h.home(id) == want { out.append(id) }
        id += 1
      }
      return out
    }
    let last = ids(home: size - 1, count: 3)
    let first = ids(home: 0, count: 2)
    let mixed = last + first
    for id in mixed { h.insert(id) }
    #expect(h.table.slotNodes.count == size)
    h.check(mixed)
    for victim in [last[0], first[0], last[2]] {
      h.remove(victim)
      h.check(mixed + [1_000_000])
    }
    for id in mixed.reversed() where h.live[id] == nil { h.insert(id) }
    h.check(mixed)
    for victim in [last[1], first[1], last[0]] {
      h.remove(victim)
      h.check(mixed + [1_000_000])
    }
  }

  @Test func growsAndReservesWithinTheLoadFactor() {
    var h = Harness()
    for id in 0..<1_000 as Range<UInt64> {
      h.insert(id * 3)
      #expect(Double(h.table.count) <= Double(h.table.slotNodes.count) * 0.8)
    }
    h.check((0..<3_000 as Range<UInt64>).map { $0 })
    let before = h.table.slotNodes.count
    h.table.reserve(h.table.count + 2_000, h.nodes)
    #expect(Double(3_000) <= Double(h.table.slotNodes.count) * 0.8)
    #expect(h.table.slotNodes.count > before)
    let reserved = h.table.slotNodes.count
    for id in 1_000..<3_000 as Range<UInt64> { h.insert(id * 3) }
    #expect(h.table.slotNodes.count == reserved)
    h.check((0..<9_000 as Range<UInt64>).map { $0 })
  }

  /// A batch with an id already present, or twice in the batch, adds none
  /// of its nodes and names the clashing one.
  @Test func insertAllAddsAllOrNone() {
    var h = Harness()
    for id in [10, 20, 30] as [UInt64] { h.insert(id) }
    func batch(_ ids: [UInt64]) -> [Int32] {
      ids.map { id in
        h.nodes.append(ItemNode(leaf: id, size: 0))
        return Int32(h.nodes.count - 1)
      }
    }
    let clashOld = batch([40, 50, 20, 60])
    #expect(h.table.insertAll(clashOld, h.nodes) == clashOld[2])
    let clashNew = batch([70, 80, 70])
    #expect(h.table.insertAll(clashNew, h.nodes) == clashNew[2])
    h.check([10, 20, 30, 40, 50, 60, 70, 80])
    let fine = batch(Array(100..<400))
    #expect(h.table.insertAll(fine, h.nodes) == nil)
    for (k, n) in fine.enumerated() { h.live[UInt64(100 + k)] = n }
    h.check(Array(0..<400))
  }
}
