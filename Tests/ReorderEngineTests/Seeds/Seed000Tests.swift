import Testing

@testable import ReorderEngine

/// Seed 000, DHDragableCellTableView: a long-pressed row's snapshot follows
/// the finger; rows of mixed heights swap once the snapshot has passed the
/// neighbour's far edge (`point.y + h/2 >= maxY(cell1)` going down,
/// `point.y - h/2 <= minY(cell1)` going up), and with several sections the
/// data of the two rows is exchanged across sections.
@Suite("Seed 000: edge rule, mixed heights, exchange across sections")
struct Seed000Tests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  /// One drag: the snapshot is the row's frame moved by the finger's travel.
  struct Finger {
    var e: Engine
    let id: UInt64
    let frame: Rect
    let grab: Point
    var steps: [Step] = []

    init(_ e: Engine, _ id: UInt64) throws {
      self.e = e
      self.id = id
      frame = try e.frame(ofID: id)
      grab = Point(x: 160, y: frame.midY)
    }

    /// Moves the finger by `dy` from where it pressed; returns this step's moves.
    mutating func move(_ dy: Double) throws -> [Step] {
      let p = Point(x: grab.x, y: grab.y + dy)
      let g = RulesKit.geometry(e, frame: frame, grab: grab, pointer: p)
      let made = try e.dragStep(id: id, at: g)
      #expect(try e.dragStep(id: id, at: g) == [], "the finger held still")
      steps += made
      return made
    }
  }

  @Test("Single section, rows of 44, 88, 30, 120 and 60: swaps when the far edge is passed")
  func edgeRuleMixedHeights() throws {
    // Rows: 1 [0, 44), 2 [44, 132), 3 [132, 162), 4 [162, 282), 5 [282, 342).
    let e = try RulesKit.list(
      [[44, 88, 30, 120, 60]], policy: Policy(rule: .edge, semantics: .exchange))
    var f = try Finger(e, 2)
    // Down: row 2's bottom (132 + dy) must reach row 3's bottom, 162.
    #expect(try f.move(29.5) == [])
    #expect(try f.move(30) == [Step(id: 2, from: Self.ip(0, 1), to: Self.ip(0, 2))])
    // Now 3 [44, 74), 2 [74, 162), 4 [162, 282): 4's bottom is 282.
    #expect(try f.move(149.5) == [])
    #expect(try f.move(150) == [Step(id: 2, from: Self.ip(0, 2), to: Self.ip(0, 3))])
    #expect(RulesKit.snapshot(f.e) == [[1, 3, 4, 2, 5]])
    // Up: now 4 is [74, 194) above it: the top (44 + dy) must reach 74.
    #expect(try f.move(30.5) == [])
    #expect(try f.move(30) == [Step(id: 2, from: Self.ip(0, 3), to: Self.ip(0, 2))])
    // And back where it started, it is home.
    #expect(try f.move(0) == [Step(id: 2, from: Self.ip(0, 2), to: Self.ip(0, 1))])
    #expect(RulesKit.snapshot(f.e) == [[1, 2, 3, 4, 5]])
    // The seed's data source after the drag: one change for the history.
    var e2 = f.e
    e2.recordDrag(f.steps)
    try e2.undo()
    #expect(RulesKit.snapshot(e2) == [[1, 2, 3, 4, 5]])
  }

  @Test("A short row passes a tall one only when the whole tall row is passed")
  func shortPassesTall() throws {
    // Rows 1 [0, 30), 2 [30, 230), 3 [230, 260).
    var f = try Finger(try RulesKit.list([[30, 200, 30]], policy: Policy(rule: .edge)), 1)
    #expect(try f.move(199) == [])
    #expect(try f.move(200).count == 1)
    // Going back up needs the top at row 2's top, 0: all the way.
    #expect(try f.move(1) == [])
    #expect(try f.move(0).count == 1)
  }

  @Test("Several sections: the row passed in the next section is exchanged, counts stay")
  func exchangeAcrossSections() throws {
    // Section 0: header [0, 28), 1 [28, 72), 2 [72, 160).
    // Section 1: header [160, 188), 3 [188, 218), 4 [218, 338).
    let e = try RulesKit.list(
      [[44, 88], [30, 120]], header: 28, policy: Policy(rule: .edge, semantics: .exchange))
    var f = try Finger(e, 2)
    // Into section 1's header, over row 3: not passed yet, nothing moves.
    #expect(try f.move(40) == [])
    // Row 2's bottom (160 + dy) reaches row 3's bottom, 218: they swap.
    #expect(try f.move(57.5) == [])
    let swap = try f.move(58)
    #expect(swap.map(\.id) == [2, 3])
    #expect(RulesKit.snapshot(f.e) == [[1, 3], [2, 4]])
    #expect(try f.e.frame(ofID: 3) == Rect(x: 0, y: 72, width: 320, height: 30))
    // Back up: its top (72 + dy) must reach row 3's top, 72.
    #expect(try f.move(0.5) == [])
    #expect(try f.move(0).map(\.id) == [2, 3])
    #expect(RulesKit.snapshot(f.e) == [[1, 2], [3, 4]])
  }

  @Test("Programmatic exchange across sections swaps the two rows (the seed's data exchange)")
  func programmaticExchange() throws {
    var e = try RulesKit.list(
      [[44, 88, 30], [120, 60]], header: 28, policy: Policy(rule: .edge, semantics: .exchange))
    // fromIndexPath [0, 0], toIndexPath [1, 1]: fromData <-> toData.
    let steps = try e.move(from: Self.ip(0, 0), to: Self.ip(1, 1))
    #expect(RulesKit.snapshot(e) == [[5, 2, 3], [4, 1]])
    #expect(steps.map(\.id) == [1, 5])
    // Frames follow the data: row 5 (60 tall) is where row 1 was.
    #expect(try e.frame(ofID: 5) == Rect(x: 0, y: 28, width: 320, height: 60))
    try e.undo()
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
  }
}
