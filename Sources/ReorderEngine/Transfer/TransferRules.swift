/// What a member of a transfer group lets through, as SortableJS's `group`
/// with `pull` and `put`: items leave it for members whose tag is in
/// `giveTo` and enter it from members whose tag is in `acceptFrom`.
public struct TransferRules: Equatable, Sendable {
  /// What a drag out of this member does with the item.
  public enum Pull: Equatable, Sendable {
    /// Items never leave.
    case none
    /// Items leave: removed here, inserted there.
    case move
    /// A copy leaves and the item stays (SortableJS's `pull: 'clone'`).
    case copy
  }

  public var pull: Pull
  /// Items from other members may enter.
  public var put: Bool
  /// This member's kind, one or more bits the others' masks test.
  public var tag: UInt32
  /// The tags of the members items may leave for.
  public var giveTo: UInt32
  /// The tags of the members items may come from.
  public var acceptFrom: UInt32
  /// While a drag has taken an item elsewhere, the others here keep its
  /// gap until the drag ends or it comes back (lists).
  public var placeholder: Bool

  public init(
    pull: Pull = .move, put: Bool = true, tag: UInt32 = 1, giveTo: UInt32 = .max,
    acceptFrom: UInt32 = .max, placeholder: Bool = false
  ) {
    self.pull = pull
    self.put = put
    self.tag = tag
    self.giveTo = giveTo
    self.acceptFrom = acceptFrom
    self.placeholder = placeholder
  }

  public func validate() throws(ReorderError) {
    guard tag != 0 else { throw ReorderError(.invalidArgument, "tag 0 matches no member") }
  }

  /// Whether items may go from a member with these rules to one with `to`.
  func lets(to: TransferRules) -> Bool {
    pull != .none && giveTo & to.tag != 0 && to.put && to.acceptFrom & tag != 0
  }
}

extension TransferGroup {
  /// Whether either member is an outline: outlines take part in no
  /// transfer (a subtree's depths mean nothing in another engine, and rows
  /// without depths nothing in an outline).
  func outlineInvolved<M: TransferMembers>(_ a: UInt, _ b: UInt, _ m: inout M) -> Bool {
    m.with(a, { $0.order.isOutline }) == true || m.with(b, { $0.order.isOutline }) == true
  }
}
