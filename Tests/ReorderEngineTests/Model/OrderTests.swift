import Testing

@testable import ReorderEngine

@Suite struct OrderTests {
  /// Random inserts, removals, resizes, moves and section changes, each
  /// checked against the plain-array model and the structural invariants.
  @Test(arguments: [1 as UInt64, 2, 3])
  func randomOperationsMatchTheReference(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    var order = Order()
    var ref = ReferenceOrder()
    var nextID: UInt64 = 1
    for s in 0..<3 {
      try order.insertSection(at: s)
      ref.sections.insert([], at: s)
    }
    for _ in 0..<2_000 {
      let ids = ref.allIDs
      let roll = Int.random(in: 0..<100, using: &rng)
      switch roll {
      case 0..<40 where ids.count < 160:
        let s = Int.random(in: 0..<ref.sections.count, using: &rng)
        let p = IndexPath(section: s, item: Int.random(in: 0...ref.sections[s].count, using: &rng))
        // Ids from all over the range, so the id table sees high bits too.
        let id = nextID << UInt64(Int.random(in: 0..<4, using: &rng) * 16) | nextID
        nextID += 1
        let size = ModelSupport.dyadicSize(&rng)
        let flags: ItemFlags = Bool.random(using: &rng) ? .default : [.pinned]
        try order.insertItem(id: id, size: size, flags: flags, at: p)
        ref.insert(id, size: size, flags: flags, at: p)
      case 0..<55 where !ids.isEmpty:
        let id = ids.randomElement(using: &rng)!
        let p = try order.removeItem(id: id)
        #expect(p == ref.remove(id))
      case 0..<70 where !ids.isEmpty:
        let id = ids.randomElement(using: &rng)!
        let size = ModelSupport.dyadicSize(&rng)
        let p = try order.resizeItem(id: id, size: size)
        #expect(p == ref.path(of: id))
        ref.sizes[id] = size
      case 0..<92 where !ids.isEmpty:
        let id = ids.randomElement(using: &rng)!
        let from = ref.path(of: id)!
        ref.sections[from.section].remove(at: from.item)
        let s = Int.random(in: 0..<ref.sections.count, using: &rng)
        let to = IndexPath(section: s, item: Int.random(in: 0...ref.sections[s].count, using: &rng))
        ref.sections[s].insert(id, at: to.item)
        order.relocate(try order.node(of: id), to: to)
      case 0..<94:
        let id = ids.randomElement(using: &rng) ?? 0
        let flags: ItemFlags = [[], .movable, .pinned, [.movable, .pinned]][roll % 4]
        if ids.isEmpty {
          ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
            try order.setFlags(id: id, flags)
          }
        } else {
          try order.setFlags(id: id, flags)
          ref.flags[id] = flags
        }
      case 0..<96 where ref.sections.count < 6:
        let s = Int.random(in: 0...ref.sections.count, using: &rng)
        try order.insertSection(at: s)
        ref.sections.insert([], at: s)
      case 0..<98 where ref.sections.count > 1:
        let s = Int.random(in: 0..<ref.sections.count, using: &rng)
        let removed = try order.removeSection(at: s)
        #expect(removed == ref.sections[s])
        for id in ref.sections.remove(at: s) {
          ref.sizes[id] = nil
          ref.flags[id] = nil
        }
      default:
        // Reload a section, keeping some of its ids and adding new ones.
        let s = Int.random(in: 0..<ref.sections.count, using: &rng)
        var fresh = ref.sections[s].filter { _ in Bool.random(using: &rng) }
        for _ in 0..<Int.random(in: 0..<8, using: &rng) {
          fresh.insert(nextID, at: Int.random(in: 0...fresh.count, using: &rng))
          nextID += 1
        }
        let sizes = fresh.map { _ in ModelSupport.dyadicSize(&rng) }
        let flags = fresh.map { _ in Bool.random(using: &rng) ? ItemFlags.default : [.pinned] }
        try order.loadSection(s, ids: fresh, sizes: sizes, flags: flags)
        for id in ref.sections[s] {
          ref.sizes[id] = nil
          ref.flags[id] = nil
        }
        ref.sections[s] = fresh
        for (i, id) in fresh.enumerated() {
          ref.sizes[id] = sizes[i]
          ref.flags[id] = flags[i]
        }
      }
      ref.check(order)
    }
  }

  // MARK: bulk load

  @Test(arguments: [0, 1, 2, 3, 1_000])
  func loadSectionBuildsABalancedTree(count: Int) throws {
    var order = Order()
    try order.insertSection(at: 0)
    try order.insertSection(at: 1)
    try order.insertItem(id: 999_999, size: 3, at: IndexPath(section: 0, item: 0))
    let ids = (0..<count).map { UInt64($0) * 7 + 1 }
    let sizes = (0..<count).map { Double($0 % 13) / 2 }
    try order.loadSection(1, ids: ids, sizes: sizes)
    var ref = ReferenceOrder()
    ref.sections = [[999_999], ids]
    ref.sizes[999_999] = 3
    ref.flags[999_999] = .default
    for (i, id) in ids.enumerated() {
      ref.sizes[id] = sizes[i]
      ref.flags[id] = .default
    }
    ref.check(order)
    // A built tree is perfectly balanced: log2(n + 1) deep, rounded up.
    #expect(depth(order.store, order.root(1)) == log2ceil(count + 1))
    // O(n): the build allocates exactly one node per item.
    #expect(order.store.nodes.count == count + 1)
  }

  /// Sections inserted at the front, thousands as a replayed trace may:
  /// each keeps its place, in a balanced section tree.
  @Test func sectionsInsertedAtTheFront() throws {
    var order = Order()
    let n = 2_000
    for s in 0..<n { try order.insertSection(at: 0, header: Double(s)) }
    #expect((0..<n).allSatisfy { order.header($0) == Double(n - 1 - $0) })
    for s in stride(from: n - 1, through: 0, by: -3) { try order.removeSection(at: s) }
    #expect(order.sectionCount == n - (n + 2) / 3)
    ModelSupport.checkInvariants(order)
  }

  @Test func loadSectionReplacesContentAndReusesNodes() throws {
    var order = Order()
    try order.insertSection(at: 0)
    try order.loadSection(
      0, ids: [1, 2, 3, 4], sizes: [1, 2, 3, 4], flags: [[], .pinned, [], []])
    #expect(order.pinned.count == 1)
    // The same ids may come back in another order with other sizes.
    try order.loadSection(0, ids: [4, 3, 9], sizes: [10, 20, 30])
    var ref = ReferenceOrder()
    ref.sections = [[4, 3, 9]]
    ref.sizes = [4: 10, 3: 20, 9: 30]
    ref.flags = [4: .default, 3: .default, 9: .default]
    ref.check(order)
    #expect(!order.contains(id: 1) && !order.contains(id: 2))
    #expect(order.store.nodes.count == 4)
    try order.loadSection(0, ids: [UInt64](), sizes: [Double]())
    ref.sections = [[]]
    ref.sizes = [:]
    ref.flags = [:]
    ref.check(order)
    #expect(order.itemCount == 0)
    // Lazy collections work as well as arrays.
    try order.loadSection(0, ids: (1...5).map { UInt64($0) }, sizes: repeatElement(2.0, count: 5))
    #expect(try order.ids(inSection: 0) == [1, 2, 3, 4, 5])
    #expect(order.total(0) == 10)
  }

  @Test func nodesAreReusedAfterRemoval() throws {
    var order = Order()
    try order.insertSection(at: 0)
    for i in 0..<10 {
      try order.insertItem(id: UInt64(i), size: 1, at: IndexPath(section: 0, item: i))
    }
    for i in [3, 7, 0] { try order.removeItem(id: UInt64(i)) }
    for i in 10..<13 {
      try order.insertItem(id: UInt64(i), size: 2, at: IndexPath(section: 0, item: 0))
    }
    #expect(order.store.nodes.count == 10)
    try order.insertItem(id: 13, size: 2, at: IndexPath(section: 0, item: 0))
    #expect(order.store.nodes.count == 11)
    #expect(try order.ids(inSection: 0) == [13, 12, 11, 10, 1, 2, 4, 5, 6, 8, 9])
    ModelSupport.checkInvariants(order)
    // A removed id is gone; the one that reused its node is found.
    #expect(!order.contains(id: 3))
    #expect(try order.indexPath(of: 12) == IndexPath(section: 0, item: 1))
  }

  // MARK: sections

  @Test func removeSectionReturnsIDsAndFreesItsSlot() throws {
    var order = Order()
    for s in 0..<3 { try order.insertSection(at: s, header: Double(s)) }
    try order.loadSection(0, ids: [1, 2], sizes: [1, 1])
    try order.loadSection(1, ids: [10, 11, 12], sizes: [1, 1, 1], flags: [.pinned, [], .pinned])
    try order.loadSection(2, ids: [20], sizes: [1])
    #expect(try order.removeSection(at: 1) == [10, 11, 12])
    #expect(order.itemCount == 3 && order.sectionCount == 2)
    #expect(order.pinned.isEmpty)
    for id in [10, 11, 12] as [UInt64] {
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.indexPath(of: id)
      }
    }
    #expect(try order.indexPath(of: 20) == IndexPath(section: 1, item: 0))
    // The freed slot is reused by a new section in front of the others.
    try order.insertSection(at: 0, header: 7)
    #expect(order.records.count == 3)
    try order.insertItem(id: 30, size: 1, at: IndexPath(section: 0, item: 0))
    try order.insertSection(at: 2)
    try order.insertItem(id: 40, size: 1, at: IndexPath(section: 2, item: 0))
    #expect(order.records.count == 4)
    #expect(try order.indexPath(of: 30) == IndexPath(section: 0, item: 0))
    #expect(try order.indexPath(of: 1) == IndexPath(section: 1, item: 0))
    #expect(try order.indexPath(of: 2) == IndexPath(section: 1, item: 1))
    #expect(try order.indexPath(of: 40) == IndexPath(section: 2, item: 0))
    #expect(try order.indexPath(of: 20) == IndexPath(section: 3, item: 0))
    #expect(order.header(0) == 7 && order.header(1) == 0 && order.header(3) == 2)
    ModelSupport.checkInvariants(order)
    #expect(try order.removeSection(at: 2) == [40])
    #expect(try order.removeSection(at: 0) == [30])
    #expect(try order.indexPath(of: 20) == IndexPath(section: 1, item: 0))
    ModelSupport.checkInvariants(order)
  }

  @Test func sectionExtentsAndRulesAreValidated() throws {
    var order = Order()
    try order.insertSection(at: 0, header: 5, footer: 6)
    #expect(order.header(0) == 5 && order.footer(0) == 6)
    for bad in [Double.nan, .infinity, -.infinity, -1, maxExtent.nextUp] {
      ModelSupport.expectError(.invalidArgument, "header \(bad)") { () throws(ReorderError) in
        try order.insertSection(at: 0, header: bad)
      }
      ModelSupport.expectError(.invalidArgument, "footer \(bad)") { () throws(ReorderError) in
        try order.insertSection(at: 1, footer: bad)
      }
      ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
        try order.setSectionExtents(0, header: bad, footer: 0)
      }
      ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
        try order.setSectionExtents(0, header: 0, footer: bad)
      }
    }
    #expect(order.sectionCount == 1 && order.header(0) == 5 && order.footer(0) == 6)
    for s in [-1, 2, Int.min, Int.max] {
      ModelSupport.expectError(.outOfRange, "insert at \(s)") { () throws(ReorderError) in
        try order.insertSection(at: s)
      }
    }
    for s in [-1, 1, Int.max] {
      ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
        _ = try order.removeSection(at: s)
      }
      ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
        try order.setSectionExtents(s, header: 0, footer: 0)
      }
      ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
        _ = try order.itemCount(inSection: s)
      }
      ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
        _ = try order.ids(inSection: s)
      }
      ModelSupport.expectError(.outOfRange) { () throws(ReorderError) in
        try order.loadSection(s, ids: [1], sizes: [1])
      }
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.insertSection(at: 0, rules: SectionRules(minimumCount: -1))
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.setSectionRules(0, SectionRules(capacity: 0))
    }
    try order.setSectionExtents(0, header: 0, footer: maxExtent)
    #expect(order.footer(0) == maxExtent)
    #expect(order.sectionCount == 1)
    ModelSupport.checkInvariants(order)
  }

  // MARK: helpers

  private func depth(_ store: ItemStore, _ n: Int32) -> Int {
    n == noNode ? 0 : 1 + max(depth(store, store[n].left), depth(store, store[n].right))
  }

  private func log2ceil(_ n: Int) -> Int {
    var k = 0
    while (1 << k) < n { k += 1 }
    return k
  }
}

@Suite("Steps: the inline steps of one drag step")
struct StepsTests {
  @Test("Appends keep order up to the capacity")
  func appendsInOrder() {
    var s = Steps()
    let all = (0..<Steps.capacity).map {
      Step(
        id: UInt64($0), from: IndexPath(section: 0, item: $0),
        to: IndexPath(section: 1, item: $0))
    }
    for x in all.prefix(2) { s.append(x) }
    var t = Steps()
    for x in all.dropFirst(2) { t.append(x) }
    s.append(contentsOf: t)
    #expect(Array(s) == all)
    #expect(s.count == Steps.capacity)
  }
}

@Suite("Steps: past the inline capacity")
struct StepsOverflowTests {
  @Test("More steps than fit inline go on in order, no trap")
  func overflows() {
    var s = Steps()
    let all = (0..<(Steps.capacity * 3)).map {
      Step(
        id: UInt64($0), from: IndexPath(section: 0, item: $0), to: IndexPath(section: 0, item: 0))
    }
    for x in all { s.append(x) }
    #expect(Array(s) == all)
  }
}
