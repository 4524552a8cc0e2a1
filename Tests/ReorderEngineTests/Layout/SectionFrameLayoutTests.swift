import Testing

@testable import ReorderEngine

/// Section frames in the layout: from the start of the header to the end of
/// the footer along the main axis (grids: section insets inside), the
/// items' band across; list insets and section spacing outside.
@Suite struct SectionFrameLayoutTests {
  typealias Spec = LayoutSupport.SectionSpec

  /// Main-axis spans from the brute-force placements: a section ends where
  /// the next one starts less the section spacing, the last one where the
  /// content ends less the trailing inset.
  static func spans(starts: [Double], content: Double, spacing: Double, trailing: Double)
    -> [(start: Double, end: Double)]
  {
    starts.indices.map { s in
      let end = s + 1 < starts.count ? starts[s + 1] - spacing : content - trailing
      return (starts[s], end)
    }
  }

  @Test("Vertical list: header on top, insets and section spacing outside")
  func verticalList() throws {
    let specs = [
      Spec(header: 30, footer: 12, sizes: [40, 50]),
      Spec(header: 20, footer: 0, sizes: []),
      Spec(header: 0, footer: 8, sizes: [10, 20, 30]),
    ]
    let c = ListConfig(
      itemSpacing: 4, sectionSpacing: 16, insets: Insets(top: 7, left: 11, bottom: 5, right: 13))
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.list(c), width: 320, order)
    // By hand: 7 (top inset) | 30 + 40 + 4 + 50 + 12 = 136 | 16 | 20 + 44 (the empty
    // section's drop zone) | 16 | 0 + 10+4+20+4+30 + 8.
    #expect(try layout.frame(ofSection: 0, order) == Rect(x: 11, y: 7, width: 296, height: 136))
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 11, y: 159, width: 296, height: 64))
    #expect(try layout.frame(ofSection: 2, order) == Rect(x: 11, y: 239, width: 296, height: 76))
    // The header is the top `header` units: the first item starts below it.
    let first = try layout.frame(of: IndexPath(section: 0, item: 0), order)
    #expect(first.y == 7 + 30 && first.x == 11 && first.width == 296)
    // The last item and the footer end the frame.
    let last = try layout.frame(of: IndexPath(section: 2, item: 2), order)
    #expect(last.maxY + 8 == 239 + 76)
    #expect(layout.contentExtent(order) == 239 + 76 + 5)
  }

  @Test("Horizontal list: header leading along x, items' band across")
  func horizontalList() throws {
    let specs = [
      Spec(header: 25, footer: 5, sizes: [40, 60]),
      Spec(header: 15, footer: 10, sizes: [30]),
    ]
    let c = ListConfig(
      axis: .horizontal, itemSpacing: 2, sectionSpacing: 9,
      insets: Insets(top: 3, left: 6, bottom: 4, right: 8))
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.list(c), width: 100, order)
    #expect(try layout.frame(ofSection: 0, order) == Rect(x: 6, y: 3, width: 132, height: 93))
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 147, y: 3, width: 55, height: 93))
    let first = try layout.frame(of: IndexPath(section: 1, item: 0), order)
    #expect(first.x == 147 + 15 && first.y == 3 && first.height == 93)
  }

  @Test("Grid: section insets and line spacing inside, full cross extent")
  func grid() throws {
    let specs = [
      Spec(header: 24, footer: 6, sizes: Array(repeating: 1, count: 5)),
      Spec(header: 18, footer: 0, sizes: []),
      Spec(header: 0, footer: 0, sizes: [1]),
    ]
    let c = GridConfig(
      columns: 3, cellHeight: 50, itemSpacing: 10, lineSpacing: 8, sectionSpacing: 20,
      sectionInsets: Insets(top: 4, left: 10, bottom: 12, right: 10))
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.grid(c), width: 320, order)
    // 24 + 4 + (50 + 8 + 50) + 12 + 6 = 154; then 20; 18 + 4 + 44 (the drop
    // zone) + 12 = 78; 20; 4 + 50 + 12.
    #expect(try layout.frame(ofSection: 0, order) == Rect(x: 0, y: 0, width: 320, height: 154))
    #expect(try layout.frame(ofSection: 1, order) == Rect(x: 0, y: 174, width: 320, height: 78))
    #expect(try layout.frame(ofSection: 2, order) == Rect(x: 0, y: 272, width: 320, height: 66))
    let cell = try layout.frame(of: IndexPath(section: 2, item: 0), order)
    #expect(cell.y == 272 + 4 && cell.x == 10)
    #expect(layout.contentExtent(order) == 272 + 66)
  }

  @Test("Random lists, both axes, agree with the brute-force placement")
  func randomLists() throws {
    var rng = SeededRNG(seed: 0x5EC7)
    for round in 0..<60 {
      let specs = LayoutSupport.randomSpecs(&rng, sections: 1 + round % 7, maxItems: 6, exact: true)
      let axis: Axis = round % 2 == 0 ? .vertical : .horizontal
      let c = ListConfig(
        axis: axis, itemSpacing: Double(round % 3), sectionSpacing: Double(round % 5) * 2.5,
        insets: Insets(top: 1.5, left: 2.25, bottom: 3, right: 4),
        emptySectionExtent: Double(round % 3) * 22)
      let order = try LayoutSupport.order(specs)
      let layout = try LayoutSupport.layout(.list(c), width: 200, order)
      let brute = ListLayoutTests.BruteList(specs, c, width: 200)
      let trailing = axis == .vertical ? c.insets.bottom : c.insets.right
      let spans = Self.spans(
        starts: brute.sectionStarts, content: brute.content, spacing: c.sectionSpacing,
        trailing: trailing)
      for (s, span) in spans.enumerated() {
        let want =
          axis == .vertical
          ? Rect(
            x: brute.crossStart, y: span.start, width: brute.crossExtent,
            height: span.end - span.start)
          : Rect(
            x: span.start, y: brute.crossStart, width: span.end - span.start,
            height: brute.crossExtent)
        #expect(try layout.frame(ofSection: s, order) == want, "round \(round) section \(s)")
        // Every item of the section lies inside it, after its header.
        for item in brute.frames[s] {
          let main = axis == .vertical ? item.y : item.x
          #expect(main >= span.start + specs[s].header && main <= span.end - specs[s].footer)
        }
      }
    }
  }

  @Test("Random grids agree with the brute-force placement")
  func randomGrids() throws {
    var rng = SeededRNG(seed: 0x6A1D)
    for round in 0..<40 {
      let specs = LayoutSupport.randomSpecs(&rng, sections: 1 + round % 6, maxItems: 9, exact: true)
      let c = GridConfig(
        columns: 1 + round % 4, cellHeight: 20, itemSpacing: 2, lineSpacing: Double(round % 3),
        sectionSpacing: Double(round % 4) * 1.5,
        sectionInsets: Insets(top: 2.5, left: 4, bottom: 1.25, right: 4),
        emptySectionExtent: Double(round % 3) * 22)
      let order = try LayoutSupport.order(specs)
      let layout = try LayoutSupport.layout(.grid(c), width: 240, order)
      let brute = GridLayoutTests.BruteGrid(specs, c, width: 240)
      let spans = Self.spans(
        starts: brute.sectionStarts, content: brute.content, spacing: c.sectionSpacing,
        trailing: 0)
      for (s, span) in spans.enumerated() {
        let want = Rect(x: 0, y: span.start, width: 240, height: span.end - span.start)
        #expect(try layout.frame(ofSection: s, order) == want, "round \(round) section \(s)")
      }
    }
  }

  @Test("Empty sections: header, drop zone and footer (grids: and the insets)")
  func emptySections() throws {
    let specs = [Spec(header: 0, footer: 0, sizes: []), Spec(header: 22, footer: 3, sizes: [])]
    let order = try LayoutSupport.order(specs)
    let insets = Insets(top: 2, left: 1, bottom: 0, right: 1)
    let list = try LayoutSupport.layout(
      .list(ListConfig(sectionSpacing: 5, insets: insets)), width: 100, order)
    #expect(try list.frame(ofSection: 0, order) == Rect(x: 1, y: 2, width: 98, height: 44))
    #expect(try list.frame(ofSection: 1, order) == Rect(x: 1, y: 51, width: 98, height: 69))
    let grid = try LayoutSupport.layout(
      .grid(GridConfig(columns: 2, sectionSpacing: 5, sectionInsets: Insets(top: 4, bottom: 6))),
      width: 100, order)
    #expect(try grid.frame(ofSection: 0, order) == Rect(x: 0, y: 0, width: 100, height: 54))
    #expect(try grid.frame(ofSection: 1, order) == Rect(x: 0, y: 59, width: 100, height: 79))
    // Without a drop zone: the header and footer only (grids: and the insets).
    let bare = try LayoutSupport.layout(
      .list(ListConfig(sectionSpacing: 5, insets: insets, emptySectionExtent: 0)), width: 100,
      order)
    #expect(try bare.frame(ofSection: 0, order) == Rect(x: 1, y: 2, width: 98, height: 0))
    #expect(try bare.frame(ofSection: 1, order) == Rect(x: 1, y: 7, width: 98, height: 25))
    let bareGrid = try LayoutSupport.layout(
      .grid(
        GridConfig(
          columns: 2, sectionSpacing: 5, sectionInsets: Insets(top: 4, bottom: 6),
          emptySectionExtent: 0)), width: 100, order)
    #expect(try bareGrid.frame(ofSection: 0, order) == Rect(x: 0, y: 0, width: 100, height: 10))
    #expect(try bareGrid.frame(ofSection: 1, order) == Rect(x: 0, y: 15, width: 100, height: 35))
  }

  @Test("A section index out of range is an error, never a trap")
  func outOfRange() throws {
    let order = try LayoutSupport.order([Spec(header: 10, footer: 0, sizes: [5])])
    let layout = try LayoutSupport.layout(.list(ListConfig()), width: 100, order)
    for s in [-1, 1, 2, Int.max, Int.min, Int(Int32.min)] {
      RulesKit.expectError(.outOfRange, "section \(s)") { () throws(ReorderError) in
        try layout.frame(ofSection: s, order)
      }
    }
    let none = Order()
    RulesKit.expectError(.outOfRange) { () throws(ReorderError) in
      try layout.frame(ofSection: 0, none)
    }
  }

  @Test("Visible sections: those meeting the rect, an empty one at its edge too")
  func visibleSections() throws {
    let specs = [
      Spec(header: 10, footer: 0, sizes: [40, 40]),  // 0...90
      Spec(header: 0, footer: 0, sizes: []),  // 100...100, without a drop zone
      Spec(header: 10, footer: 0, sizes: [40]),  // 110...160
      Spec(header: 10, footer: 0, sizes: [40]),  // 170...220
    ]
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(
      .list(ListConfig(sectionSpacing: 10, emptySectionExtent: 0)), width: 100, order)
    func shown(_ y: Double, _ h: Double) -> [Int] {
      layout.visibleSections(in: Rect(x: 0, y: y, width: 100, height: h), order).map(\.section)
    }
    #expect(shown(0, 50) == [0])
    #expect(shown(95, 10) == [1])  // in the spacing around the empty one
    #expect(shown(100, 10) == [1, 2])
    #expect(shown(50, 1000) == [0, 1, 2, 3])
    #expect(shown(221, 10) == [])
    #expect(shown(0, 0) == [])  // no area: nothing, as for items
    #expect(layout.visibleSections(in: Rect(x: .nan, y: 0, width: 1, height: 1), order).isEmpty)
    #expect(
      layout.visibleSections(in: Rect(x: 200, y: 0, width: 10, height: 500), order).isEmpty)
  }
}
