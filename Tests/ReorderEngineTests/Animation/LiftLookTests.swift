import Testing

@testable import ReorderEngine

@Suite struct LiftLookTests {
  let path = IndexPath(section: 0, item: 3)
  let rect = Rect(x: 0, y: 200, width: 320, height: 44)
  let slot = Rect(x: 0, y: 132, width: 320, height: 44)

  func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }

  @Test func seedDefaults() {
    let look = LiftLook()
    #expect(look.scale == 1.05 && look.alpha == 0.98)
    #expect(look.shadowOffset == Point(x: -5, y: 0))
    #expect(look.shadowRadius == 5 && look.shadowOpacity == 0.4 && look.duration == 0.25)
    let config = AnimationConfig()
    #expect(config.displaceDuration == 0.2 && config.displaceEasing == .easeOut)
    #expect(config.settleDuration == 0.25 && config.cancelDuration == 0.25)
  }

  @Test func liftOverAQuarterSecond() {
    let animator = Animator()
    func look(at t: Double) -> Presentation {
      let lift = animator.liftProgress(liftTime: 1, now: 1 + t)
      return animator.liftedPresentation(id: 9, indexPath: path, rect: rect, lift: lift)
    }
    let start = look(at: 0)
    #expect(start.scale == 1 && start.alpha == 1 && start.shadow.opacity == 0)
    #expect(start.frame == rect && start.zIndex == 2 && start.isLifted)
    let mid = look(at: 0.125)
    #expect(near(mid.scale, 1.025) && near(mid.alpha, 0.99) && near(mid.shadow.opacity, 0.2))
    let end = look(at: 0.25)
    #expect(end.scale == 1.05 && end.alpha == 0.98 && end.shadow.opacity == 0.4)
    #expect(end.shadow.radius == 5 && end.shadow.offset == Point(x: -5, y: 0))
    #expect(look(at: 3) == end)
  }

  @Test func settleReturnsToRestAtTheSlot() {
    let animator = Animator()
    func settled(at t: Double, cancelled: Bool = false) -> Presentation {
      let p = animator.settleProgress(dropTime: 4, now: 4 + t, cancelled: cancelled)
      return animator.liftedPresentation(
        id: 9, indexPath: path, rect: rect, lift: 1, settle: (p, slot))
    }
    let start = settled(at: 0)
    #expect(start.frame == rect && start.scale == 1.05 && start.zIndex == 1 && start.isLifted)
    let mid = settled(at: 0.125)
    // easeOut(0.5) = 0.875 of the way back.
    #expect(near(mid.frame.y, 200 - 68 * 0.875) && near(mid.scale, 1 + 0.05 * 0.125))
    #expect(near(mid.shadow.opacity, 0.4 * 0.125))
    #expect(animator.isSettling(dropTime: 4, now: 4.2))
    #expect(!animator.isSettling(dropTime: 4, now: 4.25))
    let end = settled(at: 0.25)
    #expect(end == Presentation(id: 9, indexPath: path, frame: slot))
    #expect(settled(at: 0.25, cancelled: true) == end)
  }

  @Test func nanProgressCountsAsDone() {
    let look = LiftLook()
    let lifted = look.present(id: 1, indexPath: path, rect: rect, lift: .nan)
    #expect(lifted.scale == 1.05)
    let settled = look.present(id: 1, indexPath: path, rect: rect, lift: 1, settle: (.nan, slot))
    #expect(settled.frame == slot && settled.scale == 1 && !settled.isLifted)
  }
}
