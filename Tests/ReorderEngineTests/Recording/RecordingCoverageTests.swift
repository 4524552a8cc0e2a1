import Testing

@testable import ReorderEngine

/// Every kind of call a host can make is recorded, and its line reads back
/// as the same call: a kind left out of the trace makes a replay diverge.
@Suite("Recording: every call kind")
struct RecordingCoverageTests {
  /// One call of every kind, with a label reset and every template.
  static let everyKind: [RecordedCall] =
    [
      .layout(.list(ListConfig(axis: .horizontal, itemSpacing: 2)), crossExtent: 0),
      .layout(.grid(GridConfig(columns: 3)), crossExtent: 300),
      .policy(Policy(rule: .pointer, semantics: .exchange, crossSectionMoves: false)),
      .activation(.distance(4)), .commit(.onDrop), .clamp(true),
      .autoScroll(AutoScrollConfig(zone: .fraction(0.2), curve: .eased)),
      .animation(
        AnimationConfig(
          lift: LiftLook(
            scale: 1.2, alpha: 0.5, shadowOffset: Point(x: 1, y: -2), shadowRadius: 3,
            shadowOpacity: 0.7, duration: 0.1, easing: .linear),
          displaceDuration: 0.3, displaceEasing: .easeInOut, settleDuration: 0.4,
          cancelDuration: 0.5, settleEasing: .linear)),
      .layout(.list(ListConfig()), crossExtent: 320),
      .insertSection(index: 0, header: 10, footer: 5, rules: SectionRules(capacity: 9)),
      .insertSection(index: 1, header: 0, footer: 0, rules: SectionRules()),
      .setSectionRules(1, SectionRules(isLocked: true, displacement: .sourceEnd)),
      .setSectionExtents(0, header: 12, footer: 6),
      .loadSection(0, ids: [1, 2, 3], sizes: [40, 50, 60], flags: []),
      .insertItem(id: 4, size: 30, flags: .default, at: IndexPath(section: 1, item: 0)),
      .resizeItem(4, 35), .setFlags(3, [.movable, .pinned]),
      .setHandle(1, Rect(x: 0, y: 0, width: 20, height: 40)), .setHandle(1, nil),
      .setLabel(2, "Drafts"), .setLabel(2, nil), .setLabel(1, "none"),
      .viewport(Rect(x: 0, y: 0, width: 320, height: 200)),
      .pointerDown(Point(x: 5, y: 20), time: 1), .pointerMove(Point(x: 5, y: 90), time: 1.1),
      .pointerUp(Point(x: 5, y: 90), time: 1.2), .pointerCancel(time: 1.3), .tick(1.4),
      .key("space", focused: 1, time: 2), .key("escape", focused: nil, time: 2.1),
      .cancelDrag(time: 2.2), .move(1, to: IndexPath(section: 0, item: 1)), .undo, .redo,
      .removeItem(4), .removeSection(1),
    ]
    + Announcements.Template.allCases.map { .setText($0, "\($0) of {label} \"{count}\"") }

  @Test("Every kind, recorded through perform, reads back as the calls made")
  func recordedCallsReadBack() throws {
    var e = Engine()
    try e.startRecording()
    let start = try RecordParser.parse(e.stopRecording()).count
    try e.startRecording()
    for call in Self.everyKind { _ = try? e.perform(call) }
    let trace = try e.stopRecording()
    let back = try RecordParser.parse(trace)
    #expect(Array(back.dropFirst(start)) == Self.everyKind)
    let lines = trace.split(separator: "\n").dropFirst(1 + start)
    #expect(Set(lines.map { String($0.prefix { $0 != " " }) }) == RecordKit.commands)
    #expect(RecordWriter.trace(back) == trace)
  }

  @Test("No label is text=none; the label \"none\" is quoted")
  func noLabel() throws {
    #expect(RecordWriter.line(for: .setLabel(7, nil)) == "set-label id=7 text=none")
    #expect(RecordWriter.line(for: .setLabel(7, "none")) == #"set-label id=7 text="none""#)
    let text = RecordWriter.header + "\nset-label id=7 text=none\nset-label id=7 text=\"none\"\n"
    #expect(try RecordParser.parse(text) == [.setLabel(7, nil), .setLabel(7, "none")])
  }

  @Test("A template change and the animation options have one line each")
  func templateAndAnimationLines() throws {
    #expect(
      RecordWriter.line(for: .setText(.movedToSection, "Into {section}"))
        == #"set-text which=moved-to-section text="Into {section}""#)
    #expect(
      RecordWriter.line(for: .animation(AnimationConfig()))
        == "animation lift-scale=1.05 lift-alpha=0.98 shadow-offset=-5.0,0.0 shadow-radius=5.0"
        + " shadow-opacity=0.4 lift-duration=0.25 lift-easing=ease-in-out"
        + " displace-duration=0.2 displace-easing=ease-out settle-duration=0.25"
        + " cancel-duration=0.25 settle-easing=ease-out")
    let names = Announcements.Template.allCases.map(\.recordName)
    #expect(Set(names).count == names.count)
    let bad = [
      ("set-text which=title text=\"x\"", "which=title is not one of instructions|pick-up"),
      ("set-text which=drop text=x", "text= must be quoted text"),
      ("set-label id=1 text=None", "text= must be quoted text"),
      ("animation lift-scale=1.0", "missing field 'lift-alpha='"),
    ]
    for (line, says) in bad {
      var message = ""
      do throws(ReorderError) {
        _ = try RecordParser.parse(RecordWriter.header + "\n" + line + "\n")
      } catch { message = error.message }
      #expect(message.hasPrefix("line 2: ") && message.contains(says), "\(message)")
    }
  }

  @Test("The snapshot at record start has the animation and every changed template")
  func snapshotCarriesAnimationAndTemplates() throws {
    var e = Engine()
    var texts = Announcements()
    texts.drop = "Dropped {label}"
    texts.defaultLabel = "row {id}"
    try e.setAnnouncements(texts)
    var look = AnimationConfig()
    look.lift.scale = 1.3
    try e.setAnimation(look)
    try e.startRecording()
    let calls = try RecordParser.parse(e.stopRecording())
    #expect(calls.contains(.animation(look)))
    #expect(calls.contains(.setText(.drop, "Dropped {label}")))
    #expect(calls.contains(.setText(.defaultLabel, "row {id}")))
    #expect(calls.filter { if case .setText = $0 { true } else { false } }.count == 2)
  }
}
