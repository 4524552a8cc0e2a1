/// The state of one drag, from lift to drop or cancel. The lifted item is
/// tracked by id, so host edits during the drag (inserts, removals,
/// resizes) never confuse it.
struct DragSession: Equatable {
  var id: UInt64
  /// Where the item was at lift: the drag's "from".
  var origin: IndexPath
  /// Pointer minus the item's origin at lift: the lifted item keeps it.
  var grab: Point
  /// The last pointer position, in content space.
  var pointer: Point
  /// The item's cross-axis position at lift; lists lock the item to it.
  var cross: Double
  var liftTime: Double
  /// The steps made so far: cancel replays them backwards, drop records them.
  var steps: [Step] = []
  /// Keyboard drags move by key, not by pointer geometry.
  var byKeyboard: Bool
}

/// A press that has not become a drag yet.
struct Press: Equatable {
  var id: UInt64
}

/// A dropped or cancelled item on its way from where it was let go into
/// its slot.
struct Settle: Equatable {
  var id: UInt64
  /// The lifted rectangle at the moment it was let go.
  var from: Rect
  var time: Double
  var cancelled: Bool
  /// How far the lift look had come (a quick drop settles from less).
  var lift: Double
}
