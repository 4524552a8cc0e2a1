/// Changes the host asks for: undo and redo of a change across members,
/// and a transfer without a drag.
extension TransferGroup {
  /// Undoes (or redoes) the change across members that is the last one of
  /// member `key`: every member it touched must have it last too. Nothing
  /// changes on error.
  public mutating func travel<M: TransferMembers>(
    _ key: UInt, backwards: Bool, _ m: inout M
  ) throws(ReorderError) -> TaggedEvents {
    guard drag == nil else {
      throw ReorderError(.wrongState, "undo and redo wait for the drag to end")
    }
    guard let token = m.with(key, { $0.linkedChange(backwards: backwards) }) ?? nil,
      let ledger = changes[token]
    else {
      throw ReorderError(
        .wrongState, "the last change crossed an engine that has left the transfer group")
    }
    for k in keys(of: ledger) {
      guard
        m.with(k, { $0.linkedChange(backwards: backwards) == token && $0.session == nil })
          == true
      else {
        throw ReorderError(
          .wrongState, "another engine of the transfer group changed since: undo there first")
      }
    }
    var out = TaggedEvents()
    let plan = backwards ? ledger.reversed().map(\.reversed) : ledger
    var done: [CrossStep] = []
    for step in plan {
      if let error = carryOut(step, &m, &out) {
        for d in done.reversed() { _ = carryOut(d.reversed, &m, &out) }
        throw error
      }
      done.append(step)
    }
    for k in keys(of: ledger) { _ = m.with(k) { $0.noteTravelled(backwards: backwards) } }
    return out
  }

  /// One step of an undo or redo, reported to every member it touches.
  private func carryOut<M: TransferMembers>(
    _ step: CrossStep, _ m: inout M, _ out: inout TaggedEvents
  ) -> ReorderError? {
    switch step {
    case .local(let k, let steps):
      let r = on(k, &m, &out) { e -> ReorderError? in
        do throws(ReorderError) {
          try e.replayShare(steps, backwards: false, report: true)
          return nil
        } catch { return error }
      }
      return r ?? ReorderError(.wrongState, "an engine of the change left the transfer group")
    case .transfer(let t):
      return apply(t, strict: true, live: false, &m, &out)
    }
  }

  /// Moves (or copies, as the source's rules say) item `id` from member
  /// `source` to `to` in member `target`, under the same rules as a drag
  /// across them; one undo step of the group.
  public mutating func transfer<M: TransferMembers>(
    _ id: UInt64, from source: UInt, to target: UInt, at to: IndexPath, _ m: inout M
  ) throws(ReorderError) -> TaggedEvents {
    guard let a = rules(source), let b = rules(target) else {
      throw ReorderError(.unknownID, "both engines must be in the transfer group")
    }
    guard source != target else {
      throw ReorderError(.invalidArgument, "source and target are the same engine")
    }
    guard drag == nil, m.with(source, { $0.session == nil }) == true,
      m.with(target, { $0.session == nil }) == true
    else { throw ReorderError(.wrongState, "a drag is in progress") }
    guard a.lets(to: b) else {
      throw ReorderError(.refused, "the transfer rules do not let items go there")
    }
    guard !outlineInvolved(source, target, &m) else {
      throw ReorderError(.refused, "outlines keep their items: a subtree would lose its shape")
    }
    guard let from = m.with(source, { try? $0.order.indexPath(of: id) }) ?? nil else {
      throw ReorderError(.unknownID, "no item has id \(id)")
    }
    guard let (at, refusal) = m.with(target, { $0.admission(of: [id], at: to) }) else {
      throw ReorderError(.unknownID, "both engines must be in the transfer group")
    }
    if let refusal { throw refusal }
    let t = Transfer(
      ids: [id], source: source, target: target, from: from, to: at,
      kind: a.pull == .copy ? .copy : .move)
    var out = TaggedEvents()
    if let error = apply(t, strict: true, live: false, &m, &out) { throw error }
    commit([.transfer(t)], &m)
    return out
  }
}

extension CrossStep {
  var reversed: CrossStep {
    switch self {
    case .local(let k, let steps):
      .local(k, steps.reversed().map(\.reversed))
    case .transfer(let t): .transfer(t.reversed)
    }
  }
}
