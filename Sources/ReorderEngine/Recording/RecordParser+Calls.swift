extension RecordParser {
  /// The call a command names, its fields read from `f`; nil for an unknown
  /// command. Mirrors `RecordWriter.line(for:)`.
  static func call(_ command: Substring, _ f: inout RecordFields) throws(ReorderError)
    -> RecordedCall?
  {
    switch command {
    case "layout": return try layout(&f)
    case "policy":
      return .policy(
        Policy(
          rule: try f.name("rule"), semantics: try f.name("semantics"),
          crossSectionMoves: try f.name("cross-section"),
          groupOrder: try f.name("group-order", absent: .selection), combine: try combine(&f)))
    case "activation": return .activation(try activation(&f))
    case "commit": return .commit(try f.name("mode"))
    case "clamp": return .clamp(try f.name("on"))
    case "auto-scroll": return .autoScroll(try autoScroll(&f))
    case "animation": return .animation(try animation(&f))
    case "set-text": return .setText(try f.name("which"), try f.text("text"))
    case "insert-section":
      return .insertSection(
        index: try f.int("index"), header: try f.double("header"),
        footer: try f.double("footer"), rules: try rules(&f))
    case "remove-section": return .removeSection(try f.int("index"))
    case "section-rules": return .setSectionRules(try f.int("index"), try rules(&f))
    case "section-extents":
      return .setSectionExtents(
        try f.int("index"), header: try f.double("header"), footer: try f.double("footer"))
    case "load-section":
      let index = try f.int("index")
      let ids = try f.list("ids", packed: "deltas", packedCount: f.limits.listCount, PackedList.ids)
      // Runs are no longer than the ids, which take a byte each at least.
      let sizes = try f.list("sizes", packed: "runs", packedCount: ids.count, PackedList.sizes)
      let flags = try f.list("flags", packed: "runs", packedCount: ids.count, PackedList.flags)
      return .loadSection(index, ids: ids, sizes: sizes, flags: flags.map(ItemFlags.init))
    case "insert-item":
      return .insertItem(
        id: try f.id(), size: try f.double("size"), flags: try f.flags(), at: try indexPath(&f))
    case "remove-item": return .removeItem(try f.id())
    case "select":
      return .select(
        try f.list("ids", packed: "deltas", packedCount: f.limits.listCount, PackedList.ids))
    case "resize-item": return .resizeItem(try f.id(), try f.double("size"))
    case "set-cross-size":
      let id = try f.id()
      return .setCrossSize(id, f.takeNone("size") ? nil : try f.double("size"))
    case "cross-sizes":
      let index = try f.int("index")
      return .setCrossSizes(
        index,
        try f.list("sizes", packed: "runs", packedCount: f.limits.listCount, PackedList.sizes))
    case "set-flags": return .setFlags(try f.id(), try f.flags())
    case "depths", "set-depth", "expanded", "move-into": return try outline(command, &f)
    case "set-handle":
      let id = try f.id()
      return .setHandle(id, try rect(&f, optional: true))
    case "set-label":
      let id = try f.id()
      return .setLabel(id, f.takeNone("text") ? nil : try f.text("text"))
    case "viewport": return .viewport(try rect(&f, optional: false) ?? .zero)
    case "frame": return .frame(try rect(&f, optional: true))
    case "outer-scroll": return .outerScroll(try outerScroll(&f))
    case "pointer-down": return .pointerDown(try point(&f), time: try f.double("t"))
    case "pointer-move": return .pointerMove(try point(&f), time: try f.double("t"))
    case "pointer-up": return .pointerUp(try point(&f), time: try f.double("t"))
    case "pointer-cancel": return .pointerCancel(time: try f.double("t"))
    case "key":
      let name = try f.text("name")
      let focused: UInt64? = f.takeNone("focused") ? nil : try f.id("focused")
      return .key(name, focused: focused, time: try f.double("t"))
    case "tick": return .tick(try f.double("t"))
    case "cancel-drag": return .cancelDrag(time: try f.double("t"))
    case "move": return .move(try f.id(), to: try indexPath(&f))
    case "undo": return .undo
    case "redo": return .redo
    default: return nil
    }
  }

  private static func layout(_ f: inout RecordFields) throws(ReorderError) -> RecordedCall {
    let kind = try f.raw("kind")
    // Fields are read in the order they are written; the ones added since
    // 1.0 come last, after `cross`.
    switch kind {
    case "list":
      var c = ListConfig(
        axis: try f.name("axis"), itemSpacing: try f.double("item-spacing"),
        sectionSpacing: try f.double("section-spacing"), insets: try insets(&f),
        emptySectionExtent: try f.double("empty-section"))
      let cross = try f.double("cross")
      c.direction = try f.name("direction", absent: .leftToRight)
      c.outline = try outlineConfig(&f)
      return .layout(.list(c), crossExtent: cross)
    case "grid":
      var c = GridConfig(
        columns: try f.int("columns"), cellWidth: try f.double("cell-width"),
        cellHeight: try f.double("cell-height"), itemSpacing: try f.double("item-spacing"),
        lineSpacing: try f.double("line-spacing"),
        sectionSpacing: try f.double("section-spacing"), sectionInsets: try insets(&f),
        emptySectionExtent: try f.double("empty-section"))
      let cross = try f.double("cross")
      c.axis = try f.name("axis", absent: .vertical)
      c.direction = try f.name("direction", absent: .leftToRight)
      return .layout(.grid(c), crossExtent: cross)
    case "flow":
      var c = FlowConfig(
        alignment: try f.name("align"), itemSpacing: try f.double("item-spacing"),
        lineSpacing: try f.double("line-spacing"),
        sectionSpacing: try f.double("section-spacing"), sectionInsets: try insets(&f),
        itemHeight: try f.double("item-height"),
        emptySectionExtent: try f.double("empty-section"))
      let cross = try f.double("cross")
      c.direction = try f.name("direction", absent: .leftToRight)
      return .layout(.flow(c), crossExtent: cross)
    default: throw f.error("kind=\(f.snippet(kind)) is not one of list|grid|flow")
    }
  }

  private static func activation(_ f: inout RecordFields) throws(ReorderError) -> Activation {
    let mode = try f.raw("mode")
    switch mode {
    case "long-press":
      return .longPress(delay: try f.double("delay"), tolerance: try f.double("tolerance"))
    case "distance": return .distance(try f.double("threshold"))
    case "immediate": return .immediate
    default: throw f.error("mode=\(f.snippet(mode)) is not one of long-press|distance|immediate")
    }
  }

  private static func autoScroll(_ f: inout RecordFields) throws(ReorderError)
    -> AutoScrollConfig
  {
    let kind = try f.raw("zone")
    let size = try f.double("zone-size")
    let zone: AutoScrollZone
    switch kind {
    case "absolute": zone = .absolute(size)
    case "fraction": zone = .fraction(size)
    default: throw f.error("zone=\(f.snippet(kind)) is not one of absolute|fraction")
    }
    return AutoScrollConfig(
      zone: zone, maxSpeed: try f.double("max-speed"), curve: try f.name("curve"),
      gracePeriod: try f.double("grace"), maxFrameInterval: try f.double("max-frame"),
      requiresIntent: try f.name("intent", absent: false))
  }

  private static func outerScroll(_ f: inout RecordFields) throws(ReorderError) -> OuterScroll? {
    if f.takeNone("visible") { return nil }
    let v = try f.tuple("visible", 4)
    let offset = try f.tuple("offset", 2)
    let lower = try f.tuple("min", 2)
    let upper = try f.tuple("max", 2)
    return OuterScroll(
      visible: Rect(x: v[0], y: v[1], width: v[2], height: v[3]),
      offset: Point(x: offset[0], y: offset[1]), minOffset: Point(x: lower[0], y: lower[1]),
      maxOffset: Point(x: upper[0], y: upper[1]), config: try autoScroll(&f))
  }

  private static func animation(_ f: inout RecordFields) throws(ReorderError)
    -> AnimationConfig
  {
    let scale = try f.double("lift-scale")
    let alpha = try f.double("lift-alpha")
    let offset = try f.tuple("shadow-offset", 2)
    let lift = LiftLook(
      scale: scale, alpha: alpha, shadowOffset: Point(x: offset[0], y: offset[1]),
      shadowRadius: try f.double("shadow-radius"), shadowOpacity: try f.double("shadow-opacity"),
      duration: try f.double("lift-duration"), easing: try f.name("lift-easing"))
    return AnimationConfig(
      lift: lift, displaceDuration: try f.double("displace-duration"),
      displaceEasing: try f.name("displace-easing"),
      settleDuration: try f.double("settle-duration"),
      cancelDuration: try f.double("cancel-duration"), settleEasing: try f.name("settle-easing"))
  }

  private static func rules(_ f: inout RecordFields) throws(ReorderError) -> SectionRules {
    let locked: Bool = try f.name("locked")
    let accepts: Bool = try f.name("accepts-drops")
    let minimum = try f.int("minimum")
    let capacity: Int? = f.takeNone("capacity") ? nil : try f.int("capacity")
    return SectionRules(
      isLocked: locked, acceptsDrops: accepts, minimumCount: minimum, capacity: capacity,
      displacement: try f.name("displacement"))
  }

  private static func insets(_ f: inout RecordFields) throws(ReorderError) -> Insets {
    let v = try f.tuple("insets", 4)
    return Insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
  }

  /// `rect=x,y,width,height`, or `rect=none` where a rectangle is optional.
  private static func rect(_ f: inout RecordFields, optional: Bool) throws(ReorderError) -> Rect? {
    if optional && f.takeNone("rect") { return nil }
    let v = try f.tuple("rect", 4)
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }

  private static func point(_ f: inout RecordFields) throws(ReorderError) -> Point {
    Point(x: try f.double("x"), y: try f.double("y"))
  }

  private static func indexPath(_ f: inout RecordFields) throws(ReorderError) -> IndexPath {
    IndexPath(section: try f.int("section"), item: try f.int("item"))
  }
}
