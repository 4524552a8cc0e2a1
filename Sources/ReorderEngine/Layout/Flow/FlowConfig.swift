/// How a flow lines up a line's items across the width.
public enum FlowAlignment: Sendable, CaseIterable {
  /// At the line's start (the left, or the right right to left).
  case start
  /// Centred in the width.
  case center
  /// Spread over the whole width: the space left over is shared out between
  /// the items, as justified text; a section's last line and a line of one
  /// item stay at the start.
  case justify
}

/// A flow (SortableJS's wrapping lists, tags and chips): items of their own
/// width and height follow each other along a line and wrap onto the next
/// line when the width is used up; the content scrolls vertically. An
/// item's size is its width; its height is its cross size
/// (`Engine.setCrossSize`), `itemHeight` until set. A line is as tall as
/// its tallest item, and shorter items are centred in it. An item wider
/// than the width takes a line of its own.
public struct FlowConfig: Equatable, Sendable {
  /// Right to left: lines fill from the right.
  public var direction: LayoutDirection
  public var alignment: FlowAlignment
  /// Between the items of a line.
  public var itemSpacing: Double
  /// Between lines.
  public var lineSpacing: Double
  public var sectionSpacing: Double
  /// Inside each section, around its lines (below its header).
  public var sectionInsets: Insets
  /// The height of an item whose cross size the host has not set.
  public var itemHeight: Double
  /// The height of a section's line area while it has no items: a drop
  /// zone across the width that a pointer drag can enter; a hit test in it
  /// gives slot 0. 0 gives an empty section no room. Default 44.
  public var emptySectionExtent: Double

  public init(
    alignment: FlowAlignment = .start, itemSpacing: Double = 0, lineSpacing: Double = 0,
    sectionSpacing: Double = 0, sectionInsets: Insets = .zero, itemHeight: Double = 32,
    emptySectionExtent: Double = 44, direction: LayoutDirection = .leftToRight
  ) {
    self.direction = direction
    self.alignment = alignment
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.sectionSpacing = sectionSpacing
    self.sectionInsets = sectionInsets
    self.itemHeight = itemHeight
    self.emptySectionExtent = emptySectionExtent
  }

  func validate() throws(ReorderError) {
    try ReorderError.checkExtent(itemSpacing, "item spacing")
    try ReorderError.checkExtent(lineSpacing, "line spacing")
    try ReorderError.checkExtent(sectionSpacing, "section spacing")
    try ReorderError.checkExtent(itemHeight, "flow item height")
    try ReorderError.checkExtent(emptySectionExtent, "empty section extent")
    guard sectionInsets.isValid else {
      throw ReorderError(.invalidArgument, "section insets must be in 0...\(maxExtent)")
    }
  }
}
