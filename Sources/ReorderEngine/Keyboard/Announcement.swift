/// A screen-reader text not rendered yet: its template and the values that
/// fill it. Every step of a drag announces where the item is, read or not,
/// so the text is made only when a host takes it (`text`, or `render(into:)`
/// into a buffer it reuses, as the C ABI does).
public struct Announcement: Equatable, Sendable, ExpressibleByStringLiteral {
  let template: String
  let fill: Fill

  init(template: String, fill: Fill) {
    self.template = template
    self.fill = fill
  }

  /// A text as it is: braces stay as written.
  public init(_ text: String) { self.init(template: text, fill: Fill()) }

  public init(stringLiteral text: String) { self.init(text) }

  public var text: String {
    var out: [UInt8] = []
    render(into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the text's UTF-8 bytes to `out`: no String in between.
  public func render(into out: inout [UInt8]) {
    Announcement.render(template, into: &out) { name, out in fill.append(name, to: &out) }
  }

  /// Two announcements are equal when they read the same.
  public static func == (a: Announcement, b: Announcement) -> Bool { a.text == b.text }

  /// The scanner: `{name}` runs to the next brace (a `{` first means this
  /// one is literal); `substitute` appends the value of a name it knows.
  /// Over the template's own UTF-8 storage, literal runs copied whole: a
  /// step's announcement is rendered on the drag's hot path.
  static func render(
    _ template: String, into out: inout [UInt8],
    _ substitute: (Slice<UnsafeBufferPointer<UInt8>>, inout [UInt8]) -> Bool
  ) {
    var template = template
    template.withUTF8 { t in
      let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
      var literal = 0  // start of the literal run not yet copied
      var i = 0
      while i < t.count {
        guard t[i] == open else {
          i += 1
          continue
        }
        var j = i + 1
        while j < t.count && t[j] != open && t[j] != close { j += 1 }
        guard j < t.count && t[j] == close else {
          i = j
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: t[literal..<i]))
        if substitute(t[(i + 1)..<j], &out) {
          literal = j + 1
        } else {
          literal = i
        }
        i = j + 1
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: t[literal..<t.count]))
    }
  }
}

/// An item's name in announcements: the host's label, or the default
/// label's template filled with the id when read.
enum Label: Equatable, Sendable {
  case text(String)
  case generated(template: String, id: UInt64)

  var rendered: String { Announcement(template: "{label}", fill: Fill(label: self)).text }

  /// The same name as text, rendered now (for a name used many times).
  var resolved: Label {
    if case .text = self { return self }
    return .text(rendered)
  }
}

/// The values a template may name (1-based positions); a name without a
/// value stays as written.
struct Fill: Sendable {
  var label: Label?
  var id: UInt64?
  var position: Int?
  var count: Int?
  var section: Int?
  var from: Int?
  var fromSection: Int?
  var items: Int?
  var parent: Label?
  var level: Int?
  var target: Label?

  init(label: Label? = nil, id: UInt64? = nil) {
    self.label = label
    self.id = id
  }

  init(_ label: Label, _ p: IndexPath, _ count: Int, from: IndexPath? = nil) {
    self.label = label
    position = p.item + 1
    self.count = count
    section = p.section + 1
    self.from = from.map { $0.item + 1 }
    fromSection = from.map { $0.section + 1 }
  }

  func append(_ name: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) -> Bool {
    func number(_ n: Int?) -> Bool {
      guard let n else { return false }
      out.appendDecimal(UInt64(truncatingIfNeeded: max(n, 0)))
      return true
    }
    // A byte loop: the generic elementsEqual cost a few hundred
    // instructions a name, on every step's announcement.
    func named(_ s: StaticString) -> Bool {
      guard name.count == s.utf8CodeUnitCount else { return false }
      var p = s.utf8Start
      for byte in name {
        guard byte == p.pointee else { return false }
        p += 1
      }
      return true
    }
    func labelled(_ l: Label?) -> Bool {
      switch l {
      case .text(let s)?: out += s.utf8
      case .generated(let template, let id)?:
        Announcement(template: template, fill: Fill(id: id)).render(into: &out)
      case nil: return false
      }
      return true
    }
    if named("label") { return labelled(label) }
    if named("parent") { return labelled(parent) }
    if named("target") { return labelled(target) }
    if named("level") { return number(level) }
    if named("id") {
      guard let id else { return false }
      out.appendDecimal(id)
      return true
    }
    if named("position") { return number(position) }
    if named("to") { return from == nil ? false : number(position) }
    if named("count") { return number(count) }
    if named("section") { return number(section) }
    if named("from") { return number(from) }
    if named("fromSection") { return number(fromSection) }
    if named("items") { return number(items) }
    return false
  }
}

extension [UInt8] {
  /// `n` in decimal, without a String in between.
  fileprivate mutating func appendDecimal(_ n: UInt64) {
    let start = count
    var rest = n
    repeat {
      append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    // Least significant first so far: reversed in place (reversing a
    // slice would copy it).
    var (i, j) = (start, count - 1)
    while i < j {
      swapAt(i, j)
      (i, j) = (i + 1, j - 1)
    }
  }
}
