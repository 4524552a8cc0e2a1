import Testing

@testable import ReorderEngine

/// Activation rules, phase changes and bad input, one event at a time.
@Suite("Gesture: recognizer")
struct GestureRecognizerTests {
  static let item = PressTarget(frame: Rect(x: 0, y: 100, width: 200, height: 44))
  static func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  static func pressed(_ a: Activation = .longPress(), at p: Point = pt(50, 120), time: Double = 1)
    throws -> GestureRecognizer
  {
    var g = try GestureRecognizer(activation: a)
    #expect(g.pointerDown(at: p, time: time, item: item) == .pressing)
    return g
  }

  @Test func activationValidation() {
    let bad: [Activation] = [
      .longPress(delay: .nan), .longPress(delay: -0.1), .longPress(delay: .infinity),
      .longPress(tolerance: .nan), .longPress(tolerance: -1), .longPress(tolerance: .infinity),
      .distance(.nan), .distance(-5), .distance(.infinity),
    ]
    for a in bad {
      #expect(throws: ReorderError.self, "\(a)") { try GestureRecognizer(activation: a) }
      #expect((try? a.validate()) == nil)
    }
    for a: Activation in [
      .longPress(), .longPress(delay: 0, tolerance: 0), .distance(), .immediate,
    ] {
      #expect(throws: Never.self) { try a.validate() }
    }
    #expect(Activation.longPress() == .longPress(delay: 0.5, tolerance: 10))
    #expect(Activation.distance() == .distance(5))
  }

  @Test func quickDragWithoutHoldReportsMovedBeforeDelay() throws {
    var g = try Self.pressed()
    #expect(g.pointerMove(to: Self.pt(50, 125), time: 1.05) == .pressing)
    #expect(g.pointerMove(to: Self.pt(50, 140), time: 1.1) == .notADrag(.movedBeforeDelay))
    #expect(g.phase == .idle)
    // The rest of the swipe is not a drag.
    #expect(g.pointerMove(to: Self.pt(50, 300), time: 1.6) == .none)
    #expect(g.pointerUp(at: Self.pt(50, 300), time: 1.7) == .none)
  }

  @Test func stillPastDelayLiftsOnFirstEventPastDelay() throws {
    var g = try Self.pressed()
    #expect(g.poll(time: 1.2) == .pressing)
    #expect(g.poll(time: 1.499) == .pressing)
    #expect(g.poll(time: 1.5) == .lift(at: Self.pt(50, 120), time: 1.5))
    #expect(g.phase == .dragging)
    #expect(g.poll(time: 1.6) == .none)
    #expect(
      g.pointerMove(to: Self.pt(50, 200), time: 1.7) == .dragMove(Self.pt(50, 200), time: 1.7))
    #expect(g.pointerUp(at: Self.pt(50, 210), time: 1.8) == .drop(Self.pt(50, 210), time: 1.8))
    #expect(g.phase == .idle)
  }

  @Test func moveWithinTolerancePastDelayLiftsAtThatMove() throws {
    var g = try Self.pressed()
    #expect(g.pointerMove(to: Self.pt(56, 128), time: 1.3) == .pressing)  // exactly 10 away
    #expect(
      g.pointerMove(to: Self.pt(44, 112), time: 1.62) == .lift(at: Self.pt(44, 112), time: 1.62))
  }

  @Test func moveOutsideToleranceAtDelayIsNotALift() throws {
    var g = try Self.pressed()
    #expect(g.pointerMove(to: Self.pt(50, 131), time: 1.6) == .notADrag(.movedBeforeDelay))
  }

  @Test func releaseBeforeActivationIsATap() throws {
    var g = try Self.pressed()
    #expect(g.pointerMove(to: Self.pt(52, 121), time: 1.1) == .pressing)
    #expect(g.pointerUp(at: Self.pt(52, 121), time: 1.2) == .notADrag(.tap))
    #expect(g.phase == .idle)
    var d = try Self.pressed(.distance())
    #expect(d.pointerUp(at: Self.pt(51, 120), time: 9) == .notADrag(.tap))
  }

  @Test func distanceThresholds() throws {
    var g = try Self.pressed(.distance())
    #expect(g.poll(time: 100) == .pressing)  // time alone never lifts
    #expect(g.pointerMove(to: Self.pt(53, 123.99), time: 1.1) == .pressing)  // just under 5
    #expect(
      g.pointerMove(to: Self.pt(53, 124), time: 1.2) == .lift(at: Self.pt(53, 124), time: 100))
    var far = try Self.pressed(.distance(20))
    #expect(far.pointerMove(to: Self.pt(69.9, 120), time: 2) == .pressing)
    #expect(far.pointerMove(to: Self.pt(30, 120), time: 3) == .lift(at: Self.pt(30, 120), time: 3))
    var zero = try GestureRecognizer(activation: .distance(0))
    #expect(
      zero.pointerDown(at: Self.pt(1, 101), time: 4, item: Self.item)
        == .lift(at: Self.pt(1, 101), time: 4))
  }

  @Test func immediateWithAndWithoutHandle() throws {
    var g = try GestureRecognizer(activation: .immediate)
    #expect(
      g.pointerDown(at: Self.pt(5, 105), time: 2, item: Self.item)
        == .lift(at: Self.pt(5, 105), time: 2))
    // Handle at the trailing 44 units of the row, relative to the item.
    var handled = Self.item
    handled.handle = Rect(x: 156, y: 0, width: 44, height: 44)
    var h = try GestureRecognizer(activation: .immediate)
    #expect(h.pointerDown(at: Self.pt(100, 120), time: 3, item: handled) == .notADrag(.notLiftable))
    #expect(h.phase == .idle)
    #expect(h.pointerDown(at: Self.pt(200, 120), time: 3, item: handled) == .notADrag(.notLiftable))
    #expect(
      h.pointerDown(at: Self.pt(156, 100), time: 3, item: handled)
        == .lift(at: Self.pt(156, 100), time: 3))
    // A handle applies to every mode, and a broken handle lets nothing through.
    var l = try GestureRecognizer()
    #expect(l.pointerDown(at: Self.pt(10, 120), time: 3, item: handled) == .notADrag(.notLiftable))
    handled.handle = Rect(x: .nan, y: 0, width: 44, height: 44)
    h = try GestureRecognizer(activation: .immediate)
    #expect(h.pointerDown(at: Self.pt(160, 120), time: 5, item: handled) == .notADrag(.notLiftable))
  }

  @Test func nonMovableOrPinnedNeverLifts() throws {
    let locked = PressTarget(frame: Self.item.frame, canLift: false)
    for a: Activation in [.longPress(), .distance(), .immediate] {
      var g = try GestureRecognizer(activation: a)
      #expect(g.pointerDown(at: Self.pt(50, 120), time: 1, item: locked) == .notADrag(.notLiftable))
      #expect(g.poll(time: 5) == .none)
      #expect(g.pointerMove(to: Self.pt(50, 300), time: 6) == .none)
      #expect(g.phase == .idle)
    }
  }

  @Test func cancelInEachPhase() throws {
    var idle = try GestureRecognizer()
    #expect(idle.pointerCancel(time: 1) == .none)
    var pressing = try Self.pressed()
    #expect(pressing.pointerCancel(time: 1.1) == .cancel)
    #expect(pressing.phase == .idle)
    #expect(pressing.poll(time: 3) == .none)  // the cancelled press never lifts later
    var dragging = try GestureRecognizer(activation: .immediate)
    _ = dragging.pointerDown(at: Self.pt(50, 120), time: 1, item: Self.item)
    #expect(dragging.phase == .dragging)
    #expect(dragging.pointerCancel(time: 2) == .cancel)
    #expect(dragging.pointerUp(at: Self.pt(0, 0), time: 3) == .none)
    #expect(dragging.pressPoint == nil)
  }

  @Test func eventsInTheWrongPhase() throws {
    var g = try GestureRecognizer()
    #expect(g.pointerMove(to: Self.pt(1, 1), time: 1) == .none)
    #expect(g.pointerUp(at: Self.pt(1, 1), time: 1) == .none)
    #expect(g.poll(time: 1) == .none)
    // A second down while pressing restarts the press and its clock.
    #expect(g.pointerDown(at: Self.pt(50, 120), time: 1, item: Self.item) == .pressing)
    #expect(g.pointerDown(at: Self.pt(80, 130), time: 1.4, item: Self.item) == .pressing)
    #expect(g.poll(time: 1.5) == .pressing)
    #expect(
      g.pointerMove(to: Self.pt(80, 130), time: 1.9) == .lift(at: Self.pt(80, 130), time: 1.9))
    // A down during a drag is ignored.
    #expect(g.pointerDown(at: Self.pt(10, 110), time: 2, item: Self.item) == .none)
    #expect(g.phase == .dragging)
    #expect(g.pressPoint == Self.pt(80, 130))
  }

  @Test func nonFiniteInputIsIgnored() throws {
    var g = try GestureRecognizer()
    for bad in [Double.nan, .infinity, -.infinity] {
      #expect(g.pointerDown(at: Self.pt(bad, 120), time: 1, item: Self.item) == .none)
      #expect(g.pointerDown(at: Self.pt(50, 120), time: bad, item: Self.item) == .none)
    }
    #expect(g.phase == .idle)
    g = try Self.pressed()
    // Bad times count as no time passing; bad points as no movement.
    #expect(g.poll(time: .infinity) == .pressing)
    #expect(g.pointerMove(to: Self.pt(50, 120), time: .nan) == .pressing)
    #expect(g.pointerMove(to: Self.pt(.nan, .infinity), time: 1.2) == .pressing)
    #expect(g.lastPoint == Self.pt(50, 120))
    #expect(g.poll(time: 1.5) == .lift(at: Self.pt(50, 120), time: 1.5))
    // An ignored point still carries a good time.
    #expect(g.pointerMove(to: Self.pt(.nan, 0), time: 1.6) == .none)
    #expect(
      g.pointerUp(at: Self.pt(0, .infinity), time: .nan) == .drop(Self.pt(50, 120), time: 1.6))
  }

  @Test func backwardsTimeIsNoTimePassing() throws {
    var g = try Self.pressed()
    #expect(g.poll(time: 1.4) == .pressing)
    #expect(g.poll(time: 0.2) == .pressing)  // backwards: the press is still 0.4 s old
    #expect(g.poll(time: 1.45) == .pressing)
    #expect(g.pointerMove(to: Self.pt(51, 121), time: -100) == .pressing)
    #expect(g.poll(time: 1.5) == .lift(at: Self.pt(51, 121), time: 1.5))
    // During a drag, reported times never go backwards either.
    #expect(
      g.pointerMove(to: Self.pt(60, 200), time: 1.2) == .dragMove(Self.pt(60, 200), time: 1.5))
    #expect(g.pointerUp(at: Self.pt(60, 210), time: 0) == .drop(Self.pt(60, 210), time: 1.5))
  }

  @Test func hugeTimesStillActivate() throws {
    var g = try Self.pressed(time: 1e15)
    #expect(g.poll(time: 1e15 + 0.25) == .pressing)
    #expect(g.poll(time: 1e15 + 0.5) == .lift(at: Self.pt(50, 120), time: 1e15 + 0.5))
  }
}
