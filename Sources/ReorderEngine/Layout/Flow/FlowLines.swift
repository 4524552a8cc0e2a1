/// One line of a flow: how many items it holds, and its height with the
/// line spacing after it.
struct FlowLine: Equatable {
  var count: Int
  var extent: Double
}

/// The lines of one flow section, in two order-statistic trees (item
/// counts and extents), so the line of an item, the line at an offset and
/// where a line starts are O(log lines), and replacing the lines a change
/// touched costs O(log lines) each: later lines are kept as they are,
/// since they hold counts, not positions.
struct FlowLines {
  private var counts = SectionExtents()
  private var extents = SectionExtents()

  init(_ lines: [FlowLine] = []) {
    counts = SectionExtents(lines.map { Double($0.count) })
    extents = SectionExtents(lines.map(\.extent))
  }

  var count: Int { counts.count }
  /// Items in all lines, and the lines' extents (each with its spacing).
  var itemCount: Int { Int(counts.total) }
  var total: Double { extents.total }

  subscript(l: Int) -> FlowLine { FlowLine(count: Int(counts[l]), extent: extents[l]) }
  func firstItem(_ l: Int) -> Int { Int(counts.prefix(l)) }
  /// From the section's first line.
  func top(_ l: Int) -> Double { extents.prefix(l) }
  /// The line holding item `i` (clamped to the lines).
  func line(ofItem i: Int) -> Int { counts.index(at: Double(i)) }
  /// The last line starting at or before `y` (0 before the first).
  func line(at y: Double) -> Int { extents.index(at: y) }

  /// Replaces lines `range` with `lines`: in place where both have one,
  /// then inserting or removing the difference.
  mutating func replace(_ range: Range<Int>, with lines: [FlowLine]) {
    let kept = min(range.count, lines.count)
    for (i, line) in lines.prefix(kept).enumerated() where self[range.lowerBound + i] != line {
      counts.set(range.lowerBound + i, Double(line.count))
      extents.set(range.lowerBound + i, line.extent)
    }
    for line in lines.dropFirst(kept).reversed() {
      counts.insert(Double(line.count), at: range.lowerBound + kept)
      extents.insert(line.extent, at: range.lowerBound + kept)
    }
    for _ in 0..<(range.count - kept) {
      counts.remove(at: range.lowerBound + kept)
      extents.remove(at: range.lowerBound + kept)
    }
  }
}

/// What changed in a section's items since its lines were made, for a flow
/// to re-flow only the lines the change touches: items `lo..<hi` (of the
/// order now) may differ; each item from `hi` on is the one that was at its
/// index minus `delta`.
struct ItemChange: Equatable {
  var lo: Int
  var hi: Int
  var delta: Int

  static func moved(_ a: Int, _ b: Int) -> ItemChange {
    ItemChange(lo: min(a, b), hi: max(a, b) + 1, delta: 0)
  }
  static func inserted(_ i: Int) -> ItemChange { ItemChange(lo: i, hi: i + 1, delta: 1) }
  static func removed(_ i: Int) -> ItemChange { ItemChange(lo: i, hi: i, delta: -1) }

  /// Both changes, the second made after the first: a range covering both.
  func then(_ next: ItemChange) -> ItemChange {
    // An item at j ≥ next.hi was at j - next.delta, untouched by the first
    // change from its `hi` on.
    let lo = min(lo, next.lo)
    return ItemChange(lo: lo, hi: max(lo, next.hi, hi + next.delta), delta: delta + next.delta)
  }
}
