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
    guard rect.isFinite, time.isFinite else { return [] }
    // Drawn on their own, last: not among the others.
    let lifted = session?.id
    let settling = settle?.id
    let visible = layout.visibleItems(in: rect, order)
    var out: [Presentation] = []
    out.reserveCapacity(visible.count + 2)
    for item in visible {
      let id = order.store[item.node].id
      guard id != lifted && id != settling else { continue }
      out.append(animator.presentation(id: id, indexPath: item.path, target: item.frame, at: time))
    }
    // Items sliding in from outside the rect. The visible items come in
    // index-path order, so a binary search tells which are drawn already.
    for id in animator.transitions.keys where id != lifted && id != settling {
      guard let n = try? order.node(of: id) else { continue }
      let path = order.indexPath(ofNode: n)
      guard !visible.containsPath(path) else { continue }
      let p = animator.presentation(
        id: id, indexPath: path, target: layout.frame(path, order), at: time)
      if p.frame.intersects(rect) { out.append(p) }
    }
    if let st = settle, let path = try? order.indexPath(of: st.id) {
      let progress = animator.settleProgress(dropTime: st.time, now: time, cancelled: st.cancelled)
      out.append(
        animator.liftedPresentation(
          id: st.id, indexPath: path, rect: st.from, lift: st.lift,
          settle: (progress, layout.frame(path, order))))
    }
    if let s = session, let r = liftedRect(s), let path = try? order.indexPath(of: s.id) {
      out.append(
        animator.liftedPresentation(
          id: s.id, indexPath: path, rect: r,
          lift: animator.liftProgress(liftTime: s.liftTime, now: time)))
    }
    return out.stablyByLayer()
  }

  /// Section `s`'s frame (header, items and footer; see
  /// `Layout.frame(ofSection:_:)`) as drawn at `time`: sliding from where it
  /// was drawn when a move changed it, in step with the items, else the
  /// layout's frame.
  public func sectionFrame(_ s: Int, at time: Double) throws(ReorderError) -> Rect {
    guard time.isFinite else { throw ReorderError(.invalidArgument, "time must be finite") }
    let target = try layout.frame(ofSection: s, order)
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

  /// The items and sections on screen, with their layout frames and where
  /// they are drawn: taken before a move so that what it moved can slide.
  struct Shown {
    var items: [(id: UInt64, target: Rect, shown: Rect)]
    var sections: [(index: Int, target: Rect, shown: Rect)]
  }

  /// What is on screen now: O(log n + k) for k items, O(j log S) for j
  /// sections.
  func shownFrames() -> Shown {
    let items = layout.visibleItems(in: viewport, order).compactMap {
      item -> (id: UInt64, target: Rect, shown: Rect)? in
      let id = order.store[item.node].id
      guard id != session?.id else { return nil }
      return (id, item.frame, animator.frame(id: id, target: item.frame, at: now))
    }
    let sections = layout.visibleSections(in: viewport, order).map {
      ($0.section, $0.frame, animator.sectionFrame($0.section, target: $0.frame, at: now))
    }
    return Shown(items: items, sections: sections)
  }

  /// Slides every item and section of `before` whose place changed from
  /// where it was drawn to its new place. Moves keep the sections, so an
  /// index names the same section before and after.
  mutating func slide(_ before: Shown) {
    for item in before.items {
      guard let target = try? layout.frame(ofID: item.id, order), target != item.target else {
        continue
      }
      animator.slide(id: item.id, from: item.shown, now: now)
    }
    for section in before.sections {
      guard section.index < order.sectionCount,
        layout.sectionFrame(section.index, order) != section.target
      else { continue }
      animator.slideSection(section.index, from: section.shown, now: now)
    }
  }

  /// Starts the let-go item's settle from where it is drawn now.
  mutating func beginSettle(_ s: DragSession, time: Double, cancelled: Bool) {
    guard let r = liftedRect(s) else { return }
    let lift = animator.liftProgress(liftTime: s.liftTime, now: time)
    settle = Settle(id: s.id, from: r, time: time, cancelled: cancelled, lift: lift)
  }
}

extension [(path: IndexPath, node: Int32, frame: Rect)] {
  /// Whether these items, in index-path order, include `path`.
  fileprivate func containsPath(_ path: IndexPath) -> Bool {
    var lo = 0
    var hi = count
    while lo < hi {
      let mid = (lo + hi) / 2
      if self[mid].path < path { lo = mid + 1 } else { hi = mid }
    }
    return lo < count && self[lo].path == path
  }
}

extension [Presentation] {
  /// Lowest layer first, keeping the order within a layer: a pass per layer
  /// (there are three) instead of a general sort.
  fileprivate func stablyByLayer() -> [Presentation] {
    var (low, high) = (Int.max, Int.min)
    for p in self { (low, high) = (Swift.min(low, p.zIndex), Swift.max(high, p.zIndex)) }
    guard low < high else { return self }
    var out: [Presentation] = []
    out.reserveCapacity(count)
    for layer in low...high { out += lazy.filter { $0.zIndex == layer } }
    return out
  }
}
