// The data every run measures: seeded, so runs (and the engine and the
// baseline within a run) see the same items and the same inputs.
import ReorderEngine

/// SplitMix64: a tiny, well-mixed seeded generator (the stdlib's is not
/// seedable).
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct Workload {
  /// Inputs cycled through by the timed loops (a power of two, for `&`).
  static let inputCount = 4096
  static let crossExtent = 320.0

  let n: Int
  /// Unique and scattered (an odd multiplier is a bijection on UInt64), so
  /// the id table sees realistic keys, not 0..<n.
  let ids: [UInt64]
  /// Whole numbers in 20...120: mixed row heights whose sums are exact, so
  /// engine and baseline agree on every offset and their answers can be
  /// cross-checked.
  let sizes: [Double]
  /// Main-axis extent of the content.
  let extent: Double
  /// Random points in the content.
  let points: [Point]
  /// A pointer's path during a drag: each point within 16 of the last, so
  /// consecutive hit tests share most of their path through the tree (and
  /// the caches). Not in the brief; it separates cache misses from work.
  let dragPath: [Point]
  /// Random item indices in 0..<n-1 (each has a next item).
  let indices: [Int]
  /// Random ids of items.
  let lookups: [UInt64]

  init(n: Int, seed: UInt64) {
    var rng = SplitMix64(state: seed)
    self.n = n
    ids = (0..<n).map { UInt64($0 + 1) &* 0xD6E8_FEB8_6659_FD93 }
    sizes = (0..<n).map { _ in Double(Int.random(in: 20...120, using: &rng)) }
    extent = sizes.reduce(0, +)
    var points: [Point] = []
    var dragPath: [Point] = []
    var y = Double.random(in: 0..<extent, using: &rng)
    var indices: [Int] = []
    var lookups: [UInt64] = []
    for _ in 0..<Workload.inputCount {
      points.append(
        Point(
          x: Double.random(in: 0..<Workload.crossExtent, using: &rng),
          y: Double.random(in: 0..<extent, using: &rng)))
      y = min(max(y + Double.random(in: -16...16, using: &rng), 0), extent - 1)
      dragPath.append(Point(x: Double.random(in: 100..<220, using: &rng), y: y))
      indices.append(Int.random(in: 0..<(n - 1), using: &rng))
      lookups.append(ids[Int.random(in: 0..<n, using: &rng)])
    }
    self.points = points
    self.dragPath = dragPath
    self.indices = indices
    self.lookups = lookups
  }

  /// A fresh engine holding the workload in one vertical list section.
  func makeEngine() throws -> Engine {
    var e = Engine()
    try e.setLayout(.list(ListConfig()), crossExtent: Workload.crossExtent)
    try e.insertSection(at: 0)
    try e.loadSection(0, ids: ids, sizes: sizes)
    return e
  }
}
