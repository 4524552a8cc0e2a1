/// The lines of a flow section in the others' layout: the layout's own,
/// except in the lifted item's section, whose lines from the one before the
/// lifted run are re-flowed without it until they realign with the
/// layout's (`Layout.flowPatch`); the layout's lines after that hold the
/// same items, `run` places earlier. Or all of them on their own
/// (`materialized`), sharing nothing with the layout's lines, which a drag
/// step changes: what the engine keeps across a drag when the patch was
/// long (`Engine.flowOthers`).
struct FlowOthersLines {
  private enum Storage {
    case patched(Patched)
    case whole(lines: [FlowLine], firsts: [Int], tops: [Double])
  }

  private struct Patched {
    let lines: FlowLines
    /// The layout's lines the patch replaces, and the patch.
    let range: Range<Int>
    let patch: [FlowLine]
    let run: Int
    /// Where each patch line starts, from the patch's start: items, extent.
    let firsts: [Int]
    let tops: [Double]
    /// How much longer the patch is than the lines it replaces.
    let delta: Double
  }

  private let storage: Storage

  init(_ lines: FlowLines) {
    self.init(lines, range: 0..<0, patch: [], run: 0)
  }

  init(_ lines: FlowLines, range: Range<Int>, patch: [FlowLine], run: Int) {
    let (firsts, tops) = Self.starts(patch)
    let delta =
      (tops.last ?? 0) + (patch.last?.extent ?? 0)
      - (lines.top(range.upperBound) - lines.top(range.lowerBound))
    storage = .patched(
      Patched(
        lines: lines, range: range, patch: patch, run: run, firsts: firsts, tops: tops,
        delta: delta))
  }

  private init(whole lines: [FlowLine]) {
    let (firsts, tops) = Self.starts(lines)
    storage = .whole(lines: lines, firsts: firsts, tops: tops)
  }

  /// Where each line starts: its first item and its offset.
  private static func starts(_ lines: [FlowLine]) -> ([Int], [Double]) {
    var (first, top) = (0, 0.0)
    var (firsts, tops) = ([Int](), [Double]())
    firsts.reserveCapacity(lines.count)
    tops.reserveCapacity(lines.count)
    for line in lines {
      firsts.append(first)
      tops.append(top)
      first += line.count
      top += line.extent
    }
    return (firsts, tops)
  }

  /// Lines re-flowed past this many are worth keeping across a drag.
  var isLong: Bool {
    if case .patched(let p) = storage { return p.patch.count > 32 }
    return false
  }

  /// The same lines on their own: O(lines · log lines).
  var materialized: FlowOthersLines {
    FlowOthersLines(whole: (0..<count).map { self[$0] })
  }

  var count: Int {
    switch storage {
    case .patched(let p): p.lines.count - p.range.count + p.patch.count
    case .whole(let lines, _, _): lines.count
    }
  }

  var total: Double {
    switch storage {
    case .patched(let p): p.lines.total + p.delta
    case .whole(let lines, _, let tops): (tops.last ?? 0) + (lines.last?.extent ?? 0)
    }
  }

  /// Line `l`'s layout line (nil inside the patch: its index there).
  private func located(_ p: Patched, _ l: Int) -> (layout: Int?, patch: Int) {
    if l < p.range.lowerBound { return (l, 0) }
    if l < p.range.lowerBound + p.patch.count { return (nil, l - p.range.lowerBound) }
    return (l - p.patch.count + p.range.count, 0)
  }

  subscript(l: Int) -> FlowLine {
    switch storage {
    case .patched(let p):
      let (layout, i) = located(p, l)
      return layout.map { p.lines[$0] } ?? p.patch[i]
    case .whole(let lines, _, _): return lines[l]
    }
  }

  func firstItem(_ l: Int) -> Int {
    switch storage {
    case .patched(let p):
      let (layout, i) = located(p, l)
      guard let layout else { return p.lines.firstItem(p.range.lowerBound) + p.firsts[i] }
      return p.lines.firstItem(layout) - (layout < p.range.lowerBound ? 0 : p.run)
    case .whole(_, let firsts, _): return firsts[l]
    }
  }

  func top(_ l: Int) -> Double {
    switch storage {
    case .patched(let p):
      let (layout, i) = located(p, l)
      guard let layout else { return p.lines.top(p.range.lowerBound) + p.tops[i] }
      return p.lines.top(layout) + (layout < p.range.lowerBound ? 0 : p.delta)
    case .whole(_, _, let tops): return tops[l]
    }
  }

  /// The last line starting at or before `y` (0 before the first).
  func line(at y: Double) -> Int {
    switch storage {
    case .patched(let p):
      let start = p.lines.top(p.range.lowerBound)
      if y < start || p.patch.isEmpty && p.range.isEmpty { return p.lines.line(at: y) }
      if y < start + (p.tops.last ?? 0) + (p.patch.last?.extent ?? 0) {
        return p.range.lowerBound + Self.last(p.tops, atOrBefore: y - start)
      }
      guard p.range.upperBound < p.lines.count else { return max(0, count - 1) }
      return max(p.lines.line(at: y - p.delta), p.range.upperBound) - p.range.count
        + p.patch.count
    case .whole(_, _, let tops): return Self.last(tops, atOrBefore: y)
    }
  }

  /// The last index whose start is at or before `y`, 0 when none is.
  private static func last(_ starts: [Double], atOrBefore y: Double) -> Int {
    var lo = 0
    var hi = starts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= y { lo = mid } else { hi = mid - 1 }
    }
    return max(0, lo)
  }
}
