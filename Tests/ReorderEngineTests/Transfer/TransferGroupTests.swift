import Testing

@testable import ReorderEngine

@Suite struct TransferGroupTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  @Test func dragsAnItemIntoTheOtherListAndUndoesItAcrossBoth() throws {
    let b = try Board(columns: [[1, 2, 3], [10, 11, 12]])
    let start = try b.lift(2, in: 1)
    // Into column 2 between 10 and 11 (their boundary is at 40).
    let end = b.at(2, y: 45)
    try b.move(home: 1, from: start, to: end)
    #expect(b.columns == [[1, 3], [10, 2, 11, 12]])
    // Both report the transfer, the source first.
    let t = TransferEvent(
      id: 2, from: Self.ip(0, 1), to: Self.ip(0, 1), source: 1, target: 2, kind: .move)
    #expect(b.transfers(1) == [t] && b.transfers(2) == [t])
    let first = b.events.firstIndex {
      if case .transferred = $0.event { return true } else { return false }
    }
    #expect(first.map { b.events[$0].key } == 1)
    // The drag goes on in column 2, which says where it arrived.
    #expect(b.engines[2]!.liftedID == 2 && b.engines[1]!.liftedID == nil)
    #expect(b.events.contains { if case .announcement = $0.event { $0.key == 2 } else { false } })
    try b.up(home: 1, at: end)
    let drop = Event.drop(
      id: 2, from: Self.ip(0, 1), to: Self.ip(0, 1), count: 1, source: 1, target: 2)
    #expect(b.has(1, drop) && b.has(2, drop))
    // Said in the words of the list it landed in.
    let said = b.events.compactMap { e -> String? in
      guard e.key == 2, case .announcement(let a) = e.event else { return nil }
      return a.text
    }
    #expect(said.last == "item 2 was dropped into this list, position 2 of 4 in section 1.")
    #expect(b.engines[1]!.phase != .dragging && b.engines[2]!.phase != .dragging)
    // One undo step, from either engine.
    try b.undo(2)
    #expect(b.columns == [[1, 2, 3], [10, 11, 12]])
    try b.redo(1)
    #expect(b.columns == [[1, 3], [10, 2, 11, 12]])
    try b.undo(1)
    #expect(b.columns == [[1, 2, 3], [10, 11, 12]])
    #expect(!b.engines[1]!.canUndo && !b.engines[2]!.canUndo)
    #expect(b.hostsAgree(from: [[1, 2, 3], [10, 11, 12]]))
  }

  @Test func cancelPutsEveryItemBackAndTheItemFliesHome() throws {
    let b = try Board(columns: [[1, 2, 3], [10, 11, 12]])
    let start = try b.lift(1, in: 1)
    // Down past 2 in its own list, then over to column 2, then column 1 again... and away.
    try b.move(home: 1, from: start, to: b.at(1, y: 70))
    #expect(b.columns[0] == [2, 1, 3])
    try b.move(home: 1, from: b.at(1, y: 70), to: b.at(2, y: 100))
    #expect(b.columns == [[2, 3], [10, 11, 1, 12]])
    try b.call(1) { try $0.pointerCancel(time: b.time) }
    #expect(b.columns == [[1, 2, 3], [10, 11, 12]])
    #expect(b.has(1, .cancelled(id: 1, reason: .pointer, source: 1, target: 2)))
    #expect(b.has(2, .cancelled(id: 1, reason: .pointer, source: 1, target: 2)))
    // Live: the moves back were reported, so each host is back too.
    #expect(b.transfers(2).last?.source == 2 && b.transfers(2).last?.target == 1)
    #expect(b.engines[1]!.phase == .settling)
    #expect(b.hostsAgree(from: [[1, 2, 3], [10, 11, 12]]))
    #expect(!b.engines[1]!.canUndo && !b.engines[2]!.canUndo)
  }

  @Test func escapeInTheHolderCancelsTheWholeDrag() throws {
    let b = try Board(columns: [[1, 2], [10]])
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 60))
    #expect(b.columns == [[1], [10, 2]])
    try b.call(2) { try $0.key(.cancel, focused: nil, time: b.time) }
    #expect(b.columns == [[1, 2], [10]])
    // The home's press is over: its release does nothing.
    try b.up(home: 1, at: b.at(2, y: 60))
    #expect(b.columns == [[1, 2], [10]])
  }

  @Test func aMemberThatRefusesKeepsTheItemOutAndADropThereSendsItHome() throws {
    let b = try Board(
      columns: [[1, 2], [10]], rules: [TransferRules(), TransferRules(put: false)])
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 60))
    #expect(b.columns == [[1, 2], [10]])
    #expect(
      b.events.contains {
        if case .announcement = $0.event { return $0.key == 1 } else { return false }
      })
    try b.up(home: 1, at: b.at(2, y: 60))
    #expect(b.has(1, .cancelled(id: 2, reason: .refused)))
    #expect(b.columns == [[1, 2], [10]])
  }

  @Test func aPlaceholderKeepsTheGapUntilTheDragEnds() throws {
    let b = try Board(
      columns: [[1, 2, 3], [10]], rules: [TransferRules(placeholder: true), TransferRules()])
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 60))
    #expect(b.columns == [[1, 3], [10, 2]])
    // 3 is still drawn where it was, below the gap 2 left.
    b.time += 1
    let shown = b.engines[1]!.presentation(in: b.engines[1]!.viewport, at: b.time)
    #expect(shown.first { $0.id == 3 }?.frame.y == 80)
    // Back home: the gap is closed and the item fills its place again.
    try b.move(home: 1, from: b.at(2, y: 60), to: b.at(1, y: 60))
    #expect(b.columns == [[1, 2, 3], [10]])
    try b.move(home: 1, from: b.at(1, y: 60), to: b.at(2, y: 60))
    try b.up(home: 1, at: b.at(2, y: 60))
    b.time += 1
    for k: UInt in [1, 2] { try b.call(k) { try $0.tick(time: b.time) } }
    let after = b.engines[1]!.presentation(in: b.engines[1]!.viewport, at: b.time)
    #expect(after.first { $0.id == 3 }?.frame.y == 40)
    // Without the option the gap closes at once (slides from where it was).
    let c = try Board(columns: [[1, 2, 3], [10]])
    let s = try c.lift(2, in: 1)
    try c.move(home: 1, from: s, to: c.at(2, y: 60))
    c.time += 1
    let closed = c.engines[1]!.presentation(in: c.engines[1]!.viewport, at: c.time)
    #expect(closed.first { $0.id == 3 }?.frame.y == 40)
  }

  @Test func tagsChooseWhereItemsMayGo() throws {
    // Column 1 gives only to tag 2; column 2 is tag 4, column 3 tag 2.
    let b = try Board(
      columns: [[1], [10], [20]],
      rules: [TransferRules(giveTo: 2), TransferRules(tag: 4), TransferRules(tag: 2)])
    let start = try b.lift(1, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 10))
    #expect(b.columns == [[1], [10], [20]])
    try b.move(home: 1, from: b.at(2, y: 10), to: b.at(3, y: 60))
    #expect(b.columns == [[], [10], [20, 1]])
    try b.up(home: 1, at: b.at(3, y: 60))
    #expect(b.columns == [[], [10], [20, 1]])
  }

  @Test func anIDTheTargetHasIsRefused() throws {
    let b = try Board(columns: [[1, 2], [2, 7]])
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 70))
    #expect(b.columns == [[1, 2], [2, 7]])
    #expect(throws: ReorderError.self) {
      var me = b
      _ = try b.group.transfer(2, from: 1, to: 2, at: Self.ip(0, 0), &me)
    }
  }

  @Test func aFullSectionRefuses() throws {
    let b = try Board(columns: [[1, 2], [10]])
    try b.engines[2]!.setSectionRules(0, SectionRules(capacity: 1))
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 70))
    #expect(b.columns == [[1, 2], [10]])
  }

  @Test func aCopyLeavesTheOriginalAndComesBackAsNothing() throws {
    let b = try Board(
      columns: [[1, 2, 3], [10]], rules: [TransferRules(pull: .copy), TransferRules()])
    let start = try b.lift(2, in: 1)
    try b.move(home: 1, from: start, to: b.at(1, y: 100))
    #expect(b.columns[0] == [1, 3, 2])
    try b.move(home: 1, from: b.at(1, y: 100), to: b.at(2, y: 60))
    // The original went back to its place; the copy is in column 2.
    #expect(b.columns == [[1, 2, 3], [10, 2]])
    // Both report the copy; `from` is where the original is now.
    #expect(b.transfers(2).last?.kind == .copy && b.transfers(1).last == b.transfers(2).last)
    #expect(b.transfers(1).last?.from == Self.ip(0, 1))
    // Back home: the copy is discarded and the original drags on.
    try b.move(home: 1, from: b.at(2, y: 60), to: b.at(1, y: 20))
    #expect(b.columns == [[2, 1, 3], [10]])
    try b.move(home: 1, from: b.at(1, y: 20), to: b.at(2, y: 5))
    #expect(b.columns == [[1, 2, 3], [2, 10]])
    try b.up(home: 1, at: b.at(2, y: 5))
    try b.undo(1)
    #expect(b.columns == [[1, 2, 3], [10]])
    try b.redo(2)
    #expect(b.columns == [[1, 2, 3], [2, 10]])
    #expect(b.hostsAgree(from: [[1, 2, 3], [10]]))
  }

  @Test func aLiftedGroupCrossesAsOneRun() throws {
    let b = try Board(columns: [[1, 2, 3, 4, 5], [10, 11]])
    try b.engines[1]!.select([4, 2])
    let start = try b.lift(2, in: 1)
    #expect(b.columns[0] == [4, 2, 1, 3, 5])
    // Below column 2's items: the run goes in at its end.
    try b.move(home: 1, from: start, to: b.at(2, y: 150))
    #expect(b.columns == [[1, 3, 5], [10, 11, 4, 2]])
    #expect(b.transfers(2).map(\.id) == [4, 2])
    #expect(b.transfers(2).map(\.to) == [Self.ip(0, 2), Self.ip(0, 3)])
    try b.up(home: 1, at: b.at(2, y: 150))
    #expect(
      b.has(2, .drop(id: 2, from: Self.ip(0, 1), to: Self.ip(0, 3), count: 2, source: 1, target: 2))
    )
    #expect(b.hostsAgree(from: [[1, 2, 3, 4, 5], [10, 11]]))
    // The items stay selected where they went.
    #expect(b.engines[2]!.selection.ids == [4, 2])
    try b.undo(2)
    #expect(b.columns == [[1, 2, 3, 4, 5], [10, 11]])
  }

  @Test func onDropMembersHearEverythingAtTheDropInOrder() throws {
    let b = try Board(columns: [[1, 2, 3], [10]], commit: .onDrop)
    let start = try b.lift(1, in: 1)
    try b.move(home: 1, from: start, to: b.at(1, y: 70))
    try b.move(home: 1, from: b.at(1, y: 70), to: b.at(2, y: 60))
    #expect(b.transfers(1).isEmpty && b.transfers(2).isEmpty)
    try b.up(home: 1, at: b.at(2, y: 60))
    // Column 1's host: 1 moved to index 1, then left from there.
    let one = b.events.filter { $0.key == 1 }.compactMap { e -> String? in
      switch e.event {
      case .moved(let s): "move \(s.id) \(s.from.item)->\(s.to.item)"
      case .transferred(let t): "out \(t.id) \(t.from.item)"
      default: nil
      }
    }
    #expect(one == ["move 1 0->1", "out 1 1"])
    #expect(b.transfers(2).map(\.to) == [Self.ip(0, 1)])
    #expect(b.columns == [[2, 3], [10, 1]])
    #expect(b.hostsAgree(from: [[1, 2, 3], [10]]))
  }

  @Test func whileOneDragIsOnNoOtherMemberStartsOne() throws {
    let b = try Board(columns: [[1, 2], [10, 11, 12], [20]])
    // A drag in column 2 (another finger)...
    let second = try b.lift(10, in: 2)
    // ...keeps the others from starting one, by keyboard too.
    #expect(throws: ReorderError.self) {
      try b.call(3) { try $0.key(.pickUpOrDrop, focused: 20, time: b.time) }
    }
    let p = try b.engines[1]!.frame(ofID: 1).center
    try b.call(1) { try $0.pointerDown(p, time: b.time) }
    b.time += 0.7
    try b.call(1) { try $0.tick(time: b.time) }
    #expect(b.engines[1]!.phase == .idle)
    try b.move(home: 2, from: second, to: b.at(2, y: 100))
    #expect(b.columns[1] == [11, 12, 10])
    try b.up(home: 2, at: b.at(2, y: 100))
    #expect(b.columns == [[1, 2], [11, 12, 10], [20]])
    #expect(b.engines.values.allSatisfy { $0.phase != .dragging && !$0.groupBusy })
  }

  @Test func programmaticTransferIsOneUndoStep() throws {
    let b = try Board(columns: [[1, 2, 3], [10]])
    var me = b
    b.events += try b.group.transfer(1, from: 1, to: 2, at: Self.ip(0, 1), &me)
    #expect(b.columns == [[2, 3], [10, 1]])
    #expect(b.transfers(1).count == 1 && b.transfers(2).count == 1)
    try b.undo(1)
    #expect(b.columns == [[1, 2, 3], [10]])
    // An undo that is not the last change of every engine it touched waits.
    b.events += try b.group.transfer(1, from: 1, to: 2, at: Self.ip(0, 0), &me)
    try b.call(1) { _ = try $0.move(id: 2, to: Self.ip(0, 1)) }
    try b.call(2) { _ = try $0.move(id: 10, to: Self.ip(0, 0)) }
    try b.undo(2)
    #expect(throws: ReorderError.self) { try b.undo(2) }
    try b.undo(1)
    try b.undo(1)
    #expect(b.columns == [[1, 2, 3], [10]])
    #expect(b.hostsAgree(from: [[1, 2, 3], [10]]))
  }

  /// A pinned item moves up into the gap a transfer leaves; undone, the
  /// item goes back in front of it, where it was (found by fuzz_api).
  @Test func undoingATransferPutsTheItemBackInFrontOfAPinnedOne() throws {
    let b = try Board(columns: [[1, 2, 3, 4], [10]])
    try b.call(1) { try $0.setFlags(id: 3, [.movable, .pinned]) }
    var me = b
    b.events += try b.group.transfer(2, from: 1, to: 2, at: Self.ip(0, 1), &me)
    #expect(b.columns == [[1, 3, 4], [10, 2]])
    try b.undo(2)
    #expect(b.columns == [[1, 2, 3, 4], [10]])
    #expect(b.hostsAgree(from: [[1, 2, 3, 4], [10]]))
  }
}

@Suite struct KeptGapTests {
  /// Right to left a kept gap is as long as the run and opens leftwards.
  @Test func rightToLeftTheGapOpensLeftwards() throws {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 300, height: 40))
    try e.setLayout(.list(ListConfig(axis: .horizontal, direction: .rightToLeft)), crossExtent: 40)
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: [1, 2, 3], sizes: [30, 50, 40])
    _ = try e.takeOut([2], from: IndexPath(section: 0, item: 1), report: nil, keepGap: true)
    #expect(e.placeholder?.extent == 50)
    // 3 now lays out at the right's second place, and is drawn 50 further left.
    let laid = try e.frame(ofID: 3)
    let drawn = e.presentation(in: Rect(x: 0, y: 0, width: 300, height: 40), at: 1).first {
      $0.id == 3
    }
    #expect(drawn?.frame.x == laid.x - 50)
  }
}

extension TransferGroupTests {
  @Test func outlinesKeepTheirItems() throws {
    let b = try Board(columns: [[1, 2, 3], [10, 11, 12]])
    try b.call(1) { e in
      try e.setLayout(.list(ListConfig(outline: OutlineConfig())), crossExtent: Board.width)
      try e.setDepths(section: 0, [0, 1, 1])
    }
    // Out of the outline: the row stays in it.
    let start = try b.lift(3, in: 1)
    try b.move(home: 1, from: start, to: b.at(2, y: 45))
    try b.up(home: 1, at: b.at(2, y: 45))
    #expect(b.columns == [[1, 2, 3], [10, 11, 12]])
    // Nor into it, by a drag or by the host.
    let other = try b.lift(10, in: 2)
    try b.move(home: 2, from: other, to: b.at(1, y: 45))
    try b.up(home: 2, at: b.at(1, y: 45))
    #expect(b.columns == [[1, 2, 3], [10, 11, 12]])
    var me = b
    #expect(throws: ReorderError.self) {
      _ = try b.group.transfer(10, from: 2, to: 1, at: IndexPath(section: 0, item: 0), &me)
    }
  }
}
