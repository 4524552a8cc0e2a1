import Testing

@testable import ReorderEngine

@Suite struct EasingTests {
  static let all: [Easing] = [.linear, .easeOut, .easeInOut]

  @Test(arguments: EasingTests.all)
  func endpointsAndClamping(easing: Easing) {
    #expect(easing.value(0) == 0)
    #expect(easing.value(1) == 1)
    #expect(easing.value(-3) == 0)
    #expect(easing.value(7) == 1)
    #expect(easing.value(-.infinity) == 0)
    #expect(easing.value(.infinity) == 1)
    #expect(easing.value(.nan) == 1)
  }

  @Test(arguments: EasingTests.all)
  func monotone(easing: Easing) {
    var last = 0.0
    for i in 0...1_000 {
      let v = easing.value(Double(i) / 1_000)
      #expect(v >= last && v <= 1)
      last = v
    }
  }

  @Test func midpoints() {
    #expect(Easing.linear.value(0.5) == 0.5)
    #expect(Easing.easeOut.value(0.5) == 0.875)
    #expect(Easing.easeInOut.value(0.5) == 0.5)
    #expect(Easing.easeInOut.value(0.25) == 0.0625)
    #expect(Easing.easeInOut.value(0.75) == 0.9375)
  }

  @Test func progressOverTime() {
    #expect(Easing.linear.progress(start: 2, duration: 0.5, now: 2.25) == 0.5)
    #expect(Easing.linear.progress(start: 2, duration: 0.5, now: 1) == 0)
    #expect(Easing.linear.progress(start: 2, duration: 0, now: 1) == 1)
    #expect(Easing.linear.progress(start: 2, duration: 0.5, now: .nan) == 1)
  }
}
