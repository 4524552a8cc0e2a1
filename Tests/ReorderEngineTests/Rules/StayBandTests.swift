import Testing

@testable import ReorderEngine

@Suite("Stay band: the kept answer of the list rules agrees with the full evaluation")
struct StayBandTests {
  /// Random lists (sections, sizes with fractions, spacing, headers,
  /// horizontal or vertical), random pointer paths: wherever the band says
  /// the lifted item stays, the rule evaluated in full proposes its slot.
  @Test(
    "Sound wherever it answers, and answering most pointer events that move nothing",
    arguments: [ReorderRule.midpoint, .edge, .center])
  func agreesWithTheRule(rule: ReorderRule) throws {
    var rng = SeededRNG(seed: 29)
    var (answered, stayed) = (0, 0)
    for round in 0..<40 {
      let sections = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in
          Double(Int.random(in: 0...80, using: &rng)) + (round % 2 == 0 ? 0 : 0.3)
        }
      }
      let axis: Axis = round % 4 == 3 ? .horizontal : .vertical
      var e = try RulesKit.list(
        sections, axis: axis, spacing: Double(round % 3) * 2.5, sectionSpacing: 6,
        header: Double(round % 2) * 12, policy: Policy(rule: rule))
      try e.setInteraction(InteractionConfig(activation: .immediate))
      let ids = RulesKit.snapshot(e).flatMap { $0 }
      let id = ids.randomElement(using: &rng)!
      let start = try e.frame(ofID: id).center
      try e.pointerDown(start, time: 0)
      guard e.liftedID == id else { continue }
      var p = start
      for k in 1...60 {
        let d = Double.random(in: -15...15, using: &rng)
        p = axis == .vertical ? Point(x: p.x, y: p.y + d) : Point(x: p.x + d, y: p.y)
        let n = try e.order.node(of: id)
        let here = try e.order.indexPath(of: id)
        // The geometry this event will make, as followPointer sees it.
        var next = e
        next.session?.pointer = p
        let rect = try #require(next.liftedRect(next.session!))
        let proposed = try next.proposedSlot(
          for: id, at: DragGeometry(rect: rect, pointer: p))
        let band = try #require(StayBand(e.order, e.layout, lifted: n, rule: rule))
        if band.stays(rect, e.layout) {
          answered += 1
          #expect(proposed == here, "round \(round), event \(k)")
        }
        if proposed == here { stayed += 1 }
        try e.pointerMove(p, time: 0.01 * Double(k))
      }
      try e.pointerCancel(time: 5)
    }
    #expect(answered * 10 >= stayed * 8, "answered \(answered) of \(stayed)")
  }

  @Test("Grids and the pointer rule are left to the full evaluation")
  func notEverywhere() throws {
    let grid = try RulesKit.grid([8])
    #expect(
      StayBand(grid.order, grid.layout, lifted: try grid.order.node(of: 1), rule: .midpoint) == nil)
    let list = try RulesKit.list([[40, 40]])
    #expect(
      StayBand(list.order, list.layout, lifted: try list.order.node(of: 1), rule: .pointer) == nil)
  }
}
