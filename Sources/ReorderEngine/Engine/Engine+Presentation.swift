/// What the host draws at time t: every item's presentation frame, alpha,
/// scale and z-order, and every section's frame, as data. Displaced items
/// and the sections around them slide from where they were shown; the
/// lifted item carries the lift look; a dropped item settles.
extension Engine {
  public var animationConfig: AnimationConfig { animator.config }

  public mutating func setAnimation(_ config: AnimationConfig) throws(ReorderError) {
    try config.validate()
    animator.config = config
  }

  /// The items in `rect` (content space) as they are to be drawn at `time`,
  /// lowest z first: O(log n + k) for k items shown or sliding.
  public func presentation(in rect: Rect, at time: Double) -> [Presentation] {
    var out: [Presentation] = []
    forEachPresentation(in: rect, at: time) { out.append($0) }
    return out
  }

  /// The same, one record at a time, lowest z first and in index-path
  /// order within a layer, without collecting them: the C ABI writes each
  /// straight into the host's buffer. A pass per layer (there are three);
  /// the items' walk runs a second time only while something slides.
  public func forEachPresentation(
    in rect: Rect, at time: Double, _ body: (Presentation) -> Void
  ) {
    guard rect.isFinite, time.isFinite else { return }
    // Drawn on their own, last: not among the others.
    let lifted = session?.id
    let group = session?.group
    let settling = settle?.id
    var own: (settle: Presentation?, lifted: Presentation?) = (nil, nil)
    if let st = settle, let path = try? order.indexPath(of: st.id) {
      let progress = animator.settleProgress(dropTime: st.time, now: time, cancelled: st.cancelled)
      own.settle = animator.liftedPresentation(
        id: st.id, indexPath: path, rect: st.from, lift: st.lift,
        settle: (progress, layout.frame(path, order)))
    }
    var stack: [Presentation] = []
    if let s = session, let r = liftedRect(s), let path = try? order.indexPath(of: s.id) {
      let lift = animator.liftProgress(liftTime: s.liftTime, now: time)
      own.lifted = animator.liftedPresentation(id: s.id, indexPath: path, rect: r, lift: lift)
      own.lifted?.stackCount = group?.count ?? 1
      stack = stackPresentations(s, r, lift: lift)
    }
    let sliding = !animator.transitions.isEmpty
    let highlighted = session.flatMap { s in s.outline?.into?.id ?? combineTarget(s) }
    // What the walk's closure reads, as locals: a closure capturing `self`
    // copies the whole engine.
    let (store, animator) = (order.store, animator)
    // A gap kept for an item a drag took to another engine.
    let (gap, vertical, rtl) =
      (placeholder, layout.axis == .vertical, layout.direction == .rightToLeft)
    for layer in Presentation.Layer.rest...Presentation.Layer.lifted {
      if layer == Presentation.Layer.rest || (sliding && layer == Presentation.Layer.moving) {
        layout.forEachVisible(in: rect, order) { path, node, frame in
          let id = store[node].id
          guard id != lifted && id != settling && group?.contains(id) != true else { return }
          let target = gap?.shifted(frame, at: path, vertical: vertical, mirrored: rtl) ?? frame
          var p = animator.presentation(id: id, indexPath: path, target: target, at: time)
          p.isTarget = id == highlighted
          if p.zIndex == layer { body(p) }
        }
        // Items sliding in from outside the rect: those whose layout frame
        // meets it were drawn with the visible ones.
        for id in animator.transitions.keys
        where id != lifted && id != settling && group?.contains(id) != true {
          let moving = animator.isMoving(id: id, at: time)
          guard layer == (moving ? Presentation.Layer.moving : Presentation.Layer.rest),
            let n = try? order.node(of: id)
          else { continue }
          let path = order.indexPath(ofNode: n)
          let laid = layout.frame(path, order)
          guard !laid.intersects(rect) else { continue }
          let target = gap?.shifted(laid, at: path, vertical: vertical, mirrored: rtl) ?? laid
          var p = animator.presentation(id: id, indexPath: path, target: target, at: time)
          p.isTarget = id == highlighted
          if p.frame.intersects(rect) { body(p) }
        }
      }
      if let p = own.settle, p.zIndex == layer { body(p) }
      for p in stack where p.zIndex == layer { body(p) }
      if let p = own.lifted, p.zIndex == layer { body(p) }
    }
  }

  /// Section `s`'s frame (header, items and footer; see
  /// `Layout.frame(ofSection:_:)`) as drawn at `time`: sliding from where it
  /// was drawn when a move changed it, in step with the items, else the
  /// layout's frame.
  public func sectionFrame(_ s: Int, at time: Double) throws(ReorderError) -> Rect {
    guard time.isFinite else { throw ReorderError(.invalidArgument, "time must be finite") }
    var target = try layout.frame(ofSection: s, order)
    if let g = placeholder, s > g.at.section {
      target = g.shifted(
        target, at: IndexPath(section: s, item: 0), vertical: layout.axis == .vertical)
    }
    return animator.sectionFrame(s, target: target, at: time)
  }

  /// Whether anything moves at `time`: while false, the host may stop its
  /// frame clock (and start it again on `Event.animationNeeded`).
  public func isAnimating(at time: Double) -> Bool {
    if session != nil || press != nil { return true }
    if let st = settle, animator.isSettling(dropTime: st.time, now: time, cancelled: st.cancelled) {
      return true
    }
    return animator.isAnimating(at: time)
  }

  // MARK: starting animations

  /// Takes what is on screen now (`shown`), before a move, so that what it
  /// moves can slide (`slideShown`): O(log n + k) for k items, O(j log S)
  /// for j sections, into storage the engine keeps, so a drag step
  /// allocates nothing.
  mutating func snapshotShown() {
    var s = Shown()
    swap(&s, &shown)
    take(&s)
    swap(&s, &shown)
  }

  /// The snapshot for `plan`, when it is a shift within one section of a
  /// list, as most drag steps are: only the items between its two ends
  /// move, each one place over, so those on screen are all it needs,
  /// found directly instead of walking the viewport before and after.
  /// Anything else takes the whole snapshot.
  mutating func snapshotShown(for plan: PlannedMove) {
    let (a, b) = (plan.from.item, plan.to.item)
    guard case .list = layout.kind, plan.partner == nil, plan.displaced == nil,
      plan.from.section == plan.to.section, abs(b - a) <= Shown.shiftLimit
    else { return snapshotShown() }
    var s = Shown()
    swap(&s, &shown)
    defer { swap(&s, &shown) }
    s.items.removeAll(keepingCapacity: true)
    s.sections.removeAll(keepingCapacity: true)
    let lifted = session?.id
    for i in min(a, b)...max(a, b) {
      let p = IndexPath(section: plan.from.section, item: i)
      let n = order.node(at: p)
      let id = order.store[n].id
      let frame = layout.frame(p, order)
      guard id != lifted, frame.intersects(viewport) else { continue }
      // The moved item goes to the far end; the others one place toward
      // where it was.
      let after = i == a ? b : i + (b > a ? -1 : 1)
      s.items.append(
        Shown.Item(
          node: n, id: id, target: frame, shown: animator.frame(id: id, target: frame, at: now),
          after: IndexPath(section: p.section, item: after)))
    }
  }

  /// The walks' closures read locals: one capturing `self` copies the
  /// whole engine.
  private func take(_ s: inout Shown) {
    s.items.removeAll(keepingCapacity: true)
    s.sections.removeAll(keepingCapacity: true)
    let lifted = session?.id
    let (store, animator, now) = (order.store, animator, now)
    layout.forEachVisible(in: viewport, order) { _, node, frame in
      let id = store[node].id
      guard id != lifted else { return }
      s.items.append(
        Shown.Item(
          node: node, id: id, target: frame, shown: animator.frame(id: id, target: frame, at: now)))
    }
    layout.forEachVisibleSection(in: viewport, order) { index, frame in
      s.sections.append((index, frame, animator.sectionFrame(index, target: frame, at: now)))
    }
  }

  /// Slides every item and section of the snapshot whose place changed
  /// from where it was drawn to its new place. The viewport is the same, so
  /// an item no longer on screen has moved; the others are found on it
  /// again in one walk. Moves keep the sections, so an index names the same
  /// section before and after.
  /// `duration`: the slides', when not the configured one (`nil`).
  mutating func slideShown(duration: Double? = nil) {
    var s = Shown()
    swap(&s, &shown)
    defer { swap(&s, &shown) }
    findStaying(&s)
    for item in s.items where !item.stays {
      animator.slide(id: item.id, from: item.shown, now: now, duration: duration)
    }
    for section in s.sections {
      guard section.index < order.sectionCount,
        layout.sectionFrame(section.index, order) != section.target
      else { continue }
      animator.slideSection(section.index, from: section.shown, now: now, duration: duration)
    }
  }

  /// `slideShown` for a step of the drag: its slides end by the time the
  /// next step may come, judged by the time since the previous one.
  mutating func slideDragStep() {
    guard let last = session?.lastStepTime else { return slideShown() }
    slideShown(duration: animator.config.displaceDuration(afterStepInterval: now - last))
    session?.lastStepTime = now
  }

  /// Marks the items of `s` on screen again with the same frame: where a
  /// shift's snapshot says each went, else found by one walk.
  private func findStaying(_ s: inout Shown) {
    guard let first = s.items.first else { return }
    if first.after != nil {
      for k in s.items.indices {
        s.items[k].stays = layout.frame(s.items[k].after!, order) == s.items[k].target
      }
      return
    }
    var hint = 0
    layout.forEachVisible(in: viewport, order) { _, node, frame in
      guard let k = s.index(of: node, near: hint) else { return }
      hint = k + 1
      s.items[k].stays = frame == s.items[k].target
    }
  }

  /// Starts the let-go item's settle from where it is drawn now.
  mutating func beginSettle(_ s: DragSession, time: Double, cancelled: Bool) {
    guard let r = liftedRect(s) else { return }
    let lift = animator.liftProgress(liftTime: s.liftTime, now: time)
    settle = Settle(id: s.id, from: r, time: time, cancelled: cancelled, lift: lift)
  }
}

/// The items and sections on screen before a move: their layout frames
/// and where they were drawn.
struct Shown {
  struct Item {
    var node: Int32
    var id: UInt64
    var target: Rect
    var shown: Rect
    /// Where a shift's snapshot knows the item goes (nil: found by a walk).
    var after: IndexPath? = nil
    /// Found on screen after the move with the same frame.
    var stays = false
  }

  /// The longest shift snapshot item by item: each costs two descents, so
  /// past a few the two walks of the screen are cheaper.
  static let shiftLimit = 2

  var items: [Item] = []
  var sections: [(index: Int, target: Rect, shown: Rect)] = []

  /// Where `node` is among the items. The items a move did not take keep
  /// their order, so the one after the last found is looked at first.
  func index(of node: Int32, near hint: Int) -> Int? {
    var i = hint
    while i < min(items.count, hint + 4) {
      if items[i].node == node { return i }
      i += 1
    }
    return items.firstIndex { $0.node == node }
  }
}
