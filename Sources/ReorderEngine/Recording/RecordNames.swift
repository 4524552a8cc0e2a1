/// The words a trace uses for enum values. One table per enum, read by both
/// the writer and the parser, so the two cannot drift apart.
protocol RecordName {
  var recordName: String { get }
  static var recordCases: [Self] { get }
}

extension RecordName {
  init?(recordName: Substring) {
    guard let c = Self.recordCases.first(where: { $0.recordName == recordName }) else {
      return nil
    }
    self = c
  }
}

extension LayoutDirection: RecordName {
  static let recordCases: [LayoutDirection] = [.leftToRight, .rightToLeft]
  var recordName: String {
    switch self {
    case .leftToRight: "ltr"
    case .rightToLeft: "rtl"
    }
  }
}

extension FlowAlignment: RecordName {
  static var recordCases: [FlowAlignment] { allCases }
  var recordName: String {
    switch self {
    case .start: "start"
    case .center: "center"
    case .justify: "justify"
    }
  }
}

extension Axis: RecordName {
  static let recordCases: [Axis] = [.vertical, .horizontal]
  var recordName: String {
    switch self {
    case .vertical: "vertical"
    case .horizontal: "horizontal"
    }
  }
}

extension ReorderRule: RecordName {
  static var recordCases: [ReorderRule] { allCases }
  var recordName: String {
    switch self {
    case .midpoint: "midpoint"
    case .edge: "edge"
    case .pointer: "pointer"
    case .center: "center"
    }
  }
}

extension MoveSemantics: RecordName {
  static let recordCases: [MoveSemantics] = [.shift, .exchange]
  var recordName: String {
    switch self {
    case .shift: "shift"
    case .exchange: "exchange"
    }
  }
}

extension GroupOrder: RecordName {
  static let recordCases: [GroupOrder] = [.selection, .layout]
  var recordName: String {
    switch self {
    case .selection: "selection"
    case .layout: "layout"
    }
  }
}

extension CommitMode: RecordName {
  static let recordCases: [CommitMode] = [.live, .onDrop]
  var recordName: String {
    switch self {
    case .live: "live"
    case .onDrop: "on-drop"
    }
  }
}

extension AutoScrollCurve: RecordName {
  static let recordCases: [AutoScrollCurve] = [.linear, .ramped, .eased]
  var recordName: String {
    switch self {
    case .linear: "linear"
    case .ramped: "ramped"
    case .eased: "eased"
    }
  }
}

extension SectionRules.Displacement: RecordName {
  static let recordCases: [SectionRules.Displacement] = [.vacatedSlot, .sourceStart, .sourceEnd]
  var recordName: String {
    switch self {
    case .vacatedSlot: "vacated-slot"
    case .sourceStart: "source-start"
    case .sourceEnd: "source-end"
    }
  }
}

extension Easing: RecordName {
  static let recordCases: [Easing] = [.linear, .easeOut, .easeInOut]
  var recordName: String {
    switch self {
    case .linear: "linear"
    case .easeOut: "ease-out"
    case .easeInOut: "ease-in-out"
    }
  }
}

extension Announcements.Template: RecordName {
  static var recordCases: [Announcements.Template] { allCases }
  var recordName: String {
    switch self {
    case .instructions: "instructions"
    case .pickUp: "pick-up"
    case .moved: "moved"
    case .movedToSection: "moved-to-section"
    case .drop: "drop"
    case .dropToSection: "drop-to-section"
    case .dropUnmoved: "drop-unmoved"
    case .cancel: "cancel"
    case .refused: "refused"
    case .defaultLabel: "default-label"
    case .groupPickUp: "group-pick-up"
    case .groupMoved: "group-moved"
    case .groupMovedToSection: "group-moved-to-section"
    case .groupDrop: "group-drop"
    case .groupCancel: "group-cancel"
    case .dropTransferred: "drop-transferred"
    case .outlineMoved: "outline-moved"
    case .outlineMovedTop: "outline-moved-top"
    case .outlineDrop: "outline-drop"
    case .outlineDropTop: "outline-drop-top"
    case .combineReady: "combine-ready"
    case .combined: "combined"
    case .intoReady: "into-ready"
    }
  }
}

extension Bool: RecordName {
  static let recordCases = [false, true]
  var recordName: String { self ? "true" : "false" }
}
