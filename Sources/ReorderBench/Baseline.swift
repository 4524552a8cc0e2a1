// The baseline: what the seed table views do, as plain Swift arrays. Their
// data source is an NSMutableArray of rows (removeObjectAtIndex: then
// insertObject:atIndex: for a move, indexOfObject: to find a row) and the
// table view keeps every row's offset, recomputed after the data changes.

struct ArrayBaseline {
  var ids: [UInt64] = []
  var sizes: [Double] = []
  /// `starts[i]` is the offset of item i; `starts[n]` the content extent.
  var starts: [Double] = []

  /// Bulk load, O(n): append every item (addObject: per row), then compute
  /// the offsets once.
  init(ids source: [UInt64], sizes sourceSizes: [Double]) {
    ids.reserveCapacity(source.count)
    sizes.reserveCapacity(source.count)
    for (id, size) in zip(source, sourceSizes) {
      ids.append(id)
      sizes.append(size)
    }
    starts = Array(repeating: 0, count: source.count + 1)
    rebuildOffsets()
  }

  /// O(n): every offset recomputed in place (no allocation), as a table
  /// view does after a move.
  mutating func rebuildOffsets() {
    var acc = 0.0
    for i in sizes.indices {
      starts[i] = acc
      acc += sizes[i]
    }
    starts[sizes.count] = acc
  }

  /// Move, O(n): remove + insert on both arrays (shifting everything after
  /// the two indices), then rebuild the offsets. `to` is the index after
  /// the move, as in the engine.
  mutating func move(from: Int, to: Int) {
    let id = ids.remove(at: from)
    let size = sizes.remove(at: from)
    ids.insert(id, at: to)
    sizes.insert(size, at: to)
    rebuildOffsets()
  }

  /// Hit test, O(log n): binary search for the last item starting at or
  /// before `y`. As fast asymptotically as the engine and cheaper per step
  /// (a flat array); the seeds' UITableView does the same with its row
  /// offsets. Ignores the cross axis, so it is a lower bound.
  func hitTest(y: Double) -> Int {
    var lo = 0
    var hi = sizes.count
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if starts[mid] <= y { lo = mid } else { hi = mid }
    }
    return lo
  }

  /// Id lookup, O(n): linear search (indexOfObject:), as the seeds do.
  func index(of id: UInt64) -> Int { ids.firstIndex(of: id) ?? -1 }

  /// Frame by id: the linear lookup, then the offset and size, O(n).
  func frame(ofID id: UInt64) -> (y: Double, height: Double) {
    let i = index(of: id)
    return (starts[i], sizes[i])
  }

  var bytes: Int { (ids.capacity + sizes.capacity + starts.capacity) * 8 }
}
