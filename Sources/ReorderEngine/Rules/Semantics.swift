/// What a committed move does to the order.
public enum MoveSemantics: Sendable {
  /// Remove and insert: the items between shift by one (UITableView
  /// moveRow, dnd-kit arrayMove).
  case shift
  /// Swap the moved item with the one at the destination (the seeds'
  /// multi-section tables). During a drag the lifted item swaps with each
  /// neighbour it passes: within a section that is the same as `shift`;
  /// entering another section it swaps with the first item it passes there,
  /// which goes to the end of the section it left, on that side (seed 000),
  /// so both keep their counts. A destination with no item is a plain
  /// insertion: past a section's end when moved, an empty section when
  /// dragged.
  case exchange
}
