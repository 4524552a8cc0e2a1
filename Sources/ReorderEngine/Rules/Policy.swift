/// Engine-wide reorder settings.
public struct Policy: Equatable, Sendable {
  public var rule: ReorderRule
  public var semantics: MoveSemantics
  /// False locks every item to its own section.
  public var crossSectionMoves: Bool
  /// In what order a lifted group lands.
  public var groupOrder: GroupOrder
  /// Dropping onto an item combines the two; nil (the default): never.
  public var combine: CombineConfig?

  public init(
    rule: ReorderRule = .midpoint, semantics: MoveSemantics = .shift,
    crossSectionMoves: Bool = true,
    groupOrder: GroupOrder = .selection, combine: CombineConfig? = nil
  ) {
    self.combine = combine
    self.rule = rule
    self.semantics = semantics
    self.crossSectionMoves = crossSectionMoves
    self.groupOrder = groupOrder
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
  ///
  /// A drag (`dragging`) passes one neighbour at a time, so with `exchange`
  /// it shifts within a section and swaps across sections (`planPassing`).
  func plan(_ n: Int32, to: IndexPath, _ policy: Policy, dragging: Bool = false)
    throws(ReorderError) -> PlannedMove
  {
    let from = indexPath(ofNode: n)
    let cross = to.section != from.section
    try checkSection(to.section)
    let limit = count(to.section) + (cross ? 1 : 0)
    guard to.item >= 0 && to.item < limit else {
      throw ReorderError(
        .outOfRange,
        "destination item \(to.item) is out of range 0..<\(limit) in section \(to.section)")
    }
    let f = store.flags(n)
    guard !f.contains(.pinned) else {
      throw ReorderError(.refused, "item \(store[n].id) is pinned")
    }
    guard f.contains(.movable) else {
      throw ReorderError(.refused, "item \(store[n].id) is not movable")
    }
    if dragging && policy.semantics == .exchange && cross && count(to.section) > 0 {
      try checkCrossing(from, to, policy, exchanging: true)
      return try planPassing(n, from, to)
    }
    let exchanging =
      !dragging && policy.semantics == .exchange && to.item < count(to.section)
      && to != from && !(!cross && abs(to.item - from.item) == 1)
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

  /// Whether `k` items (a group's run, or one) may leave `from`'s section
  /// for `to`'s. A group needs room for all of it: it never displaces.
  func checkCrossing(
    _ from: IndexPath, _ to: IndexPath, _ policy: Policy, exchanging: Bool, moving k: Int = 1
  ) throws(ReorderError) {
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
    if k > 1, let capacity = target.capacity, count(to.section) + k > capacity {
      throw ReorderError(
        .refused,
        "section \(to.section) has room for \(max(0, capacity - count(to.section))) more items, not \(k)"
      )
    }
    let full = k == 1 && (target.capacity.map { count(to.section) >= $0 } ?? false)
    // An exchange or a displacement sends an item back into the source.
    if (exchanging || full) && !source.acceptsDrops {
      throw ReorderError(.refused, "section \(from.section) does not accept the item sent back")
    }
    if !exchanging && !full && count(from.section) - k < source.minimumCount {
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
  /// the last pinned item; a full section pushes one item back
  /// (`Capacity.swift`).
  private func planEntry(_ n: Int32, _ from: IndexPath, _ to: IndexPath) throws(ReorderError)
    -> PlannedMove
  {
    let pins = pinnedIndices(in: to.section)
    var move = PlannedMove(
      node: n, from: from,
      to: IndexPath(section: to.section, item: max(to.item, (pins.last ?? -1) + 1)))
    // Where the source section gets an item back, if it does.
    var back: Int?
    if let capacity = rules(to.section).capacity, count(to.section) >= capacity {
      let d = try displacement(from, to, pins: pins)
      move.to = d.to
      move.displaced = d.displaced
      back = d.displaced.to.item
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

  /// A drag with `exchange` semantics entering another section: the lifted
  /// item swaps with the first item it passes there (seed 000's swap of
  /// neighbouring cells across sections), which goes to the end of the
  /// source section facing the target; counts stay the same. Until the
  /// item has passed one, it only goes to that end of its own section.
  /// Swapping with the item at the slot instead (as a programmatic exchange
  /// does) would move that item's extent across the sections between, and
  /// the rule would then want the lifted item back: it would oscillate.
  private func planPassing(_ n: Int32, _ from: IndexPath, _ to: IndexPath) throws(ReorderError)
    -> PlannedMove
  {
    let down = to.section > from.section
    let m = count(to.section)
    let end = IndexPath(section: from.section, item: down ? count(from.section) - 1 : 0)
    guard down ? to.item > 0 : to.item < m else { return try planShift(n, from, end) }
    let partner = node(at: IndexPath(section: to.section, item: down ? 0 : m - 1))
    let pf = store.flags(partner)
    guard !pf.contains(.pinned) && pf.contains(.movable) else {
      throw ReorderError(.refused, "item \(store[partner].id) cannot be exchanged")
    }
    // The items between the two ends shift by one in each section.
    let shifted = down ? 1..<to.item : to.item..<(m - 1)
    let vacated = down ? (from.item + 1)..<count(from.section) : 0..<from.item
    if pinnedIndices(in: to.section).contains(where: { shifted.contains($0) })
      || pinnedIndices(in: from.section).contains(where: { vacated.contains($0) })
    {
      throw ReorderError(.refused, "the exchange would shift a pinned item")
    }
    var move = PlannedMove(node: n, from: from, to: to)
    move.displaced = (partner, end)
    return move
  }

  /// Carries out a planned move; returns its steps in order.
  mutating func commit(_ m: PlannedMove) -> Steps {
    var steps = Steps()
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
