/// Section frames: the box a section takes in the layout, from the start of
/// its header to the end of its footer, so that a host places headers,
/// footers and section backgrounds with the engine's own rules.
///
/// Along the main axis: the header (the section's first `header` units),
/// the items with the item spacing between them (grids: the section insets'
/// top, the rows with the line spacing, the section insets' bottom), the
/// footer (its last `footer` units); an empty section's items or rows take
/// the config's `emptySectionExtent`. The list insets (around the whole
/// content) and the section spacing (between sections) are outside every
/// section. Across: the band the items share; for lists the cross extent
/// less the list insets, for grids the whole cross extent (the section
/// insets are inside the section).
extension Layout {
  public func frame(ofSection s: Int, _ order: Order) throws(ReorderError) -> Rect {
    try order.checkSection(s)
    return sectionFrame(s, order)
  }

  /// The frame of a valid section: O(log sections).
  func sectionFrame(_ s: Int, _ order: Order) -> Rect {
    mirrored(logicalSectionFrame(s, order), order)
  }

  /// The same left to right (`mirrored`).
  private func logicalSectionFrame(_ s: Int, _ order: Order) -> Rect {
    let start = sectionStart(s)
    let extent: Double
    let cross: (start: Double, extent: Double)
    switch kind {
    case .list(let c):
      extent = listExtent(s, order, c)
      cross = listCross(c)
    case .grid(let c):
      extent = gridExtent(s, order, c)
      cross = (0, crossExtent)
    case .flow(let c):
      extent = flowExtent(s, order, c)
      cross = (0, crossExtent)
    }
    return axis == .vertical
      ? Rect(x: cross.start, y: start, width: cross.extent, height: extent)
      : Rect(x: start, y: cross.start, width: extent, height: cross.extent)
  }

  /// The sections whose frames meet `rect`, ends included (so an empty,
  /// zero-length section at its edge counts), with their frames: O(k log S)
  /// for k sections. Nothing for a rect with no area, as `forEachVisible`
  /// finds no item in it.
  func forEachVisibleSection(in physical: Rect, _ order: Order, _ body: (Int, Rect) -> Void) {
    guard physical.isFinite, physical.width > 0, physical.height > 0, order.sectionCount > 0
    else { return }
    let rect = mirrored(physical, order)
    let vertical = axis == .vertical
    let (lo, hi) = vertical ? (rect.y, rect.maxY) : (rect.x, rect.maxX)
    var s = section(at: lo)
    // The first may end before `lo` (its spacing holds `lo`): passed over.
    while s < order.sectionCount {
      let frame = logicalSectionFrame(s, order)
      let (start, end) = vertical ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
      if start > hi { break }
      let crosses =
        vertical
        ? frame.x <= rect.maxX && rect.x <= frame.maxX
        : frame.y <= rect.maxY && rect.y <= frame.maxY
      if end >= lo && crosses { body(s, mirrored(frame, order)) }
      s += 1
    }
  }
}
