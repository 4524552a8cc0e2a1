/// Undo and redo of committed moves. A change is the list of steps it made
/// (a whole drag is one change); undo replays them backwards by id, so it
/// restores the exact order as long as only moves happened in between.
/// A change across members of a transfer group is the group's (`linked`):
/// each member it touched holds its token, and only the group undoes it.
/// Host edits (inserting, removing, resizing items or sections) are the
/// host's own data changes and are not recorded.
struct History {
  enum Change: Equatable {
    case steps([Step])
    /// The transfer group's change with this token.
    case linked(UInt64)
  }

  var undoStack: [Change] = []
  var redoStack: [Change] = []
  /// At least this many changes are kept; older ones are dropped.
  var limit = 1000

  mutating func record(_ steps: some Collection<Step>) {
    guard !steps.isEmpty else { return }
    record(.steps(Array(steps)))
  }

  mutating func record(_ change: Change) {
    undoStack.append(change)
    // Trim in batches so that recording stays O(1) amortized.
    if undoStack.count >= 2 * limit { undoStack.removeFirst(undoStack.count - limit) }
    redoStack.removeAll()
  }

  /// The group's token on top of the undo (or redo) stack, if it is there.
  func linkedTop(backwards: Bool) -> UInt64? {
    if case .linked(let t)? = (backwards ? undoStack : redoStack).last { return t }
    return nil
  }

  /// Moves the top change across, after the group undid or redid it.
  mutating func travelled(backwards: Bool) {
    if backwards {
      if let c = undoStack.popLast() { redoStack.append(c) }
    } else if let c = redoStack.popLast() {
      undoStack.append(c)
    }
  }
}

extension Order {
  /// Carries out `steps` as recorded, or backwards (each step reversed, last
  /// first). A stale history (an item removed or moved by the host since)
  /// throws and leaves the order as it was.
  mutating func replay(_ steps: [Step], backwards: Bool) throws(ReorderError) -> [Step] {
    let plan =
      backwards ? steps.reversed().map(\.reversed) : steps
    var done: [Step] = []
    for s in plan {
      let n = store.find(s.id)
      let limit =
        s.to.section >= 0 && s.to.section < sectionCount
        ? count(s.to.section) + (s.to.section == s.from.section ? 0 : 1) : 0
      guard n != noNode, indexPath(ofNode: n) == s.from, s.to.item >= 0, s.to.item < limit,
        store.depth(n) == Int(s.fromDepth), !isOutline || Int(s.toDepth) <= Order.maxDepth
      else {
        for d in done.reversed() { place(store.find(d.id), d.reversed) }
        throw ReorderError(.wrongState, "item \(s.id) is no longer where history left it")
      }
      place(n, s)
      done.append(s)
    }
    refreshHidden(after: plan)
    return plan
  }

  /// Carries out one step: the item's place, and its depth in an outline.
  mutating func place(_ n: Int32, _ s: Step) {
    if s.from != s.to { relocate(n, to: s.to) }
    if isOutline && s.fromDepth != s.toDepth { store.setDepth(n, Int(s.toDepth)) }
  }
}
