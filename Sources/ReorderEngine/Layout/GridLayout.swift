/// Grid placement: uniform cells row by row, all arithmetic, O(1) within a
/// section (O(log sections) to find it).
extension Layout {
  struct GridMetrics {
    var columns: Int
    var cellWidth: Double
    var cellHeight: Double
    var columnPitch: Double
    var rowPitch: Double
    var left: Double
  }

  func gridMetrics(_ c: GridConfig) -> GridMetrics {
    let available = max(0, crossExtent - c.sectionInsets.left - c.sectionInsets.right)
    let columns: Int
    let width: Double
    if c.columns > 0 {
      columns = c.columns
      width = max(0, (available - Double(columns - 1) * c.itemSpacing) / Double(columns))
    } else {
      let fit = (available + c.itemSpacing) / (c.cellWidth + c.itemSpacing)
      columns = max(1, clampedIndex(fit, upper: GridConfig.maxColumns))
      width = c.cellWidth
    }
    let height = c.cellHeight > 0 ? c.cellHeight : width
    return GridMetrics(
      columns: columns, cellWidth: width, cellHeight: height,
      columnPitch: width + c.itemSpacing, rowPitch: height + c.lineSpacing,
      left: c.sectionInsets.left)
  }

  func gridRows(_ n: Int, _ g: GridMetrics) -> Int { (n + g.columns - 1) / g.columns }

  func gridExtent(_ s: Int, _ order: Order, _ c: GridConfig) -> Double {
    let g = gridMetrics(c)
    let rows = gridRows(order.count(s), g)
    let cells = rows > 0 ? Double(rows) * g.cellHeight + Double(rows - 1) * c.lineSpacing : 0
    return order.header(s) + c.sectionInsets.top + cells + c.sectionInsets.bottom + order.footer(s)
  }

  /// The frame of cell `i` of section `s`, whether or not an item is there.
  func gridCell(_ i: Int, section s: Int, _ order: Order, _ g: GridMetrics) -> Rect {
    Rect(
      x: g.left + Double(i % g.columns) * g.columnPitch,
      y: itemsStart(s, order) + Double(i / g.columns) * g.rowPitch,
      width: g.cellWidth, height: g.cellHeight)
  }

  func gridFrame(_ p: IndexPath, _ order: Order, _ c: GridConfig) -> Rect {
    gridCell(p.item, section: p.section, order, gridMetrics(c))
  }

  /// The row and column of the cell band under a point (clamped to the
  /// section's rows and the grid's columns), and whether it is inside the cell.
  func gridLocate(_ point: Point, section s: Int, _ order: Order, _ g: GridMetrics)
    -> (row: Int, column: Int, inside: Bool, rightHalf: Bool)
  {
    let rows = gridRows(order.count(s), g)
    let ry = point.y - itemsStart(s, order)
    let rx = point.x - g.left
    let row = g.rowPitch > 0 ? clampedIndex(ry / g.rowPitch, upper: rows) : 0
    let column = g.columnPitch > 0 ? clampedIndex(rx / g.columnPitch, upper: g.columns - 1) : 0
    let dy = ry - Double(row) * g.rowPitch
    let dx = rx - Double(column) * g.columnPitch
    let inside = ry >= 0 && rx >= 0 && dy < g.cellHeight && dx >= 0 && dx < g.cellWidth
    return (row, column, inside, dx >= g.cellWidth / 2)
  }

  func gridHit(_ point: Point, _ order: Order, _ c: GridConfig) -> Hit {
    let g = gridMetrics(c)
    let s = section(at: point.y)
    let n = order.count(s)
    if point.y < itemsStart(s, order) { return .slot(IndexPath(section: s, item: 0)) }
    let cell = gridLocate(point, section: s, order, g)
    let i = cell.row * g.columns + cell.column
    if cell.inside && i < n { return .item(IndexPath(section: s, item: i)) }
    return .slot(IndexPath(section: s, item: min(n, i + (cell.rightHalf ? 1 : 0))))
  }
}
