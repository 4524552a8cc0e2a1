import Testing

@testable import ReorderEngine

/// Every trace the engine writes replays: large sections are packed, and a
/// recording refuses, at its start or its end, what replay would refuse.
@Suite("Recording: limits and packed lists")
struct RecordingLimitsTests {
  static func error(_ body: () throws(ReorderError) -> Void) -> ReorderError? {
    do throws(ReorderError) {
      try body()
      return nil
    } catch {
      return error
    }
  }

  @Test("Large sections are packed and read back bit for bit; small ones stay decimal")
  func packedRoundTrip() throws {
    let ids: [UInt64] = [UInt64.max, 0, 1, 2, 3, 1 << 63, 42, 41] + (100..<120).map { $0 * 3 }
    var sizes = Array(repeating: 44.0, count: ids.count)
    sizes[1] = -0.0
    sizes[2] = Double(nan: 0x1234, signaling: false)
    sizes[3] = -Double.signalingNaN
    sizes[ids.count - 1] = .infinity
    var flags = Array(repeating: ItemFlags.default, count: ids.count)
    flags[5] = [.pinned]
    flags[6] = ItemFlags(rawValue: 0xFF)
    let call = RecordedCall.loadSection(2, ids: ids, sizes: sizes, flags: flags)
    let line = RecordWriter.line(for: call)
    #expect(line.hasPrefix("load-section index=2 ids=28:deltas:"))
    #expect(line.contains(" sizes=28:runs:") && line.contains(" flags=28:runs:"))
    guard
      case .loadSection(2, let i, let s, let f) = try RecordParser.parse(
        RecordWriter.trace([call]))[0]
    else { throw ReorderError(.wrongState, "not a load") }
    #expect(i == ids && f == flags)
    #expect(s.map(\.bitPattern) == sizes.map(\.bitPattern))
    // Uniform consecutive items: about 1.4 bytes each.
    let n = 10_000
    let uniform = RecordedCall.loadSection(
      0, ids: (1...UInt64(n)).map { $0 }, sizes: Array(repeating: 44, count: n), flags: [])
    #expect(RecordWriter.line(for: uniform).utf8.count < n * 3 / 2)
    #expect(
      RecordWriter.line(for: .loadSection(0, ids: Array(1...16), sizes: [], flags: []))
        .hasSuffix("ids=16:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16 sizes=0: flags=0:"))
    // A refused call's sizes outnumbering its ids stay decimal (runs are
    // bounded by the ids), and read back too.
    let odd = RecordedCall.loadSection(
      0, ids: Array(1...17), sizes: [1, 2, 3, 4] + Array(repeating: 5, count: 16), flags: [])
    #expect(RecordWriter.line(for: odd).contains(" sizes=20:1.0,2.0,"))
    #expect(try RecordParser.parse(RecordWriter.trace([odd])) == [odd])
  }

  @Test(
    "Malformed packed lists are errors naming the field",
    arguments: [
      ("ids=1:deltas:gAA=", "ids= is not 1 values packed as deltas"),  // not the shortest
      ("ids=1:deltas:AA", "ids= is not 1 values packed as deltas"),  // no padding
      ("ids=1:deltas:Ag=", "ids= is not 1 values packed as deltas"),
      ("ids=1:deltas:A*==", "ids= is not 1 values packed as deltas"),
      ("ids=1:deltas:Ah==", "ids= is not 1 values packed as deltas"),  // padding bits set
      ("ids=1:deltas:AgI=", "ids= is not 1 values packed as deltas"),  // a byte left over
      ("ids=2:deltas:gA==", "ids= is not 2 values packed as deltas"),  // truncated varint
      ("ids=1:deltas:////////////Ag==", "ids= is not 1 values packed as deltas"),  // 65 bits
      ("ids=1:2 sizes=1:runs:AAAAAAAAAAAA", "sizes= is not 1 values packed as runs"),  // run of 0
      // A run of 1 with 6 of its value's 8 bytes.
      ("ids=1:2 sizes=1:runs:AQAAAAAAAA==", "sizes= is not 1 values packed as runs"),
      ("ids=1:2 sizes=2:runs:AgAAAAAAAAAA", "sizes count 2 exceeds 1 for runs"),
      ("ids=1:2 sizes=1:1.0 flags=2:runs:AgE=", "flags count 2 exceeds 1 for runs"),
    ])
  func malformedPacked(fields: String, says: String) {
    var line = "load-section index=0 " + fields
    if !fields.contains("sizes=") { line += " sizes=0:" }
    if !fields.contains("flags=") { line += " flags=0:" }
    let e = Self.error { () throws(ReorderError) in
      _ = try RecordParser.parse("libreorder-trace 1\n\(line)\n")
    }
    #expect(e?.code == .invalidArgument)
    #expect(e?.message == "line 2: \(says)", "\(line)")
  }

  /// The 10,000,001-item load that recorded to 118.9 MB, which replay
  /// refused, scaled down by fifty with the byte limit: it records within
  /// the limit and replays exactly.
  @Test("A large load records within the limits and replays exactly")
  func largeLoadRecordsAndReplays() throws {
    var limits = TraceLimits()
    limits.bytes /= 50
    let n = 200_001
    let ids = (1...UInt64(n)).map { $0 * 3 }
    var sizes = (0..<n).map { $0 % 1000 == 0 ? 88.0 : 44.0 }
    let flags = (0..<n).map { $0 % 997 == 0 ? ItemFlags.pinned : .default }
    var e = Engine()
    try e.insertSection(at: 0)
    try e.insertSection(at: 1)
    try e.loadSection(1, ids: ids, sizes: sizes, flags: flags)
    try e.startRecording(limits: limits)
    try e.perform(.resizeItem(6, 50))
    sizes[1] = 50
    let trace = try e.stopRecording()
    #expect(trace.utf8.count < limits.bytes)
    var r = Engine()
    try r.replay(trace, limits: limits)
    #expect(try r.order.ids(inSection: 0) == [])
    #expect(try r.order.ids(inSection: 1) == ids)
    var differ = 0
    for (k, id) in ids.enumerated() {
      let size = try r.order.size(of: id)
      let f = try r.order.flags(of: id)
      if size != sizes[k] || f != flags[k] { differ += 1 }
    }
    #expect(differ == 0)
  }

  /// Whatever the limits, the writer keeps exactly the traces the parser
  /// accepts: what it writes parses back, and where it stops, the whole
  /// trace would have been refused.
  @Test("The writer stops where the parser would refuse", arguments: [1, 2, 3] as [UInt64])
  func writerAgreesWithParser(seed: UInt64) throws {
    var kit = RecordKit(seed: seed)
    var rng = SeededRNG(seed: seed)
    var stopped = 0
    for _ in 0..<60 {
      let calls = kit.calls(Int.random(in: 1...80, using: &rng))
      var limits = TraceLimits()
      limits.bytes = Int.random(in: 19...6000, using: &rng)
      limits.lines = Int.random(in: 1...90, using: &rng)
      limits.lineBytes = Int.random(in: 10...600, using: &rng)
      limits.listCount = Int.random(in: 0...20, using: &rng)
      limits.relayouts = Int.random(in: 0...40, using: &rng)
      var w = RecordWriter(limits: limits)
      for c in calls { w.append(c) }
      let whole = RecordWriter.trace(calls)
      if w.overflow == nil {
        #expect(w.text == whole)
        #expect(RecordKit.same(try RecordParser.parse(w.text, limits: limits), calls))
      } else {
        stopped += 1
        #expect(w.text.isEmpty)
        #expect(
          Self.error { () throws(ReorderError) in _ = try RecordParser.parse(whole, limits: limits)
          } != nil)
      }
    }
    #expect(stopped > 0 && stopped < 60)
  }

  @Test("A recording that outgrows the limits fails at stop, names the line, and ends")
  func overflowEndsTheRecording() throws {
    var limits = TraceLimits()
    limits.lines = 20
    var e = Engine()
    try e.startRecording(limits: limits)
    for k in 0..<30 { _ = try? e.perform(.pointerMove(Point(x: 1, y: Double(k)), time: 0)) }
    let e1 = Self.error { () throws(ReorderError) in _ = try e.recordedTrace() }
    #expect(e1?.code == .wrongState)
    #expect(e1?.message.contains("line 21, pointer-move: more than 20 lines") == true)
    #expect(e.isRecording)
    let e2 = Self.error { () throws(ReorderError) in _ = try e.stopRecording() }
    #expect(e2 == e1)
    #expect(!e.isRecording)
    #expect(try e.stopRecording() == RecordWriter.header + "\n")
  }

  @Test("Sections laid out again are bounded: parser and writer refuse past the budget alike")
  func relayoutBudget() throws {
    var limits = TraceLimits()
    limits.relayouts = 100
    let sections = Array(
      repeating: RecordedCall.insertSection(index: 0, header: 0, footer: 0, rules: SectionRules()),
      count: 10)
    let scrolls: [RecordedCall] = (0..<50).map {
      .viewport(Rect(x: 0, y: Double($0), width: 320, height: 480))  // same size: free
    }
    let relayouts = Array(
      repeating: RecordedCall.layout(.list(ListConfig()), crossExtent: 0), count: 11)
    let calls = sections + scrolls + relayouts  // 11 × 10 sections = 110 > 100
    let trace = RecordWriter.trace(calls)
    #expect(try RecordParser.parse(trace).count == calls.count)  // the default budget is larger
    let refused = Self.error { () throws(ReorderError) in
      _ = try RecordParser.parse(trace, limits: limits)
    }
    #expect(
      refused?.message == "line 72: lays out more than 100 sections and flow items again in all")
    var w = RecordWriter(limits: limits)
    for c in calls { w.append(c) }
    #expect(
      w.overflow == "line 72, layout: lays out more than 100 sections and flow items again in all")
    // A viewport of another size lays the sections out again too.
    let resized =
      sections + (0..<11).map { .viewport(Rect(x: 0, y: 0, width: Double(300 + $0), height: 480)) }
    #expect(
      Self.error { () throws(ReorderError) in
        _ = try RecordParser.parse(
          RecordWriter.trace(resized + [resized[resized.count - 1]]), limits: limits)
      } == nil)  // ten resizes after the first viewport: exactly 100
    #expect(
      Self.error { () throws(ReorderError) in
        _ = try RecordParser.parse(
          RecordWriter.trace(resized + [.viewport(Rect(x: 0, y: 0, width: 1, height: 1))]),
          limits: limits)
      } != nil)
  }

  @Test("Recording refuses an engine a trace cannot hold, and changes nothing")
  func startRefusesTooLargeAState() throws {
    var e = Engine()
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: Array(1...11), sizes: Array(repeating: 1, count: 11))
    try e.startRecording()
    try e.perform(.tick(1))
    var limits = TraceLimits()
    limits.listCount = 10
    let refused = Self.error { () throws(ReorderError) in try e.startRecording(limits: limits) }
    #expect(refused?.code == .wrongState)
    #expect(refused?.message.contains("section 0 has 11 items, more than 10") == true)
    // The recording that was running goes on.
    #expect(try e.stopRecording().hasSuffix("viewport rect=0.0,0.0,0.0,0.0\ntick t=1.0\n"))
    limits = TraceLimits()
    limits.bytes = 600
    #expect(Self.error { () throws(ReorderError) in try e.startRecording(limits: limits) } != nil)
    #expect(!e.isRecording)
  }

  /// A text longer than any call accepts is cut, so its line stays within
  /// the limit, and the call fails again on replay as it did.
  @Test("An overlong refused label is cut, and its call fails again on replay")
  func overlongTextIsCut() throws {
    var e = Engine()
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: [1], sizes: [44])
    try e.startRecording()
    let long = String(repeating: "\u{1}é", count: 40_000)
    #expect(Self.error { () throws(ReorderError) in try e.perform(.setLabel(1, long)) } != nil)
    try e.perform(.setLabel(1, "kept"))
    let trace = try e.stopRecording()
    #expect(trace.utf8.count < TraceLimits().lineBytes)
    let calls = try RecordParser.parse(trace)
    guard case .setLabel(1, let cut?) = calls[calls.count - 2] else {
      throw ReorderError(.wrongState, "no cut label")
    }
    #expect(cut.utf8.count <= RecordWriter.maxTextBytes && long.hasPrefix(cut))
    #expect(cut.utf8.count > Engine.maxLabelBytes)
    var r = Engine()
    try r.replay(trace)
    #expect(r.labels[1] == "kept")
  }

  /// A direct call refuses a label that is not UTF-8; a trace holding one
  /// is refused whole, rather than decoded into U+FFFD.
  @Test("A trace that is not UTF-8 is refused, naming the line")
  func notUTF8() throws {
    let good =
      "libreorder-trace 1\ninsert-section index=0 header=0.0 footer=0.0 locked=false "
      + "accepts-drops=true minimum=0 capacity=none displacement=vacated-slot\n"
      + "load-section index=0 ids=1:7 sizes=1:44.0 flags=0:\n"
    var bytes = Array((good + "set-label id=7 text=\"caf\u{E9}\"\n").utf8)
    var e = Engine()
    try e.replay(utf8: bytes)
    #expect(e.labels[7] == "café")
    bytes[bytes.count - 3] = 0xFF
    var f = Engine()
    let refused = Self.error { () throws(ReorderError) in try f.replay(utf8: bytes) }
    #expect(refused == ReorderError(.invalidArgument, "line 4: not UTF-8"))
    #expect(f.order.sectionCount == 0)
    var limits = TraceLimits()
    limits.bytes = bytes.count - 1
    #expect(
      Self.error { () throws(ReorderError) in try f.replay(utf8: bytes, limits: limits) }?.message
        == "the trace has \(bytes.count) bytes, more than \(bytes.count - 1)")
  }
}
