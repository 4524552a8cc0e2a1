/// The scroll container around a group's members (a board of columns in a
/// sideways scrolling view): it edge-scrolls during a drag on the axes the
/// member holding the drag (its viewport, then its own outer container)
/// left it, and every member's frame moves the other way, so the pointer
/// finds the column that scrolled under it before the host next sets the
/// frames.
extension TransferGroup {
  /// The group's outer container, nil when none.
  public var outerScroll: OuterScroll? { outer?.scroll }

  /// Sets (or with nil clears) the container around every member, its
  /// visible rect in the members' shared space. Mid-drag the scroll goes
  /// on from the new state; a new offset moves every member's frame by the
  /// difference, and the drag follows the pointer there.
  public mutating func setOuterScroll<M: TransferMembers>(_ o: OuterScroll?, _ m: inout M)
    throws(ReorderError) -> TaggedEvents
  {
    var out = TaggedEvents()
    guard let o else {
      outer = nil
      return out
    }
    try o.validate()
    guard var current = outer else {
      outer = OuterScroller(o)
      return out
    }
    let d = current.update(o)
    outer = current
    guard d.x != 0 || d.y != 0 else { return out }
    let shared = pointer(&m)
    shift(by: d, &m)
    if let shared { refollow(shared, &m, &out) }
    return out
  }

  /// After a tick, or a frame that moved, on member `key`: the container
  /// scrolls by what the member left it, and the drag follows the pointer.
  mutating func scrolled<M: TransferMembers>(
    _ key: UInt, _ tick: OuterTick?, moved: Bool, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard drag?.current == key, let shared = pointer(&m) else { return }
    var refollow = moved
    if let tick, var o = outer {
      let d = o.tick(
        now: tick.time, shared: shared, after: tick.released, liftTime: tick.liftTime)
      outer = o
      if d.x != 0 || d.y != 0 {
        on(key, &m, &out) { $0.events.append(.scrolled(o.scroll.offset, in: .group)) }
        shift(by: d, &m)
        refollow = true
      }
    }
    if refollow { self.refollow(shared, &m, &out) }
  }

  /// The drag's pointer in the shared space, from the member holding it.
  private func pointer<M: TransferMembers>(_ m: inout M) -> Point? {
    guard let d = drag else { return nil }
    return m.with(d.current) { e in e.session.flatMap { e.toShared($0.pointer) } } ?? nil
  }

  /// Every member's frame moves by -d.
  private func shift<M: TransferMembers>(by d: Point, _ m: inout M) {
    for k in members { _ = m.with(k.key) { $0.shiftFrame(by: d) } }
  }

  /// The pointer, still at `shared`, is over what moved there.
  private mutating func refollow<M: TransferMembers>(
    _ shared: Point, _ m: inout M, _ out: inout TaggedEvents
  ) {
    guard let d = drag,
      let (p, now) = m.with(d.home, { e in e.fromShared(shared).map { ($0, e.now) } }) ?? nil
    else { return }
    follow(p, time: now, &m, &out)
  }
}
