import Testing

@testable import ReorderEngine

/// Every kind of malformed line is an `.invalidArgument` error that names
/// its line and what was wrong.
@Suite("Recording: parse errors")
struct RecordingParserErrorTests {
  /// Parses the header, one good line, then `bad` as line 3.
  static func message(_ bad: String) -> String? {
    do throws(ReorderError) {
      _ = try RecordParser.parse("libreorder-trace 1\nundo\n\(bad)\n")
      return nil
    } catch {
      return error.code == .invalidArgument ? error.message : "wrong code: \(error)"
    }
  }

  static let cases: [(line: String, says: String)] = [
    ("frobnicate x=1", "unknown command 'frobnicate'"),
    ("t=1", "expected a command, found 't='"),
    ("tick", "missing field 't='"),
    ("tick t=1 x=2", "unexpected field 'x' at the end"),
    ("undo now", "unexpected field 'now' at the end"),
    ("pointer-down y=1 x=2 t=0", "expected field 'x=', found 'y'"),
    ("tick t=abc", "t=abc is not a valid Double"),
    ("tick t=", "t= is not a valid Double"),
    ("tick t=1.5.2", "is not a valid Double"),
    ("tick t=1\u{0}", "is not a valid Double"),
    ("tick t=\(String(repeating: "1", count: 65))", "is not a valid Double"),
    ("remove-section index=99999999999999999999", "is not a valid Int"),
    ("remove-section index=1.5", "is not a valid Int"),
    ("remove-item id=-1", "id=-1 is not a valid UInt64"),
    ("set-flags id=1 flags=256", "flags=256 is not a valid UInt8"),
    ("load-section index=0 ids=-1: sizes=0: flags=0:", "ids count -1 is negative"),
    ("load-section index=0 ids=1,2 sizes=0: flags=0:", "ids= needs 'COUNT:'"),
    ("load-section index=0 ids=x:1 sizes=0: flags=0:", "is not a valid Int"),
    ("load-section index=0 ids=3:1,2 sizes=0: flags=0:", "ids declares 3 values but holds fewer"),
    ("load-section index=0 ids=2:1,2,3 sizes=0: flags=0:", "ids holds more than 2 values"),
    ("load-section index=0 ids=2:123 sizes=0: flags=0:", "ids holds 1 of 2 values"),
    ("load-section index=0 ids=0:1 sizes=0: flags=0:", "ids declares 0 values but holds some"),
    ("load-section index=0 ids=2:1,, sizes=0: flags=0:", "ids= is not a valid UInt64"),
    ("load-section index=0 ids=16777217: sizes=0: flags=0:", "exceeds 16777216"),
    ("load-section index=0 ids=0: sizes=1:x flags=0:", "sizes=x is not a valid Double"),
    ("commit mode=later", "mode=later is not one of live|on-drop"),
    ("policy rule=edge semantics=shift cross-section=yes", "is not one of false|true"),
    ("layout kind=circle", "kind=circle is not one of list|grid"),
    ("activation mode=hold", "is not one of long-press|distance|immediate"),
    ("set-label id=1 text=abc", "text= must be quoted text"),
    ("tick t=\"1\"", "t= must not be quoted"),
    ("set-label id=1 text=\"abc", "unterminated text in 'text='"),
    ("set-label id=1 text=\"abc\\\"", "unterminated text in 'text='"),
    ("set-label id=1 text=\"a\\q\"", "text= has a bad escape"),
    ("set-label id=1 text=\"a\\u{D800}\"", "text= has a bad escape"),
    ("set-label id=1 text=\"a\\u{41\"", "text= has a bad escape"),
    ("set-label id=1 text=\"a\\u{1234567}\"", "text= has a bad escape"),
    ("set-label id=1 text=\"a\"b", "no space after the closing quote of 'text='"),
    ("set-label \"id\"=1", "unexpected '\"' in a field name"),
    ("set-label id=1\"", "unexpected '\"' in 'id='"),
    ("viewport rect=1,2,3", "rect= needs 4 numbers"),
    ("viewport rect=1,2,3,4,5", "rect= needs 4 numbers"),
    ("viewport rect=none", "rect= needs 4 numbers"),
    ("insert-section index=0 header=0 footer=0", "missing field 'locked='"),
    ("set-label id=1 text=\"\(String(repeating: "x", count: 70_000))\"", "longer than 65536 bytes"),
  ]

  @Test("Each malformed line is an error naming line 3 and the problem")
  func eachError() {
    for c in Self.cases {
      let m = Self.message(c.line)
      #expect(m?.hasPrefix("line 3: ") == true, "\(c.line): \(m ?? "parsed")")
      #expect(m?.contains(c.says) == true, "\(c.line): \(m ?? "parsed")")
    }
  }

  static func error(_ text: String) -> String? {
    do throws(ReorderError) {
      _ = try RecordParser.parse(text)
      return nil
    } catch { return error.message }
  }

  @Test("Header, emptiness and truncation")
  func wholeTrace() {
    #expect(Self.error("") == "line 1: empty trace")
    #expect(Self.error("tick t=1\n") == "line 1: missing header 'libreorder-trace 1'")
    #expect(Self.error("libreorder-trace 2\n") == "line 1: missing header 'libreorder-trace 1'")
    #expect(Self.error("libreorder-trace 1") == "line 1: truncated: the last line has no newline")
    #expect(
      Self.error("libreorder-trace 1\nundo\nredo")
        == "line 3: truncated: the last line has no newline")
    #expect(Self.error("libreorder-trace 1\n") == nil)
  }

  @Test("Traces over the size and line limits are refused")
  func limits() {
    let limits = TraceLimits()
    let lines = String(repeating: "#\n", count: limits.lines)
    #expect(
      Self.error("libreorder-trace 1\n" + lines)
        == "line \(limits.lines + 1): more than \(limits.lines) lines")
    #expect(Self.error("libreorder-trace 1\n" + lines.dropLast(2)) == nil)
    let big = String(repeating: "#", count: limits.bytes + 1)
    #expect(Self.error(big)?.contains("more than \(limits.bytes)") == true)
  }
}
