import Testing

@testable import ReorderEngine

/// The pointer rule with items of unequal sizes: the lifted item takes the
/// nearest slot that puts it under the pointer, so it never passes a row the
/// pointer has not reached.
@Suite("Rules: pointer rule, unequal sizes")
struct PointerRuleTests {
  typealias Drag = ThresholdTests.Drag

  static func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(section: s, item: i) }

  static func pointerList(
    _ sizes: [[Double]], spacing: Double = 0, header: Double = 0
  ) throws -> Engine {
    try RulesKit.list(sizes, spacing: spacing, header: header, policy: Policy(rule: .pointer))
  }

  @Test("Down: the pointer entering a short row passes that row, not the one after it")
  func downIntoShortRow() throws {
    // P [400, 444), B [444, 544), A [544, 564), Q [564, 608); B grabbed at 494.
    var d = try Drag(try Self.pointerList([[44, 100, 20, 44]], header: 400), 2)
    #expect(try d.to(dy: 49.5) == Self.ip(0, 1))
    #expect(try d.to(dy: 50) == Self.ip(0, 2))
    #expect(RulesKit.snapshot(d.e) == [[1, 3, 2, 4]])
    // Now A [444, 464), B [464, 564), Q [564, 608): Q goes once the pointer is on it.
    #expect(try d.to(dy: 69.5) == Self.ip(0, 2))
    #expect(try d.to(dy: 70) == Self.ip(0, 3))
    #expect(RulesKit.snapshot(d.e) == [[1, 3, 4, 2]])
  }

  @Test("Down in one jump into the short row: still only that row is passed")
  func downJump() throws {
    var d = try Drag(try Self.pointerList([[44, 100, 20, 44]], header: 400), 2)
    #expect(try d.to(dy: 60) == Self.ip(0, 2))
    #expect(RulesKit.snapshot(d.e) == [[1, 3, 2, 4]])
  }

  @Test("Up: the pointer entering a short row passes that row, not the one before it")
  func upIntoShortRow() throws {
    // P [400, 444), A [444, 464), B [464, 564), Q [564, 608); B grabbed at 514.
    var d = try Drag(try Self.pointerList([[44, 20, 100, 44]], header: 400), 3)
    #expect(try d.to(dy: -50) == Self.ip(0, 2))
    #expect(try d.to(dy: -50.5) == Self.ip(0, 1))
    #expect(RulesKit.snapshot(d.e) == [[1, 3, 2, 4]])
    // Now P [400, 444), B [444, 544): P goes once the pointer is on it.
    #expect(try d.to(dy: -70) == Self.ip(0, 1))
    #expect(try d.to(dy: -70.5) == Self.ip(0, 0))
    #expect(RulesKit.snapshot(d.e) == [[3, 1, 2, 4]])
  }

  @Test("Entering a section from above: after the rows the pointer passed, not at the end")
  func enterSectionFromAbove() throws {
    // 1 [30, 130), 2 [130, 174); section 1's header [174, 204), then rows
    // of 20 from 204. The pointer at 210 is over item 3 only.
    var d = try Drag(try Self.pointerList([[100, 44], [20, 20, 20, 20]], header: 30), 1)
    #expect(try d.to(dy: 130) == Self.ip(1, 1))
    #expect(RulesKit.snapshot(d.e) == [[2], [3, 1, 4, 5, 6]])
  }

  @Test("Entering a section from below: before the rows the pointer passed, not at the start")
  func enterSectionFromBelow() throws {
    // Rows of 20 from 30 to 110; section 1's header [110, 140), 5 [140, 240)
    // grabbed at 190. The pointer at 100 is over item 4 only.
    var d = try Drag(try Self.pointerList([[20, 20, 20, 20], [100]], header: 30), 5)
    #expect(try d.to(dy: -90) == Self.ip(0, 3))
    #expect(RulesKit.snapshot(d.e) == [[1, 2, 3, 5, 4], []])
  }

  /// Sizes in 1...200, about half drawn from three shared values so that
  /// equal neighbours occur.
  static func sizes(_ n: Int, _ rng: inout SeededRNG) -> [Double] {
    let shared = (0..<3).map { _ in Double(Int.random(in: 1...200, using: &rng)) }
    return (0..<n).map { _ in
      Bool.random(using: &rng)
        ? shared.randomElement(using: &rng)! : Double(Int.random(in: 1...200, using: &rng))
    }
  }

  /// A random one-section list under the pointer rule, and the id to drag.
  static func randomList(_ rng: inout SeededRNG) throws -> (Engine, UInt64, [Double], Double) {
    let sizes = Self.sizes(Int.random(in: 2...9, using: &rng), &rng)
    let spacing = [0.0, 0, 8].randomElement(using: &rng)!
    let e = try pointerList(
      [sizes], spacing: spacing, header: [0.0, 400].randomElement(using: &rng)!)
    return (e, UInt64.random(in: 1...UInt64(sizes.count), using: &rng), sizes, spacing)
  }

  @Test("Random sizes and paths: the nearest slot under the pointer, no row passed unreached")
  func randomPaths() throws {
    var rng = SeededRNG(seed: 0x9017_7E55)
    var failures: [String] = []
    for trial in 0..<200 {
      var (e, id, sizes, spacing) = try Self.randomList(&rng)
      let h = sizes[Int(id) - 1]
      let frame = try e.frame(ofID: id)
      let grab = RulesKit.point(in: frame, &rng)
      let path = RulesKit.randomPath(from: grab, 40, bounds: e.contentSize, &rng)
      for p in path {
        let before = RulesKit.snapshot(e)[0]
        let shown = try before.map { try e.frame(ofID: $0) }
        let k = before.firstIndex(of: id)!
        let g = RulesKit.geometry(e, frame: frame, grab: grab, pointer: p)
        _ = try e.dragStep(id: id, at: g)
        let what = "trial \(trial): \(sizes) spacing \(spacing), \(id) from \(before) to y \(p.y)"
        if try !e.dragStep(id: id, at: g).isEmpty { failures.append("\(what): moved held still") }
        let r = RulesKit.snapshot(e)[0].firstIndex(of: id)!
        // Where the item's span would start in each slot.
        var starts = [shown.map(\.y).min()!]
        for other in before where other != id {
          starts.append(starts.last! + sizes[Int(other) - 1] + spacing)
        }
        let y = p.y
        let holding = starts.indices.filter { starts[$0] <= y && y < starts[$0] + h }
        if let nearest = holding.min(by: { abs($0 - k) < abs($1 - k) }) {
          let now = try e.frame(ofID: id)
          if r != nearest || !(now.y <= y && y < now.maxY) {
            failures.append("\(what): took \(r) at \(now), not \(nearest) of \(holding)")
          }
        } else {
          // Between the spans of slots b and b + 1: the nearer of the two.
          let b = starts.lastIndex { $0 <= y } ?? -1
          let nearer = k <= b ? b : b + 1
          if r != nearer { failures.append("\(what): took \(r), not \(nearer) (none holds it)") }
        }
        // Each row passed had been reached, give or take the spacing before it.
        let passed = r > k ? shown[k + 1...r] : shown[r..<k]
        let reached = passed.allSatisfy { r > k ? y >= $0.y - spacing : y < $0.maxY + spacing }
        if !reached { failures.append("\(what): passed a row not reached, of \(passed)") }
      }
    }
    #expect(failures.count == 0, "\(failures.prefix(3))")
  }

  @Test("Swept over the list and back, the item takes every slot in turn")
  func sweep() throws {
    var rng = SeededRNG(seed: 0x5_3EE9)
    var failures: [String] = []
    for trial in 0..<40 {
      var (e, id, sizes, spacing) = try Self.randomList(&rng)
      let frame = try e.frame(ofID: id)
      let grab = Point(x: frame.midX, y: frame.midY)
      let top = (try e.frame(ofID: 1)).y - 20
      let bottom = e.contentSize.height + 20
      let down = stride(from: top, through: bottom, by: 1)
      var visited: [Int] = []
      for y in Array(down) + down.reversed() {
        let g = RulesKit.geometry(e, frame: frame, grab: grab, pointer: Point(x: grab.x, y: y))
        _ = try e.dragStep(id: id, at: g)
        let r = RulesKit.snapshot(e)[0].firstIndex(of: id)!
        if visited.last != r { visited.append(r) }
      }
      let n = sizes.count - 1
      if visited != Array(0...n) + (0..<n).reversed() {
        failures.append("trial \(trial): \(sizes) spacing \(spacing), \(id) took \(visited)")
      }
    }
    #expect(failures.count == 0, "\(failures.prefix(3))")
  }
}
