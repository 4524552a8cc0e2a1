/// The lines of a flow section in the others' layout: the layout's own,
/// except in the lifted item's section, whose lines from the one before the
/// lifted run are re-flowed without it until they realign with the
/// layout's (`Layout.flowPatch`); the layout's lines after that hold the
/// same items, `run` places earlier.
struct FlowOthersLines {
  private let lines: FlowLines
  /// The layout's lines the patch replaces, and the patch.
  private let range: Range<Int>
  private let patch: [FlowLine]
  private let run: Int
  /// Where each patch line starts, from the patch's start: items and extent.
  private let firsts: [Int]
  private let tops: [Double]
  /// How much longer the patch is than the lines it replaces.
  private let delta: Double

  init(_ lines: FlowLines) {
    self.init(lines, range: 0..<0, patch: [], run: 0)
  }

  init(_ lines: FlowLines, range: Range<Int>, patch: [FlowLine], run: Int) {
    self.lines = lines
    self.range = range
    self.patch = patch
    self.run = run
    var (first, top) = (0, 0.0)
    var (firsts, tops) = ([Int](), [Double]())
    for line in patch {
      firsts.append(first)
      tops.append(top)
      first += line.count
      top += line.extent
    }
    self.firsts = firsts
    self.tops = tops
    delta = top - (lines.top(range.upperBound) - lines.top(range.lowerBound))
  }

  var count: Int { lines.count - range.count + patch.count }
  var total: Double { lines.total + delta }

  /// Line `l`'s layout line (nil inside the patch: its index there).
  private func located(_ l: Int) -> (layout: Int?, patch: Int) {
    if l < range.lowerBound { return (l, 0) }
    if l < range.lowerBound + patch.count { return (nil, l - range.lowerBound) }
    return (l - patch.count + range.count, 0)
  }

  subscript(l: Int) -> FlowLine {
    let (layout, p) = located(l)
    return layout.map { lines[$0] } ?? patch[p]
  }

  func firstItem(_ l: Int) -> Int {
    let (layout, p) = located(l)
    guard let layout else { return lines.firstItem(range.lowerBound) + firsts[p] }
    return lines.firstItem(layout) - (layout < range.lowerBound ? 0 : run)
  }

  func top(_ l: Int) -> Double {
    let (layout, p) = located(l)
    guard let layout else { return lines.top(range.lowerBound) + tops[p] }
    return lines.top(layout) + (layout < range.lowerBound ? 0 : delta)
  }

  /// The last line starting at or before `y` (0 before the first).
  func line(at y: Double) -> Int {
    let start = lines.top(range.lowerBound)
    if y < start || patch.isEmpty && range.isEmpty { return lines.line(at: y) }
    if y < start + (tops.last ?? 0) + (patch.last?.extent ?? 0) {
      // The last patch line starting at or before y.
      var lo = 0
      var hi = patch.count - 1
      while lo < hi {
        let mid = (lo + hi + 1) / 2
        if start + tops[mid] <= y { lo = mid } else { hi = mid - 1 }
      }
      return range.lowerBound + lo
    }
    guard range.upperBound < lines.count else { return max(0, count - 1) }
    return max(lines.line(at: y - delta), range.upperBound) - range.count + patch.count
  }
}
