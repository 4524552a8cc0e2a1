/// What a trace may hold. Replay refuses a trace past any of these, and a
/// recording stops short of them (`RecordWriter`), so every trace the
/// engine writes replays. With them, parsing a trace takes time and memory
/// linear in its bytes: a list's values cost a byte of trace at least.
public struct TraceLimits: Equatable, Sendable {
  /// UTF-8 bytes in the whole trace.
  public var bytes = 64 << 20
  /// Lines, the header and comments included. A parsed call takes about
  /// 100 bytes, so this keeps a trace of tiny lines (`undo`) near 100 MB.
  public var lines = 1 << 20
  /// Bytes in one line, except `load-section` and `cross-sizes` lines,
  /// which may fill the trace.
  public var lineBytes = 64 << 10
  /// Values in one `load-section` list: a section of more items cannot be
  /// recorded.
  public var listCount = 1 << 24
  /// Sections laid out again by `layout` lines and viewport size changes,
  /// summed (see RelayoutBudget): about a second of work.
  public var relayouts = 1 << 26

  public init() {}
}

/// Reads a version-1 trace (format in RecordWriter.swift) back into calls.
/// Traces come from files and fuzzers, so every malformed, truncated or
/// hostile input is an `.invalidArgument` error naming the line, never a
/// trap, and `TraceLimits` bound the time and memory a trace can cost.
public enum RecordParser {
  /// The lines whose lists may fill the trace (not held to `lineBytes`).
  static let bulkCommands = ["load-section ", "cross-sizes ", "depths "]
  /// Longest number: the writer never needs more than 24 bytes.
  public static let maxNumberBytes = 64

  /// A trace's bytes as text. Refuses bytes that are not UTF-8, naming the
  /// line: decoding would turn them into U+FFFD, so a label the direct call
  /// refuses would replay as another text.
  public static func text<C: Collection<UInt8>>(utf8 bytes: C) throws(ReorderError) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var line = 1
    var it = bytes.makeIterator()
    var decoder = UTF8()
    while case .scalarValue(let u) = decoder.decode(&it) {
      if u == "\n" { line += 1 }
    }
    throw ReorderError(.invalidArgument, "line \(line): not UTF-8")
  }

  public static func parse(_ text: String, limits: TraceLimits = TraceLimits())
    throws(ReorderError) -> [RecordedCall]
  {
    let size = text.utf8.count
    guard size <= limits.bytes else {
      throw ReorderError(
        .invalidArgument, "line 1: the trace has \(size) bytes, more than \(limits.bytes)")
    }
    var calls: [RecordedCall] = []
    var budget = RelayoutBudget()
    var number = 0
    var start = text.startIndex
    while start < text.endIndex {
      number += 1
      let fail = { (what: String) in ReorderError(.invalidArgument, "line \(number): \(what)") }
      guard number <= limits.lines else { throw fail("more than \(limits.lines) lines") }
      guard let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        throw fail("truncated: the last line has no newline")
      }
      var line = text[start..<end]
      start = text.utf8.index(after: end)
      if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: end)] }
      let bulk = RecordParser.bulkCommands.contains { line.utf8.starts(with: $0.utf8) }
      let limit = bulk ? limits.bytes : limits.lineBytes
      guard line.utf8.count <= limit else { throw fail("longer than \(limit) bytes") }
      if number == 1 {
        guard line == RecordWriter.header else {
          throw fail("missing header '\(RecordWriter.header)'")
        }
      } else if let call = try parseLine(line, number: number, limits: limits) {
        guard budget.admit(call, limit: limits.relayouts) else {
          throw fail("lays out more than \(limits.relayouts) sections and flow items again in all")
        }
        calls.append(call)
      }
    }
    guard number > 0 else { throw ReorderError(.invalidArgument, "line 1: empty trace") }
    return calls
  }

  /// One line after the header: a call, or nil for a blank or `#` line.
  static func parseLine(_ line: Substring, number: Int, limits: TraceLimits) throws(ReorderError)
    -> RecordedCall?
  {
    if line.utf8.first == UInt8(ascii: "#") { return nil }
    let tokens = try tokenize(line, number: number)
    guard let command = tokens.first else { return nil }
    var f = RecordFields(tokens, line: number, limits: limits)
    guard command.value == nil else {
      throw f.error("expected a command, found '\(f.snippet(command.key))='")
    }
    guard let call = try call(command.key, &f) else {
      throw f.error("unknown command '\(f.snippet(command.key))'")
    }
    try f.finish()
    return call
  }

  /// Splits a line at spaces into words and `key=value` fields; a quoted
  /// value may hold spaces and escaped quotes.
  static func tokenize(_ line: Substring, number: Int) throws(ReorderError) -> [RecordToken] {
    let space = UInt8(ascii: " ")
    let equals = UInt8(ascii: "=")
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    let u = line.utf8
    let fail = { (what: String) in ReorderError(.invalidArgument, "line \(number): \(what)") }
    var tokens: [RecordToken] = []
    var i = u.startIndex
    while true {
      while i < u.endIndex && u[i] == space { i = u.index(after: i) }
      guard i < u.endIndex else { return tokens }
      let start = i
      while i < u.endIndex && u[i] != space && u[i] != equals && u[i] != quote {
        i = u.index(after: i)
      }
      let key = line[start..<i]
      guard i < u.endIndex && u[i] != space else {
        tokens.append(RecordToken(key: key))
        continue
      }
      guard u[i] == equals else { throw fail("unexpected '\"' in a field name") }
      i = u.index(after: i)
      if i < u.endIndex && u[i] == quote {
        let open = u.index(after: i)
        i = open
        while i < u.endIndex && u[i] != quote {
          // Skips the escaped byte: a quote or a backslash, or a byte that is
          // no quote (UTF-8 continuation bytes never are).
          if u[i] == backslash && u.index(after: i) < u.endIndex { i = u.index(after: i) }
          i = u.index(after: i)
        }
        guard i < u.endIndex else {
          throw fail("unterminated text in '\(RecordFields.snippet(key))='")
        }
        tokens.append(RecordToken(key: key, value: line[open..<i], quoted: true))
        i = u.index(after: i)
        guard i == u.endIndex || u[i] == space else {
          throw fail("no space after the closing quote of '\(RecordFields.snippet(key))='")
        }
      } else {
        let open = i
        while i < u.endIndex && u[i] != space {
          guard u[i] != quote else {
            throw fail("unexpected '\"' in '\(RecordFields.snippet(key))='")
          }
          i = u.index(after: i)
        }
        tokens.append(RecordToken(key: key, value: line[open..<i]))
      }
    }
  }
}
