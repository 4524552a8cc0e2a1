/// Pointer, scroll and clock input from the host. Every call validates its
/// numbers, then feeds the gesture recognizer and the drag session; what
/// happens is queued as events (`drainEvents`).
extension Engine {
  public mutating func setInteraction(_ config: InteractionConfig) throws(ReorderError) {
    try config.validate()
    guard session == nil && press == nil else {
      throw ReorderError(.wrongState, "the interaction cannot change during a press or drag")
    }
    interaction = config
    gesture = GestureRecognizer(validated: config.activation)
    scroller = AutoScroller(config: config.autoScroll)
  }

  /// The host's viewport in content space (origin = its scroll offset).
  /// When the host scrolls during a drag, the lifted item stays under the
  /// pointer and its slot is re-evaluated, as with edge auto-scroll.
  public mutating func setViewport(_ r: Rect) throws(ReorderError) {
    guard r.isFinite, r.width >= 0, r.height >= 0, r.width <= maxExtent, r.height <= maxExtent
    else {
      throw ReorderError(
        .invalidArgument, "viewport must be finite with a size in 0...\(maxExtent)")
    }
    let dx = r.x - viewport.x
    let dy = r.y - viewport.y
    viewport = r
    // Scrolling leaves the size alone: only a new cross size re-lays out.
    if crossFollowsViewport && viewportCross(for: layout.kind) != layout.crossExtent {
      try? layout.configure(layout.kind, crossExtent: viewportCross(for: layout.kind), order)
    }
    if let s = session, !s.byKeyboard, dx != 0 || dy != 0 {
      // In place (session?.…): a copy of the session would copy its steps.
      session?.pointer = Point(x: s.pointer.x + dx, y: s.pointer.y + dy)
      followPointer()
    }
  }

  /// A drag handle for the item, relative to its origin (nil: the whole
  /// item). With a handle, only presses inside it lift the item.
  public mutating func setHandle(id: UInt64, _ handle: Rect?) throws(ReorderError) {
    _ = try order.node(of: id)
    if let handle {
      guard handle.isFinite, handle.width >= 0, handle.height >= 0 else {
        throw ReorderError(.invalidArgument, "handle must be finite with a size ≥ 0")
      }
    }
    handles[id] = handle
  }

  /// Validates a timed input and makes its time the engine's "now".
  mutating func check(_ p: Point, _ time: Double) throws(ReorderError) {
    guard p.isFinite else { throw ReorderError(.invalidArgument, "pointer must be finite") }
    try check(time)
  }

  mutating func check(_ time: Double) throws(ReorderError) {
    guard time.isFinite else { throw ReorderError(.invalidArgument, "time must be finite") }
    now = time
  }

  /// A press at `p` (content space). On an item that may lift it starts
  /// a press; elsewhere it does nothing.
  public mutating func pointerDown(_ p: Point, time: Double) throws(ReorderError) {
    try check(p, time)
    guard session == nil && !awayDrag && !groupBusy else { return }
    guard case .item(let ip)? = hitTest(p) else {
      press = nil
      return
    }
    let n = order.node(at: ip)
    let id = order.store[n].id
    let f = order.store.flags(n)
    let target = PressTarget(
      frame: layout.frame(ip, order), canLift: f.contains(.movable) && !f.contains(.pinned),
      handle: handles[id])
    press = Press(id: id)
    handle(gesture.pointerDown(at: p, time: time, item: target))
  }

  public mutating func pointerMove(_ p: Point, time: Double) throws(ReorderError) {
    try check(p, time)
    handle(gesture.pointerMove(to: p, time: time))
  }

  public mutating func pointerUp(_ p: Point, time: Double) throws(ReorderError) {
    try check(p, time)
    handle(gesture.pointerUp(at: p, time: time))
  }

  /// The system took the pointer: a drag is cancelled and restored.
  public mutating func pointerCancel(time: Double) throws(ReorderError) {
    try check(time)
    cancel(.pointer, time: time)
  }

  /// Cancels a press or drag on the host's behalf; the order is restored.
  public mutating func cancelDrag(time: Double) throws(ReorderError) {
    try check(time)
    cancel(.host, time: time)
  }

  /// The host's frame clock: completes long presses without movement,
  /// drives edge auto-scroll and ends settling.
  public mutating func tick(time: Double) throws(ReorderError) {
    try check(time)
    if press != nil { handle(gesture.poll(time: time)) }
    if let s = session, !s.byKeyboard {
      // Read before `followPointer`: `s` alive past it would make its
      // recording of steps copy them.
      let liftTime = s.liftTime
      let axes = layout.isGrid ? AutoScrollAxes.both : AutoScrollAxes(layout.axis)
      let offset = scroller.tick(
        now: time, pointer: s.pointer, viewport: viewport, contentSize: contentSize, axes: axes,
        liftTime: liftTime)
      let dx = offset.x - viewport.x
      let dy = offset.y - viewport.y
      if dx != 0 || dy != 0 {
        viewport.x = offset.x
        viewport.y = offset.y
        session?.pointer = Point(x: s.pointer.x + dx, y: s.pointer.y + dy)
        events.append(.scrolled(offset))
        followPointer()
      }
      tickOuter(time: time, liftTime: liftTime)
      expandDwelled()
      announceCombineReady()
    }
    animator.prune(at: time)
    if let st = settle, !animator.isSettling(dropTime: st.time, now: time, cancelled: st.cancelled)
    {
      settle = nil
    }
  }

  /// Acts on what the recognizer made of an event.
  private mutating func handle(_ outcome: GestureOutcome) {
    switch outcome {
    case .none, .pressing:
      break
    case .lift(let at, let time):
      guard let id = press?.id else { return }
      startDrag(id, pointer: at, grabPoint: gesture.pressPoint ?? at, time: time)
    case .notADrag(let reason):
      events.append(.notADrag(id: press?.id, reason: reason))
      press = nil
    case .dragMove(let p, let time):
      // In a transfer group the group decides which member the pointer is
      // over; `TransferGroup.route` carries it on.
      if memberKey != 0 {
        routed = .move(p, time: time)
        return
      }
      movePointer(to: p)
    case .drop(let p, let time):
      if memberKey != 0 {
        routed = .drop(p, time: time)
        return
      }
      movePointer(to: p)
      drop(time: time)
    case .cancel:
      press = nil
    }
  }

  private mutating func movePointer(to p: Point) {
    guard session != nil else { return }
    session?.pointer = p
    followPointer()
  }
}
