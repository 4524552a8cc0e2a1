/// How items are placed. The host picks one per engine.
public enum LayoutKind: Equatable, Sendable {
  case list(ListConfig)
  case grid(GridConfig)
}

/// A list: items stacked along `axis` with their own sizes (UITableView).
public struct ListConfig: Equatable, Sendable {
  public var axis: Axis
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

  public init(
    axis: Axis = .vertical, itemSpacing: Double = 0, sectionSpacing: Double = 0,
    insets: Insets = .zero, emptySectionExtent: Double = 44
  ) {
    self.axis = axis
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
  }
}

/// A vertical grid of uniform cells flowing row by row
/// (UICollectionViewFlowLayout with a fixed item size). Item sizes are
/// ignored: every cell has the same size.
public struct GridConfig: Equatable, Sendable {
  /// A fixed number of columns that share the viewport width; 0 fits as many
  /// cells of `cellWidth` as the width allows.
  public var columns: Int
  /// Used when `columns` is 0.
  public var cellWidth: Double
  /// 0 makes cells square.
  public var cellHeight: Double
  /// Between cells of a row.
  public var itemSpacing: Double
  /// Between rows.
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
    columns: Int = 4, cellWidth: Double = 0, cellHeight: Double = 0, itemSpacing: Double = 0,
    lineSpacing: Double = 0, sectionSpacing: Double = 0, sectionInsets: Insets = .zero,
    emptySectionExtent: Double = 44
  ) {
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

  func validate() throws(ReorderError) {
    guard columns >= 0 && columns <= GridConfig.maxColumns else {
      throw ReorderError(
        .invalidArgument, "columns \(columns) is out of range 0...\(GridConfig.maxColumns)")
    }
    if columns == 0 {
      guard cellWidth.isFinite && cellWidth > 0 && cellWidth <= maxExtent else {
        throw ReorderError(
          .invalidArgument, "cell width \(cellWidth) must be in (0, \(maxExtent)] when columns is 0"
        )
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
