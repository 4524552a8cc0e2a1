// Events: converted to reorder_event, dispatched to the host's callback
// after the call that caused them, or kept for reorder_engine_poll_event.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

/// Events waiting for reorder_engine_poll_event (the engine's bounded
/// backlog), and the text of the last polled announcement, alive until the
/// next call.
struct EventQueue {
  var backlog = EventBacklog(limit: Int(REORDER_EVENT_QUEUE_LIMIT))
  var polledText: CString?
}

func cPath(_ p: IndexPath) -> reorder_index_path {
  reorder_index_path(
    section: Int32(truncatingIfNeeded: p.section), item: Int32(truncatingIfNeeded: p.item))
}

/// The C form of an event; `text` must outlive the result's use.
func cEvent(_ e: Event, text: CString?) -> reorder_event {
  var c = reorder_event()
  switch e {
  case .lift(let id, let at):
    c.type = REORDER_EVENT_LIFT
    c.id = id
    c.from = cPath(at)
    c.to = cPath(at)
  case .moved(let s):
    c.type = REORDER_EVENT_MOVE
    c.id = s.id
    c.from = cPath(s.from)
    c.to = cPath(s.to)
  case .drop(let id, let from, let to):
    c.type = REORDER_EVENT_DROP
    c.id = id
    c.from = cPath(from)
    c.to = cPath(to)
  case .cancelled(let id, let reason):
    c.type = REORDER_EVENT_CANCEL
    c.id = id
    switch reason {
    case .pointer: c.reason = REORDER_CANCEL_POINTER
    case .key: c.reason = REORDER_CANCEL_KEY
    case .host: c.reason = REORDER_CANCEL_HOST
    case .itemRemoved: c.reason = REORDER_CANCEL_ITEM_REMOVED
    }
  case .notADrag(let id, let reason):
    c.type = REORDER_EVENT_NOT_A_DRAG
    c.id = id ?? 0
    c.has_id = id == nil ? 0 : 1
    switch reason {
    case .movedBeforeDelay: c.reason = REORDER_NOT_A_DRAG_MOVED
    case .tap: c.reason = REORDER_NOT_A_DRAG_TAP
    case .notLiftable: c.reason = REORDER_NOT_A_DRAG_NOT_LIFTABLE
    }
  case .scrolled(let p):
    c.type = REORDER_EVENT_SCROLL
    c.offset = reorder_point(x: p.x, y: p.y)
  case .announcement:
    c.type = REORDER_EVENT_ANNOUNCEMENT
    if let text {
      c.text = UnsafePointer(text.pointer)
      c.text_length = text.count
    }
  case .animationNeeded:
    c.type = REORDER_EVENT_ANIMATION_NEEDED
  }
  return c
}

private func text(of e: Event) -> CString? {
  if case .announcement(let s) = e { return CString(s) }
  return nil
}

/// Hands the engine's new events to the callback, or queues them for
/// polling. The engine is consistent again here, so the callback may read it.
func dispatch(_ box: EngineBox) {
  let events = box.engine.drainEvents()
  guard !events.isEmpty else { return }
  guard let sink = box.sink else {
    box.events.backlog.append(events)
    return
  }
  box.dispatching = true
  defer { box.dispatching = false }
  switch sink {
  case .each(let cb): deliverEach(events, box, cb)
  case .batch(let cb): deliverBatch(events, box, cb)
  }
}

/// One call per event, through one buffer of the host's event size on the
/// stack. A free requested by the callback stops the delivery.
private func deliverEach(_ events: [Event], _ box: EngineBox, _ cb: Callback<reorder_event_fn>) {
  let size = box.eventSize
  withUnsafeTemporaryAllocation(
    byteCount: size, alignment: MemoryLayout<reorder_event>.alignment
  ) { buffer in
    guard let base = buffer.baseAddress else { return }
    for e in events where !box.freeRequested {
      let t = text(of: e)
      writeSized(cEvent(e, text: t), to: base, size: size)
      withExtendedLifetime(t) {
        cb.fn(base.assumingMemoryBound(to: reorder_event.self), cb.userData)
      }
    }
  }
}

/// One call for all the events of the call that caused them: a host in a
/// slow language pays one crossing per call, not one per event.
private func deliverBatch(
  _ events: [Event], _ box: EngineBox, _ cb: Callback<reorder_event_batch_fn>
) {
  let size = box.eventSize
  let texts = events.map(text(of:))
  withUnsafeTemporaryAllocation(
    byteCount: size * events.count, alignment: MemoryLayout<reorder_event>.alignment
  ) { buffer in
    guard let base = buffer.baseAddress else { return }
    for (i, e) in events.enumerated() {
      writeSized(cEvent(e, text: texts[i]), to: base + i * size, size: size)
    }
    withExtendedLifetime(texts) {
      cb.fn(base.assumingMemoryBound(to: reorder_event.self), events.count, cb.userData)
    }
  }
}

/// Installs `sink` (nil: back to polling) for events of `eventSize` bytes.
private func setSink(
  _ engine: OpaquePointer?, _ eventSize: Int, _ sink: @escaping () -> EventSink?
) -> reorder_status {
  guarded(engine, .control) { box throws(ABIError) in
    let new = sink()
    if new != nil { try eventVersions.checkSize(eventSize, "event_size") }
    box.eventSize = eventSize
    box.destroy(box.sink)
    box.sink = new
  }
}

@_cdecl("reorder_engine_set_event_callback") @implementation
public func reorder_engine_set_event_callback(
  _ engine: OpaquePointer?, _ fn: reorder_event_fn?, _ eventSize: Int,
  _ destroy: reorder_destroy_fn?, _ userData: UnsafeMutableRawPointer?
) -> reorder_status {
  setSink(engine, eventSize) {
    fn.map { .each(Callback(fn: $0, userData: userData, destroyFn: destroy)) }
  }
}

@_cdecl("reorder_engine_set_event_batch_callback") @implementation
public func reorder_engine_set_event_batch_callback(
  _ engine: OpaquePointer?, _ fn: reorder_event_batch_fn?, _ eventSize: Int,
  _ destroy: reorder_destroy_fn?, _ userData: UnsafeMutableRawPointer?
) -> reorder_status {
  setSink(engine, eventSize) {
    fn.map { .batch(Callback(fn: $0, userData: userData, destroyFn: destroy)) }
  }
}

@_cdecl("reorder_engine_poll_event") @implementation
public func reorder_engine_poll_event(
  _ out: UnsafeMutablePointer<reorder_event>?, _ outSize: Int, _ engine: OpaquePointer?
) -> reorder_status {
  var got = false
  let status = guarded(engine, .control) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    try eventVersions.checkSize(outSize, "out_size")
    var c = reorder_event()
    if let e = box.events.backlog.pop() {
      box.events.polledText = text(of: e)
      c = cEvent(e, text: box.events.polledText)
      got = true
    } else if let refused = box.events.backlog.takeRefused() {
      c.type = REORDER_EVENT_QUEUE_FULL
      c.id = UInt64(refused)
      got = true
    }
    writeSized(c, to: out, size: outSize)
  }
  return status == REORDER_OK && !got ? REORDER_DONE : status
}
