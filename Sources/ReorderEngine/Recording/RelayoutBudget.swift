/// The one cost of a trace that is not linear in its length: a `layout`
/// line, or a `viewport` line that changes the viewport's size (which the
/// cross extent may follow), lays out every section again. So that every
/// trace replays in time about linear in its length, the sections laid out
/// again by such lines, summed, are bounded (`TraceLimits.relayouts`); the
/// count is an upper bound (every insert-section line counts, refused or
/// not), and the parser and the writer keep it alike.
struct RelayoutBudget: Sendable {
  private var sections = 0
  private var viewportSize: (Double, Double)?
  private(set) var spent = 0

  /// Counts `call`; false once the total passes `limit`.
  mutating func admit(_ call: RecordedCall, limit: Int) -> Bool {
    switch call {
    case .insertSection: sections += 1
    case .removeSection: sections = max(0, sections - 1)
    case .layout: spent += sections
    case .viewport(let r):
      let size = (r.width, r.height)
      if let old = viewportSize, old != size { spent += sections }
      viewportSize = size
    default: break
    }
    return spent <= limit
  }
}
