/// Record and replay: every input call can go through `perform`, which
/// records it when recording is on; a trace replayed into a fresh engine
/// reproduces the same events and the same final order.
extension Engine {
  /// Starts recording the calls made through `perform` (dropping any
  /// previous recording). The trace opens with calls that rebuild the
  /// engine as it is now (configuration, animation, changed announcement
  /// templates, sections, items, labels, handles, viewport), so it replays
  /// into a fresh engine on its own. Only the undo history before this
  /// point and the host's retarget hook are not in it. Throws `.wrongState`,
  /// changing nothing, when that opening alone would pass `limits`.
  public mutating func startRecording(limits: TraceLimits = TraceLimits()) throws(ReorderError) {
    var w = RecordWriter(limits: limits)
    snapshot(into: &w)
    if let why = w.overflow {
      throw ReorderError(
        .wrongState, "cannot record this engine: its state passes what a trace holds (\(why))")
    }
    recording = w
  }

  /// The trace recorded so far (a trace with no calls when not recording);
  /// the recording goes on. Throws `.wrongState` when it outgrew its limits.
  public func recordedTrace() throws(ReorderError) -> String {
    guard let w = recording else { return RecordWriter().text }
    if let why = w.overflow {
      throw ReorderError(
        .wrongState, "the recording outgrew what a trace holds and stopped there (\(why))")
    }
    return w.text
  }

  /// Stops recording and returns the trace; the recording ends even when
  /// it outgrew its limits and this throws.
  public mutating func stopRecording() throws(ReorderError) -> String {
    defer { recording = nil }
    return try recordedTrace()
  }

  /// Appends the calls that rebuild this engine's state in a fresh one,
  /// until one would pass the writer's limits.
  private func snapshot(into w: inout RecordWriter) {
    let calls: [RecordedCall] = [
      .layout(layout.kind, crossExtent: crossFollowsViewport ? 0 : layout.crossExtent),
      .policy(policy),
      .activation(interaction.activation), .commit(interaction.commit),
      .clamp(interaction.clampToContent), .autoScroll(interaction.autoScroll),
      .animation(animationConfig),
    ]
    for call in calls { w.append(call) }
    let defaults = Announcements()
    for t in Announcements.Template.allCases where announcements[t] != defaults[t] {
      w.append(.setText(t, announcements[t]))
    }
    for s in 0..<order.sectionCount where w.overflow == nil {
      let rules = order.rules(s)
      w.append(
        .insertSection(index: s, header: order.header(s), footer: order.footer(s), rules: rules))
      // Refused before its lists are built: they would be as large as the section.
      let count = order.count(s)
      guard count <= w.limits.listCount else {
        return w.end(
          "load-section", "section \(s) has \(count) items, more than \(w.limits.listCount)")
      }
      let ids = (try? order.ids(inSection: s)) ?? []
      w.append(
        .loadSection(
          s, ids: ids, sizes: ids.map { (try? order.size(of: $0)) ?? 0 },
          flags: ids.map { (try? order.flags(of: $0)) ?? .default }))
      let cross = ids.map { (try? order.crossSize(of: $0)) ?? nil }
      // Items never given a height have the flow's (or take it later).
      if case .flow(let c) = layout.kind, cross.contains(where: { $0 != nil }) {
        w.append(.setCrossSizes(s, cross.map { $0 ?? c.itemHeight }))
      }
      if order.isOutline {
        let depths = ids.map { (try? order.depth(of: $0)) ?? 0 }
        if depths.contains(where: { $0 != 0 }) { w.append(.setDepths(s, depths)) }
        for id in ids where (try? order.isCollapsed(id)) == true {
          w.append(.setExpanded(id, false))
        }
      }
    }
    for (id, label) in labels.sorted(by: { $0.key < $1.key }) where w.overflow == nil {
      w.append(.setLabel(id, label))
    }
    for (id, handle) in handles.sorted(by: { $0.key < $1.key }) where w.overflow == nil {
      w.append(.setHandle(id, handle))
    }
    w.append(.viewport(viewport))
    if let groupFrame { w.append(.frame(groupFrame)) }
    if let outerScroll { w.append(.outerScroll(outerScroll)) }
  }

  public var isRecording: Bool { recording != nil }

  /// Performs one input call. Recorded before it runs, so a call that fails
  /// is in the trace too, as it is in the bug being reported.
  public mutating func perform(_ call: RecordedCall) throws(ReorderError) {
    recording?.append(call)
    switch call {
    case .layout(let kind, let cross): try setLayout(kind, crossExtent: cross)
    case .policy(let p): try setPolicy(p)
    case .activation(let a): try changeInteraction { $0.activation = a }
    case .commit(let mode): try changeInteraction { $0.commit = mode }
    case .clamp(let on): try changeInteraction { $0.clampToContent = on }
    case .autoScroll(let config): try changeInteraction { $0.autoScroll = config }
    case .animation(let config): try setAnimation(config)
    case .setText(let which, let text):
      var texts = announcements
      texts[which] = text
      try setAnnouncements(texts)
    case .insertSection(let i, let header, let footer, let rules):
      try insertSection(at: i, header: header, footer: footer, rules: rules)
    case .removeSection(let i): try removeSection(at: i)
    case .setSectionRules(let i, let rules): try setSectionRules(i, rules)
    case .setSectionExtents(let i, let header, let footer):
      try setSectionExtents(i, header: header, footer: footer)
    case .loadSection(let i, let ids, let sizes, let flags):
      try loadSection(i, ids: ids, sizes: sizes, flags: flags)
    case .insertItem(let id, let size, let flags, let at):
      try insertItem(id: id, size: size, flags: flags, at: at)
    case .removeItem(let id): try removeItem(id: id)
    case .resizeItem(let id, let size): try resizeItem(id: id, size: size)
    case .setCrossSize(let id, let size): try setCrossSize(id: id, size)
    case .setCrossSizes(let s, let sizes): try setCrossSizes(section: s, sizes)
    case .setFlags(let id, let flags): try setFlags(id: id, flags)
    case .setHandle(let id, let r): try setHandle(id: id, r)
    case .setLabel(let id, let label): try setLabel(id: id, label)
    case .select(let ids): try select(ids)
    case .setDepths(let s, let depths): try setDepths(section: s, depths)
    case .setDepth(let id, let d): try setDepth(id: id, d)
    case .setExpanded(let id, let on): try setExpanded(id: id, on)
    case .moveInto(let id, let place): try move(id: id, into: place)
    case .viewport(let r): try setViewport(r)
    case .frame(let r): try setGroupFrame(r)
    case .outerScroll(let o): try setOuterScroll(o)
    case .pointerDown(let p, let t): try pointerDown(p, time: t)
    case .pointerMove(let p, let t): try pointerMove(p, time: t)
    case .pointerUp(let p, let t): try pointerUp(p, time: t)
    case .pointerCancel(let t): try pointerCancel(time: t)
    case .key(let name, let focused, let t):
      guard let k = Key(name: name) else {
        throw ReorderError(.invalidArgument, "unknown key \"\(name)\"")
      }
      try key(k, focused: focused, time: t)
    case .tick(let t): try tick(time: t)
    case .cancelDrag(let t): try cancelDrag(time: t)
    case .move(let id, let to): try move(id: id, to: to)
    case .undo: try undo()
    case .redo: try redo()
    }
  }

  private mutating func changeInteraction(_ change: (inout InteractionConfig) -> Void)
    throws(ReorderError)
  {
    var c = interaction
    change(&c)
    try setInteraction(c)
  }

  /// Replays a trace into this engine, which must have no sections (so no
  /// items): a trace rebuilds its sections by index, and on top of others
  /// it would scramble them. The whole trace is parsed first, so a
  /// malformed one replays nothing (and is `.invalidArgument` before the
  /// state is checked, as arguments are everywhere). Calls that failed when
  /// recorded fail again and are passed over, as they were then; their
  /// events are queued.
  public mutating func replay(_ trace: String, limits: TraceLimits = TraceLimits())
    throws(ReorderError)
  {
    let calls = try RecordParser.parse(trace, limits: limits)
    guard order.sectionCount == 0 else {
      throw ReorderError(
        .wrongState,
        "cannot replay into an engine that has sections or items (sections: "
          + "\(order.sectionCount), items: \(order.itemCount)); replay into a fresh engine")
    }
    for call in calls { _ = try? perform(call) }
  }

  /// Replays a trace given as bytes, which must be UTF-8.
  public mutating func replay<C: Collection<UInt8>>(
    utf8 trace: C, limits: TraceLimits = TraceLimits()
  ) throws(ReorderError) {
    guard trace.count <= limits.bytes else {
      throw ReorderError(
        .invalidArgument, "the trace has \(trace.count) bytes, more than \(limits.bytes)")
    }
    try replay(RecordParser.text(utf8: trace), limits: limits)
  }

  /// Replays a trace into a fresh engine. Returns the engine and every
  /// event it queued, in order.
  public static func replay(_ trace: String) throws(ReorderError) -> (Engine, [Event]) {
    var engine = Engine()
    try engine.replay(trace)
    return (engine, engine.drainEvents())
  }
}
