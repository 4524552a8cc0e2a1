import Testing

@testable import ReorderEngine

/// Where each reorder rule moves the lifted item, to the unit, on layouts
/// small enough to work out by hand.
@Suite("Rules: thresholds")
struct ThresholdTests {
  /// A drag of one item: the pointer grabbed it at `grab` and is now moved
  /// by `by` along the main axis (lists) or freely (grids).
  struct Drag {
    var e: Engine
    let id: UInt64
    let frame: Rect
    let grab: Point

    init(_ e: Engine, _ id: UInt64, grabOffset: Double = 0.5) throws {
      self.e = e
      self.id = id
      frame = try e.frame(ofID: id)
      grab = Point(x: frame.midX, y: frame.y + frame.height * grabOffset)
    }

    /// Moves the pointer to grab + (dx, dy); returns the item's index path.
    @discardableResult
    mutating func to(dx: Double = 0, dy: Double = 0) throws -> IndexPath {
      let p = Point(x: grab.x + dx, y: grab.y + dy)
      _ = try e.dragStep(id: id, at: RulesKit.geometry(e, frame: frame, grab: grab, pointer: p))
      return try e.order.indexPath(of: id)
    }
  }

  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  // MARK: midpoint

  @Test("Midpoint: the leading edge passes the neighbour's midpoint, both ways")
  func midpoint() throws {
    // Items 1: [0, 40), 2: [40, 140), 3: [140, 160), 4: [160, 220).
    var d = try Drag(try RulesKit.list([[40, 100, 20, 60]]), 1)
    // Down, the leading edge is the bottom one: 40 + dy against item 2's
    // midpoint 90.
    #expect(try d.to(dy: 50) == Self.ip(0, 0))
    #expect(try d.to(dy: 50.5) == Self.ip(0, 1))
    // Now 2: [0, 100), 1: [100, 140), 3: [140, 160): item 3's midpoint 150.
    #expect(try d.to(dy: 110) == Self.ip(0, 1))
    #expect(try d.to(dy: 110.5) == Self.ip(0, 2))
    // Up, the leading edge is the top one, dy, against 3's midpoint 110
    // (3 is at [100, 120) above the lifted item) and 2's midpoint 50.
    #expect(try d.to(dy: 110) == Self.ip(0, 2))
    #expect(try d.to(dy: 109.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 50) == Self.ip(0, 1))
    #expect(try d.to(dy: 49.5) == Self.ip(0, 0))
    #expect(RulesKit.snapshot(d.e) == [[1, 2, 3, 4]])
  }

  @Test("Midpoint with spacing: a hysteresis band of the spacing around the midpoint")
  func midpointBand() throws {
    // Spacing 10: 1: [0, 40), 2: [50, 150). Down, the bottom edge 40 + dy
    // must pass 2's midpoint 100; as displayed after the move (2: [0, 100),
    // 1: [110, 150)) the way back, the top edge dy must pass 2's midpoint 50.
    var d = try Drag(try RulesKit.list([[40, 100, 30]], spacing: 10), 1)
    #expect(try d.to(dy: 60) == Self.ip(0, 0))
    #expect(try d.to(dy: 60.5) == Self.ip(0, 1))
    // Inside the band [50, 60] the item keeps whichever slot it has.
    #expect(try d.to(dy: 55) == Self.ip(0, 1))
    #expect(try d.to(dy: 50) == Self.ip(0, 1))
    #expect(try d.to(dy: 49.5) == Self.ip(0, 0))
    #expect(try d.to(dy: 55) == Self.ip(0, 0))
  }

  @Test("Midpoint, horizontal: the same along x")
  func midpointHorizontal() throws {
    var d = try Drag(try RulesKit.list([[40, 100, 20]], axis: .horizontal), 1)
    #expect(try d.to(dx: 50, dy: 300) == Self.ip(0, 0))
    #expect(try d.to(dx: 50.5) == Self.ip(0, 1))
    #expect(try d.to(dx: 49.5, dy: -300) == Self.ip(0, 0))
  }

  @Test("Center on a list is the midpoint rule")
  func centerOnList() throws {
    var d = try Drag(try RulesKit.list([[40, 100, 20]], policy: Policy(rule: .center)), 1)
    #expect(try d.to(dy: 50) == Self.ip(0, 0))
    #expect(try d.to(dy: 50.5) == Self.ip(0, 1))
  }

  // MARK: edge (seed 000)

  @Test(
    "Edge: down once the bottom reaches the neighbour's bottom, up once the top reaches its top")
  func edge() throws {
    // Seed 000: (point.y + h/2) >= maxY(cell1) going down and
    // (point.y - h/2) <= minY(cell1) going up, with mixed heights.
    let e = try RulesKit.list([[40, 100, 20, 60]], policy: Policy(rule: .edge))
    var d = try Drag(e, 1)
    #expect(try d.to(dy: 99.5) == Self.ip(0, 0))
    #expect(try d.to(dy: 100) == Self.ip(0, 1))
    // 2: [0, 100), 1: [100, 140), 3: [140, 160): 3's bottom is 160.
    #expect(try d.to(dy: 119.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 120) == Self.ip(0, 2))
    // Up: 3 is at [100, 120) now: the top must reach 100, then 0.
    #expect(try d.to(dy: 100.5) == Self.ip(0, 2))
    #expect(try d.to(dy: 100) == Self.ip(0, 1))
    #expect(try d.to(dy: 0.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 0) == Self.ip(0, 0))
  }

  @Test("Edge, upwards with a tall item: the short neighbour above must be passed whole")
  func edgeUp() throws {
    // 1: [0, 30), 2: [30, 50), 3: [50, 250). Drag 3 (200 tall) up.
    var d = try Drag(try RulesKit.list([[30, 20, 200]], policy: Policy(rule: .edge)), 3)
    #expect(try d.to(dy: -19.5) == Self.ip(0, 2))
    #expect(try d.to(dy: -20) == Self.ip(0, 1))
    // Back down: 2 is at [230, 250) below it; the item's bottom, 250 + dy,
    // must reach 2's bottom, 250.
    #expect(try d.to(dy: -0.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 0) == Self.ip(0, 2))
  }

  // MARK: pointer (seed 001)

  @Test("Pointer: the item takes the slot under the pointer, as little a move as needed")
  func pointer() throws {
    // 1: [0, 40), 2: [40, 140), 3: [140, 160). Grabbed at its top.
    let e = try RulesKit.list([[40, 100, 20]], policy: Policy(rule: .pointer))
    var d = try Drag(e, 1, grabOffset: 0)
    // Slot 1 (after item 2) spans [100, 140): the pointer over item 2's
    // upper part is under no slot of the item's, so it stays.
    #expect(try d.to(dy: 99.5) == Self.ip(0, 0))
    #expect(try d.to(dy: 100) == Self.ip(0, 1))
    // Slot 2 spans [120, 160), slot 1 [100, 140): over both, it stays.
    #expect(try d.to(dy: 139.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 140) == Self.ip(0, 2))
    #expect(try d.to(dy: 120) == Self.ip(0, 2))
    #expect(try d.to(dy: 119.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 39.5) == Self.ip(0, 0))
  }

  // MARK: grids (seed 003's layout)

  /// Seed 003's flow layout at a width of 370: 4 columns of 80 × 80 cells,
  /// spacing 10, insets 10. Cell i is at (10 + 90·(i % 4), 10 + 90·(i / 4)).
  static func channelGrid(_ rule: ReorderRule, count: Int = 12) throws -> Engine {
    let config = GridConfig(
      columns: 4, itemSpacing: 10, lineSpacing: 10,
      sectionInsets: Insets(top: 10, left: 10, bottom: 10, right: 10))
    return try RulesKit.grid([count], config: config, width: 370, policy: Policy(rule: rule))
  }

  @Test("Center (seed 003): the nearest cell's centre, once within half a cell")
  func center() throws {
    var e = try Self.channelGrid(.center)
    #expect(try e.frame(ofID: 2) == Rect(x: 100, y: 10, width: 80, height: 80))
    var d = try Drag(e, 1)
    // Cell 1's centre is (140, 50); the lifted centre starts at (50, 50).
    #expect(try d.to(dx: 49.5) == Self.ip(0, 0))
    #expect(try d.to(dx: 50) == Self.ip(0, 1))
    // Diagonal: 35 off on both axes is 49.5 away, more than 40.
    e = try Self.channelGrid(.center)
    d = try Drag(e, 1)
    #expect(try d.to(dx: 90 + 35, dy: 90 + 35) == Self.ip(0, 0))
    #expect(try d.to(dx: 90 + 28, dy: 90 + 28) == Self.ip(0, 5))
  }

  @Test("Grid midpoint: the cell under the lifted centre, however far from its centre")
  func gridMidpoint() throws {
    var d = try Drag(try Self.channelGrid(.midpoint), 1)
    #expect(try d.to(dx: 49.5) == Self.ip(0, 0))
    #expect(try d.to(dx: 50) == Self.ip(0, 1))
    #expect(try d.to(dx: 90 + 35, dy: 90 + 35) == Self.ip(0, 5))
  }

  @Test("Grid edge: the lifted item covers the target cell on the axes it moves along")
  func gridEdge() throws {
    var d = try Drag(try Self.channelGrid(.edge), 1)
    // Cell 1 is [100, 180): the lifted item's right edge must reach 180.
    #expect(try d.to(dx: 89.5) == Self.ip(0, 0))
    #expect(try d.to(dx: 90) == Self.ip(0, 1))
    // Back: its left edge must reach cell 0's left edge, 10.
    #expect(try d.to(dx: 0.5) == Self.ip(0, 1))
    #expect(try d.to(dx: 0) == Self.ip(0, 0))
  }

  @Test("Grid pointer: the cell under the pointer; in the spacing, no change")
  func gridPointer() throws {
    var d = try Drag(try Self.channelGrid(.pointer), 1)
    // The pointer starts at cell 0's centre (50, 50); cell 1 is [100, 180).
    #expect(try d.to(dx: 45) == Self.ip(0, 0))
    #expect(try d.to(dx: 50) == Self.ip(0, 1))
    #expect(try d.to(dx: 45) == Self.ip(0, 1))
    #expect(try d.to(dx: 39.5) == Self.ip(0, 0))
    // Rows below: cell 9 is (100, 190).
    #expect(try d.to(dx: 50, dy: 180) == Self.ip(0, 9))
  }

  @Test("proposedSlot is geometry only: it moves nothing and ignores the section rules")
  func proposedSlotOnly() throws {
    var e = try RulesKit.list([[40, 40], [40, 40]], header: 20)
    e.policy.crossSectionMoves = false
    let frame = try e.frame(ofID: 1)
    let g = DragGeometry(rect: frame.offsetBy(dx: 0, dy: 200), pointer: Point(x: 10, y: 220))
    #expect(try e.proposedSlot(for: 1, at: g) == Self.ip(1, 2))
    #expect(RulesKit.snapshot(e) == [[1, 2], [3, 4]])
    // The drag step applies the lock: the item stays in its section, at its end.
    #expect(try e.dragStep(id: 1, at: g) == [Step(id: 1, from: Self.ip(0, 0), to: Self.ip(0, 1))])
  }
}
