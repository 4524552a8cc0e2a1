import Testing

@testable import ReorderEngine

@Suite struct GridLayoutTests {
  typealias Spec = LayoutSupport.SectionSpec

  /// The grid placed by hand, row by row.
  struct BruteGrid {
    var columns = 1
    var cellWidth = 0.0
    var cellHeight = 0.0
    var frames: [[Rect]] = []
    var sectionStarts: [Double] = []
    var itemsStarts: [Double] = []
    var content = 0.0
    var config: GridConfig

    init(_ specs: [Spec], _ c: GridConfig, width: Double) {
      config = c
      let available = max(0, width - c.sectionInsets.left - c.sectionInsets.right)
      if c.columns > 0 {
        columns = c.columns
        cellWidth = max(0, (available - Double(columns - 1) * c.itemSpacing) / Double(columns))
      } else {
        cellWidth = c.cellWidth
        columns = 1
        // As many cells as fit, one more at a time.
        while Double(columns + 1) * c.cellWidth + Double(columns) * c.itemSpacing <= available {
          columns += 1
        }
      }
      cellHeight = c.cellHeight > 0 ? c.cellHeight : cellWidth
      var main = 0.0
      for (s, spec) in specs.enumerated() {
        if s > 0 { main += c.sectionSpacing }
        sectionStarts.append(main)
        main += spec.header
        main += c.sectionInsets.top
        itemsStarts.append(main)
        var row: [Rect] = []
        for i in spec.sizes.indices {
          let (r, col) = i.quotientAndRemainder(dividingBy: columns)
          row.append(
            Rect(
              x: c.sectionInsets.left + Double(col) * (cellWidth + c.itemSpacing),
              y: main + Double(r) * (cellHeight + c.lineSpacing),
              width: cellWidth, height: cellHeight))
        }
        frames.append(row)
        let rows = (spec.sizes.count + columns - 1) / columns
        for r in 0..<rows { main += (r > 0 ? c.lineSpacing : 0) + cellHeight }
        if rows == 0 { main += c.emptySectionExtent }
        main += c.sectionInsets.bottom
        main += spec.footer
      }
      content = main
    }

    /// The documented answer: the item under the point; the first slot above
    /// the cells (header, top inset); else the slot before or after the cell
    /// band under the point, by the half of it the point is in, capped at
    /// the section's end.
    func hit(_ point: Point) -> Hit {
      let s = sectionStarts.lastIndex { $0 <= point.y } ?? 0
      let n = frames[s].count
      if point.y < itemsStarts[s] { return .slot(IndexPath(section: s, item: 0)) }
      if let i = frames[s].firstIndex(where: { $0.contains(point) }) {
        return .item(IndexPath(section: s, item: i))
      }
      let rows = (n + columns - 1) / columns
      let rowPitch = cellHeight + config.lineSpacing
      let colPitch = cellWidth + config.itemSpacing
      var row = 0
      while row < rows && itemsStarts[s] + Double(row + 1) * rowPitch <= point.y { row += 1 }
      var col = 0
      while col < columns - 1 && config.sectionInsets.left + Double(col + 1) * colPitch <= point.x {
        col += 1
      }
      let cellX = config.sectionInsets.left + Double(col) * colPitch
      let right = point.x - cellX >= cellWidth / 2
      return .slot(IndexPath(section: s, item: min(n, row * columns + col + (right ? 1 : 0))))
    }
  }

  /// Seed 003: four columns, spacing 10, insets 10, square cells of
  /// (W - 50) / 4; 39 channels.
  @Test(arguments: [320.0, 375, 414])
  func seed003Grid(width: Double) throws {
    let config = GridConfig(
      columns: 4, itemSpacing: 10, lineSpacing: 10,
      sectionInsets: Insets(top: 10, left: 10, bottom: 10, right: 10))
    let order = try LayoutSupport.order([
      Spec(header: 0, footer: 0, sizes: Array(repeating: 44, count: 39))
    ])
    let layout = try LayoutSupport.layout(.grid(config), width: width, order)
    let w = (width - 50) / 4
    for i in 0..<39 {
      let p = IndexPath(section: 0, item: i)
      let f = try layout.frame(of: p, order)
      let expected = Rect(
        x: 10 + Double(i % 4) * (w + 10), y: 10 + Double(i / 4) * (w + 10), width: w, height: w)
      #expect(f == expected, "\(p)")
      #expect(layout.hitTest(f.center, order) == .item(p))
    }
    // 10 rows: 10 + 10 w + 9 · 10 + 10.
    #expect(layout.contentSize(order) == (width, 110 + 10 * w))
    // Left of the first cell, in the inset: the slot before it.
    #expect(
      layout.hitTest(Point(x: 5, y: 10 + w / 2), order) == .slot(IndexPath(section: 0, item: 0)))
    // Between cells 1 and 2 in the first row: after cell 1.
    #expect(
      layout.hitTest(Point(x: 10 + 2 * w + 15, y: 20), order)
        == .slot(IndexPath(section: 0, item: 2)))
    // The empty cells of the last row (items 36, 37, 38 fill three of four).
    #expect(
      layout.hitTest(Point(x: 10 + 3 * (w + 10) + 1, y: 10 + 9 * (w + 10) + 1), order)
        == .slot(IndexPath(section: 0, item: 39)))
    #expect(layout.hitTest(Point(x: 20, y: 1e7), order) == .slot(IndexPath(section: 0, item: 39)))
    #expect(layout.hitTest(Point(x: 20, y: 5), order) == .slot(IndexPath(section: 0, item: 0)))
  }

  @Test func cellWidthModeByHand() throws {
    // 100 wide, insets 5 + 5: 90 available; cells 20 + spacing 4: 3 fit (68),
    // a fourth would need 92. Cells 20 × 30, rows 6 apart; header 12.
    let config = GridConfig(
      columns: 0, cellWidth: 20, cellHeight: 30, itemSpacing: 4, lineSpacing: 6, sectionSpacing: 8,
      sectionInsets: Insets(top: 2, left: 5, bottom: 3, right: 5))
    let specs = [
      Spec(header: 12, footer: 1, sizes: Array(repeating: 1, count: 7)),
      Spec(header: 0, footer: 0, sizes: []), Spec(header: 4, footer: 0, sizes: [1]),
    ]
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.grid(config), width: 100, order)
    let g = layout.gridMetrics(config)
    #expect(g.columns == 3 && g.cellWidth == 20 && g.cellHeight == 30)
    func frame(_ s: Int, _ i: Int) throws -> Rect {
      try layout.frame(of: IndexPath(section: s, item: i), order)
    }
    #expect(try frame(0, 0) == Rect(x: 5, y: 14, width: 20, height: 30))
    #expect(try frame(0, 4) == Rect(x: 29, y: 50, width: 20, height: 30))
    #expect(try frame(0, 6) == Rect(x: 5, y: 86, width: 20, height: 30))
    // Section 0: 12 + 2 + 3 rows (90 + 12) + 3 + 1 = 120, then 8 spacing;
    // section 1, empty: 2 + 44 (its drop zone) + 3 = 49, then 8; section 2
    // starts at 185.
    #expect(layout.sectionStart(1) == 128 && layout.sectionStart(2) == 185)
    #expect(try frame(2, 0) == Rect(x: 5, y: 191, width: 20, height: 30))
    #expect(layout.contentSize(order) == (100, 224))
    #expect(layout.hitTest(Point(x: 50, y: 130), order) == .slot(IndexPath(section: 1, item: 0)))
    #expect(layout.hitTest(Point(x: 95, y: 170), order) == .slot(IndexPath(section: 1, item: 0)))
    #expect(layout.hitTest(Point(x: 6, y: 117), order) == .slot(IndexPath(section: 0, item: 6)))
    #expect(layout.hitTest(Point(x: 30, y: 100), order) == .slot(IndexPath(section: 0, item: 7)))
    #expect(layout.hitTest(Point(x: 6, y: 190), order) == .slot(IndexPath(section: 2, item: 0)))
    #expect(layout.hitTest(Point(x: 6, y: 191), order) == .item(IndexPath(section: 2, item: 0)))
    #expect(layout.hitTest(Point(x: 96, y: 20), order) == .slot(IndexPath(section: 0, item: 3)))

    // A cell wider than the viewport still gives one column.
    let wide = GridConfig(columns: 0, cellWidth: 500)
    let one = try LayoutSupport.layout(.grid(wide), width: 100, order)
    #expect(one.gridMetrics(wide).columns == 1)
    #expect(
      try one.frame(of: IndexPath(section: 0, item: 1), order)
        == Rect(x: 0, y: 512, width: 500, height: 500))
  }

  /// Exact geometry: frames, content size and hit tests at random points
  /// against the brute-force grid, in both modes.
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func matchesBruteForce(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 53)
    func q(_ top: Int) -> Double { Double(Int.random(in: 0...top * 4, using: &rng)) / 4 }
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 30, exact: true)
    let insets = Insets(top: q(10), left: q(10), bottom: q(10), right: q(10))
    let spacing = q(8)
    let line = q(8)
    let config: GridConfig
    let width: Double
    if seed % 2 == 0 {
      let columns = Int.random(in: 1...7, using: &rng)
      let w = q(60)
      config = GridConfig(
        columns: columns, cellHeight: seed % 4 == 0 ? 0 : q(50), itemSpacing: spacing,
        lineSpacing: line, sectionSpacing: q(20), sectionInsets: insets,
        emptySectionExtent: seed % 3 == 0 ? 0 : q(60))
      width = insets.left + insets.right + Double(columns) * w + Double(columns - 1) * spacing
    } else {
      config = GridConfig(
        columns: 0, cellWidth: 1 + q(60), cellHeight: seed % 3 == 0 ? 0 : q(50),
        itemSpacing: spacing, lineSpacing: line, sectionSpacing: q(20), sectionInsets: insets,
        emptySectionExtent: seed % 4 == 1 ? 0 : q(60))
      width = q(400)
    }
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.grid(config), width: width, order)
    let brute = BruteGrid(specs, config, width: width)
    #expect(layout.gridMetrics(config).columns == brute.columns)
    for s in specs.indices {
      for i in specs[s].sizes.indices {
        let p = IndexPath(section: s, item: i)
        #expect(try layout.frame(of: p, order) == brute.frames[s][i], "\(p)")
      }
    }
    #expect(layout.contentSize(order) == (width, brute.content))
    LayoutSupport.checkHitsMatch(layout, order, &rng, expected: brute.hit)
  }

  /// Inexact geometry: the item hit contains the point and a point inside a
  /// frame hits it, also at the representable values around every edge.
  @Test(arguments: 1...16 as ClosedRange<UInt64>)
  func hitTestAgreesWithFrames(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed * 7_919)
    func r(_ top: Double) -> Double { Double.random(in: 0...top, using: &rng) }
    let specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...4, using: &rng), maxItems: 40, exact: false)
    let insets = Insets(top: r(10), left: r(10), bottom: r(10), right: r(10))
    let config =
      seed % 2 == 0
      ? GridConfig(
        columns: Int.random(in: 1...9, using: &rng), cellHeight: seed % 4 == 0 ? 0 : r(60),
        itemSpacing: r(9), lineSpacing: r(9), sectionSpacing: r(20), sectionInsets: insets)
      : GridConfig(
        columns: 0, cellWidth: 0.5 + r(60), cellHeight: r(60), itemSpacing: r(9),
        lineSpacing: seed % 3 == 0 ? 0 : r(9), sectionSpacing: r(20), sectionInsets: insets)
    let width = 30 + r(500)
    let order = try LayoutSupport.order(specs)
    let layout = try LayoutSupport.layout(.grid(config), width: width, order)
    LayoutSupport.checkHitsAgreeWithFrames(layout, order, &rng)
  }

  /// Without item spacing a cell can end an ulp past the start of the
  /// next column. When that next cell is empty (past the last item), a
  /// point there is still inside the last item and must hit it.
  @Test func cellsOverlappingByRoundingStillHit() throws {
    var cases = 0
    for k in 0..<400 {
      let width = 100 + Double(k) * 0.013
      let config = GridConfig(columns: 7, sectionInsets: Insets(left: 0.3, right: 0.1))
      let full = try LayoutSupport.order([
        Spec(header: 0.7, footer: 0, sizes: Array(repeating: 1, count: 7))
      ])
      let layout = try LayoutSupport.layout(.grid(config), width: width, full)
      let frames = LayoutSupport.allFrames(layout, full).map(\.1)
      for c in 0..<6 where frames[c].maxX > frames[c + 1].x {
        cases += 1
        // Only items 0...c: the cell of c + 1 is empty.
        let order = try LayoutSupport.order([
          Spec(header: 0.7, footer: 0, sizes: Array(repeating: 1, count: c + 1))
        ])
        let short = try LayoutSupport.layout(.grid(config), width: width, order)
        let point = Point(x: frames[c + 1].x, y: frames[c].midY)
        #expect(frames[c].contains(point))
        #expect(
          short.hitTest(point, order) == .item(IndexPath(section: 0, item: c)), "width \(width)")
      }
    }
    #expect(cases > 0)
    // The same down a column: rows without line spacing.
    var rowCases = 0
    for k in 0..<200 {
      let config = GridConfig(columns: 1, cellHeight: 0.1 + Double(k) * 0.0013)
      let full = try LayoutSupport.order([
        Spec(header: 0.7, footer: 0, sizes: Array(repeating: 1, count: 12))
      ])
      let layout = try LayoutSupport.layout(.grid(config), width: 10, full)
      let frames = LayoutSupport.allFrames(layout, full).map(\.1)
      for r in 0..<11 where frames[r].maxY > frames[r + 1].y {
        rowCases += 1
        let order = try LayoutSupport.order([
          Spec(header: 0.7, footer: 0, sizes: Array(repeating: 1, count: r + 1))
        ])
        let short = try LayoutSupport.layout(.grid(config), width: 10, order)
        let point = Point(x: 5, y: frames[r + 1].y)
        #expect(frames[r].contains(point))
        #expect(short.hitTest(point, order) == .item(IndexPath(section: 0, item: r)), "case \(k)")
      }
    }
    #expect(rowCases > 0)
  }

  @Test func invalidConfigurationsAreRefused() throws {
    let order = try LayoutSupport.order([Spec(header: 0, footer: 0, sizes: [1, 2, 3])])
    let good = GridConfig(columns: 2)
    var layout = try LayoutSupport.layout(.grid(good), width: 100, order)
    var bad: [GridConfig] = [
      GridConfig(columns: -1), GridConfig(columns: Int.min),
      GridConfig(columns: GridConfig.maxColumns + 1), GridConfig(columns: Int.max),
      GridConfig(columns: 0, cellWidth: 0),
    ]
    for v in OrderErrorTests.badSizes {
      bad += [
        GridConfig(columns: 0, cellWidth: v), GridConfig(cellHeight: v), GridConfig(itemSpacing: v),
        GridConfig(lineSpacing: v), GridConfig(sectionSpacing: v),
        GridConfig(sectionInsets: Insets(top: v)), GridConfig(sectionInsets: Insets(left: v)),
        GridConfig(sectionInsets: Insets(bottom: v)), GridConfig(sectionInsets: Insets(right: v)),
        GridConfig(emptySectionExtent: v),
      ]
    }
    for c in bad {
      ModelSupport.expectError(.invalidArgument, "\(c)") { () throws(ReorderError) in
        try layout.configure(.grid(c), crossExtent: 100, order)
      }
    }
    #expect(layout.kind == .grid(good))
    #expect(
      try layout.frame(of: IndexPath(section: 0, item: 2), order)
        == Rect(x: 0, y: 50, width: 50, height: 50))
    // A cell width is ignored in columns mode, even when invalid there.
    try layout.configure(.grid(GridConfig(columns: 2, cellWidth: -1)), crossExtent: 100, order)
    try layout.configure(.grid(GridConfig(columns: GridConfig.maxColumns)), crossExtent: 100, order)
  }

  /// Zero width, zero pitches, huge and non-finite coordinates: no trap,
  /// nil only for non-finite points, and the hit property still holds.
  @Test func hostileGeometryNeverTraps() throws {
    let specs = [
      Spec(header: maxExtent, footer: 0, sizes: Array(repeating: 1, count: 9)),
      Spec(header: 0, footer: 0, sizes: []),
    ]
    let order = try LayoutSupport.order(specs)
    let configs: [(GridConfig, Double)] = [
      (GridConfig(columns: 4), 0),
      (GridConfig(columns: 4, itemSpacing: 10, lineSpacing: 10), 0),
      (GridConfig(columns: 3, cellHeight: 5), 0),
      (GridConfig(columns: GridConfig.maxColumns), 1),
      (GridConfig(columns: 0, cellWidth: .leastNonzeroMagnitude), maxExtent),
      (GridConfig(columns: 0, cellWidth: maxExtent, cellHeight: maxExtent), 0),
      (
        GridConfig(
          columns: 2, itemSpacing: maxExtent, lineSpacing: maxExtent, sectionSpacing: maxExtent,
          sectionInsets: Insets(
            top: maxExtent, left: maxExtent, bottom: maxExtent, right: maxExtent)),
        maxExtent
      ),
    ]
    let coords: [Double] = [
      -.greatestFiniteMagnitude, -1e300, -1, 0, 0.5, 1e9, 2e9, 1e18, 1e300,
      .greatestFiniteMagnitude,
    ]
    for (config, width) in configs {
      let layout = try LayoutSupport.layout(.grid(config), width: width, order)
      for v in [Double.nan, .infinity, -.infinity] {
        #expect(layout.hitTest(Point(x: v, y: 0), order) == nil)
        #expect(layout.hitTest(Point(x: 0, y: v), order) == nil)
      }
      for x in coords {
        for y in coords {
          _ = LayoutSupport.checkHit(layout, order, Point(x: x, y: y), inItem: false)
        }
      }
      #expect(layout.contentExtent(order).isFinite)
      for (p, f) in LayoutSupport.allFrames(layout, order) {
        #expect(f.isFinite && f.width >= 0 && f.height >= 0, "\(p) \(f)")
        _ = LayoutSupport.checkHit(layout, order, f.center, inItem: false)
      }
    }
  }
}
