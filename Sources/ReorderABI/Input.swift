// Geometry queries, pointer / key / scroll / clock input, and the phase.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

func point(_ p: reorder_point) -> Point { Point(x: p.x, y: p.y) }

/// Performs one recorded input call on the engine behind `handle`.
func perform(_ handle: OpaquePointer?, _ call: RecordedCall) -> reorder_status {
  guarded(handle, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.perform(call) }
  }
}

@_cdecl("reorder_engine_hit_test") @implementation
public func reorder_engine_hit_test(
  _ out: UnsafeMutablePointer<reorder_hit>?, _ outSize: Int, _ engine: OpaquePointer?,
  _ p: reorder_point
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    try hitVersions.checkSize(outSize, "out_size")
    var hit = reorder_hit()
    switch box.engine.hitTest(point(p)) {
    case .item(let at)?:
      hit.kind = REORDER_HIT_ITEM
      hit.path = cPath(at)
    case .slot(let at)?:
      hit.kind = REORDER_HIT_SLOT
      hit.path = cPath(at)
    case nil:
      hit.kind = REORDER_HIT_NONE
    }
    writeSized(hit, hitVersions, to: out, size: outSize)
  }
}

@_cdecl("reorder_engine_content_size") @implementation
public func reorder_engine_content_size(
  _ outWidth: UnsafeMutablePointer<Double>?, _ outHeight: UnsafeMutablePointer<Double>?,
  _ engine: OpaquePointer?
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outWidth, let outHeight else { throw .null("out_width or out_height") }
    let size = box.engine.contentSize
    outWidth.pointee = size.width
    outHeight.pointee = size.height
  }
}

@_cdecl("reorder_engine_set_viewport") @implementation
public func reorder_engine_set_viewport(_ engine: OpaquePointer?, _ viewport: reorder_rect)
  -> reorder_status
{
  perform(engine, .viewport(rect(viewport)))
}

@_cdecl("reorder_engine_pointer_down") @implementation
public func reorder_engine_pointer_down(
  _ engine: OpaquePointer?, _ p: reorder_point, _ time: Double
) -> reorder_status {
  perform(engine, .pointerDown(point(p), time: time))
}

@_cdecl("reorder_engine_pointer_move") @implementation
public func reorder_engine_pointer_move(
  _ engine: OpaquePointer?, _ p: reorder_point, _ time: Double
) -> reorder_status {
  perform(engine, .pointerMove(point(p), time: time))
}

@_cdecl("reorder_engine_pointer_up") @implementation
public func reorder_engine_pointer_up(_ engine: OpaquePointer?, _ p: reorder_point, _ time: Double)
  -> reorder_status
{
  perform(engine, .pointerUp(point(p), time: time))
}

@_cdecl("reorder_engine_pointer_cancel") @implementation
public func reorder_engine_pointer_cancel(_ engine: OpaquePointer?, _ time: Double)
  -> reorder_status
{
  perform(engine, .pointerCancel(time: time))
}

@_cdecl("reorder_engine_tick") @implementation
public func reorder_engine_tick(_ engine: OpaquePointer?, _ time: Double) -> reorder_status {
  perform(engine, .tick(time))
}

@_cdecl("reorder_engine_cancel_drag") @implementation
public func reorder_engine_cancel_drag(_ engine: OpaquePointer?, _ time: Double)
  -> reorder_status
{
  perform(engine, .cancelDrag(time: time))
}

/// In the order of the header's REORDER_KEY_* values.
private let keys: [Key] = [
  .pickUpOrDrop, .cancel, .previous, .next, .up, .down, .left, .right, .first, .last, .indent,
  .outdent,
]

@_cdecl("reorder_engine_key") @implementation
public func reorder_engine_key(
  _ engine: OpaquePointer?, _ key: reorder_key, _ focused: UnsafePointer<UInt64>?, _ time: Double
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let k = try pick(key, keys, "key")
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.key(k.name, focused: focused?.pointee, time: time))
    }
  }
}

@_cdecl("reorder_engine_phase") @implementation
public func reorder_engine_phase(
  _ out: UnsafeMutablePointer<reorder_phase>?, _ engine: OpaquePointer?
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    let phase: reorder_phase
    switch box.reading({ $0.phase }) {
    case .idle: phase = REORDER_PHASE_IDLE
    case .pressing: phase = REORDER_PHASE_PRESSING
    case .dragging: phase = REORDER_PHASE_DRAGGING
    case .settling: phase = REORDER_PHASE_SETTLING
    }
    try store(phase, out)
  }
}
