/// Presentation over time, as data: the sliding items' and sections'
/// transitions (sparse, only those in flight) and the lifted item's look.
/// Layout owns where items and sections belong; a transition only remembers
/// where one was shown when it started moving, so a layout change
/// mid-flight just bends its path.
struct Animator {
  struct Transition: Equatable {
    var from: Rect
    var start: Double
    var duration: Double
    var easing: Easing

    func progress(at now: Double) -> Double {
      easing.progress(start: start, duration: duration, now: now)
    }

    /// Done once the clock passes its end; NaN time ends it too.
    func isDone(at now: Double) -> Bool { !(now - start < duration) }
  }

  var config: AnimationConfig
  private(set) var transitions: [UInt64: Transition] = [:]
  /// A bit per sliding item, at a cheap hash of its id, kept with
  /// `transitions`. Most items drawn or snapshot are not sliding, and a
  /// clear bit says so without hashing the id for the dictionary; a set bit
  /// is only a maybe.
  private var sliding: UInt64 = 0
  /// Sliding sections, by section index: they slide with the items, so a
  /// host draws headers in step with the rows.
  private(set) var sectionTransitions: [Int: Transition] = [:]
  /// The finished ones, between finding and removing them: kept, so that
  /// pruning on every frame allocates nothing.
  private var finished: [UInt64] = []

  init(config: AnimationConfig = AnimationConfig()) {
    self.config = config
  }

  /// A slide from `from` starting at `now`, or nil for a jump (no duration).
  private func transition(from: Rect, now: Double, duration: Double?, easing: Easing?)
    -> Transition?
  {
    let d = duration ?? config.displaceDuration
    guard d > 0 && d.isFinite && from.isFinite else { return nil }
    return Transition(from: from, start: now, duration: d, easing: easing ?? config.displaceEasing)
  }

  /// Starts item `id` sliding from `from` (where it is shown now; pass
  /// `frame(id:target:at:)` of its old target when it is already moving)
  /// toward wherever the layout puts it. No duration means a jump.
  mutating func slide(
    id: UInt64, from: Rect, now: Double, duration: Double? = nil, easing: Easing? = nil
  ) {
    let t = transition(from: from, now: now, duration: duration, easing: easing)
    transitions[id] = t
    if t == nil { resetBits() } else { sliding |= Animator.bit(id) }
  }

  /// Where item `id`, whose layout frame is `target`, is shown at `now`:
  /// exactly `from` at the start and exactly `target` at the end.
  func frame(id: UInt64, target: Rect, at now: Double) -> Rect {
    guard mightSlide(id), let t = transitions[id] else { return target }
    return t.from.mixed(to: target, t.progress(at: now))
  }

  func isMoving(id: UInt64, at now: Double) -> Bool {
    guard mightSlide(id) else { return false }
    return transitions[id].map { !$0.isDone(at: now) } ?? false
  }

  private static func bit(_ id: UInt64) -> UInt64 { 1 << ((id &* 0x9E37_79B9_7F4A_7C15) >> 58) }

  private func mightSlide(_ id: UInt64) -> Bool { sliding & Animator.bit(id) != 0 }

  /// The bits again, after slides went: O(slides), once per change.
  private mutating func resetBits() {
    sliding = transitions.keys.reduce(0) { $0 | Animator.bit($1) }
  }

  /// Whether the host still needs its frame clock for slides, of items or
  /// of sections.
  func isAnimating(at now: Double) -> Bool {
    transitions.values.contains { !$0.isDone(at: now) }
      || sectionTransitions.values.contains { !$0.isDone(at: now) }
  }

  /// Drops the finished slides, in place: a dictionary keeps its storage
  /// when entries go (a filtered copy would allocate on every frame).
  mutating func prune(at now: Double) {
    finished.removeAll(keepingCapacity: true)
    for (id, t) in transitions where t.isDone(at: now) { finished.append(id) }
    for id in finished { transitions[id] = nil }
    if !finished.isEmpty { resetBits() }
    let sections = sectionTransitions.keys.filter { sectionTransitions[$0]!.isDone(at: now) }
    for s in sections { sectionTransitions[s] = nil }
  }

  mutating func remove(id: UInt64) {
    transitions[id] = nil
    resetBits()
  }

  mutating func removeAll() {
    transitions.removeAll()
    sliding = 0
    sectionTransitions.removeAll()
  }

  // MARK: sections

  /// Starts section `s` sliding from `from` (where it is drawn now) toward
  /// wherever the layout puts it, with the items' duration and easing.
  mutating func slideSection(
    _ s: Int, from: Rect, now: Double, duration: Double? = nil, easing: Easing? = nil
  ) {
    sectionTransitions[s] = transition(from: from, now: now, duration: duration, easing: easing)
  }

  /// Where section `s`, whose layout frame is `target`, is drawn at `now`:
  /// exactly `from` at the start and exactly `target` at the end.
  func sectionFrame(_ s: Int, target: Rect, at now: Double) -> Rect {
    guard let t = sectionTransitions[s] else { return target }
    return t.from.mixed(to: target, t.progress(at: now))
  }

  /// A section was inserted at `s`: the sliding ones from `s` on are now
  /// one index later.
  mutating func sectionInserted(at s: Int) {
    var moved: [Int: Transition] = [:]
    for (k, t) in sectionTransitions { moved[k >= s ? k + 1 : k] = t }
    sectionTransitions = moved
  }

  /// Section `s` was removed: its slide goes, the later ones move down one.
  mutating func sectionRemoved(at s: Int) {
    var moved: [Int: Transition] = [:]
    for (k, t) in sectionTransitions where k != s { moved[k > s ? k - 1 : k] = t }
    sectionTransitions = moved
  }

  /// A resting or sliding item's presentation.
  func presentation(id: UInt64, indexPath: IndexPath, target: Rect, at now: Double)
    -> Presentation
  {
    Presentation(
      id: id, indexPath: indexPath, frame: frame(id: id, target: target, at: now),
      zIndex: isMoving(id: id, at: now) ? Presentation.Layer.moving : Presentation.Layer.rest)
  }

  // MARK: the lifted item

  /// Eased lift progress, 0 at `liftTime` to 1 after the lift look's duration.
  func liftProgress(liftTime: Double, now: Double) -> Double {
    config.lift.easing.progress(start: liftTime, duration: config.lift.duration, now: now)
  }

  /// Eased settle progress after a drop (or a cancel, which returns home).
  func settleProgress(dropTime: Double, now: Double, cancelled: Bool = false) -> Double {
    let d = cancelled ? config.cancelDuration : config.settleDuration
    return config.settleEasing.progress(start: dropTime, duration: d, now: now)
  }

  /// Whether a settle started at `dropTime` is still running.
  func isSettling(dropTime: Double, now: Double, cancelled: Bool = false) -> Bool {
    now - dropTime < (cancelled ? config.cancelDuration : config.settleDuration)
  }

  /// The lifted item's presentation; see `LiftLook.present`.
  func liftedPresentation(
    id: UInt64, indexPath: IndexPath, rect: Rect, lift: Double,
    settle: (progress: Double, slot: Rect)? = nil
  ) -> Presentation {
    config.lift.present(id: id, indexPath: indexPath, rect: rect, lift: lift, settle: settle)
  }
}
