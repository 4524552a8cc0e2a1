/// A place in an outline as a tree sees it: under `parent` (nil: the top
/// level of `section`), the `index`-th of its children.
public struct OutlinePlace: Equatable, Sendable {
  public var section: Int
  public var parent: UInt64?
  public var index: Int
  /// How many children the parent has there (the item among them).
  public var count: Int
  public var depth: Int

  public init(section: Int, parent: UInt64?, index: Int, count: Int = 0, depth: Int = 0) {
    self.section = section
    self.parent = parent
    self.index = index
    self.count = count
    self.depth = depth
  }
}

/// The host's answer to a proposed outline move.
public enum OutlineDecision: Equatable, Sendable {
  case accept
  /// Under this parent (or at the top level of its section), at its index.
  case retarget(OutlinePlace)
  case refuse
}

/// Asked with the lifted item's id and where the rules would put it, as a
/// tree place, after the section rules (the outline's
/// targetIndexPathForMove).
public typealias OutlineRetargetHook = (_ id: UInt64, _ proposed: OutlinePlace) -> OutlineDecision

extension Engine {
  /// Where the `run` (its first item the subtree's root, at its place now,
  /// `height` levels deep below it) would go for `place`, in the others'
  /// terms of `moveRun`; nil when the place does not exist or breaks the
  /// rules.
  func outlineTarget(
    for run: [Int32], _ place: OutlinePlace, height: Int, config c: OutlineConfig,
    keptParent: UInt64??
  ) -> OutlineTarget? {
    let home = order.indexPath(ofNode: run[0])
    let k = run.count
    var t = place.section
    var lo = 0
    var d = 0
    if let parent = place.parent {
      guard let pn = try? order.node(of: parent), !run.contains(pn),
        !order.store.flags(pn).contains(.noChildren)
      else { return nil }
      let pp = order.indexPath(ofNode: pn)
      t = pp.section
      lo = pp.item + 1
      d = order.store.depth(pn) + 1
    }
    guard t >= 0 && t < order.sectionCount, d + height <= c.maxDepth else { return nil }
    if case .some(let kept) = keptParent, kept != place.parent { return nil }
    let hi =
      place.parent == nil ? order.count(t) : order.subtreeEnd(IndexPath(section: t, item: lo - 1))
    let r = order.root(t)
    // Children at depth d in lo..<m, the run's own left out.
    let runRange = t == home.section ? home.item..<(home.item + k) : 0..<0
    func children(_ m: Int) -> Int {
      let all = order.store.count(root: r, lo, m, atDepth: d)
      let a = max(lo, runRange.lowerBound)
      let b = min(m, runRange.upperBound)
      return a < b ? all - order.store.count(root: r, a, b, atDepth: d) : all
    }
    let total = children(hi)
    guard place.index >= 0 && place.index <= total else { return nil }
    // The slot before the index-th child (or at the end of the children).
    var slot = hi
    if place.index < total {
      var (a, b) = (lo, hi)  // first m with children(m) > index
      while a < b {
        let m = (a + b) / 2
        if children(m + 1) > place.index { b = m } else { a = m + 1 }
      }
      slot = a
    }
    if t == home.section && slot > home.item { slot -= k }
    return OutlineTarget(path: IndexPath(section: t, item: slot), depth: d)
  }
}
