import Testing

@testable import ReorderEngine

/// The frame and the outer container are in traces, so a drag that scrolls
/// the container replays the same.
@Suite struct OuterScrollRecordingTests {
  @Test func aDragThatScrollsTheContainerReplaysTheSame() throws {
    var n = try Nest()
    try n.engine.startRecording()
    try n.lift(at: Point(x: 100, y: 20))
    try n.move(to: Point(x: 190, y: 390), time: 0)
    try n.ticks(hz: 60, to: 1.5)
    var o = try #require(n.engine.outerScroll)
    o.offset.x = 0
    try n.engine.perform(.outerScroll(o))
    try n.engine.perform(.pointerUp(n.local(Point(x: 190, y: 390)), time: 1.6))
    n.events += n.engine.drainEvents()
    let trace = try n.engine.stopRecording()
    #expect(trace.contains("\nframe rect=0.0,0.0,200.0,400.0\n"))
    #expect(trace.contains("\nouter-scroll visible=0.0,0.0,300.0,400.0 offset=0.0,0.0 "))
    let (replayed, events) = try Engine.replay(trace)
    #expect(replayed.outerScroll == n.engine.outerScroll)
    #expect(replayed.groupFrame == n.engine.groupFrame)
    #expect(try replayed.order.ids(inSection: 0) == n.engine.order.ids(inSection: 0))
    let outer = { (e: [Event]) in
      e.filter { if case .scrolled(_, _?) = $0 { true } else { false } }
    }
    #expect(!outer(events).isEmpty && outer(events) == outer(n.events))
  }

  @Test func linesReadBackWithTheirDefaultsAndNone() throws {
    var c = AutoScrollConfig.desktop
    c.zone = .fraction(0.25)
    let o = OuterScroll(
      visible: Rect(x: 1, y: 2, width: 3, height: 4), offset: Point(x: -5, y: 6),
      minOffset: Point(x: -10, y: 0), maxOffset: Point(x: 10, y: 6), config: c)
    for call: RecordedCall in [.outerScroll(o), .outerScroll(nil), .frame(nil), .frame(o.visible)] {
      let line = RecordWriter.line(for: call)
      let parsed = try RecordParser.parse("libreorder-trace 1\n" + line + "\n")
      #expect(parsed == [call])
    }
    // Intent is written only when asked for; absent, it is off.
    c.requiresIntent = false
    let plain = RecordWriter.line(for: .outerScroll(OuterScroll(visible: o.visible, config: c)))
    #expect(!plain.contains("intent"))
  }

  @Test func aRefusedReportIsRecordedAndRefusedAgain() throws {
    var n = try Nest()
    try n.engine.startRecording()
    var bad = Nest.outer()
    bad.minOffset.y = 2000
    #expect(throws: ReorderError.self) { try n.engine.perform(.outerScroll(bad)) }
    let trace = try n.engine.stopRecording()
    let (replayed, _) = try Engine.replay(trace)
    #expect(replayed.outerScroll == Nest.outer())
  }
}
