import Testing

@testable import ReorderEngine

/// The outline's O(log n) searches (subtree ends, parents, sibling
/// positions, hidden rows) against plain arrays, through random edits:
/// depths, indents, tree moves, moves, collapsing, inserts and removals.
@Suite struct OutlineModelTests {
  /// Checks every row of the engine against the arrays.
  static func check(_ e: Engine, _ flat: FlatOutline, _ what: String) throws {
    let ids = try e.order.ids(inSection: 0)
    #expect(ids == flat.ids, "\(what): order")
    #expect(flat.isValid, "\(what): the outline")
    for (i, id) in ids.enumerated() {
      let p = IndexPath(section: 0, item: i)
      #expect(try e.order.depth(of: id) == flat.depths[i], "\(what): depth of \(id)")
      #expect(e.order.subtreeEnd(p) == flat.subtreeEnd(i), "\(what): subtree of \(id)")
      #expect(e.order.parentIndex(p) == flat.parent(i), "\(what): parent of \(id)")
      let s = e.order.siblingPosition(p)
      #expect(
        s.index == flat.siblings(i).index && s.count == flat.siblings(i).count,
        "\(what): siblings of \(id)")
      #expect(try e.order.isHidden(id) == flat.hidden(i), "\(what): hidden \(id)")
    }
    // Hidden rows take no room: the visible rows are stacked.
    var y = 0.0
    for (i, id) in ids.enumerated() where !flat.hidden(i) {
      #expect(try e.frame(ofID: id).y == y, "\(what): frame of \(id)")
      y += 40
    }
  }

  /// The engine's rows read back as arrays (collapsed state included).
  static func read(_ e: Engine) throws -> FlatOutline {
    let ids = try e.order.ids(inSection: 0)
    var flat = FlatOutline(ids: ids, depths: try ids.map { try e.order.depth(of: $0) })
    for id in ids where try e.order.isCollapsed(id) { flat.collapsed.insert(id) }
    return flat
  }

  @Test(arguments: Array(1...12) as [UInt64])
  func randomEditsAgreeWithArrays(seed: UInt64) throws {
    var rng = SeededRNG(seed: seed)
    var depths: [Int] = [0]
    for _ in 1..<60 { depths.append(Int.random(in: 0...(depths.last! + 1), using: &rng)) }
    var e = try OutlineKit.engine(depths)
    var flat = FlatOutline(ids: Array(1...60), depths: depths)
    var next: UInt64 = 1000
    try Self.check(e, flat, "start")
    for step in 0..<200 {
      let ids = flat.ids
      var moved = false
      let kind = Int.random(in: 0..<7, using: &rng)
      let id = ids.randomElement(using: &rng)!
      let i = ids.firstIndex(of: id)!
      switch kind {
      case 0:  // collapse or expand
        let collapse = !flat.collapsed.contains(id)
        try e.setExpanded(id: id, !collapse)
        if collapse { flat.collapsed.insert(id) } else { flat.collapsed.remove(id) }
      case 1, 2:  // indent or outdent, when valid
        let d = flat.depths[i] + (Bool.random(using: &rng) ? 1 : -1)
        do {
          try e.setDepth(id: id, d)
          // The subtree moves with it, a level each.
          let delta = d - flat.depths[i]
          for k in i..<flat.subtreeEnd(i) { flat.depths[k] += delta }
          #expect(try Self.read(e).depths == flat.depths, "step \(step)")
          moved = true
        } catch let error as ReorderError {
          #expect(error.code == .refused, "step \(step)")
        }
      case 3:  // a tree move
        let parent: UInt64? = Bool.random(using: &rng) ? ids.randomElement(using: &rng) : nil
        let index = Int.random(in: 0...3, using: &rng)
        do {
          let steps = try e.move(
            id: id, into: OutlinePlace(section: 0, parent: parent, index: index))
          flat = try Self.read(e)
          // The item sits where it was asked, under its parent.
          #expect(try e.order.parent(of: id) == parent, "step \(step)")
          #expect(
            e.order.siblingPosition(try e.order.indexPath(of: id)).index == index, "step \(step)")
          moved = !steps.isEmpty
        } catch let error as ReorderError {
          #expect(error.code == .refused, "step \(step): \(error)")
        }
      case 4:  // a flat move: the subtree goes along
        let to = Int.random(in: 0...(ids.count - (flat.subtreeEnd(i) - i)), using: &rng)
        let before = try Self.read(e)
        let steps = try e.move(id: id, to: IndexPath(section: 0, item: to))
        flat = try Self.read(e)
        let end = before.subtreeEnd(i)
        let j = flat.ids.firstIndex(of: id)!
        #expect(Array(flat.ids[j..<(j + end - i)]) == Array(before.ids[i..<end]), "step \(step)")
        moved = !steps.isEmpty
      case 5:  // insert
        let at = Int.random(in: 0...ids.count, using: &rng)
        try e.insertItem(id: next, size: 40, at: IndexPath(section: 0, item: at))
        flat.ids.insert(next, at: at)
        flat.depths.insert(at < ids.count ? flat.depths[at] : 0, at: at)
        next += 1
      default:  // remove: the children move up a level
        guard ids.count > 10 else { continue }
        try e.removeItem(id: id)
        for k in (i + 1)..<flat.subtreeEnd(i) { flat.depths[k] -= 1 }
        flat.ids.remove(at: i)
        flat.depths.remove(at: i)
        flat.collapsed.remove(id)
      }
      try Self.check(e, flat, "step \(step)")
      // An edit undone and redone is the same outline, hidden rows and all.
      if moved && step % 3 == 0 {
        try e.undo()
        try e.redo()
        try Self.check(e, flat, "step \(step), undone and redone")
      }
    }
  }
}
