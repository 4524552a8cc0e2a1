import Testing

@testable import ReorderEngine

@Suite("Engine: record and replay")
struct ReplayTests {
  /// A whole session, every call through `perform`: configuration, items,
  /// a long-press drag that auto-scrolls, keys, a tap-to-move, an undo and
  /// some bad calls.
  func session(_ rng: inout SeededRNG) -> [RecordedCall] {
    var calls: [RecordedCall] = [
      .layout(.list(ListConfig(itemSpacing: 2, sectionSpacing: 8)), crossExtent: 320),
      .policy(Policy(rule: .edge)),
      .commit(.live),
      .insertSection(index: 0, header: 20, footer: 0, rules: SectionRules()),
      .insertSection(index: 1, header: 20, footer: 0, rules: SectionRules(capacity: 3)),
      .loadSection(
        0, ids: (1...40).map { UInt64($0) },
        sizes: (0..<40).map { _ in Double(Int.random(in: 20...90, using: &rng)) }, flags: []),
      .loadSection(1, ids: [101, 102, 103], sizes: [44, 44, 44], flags: []),
      .setLabel(2, "Drafts"),
      .viewport(Rect(x: 0, y: 0, width: 320, height: 400)),
      .pointerDown(Point(x: 50, y: 30), time: 1),
    ]
    var t = 1.0
    for _ in 0..<36 {
      t += 1.0 / 60
      calls += [.tick(t), .pointerMove(Point(x: 50, y: 30), time: t)]
    }
    var y = 30.0
    for _ in 0..<150 {
      t += 1.0 / 60
      y = min(y + Double(Int.random(in: 0...9, using: &rng)), 395)
      calls += [.pointerMove(Point(x: 50, y: y), time: t), .tick(t)]
    }
    calls += [
      .pointerUp(Point(x: 50, y: y), time: t + 0.02),
      .tick(t + 0.5),
      .key("space", focused: 2, time: t + 1),
      .key("down", focused: 2, time: t + 1.1),
      .key("end", focused: 2, time: t + 1.2),
      .key("space", focused: 2, time: t + 1.3),
      .move(5, to: IndexPath(section: 1, item: 0)),
      .undo,
      .resizeItem(7, .nan),
      .key("f13", focused: nil, time: t + 2),
      .move(999, to: IndexPath(section: 0, item: 0)),
    ]
    return calls
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func replayReproducesEventsAndOrder(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    var e = Engine()
    e.startRecording()
    var events: [Event] = []
    var failures = 0
    for call in session(&rng) {
      do { try e.perform(call) } catch { failures += 1 }
      events += e.drainEvents()
    }
    let trace = e.stopRecording()
    #expect(failures == 3)
    #expect(events.contains { if case .scrolled = $0 { return true } else { return false } })
    #expect(events.contains { if case .drop = $0 { return true } else { return false } })
    let (replayed, replayEvents) = try Engine.replay(trace)
    #expect(replayEvents == events)
    #expect(RulesKit.snapshot(replayed) == RulesKit.snapshot(e))
    #expect(replayed.viewport == e.viewport)
  }

  @Test func badTracesAreErrors() {
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      _ = try Engine.replay("not a trace\n")
    }
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      _ = try Engine.replay(RecordWriter.header + "\npointer-down x=1 y=2\n")
    }
  }

  @Test func notRecordingRecordsNothing() throws {
    var e = Engine()
    try e.perform(.insertSection(index: 0, header: 0, footer: 0, rules: SectionRules()))
    #expect(!e.isRecording)
    #expect(try RecordParser.parse(e.stopRecording()).isEmpty)
  }

  /// A recording started on a configured, loaded engine replays on its own.
  @Test func aRecordingStartedLateCarriesTheStateItStartedFrom() throws {
    var rng = SeededRNG(seed: 9)
    var e = try RulesKit.list([[44, 88, 44], [66, 44]], header: 20, policy: Policy(rule: .edge))
    try e.setInteraction(InteractionConfig(activation: .immediate, clampToContent: true))
    try e.setLabel(id: 2, "Drafts")
    try e.setHandle(id: 4, Rect(x: 0, y: 0, width: 40, height: 66))
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 300))
    e.startRecording()
    var events: [Event] = []
    var y = 40.0
    try e.perform(.pointerDown(Point(x: 10, y: y), time: 0))
    for i in 1...30 {
      y += Double(Int.random(in: 0...12, using: &rng))
      try e.perform(.pointerMove(Point(x: 10, y: y), time: Double(i) / 60))
      events += e.drainEvents()
    }
    try e.perform(.pointerUp(Point(x: 10, y: y), time: 0.6))
    try e.perform(.key("space", focused: 2, time: 1))
    try e.perform(.key("end", focused: 2, time: 1.1))
    try e.perform(.key("space", focused: 2, time: 1.2))
    events += e.drainEvents()
    let (replayed, replayEvents) = try Engine.replay(e.stopRecording())
    #expect(RulesKit.snapshot(replayed) == RulesKit.snapshot(e))
    #expect(
      replayEvents.filter { $0 != .animationNeeded } == events.filter { $0 != .animationNeeded })
    #expect(events.contains { if case .drop = $0 { return true } else { return false } })
  }
}
