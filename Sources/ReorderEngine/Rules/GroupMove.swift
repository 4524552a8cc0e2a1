/// A lifted group's move: its run of items, in run order, from where its
/// first item is to where it will be (an index path after the move, as for
/// one item). Groups always shift: exchange semantics swap one item for
/// one item, which a run of several cannot do.
struct PlannedGroupMove: Equatable {
  var nodes: [Int32]
  var from: IndexPath
  var to: IndexPath
}

extension Order {
  /// Checks a move of the run `nodes` (consecutive in one section, in
  /// order) to start at `to`, as a whole, against the section rules and
  /// pinned items. Within the section the run stops short of the first
  /// pinned item on its way, as one item does; entering another section it
  /// goes after that section's last pinned item, and needs room for all of
  /// it: a full section refuses a group rather than displace part of it.
  func planGroup(_ nodes: [Int32], to: IndexPath, _ policy: Policy) throws(ReorderError)
    -> PlannedGroupMove
  {
    let k = nodes.count
    let from = indexPath(ofNode: nodes[0])
    let cross = to.section != from.section
    try checkSection(to.section)
    let limit = count(to.section) - (cross ? 0 : k)
    guard to.item >= 0 && to.item <= limit else {
      throw ReorderError(
        .outOfRange,
        "destination item \(to.item) is out of range 0...\(limit) for \(k) items in section \(to.section)"
      )
    }
    if !cross { return try planGroupShift(nodes, from, to) }
    try checkCrossing(from, to, policy, exchanging: false, moving: k)
    // Every item after the run in its section shifts back.
    if pinnedIndices(in: from.section).contains(where: { $0 > from.item }) {
      throw ReorderError(.refused, "the move would shift a pinned item in section \(from.section)")
    }
    let pins = pinnedIndices(in: to.section)
    return PlannedGroupMove(
      nodes: nodes, from: from,
      to: IndexPath(section: to.section, item: max(to.item, (pins.last ?? -1) + 1)))
  }

  /// Within a section: the items between the run's old and new places
  /// shift by its length, so it stops before the first pinned one.
  private func planGroupShift(_ nodes: [Int32], _ from: IndexPath, _ to: IndexPath)
    throws(ReorderError) -> PlannedGroupMove
  {
    let k = nodes.count
    let a = from.item
    var b = to.item
    let pins = pinnedIndices(in: from.section)
    // Down, items a+k..<b+k move up; up, items b..<a move down.
    if b > a, let p = pins.first(where: { $0 >= a + k && $0 < b + k }) {
      b = p - k
    } else if b < a, let p = pins.last(where: { $0 >= b && $0 < a }) {
      b = p + 1
    }
    guard b != a || to.item == a else {
      throw ReorderError(.refused, "a pinned item is in the way")
    }
    return PlannedGroupMove(nodes: nodes, from: from, to: IndexPath(section: from.section, item: b))
  }

  /// Carries out a group's move (`groupSteps`).
  mutating func commitGroup(_ m: PlannedGroupMove) -> Steps {
    var steps = Steps()
    for s in Order.groupSteps(m.nodes.map { store[$0].id }, from: m.from, to: m.to) {
      relocate(store.find(s.id), to: s.to)
      steps.append(s)
    }
    return steps
  }

  /// The steps that move the run `ids` (in order, its first at `from`) to
  /// start at `to`, each landing after those of the run before it: moving
  /// down its own section the last goes first, so that the others are
  /// still where they were; otherwise the first. Each step's `from` holds
  /// when it is made, as replay needs.
  static func groupSteps(_ ids: [UInt64], from: IndexPath, to: IndexPath) -> [Step] {
    let cross = to.section != from.section
    let down = !cross && to.item > from.item
    let order = down ? Array(ids.indices.reversed()) : Array(ids.indices)
    return order.map { j in
      Step(
        id: ids[j], from: IndexPath(section: from.section, item: from.item + (cross ? 0 : j)),
        to: IndexPath(section: to.section, item: to.item + j))
    }
  }
}
