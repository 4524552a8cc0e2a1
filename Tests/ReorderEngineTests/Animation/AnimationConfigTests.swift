import Testing

@testable import ReorderEngine

@Suite struct AnimationConfigTests {
  @Test func defaultsAreValid() throws {
    try AnimationConfig().validate()
    try AnimationConfig(
      lift: LiftLook(alpha: 0, shadowOpacity: 1, duration: 0), displaceDuration: 0
    ).validate()
  }

  static let bad: [(String, AnimationConfig)] = {
    var out: [(String, AnimationConfig)] = []
    for v in [Double.nan, .infinity, -1] {
      out.append(("lift duration \(v)", AnimationConfig(lift: LiftLook(duration: v))))
      out.append(("displace \(v)", AnimationConfig(displaceDuration: v)))
      out.append(("settle \(v)", AnimationConfig(settleDuration: v)))
      out.append(("cancel \(v)", AnimationConfig(cancelDuration: v)))
      out.append(("radius \(v)", AnimationConfig(lift: LiftLook(shadowRadius: v))))
      out.append(("scale \(v)", AnimationConfig(lift: LiftLook(scale: v))))
      if !v.isFinite {
        out.append(
          ("offset \(v)", AnimationConfig(lift: LiftLook(shadowOffset: Point(x: 0, y: v)))))
      }
    }
    for v in [Double.nan, -0.1, 1.1] {
      out.append(("alpha \(v)", AnimationConfig(lift: LiftLook(alpha: v))))
      out.append(("opacity \(v)", AnimationConfig(lift: LiftLook(shadowOpacity: v))))
    }
    out.append(("scale 0", AnimationConfig(lift: LiftLook(scale: 0))))
    return out
  }()

  @Test func invalidValuesAreRefused() {
    for (what, config) in Self.bad {
      #expect(throws: ReorderError.self, "\(what)") { try config.validate() }
      do {
        try config.validate()
      } catch {
        #expect(error.code == .invalidArgument, "\(what)")
      }
    }
  }
}
