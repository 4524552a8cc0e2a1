import Testing

@testable import ReorderEngine

/// Every way an `Order` call can fail: it throws the right code and changes
/// nothing.
@Suite struct OrderErrorTests {
  static let badSizes: [Double] = [
    .nan, -.nan, .signalingNaN, .infinity, -.infinity, -1, -.leastNonzeroMagnitude,
    maxExtent.nextUp, 1e300, .greatestFiniteMagnitude,
  ]

  /// Two sections: [1, 2, 3] (2 pinned) and [10].
  private func sample() throws -> (Order, ReferenceOrder) {
    var order = Order()
    try order.insertSection(at: 0)
    try order.insertSection(at: 1)
    try order.loadSection(0, ids: [1, 2, 3], sizes: [1, 2, 3], flags: [[], .pinned, .movable])
    try order.insertItem(id: 10, size: 4, at: IndexPath(section: 1, item: 0))
    var ref = ReferenceOrder()
    ref.sections = [[1, 2, 3], [10]]
    ref.sizes = [1: 1, 2: 2, 3: 3, 10: 4]
    ref.flags = [1: [], 2: .pinned, 3: .movable, 10: .default]
    ref.check(order)
    return (order, ref)
  }

  @Test func duplicateIDOnInsert() throws {
    var (order, ref) = try sample()
    for id in [1, 3, 10] as [UInt64] {
      for s in 0..<2 {
        ModelSupport.expectError(.duplicateID, "id \(id)") { () throws(ReorderError) in
          try order.insertItem(id: id, size: 1, at: IndexPath(section: s, item: 0))
        }
      }
    }
    ref.check(order)
  }

  @Test func unknownIDs() throws {
    var (order, ref) = try sample()
    for id in [0, 4, 11, UInt64.max, 1 << 63] as [UInt64] {
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.removeItem(id: id)
      }
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.resizeItem(id: id, size: 1)
      }
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        try order.setFlags(id: id, .movable)
      }
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.indexPath(of: id)
      }
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.size(of: id)
      }
      ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
        _ = try order.flags(of: id)
      }
      #expect(!order.contains(id: id))
    }
    // Removed ids are unknown from then on.
    try order.removeItem(id: 3)
    _ = ref.remove(3)
    ModelSupport.expectError(.unknownID) { () throws(ReorderError) in
      _ = try order.removeItem(id: 3)
    }
    ref.check(order)
  }

  @Test(arguments: badSizes)
  func invalidSizes(size: Double) throws {
    var (order, ref) = try sample()
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.insertItem(id: 50, size: size, at: IndexPath(section: 0, item: 0))
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      _ = try order.resizeItem(id: 1, size: size)
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [50, 51], sizes: [1, size])
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(0, ids: [50], sizes: [size])
    }
    ref.check(order)
  }

  @Test func boundarySizesAreAccepted() throws {
    var (order, ref) = try sample()
    for (i, size) in [0, -0.0, .leastNonzeroMagnitude, maxExtent].enumerated() {
      let id = UInt64(100 + i)
      try order.insertItem(id: id, size: size, at: IndexPath(section: 1, item: 0))
      ref.insert(id, size: size, flags: .default, at: IndexPath(section: 1, item: 0))
    }
    try order.resizeItem(id: 1, size: maxExtent)
    ref.sizes[1] = maxExtent
    ref.check(order)
  }

  @Test func outOfRangeIndexPaths() throws {
    var (order, ref) = try sample()
    let badInserts: [IndexPath] = [
      .init(section: -1, item: 0), .init(section: 2, item: 0), .init(section: 0, item: -1),
      .init(section: 0, item: 4), .init(section: 1, item: 2), .init(section: Int.min, item: 0),
      .init(section: 0, item: Int.max), .init(section: 0, item: Int.min),
    ]
    for p in badInserts {
      ModelSupport.expectError(.outOfRange, "insert at \(p)") { () throws(ReorderError) in
        try order.insertItem(id: 77, size: 1, at: p)
      }
    }
    let badReads = badInserts + [.init(section: 0, item: 3), .init(section: 1, item: 1)]
    for p in badReads {
      ModelSupport.expectError(.outOfRange, "id at \(p)") { () throws(ReorderError) in
        _ = try order.id(at: p)
      }
    }
    // The ends themselves are fine.
    try order.insertItem(id: 77, size: 1, at: IndexPath(section: 0, item: 3))
    ref.insert(77, size: 1, flags: .default, at: IndexPath(section: 0, item: 3))
    #expect(try order.id(at: IndexPath(section: 0, item: 3)) == 77)
    ref.check(order)
  }

  @Test func unknownFlagBits() throws {
    var (order, ref) = try sample()
    for raw in [0x10, 0x20, 0x80, 0xFF, 0x15] as [UInt8] {
      let f = ItemFlags(rawValue: raw)
      ModelSupport.expectError(.invalidArgument, "flags \(raw)") { () throws(ReorderError) in
        try order.insertItem(id: 60, size: 1, flags: f, at: IndexPath(section: 0, item: 0))
      }
      ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
        try order.setFlags(id: 1, f)
      }
      ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
        try order.loadSection(1, ids: [60, 61], sizes: [1, 1], flags: [.default, f])
      }
    }
    ref.check(order)
  }

  @Test func loadSectionMismatchedLengths() throws {
    var (order, ref) = try sample()
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [60, 61, 62], sizes: [1, 1])
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [60], sizes: [1, 1])
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [UInt64](), sizes: [1])
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [60, 61], sizes: [1, 1], flags: [.default])
    }
    ModelSupport.expectError(.invalidArgument) { () throws(ReorderError) in
      try order.loadSection(1, ids: [60], sizes: [1], flags: [.default, .default])
    }
    ref.check(order)
  }

  @Test func loadSectionDuplicateWithinNewIDs() throws {
    var (order, ref) = try sample()
    ModelSupport.expectError(.duplicateID) { () throws(ReorderError) in
      try order.loadSection(0, ids: [7, 8, 7], sizes: [1, 1, 1])
    }
    ModelSupport.expectError(.duplicateID) { () throws(ReorderError) in
      try order.loadSection(1, ids: [5, 5], sizes: [1, 1])
    }
    // Failed loads leave the content, sizes, flags and pinned set as they were.
    ref.check(order)
    #expect(!order.contains(id: 7) && !order.contains(id: 8) && !order.contains(id: 5))
  }

  @Test func loadSectionDuplicateAgainstAnotherSection() throws {
    var (order, ref) = try sample()
    ModelSupport.expectError(.duplicateID) { () throws(ReorderError) in
      try order.loadSection(1, ids: [20, 21, 2], sizes: [1, 1, 1])
    }
    ModelSupport.expectError(.duplicateID) { () throws(ReorderError) in
      try order.loadSection(0, ids: [10], sizes: [1])
    }
    ref.check(order)
    #expect(!order.contains(id: 20) && !order.contains(id: 21))
    // And the order keeps working normally afterwards.
    try order.loadSection(1, ids: [20, 10], sizes: [5, 6])
    ref.sections[1] = [20, 10]
    ref.sizes[20] = 5
    ref.sizes[10] = 6
    ref.flags[20] = .default
    ref.check(order)
  }

  /// A reload that replaces a large part of the index rebuilds it; a small
  /// one edits it in place. A duplicate restores the section either way,
  /// pinned items included.
  @Test(arguments: [true, false])
  func failedReloadRestoresOnEitherIndexPath(large: Bool) throws {
    var order = Order()
    var ref = ReferenceOrder()
    let contents: [[UInt64]] = [Array(0..<400), Array(1_000..<1_010)]
    for (s, ids) in contents.enumerated() {
      try order.insertSection(at: s)
      let sizes = ids.map { Double($0 % 7) }
      let flags = ids.map { $0 % 5 == 0 ? ItemFlags.pinned : .default }
      try order.loadSection(s, ids: ids, sizes: sizes, flags: flags)
      ref.sections.append(ids)
      for (k, id) in ids.enumerated() {
        ref.sizes[id] = sizes[k]
        ref.flags[id] = flags[k]
      }
    }
    let s = large ? 0 : 1
    #expect(order.store.rebuildsIndex(releasing: order.count(s)) == large)
    let other = contents[1 - s][3]
    ModelSupport.expectError(.duplicateID) { () throws(ReorderError) in
      try order.loadSection(s, ids: [5_000, 5_001, other], sizes: [1, 1, 1])
    }
    ref.check(order)
    #expect(order.pinned.count == 80 + 2)
    #expect(!order.contains(id: 5_000))
  }

  /// The limit check runs on counts alone, before anything is read or
  /// allocated, so it is tried here with lazy collections of 2^28 + 1 items.
  /// Their first size is NaN: should the count check ever let a load pass,
  /// it fails at once on that size instead of allocating gigabytes.
  @Test func tooManyItems() throws {
    var (order, ref) = try sample()
    func load(_ n: Int) throws(ReorderError) {
      let ids = (0 as UInt64)..<UInt64(n)
      let sizes = (0..<n).lazy.map { $0 == 0 ? Double.nan : 1 }
      try order.loadSection(1, ids: ids, sizes: sizes)
    }
    ModelSupport.expectError(.tooManyItems) { () throws(ReorderError) in
      try load(Order.maxItems + 1)
    }
    ModelSupport.expectError(.tooManyItems) { () throws(ReorderError) in
      try load(Int.max)
    }
    // Section 0 holds 3 items, section 1 one (replaced by the load): a load
    // of 2^28 - 3 fits, one of 2^28 - 2 does not.
    ModelSupport.expectError(.tooManyItems) { () throws(ReorderError) in
      try load(Order.maxItems - 2)
    }
    ModelSupport.expectError(.invalidArgument, "past the count check") { () throws(ReorderError) in
      try load(Order.maxItems - 3)
    }
    ref.check(order)
  }
}
