// Status strings and the version-independent helpers of include/reorder.h.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc

/// Static strings: the pointers live as long as the process.
private func staticC(_ s: StaticString) -> UnsafePointer<CChar> {
  UnsafeRawPointer(s.utf8Start).assumingMemoryBound(to: CChar.self)
}

@_cdecl("reorder_status_string") @implementation
public func reorder_status_string(_ status: reorder_status) -> UnsafePointer<CChar>? {
  switch status {
  case REORDER_OK: staticC("ok")
  case REORDER_DONE: staticC("done: nothing more")
  case REORDER_E_INVALID: staticC("invalid argument")
  case REORDER_E_NULL: staticC("NULL pointer")
  case REORDER_E_DUPLICATE_ID: staticC("duplicate id")
  case REORDER_E_UNKNOWN_ID: staticC("unknown id")
  case REORDER_E_RANGE: staticC("index out of range")
  case REORDER_E_TOO_MANY: staticC("too many items")
  case REORDER_E_REFUSED: staticC("refused by the rules")
  case REORDER_E_STATE: staticC("wrong state")
  case REORDER_E_BUSY: staticC("busy: called from inside a callback")
  case REORDER_E_THREAD: staticC("engine in use by another thread")
  case REORDER_E_BUFFER: staticC("buffer too small")
  case REORDER_E_VERSION: staticC("unknown struct version or size")
  case REORDER_E_NOMEM: staticC("out of memory")
  case REORDER_E_QUEUE_FULL: staticC("event queue full: poll the waiting events")
  default: staticC("unknown status")
  }
}

@_cdecl("reorder_engine_last_error") @implementation
public func reorder_engine_last_error(_ engine: OpaquePointer?) -> UnsafePointer<CChar>? {
  guard let engine else {
    return ThreadNotes.creationError.map { UnsafePointer($0.pointer) } ?? staticC("")
  }
  let box = EngineBox.from(engine)
  if ThreadNotes.refused == box.serial { return staticC("another thread is using this engine") }
  let me = UInt(pthread_self())
  let (acquired, holder) = box.owner.compareExchange(
    expected: 0, desired: me, ordering: .acquiring)
  // Another thread may be replacing the message right now: do not touch it.
  guard acquired || holder == me else { return staticC("another thread is using this engine") }
  let message = UnsafePointer(box.lastError.pointer)
  if acquired { box.owner.store(0, ordering: .releasing) }
  return message
}

@_cdecl("reorder_free") @implementation
public func reorder_free(_ pointer: UnsafeMutableRawPointer?) {
  free(pointer)
}
