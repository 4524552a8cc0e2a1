/// The list rules' answer while the pointer stays near the lifted item's
/// slot, kept between pointer events. Most pointer events move nothing,
/// and finding that out anew takes two descents of the section's tree
/// (`OthersLayout.countItems`) and three for the lifted item's frame; with
/// this, a constant number of comparisons.
///
/// It answers only "stay", and only where the full evaluation does: it
/// holds the two neighbours of the lifted item in the others' layout,
/// computed with the very same sums, and tests them with the rule's own
/// predicates (`ReorderRule.passes`, `passedBack`), which are true on a
/// prefix of the items, so those two decide whether either count moves
/// past the item's slot. It is current while the order and the layout are
/// unchanged (their generations), for the same lifted node and rule.
/// Lists with the midpoint, edge and center rules; elsewhere the caller
/// evaluates in full.
struct StayBand {
  let orderGeneration: UInt64
  let layoutGeneration: UInt64
  let node: Int32
  let rule: ReorderRule
  /// The lifted item's layout frame (`Engine.liftedRect` draws it moved).
  let frame: Rect
  let vertical: Bool
  private let section: Int
  private let size: Double
  private let spacing: Double
  private let shrink: Double
  /// The leading-edge offsets the section's slots cover.
  private let slots: (lo: Double, hi: Double)
  /// The items either side of the lifted one: where they start in the
  /// others' layout, and their sizes.
  private let previous: (o: Double, s: Double)?
  private let next: (o: Double, s: Double)?

  /// Nil where it does not apply (grids, the pointer rule).
  init?(_ order: Order, _ layout: Layout, lifted n: Int32, rule: ReorderRule) {
    guard case .list(let c) = layout.kind, rule != .pointer else { return nil }
    orderGeneration = order.generation
    layoutGeneration = layout.generation
    node = n
    self.rule = rule
    vertical = c.axis == .vertical
    spacing = c.itemSpacing
    let sp = c.itemSpacing
    (frame, section, size, shrink, slots, previous, next) = OthersLayout.measure(
      order, layout, lifted: n
    ) { others in
      let t = others.home.section
      let k = others.home.item
      let root = order.root(t)
      // As `countItems` computes them: base + size-before + index · spacing,
      // the items after the lifted one closing its gap.
      let base = others.itemsStart(t)
      func item(_ j: Int) -> (Double, Double) {
        let before = order.store.prefixSum(j, root: root)
        let s = order.store[order.store.node(at: j, root: root)].size
        return j < k
          ? (base + before + Double(j) * sp, s)
          : (base + (before - others.size) + Double(j - 1) * sp, s)
      }
      return (
        layout.frame(others.home, order), t, others.size, others.shrink,
        (others.itemsStart(t), others.slotsEnd(t, spacing: sp)),
        k > 0 ? item(k - 1) : nil, k + 1 < order.count(t) ? item(k + 1) : nil
      )
    }
  }

  /// Whether it still describes `order` and `layout` under rule `r`.
  func isCurrent(_ order: Order, _ layout: Layout, rule r: ReorderRule) -> Bool {
    orderGeneration == order.generation && layoutGeneration == layout.generation && rule == r
  }

  /// Whether the rule keeps the lifted item, drawn at `rect`, in its slot.
  func stays(_ rect: Rect, _ layout: Layout) -> Bool {
    let top = ReorderRule.leadingEdge(rect, vertical: vertical, size: size)
    // The rule's section is this one when its slots reach the edge and the
    // edge lies in its span (`OthersLayout.section(near:)` then keeps it).
    guard slots.lo <= top && top <= slots.hi else { return false }
    let later = layout.section(at: top + shrink)
    guard later <= section && layout.section(at: top) >= section else { return false }
    let down = next.map { rule.passes($0.o, $0.s, spacing: spacing, edge: top) } ?? false
    let up = previous.map { !rule.passedBack($0.o, $0.s, spacing: spacing, edge: top) } ?? false
    return !down && !up
  }
}
