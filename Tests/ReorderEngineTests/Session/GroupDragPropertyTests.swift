import Testing

@testable import ReorderEngine

/// Random groups dragged along random paths through random lists and
/// grids, with host edits on the way: nothing is ever lost or duplicated,
/// the moves reported replay the order, a drop leaves the group as one run
/// in group order, and cancel or undo restores the start exactly.
@Suite("Session: group drags, property tests")
struct GroupDragPropertyTests {
  struct World {
    var host: Host
    /// The host's model, kept by replaying the engine's moves.
    var model: [[UInt64]]
    var next: UInt64
  }

  static func world(_ rng: inout SeededRNG, grid: Bool) throws -> World {
    let sections = Int.random(in: 1...3, using: &rng)
    let sizes = (0..<sections).map { _ in
      (0..<Int.random(in: 0...12, using: &rng)).map { _ in
        Double(Int.random(in: 20...90, using: &rng))
      }
    }
    let policy = Policy(
      rule: [.midpoint, .edge, .pointer, .center].randomElement(using: &rng)!,
      semantics: Bool.random(using: &rng) ? .shift : .exchange,
      groupOrder: Bool.random(using: &rng) ? .selection : .layout)
    var e =
      grid
      ? try RulesKit.grid(sizes.map(\.count), header: 24, policy: policy)
      : try RulesKit.list(
        sizes, spacing: Double(Int.random(in: 0...6, using: &rng)), header: 24, policy: policy)
    let all = RulesKit.snapshot(e).flatMap { $0 }
    try e.select(
      Array(all.shuffled(using: &rng).prefix(Int.random(in: 0...min(8, all.count), using: &rng))))
    return World(host: try Host(e), model: RulesKit.snapshot(e), next: 1000)
  }

  static func replay(_ w: inout World) {
    for m in w.host.moves {
      let id = w.model[m.from.section].remove(at: m.from.item)
      #expect(id == m.id)
      w.model[m.to.section].insert(id, at: m.to.item)
    }
    w.host.events.removeAll()
  }

  @Test(arguments: [false, true])
  func randomGroupDrags(grid: Bool) throws {
    var rng = SeededRNG(seed: grid ? 15 : 51)
    var (groups, runs) = (0, 0)
    for _ in 0..<300 {
      var w = try Self.world(&rng, grid: grid)
      let start = RulesKit.snapshot(w.host.engine)
      let ids = start.flatMap { $0 }
      // Mostly a selected item: a group.
      let selected = w.host.engine.selection.ids
      let pick = Int.random(in: 0..<4, using: &rng) > 0 && !selected.isEmpty ? selected : ids
      guard let lead = pick.randomElement(using: &rng) else { continue }
      let a = try w.host.centre(of: lead)
      try w.host.down(a)
      try w.host.hold(0.6, at: a)
      Self.replay(&w)
      var p = a
      var edited = false
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        let q = Point(
          x: Double.random(in: 0...320, using: &rng), y: Double.random(in: -40...520, using: &rng))
        try w.host.drag(from: p, to: q, steps: Int.random(in: 1...8, using: &rng))
        p = q
        Self.replay(&w)
        if Int.random(in: 0..<5, using: &rng) == 0 {
          // A host edit mid-drag: a new item somewhere, or one removed.
          edited = true
          let s = Int.random(in: 0..<w.model.count, using: &rng)
          if Bool.random(using: &rng) || w.model[s].isEmpty {
            let i = Int.random(in: 0...w.model[s].count, using: &rng)
            try w.host.engine.insertItem(id: w.next, size: 40, at: IndexPath(section: s, item: i))
            w.model[s].insert(w.next, at: i)
            w.next += 1
          } else {
            let i = Int.random(in: 0..<w.model[s].count, using: &rng)
            try w.host.engine.removeItem(id: w.model[s].remove(at: i))
          }
          w.host.drain()
          Self.replay(&w)
        }
        #expect(RulesKit.snapshot(w.host.engine) == w.model)
      }
      let group = w.host.engine.session?.group?.ids
      let cancel = Bool.random(using: &rng)
      if cancel {
        try w.host.engine.cancelDrag(time: w.host.time)
      } else {
        try w.host.up(p)
      }
      w.host.drain()
      Self.replay(&w)
      let end = RulesKit.snapshot(w.host.engine)
      #expect(end == w.model)
      let flat = end.flatMap { $0 }
      #expect(Set(flat).count == flat.count)
      if edited || w.host.engine.session != nil { continue }
      #expect(Set(flat) == Set(ids))
      if cancel {
        #expect(end == start)
        continue
      }
      if let g = group {
        groups += 1
        if g.count > 2 { runs += 1 }
        // One run, in group order.
        let s = try w.host.engine.order.indexPath(of: g[0])
        for (j, id) in g.enumerated() {
          #expect(
            try w.host.engine.order.indexPath(of: id)
              == IndexPath(section: s.section, item: s.item + j))
        }
      }
      if w.host.engine.canUndo {
        try w.host.engine.undo()
        #expect(RulesKit.snapshot(w.host.engine) == start)
      }
    }
    // The paths lifted groups often enough to mean something.
    #expect(groups > 20 && runs > 10, "\(groups) groups dropped, \(runs) of 3 or more")
  }
}
