import Testing

@testable import ReorderEngine

/// Helpers shared by the Model and Layout tests: a plain-array reference
/// model, a full structural checker for `Order`'s trees and id table, and
/// error expectations.
enum ModelSupport {
  /// Runs `body` and expects it to throw a `ReorderError` with `code`.
  static func expectError(
    _ code: ReorderError.Code, _ what: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws(ReorderError) -> Void
  ) {
    do {
      try body()
      Issue.record(
        "expected \(code), nothing thrown. \(what ?? "")", sourceLocation: sourceLocation)
    } catch {
      #expect(error.code == code, "\(error.message). \(what ?? "")", sourceLocation: sourceLocation)
      #expect(!error.message.isEmpty, sourceLocation: sourceLocation)
    }
  }

  /// Sizes that are multiples of 1/4 below 128: every sum of a few thousand
  /// of them is exact in a Double, so prefix sums compare with `==`.
  static func dyadicSize(_ rng: inout SeededRNG) -> Double {
    Double(Int.random(in: 0..<512, using: &rng)) / 4
  }

  /// Every item's data, walked from the trees.
  static func snapshot(_ order: Order) -> [[UInt64]] {
    (0..<order.sectionCount).map { s in order.nodes(in: s).map { order.store[$0].id } }
  }

  /// Checks every structural invariant of `order` and records an issue for
  /// each one broken: tree links, parent tags, count and sum aggregates, the
  /// weight balance, the id table, the pinned set and the section tree.
  static func checkInvariants(
    _ order: Order, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var problems: [String] = []
    let slots = checkStore(order.sectionTree, roots: [(0, order.sectionRoot)], &problems)
    if slots.count != order.sectionCount {
      problems.append("\(slots.count) section slots for \(order.sectionCount) sections")
    }
    for (s, slot) in order.slots().enumerated() where order.sectionIndex(ofSlot: slot) != s {
      problems.append("slot \(slot) maps to \(order.sectionIndex(ofSlot: slot)), not \(s)")
    }
    let roots = order.slots().map { ($0, order.records[Int($0)].root) }
    let seen = checkStore(order.store, roots: roots, &problems)
    let pinned = Set(seen.filter { order.store.flags($0).contains(.pinned) })
    if pinned != order.pinned { problems.append("pinned set \(order.pinned) != \(pinned)") }
    for p in problems.prefix(5) {
      Issue.record(Comment(rawValue: p), sourceLocation: sourceLocation)
    }
  }

  /// Checks the trees `roots` (slot, root) of `store` and its id table, which
  /// must index exactly their nodes. Returns the nodes reached.
  @discardableResult
  static func checkStore(
    _ store: ItemStore, roots: [(Int32, Int32)], _ problems: inout [String]
  ) -> Set<Int32> {
    var seen = Set<Int32>()
    var found: [String] = []

    func visit(_ n: Int32, parent: Int32) {
      if n == noNode { return }
      guard n >= 0 && Int(n) < store.nodes.count else {
        found.append("link \(n) out of the pool")
        return
      }
      guard seen.insert(n).inserted else {
        found.append("node \(n) reached twice")
        return
      }
      let node = store.nodes[Int(n)]
      if node.parent != parent {
        found.append("node \(n) has parent \(node.parent), expected \(parent)")
      }
      let (wl, wr) = (store.count(node.left) + 1, store.count(node.right) + 1)
      if wl > 3 * wr || wr > 3 * wl { found.append("node \(n) unbalanced: \(wl) vs \(wr)") }
      visit(node.left, parent: n)
      visit(node.right, parent: n)
      let count = store.count(node.left) + store.count(node.right) + 1
      if Int(node.count) != count {
        found.append("node \(n) count \(node.count), expected \(count)")
      }
      // The same expression `pull` evaluates, so the comparison is exact.
      let sum = store.sum(node.left) + node.size + store.sum(node.right)
      if node.sum != sum { found.append("node \(n) sum \(node.sum), expected \(sum)") }
    }

    for (slot, root) in roots { visit(root, parent: rootTag(slot)) }
    if seen.count != store.liveCount {
      found.append("\(seen.count) nodes in trees, liveCount \(store.liveCount)")
    }
    // The id table: exactly the live nodes, each found from its id.
    let table = store.table
    let inTable = table.slotNodes.filter { $0 != noNode }
    if Set(inTable) != seen || inTable.count != seen.count || table.count != seen.count {
      found.append(
        "id table holds \(inTable.count) nodes (count \(table.count)), trees \(seen.count)")
    }
    for n in seen where store.find(store.nodes[Int(n)].id) != n {
      found.append("id \(store.nodes[Int(n)].id) does not find node \(n)")
    }
    if !table.slotNodes.isEmpty && Double(table.count) > Double(table.slotNodes.count) * 0.8 {
      found.append("id table load above 0.8")
    }
    problems += found
    return seen
  }
}

/// The plain-array model the engine's order is checked against.
struct ReferenceOrder {
  var sections: [[UInt64]] = []
  var sizes: [UInt64: Double] = [:]
  var flags: [UInt64: ItemFlags] = [:]

  var allIDs: [UInt64] { sections.flatMap { $0 } }

  func path(of id: UInt64) -> IndexPath? {
    for (s, ids) in sections.enumerated() {
      if let i = ids.firstIndex(of: id) { return IndexPath(section: s, item: i) }
    }
    return nil
  }

  mutating func insert(_ id: UInt64, size: Double, flags f: ItemFlags, at p: IndexPath) {
    sections[p.section].insert(id, at: p.item)
    sizes[id] = size
    flags[id] = f
  }

  mutating func remove(_ id: UInt64) -> IndexPath? {
    guard let p = path(of: id) else { return nil }
    sections[p.section].remove(at: p.item)
    sizes[id] = nil
    flags[id] = nil
    return p
  }

  /// Compares everything `order` reports with this model.
  func check(_ order: Order, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(order.sectionCount == sections.count, sourceLocation: sourceLocation)
    #expect(order.itemCount == sizes.count, sourceLocation: sourceLocation)
    guard order.sectionCount == sections.count else { return }
    for (s, ids) in sections.enumerated() {
      #expect((try? order.ids(inSection: s)) == ids, "section \(s)", sourceLocation: sourceLocation)
      #expect((try? order.itemCount(inSection: s)) == ids.count, sourceLocation: sourceLocation)
      var before = 0.0
      for (i, id) in ids.enumerated() {
        let p = IndexPath(section: s, item: i)
        let ok =
          (try? order.indexPath(of: id)) == p && (try? order.id(at: p)) == id
          && (try? order.size(of: id)) == sizes[id] && (try? order.flags(of: id)) == flags[id]
          && order.sizeBefore(p) == before && order.contains(id: id)
        if !ok {
          Issue.record(
            "item \(id) at \(p) disagrees with the reference", sourceLocation: sourceLocation)
          return
        }
        before += sizes[id] ?? 0
      }
      #expect(
        order.sizeBefore(IndexPath(section: s, item: ids.count)) == before,
        sourceLocation: sourceLocation)
      #expect(order.total(s) == before, sourceLocation: sourceLocation)
    }
    ModelSupport.checkInvariants(order, sourceLocation: sourceLocation)
  }
}
