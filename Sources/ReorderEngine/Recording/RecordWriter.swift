// The trace format, version 1
// ===========================
//
// UTF-8 text, one record per line, every line ending in "\n" (a last line
// without one is a truncated trace). The first line is the header
// `libreorder-trace 1`. After it, blank lines and lines starting with `#`
// are ignored; every other line is one engine call: a command word, then
// `key=value` fields separated by spaces, all present, in the order below.
// A "\r" before the newline is ignored. A trace that is not UTF-8 is
// refused. Limits: `TraceLimits`.
//
// Values:
// - number: an integer, or a double as Swift's `description` prints it
//   (it round-trips exactly), or `nan`, `inf`, `-inf`. NaN's sign and
//   payload are not kept: the engine treats every NaN alike.
// - flags: ItemFlags' raw value (1 movable, 2 pinned; other bits are kept).
// - text: in double quotes, with `\\`, `\"`, `\n`, `\r`, `\t` and `\u{HEX}`
//   escapes; the writer escapes every control character, so a line never
//   holds a raw newline. Other characters are raw UTF-8, spaces included.
//   A text over 8192 bytes (which every call refuses) is cut to that, so
//   the call fails again as it did and its line stays short.
// - list: `COUNT:` then COUNT comma-separated values (`0:` is empty), or
//   for sections of more than 16 items `COUNT:FORM:` then base64 of the
//   values packed (`PackedList`): ids as `deltas`, sizes and flags as `runs`.
// - tuples: `insets=top,left,bottom,right`, `rect=x,y,width,height`,
//   `shadow-offset=x,y`.
// - `capacity=none` or a number; `rect=none` for no handle; `text=none`
//   (unquoted) for no label, which is not `text="none"`.
//
// Commands and their fields:
//   layout kind=list axis=vertical|horizontal item-spacing section-spacing insets
//          empty-section cross
//   layout kind=grid columns cell-width cell-height item-spacing line-spacing
//          section-spacing insets empty-section cross   (insets: the section insets)
//          axis=vertical|horizontal (since 1.1; absent: vertical)
//   layout kind=flow align=start|center|justify item-spacing line-spacing
//          section-spacing insets item-height empty-section cross   (since 1.1)
//   (all) direction=ltr|rtl (since 1.1; absent: ltr)
//   (list) outline=indent,max-depth,into-zone,expand-delay (since 1.1; absent: a
//          plain list)
//   policy rule=midpoint|edge|pointer|center semantics=shift|exchange cross-section=BOOL
//     group-order=selection|layout (since 1.1; absent: selection)
//     combine=zone,delay (since 1.1; absent: no combining)
//   activation mode=long-press delay tolerance | mode=distance threshold | mode=immediate
//   commit mode=live|on-drop | clamp on=true|false
//   auto-scroll zone=absolute|fraction zone-size max-speed curve=linear|ramped|eased
//               grace max-frame intent=BOOL (since 1.1; absent: false)
//   animation lift-scale lift-alpha shadow-offset shadow-radius shadow-opacity
//             lift-duration lift-easing displace-duration displace-easing
//             settle-duration cancel-duration settle-easing
//             (every easing: linear|ease-out|ease-in-out)
//   set-text which=instructions|pick-up|moved|moved-to-section|drop|drop-to-section|
//            drop-unmoved|cancel|refused|default-label text      (a template)
//   insert-section index header footer locked accepts-drops minimum capacity
//                  displacement=vacated-slot|source-start|source-end
//   section-rules index locked accepts-drops minimum capacity displacement
//   section-extents index header footer
//   load-section index ids sizes flags               (three lists)
//   insert-item id size flags section item
//   remove-item id | resize-item id size | set-flags id flags | set-handle id rect
//   set-cross-size id size (size=none: the default) | cross-sizes index sizes (a list)
//                                                    (both since 1.1)
//   set-label id text                                (text=none: the default)
//   select ids                                       (a list, since 1.1)
//   depths index depths (a list) | set-depth id depth | expanded id on=BOOL
//   move-into id section parent=none|ID index        (outlines, since 1.1)
//   viewport rect
//   frame rect                                       (rect=none: unplaced; since 1.1)
//   outer-scroll visible offset=x,y min=x,y max=x,y zone zone-size max-speed curve
//                grace max-frame intent=BOOL (since 1.1; absent: false; visible=none
//                alone: no container)
//   pointer-down x y t | pointer-move x y t | pointer-up x y t | pointer-cancel t
//   key name focused t | tick t | cancel-drag t   (focused=none when no item)
//   move id section item | undo | redo
//
// Example (lines indented further continue the line above: in a trace,
// each call is one line):
//
//   libreorder-trace 1
//   # drag item 2 below item 3
//   layout kind=list axis=vertical item-spacing=0.0 section-spacing=0.0
//     insets=0.0,0.0,0.0,0.0 empty-section=44.0 cross=320.0
//   commit mode=live
//   insert-section index=0 header=0.0 footer=0.0 locked=false accepts-drops=true minimum=0
//     capacity=none displacement=vacated-slot
//   load-section index=0 ids=3:1,2,3 sizes=3:44.0,44.0,44.0 flags=0:
//   set-label id=2 text="Rock \"n\" roll"
//   viewport rect=0.0,0.0,320.0,480.0
//   pointer-down x=10.0 y=60.0 t=0.0
//   tick t=0.6
//   pointer-move x=10.0 y=110.0 t=0.7
//   pointer-up x=10.0 y=110.0 t=0.8
//   undo

/// Writes recorded calls as a version-1 trace (format above). Append calls
/// as they happen and take `text` when the session ends. The trace stays
/// within `limits`, so it always replays: the first call that would take it
/// past one ends it (`overflow`), and nothing more is kept.
public struct RecordWriter: Sendable {
  public static let header = "libreorder-trace 1"
  /// Lists of sections with more items than this are packed.
  static let packedFrom = 16
  /// Longest text a line carries, in UTF-8 bytes: more than any call accepts.
  static let maxTextBytes = 8192

  public let limits: TraceLimits
  /// The trace so far: the header and one line per appended call; empty
  /// after an overflow.
  public private(set) var text = RecordWriter.header + "\n"
  private var lines = 1
  private var budget = RelayoutBudget()
  /// Why the trace ended early: the line that would have passed a limit.
  public private(set) var overflow: String?

  public init(limits: TraceLimits = TraceLimits()) { self.limits = limits }

  public mutating func append(_ call: RecordedCall) {
    guard overflow == nil else { return }
    if case .loadSection(_, let ids, let sizes, let flags) = call {
      let longest = max(ids.count, sizes.count, flags.count)
      guard longest <= limits.listCount else {
        return end("load-section", "a list of \(longest) values, more than \(limits.listCount)")
      }
    }
    if case .setCrossSizes(_, let sizes) = call, sizes.count > limits.listCount {
      return end("cross-sizes", "a list of \(sizes.count) values, more than \(limits.listCount)")
    }
    if case .setDepths(_, let depths) = call, depths.count > limits.listCount {
      return end("depths", "a list of \(depths.count) values, more than \(limits.listCount)")
    }
    if case .select(let ids) = call, ids.count > limits.listCount {
      return end("select", "a list of \(ids.count) values, more than \(limits.listCount)")
    }
    let line = Self.line(for: call)
    let bytes = line.utf8.count
    // The parser's rule: a load-section line may fill the trace.
    let bulk = RecordParser.bulkCommands.contains { line.utf8.starts(with: $0.utf8) }
    let longest = bulk ? limits.bytes : limits.lineBytes
    guard bytes <= longest else {
      return end(line.prefix { $0 != " " }, "a line of \(bytes) bytes, more than \(longest)")
    }
    guard lines < limits.lines else {
      return end(line.prefix { $0 != " " }, "more than \(limits.lines) lines")
    }
    guard text.utf8.count + bytes + 1 <= limits.bytes else {
      return end(line.prefix { $0 != " " }, "more than \(limits.bytes) bytes")
    }
    guard budget.admit(call, limit: limits.relayouts) else {
      return end(
        line.prefix { $0 != " " },
        "lays out more than \(limits.relayouts) sections and flow items again in all")
    }
    text += line
    text += "\n"
    lines += 1
  }

  /// Ends the trace before the next line, a `command` that would take it
  /// past a limit.
  mutating func end(_ command: some StringProtocol, _ what: String) {
    overflow = "line \(lines + 1), \(command): \(what)"
    text = ""
  }

  /// A whole trace: the header, then one line per call.
  public static func trace(_ calls: [RecordedCall]) -> String {
    var w = RecordWriter()
    for c in calls { w.append(c) }
    return w.text
  }

  /// One call as a line, without its newline.
  public static func line(for call: RecordedCall) -> String {
    switch call {
    case .layout(.list(let c), let cross):
      "layout kind=list axis=\(c.axis.recordName) item-spacing=\(n(c.itemSpacing))"
        + " section-spacing=\(n(c.sectionSpacing)) insets=\(insets(c.insets))"
        + " empty-section=\(n(c.emptySectionExtent)) cross=\(n(cross))" + rtl(c.direction)
        + (c.outline.map(outline) ?? "")
    case .layout(.grid(let c), let cross):
      "layout kind=grid columns=\(c.columns) cell-width=\(n(c.cellWidth))"
        + " cell-height=\(n(c.cellHeight)) item-spacing=\(n(c.itemSpacing))"
        + " line-spacing=\(n(c.lineSpacing)) section-spacing=\(n(c.sectionSpacing))"
        + " insets=\(insets(c.sectionInsets)) empty-section=\(n(c.emptySectionExtent))"
        + " cross=\(n(cross))" + (c.axis == .horizontal ? " axis=horizontal" : "")
        + rtl(c.direction)
    case .layout(.flow(let c), let cross):
      "layout kind=flow align=\(c.alignment.recordName) item-spacing=\(n(c.itemSpacing))"
        + " line-spacing=\(n(c.lineSpacing)) section-spacing=\(n(c.sectionSpacing))"
        + " insets=\(insets(c.sectionInsets)) item-height=\(n(c.itemHeight))"
        + " empty-section=\(n(c.emptySectionExtent)) cross=\(n(cross))" + rtl(c.direction)
    case .policy(let p):
      "policy rule=\(p.rule.recordName) semantics=\(p.semantics.recordName)"
        + " cross-section=\(p.crossSectionMoves.recordName)"
        + " group-order=\(p.groupOrder.recordName)"
        + (p.combine.map { " combine=\(n($0.zone)),\(n($0.delay))" } ?? "")
    case .activation(.longPress(let delay, let tolerance)):
      "activation mode=long-press delay=\(n(delay)) tolerance=\(n(tolerance))"
    case .activation(.distance(let d)): "activation mode=distance threshold=\(n(d))"
    case .activation(.immediate): "activation mode=immediate"
    case .commit(let m): "commit mode=\(m.recordName)"
    case .clamp(let on): "clamp on=\(on.recordName)"
    case .autoScroll(let c): "auto-scroll \(autoScroll(c))"
    case .animation(let c): animation(c)
    case .setText(let which, let s): "set-text which=\(which.recordName) text=\(quoted(s))"
    case .insertSection(let s, let header, let footer, let r):
      "insert-section index=\(s) header=\(n(header)) footer=\(n(footer)) \(rules(r))"
    case .removeSection(let s): "remove-section index=\(s)"
    case .setSectionRules(let s, let r): "section-rules index=\(s) \(rules(r))"
    case .setSectionExtents(let s, let header, let footer):
      "section-extents index=\(s) header=\(n(header)) footer=\(n(footer))"
    case .loadSection(let s, let ids, let sizes, let flags):
      loadSection(s, ids, sizes, flags)
    case .insertItem(let id, let size, let flags, let at):
      "insert-item id=\(id) size=\(n(size)) flags=\(flags.rawValue)"
        + " section=\(at.section) item=\(at.item)"
    case .removeItem(let id): "remove-item id=\(id)"
    case .resizeItem(let id, let size): "resize-item id=\(id) size=\(n(size))"
    case .setCrossSize(let id, let size): "set-cross-size id=\(id) size=\(size.map(n) ?? "none")"
    case .setCrossSizes(let s, let sizes):
      "cross-sizes index=\(s) sizes="
        + (sizes.count > packedFrom
          ? packed(sizes.count, "runs", PackedList.runs(sizes)) : list(sizes, n))
    case .setFlags(let id, let flags): "set-flags id=\(id) flags=\(flags.rawValue)"
    case .select(let ids): "select ids=\(idList(ids))"
    case .setDepths, .setDepth, .setExpanded, .moveInto: outline(call)
    case .setHandle(let id, let r): "set-handle id=\(id) rect=\(r.map(rect) ?? "none")"
    case .setLabel(let id, let s): "set-label id=\(id) text=\(s.map(quoted) ?? "none")"
    case .viewport(let r): "viewport rect=\(rect(r))"
    case .frame(let r): "frame rect=\(r.map(rect) ?? "none")"
    case .outerScroll(let o?):
      "outer-scroll visible=\(rect(o.visible)) offset=\(point(o.offset))"
        + " min=\(point(o.minOffset)) max=\(point(o.maxOffset)) \(autoScroll(o.config))"
    case .outerScroll(nil): "outer-scroll visible=none"
    case .pointerDown(let p, let t): "pointer-down x=\(n(p.x)) y=\(n(p.y)) t=\(n(t))"
    case .pointerMove(let p, let t): "pointer-move x=\(n(p.x)) y=\(n(p.y)) t=\(n(t))"
    case .pointerUp(let p, let t): "pointer-up x=\(n(p.x)) y=\(n(p.y)) t=\(n(t))"
    case .pointerCancel(let t): "pointer-cancel t=\(n(t))"
    case .key(let name, let focused, let t):
      "key name=\(quoted(name)) focused=\(focused.map(String.init) ?? "none") t=\(n(t))"
    case .tick(let t): "tick t=\(n(t))"
    case .cancelDrag(let t): "cancel-drag t=\(n(t))"
    case .move(let id, let to): "move id=\(id) section=\(to.section) item=\(to.item)"
    case .undo: "undo"
    case .redo: "redo"
    }
  }

  /// `description` round-trips every double except NaN's sign and payload.
  static func n(_ v: Double) -> String { v.isNaN ? "nan" : v.description }

  /// Written only when right to left: older traces read the same.
  private static func rtl(_ d: LayoutDirection) -> String {
    d == .rightToLeft ? " direction=rtl" : ""
  }

  private static func autoScroll(_ c: AutoScrollConfig) -> String {
    let zone: String
    switch c.zone {
    case .absolute(let v): zone = "zone=absolute zone-size=\(n(v))"
    case .fraction(let f): zone = "zone=fraction zone-size=\(n(f))"
    }
    return "\(zone) max-speed=\(n(c.maxSpeed)) curve=\(c.curve.recordName)"
      + " grace=\(n(c.gracePeriod)) max-frame=\(n(c.maxFrameInterval))"
      + (c.requiresIntent ? " intent=true" : "")
  }

  private static func animation(_ c: AnimationConfig) -> String {
    let l = c.lift
    return "animation lift-scale=\(n(l.scale)) lift-alpha=\(n(l.alpha))"
      + " shadow-offset=\(n(l.shadowOffset.x)),\(n(l.shadowOffset.y))"
      + " shadow-radius=\(n(l.shadowRadius)) shadow-opacity=\(n(l.shadowOpacity))"
      + " lift-duration=\(n(l.duration)) lift-easing=\(l.easing.recordName)"
      + " displace-duration=\(n(c.displaceDuration))"
      + " displace-easing=\(c.displaceEasing.recordName)"
      + " settle-duration=\(n(c.settleDuration)) cancel-duration=\(n(c.cancelDuration))"
      + " settle-easing=\(c.settleEasing.recordName)"
  }

  private static func rules(_ r: SectionRules) -> String {
    "locked=\(r.isLocked.recordName) accepts-drops=\(r.acceptsDrops.recordName)"
      + " minimum=\(r.minimumCount) capacity=\(r.capacity.map(String.init) ?? "none")"
      + " displacement=\(r.displacement.recordName)"
  }

  private static func insets(_ i: Insets) -> String {
    "\(n(i.top)),\(n(i.left)),\(n(i.bottom)),\(n(i.right))"
  }

  private static func point(_ p: Point) -> String { "\(n(p.x)),\(n(p.y))" }

  private static func rect(_ r: Rect) -> String {
    "\(n(r.x)),\(n(r.y)),\(n(r.width)),\(n(r.height))"
  }

  /// Packed for large sections. Runs are packed only when no longer than
  /// the ids: the parser bounds them so (a refused call's lists may differ).
  private static func loadSection(
    _ s: Int, _ ids: [UInt64], _ sizes: [Double], _ flags: [ItemFlags]
  ) -> String {
    let pack = ids.count > packedFrom
    func runs(_ count: Int, _ bytes: @autoclosure () -> [UInt8]) -> String? {
      pack && count > 0 && count <= ids.count ? packed(count, "runs", bytes()) : nil
    }
    return "load-section index=\(s)"
      + " ids=\(idList(ids))"
      + " sizes=\(runs(sizes.count, PackedList.runs(sizes)) ?? list(sizes, n))"
      + " flags=\(runs(flags.count, PackedList.runs(flags)) ?? list(flags) { String($0.rawValue) })"
  }

  /// Ids as a list, packed as deltas when long.
  private static func idList(_ ids: [UInt64]) -> String {
    ids.count > packedFrom
      ? packed(ids.count, "deltas", PackedList.deltas(ids)) : list(ids, String.init)
  }

  static func packed(_ count: Int, _ form: String, _ bytes: [UInt8]) -> String {
    "\(count):\(form):\(PackedList.base64(bytes))"
  }

  static func list<T>(_ values: [T], _ f: (T) -> String) -> String {
    var s = "\(values.count):"
    for (i, v) in values.enumerated() {
      if i > 0 { s += "," }
      s += f(v)
    }
    return s
  }

  /// Escapes every control character so the text stays on its line; cuts
  /// a text over `maxTextBytes` to that.
  static func quoted(_ s: String) -> String {
    var out = "\""
    var bytes = 0
    for u in s.unicodeScalars {
      bytes += UTF8.width(u)
      if bytes > maxTextBytes { break }
      switch u {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where u.value < 0x20 || u.value == 0x7F:
        out += "\\u{\(String(u.value, radix: 16))}"
      default: out.unicodeScalars.append(u)
      }
    }
    return out + "\""
  }
}
