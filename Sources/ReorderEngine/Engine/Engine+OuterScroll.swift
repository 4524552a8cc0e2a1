/// The engine inside an outer scroll container (`OuterScroll`): the
/// container edge-scrolls during a drag once the engine's own viewport
/// cannot, per axis, and the engine's frame in the shared space moves the
/// other way.
extension Engine {
  /// The outer container the host reported, nil when none.
  public var outerScroll: OuterScroll? { outer?.scroll }

  /// Sets (or with nil clears) the container around the viewport. Needs
  /// the engine's frame (`setGroupFrame`) to find the pointer in it. Mid-
  /// drag the scroll goes on from the new state; a new offset moves the
  /// frame by the difference, as the container's own scrolling does.
  public mutating func setOuterScroll(_ o: OuterScroll?) throws(ReorderError) {
    guard let o else {
      outer = nil
      return
    }
    try o.validate()
    guard var current = outer else {
      outer = OuterScroller(o)
      return
    }
    let d = current.update(o)
    outer = current
    if d.x != 0 || d.y != 0 { moveInShared(by: d) }
  }

  /// After the viewport's own auto-scroll in a tick: the engine's outer
  /// container scrolls on the axes the viewport left it, and a transfer
  /// group hears what is left for its own container (`OuterTick`).
  mutating func tickOuter(time: Double, liftTime: Double) {
    var released = scroller.released
    if var o = outer {
      released = Released()
      if let p = session?.pointer, let shared = toShared(p) {
        let d = o.tick(now: time, shared: shared, after: scroller.released, liftTime: liftTime)
        released = o.state.released
        outer = o
        if d.x != 0 || d.y != 0 {
          events.append(.scrolled(o.scroll.offset, in: .engine))
          moveInShared(by: d)
        }
      }
    }
    if memberKey != 0 { outerTick = OuterTick(time: time, liftTime: liftTime, released: released) }
  }

  /// The container around the engine scrolled by `d`: the frame moves by
  /// -d, and the pointer, still at its place in the shared space, is d
  /// further in the content.
  mutating func moveInShared(by d: Point) {
    shiftFrame(by: d)
    guard let s = session, !s.byKeyboard else { return }
    session?.pointer = Point(x: s.pointer.x + d.x, y: s.pointer.y + d.y)
    if memberKey != 0 { outerMoved = true }
    followPointer()
  }

  /// Moves the frame by -d (a container around it scrolled by d).
  mutating func shiftFrame(by d: Point) {
    guard var f = groupFrame else { return }
    f.x -= d.x
    f.y -= d.y
    groupFrame = f
  }

  /// A drag starts here, lifted or arriving from another member.
  mutating func restartOuter(arriving: Bool) {
    if arriving { outer?.state.arrive() } else { outer?.state.stop() }
  }
}

/// A tick of a transfer group member holding a drag: what its containers
/// left to the group's (`TransferGroup.outer`).
struct OuterTick: Equatable {
  var time: Double
  var liftTime: Double
  var released: Released
}
