/// Each item's extent across the direction items follow each other (a flow
/// item's height), kept beside the nodes as the flags are. Only flows read
/// it, so it grows only when a host sets one: an item never set has none
/// (nil), and the layout gives it its default.
struct CrossSizes {
  /// NaN where unset.
  private var values = NodeColumn<Double>(blank: .nan)

  subscript(n: Int32) -> Double? {
    let v = values[n]
    return v.isNaN ? nil : v
  }

  mutating func set(_ n: Int32, _ size: Double?) {
    if size == nil && !values.holds(n) { return }
    values[n] = size ?? .nan
  }

  var bytes: Int { values.bytes }
}
