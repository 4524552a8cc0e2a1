import Testing

@testable import ReorderEngine

/// Flows against a brute-force greedy flow over plain arrays: frames, hits,
/// visible items and section frames, in both directions and every
/// alignment; and the lines kept per section, re-flowed after each change,
/// against the lines made afresh.
@Suite struct FlowLayoutTests {
  static let width = 300.0

  static func config(_ a: FlowAlignment, _ d: LayoutDirection) -> FlowConfig {
    FlowConfig(
      alignment: a, itemSpacing: 6, lineSpacing: 4, sectionSpacing: 10,
      sectionInsets: Insets(top: 3, left: 8, bottom: 5, right: 12), itemHeight: 30,
      direction: d)
  }

  /// Every item's frame, flowed greedily item by item.
  static func expectedFrames(
    _ specs: [LayoutSupport.SectionSpec], heights: [[Double]], _ c: FlowConfig
  ) -> [[Rect]] {
    let available = width - c.sectionInsets.left - c.sectionInsets.right
    var y = 0.0
    var out: [[Rect]] = []
    for (s, spec) in specs.enumerated() {
      y += spec.header + c.sectionInsets.top
      var lines: [[Int]] = []
      for (i, w) in spec.sizes.enumerated() {
        if let line = lines.last, !line.isEmpty {
          let used = line.reduce(0) { $0 + spec.sizes[$1] } + Double(line.count) * c.itemSpacing
          if used + w <= available {
            lines[lines.count - 1].append(i)
            continue
          }
        }
        lines.append([i])
      }
      var frames = [Rect](repeating: .zero, count: spec.sizes.count)
      for (l, line) in lines.enumerated() {
        let height = line.map { heights[s][$0] }.max() ?? 0
        let used =
          line.reduce(0) { $0 + spec.sizes[$1] } + Double(line.count - 1) * c.itemSpacing
        let free = max(0, available - used)
        var x = c.sectionInsets.left
        var gap = c.itemSpacing
        switch c.alignment {
        case .start: break
        case .center: x += free / 2
        case .justify:
          if line.count > 1 && l + 1 < lines.count { gap += free / Double(line.count - 1) }
        }
        for i in line {
          let h = heights[s][i]
          var f = Rect(x: x, y: y + (height - h) / 2, width: spec.sizes[i], height: h)
          if c.direction == .rightToLeft { f.x = width - f.x - f.width }
          frames[i] = f
          x += spec.sizes[i] + gap
        }
        y += height + c.lineSpacing
      }
      y += lines.isEmpty ? c.emptySectionExtent : -c.lineSpacing
      y += c.sectionInsets.bottom + spec.footer + c.sectionSpacing
      out.append(frames)
    }
    return out
  }

  static func random(_ seed: UInt64) throws -> (
    [LayoutSupport.SectionSpec], [[Double]], Order
  ) {
    var rng = SeededRNG(seed: seed)
    var specs = LayoutSupport.randomSpecs(
      &rng, sections: Int.random(in: 1...3, using: &rng), maxItems: 30, exact: true)
    // Widths up to past the width: some take a line of their own.
    for s in specs.indices {
      specs[s].sizes = specs[s].sizes.map { _ in Double(Int.random(in: 0...320, using: &rng)) }
    }
    var order = try LayoutSupport.order(specs)
    var heights: [[Double]] = []
    for (s, spec) in specs.enumerated() {
      heights.append(
        try spec.sizes.indices.map { i in
          guard Bool.random(using: &rng) else { return 30 }
          let h = Double(Int.random(in: 0...80, using: &rng))
          try order.setCrossSize(id: LayoutSupport.id(s, i), h)
          return h
        })
    }
    return (specs, heights, order)
  }

  @Test(arguments: FlowAlignment.allCases, [LayoutDirection.leftToRight, .rightToLeft])
  func framesHitsAndVisibleItemsAreTheGreedyFlows(
    alignment: FlowAlignment, direction: LayoutDirection
  )
    throws
  {
    for seed in 1...12 as ClosedRange<UInt64> {
      let (specs, heights, order) = try Self.random(seed)
      let c = Self.config(alignment, direction)
      let layout = try LayoutSupport.layout(.flow(c), width: Self.width, order)
      let expected = Self.expectedFrames(specs, heights: heights, c)
      var all: [(IndexPath, Rect)] = []
      for s in specs.indices {
        for i in specs[s].sizes.indices {
          let p = IndexPath(section: s, item: i)
          let f = try layout.frame(of: p, order)
          // A justified line's gap is a quotient: its sums round apart.
          let e = expected[s][i]
          let slack = alignment == .justify ? 1e-9 : 0
          #expect(
            abs(f.x - e.x) <= slack && f.y == e.y && f.width == e.width && f.height == e.height,
            "seed \(seed) \(p): \(f), expected \(e)")
          all.append((p, f))
        }
      }
      var rng = SeededRNG(seed: seed)
      LayoutSupport.checkHitsAgreeWithFrames(layout, order, &rng)
      let size = layout.contentSize(order)
      for _ in 0..<20 {
        let rect = Rect(
          x: Double.random(in: -20...size.width, using: &rng),
          y: Double.random(in: -20...size.height, using: &rng), width: 90, height: 70)
        #expect(
          layout.visibleItems(in: rect, order).map(\.path)
            == all.filter { $0.1.intersects(rect) }.map(\.0), "seed \(seed) \(rect)")
      }
    }
  }

  /// Lines as the layout keeps them, for comparing.
  static func lines(_ l: FlowLines) -> [FlowLine] { (0..<l.count).map { l[$0] } }

  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func linesRefloweredAfterEachChangeAreTheLinesMadeAfresh(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    var e = Engine()
    try e.setLayout(.flow(Self.config(.center, .leftToRight)), crossExtent: Self.width)
    try e.insertSection(at: 0)
    try e.insertSection(at: 1)
    // Mostly one width, so lines are full and breaks realign late or never.
    func width(_ rng: inout SeededRNG) -> Double {
      Int.random(in: 0..<3, using: &rng) == 0 ? Double(Int.random(in: 5...150, using: &rng)) : 50
    }
    var next: UInt64 = 1
    for s in 0..<2 {
      let ids = (0..<60).map { next + UInt64($0) }
      next += 60
      try e.loadSection(s, ids: ids, sizes: ids.map { _ in width(&rng) })
    }
    for step in 0..<300 {
      let ids = RulesKit.snapshot(e).flatMap { $0 }
      let id = ids.randomElement(using: &rng)!
      switch Int.random(in: 0..<6, using: &rng) {
      case 0:
        try e.insertItem(
          id: next, size: width(&rng),
          at: IndexPath(section: 1, item: Int.random(in: 0...e.order.count(1), using: &rng)))
        next += 1
      case 1: try e.removeItem(id: id)
      case 2: try e.resizeItem(id: id, size: width(&rng))
      case 3: try e.setCrossSize(id: id, Double(Int.random(in: 10...60, using: &rng)))
      default:
        let s = Int.random(in: 0..<2, using: &rng)
        try e.move(
          id: id,
          to: IndexPath(section: s, item: Int.random(in: 0..<max(1, e.order.count(s)), using: &rng))
        )
      }
      let fresh = try LayoutSupport.layout(e.layout.kind, width: Self.width, e.order)
      for s in 0..<2 {
        #expect(
          Self.lines(e.layout.flows[s]) == Self.lines(fresh.flows[s]), "step \(step) section \(s)")
      }
      #expect(e.contentSize == fresh.contentSize(e.order))
    }
  }
}
