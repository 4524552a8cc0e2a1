// Outer scroll containers (nested scrolling): reorder_outer_scroll, its
// conversion with validation, and setting it on an engine or a group.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

/// What a reorder_outer_scroll says (nil for NULL: no container).
func outerScroll(_ p: UnsafePointer<reorder_outer_scroll>?) throws(ABIError) -> OuterScroll? {
  guard let p else { return nil }
  let o = try readVersioned(
    p, outerScrollVersions, defaults: defaultOuterScroll, init: "reorder_outer_scroll_init")
  var config = AutoScrollConfig()
  config.zone = try pick(
    o.zone_kind, [AutoScrollZone.absolute(o.zone), .fraction(o.zone)], "zone_kind")
  config.curve = try pick(o.curve, curves, "curve")
  config.maxSpeed = o.max_speed
  config.gracePeriod = o.grace
  config.requiresIntent = o.intent != 0
  let scroll = OuterScroll(
    visible: rect(o.visible), offset: point(o.offset), minOffset: point(o.min_offset),
    maxOffset: point(o.max_offset), config: config)
  try engineCall { () throws(ReorderError) in try scroll.validate() }
  return scroll
}

private let defaultOuterScroll: reorder_outer_scroll = {
  let c = AutoScrollConfig()
  var o = reorder_outer_scroll()
  o.version = outerScrollVersions.current
  o.zone_kind = REORDER_ZONE_ABSOLUTE
  if case .absolute(let zone) = c.zone { o.zone = zone }
  o.curve = REORDER_CURVE_LINEAR
  o.max_speed = c.maxSpeed
  o.grace = c.gracePeriod
  return o
}()

@_cdecl("reorder_outer_scroll_init") @implementation
public func reorder_outer_scroll_init(
  _ outer: UnsafeMutablePointer<reorder_outer_scroll>?, _ version: UInt32
) -> reorder_status {
  initVersioned(
    outer, version, outerScrollVersions, defaults: defaultOuterScroll,
    init: "reorder_outer_scroll_init")
}

@_cdecl("reorder_engine_set_outer_scroll") @implementation
public func reorder_engine_set_outer_scroll(
  _ engine: OpaquePointer?, _ outer: UnsafePointer<reorder_outer_scroll>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let o = try outerScroll(outer)
    try engineCall { () throws(ReorderError) in try box.engine.perform(.outerScroll(o)) }
  }
}

@_cdecl("reorder_group_set_outer_scroll") @implementation
public func reorder_group_set_outer_scroll(
  _ group: OpaquePointer?, _ outer: UnsafePointer<reorder_outer_scroll>?
) -> reorder_status {
  var failure: ABIError?
  let status = groupGuarded(group) { g throws(ABIError) in
    do throws(ABIError) {
      let o = try outerScroll(outer)
      try withMembers(g) { () throws(ABIError) in
        var access = g.access
        g.pending += try engineCall { () throws(ReorderError) in
          try g.group.setOuterScroll(o, &access)
        }
      }
    } catch {
      failure = error
      throw error
    }
  }
  // No engine to hold the message: reorder_engine_last_error(NULL) has it.
  ThreadNotes.creationError = failure.map { CString($0.message) }
  return status
}
