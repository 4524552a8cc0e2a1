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
    try e.startRecording()
    var events: [Event] = []
    var failures = 0
    for call in session(&rng) {
      do { try e.perform(call) } catch { failures += 1 }
      events += e.drainEvents()
    }
    let trace = try e.stopRecording()
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
    try e.startRecording()
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

  /// Everything a replay must reproduce beyond the events.
  static func expectSameState(
    _ a: Engine, _ b: Engine, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(RulesKit.snapshot(a) == RulesKit.snapshot(b), sourceLocation: sourceLocation)
    #expect(a.labels == b.labels, sourceLocation: sourceLocation)
    #expect(a.handles == b.handles, sourceLocation: sourceLocation)
    #expect(a.announcements == b.announcements, sourceLocation: sourceLocation)
    #expect(a.animationConfig == b.animationConfig, sourceLocation: sourceLocation)
    #expect(a.interaction == b.interaction, sourceLocation: sourceLocation)
    #expect(a.policy == b.policy, sourceLocation: sourceLocation)
    #expect(a.viewport == b.viewport, sourceLocation: sourceLocation)
  }

  /// Label resets, template changes and animation options mid-session are
  /// replayed: the announcements of the replay read the same.
  @Test func replayReproducesLabelsTemplatesAndAnimation() throws {
    var e = Engine()
    try e.startRecording()
    var look = AnimationConfig()
    look.lift = LiftLook(scale: 1.2, alpha: 0.8, shadowOffset: Point(x: 0, y: 3), duration: 0.1)
    look.settleEasing = .linear
    let calls: [RecordedCall] = [
      .layout(.list(ListConfig()), crossExtent: 320), .activation(.immediate), .animation(look),
      .insertSection(index: 0, header: 0, footer: 0, rules: SectionRules()),
      .loadSection(0, ids: [1, 2, 3, 4], sizes: [44, 44, 44, 44], flags: []),
      .viewport(Rect(x: 0, y: 0, width: 320, height: 400)),
      .setLabel(1, "Inbox"), .setLabel(2, "Drafts"), .setLabel(3, "Sent"), .setLabel(2, nil),
      .setText(.pickUp, "Got {label} at {position}"), .setText(.defaultLabel, "row {id}"),
      .setText(.drop, "Put {label} at {to}"),
      .key("space", focused: 2, time: 1), .key("down", focused: 2, time: 1.1),
      .key("space", focused: 2, time: 1.2),
      .pointerDown(Point(x: 10, y: 10), time: 2), .pointerMove(Point(x: 10, y: 120), time: 2.1),
      .pointerUp(Point(x: 10, y: 120), time: 2.2), .tick(3),
    ]
    var events: [Event] = []
    for call in calls {
      try e.perform(call)
      events += e.drainEvents()
    }
    let (replayed, replayEvents) = try Engine.replay(e.stopRecording())
    #expect(replayEvents == events)
    #expect(events.contains(.announcement("Got row 2 at 2")))
    #expect(events.contains(.announcement("Put row 2 at 3")))
    Self.expectSameState(replayed, e)
    #expect(replayed.labels == [1: "Inbox", 3: "Sent"])
    #expect(replayed.animationConfig == look)
  }

  /// A recording started on an engine with changed templates and animation
  /// options carries them.
  @Test func aRecordingStartedLateCarriesTemplatesAndAnimation() throws {
    var e = try RulesKit.list([[44, 44, 44]])
    var texts = Announcements()
    texts.cancel = "Put {label} back"
    texts.instructions = "{label}: space to lift"
    try e.setAnnouncements(texts)
    var look = AnimationConfig()
    look.displaceDuration = 0.5
    look.lift.easing = .easeOut
    try e.setAnimation(look)
    try e.setLabel(id: 1, "First")
    try e.startRecording()
    let (replayed, _) = try Engine.replay(e.stopRecording())
    Self.expectSameState(replayed, e)
  }

  /// A trace rebuilds sections by index: on top of other sections it would
  /// scramble them, so it is refused before anything is replayed.
  @Test func replayIntoAnEngineWithSectionsIsRefused() throws {
    var source = try RulesKit.list([[44, 44], [44]])
    try source.startRecording()
    try source.perform(.move(1, to: IndexPath(section: 1, item: 0)))
    let trace = try source.stopRecording()
    var target = try RulesKit.list([[44, 44, 44], [44]])
    try target.setLabel(id: 2, "Kept")
    let before = target
    do throws(ReorderError) {
      try target.replay(trace)
      Issue.record("replay into an engine with sections was accepted")
    } catch {
      #expect(error.code == .wrongState)
      #expect(
        error.message
          == "cannot replay into an engine that has sections or items (sections: 2, items: 4); "
          + "replay into a fresh engine")
    }
    Self.expectSameState(target, before)
    #expect(target.drainEvents().isEmpty)
    // A malformed trace is a bad argument whatever the engine holds.
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try target.replay("not a trace\n")
    }
    Self.expectSameState(target, before)
    // Sections without items are refused too.
    var empty = Engine()
    try empty.insertSection(at: 0)
    RulesKit.expectError(.wrongState) { () throws(ReorderError) in try empty.replay(trace) }
    #expect(empty.order.sectionCount == 1)
    // A configured engine without sections takes it; a malformed trace
    // replays nothing.
    var fresh = try RulesKit.list([])
    RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
      try fresh.replay(RecordWriter.header + "\ninsert-section index=0\n")
    }
    #expect(fresh.order.sectionCount == 0)
    try fresh.replay(trace)
    Self.expectSameState(fresh, source)
  }
}
