// One size's measurements: every operation on the engine and on the array
// baseline, over the same workload.
import ReorderEngine

enum Op: CaseIterable {
  case hitTest, dragHitTest, adjacentMove, farMove, idLookup, frameOfID, loadPerItem, loadTotal,
    bytesPerItem

  var name: String {
    switch self {
    case .hitTest: "hit test"
    case .dragHitTest: "hit test, drag"
    case .adjacentMove: "adjacent move"
    case .farMove: "far move"
    case .idLookup: "id lookup"
    case .frameOfID: "frame of id"
    case .loadPerItem: "bulk load"
    case .loadTotal: "bulk load total"
    case .bytesPerItem: "bytes per item"
    }
  }

  var unit: String {
    switch self {
    case .loadPerItem: "ns/item"
    case .loadTotal: "ms"
    case .bytesPerItem: "B/item"
    default: "ns/op"
    }
  }

  /// The ≤ 4× aim covers per-operation (and per-item) costs; a total load
  /// time grows with n by nature.
  var hasScalingAim: Bool { self != .loadTotal }
}

struct Cost {
  var engine: Double
  var baseline: Double
}

/// A hit as one Int for `blackHole` (and the cross-check).
func hitIndex(_ h: Hit?) -> Int {
  switch h {
  case .item(let p)?: p.item
  case .slot(let p)?: -1 - p.item
  case nil: Int.min
  }
}

func measureAll(_ w: Workload) throws -> [Op: Cost] {
  var r: [Op: Cost] = [:]
  let n = w.n
  let mask = Workload.inputCount - 1

  // Bulk load first, before the instances under test hold their memory.
  // The engine's includes creating the engine and its one section.
  let loadEngine = try measure { _ in
    let e = try w.makeEngine()
    blackHole(Int(e.contentSize.height))
  }
  let loadBase = try measure { _ in
    let b = ArrayBaseline(ids: w.ids, sizes: w.sizes)
    blackHole(Int(b.starts[n]))
  }
  r[.loadPerItem] = Cost(engine: loadEngine / Double(n), baseline: loadBase / Double(n))
  r[.loadTotal] = Cost(engine: loadEngine / 1e6, baseline: loadBase / 1e6)

  // Kept in local vars and mutated in place: a copy would make the next
  // mutation copy every array (copy-on-write).
  var e = try w.makeEngine()
  var b = ArrayBaseline(ids: w.ids, sizes: w.sizes)
  r[.bytesPerItem] = Cost(
    engine: Double(e.order.itemBytes) / Double(n), baseline: Double(b.bytes) / Double(n))
  try crossCheck(w, e, b)

  r[.hitTest] = Cost(
    engine: try measure { i in blackHole(hitIndex(e.hitTest(w.points[i & mask]))) },
    baseline: try measure { i in blackHole(b.hitTest(y: w.points[i & mask].y)) })
  r[.dragHitTest] = Cost(
    engine: try measure { i in blackHole(hitIndex(e.hitTest(w.dragPath[i & mask]))) },
    baseline: try measure { i in blackHole(b.hitTest(y: w.dragPath[i & mask].y)) })

  // Moves come in there-and-back pairs, so the order (and `w.ids[k]` being
  // the item at k) holds between calls. The engine's go through the rules
  // and record history, as a host's programmatic moves do.
  r[.adjacentMove] = Cost(
    engine: try measure(opsPerCall: 2) { i in
      let k = w.indices[i & mask]
      let id = w.ids[k]
      blackHole(try e.move(id: id, to: IndexPath(section: 0, item: k + 1)).count)
      blackHole(try e.move(id: id, to: IndexPath(section: 0, item: k)).count)
    },
    baseline: try measure(opsPerCall: 2) { i in
      let k = w.indices[i & mask]
      b.move(from: k, to: k + 1)
      b.move(from: k + 1, to: k)
      blackHole(Int(b.starts[k]))
    })

  let first = w.ids[0]
  r[.farMove] = Cost(
    engine: try measure(opsPerCall: 2) { _ in
      blackHole(try e.move(id: first, to: IndexPath(section: 0, item: n - 1)).count)
      blackHole(try e.move(id: first, to: IndexPath(section: 0, item: 0)).count)
    },
    baseline: try measure(opsPerCall: 2) { _ in
      b.move(from: 0, to: n - 1)
      b.move(from: n - 1, to: 0)
      blackHole(Int(b.starts[n - 1]))
    })

  r[.idLookup] = Cost(
    engine: try measure { i in blackHole(try e.order.indexPath(of: w.lookups[i & mask]).item) },
    baseline: try measure { i in blackHole(b.index(of: w.lookups[i & mask])) })

  r[.frameOfID] = Cost(
    engine: try measure { i in blackHole(Int(try e.frame(ofID: w.lookups[i & mask]).y)) },
    baseline: try measure { i in blackHole(Int(b.frame(ofID: w.lookups[i & mask]).y)) })

  try crossCheck(w, e, b)
  return r
}

/// Engine and baseline must give the same answers (whole-number sizes keep
/// every offset exact), or the benchmark would be timing different work.
/// Also catches moves that did not restore the order.
func crossCheck(_ w: Workload, _ e: Engine, _ b: ArrayBaseline) throws {
  var bad: [String] = []
  for p in w.points.prefix(256) + w.dragPath.prefix(256)
  where hitIndex(e.hitTest(p)) != b.hitTest(y: p.y) {
    bad.append("hit test at \(p.y): engine \(String(describing: e.hitTest(p)))")
  }
  for id in w.lookups.prefix(256) {
    let i = b.index(of: id)
    if try e.order.indexPath(of: id) != IndexPath(section: 0, item: i) {
      bad.append("id \(id): engine \(try e.order.indexPath(of: id)), baseline \(i)")
    }
    if try e.frame(ofID: id).y != b.starts[i] {
      bad.append("frame of id \(id): engine \(try e.frame(ofID: id)), baseline y \(b.starts[i])")
    }
  }
  if e.contentSize.height != b.starts[w.n] {
    bad.append("content extent: engine \(e.contentSize.height), baseline \(b.starts[w.n])")
  }
  for line in bad.prefix(5) { print("  CHECK FAILED (n = \(w.n)): \(line)") }
}
