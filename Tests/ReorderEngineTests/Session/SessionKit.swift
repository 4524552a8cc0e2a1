import Testing

@testable import ReorderEngine

/// A host driving the engine as a UI would: pointer events with times, a
/// frame clock, and the events it receives. Points are on screen (in the
/// viewport); the host adds its scroll offset, as a real one does.
struct Host {
  var engine: Engine
  var time = 0.0
  var events: [Event] = []

  init(_ engine: Engine, viewport: Rect = Rect(x: 0, y: 0, width: 320, height: 480)) throws {
    self.engine = engine
    try self.engine.setViewport(viewport)
  }

  mutating func drain() { events += engine.drainEvents() }

  func content(_ p: Point) -> Point {
    Point(x: p.x + engine.viewport.x, y: p.y + engine.viewport.y)
  }

  mutating func down(_ p: Point) throws {
    try engine.pointerDown(content(p), time: time)
    drain()
  }

  /// Holds still for `seconds`, ticking at 60 Hz like a frame clock.
  mutating func hold(_ seconds: Double, at p: Point) throws {
    let end = time + seconds
    while time < end {
      time = min(end, time + 1.0 / 60)
      try engine.tick(time: time)
      try engine.pointerMove(content(p), time: time)
      drain()
    }
  }

  /// Moves from `a` to `b` in `count` events, one frame apart.
  mutating func drag(from a: Point, to b: Point, steps count: Int) throws {
    for i in 1...count {
      time += 1.0 / 60
      let t = Double(i) / Double(count)
      let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      try engine.pointerMove(content(p), time: time)
      try engine.tick(time: time)
      drain()
    }
  }

  mutating func up(_ p: Point) throws {
    time += 1.0 / 60
    try engine.pointerUp(content(p), time: time)
    drain()
  }

  /// Long press at `a`, drag to `b`, release.
  mutating func longPressDrag(from a: Point, to b: Point, steps: Int = 30) throws {
    try down(a)
    try hold(0.6, at: a)
    try drag(from: a, to: b, steps: steps)
    try up(b)
  }

  var moves: [Step] {
    events.compactMap { if case .moved(let s) = $0 { return s } else { return nil } }
  }

  var drops: [(UInt64, IndexPath, IndexPath)] {
    events.compactMap {
      if case .drop(let id, let from, let to, _, _, _) = $0 {
        return (id, from, to)
      } else {
        return nil
      }
    }
  }

  func has(_ e: Event) -> Bool { events.contains(e) }

  func centre(of id: UInt64) throws -> Point { try engine.frame(ofID: id).center }
}
