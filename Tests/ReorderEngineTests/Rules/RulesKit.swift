import Testing

@testable import ReorderEngine

/// Helpers shared by the Rules, History, Engine and Seeds tests: engines
/// built from plain arrays, a snapshot of the order, drag simulation and
/// error expectations.
enum RulesKit {
  /// Runs `body` and expects it to throw a `ReorderError` with `code`.
  static func expectError<T>(
    _ code: ReorderError.Code, _ what: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(ReorderError) -> T
  ) {
    do {
      _ = try body()
      Issue.record(
        "expected \(code), nothing thrown. \(what ?? "")", sourceLocation: sourceLocation)
    } catch {
      #expect(error.code == code, "\(error.message). \(what ?? "")", sourceLocation: sourceLocation)
      #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }
  }

  /// The ids of every section, in order.
  static func snapshot(_ e: Engine) -> [[UInt64]] {
    (0..<e.order.sectionCount).map { (try? e.order.ids(inSection: $0)) ?? [] }
  }

  /// A list engine whose section `s` holds `sizes[s]`, with ids numbered
  /// from 1 across sections in order.
  static func list(
    _ sizes: [[Double]], axis: Axis = .vertical, spacing: Double = 0, sectionSpacing: Double = 0,
    header: Double = 0, footer: Double = 0, insets: Insets = .zero, policy: Policy = Policy()
  ) throws -> Engine {
    var e = Engine()
    let config = ListConfig(
      axis: axis, itemSpacing: spacing, sectionSpacing: sectionSpacing, insets: insets)
    try e.setLayout(.list(config), crossExtent: 320)
    try fill(&e, sizes, header: header, footer: footer)
    e.policy = policy
    return e
  }

  /// A grid engine; item sizes are irrelevant to a grid, so `counts` gives
  /// the number of items per section.
  static func grid(
    _ counts: [Int], config: GridConfig = GridConfig(columns: 4), width: Double = 320,
    header: Double = 0, policy: Policy = Policy()
  ) throws -> Engine {
    var e = Engine()
    try e.setLayout(.grid(config), crossExtent: width)
    try fill(&e, counts.map { Array(repeating: 50, count: $0) }, header: header, footer: 0)
    e.policy = policy
    return e
  }

  /// A flow engine 320 wide: `sizes` are the items' widths; about half the
  /// items get a height of their own, the others the config's.
  static func flow(
    _ sizes: [[Double]], config: FlowConfig, header: Double = 0, policy: Policy = Policy(),
    _ rng: inout SeededRNG
  ) throws -> Engine {
    var e = Engine()
    try e.setLayout(.flow(config), crossExtent: 320)
    try fill(&e, sizes, header: header, footer: 0)
    for id in snapshot(e).flatMap({ $0 }) where Bool.random(using: &rng) {
      try e.setCrossSize(id: id, Double(Int.random(in: 16...60, using: &rng)))
    }
    e.policy = policy
    return e
  }

  static func fill(_ e: inout Engine, _ sizes: [[Double]], header: Double, footer: Double) throws {
    var next: UInt64 = 1
    for (s, section) in sizes.enumerated() {
      try e.insertSection(at: s, header: header, footer: footer)
      let ids = (0..<section.count).map { next + UInt64($0) }
      next += UInt64(section.count)
      try e.loadSection(s, ids: ids, sizes: section)
    }
  }

  /// Mixed sizes in 10...200 with about one in eight zero.
  static func mixedSizes(_ n: Int, _ rng: inout SeededRNG) -> [Double] {
    (0..<n).map { _ in
      Int.random(in: 0..<8, using: &rng) == 0 ? 0 : Double(Int.random(in: 10...200, using: &rng))
    }
  }

  /// One recorded drag step: where the pointer was and what moved.
  struct DragTrace {
    var frame: Rect
    var grab: Point
    var steps: [Step] = []
    /// A step the engine took with the pointer held still.
    var unstable: [(DragGeometry, [Step])] = []
  }

  /// The lifted item's geometry when the pointer is at `p`: its frame at
  /// lift moved by the pointer's travel, locked to the main axis for lists.
  static func geometry(_ e: Engine, frame: Rect, grab: Point, pointer p: Point) -> DragGeometry {
    var dx = p.x - grab.x
    var dy = p.y - grab.y
    if case .list(let c) = e.layout.kind {
      if c.axis == .vertical { dx = 0 } else { dy = 0 }
    }
    return DragGeometry(rect: frame.offsetBy(dx: dx, dy: dy), pointer: p)
  }

  /// Drags `id`, grabbed at `grab`, along `path`: one live step per point,
  /// then the same geometry again, which must not move anything.
  static func drag(
    _ e: inout Engine, id: UInt64, grab: Point, path: [Point], trace: inout DragTrace
  ) throws {
    for p in path {
      let g = geometry(e, frame: trace.frame, grab: grab, pointer: p)
      let steps = try e.dragStep(id: id, at: g)
      trace.steps += steps
      let again = try e.dragStep(id: id, at: g)
      if !again.isEmpty {
        trace.unstable.append((g, again))
        trace.steps += again
      }
    }
  }

  /// A random pointer path of `n` points from `start`, inside `bounds`
  /// grown by `margin`: mostly small moves, some large jumps.
  static func randomPath(
    from start: Point, _ n: Int, bounds: (width: Double, height: Double), margin: Double = 60,
    _ rng: inout SeededRNG
  ) -> [Point] {
    var p = start
    var out: [Point] = []
    for _ in 0..<n {
      let reach = Int.random(in: 0..<5, using: &rng) == 0 ? 400.0 : 25.0
      p.x += Double.random(in: -reach...reach, using: &rng)
      p.y += Double.random(in: -reach...reach, using: &rng)
      p.x = min(max(p.x, -margin), bounds.width + margin)
      p.y = min(max(p.y, -margin), bounds.height + margin)
      out.append(p)
    }
    return out
  }

  /// A point inside `r` (its origin when it is empty).
  static func point(in r: Rect, _ rng: inout SeededRNG) -> Point {
    Point(
      x: r.width > 0 ? r.x + Double.random(in: 0..<r.width, using: &rng) : r.x,
      y: r.height > 0 ? r.y + Double.random(in: 0..<r.height, using: &rng) : r.y)
  }

  /// A straight path of `n` points from `a` to exactly `b`.
  static func line(_ a: Point, _ b: Point, _ n: Int) -> [Point] {
    (1...n).map { i in
      i == n
        ? b
        : Point(
          x: a.x + (b.x - a.x) * Double(i) / Double(n), y: a.y + (b.y - a.y) * Double(i) / Double(n)
        )
    }
  }
}
