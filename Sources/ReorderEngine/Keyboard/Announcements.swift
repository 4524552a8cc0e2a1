/// Screen-reader texts for a keyboard (or pointer) drag, as templates the
/// host may replace to localize them. Placeholders: `{label}`, `{position}`
/// (1-based), `{count}` (items in that section), `{section}` (1-based),
/// `{from}` / `{to}` (1-based positions) and `{fromSection}`; `{id}` in
/// `defaultLabel`. Unknown placeholders are left as written.
///
/// The English defaults follow dnd-kit's sortable announcements (label,
/// "position p of n") and react-beautiful-dnd's (lift instructions, the
/// whole move from → to at drop, the start position on cancel), positions
/// never indices.
public struct Announcements: Equatable, Sendable {
  /// Read when an item gets focus (rbd's drag handle description).
  public var instructions =
    "{label}. To pick it up, press space or enter. While dragging, use the arrow keys to move it, "
    + "home or end to move it to the start or end of its section, space or enter to drop it, "
    + "and escape to cancel."
  public var pickUp =
    "Picked up {label}. It is in position {position} of {count} in section {section}."
  /// A move within the section.
  public var moved = "{label} was moved to position {position} of {count}."
  /// A move that entered another section.
  public var movedToSection =
    "{label} was moved into section {section}, position {position} of {count}."
  public var drop =
    "{label} was dropped. It moved from position {from} to position {to} of {count}."
  /// A drop into another section than the one it was picked up in.
  public var dropToSection =
    "{label} was dropped into section {section}, position {position} of {count}. "
    + "It came from position {from} in section {fromSection}."
  /// A drop where it was picked up.
  public var dropUnmoved =
    "{label} was dropped. It is back in its starting position {position} of {count}."
  public var cancel =
    "Moving {label} was cancelled. It returned to position {position} of {count} "
    + "in section {section}."
  /// The rules (locked section, pinned item, host hook) refused the step.
  public var refused =
    "{label} cannot move there. It stays in position {position} of {count} in section {section}."
  /// The label of an item the host gave none.
  public var defaultLabel = "item {id}"

  /// Longest template accepted, in characters and in UTF-8 bytes: a guard
  /// against a host passing a buffer by mistake, far above any real
  /// sentence. Bytes too, because a character may hold any number of
  /// combining marks: every announcement copies the template.
  public static let maxTemplateLength = 1000
  public static let maxTemplateBytes = 4096

  public init() {}

  /// Every template by name: the one list that validation and recording
  /// read, so a template added here is checked and recorded too.
  public enum Template: CaseIterable, Sendable {
    case instructions, pickUp, moved, movedToSection, drop, dropToSection, dropUnmoved, cancel
    case refused, defaultLabel
  }

  public subscript(template: Template) -> String {
    get { self[keyPath: Self.keyPath(template)] }
    set { self[keyPath: Self.keyPath(template)] = newValue }
  }

  private static func keyPath(_ t: Template) -> WritableKeyPath<Announcements, String> {
    switch t {
    case .instructions: \.instructions
    case .pickUp: \.pickUp
    case .moved: \.moved
    case .movedToSection: \.movedToSection
    case .drop: \.drop
    case .dropToSection: \.dropToSection
    case .dropUnmoved: \.dropUnmoved
    case .cancel: \.cancel
    case .refused: \.refused
    case .defaultLabel: \.defaultLabel
    }
  }

  /// Checks every template's length.
  public func validate() throws(ReorderError) {
    // Bytes first: counting characters walks the text.
    for name in Template.allCases where self[name].utf8.count > Announcements.maxTemplateBytes {
      throw ReorderError(
        .invalidArgument,
        "template \(name) has \(self[name].utf8.count) bytes, more than "
          + "\(Announcements.maxTemplateBytes)")
    }
    for name in Template.allCases where self[name].count > Announcements.maxTemplateLength {
      throw ReorderError(
        .invalidArgument,
        "template \(name) has \(self[name].count) characters, more than "
          + "\(Announcements.maxTemplateLength)")
    }
    // Texts reach C hosts as NUL-terminated strings.
    for name in Template.allCases where self[name].utf8.contains(0) {
      throw ReorderError(.invalidArgument, "template \(name) contains a NUL character")
    }
  }

  // MARK: texts

  /// The host's label for `id`, else `defaultLabel`.
  public func label(for id: UInt64, in labels: [UInt64: String]) -> String {
    labels[id] ?? render(defaultLabel, Fill(id: id))
  }

  public func instructions(label: String) -> String {
    render(instructions, Fill(label: label))
  }

  public func pickUp(label: String, at p: IndexPath, count: Int) -> String {
    render(pickUp, Fill(label, p, count))
  }

  /// After one step; `from` is where the step started.
  public func moved(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    render(from.section == to.section ? moved : movedToSection, Fill(label, to, count, from: from))
  }

  /// The whole drag, from where it was picked up to where it was dropped.
  public func drop(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    let t = from == to ? dropUnmoved : from.section == to.section ? drop : dropToSection
    return render(t, Fill(label, to, count, from: from))
  }

  /// `at` is where the item returned to (where it was picked up).
  public func cancel(label: String, at p: IndexPath, count: Int) -> String {
    render(cancel, Fill(label, p, count))
  }

  /// `at` is where the item stays.
  public func refused(label: String, at p: IndexPath, count: Int) -> String {
    render(refused, Fill(label, p, count))
  }

  /// Replaces each `{name}` whose name is in `values`; anything else,
  /// including an unclosed brace, stays as written. Substituted text is not
  /// scanned again, so a label such as "{count}" is read literally. O(n).
  public func render(_ template: String, values: [String: String]) -> String {
    Self.render(template) { name, out in
      guard let v = values[String(decoding: name, as: UTF8.self)] else { return false }
      out += v.utf8
      return true
    }
  }

  /// Every announcement of a step is rendered, read or not, so this is on
  /// the drag's hot path: bytes in, bytes out, numbers written in place.
  private func render(_ template: String, _ fill: Fill) -> String {
    Self.render(template) { name, out in fill.append(name, to: &out) }
  }

  /// The scanner: `{name}` runs to the next brace (a `{` first means this
  /// one is literal); `substitute` appends the value of a name it knows.
  private static func render(
    _ template: String, _ substitute: (ArraySlice<UInt8>, inout [UInt8]) -> Bool
  ) -> String {
    let t = Array(template.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(t.count + 64)
    var i = 0
    while i < t.count {
      if t[i] == UInt8(ascii: "{"),
        let close = t[(i + 1)...].firstIndex(where: {
          $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "{")
        }),
        t[close] == UInt8(ascii: "}"), substitute(t[(i + 1)..<close], &out)
      {
        i = close + 1
      } else {
        out.append(t[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// The values a template of this file may name (1-based positions); a name
/// without a value stays as written.
private struct Fill {
  var label: String?
  var id: UInt64?
  var position: Int?
  var count: Int?
  var section: Int?
  var from: Int?
  var fromSection: Int?

  init(label: String? = nil, id: UInt64? = nil) {
    self.label = label
    self.id = id
  }

  init(_ label: String, _ p: IndexPath, _ count: Int, from: IndexPath? = nil) {
    self.label = label
    position = p.item + 1
    self.count = count
    section = p.section + 1
    self.from = from.map { $0.item + 1 }
    fromSection = from.map { $0.section + 1 }
  }

  func append(_ name: ArraySlice<UInt8>, to out: inout [UInt8]) -> Bool {
    func number(_ n: Int?) -> Bool {
      guard let n else { return false }
      out.appendDecimal(UInt64(truncatingIfNeeded: max(n, 0)))
      return true
    }
    switch String(decoding: name, as: UTF8.self) {
    case "label":
      guard let label else { return false }
      out += label.utf8
      return true
    case "id":
      guard let id else { return false }
      out.appendDecimal(id)
      return true
    case "position": return number(position)
    case "to": return from == nil ? false : number(position)
    case "count": return number(count)
    case "section": return number(section)
    case "from": return number(from)
    case "fromSection": return number(fromSection)
    default: return false
    }
  }
}

extension [UInt8] {
  /// `n` in decimal, without a String in between.
  fileprivate mutating func appendDecimal(_ n: UInt64) {
    var digits: (UInt64, Int) = (n, 0)
    repeat {
      append(UInt8(ascii: "0") + UInt8(digits.0 % 10))
      digits = (digits.0 / 10, digits.1 + 1)
    } while digits.0 > 0
    self[(count - digits.1)...].reverse()
  }
}
