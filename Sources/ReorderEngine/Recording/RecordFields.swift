/// One `key=value` field of a trace line; a bare word has no value.
struct RecordToken {
  var key: Substring
  var value: Substring?
  /// The value was in double quotes (`value` is still escaped).
  var quoted = false
}

/// The fields of one trace line after its command word, taken in the
/// documented order: a missing, misplaced, extra or malformed field is an
/// error naming the line.
struct RecordFields {
  let line: Int
  let limits: TraceLimits
  private let tokens: [RecordToken]
  private var next = 1

  init(_ tokens: [RecordToken], line: Int, limits: TraceLimits) {
    self.tokens = tokens
    self.line = line
    self.limits = limits
  }

  func error(_ what: String) -> ReorderError {
    ReorderError(.invalidArgument, "line \(line): \(what)")
  }

  /// The value of the next field, which must be `key`.
  mutating func raw(_ key: String, quoted: Bool = false) throws(ReorderError) -> Substring {
    guard next < tokens.count else { throw error("missing field '\(key)='") }
    let t = tokens[next]
    guard let v = t.value, t.key == key else {
      throw error("expected field '\(key)=', found '\(snippet(t.key))'")
    }
    guard t.quoted == quoted else {
      throw error(quoted ? "\(key)= must be quoted text" : "\(key)= must not be quoted")
    }
    next += 1
    return v
  }

  /// Takes field `key` when its value is `none`.
  mutating func takeNone(_ key: String) -> Bool {
    guard next < tokens.count, tokens[next].key == key, !tokens[next].quoted,
      tokens[next].value == "none"
    else { return false }
    next += 1
    return true
  }

  /// Whether the next field is `key` (one a line gained later, which older
  /// traces lack).
  func isNext(_ key: String) -> Bool { next < tokens.count && tokens[next].key == key }

  /// Every field was read.
  func finish() throws(ReorderError) {
    guard next >= tokens.count else {
      throw error("unexpected field '\(snippet(tokens[next].key))' at the end")
    }
  }

  mutating func double(_ key: String) throws(ReorderError) -> Double {
    try number(try raw(key), key)
  }

  mutating func int(_ key: String) throws(ReorderError) -> Int { try number(try raw(key), key) }

  mutating func id(_ key: String = "id") throws(ReorderError) -> UInt64 {
    try number(try raw(key), key)
  }

  mutating func flags(_ key: String = "flags") throws(ReorderError) -> ItemFlags {
    ItemFlags(rawValue: try number(try raw(key), key))
  }

  mutating func name<T: RecordName>(_ key: String, _: T.Type = T.self) throws(ReorderError) -> T {
    let v = try raw(key)
    guard let t = T(recordName: v) else {
      let names = T.recordCases.map(\.recordName).joined(separator: "|")
      throw error("\(key)=\(snippet(v)) is not one of \(names)")
    }
    return t
  }

  /// `name(key)` when the next field is `key`, else `absent`: a field
  /// added to a line later, which older traces lack.
  mutating func name<T: RecordName>(_ key: String, absent: T) throws(ReorderError) -> T {
    guard next < tokens.count, tokens[next].key == key else { return absent }
    return try name(key)
  }

  mutating func text(_ key: String) throws(ReorderError) -> String {
    let v = try raw(key, quoted: true)
    guard let s = RecordFields.unescape(v) else { throw error("\(key)= has a bad escape") }
    return s
  }

  /// `count` comma-separated doubles (`insets`, `rect`).
  mutating func tuple(_ key: String, _ count: Int) throws(ReorderError) -> [Double] {
    let v = try raw(key)
    let parts = v.split(separator: ",", maxSplits: count, omittingEmptySubsequences: false)
    guard parts.count == count else { throw error("\(key)= needs \(count) numbers") }
    var out: [Double] = []
    for p in parts { out.append(try number(p, key)) }
    return out
  }

  /// A list: `COUNT:` then COUNT comma-separated values, or `COUNT:FORM:`
  /// then base64 of the values packed as FORM (`PackedList`), which
  /// `unpack` decodes. The count is checked against the limit and against
  /// the text before anything is reserved, so a hostile count allocates
  /// nothing: a decimal takes two bytes at least, and `packedCount` bounds
  /// a packed count (runs may be long in few bytes).
  mutating func list<T: LosslessStringConvertible>(
    _ key: String, packed form: String, packedCount: Int,
    _ unpack: ([UInt8], Int) -> [T]?
  ) throws(ReorderError) -> [T] {
    let v = try raw(key)
    guard let colon = v.firstIndex(of: ":") else { throw error("\(key)= needs 'COUNT:'") }
    let count: Int = try number(v[..<colon], "\(key) count")
    guard count >= 0 else { throw error("\(key) count \(count) is negative") }
    guard count <= limits.listCount else {
      throw error("\(key) count \(count) exceeds \(limits.listCount)")
    }
    let body = v[v.index(after: colon)...]
    if body.utf8.starts(with: "\(form):".utf8) {
      guard count <= packedCount else {
        throw error("\(key) count \(count) exceeds \(packedCount) for \(form)")
      }
      let text = body[body.utf8.index(body.startIndex, offsetBy: form.utf8.count + 1)...]
      guard let bytes = PackedList.bytes(base64: text), let out = unpack(bytes, count) else {
        throw error("\(key)= is not \(count) values packed as \(form)")
      }
      return out
    }
    // Each value takes at least one byte and a comma.
    guard count <= (body.utf8.count + 1) / 2 else {
      throw error("\(key) declares \(count) values but holds fewer")
    }
    var out: [T] = []
    guard count > 0 else {
      guard body.isEmpty else { throw error("\(key) declares 0 values but holds some") }
      return out
    }
    out.reserveCapacity(count)
    var start = body.startIndex
    while true {
      let end = body[start...].firstIndex(of: ",") ?? body.endIndex
      guard out.count < count else { throw error("\(key) holds more than \(count) values") }
      out.append(try number(body[start..<end], key))
      guard end < body.endIndex else { break }
      start = body.index(after: end)
    }
    guard out.count == count else { throw error("\(key) holds \(out.count) of \(count) values") }
    return out
  }

  private func number<T: LosslessStringConvertible>(_ s: Substring, _ key: String)
    throws(ReorderError) -> T
  {
    // Bounds the work per number (the writer never needs more than 24
    // bytes); a NUL would end the C string `Double.init` parses early.
    guard s.utf8.count <= RecordParser.maxNumberBytes, !s.utf8.contains(0),
      let v = T(String(s))
    else {
      throw error("\(key)=\(snippet(s)) is not a valid \(T.self)")
    }
    return v
  }

  func snippet(_ s: Substring) -> String { Self.snippet(s) }

  /// At most 40 characters of hostile text in a message.
  static func snippet(_ s: Substring) -> String {
    s.prefix(41).count > 40 ? String(s.prefix(40)) + "…" : String(s)
  }

  /// Undoes `RecordWriter.quoted`'s escapes; nil for a bad escape.
  static func unescape(_ s: Substring) -> String? {
    var out = String.UnicodeScalarView()
    var it = s.unicodeScalars.makeIterator()
    while let u = it.next() {
      guard u == "\\" else {
        out.append(u)
        continue
      }
      switch it.next() {
      case "\\": out.append("\\")
      case "\"": out.append("\"")
      case "n": out.append("\n")
      case "r": out.append("\r")
      case "t": out.append("\t")
      case "u":
        guard it.next() == "{" else { return nil }
        var hex = ""
        while true {
          guard let h = it.next(), hex.unicodeScalars.count <= 6 else { return nil }
          if h == "}" { break }
          hex.unicodeScalars.append(h)
        }
        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { return nil }
        out.append(scalar)
      default: return nil
      }
    }
    return String(out)
  }
}
