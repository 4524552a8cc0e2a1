/// The layout as if the lifted item were taken out. Reorder rules measure
/// against it because it stays put for the whole drag, wherever the lifted
/// item is tentatively placed: a rule that is a function of the lifted
/// item's position in this frame cannot oscillate. A lifted group is a run
/// of items of one section (`DragGroup`), taken out as one item as long as
/// the run with its inner spacing.
struct OthersLayout {
  // Borrowed, not copied, for the one query it serves (`measure`): copying
  // the order and the layout on every pointer event was a fifth of its cost.
  private let orderRef: UnsafePointer<Order>
  private let layoutRef: UnsafePointer<Layout>
  var order: Order { _read { yield orderRef.pointee } }
  var layout: Layout { _read { yield layoutRef.pointee } }
  let lifted: Int32
  /// The lifted item's index path in the order (a group's: its first).
  let home: IndexPath
  /// How many items are lifted: 1, or a group's run.
  let run: Int
  /// The lifted item's main-axis size; a list group's: its run's extent,
  /// the spacing between its items included.
  let size: Double
  /// The lifted items' sizes alone, and those of the items before them.
  let liftedSum: Double
  private let sumBefore: Double
  /// How far sections after the lifted item's section move back without it
  /// (negative when its section, left empty, takes a zone longer than it).
  let shrink: Double
  /// The layout's empty section extent.
  let emptyExtent: Double
  /// How far past the start of the next section the slots of a section can
  /// reach, for any rule: the spacing and the lifted item past a list's last
  /// slot; the line spacing and a row past a grid's last item.
  let reach: Double
  /// A flow's lines of the lifted item's section without it.
  let flowHome: FlowOthersLines?

  /// `body`'s answer about the others of `lifted`; the OthersLayout it is
  /// given must not outlive the call.
  /// A flow's lines of the lifted run's section without it, when the
  /// caller kept them (`Engine.flowOthers`); else they are worked out.
  static func measure<R>(
    _ order: borrowing Order, _ layout: borrowing Layout, lifted: Int32, run: Int = 1,
    flowHome: FlowOthersLines? = nil, _ body: (OthersLayout) -> R
  ) -> R {
    withUnsafePointer(to: order) { o in
      withUnsafePointer(to: layout) { l in
        body(OthersLayout(o, l, lifted: lifted, run: run, flowHome: flowHome))
      }
    }
  }

  /// A flow's lines of the section of `lifted` (and the `run` from it)
  /// without them: the layout's, re-flowed from the line before the run
  /// until they realign.
  static func flowHome(
    _ order: Order, _ layout: Layout, _ c: FlowConfig, lifted: Int32, run: Int
  ) -> FlowOthersLines {
    let home = order.indexPath(ofNode: lifted)
    let root = order.root(home.section)
    let before = order.store.prefixSum(home.item, root: root)
    let gap = FlowGap(
      at: home.item, run: run, sum: order.store.prefixSum(home.item + run, root: root) - before,
      before: before)
    let lines = layout.flows[home.section]
    let change = ItemChange(lo: home.item, hi: home.item, delta: -run)
    let (range, patch) =
      layout.flowPatch(lines, change, home.section, order, c, without: gap)
      ?? (0..<lines.count, layout.flowLines(home.section, order, c, without: gap))
    return FlowOthersLines(lines, range: range, patch: patch, run: run)
  }

  private init(
    _ orderRef: UnsafePointer<Order>, _ layoutRef: UnsafePointer<Layout>, lifted: Int32, run: Int,
    flowHome kept: FlowOthersLines?
  ) {
    self.orderRef = orderRef
    self.layoutRef = layoutRef
    self.lifted = lifted
    self.run = run
    let order = orderRef.pointee
    home = order.indexPath(ofNode: lifted)
    if run == 1 {
      liftedSum = order.store[lifted].size
      sumBefore = 0  // read only for a group
    } else {
      let root = order.root(home.section)
      sumBefore = order.store.prefixSum(home.item, root: root)
      liftedSum = order.store.prefixSum(home.item + run, root: root) - sumBefore
    }
    let n = order.count(home.section)
    switch layoutRef.pointee.kind {
    case .list(let c):
      emptyExtent = c.emptySectionExtent
      size = liftedSum + Double(run - 1) * c.itemSpacing
      shrink = n > run ? size + c.itemSpacing : size - emptyExtent
      reach = c.itemSpacing + size
      flowHome = nil
    case .grid(let c):
      emptyExtent = c.emptySectionExtent
      size = liftedSum
      let g = layoutRef.pointee.gridMetrics(c)
      let rows = layoutRef.pointee.gridRows(n, g)
      let fewer = layoutRef.pointee.gridRows(n - run, g)
      shrink =
        fewer == 0
        ? Double(rows - 1) * g.rowPitch + g.cellHeight - emptyExtent
        : Double(rows - fewer) * g.rowPitch
      reach = c.lineSpacing + g.cellHeight
      flowHome = nil
    case .flow(let c):
      emptyExtent = c.emptySectionExtent
      size = liftedSum + Double(run - 1) * c.itemSpacing
      let lines = layoutRef.pointee.flows[home.section]
      let others =
        kept ?? OthersLayout.flowHome(order, layoutRef.pointee, c, lifted: lifted, run: run)
      func extent(_ count: Int, _ total: Double) -> Double {
        count > 0 ? total - c.lineSpacing : c.emptySectionExtent
      }
      shrink = extent(lines.count, lines.total) - extent(others.count, others.total)
      reach = c.lineSpacing
      flowHome = others
    }
  }

  /// Items of section `t` other than the lifted ones.
  func count(_ t: Int) -> Int { order.count(t) - (t == home.section ? run : 0) }

  /// The drop zone of section `t`: the empty section extent when it holds
  /// no item but the lifted one, else 0. The layout gives a section its zone
  /// once the lifted item has left it, so counting it here keeps this frame
  /// the same wherever the item goes (its own section keeps its zone).
  func zone(_ t: Int) -> Double { count(t) == 0 ? emptyExtent : 0 }

  func itemsStart(_ t: Int) -> Double {
    layout.itemsStart(t, order) - (t > home.section ? shrink : 0)
  }

  /// The section whose span holds main offset `v`.
  func section(at v: Double) -> Int {
    let later = layout.section(at: v + shrink)
    // A negative shrink lengthens the home section past its span in the layout.
    return later > home.section ? later : min(layout.section(at: v), home.section)
  }

  /// The section whose slots lie nearest main offset `v`, given the range
  /// `slots(s)` of offsets the slots of section `s` cover; among several
  /// reaching `v`, the one nearest `current` (so the item moves as little as
  /// needed). Unlike `section(at:)`, it keeps an item lifted in place in its
  /// own section even when it reaches past that section's span without it
  /// (a large last item, or a grid's last row holding only it).
  func section(near v: Double, current: Int, _ slots: (Int) -> (Double, Double)) -> Int {
    func distance(_ s: Int) -> Double {
      let (lo, hi) = slots(s)
      return max(0, lo - v, v - hi)
    }
    let s0 = section(at: v)
    var best = s0
    var d = distance(s0)
    func consider(_ s: Int) {
      let e = distance(s)
      // (Equal positive distances are rounding far outside the content:
      // keep the section at `v`.)
      if e < d || (e == d && e == 0 && abs(s - current) < abs(best - current)) {
        best = s
        d = e
      }
    }
    if s0 + 1 < order.sectionCount { consider(s0 + 1) }
    // Slots of earlier sections can reach past their span, by at most
    // `reach` past the next section's start: walk back while one still may,
    // past any short section between (one section in most layouts).
    var s = s0 - 1
    while s >= 0 {
      consider(s)
      if sectionStart(s) + reach < v { break }
      s -= 1
    }
    return best
  }

  /// Main-axis offset where section `t` begins.
  func sectionStart(_ t: Int) -> Double {
    layout.sectionStart(t) - (t > home.section ? shrink : 0)
  }

  /// For a list: how far the slots of section `t` reach, for choosing a
  /// section: where the lifted item's leading edge would sit in its last
  /// slot (past its other items). An empty section's drop zone counts as an
  /// item of the zone's extent, so the lifted item enters and leaves the
  /// zone as it would a section holding one such item.
  func slotsEnd(_ t: Int, spacing: Double) -> Double {
    if zone(t) > 0 { return itemsStart(t) + zone(t) + spacing }
    let total = order.total(t) - (t == home.section ? liftedSum : 0)
    return itemsStart(t) + total + Double(count(t)) * spacing
  }

  /// For a list: how many of section `t`'s other items satisfy
  /// `holds(start, size)`, a predicate true on a prefix of them that only
  /// grows with `start + a·size` for some a in 0...1.
  func countItems(_ t: Int, spacing: Double, _ holds: (Double, Double) -> Bool) -> Int {
    let base = itemsStart(t)
    let skip = t == home.section ? home.item : Int.max
    let end = t == home.section ? home.item + run : Int.max
    let (run, lifted, liftedSum, sumBefore) = (run, lifted, liftedSum, sumBefore)
    let raw = order.store.prefixCount(root: order.root(t)) { index, before, size, node in
      // Items after the lifted ones close their gap; the lifted ones count
      // as empty items at the place of the first, which keeps the order of
      // keys (a group's all answer alike).
      if index >= end {
        return holds(base + before - liftedSum + Double(index - run) * spacing, size)
      }
      if index < skip { return holds(base + before + Double(index) * spacing, size) }
      let b = run == 1 ? before : sumBefore
      return holds(base + b + Double(skip) * spacing, node == lifted || run > 1 ? 0 : size)
    }
    return raw > skip ? raw - run : raw
  }

  /// For a list: where the lifted item's leading edge would sit at slot `s`.
  func slotStart(_ s: IndexPath, spacing: Double) -> Double {
    let root = order.root(s.section)
    var before = order.store.prefixSum(s.item, root: root)
    if s.section == home.section && s.item > home.item {
      before = order.store.prefixSum(s.item + run, root: root) - liftedSum
    }
    return itemsStart(s.section) + before + Double(s.item) * spacing
  }
}
