import Testing

@testable import ReorderEngine

@Suite("Keyboard: targets and steps")
struct KeyboardTargetTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  /// Sections [1, 2, 3] and [4, 5], 50 units each.
  static func twoSections(_ policy: Policy = Policy()) throws -> Engine {
    try RulesKit.list([[50, 50, 50], [50, 50]], policy: policy)
  }

  static func target(_ e: Engine, _ id: UInt64, _ key: Key) throws -> IndexPath? {
    try e.keyboardTarget(for: id, key: key)
  }

  @Test("Lists: previous / next / up / down by one, first / last within the section")
  func listWithinSection() throws {
    let e = try Self.twoSections()
    #expect(try Self.target(e, 2, .next) == Self.ip(0, 2))
    #expect(try Self.target(e, 2, .down) == Self.ip(0, 2))
    #expect(try Self.target(e, 2, .previous) == Self.ip(0, 0))
    #expect(try Self.target(e, 2, .up) == Self.ip(0, 0))
    #expect(try Self.target(e, 2, .first) == Self.ip(0, 0))
    #expect(try Self.target(e, 2, .last) == Self.ip(0, 2))
    #expect(try Self.target(e, 5, .first) == Self.ip(1, 0))
    // Cross-axis arrows do nothing in a vertical list; first / last at
    // their own end do not cross.
    #expect(try Self.target(e, 2, .left) == nil)
    #expect(try Self.target(e, 2, .right) == nil)
    #expect(try Self.target(e, 1, .first) == nil)
    #expect(try Self.target(e, 3, .last) == nil)
    #expect(try Self.target(e, 4, .first) == nil)
    #expect(try Self.target(e, 2, .pickUpOrDrop) == nil)
    #expect(try Self.target(e, 2, .cancel) == nil)
  }

  @Test("Lists: crossing enters the next section at slot 0 and the previous one at its end")
  func listAcrossSections() throws {
    var e = try Self.twoSections()
    #expect(try Self.target(e, 3, .next) == Self.ip(1, 0))
    #expect(try Self.target(e, 4, .previous) == Self.ip(0, 3))
    #expect(try Self.target(e, 5, .next) == nil)
    #expect(try Self.target(e, 1, .previous) == nil)
    let steps = try e.keyboardStep(id: 3, key: .next)
    #expect(Array(steps) == [Step(id: 3, from: Self.ip(0, 2), to: Self.ip(1, 0))])
    #expect(RulesKit.snapshot(e) == [[1, 2], [3, 4, 5]])
    // The layout follows: section 1 now starts at 100.
    #expect(try e.frame(ofID: 5).y == 200)
    #expect(try e.frame(ofID: 3).y == 100)
    _ = try e.keyboardStep(id: 3, key: .previous)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
    #expect(try e.frame(ofID: 5).y == 200)
    // Steps are not undo steps: the session records the whole drag.
    #expect(!e.canUndo)
  }

  @Test("Lists: an empty section between is a stop of its own")
  func emptySection() throws {
    var e = try RulesKit.list([[50, 50], [], [50]])
    #expect(try Self.target(e, 2, .next) == Self.ip(1, 0))
    _ = try e.keyboardStep(id: 2, key: .next)
    #expect(RulesKit.snapshot(e) == [[1], [2], [3]])
    #expect(try Self.target(e, 2, .next) == Self.ip(2, 0))
    #expect(try Self.target(e, 2, .previous) == Self.ip(0, 1))
  }

  @Test("Horizontal lists move with left / right, not up / down")
  func horizontalList() throws {
    let e = try RulesKit.list([[50, 50, 50]], axis: .horizontal)
    #expect(try Self.target(e, 2, .left) == Self.ip(0, 0))
    #expect(try Self.target(e, 2, .right) == Self.ip(0, 2))
    #expect(try Self.target(e, 2, .up) == nil)
    #expect(try Self.target(e, 2, .down) == nil)
  }

  @Test("Grids: left / right by one, up / down by a row, clamped to a partial last row")
  func gridWithinSection() throws {
    // 10 cells, 4 a row: rows 0-3, 4-7, 8-9.
    var e = try RulesKit.grid([10])
    let id = { (i: Int) in UInt64(i + 1) }
    #expect(try Self.target(e, id(5), .left) == Self.ip(0, 4))
    #expect(try Self.target(e, id(5), .right) == Self.ip(0, 6))
    #expect(try Self.target(e, id(5), .previous) == Self.ip(0, 4))
    #expect(try Self.target(e, id(5), .up) == Self.ip(0, 1))
    #expect(try Self.target(e, id(5), .down) == Self.ip(0, 9))
    #expect(try Self.target(e, id(7), .down) == Self.ip(0, 9))
    #expect(try Self.target(e, id(3), .down) == Self.ip(0, 7))
    #expect(try Self.target(e, id(4), .right) == Self.ip(0, 5))
    #expect(try Self.target(e, id(9), .down) == nil)
    #expect(try Self.target(e, id(2), .up) == nil)
    _ = try e.keyboardStep(id: id(1), key: .down)
    #expect(RulesKit.snapshot(e) == [[1, 3, 4, 5, 6, 2, 7, 8, 9, 10]])
    #expect(try e.frame(ofID: 2) == e.frame(of: Self.ip(0, 5)))
  }

  @Test("Grids: the column count comes from the layout")
  func gridColumnsFromLayout() throws {
    // 320 wide, 100-wide cells: three a row.
    let e = try RulesKit.grid([9], config: GridConfig(columns: 0, cellWidth: 100))
    #expect(try Self.target(e, 5, .up) == Self.ip(0, 1))
    #expect(try Self.target(e, 5, .down) == Self.ip(0, 7))
  }

  @Test("Grids: up / down cross sections keeping the column where they can")
  func gridAcrossSections() throws {
    var e = try RulesKit.grid([9, 3])
    // Section 0: rows 0-3, 4-7, 8 (ids 1-9); section 1: ids 10-12.
    #expect(try Self.target(e, 9, .down) == Self.ip(1, 0))
    #expect(try Self.target(e, 6, .down) == Self.ip(0, 8))
    #expect(try Self.target(e, 10, .up) == Self.ip(0, 8))
    // Column 1 of section 0's grown last row is cell 9.
    #expect(try Self.target(e, 11, .up) == Self.ip(0, 9))
    // Column 2 has no cell there: clamped to the end.
    #expect(try Self.target(e, 12, .up) == Self.ip(0, 9))
    #expect(try Self.target(e, 12, .down) == nil)
    _ = try e.keyboardStep(id: 9, key: .down)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 12]])
    var f = try RulesKit.grid([4, 3])
    #expect(try Self.target(f, 3, .down) == Self.ip(1, 2))
    // Column 3 past a 3-item section's first row: its end.
    #expect(try Self.target(f, 4, .down) == Self.ip(1, 3))
    _ = try f.keyboardStep(id: 4, key: .down)
    #expect(RulesKit.snapshot(f) == [[1, 2, 3], [5, 6, 7, 4]])
  }

  @Test("Exchange semantics: crossing swaps with the first item passed, counts stay")
  func exchangeCrossing() throws {
    var e = try Self.twoSections(Policy(semantics: .exchange))
    _ = try e.keyboardStep(id: 3, key: .next)
    #expect(RulesKit.snapshot(e) == [[1, 2, 4], [3, 5]])
    #expect(try e.order.indexPath(of: 3) == Self.ip(1, 0))
    _ = try e.keyboardStep(id: 3, key: .previous)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
    // Within a section a keyboard drag shifts, as a pointer drag does.
    _ = try e.keyboardStep(id: 3, key: .first)
    #expect(RulesKit.snapshot(e) == [[3, 1, 2], [4, 5]])
  }

  @Test("Locked sections and crossing switched off refuse the step and change nothing")
  func refusedCrossing() throws {
    var e = try Self.twoSections()
    try e.setSectionRules(1, SectionRules(isLocked: true))
    #expect(try Self.target(e, 3, .next) == Self.ip(1, 0))
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.keyboardStep(id: 3, key: .next)
    }
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
    // Within the locked section moves are still fine.
    _ = try e.keyboardStep(id: 4, key: .next)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [5, 4]])
    var f = try Self.twoSections(Policy(crossSectionMoves: false))
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try f.keyboardStep(id: 4, key: .previous)
    }
    #expect(RulesKit.snapshot(f) == [[1, 2, 3], [4, 5]])
  }

  @Test("Seed 003 with its first channel pinned: first stops at index 1")
  func pinnedFirst() throws {
    var e = try Seed003Tests.grid()
    try e.setFlags(id: 1, [.pinned])
    let steps = try e.keyboardStep(id: 10, key: .first)
    #expect(Array(steps) == [Step(id: 10, from: Self.ip(0, 9), to: Self.ip(0, 1))])
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.keyboardStep(id: 10, key: .first)
    }
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.keyboardStep(id: 10, key: .left)
    }
    // Up from cell 4 (id 4 since 10 moved) would take the pin's cell:
    // stops right after it.
    _ = try e.keyboardStep(id: 4, key: .up)
    #expect(try e.order.indexPath(of: 4) == Self.ip(0, 1))
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.keyboardStep(id: 1, key: .next)
    }
    #expect(RulesKit.snapshot(e)[0].prefix(3) == [1, 4, 10])
  }

  @Test("The host's retarget hook is consulted and obeyed")
  func retargetHook() throws {
    final class Log { var calls: [(UInt64, IndexPath, IndexPath)] = [] }
    let log = Log()
    var e = try RulesKit.list([[50, 50, 50, 50, 50], [50]])
    e.retarget = { id, from, proposed in
      log.calls.append((id, from, proposed))
      if proposed.section == 1 { return .refuse }
      if proposed == Self.ip(0, 4) { return .retarget(Self.ip(0, 2)) }
      return .accept
    }
    _ = try e.keyboardStep(id: 1, key: .last)
    #expect(try e.order.indexPath(of: 1) == Self.ip(0, 2))
    #expect(log.calls.count == 1)
    #expect(log.calls.first?.0 == 1)
    #expect(log.calls.first?.1 == Self.ip(0, 0))
    #expect(log.calls.first?.2 == Self.ip(0, 4))
    _ = try e.keyboardStep(id: 5, key: .previous)
    #expect(RulesKit.snapshot(e) == [[2, 3, 1, 5, 4], [6]])
    RulesKit.expectError(.refused) { () throws(ReorderError) in
      try e.keyboardStep(id: 4, key: .next)
    }
    #expect(log.calls.count == 3)
    #expect(RulesKit.snapshot(e) == [[2, 3, 1, 5, 4], [6]])
  }

  @Test("Unknown ids throw; keys that do not move make no step")
  func unknownAndIdle() throws {
    var e = try Self.twoSections()
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in
      try e.keyboardTarget(for: 99, key: .next)
    }
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in
      try e.keyboardStep(id: 99, key: .next)
    }
    #expect(try e.keyboardStep(id: 2, key: .pickUpOrDrop).isEmpty)
    #expect(try e.keyboardStep(id: 2, key: .cancel).isEmpty)
    #expect(try e.keyboardStep(id: 5, key: .next).isEmpty)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
    #expect(Key.allCases.filter { !$0.isMovement } == [.pickUpOrDrop, .cancel])
  }

  @Test("Random keys without rules: every step lands on its target", arguments: [false, true])
  func randomKeys(grid: Bool) throws {
    var rng = SeededRNG(seed: grid ? 33 : 7)
    var e =
      grid
      ? try RulesKit.grid([7, 0, 5, 9], config: GridConfig(columns: 3))
      : try RulesKit.list([[50, 20, 0], [], [10, 40, 30, 60], [5]])
    let total = e.order.itemCount
    for _ in 0..<400 {
      let id = UInt64.random(in: 1...UInt64(total), using: &rng)
      let key = Key.allCases.randomElement(using: &rng)!
      let target = try e.keyboardTarget(for: id, key: key)
      let steps = try e.keyboardStep(id: id, key: key)
      #expect(steps.isEmpty == (target == nil))
      if let target { #expect(try e.order.indexPath(of: id) == target, "\(id) \(key)") }
      #expect(e.order.itemCount == total)
      // The cached section extents were refreshed: a rebuilt layout agrees.
      var fresh = e.layout
      fresh.rebuild(e.order)
      #expect(fresh.contentExtent(e.order) == e.layout.contentExtent(e.order))
      #expect(try fresh.frame(ofID: id, e.order) == e.frame(ofID: id))
    }
    #expect(Set(RulesKit.snapshot(e).joined()) == Set(1...UInt64(total)))
  }
}
