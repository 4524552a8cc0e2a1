/// Keyboard reordering: the same drag session, moved by keys through the
/// same rules and retarget hook, with announcements for screen readers.
extension Engine {
  /// The name screen readers use for the item (default "item <id>").
  public mutating func setLabel(id: UInt64, _ label: String?) throws(ReorderError) {
    _ = try order.node(of: id)
    if let label, label.utf8.count > Engine.maxLabelBytes {
      throw ReorderError(.invalidArgument, "label is longer than \(Engine.maxLabelBytes) bytes")
    }
    // Labels reach C hosts inside NUL-terminated announcements.
    if let label, label.utf8.contains(0) {
      throw ReorderError(.invalidArgument, "label contains a NUL character")
    }
    labels[id] = label
    if session?.id == id {
      let name = self.label(id).resolved
      session?.label = name
    }
  }

  static let maxLabelBytes = 4096

  /// Replaces the announcement templates (localization).
  public mutating func setAnnouncements(_ texts: Announcements) throws(ReorderError) {
    try texts.validate()
    announcements = texts
  }

  /// A key press. `focused` is the item with keyboard focus: pick up or
  /// drop lifts it when nothing is lifted. Escape also cancels pointer drags.
  public mutating func key(_ key: Key, focused: UInt64?, time: Double) throws(ReorderError) {
    try check(time)
    if key == .cancel {
      cancel(.key, time: time)
      return
    }
    // The id, not the session: a live copy would make the append below copy
    // every step of the drag.
    guard let (id, byKeyboard) = session.map({ ($0.id, $0.byKeyboard) }) else {
      if key == .indent || key == .outdent, let id = focused, order.isOutline {
        return try indentKey(key, focused: id)
      }
      guard key == .pickUpOrDrop, let id = focused else { return }
      try pickUp(id, time: time)
      return
    }
    guard byKeyboard else { return }
    if key == .pickUpOrDrop {
      drop(time: time)
      return
    }
    if keyOntoTarget(key) { return }
    if session?.outline != nil { return outlineDragKey(key) }
    do {
      snapshotShown()
      let steps = try keyboardStep(id: id, key: key)
      guard !steps.isEmpty else { return }
      slideDragStep()
      session?.record(steps)  // in place, not a copy of every step
      report(steps)
    } catch {
      guard error.code == .refused, let at = try? order.indexPath(of: id) else { throw error }
      announce(announcements.refused(label(id), at: at, count: order.count(at.section)))
    }
  }

  private mutating func pickUp(_ id: UInt64, time: Double) throws(ReorderError) {
    guard !groupBusy && !awayDrag else {
      throw ReorderError(.wrongState, "a drag is crossing this engine's transfer group")
    }
    let n = try order.node(of: id)
    let f = order.store.flags(n)
    guard f.contains(.movable) && !f.contains(.pinned) else {
      let at = order.indexPath(ofNode: n)
      events.append(.notADrag(id: id, reason: .notLiftable))
      announce(announcements.refused(label(id), at: at, count: order.count(at.section)))
      return
    }
    if press != nil { cancel(.key, time: time) }
    let origin = layout.frame(order.indexPath(ofNode: n), order)
    let corner = Point(x: origin.x, y: origin.y)
    startDrag(id, pointer: corner, grabPoint: corner, time: time, byKeyboard: true)
  }
}
