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
  /// When the drag last moved an item (-infinity before its first step):
  /// the next step's slides last no longer than the time since
  /// (`AnimationConfig.displaceDuration(afterStepInterval:)`).
  var lastStepTime: Double
  /// The steps made so far, merged (`record`): cancel replays them
  /// backwards, drop records them.
  private(set) var steps: [Step] = []
  /// When `steps` ends with a move of the group: where its run started and
  /// where it went (its first item's index paths).
  private var groupTail: GroupTail?
  private struct GroupTail: Equatable {
    var from: IndexPath
    var to: IndexPath
  }
  /// Keyboard drags move by key, not by pointer geometry.
  var byKeyboard: Bool
  /// The items lifted with this one (multi-item drag), nil for one alone.
  var group: DragGroup? {
    didSet {
      groupGeneration = nil
      groupTail = nil
    }
  }
  /// The order's generation when `group` was last known to be its run.
  var groupGeneration: UInt64?
  /// The item's name in announcements, made once at lift: every step
  /// announces it.
  var label: Label
  /// In an outline: how the lifted subtree is dragged.
  var outline: OutlineDrag?
  /// The item the lifted one is held over to combine with (`Policy.combine`).
  var combine: Dwell?
  /// A keyboard drag stopped over a target (`Engine.keyOntoTarget`).
  var onto: KeyOnto?
  /// Set once the drag has crossed members of a transfer group: where it
  /// was lifted. Its drop and cancel are the group's.
  var home: Home?
  struct Home: Equatable {
    var key: UInt
    var origin: IndexPath
  }

  init(
    id: UInt64, origin: IndexPath, grab: Point, pointer: Point, cross: Double, liftTime: Double,
    byKeyboard: Bool, label: Label
  ) {
    self.id = id
    self.origin = origin
    self.grab = grab
    self.pointer = pointer
    self.cross = cross
    self.liftTime = liftTime
    self.lastStepTime = -.infinity
    self.byKeyboard = byKeyboard
    self.label = label
    // Room for the merged steps of most drags: none allocates again.
    steps.reserveCapacity(16)
  }

  /// Adds the steps of one drag step. A step of the item the last step
  /// moved, from where that one left it, is one relocation with it (a
  /// detach and an attach, the one between undone), so the two merge, and
  /// vanish when the item is back: the log grows with what the drag
  /// changed, not with how long it went on, and a pointer swept back and
  /// forth for minutes stays one step.
  mutating func record(_ made: Steps) {
    if let g = group, made.count == g.count, let first = made.first(where: { $0.id == g.first }) {
      return recordGroup(made, g, from: first.from, to: first.to)
    }
    groupTail = nil
    for s in made {
      guard let last = steps.last, last.id == s.id, last.to == s.from,
        last.toDepth == s.fromDepth
      else {
        steps.append(s)
        continue
      }
      if last.from == s.to && last.fromDepth == s.toDepth {
        steps.removeLast()
      } else {
        steps[steps.count - 1].to = s.to
        steps[steps.count - 1].toDepth = s.toDepth
      }
    }
  }

  /// A move of the group: one following the last composes with it into
  /// the run's move from where that one started, so the log of a group
  /// drag holds one move of the run however long the drag, as one item's
  /// relocations merge above.
  private mutating func recordGroup(_ made: Steps, _ g: DragGroup, from: IndexPath, to: IndexPath) {
    guard let tail = groupTail, tail.to == from, steps.count >= g.count else {
      steps += made
      groupTail = GroupTail(from: from, to: to)
      return
    }
    // Each item's depth before the composed move, and after this one.
    var depths: [UInt64: (UInt8, UInt8)] = [:]
    for s in steps.suffix(g.count) { depths[s.id] = (s.fromDepth, s.fromDepth) }
    for s in made { depths[s.id, default: (s.fromDepth, s.toDepth)].1 = s.toDepth }
    steps.removeLast(g.count)
    if tail.from == to && depths.values.allSatisfy({ $0.0 == $0.1 }) {
      groupTail = nil  // back where it started: nothing to keep
    } else {
      for var s in Order.groupSteps(g.ids, from: tail.from, to: to) {
        (s.fromDepth, s.toDepth) = depths[s.id] ?? (0, 0)
        steps.append(s)
      }
      groupTail = GroupTail(from: tail.from, to: to)
    }
  }
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

/// An item the pointer has stayed over, and since when.
struct Dwell: Equatable {
  var id: UInt64
  var since: Double
  /// Announced as ready (combine).
  var ready = false
}

/// An outline drag: the lifted item's subtree moves with it, collapsed,
/// and the pointer's horizontal offset from the lift picks its depth.
struct OutlineDrag: Equatable {
  var startDepth: Int
  var startX: Double
  /// The subtree was expanded at the lift: it reopens at the drop.
  var reopen: Bool
  /// How many levels the subtree reaches below the lifted item.
  var height: Int
  /// Nil: free. Else the parent it must keep (`.some(nil)`: the top level).
  var keptParent: UInt64??
  /// The item the drag goes into, and since when (a collapsed one expands
  /// after `OutlineConfig.expandDelay`).
  var into: Dwell?
}

/// The key that stopped a keyboard drag over a target: pressed again, it
/// passes the target.
struct KeyOnto: Equatable {
  var key: Key
}
