/// The end of a drag across members, and changes made outside one.
extension TransferGroup {
  /// The drop: where the run is now. Over a member that refused it, the
  /// drag is cancelled instead and the run goes home.
  mutating func finish<M: TransferMembers>(
    time: Double, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard let d = drag else { return }
    if d.refusedBy != nil { return cancelDrag(.refused, time: time, &m, &out) }
    guard d.crossed else {
      on(d.home, &m, &out) { _ = $0.drop(time: time) }
      return end(&m, &out)
    }
    reportDeferred(d.ledger, &m, &out)
    var ledger = d.ledger
    if let made = on(d.current, &m, &out, { $0.drop(time: time) }), !made.isEmpty {
      ledger.append(.local(d.current, made))
    }
    commit(ledger, &m)
    if d.current != d.home, let e = out.last(where: { $0.key == d.current && isDrop($0.event) }) {
      on(d.home, &m, &out) { $0.note(e.event) }
    }
    end(&m, &out)
  }

  func isDrop(_ e: Event) -> Bool {
    if case .drop = e { return true }
    return false
  }

  /// Records a finished change across members: one undo step in each.
  mutating func commit<M: TransferMembers>(_ ledger: [CrossStep], _ m: inout M) {
    guard !ledger.isEmpty else { return }
    let token = nextToken
    nextToken += 1
    changes[token] = ledger
    for k in keys(of: ledger) { _ = m.with(k) { $0.noteLinked(token) } }
  }

  func keys(of ledger: [CrossStep]) -> [UInt] {
    var keys: [UInt] = []
    func add(_ k: UInt) { if !keys.contains(k) { keys.append(k) } }
    for step in ledger {
      switch step {
      case .local(let k, _): add(k)
      case .transfer(let t):
        add(t.source)
        add(t.target)
      }
    }
    return keys
  }

  /// What members in `onDrop` commit mode have not heard yet.
  func reportDeferred<M: TransferMembers>(
    _ ledger: [CrossStep], _ m: inout M, _ out: inout TaggedEvents
  ) {
    for step in ledger {
      switch step {
      case .local(let k, let steps):
        on(k, &m, &out) { e in if e.interaction.commit == .onDrop { e.reportMoves(steps) } }
      case .transfer(let t):
        for k in [t.source, t.target] {
          on(k, &m, &out) { e in if e.interaction.commit == .onDrop { e.reportTransfer(t) } }
        }
      }
    }
  }

  /// Cancels the drag: the holder puts back its own steps, then every
  /// change the drag made in the members it left is undone, latest first,
  /// as near as host edits allow; the item flies home.
  mutating func cancelDrag<M: TransferMembers>(
    _ reason: CancelReason, time: Double, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard let d = drag else { return }
    let flight =
      m.with(d.current) { e -> (Point, Rect, Double)? in
        guard let (r, lift) = e.liftedNow(), let o = e.toShared(Point(x: r.x, y: r.y)) else {
          return nil
        }
        return (o, r, lift)
      } ?? nil
    on(d.current, &m, &out) { $0.cancelHere(reason, time: time) }
    guard d.crossed else { return end(&m, &out) }
    for step in d.ledger.reversed() {
      switch step {
      case .local(let k, let steps):
        on(k, &m, &out) { $0.restoreShare(steps, report: $0.interaction.commit == .live) }
      case .transfer(let t):
        _ = apply(t.reversed, strict: false, live: true, &m, &out)
      }
    }
    on(d.current, &m, &out) { $0.forgetSettle() }
    on(d.home, &m, &out) { e in
      if d.current != d.home {
        e.note(.cancelled(id: d.lead, reason: reason, source: d.home, target: d.current))
      }
      if let (o, r, lift) = flight, let p = e.fromShared(o) {
        e.settleHome(
          d.lead, from: Rect(x: p.x, y: p.y, width: r.width, height: r.height),
          time: time, lift: lift)
      }
      e.announceCancel(d.lead)
    }
    end(&m, &out)
  }

  /// A drag that ended in the member holding it without the group: its
  /// item was removed (the changes it made stand, one undo step), or,
  /// never having crossed, it was dropped or cancelled there.
  mutating func reconcile<M: TransferMembers>(_ m: inout M, _ out: inout TaggedEvents) {
    guard let d = drag, m.with(d.current, { $0.session == nil }) ?? true else { return }
    if d.crossed {
      reportDeferred(d.ledger, &m, &out)
      commit(d.ledger, &m)
      if d.current != d.home {
        on(d.home, &m, &out) {
          $0.note(.cancelled(id: d.lead, reason: .itemRemoved, source: d.home, target: d.current))
        }
      }
    }
    end(&m, &out)
  }

  mutating func end<M: TransferMembers>(_ m: inout M, _ out: inout TaggedEvents) {
    if let d = drag { on(d.home, &m, &out) { $0.endAwayDrag() } }
    drag = nil
    for o in members {
      on(o.key, &m, &out) { e in
        e.groupBusy = false
        e.closeGap()
      }
    }
  }

  /// Carries out one transfer: the source gives the run up (unless it is a
  /// copy), the target takes it (unless a copy is discarded). `strict`
  /// (undo, redo) checks everything first and changes nothing on error;
  /// otherwise (cancel) whatever can go back does, and nothing is lost: a
  /// run the target cannot take stays where it is. `live`: report it to
  /// members in live commit mode only (else to all).
  @discardableResult
  func apply<M: TransferMembers>(
    _ t: Transfer, strict: Bool, live: Bool, _ m: inout M, _ out: inout TaggedEvents
  ) -> ReorderError? {
    let report = { (e: Engine) in !live || e.interaction.commit == .live ? t : nil }
    // A copy is discarded only while the original is there.
    if !t.inserts,
      m.with(t.target, { e in t.ids.allSatisfy { e.order.contains(id: $0) } }) != true
    {
      return ReorderError(.wrongState, "item \(t.ids[0])'s original is gone: its copy stays")
    }
    var to = t.to
    if t.inserts {
      // Going back, or undone: the place it had, rules aside.
      guard let room = m.with(t.target, { $0.admission(of: t.ids, at: t.to) }) else {
        return ReorderError(.wrongState, "the engine it went to left the group")
      }
      // Exactly there, in front of a pinned item too: that item moved up
      // into the gap when the run left.
      switch room.1?.code {
      case nil, .refused?: to = t.to
      case .outOfRange? where !strict:
        let end = m.with(t.target) { e -> IndexPath? in
          let s = min(t.to.section, e.order.sectionCount - 1)
          return s < 0 ? nil : IndexPath(section: s, item: e.order.count(s))
        }
        guard let end = end ?? nil else { return room.1 }
        to = end
      default: return room.1
      }
    }
    guard
      let items = on(
        t.source, &m, &out,
        { e in
          guard t.removes else {
            if let r = report(e) { e.reportTransfer(r) }
            return try? e.carried(t.ids, from: nil)
          }
          return (try? e.carried(t.ids, from: t.from)).map { _ in
            try? e.takeOut(t.ids, from: t.from, report: report(e))
          } ?? nil
        }) ?? nil
    else { return ReorderError(.wrongState, "item \(t.ids[0]) is no longer where it was left") }
    if t.inserts {
      var placed = t
      placed.to = to
      on(t.target, &m, &out) { $0.putIn(items, at: to, report: report($0).map { _ in placed }) }
    } else {
      on(t.target, &m, &out) { e in if let r = report(e) { e.reportTransfer(r) } }
    }
    return nil
  }
}
