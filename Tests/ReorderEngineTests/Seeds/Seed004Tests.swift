import Testing

@testable import ReorderEngine

/// Seed 004: a table of two sections, section1 = ["1"] and section2 =
/// ["4", "5", "6", "7"] (ids are the titles). Tapping a row of section2
/// moves it: to section2's top (remove + insertObject:atIndex:0), or, in
/// the cross-section version, into section1, whose old row then goes to
/// the top of section2, so section1 always holds one row.
@Suite("Seed 004: tap to move to the top; a capacity-1 section displaces its row")
struct Seed004Tests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  static func table(capacityOne: Bool) throws -> Engine {
    var e = Engine()
    try e.setLayout(.list(ListConfig()), crossExtent: 375)
    try e.insertSection(at: 0, header: 28)
    try e.insertSection(at: 1, header: 28)
    try e.loadSection(0, ids: [1], sizes: [44])
    try e.loadSection(1, ids: [4, 5, 6, 7], sizes: [44, 44, 44, 44])
    if capacityOne {
      try e.setSectionRules(0, SectionRules(capacity: 1, displacement: .sourceStart))
    }
    return e
  }

  @Test("Tapping a row of section2 moves it to section2's top; the rest shift down")
  func moveToTop() throws {
    var e = try Self.table(capacityOne: false)
    let steps = try e.move(from: Self.ip(1, 2), to: Self.ip(1, 0))
    #expect(steps == [Step(id: 6, from: Self.ip(1, 2), to: Self.ip(1, 0))])
    #expect(RulesKit.snapshot(e) == [[1], [6, 4, 5, 7]])
    // The seed's dataListSecond after the same taps.
    var data: [UInt64] = [6, 4, 5, 7]
    for row in [3, 1, 2, 3] {
      try e.move(from: Self.ip(1, row), to: Self.ip(1, 0))
      data.insert(data.remove(at: row), at: 0)
      #expect(RulesKit.snapshot(e) == [[1], data])
    }
    // Tapping the top row changes nothing; each other tap is one undo step.
    #expect(try e.move(from: Self.ip(1, 0), to: Self.ip(1, 0)).isEmpty)
    for _ in 0..<5 { try e.undo() }
    #expect(!e.canUndo)
    #expect(RulesKit.snapshot(e) == [[1], [4, 5, 6, 7]])
  }

  @Test("Tapping a row moves it into section1, whose row goes to section2's top")
  func capacityOneDisplacement() throws {
    var e = try Self.table(capacityOne: true)
    let steps = try e.move(from: Self.ip(1, 2), to: Self.ip(0, 0))
    // The seed's two moveRowAtIndexPath calls.
    #expect(
      steps == [
        Step(id: 6, from: Self.ip(1, 2), to: Self.ip(0, 0)),
        Step(id: 1, from: Self.ip(0, 1), to: Self.ip(1, 0)),
      ])
    #expect(RulesKit.snapshot(e) == [[6], [1, 4, 5, 7]])
    // Again and again: section1 always holds one row, and the seed's
    // arrays agree.
    var one: [UInt64] = [6]
    var second: [UInt64] = [1, 4, 5, 7]
    for row in [3, 0, 1, 3] {
      try e.move(from: Self.ip(1, row), to: Self.ip(0, 0))
      let tapped = second.remove(at: row)
      one.insert(tapped, at: 0)
      if one.count > 1 { second.insert(one.remove(at: 1), at: 0) }
      #expect(RulesKit.snapshot(e) == [one, second])
    }
    for _ in 0..<5 { try e.undo() }
    #expect(RulesKit.snapshot(e) == [[1], [4, 5, 6, 7]])
  }

  @Test("Dragged instead of tapped: into section1 and its row out, stable under a still finger")
  func dragIntoCapacityOne() throws {
    var e = try Self.table(capacityOne: true)
    // Rows: header [0, 28), 1 [28, 72); header [72, 100), 4 [100, 144),
    // 5 [144, 188), 6 [188, 232), 7 [232, 276).
    let frame = try e.frame(ofID: 6)
    let grab = Point(x: 100, y: frame.midY)
    var trace = RulesKit.DragTrace(frame: frame, grab: grab)
    try RulesKit.drag(
      &e, id: 6, grab: grab, path: RulesKit.line(grab, Point(x: 100, y: 30), 20), trace: &trace)
    #expect(trace.unstable.isEmpty)
    #expect(RulesKit.snapshot(e) == [[6], [1, 4, 5, 7]])
    e.recordDrag(trace.steps)
    try e.undo()
    #expect(RulesKit.snapshot(e) == [[1], [4, 5, 6, 7]])
  }
}
