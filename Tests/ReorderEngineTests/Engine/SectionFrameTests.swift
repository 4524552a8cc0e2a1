import Testing

@testable import ReorderEngine

/// Section frames as drawn at time t: they slide with the items when a move
/// changes them (drag steps, programmatic moves, undo and redo, cancel),
/// jump with them on host edits, and equal the layout at rest.
@Suite("Engine: section frames over time")
struct SectionFrameTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  /// Three sections with 20-unit headers: ids 1-3, 4-5 and 6, 40 units each.
  static func engine(commit: CommitMode = .live) throws -> Engine {
    var e = try RulesKit.list([[40, 40, 40], [40, 40], [40]], header: 20)
    try e.setInteraction(InteractionConfig(activation: .immediate, commit: commit))
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 480))
    return e
  }

  static func frames(_ e: Engine, at t: Double) throws -> [Rect] {
    try (0..<e.order.sectionCount).map { try e.sectionFrame($0, at: t) }
  }

  static func layoutFrames(_ e: Engine) throws -> [Rect] {
    try (0..<e.order.sectionCount).map { try e.frame(ofSection: $0) }
  }

  @Test("At rest the drawn frame is the layout's")
  func restIsLayout() throws {
    let e = try Self.engine()
    #expect(try Self.frames(e, at: 0) == Self.layoutFrames(e))
    #expect(try e.sectionFrame(1, at: 0) == Rect(x: 0, y: 140, width: 320, height: 100))
    #expect(!e.isAnimating(at: 0))
  }

  @Test("After a cross-section move the later section slides from its old place to its new one")
  func crossSectionMoveSlides() throws {
    var e = try Self.engine()
    try e.tick(time: 10)
    let old = try e.sectionFrame(1, at: 10)
    try e.move(id: 1, to: Self.ip(1, 2))
    let new = try e.frame(ofSection: 1)
    #expect(new == Rect(x: 0, y: 100, width: 320, height: 140))
    #expect(try e.sectionFrame(1, at: 10) == old)  // drawn where it was
    #expect(try e.sectionFrame(1, at: 9) == old)  // before the start: still there
    #expect(try e.sectionFrame(1, at: 10.2) == new)  // after the item slide's 0.2 s
    #expect(try e.sectionFrame(1, at: 11) == new)
    // Monotone in between, in y and in height, and in step with its first
    // row: the header stays right above item 4 the whole way.
    var last = old
    for k in 1...24 {
      let t = 10 + Double(k) / 120
      let f = try e.sectionFrame(1, at: t)
      #expect(f.y <= last.y && f.height >= last.height, "t \(t)")
      #expect(f.y >= new.y && f.y <= old.y)
      let row = try #require(e.presentation(in: e.viewport, at: t).first { $0.id == 4 })
      #expect(abs(f.y + 20 - row.frame.y) < 1e-9, "t \(t)")
      last = f
    }
    let mid = try e.sectionFrame(1, at: 10.1)
    #expect(mid.y > new.y && mid.y < old.y)
    #expect(e.isAnimating(at: 10.1))
    #expect(!e.isAnimating(at: 10.21))
    // Section 0 shrank in place: it slides its height, not its origin.
    let zero = try e.sectionFrame(0, at: 10.1)
    #expect(zero.y == 0 && zero.height > 100 && zero.height < 140)
    // Section 2 did not move: no slide for it.
    #expect(try e.sectionFrame(2, at: 10.1) == e.frame(ofSection: 2))
  }

  @Test("Undo and redo slide the sections back and forth from where they are drawn")
  func undoRedo() throws {
    var e = try Self.engine()
    let start = try Self.layoutFrames(e)
    try e.move(id: 1, to: Self.ip(1, 2))
    let moved = try Self.layoutFrames(e)
    try e.tick(time: 5)
    try e.undo()
    #expect(try Self.layoutFrames(e) == start)
    #expect(try Self.frames(e, at: 5) == moved)
    #expect(try Self.frames(e, at: 5.2) == start)
    let mid = try e.sectionFrame(1, at: 5.1)
    #expect(mid.y > moved[1].y && mid.y < start[1].y)
    // Redo halfway: from where it is drawn then, not from a layout frame.
    try e.tick(time: 5.1)
    try e.redo()
    #expect(try e.sectionFrame(1, at: 5.1) == mid)
    #expect(try Self.frames(e, at: 5.3) == moved)
  }

  @Test(
    "Across a drag, live or committed on drop, no section frame ever jumps; all settle in 0.2 s",
    arguments: [CommitMode.live, .onDrop])
  func dragNeverJumps(commit: CommitMode) throws {
    var h = try Host(try Self.engine(commit: commit))
    try h.down(Point(x: 100, y: 40))
    var slid = false
    var crossed = false
    // Down through section 1 into section 2 and back up, then cancel.
    let path = (1...60).map { Double($0) * 5 } + (1...30).map { 300 - Double($0) * 5 }
    for y in path {
      h.time += 1.0 / 60
      let before = try Self.frames(h.engine, at: h.time)
      try h.engine.pointerMove(Point(x: 100, y: 40 + y), time: h.time)
      h.drain()
      let after = try Self.frames(h.engine, at: h.time)
      #expect(after == before, "y \(y)")
      if try after != Self.layoutFrames(h.engine) { slid = true }
      if !RulesKit.snapshot(h.engine)[0].contains(1) { crossed = true }
    }
    #expect(slid && crossed)
    h.time += 1.0 / 60
    let before = try Self.frames(h.engine, at: h.time)
    try h.engine.cancelDrag(time: h.time)
    #expect(try Self.frames(h.engine, at: h.time) == before)
    #expect(try Self.frames(h.engine, at: h.time + 0.2) == Self.layoutFrames(h.engine))
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 3], [4, 5], [6]])
  }

  @Test("Sections alone keep the frame clock running, and tick prunes them")
  func sectionsCountForAnimating() throws {
    // Sections 1 and 2 are headers only; the viewport shows just them, so
    // no item slides when item 1 goes into section 2.
    var e = try RulesKit.list([[40, 40, 40], [], []], header: 30)
    try e.setViewport(Rect(x: 0, y: 150, width: 320, height: 100))
    try e.tick(time: 1)
    try e.move(id: 1, to: Self.ip(2, 0))
    #expect(e.animator.transitions.isEmpty)
    #expect(e.animator.sectionTransitions.keys.sorted() == [1, 2])
    #expect(e.isAnimating(at: 1.1))
    #expect(!e.isAnimating(at: 1.21))
    try e.tick(time: 1.21)
    #expect(e.animator.sectionTransitions.isEmpty)
  }

  @Test("Host edits place sections at once, as they place items")
  func hostEditsJump() throws {
    var e = try Self.engine()
    try e.tick(time: 1)
    try e.insertItem(id: 50, size: 40, at: Self.ip(0, 0))
    try e.resizeItem(id: 4, size: 60)
    try e.removeItem(id: 6)
    #expect(try Self.frames(e, at: 1) == Self.layoutFrames(e))
    #expect(!e.isAnimating(at: 1))
    // Items do the same: none slides.
    for p in e.presentation(in: e.viewport, at: 1) {
      #expect(try p.frame == e.frame(ofID: p.id))
    }
  }

  @Test("A sliding section keeps its slide when sections are inserted or removed before it")
  func indicesFollowSections() throws {
    var e = try Self.engine()
    try e.tick(time: 1)
    try e.move(id: 1, to: Self.ip(1, 0))
    #expect(e.animator.sectionTransitions.keys.sorted() == [0, 1])
    try e.insertSection(at: 0, header: 10)
    #expect(e.animator.sectionTransitions.keys.sorted() == [1, 2])
    try e.removeSection(at: 1)
    #expect(e.animator.sectionTransitions.keys.sorted() == [1])
    // The one left slides from where it was drawn, now shifted by the host's
    // edits (they are not animated), to its place.
    #expect(try e.sectionFrame(1, at: 1.2) == e.frame(ofSection: 1))
    #expect(try e.sectionFrame(0, at: 1.1) == e.frame(ofSection: 0))
  }

  @Test("Grids: a move that adds a row slides the next section down")
  func gridSlides() throws {
    var e = try RulesKit.grid(
      [5, 4, 2], config: GridConfig(columns: 4, cellHeight: 50), header: 20)
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 480))
    try e.tick(time: 3)
    let old = try e.sectionFrame(2, at: 3)
    // 5, 4 -> 4, 5: section 0 loses a row, section 1 gains one.
    try e.move(id: 1, to: Self.ip(1, 0))
    #expect(try e.frame(ofSection: 2) == old)  // the rows cancel out for section 2
    let one = try e.frame(ofSection: 1)
    #expect(one == Rect(x: 0, y: 70, width: 320, height: 120))
    #expect(try e.sectionFrame(1, at: 3) == Rect(x: 0, y: 120, width: 320, height: 70))
    #expect(try e.sectionFrame(1, at: 3.2) == one)
  }

  @Test("Errors: bad section or time, never a trap")
  func errors() throws {
    let e = try Self.engine()
    for s in [-1, 3, Int.max, Int.min] {
      RulesKit.expectError(.outOfRange) { () throws(ReorderError) in try e.sectionFrame(s, at: 0) }
      RulesKit.expectError(.outOfRange) { () throws(ReorderError) in try e.frame(ofSection: s) }
    }
    for t in [Double.nan, .infinity, -.infinity] {
      RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
        try e.sectionFrame(0, at: t)
      }
    }
  }
}
