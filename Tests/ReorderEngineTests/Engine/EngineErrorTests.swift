import Testing

@testable import ReorderEngine

/// Every error the Engine façade reports: the right code, a message, and
/// nothing changed (order, layout, history).
@Suite("Engine: error paths")
struct EngineErrorTests {
  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  static func engine() throws -> Engine {
    var e = try RulesKit.list([[30, 40, 50], [60, 70]], spacing: 2, header: 10)
    try e.move(id: 1, to: ip(1, 0))
    try e.undo()
    return e
  }

  /// Everything a host can observe.
  struct State: Equatable {
    var order: [[UInt64]]
    var frames: [Rect]
    var width: Double
    var height: Double
    var canUndo: Bool
    var canRedo: Bool
    var rules: [SectionRules]

    init(_ e: Engine) {
      order = RulesKit.snapshot(e)
      frames = order.flatMap { $0 }.compactMap { try? e.frame(ofID: $0) }
      (width, height) = e.contentSize
      canUndo = e.canUndo
      canRedo = e.canRedo
      rules = (0..<e.order.sectionCount).compactMap { try? e.order.sectionRules($0) }
    }
  }

  /// Expects `body` to throw `code` and to leave the engine as it was.
  static func expect(
    _ code: ReorderError.Code, _ e: inout Engine, _ what: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout Engine) throws(ReorderError) -> Void
  ) {
    let before = State(e)
    RulesKit.expectError(code, what, sourceLocation: sourceLocation) { () throws(ReorderError) in
      try body(&e)
    }
    #expect(
      State(e) == before, "changed by a failed call. \(what ?? "")", sourceLocation: sourceLocation)
  }

  @Test("Moves: unknown ids and out-of-range index paths, negative ones too")
  func moves() throws {
    var e = try Self.engine()
    Self.expect(.unknownID, &e) { e throws(ReorderError) in try e.move(id: 99, to: Self.ip(0, 0)) }
    for to in [
      Self.ip(0, -1), Self.ip(0, 3), Self.ip(1, 3), Self.ip(1, -1), Self.ip(-1, 0), Self.ip(2, 0),
      Self.ip(Int.min, 0), Self.ip(0, Int.max),
    ] {
      Self.expect(.outOfRange, &e, "to \(to)") { e throws(ReorderError) in try e.move(id: 1, to: to)
      }
    }
    for from in [Self.ip(0, 3), Self.ip(0, -1), Self.ip(2, 0), Self.ip(-1, 0)] {
      Self.expect(.outOfRange, &e, "from \(from)") { e throws(ReorderError) in
        try e.move(from: from, to: Self.ip(0, 0))
      }
    }
    // The last valid slots work: the end of the same section, past the end
    // of another.
    try e.move(id: 1, to: Self.ip(0, 2))
    try e.move(id: 1, to: Self.ip(1, 2))
    #expect(RulesKit.snapshot(e) == [[2, 3], [4, 5, 1]])
  }

  @Test("Drags: unknown ids and geometry that is not finite")
  func drags() throws {
    var e = try Self.engine()
    let frame = try e.frame(ofID: 2)
    let fine = DragGeometry(rect: frame, pointer: Point(x: 1, y: 1))
    Self.expect(.unknownID, &e) { e throws(ReorderError) in _ = try e.dragStep(id: 99, at: fine) }
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in
      try e.proposedSlot(for: 99, at: fine)
    }
    for bad in [Double.nan, .infinity, -.infinity] {
      let geometries = [
        DragGeometry(rect: Rect(x: bad, y: 0, width: 10, height: 10), pointer: Point(x: 1, y: 1)),
        DragGeometry(rect: Rect(x: 0, y: bad, width: 10, height: 10), pointer: Point(x: 1, y: 1)),
        DragGeometry(rect: Rect(x: 0, y: 0, width: bad, height: 10), pointer: Point(x: 1, y: 1)),
        DragGeometry(rect: Rect(x: 0, y: 0, width: 10, height: bad), pointer: Point(x: 1, y: 1)),
        DragGeometry(rect: frame, pointer: Point(x: bad, y: 1)),
        DragGeometry(rect: frame, pointer: Point(x: 1, y: bad)),
      ]
      for g in geometries {
        Self.expect(.invalidArgument, &e, "\(g)") { e throws(ReorderError) in
          _ = try e.dragStep(id: 2, at: g)
        }
        RulesKit.expectError(.invalidArgument) { () throws(ReorderError) in
          try e.proposedSlot(for: 2, at: g)
        }
      }
    }
    // Huge but finite geometry is fine: the item goes to an end.
    let far = DragGeometry(rect: frame.offsetBy(dx: 0, dy: 1e300), pointer: Point(x: 0, y: 1e300))
    #expect(try e.dragStep(id: 2, at: far).last?.to == Self.ip(1, 2))
    let near = DragGeometry(
      rect: frame.offsetBy(dx: 0, dy: -1e300), pointer: Point(x: 0, y: -1e300))
    #expect(try e.dragStep(id: 2, at: near).last?.to == Self.ip(0, 0))
  }

  @Test("Extreme finite geometry never traps, for every rule and layout")
  func extremeGeometry() throws {
    let m = Double.greatestFiniteMagnitude
    let rects = [
      Rect(x: m, y: m, width: m, height: m), Rect(x: -m, y: -m, width: m, height: m),
      Rect(x: 0, y: m, width: 0, height: 0), Rect(x: -m, y: 0, width: m, height: 0),
    ]
    for rule in ReorderRule.allCases {
      for semantics in [MoveSemantics.shift, .exchange] {
        let policy = Policy(rule: rule, semantics: semantics)
        for var e in [
          try RulesKit.list([[30, 0, 50], [], [60]], spacing: 3, header: 5, policy: policy),
          try RulesKit.list([[30, 0, 50], [60]], axis: .horizontal, policy: policy),
          try RulesKit.grid(
            [5, 0, 3], config: GridConfig(columns: 2, itemSpacing: 4), policy: policy),
        ] {
          let ids = RulesKit.snapshot(e).flatMap { $0 }
          for r in rects {
            for p in [Point(x: m, y: -m), Point(x: 0, y: 0)] {
              _ = try e.dragStep(id: 1, at: DragGeometry(rect: r, pointer: p))
              #expect(RulesKit.snapshot(e).flatMap { $0 }.sorted() == ids)
            }
          }
        }
      }
    }
  }

  @Test("Undo and redo with empty stacks, and with a stale history")
  func history() throws {
    var e = try Self.engine()
    Self.expect(.wrongState, &e) { e throws(ReorderError) in try e.undo() }
    try e.redo()
    Self.expect(.wrongState, &e) { e throws(ReorderError) in try e.redo() }
    try e.removeItem(id: 1)
    Self.expect(.wrongState, &e) { e throws(ReorderError) in try e.undo() }
  }

  @Test("Sections: out of range, extents that are not valid, rules that are not valid")
  func sections() throws {
    var e = try Self.engine()
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in try e.insertSection(at: 3) }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in try e.insertSection(at: -1) }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.insertSection(at: 0, header: .nan)
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.insertSection(at: 0, footer: -1)
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.insertSection(at: 0, rules: SectionRules(minimumCount: -1))
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in _ = try e.removeSection(at: 2) }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in _ = try e.removeSection(at: -1) }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.setSectionExtents(2, header: 0, footer: 0)
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.setSectionExtents(0, header: .infinity, footer: 0)
    }
    for bad in [
      SectionRules(minimumCount: -1), SectionRules(capacity: 0), SectionRules(capacity: -3),
    ] {
      Self.expect(.invalidArgument, &e, "\(bad)") { e throws(ReorderError) in
        try e.setSectionRules(0, bad)
      }
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.setSectionRules(2, SectionRules())
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.setSectionRules(-1, SectionRules())
    }
  }

  @Test("Items: duplicate and unknown ids, sizes and flags that are not valid")
  func items() throws {
    var e = try Self.engine()
    Self.expect(.duplicateID, &e) { e throws(ReorderError) in
      try e.insertItem(id: 3, size: 10, at: Self.ip(0, 0))
    }
    for size in [-1, Double.nan, .infinity] {
      Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
        try e.insertItem(id: 9, size: size, at: Self.ip(0, 0))
      }
      Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
        try e.resizeItem(id: 1, size: size)
      }
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.insertItem(id: 9, size: 1, at: Self.ip(0, 4))
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.insertItem(id: 9, size: 1, at: Self.ip(5, 0))
    }
    Self.expect(.unknownID, &e) { e throws(ReorderError) in _ = try e.removeItem(id: 9) }
    Self.expect(.unknownID, &e) { e throws(ReorderError) in try e.resizeItem(id: 9, size: 1) }
    Self.expect(.unknownID, &e) { e throws(ReorderError) in try e.setFlags(id: 9, []) }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.setFlags(id: 1, ItemFlags(rawValue: 0x80))
    }
    Self.expect(.duplicateID, &e) { e throws(ReorderError) in
      try e.loadSection(1, ids: [7, 8, 1], sizes: [1, 2, 3])
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.loadSection(1, ids: [7, 8], sizes: [1])
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.loadSection(1, ids: [7, 8], sizes: [1, .nan])
    }
    Self.expect(.outOfRange, &e) { e throws(ReorderError) in
      try e.loadSection(2, ids: [7], sizes: [1])
    }
  }

  @Test("Geometry queries and the layout: unknown ids, bad index paths, bad configurations")
  func geometry() throws {
    var e = try Self.engine()
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in try e.frame(ofID: 99) }
    RulesKit.expectError(.outOfRange) { () throws(ReorderError) in try e.frame(of: Self.ip(0, 3)) }
    RulesKit.expectError(.outOfRange) { () throws(ReorderError) in try e.frame(of: Self.ip(-1, 0)) }
    #expect(e.hitTest(Point(x: .nan, y: 0)) == nil)
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.setLayout(.list(ListConfig(itemSpacing: -1)), crossExtent: 100)
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.setLayout(.list(ListConfig()), crossExtent: .nan)
    }
    Self.expect(.invalidArgument, &e) { e throws(ReorderError) in
      try e.setLayout(.grid(GridConfig(columns: -1)), crossExtent: 100)
    }
  }
}
