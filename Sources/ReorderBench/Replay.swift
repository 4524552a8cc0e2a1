// Replay of a trace at two sizes: a trace the library accepts must replay
// in time about linear in its length, so the time per line at 10 MB should
// stay within twice that at 1 MB. Sections are inserted at index 0, the
// order that made replay quadratic.
import ReorderEngine

/// A trace of about `bytes` bytes: a layout and a viewport, then blocks of
/// a section inserted at index 0, two items inserted into it and a pointer
/// move (no press, so it only tests the pointer).
func replayTrace(bytes: Int) -> (text: String, lines: Int) {
  var w = RecordWriter()
  w.append(.layout(.list(ListConfig()), crossExtent: Workload.crossExtent))
  w.append(.viewport(Rect(x: 0, y: 0, width: Workload.crossExtent, height: 480)))
  var lines = 3
  var id: UInt64 = 0
  while w.text.utf8.count < bytes {
    w.append(.insertSection(index: 0, header: 20, footer: 0, rules: SectionRules()))
    for k in 0..<2 {
      id += 1
      w.append(.insertItem(id: id, size: 44, flags: .default, at: IndexPath(section: 0, item: k)))
    }
    w.append(.pointerMove(Point(x: 10, y: Double(id)), time: Double(id) / 120))
    lines += 4
  }
  return (w.text, lines)
}

struct ReplayCost {
  var megabytes: Int
  var lines: Int
  var ms: Double
  var nsPerLine: Double { ms * 1e6 / Double(lines) }
}

/// The median of three replays into a fresh engine.
func measureReplay(megabytes: Int) throws -> ReplayCost {
  let (text, lines) = replayTrace(bytes: megabytes << 20)
  let plan = Plan(batches: 3, samplesPerBatch: 1)
  let ns = try measure(plan) { _ in
    var e = Engine()
    try e.replay(text)
    blackHole(e.order.sectionCount)
  }
  return ReplayCost(megabytes: megabytes, lines: lines, ms: ns / 1e6)
}

func printReplay(_ costs: [ReplayCost]) {
  print("replay: sections inserted at index 0, two items each, pointer moves (median of 3)")
  print(pad("trace", 8) + pad("lines", 10) + pad("ms", 10) + pad("ns/line", 10))
  for c in costs {
    print(
      pad("\(c.megabytes) MB", 8) + pad(String(c.lines), 10) + pad(format(c.ms), 10)
        + pad(format(c.nsPerLine), 10))
  }
  guard let small = costs.first, let large = costs.last else { return }
  let ratio = large.nsPerLine / small.nsPerLine
  print(
    "replay per line \(large.megabytes) MB / \(small.megabytes) MB: \(format(ratio))× "
      + "(aim ≤ 2×)  \(verdict(ratio <= 2))")
}
