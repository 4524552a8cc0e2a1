/// Each item's extent across the direction items follow each other (a flow
/// item's height), kept beside the nodes as the flags are. Only flows read
/// it, so it grows only when a host sets one: an item never set has none
/// (nil), and the layout gives it its default.
struct CrossSizes {
  /// By node; NaN where unset, and past the end.
  private var values: [Double] = []

  subscript(n: Int32) -> Double? {
    let i = Int(n)
    guard i < values.count, !values[i].isNaN else { return nil }
    return values[i]
  }

  mutating func set(_ n: Int32, _ size: Double?) {
    let i = Int(n)
    if i >= values.count {
      guard size != nil else { return }
      values.append(contentsOf: repeatElement(.nan, count: i + 1 - values.count))
    }
    values[i] = size ?? .nan
  }

  var bytes: Int { values.capacity * MemoryLayout<Double>.stride }
}
