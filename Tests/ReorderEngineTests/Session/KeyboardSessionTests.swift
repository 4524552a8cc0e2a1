import Testing

@testable import ReorderEngine

@Suite("Session: keyboard drags")
struct KeyboardSessionTests {
  func engine() throws -> Engine {
    var e = try RulesKit.list([[44, 44, 44], [44, 44]], header: 20)
    try e.setLabel(id: 2, "Drafts")
    return e
  }

  func announcements(_ events: [Event]) -> [String] {
    events.compactMap { if case .announcement(let a) = $0 { return a.text } else { return nil } }
  }

  @Test func pickUpMoveAcrossSectionsAndDrop() throws {
    var e = try engine()
    try e.key(.pickUpOrDrop, focused: 2, time: 0)
    #expect(e.phase == .dragging)
    try e.key(.next, focused: 2, time: 0.1)
    try e.key(.next, focused: 2, time: 0.2)
    try e.key(.down, focused: 2, time: 0.3)
    try e.key(.pickUpOrDrop, focused: 2, time: 0.4)
    let events = e.drainEvents()
    #expect(RulesKit.snapshot(e) == [[1, 3], [4, 2, 5]])
    #expect(events.first == .lift(id: 2, at: IndexPath(section: 0, item: 1)))
    #expect(
      events.contains(
        .drop(id: 2, from: IndexPath(section: 0, item: 1), to: IndexPath(section: 1, item: 1))))
    let texts = announcements(events)
    #expect(texts.count == 5)  // pick up, three moves, drop
    #expect(texts.allSatisfy { $0.contains("Drafts") })
    try e.undo()
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
  }

  @Test func escapeRestoresTheOrder() throws {
    var e = try engine()
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    try e.key(.last, focused: 1, time: 0.1)
    #expect(RulesKit.snapshot(e) == [[2, 3, 1], [4, 5]])
    try e.key(.cancel, focused: 1, time: 0.2)
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
    #expect(e.drainEvents().contains(.cancelled(id: 1, reason: .key)))
  }

  @Test func refusalIsAnnounced() throws {
    var e = try engine()
    try e.setSectionRules(1, SectionRules(isLocked: true))
    try e.key(.pickUpOrDrop, focused: 3, time: 0)
    _ = e.drainEvents()
    try e.key(.next, focused: 3, time: 0.1)
    let texts = announcements(e.drainEvents())
    #expect(texts.count == 1)
    #expect(
      texts.first
        == e.announcements.refused(
          label: "item 3", at: IndexPath(section: 0, item: 2), count: 3))
    #expect(RulesKit.snapshot(e) == [[1, 2, 3], [4, 5]])
  }

  @Test func pinnedItemsDoNotPickUp() throws {
    var e = try engine()
    try e.setFlags(id: 1, [.movable, .pinned])
    try e.key(.pickUpOrDrop, focused: 1, time: 0)
    #expect(e.phase == .idle)
    #expect(e.drainEvents().contains(.notADrag(id: 1, reason: .notLiftable)))
  }

  @Test func escapeCancelsAPointerDrag() throws {
    var h = try Host(engine())
    let a = try h.centre(of: 1)
    try h.down(a)
    try h.hold(0.6, at: a)
    try h.drag(from: a, to: Point(x: a.x, y: a.y + 100), steps: 10)
    try h.engine.key(.cancel, focused: nil, time: h.time)
    h.drain()
    #expect(h.has(.cancelled(id: 1, reason: .key)))
    #expect(RulesKit.snapshot(h.engine) == [[1, 2, 3], [4, 5]])
  }

  @Test func localizedTemplatesAreUsed() throws {
    var e = try engine()
    var texts = Announcements()
    texts.pickUp = "已拿起 {label}，位置 {position}/{count}"
    try e.setAnnouncements(texts)
    try e.key(.pickUpOrDrop, focused: 2, time: 0)
    #expect(announcements(e.drainEvents()) == ["已拿起 Drafts，位置 2/3"])
    texts.pickUp = String(repeating: "x", count: 5000)
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setAnnouncements(texts)
    }
  }

  @Test func labelsOfRemovedItemsAreForgotten() throws {
    var e = try engine()
    try e.removeItem(id: 2)
    try e.insertItem(id: 2, size: 44, at: IndexPath(section: 0, item: 0))
    #expect(e.label(2).rendered == "item 2")
    try e.setLabel(id: 4, "Work")
    try e.loadSection(1, ids: [7], sizes: [44])
    try e.insertItem(id: 4, size: 44, at: IndexPath(section: 1, item: 0))
    #expect(e.label(4).rendered == "item 4")
  }

  @Test func textsWithNULAreRefused() throws {
    var e = try engine()
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setLabel(id: 1, "a\u{0}b")
    }
    var texts = Announcements()
    texts.drop = "x\u{0}"
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try e.setAnnouncements(texts)
    }
  }
}
