// A scripted session through the whole engine, printed as the host would
// see it: a long-press drag with the edge rule over mixed row heights that
// auto-scrolls past the first screen (seed 000), a keyboard reorder with
// its announcements, and seed 004's tap-to-move into a one-item section.
// Every line comes from the engine's events and order.
import ReorderEngine

let labels: [UInt64: String] = [
  1: "Inbox", 2: "Drafts", 3: "Sent", 4: "Archive", 5: "Spam", 6: "Outbox", 7: "Notes",
  8: "Later", 11: "Work", 12: "Travel", 13: "Receipts", 14: "Family", 21: "Starred",
]

func name(_ id: UInt64) -> String { labels[id] ?? "#\(id)" }

func show(_ engine: Engine) throws {
  for s in 0..<engine.order.sectionCount {
    let ids = try engine.order.ids(inSection: s)
    print("  section \(s): " + ids.map(name).joined(separator: ", "))
  }
}

/// Prints what a host would act on; scrolls are summed up.
func report(_ events: [Event], scrolled: inout Point?) {
  for event in events {
    switch event {
    case .lift(let id, let at): print("  lift \(name(id)) from \(at)")
    case .moved(let s): print("  move \(name(s.id)) \(s.from) -> \(s.to)")
    case .drop(let id, let from, let to, _, _, _): print("  drop \(name(id)): \(from) -> \(to)")
    case .cancelled(let id, let reason, _, _): print("  cancelled \(name(id)) (\(reason))")
    case .notADrag(let id, let reason): print("  not a drag: \(id.map(name) ?? "-") (\(reason))")
    case .announcement(let text): print("  says: \(text)")
    case .scrolled(let offset, nil): scrolled = offset
    case .notice(let n): print("  \(n.kind) \(name(n.id))")
    case .animationNeeded, .transferred, .scrolled: break
    }
  }
}

func run() throws {
  var engine = Engine()
  try engine.setLayout(.list(ListConfig(sectionSpacing: 10)), crossExtent: 320)
  engine.policy = Policy(rule: .edge)
  try engine.insertSection(at: 0, header: 28)
  try engine.insertSection(at: 1, header: 28)
  try engine.loadSection(
    0, ids: [1, 2, 3, 4, 5, 6, 7, 8], sizes: [44, 88, 44, 132, 44, 66, 44, 88])
  try engine.loadSection(1, ids: [11, 12, 13, 14], sizes: [44, 44, 66, 44])
  for (id, label) in labels where engine.order.contains(id: id) {
    try engine.setLabel(id: id, label)
  }
  try engine.setViewport(Rect(x: 0, y: 0, width: 320, height: 300))
  print("libreorder demo: long press Inbox, drag to the bottom edge, hold (seed 000)")
  try show(engine)

  // The finger: press, hold 0.6 s, drag to 20 units above the bottom
  // edge and hold there while the view scrolls, then let go. Times and
  // points are what a host passes (content space = screen + scroll offset).
  var t = 0.0
  var scrolled: Point?
  let start = try engine.frame(ofID: 1).center
  var screen = start
  func content() -> Point { Point(x: screen.x, y: screen.y + engine.viewport.y) }
  try engine.pointerDown(content(), time: t)
  var frames = 0
  while frames < 36 + 20 + 50 {
    t += 1.0 / 60
    frames += 1
    if frames > 36 && frames <= 56 { screen.y += (280 - start.y) / 20 }
    try engine.tick(time: t)
    try engine.pointerMove(content(), time: t)
    report(engine.drainEvents(), scrolled: &scrolled)
  }
  try engine.pointerUp(content(), time: t)
  report(engine.drainEvents(), scrolled: &scrolled)
  if let scrolled { print("  (auto-scrolled the view to y=\(scrolled.y))") }
  try show(engine)

  print("keyboard: space on Drafts, down twice, space")
  for key in [Key.pickUpOrDrop, .down, .down, .pickUpOrDrop] {
    t += 0.5
    try engine.key(key, focused: 2, time: t)
    report(engine.drainEvents(), scrolled: &scrolled)
  }
  try show(engine)

  print("tap-to-move into a one-item section (seed 004)")
  try engine.insertSection(
    at: 0, header: 28, rules: SectionRules(capacity: 1, displacement: .sourceStart))
  try engine.loadSection(0, ids: [21], sizes: [44])
  for step in try engine.move(id: 13, to: IndexPath(section: 0, item: 0)) {
    print("  move \(name(step.id)) \(step.from) -> \(step.to)")
  }
  try show(engine)
  print("undo the tap")
  for step in try engine.undo() { print("  move \(name(step.id)) \(step.from) -> \(step.to)") }
  try show(engine)
}

do {
  try run()
} catch {
  print("demo failed: \(error)")
}
