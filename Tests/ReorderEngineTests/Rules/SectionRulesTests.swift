import Testing

@testable import ReorderEngine

/// Section constraints, pinned and non-movable items and the host's hook,
/// for programmatic moves and for drags alike.
@Suite("Rules: sections, pins and the host hook")
struct SectionRulesTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  /// Sections [1, 2, 3], [4, 5, 6], [7, 8], every item 40 tall, headers 20.
  static func engine(_ policy: Policy = Policy()) throws -> Engine {
    try RulesKit.list(
      [[40, 40, 40], [40, 40, 40], [40, 40]], header: 20, policy: policy)
  }

  /// Expects `body` to be refused and to leave the order as it was.
  static func expectRefused(
    _ e: inout Engine, _ what: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout Engine) throws(ReorderError) -> [Step]
  ) {
    let before = RulesKit.snapshot(e)
    let undo = e.canUndo
    RulesKit.expectError(.refused, what, sourceLocation: sourceLocation) {
      () throws(ReorderError) in
      try body(&e)
    }
    #expect(RulesKit.snapshot(e) == before, sourceLocation: sourceLocation)
    #expect(e.canUndo == undo, sourceLocation: sourceLocation)
  }

  /// Drags `id` by `dy` (grabbed at its centre) in one step, then again.
  static func drag(_ e: inout Engine, _ id: UInt64, dy: Double) throws -> [Step] {
    let frame = try e.frame(ofID: id)
    let grab = Point(x: frame.midX, y: frame.midY)
    let g = RulesKit.geometry(
      e, frame: frame, grab: grab, pointer: Point(x: grab.x, y: grab.y + dy))
    let steps = try e.dragStep(id: id, at: g)
    #expect(try e.dragStep(id: id, at: g) == [], "held still after \(steps)")
    return steps
  }

  // MARK: crossing sections

  @Test("Engine-wide lock: no move leaves its section; a drag stays at its section's end")
  func engineLock() throws {
    var e = try Self.engine(Policy(crossSectionMoves: false))
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 2, to: Self.ip(1, 0)) }
    try e.move(id: 2, to: Self.ip(0, 0))
    #expect(RulesKit.snapshot(e) == [[2, 1, 3], [4, 5, 6], [7, 8]])
    // Item 1 (now second) dragged deep into section 1.
    let steps = try Self.drag(&e, 1, dy: 150)
    #expect(steps == [Step(id: 1, from: Self.ip(0, 1), to: Self.ip(0, 2))])
    #expect(
      try e.proposedSlot(
        for: 1,
        at: DragGeometry(
          rect: try e.frame(ofID: 1).offsetBy(dx: 0, dy: 100), pointer: Point(x: 0, y: 0))
      ).section == 1)
    #expect(RulesKit.snapshot(e) == [[2, 3, 1], [4, 5, 6], [7, 8]])
  }

  @Test("A locked section: nothing leaves it or enters it, dragged or moved")
  func lockedSection() throws {
    var e = try Self.engine()
    try e.setSectionRules(1, SectionRules(isLocked: true))
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 5, to: Self.ip(0, 0)) }
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 1, to: Self.ip(1, 1)) }
    // Within it, moves are fine.
    try e.move(id: 6, to: Self.ip(1, 0))
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [6, 4, 5], [7, 8]])
    // Item 5 (its last) dragged into section 2 stays at its section's end.
    #expect(try Self.drag(&e, 5, dy: 120).isEmpty)
    // Item 6 (its first) dragged up into section 0 goes to the top only.
    #expect(try Self.drag(&e, 4, dy: -200) == [Step(id: 4, from: Self.ip(1, 1), to: Self.ip(1, 0))])
    // Item 3 dragged down from section 0 does not enter it either.
    #expect(try Self.drag(&e, 3, dy: 100).isEmpty)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 6, 5], [7, 8]])
  }

  @Test("A section refusing drops lets its items out, not others in")
  func refusesDrops() throws {
    var e = try Self.engine()
    try e.setSectionRules(2, SectionRules(acceptsDrops: false))
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 1, to: Self.ip(2, 0)) }
    try e.move(id: 7, to: Self.ip(1, 3))
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5, 6, 7], [8]])
    // A drag from section 1 down into it stays in section 1, at its end.
    let steps = try Self.drag(&e, 5, dy: 200)
    #expect(steps == [Step(id: 5, from: Self.ip(1, 1), to: Self.ip(1, 3))])
  }

  @Test("Minimum count: a section is not emptied below it, except by counts-keeping moves")
  func minimumCount() throws {
    var e = try Self.engine()
    try e.setSectionRules(2, SectionRules(minimumCount: 1))
    try e.move(id: 7, to: Self.ip(0, 0))
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 8, to: Self.ip(0, 0)) }
    // A drag that would empty it keeps the item.
    #expect(try Self.drag(&e, 8, dy: -150).isEmpty)
    // An exchange keeps the counts, so it is allowed.
    e.policy.semantics = .exchange
    try e.move(id: 8, to: Self.ip(1, 0))
    #expect(RulesKit.snapshot(e) == [[7, 1, 2, 3], [8, 5, 6], [4]])
    // So is entering a full section, which sends one item back.
    e.policy.semantics = .shift
    try e.setSectionRules(1, SectionRules(capacity: 3))
    try e.move(id: 4, to: Self.ip(1, 0))
    #expect(RulesKit.snapshot(e) == [[7, 1, 2, 3], [4, 8, 5], [6]])
  }

  // MARK: capacity

  @Test(
    "A full section takes the item and sends its last item back, by default to the vacated slot")
  func capacity() throws {
    var e = try RulesKit.list([[40, 40, 40], [40, 40]])
    try e.setSectionRules(1, SectionRules(capacity: 3))
    // Not full yet: a plain move.
    #expect(try e.move(id: 3, to: Self.ip(1, 2)).count == 1)
    #expect(RulesKit.snapshot(e) == [[1, 2], [4, 5, 3]])
    // Full: 1 enters at 1, and 3, the last item, takes 1's place.
    let steps = try e.move(id: 1, to: Self.ip(1, 1))
    #expect(
      steps == [
        Step(id: 1, from: Self.ip(0, 0), to: Self.ip(1, 1)),
        Step(id: 3, from: Self.ip(1, 3), to: Self.ip(0, 0)),
      ])
    #expect(RulesKit.snapshot(e) == [[3, 2], [4, 1, 5]])
  }

  @Test("Displacement into the vacated slot, the source's start or its end")
  func displacementTargets() throws {
    for (mode, source) in [
      (SectionRules.Displacement.vacatedSlot, [UInt64]([1, 9, 3])),
      (.sourceStart, [9, 1, 3]),
      (.sourceEnd, [1, 3, 9]),
    ] {
      var e = try RulesKit.list([[40, 40, 40], [40, 40, 40, 40, 40, 40]])
      try e.setSectionRules(1, SectionRules(capacity: 6, displacement: mode))
      try e.move(id: 2, to: Self.ip(1, 0))
      #expect(RulesKit.snapshot(e) == [source, [2, 4, 5, 6, 7, 8]], "\(mode)")
    }
  }

  @Test("A full section whose items cannot move refuses; a pinned item is never displaced")
  func fullAndStuck() throws {
    var e = try RulesKit.list([[40, 40], [40, 40]])
    try e.setSectionRules(1, SectionRules(capacity: 2))
    try e.setFlags(id: 4, [.pinned])
    // 3 is displaced, not the pinned 4, which keeps its index: 1 takes 3's.
    #expect(try e.move(id: 1, to: Self.ip(1, 0)).count == 2)
    #expect(RulesKit.snapshot(e) == [[3, 2], [1, 4]])
    // Entering after the pin would shift it (1 leaving from before it).
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 2, to: Self.ip(1, 2)) }
    // Nothing left to displace: refused.
    try e.setFlags(id: 1, [])
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 2, to: Self.ip(1, 0)) }
  }

  // MARK: pinned and non-movable items

  @Test("A pinned item never moves, and nothing moves past it (seed 003's first channel)")
  func pinned() throws {
    var e = try RulesKit.list([[40, 40, 40, 40, 40], [40, 40]])
    try e.setFlags(id: 1, [.pinned])
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 1, to: Self.ip(0, 3)) }
    // Nothing goes to index 0: the move is retargeted to the nearest slot.
    #expect(
      try e.move(id: 4, to: Self.ip(0, 0)) == [
        Step(id: 4, from: Self.ip(0, 3), to: Self.ip(0, 1))
      ])
    #expect(RulesKit.snapshot(e) == [[1, 4, 2, 3, 5], [6, 7]])
    // A pin in the middle: moves stop before it, from either side.
    try e.setFlags(id: 3, [.pinned])
    try e.move(id: 4, to: Self.ip(0, 4))
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3, 5], [6, 7]])
    Self.expectRefused(&e, "the pin is the neighbour") { e throws(ReorderError) in
      try e.move(id: 4, to: Self.ip(0, 4))
    }
    // Into a section: inserted after its last pin; out of one: the items
    // after the leaving one would shift, so not past a pin.
    try e.setFlags(id: 6, [.pinned])
    try e.move(id: 5, to: Self.ip(1, 0))
    #expect(RulesKit.snapshot(e) == [[1, 2, 4, 3], [6, 5, 7]])
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 2, to: Self.ip(1, 3)) }
    // A drag past a pin stops before it, too.
    let steps = try Self.drag(&e, 2, dy: 200)
    #expect(steps == [Step(id: 2, from: Self.ip(0, 1), to: Self.ip(0, 2))])
    #expect(try e.order.indexPath(of: 1) == Self.ip(0, 0))
    #expect(try e.order.indexPath(of: 3) == Self.ip(0, 3))
    #expect(try e.order.indexPath(of: 6) == Self.ip(1, 0))
  }

  @Test("A non-movable item refuses to move and to be swapped, but others may pass it")
  func nonMovable() throws {
    var e = try RulesKit.list([[40, 40, 40, 40]], policy: Policy(semantics: .exchange))
    try e.setFlags(id: 2, [])
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 2, to: Self.ip(0, 3)) }
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 4, to: Self.ip(0, 1)) }
    #expect(try Self.drag(&e, 2, dy: 100).isEmpty)
    e.policy.semantics = .shift
    try e.move(id: 1, to: Self.ip(0, 2))
    #expect(RulesKit.snapshot(e) == [[2, 3, 1, 4]])
  }

  // MARK: the host's hook

  @Test("The host hook sees each proposal and accepts, retargets or refuses it")
  func retargetHook() throws {
    var e = try Self.engine()
    nonisolated(unsafe) var asked: [(UInt64, IndexPath, IndexPath)] = []
    e.retarget = { id, from, proposed in
      asked.append((id, from, proposed))
      return .accept
    }
    try e.move(id: 1, to: Self.ip(0, 2))
    #expect(asked.count == 1)
    #expect(asked.first.map { [$0.0] } == [1])
    #expect(asked.first?.1 == Self.ip(0, 0) && asked.first?.2 == Self.ip(0, 2))
    // No move, no question.
    try e.move(id: 1, to: Self.ip(0, 2))
    #expect(asked.count == 1)

    // Retarget: UIKit's targetIndexPathForMove sending it elsewhere.
    e.retarget = { _, _, proposed in
      proposed.section == 1 ? .retarget(IndexPath(section: 1, item: 0)) : .accept
    }
    try e.move(id: 2, to: Self.ip(1, 3))
    #expect(RulesKit.snapshot(e) == [[3, 1], [2, 4, 5, 6], [7, 8]])

    // A retarget the rules refuse (before a pinned item) is refused.
    try e.setFlags(id: 2, [.pinned])
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 7, to: Self.ip(1, 2)) }

    // Refuse.
    e.retarget = { _, _, _ in .refuse }
    Self.expectRefused(&e) { e throws(ReorderError) in try e.move(id: 3, to: Self.ip(0, 1)) }
    #expect(try Self.drag(&e, 3, dy: 45).isEmpty)
    e.retarget = nil
    #expect(try Self.drag(&e, 3, dy: 45).count == 1)
  }

  // MARK: the rules as properties of random drags

  @Test("Random drags under random section rules keep every rule and never oscillate")
  func randomDrags() throws {
    var rng = SeededRNG(seed: 0x5EC7)
    var problems: [String] = []
    for trial in 0..<120 {
      let rule = ReorderRule.allCases.randomElement(using: &rng)!
      let semantics: MoveSemantics = Bool.random(using: &rng) ? .shift : .exchange
      var e = try RulesKit.list(
        (0..<3).map { _ in RulesKit.mixedSizes(Int.random(in: 1...5, using: &rng), &rng) },
        spacing: 4, header: 24, policy: Policy(rule: rule, semantics: semantics))
      let start = RulesKit.snapshot(e)
      for s in 0..<3 {
        var r = SectionRules()
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: r.isLocked = true
        case 1: r.acceptsDrops = false
        case 2: r.minimumCount = start[s].count
        case 3, 4:
          r.capacity = start[s].count
          r.displacement = [.vacatedSlot, .sourceStart, .sourceEnd].randomElement(using: &rng)!
        default: break
        }
        try e.setSectionRules(s, r)
      }
      let ids = start.flatMap { $0 }
      let pins = Set(ids.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
      for id in pins { try e.setFlags(id: id, [.pinned]) }
      let pinPaths = try pins.map { try e.order.indexPath(of: $0) }
      let id = ids.randomElement(using: &rng)!
      let frame = try e.frame(ofID: id)
      let grab = RulesKit.point(in: frame, &rng)
      var trace = RulesKit.DragTrace(frame: frame, grab: grab)
      let path = RulesKit.randomPath(from: grab, 25, bounds: e.contentSize, &rng)
      try RulesKit.drag(&e, id: id, grab: grab, path: path, trace: &trace)
      let end = RulesKit.snapshot(e)
      let what = "trial \(trial) \(rule) \(semantics) item \(id): \(start) -> \(end)"
      if !trace.unstable.isEmpty {
        problems.append("\(what): moved held still \(trace.unstable[0].1)")
      }
      if end.flatMap({ $0 }).sorted() != ids.sorted() {
        problems.append("\(what): not a permutation")
      }
      if try pins.map({ try e.order.indexPath(of: $0) }) != pinPaths {
        problems.append("\(what): a pinned item moved")
      }
      for s in 0..<3 {
        let r = try e.order.sectionRules(s)
        if r.isLocked && Set(end[s]) != Set(start[s]) { problems.append("\(what): locked \(s)") }
        if !r.acceptsDrops && !Set(end[s]).isSubset(of: start[s]) {
          problems.append("\(what): \(s) took a drop")
        }
        if end[s].count < min(r.minimumCount, start[s].count) {
          problems.append("\(what): \(s) below its minimum")
        }
        if let c = r.capacity, end[s].count > c { problems.append("\(what): \(s) over capacity") }
        if semantics == .exchange && end[s].count != start[s].count && r.capacity == nil
          && end.allSatisfy({ !$0.isEmpty })
        {
          problems.append("\(what): exchange changed the counts of \(s)")
        }
      }
      // The steps describe the drag: undone, they give the start back.
      e.recordDrag(trace.steps)
      if !trace.steps.isEmpty {
        try e.undo()
        if RulesKit.snapshot(e) != start {
          problems.append("\(what): undo gave \(RulesKit.snapshot(e))")
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(4))")
  }
}
