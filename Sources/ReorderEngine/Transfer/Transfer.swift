/// One run of items going from one member of a transfer group to another:
/// removed from `source` at `from` (its first item's index path) and
/// inserted into `target` at `to` (or as `kind` says). Members are named by
/// the keys the host gave them (`TransferGroup.Member.key`).
public struct Transfer: Equatable, Sendable {
  public var ids: [UInt64]
  public var source: UInt
  public var target: UInt
  public var from: IndexPath
  public var to: IndexPath
  public var kind: TransferKind

  public init(
    ids: [UInt64], source: UInt, target: UInt, from: IndexPath, to: IndexPath,
    kind: TransferKind
  ) {
    self.ids = ids
    self.source = source
    self.target = target
    self.from = from
    self.to = to
    self.kind = kind
  }

  /// The same run going back (undo, cancel): a copy is discarded.
  var reversed: Transfer {
    let back: TransferKind = kind == .move ? .move : kind == .copy ? .discard : .copy
    return Transfer(ids: ids, source: target, target: source, from: to, to: from, kind: back)
  }

  /// Whether the source loses the run and the target gains it.
  var removes: Bool { kind != .copy }
  var inserts: Bool { kind != .discard }

  /// The event of its `i`-th item, applied in order: each leaves from the
  /// run's first place (the ones before it already left) and lands after
  /// the ones before it.
  func event(_ i: Int) -> TransferEvent {
    TransferEvent(
      id: ids[i], from: from, to: IndexPath(section: to.section, item: to.item + i),
      source: source, target: target, kind: kind)
  }
}

/// One item going from one member to another, as the host hears it: both
/// members report it, the source first.
public struct TransferEvent: Equatable, Sendable {
  public var id: UInt64
  public var from: IndexPath
  public var to: IndexPath
  public var source: UInt
  public var target: UInt
  public var kind: TransferKind
}

public enum TransferKind: Equatable, Sendable {
  /// The source removes the item at `from`, the target inserts it at `to`.
  case move
  /// The target inserts a copy at `to`; the source keeps its item.
  case copy
  /// The source removes its copy at `from` (a copy undone or cancelled);
  /// the target, which has the item, is unchanged.
  case discard
}

/// A change a drag or a transfer made across members, in order: one
/// member's own steps, or a run going from one to another. Undo replays it
/// backwards.
enum CrossStep: Equatable {
  case local(UInt, [Step])
  case transfer(Transfer)
}
