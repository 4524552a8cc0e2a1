@testable import ReorderEngine

/// Random recorded calls for round-trip and fuzz tests: every case, with
/// the awkward values a bug report may carry (NaN, infinities, -0.0,
/// subnormals, extreme integers, text with quotes, controls and Unicode).
struct RecordKit {
  var rng: SeededRNG

  init(seed: UInt64) { rng = SeededRNG(seed: seed) }

  /// Every command word the format has.
  static let commands: Set<String> = [
    "layout", "policy", "activation", "commit", "clamp", "auto-scroll", "animation", "set-text",
    "insert-section",
    "remove-section", "section-rules", "section-extents", "load-section", "insert-item",
    "remove-item", "resize-item", "set-flags", "set-handle", "set-label", "viewport",
    "pointer-down", "pointer-move", "pointer-up", "pointer-cancel", "key", "tick",
    "cancel-drag", "move", "undo", "redo",
  ]

  /// The calls are the same: equal lines (so -0.0 and NaN are compared by
  /// their text), and equal values when no NaN makes `==` useless. (`a != a`
  /// can't tell: arrays compare their own storage as equal, NaN or not.)
  static func same(_ a: RecordedCall, _ b: RecordedCall) -> Bool {
    let line = RecordWriter.line(for: a)
    var nan = line.split { " =,:".contains($0) }.contains("nan")
    // Packed sizes keep NaN's bits, out of sight in base64.
    if case .loadSection(_, _, let sizes, _) = a { nan = nan || sizes.contains { $0.isNaN } }
    return line == RecordWriter.line(for: b) && (nan || a == b)
  }

  static func same(_ a: [RecordedCall], _ b: [RecordedCall]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
  }

  mutating func pick<T>(_ xs: [T]) -> T { xs[Int.random(in: 0..<xs.count, using: &rng)] }
  mutating func coin() -> Bool { Bool.random(using: &rng) }

  mutating func double() -> Double {
    pick([
      0, -0.0, .leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 1e308, -1e308,
      .greatestFiniteMagnitude,
      .leastNormalMagnitude, .nan, -.nan, .signalingNaN, .infinity, -.infinity, 0.1, 44,
      0.1 + 0.2, Double(bitPattern: rng.next()), Double.random(in: -1000...1000, using: &rng),
    ])
  }

  mutating func int() -> Int {
    pick([0, 1, -1, 7, Int.max, Int.min, Int(truncatingIfNeeded: rng.next())])
  }

  mutating func id() -> UInt64 { pick([0, 1, 42, UInt64.max, rng.next()]) }
  mutating func flags() -> ItemFlags { ItemFlags(rawValue: UInt8(truncatingIfNeeded: rng.next())) }
  mutating func point() -> Point { Point(x: double(), y: double()) }
  mutating func rect() -> Rect { Rect(x: double(), y: double(), width: double(), height: double()) }
  mutating func insets() -> Insets {
    Insets(top: double(), left: double(), bottom: double(), right: double())
  }
  mutating func indexPath() -> IndexPath { IndexPath(section: int(), item: int()) }

  mutating func text() -> String {
    let pieces = [
      "space", "escape", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é",
      "e\u{301}", " \u{301}", "🙂", "👩‍👩‍👧", "日本", "\u{2028}", "\u{85}", "\u{FEFF}", "=",
      ",", ":", "#", "\\u{41}", "nan",
    ]
    var s = ""
    for _ in 0..<Int.random(in: 0...6, using: &rng) { s += pick(pieces) }
    return s
  }

  mutating func rules() -> SectionRules {
    SectionRules(
      isLocked: coin(), acceptsDrops: coin(), minimumCount: int(), capacity: coin() ? nil : int(),
      displacement: pick([.vacatedSlot, .sourceStart, .sourceEnd]))
  }

  mutating func easing() -> Easing { pick([.linear, .easeOut, .easeInOut]) }

  mutating func animation() -> AnimationConfig {
    AnimationConfig(
      lift: LiftLook(
        scale: double(), alpha: double(), shadowOffset: point(), shadowRadius: double(),
        shadowOpacity: double(), duration: double(), easing: easing()),
      displaceDuration: double(), displaceEasing: easing(), settleDuration: double(),
      cancelDuration: double(), settleEasing: easing())
  }

  mutating func list<T>(_ make: (inout RecordKit) -> T) -> [T] {
    (0..<pick([0, 1, 3, 17])).map { _ in make(&self) }
  }

  mutating func call() -> RecordedCall {
    switch Int.random(in: 0..<34, using: &rng) {
    case 0:
      let c = ListConfig(
        axis: pick([.vertical, .horizontal]), itemSpacing: double(), sectionSpacing: double(),
        insets: insets())
      return .layout(.list(c), crossExtent: double())
    case 1:
      let c = GridConfig(
        columns: int(), cellWidth: double(), cellHeight: double(), itemSpacing: double(),
        lineSpacing: double(), sectionSpacing: double(), sectionInsets: insets())
      return .layout(.grid(c), crossExtent: double())
    case 2:
      return .policy(
        Policy(
          rule: pick(ReorderRule.allCases), semantics: pick([.shift, .exchange]),
          crossSectionMoves: coin()))
    case 3:
      return .activation(
        pick([.longPress(delay: double(), tolerance: double()), .distance(double()), .immediate]))
    case 4: return coin() ? .commit(pick([.live, .onDrop])) : .clamp(coin())
    case 5:
      return .autoScroll(
        AutoScrollConfig(
          zone: coin() ? .absolute(double()) : .fraction(double()), maxSpeed: double(),
          curve: pick([.linear, .ramped, .eased]), gracePeriod: double(),
          maxFrameInterval: double()))
    case 6: return .insertSection(index: int(), header: double(), footer: double(), rules: rules())
    case 7: return .removeSection(int())
    case 8: return .setSectionRules(int(), rules())
    case 9: return .setSectionExtents(int(), header: double(), footer: double())
    case 10:
      return .loadSection(
        int(), ids: list { $0.id() }, sizes: list { $0.double() }, flags: list { $0.flags() })
    case 11: return .insertItem(id: id(), size: double(), flags: flags(), at: indexPath())
    case 12: return .removeItem(id())
    case 13: return .resizeItem(id(), double())
    case 14: return .setFlags(id(), flags())
    case 15: return .setHandle(id(), coin() ? nil : rect())
    case 16: return .setLabel(id(), coin() ? nil : text())
    case 17: return .viewport(rect())
    case 18: return .pointerDown(point(), time: double())
    case 19: return .pointerMove(point(), time: double())
    case 20: return .pointerUp(point(), time: double())
    case 21: return .pointerCancel(time: double())
    case 22: return .key(text(), focused: coin() ? nil : id(), time: double())
    case 23: return .tick(double())
    case 24: return .cancelDrag(time: double())
    case 25: return .move(id(), to: indexPath())
    case 26: return .undo
    case 27: return .redo
    case 28: return .animation(animation())
    case 29: return .setText(pick(Announcements.Template.allCases), text())
    default: return .pointerMove(point(), time: double())  // the common case in real traces
    }
  }

  mutating func calls(_ n: Int) -> [RecordedCall] { (0..<n).map { _ in call() } }
}
