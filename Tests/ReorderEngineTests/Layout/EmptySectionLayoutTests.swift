import Testing

@testable import ReorderEngine

/// An empty section's drop zone (`emptySectionExtent`) in the layout:
/// section frames, content size and hit tests agree on it, and 0 keeps an
/// empty section to its header and footer.
@Suite struct EmptySectionLayoutTests {
  typealias Spec = LayoutSupport.SectionSpec

  /// [50, 50] [] [50, 50], the empty section with `header` and `footer`.
  static func specs(header: Double = 0, footer: Double = 0) -> [Spec] {
    [
      Spec(header: 0, footer: 0, sizes: [50, 50]), Spec(header: header, footer: footer, sizes: []),
      Spec(header: 0, footer: 0, sizes: [50, 50]),
    ]
  }

  static func slot(_ s: Int, _ i: Int) -> Hit { .slot(IndexPath(section: s, item: i)) }
  static func item(_ s: Int, _ i: Int) -> Hit { .item(IndexPath(section: s, item: i)) }

  @Test("List: the zone is 44 by default, in the frame, the content and the hit test")
  func listDefault() throws {
    #expect(ListConfig().emptySectionExtent == 44 && GridConfig().emptySectionExtent == 44)
    let order = try LayoutSupport.order(Self.specs())
    let layout = try LayoutSupport.layout(.list(ListConfig()), width: 320, order)
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 0, y: 100, width: 320, height: 44))
    #expect(try layout.frame(ofSection: 2, order) == Rect(x: 0, y: 144, width: 320, height: 100))
    #expect(
      try layout.frame(of: IndexPath(section: 2, item: 0), order)
        == Rect(x: 0, y: 144, width: 320, height: 50))
    #expect(layout.contentSize(order) == (320, 244))
    func at(_ x: Double, _ y: Double) -> Hit? { layout.hitTest(Point(x: x, y: y), order) }
    #expect(at(160, 99.9) == Self.item(0, 1))
    for (x, y) in [(160, 100), (0, 122), (319.9, 143.9), (-50, 130)] as [(Double, Double)] {
      #expect(at(x, y) == Self.slot(1, 0), "\(x), \(y)")
    }
    #expect(at(160, 144) == Self.item(2, 0))
  }

  @Test("List: the zone lies between the header and the footer, on either axis")
  func listHeaderFooter() throws {
    let order = try LayoutSupport.order(Self.specs(header: 10, footer: 6))
    let c = ListConfig(
      itemSpacing: 4, sectionSpacing: 8, insets: Insets(top: 2, left: 3, bottom: 5, right: 7),
      emptySectionExtent: 30)
    let vertical = try LayoutSupport.layout(.list(c), width: 320, order)
    // 2 | 50 + 4 + 50 | 8 | 10 + 30 + 6 | 8 | 104 | 5.
    #expect(try vertical.frame(ofSection: 1, order) == Rect(x: 3, y: 114, width: 310, height: 46))
    #expect(vertical.itemsStart(1, order) == 124)
    #expect(vertical.contentSize(order) == (320, 277))
    #expect(vertical.hitTest(Point(x: 100, y: 153.9), order) == Self.slot(1, 0))
    var h = c
    h.axis = .horizontal
    let horizontal = try LayoutSupport.layout(.list(h), width: 200, order)
    // 3 | 104 | 8 | 46 | 8 | 104 | 7, along x.
    #expect(
      try horizontal.frame(ofSection: 1, order) == Rect(x: 115, y: 2, width: 46, height: 193))
    #expect(horizontal.contentSize(order) == (280, 200))
    #expect(horizontal.hitTest(Point(x: 140, y: 100), order) == Self.slot(1, 0))
  }

  @Test("List: emptySectionExtent 0 gives an empty section no room, as before")
  func listWithoutZone() throws {
    let order = try LayoutSupport.order(Self.specs())
    let layout = try LayoutSupport.layout(
      .list(ListConfig(emptySectionExtent: 0)), width: 320, order)
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 0, y: 100, width: 320, height: 0))
    #expect(layout.contentSize(order) == (320, 200))
    #expect(layout.hitTest(Point(x: 160, y: 100), order) == Self.item(2, 0))
    #expect(layout.hitTest(Point(x: 160, y: 120), order) == Self.item(2, 0))
  }

  @Test("Grid: the zone spans the width between the section insets")
  func grid() throws {
    let order = try LayoutSupport.order(Self.specs(header: 12))
    let c = GridConfig(columns: 4, sectionInsets: Insets(top: 4, left: 8, bottom: 6, right: 8))
    let layout = try LayoutSupport.layout(.grid(c), width: 336, order)
    // Cells 80 square. 4 + 80 + 6 = 90 | 12 + 4 + 44 + 6 = 66 | 90.
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 0, y: 90, width: 336, height: 66))
    #expect(
      try layout.frame(of: IndexPath(section: 2, item: 1), order)
        == Rect(x: 88, y: 160, width: 80, height: 80))
    #expect(layout.contentSize(order) == (336, 246))
    for (x, y) in [(0, 90), (330, 106), (100, 149.9), (10, 155)] as [(Double, Double)] {
      #expect(layout.hitTest(Point(x: x, y: y), order) == Self.slot(1, 0), "\(x), \(y)")
    }
    #expect(layout.hitTest(Point(x: 100, y: 160), order) == Self.item(2, 1))

    let bare = try LayoutSupport.layout(
      .grid(GridConfig(columns: 4, emptySectionExtent: 0)), width: 320, order)
    #expect(try bare.frame(ofSection: 1, order) == Rect(x: 0, y: 80, width: 320, height: 12))
    #expect(bare.contentSize(order) == (320, 172))
    #expect(bare.hitTest(Point(x: 10, y: 95), order) == Self.item(2, 0))
  }

  /// The zone follows the section's count: it appears when the last item
  /// leaves and goes when one comes in, as a fresh layout places them.
  @Test("The engine gives a section its zone while it is empty, and only then")
  func followsTheCount() throws {
    for grid in [false, true] {
      var e =
        grid
        ? try RulesKit.grid([2, 1, 2], config: GridConfig(columns: 4))
        : try RulesKit.list([[50, 50], [30], [50, 50]])
      func agrees() throws {
        let fresh = try LayoutSupport.layout(e.layout.kind, width: e.layout.crossExtent, e.order)
        for s in 0..<3 {
          #expect(try e.frame(ofSection: s) == fresh.frame(ofSection: s, e.order), "grid \(grid)")
        }
        #expect(e.contentSize == fresh.contentSize(e.order))
      }
      let filled = try e.frame(ofSection: 1)
      try e.move(id: 3, to: IndexPath(section: 2, item: 0))
      let zone = try e.frame(ofSection: 1)
      #expect(zone.y == filled.y && zone.height == 44, "grid \(grid)")
      #expect(e.hitTest(Point(x: 10, y: zone.y + 20)) == Self.slot(1, 0))
      try agrees()
      try e.move(id: 3, to: IndexPath(section: 1, item: 0))
      #expect(try e.frame(ofSection: 1) == filled)
      try agrees()
    }
  }

  @Test("The extent is validated like the other extents")
  func validation() throws {
    var e = Engine()
    for v in OrderErrorTests.badSizes {
      RulesKit.expectError(.invalidArgument, "list \(v)") { () throws(ReorderError) in
        try e.setLayout(.list(ListConfig(emptySectionExtent: v)), crossExtent: 320)
      }
      RulesKit.expectError(.invalidArgument, "grid \(v)") { () throws(ReorderError) in
        try e.setLayout(.grid(GridConfig(emptySectionExtent: v)), crossExtent: 320)
      }
    }
    for v in [0, 0.5, maxExtent] {
      try e.setLayout(.list(ListConfig(emptySectionExtent: v)), crossExtent: 320)
      try e.setLayout(.grid(GridConfig(emptySectionExtent: v)), crossExtent: 320)
    }
  }
}
