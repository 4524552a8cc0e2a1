import Testing

@testable import ReorderEngine

/// The outline's rules (items that take no children, items that keep their
/// parent, the deepest level), its keys, its announcements, its hook, and
/// traces of outline drags.
@Suite struct OutlineRulesTests {
  static let depths = [0, 1, 1, 0, 1, 0]

  /// Item `id` lifted at its centre and moved by (dx, dy) in small steps.
  static func drag(_ e: inout Engine, _ id: UInt64, dx: Double, dy: Double) throws {
    let f = try e.frame(ofID: id)
    let (x, y) = (100.0, f.midY)
    try e.pointerDown(Point(x: x, y: y), time: 0)
    for k in 1...20 {
      let t = Double(k) / 20
      try e.pointerMove(Point(x: x + dx * t, y: y + dy * t), time: 0.1 + t / 10)
    }
    try e.pointerUp(Point(x: x + dx, y: y + dy), time: 0.5)
  }

  @Test func anItemThatTakesNoChildrenIsNeitherIndentedUnderNorDroppedInto() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.setFlags(id: 5, [.movable, .noChildren])
    // 6 two levels in: under 5 it would be, but 5 takes none.
    try Self.drag(&e, 6, dx: 60, dy: 0)
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6.1")
    #expect(throws: ReorderError.self) {
      try e.move(id: 6, into: OutlinePlace(section: 0, parent: 5, index: 0))
    }
  }

  @Test func anItemThatKeepsItsParentStaysAmongItsSiblings() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.setFlags(id: 2, [.movable, .keepsParent])
    // Down past 3, 4, 5: it stops at the end of 1's children, at their depth.
    try Self.drag(&e, 2, dx: -40, dy: 140)
    #expect(try OutlineKit.shape(e) == "1 3.1 2.1 4 5.1 6")
  }

  @Test func theDeepestLevelHoldsForTheWholeSubtree() throws {
    var e = try OutlineKit.engine(
      Self.depths, config: OutlineConfig(indent: 20, maxDepth: 1, expandDelay: 0.5))
    // 4 has a child: it cannot go under 3 (depth 2 for 5 would pass 1).
    #expect(throws: ReorderError.self) { try e.setDepth(id: 4, 1) }
    try Self.drag(&e, 6, dx: 100, dy: 0)
    #expect(try e.order.depth(of: 6) == 1)
  }

  @Test func keysMoveOneVisibleRowStoppingOverRowsTheyWouldGoInto() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.setExpanded(id: 1, false)
    var t = 0.0
    func press(_ key: Key) throws {
      t += 0.1
      try e.key(key, focused: t < 0.15 ? 6 : nil, time: t)
    }
    try press(.pickUpOrDrop)
    try press(.up)  // over 5, which would take it
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 4 5.1 6")
    #expect(
      e.presentation(in: Rect(x: 0, y: 0, width: 320, height: 600), at: t).contains {
        $0.id == 5 && $0.isTarget
      })
    try press(.up)  // past 5: 4's first child
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 4 6.1 5.1")
    try press(.up)  // over 4
    try press(.up)  // past 4, at the top level: 1 is collapsed
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 6 4 5.1")
    try press(.up)  // over 1
    try press(.up)  // past 1 and its hidden rows
    #expect(try OutlineKit.shape(e) == "6 1- 2.1 3.1 4 5.1")
    try press(.down)  // over 1
    try press(.down)  // past it and its hidden rows
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 6 4 5.1")
    try press(.indent)  // 1 is collapsed: not under it
    #expect(try e.order.depth(of: 6) == 0)
    try press(.down)  // over 4
    try press(.up)  // another key leaves it: nothing moved
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 6 4 5.1")
    try press(.down)  // over 4 again
    try press(.pickUpOrDrop)  // into 4
    #expect(try OutlineKit.shape(e) == "1- 2.1 3.1 4 6.1 5.1")
    let texts = e.drainEvents().compactMap {
      if case .announcement(let a) = $0 { a.text } else { nil }
    }
    #expect(texts.contains("item 6 is over item 5. Drop to put it inside."))
    #expect(texts.contains("item 6 was moved into item 4, position 1 of 2, level 2."))
    #expect(texts.contains("item 6 was moved to the top level, position 1 of 3."))
    #expect(texts.last == "item 6 was dropped into item 4, position 1 of 2, level 2.")
  }

  @Test func theHookSeesTreePlacesAndMayRetarget() throws {
    var e = try OutlineKit.engine(Self.depths)
    var asked: [OutlinePlace] = []
    e.outlineRetarget = { id, place in
      asked.append(place)
      // Under 4: refused; under 5: sent to the top of 1's children instead.
      if place.parent == 4 { return .refuse }
      if place.parent == 5 { return .retarget(OutlinePlace(section: 0, parent: 1, index: 0)) }
      return .accept
    }
    try Self.drag(&e, 6, dx: 40, dy: 0)  // asks under 5 (level 2)
    #expect(asked.contains { $0.parent == 5 && $0.index == 0 && $0.depth == 2 })
    #expect(try OutlineKit.shape(e) == "1 6.1 2.1 3.1 4 5.1")
  }

  @Test func aTraceOfAnOutlineDragReplaysTheSame() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.setExpanded(id: 4, false)
    try e.startRecording()
    try e.perform(.pointerDown(Point(x: 100, y: 20), time: 0))
    for k in 1...20 {
      try e.perform(
        .pointerMove(Point(x: 100 + Double(k) * 2, y: 20 + Double(k) * 5), time: Double(k) / 100))
    }
    try e.perform(.pointerUp(Point(x: 140, y: 120), time: 0.5))
    try e.perform(.setDepth(6, 1))
    try e.perform(.moveInto(2, OutlinePlace(section: 0, parent: nil, index: 0)))
    let trace = try e.stopRecording()
    let (replayed, _) = try Engine.replay(trace)
    #expect(try OutlineKit.shape(replayed) == OutlineKit.shape(e))
    #expect(trace.contains("outline=20.0,32,0.5,0.5"))
    #expect(trace.contains("depths index=0 depths=6:0,1,1,0,1,0"))
    #expect(trace.contains("expanded id=4 on=false"))
  }

  @Test func removingAParentLiftsItsChildrenALevel() throws {
    var e = try OutlineKit.engine([0, 1, 2, 1, 0])
    try e.setExpanded(id: 2, false)
    try e.removeItem(id: 2)
    #expect(try OutlineKit.shape(e) == "1 3.1 4.1 5")
    #expect(try !e.order.isHidden(3))
  }
}

extension OutlineRulesTests {
  @Test func aFarPointerOverATinyIndentNeverTraps() throws {
    var e = try OutlineKit.engine(Self.depths, config: OutlineConfig(indent: 1e-300))
    try e.pointerDown(Point(x: 100, y: 220), time: 0)
    try e.pointerMove(Point(x: 1e300, y: 220), time: 0.1)
    try e.pointerMove(Point(x: -1e300, y: 220), time: 0.2)
    try e.pointerUp(Point(x: -1e300, y: 220), time: 0.3)
    #expect(try e.order.depth(of: 6) == 0)
  }
}
