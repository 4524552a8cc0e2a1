import Testing

@testable import ReorderEngine

@Suite struct SectionExtentsTests {
  /// The last index whose brute-force start is at or before `offset`.
  private func bruteIndex(_ extents: [Double], _ offset: Double) -> Int {
    var start = 0.0
    var found = 0
    for (i, e) in extents.enumerated() {
      if start <= offset { found = i }
      start += e
    }
    return found
  }

  private func brutePrefix(_ extents: [Double], _ i: Int) -> Double {
    extents.prefix(i).reduce(0, +)
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 7, 8, 9, 16, 33])
  func prefixAndIndexMatchBruteForce(count: Int) {
    var rng = SeededRNG(seed: UInt64(count) + 100)
    // Quarter units, including zeros, so every sum is exact.
    var extents = (0..<count).map { _ in
      Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1..<400, using: &rng)) / 4
    }
    var tree = SectionExtents(extents)
    for round in 0..<4 {
      #expect(tree.count == count)
      #expect(tree.total == brutePrefix(extents, count))
      for i in 0...count {
        #expect(tree.prefix(i) == brutePrefix(extents, i), "prefix(\(i)) round \(round)")
      }
      for i in 0..<count { #expect(tree[i] == extents[i]) }
      let end = Int(tree.total * 4) + 8
      for q in -8...end {
        let offset = Double(q) / 4
        #expect(tree.index(at: offset) == bruteIndex(extents, offset), "index(at: \(offset))")
      }
      // Change some extents and check again.
      for _ in 0..<3 where count > 0 {
        let i = Int.random(in: 0..<count, using: &rng)
        let e = Double(Int.random(in: 0..<100, using: &rng)) / 2
        extents[i] = e
        tree.set(i, e)
      }
    }
  }

  @Test func allZeroExtents() {
    let tree = SectionExtents([0, 0, 0, 0, 0])
    #expect(tree.total == 0)
    // Every section starts at 0; the last of them holds offset 0 and beyond.
    #expect(tree.index(at: 0) == 4)
    #expect(tree.index(at: 100) == 4)
    #expect(tree.index(at: -1) == 0)
    for i in 0...5 { #expect(tree.prefix(i) == 0) }
  }

  @Test func emptyAndHostileOffsets() {
    let empty = SectionExtents()
    #expect(empty.count == 0 && empty.total == 0)
    #expect(empty.prefix(0) == 0)
    for v in [0, -1, 1e300, .nan, .infinity, -.infinity] as [Double] {
      #expect(empty.index(at: v) == 0)
    }
    let tree = SectionExtents([10, 20, 30])
    #expect(tree.index(at: .nan) == 0)
    #expect(tree.index(at: -.infinity) == 0)
    #expect(tree.index(at: -1e-300) == 0)
    #expect(tree.index(at: .infinity) == 2)
    #expect(tree.index(at: .greatestFiniteMagnitude) == 2)
    #expect(tree.index(at: 29.999) == 1)
    #expect(tree.index(at: 30) == 2)
  }

  /// Sections inserted and removed anywhere, as the engine does, one call
  /// at a time: the same extents as an array.
  @Test func insertAndRemoveMatchAnArray() {
    var rng = SeededRNG(seed: 10)
    var extents: [Double] = []
    var tree = SectionExtents()
    for step in 0..<600 {
      if extents.isEmpty || Int.random(in: 0..<3, using: &rng) > 0 {
        let i = Int.random(in: 0...extents.count, using: &rng)
        let e = Double(Int.random(in: 0..<400, using: &rng)) / 4
        extents.insert(e, at: i)
        tree.insert(e, at: i)
      } else {
        let i = Int.random(in: 0..<extents.count, using: &rng)
        extents.remove(at: i)
        tree.remove(at: i)
      }
      guard step % 25 == 0 else { continue }
      #expect(tree.count == extents.count)
      #expect(tree.total == brutePrefix(extents, extents.count))
      for i in 0..<extents.count {
        #expect(tree[i] == extents[i])
        #expect(tree.prefix(i) == brutePrefix(extents, i))
      }
    }
    // Assigning every extent keeps the shape, so sums that round agree to
    // the bit with setting each in turn (a relayout moves nothing).
    let inexact = extents.map { $0 / 3 + 0.1 }
    var assigned = tree
    var set = tree
    assigned.assign(inexact)
    for (i, e) in inexact.enumerated() { set.set(i, e) }
    for i in 0...inexact.count {
      #expect(assigned.prefix(i).bitPattern == set.prefix(i).bitPattern)
    }
  }

  /// With extents that do not add up exactly, the start `prefix` gives and
  /// the section `index(at:)` finds still agree.
  @Test func prefixAndIndexAgreeWithInexactSums() {
    var rng = SeededRNG(seed: 9)
    let extents = (0..<37).map { _ in Double.random(in: 0.01..<100, using: &rng) }
    let tree = SectionExtents(extents)
    for i in 0..<extents.count {
      let start = tree.prefix(i)
      #expect(tree.index(at: start) == i, "start of \(i)")
      #expect(tree.index(at: start.nextDown) == max(0, i - 1), "just before \(i)")
    }
  }
}
