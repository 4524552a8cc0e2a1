import Testing

@testable import ReorderEngine

/// A board: three columns in one transfer group inside a container that
/// scrolls sideways and shows two of them.
@Suite struct TransferGroupOuterScrollTests {
  /// Columns at x 0, 210 and 420 (200 wide); the container shows 0...410
  /// and scrolls 220 to the right, enough to show the third.
  static func board() throws -> Board {
    let b = try Board(columns: [[1, 2, 3], [11, 12, 13], [21, 22, 23]])
    var me = b
    let made = try b.group.setOuterScroll(
      OuterScroll(
        visible: Rect(x: 0, y: 0, width: 410, height: 400), maxOffset: Point(x: 220, y: 0)),
      &me)
    #expect(made.isEmpty)
    return b
  }

  /// Ticks every column at 60 Hz for `seconds`, as a host's frame clock does.
  static func tick(_ b: Board, seconds: Double) throws {
    for _ in 0..<Int(seconds * 60) {
      b.time += 1.0 / 60
      for key: UInt in 1...3 { try b.call(key) { try $0.tick(time: b.time) } }
    }
  }

  @Test func theBoardScrollsAndTheDragCrossesIntoTheColumnItShows() throws {
    let b = try Self.board()
    let start = b.columns
    let from = try b.lift(1, in: 1)
    // Near the container's right edge, over the second column.
    let edge = Point(x: 395, y: 200)
    try b.move(home: 1, from: from, to: edge)
    #expect(b.columns[1].contains(1))
    try Self.tick(b, seconds: 1)
    #expect(b.group.outerScroll?.offset == Point(x: 220, y: 0))
    // Every frame moved 220 to the left, by the library.
    let xs = b.engines.keys.sorted().map { b.engines[$0]!.groupFrame!.x }
    #expect(zip(xs, [-220.0, -10, 200]).allSatisfy { abs($0 - $1) < 1e-9 })
    // The member holding the drag reported the container's offsets.
    let offsets = b.events.compactMap { e -> Double? in
      if case .scrolled(let p, .group?) = e.event { p.x } else { nil }
    }
    #expect(offsets.last == 220 && offsets == offsets.sorted())
    // The pointer, still at the edge, is over the third column: the item went there.
    #expect(b.transfers(3).contains { $0.id == 1 && $0.source == 2 && $0.target == 3 })
    try b.up(home: 1, at: edge)
    #expect(b.columns[2].contains(1) && !b.columns[0].contains(1) && !b.columns[1].contains(1))
    #expect(b.hostsAgree(from: start))
  }

  @Test func theHostScrollingTheBoardMidDragMovesTheFramesAndTheDrag() throws {
    let b = try Self.board()
    let from = try b.lift(1, in: 1)
    let over = Point(x: 300, y: 200)  // the second column, outside the zones
    try b.move(home: 1, from: from, to: over)
    #expect(b.columns[1].contains(1))
    var o = try #require(b.group.outerScroll)
    o.offset.x = 200
    var me = b
    b.events += try b.group.setOuterScroll(o, &me)
    // The second column went 200 to the left: (300, 200) is over the third.
    #expect(b.engines[3]!.groupFrame!.x == 220)
    #expect(b.columns[2].contains(1))
  }

  @Test func badReportsAreRefusedAndChangeNothing() throws {
    let b = try Self.board()
    let good = try #require(b.group.outerScroll)
    var bad = good
    bad.maxOffset.x = -1
    var me = b
    #expect(throws: ReorderError.self) { _ = try b.group.setOuterScroll(bad, &me) }
    #expect(b.group.outerScroll == good)
    #expect(b.engines[2]!.groupFrame!.x == 210)
  }
}
