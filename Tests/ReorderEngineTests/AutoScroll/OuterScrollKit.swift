@testable import ReorderEngine

/// A list of 20 rows of 40 (content 800 high) in a 200 × 400 viewport at
/// the shared space's origin, inside an outer container 300 wide and 400
/// high that scrolls 0...1000 both ways. Drags lift at once, at time 0.
/// Input goes through `perform`, as the C ABI's does, so it is recorded.
struct Nest {
  var engine = Engine()
  var events: [Event] = []
  /// Each tick: the viewport's offset and the outer container's.
  var trail: [(inner: Point, outer: Point)] = []

  static let visible = Rect(x: 0, y: 0, width: 300, height: 400)

  static func outer(_ config: AutoScrollConfig = AutoScrollConfig()) -> OuterScroll {
    OuterScroll(
      visible: visible, maxOffset: Point(x: 1000, y: 1000), config: config)
  }

  init(outer: OuterScroll = Nest.outer()) throws {
    try engine.setInteraction(InteractionConfig(activation: .immediate))
    try engine.setLayout(.list(ListConfig()), crossExtent: 200)
    try engine.setViewport(Rect(x: 0, y: 0, width: 200, height: 400))
    try engine.insertSection(at: 0)
    try engine.loadSection(0, ids: Array(1...20), sizes: Array(repeating: 40, count: 20))
    try engine.setGroupFrame(Rect(x: 0, y: 0, width: 200, height: 400))
    try engine.setOuterScroll(outer)
  }

  /// The content point under shared point `p` now.
  func local(_ p: Point) -> Point {
    let f = engine.groupFrame!
    let v = engine.viewport
    return Point(x: p.x - f.x + v.x, y: p.y - f.y + v.y)
  }

  /// Presses at shared point `at` (on an item), lifting it at time 0.
  mutating func lift(at p: Point) throws {
    try engine.perform(.pointerDown(local(p), time: 0))
    events += engine.drainEvents()
  }

  mutating func move(to p: Point, time: Double) throws {
    try engine.perform(.pointerMove(local(p), time: time))
    events += engine.drainEvents()
  }

  /// Ticks at `hz` from `from` up to `to` seconds, the pointer held still.
  mutating func ticks(hz: Double, from: Double = 0, to: Double) throws {
    let frames = Int(((to - from) * hz).rounded())
    for k in 0...frames {
      try engine.perform(.tick(from + Double(k) / hz))
      events += engine.drainEvents()
      let v = engine.viewport
      trail.append((Point(x: v.x, y: v.y), engine.outerScroll!.offset))
    }
  }

  /// Lifts item 1 and holds the pointer at shared point `p`.
  static func hold(
    at p: Point, hz: Double, seconds: Double, outer: OuterScroll = Nest.outer()
  ) throws -> Nest {
    var n = try Nest(outer: outer)
    try n.lift(at: Point(x: 100, y: 20))
    try n.move(to: p, time: 0)
    try n.ticks(hz: hz, to: seconds)
    return n
  }
}
