// The engine handle: a class box around the Swift engine, the guard every
// entry point goes through (NULL, threads, re-entrancy), and the last error.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc
import ReorderEngine
import Synchronization

/// What `reorder_engine *` points at.
final class EngineBox {
  /// The engine, in memory of its own, read and changed in place through
  /// the accessors of `engine`. As a stored property of the class it was
  /// copied whole for every read call whose work the compiler cannot see
  /// through (one that calls a closure, such as presentation's), and each
  /// access was checked for exclusivity at run time; `guarded` already
  /// keeps the calls on an engine apart.
  private let storage: UnsafeMutablePointer<Engine>
  var engine: Engine {
    unsafeAddress { UnsafePointer(storage) }
    unsafeMutableAddress { storage }
  }

  /// The engine for a read call, as an `inout`: exclusively the body's, so
  /// the engine's methods borrow it where it is. Read through `engine`, a
  /// call into the other module copies the whole engine first (some forty
  /// reference-counted fields), in case the memory behind it changed.
  func reading<R, E: Error>(_ body: (inout Engine) throws(E) -> R) throws(E) -> R {
    try body(&storage.pointee)
  }
  /// The thread inside a call on this engine (pthread_self), 0 when none:
  /// how a second thread is detected and refused.
  let owner = Atomic<UInt>(0)
  /// Unique to this engine, so that a note about a freed engine never
  /// applies to a new one allocated at its address.
  let serial = EngineBox.serials.add(1, ordering: .relaxed).newValue
  private static let serials = Atomic<UInt>(0)
  /// Set while event callbacks run: read-only calls are allowed then.
  var dispatching = false
  /// Set while the retarget hook runs: the engine is mid-change, so no call.
  var inHook = false
  /// Set while a destroy function runs: no call; free is deferred.
  var inDestroy = false
  /// reorder_engine_free called from a callback: done when the call ends.
  var freeRequested = false
  var lastError = CString.empty
  var events = EventQueue()
  /// Where events go: one callback per event, or one per call; nil: the
  /// backlog, for polling.
  var sink: EventSink?
  /// The event size the callback's host was compiled with.
  var eventSize = MemoryLayout<reorder_event>.size
  var retarget: Callback<reorder_retarget_fn>?
  var outlineRetarget: Callback<reorder_outline_retarget_fn>?
  /// The transfer group the engine is in (it holds the engine).
  weak var group: GroupBox?

  init(_ engine: Engine) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: engine)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  var handle: OpaquePointer { OpaquePointer(Unmanaged.passUnretained(self).toOpaque()) }

  static func from(_ p: OpaquePointer) -> EngineBox {
    Unmanaged<EngineBox>.fromOpaque(UnsafeRawPointer(p)).takeUnretainedValue()
  }

  /// Runs a replaced or removed callback's destroy function. Calls it makes
  /// on the engine are refused, so each destroy runs exactly once.
  func destroy<F>(_ old: Callback<F>?) {
    guard let old else { return }
    inDestroy = true
    old.destroy()
    inDestroy = false
  }

  func destroy(_ old: EventSink?) {
    switch old {
    case .each(let c)?: destroy(c)
    case .batch(let c)?: destroy(c)
    case nil: break
    }
  }

  /// Ends the engine. The calling thread holds it throughout, so a call from
  /// a destroy function re-enters on this thread and is refused, and a
  /// second free is a no-op; the box goes with its last reference.
  func release() {
    let (c, r, o) = (sink, retarget, outlineRetarget)
    sink = nil
    retarget = nil
    outlineRetarget = nil
    engine.retarget = nil
    engine.outlineRetarget = nil
    destroy(c)
    destroy(r)
    destroy(o)
    Unmanaged.passUnretained(self).release()
  }
}

/// The host's event callback.
enum EventSink {
  case each(Callback<reorder_event_fn>)
  case batch(Callback<reorder_event_batch_fn>)
}

/// A host function pointer with its user data and destroy function.
struct Callback<F> {
  var fn: F
  var userData: UnsafeMutableRawPointer?
  var destroyFn: reorder_destroy_fn?

  func destroy() { destroyFn?(userData) }
}

/// A C string the library owns, valid until replaced. Immutable once made,
/// so one may be shared across threads.
final class CString: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<CChar>
  let count: Int

  /// The message of a call that succeeded: shared, so success allocates nothing.
  static let empty = CString("")

  init(_ s: String) {
    let bytes = Array(s.utf8CString)
    count = bytes.count - 1
    pointer = .allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
  }

  deinit { pointer.deallocate() }
}

enum Access {
  /// Reads only: allowed from inside event callbacks.
  case read
  /// Changes the engine: its events are dispatched when it ends. Refused
  /// while the backlog of unpolled events is full.
  case write
  /// Changes only how the host hears from the engine (callbacks, polling):
  /// not from inside callbacks, but allowed with a full backlog, since it
  /// is how the host drains it.
  case control
}

func currentThread() -> UInt { UInt(pthread_self()) }

/// Per-thread notes that must not live in the engine: which engine refused
/// this thread's last call (another thread held it, so its message could
/// not be written there), and this thread's last reorder_engine_new error.
enum ThreadNotes {
  private static let refusedKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
  // (A pthread key holds a pointer; a serial is stored as its bits.)
  private static let creationKey: pthread_key_t = {
    var key = pthread_key_t()
    // The message is a retained CString: thread exit releases it.
    pthread_key_create(&key) { p in
      if let p { Unmanaged<CString>.fromOpaque(p).release() }
    }
    return key
  }()

  /// The serial of the engine that refused this thread's last call, 0 for none.
  static var refused: UInt {
    get { UInt(bitPattern: pthread_getspecific(refusedKey)) }
    set { pthread_setspecific(refusedKey, UnsafeRawPointer(bitPattern: newValue)) }
  }

  static var creationError: CString? {
    get {
      pthread_getspecific(creationKey).map {
        Unmanaged<CString>.fromOpaque($0).takeUnretainedValue()
      }
    }
    set {
      if let old = pthread_getspecific(creationKey) { Unmanaged<CString>.fromOpaque(old).release() }
      pthread_setspecific(
        creationKey, newValue.map { UnsafeRawPointer(Unmanaged.passRetained($0).toOpaque()) })
    }
  }
}

/// The one way into an engine. Checks the handle, the calling thread and
/// re-entrancy, runs `body`, records its error, dispatches the events it
/// caused (for writes), and carries out a deferred free.
func guarded(
  _ handle: OpaquePointer?, _ access: Access,
  _ body: (EngineBox) throws(ABIError) -> Void
) -> reorder_status {
  guard let handle else { return REORDER_E_NULL }
  let box = EngineBox.from(handle)
  let me = currentThread()
  let (acquired, holder) = box.owner.compareExchange(
    expected: 0, desired: me, ordering: .acquiring)
  if !acquired {
    guard holder == me else {
      // The engine belongs to the other thread now: write nothing into it.
      ThreadNotes.refused = box.serial
      return REORDER_E_THREAD
    }
    // Re-entered from a callback on this thread.
    if box.inHook {
      return fail(box, .busy("no call is allowed from inside the retarget hook"))
    }
    if box.inDestroy {
      return fail(box, .busy("no call is allowed from inside a destroy function"))
    }
    guard box.dispatching, access == .read else {
      return fail(box, .busy("a changing call is not allowed from inside an event callback"))
    }
    return run(box, body)
  }
  ThreadNotes.refused = 0
  if access == .write && box.sink == nil && !box.events.backlog.admitsCall() {
    let status = fail(box, .queueFull(box.events.backlog.count))
    box.owner.store(0, ordering: .releasing)
    return status
  }
  // A member's call may reach every member of its transfer group: all are
  // held for it, or it does not run.
  let group = access == .write ? box.group : nil
  var held: [EngineBox] = []
  if let group {
    do throws(ABIError) {
      held = try group.holdOthers(than: box)
    } catch {
      let status = fail(box, error)
      box.owner.store(0, ordering: .releasing)
      return status
    }
  }
  let status = run(box, body)
  if access != .read {
    // Calls made from the callbacks must not overwrite this call's message.
    let message = box.lastError
    if let group { groupAfterCall(box, group, held) }
    dispatch(box)
    box.lastError = message
  }
  if box.freeRequested {
    if let g = box.group {
      if let peers = try? g.holdOthers(than: box) {
        g.leave(box, releasing: peers)
      } else {
        g.leave(box)
      }
    }
    box.release()
  } else {
    box.owner.store(0, ordering: .releasing)
  }
  return status
}

private func run(_ box: EngineBox, _ body: (EngineBox) throws(ABIError) -> Void)
  -> reorder_status
{
  do {
    try body(box)
    box.lastError = CString.empty
    return REORDER_OK
  } catch {
    return fail(box, error)
  }
}

private func fail(_ box: EngineBox, _ error: ABIError) -> reorder_status {
  box.lastError = CString(error.message)
  return error.status
}

/// An error as the C side sees it.
struct ABIError: Error {
  var status: reorder_status
  var message: String

  static func null(_ what: String) -> ABIError {
    ABIError(status: REORDER_E_NULL, message: "\(what) is NULL")
  }
  static func invalid(_ message: String) -> ABIError {
    ABIError(status: REORDER_E_INVALID, message: message)
  }
  static func busy(_ message: String) -> ABIError {
    ABIError(status: REORDER_E_BUSY, message: message)
  }
  static func thread(_ message: String) -> ABIError {
    ABIError(status: REORDER_E_THREAD, message: message)
  }
  static func noMemory(_ message: String) -> ABIError {
    ABIError(status: REORDER_E_NOMEM, message: message)
  }
  static func queueFull(_ waiting: Int) -> ABIError {
    ABIError(
      status: REORDER_E_QUEUE_FULL,
      message: "\(waiting) events wait to be polled: take them with reorder_engine_poll_event first"
    )
  }
  /// A caller buffer of `capacity` (a size_t) that cannot hold `needed`.
  static func buffer(_ capacity: Int, _ needed: Int, _ what: String) -> ABIError {
    ABIError(
      status: REORDER_E_BUFFER,
      message: "room for \(UInt(bitPattern: capacity)) \(what), \(needed) needed")
  }

  init(status: reorder_status, message: String) {
    self.status = status
    self.message = message
  }

  init(_ e: ReorderError) {
    message = e.message
    switch e.code {
    case .invalidArgument: status = REORDER_E_INVALID
    case .duplicateID: status = REORDER_E_DUPLICATE_ID
    case .unknownID: status = REORDER_E_UNKNOWN_ID
    case .outOfRange: status = REORDER_E_RANGE
    case .tooManyItems: status = REORDER_E_TOO_MANY
    case .refused: status = REORDER_E_REFUSED
    case .wrongState: status = REORDER_E_STATE
    }
  }
}

/// Runs an engine call, turning its error into the C side's.
@inline(__always)
func engineCall<T>(_ body: () throws(ReorderError) -> T) throws(ABIError) -> T {
  do {
    return try body()
  } catch {
    throw ABIError(error)
  }
}

/// How many of `count` records fit in a caller's buffer of `capacity`: a
/// size_t imports as Int, so a capacity past Int.max reads negative.
func fitting(_ capacity: Int, _ count: Int) -> Int {
  UInt(bitPattern: capacity) < UInt(count) ? capacity : count
}

/// Writes `value` through an out pointer, or throws REORDER_E_NULL.
@inline(__always)
func store<T>(_ value: T, _ out: UnsafeMutablePointer<T>?, _ what: String = "out")
  throws(ABIError)
{
  guard let out else { throw .null(what) }
  out.pointee = value
}
