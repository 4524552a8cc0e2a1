import Testing

@testable import ReorderEngine

/// Undo and redo of committed moves: each move, and each whole drag, is one
/// step; a stale history is refused without changing anything.
@Suite("History: undo and redo")
struct HistoryTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  static func engine(_ policy: Policy = Policy()) throws -> Engine {
    try RulesKit.list([[30, 40, 50, 60], [70, 80, 90]], header: 10, policy: policy)
  }

  @Test("Undo restores the order exactly and returns the steps it made; redo makes them again")
  func undoRedoOne() throws {
    var e = try Self.engine()
    let start = RulesKit.snapshot(e)
    #expect(!e.canUndo && !e.canRedo)
    let steps = try e.move(id: 1, to: Self.ip(1, 2))
    let after = RulesKit.snapshot(e)
    #expect(e.canUndo && !e.canRedo)
    let undone = try e.undo()
    #expect(undone == [Step(id: 1, from: Self.ip(1, 2), to: Self.ip(0, 0))])
    #expect(RulesKit.snapshot(e) == start)
    #expect(!e.canUndo && e.canRedo)
    #expect(try e.redo() == steps)
    #expect(RulesKit.snapshot(e) == after)
    #expect(e.canUndo && !e.canRedo)
    // The layout follows: frames are those of the order.
    #expect(try e.frame(ofID: 1) == e.frame(of: Self.ip(1, 2)))
    #expect(try e.frame(ofID: 5).y == 10 + 40 + 50 + 60 + 10)
  }

  @Test("Exchanges and displacements are one step each, undone whole")
  func multiStepChanges() throws {
    var e = try Self.engine(Policy(semantics: .exchange))
    try e.setSectionRules(1, SectionRules(capacity: 3, displacement: .sourceStart))
    let start = RulesKit.snapshot(e)
    #expect(try e.move(id: 2, to: Self.ip(1, 1)).count == 2)
    e.policy.semantics = .shift
    #expect(try e.move(id: 3, to: Self.ip(1, 0)).count == 2)
    let end = RulesKit.snapshot(e)
    try e.undo()
    try e.undo()
    #expect(RulesKit.snapshot(e) == start)
    #expect(!e.canUndo)
    try e.redo()
    try e.redo()
    #expect(RulesKit.snapshot(e) == end)
  }

  @Test("A whole drag is recorded as one step")
  func dragIsOneStep() throws {
    var e = try Self.engine()
    let start = RulesKit.snapshot(e)
    let frame = try e.frame(ofID: 1)
    let grab = Point(x: 100, y: frame.midY)
    var trace = RulesKit.DragTrace(frame: frame, grab: grab)
    let path = RulesKit.line(grab, Point(x: 100, y: 420), 12)
    try RulesKit.drag(&e, id: 1, grab: grab, path: path, trace: &trace)
    #expect(trace.steps.count > 3)
    #expect(!e.canUndo, "drag steps are not recorded one by one")
    let end = RulesKit.snapshot(e)
    #expect(end != start)
    e.recordDrag(trace.steps)
    try e.undo()
    #expect(RulesKit.snapshot(e) == start)
    #expect(!e.canUndo)
    try e.redo()
    #expect(RulesKit.snapshot(e) == end)
    // A drag that moved nothing records nothing.
    e.recordDrag([])
    try e.undo()
    #expect(!e.canUndo)
  }

  @Test("A new change clears the redo stack")
  func newChangeClearsRedo() throws {
    var e = try Self.engine()
    try e.move(id: 1, to: Self.ip(0, 3))
    try e.undo()
    #expect(e.canRedo)
    try e.move(id: 2, to: Self.ip(0, 0))
    #expect(!e.canRedo)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.redo() }
    // A move that changes nothing is not a change.
    try e.undo()
    #expect(try e.move(id: 2, to: Self.ip(0, 1)).isEmpty)
    #expect(e.canRedo)
  }

  @Test("Undo and redo with nothing to undo or redo throw wrongState and change nothing")
  func emptyStacks() throws {
    var e = try Self.engine()
    let start = RulesKit.snapshot(e)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.redo() }
    try e.move(id: 1, to: Self.ip(0, 1))
    try e.undo()
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    try e.redo()
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.redo() }
    try e.undo()
    #expect(RulesKit.snapshot(e) == start)
  }

  @Test("After the host removed a moved item, undo throws wrongState and changes nothing")
  func staleAfterRemoval() throws {
    var e = try Self.engine()
    try e.move(id: 2, to: Self.ip(1, 0))
    try e.move(id: 3, to: Self.ip(0, 0))
    try e.removeItem(id: 3)
    let before = RulesKit.snapshot(e)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    #expect(RulesKit.snapshot(e) == before)
    #expect(e.canUndo && !e.canRedo)
    // The host puts it back where it was: the history fits again.
    try e.insertItem(id: 3, size: 50, at: Self.ip(0, 0))
    try e.undo()
    try e.undo()
    #expect(RulesKit.snapshot(e) == [[1, 2, 3, 4], [5, 6, 7]])
  }

  @Test("A stale step in the middle of a change rolls back the steps before it")
  func staleMidChange() throws {
    var e = try Self.engine(Policy(semantics: .exchange))
    // 1 and 6 swap: undo moves 6 back first, then 1.
    #expect(try e.move(id: 1, to: Self.ip(1, 1)).map(\.id) == [1, 6])
    // 7 and 5 swap, undone: the redo stack holds that change.
    try e.move(id: 7, to: Self.ip(1, 0))
    try e.undo()
    #expect(RulesKit.snapshot(e) == [[6, 2, 3, 4], [5, 1, 7]])
    try e.removeItem(id: 1)
    try e.insertItem(id: 1, size: 30, at: Self.ip(1, 2))
    let before = RulesKit.snapshot(e)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    #expect(RulesKit.snapshot(e) == before)
    // Redo is stale too: 7 is no longer at [1, 2].
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.redo() }
    #expect(RulesKit.snapshot(e) == before)
  }

  @Test("A host insertion that shifts the moved item makes the history stale")
  func staleAfterInsertion() throws {
    var e = try Self.engine()
    try e.move(id: 4, to: Self.ip(0, 0))
    try e.insertItem(id: 99, size: 10, at: Self.ip(0, 0))
    let before = RulesKit.snapshot(e)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    #expect(RulesKit.snapshot(e) == before)
    try e.removeSection(at: 0)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try e.undo() }
    #expect(RulesKit.snapshot(e) == [[5, 6, 7]])
  }

  @Test("Old changes are dropped past the limit; the newest ones stay undoable")
  func limit() throws {
    var e = try Self.engine()
    e.history.limit = 4
    var states = [RulesKit.snapshot(e)]
    for i in 0..<11 {
      try e.move(id: 1, to: Self.ip(i % 2, 0))
      states.append(RulesKit.snapshot(e))
      #expect(e.history.undoStack.count < 2 * e.history.limit)
    }
    var undone = 0
    while e.canUndo {
      try e.undo()
      undone += 1
      #expect(RulesKit.snapshot(e) == states[states.count - 1 - undone])
    }
    #expect(undone >= 4)
  }
}
