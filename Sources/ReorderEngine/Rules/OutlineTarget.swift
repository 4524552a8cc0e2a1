/// Where a lifted subtree goes in an outline: the slot the list rule picks
/// among the others, moved past any collapsed item's hidden children, and
/// the depth the pointer's horizontal offset picks there, limited to the
/// depths valid at that slot. (Over a row's middle the drag holds still and
/// goes into the row at the drop: `Engine.followTarget`.)
struct OutlineTarget: Equatable {
  /// The subtree's first item's index path once moved (a group's `to`).
  var path: IndexPath
  var depth: Int
}

/// What the outline rules need of the drag.
struct OutlineAsk {
  var rule: ReorderRule
  var geometry: DragGeometry
  var config: OutlineConfig
  /// The depth the pointer's horizontal offset asks for.
  var depth: Int
  /// How many levels the subtree reaches below its first item.
  var height: Int
  /// Nil: anywhere. Else the parent the item must keep (`.some(nil)`: the
  /// top level).
  var keptParent: UInt64??
}

extension OthersLayout {
  /// The full order's index of the others' item `i` of section `t`.
  func fullIndex(_ t: Int, _ i: Int) -> Int { t == home.section && i >= home.item ? i + run : i }

  /// The others' index of the full order's item `i` (not lifted) of `t`.
  func othersIndex(_ t: Int, _ i: Int) -> Int { t == home.section && i >= home.item ? i - run : i }

  /// The others' slot of the full order's slot `i` of `t` (before its item
  /// `i`); the lifted run's own slots are its home.
  func othersSlot(_ t: Int, _ i: Int) -> Int {
    t == home.section && i > home.item ? max(home.item, i - run) : i
  }

  func outlineTarget(_ ask: OutlineAsk) -> OutlineTarget? {
    guard case .list(let c) = layout.kind else { return nil }
    return outlineTarget(at: listTarget(ask.rule, ask.geometry, home, c), ask)
  }

  /// At `slot` (moved past hidden items), the depth asked for, limited to
  /// the valid ones.
  func outlineTarget(at slot: IndexPath, _ ask: OutlineAsk) -> OutlineTarget? {
    let (slot, above) = visibleSlot(slot)
    if case .some(let kept) = ask.keptParent {
      return keptTarget(slot, kept, ask)
    }
    let range = depthRange(slot, above: above, ask)
    return OutlineTarget(path: slot, depth: min(max(ask.depth, range.lowerBound), range.upperBound))
  }

  /// The visible item above `slot` (the full order's index), and the slot
  /// moved past it when it is collapsed: never among hidden items.
  func visibleSlot(_ slot: IndexPath) -> (IndexPath, above: Int?) {
    guard slot.item > 0 else { return (slot, nil) }
    let v = visibleAt(slot.section, fullIndex(slot.section, slot.item - 1))
    let vp = IndexPath(section: slot.section, item: v)
    guard order.hidesChildren(vp) else { return (slot, v) }
    return (
      IndexPath(section: slot.section, item: othersSlot(slot.section, order.subtreeEnd(vp))), v
    )
  }

  /// The full order's item `i` of `t` or, hidden, its visible ancestor.
  func visibleAt(_ t: Int, _ i: Int) -> Int {
    var v = i
    while order.isHidden(at: IndexPath(section: t, item: v)),
      let parent = order.parentIndex(IndexPath(section: t, item: v))
    {
      v = parent
    }
    return v
  }

  /// The slot a key sends the lifted subtree to, one visible row at a
  /// time; nil where there is none.
  func outlineKeySlot(_ key: Key) -> IndexPath? {
    let (t, j) = (home.section, home.item)
    switch key {
    case .up, .previous:
      if j > 0 {
        return IndexPath(section: t, item: othersIndex(t, visibleAt(t, fullIndex(t, j - 1))))
      }
      return t > 0 ? IndexPath(section: t - 1, item: count(t - 1)) : nil
    case .down, .next:
      if j < count(t) { return visibleSlot(IndexPath(section: t, item: j + 1)).0 }
      return t + 1 < order.sectionCount ? IndexPath(section: t + 1, item: 0) : nil
    case .first: return j > 0 ? IndexPath(section: t, item: 0) : nil
    case .last: return j < count(t) ? IndexPath(section: t, item: count(t)) : nil
    default: return nil
    }
  }

  /// The depths valid at `slot`: no shallower than the item after it (it
  /// keeps its parent), no deeper than one below the visible item above
  /// (that item's own level when it takes no children or hides them), and
  /// the subtree within `maxDepth`.
  func depthRange(_ slot: IndexPath, above: Int?, _ ask: OutlineAsk) -> ClosedRange<Int> {
    let t = slot.section
    var hi = 0
    if let v = above {
      let p = IndexPath(section: t, item: v)
      let n = order.node(at: p)
      let closed = order.store.flags(n).contains(.noChildren) || order.hidesChildren(p)
      hi = order.store.depth(n) + (closed ? 0 : 1)
    }
    hi = min(hi, ask.config.maxDepth - ask.height)
    var lo = 0
    if slot.item < count(t) {
      lo = order.depth(at: IndexPath(section: t, item: fullIndex(t, slot.item)))
    }
    hi = max(hi, 0)
    return min(lo, hi)...hi
  }

  /// For an item that keeps its parent: the slot held within the parent's
  /// children, at their depth; nil where that depth is not valid.
  private func keptTarget(_ slot: IndexPath, _ kept: UInt64?, _ ask: OutlineAsk) -> OutlineTarget? {
    var slot = slot
    var d = 0
    if let kept {
      guard let n = try? order.node(of: kept) else { return nil }
      let pp = order.indexPath(ofNode: n)
      // The parent's children, the lifted run among them, without it.
      let lo = othersIndex(pp.section, pp.item) + 1
      let hi = order.subtreeEnd(pp) - run
      slot = IndexPath(section: pp.section, item: min(max(slot.item, lo), hi))
      d = order.store.depth(n) + 1
    } else if slot.section != home.section {
      slot = home
    }
    let aboveItem = slot.item > 0 ? fullIndex(slot.section, slot.item - 1) : nil
    guard depthRange(slot, above: aboveItem, ask).contains(d) else { return nil }
    return OutlineTarget(path: slot, depth: d)
  }
}
