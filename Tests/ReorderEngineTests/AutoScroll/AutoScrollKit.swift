@testable import ReorderEngine

/// A tall list: 600-unit viewport, 100-unit zones, content far longer.
enum AutoScrollKit {
  static let viewportSize = 600.0
  static let zone = 100.0

  static func config(_ curve: AutoScrollCurve = .linear) -> AutoScrollConfig {
    AutoScrollConfig(zone: .absolute(zone), curve: curve)
  }

  static func viewport(y: Double, x: Double = 0) -> Rect {
    Rect(x: x, y: y, width: viewportSize, height: viewportSize)
  }

  /// A content-space pointer at `depth` (0...1) into the bottom zone.
  static func bottom(depth: Double, offset: Double) -> Point {
    Point(x: 300, y: offset + viewportSize - zone + depth * zone)
  }

  /// Ticks at `hz` from `from` to `to` seconds (lift at 0) with the pointer
  /// held at `depth` in the bottom zone; returns the distance scrolled.
  static func distance(
    _ curve: AutoScrollCurve, hz: Int, depth: Double, from: Double = 0, to: Double = 1
  ) -> Double {
    var s = AutoScroller(config: config(curve))
    var y = 1000.0
    let frames = Int(((to - from) * Double(hz)).rounded())
    for i in 0...frames {
      let now = from + Double(i) / Double(hz)
      y =
        s.tick(
          now: now, pointer: bottom(depth: depth, offset: y), viewport: viewport(y: y),
          contentSize: (width: 600, height: 1e7), axes: .vertical, liftTime: 0
        ).y
    }
    return y - 1000
  }
}
