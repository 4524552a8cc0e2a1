import Testing

@testable import ReorderEngine

/// Combining in lists and grids: over another item's middle the drag holds
/// still; after the delay the item is the target, and a drop there undoes
/// the drag's moves and reports both items.
@Suite struct CombineTests {
  static func list(delay: Double = 0.3) throws -> Engine {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 600))
    try e.setLayout(.list(ListConfig()), crossExtent: 0)
    var i = InteractionConfig()
    i.activation = .immediate
    try e.setInteraction(i)
    try e.setPolicy(Policy(combine: CombineConfig(zone: 0.5, delay: delay)))
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: [1, 2, 3, 4], sizes: [40, 40, 40, 40])
    return e
  }

  static func grid() throws -> Engine {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 600))
    try e.setLayout(.grid(GridConfig(columns: 4)), crossExtent: 0)  // 80 x 80 cells
    var i = InteractionConfig()
    i.activation = .immediate
    try e.setInteraction(i)
    try e.setPolicy(Policy(rule: .center, combine: CombineConfig(zone: 0.5)))
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: Array(1...8), sizes: Array(repeating: 1, count: 8))
    return e
  }

  static func notices(_ events: [Event]) -> [ItemNotice] {
    events.compactMap { if case .notice(let n) = $0 { n } else { nil } }
  }

  @Test func aDropHeldOverAnItemsMiddleCombinesAndMovesNothing() throws {
    var e = try Self.list()
    // Item 1 down past 2 (its far side) onto 3's middle, held 0.4 s.
    try e.pointerDown(Point(x: 100, y: 20), time: 0)
    for k in 1...16 {
      try e.pointerMove(Point(x: 100, y: 20 + Double(k) * 5), time: Double(k) / 100)
    }
    try e.tick(time: 0.3)
    #expect(
      e.presentation(in: Rect(x: 0, y: 0, width: 320, height: 600), at: 0.3).contains {
        $0.id == 3 && !$0.isTarget
      })
    try e.tick(time: 0.6)
    #expect(
      e.presentation(in: Rect(x: 0, y: 0, width: 320, height: 600), at: 0.6).contains {
        $0.id == 3 && $0.isTarget
      })
    try e.pointerUp(Point(x: 100, y: 100), time: 0.7)
    let events = e.drainEvents()
    #expect(Self.notices(events) == [ItemNotice(.combined, id: 1, other: 3)])
    #expect(events.contains(.cancelled(id: 1, reason: .combined)))
    #expect(!events.contains { if case .drop = $0 { true } else { false } })
    #expect(try e.order.ids(inSection: 0) == [1, 2, 3, 4])
    let texts = events.compactMap { if case .announcement(let a) = $0 { a.text } else { nil } }
    #expect(texts.contains("item 1 is over item 3. Drop to combine them."))
    #expect(texts.last == "item 1 was combined with item 3.")
    #expect(!e.canUndo)
  }

  @Test func beforeTheDelayADropIsAnOrdinaryDrop() throws {
    var e = try Self.list()
    try e.pointerDown(Point(x: 100, y: 20), time: 0)
    for k in 1...16 {
      try e.pointerMove(Point(x: 100, y: 20 + Double(k) * 5), time: Double(k) / 100)
    }
    try e.pointerUp(Point(x: 100, y: 100), time: 0.2)
    #expect(Self.notices(e.drainEvents()).isEmpty)
    #expect(try e.order.ids(inSection: 0) == [2, 1, 3, 4])
  }

  @Test func passingAnItemTakesGoingBeyondItsMiddle() throws {
    var e = try Self.list(delay: 0)
    try e.pointerDown(Point(x: 100, y: 20), time: 0)
    // The centre at 2's near side (40...50): held, nothing moves.
    try e.pointerMove(Point(x: 100, y: 45), time: 0.1)
    #expect(try e.order.ids(inSection: 0) == [1, 2, 3, 4])
    // Past its middle zone (50...70): it passes.
    try e.pointerMove(Point(x: 100, y: 72), time: 0.2)
    #expect(try e.order.ids(inSection: 0) == [2, 1, 3, 4])
    try e.pointerUp(Point(x: 100, y: 72), time: 0.3)
  }

  @Test func aGridCellCombinesOverItsMiddleInBothDirections() throws {
    var e = try Self.grid()
    // Item 1 (0...80) onto item 6 (80...160, 80...160): its centre.
    try e.pointerDown(Point(x: 40, y: 40), time: 0)
    for k in 1...20 {
      try e.pointerMove(Point(x: 40 + Double(k) * 4, y: 40 + Double(k) * 4), time: Double(k) / 100)
    }
    try e.pointerUp(Point(x: 120, y: 120), time: 0.5)
    #expect(Self.notices(e.drainEvents()) == [ItemNotice(.combined, id: 1, other: 6)])
    #expect(try e.order.ids(inSection: 0) == Array(1...8))
  }

  @Test func aTraceOfACombineReplaysTheSame() throws {
    var e = try Self.list(delay: 0.1)
    try e.startRecording()
    try e.perform(.pointerDown(Point(x: 100, y: 20), time: 0))
    for k in 1...16 {
      try e.perform(.pointerMove(Point(x: 100, y: 20 + Double(k) * 5), time: Double(k) / 100))
    }
    try e.perform(.tick(0.5))
    try e.perform(.pointerUp(Point(x: 100, y: 100), time: 0.6))
    let trace = try e.stopRecording()
    #expect(trace.contains("combine=0.5,0.1"))
    let (_, events) = try Engine.replay(trace)
    #expect(Self.notices(events) == [ItemNotice(.combined, id: 1, other: 3)])
  }

  @Test func aKeyboardDragStopsOverAnItemBeforePassingIt() throws {
    var e = try Self.list()
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.down, focused: nil, time: 0.1)  // over 2
    #expect(try e.order.ids(inSection: 0) == [1, 2, 3, 4])
    try e.key(.down, focused: nil, time: 0.2)  // past it
    #expect(try e.order.ids(inSection: 0) == [2, 1, 3, 4])
    try e.key(.down, focused: nil, time: 0.3)  // over 3
    try e.key(.pickUpOrDrop, focused: nil, time: 0.4)
    let events = e.drainEvents()
    #expect(Self.notices(events) == [ItemNotice(.combined, id: 1, other: 3)])
    #expect(try e.order.ids(inSection: 0) == [1, 2, 3, 4])
    let texts = events.compactMap { if case .announcement(let a) = $0 { a.text } else { nil } }
    #expect(texts.contains("item 1 is over item 2. Drop to combine them."))
  }

  @Test func badCombineSettingsAreRefused() throws {
    var e = try Self.list()
    for bad in [
      CombineConfig(zone: 0), CombineConfig(zone: 1.5), CombineConfig(delay: -1),
      CombineConfig(delay: .nan),
    ] {
      #expect(throws: ReorderError.self) { try e.setPolicy(Policy(combine: bad)) }
    }
    #expect(e.policy.combine == CombineConfig(zone: 0.5, delay: 0.3))
  }
}
