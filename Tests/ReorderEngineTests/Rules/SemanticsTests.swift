import Testing

@testable import ReorderEngine

/// What a committed move does: shift (remove + insert) or exchange (swap).
@Suite("Rules: move semantics")
struct SemanticsTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  static func engine(_ semantics: MoveSemantics) throws -> Engine {
    try RulesKit.list(
      [[10, 20, 30, 40, 50], [60, 70, 80]], header: 20, policy: Policy(semantics: semantics))
  }

  @Test("Shift within a section: the items between move up by one (arrayMove)")
  func shiftWithin() throws {
    var e = try Self.engine(.shift)
    let steps = try e.move(id: 1, to: Self.ip(0, 3))
    #expect(steps == [Step(id: 1, from: Self.ip(0, 0), to: Self.ip(0, 3))])
    #expect(RulesKit.snapshot(e) == [[2, 3, 4, 1, 5], [6, 7, 8]])
    try e.move(from: Self.ip(0, 4), to: Self.ip(0, 0))
    #expect(RulesKit.snapshot(e) == [[5, 2, 3, 4, 1], [6, 7, 8]])
  }

  @Test("Shift across sections: removed from one, inserted into the other")
  func shiftAcross() throws {
    var e = try Self.engine(.shift)
    let steps = try e.move(id: 2, to: Self.ip(1, 1))
    #expect(steps == [Step(id: 2, from: Self.ip(0, 1), to: Self.ip(1, 1))])
    #expect(RulesKit.snapshot(e) == [[1, 3, 4, 5], [6, 2, 7, 8]])
    // Past the end of the other section is a slot too.
    try e.move(id: 3, to: Self.ip(1, 4))
    #expect(RulesKit.snapshot(e) == [[1, 4, 5], [6, 2, 7, 8, 3]])
  }

  @Test("Exchange within a section swaps the two items; the others stay")
  func exchangeWithin() throws {
    var e = try Self.engine(.exchange)
    let steps = try e.move(id: 1, to: Self.ip(0, 3))
    #expect(RulesKit.snapshot(e) == [[4, 2, 3, 1, 5], [6, 7, 8]])
    #expect(steps.count == 2)
    #expect(steps.first == Step(id: 1, from: Self.ip(0, 0), to: Self.ip(0, 3)))
    #expect(steps.last?.id == 4 && steps.last?.to == Self.ip(0, 0))
    // Upwards too.
    try e.move(id: 5, to: Self.ip(0, 1))
    #expect(RulesKit.snapshot(e) == [[4, 5, 3, 1, 2], [6, 7, 8]])
    // Neighbours: a swap is a shift.
    try e.move(id: 3, to: Self.ip(0, 3))
    #expect(RulesKit.snapshot(e) == [[4, 5, 1, 3, 2], [6, 7, 8]])
  }

  @Test("Exchange across sections (seed 000): a swap, both sections keep their counts")
  func exchangeAcross() throws {
    var e = try Self.engine(.exchange)
    let steps = try e.move(id: 2, to: Self.ip(1, 1))
    #expect(RulesKit.snapshot(e) == [[1, 7, 3, 4, 5], [6, 2, 8]])
    #expect(steps.map(\.id) == [2, 7])
    try e.move(id: 8, to: Self.ip(0, 0))
    #expect(RulesKit.snapshot(e) == [[8, 7, 3, 4, 5], [6, 2, 1]])
    #expect(RulesKit.snapshot(e).map(\.count) == [5, 3])
  }

  @Test("Exchange past a section's end has no partner: a plain insertion")
  func exchangePastEnd() throws {
    var e = try Self.engine(.exchange)
    try e.move(id: 1, to: Self.ip(1, 3))
    #expect(RulesKit.snapshot(e) == [[2, 3, 4, 5], [6, 7, 8, 1]])
  }

  @Test("Steps replayed on plain arrays give the engine's order")
  func stepsDescribeTheChange() throws {
    for semantics in [MoveSemantics.shift, .exchange] {
      var e = try Self.engine(semantics)
      var model = RulesKit.snapshot(e)
      var rng = SeededRNG(seed: 77)
      for _ in 0..<60 {
        let ids = model.flatMap { $0 }
        let id = ids.randomElement(using: &rng)!
        let s = Int.random(in: 0..<2, using: &rng)
        let to = Self.ip(s, Int.random(in: 0...model[s].count, using: &rng))
        guard let steps = try? e.move(id: id, to: to) else { continue }
        for step in steps {
          #expect(model[step.from.section][step.from.item] == step.id)
          model[step.from.section].remove(at: step.from.item)
          model[step.to.section].insert(step.id, at: step.to.item)
        }
        #expect(model == RulesKit.snapshot(e), "\(semantics) moving \(id) to \(to): \(steps)")
      }
    }
  }
}
