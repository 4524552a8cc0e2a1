/// Undo and redo of committed moves. A change is the list of steps it made
/// (a whole drag is one change); undo replays them backwards by id, so it
/// restores the exact order as long as only moves happened in between.
/// Host edits (inserting, removing, resizing items or sections) are the
/// host's own data changes and are not recorded.
struct History {
  var undoStack: [[Step]] = []
  var redoStack: [[Step]] = []
  /// At least this many changes are kept; older ones are dropped.
  var limit = 1000

  mutating func record(_ steps: some Collection<Step>) {
    guard !steps.isEmpty else { return }
    undoStack.append(Array(steps))
    // Trim in batches so that recording stays O(1) amortized.
    if undoStack.count >= 2 * limit { undoStack.removeFirst(undoStack.count - limit) }
    redoStack.removeAll()
  }
}

extension Order {
  /// Carries out `steps` as recorded, or backwards (each step reversed, last
  /// first). A stale history (an item removed or moved by the host since)
  /// throws and leaves the order as it was.
  mutating func replay(_ steps: [Step], backwards: Bool) throws(ReorderError) -> [Step] {
    let plan =
      backwards ? steps.reversed().map { Step(id: $0.id, from: $0.to, to: $0.from) } : steps
    var done: [Step] = []
    for s in plan {
      let n = store.find(s.id)
      let limit =
        s.to.section >= 0 && s.to.section < sectionCount
        ? count(s.to.section) + (s.to.section == s.from.section ? 0 : 1) : 0
      guard n != noNode, indexPath(ofNode: n) == s.from, s.to.item >= 0, s.to.item < limit else {
        for d in done.reversed() { relocate(store.find(d.id), to: d.from) }
        throw ReorderError(.wrongState, "item \(s.id) is no longer where history left it")
      }
      relocate(n, to: s.to)
      done.append(s)
    }
    return plan
  }
}
