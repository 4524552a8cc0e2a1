/// Moves through the rules: programmatic ones (seed 004's tap-to-move),
/// the steps of a drag, undo and redo.
extension Engine {
  /// Resolves a move of `n` to `to`: section rules and pinned items first,
  /// then the host's hook, whose retarget goes through the rules again.
  /// Mutating though it changes nothing: a method that calls an opaque
  /// closure while borrowing the engine makes its caller copy the whole
  /// engine first.
  mutating func resolve(_ n: Int32, to: IndexPath, dragging: Bool = false) throws(ReorderError)
    -> PlannedMove
  {
    let planned = try order.plan(n, to: to, policy, dragging: dragging)
    guard let retarget, planned.to != planned.from else { return planned }
    switch retarget(order.store[n].id, planned.from, planned.to) {
    case .accept:
      return planned
    case .refuse:
      throw ReorderError(.refused, "the host refused the move to \(planned.to)")
    case .retarget(let p):
      let again: PlannedMove
      do {
        again = try order.plan(n, to: p, policy, dragging: dragging)
      } catch {
        // The host's answer was bad, not the caller's destination.
        throw ReorderError(.refused, "the host's retarget \(p) is not allowed: \(error.message)")
      }
      guard again.to == p else {
        throw ReorderError(.refused, "the host's retarget \(p) breaks the section rules")
      }
      return again
    }
  }

  mutating func carryOut(_ m: PlannedMove) -> Steps {
    let steps = order.commit(m)
    refresh(after: steps)
    return steps
  }

  /// Refreshes the cached extents of the sections the steps touched. A
  /// refresh is O(log sections) and gives the same extent when repeated, so
  /// only a run of steps in the same sections is skipped (no set to build).
  mutating func refresh(after steps: some Sequence<Step>) {
    if case .flow = layout.kind { return refreshFlow(after: steps) }
    var last: (Int, Int)?
    for step in steps {
      let sections = (step.from.section, step.to.section)
      guard last.map({ $0 != sections }) ?? true else { continue }
      last = sections
      layout.refresh(sections.0, order)
      if sections.1 != sections.0 { layout.refresh(sections.1, order) }
    }
  }

  /// A flow re-flows each section the steps touched once, from the lines
  /// all its changes reach (`ItemChange.then`).
  private mutating func refreshFlow(after steps: some Sequence<Step>) {
    var changes: [(section: Int, change: ItemChange)] = []
    func add(_ s: Int, _ c: ItemChange) {
      if let i = changes.firstIndex(where: { $0.section == s }) {
        changes[i].change = changes[i].change.then(c)
      } else {
        changes.append((s, c))
      }
    }
    for step in steps {
      if step.from.section == step.to.section {
        add(step.from.section, .moved(step.from.item, step.to.item))
      } else {
        add(step.from.section, .removed(step.from.item))
        add(step.to.section, .inserted(step.to.item))
      }
    }
    for (s, c) in changes { layout.refresh(s, order, c) }
  }

  /// Moves an item by id, with the same rules as a drag; one undo step.
  /// Returns the steps made (more than one for an exchange or when a full
  /// section displaces an item); empty when the item is already there.
  @discardableResult
  public mutating func move(id: UInt64, to: IndexPath) throws(ReorderError) -> [Step] {
    guard id != session?.id else {
      throw ReorderError(.wrongState, "item \(id) is being dragged")
    }
    if order.isOutline { return try moveSubtree(id, to: to) }
    let plan = try resolve(try order.node(of: id), to: to)
    guard plan.to != plan.from else { return [] }
    snapshotShown(for: plan)
    let steps = carryOut(plan)
    slideShown()
    history.record(steps)
    reportMoves(steps)
    // Announced as a keyboard step is: a tap-to-move is the user's move too,
    // and every host would otherwise word it itself.
    if let now = try? order.indexPath(of: id) {
      announce(
        announcements.moved(
          label(id), from: plan.from, to: now, count: order.count(now.section)))
    }
    return Array(steps)
  }

  /// Queues the moves of a programmatic change, undo or redo: the host's
  /// model follows them as it follows a drag's.
  mutating func reportMoves(_ steps: some Collection<Step>) {
    for s in steps { events.append(.moved(s)) }
    if !steps.isEmpty { events.append(.animationNeeded) }
  }

  @discardableResult
  public mutating func move(from: IndexPath, to: IndexPath) throws(ReorderError) -> [Step] {
    try move(id: try order.id(at: from), to: to)
  }

  // MARK: drag steps

  /// The slot the reorder rule picks for the lifted item drawn at `at`.
  /// Geometry only: section rules and the hook are applied by `dragStep`.
  public func proposedSlot(for id: UInt64, at: DragGeometry) throws(ReorderError) -> IndexPath {
    let n = try order.node(of: id)
    guard at.rect.isFinite, at.pointer.isFinite else {
      throw ReorderError(.invalidArgument, "drag geometry must be finite")
    }
    return OthersLayout.measure(order, layout, lifted: n, flowHome: keptFlowOthers(n, run: 1)) {
      others in others.target(policy.rule, at, current: others.home)
    }
  }

  /// One live step of a drag: moves the lifted item to the slot the rule
  /// picks, if the rules allow it. A section the item may not enter keeps
  /// it at the nearest end of its own section. Not recorded in the history:
  /// the caller records the whole drag with `recordDrag`.
  public mutating func dragStep(id: UInt64, at: DragGeometry) throws(ReorderError) -> [Step] {
    let n = try order.node(of: id)
    guard let plan = try dragPlan(n, id, at) else { return [] }
    return Array(try dragStep(n, id, at, plan))
  }

  /// The step `dragPlan` found, carried out.
  mutating func dragStep(_ n: Int32, _ id: UInt64, _ at: DragGeometry, _ plan: PlannedMove)
    throws(ReorderError) -> Steps
  {
    var steps = carryOut(plan)
    guard plan.displaced != nil else { return steps }
    // Another item crossed sections too (an exchange, or a full section
    // displacing one), so the others moved: settle the lifted item where
    // the rule now puts it in its section. If the rule would take it out
    // again, the move is not stable yet: undo it, and wait for the pointer
    // to go further, so that a pointer held still never moves anything.
    guard let settle = try dragPlan(n, id, at) else { return steps }
    if settle.displaced == nil && settle.to.section == settle.from.section {
      steps.append(contentsOf: carryOut(settle))
      if try dragPlan(n, id, at) == nil { return steps }
    }
    // Replaying steps just made cannot be stale.
    _ = try? replayed(Array(steps), backwards: true)
    return Steps()
  }

  /// What one drag step would do, or nil for nothing (mutating as
  /// `resolve` is).
  mutating func dragPlan(_ n: Int32, _ id: UInt64, _ at: DragGeometry) throws(ReorderError)
    -> PlannedMove?
  {
    let proposed = try proposedSlot(for: id, at: at)
    let from = order.indexPath(ofNode: n)
    guard proposed != from else { return nil }
    var plan: PlannedMove
    do {
      plan = try resolve(n, to: proposed, dragging: true)
    } catch {
      guard proposed.section != from.section else { return nil }
      let edge = proposed.section > from.section ? order.count(from.section) - 1 : 0
      let end = IndexPath(section: from.section, item: edge)
      guard let p = try? resolve(n, to: end, dragging: true) else { return nil }
      plan = p
    }
    return plan.to != plan.from ? plan : nil
  }

  /// Records the steps of a finished drag as one undo step.
  public mutating func recordDrag(_ steps: [Step]) { history.record(steps) }

  // MARK: history

  public var canUndo: Bool { !history.undoStack.isEmpty }
  public var canRedo: Bool { !history.redoStack.isEmpty }

  /// Undoes the last change; returns the steps made, in order.
  @discardableResult
  public mutating func undo() throws(ReorderError) -> [Step] { try travel(backwards: true) }

  /// Redoes the last undone change; returns the steps made, in order.
  @discardableResult
  public mutating func redo() throws(ReorderError) -> [Step] { try travel(backwards: false) }

  private mutating func travel(backwards: Bool) throws(ReorderError) -> [Step] {
    guard session == nil else {
      throw ReorderError(.wrongState, "undo and redo wait for the drag to end")
    }
    guard let change = (backwards ? history.undoStack : history.redoStack).last else {
      throw ReorderError(.wrongState, backwards ? "nothing to undo" : "nothing to redo")
    }
    guard case .steps(let change) = change else {
      throw ReorderError(
        .wrongState, "the last change crossed engines: its transfer group undoes and redoes it")
    }
    snapshotShown()
    let steps = try replayed(change, backwards: backwards)
    slideShown()
    history.travelled(backwards: backwards)
    reportMoves(steps)
    return steps
  }

  mutating func replayed(_ steps: [Step], backwards: Bool) throws(ReorderError) -> [Step] {
    let done = try order.replay(steps, backwards: backwards)
    refresh(after: done)
    return done
  }
}
