import Testing

@testable import ReorderEngine

/// Seed 001: K-line indicator rows of one height in two sections; a row
/// dragged by its handle takes the index path under the finger
/// (`indexPathForRowAtPoint`), and `changedIndexPath.section !=
/// sourceIndexPath.section` returns early: drags never leave their section.
@Suite("Seed 001: pointer rule, moves locked to the section")
struct Seed001Tests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  /// Main-chart indicators 1...4 (MA, EMA, BOLL, SAR) and sub-chart ones
  /// 5...8 (MACD, KDJ, RSI, WR), rows of 44 under headers of 30.
  /// Locked engine-wide (`crossSectionMoves` off) or section by section.
  static func table(engineLock: Bool) throws -> Engine {
    var e = try RulesKit.list(
      [[44, 44, 44, 44], [44, 44, 44, 44]], header: 30,
      policy: Policy(rule: .pointer, semantics: .exchange, crossSectionMoves: !engineLock))
    if !engineLock {
      for s in 0..<2 { try e.setSectionRules(s, SectionRules(isLocked: true)) }
    }
    return e
  }

  /// Drags `id` with the finger at its centre to the given finger ys.
  static func drag(_ e: inout Engine, _ id: UInt64, through ys: [Double]) throws -> [[Step]] {
    let frame = try e.frame(ofID: id)
    let grab = Point(x: 300, y: frame.midY)
    var out: [[Step]] = []
    for y in ys {
      let g = RulesKit.geometry(e, frame: frame, grab: grab, pointer: Point(x: 300, y: y))
      out.append(try e.dragStep(id: id, at: g))
      #expect(try e.dragStep(id: id, at: g) == [], "the finger held still at \(y)")
    }
    return out
  }

  @Test(
    "Within a section the row follows the finger row by row", arguments: [true, false])
  func withinSection(engineLock: Bool) throws {
    var e = try Self.table(engineLock: engineLock)
    // Section 0's rows: 1 [30, 74), 2 [74, 118), 3 [118, 162), 4 [162, 206).
    let steps = try Self.drag(&e, 1, through: [60, 73.5, 74, 117.5, 118, 150, 100, 73.9])
    #expect(
      steps == [
        [], [], [Step(id: 1, from: Self.ip(0, 0), to: Self.ip(0, 1))], [],
        [Step(id: 1, from: Self.ip(0, 1), to: Self.ip(0, 2))], [],
        [Step(id: 1, from: Self.ip(0, 2), to: Self.ip(0, 1))],
        [Step(id: 1, from: Self.ip(0, 1), to: Self.ip(0, 0))],
      ])
    #expect(RulesKit.snapshot(e) == [[1, 2, 3, 4], [5, 6, 7, 8]])
  }

  @Test(
    "A drag into the other section keeps the row in its own section, at its end",
    arguments: [true, false])
  func lockedToSection(engineLock: Bool) throws {
    var e = try Self.table(engineLock: engineLock)
    // Section 1's header is [206, 236), its rows from 236 on.
    let down = try Self.drag(&e, 3, through: [180, 250, 330, 400])
    #expect(down.flatMap { $0 } == [Step(id: 3, from: Self.ip(0, 2), to: Self.ip(0, 3))])
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3], [5, 6, 7, 8]])
    // A row of section 1 dragged to the top stays in section 1, first.
    let up = try Self.drag(&e, 7, through: [260, 100, 0])
    #expect(up.flatMap { $0 }.allSatisfy { $0.to.section == 1 })
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3], [7, 5, 6, 8]])
    // Programmatic moves across are refused too.
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.move(id: 5, to: Self.ip(0, 0))
    }
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3], [7, 5, 6, 8]])
  }

  @Test("Unlocked, the same drag enters the other section (the lock is what keeps it out)")
  func unlocked() throws {
    var e = try RulesKit.list(
      [[44, 44, 44, 44], [44, 44, 44, 44]], header: 30, policy: Policy(rule: .pointer))
    _ = try Self.drag(&e, 3, through: [180, 250, 330])
    #expect(try e.order.indexPath(of: 3).section == 1)
  }
}
