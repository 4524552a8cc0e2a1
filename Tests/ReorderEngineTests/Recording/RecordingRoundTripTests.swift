import Testing

@testable import ReorderEngine

/// Whatever the host called, the trace reads back as exactly the same calls.
@Suite("Recording: round trip")
struct RecordingRoundTripTests {
  @Test("Random calls of every kind read back exactly", arguments: [1, 2, 3, 4] as [UInt64])
  func randomRoundTrip(seed: UInt64) throws {
    var kit = RecordKit(seed: seed)
    let calls = kit.calls(1500)
    let text = RecordWriter.trace(calls)
    let back = try RecordParser.parse(text)
    #expect(RecordKit.same(calls, back))
    #expect(RecordWriter.trace(back) == text)
    let words = Set(text.split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) })
    #expect(words == RecordKit.commands)
  }

  @Test("Extreme doubles keep their exact bits, NaN reads back as NaN")
  func extremeDoubles() throws {
    let values: [Double] = [
      .leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, -0.0, 0, 1e308, -1e308,
      .greatestFiniteMagnitude, .leastNormalMagnitude,
      0.1 + 0.2, .infinity, -.infinity, 123_456_789.123_456_78,
    ]
    let calls = values.map { RecordedCall.tick($0) } + [.tick(.nan), .tick(-.signalingNaN)]
    let back = try RecordParser.parse(RecordWriter.trace(calls))
    for (v, c) in zip(values, back) {
      guard case .tick(let t) = c else { throw ReorderError(.wrongState, "not a tick") }
      #expect(t.bitPattern == v.bitPattern)
    }
    for c in back.suffix(2) {
      guard case .tick(let t) = c else { throw ReorderError(.wrongState, "not a tick") }
      #expect(t.isNaN)
    }
    #expect(RecordWriter.line(for: .tick(-.nan)) == "tick t=nan")
    #expect(RecordWriter.line(for: .tick(-.infinity)) == "tick t=-inf")
  }

  @Test("Labels with spaces, quotes, controls and Unicode are quoted and read back")
  func labels() throws {
    let labels = [
      "", "Rock \"n\" roll", "a\\b", "line\nbreak\r\ttab", "\u{0}\u{1B}\u{7F}", "e\u{301} é",
      " \u{301}", "👩‍👩‍👧 日本", "\u{2028}\u{85}", "\\u{41}", "x=1 y=2", "# not a comment",
    ]
    let calls = labels.enumerated().map { RecordedCall.setLabel(UInt64($0.offset), $0.element) }
    let text = RecordWriter.trace(calls)
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == labels.count + 2)
    let back = try RecordParser.parse(text)
    #expect(back == calls)
    for (c, l) in zip(back, labels) {
      guard case .setLabel(_, let s?) = c else { continue }
      #expect(Array(s.utf8) == Array(l.utf8))  // byte-exact, not just canonically equal
    }
    #expect(
      RecordWriter.line(for: .setLabel(7, "a \"b\"\n\u{1}"))
        == #"set-label id=7 text="a \"b\"\n\u{1}""#)
  }

  @Test("The documented example parses; blank lines, comments and CRLF are accepted")
  func example() throws {
    let text = """
      libreorder-trace 1
      # drag item 2 below item 3

      layout kind=list axis=vertical item-spacing=0.0 section-spacing=0.0 \
      insets=0.0,0.0,0.0,0.0 empty-section=44.0 cross=320.0
      commit mode=live
      insert-section index=0 header=0.0 footer=0.0 locked=false accepts-drops=true \
      minimum=0 capacity=none displacement=vacated-slot
      load-section index=0 ids=3:1,2,3 sizes=3:44.0,44.0,44.0 flags=0:
      set-label id=2 text="Rock \\"n\\" roll"
      viewport rect=0.0,0.0,320.0,480.0\r
      pointer-down x=10.0 y=60.0 t=0.0
      tick t=0.6
      pointer-up   x=10.0 y=110.0 t=0.8
      undo

      """
    let calls = try RecordParser.parse(text)
    #expect(
      calls == [
        .layout(.list(ListConfig()), crossExtent: 320), .commit(.live),
        .insertSection(index: 0, header: 0, footer: 0, rules: SectionRules()),
        .loadSection(0, ids: [1, 2, 3], sizes: [44, 44, 44], flags: []),
        .setLabel(2, "Rock \"n\" roll"), .viewport(Rect(x: 0, y: 0, width: 320, height: 480)),
        .pointerDown(Point(x: 10, y: 60), time: 0), .tick(0.6),
        .pointerUp(Point(x: 10, y: 110), time: 0.8), .undo,
      ])
  }

  @Test("The incremental writer gives the same text as the whole-trace writer")
  func incremental() {
    var kit = RecordKit(seed: 9)
    let calls = kit.calls(50)
    var w = RecordWriter()
    #expect(w.text == "libreorder-trace 1\n")
    for c in calls { w.append(c) }
    #expect(w.text == RecordWriter.trace(calls))
  }

  @Test("A large load-section line round-trips")
  func largeLoad() throws {
    let n = 100_000
    let call = RecordedCall.loadSection(
      3, ids: (0..<UInt64(n)).map { $0 * 7919 }, sizes: (0..<n).map { Double($0) / 3 },
      flags: Array(repeating: .default, count: n))
    #expect(try RecordParser.parse(RecordWriter.trace([call])) == [call])
  }
}
