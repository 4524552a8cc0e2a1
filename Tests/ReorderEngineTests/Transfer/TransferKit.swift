import Testing

@testable import ReorderEngine

/// Engines side by side in one window, joined in a transfer group, driven
/// as a host drives them: the pointer goes to the engine pressed, in its
/// own coordinates, and every event is kept with the engine it reached.
final class Board: TransferMembers {
  var engines: [UInt: Engine] = [:]
  var group = TransferGroup()
  var events: [(key: UInt, event: Event)] = []
  var time = 0.0
  /// Each column is 200 wide, 400 high, 10 apart; keys 1, 2, 3…
  static let width = 200.0
  static let gap = 10.0

  init(columns: [[UInt64]], rules: [TransferRules]? = nil, commit: CommitMode = .live) throws {
    for (i, ids) in columns.enumerated() {
      var e = Engine()
      var interaction = InteractionConfig()
      interaction.commit = commit
      try e.setInteraction(interaction)
      try e.setLayout(.list(ListConfig()), crossExtent: Board.width)
      try e.setViewport(Rect(x: 0, y: 0, width: Board.width, height: 400))
      try e.insertSection(at: 0)
      try e.loadSection(0, ids: ids, sizes: ids.map { _ in 40 })
      try e.setGroupFrame(
        Rect(x: Double(i) * (Board.width + Board.gap), y: 0, width: Board.width, height: 400))
      let key = UInt(i + 1)
      e.joinGroup(key: key)
      engines[key] = e
      try group.add(key, rules: rules?[i] ?? TransferRules())
    }
  }

  func with<R>(_ key: UInt, _ body: (inout Engine) -> R) -> R? {
    guard engines[key] != nil else { return nil }
    return body(&engines[key]!)
  }

  /// The ids of each column, in order.
  var columns: [[UInt64]] {
    engines.keys.sorted().map { (try? engines[$0]!.order.ids(inSection: 0)) ?? [] }
  }

  /// A point in the window: column `c`'s content point `p` there.
  func window(_ key: UInt, _ p: Point) -> Point {
    let f = engines[key]!.groupFrame!
    let v = engines[key]!.viewport
    return Point(x: f.x + p.x - v.x, y: f.y + p.y - v.y)
  }

  /// Runs `body` on engine `key` the way the C ABI does: the call, then
  /// the group's routing, with the events in order.
  func call(_ key: UInt, _ body: (inout Engine) throws -> Void) rethrows {
    try body(&engines[key]!)
    for e in engines[key]!.drainEvents() { events.append((key, e)) }
    var me = self
    events += group.route(key, &me)
  }

  /// Presses item `id` in column `key` and lifts it (long press).
  func lift(_ id: UInt64, in key: UInt) throws -> Point {
    let p = try engines[key]!.frame(ofID: id).center
    try call(key) { try $0.pointerDown(p, time: time) }
    time += 0.6
    try call(key) { try $0.tick(time: time) }
    return window(key, p)
  }

  /// Moves the pointer of a drag lifted in `home` to window point `w`, in
  /// `steps` frames.
  func move(home: UInt, from a: Point, to b: Point, steps: Int = 12) throws {
    for i in 1...steps {
      time += 1.0 / 60
      let t = Double(i) / Double(steps)
      let w = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      let p = local(home, w)
      try call(home) { try $0.pointerMove(p, time: time) }
    }
  }

  func up(home: UInt, at w: Point) throws {
    time += 1.0 / 60
    let p = local(home, w)
    try call(home) { try $0.pointerUp(p, time: time) }
  }

  func local(_ key: UInt, _ w: Point) -> Point {
    let f = engines[key]!.groupFrame!
    let v = engines[key]!.viewport
    return Point(x: w.x - f.x + v.x, y: w.y - f.y + v.y)
  }

  /// A window point in column `key`, at content height `y`.
  func at(_ key: UInt, y: Double) -> Point { window(key, Point(x: 100, y: y)) }

  func undo(_ key: UInt) throws {
    var me = self
    if engines[key]!.linkedChange(backwards: true) != nil {
      events += try group.travel(key, backwards: true, &me)
    } else {
      try call(key) { try $0.undo() }
    }
  }

  func redo(_ key: UInt) throws {
    var me = self
    if engines[key]!.linkedChange(backwards: false) != nil {
      events += try group.travel(key, backwards: false, &me)
    } else {
      try call(key) { try $0.redo() }
    }
  }

  func transfers(_ key: UInt) -> [TransferEvent] {
    events.compactMap { e in
      guard e.key == key, case .transferred(let t) = e.event else { return nil }
      return t
    }
  }

  /// Whether hosts that applied every event they heard, each to its own
  /// model (a move within it; a transfer's half: remove at `from` in the
  /// source, insert at `to` in the target), hold what the engines hold.
  func hostsAgree(from start: [[UInt64]]) -> Bool {
    var models = start
    for (key, e) in events {
      let k = Int(key) - 1
      switch e {
      case .moved(let s):
        guard s.from.item < models[k].count else { return false }
        models[k].insert(models[k].remove(at: s.from.item), at: s.to.item)
      case .transferred(let t):
        if key == t.source && t.kind != .copy {
          guard t.from.item < models[k].count, models[k][t.from.item] == t.id else { return false }
          models[k].remove(at: t.from.item)
        }
        if key == t.target && t.kind != .discard { models[k].insert(t.id, at: t.to.item) }
      default: break
      }
    }
    return models == columns
  }

  func has(_ key: UInt, _ event: Event) -> Bool {
    events.contains { $0.key == key && $0.event == event }
  }
}
