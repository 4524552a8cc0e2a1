import Testing

@testable import ReorderEngine

/// Drags, keys and traces in a flow: across line breaks, with mixed widths,
/// in both directions.
@Suite struct FlowDragTests {
  /// Widths 80, 40, 120, 60, 80, 40, ... in 300 (spacing 10): lines of
  /// [1 2 3] [4 5 6 7] [8 9 10] ...
  static func engine(
    _ rule: ReorderRule = .midpoint, _ d: LayoutDirection = .leftToRight
  ) throws -> Engine {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 300, height: 400))
    try e.setLayout(
      .flow(FlowConfig(itemSpacing: 10, lineSpacing: 10, itemHeight: 30, direction: d)),
      crossExtent: 0)
    var i = InteractionConfig()
    i.activation = .immediate
    try e.setInteraction(i)
    e.policy = Policy(rule: rule)
    try e.insertSection(at: 0)
    let widths: [Double] = [80, 40, 120, 60, 80, 40, 60, 80, 100, 50, 70, 90]
    try e.loadSection(0, ids: Array(1...12), sizes: widths)
    return e
  }

  @Test func itemsWrapIntoLines() throws {
    let e = try Self.engine()
    #expect(try e.frame(ofID: 3) == Rect(x: 140, y: 0, width: 120, height: 30))
    #expect(try e.frame(ofID: 4) == Rect(x: 0, y: 40, width: 60, height: 30))
    #expect(try e.frame(ofID: 8) == Rect(x: 0, y: 80, width: 80, height: 30))
  }

  @Test(arguments: ReorderRule.allCases)
  func aDragCrossesLineBreaksBothWays(rule: ReorderRule) throws {
    var e = try Self.engine(rule)
    // Item 1 from the first line onto the third, past item 9's right edge.
    try e.pointerDown(Point(x: 40, y: 15), time: 0)
    for (k, y) in stride(from: 15.0, through: 95, by: 10).enumerated() {
      try e.pointerMove(Point(x: 40 + Double(k) * 15, y: y), time: 0.1 + Double(k) * 0.01)
    }
    try e.pointerMove(Point(x: 230, y: 95), time: 0.3)
    try e.pointerMove(Point(x: 235, y: 95), time: 0.31)
    let down = try e.order.indexPath(of: 1).item
    let ids = try e.order.ids(inSection: 0)
    #expect(down >= 8, "\(rule): \(ids)")
    // And back to the start of the first line.
    try e.pointerMove(Point(x: 5, y: 10), time: 0.4)
    try e.pointerMove(Point(x: 2, y: 8), time: 0.41)
    #expect(try e.order.indexPath(of: 1).item == 0, "\(rule)")
    try e.pointerUp(Point(x: 2, y: 8), time: 0.5)
  }

  /// A wide item and a narrow neighbour: once it has passed, the pointer
  /// held still anywhere keeps it there.
  @Test(arguments: ReorderRule.allCases)
  func aWideItemNeverFlipsBackHeldStill(rule: ReorderRule) throws {
    for x in stride(from: 150.0, through: 299, by: 7) {
      var e = try Self.engine(rule)
      try e.pointerDown(Point(x: 200, y: 15), time: 0)  // item 3, 120 wide
      try e.pointerMove(Point(x: x, y: 55), time: 0.1)
      let after = try e.order.ids(inSection: 0)
      for t in 1...5 { try e.pointerMove(Point(x: x, y: 55), time: 0.1 + Double(t) * 0.01) }
      #expect(try e.order.ids(inSection: 0) == after, "\(rule) at \(x)")
    }
  }

  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func arrowKeysMoveAsTheyLook(direction: LayoutDirection) throws {
    var e = try Self.engine(.midpoint, direction)
    let onwards: Key = direction == .leftToRight ? .right : .left
    try e.key(.pickUpOrDrop, focused: 2, time: 0)
    try e.key(onwards, focused: nil, time: 0.1)
    #expect(try e.order.indexPath(of: 2).item == 2)
    // Down: to the item nearest below its centre (item 2 is now at the
    // first line's end, over items 6 and 7).
    try e.key(.down, focused: nil, time: 0.2)
    let below = try e.order.indexPath(of: 2)
    let ids = try e.order.ids(inSection: 0)
    #expect(below.item == 5 || below.item == 6, "\(ids)")
    try e.key(.up, focused: nil, time: 0.3)
    #expect(try e.order.indexPath(of: 2).item <= 2)
    try e.key(.pickUpOrDrop, focused: nil, time: 0.4)
  }

  @Test func heightsSetTheLinesAndTravelWithTheItems() throws {
    var e = try Self.engine()
    try e.setCrossSize(id: 2, 50)
    #expect(try e.frame(ofID: 1) == Rect(x: 0, y: 10, width: 80, height: 30))
    #expect(try e.frame(ofID: 4).y == 60)
    try e.move(id: 2, to: IndexPath(section: 0, item: 11))
    // Item 4 fits on the first line now, which is as tall as its items.
    #expect(try e.frame(ofID: 4) == Rect(x: 220, y: 0, width: 60, height: 30))
    #expect(try e.frame(ofID: 2).height == 50)
    try e.setCrossSize(id: 2, nil)
    #expect(try e.frame(ofID: 2).height == 30)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setCrossSize(id: 2, -1)
    }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setCrossSize(id: 2, .nan)
    }
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in try e.setCrossSize(id: 99, 10) }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setCrossSizes(section: 0, [1, 2])
    }
    RulesKit.expectError(.outOfRange) { () throws(ReorderError) in
      try e.setCrossSizes(section: 1, [])
    }
    #expect(try e.frame(ofID: 2).height == 30)
  }

  @Test func aTraceReplaysTheFlowAndItsHeights() throws {
    var e = try Self.engine(.edge, .rightToLeft)
    try e.setCrossSizes(section: 0, (1...12).map { Double(20 + $0) })
    try e.startRecording()
    try e.perform(.setCrossSize(5, 70))
    try e.perform(.pointerDown(Point(x: 200, y: 20), time: 0))
    try e.perform(.pointerMove(Point(x: 60, y: 120), time: 0.1))
    try e.perform(.pointerUp(Point(x: 60, y: 120), time: 0.2))
    let trace = try e.stopRecording()
    #expect(trace.contains("layout kind=flow align=start"))
    #expect(trace.contains("cross-sizes index=0"))
    #expect(trace.contains("set-cross-size id=5 size=70"))
    let (replayed, _) = try Engine.replay(trace)
    #expect(try replayed.order.ids(inSection: 0) == (try e.order.ids(inSection: 0)))
    for id in 1...12 as ClosedRange<UInt64> {
      #expect(try replayed.frame(ofID: id) == (try e.frame(ofID: id)))
    }
  }

  /// Items of one width never realign their breaks, so the others' lines
  /// are kept across the drag's steps (`Engine.flowOthers`): a pointer
  /// drag with them kept makes the very moves of steps measured afresh.
  @Test(arguments: ReorderRule.allCases)
  func keptLinesMakeTheMovesOfLinesWorkedOutAfresh(rule: ReorderRule) throws {
    var rng = SeededRNG(seed: 0xF10 + UInt64(ReorderRule.allCases.firstIndex(of: rule)!))
    func engine(_ heights: [Double]) throws -> Engine {
      var e = Engine()
      try e.setViewport(Rect(x: 0, y: 0, width: 300, height: 5000))
      try e.setLayout(.flow(FlowConfig(itemSpacing: 4, lineSpacing: 4)), crossExtent: 0)
      var i = InteractionConfig()
      i.activation = .immediate
      try e.setInteraction(i)
      e.policy = Policy(rule: rule)
      try e.insertSection(at: 0)
      // Three a line whatever the start: the breaks never realign. Lines
      // of their own heights tell a wrong kept line from a right one.
      try e.loadSection(0, ids: Array(1...400), sizes: (1...400).map { $0 % 2 == 0 ? 90 : 60 })
      try e.setCrossSizes(section: 0, heights)
      return e
    }
    let heights = (1...400).map { _ in Double(Int.random(in: 16...48, using: &rng)) }
    var (kept, fresh) = (try engine(heights), try engine(heights))
    let id: UInt64 = 40
    let frame = try kept.frame(ofID: id)
    let grab = Point(x: frame.midX, y: frame.midY)
    try kept.pointerDown(grab, time: 0)
    var cached = 0
    for (k, p) in RulesKit.randomPath(from: grab, 60, bounds: (300, 1200), &rng).enumerated() {
      try kept.pointerMove(p, time: 0.1 + Double(k) * 0.01)
      if kept.flowOthers != nil { cached += 1 }
      _ = try fresh.dragStep(
        id: id, at: RulesKit.geometry(fresh, frame: frame, grab: grab, pointer: p))
      #expect(try kept.order.ids(inSection: 0) == (try fresh.order.ids(inSection: 0)), "\(k)")
    }
    #expect(cached > 30)
  }

  /// Between engines: a row of a list dragged into a flow lands where the
  /// pointer is among the chips, and a chip's height goes with it.
  @Test func aDragBetweenAListAndAFlowTakesTheChipsHeightAlong() throws {
    let b = try Board(columns: [[1, 2, 3], [10, 11, 12, 13, 14, 15, 16]])
    try b.call(2) { e in
      try e.setLayout(.flow(FlowConfig(itemSpacing: 0, lineSpacing: 0)), crossExtent: Board.width)
      try e.setCrossSize(id: 15, 50)
    }
    // Five 40-wide chips a line: 15 and 16 on the second line.
    #expect(try b.engines[2]!.frame(ofID: 16) == Rect(x: 40, y: 41, width: 40, height: 32))
    let start = try b.lift(2, in: 1)
    // The row's grab (100 across) is centred on the chip it becomes: the
    // chip lands under the pointer, in the first line.
    try b.move(home: 1, from: start, to: b.window(2, Point(x: 110, y: 16)))
    try b.up(home: 1, at: b.window(2, Point(x: 110, y: 16)))
    #expect(b.columns[0] == [1, 3] && b.columns[1].firstIndex(of: 2).map { $0 < 5 } == true)
    #expect(try b.engines[2]!.frame(ofID: 2).contains(Point(x: 110, y: 16)))
    let chip = try b.lift(15, in: 2)
    try b.move(home: 2, from: chip, to: b.at(1, y: 90))
    try b.up(home: 2, at: b.at(1, y: 90))
    #expect(b.columns[0] == [1, 3, 15])
    #expect(try b.engines[1]!.order.crossSize(of: 15) == 50)
  }
}
