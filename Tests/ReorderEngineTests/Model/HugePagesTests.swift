import Testing

@testable import ReorderEngine

@Suite struct HugePagesTests {
  /// The huge-page hint changes neither contents nor capacity, whatever
  /// the array's size (empty, below one huge page, several).
  @Test(arguments: [0, 10, 300_000, 2_000_000])
  func hugePageHintKeepsTheArray(count: Int) {
    var a = (0..<count).map { Int64($0) &* 7 }
    a.reserveCapacity(count + count / 2)
    let capacity = a.capacity
    adviseHugePages(&a)
    #expect(a.capacity == capacity)
    #expect(a.count == count)
    #expect(a.indices.allSatisfy { a[$0] == Int64($0) &* 7 })
    a.append(contentsOf: repeatElement(-1, count: count / 2))
    #expect(a.capacity == capacity)
    #expect(a.suffix(count / 2).allSatisfy { $0 == -1 })
  }
}
