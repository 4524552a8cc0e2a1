/// What the host draws at time t: every item's presentation frame, alpha,
/// scale and z-order, as data. Displaced items slide from where they were
/// shown; the lifted item carries the lift look; a dropped item settles.
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
    let special: Set<UInt64> = Set([session?.id, settle?.id].compactMap { $0 })
    var out: [Presentation] = []
    var seen = special
    for item in layout.visibleItems(in: rect, order) {
      let id = order.store[item.node].id
      guard seen.insert(id).inserted else { continue }
      out.append(animator.presentation(id: id, indexPath: item.path, target: item.frame, at: time))
    }
    // Items sliding in from outside the rect.
    for id in animator.transitions.keys where !seen.contains(id) {
      guard let n = try? order.node(of: id) else { continue }
      let path = order.indexPath(ofNode: n)
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
    // Stable: items keep their order within a layer.
    return out.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }
    .map(\.element)
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

  /// The items on screen now, with their layout frames and where they are
  /// shown: taken before a change so that what moved can slide.
  func shownItems() -> [(id: UInt64, target: Rect, shown: Rect)] {
    layout.visibleItems(in: viewport, order).compactMap { item in
      let id = order.store[item.node].id
      guard id != session?.id else { return nil }
      return (id, item.frame, animator.frame(id: id, target: item.frame, at: now))
    }
  }

  /// Slides every item of `before` whose place changed from where it was
  /// shown to its new place.
  mutating func slide(_ before: [(id: UInt64, target: Rect, shown: Rect)]) {
    for item in before {
      guard let target = try? layout.frame(ofID: item.id, order), target != item.target else {
        continue
      }
      animator.slide(id: item.id, from: item.shown, now: now)
    }
  }

  /// Starts the let-go item's settle from where it is drawn now.
  mutating func beginSettle(_ s: DragSession, time: Double, cancelled: Bool) {
    guard let r = liftedRect(s) else { return }
    let lift = animator.liftProgress(liftTime: s.liftTime, now: time)
    settle = Settle(id: s.id, from: r, time: time, cancelled: cancelled, lift: lift)
  }
}
