// What to draw at time t: items into a caller buffer, and section frames.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

@_cdecl("reorder_engine_presentation") @implementation
public func reorder_engine_presentation(
  _ out: UnsafeMutablePointer<reorder_presentation>?, _ capacity: Int, _ elementSize: Int,
  _ outCount: UnsafeMutablePointer<Int>?, _ engine: OpaquePointer?, _ r: reorder_rect,
  _ time: Double
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outCount else { throw .null("out_count") }
    try presentationVersions.checkSize(elementSize, "element_size")
    let area = rect(r)
    guard area.isFinite, area.width >= 0, area.height >= 0, time.isFinite else {
      throw .invalid("rect must be finite with a size ≥ 0, and time finite")
    }
    // Each record straight into the host's buffer, while there is room.
    var count = 0
    box.reading { e in
      e.forEachPresentation(in: area, at: time) { p in
        defer { count += 1 }
        guard let out, fitting(capacity, count + 1) > count else { return }
        let record = reorder_presentation(
          id: p.id, path: cPath(p.indexPath), frame: cRect(p.frame), alpha: p.alpha,
          scale: p.scale, shadow_opacity: p.shadow.opacity, shadow_radius: p.shadow.radius,
          shadow_offset: reorder_point(x: p.shadow.offset.x, y: p.shadow.offset.y),
          z_index: Int32(truncatingIfNeeded: p.zIndex), lifted: p.isLifted ? 1 : 0,
          stack_count: Int32(truncatingIfNeeded: p.stackCount), target: p.isTarget ? 1 : 0)
        writeSized(
          record, presentationVersions, to: UnsafeMutableRawPointer(out) + count * elementSize,
          size: elementSize)
      }
    }
    outCount.pointee = count
    let room = fitting(capacity, count)
    if room > 0 && out == nil { throw .null("out") }
    guard room == count else { throw .buffer(capacity, count, "entries") }
  }
}

@_cdecl("reorder_engine_is_animating") @implementation
public func reorder_engine_is_animating(
  _ out: UnsafeMutablePointer<Int32>?, _ engine: OpaquePointer?, _ time: Double
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard time.isFinite else { throw .invalid("time must be finite") }
    try store(box.reading { $0.isAnimating(at: time) } ? 1 : 0, out)
  }
}

@_cdecl("reorder_section_frame") @implementation
public func reorder_section_frame(
  _ out: UnsafeMutablePointer<reorder_rect>?, _ engine: OpaquePointer?, _ section: Int32,
  _ time: Double
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    guard time.isFinite else { throw .invalid("time must be finite") }
    out.pointee = cRect(
      try engineCall { () throws(ReorderError) in
        try box.reading { (e) throws(ReorderError) in try e.sectionFrame(Int(section), at: time) }
      })
  }
}
