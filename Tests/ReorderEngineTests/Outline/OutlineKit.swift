@testable import ReorderEngine

/// Outlines as plain arrays, the obvious way, to check the engine against.
struct FlatOutline {
  var ids: [UInt64]
  var depths: [Int]
  var collapsed: Set<UInt64> = []

  func subtreeEnd(_ i: Int) -> Int {
    var j = i + 1
    while j < ids.count && depths[j] > depths[i] { j += 1 }
    return j
  }

  func parent(_ i: Int) -> Int? {
    var j = i - 1
    while j >= 0 && depths[j] >= depths[i] { j -= 1 }
    return j >= 0 ? j : nil
  }

  func siblings(_ i: Int) -> (index: Int, count: Int) {
    let lo = parent(i).map { $0 + 1 } ?? 0
    let hi = parent(i).map { subtreeEnd($0) } ?? ids.count
    let same = (lo..<hi).filter { depths[$0] == depths[i] }
    return (same.firstIndex(of: i) ?? -1, same.count)
  }

  func hidden(_ i: Int) -> Bool {
    var p = parent(i)
    while let q = p {
      if collapsed.contains(ids[q]) { return true }
      p = parent(q)
    }
    return false
  }

  var isValid: Bool {
    depths.enumerated().allSatisfy { i, d in d >= 0 && d <= (i == 0 ? 0 : depths[i - 1] + 1) }
  }
}

enum OutlineKit {
  /// A vertical outline of rows 40 high, indented 20 a level, in a
  /// 320-wide viewport: one section with `depths`, ids 1, 2, 3, ...
  static func engine(
    _ depths: [Int], config: OutlineConfig = OutlineConfig(indent: 20, expandDelay: 0.5),
    activation: Activation = .immediate
  ) throws -> Engine {
    var e = Engine()
    try e.setViewport(Rect(x: 0, y: 0, width: 320, height: 2000))
    try e.setLayout(.list(ListConfig(outline: config)), crossExtent: 0)
    var i = InteractionConfig()
    i.activation = activation
    try e.setInteraction(i)
    try e.insertSection(at: 0)
    try e.loadSection(
      0, ids: (1...UInt64(depths.count)).map { $0 },
      sizes: Array(repeating: 40, count: depths.count))
    try e.setDepths(section: 0, depths)
    return e
  }

  /// The section's ids with their depths, as "1 2.1 3.1" (id.depth; depth
  /// 0 bare) and collapsed items marked "-".
  static func shape(_ e: Engine, section s: Int = 0) throws -> String {
    try e.order.ids(inSection: s).map { id in
      let d = try e.order.depth(of: id)
      return "\(id)" + (d > 0 ? ".\(d)" : "") + (try e.order.isCollapsed(id) ? "-" : "")
    }.joined(separator: " ")
  }
}
