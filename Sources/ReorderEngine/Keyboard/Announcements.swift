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
    labels[id] ?? render(defaultLabel, values: ["id": "\(id)"])
  }

  public func instructions(label: String) -> String {
    render(instructions, values: ["label": label])
  }

  public func pickUp(label: String, at p: IndexPath, count: Int) -> String {
    render(pickUp, values: values(label, p, count))
  }

  /// After one step; `from` is where the step started.
  public func moved(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    var v = values(label, to, count)
    v["from"] = "\(from.item + 1)"
    v["to"] = v["position"]
    v["fromSection"] = "\(from.section + 1)"
    return render(from.section == to.section ? moved : movedToSection, values: v)
  }

  /// The whole drag, from where it was picked up to where it was dropped.
  public func drop(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    var v = values(label, to, count)
    v["from"] = "\(from.item + 1)"
    v["to"] = v["position"]
    v["fromSection"] = "\(from.section + 1)"
    let t = from == to ? dropUnmoved : from.section == to.section ? drop : dropToSection
    return render(t, values: v)
  }

  /// `at` is where the item returned to (where it was picked up).
  public func cancel(label: String, at p: IndexPath, count: Int) -> String {
    render(cancel, values: values(label, p, count))
  }

  /// `at` is where the item stays.
  public func refused(label: String, at p: IndexPath, count: Int) -> String {
    render(refused, values: values(label, p, count))
  }

  private func values(_ label: String, _ p: IndexPath, _ count: Int) -> [String: String] {
    [
      "label": label, "position": "\(p.item + 1)", "count": "\(count)",
      "section": "\(p.section + 1)",
    ]
  }

  /// Replaces each `{name}` whose name is in `values`; anything else,
  /// including an unclosed brace, stays as written. Substituted text is not
  /// scanned again, so a label such as "{count}" is read literally. O(n).
  public func render(_ template: String, values: [String: String]) -> String {
    var out = ""
    var i = template.startIndex
    while i < template.endIndex {
      let c = template[i]
      let next = template.index(after: i)
      // The name runs to the next brace; a `{` first means this one is literal.
      if c == "{", let close = template[next...].firstIndex(where: { $0 == "}" || $0 == "{" }),
        template[close] == "}", let value = values[String(template[next..<close])]
      {
        out += value
        i = template.index(after: close)
      } else {
        out.append(c)
        i = next
      }
    }
    return out
  }
}
