import Testing

@testable import ReorderEngine

@Suite("Event backlog: bounded, compacted at the limit, no move dropped")
struct EventBacklogTests {
  private func step(_ i: Int) -> Event {
    .moved(
      Step(id: UInt64(i), from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 1)))
  }

  @Test("Under the limit every event waits, in order")
  func underLimit() {
    var b = EventBacklog(limit: 8)
    b.append([step(1), .announcement("a"), .animationNeeded, .announcement("b")])
    let admitted = b.admitsCall()
    #expect(admitted)
    var got: [Event] = []
    while let e = b.pop() { got.append(e) }
    #expect(got == [step(1), .announcement("a"), .animationNeeded, .announcement("b")])
    #expect(b.takeRefused() == nil)
  }

  @Test("At the limit, old announcements, scrolls and extra animation requests go first")
  func compacts() {
    var b = EventBacklog(limit: 10)
    b.append([
      .animationNeeded, .announcement("a"), step(1), .scrolled(Point(x: 0, y: 1)),
      .animationNeeded, .announcement("b"), .scrolled(Point(x: 0, y: 2)), .animationNeeded,
      .announcement("c"), .announcement("d"),
    ])
    let admitted = b.admitsCall()  // 4 kept: below half
    #expect(admitted)
    var got: [Event] = []
    while let e = b.pop() { got.append(e) }
    #expect(got == [.animationNeeded, step(1), .scrolled(Point(x: 0, y: 2)), .announcement("d")])
  }

  @Test("The newest scroll of each container is kept: the viewport's and the outer ones'")
  func keepsEachContainersScroll() {
    var b = EventBacklog(limit: 12)
    let (v1, v2) = (Point(x: 0, y: 1), Point(x: 0, y: 2))
    let (o1, o2, g1) = (Point(x: 3, y: 0), Point(x: 4, y: 0), Point(x: 5, y: 0))
    b.append([
      .scrolled(v1), .scrolled(o1, in: .engine), .scrolled(g1, in: .group),
      .scrolled(o2, in: .engine), .scrolled(v2), .announcement("a"), .announcement("b"),
      .animationNeeded, .scrolled(v1), .scrolled(v2), .animationNeeded, .animationNeeded,
    ])
    let admitted = b.admitsCall()  // 5 kept: below half
    #expect(admitted)
    var got: [Event] = []
    while let e = b.pop() { got.append(e) }
    #expect(
      got == [
        .scrolled(g1, in: .group), .scrolled(o2, in: .engine), .announcement("b"),
        .animationNeeded, .scrolled(v2),
      ])
  }

  @Test("Full of moves: calls are refused, counted, and admitted again below half")
  func refusesWhenFull() {
    var b = EventBacklog(limit: 8)
    b.append((0..<8).map(step))
    let first = b.admitsCall()
    let second = b.admitsCall()
    #expect(!first && !second)
    #expect(b.refusedCalls == 2)
    var popped: [Event] = []
    for _ in 0..<5 { if let e = b.pop() { popped.append(e) } }
    #expect(popped == (0..<5).map(step))
    let belowHalf = b.admitsCall()  // 3 waiting
    let early = b.takeRefused()  // not drained yet
    #expect(belowHalf && early == nil)
    while b.pop() != nil {}
    let refused = b.takeRefused()
    let again = b.takeRefused()
    #expect(refused == 2 && again == nil)
  }
}
