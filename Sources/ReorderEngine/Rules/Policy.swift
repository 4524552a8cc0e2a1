/// Engine-wide reorder settings.
public struct Policy: Equatable, Sendable {
  public var rule: ReorderRule
  public var semantics: MoveSemantics
  /// False locks every item to its own section.
  public var crossSectionMoves: Bool

  public init(
    rule: ReorderRule = .midpoint, semantics: MoveSemantics = .shift, crossSectionMoves: Bool = true
  ) {
    self.rule = rule
    self.semantics = semantics
    self.crossSectionMoves = crossSectionMoves
  }
}

/// The host's answer to a proposed move (UIKit's targetIndexPathForMove).
public enum RetargetDecision: Equatable, Sendable {
  case accept
  case retarget(IndexPath)
  case refuse
}

/// Asked with the item's id, where it is and where the rules would put it.
public typealias RetargetHook = (_ id: UInt64, _ from: IndexPath, _ proposed: IndexPath) ->
  RetargetDecision

/// One item changing place: `from` and `to` are index paths in the order
/// just before and just after this step.
public struct Step: Equatable, Sendable, CustomStringConvertible {
  public var id: UInt64
  public var from: IndexPath
  public var to: IndexPath
  public init(id: UInt64, from: IndexPath, to: IndexPath) {
    self.id = id
    self.from = from
    self.to = to
  }
  public var description: String { "\(id) \(from) -> \(to)" }
}

/// A move the rules accepted, possibly retargeted, not yet carried out.
struct PlannedMove: Equatable {
  var node: Int32
  var from: IndexPath
  var to: IndexPath
  /// Exchange: the item at `to`, which goes to `from`.
  var partner: Int32?
  /// A full section's item pushed into the source section, and where.
  var displaced: (node: Int32, to: IndexPath)?

  static func == (a: PlannedMove, b: PlannedMove) -> Bool {
    a.node == b.node && a.from == b.from && a.to == b.to && a.partner == b.partner
      && a.displaced?.node == b.displaced?.node && a.displaced?.to == b.displaced?.to
  }
}

extension Order {
  /// Checks a move of node `n` to `to` against the section rules and pinned
  /// items. A move that would shift a pinned item is retargeted to the
  /// nearest slot that does not, when there is one on the way.
  func plan(_ n: Int32, to: IndexPath, _ policy: Policy) throws(ReorderError) -> PlannedMove {
    let from = indexPath(ofNode: n)
    let cross = to.section != from.section
    try checkSection(to.section)
    let limit = count(to.section) + (cross ? 1 : 0)
    guard to.item >= 0 && to.item < limit else {
      throw ReorderError(
        .outOfRange, "destination item \(to.item) is out of range 0..<\(limit) in section \(to.section)")
    }
    let f = store.flags(n)
    guard !f.contains(.pinned) else { throw ReorderError(.refused, "item \(store[n].id) is pinned") }
    guard f.contains(.movable) else {
      throw ReorderError(.refused, "item \(store[n].id) is not movable")
    }
    let exchanging = policy.semantics == .exchange && to.item < count(to.section) && to != from
      && !(!cross && abs(to.item - from.item) == 1)
    if cross { try checkCrossing(from, to, policy, exchanging: exchanging) }
    if exchanging {
      let partner = node(at: to)
      let pf = store.flags(partner)
      guard !pf.contains(.pinned) && pf.contains(.movable) else {
        throw ReorderError(.refused, "item \(store[partner].id) at \(to) cannot be exchanged")
      }
      return PlannedMove(node: n, from: from, to: to, partner: partner)
    }
    if !cross { return try planShift(n, from, to) }
    return try planEntry(n, from, to)
  }

  private func checkCrossing(_ from: IndexPath, _ to: IndexPath, _ policy: Policy, exchanging: Bool)
    throws(ReorderError)
  {
    let source = rules(from.section)
    let target = rules(to.section)
    guard policy.crossSectionMoves else {
      throw ReorderError(.refused, "moves across sections are off")
    }
    guard !source.isLocked else {
      throw ReorderError(.refused, "section \(from.section) is locked")
    }
    guard !target.isLocked && target.acceptsDrops else {
      throw ReorderError(.refused, "section \(to.section) does not accept drops")
    }
    let full = target.capacity.map { count(to.section) >= $0 } ?? false
    if !exchanging && !full && count(from.section) - 1 < source.minimumCount {
      throw ReorderError(
        .refused, "section \(from.section) may not hold fewer than \(source.minimumCount) items")
    }
  }

  /// Pinned items of section `s`, by index, ascending.
  func pinnedIndices(in s: Int) -> [Int] {
    pinned.compactMap { p -> Int? in
      let ip = indexPath(ofNode: p)
      return ip.section == s ? ip.item : nil
    }.sorted()
  }

  /// Within a section: every index between the two ends shifts by one, so
  /// stop before the first pinned item on the way.
  private func planShift(_ n: Int32, _ from: IndexPath, _ to: IndexPath) throws(ReorderError)
    -> PlannedMove
  {
    var dest = to.item
    let pins = pinnedIndices(in: from.section)
    if dest > from.item, let p = pins.first(where: { $0 > from.item && $0 <= dest }) {
      dest = p - 1
    } else if dest < from.item, let p = pins.last(where: { $0 >= dest && $0 < from.item }) {
      dest = p + 1
    }
    guard dest != from.item || to.item == from.item else {
      throw ReorderError(.refused, "a pinned item is in the way")
    }
    return PlannedMove(node: n, from: from, to: IndexPath(section: from.section, item: dest))
  }

  /// Into another section: what follows the slot shifts, so insert after
  /// the last pinned item; a full section pushes one item back.
  private func planEntry(_ n: Int32, _ from: IndexPath, _ to: IndexPath) throws(ReorderError)
    -> PlannedMove
  {
    let pins = pinnedIndices(in: to.section)
    let dest = max(to.item, (pins.last ?? -1) + 1)
    var move = PlannedMove(node: n, from: from, to: IndexPath(section: to.section, item: dest))
    // Where the source section gets an item back, if it does.
    var back: Int?
    let n2 = count(to.section)
    if let capacity = rules(to.section).capacity, n2 >= capacity {
      // The section is full: its last movable item goes back to the source.
      let candidate = (0..<n2).last { i in
        let f = store.flags(node(at: IndexPath(section: to.section, item: i)))
        return f.contains(.movable) && !f.contains(.pinned)
      }
      guard let i = candidate else {
        throw ReorderError(.refused, "section \(to.section) is full")
      }
      if i < dest && pins.contains(where: { $0 > i && $0 < dest }) {
        throw ReorderError(.refused, "displacing would shift a pinned item")
      }
      let slot: Int
      switch rules(to.section).displacement {
      case .vacatedSlot: slot = from.item
      case .sourceStart: slot = 0
      case .sourceEnd: slot = count(from.section) - 1
      }
      back = slot
      move.displaced = (
        node(at: IndexPath(section: to.section, item: i)), IndexPath(section: from.section, item: slot)
      )
    }
    // The source loses the item at `from` and may regain one at `back`:
    // the indices in between shift.
    let lo = min(from.item, back ?? Int.max)
    let hi = back.map { max(from.item, $0) } ?? Int.max
    if pinnedIndices(in: from.section).contains(where: { $0 >= lo && $0 <= hi && $0 != from.item })
      && back != from.item
    {
      throw ReorderError(.refused, "the move would shift a pinned item in section \(from.section)")
    }
    return move
  }

  /// Carries out a planned move; returns its steps in order.
  mutating func commit(_ m: PlannedMove) -> [Step] {
    var steps: [Step] = []
    func step(_ x: Int32, _ to: IndexPath) {
      let from = indexPath(ofNode: x)
      relocate(x, to: to)
      steps.append(Step(id: store[x].id, from: from, to: to))
    }
    step(m.node, m.to)
    if let partner = m.partner { step(partner, m.from) }
    if let d = m.displaced { step(d.node, d.to) }
    return steps
  }
}
