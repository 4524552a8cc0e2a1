/// What a committed move does to the order.
public enum MoveSemantics: Sendable {
  /// Remove and insert: the items between shift by one (UITableView
  /// moveRow, dnd-kit arrayMove).
  case shift
  /// Swap the moved item with the one at the destination (the seeds'
  /// multi-section tables). During a drag the lifted item swaps with each
  /// neighbour it passes, which within a section is the same as `shift`; a
  /// destination with no item (past a section's end) is a plain insertion.
  case exchange
}
