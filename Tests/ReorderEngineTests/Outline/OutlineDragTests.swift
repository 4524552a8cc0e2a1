import Testing

@testable import ReorderEngine

/// Drags in an outline: subtrees lift whole, the horizontal offset picks
/// the depth, drops go into rows, collapsed rows expand under a dwell.
@Suite struct OutlineDragTests {
  // 1
  //   2
  //   3
  // 4
  //   5
  // 6
  static let depths = [0, 1, 1, 0, 1, 0]

  @Test func aParentLiftsItsSubtreeAndDropsItWhole() throws {
    var e = try OutlineKit.engine(Self.depths)
    // Item 1 (y 0...40) below item 5 (y 160...200): it and its children go.
    try e.pointerDown(Point(x: 100, y: 20), time: 0)
    // Lifted, its children are hidden: 4 is at 40 now.
    #expect(e.phase == .dragging)
    let shape = try OutlineKit.shape(e)
    #expect(try e.frame(ofID: 4).y == 40, "\(shape) \(e.drainEvents())")
    // Its centre past 4's middle and 5's (held still over each middle,
    // into it, and between its near edge and its middle), short of 6.
    for (k, y) in stride(from: 20.0, through: 115, by: 5).enumerated() {
      try e.pointerMove(Point(x: 100, y: y), time: 0.1 + Double(k) * 0.01)
    }
    try e.pointerUp(Point(x: 100, y: 115), time: 1)
    #expect(try OutlineKit.shape(e) == "4 5.1 1 2.1 3.1 6")
    // Reopened at the drop.
    #expect(try e.frame(ofID: 2).y == 120)
  }

  @Test func theHorizontalOffsetPicksTheDepth() throws {
    var e = try OutlineKit.engine(Self.depths)
    // Item 6 to the right by two levels: one below 5 at most (depth 2).
    try e.pointerDown(Point(x: 100, y: 220), time: 0)
    try e.pointerMove(Point(x: 120, y: 220), time: 0.1)
    #expect(try e.order.depth(of: 6) == 1)
    try e.pointerMove(Point(x: 160, y: 220), time: 0.2)
    #expect(try e.order.depth(of: 6) == 2)
    try e.pointerMove(Point(x: 300, y: 220), time: 0.3)
    #expect(try e.order.depth(of: 6) == 2)
    try e.pointerUp(Point(x: 300, y: 220), time: 0.4)
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6.2")
    #expect(try e.order.parent(of: 6) == 5)
    // The drawn frame is indented.
    #expect(try e.frame(ofID: 6).x == 40)
  }

  @Test func aDropOntoTheMiddleOfARowGoesIntoIt() throws {
    var e = try OutlineKit.engine(Self.depths)
    // Item 6 over the middle of item 4 (y 120...160).
    try e.pointerDown(Point(x: 100, y: 220), time: 0)
    for (k, y) in stride(from: 210.0, through: 140, by: -10).enumerated() {
      try e.pointerMove(Point(x: 100, y: y), time: 0.1 + Double(k) * 0.01)
    }
    #expect(
      e.presentation(in: Rect(x: 0, y: 0, width: 320, height: 400), at: 0.2)
        .first { $0.id == 4 }?.isTarget == true)
    try e.pointerUp(Point(x: 100, y: 140), time: 0.5)
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 6.1 5.1")
  }

  @Test func aCollapsedRowExpandsUnderADwellAndTakesTheDrop() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.setExpanded(id: 1, false)
    #expect(try e.frame(ofID: 4).y == 40)
    _ = e.drainEvents()
    // Item 6 (now at 120...160) over the middle of item 1.
    try e.pointerDown(Point(x: 100, y: 140), time: 0)
    for (k, y) in stride(from: 130.0, through: 20, by: -10).enumerated() {
      try e.pointerMove(Point(x: 100, y: y), time: 0.1 + Double(k) * 0.01)
    }
    try e.tick(time: 0.4)
    #expect(try e.order.isCollapsed(1))
    try e.tick(time: 0.9)
    #expect(try !e.order.isCollapsed(1))
    #expect(e.drainEvents().contains(.notice(ItemNotice(.expanded, id: 1))))
    try e.pointerUp(Point(x: 100, y: 20), time: 1)
    #expect(try OutlineKit.shape(e) == "1 6.1 2.1 3.1 4 5.1")
  }

  @Test func aDropIntoACollapsedRowHidesTheItem() throws {
    var e = try OutlineKit.engine(Self.depths, config: OutlineConfig(indent: 20, expandDelay: 0))
    try e.setExpanded(id: 1, false)
    try e.pointerDown(Point(x: 100, y: 140), time: 0)
    for (k, y) in stride(from: 130.0, through: 20, by: -10).enumerated() {
      try e.pointerMove(Point(x: 100, y: y), time: 0.1 + Double(k) * 0.01)
    }
    try e.pointerUp(Point(x: 100, y: 20), time: 1)
    #expect(try OutlineKit.shape(e) == "1- 6.1 2.1 3.1 4 5.1")
    #expect(try e.order.isHidden(6))
    #expect(try e.frame(ofID: 4).y == 40)
  }

  @Test func cancelPutsTheSubtreeBackOpen() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.pointerDown(Point(x: 100, y: 20), time: 0)
    for (k, y) in stride(from: 20.0, through: 130, by: 10).enumerated() {
      try e.pointerMove(Point(x: 150, y: y), time: 0.1 + Double(k) * 0.01)
    }
    try e.key(.cancel, focused: nil, time: 1)
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6")
    #expect(try e.frame(ofID: 4).y == 120)
  }

  @Test func undoAndRedoADrag() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.pointerDown(Point(x: 100, y: 220), time: 0)
    try e.pointerMove(Point(x: 160, y: 220), time: 0.1)
    try e.pointerUp(Point(x: 160, y: 220), time: 0.2)
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6.2")
    try e.undo()
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6")
    try e.redo()
    #expect(try OutlineKit.shape(e) == "1 2.1 3.1 4 5.1 6.2")
  }
}

extension OutlineDragTests {
  @Test func theLiftedRowIsDrawnAtTheDepthItWouldDropAt() throws {
    var e = try OutlineKit.engine(Self.depths)
    try e.pointerDown(Point(x: 100, y: 220), time: 0)
    try e.pointerMove(Point(x: 140, y: 220), time: 0.1)
    let lifted = e.presentation(in: Rect(x: 0, y: 0, width: 320, height: 600), at: 1)
      .first { $0.isLifted }
    #expect(lifted?.frame.x == 40 && lifted?.frame.width == 280)
  }
}
