/// Grid placement: uniform cells row by row, all arithmetic, O(1) within a
/// section (O(log sections) to find it).
extension Layout {
  /// In the grid's own space, where lines are rows: a horizontal grid's
  /// points and frames are transposed on their way in and out
  /// (`logical`, `physical`).
  struct GridMetrics {
    var columns: Int
    var cellWidth: Double
    var cellHeight: Double
    var columnPitch: Double
    var rowPitch: Double
    var left: Double
    var transposed = false

    func logical(_ p: Point) -> Point { transposed ? Point(x: p.y, y: p.x) : p }
    func logical(_ r: Rect) -> Rect { physical(r) }
    func physical(_ r: Rect) -> Rect {
      transposed ? Rect(x: r.y, y: r.x, width: r.height, height: r.width) : r
    }
  }

  func gridMetrics(_ config: GridConfig) -> GridMetrics {
    let c = config.logical
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
      left: c.sectionInsets.left, transposed: config.axis == .horizontal)
  }

  func gridRows(_ n: Int, _ g: GridMetrics) -> Int { (n + g.columns - 1) / g.columns }

  func gridExtent(_ s: Int, _ order: Order, _ config: GridConfig) -> Double {
    let (g, c) = (gridMetrics(config), config.logical)
    let rows = gridRows(order.count(s), g)
    let cells =
      rows > 0
      ? Double(rows) * g.cellHeight + Double(rows - 1) * c.lineSpacing : c.emptySectionExtent
    return order.header(s) + c.sectionInsets.top + cells + c.sectionInsets.bottom + order.footer(s)
  }

  /// The frame of cell `i` of section `s`, whether or not an item is
  /// there, in the grid's own space.
  func gridCell(_ i: Int, section s: Int, _ order: Order, _ g: GridMetrics) -> Rect {
    Rect(
      x: g.left + Double(i % g.columns) * g.columnPitch,
      y: itemsStart(s, order) + Double(i / g.columns) * g.rowPitch,
      width: g.cellWidth, height: g.cellHeight)
  }

  func gridFrame(_ p: IndexPath, _ order: Order, _ c: GridConfig) -> Rect {
    let g = gridMetrics(c)
    return g.physical(gridCell(p.item, section: p.section, order, g))
  }

  /// The row and column of the cell band under a point (clamped to the
  /// section's rows and the grid's columns), and whether it is inside the cell.
  /// The division only guesses the band; the band is then settled by
  /// comparing the point with band starts computed exactly as `gridCell`
  /// computes them, so `inside` agrees with the cell's frame to the last bit.
  func gridLocate(_ point: Point, section s: Int, _ order: Order, _ g: GridMetrics)
    -> (row: Int, column: Int, inside: Bool, rightHalf: Bool)
  {
    let rows = gridRows(order.count(s), g)
    let top = itemsStart(s, order)
    let row = settle(point.y, origin: top, pitch: g.rowPitch, upper: rows)
    let column = settle(point.x, origin: g.left, pitch: g.columnPitch, upper: g.columns - 1)
    let y = top + Double(row) * g.rowPitch
    let x = g.left + Double(column) * g.columnPitch
    let inside =
      point.y >= y && point.y < y + g.cellHeight && point.x >= x && point.x < x + g.cellWidth
    return (row, column, inside, point.x - x >= g.cellWidth / 2)
  }

  /// The last band k in 0...upper whose start `origin + k · pitch` is at or
  /// before `v` (0 when none is).
  private func settle(_ v: Double, origin: Double, pitch: Double, upper: Int) -> Int {
    guard pitch > 0 else { return 0 }
    var k = clampedIndex((v - origin) / pitch, upper: upper)
    if k > 0 && origin + Double(k) * pitch > v {
      k -= 1
    } else if k < upper && origin + Double(k + 1) * pitch <= v {
      k += 1
    }
    return k
  }

  func gridHit(_ physical: Point, _ order: Order, _ c: GridConfig) -> Hit {
    let g = gridMetrics(c)
    let point = g.logical(physical)
    let s = section(at: point.y)
    let n = order.count(s)
    if point.y < itemsStart(s, order) { return .slot(IndexPath(section: s, item: 0)) }
    let cell = gridLocate(point, section: s, order, g)
    let i = cell.row * g.columns + cell.column
    if cell.inside && i < n { return .item(IndexPath(section: s, item: i)) }
    // Without spacing, a cell may end an ulp past the next one's start: the
    // point may be inside the cell above or to the left.
    func holds(_ row: Int, _ column: Int) -> Bool {
      row >= 0 && column >= 0 && row * g.columns + column < n
        && gridCell(row * g.columns + column, section: s, order, g).contains(point)
    }
    let (r, k) = (cell.row, cell.column)
    if holds(r - 1, k) { return .item(IndexPath(section: s, item: (r - 1) * g.columns + k)) }
    if holds(r, k - 1) { return .item(IndexPath(section: s, item: r * g.columns + k - 1)) }
    if holds(r - 1, k - 1) {
      return .item(IndexPath(section: s, item: (r - 1) * g.columns + k - 1))
    }
    return .slot(IndexPath(section: s, item: min(n, i + (cell.rightHalf ? 1 : 0))))
  }
}
