import Testing

@testable import ReorderEngine

@Suite("Session: drag lifecycle")
struct DragSessionTests {
  func engine(commit: CommitMode = .live) throws -> Engine {
    var e = try RulesKit.list([[44, 88, 44, 132, 44], [44, 44, 66, 44]], header: 28)
    try e.setInteraction(InteractionConfig(commit: commit))
    return e
  }

  @Test func longPressDragReordersAndReportsEachStepAndTheWhole() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 1)
    try h.longPressDrag(from: a, to: Point(x: a.x, y: a.y + 150))
    #expect(h.events.first == .lift(id: 1, at: IndexPath(section: 0, item: 0)))
    #expect(!h.moves.isEmpty)
    #expect(h.moves.allSatisfy { $0.id == 1 })
    let to = try h.engine.order.indexPath(of: 1)
    #expect(to.item > 0)
    #expect(h.drops.count == 1)
    #expect(h.drops.first?.2 == to)
    #expect(h.engine.phase == .settling)
    try h.hold(0.3, at: Point(x: a.x, y: a.y + 150))
    #expect(h.engine.phase == .idle)
    #expect(h.engine.canUndo)
    try h.engine.undo()
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 3, 4, 5], [6, 7, 8, 9]])
  }

  @Test func quickDragWithoutTheHoldNeverLifts() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 200), steps: 10)
    try h.up(Point(x: a.x, y: a.y + 200))
    #expect(h.has(.notADrag(id: 1, reason: .movedBeforeDelay)))
    #expect(!h.events.contains { if case .lift = $0 { return true } else { return false } })
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 3, 4, 5], [6, 7, 8, 9]])
  }

  @Test func liftHappensOnTheFirstEventPastTheDelay() throws {
    var e = try engine()
    let a = try e.frame(ofID: 2).center
    try e.pointerDown(a, time: 10)
    try e.tick(time: 10.499)
    #expect(e.phase == .pressing)
    try e.tick(time: 10.5)
    #expect(e.phase == .dragging)
    #expect(e.drainEvents().first == .lift(id: 2, at: IndexPath(section: 0, item: 1)))
  }

  @Test func tapIsReported() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 3)
    try h.down(a)
    try h.up(a)
    #expect(h.events == [.notADrag(id: 3, reason: .tap)])
  }

  @Test(arguments: [CommitMode.live, .onDrop], [CancelReason.pointer, .host])
  func cancelRestoresTheExactOrder(commit: CommitMode, reason: CancelReason) throws {
    var h = try Host(engine(commit: commit))
    let before = RulesKit.snapshot(h.engine)
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 420), steps: 40)
    #expect(RulesKit.snapshot(h.engine) != before)
    if reason == .pointer {
      try h.engine.pointerCancel(time: h.time)
    } else {
      try h.engine.cancelDrag(time: h.time)
    }
    h.drain()
    #expect(RulesKit.snapshot(h.engine) == before)
    #expect(h.has(.cancelled(id: 1, reason: reason)))
    #expect(!h.engine.canUndo)
    // Live hosts heard every step and then every step back; on-drop hosts heard nothing.
    var replay = before
    if commit == .live {
      for step in h.moves { replay = SessionKit.apply(step, to: replay) }
      #expect(replay == before)
      #expect(!h.moves.isEmpty)
    } else {
      #expect(h.moves.isEmpty)
    }
  }

  @Test func onDropReportsOneMoveAtDrop() throws {
    var h = try Host(engine(commit: .onDrop))
    let before = RulesKit.snapshot(h.engine)
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 200), steps: 30)
    #expect(h.moves.isEmpty)
    try h.up(Point(x: a.x, y: a.y + 200))
    #expect(h.moves.count == 1)
    let to = try h.engine.order.indexPath(of: 1)
    #expect(h.moves.first == Step(id: 1, from: IndexPath(section: 0, item: 0), to: to))
    // The host applying that one move reaches the engine's order.
    #expect(SessionKit.apply(h.moves[0], to: before) == RulesKit.snapshot(h.engine))
  }

  @Test func programmaticMovesUndoAndRedoReportTheirSteps() throws {
    var e = try engine()
    let steps = try e.move(id: 1, to: IndexPath(section: 1, item: 0))
    // Announced as a keyboard step is (tap-to-move is the user's move).
    #expect(
      e.drainEvents()
        == steps.map { .moved($0) } + [
          .animationNeeded, .announcement("item 1 was moved into section 2, position 1 of 5."),
        ])
    let back = try e.undo()
    #expect(e.drainEvents() == back.map { .moved($0) } + [.animationNeeded])
    try e.redo()
    #expect(e.drainEvents().first == .moved(steps[0]))
  }

  @Test func removingTheLiftedItemCancelsTheDrag() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 2)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 60), steps: 5)
    try h.engine.removeItem(id: 2)
    h.drain()
    #expect(h.has(.cancelled(id: 2, reason: .itemRemoved)))
    #expect(h.engine.phase == .idle)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 100), steps: 3)
    #expect(h.engine.phase == .idle)
  }

  @Test func hostEditsDuringADragAreReconciledByID() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 100), steps: 10)
    try h.engine.insertItem(id: 100, size: 30, at: IndexPath(section: 0, item: 0))
    try h.engine.resizeItem(id: 3, size: 10)
    try h.drag(from: Point(x: a.x, y: a.y + 100), to: Point(x: a.x, y: a.y + 160), steps: 10)
    try h.up(Point(x: a.x, y: a.y + 160))
    #expect(h.drops.first?.0 == 1)
    let all = RulesKit.snapshot(h.engine).flatMap { $0 }
    #expect(all.sorted() == [1, 2, 3, 4, 5, 6, 7, 8, 9, 100])
  }

  @Test func nonMovableAndPinnedItemsDoNotLift() throws {
    var e = try engine()
    try e.setFlags(id: 2, [])
    try e.setFlags(id: 3, [.movable, .pinned])
    var h = try Host(e)
    for id: UInt64 in [2, 3] {
      let a = try h.centre(of: id)
      try h.down(a)
      try h.hold(0.6, at: a)
      try h.up(a)
      #expect(h.has(.notADrag(id: id, reason: .notLiftable)))
    }
    #expect(!h.events.contains { if case .lift = $0 { return true } else { return false } })
  }

  @Test func badInputIsAnErrorAndChangesNothing() throws {
    var e = try engine()
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.pointerDown(Point(x: .nan, y: 0), time: 0)
    }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.pointerMove(Point(x: 0, y: 0), time: .infinity)
    }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in try e.tick(time: .nan) }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setViewport(Rect(x: 0, y: 0, width: -1, height: 10))
    }
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in try e.setHandle(id: 999, nil) }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setInteraction(InteractionConfig(activation: .longPress(delay: -1)))
    }
    #expect(e.phase == .idle)
    #expect(e.drainEvents().isEmpty)
  }

  @Test func timeGoingBackwardsNeverTraps() throws {
    var e = try engine()
    let a = try e.frame(ofID: 1).center
    try e.pointerDown(a, time: 5)
    try e.tick(time: 1)
    try e.pointerMove(a, time: 0)
    #expect(e.phase == .pressing)
    try e.tick(time: 5.6)
    #expect(e.phase == .dragging)
  }
}

enum SessionKit {
  /// What a host's model does with a move event.
  static func apply(_ s: Step, to order: [[UInt64]]) -> [[UInt64]] {
    var o = order
    if let i = o[s.from.section].firstIndex(of: s.id) { o[s.from.section].remove(at: i) }
    o[s.to.section].insert(s.id, at: min(s.to.item, o[s.to.section].count))
    return o
  }
}

@Suite("Session: scrolling and clamping")
struct DragScrollTests {
  @Test func hostScrollKeepsTheItemUnderThePointerAndRetargets() throws {
    var e = try RulesKit.list([Array(repeating: 50, count: 40)])
    try e.setInteraction(InteractionConfig(activation: .immediate))
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 400))
    try e.pointerDown(Point(x: 10, y: 25), time: 0)
    try e.setViewport(Rect(x: 0, y: 500, width: 320, height: 400))
    // The finger did not move on screen, so the item travelled 500 units.
    #expect(try e.order.indexPath(of: 1) == IndexPath(section: 0, item: 10))
    #expect(e.presentation(in: e.viewport, at: 1).last?.frame.y == 500)
  }

  @Test func aZeroCrossExtentFollowsTheViewport() throws {
    var e = Engine()
    try e.setLayout(.list(ListConfig()), crossExtent: 0)
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: [1, 2], sizes: [40, 40])
    #expect(try e.frame(ofID: 1).width == 0)
    try e.setViewport(Rect(x: 0, y: 0, width: 375, height: 600))
    #expect(try e.frame(ofID: 1).width == 375)
    try e.setViewport(Rect(x: 0, y: 30, width: 375, height: 600))
    #expect(try e.frame(ofID: 1).width == 375)
    #expect(e.hitTest(Point(x: 200, y: 50)) == .item(IndexPath(section: 0, item: 1)))
    try e.setLayout(.list(ListConfig()), crossExtent: 100)
    try e.setViewport(Rect(x: 0, y: 0, width: 500, height: 600))
    #expect(try e.frame(ofID: 1).width == 100)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setViewport(Rect(x: 0, y: 0, width: 1e12, height: 600))
    }
  }

  @Test func clampingKeepsTheLiftedItemInTheContent() throws {
    var e = try RulesKit.list([[50, 50, 50]])
    try e.setInteraction(InteractionConfig(activation: .immediate, clampToContent: true))
    try e.pointerDown(Point(x: 10, y: 25), time: 0)
    try e.pointerMove(Point(x: 10, y: -500), time: 0.1)
    #expect(
      e.presentation(in: Rect(x: 0, y: -1000, width: 320, height: 2000), at: 1).last?
        .frame.y == 0)
    try e.pointerMove(Point(x: 10, y: 900), time: 0.2)
    #expect(
      e.presentation(in: Rect(x: 0, y: -1000, width: 320, height: 2000), at: 1).last?
        .frame.y == 100)
  }

  @Test func cancelSettlesTheItemBackHome() throws {
    var e = try RulesKit.list([[50, 50, 50]])
    try e.setInteraction(InteractionConfig(activation: .immediate))
    try e.pointerDown(Point(x: 10, y: 25), time: 0)
    try e.pointerMove(Point(x: 10, y: 140), time: 0.1)
    #expect(try e.order.indexPath(of: 1).item == 2)
    try e.cancelDrag(time: 0.2)
    #expect(try e.order.indexPath(of: 1).item == 0)
    let home = try e.frame(ofID: 1)
    let view = Rect(x: 0, y: 0, width: 320, height: 500)
    #expect(e.presentation(in: view, at: 0.2).first { $0.id == 1 }?.frame.y == 115)
    #expect(e.presentation(in: view, at: 0.45).first { $0.id == 1 }?.frame == home)
  }
}

@Suite("Session: the drag's step log merges a relocated item's steps")
struct DragSessionStepLogTests {
  private func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  private func steps(_ list: [Step]) -> Steps {
    var s = Steps()
    for x in list { s.append(x) }
    return s
  }

  private func session() -> DragSession {
    DragSession(
      id: 1, origin: ip(0, 0), grab: Point(x: 0, y: 0), pointer: Point(x: 0, y: 0), cross: 0,
      liftTime: 0, byKeyboard: false, label: .text("one"))
  }

  @Test("Steps of one item from where the last left it merge, and vanish when it is back")
  func mergesAndVanishes() {
    var s = session()
    s.record(steps([Step(id: 1, from: ip(0, 0), to: ip(0, 1))]))
    s.record(steps([Step(id: 1, from: ip(0, 1), to: ip(0, 2))]))
    #expect(s.steps == [Step(id: 1, from: ip(0, 0), to: ip(0, 2))])
    s.record(steps([Step(id: 1, from: ip(0, 2), to: ip(1, 0))]))
    #expect(s.steps == [Step(id: 1, from: ip(0, 0), to: ip(1, 0))])
    s.record(steps([Step(id: 1, from: ip(1, 0), to: ip(0, 0))]))
    #expect(s.steps.isEmpty)
  }

  @Test("Another item's step, or a step not from where the last left, is kept apart")
  func keepsOthersApart() {
    var s = session()
    let exchange = [
      Step(id: 1, from: ip(0, 2), to: ip(1, 0)), Step(id: 7, from: ip(1, 1), to: ip(0, 2)),
    ]
    s.record(steps(exchange))
    s.record(steps([Step(id: 1, from: ip(1, 0), to: ip(1, 1))]))
    #expect(s.steps == exchange + [Step(id: 1, from: ip(1, 0), to: ip(1, 1))])
  }

  @Test("Swept back and forth, a drag's log stays one step and cancel restores the order")
  func sweptDragStaysSmall() throws {
    var e = try RulesKit.list([[44, 88, 44, 132, 44, 44, 66]], header: 0)
    try e.setInteraction(InteractionConfig(activation: .immediate))
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 600))
    let a = try e.frame(ofID: 2).center
    try e.pointerDown(a, time: 0)
    for k in 0..<200 {
      try e.pointerMove(Point(x: a.x, y: a.y + (k % 2 == 0 ? 120 : 0)), time: 0.01 * Double(k + 1))
    }
    #expect(e.session?.steps.count ?? 99 <= 1)
    try e.pointerCancel(time: 3)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3, 4, 5, 6, 7]])
  }
}

@Suite("Session: the lifted item's name, made once at lift")
struct DragSessionLabelTests {
  @Test("A label set during the drag names the item in the next announcements")
  func relabelledMidDrag() throws {
    var e = try RulesKit.list([[44, 44, 44]])
    try e.setInteraction(InteractionConfig(activation: .immediate))
    let a = try e.frame(ofID: 1).center
    try e.pointerDown(a, time: 0)
    try e.setLabel(id: 1, "Groceries")
    try e.pointerMove(Point(x: a.x, y: a.y + 60), time: 0.1)
    let texts = e.drainEvents().compactMap { event -> String? in
      if case .announcement(let a) = event { return a.text } else { return nil }
    }
    #expect(texts.first == "Picked up item 1. It is in position 1 of 3 in section 1.")
    #expect(texts.last?.hasPrefix("Groceries was moved to position 2") == true, "\(texts)")
  }
}
