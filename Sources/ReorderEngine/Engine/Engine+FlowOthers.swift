/// A flow's others' lines kept across a drag (`FlowOthersLines`). Where
/// the line breaks never realign (items of one width), taking the lifted
/// item out re-flows the rest of its section: worked out at every pointer
/// event that would cost the section each time. Kept, it is worked out
/// once per lift (and per section entered, or host edit), since the
/// drag's own steps move only the lifted item, which the others' lines
/// leave out.
struct FlowOthersCache {
  var node: Int32
  var run: Int
  var orderGeneration: UInt64
  var layoutGeneration: UInt64
  var lines: FlowOthersLines
}

extension Engine {
  /// The kept lines, when they describe the order and layout as they are.
  func keptFlowOthers(_ n: Int32, run: Int) -> FlowOthersLines? {
    guard let k = flowOthers, k.node == n, k.run == run, k.orderGeneration == order.generation,
      k.layoutGeneration == layout.generation
    else { return nil }
    return k.lines
  }

  /// Before a pointer step: works the lines out, and keeps them when that
  /// took long. Returns whether lines are kept.
  mutating func keepFlowOthers(_ n: Int32, run: Int) -> Bool {
    guard case .flow(let c) = layout.kind else { return false }
    if keptFlowOthers(n, run: run) != nil { return true }
    let lines = OthersLayout.flowHome(order, layout, c, lifted: n, run: run)
    flowOthers =
      lines.isLong
      ? FlowOthersCache(
        node: n, run: run, orderGeneration: order.generation,
        layoutGeneration: layout.generation, lines: lines.materialized) : nil
    return flowOthers != nil
  }

  /// After the step: the lines still hold when it only moved the lifted
  /// item within its section (other moves, an exchange's partner or a
  /// section change, drop them).
  mutating func carryFlowOthers(after steps: Steps, lifted id: UInt64) {
    guard var k = flowOthers else { return }
    guard steps.count == 1, let s = steps.first, s.id == id, s.from.section == s.to.section
    else {
      flowOthers = nil
      return
    }
    k.orderGeneration = order.generation
    k.layoutGeneration = layout.generation
    flowOthers = k
  }
}
