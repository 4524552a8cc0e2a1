// reorder_options: defaults from the engine's own, conversion with
// validation, and the engine's life cycle (new, configure, free).
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc
import ReorderEngine

/// What a reorder_options says, in the engine's terms.
struct Settings {
  var layout: LayoutKind
  var crossExtent: Double
  var policy: Policy
  var interaction: InteractionConfig
  var animation: AnimationConfig
}

/// Looks up a C enum value in a table, or throws naming the field.
func pick<T>(_ value: Int32, _ table: [T], _ field: String) throws(ABIError) -> T {
  guard value >= 0 && Int(value) < table.count else {
    throw .invalid("\(field) \(value) is not one of 0...\(table.count - 1)")
  }
  return table[Int(value)]
}

private let easings: [Easing] = [.linear, .easeOut, .easeInOut]
let curves: [AutoScrollCurve] = [.linear, .ramped, .eased]
private let groupOrders: [GroupOrder] = [.selection, .layout]
private let alignments: [FlowAlignment] = [.start, .center, .justify]

/// The code of a value in its table: the tables are complete.
private func code<T: Equatable>(_ value: T, in table: [T]) -> Int32 {
  Int32(table.firstIndex(of: value) ?? 0)
}

extension Settings {
  init(_ o: reorder_options) throws(ABIError) {
    try checkUnusedFields(o)
    let insets = Insets(
      top: o.insets.y, left: o.insets.x, bottom: o.insets.height, right: o.insets.width)
    let kind = try pick(
      o.layout,
      [REORDER_LAYOUT_LIST, REORDER_LAYOUT_GRID, REORDER_LAYOUT_FLOW, REORDER_LAYOUT_OUTLINE],
      "layout")
    let direction = try pick(o.direction, [LayoutDirection.leftToRight, .rightToLeft], "direction")
    switch kind {
    case REORDER_LAYOUT_GRID:
      layout = .grid(
        GridConfig(
          axis: try pick(o.grid_axis, [Axis.vertical, .horizontal], "grid_axis"),
          columns: Int(o.grid_columns), cellWidth: o.grid_cell_width,
          cellHeight: o.grid_cell_height, itemSpacing: o.item_spacing,
          lineSpacing: o.line_spacing, sectionSpacing: o.section_spacing, sectionInsets: insets,
          emptySectionExtent: o.empty_section_extent, direction: direction))
    case REORDER_LAYOUT_FLOW:
      layout = .flow(
        FlowConfig(
          alignment: try pick(o.flow_align, alignments, "flow_align"),
          itemSpacing: o.item_spacing, lineSpacing: o.line_spacing,
          sectionSpacing: o.section_spacing, sectionInsets: insets,
          itemHeight: o.flow_item_height, emptySectionExtent: o.empty_section_extent,
          direction: direction))
    default:
      layout = .list(
        ListConfig(
          axis: try pick(o.axis, [Axis.vertical, .horizontal], "axis"),
          itemSpacing: o.item_spacing, sectionSpacing: o.section_spacing, insets: insets,
          emptySectionExtent: o.empty_section_extent, direction: direction,
          outline: kind == REORDER_LAYOUT_OUTLINE ? outline(o) : nil))
    }
    crossExtent = o.cross_extent
    policy = Policy(
      rule: try pick(o.rule, [ReorderRule.midpoint, .edge, .pointer, .center], "rule"),
      semantics: try pick(o.semantics, [MoveSemantics.shift, .exchange], "semantics"),
      crossSectionMoves: o.cross_section_moves != 0,
      groupOrder: try pick(o.group_order, groupOrders, "group_order"),
      combine: o.combine_zone == 0
        ? nil : CombineConfig(zone: o.combine_zone, delay: o.combine_delay))
    let activation = try pick(
      o.activation,
      [
        Activation.longPress(delay: o.long_press_delay, tolerance: o.long_press_tolerance),
        .distance(o.drag_distance), .immediate,
      ], "activation")
    let zone = try pick(
      o.autoscroll_zone_kind,
      [AutoScrollZone.absolute(o.autoscroll_zone), .fraction(o.autoscroll_zone)],
      "autoscroll_zone_kind")
    var scroll = AutoScrollConfig()
    scroll.zone = zone
    scroll.curve = try pick(o.autoscroll_curve, curves, "autoscroll_curve")
    scroll.maxSpeed = o.autoscroll_max_speed
    scroll.gracePeriod = o.autoscroll_grace
    scroll.requiresIntent = o.autoscroll_intent != 0
    interaction = InteractionConfig(
      activation: activation,
      commit: try pick(o.commit, [CommitMode.live, .onDrop], "commit"),
      clampToContent: o.clamp_to_content != 0, autoScroll: scroll)
    var a = AnimationConfig()
    a.lift.scale = o.lift_scale
    a.lift.alpha = o.lift_alpha
    a.lift.shadowOffset = Point(x: o.shadow_offset.x, y: o.shadow_offset.y)
    a.lift.shadowRadius = o.shadow_radius
    a.lift.shadowOpacity = o.shadow_opacity
    a.lift.duration = o.lift_duration
    a.displaceDuration = o.displace_duration
    a.settleDuration = o.settle_duration
    a.cancelDuration = o.cancel_duration
    a.displaceEasing = try pick(o.displace_easing, easings, "displace_easing")
    a.settleEasing = try pick(o.settle_easing, easings, "settle_easing")
    animation = a
  }

  /// Applies every setting, through `perform` so that a recording has them.
  /// Validates all of them first, so a bad one changes nothing.
  func apply(to engine: inout Engine) throws(ABIError) {
    var trial = engine
    try engineCall { () throws(ReorderError) in
      try trial.setLayout(layout, crossExtent: crossExtent)
      try trial.setInteraction(interaction)
      try trial.setAnimation(animation)
    }
    try engineCall { () throws(ReorderError) in
      try engine.perform(.layout(layout, crossExtent: crossExtent))
      try engine.perform(.policy(policy))
      try engine.perform(.activation(interaction.activation))
      try engine.perform(.commit(interaction.commit))
      try engine.perform(.clamp(interaction.clampToContent))
      try engine.perform(.autoScroll(interaction.autoScroll))
      try engine.perform(.animation(animation))
    }
  }
}

/// Fields the chosen modes do not use are checked too: a bad number is a
/// bug in the host whether or not it matters today.
private func checkUnusedFields(_ o: reorder_options) throws(ABIError) {
  let extents: [(Double, String)] = [
    (o.drag_distance, "drag_distance"), (o.long_press_delay, "long_press_delay"),
    (o.long_press_tolerance, "long_press_tolerance"), (o.line_spacing, "line_spacing"),
    (o.grid_cell_width, "grid_cell_width"), (o.grid_cell_height, "grid_cell_height"),
    (o.autoscroll_zone, "autoscroll_zone"), (o.empty_section_extent, "empty_section_extent"),
    (o.flow_item_height, "flow_item_height"),
  ]
  for (value, name) in extents where !(value.isFinite && value >= 0 && value <= 1e9) {
    throw .invalid("\(name) \(value) is not a finite number in 0...1e9")
  }
  guard o.grid_columns >= 0 else { throw .invalid("grid_columns \(o.grid_columns) is negative") }
  guard o.outline_indent.isFinite && o.outline_indent > 0 && o.outline_indent <= 1e9 else {
    throw .invalid("outline_indent \(o.outline_indent) is not a finite number in (0, 1e9]")
  }
  guard o.outline_max_depth >= 0 && Int(o.outline_max_depth) <= Order.maxDepth else {
    throw .invalid("outline_max_depth \(o.outline_max_depth) is not one of 0...\(Order.maxDepth)")
  }
  let fractions = [(o.outline_into_zone, "outline_into_zone"), (o.combine_zone, "combine_zone")]
  for (value, name) in fractions where !(value >= 0 && value <= 1) {
    throw .invalid("\(name) \(value) is not a fraction in 0...1")
  }
  let delays = [
    (o.outline_expand_delay, "outline_expand_delay"), (o.combine_delay, "combine_delay"),
  ]
  for (value, name) in delays where !(value >= 0 && value <= 3600) {
    throw .invalid("\(name) \(value) is not a number of seconds in 0...3600")
  }
  _ = try pick(o.grid_axis, [Axis.vertical, .horizontal], "grid_axis")
  _ = try pick(o.flow_align, alignments, "flow_align")
}

/// The outline fields (used by REORDER_LAYOUT_OUTLINE, checked always).
private func outline(_ o: reorder_options) -> OutlineConfig {
  OutlineConfig(
    indent: o.outline_indent, maxDepth: Int(o.outline_max_depth), intoZone: o.outline_into_zone,
    expandDelay: o.outline_expand_delay)
}

/// Every option at its default, from the engine's own defaults.
private let defaultOptions: reorder_options = {
  var o = reorder_options()
  o.version = optionsVersions.current
  o.layout = REORDER_LAYOUT_LIST
  o.axis = REORDER_AXIS_VERTICAL
  o.grid_columns = Int32(GridConfig().columns)
  o.empty_section_extent = ListConfig().emptySectionExtent
  o.flow_align = code(FlowConfig().alignment, in: alignments)
  o.flow_item_height = FlowConfig().itemHeight
  let outline = OutlineConfig()
  o.outline_indent = outline.indent
  o.outline_max_depth = Int32(outline.maxDepth)
  o.outline_into_zone = outline.intoZone
  o.outline_expand_delay = outline.expandDelay
  o.rule = REORDER_RULE_MIDPOINT
  o.semantics = REORDER_SEMANTICS_SHIFT
  o.cross_section_moves = 1
  o.group_order = code(Policy().groupOrder, in: groupOrders)
  o.activation = REORDER_ACTIVATION_LONG_PRESS
  if case .longPress(let delay, let tolerance) = Activation.longPress() {
    o.long_press_delay = delay
    o.long_press_tolerance = tolerance
  }
  if case .distance(let d) = Activation.distance() { o.drag_distance = d }
  o.commit = REORDER_COMMIT_LIVE
  set(&o, autoScroll: AutoScrollConfig())
  let a = AnimationConfig()
  o.lift_scale = a.lift.scale
  o.lift_alpha = a.lift.alpha
  o.shadow_offset = reorder_point(x: a.lift.shadowOffset.x, y: a.lift.shadowOffset.y)
  o.shadow_radius = a.lift.shadowRadius
  o.shadow_opacity = a.lift.shadowOpacity
  o.lift_duration = a.lift.duration
  o.displace_duration = a.displaceDuration
  o.settle_duration = a.settleDuration
  o.cancel_duration = a.cancelDuration
  o.displace_easing = code(a.displaceEasing, in: easings)
  o.settle_easing = code(a.settleEasing, in: easings)
  return o
}()

/// The auto-scroll fields of `o` as `c` has them (a preset's: absolute zones).
private func set(_ o: inout reorder_options, autoScroll c: AutoScrollConfig) {
  if case .absolute(let zone) = c.zone {
    o.autoscroll_zone_kind = REORDER_ZONE_ABSOLUTE
    o.autoscroll_zone = zone
  }
  o.autoscroll_curve = code(c.curve, in: curves)
  o.autoscroll_max_speed = c.maxSpeed
  o.autoscroll_grace = c.gracePeriod
  o.autoscroll_intent = c.requiresIntent ? 1 : 0
}

/// The defaults of a desktop host (REORDER_PRESET_DESKTOP).
private let desktopOptions: reorder_options = {
  var o = defaultOptions
  set(&o, autoScroll: .desktop)
  return o
}()

@_cdecl("reorder_options_init") @implementation
public func reorder_options_init(
  _ options: UnsafeMutablePointer<reorder_options>?, _ version: UInt32
)
  -> reorder_status
{
  initVersioned(
    options, version, optionsVersions, defaults: defaultOptions, init: "reorder_options_init")
}

@_cdecl("reorder_options_init_preset") @implementation
public func reorder_options_init_preset(
  _ options: UnsafeMutablePointer<reorder_options>?, _ version: UInt32, _ preset: reorder_preset
) -> reorder_status {
  let defaults: reorder_options
  switch preset {
  case REORDER_PRESET_TOUCH: defaults = defaultOptions
  case REORDER_PRESET_DESKTOP: defaults = desktopOptions
  default:
    ThreadNotes.creationError = CString("preset \(preset) is not a REORDER_PRESET_*")
    return REORDER_E_INVALID
  }
  return initVersioned(
    options, version, optionsVersions, defaults: defaults, init: "reorder_options_init_preset")
}

/// The settings a host's options (NULL: the defaults) ask for.
private func settings(_ options: UnsafePointer<reorder_options>?) throws(ABIError) -> Settings {
  guard let options else { return try Settings(defaultOptions) }
  return try Settings(
    readVersioned(
      options, optionsVersions, defaults: defaultOptions, init: "reorder_options_init"))
}

@_cdecl("reorder_engine_new") @implementation
public func reorder_engine_new(
  _ out: UnsafeMutablePointer<OpaquePointer?>?, _ options: UnsafePointer<reorder_options>?
) -> reorder_status {
  guard let out else {
    ThreadNotes.creationError = CString("out is NULL")
    return REORDER_E_NULL
  }
  out.pointee = nil
  var engine = Engine()
  do {
    try settings(options).apply(to: &engine)
  } catch {
    ThreadNotes.creationError = CString(error.message)
    return error.status
  }
  ThreadNotes.creationError = nil
  out.pointee = Unmanaged.passRetained(EngineBox(engine)).toOpaque().handle
  return REORDER_OK
}

extension UnsafeMutableRawPointer {
  fileprivate var handle: OpaquePointer { OpaquePointer(self) }
}

@_cdecl("reorder_engine_configure") @implementation
public func reorder_engine_configure(
  _ engine: OpaquePointer?, _ options: UnsafePointer<reorder_options>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let s = try settings(options)
    guard box.engine.phase != .pressing && box.engine.phase != .dragging else {
      throw ABIError(status: REORDER_E_STATE, message: "cannot configure during a press or drag")
    }
    try s.apply(to: &box.engine)
  }
}

@_cdecl("reorder_engine_free") @implementation
public func reorder_engine_free(_ engine: OpaquePointer?) -> reorder_status {
  guard let engine else { return REORDER_OK }
  let box = EngineBox.from(engine)
  let me = currentThread()
  let (acquired, holder) = box.owner.compareExchange(
    expected: 0, desired: me, ordering: .acquiring)
  if acquired {
    // Out of its group first, which may cancel a drag in the others: they
    // must be free.
    if let g = box.group, (try? g.holdOthers(than: box)).map({ g.leave(box, releasing: $0) }) == nil
    {
      box.owner.store(0, ordering: .releasing)
      return REORDER_E_THREAD
    }
    box.release()
  } else if holder == me {
    // From inside one of its own callbacks or destroy functions: released
    // when the outer call ends (or already being released).
    box.freeRequested = true
  } else {
    // Freeing under the other thread would crash it.
    ThreadNotes.refused = box.serial
    return REORDER_E_THREAD
  }
  return REORDER_OK
}
