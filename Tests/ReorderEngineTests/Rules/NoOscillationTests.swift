import Testing

@testable import ReorderEngine

/// The central property of the reorder rules: measured in the layout
/// without the lifted item, with a hysteresis band, they never move the
/// item with the pointer held still, and bringing the pointer back to where
/// the drag began brings the item back to where it was.
@Suite("Rules: no oscillation")
struct NoOscillationTests {
  enum Shape: CaseIterable, CustomStringConvertible {
    case vertical, verticalSections, horizontalSections, grid, gridSections, flow, flowSections
    var description: String {
      switch self {
      case .vertical: "vertical list"
      case .verticalSections: "vertical list, 3 sections"
      case .horizontalSections: "horizontal list, 3 sections"
      case .grid: "grid"
      case .gridSections: "grid, 3 sections"
      case .flow: "flow"
      case .flowSections: "flow, 3 sections, right to left, justified"
      }
    }
  }

  static func engine(
    _ shape: Shape, _ rule: ReorderRule, _ semantics: MoveSemantics,
    _ rng: inout SeededRNG
  ) throws -> Engine {
    let policy = Policy(rule: rule, semantics: semantics)
    let counts = (0..<3).map { _ in Int.random(in: 1...7, using: &rng) }
    switch shape {
    case .vertical:
      return try RulesKit.list([RulesKit.mixedSizes(12, &rng)], policy: policy)
    case .verticalSections:
      return try RulesKit.list(
        counts.map { RulesKit.mixedSizes($0, &rng) }, spacing: 6, sectionSpacing: 12, header: 30,
        footer: 10, insets: Insets(top: 8, left: 4, bottom: 8, right: 4), policy: policy)
    case .horizontalSections:
      return try RulesKit.list(
        counts.map { RulesKit.mixedSizes($0, &rng) }, axis: .horizontal, spacing: 4,
        sectionSpacing: 20, header: 24, policy: policy)
    case .grid:
      return try RulesKit.grid(
        [Int.random(in: 5...30, using: &rng)],
        config: GridConfig(columns: 4, itemSpacing: 10, lineSpacing: 10), policy: policy)
    case .gridSections:
      return try RulesKit.grid(
        counts.map { $0 * 2 },
        config: GridConfig(
          columns: 3, cellHeight: 40, itemSpacing: 6, lineSpacing: 8, sectionSpacing: 16,
          sectionInsets: Insets(top: 10, left: 10, bottom: 10, right: 10)),
        header: 20, policy: policy)
    case .flow:
      return try RulesKit.flow(
        [RulesKit.mixedSizes(24, &rng)],
        config: FlowConfig(itemSpacing: 6, lineSpacing: 4), policy: policy, &rng)
    case .flowSections:
      return try RulesKit.flow(
        counts.map { RulesKit.mixedSizes($0 * 2, &rng) },
        config: FlowConfig(
          alignment: .justify, itemSpacing: 4, lineSpacing: 8, sectionSpacing: 12,
          sectionInsets: Insets(top: 6, left: 10, bottom: 6, right: 4), direction: .rightToLeft),
        header: 20, policy: policy, &rng)
    }
  }

  struct Outcome {
    var unstable: [String] = []
    var notReturned: [String] = []
    var lost: [String] = []
  }

  /// Random drags: each a random walk, then a walk back to the grab point.
  static func run(
    _ shape: Shape, _ rule: ReorderRule, _ semantics: MoveSemantics, seed: UInt64,
    trials: Int = 24, uniform: Double? = nil
  ) throws -> Outcome {
    var rng = SeededRNG(seed: seed)
    var outcome = Outcome()
    for trial in 0..<trials {
      var e = try engine(shape, rule, semantics, &rng)
      if let uniform {
        for id in RulesKit.snapshot(e).flatMap({ $0 }) { try e.resizeItem(id: id, size: uniform) }
      }
      let before = RulesKit.snapshot(e)
      let id = before.flatMap { $0 }.randomElement(using: &rng)!
      let frame = try e.frame(ofID: id)
      let grab = RulesKit.point(in: frame, &rng)
      var trace = RulesKit.DragTrace(frame: frame, grab: grab)
      let out = RulesKit.randomPath(from: grab, 30, bounds: e.contentSize, &rng)
      try RulesKit.drag(&e, id: id, grab: grab, path: out, trace: &trace)
      try RulesKit.drag(
        &e, id: id, grab: grab, path: RulesKit.line(out.last!, grab, 8), trace: &trace)
      let what = "\(shape) \(rule) \(semantics) trial \(trial) item \(id) grabbed at \(grab)"
      for (g, steps) in trace.unstable.prefix(1) {
        outcome.unstable.append(
          "\(what): held still at \(g.rect) pointer \(g.pointer) it moved \(steps)"
            + " (start \(before))")
      }
      let after = RulesKit.snapshot(e)
      let counts = semantics == .exchange ? before.map(\.count) : after.map(\.count)
      if after.flatMap({ $0 }).sorted() != before.flatMap({ $0 }).sorted()
        || after.map(\.count) != counts
      {
        outcome.lost.append("\(what): \(before) became \(after)")
      }
      guard semantics == .shift else { continue }
      // Only the lifted item moved: the others keep their order.
      let others = after.flatMap { $0 }.filter { $0 != id }
      var ok = others == before.flatMap { $0 }.filter { $0 != id }
      let now = try e.frame(ofID: id)
      switch (rule, e.layout.kind) {
      case (.pointer, .list(let c)):
        // The slot under the pointer: with items of mixed sizes several
        // slots can be under it, so the item is under the grab point, not
        // necessarily home.
        let (lo, size, g) =
          c.axis == .vertical ? (now.y, now.height, grab.y) : (now.x, now.width, grab.x)
        ok = ok && lo <= g && (g < lo + size || g == lo)
        if uniform != nil { ok = ok && after == before }
      case (_, .list(let c)) where c.itemSpacing == 0:
        // Slots on either side of an empty item are one place: same frame.
        ok = ok && now == frame
      case (_, .flow):
        // The others' lines are not those the item left: back at the start
        // it is where they put it (the item's own slot holds that point).
        let ref = rule == .pointer ? grab : frame.center
        let home = try e.proposedSlot(for: id, at: DragGeometry(rect: frame, pointer: grab))
        let at = try e.order.indexPath(of: id)
        ok = ok && (now.contains(ref) || home == at)
      default:
        ok = ok && after == before
      }
      if !ok {
        outcome.notReturned.append(
          "\(what): back at the start the order is \(after) (frame \(now)),"
            + " was \(before) (\(frame))")
      }
    }
    return outcome
  }

  static func seed(_ shape: Shape, _ rule: ReorderRule) -> UInt64 {
    let a = Shape.allCases.firstIndex(of: shape)!
    let b = ReorderRule.allCases.firstIndex(of: rule)!
    return 0x5EED_0000 + UInt64(a * 16 + b)
  }

  static func check(_ o: Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      o.unstable.isEmpty, "\(o.unstable.count): \(o.unstable.prefix(3))",
      sourceLocation: sourceLocation)
    #expect(o.lost.isEmpty, "\(o.lost.count): \(o.lost.prefix(3))", sourceLocation: sourceLocation)
    #expect(
      o.notReturned.isEmpty, "\(o.notReturned.count): \(o.notReturned.prefix(3))",
      sourceLocation: sourceLocation)
  }

  @Test("Lifting an item without moving it moves nothing", arguments: Shape.allCases)
  func liftInPlace(shape: Shape) throws {
    var rng = SeededRNG(seed: 0x11F7 + UInt64(Shape.allCases.firstIndex(of: shape)!))
    var moved: [String] = []
    for rule in ReorderRule.allCases {
      for semantics in [MoveSemantics.shift, .exchange] {
        for _ in 0..<3 {
          var e = try Self.engine(shape, rule, semantics, &rng)
          for id in RulesKit.snapshot(e).flatMap({ $0 }) {
            let frame = try e.frame(ofID: id)
            let g = DragGeometry(rect: frame, pointer: RulesKit.point(in: frame, &rng))
            let slot = try e.proposedSlot(for: id, at: g)
            let home = try e.order.indexPath(of: id)
            let steps = try e.dragStep(id: id, at: g)
            if slot != home || !steps.isEmpty {
              moved.append(
                "\(rule) item \(id) at \(home) \(frame): proposed \(slot), moved \(steps)")
            }
          }
        }
      }
    }
    #expect(moved.isEmpty, "\(moved.count): \(moved.prefix(4))")
  }

  @Test(
    "Shift: held still the item never moves; back at the start it is home",
    arguments: Shape.allCases, ReorderRule.allCases)
  func shiftDrags(shape: Shape, rule: ReorderRule) throws {
    Self.check(try Self.run(shape, rule, .shift, seed: Self.seed(shape, rule)))
  }

  /// With items of one size (36, below every gap between sections here) no
  /// two slots are under the pointer at once, so the pointer rule brings the
  /// item exactly home too.
  @Test(
    "Pointer rule, items of one size: back at the start the item is home",
    arguments: [Shape.vertical, .verticalSections, .horizontalSections])
  func pointerUniform(shape: Shape) throws {
    let o = try Self.run(
      shape, .pointer, .shift, seed: Self.seed(shape, .pointer) ^ 0xAB, uniform: 36)
    Self.check(o)
  }

  /// Exchange: within a section a drag passes one neighbour at a time (a
  /// shift); across sections it swaps with the first item it passes. The
  /// sections keep their counts, and a pointer held still moves nothing.
  @Test(
    "Exchange: held still the item never moves; sections keep their counts",
    arguments: Shape.allCases, ReorderRule.allCases)
  func exchangeDrags(shape: Shape, rule: ReorderRule) throws {
    Self.check(try Self.run(shape, rule, .exchange, seed: Self.seed(shape, rule) ^ 0xE0))
  }
}
