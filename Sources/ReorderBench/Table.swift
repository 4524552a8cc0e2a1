// The report: one table of medians and ratios, then the aims. No Foundation,
// so numbers are formatted by hand.

/// Rounds a non-negative number to an Int without `rounded()`, whose libm
/// `round` is not linked without Foundation.
func nearest(_ x: Double) -> Int { Int(x + 0.5) }

/// About three significant figures, at most three decimals.
func format(_ x: Double) -> String {
  guard x.isFinite, x >= 0 else { return "-" }
  if x >= 100 { return String(nearest(x)) }
  let decimals = x >= 10 ? 1 : x >= 1 ? 2 : 3
  let scale = [1.0, 10.0, 100.0, 1000.0][decimals]
  let scaled = nearest(x * scale)
  let fraction = String(scaled % Int(scale))
  let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
  return "\(scaled / Int(scale)).\(padded)"
}

func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
  let fill = String(repeating: " ", count: max(0, width - s.count))
  return left ? s + fill : fill + s
}

func verdict(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }

/// Powers of ten print as 10^k.
func label(_ n: Int) -> String {
  var k = 0
  var m = n
  while m > 1 && m % 10 == 0 {
    m /= 10
    k += 1
  }
  return m == 1 ? "10^\(k)" : String(n)
}

struct Report {
  static let scalingAim = 4.0
  static let speedUpAim = 100.0
  static let bytesAim = 48.0

  let sizes: [Int]
  let results: [[Op: Cost]]

  func print() {
    let first = label(sizes.first ?? 0)
    let last = label(sizes.last ?? 0)
    var head1 = pad("", 26)
    var head2 = pad("operation", 17, left: true) + pad("unit", 9, left: true)
    for n in sizes {
      head1 += " |" + pad("n = \(label(n))", 29)
      head2 += " |" + pad("engine", 9) + pad("baseline", 10) + pad("base/eng", 10)
    }
    head1 += " |" + pad("engine \(last)/\(first)", 18)
    head2 += " |" + pad("ratio", 10) + pad("≤\(format(Report.scalingAim))×", 8)
    Swift.print(head1)
    Swift.print(head2)
    Swift.print(String(repeating: "-", count: head2.count))
    for op in Op.allCases {
      var line = pad(op.name, 17, left: true) + pad(op.unit, 9, left: true)
      for r in results {
        let c = r[op] ?? Cost(engine: .nan, baseline: .nan)
        line += " |" + pad(format(c.engine), 9) + pad(format(c.baseline), 10)
        line += pad(format(c.baseline / c.engine), 9) + "×"
      }
      let scaling = scalingRatio(op)
      line += " |" + pad(format(scaling), 9) + "×"
      line += op.hasScalingAim ? pad(verdict(scaling <= Report.scalingAim), 8) : pad("-", 8)
      Swift.print(line)
    }
    Swift.print("")
    let far = results.last?[.farMove] ?? Cost(engine: .nan, baseline: .nan)
    let speedUp = far.baseline / far.engine
    Swift.print(
      "far move speed-up at \(last): \(format(speedUp))× "
        + "(aim ≥ \(format(Report.speedUpAim))×)  \(verdict(speedUp >= Report.speedUpAim))")
    let bytes = results.last?[.bytesPerItem]?.engine ?? .nan
    Swift.print(
      "bytes per item at \(last): \(format(bytes)) "
        + "(aim ≤ \(format(Report.bytesAim)))  \(verdict(bytes <= Report.bytesAim))")
    let misses = Op.allCases.filter { $0.hasScalingAim && !(scalingRatio($0) <= Report.scalingAim) }
    let names = misses.map(\.name).joined(separator: ", ")
    Swift.print(
      "scaling \(last)/\(first) (aim ≤ \(format(Report.scalingAim))×): "
        + (misses.isEmpty ? "PASS for every operation" : "MISS for \(names)"))
  }

  func scalingRatio(_ op: Op) -> Double {
    guard let a = results.first?[op]?.engine, let b = results.last?[op]?.engine else { return .nan }
    return b / a
  }
}
