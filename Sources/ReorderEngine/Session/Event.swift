/// What the engine tells the host, queued while it mutates and handed out
/// afterwards (`Engine.drainEvents`), so a host callback never runs while
/// the engine's state is half changed.
public enum Event: Equatable, Sendable {
  /// A drag started: the item is lifted from `at`.
  case lift(id: UInt64, at: IndexPath)
  /// One item changed place. In `live` commit mode every step of a drag is
  /// reported as it happens (and a cancel reports the steps back); in
  /// `onDrop` mode the steps come at drop.
  case moved(Step)
  /// A drag ended: the whole drag as one move (`from == to` if it came
  /// back); `count` items landed together (a lifted group's, 1 alone).
  /// A drag that crossed members of a transfer group goes `from` its home
  /// (`source`) `to` the member it landed in (`target`); both report it.
  case drop(
    id: UInt64, from: IndexPath, to: IndexPath, count: Int = 1, source: UInt = 0, target: UInt = 0)
  /// An item went from one member of a transfer group to another: both
  /// report it, the source first.
  case transferred(TransferEvent)
  /// A drag ended without a move; the order is as it was before it. One
  /// that crossed members of a transfer group names its home (`source`)
  /// and the member it was in (`target`); both report it.
  case cancelled(id: UInt64, reason: CancelReason, source: UInt = 0, target: UInt = 0)
  /// A press that did not become a drag: the host may scroll or treat it
  /// as a tap. `id` is the pressed item, if the press was on one.
  case notADrag(id: UInt64?, reason: NotADragReason)
  /// Edge auto-scroll moved the viewport (`in: nil`) or an outer
  /// container (`OuterScroll`: the engine's own, or its transfer
  /// group's) to this offset. One case for both: with two more payload
  /// cases, valgrind found copies of other events reading bytes their
  /// construction never wrote (the enum's tag had moved there).
  case scrolled(Point, in: OuterScope? = nil)
  /// A text for screen readers, rendered when read.
  case announcement(Announcement)
  /// Something started animating: keep the frame clock running until
  /// `Engine.isAnimating(at:)` says otherwise.
  case animationNeeded
  /// The engine changed an item other than by moving it: combined it with
  /// another at a drop, or expanded an outline item under a dwelling drag.
  case notice(ItemNotice)
}

public struct ItemNotice: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// The drag ended with `id` dropped onto `other` to combine them
    /// (`Policy.combine`); nothing moved. The host decides what it means.
    case combined
    /// The outline item `id` was expanded (its children shown).
    case expanded
  }
  public var kind: Kind
  public var id: UInt64
  public var other: UInt64

  public init(_ kind: Kind, id: UInt64, other: UInt64 = 0) {
    self.kind = kind
    self.id = id
    self.other = other
  }
}

public enum CancelReason: Equatable, Sendable {
  /// The pointer was cancelled (the system took it).
  case pointer
  /// Escape.
  case key
  /// The host asked (`Engine.cancelDrag`).
  case host
  /// The host removed the lifted item.
  case itemRemoved
  /// Dropped over a member of the transfer group that refused the item:
  /// it went home.
  case refused
  /// Dropped onto another item to combine them (`ItemNotice.combined`).
  case combined
}

/// Which outer container an `Event.scrolled` is about.
public enum OuterScope: Equatable, Sendable {
  /// The engine's own (`Engine.setOuterScroll`).
  case engine
  /// Its transfer group's (`TransferGroup.setOuterScroll`).
  case group
}
