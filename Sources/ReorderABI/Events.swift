// Events: converted to reorder_event, dispatched to the host's callback
// after the call that caused them, or kept for reorder_engine_poll_event.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc
import ReorderEngine

/// Events waiting for reorder_engine_poll_event (the engine's bounded
/// backlog), and the buffers that deliver events without allocating once
/// they have grown to the host's working size.
struct EventQueue {
  var backlog = EventBacklog(limit: Int(REORDER_EVENT_QUEUE_LIMIT))
  /// The events of the call being delivered (swapped with the engine's
  /// queue, so both keep their storage).
  var delivering: [Event] = []
  /// Announcement texts rendered for the callbacks, NUL-terminated.
  var texts: [UInt8] = []
  /// The last polled announcement's text, alive until the next poll.
  let polledText = TextBuffer()
}

/// A NUL-terminated text the library owns and reuses: it grows, never
/// shrinks, and stays where it is until it is next assigned.
final class TextBuffer {
  private(set) var pointer: UnsafeMutablePointer<CChar>
  private var capacity = 256
  private(set) var count = 0

  init() {
    pointer = .allocate(capacity: capacity)
    pointer[0] = 0
  }

  deinit { pointer.deallocate() }

  func assign(_ bytes: [UInt8]) {
    if bytes.count >= capacity {
      pointer.deallocate()
      capacity = bytes.count + 1
      pointer = .allocate(capacity: capacity)
    }
    bytes.withUnsafeBufferPointer { b in
      UnsafeMutableRawPointer(pointer).copyMemory(from: b.baseAddress!, byteCount: b.count)
    }
    pointer[bytes.count] = 0
    count = bytes.count
  }
}

func cPath(_ p: IndexPath) -> reorder_index_path {
  reorder_index_path(
    section: Int32(truncatingIfNeeded: p.section), item: Int32(truncatingIfNeeded: p.item))
}

/// The C form of an event; an announcement's `text` (NUL-terminated,
/// `length` bytes before the NUL) must outlive the result's use.
func cEvent(_ e: Event, text: UnsafePointer<CChar>? = nil, length: Int = 0) -> reorder_event {
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
    c.from_depth = Int32(s.fromDepth)
    c.depth = Int32(s.toDepth)
  case .drop(let id, let from, let to, let count, let source, let target):
    c.type = REORDER_EVENT_DROP
    c.id = id
    c.from = cPath(from)
    c.to = cPath(to)
    c.count = Int32(truncatingIfNeeded: count)
    c.source = OpaquePointer(bitPattern: source)
    c.target = OpaquePointer(bitPattern: target)
  case .transferred(let t):
    c.type = REORDER_EVENT_TRANSFER
    c.id = t.id
    c.from = cPath(t.from)
    c.to = cPath(t.to)
    c.source = OpaquePointer(bitPattern: t.source)
    c.target = OpaquePointer(bitPattern: t.target)
    switch t.kind {
    case .move: c.reason = REORDER_TRANSFER_MOVE
    case .copy: c.reason = REORDER_TRANSFER_COPY
    case .discard: c.reason = REORDER_TRANSFER_DISCARD
    }
  case .cancelled(let id, let reason, let source, let target):
    c.type = REORDER_EVENT_CANCEL
    c.id = id
    c.source = OpaquePointer(bitPattern: source)
    c.target = OpaquePointer(bitPattern: target)
    switch reason {
    case .pointer: c.reason = REORDER_CANCEL_POINTER
    case .key: c.reason = REORDER_CANCEL_KEY
    case .host: c.reason = REORDER_CANCEL_HOST
    case .itemRemoved: c.reason = REORDER_CANCEL_ITEM_REMOVED
    case .refused: c.reason = REORDER_CANCEL_REFUSED
    case .combined: c.reason = REORDER_CANCEL_COMBINED
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
  case .scrolled(let p, nil):
    c.type = REORDER_EVENT_SCROLL
    c.offset = reorder_point(x: p.x, y: p.y)
  case .scrolled(let p, let scope?):
    c.type = REORDER_EVENT_OUTER_SCROLL
    c.offset = reorder_point(x: p.x, y: p.y)
    c.reason = scope == .engine ? REORDER_OUTER_ENGINE : REORDER_OUTER_GROUP
  case .announcement:
    c.type = REORDER_EVENT_ANNOUNCEMENT
    c.text = text
    c.text_length = length
  case .animationNeeded:
    c.type = REORDER_EVENT_ANIMATION_NEEDED
  case .notice(let n):
    c.id = n.id
    switch n.kind {
    case .combined:
      c.type = REORDER_EVENT_COMBINE
      c.other = n.other
    case .expanded:
      c.type = REORDER_EVENT_EXPAND
    }
  }
  return c
}

/// Renders the events' announcements into `texts`, one after the other,
/// each NUL-terminated (templates and labels hold no NUL: they are
/// checked when set).
private func render(_ events: [Event], into texts: inout [UInt8]) {
  texts.removeAll(keepingCapacity: true)
  for case .announcement(let a) in events {
    a.render(into: &texts)
    texts.append(0)
  }
}

/// The C forms of `events`, with the texts `render` made (in `texts`).
private func cEvents(
  _ events: [Event], _ texts: UnsafeBufferPointer<UInt8>, _ body: (Int, reorder_event) -> Void
) {
  var next = 0
  for (i, e) in events.enumerated() {
    guard case .announcement = e, let base = texts.baseAddress else {
      body(i, cEvent(e))
      continue
    }
    let start = base + next
    let length = strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))
    next += length + 1
    body(
      i,
      cEvent(e, text: UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), length: length))
  }
}

/// Hands the engine's new events to the callback, or queues them for
/// polling. The engine is consistent again here, so the callback may read
/// it. The events and their texts go through buffers the box keeps, so a
/// call allocates nothing once they have grown.
func dispatch(_ box: EngineBox) {
  guard box.engine.hasEvents else { return }
  var events: [Event] = []
  swap(&events, &box.events.delivering)
  box.engine.takeEvents(into: &events)
  defer {
    events.removeAll(keepingCapacity: true)
    swap(&events, &box.events.delivering)
  }
  deliver(events, to: box)
}

/// Hands `events` to the engine's callback, or keeps them for polling.
func deliver(_ events: [Event], to box: EngineBox) {
  guard let sink = box.sink else {
    box.events.backlog.append(events)
    return
  }
  var texts: [UInt8] = []
  swap(&texts, &box.events.texts)
  defer { swap(&texts, &box.events.texts) }
  render(events, into: &texts)
  // (Already set while a transfer group delivers to all its members.)
  let was = box.dispatching
  box.dispatching = true
  defer { box.dispatching = was }
  texts.withUnsafeBufferPointer { texts in
    switch sink {
    case .each(let cb): deliverEach(events, texts, box, cb)
    case .batch(let cb): deliverBatch(events, texts, box, cb)
    }
  }
}

/// One call per event, through one buffer of the host's event size on the
/// stack. A free requested by the callback stops the delivery.
private func deliverEach(
  _ events: [Event], _ texts: UnsafeBufferPointer<UInt8>, _ box: EngineBox,
  _ cb: Callback<reorder_event_fn>
) {
  let size = box.eventSize
  withUnsafeTemporaryAllocation(
    byteCount: size, alignment: MemoryLayout<reorder_event>.alignment
  ) { buffer in
    guard let base = buffer.baseAddress else { return }
    cEvents(events, texts) { _, c in
      guard !box.freeRequested else { return }
      writeSized(c, eventVersions, to: base, size: size)
      cb.fn(base.assumingMemoryBound(to: reorder_event.self), cb.userData)
    }
  }
}

/// One call for all the events of the call that caused them: a host in a
/// slow language pays one crossing per call, not one per event.
private func deliverBatch(
  _ events: [Event], _ texts: UnsafeBufferPointer<UInt8>, _ box: EngineBox,
  _ cb: Callback<reorder_event_batch_fn>
) {
  let size = box.eventSize
  withUnsafeTemporaryAllocation(
    byteCount: size * events.count, alignment: MemoryLayout<reorder_event>.alignment
  ) { buffer in
    guard let base = buffer.baseAddress else { return }
    cEvents(events, texts) { i, c in writeSized(c, eventVersions, to: base + i * size, size: size) }
    cb.fn(base.assumingMemoryBound(to: reorder_event.self), events.count, cb.userData)
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
      if case .announcement(let a) = e {
        box.events.texts.removeAll(keepingCapacity: true)
        a.render(into: &box.events.texts)
        let t = box.events.polledText
        t.assign(box.events.texts)
        c = cEvent(e, text: t.pointer, length: t.count)
      } else {
        c = cEvent(e)
      }
      got = true
    } else if let refused = box.events.backlog.takeRefused() {
      c.type = REORDER_EVENT_QUEUE_FULL
      c.id = UInt64(refused)
      got = true
    }
    writeSized(c, eventVersions, to: out, size: outSize)
  }
  return status == REORDER_OK && !got ? REORDER_DONE : status
}
