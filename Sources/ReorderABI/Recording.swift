// Record and replay through the C API.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc
import ReorderEngine

@_cdecl("reorder_engine_record_start") @implementation
public func reorder_engine_record_start(_ engine: OpaquePointer?) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.startRecording() }
  }
}

@_cdecl("reorder_engine_record_stop") @implementation
public func reorder_engine_record_stop(
  _ outText: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ outLength: UnsafeMutablePointer<Int>?, _ engine: OpaquePointer?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    guard let outText, let outLength else { throw .null("out_text or out_length") }
    let trace: String
    do throws(ReorderError) {
      trace = try box.engine.recordedTrace()
    } catch {
      // It outgrew the trace limits: the recording ends here.
      _ = try? box.engine.stopRecording()
      throw ABIError(error)
    }
    let bytes = Array(trace.utf8)
    // malloc'd so that reorder_free (free) releases it; before the recording
    // ends, so that running out of memory loses nothing.
    guard let buffer = malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else {
      throw .noMemory("out of memory for a \(bytes.count)-byte trace; still recording")
    }
    _ = try? box.engine.stopRecording()
    bytes.withUnsafeBytes { raw in
      UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: raw.count)
    }
    buffer[bytes.count] = 0
    outText.pointee = buffer
    outLength.pointee = bytes.count
  }
}

@_cdecl("reorder_engine_replay") @implementation
public func reorder_engine_replay(
  _ engine: OpaquePointer?, _ trace: UnsafePointer<CChar>?, _ length: Int
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    guard let trace else { throw .null("trace") }
    let limit = TraceLimits().bytes
    // A size_t: as Int, SIZE_MAX is -1.
    guard UInt(bitPattern: length) <= UInt(limit) else {
      throw .invalid("trace of \(UInt(bitPattern: length)) bytes exceeds \(limit)")
    }
    let bytes = UnsafeRawBufferPointer(start: trace, count: length)
    try engineCall { () throws(ReorderError) in try box.engine.replay(utf8: bytes) }
  }
}
