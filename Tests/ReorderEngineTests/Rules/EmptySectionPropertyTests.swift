import Testing

@testable import ReorderEngine

/// The no-oscillation property with empty sections and drop zones of every
/// size (none, smaller and larger than the items): random drags never move
/// the item with the pointer held still, lifting it moves nothing, nothing
/// is lost, and (with gaps between sections) the rules measured at the
/// item's edge or centre bring it home when the pointer comes back.
@Suite("Rules: no oscillation with empty sections")
struct EmptySectionPropertyTests {
  enum Shape: CaseIterable { case vertical, horizontal, grid }

  /// Five sections, one or more empty and one or more with items. With
  /// `gaps`, headers, footers and section spacing wider than the item
  /// spacing (as in `NoOscillationTests`); without, none at all.
  static func engine(_ shape: Shape, gaps: Bool, _ policy: Policy, _ rng: inout SeededRNG)
    throws -> Engine
  {
    var counts = (0..<5).map { _ in Int.random(in: 0...4, using: &rng) }
    for _ in 0..<2 { counts[Int.random(in: 0..<5, using: &rng)] = 0 }
    counts[Int.random(in: 0..<5, using: &rng)] = Int.random(in: 1...4, using: &rng)
    let zone = [0, 44, Double(Int.random(in: 1...150, using: &rng))].randomElement(using: &rng)!
    let g = gaps ? 1.0 : 0
    switch shape {
    case .vertical, .horizontal:
      var e = Engine()
      let c = ListConfig(
        axis: shape == .vertical ? .vertical : .horizontal, itemSpacing: 6,
        sectionSpacing: 12 * g, insets: Insets(top: 8, left: 4, bottom: 8, right: 4),
        emptySectionExtent: zone)
      try e.setLayout(.list(c), crossExtent: 320)
      try RulesKit.fill(
        &e, counts.map { RulesKit.mixedSizes($0, &rng) }, header: 24 * g, footer: 6 * g)
      e.policy = policy
      return e
    case .grid:
      return try RulesKit.grid(
        counts.map { $0 * 2 },
        config: GridConfig(
          columns: 3, cellHeight: 40, itemSpacing: 6, lineSpacing: 8, sectionSpacing: 16 * g,
          sectionInsets: Insets(top: 10 * g, left: 10, bottom: 10 * g, right: 10),
          emptySectionExtent: zone),
        header: 20 * g, policy: policy)
    }
  }

  @Test(
    "Held still the item never moves; lifted it stays; nothing is lost; it comes home",
    arguments: Shape.allCases, ReorderRule.allCases)
  func drags(shape: Shape, rule: ReorderRule) throws {
    let seed = UInt64(Shape.allCases.firstIndex(of: shape)! * 8)
    var rng = SeededRNG(
      seed: 0xE3D7_0000 + seed + UInt64(ReorderRule.allCases.firstIndex(of: rule)!))
    var problems: [String] = []
    for trial in 0..<80 {
      let semantics: MoveSemantics = trial % 2 == 0 ? .shift : .exchange
      let gaps = trial % 4 < 2
      var e = try Self.engine(shape, gaps: gaps, Policy(rule: rule, semantics: semantics), &rng)
      let before = RulesKit.snapshot(e)
      let id = before.flatMap { $0 }.randomElement(using: &rng)!
      let frame = try e.frame(ofID: id)
      let grab = RulesKit.point(in: frame, &rng)
      let lifted = try e.proposedSlot(for: id, at: DragGeometry(rect: frame, pointer: grab))
      let what = "\(shape) \(rule) \(semantics) gaps \(gaps) trial \(trial) item \(id) in \(before)"
      if lifted != (try e.order.indexPath(of: id)) {
        problems.append("\(what): lifted in place it goes to \(lifted)")
      }
      var trace = RulesKit.DragTrace(frame: frame, grab: grab)
      let out = RulesKit.randomPath(from: grab, 30, bounds: e.contentSize, &rng)
      try RulesKit.drag(&e, id: id, grab: grab, path: out, trace: &trace)
      try RulesKit.drag(
        &e, id: id, grab: grab, path: RulesKit.line(out.last!, grab, 8), trace: &trace)
      if let (g, steps) = trace.unstable.first {
        problems.append("\(what): held still at \(g) it moved \(steps)")
      }
      let after = RulesKit.snapshot(e)
      if after.flatMap({ $0 }).sorted() != before.flatMap({ $0 }).sorted() {
        problems.append("\(what): became \(after)")
      }
      // Without gaps the slots of neighbouring sections meet, and the item
      // may come back to the other one. In a list the pointer rule keeps an
      // item that entered a zone from before it while the pointer is still
      // where the zone was shown (the zone gave way to the item), which may
      // be where the item started.
      guard gaps, semantics == .shift, rule != .pointer || shape == .grid else { continue }
      if after != before {
        problems.append("\(what): back at the start the order is \(after)")
      }
    }
    #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(3))")
  }
}
