import Testing

@testable import ReorderEngine

/// The layout's empty section extent in traces: the `empty-section` field
/// of both layout lines, before `cross`.
@Suite("Recording: empty section extent")
struct EmptySectionRecordingTests {
  static let calls: [RecordedCall] = [
    .layout(.list(ListConfig(emptySectionExtent: 12.5)), crossExtent: 320),
    .layout(.list(ListConfig(emptySectionExtent: 0)), crossExtent: 320),
    .layout(.grid(GridConfig(columns: 3, emptySectionExtent: 60)), crossExtent: 300),
    .layout(.grid(GridConfig()), crossExtent: 300),
  ]

  @Test("Written before cross, and read back exactly")
  func roundTrip() throws {
    let lines = Self.calls.map(RecordWriter.line(for:))
    #expect(lines[0].hasSuffix(" empty-section=12.5 cross=320.0"))
    #expect(lines[1].contains(" empty-section=0.0 "))
    #expect(lines[2].hasSuffix(" empty-section=60.0 cross=300.0"))
    #expect(lines[3].contains(" empty-section=44.0 "))
    #expect(try RecordParser.parse(RecordWriter.trace(Self.calls)) == Self.calls)
  }

  @Test("A layout line without it is an error naming the field")
  func required() {
    for kind in [
      "kind=list axis=vertical item-spacing=0.0 section-spacing=0.0 insets=0.0,0.0,0.0,0.0",
      "kind=grid columns=4 cell-width=0.0 cell-height=0.0 item-spacing=0.0 line-spacing=0.0"
        + " section-spacing=0.0 insets=0.0,0.0,0.0,0.0",
    ] {
      do throws(ReorderError) {
        _ = try RecordParser.parse("libreorder-trace 1\nlayout \(kind) cross=320.0\n")
        Issue.record("parsed without empty-section: \(kind)")
      } catch {
        #expect(error.message.contains("expected field 'empty-section=', found 'cross'"))
      }
    }
  }

  @Test("A recording replays the same empty section frames")
  func replay() throws {
    var e = Engine()
    try e.setLayout(.grid(GridConfig(columns: 2, emptySectionExtent: 70)), crossExtent: 320)
    try e.insertSection(at: 0)
    try e.startRecording()
    let (replayed, _) = try Engine.replay(e.stopRecording())
    #expect(try replayed.frame(ofSection: 0) == Rect(x: 0, y: 0, width: 320, height: 70))
  }
}
