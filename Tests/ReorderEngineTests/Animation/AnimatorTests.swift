import Testing

@testable import ReorderEngine

@Suite struct AnimatorTests {
  let a = Rect(x: 0, y: 100, width: 320, height: 44)
  let b = Rect(x: 0, y: 144.3, width: 320, height: 30.7)

  @Test func slideStartsAtFromAndEndsAtTarget() {
    var animator = Animator()
    animator.slide(id: 1, from: a, now: 10)
    #expect(animator.frame(id: 1, target: b, at: 10) == a)
    #expect(animator.frame(id: 1, target: b, at: 10.2) == b)
    #expect(animator.frame(id: 1, target: b, at: 11) == b)
    // Items without a transition are where the layout puts them.
    #expect(animator.frame(id: 2, target: b, at: 10) == b)
  }

  @Test func easeOutMidpoint() {
    var animator = Animator()
    animator.slide(id: 1, from: a, now: 0, duration: 1)
    let mid = animator.frame(id: 1, target: b, at: 0.5)
    // easeOut(0.5) = 0.875 of the way.
    #expect(abs(mid.y - (100 + 44.3 * 0.875)) < 1e-9)
    #expect(abs(mid.height - (44 - 13.3 * 0.875)) < 1e-9)
    var linear = Animator()
    linear.slide(id: 1, from: a, now: 0, duration: 1, easing: .linear)
    #expect(abs(linear.frame(id: 1, target: b, at: 0.5).y - 122.15) < 1e-9)
  }

  @Test func animatingAndPrune() {
    var animator = Animator()
    #expect(!animator.isAnimating(at: 0))
    animator.slide(id: 1, from: a, now: 0)
    animator.slide(id: 2, from: a, now: 0.1)
    #expect(animator.isAnimating(at: 0.15))
    #expect(animator.isMoving(id: 1, at: 0.15))
    #expect(
      animator.presentation(id: 1, indexPath: .init(section: 0, item: 0), target: b, at: 0.15)
        .zIndex == 1)
    animator.prune(at: 0.25)
    #expect(animator.transitions.keys.sorted() == [2])
    #expect(animator.isAnimating(at: 0.25))
    #expect(!animator.isAnimating(at: 0.31))
    animator.prune(at: 0.31)
    #expect(animator.transitions.isEmpty)
    #expect(
      animator.presentation(id: 1, indexPath: .init(section: 0, item: 0), target: b, at: 1)
        == Presentation(id: 1, indexPath: .init(section: 0, item: 0), frame: b))
  }

  @Test func removeAllAndZeroDuration() {
    var animator = Animator()
    animator.slide(id: 1, from: a, now: 0)
    animator.slide(id: 2, from: a, now: 0, duration: 0)
    #expect(animator.transitions.keys.sorted() == [1])
    animator.slide(id: 1, from: a, now: 0, duration: .nan)
    #expect(animator.transitions.isEmpty)
    animator.slide(id: 3, from: a, now: 0)
    animator.removeAll()
    #expect(!animator.isAnimating(at: 0))
  }

  @Test func hostileClockNeverTraps() {
    var animator = Animator()
    animator.slide(id: 1, from: a, now: 5)
    // Backwards: not started yet, shown where it left.
    #expect(animator.frame(id: 1, target: b, at: 4) == a)
    #expect(animator.isAnimating(at: 4))
    // NaN: done, shown at the target, nothing left running.
    #expect(animator.frame(id: 1, target: b, at: .nan) == b)
    #expect(!animator.isAnimating(at: .nan))
    #expect(animator.frame(id: 1, target: b, at: .infinity) == b)
    #expect(animator.frame(id: 1, target: b, at: -.infinity) == a)
    animator.slide(id: 2, from: a, now: .nan)
    #expect(animator.frame(id: 2, target: b, at: 1) == b)
    #expect(animator.liftProgress(liftTime: .nan, now: 1) == 1)
    #expect(animator.liftProgress(liftTime: 1, now: 0) == 0)
  }

  @Test func sectionsSlideLikeItems() {
    var animator = Animator()
    animator.slideSection(1, from: a, now: 10)
    #expect(animator.sectionFrame(1, target: b, at: 10) == a)
    #expect(animator.sectionFrame(1, target: b, at: 10.2) == b)
    // Sections without a transition, and items, are unaffected.
    #expect(animator.sectionFrame(0, target: b, at: 10) == b)
    #expect(animator.frame(id: 1, target: b, at: 10) == b)
    // Same easing as the items: easeOut(0.5) of the way at half time.
    animator.slideSection(2, from: a, now: 0, duration: 1)
    #expect(abs(animator.sectionFrame(2, target: b, at: 0.5).y - (100 + 44.3 * 0.875)) < 1e-9)
    #expect(animator.isAnimating(at: 10.1))
    animator.prune(at: 10.25)
    #expect(animator.sectionTransitions.isEmpty)
    #expect(!animator.isAnimating(at: 10.25))
  }

  @Test func sectionSlidesFollowInsertedAndRemovedSections() {
    var animator = Animator()
    animator.slideSection(0, from: a, now: 0)
    animator.slideSection(2, from: b, now: 0)
    animator.sectionInserted(at: 1)
    #expect(animator.sectionTransitions.keys.sorted() == [0, 3])
    animator.sectionInserted(at: 0)
    #expect(animator.sectionTransitions.keys.sorted() == [1, 4])
    #expect(animator.sectionTransitions[4]?.from == b)
    animator.sectionRemoved(at: 1)
    #expect(animator.sectionTransitions.keys.sorted() == [3])
    animator.sectionRemoved(at: 0)
    #expect(animator.sectionTransitions[2]?.from == b)
    animator.slideSection(5, from: a, now: 0, duration: 0)  // no duration: a jump
    #expect(animator.sectionTransitions.keys.sorted() == [2])
    animator.removeAll()
    #expect(animator.sectionTransitions.isEmpty)
  }
}
