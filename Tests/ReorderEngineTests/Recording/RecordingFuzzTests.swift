import Testing

@testable import ReorderEngine

/// Hostile input: truncated, mutated and random traces either parse or
/// throw, and never trap or allocate what they merely declare.
@Suite("Recording: hostile traces")
struct RecordingFuzzTests {
  static func parsed(_ text: String) -> [RecordedCall]? {
    try? RecordParser.parse(text)
  }

  @Test("Every prefix of a trace parses to a prefix of its calls, or is an error")
  func prefixes() {
    var kit = RecordKit(seed: 11)
    let calls = kit.calls(40)
    let bytes = Array(RecordWriter.trace(calls).utf8)
    var complete = 0
    for k in 0...bytes.count {
      let text = String(decoding: bytes[..<k], as: UTF8.self)
      guard let got = Self.parsed(text) else {
        #expect(k == 0 || bytes[k - 1] != UInt8(ascii: "\n"), "prefix \(k) ends a line")
        continue
      }
      complete += 1
      #expect(RecordKit.same(got, Array(calls.prefix(got.count))), "prefix \(k)")
    }
    #expect(complete == calls.count + 1)  // one per newline
  }

  @Test("Mutated traces never trap; what parses is a fixed point of write ∘ parse")
  func mutations() {
    var kit = RecordKit(seed: 12)
    let base = Array(RecordWriter.trace(kit.calls(60)).utf8)
    let alphabet = Array(" =,:\"\\\n#-.0123456789einafuxnone{}".utf8) + [0xC3, 0xA9, 0xFF, 0x80]
    for _ in 0..<3000 {
      var b = base
      for _ in 0..<kit.pick([1, 2, 5, 20]) {
        let i = Int.random(in: 0..<b.count, using: &kit.rng)
        switch Int.random(in: 0..<3, using: &kit.rng) {
        case 0: b[i] = kit.pick(alphabet)
        case 1: b.insert(kit.pick(alphabet), at: i)
        default: b.remove(at: i)
        }
      }
      guard let got = Self.parsed(String(decoding: b, as: UTF8.self)) else { continue }
      let again = Self.parsed(RecordWriter.trace(got))
      #expect(again.map { RecordKit.same($0, got) } == true)
    }
  }

  @Test("Random garbage never traps", arguments: [0, 1] as [UInt64])
  func garbage(seed: UInt64) {
    var kit = RecordKit(seed: 100 + seed)
    let words = Array(RecordKit.commands) + ["libreorder-trace 1\n", "\n", " ", "=", "\"", "\\"]
    for _ in 0..<3000 {
      var text = kit.coin() ? "libreorder-trace 1\n" : ""
      if seed == 0 {
        let n = Int.random(in: 0..<200, using: &kit.rng)
        let bytes = (0..<n).map { _ in UInt8(truncatingIfNeeded: kit.rng.next()) }
        text += String(decoding: bytes, as: UTF8.self)
      } else {
        for _ in 0..<Int.random(in: 0..<30, using: &kit.rng) {
          text += kit.pick([kit.pick(words), RecordWriter.n(kit.double()), kit.text(), "k=", ","])
        }
      }
      _ = Self.parsed(text)
    }
  }

  @Test("A huge declared count is refused before anything is reserved")
  func hugeCounts() {
    // The list reserves its declared count only once the text could hold
    // it, so these fail on the checks that precede the reservation.
    let cases = [
      ("9223372036854775807:1", "exceeds 16777216"), ("16777217:1", "exceeds 16777216"),
      ("16777216:1", "declares 16777216 values but holds fewer"),
      ("9999999:1", "declares 9999999 values but holds fewer"),
      // Packed: an id takes a byte at least.
      ("16777216:deltas:AAAA", "is not 16777216 values packed as deltas"),
    ]
    for (ids, says) in cases {
      let text = "libreorder-trace 1\nload-section index=0 ids=\(ids) sizes=0: flags=0:\n"
      var message = ""
      do throws(ReorderError) { _ = try RecordParser.parse(text) } catch { message = error.message }
      #expect(message.hasPrefix("line 2: ") && message.contains(says), "\(message)")
    }
  }
}
