/// Multi-item drag: a lift of a selected item lifts the selection as one
/// run (`DragGroup`); its steps move the run through the same rules as one
/// item, sized as the run.
extension Engine {
  /// At the lift of `id`: gathers the other selected items into a run
  /// around it, in group order, each next to the run so far (those before
  /// `id` in front of it, the others behind). An item that may not come is
  /// left where it is: pinned or not movable, in a locked section, or one
  /// the section rules keep out (a full or locked section, a pinned item in
  /// the way). Returns the group and the steps that gathered it, or nil
  /// when `id` goes alone.
  mutating func gatherGroup(around id: UInt64) -> (DragGroup, Steps)? {
    guard selection.count > 1, selection.contains(id), let lead = try? order.node(of: id) else {
      return nil
    }
    var wanted = selection.ids
    if policy.groupOrder == .layout {
      // Every selected item exists: removals leave the selection.
      let paths = wanted.map { (try? order.indexPath(of: $0)) ?? IndexPath(section: 0, item: 0) }
      wanted = wanted.indices.sorted { paths[$0] < paths[$1] }.map { wanted[$0] }
    }
    guard let at = wanted.firstIndex(of: id) else { return nil }
    var shift = policy
    shift.semantics = .shift
    let s = order.indexPath(ofNode: lead).section
    var start = order.indexPath(ofNode: lead).item
    var run = [id]
    var steps = Steps()
    // Moves `m` next to the run, at its front or back, if it may go there.
    func join(_ m: UInt64, front: Bool) -> Bool {
      guard let n = try? order.node(of: m) else { return false }
      let p = order.indexPath(ofNode: n)
      let leaving = p.section == s && p.item < start ? 1 : 0
      let dest = IndexPath(section: s, item: (front ? start : start + run.count) - leaving)
      guard let plan = try? order.plan(n, to: dest, shift), plan.to == dest,
        plan.partner == nil && plan.displaced == nil
      else { return false }
      if dest != p { steps.append(contentsOf: carryOut(plan)) }
      start = front ? dest.item : start - leaving
      return true
    }
    // Nearest first, so that each joins next to the ones already there.
    for k in stride(from: at - 1, through: 0, by: -1) where join(wanted[k], front: true) {
      run.insert(wanted[k], at: 0)
    }
    for k in wanted.indices where k > at && join(wanted[k], front: false) {
      run.append(wanted[k])
    }
    return run.count > 1 ? (DragGroup(ids: run), steps) : nil
  }
}

extension Engine {
  /// Lifts the selection with `id`, if it is selected: the gathering
  /// slides, and is the drag's first steps (cancel undoes it).
  mutating func liftGroup(_ id: UInt64) {
    guard selection.count > 1, selection.contains(id) else { return }
    snapshotShown()
    guard let (group, steps) = gatherGroup(around: id) else { return }
    slideShown()
    // The gathering first, as steps of their own, then the group.
    session?.record(steps)
    session?.group = group
    session?.groupGeneration = order.generation
    if interaction.commit == .live { for s in steps { events.append(.moved(s)) } }
  }

  /// The group text `t` about the lifted group (of `s`, after it ended),
  /// positioned at its first item; nil when no group is lifted.
  func groupAnnouncement(
    _ t: Announcements.Template, of s: DragSession? = nil, from: IndexPath? = nil
  ) -> Announcement? {
    guard let s = s ?? session, s.outline == nil, let g = s.group,
      let at = try? order.indexPath(of: g.first)
    else { return nil }
    return announcements.group(
      t, s.label, items: g.count, at: at, count: order.count(at.section), from: from)
  }

  /// A keyboard step for a group: the key moves the run as one item
  /// (`keyboardTarget(from:run:key:)`). Throws `.refused` when it may not
  /// go there.
  mutating func keyboardGroupStep(_ g: DragGroup, lead id: UInt64, key: Key)
    throws(ReorderError) -> Steps
  {
    guard let first = try? order.node(of: g.first), let lead = g.ids.firstIndex(of: id) else {
      return Steps()
    }
    let from = order.indexPath(ofNode: first)
    guard let target = keyboardTarget(from: from, run: g.count, key: key) else { return Steps() }
    let nodes = g.ids.compactMap { try? order.node(of: $0) }
    guard let plan = groupPlan(nodes, from: from, to: target, lead: lead) else {
      throw ReorderError(.refused, "the group cannot move to \(target)")
    }
    return moveGroup(plan)
  }

  /// Carries out a group's move and keeps the group known to be its run.
  private mutating func moveGroup(_ plan: PlannedGroupMove) -> Steps {
    let steps = order.commitGroup(plan)
    refresh(after: steps)
    session?.groupGeneration = order.generation
    return steps
  }

  /// A pointer drag's step for a group: the rule places the run as one
  /// item as long as the run, measured from its first item.
  mutating func followGroup() {
    guard let s = session, !s.byKeyboard, let r = liftedRect(s), let g = liveGroup(),
      let first = try? order.node(of: g.first), let last = try? order.node(of: g.ids[g.count - 1]),
      let lead = g.ids.firstIndex(of: s.id)
    else { return }
    let from = order.indexPath(ofNode: first)
    // Where the run is drawn for the rule: moved with the lifted item,
    // reckoned left to right (the rule mirrors it back).
    let (o, lay) = (order, layout)
    func logical(_ p: IndexPath) -> Rect { lay.mirrored(lay.frame(p, o), o) }
    let f = logical(from)
    let l = logical(IndexPath(section: from.section, item: from.item + lead))
    var rect = layout.mirrored(r, order)
    rect.x += f.x - l.x
    rect.y += f.y - l.y
    if case .list(let c) = layout.kind {
      let end = logical(order.indexPath(ofNode: last))
      if c.axis == .vertical { rect.height = end.maxY - f.y } else { rect.width = end.maxX - f.x }
    }
    let at = DragGeometry(rect: layout.mirrored(rect, order), pointer: s.pointer)
    let (rule, k) = (policy.rule, g.count)
    let kept = keepFlowOthers(first, run: k) ? keptFlowOthers(first, run: k) : nil
    let proposed = OthersLayout.measure(order, layout, lifted: first, run: k, flowHome: kept) {
      $0.target(rule, at, current: $0.home)
    }
    guard proposed != from else { return }
    let nodes = g.ids.compactMap { try? order.node(of: $0) }
    guard let plan = groupPlan(nodes, from: from, to: proposed, lead: lead) else { return }
    snapshotShown()
    let steps = moveGroup(plan)
    slideDragStep()
    session?.record(steps)
    report(steps)
  }

  /// The group's move to `proposed` (its first item's index path), through
  /// the section rules and the host's hook, asked about the lifted item
  /// (the `lead`-th); nil for none. A section the group may not enter
  /// keeps it at the nearest end of its own, as one item.
  private mutating func groupPlan(
    _ nodes: [Int32], from: IndexPath, to proposed: IndexPath, lead: Int
  ) -> PlannedGroupMove? {
    var plan: PlannedGroupMove
    do {
      plan = try order.planGroup(nodes, to: proposed, policy)
    } catch {
      guard proposed.section != from.section else { return nil }
      let end = proposed.section > from.section ? order.count(from.section) - nodes.count : 0
      guard
        let p = try? order.planGroup(nodes, to: IndexPath(section: from.section, item: end), policy)
      else { return nil }
      plan = p
    }
    guard plan.to != plan.from else { return nil }
    guard let retarget else { return plan }
    func leadPath(_ p: IndexPath) -> IndexPath {
      IndexPath(section: p.section, item: p.item + lead)
    }
    switch retarget(order.store[nodes[lead]].id, leadPath(from), leadPath(plan.to)) {
    case .accept:
      return plan
    case .refuse:
      return nil
    case .retarget(let p):
      let start = IndexPath(section: p.section, item: p.item - lead)
      guard let again = try? order.planGroup(nodes, to: start, policy), again.to == start,
        again.to != again.from
      else { return nil }
      return again
    }
  }

  /// The lifted group, kept to a run: host edits may have taken members
  /// out (removed: gone from it) or split the run (inserted into it, or
  /// moved a member), and then it keeps the members still next to the
  /// lifted item in run order. Nil when the lifted item is alone.
  mutating func liveGroup() -> DragGroup? {
    guard let s = session, var g = s.group else { return nil }
    if s.groupGeneration == order.generation { return g }
    g.filter { order.contains(id: $0) }
    if let lead = g.ids.firstIndex(of: s.id), let at = try? order.indexPath(of: s.id) {
      func adjacent(_ j: Int) -> Bool {
        (try? order.indexPath(of: g.ids[j]))
          == IndexPath(section: at.section, item: at.item + j - lead)
      }
      var lo = lead
      while lo > 0 && adjacent(lo - 1) { lo -= 1 }
      var hi = lead
      while hi + 1 < g.count && adjacent(hi + 1) { hi += 1 }
      let kept = Set(g.ids[lo...hi])
      g.filter { kept.contains($0) }
    }
    session?.group = g.count > 1 ? g : nil
    session?.groupGeneration = order.generation
    return session?.group
  }

  /// After a drop or cancel: the group's other items slide from the stack
  /// to their places.
  mutating func settleGroup(_ s: DragSession) {
    guard let g = s.group, let r = liftedRect(s) else { return }
    var depth = 0
    for id in g.ids where id != s.id {
      depth += 1
      animator.slide(id: id, from: DragGroup.stackFrame(r, depth: depth), now: now)
    }
  }
}

extension Engine {
  /// The group's items drawn under the lifted one, deepest first, with
  /// its look: the first `DragGroup.stackDepth` of them after it in run
  /// order (the others are hidden in the stack).
  func stackPresentations(_ s: DragSession, _ r: Rect, lift: Double) -> [Presentation] {
    guard let g = s.group, s.outline == nil else { return [] }
    var out: [Presentation] = []
    for id in g.ids where id != s.id && out.count < DragGroup.stackDepth {
      guard let path = try? order.indexPath(of: id) else { continue }
      out.append(
        animator.liftedPresentation(
          id: id, indexPath: path, rect: DragGroup.stackFrame(r, depth: out.count + 1), lift: lift))
    }
    return out.reversed()
  }
}

extension DragGroup {
  /// The items drawn under the lifted one, offset from it; the rest of the
  /// group is hidden in the stack.
  static let stackDepth = 2

  /// Where the `depth`-th item under the lifted one is drawn.
  static func stackFrame(_ lifted: Rect, depth: Int) -> Rect {
    let d = Double(min(depth, stackDepth)) * 4
    return Rect(x: lifted.x + d, y: lifted.y + d, width: lifted.width, height: lifted.height)
  }
}
