import Testing

@testable import ReorderEngine

@Suite("Session: a selection dragged as one group")
struct GroupDragTests {
  /// Ten rows of 40 in one section, 7, 3 and 5 selected in that order.
  static func host(_ policy: Policy = Policy()) throws -> Host {
    var e = try RulesKit.list([Array(repeating: 40, count: 10)], policy: policy)
    try e.select([7, 3, 5])
    return try Host(e)
  }

  @Test func liftGathersTheSelectionAroundTheLiftedItemInSelectionOrder() throws {
    var h = try Self.host()
    let a = try h.centre(of: 5)
    try h.down(a)
    try h.hold(0.6, at: a)
    // 3 and 7 joined 5 in selection order; 7 came from behind 5, so the
    // run then moved up one to keep 5 under the pointer.
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 7, 3, 5, 4, 6, 8, 9, 10]])
    #expect(try h.engine.frame(ofID: 5).contains(a))
    #expect(h.engine.session?.group?.ids == [7, 3, 5])
    // Live: every step was reported, the gathering first.
    #expect(h.moves.map(\.id) == [3, 7, 7, 3, 5])
  }

  @Test func inLayoutOrderWhenAsked() throws {
    var h = try Self.host(Policy(groupOrder: .layout))
    let a = try h.centre(of: 5)
    try h.down(a)
    try h.hold(0.6, at: a)
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 4, 3, 5, 7, 6, 8, 9, 10]])
  }

  @Test func theGroupMovesAsOneAndLandsTogether() throws {
    var h = try Self.host()
    let a = try h.centre(of: 5)
    try h.longPressDrag(from: a, to: Point(x: a.x, y: a.y + 130))
    let order = RulesKit.snapshot(h.engine)[0]
    let at = try #require(order.firstIndex(of: 7))
    #expect(Array(order[at..<at + 3]) == [7, 3, 5])
    #expect(at > 3)
    #expect(order.filter { ![7, 3, 5].contains($0) } == [1, 2, 4, 6, 8, 9, 10])
    #expect(h.drops.count == 1)
    #expect(h.events.contains { if case .drop(5, _, _, 3, _, _) = $0 { true } else { false } })
    // Every move was reported: replaying them on the start gives the end.
    var model: [UInt64] = Array(1...10)
    for m in h.moves { model.insert(model.remove(at: m.from.item), at: m.to.item) }
    #expect(model == order)
    try h.engine.undo()
    #expect(RulesKit.snapshot(h.engine) == [Array(1...10)])
  }

  @Test func cancelPutsEveryItemBack() throws {
    var h = try Self.host()
    let a = try h.centre(of: 5)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 150), steps: 10)
    #expect(RulesKit.snapshot(h.engine) != [Array(1...10)])
    try h.engine.cancelDrag(time: h.time)
    #expect(RulesKit.snapshot(h.engine) == [Array(1...10)])
    #expect(!h.engine.canUndo)
  }

  @Test func theLiftedItemStandsForTheStackAndTheOthersAreNotDrawnInTheList() throws {
    var h = try Self.host()
    let a = try h.centre(of: 5)
    try h.down(a)
    try h.hold(0.6, at: a)
    let shown = h.engine.presentation(in: h.engine.viewport, at: h.time + 1)
    let lifted = try #require(shown.first { $0.id == 5 })
    #expect(lifted.stackCount == 3 && lifted.isLifted)
    // 3 and 7 are drawn once each, in the stack under 5, not in their slots.
    let stack = shown.filter { $0.id == 3 || $0.id == 7 }
    #expect(stack.count == 2 && stack.allSatisfy { $0.isLifted })
    #expect(shown.last?.id == 5)
    #expect(Set(shown.map(\.id)).count == shown.count)
  }

  @Test func aLongGroupDragLogsOneMoveOfTheRun() throws {
    var e = try RulesKit.list([Array(repeating: 40, count: 60)])
    try e.select([10, 11, 12])
    var h = try Host(e, viewport: Rect(x: 0, y: 0, width: 320, height: 2400))
    let a = try h.centre(of: 11)
    try h.down(a)
    try h.hold(0.6, at: a)
    let b = Point(x: a.x, y: a.y + 1200)
    try h.drag(from: a, to: b, steps: 40)
    let c = Point(x: a.x, y: a.y + 600)
    try h.drag(from: b, to: c, steps: 20)
    #expect(h.moves.count > 60)  // many steps were made...
    #expect(h.engine.session?.steps.count == 3)  // ...and the log holds one move of the run
    try h.up(c)
    let order = RulesKit.snapshot(h.engine)[0]
    let at = try #require(order.firstIndex(of: 10))
    #expect(at > 15 && order[at..<at + 3] == [10, 11, 12])
    try h.engine.undo()
    #expect(RulesKit.snapshot(h.engine) == [Array(1...60)])
  }

  @Test func membersThatMayNotComeStay() throws {
    var e = try RulesKit.list([[40, 40, 40], [40, 40, 40], [40, 40]])
    try e.setSectionRules(1, SectionRules(isLocked: true))
    try e.setFlags(id: 7, [.movable, .pinned])
    try e.select([2, 5, 7, 8])
    var h = try Host(e)
    let a = try h.centre(of: 2)
    try h.down(a)
    try h.hold(0.6, at: a)
    // 5 is in a locked section, 7 is pinned: 8 alone comes.
    #expect(h.engine.session?.group?.ids == [2, 8])
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 8, 3], [4, 5, 6], [7]])
  }

  @Test func aSectionWithoutRoomForTheWholeGroupRefusesIt() throws {
    var e = try RulesKit.list([[40, 40, 40], [40, 40]], header: 20)
    try e.setSectionRules(1, SectionRules(capacity: 3))
    try e.select([1, 2])
    var h = try Host(e)
    let a = try h.centre(of: 1)
    try h.longPressDrag(from: a, to: Point(x: a.x, y: a.y + 230))
    #expect(RulesKit.snapshot(h.engine)[1] == [4, 5])
  }
}

@Suite("Keyboard: a selection moved as one group")
struct GroupKeyboardTests {
  static func texts(_ events: [Event]) -> [String] {
    events.compactMap { if case .announcement(let a) = $0 { return a.text } else { return nil } }
  }

  @Test func pickUpMoveAcrossSectionsDropAndUndo() throws {
    var e = try RulesKit.list([Array(repeating: 40, count: 6), [40, 40, 40]], header: 20)
    try e.setLabel(id: 2, "Drafts")
    try e.select([2, 4])
    try e.key(.pickUpOrDrop, focused: 2, time: 0)
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3, 5, 6], [7, 8, 9]])
    try e.key(.down, focused: 2, time: 0.1)
    #expect(RulesKit.snapshot(e) == [[1, 3, 2, 4, 5, 6], [7, 8, 9]])
    try e.key(.last, focused: 2, time: 0.2)
    #expect(RulesKit.snapshot(e) == [[1, 3, 5, 6, 2, 4], [7, 8, 9]])
    try e.key(.next, focused: 2, time: 0.3)
    #expect(RulesKit.snapshot(e) == [[1, 3, 5, 6], [2, 4, 7, 8, 9]])
    try e.key(.pickUpOrDrop, focused: 2, time: 0.4)
    let texts = Self.texts(e.drainEvents())
    #expect(
      texts == [
        "Picked up 2 items with Drafts. They start at position 2 of 6 in section 1.",
        "2 items moved to position 3 of 6.",
        "2 items moved to position 5 of 6.",
        "2 items moved into section 2, position 1 of 5.",
        "2 items dropped. They start at position 1 of 5 in section 2.",
      ])
    try e.undo()
    #expect(RulesKit.snapshot(e) == [Array(1...6), [7, 8, 9]])
  }

  @Test func escapeCancelsTheGroupAndSaysSo() throws {
    var e = try RulesKit.list([Array(repeating: 40, count: 6)])
    try e.select([5, 1])
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.down, focused: 1, time: 0.1)
    try e.key(.cancel, focused: 1, time: 0.2)
    #expect(RulesKit.snapshot(e) == [Array(1...6)])
    #expect(
      Self.texts(e.drainEvents()).last
        == "Moving 2 items was cancelled. They returned to where they were.")
  }

  @Test func aStepTheRulesRefuseIsAnnounced() throws {
    var e = try RulesKit.list([[40, 40, 40], [40]])
    try e.setSectionRules(1, SectionRules(capacity: 2))
    try e.select([1, 2])
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.down, focused: 1, time: 0.1)  // [3, 1, 2]
    try e.key(.down, focused: 1, time: 0.2)  // section 1 has room for 1, not 2
    #expect(RulesKit.snapshot(e) == [[3, 1, 2], [4]])
    #expect(Self.texts(e.drainEvents()).last?.contains("cannot move there") == true)
  }
}
