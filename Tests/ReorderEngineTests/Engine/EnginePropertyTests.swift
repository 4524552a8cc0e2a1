import Testing

@testable import ReorderEngine

/// Properties of random sequences of programmatic moves (random rules,
/// semantics, capacities, pins), drags, undos and redos.
@Suite("Engine: random operation sequences")
struct EnginePropertyTests {
  struct Problems {
    var list: [String] = []
    mutating func add(_ s: @autoclosure () -> String) { if list.count < 5 { list.append(s()) } }
  }

  static func randomEngine(_ rng: inout SeededRNG) throws -> Engine {
    let sections = Int.random(in: 2...4, using: &rng)
    let sizes = (0..<sections).map { _ in
      RulesKit.mixedSizes(Int.random(in: 0...6, using: &rng), &rng)
    }
    var e: Engine
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let config = GridConfig(
        columns: Int.random(in: 1...4, using: &rng), itemSpacing: 4, lineSpacing: 4,
        sectionSpacing: 10)
      e = try RulesKit.grid(sizes.map(\.count), config: config, header: 16)
    } else {
      e = try RulesKit.list(
        sizes, axis: Bool.random(using: &rng) ? .vertical : .horizontal,
        spacing: Double(Int.random(in: 0...6, using: &rng)), sectionSpacing: 8, header: 20)
    }
    for s in 0..<sections {
      let n = sizes[s].count
      var r = SectionRules()
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: r.isLocked = true
      case 1: r.acceptsDrops = false
      case 2: r.minimumCount = Int.random(in: 0...n, using: &rng)
      case 3, 4:
        r.capacity = max(1, n + Int.random(in: 0...1, using: &rng))
        r.displacement = [.vacatedSlot, .sourceStart, .sourceEnd].randomElement(using: &rng)!
      default: break
      }
      try e.setSectionRules(s, r)
    }
    for id in RulesKit.snapshot(e).flatMap({ $0 }) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: try e.setFlags(id: id, [.pinned])
      case 1: try e.setFlags(id: id, [])
      default: break
      }
    }
    return e
  }

  /// Applies steps to plain arrays, checking each one's `from`.
  static func apply(_ steps: [Step], to model: inout [[UInt64]], _ problems: inout Problems) {
    for s in steps {
      guard model.indices.contains(s.from.section),
        model[s.from.section].indices.contains(s.from.item),
        model[s.from.section][s.from.item] == s.id
      else {
        problems.add("step \(s) does not start where the item is in \(model)")
        return
      }
      model[s.from.section].remove(at: s.from.item)
      guard model.indices.contains(s.to.section), s.to.item >= 0,
        s.to.item <= model[s.to.section].count
      else {
        problems.add("step \(s) goes nowhere in \(model)")
        return
      }
      model[s.to.section].insert(s.id, at: s.to.item)
    }
  }

  @Test(
    "Items stay a permutation, rules hold, undo of all restores the start, redo of all the end",
    arguments: 0..<8)
  func randomSequences(seed: Int) throws {
    var rng = SeededRNG(seed: 0xE9_0000 + UInt64(seed))
    var problems = Problems()
    var e = try Self.randomEngine(&rng)
    let start = RulesKit.snapshot(e)
    let ids = start.flatMap { $0 }
    let rules = try (0..<start.count).map { try e.order.sectionRules($0) }
    let pinned = ids.filter { (try? e.order.flags(of: $0)) == [.pinned] }
    let pinPaths = try pinned.map { try e.order.indexPath(of: $0) }
    var model = start
    for op in 0..<80 {
      e.policy = Policy(
        rule: ReorderRule.allCases.randomElement(using: &rng)!,
        semantics: Bool.random(using: &rng) ? .shift : .exchange,
        crossSectionMoves: Int.random(in: 0..<5, using: &rng) > 0)
      var steps: [Step] = []
      let what: String
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...4:
        guard let id = ids.randomElement(using: &rng) else { continue }
        let s = Int.random(in: -1...start.count, using: &rng)
        let count = model.indices.contains(s) ? model[s].count : 3
        let to = IndexPath(section: s, item: Int.random(in: -1...count + 1, using: &rng))
        what = "op \(op): move \(id) to \(to) (\(e.policy))"
        do {
          steps = try e.move(id: id, to: to)
        } catch {
          if error.code != .refused && error.code != .outOfRange {
            problems.add("\(what): \(error.code) \(error)")
          }
        }
      case 5...7:
        guard let id = ids.randomElement(using: &rng) else { continue }
        let frame = try e.frame(ofID: id)
        let grab = RulesKit.point(in: frame, &rng)
        var trace = RulesKit.DragTrace(frame: frame, grab: grab)
        let path = RulesKit.randomPath(from: grab, 10, bounds: e.contentSize, &rng)
        try RulesKit.drag(&e, id: id, grab: grab, path: path, trace: &trace)
        what = "op \(op): drag \(id) (\(e.policy))"
        if !trace.unstable.isEmpty {
          problems.add("\(what): moved held still \(trace.unstable[0])")
        }
        steps = trace.steps
        e.recordDrag(steps)
      case 8:
        what = "op \(op): undo"
        if e.canUndo { steps = try e.undo() }
      default:
        what = "op \(op): redo"
        if e.canRedo { steps = try e.redo() }
      }
      Self.apply(steps, to: &model, &problems)
      let now = RulesKit.snapshot(e)
      if now != model { problems.add("\(what): steps \(steps) say \(model), the order is \(now)") }
      if now.flatMap({ $0 }).sorted() != ids.sorted() {
        problems.add("\(what): lost items: \(now)")
      }
      if try pinned.map({ try e.order.indexPath(of: $0) }) != pinPaths {
        problems.add("\(what): a pinned item moved: \(now)")
      }
      for (s, r) in rules.enumerated() {
        if r.isLocked && Set(now[s]) != Set(start[s]) {
          problems.add("\(what): locked \(s): \(now)")
        }
        if !r.acceptsDrops && !Set(now[s]).isSubset(of: start[s]) {
          problems.add("\(what): \(s) took a drop: \(now)")
        }
        if now[s].count < min(r.minimumCount, start[s].count) {
          problems.add("\(what): \(s) below its minimum: \(now)")
        }
        if let c = r.capacity, now[s].count > c {
          problems.add("\(what): \(s) over capacity: \(now)")
        }
      }
      model = now
    }
    // Redo everything there is to redo from here: the top of the history.
    var top = e
    while top.canRedo { try top.redo() }
    let end = RulesKit.snapshot(top)
    while e.canUndo { try e.undo() }
    #expect(RulesKit.snapshot(e) == start, "undo of everything")
    while e.canRedo { try e.redo() }
    #expect(RulesKit.snapshot(e) == end, "redo of everything")
    #expect(problems.list.isEmpty, "\(problems.list)")
  }
}
