import Testing

@testable import ReorderEngine

/// Random drags across two and three members, with host edits and cancels
/// in the middle: no item is ever lost or duplicated across the group,
/// hosts that apply the events hold what the engines hold, and undoing
/// everything restores the start exactly.
@Suite struct TransferPropertyTests {
  @Test(arguments: [2, 3], [false, true])
  func randomDragsKeepEveryItemOnce(members n: Int, hostEdits: Bool) throws {
    for seed in 0..<40 {
      var rng = SeededRNG(seed: UInt64(seed * 7 + n))
      let start = (0..<n).map { c in
        (1...Int.random(in: 1...12, using: &rng)).map { UInt64(c * 100 + $0) }
      }
      let commit: CommitMode = Bool.random(using: &rng) ? .live : .onDrop
      let rules = (0..<n).map { _ in
        TransferRules(
          pull: [.move, .move, .copy, .none].randomElement(using: &rng)!,
          put: Int.random(in: 0..<5, using: &rng) > 0)
      }
      let b = try Board(columns: start, rules: rules, commit: commit)
      var expected = Set(start.joined())
      var copies = 0
      var fresh: UInt64 = 10_000
      for _ in 0..<4 {
        let home = UInt(Int.random(in: 1...n, using: &rng))
        guard let id = b.columns[Int(home) - 1].randomElement(using: &rng) else { continue }
        var at = try b.lift(id, in: home)
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
          let to = Point(
            x: Double.random(in: -20...(Double(n) * 210 + 20), using: &rng),
            y: Double.random(in: -30...430, using: &rng))
          try b.move(home: home, from: at, to: to, steps: Int.random(in: 1...10, using: &rng))
          at = to
          for k in 1...UInt(n) { try b.call(k) { try $0.tick(time: b.time) } }
          if hostEdits && Int.random(in: 0..<4, using: &rng) == 0 {
            let k = UInt(Int.random(in: 1...n, using: &rng))
            if Bool.random(using: &rng), let gone = b.columns[Int(k) - 1].randomElement(using: &rng)
            {
              try b.call(k) { _ = try $0.removeItem(id: gone) }
              if !b.columns.joined().contains(gone) { expected.remove(gone) }
            } else {
              fresh += 1
              try b.call(k) {
                try $0.insertItem(id: fresh, size: 40, at: IndexPath(section: 0, item: 0))
              }
              expected.insert(fresh)
            }
          }
          try Self.check(b, expected)
        }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: try b.call(home) { try $0.pointerCancel(time: b.time) }
        case 1:
          let holder = b.engines.first { $0.value.liftedID != nil }?.key ?? home
          try b.call(holder) { try $0.key(.cancel, focused: nil, time: b.time) }
          try b.up(home: home, at: at)
        default: try b.up(home: home, at: at)
        }
        b.time += 1
        for k in 1...UInt(n) { try b.call(k) { try $0.tick(time: b.time) } }
        // A copy leaves the original: one more id, in another member.
        copies = b.columns.joined().count - Set(b.columns.joined()).count
        try Self.check(b, expected, copies: copies)
        #expect(
          b.engines.values.allSatisfy { $0.phase != .dragging && !$0.groupBusy && !$0.awayDrag })
        #expect(!b.group.isDragging)
      }
      guard !hostEdits else { continue }
      #expect(b.hostsAgree(from: start), "seed \(seed)")
      // Undo everything, in whatever order the engines allow.
      var progress = true
      while progress {
        progress = false
        for k in 1...UInt(n) where b.engines[k]!.canUndo {
          if (try? b.undo(k)) != nil { progress = true }
        }
      }
      #expect(b.columns == start, "seed \(seed)")
      #expect(b.hostsAgree(from: start), "seed \(seed)")
    }
  }

  /// Within each member an id is once; across members only copies repeat,
  /// and every id the host still has is somewhere.
  static func check(_ b: Board, _ expected: Set<UInt64>, copies: Int? = nil) throws {
    for c in b.columns { #expect(Set(c).count == c.count) }
    let all = b.columns.joined()
    #expect(
      Set(all) == expected,
      "\(b.events.suffix(30).map { "\($0.key) \($0.event)" }.joined(separator: "\n"))")
    if let copies { #expect(all.count == expected.count + copies) }
  }

  /// Scroll intent gates a lift, not an arrival: an item carried into
  /// another member's edge zone scrolls it at once.
  @Test(arguments: [false, true])
  func edgeAutoScrollRunsInTheMemberThePointerIsOver(intent: Bool) throws {
    let b = try Board(columns: [[1, 2], Array(10...30)])
    for k: UInt in [1, 2] {
      var i = b.engines[k]!.interaction
      i.autoScroll.requiresIntent = intent
      try b.engines[k]!.setInteraction(i)
    }
    let start = try b.lift(1, in: 1)
    let edge = b.at(2, y: 395)
    try b.move(home: 1, from: start, to: edge)
    #expect(b.engines[2]!.liftedID == 1)
    for _ in 0..<60 {
      b.time += 1.0 / 60
      for k: UInt in [1, 2] { try b.call(k) { try $0.tick(time: b.time) } }
    }
    #expect(b.engines[2]!.viewport.y > 0 && b.engines[1]!.viewport.y == 0)
    #expect(b.events.contains { if case .scrolled = $0.event { $0.key == 2 } else { false } })
    // The lifted item is drawn in column 2, under the pointer.
    let shown = b.engines[2]!.presentation(in: b.engines[2]!.viewport, at: b.time)
    let lifted = try #require(shown.first { $0.id == 1 })
    #expect(abs(lifted.frame.center.y - b.local(2, edge).y) < 1)
    #expect(
      b.engines[1]!.presentation(in: b.engines[1]!.viewport, at: b.time).allSatisfy { $0.id != 1 })
  }
}
