import Testing

@testable import ReorderEngine

/// Seed 003: a collection view of 39 channel titles, four square cells a
/// row (`(width - 50) / 4`, spacing and insets 10). A long-pressed cell's
/// image follows the finger; when its centre is within half a cell of
/// another cell's centre, the data is removed and inserted there
/// (`removeObjectAtIndex` + `insertObject:atIndex:`), then the cell moves.
@Suite("Seed 003: channel grid, centre rule, remove + insert")
struct Seed003Tests {
  /// The seed's data source; item `i + 1` is `titles[i]`.
  static let titles = [
    "推荐", "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经",
    "热点", "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游",
    "视频", "军事", "娱乐", "问答", "娱乐", "汽车", "段子", "趣图", "财经", "热点",
    "房产", "社会", "数码", "美女", "数码", "文化", "美文", "星座", "旅游",
  ]

  static func ip(_ i: Int) -> IndexPath { IndexPath(section: 0, item: i) }

  /// At a width of 370 the cells are 80 × 80: cell i at
  /// (10 + 90·(i % 4), 10 + 90·(i / 4)).
  static func grid() throws -> Engine {
    #expect(titles.count == 39)
    let config = GridConfig(
      columns: 4, itemSpacing: 10, lineSpacing: 10,
      sectionInsets: Insets(top: 10, left: 10, bottom: 10, right: 10))
    return try RulesKit.grid(
      [titles.count], config: config, width: 370, policy: Policy(rule: .center))
  }

  static func centre(_ i: Int) -> Point {
    Point(x: 50 + 90 * Double(i % 4), y: 50 + 90 * Double(i / 4))
  }

  /// Long-press drag of the cell at `from`, the finger on its centre, along
  /// straight lines through the centres of cells `via` to that of cell `to`.
  static func longPress(
    _ e: inout Engine, from: Int, via: [Int] = [], to: Int, points: Int = 16
  ) throws -> [Step] {
    let id = try e.order.id(at: ip(from))
    let frame = try e.frame(ofID: id)
    let grab = centre(from)
    var trace = RulesKit.DragTrace(frame: frame, grab: grab)
    var at = grab
    for cell in via + [to] {
      let path = RulesKit.line(at, centre(cell), points)
      try RulesKit.drag(&e, id: id, grab: grab, path: path, trace: &trace)
      at = centre(cell)
    }
    #expect(trace.unstable.isEmpty)
    return trace.steps
  }

  @Test("Dragged across rows, the channel is removed and inserted where it is dropped")
  func acrossRows() throws {
    var e = try Self.grid()
    #expect(try e.frame(ofID: 11) == Rect(x: 190, y: 190, width: 80, height: 80))
    var data = Array(1...UInt64(39))
    // 视频 (cell 1) down two rows to cell 10, by way of cell 5.
    let steps = try Self.longPress(&e, from: 1, via: [5], to: 10)
    #expect(
      steps == [
        Step(id: 2, from: Self.ip(1), to: Self.ip(5)),
        Step(id: 2, from: Self.ip(5), to: Self.ip(10)),
      ])
    data.insert(data.remove(at: 1), at: 10)
    #expect(RulesKit.snapshot(e) == [data])
    #expect(try e.frame(ofID: 2) == Rect(x: 190, y: 190, width: 80, height: 80))
    // 财经 (cell 28) up six rows to cell 4.
    _ = try Self.longPress(&e, from: 28, to: 4)
    data.insert(data.remove(at: 28), at: 4)
    #expect(RulesKit.snapshot(e) == [data])
    #expect(
      RulesKit.snapshot(e)[0].map { Self.titles[Int($0) - 1] }.prefix(6) == [
        "推荐", "军事", "娱乐", "问答", "财经", "娱乐",
      ])
  }

  @Test("Steps are remove + insert: replayed on the seed's array they give the same data")
  func stepsAreRemoveInsert() throws {
    var e = try Self.grid()
    var array = Self.titles
    var rng = SeededRNG(seed: 3)
    for _ in 0..<12 {
      let from = Int.random(in: 0..<39, using: &rng)
      let to = Int.random(in: 0..<39, using: &rng)
      for step in try Self.longPress(&e, from: from, to: to, points: 8) {
        array.insert(array.remove(at: step.from.item), at: step.to.item)
      }
      #expect(RulesKit.snapshot(e)[0].map { Self.titles[Int($0) - 1] } == array)
      #expect(try e.order.id(at: Self.ip(to)) == RulesKit.snapshot(e)[0][to])
    }
  }

  @Test("Farther than half a cell from every other centre, nothing moves")
  func halfACell() throws {
    var e = try Self.grid()
    // Between cells 0, 1, 4 and 5: 45 off on both axes is 63.6 from each.
    #expect(try Self.longPress(&e, from: 0, to: 0, points: 1).isEmpty)
    let frame = try e.frame(ofID: 1)
    let corner = DragGeometry(rect: frame.offsetBy(dx: 45, dy: 45), pointer: Point(x: 95, y: 95))
    #expect(try e.dragStep(id: 1, at: corner).isEmpty)
    let near = DragGeometry(rect: frame.offsetBy(dx: 90, dy: 35), pointer: Point(x: 140, y: 85))
    #expect(try e.dragStep(id: 1, at: near) == [Step(id: 1, from: Self.ip(0), to: Self.ip(1))])
  }

  @Test("推荐 pinned first: nothing moves to index 0, and it never moves")
  func firstChannelPinned() throws {
    var e = try Self.grid()
    try e.setFlags(id: 1, [.pinned])
    // A drag onto cell 0 stops at cell 1.
    _ = try Self.longPress(&e, from: 9, to: 0)
    #expect(RulesKit.snapshot(e)[0].prefix(3) == [1, 10, 2])
    // A tap-style move to the top is retargeted next to it.
    #expect(try e.move(id: 39, to: Self.ip(0)).first?.to == Self.ip(1))
    // Dragging the pinned channel does nothing.
    #expect(try Self.longPress(&e, from: 0, to: 6).isEmpty)
    #expect(try e.order.indexPath(of: 1) == Self.ip(0))
    RulesKit.expectError(.refused) { () throws(ReorderError) in try e.move(id: 1, to: Self.ip(3)) }
  }
}
