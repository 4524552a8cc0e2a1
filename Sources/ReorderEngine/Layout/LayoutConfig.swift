/// How items are placed. The host picks one per engine.
public enum LayoutKind: Equatable, Sendable {
  case list(ListConfig)
  case grid(GridConfig)
  case flow(FlowConfig)
}

/// A list: items stacked along `axis` with their own sizes (UITableView).
public struct ListConfig: Equatable, Sendable {
  public var axis: Axis
  /// Right to left: a horizontal list starts at the right; a vertical one's
  /// insets and handles mirror.
  public var direction: LayoutDirection
  public var itemSpacing: Double
  public var sectionSpacing: Double
  /// Around the whole content.
  public var insets: Insets
  /// The main-axis extent, in content units, of a section's item area
  /// while the section has no items: a drop zone between its header and
  /// footer that a pointer drag can enter (SortableJS's
  /// `emptyInsertThreshold`); a hit test in it gives slot 0. Sections with
  /// items are unaffected, but the reorder rules count a section whose only
  /// item is dragged as empty, zone and all, for the whole drag. 0 gives an
  /// empty section no room, so only keys and `Engine.move` reach it.
  /// Default 44, one standard row.
  public var emptySectionExtent: Double
  /// Makes the list an outline (vertical, without item spacing); nil: a
  /// plain list.
  public var outline: OutlineConfig?

  public init(
    axis: Axis = .vertical, itemSpacing: Double = 0, sectionSpacing: Double = 0,
    insets: Insets = .zero, emptySectionExtent: Double = 44,
    direction: LayoutDirection = .leftToRight, outline: OutlineConfig? = nil
  ) {
    self.outline = outline
    self.axis = axis
    self.direction = direction
    self.itemSpacing = itemSpacing
    self.sectionSpacing = sectionSpacing
    self.insets = insets
    self.emptySectionExtent = emptySectionExtent
  }

  func validate() throws(ReorderError) {
    try ReorderError.checkExtent(itemSpacing, "item spacing")
    try ReorderError.checkExtent(sectionSpacing, "section spacing")
    try ReorderError.checkExtent(emptySectionExtent, "empty section extent")
    guard insets.isValid else {
      throw ReorderError(.invalidArgument, "insets must be in 0...\(maxExtent)")
    }
    if let outline {
      try outline.validate()
      // Hidden items take no room, which spacing between every two would.
      guard axis == .vertical && itemSpacing == 0 else {
        throw ReorderError(.invalidArgument, "an outline is vertical, without item spacing")
      }
    }
  }
}

/// A grid of uniform cells (UICollectionViewFlowLayout with a fixed item
/// size): scrolling vertically, cells fill rows left to right; scrolling
/// horizontally (`axis`), they fill columns top to bottom. Item sizes are
/// ignored: every cell has the same size.
public struct GridConfig: Equatable, Sendable {
  /// How the grid scrolls: its lines are rows (vertical) or columns.
  public var axis: Axis
  /// Right to left: rows fill from the right, a horizontal grid's first
  /// column is at the right.
  public var direction: LayoutDirection
  /// A fixed number of cells across a line (columns of a vertical grid,
  /// rows of a horizontal one) that share the viewport's cross extent; 0
  /// fits as many cells as it allows (of `cellWidth`, or `cellHeight` in a
  /// horizontal grid).
  public var columns: Int
  /// Used when `columns` is 0 in a vertical grid; 0 makes a horizontal
  /// grid's cells square.
  public var cellWidth: Double
  /// 0 makes a vertical grid's cells square; used when `columns` is 0 in a
  /// horizontal grid.
  public var cellHeight: Double
  /// Between the cells of a line.
  public var itemSpacing: Double
  /// Between lines.
  public var lineSpacing: Double
  public var sectionSpacing: Double
  /// Inside each section, around its cells (below its header).
  public var sectionInsets: Insets
  /// The height, in content units, of a section's cell area (between its
  /// insets) while the section has no items: a drop zone across the whole
  /// width that a pointer drag can enter; a hit test in it gives slot 0.
  /// Sections with items are unaffected. 0 gives an empty section no room,
  /// so only keys and `Engine.move` reach it. Default 44.
  public var emptySectionExtent: Double

  public init(
    axis: Axis = .vertical, columns: Int = 4, cellWidth: Double = 0, cellHeight: Double = 0,
    itemSpacing: Double = 0, lineSpacing: Double = 0, sectionSpacing: Double = 0,
    sectionInsets: Insets = .zero, emptySectionExtent: Double = 44,
    direction: LayoutDirection = .leftToRight
  ) {
    self.axis = axis
    self.direction = direction
    self.columns = columns
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.itemSpacing = itemSpacing
    self.lineSpacing = lineSpacing
    self.sectionSpacing = sectionSpacing
    self.sectionInsets = sectionInsets
    self.emptySectionExtent = emptySectionExtent
  }

  static let maxColumns = 1 << 16

  /// The grid as the layout computes it: a horizontal grid is a vertical
  /// one transposed (x for y, width for height), so one set of grid
  /// arithmetic, hit tests and rules serves both (`GridMetrics.transposed`).
  var logical: GridConfig {
    guard axis == .horizontal else { return self }
    var c = self
    c.axis = .vertical
    (c.cellWidth, c.cellHeight) = (cellHeight, cellWidth)
    c.sectionInsets = Insets(
      top: sectionInsets.left, left: sectionInsets.top, bottom: sectionInsets.right,
      right: sectionInsets.bottom)
    return c
  }

  func validate() throws(ReorderError) {
    guard columns >= 0 && columns <= GridConfig.maxColumns else {
      throw ReorderError(
        .invalidArgument, "columns \(columns) is out of range 0...\(GridConfig.maxColumns)")
    }
    let across = axis == .vertical ? cellWidth : cellHeight
    if columns == 0 {
      guard across.isFinite && across > 0 && across <= maxExtent else {
        throw ReorderError(
          .invalidArgument,
          "cell \(axis == .vertical ? "width" : "height") \(across) must be in (0, \(maxExtent)] "
            + "when columns is 0")
      }
    }
    try ReorderError.checkExtent(cellHeight, "cell height")
    try ReorderError.checkExtent(itemSpacing, "item spacing")
    try ReorderError.checkExtent(lineSpacing, "line spacing")
    try ReorderError.checkExtent(sectionSpacing, "section spacing")
    try ReorderError.checkExtent(emptySectionExtent, "empty section extent")
    guard sectionInsets.isValid else {
      throw ReorderError(.invalidArgument, "section insets must be in 0...\(maxExtent)")
    }
  }
}

/// Converts a coordinate ratio to an index without trapping on NaN, infinity
/// or huge values: the result is clamped to 0...upper.
@inline(__always) func clampedIndex(_ v: Double, upper: Int) -> Int {
  guard v >= 0 else { return 0 }  // also NaN
  return v < Double(upper) ? Int(v) : upper
}
