import Testing

@testable import ReorderEngine

/// Pointer drags into an empty section through its drop zone
/// (`emptySectionExtent`): every rule enters it, held still nothing moves,
/// and without a zone the section stays out of reach.
@Suite("Rules: empty section drop zone")
struct EmptySectionDropTests {
  /// Sections [1, 2] [] [3, 4] of items 50 long, no headers, footers or
  /// spacing: the zone of section 1 is 100..<144 along the main axis.
  static func list(_ rule: ReorderRule, axis: Axis = .vertical, zone: Double = 44) throws
    -> Engine
  {
    var e = Engine()
    try e.setLayout(.list(ListConfig(axis: axis, emptySectionExtent: zone)), crossExtent: 320)
    try RulesKit.fill(&e, [[50, 50], [], [50, 50]], header: 0, footer: 0)
    e.policy = Policy(rule: rule)
    return e
  }

  /// Four square cells of 80 a row: [1, 2] [] [3, 4], the zone 80..<124.
  static func grid(_ rule: ReorderRule, zone: Double = 44) throws -> Engine {
    try RulesKit.grid(
      [2, 0, 2], config: GridConfig(columns: 4, emptySectionExtent: zone),
      policy: Policy(rule: rule))
  }

  /// A long-press drag of the item under `from` to `to`, released there.
  static func drop(_ e: Engine, from: Point, to: Point) throws -> (Host, IndexPath?) {
    var h = try Host(e)
    try h.longPressDrag(from: from, to: to)
    return (h, h.drops.first?.2)
  }

  static func point(_ axis: Axis, main: Double, cross: Double = 160) -> Point {
    axis == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
  }

  static let slot = IndexPath(section: 1, item: 0)

  @Test(
    "List: dragged down from the section above, the item lands in the empty one",
    arguments: ReorderRule.allCases, [Axis.vertical, .horizontal])
  func listFromAbove(rule: ReorderRule, axis: Axis) throws {
    // Item 2 (50..<100) moved 35 on: its far edge and the pointer (110) are
    // inside the zone, its leading edge (85) has not reached it.
    let e = try Self.list(rule, axis: axis)
    let (h, to) = try Self.drop(
      e, from: Self.point(axis, main: 75), to: Self.point(axis, main: 110))
    #expect(to == Self.slot)
    #expect(RulesKit.snapshot(h.engine) == [[1], [2], [3, 4]])
  }

  @Test(
    "List: dragged up from the section below, the item lands in the empty one",
    arguments: ReorderRule.allCases, [Axis.vertical, .horizontal])
  func listFromBelow(rule: ReorderRule, axis: Axis) throws {
    // Item 3 (144..<194) moved 35 back: leading edge 109, pointer 134.
    let e = try Self.list(rule, axis: axis)
    let (h, to) = try Self.drop(
      e, from: Self.point(axis, main: 169), to: Self.point(axis, main: 134))
    #expect(to == Self.slot)
    #expect(RulesKit.snapshot(h.engine) == [[1, 2], [3], [4]])
  }

  @Test(
    "List without a drop zone: the same drag passes the empty section",
    arguments: ReorderRule.allCases)
  func listWithoutZone(rule: ReorderRule) throws {
    let e = try Self.list(rule, zone: 0)
    let (h, to) = try Self.drop(e, from: Point(x: 160, y: 75), to: Point(x: 160, y: 110))
    #expect(to != Self.slot)
    #expect(try h.engine.order.ids(inSection: 1).isEmpty)
  }

  @Test(
    "Grid: dragged down from another column, the item lands in the empty section",
    arguments: ReorderRule.allCases)
  func gridFromAbove(rule: ReorderRule) throws {
    // Item 2, the second column (80..<160 across, 0..<80 down), moved 60
    // down: its centre and the pointer (y 100) are inside the zone 80..<124.
    let e = try Self.grid(rule)
    let (h, to) = try Self.drop(e, from: Point(x: 120, y: 40), to: Point(x: 120, y: 100))
    #expect(to == Self.slot)
    #expect(RulesKit.snapshot(h.engine) == [[1], [2], [3, 4]])
  }

  @Test(
    "Grid: dragged up and across, the item lands in the empty section",
    arguments: ReorderRule.allCases)
  func gridFromBelow(rule: ReorderRule) throws {
    // Item 4 (80..<160 across, 124..<204 down) moved 60 up and to the last
    // column: its centre and the pointer are in the zone, far from its cell 0.
    let e = try Self.grid(rule)
    let (h, to) = try Self.drop(e, from: Point(x: 120, y: 164), to: Point(x: 280, y: 104))
    #expect(to == Self.slot)
    #expect(RulesKit.snapshot(h.engine) == [[1, 2], [4], [3]])
  }

  @Test(
    "Grid without a drop zone: the same drag passes the empty section",
    arguments: ReorderRule.allCases)
  func gridWithoutZone(rule: ReorderRule) throws {
    let e = try Self.grid(rule, zone: 0)
    let (h, to) = try Self.drop(e, from: Point(x: 120, y: 40), to: Point(x: 120, y: 100))
    #expect(to != Self.slot)
    #expect(try h.engine.order.ids(inSection: 1).isEmpty)
  }

  /// A section's last slot can reach past the short sections after it (a
  /// grid's new row, a list's spacing): lifted there, the item stays.
  @Test(
    "Lifted in place past short sections, the item stays", arguments: ReorderRule.allCases)
  func liftPastShortSections(rule: ReorderRule) throws {
    // Item 5 alone in the second row of cells 80 + 8 apart: its centre is
    // 48 below the zone (44) of the empty section after it.
    var engines = [
      try RulesKit.grid(
        [5, 0, 2], config: GridConfig(columns: 4, lineSpacing: 8), policy: Policy(rule: rule))
    ]
    // Item 3's slot starts 6 (the spacing) past two sections of 0 and 4.
    for zone in [0, 4] as [Double] {
      var e = Engine()
      try e.setLayout(
        .list(ListConfig(itemSpacing: 6, emptySectionExtent: zone)), crossExtent: 320)
      try RulesKit.fill(&e, [[50, 50, 50], [], [], [50]], header: 0, footer: 0)
      e.policy = Policy(rule: rule)
      engines.append(e)
    }
    for (e, id) in zip(engines, [5, 3, 3] as [UInt64]) {
      let frame = try e.frame(ofID: id)
      let slot = try e.proposedSlot(for: id, at: DragGeometry(rect: frame, pointer: frame.center))
      #expect(slot == (try e.order.indexPath(of: id)), "\(e.layout.kind)")
    }
  }

  /// Every position along a straight drag from the first item to past the
  /// end and back: each step's geometry, repeated, moves nothing.
  @Test(
    "Along the whole drag, a pointer held still moves nothing",
    arguments: ReorderRule.allCases)
  func heldStill(rule: ReorderRule) throws {
    for grid in [false, true] {
      var e = try grid ? Self.grid(rule) : Self.list(rule)
      let frame = try e.frame(ofID: 1)
      let grab = frame.center
      let end = Point(x: grab.x + (grid ? 150 : 0), y: e.contentSize.height + 20)
      var trace = RulesKit.DragTrace(frame: frame, grab: grab)
      let path = RulesKit.line(grab, end, 120) + RulesKit.line(end, grab, 120)
      try RulesKit.drag(&e, id: 1, grab: grab, path: path, trace: &trace)
      #expect(trace.unstable.isEmpty, "grid \(grid): \(trace.unstable.prefix(2))")
      #expect(trace.steps.contains { $0.to == Self.slot }, "grid \(grid): never entered")
      #expect(try e.order.indexPath(of: 1) == IndexPath(section: 0, item: 0), "grid \(grid)")
    }
  }

  /// The only item of a section, lifted, leaves its section empty in the
  /// frame the rules measure in: the section keeps its zone for the whole
  /// drag, so lifting moves nothing and the item can come back.
  @Test(
    "The only item of a section: lifted in place it stays; it leaves and comes back",
    arguments: ReorderRule.allCases)
  func onlyItem(rule: ReorderRule) throws {
    for grid in [false, true] {
      var e: Engine
      if grid {
        e = try RulesKit.grid(
          [2, 1, 2], config: GridConfig(columns: 4), policy: Policy(rule: rule))
      } else {
        e = try RulesKit.list([[50, 50], [30], [50, 50]], policy: Policy(rule: rule))
      }
      let frame = try e.frame(ofID: 3)
      let grab = frame.center
      #expect(try e.proposedSlot(for: 3, at: DragGeometry(rect: frame, pointer: grab)) == Self.slot)
      var trace = RulesKit.DragTrace(frame: frame, grab: grab)
      let below = Point(x: grab.x, y: e.contentSize.height - 10)
      let path = RulesKit.line(grab, below, 40) + RulesKit.line(below, grab, 40)
      try RulesKit.drag(&e, id: 3, grab: grab, path: path, trace: &trace)
      #expect(trace.unstable.isEmpty, "grid \(grid): \(trace.unstable.prefix(2))")
      #expect(trace.steps.contains { $0.to.section == 2 }, "grid \(grid): never left")
      #expect(try e.order.indexPath(of: 3) == Self.slot, "grid \(grid)")
    }
  }
}
