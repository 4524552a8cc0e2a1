// A scripted drag through the engine, printed step by step: the seed tables'
// behaviour (seed 000's edge rule over mixed row heights, then seed 004's
// tap-to-move into a one-item section). Every line comes from the engine.
import ReorderEngine

let labels: [UInt64: String] = [
  1: "Inbox", 2: "Drafts", 3: "Sent", 4: "Archive", 5: "Spam",
  11: "Work", 12: "Travel", 13: "Receipts", 14: "Family", 21: "Starred",
]

func name(_ id: UInt64) -> String { labels[id] ?? "#\(id)" }

func show(_ engine: Engine) throws {
  for s in 0..<engine.order.sectionCount {
    let ids = try engine.order.ids(inSection: s)
    print("  section \(s): " + ids.map(name).joined(separator: ", "))
  }
}

func run() throws {
  var engine = Engine()
  try engine.setLayout(.list(ListConfig(itemSpacing: 0, sectionSpacing: 10)), crossExtent: 320)
  engine.policy = Policy(rule: .edge, semantics: .shift)
  try engine.insertSection(at: 0, header: 28)
  try engine.insertSection(at: 1, header: 28)
  // Mixed row heights, as in DHDragableCellTableView's demo.
  try engine.loadSection(0, ids: [1, 2, 3, 4, 5], sizes: [44, 88, 44, 132, 44])
  try engine.loadSection(1, ids: [11, 12, 13, 14], sizes: [44, 44, 66, 44])
  print("libreorder demo: a scripted drag with the edge rule (seed 000)")
  try show(engine)

  // Lift "Inbox" by its middle and drag it down 8 units per event.
  let lifted: UInt64 = 1
  let home = try engine.frame(ofID: lifted)
  let grab = Point(x: home.midX, y: home.midY)
  var pointer = grab
  var drag: [Step] = []
  print("lift \(name(lifted)) at y=\(grab.y)")
  while pointer.y < grab.y + 420 {
    pointer.y += 8
    let rect = home.offsetBy(dx: 0, dy: pointer.y - grab.y)
    for step in try engine.dragStep(id: lifted, at: DragGeometry(rect: rect, pointer: pointer)) {
      print("  y=\(pointer.y): move \(name(step.id)) \(step.from) -> \(step.to)")
      drag.append(step)
    }
  }
  engine.recordDrag(drag)
  let end = try engine.order.indexPath(of: lifted)
  print("drop \(name(lifted)): \(drag.first?.from.description ?? "-") -> \(end)")
  try show(engine)

  print("tap-to-move into a one-item section (seed 004)")
  // A new first section that always holds one item: taking one pushes its
  // old item to the start of the source section.
  try engine.insertSection(
    at: 0, header: 28, rules: SectionRules(capacity: 1, displacement: .sourceStart))
  try engine.loadSection(0, ids: [21], sizes: [44])
  try show(engine)
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
