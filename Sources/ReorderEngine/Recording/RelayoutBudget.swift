/// The one cost of a trace that is not linear in its length: a `layout`
/// line, or a `viewport` line that changes the viewport's size (which the
/// cross extent may follow), lays out every section again. So that every
/// trace replays in time about linear in its length, the sections laid out
/// again by such lines, summed, are bounded (`TraceLimits.relayouts`); the
/// count is an upper bound (every insert-section line counts, refused or
/// not), and the parser and the writer keep it alike. A flow lays out its
/// items again too: while the last layout line is a flow, each counts its
/// items as well (every item a load or an insertion ever named). So does an
/// outline, for a layout line and for each outline edit (which may walk a
/// whole subtree).
struct RelayoutBudget: Sendable {
  private var sections = 0
  private var items = 0
  /// The last layout line was a flow or an outline.
  private var flow = false
  private var viewportSize: (Double, Double)?
  private(set) var spent = 0

  /// Counts `call`; false once the total passes `limit`.
  mutating func admit(_ call: RecordedCall, limit: Int) -> Bool {
    switch call {
    case .insertSection: sections += 1
    case .removeSection: sections = max(0, sections - 1)
    case .loadSection(_, let ids, _, _): items += ids.count
    case .insertItem: items += 1
    case .layout(let kind, _):
      switch kind {
      case .flow: flow = true
      case .list(let c): flow = c.outline != nil
      case .grid: flow = false
      }
      spent += relayout
    case .setDepths, .setDepth, .setExpanded, .moveInto:
      if flow { spent += items }
    case .viewport(let r):
      let size = (r.width, r.height)
      if let old = viewportSize, old != size { spent += relayout }
      viewportSize = size
    default: break
    }
    return spent <= limit
  }

  private var relayout: Int { sections + (flow ? items : 0) }
}
