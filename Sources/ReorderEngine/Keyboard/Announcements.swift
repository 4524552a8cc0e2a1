/// Screen-reader texts for a keyboard (or pointer) drag, as templates the
/// host may replace to localize them. Placeholders: `{label}`, `{position}`
/// (1-based), `{count}` (items in that section), `{section}` (1-based),
/// `{from}` / `{to}` (1-based positions) and `{fromSection}`; `{id}` in
/// `defaultLabel`; `{items}` in the group templates, how many items the
/// group holds (whose position is its first's); `{parent}` and `{level}`
/// (1 at the top) in the outline templates, whose positions and counts are
/// among siblings; `{target}` in the combine templates. Unknown
/// placeholders are left as written.
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
  /// A selection lifted with `{label}` as one group (multi-item drag).
  public var groupPickUp =
    "Picked up {items} items with {label}. They start at position {position} of {count} "
    + "in section {section}."
  public var groupMoved = "{items} items moved to position {position} of {count}."
  public var groupMovedToSection =
    "{items} items moved into section {section}, position {position} of {count}."
  public var groupDrop =
    "{items} items dropped. They start at position {position} of {count} in section {section}."
  public var groupCancel =
    "Moving {items} items was cancelled. They returned to where they were."
  /// A drop in another engine of a transfer group than the one it was
  /// picked up in: its old position was another list's.
  public var dropTransferred =
    "{label} was dropped into this list, position {position} of {count} in section {section}."
  /// Outlines: a step under a parent (`{parent}` its label, `{level}` the
  /// item's level, 1 at the top), positions among its siblings.
  public var outlineMoved =
    "{label} was moved into {parent}, position {position} of {count}, level {level}."
  /// Outlines: a step to the top level.
  public var outlineMovedTop = "{label} was moved to the top level, position {position} of {count}."
  public var outlineDrop =
    "{label} was dropped into {parent}, position {position} of {count}, level {level}."
  public var outlineDropTop =
    "{label} was dropped at the top level, position {position} of {count}."
  /// Combining (`Policy.combine`): the lifted item is held over `{target}`
  /// long enough to combine with it on drop.
  public var combineReady = "{label} is over {target}. Drop to combine them."
  /// Outlines: the lifted item is over `{target}`, a row it would go into.
  public var intoReady = "{label} is over {target}. Drop to put it inside."
  public var combined = "{label} was combined with {target}."

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
    case groupPickUp, groupMoved, groupMovedToSection, groupDrop, groupCancel
    case dropTransferred
    case outlineMoved, outlineMovedTop, outlineDrop, outlineDropTop, combineReady, combined
    case intoReady
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
    case .groupPickUp: \.groupPickUp
    case .groupMoved: \.groupMoved
    case .groupMovedToSection: \.groupMovedToSection
    case .groupDrop: \.groupDrop
    case .groupCancel: \.groupCancel
    case .dropTransferred: \.dropTransferred
    case .outlineMoved: \.outlineMoved
    case .outlineMovedTop: \.outlineMovedTop
    case .outlineDrop: \.outlineDrop
    case .outlineDropTop: \.outlineDropTop
    case .combineReady: \.combineReady
    case .combined: \.combined
    case .intoReady: \.intoReady
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

  /// The host's label for `id`, else `defaultLabel` filled with the id.
  public func label(for id: UInt64, in labels: [UInt64: String]) -> String {
    label(id, labels).rendered
  }

  func label(_ id: UInt64, _ labels: [UInt64: String]) -> Label {
    labels[id].map(Label.text) ?? .generated(template: defaultLabel, id: id)
  }

  public func instructions(label: String) -> String {
    Announcement(template: instructions, fill: Fill(label: .text(label))).text
  }

  public func pickUp(label: String, at p: IndexPath, count: Int) -> String {
    pickUp(.text(label), at: p, count: count).text
  }

  /// After one step; `from` is where the step started.
  public func moved(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    moved(.text(label), from: from, to: to, count: count).text
  }

  /// The whole drag, from where it was picked up to where it was dropped.
  public func drop(label: String, from: IndexPath, to: IndexPath, count: Int) -> String {
    drop(.text(label), from: from, to: to, count: count).text
  }

  /// `at` is where the item returned to (where it was picked up).
  public func cancel(label: String, at p: IndexPath, count: Int) -> String {
    cancel(.text(label), at: p, count: count).text
  }

  /// `at` is where the item stays.
  public func refused(label: String, at p: IndexPath, count: Int) -> String {
    refused(.text(label), at: p, count: count).text
  }

  // The engine's forms: the announcement unrendered (see `Announcement`).

  func pickUp(_ label: Label, at p: IndexPath, count: Int) -> Announcement {
    Announcement(template: pickUp, fill: Fill(label, p, count))
  }

  func moved(_ label: Label, from: IndexPath, to: IndexPath, count: Int) -> Announcement {
    Announcement(
      template: from.section == to.section ? moved : movedToSection,
      fill: Fill(label, to, count, from: from))
  }

  func drop(_ label: Label, from: IndexPath, to: IndexPath, count: Int) -> Announcement {
    let t = from == to ? dropUnmoved : from.section == to.section ? drop : dropToSection
    return Announcement(template: t, fill: Fill(label, to, count, from: from))
  }

  /// A group's texts: `p` is where its first item is, `items` its size.
  func group(
    _ t: Template, _ label: Label, items: Int, at p: IndexPath, count: Int, from: IndexPath? = nil
  ) -> Announcement {
    var fill = Fill(label, p, count, from: from)
    fill.items = items
    let template =
      t == .groupMoved && from.map({ $0.section != p.section }) == true
      ? groupMovedToSection : self[t]
    return Announcement(template: template, fill: fill)
  }

  func dropTransferred(_ label: Label, at p: IndexPath, count: Int) -> Announcement {
    Announcement(template: dropTransferred, fill: Fill(label, p, count))
  }

  func cancel(_ label: Label, at p: IndexPath, count: Int) -> Announcement {
    Announcement(template: cancel, fill: Fill(label, p, count))
  }

  func refused(_ label: Label, at p: IndexPath, count: Int) -> Announcement {
    Announcement(template: refused, fill: Fill(label, p, count))
  }

  /// Where an item is in an outline, after a step or a drop: under
  /// `parent` (nil: the top level), at `position` of `siblings`, `depth`
  /// levels deep.
  func outline(
    _ label: Label, parent: Label?, position: Int, siblings: Int, depth: Int, dropped: Bool
  ) -> Announcement {
    var fill = Fill(label, IndexPath(section: 0, item: position), siblings)
    fill.section = nil
    fill.parent = parent
    fill.level = depth + 1
    let t: Template =
      parent == nil
      ? (dropped ? .outlineDropTop : .outlineMovedTop) : (dropped ? .outlineDrop : .outlineMoved)
    return Announcement(template: self[t], fill: fill)
  }

  func combine(_ t: Template, _ label: Label, target: Label) -> Announcement {
    var fill = Fill(label: label)
    fill.target = target
    return Announcement(template: self[t], fill: fill)
  }

  /// Replaces each `{name}` whose name is in `values`; anything else,
  /// including an unclosed brace, stays as written. Substituted text is not
  /// scanned again, so a label such as "{count}" is read literally. O(n).
  public func render(_ template: String, values: [String: String]) -> String {
    var out: [UInt8] = []
    Announcement.render(template, into: &out) { name, out in
      guard let v = values[String(decoding: name, as: UTF8.self)] else { return false }
      out += v.utf8
      return true
    }
    return String(decoding: out, as: UTF8.self)
  }
}
