import Testing

@testable import ReorderEngine

@Suite("Selection: kept by id")
struct SelectionTests {
  @Test func selectKeepsTheOrderGiven() throws {
    var e = try RulesKit.list([[44, 44, 44], [44, 44]])
    try e.select([5, 1, 3])
    #expect(e.selection.ids == [5, 1, 3])
    #expect(e.selection.contains(1) && !e.selection.contains(2))
    try e.select([])
    #expect(e.selection.count == 0)
  }

  @Test func badSelectionsChangeNothing() throws {
    var e = try RulesKit.list([[44, 44, 44]])
    try e.select([2])
    RulesKit.expectError(.unknownID) { () throws(ReorderError) in try e.select([1, 9]) }
    RulesKit.expectError(.duplicateID) { () throws(ReorderError) in try e.select([1, 3, 1]) }
    #expect(e.selection.ids == [2])
  }

  @Test func itemsThatGoLeaveIt() throws {
    var e = try RulesKit.list([[44, 44, 44], [44, 44]])
    try e.select([4, 2, 5])
    try e.move(id: 2, to: IndexPath(section: 1, item: 0))
    #expect(e.selection.ids == [4, 2, 5])
    try e.removeItem(id: 2)
    #expect(e.selection.ids == [4, 5])
    try e.loadSection(1, ids: [5, 6], sizes: [44, 44])
    #expect(e.selection.ids == [5])
    _ = try e.removeSection(at: 1)
    #expect(e.selection.count == 0)
  }
}
