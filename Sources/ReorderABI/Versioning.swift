// Versioned structs: the header lets them grow by appending fields, so
// every struct that crosses the boundary is read or written only as far as
// the caller's copy of the header reaches. Input structs carry their
// version; output structs come with the caller's sizeof.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder

/// One versioned struct of the header: where each version's fields end.
/// The tables are generated from include/reorder.h (StructVersions.swift).
struct StructVersions: Sendable {
  let name: String
  /// ends[v - 1]: the byte just past the last field version v has.
  let ends: [Int]

  var current: UInt32 { UInt32(ends.count) }
  /// The smallest struct a caller can have: the 1.0 fields.
  var minimumSize: Int { ends[0] }

  /// The bytes of a caller's struct of version `version`.
  func prefix(_ version: UInt32, init initName: String) throws(ABIError) -> Int {
    guard version >= 1 else {
      throw ABIError(
        status: REORDER_E_VERSION,
        message: "\(name).version 0 is not a version: initialise it with \(initName)")
    }
    guard version <= current else {
      throw ABIError(
        status: REORDER_E_VERSION,
        message: "\(name).version \(version) is newer than this library's \(current) "
          + "(libreorder \(libraryVersion)); use a version up to \(current) or a newer library")
    }
    return ends[Int(version) - 1]
  }

  /// Checks the size a caller gives for a struct the library fills.
  func checkSize(_ size: Int, _ what: String) throws(ABIError) {
    let bytes = UInt(bitPattern: size)
    guard bytes >= UInt(minimumSize) else {
      throw ABIError(
        status: REORDER_E_VERSION,
        message: "\(what) \(bytes) is smaller than \(name) of libreorder 1.0 (\(minimumSize) bytes)"
      )
    }
    guard bytes <= UInt(Self.maximumSize) else {
      throw .invalid("\(what) \(bytes) is not the size of a \(name) (at most \(Self.maximumSize))")
    }
  }

  /// No struct of the header will grow this large; a bigger size is a bug.
  static let maximumSize = 4096
}

/// The byte just past a field of T.
func fieldEnd<T, F>(_ field: KeyPath<T, F>) -> Int {
  (MemoryLayout<T>.offset(of: field) ?? MemoryLayout<T>.size) + MemoryLayout<F>.size
}

/// Reads an input struct whose first field is its uint32_t version: the
/// fields that version had come from the caller, the rest from `defaults`.
func readVersioned<T>(
  _ p: UnsafePointer<T>, _ layout: StructVersions, defaults: T, init initName: String
) throws(ABIError) -> T {
  let bytes = try layout.prefix(UnsafeRawPointer(p).load(as: UInt32.self), init: initName)
  var value = defaults
  withUnsafeMutableBytes(of: &value) { dst in
    dst.copyMemory(from: UnsafeRawBufferPointer(start: UnsafeRawPointer(p), count: bytes))
  }
  return value
}

/// The _init functions: writes the defaults of the fields `version` has,
/// and the version, never a byte past them. Errors go where
/// reorder_engine_last_error(NULL) finds them.
func initVersioned<T>(
  _ p: UnsafeMutablePointer<T>?, _ version: UInt32, _ layout: StructVersions, defaults: T,
  init initName: String
) -> reorder_status {
  do throws(ABIError) {
    guard let p else { throw .null(layout.name) }
    let bytes = try layout.prefix(version, init: initName)
    withUnsafeBytes(of: defaults) { src in
      UnsafeMutableRawPointer(p).copyMemory(from: src.baseAddress!, byteCount: bytes)
    }
    UnsafeMutableRawPointer(p).storeBytes(of: version, as: UInt32.self)
    ThreadNotes.creationError = nil
    return REORDER_OK
  } catch {
    ThreadNotes.creationError = CString(error.message)
    return error.status
  }
}

/// Writes `value` into a caller's struct of `size` bytes (checked with
/// StructVersions.checkSize): the fields that fit, zeros past them. Only the
/// bytes of `layout`'s fields are copied: a Swift value's padding is not
/// initialised, and it would reach the host.
func writeSized<T>(_ value: T, _ layout: StructVersions, to p: UnsafeMutableRawPointer, size: Int) {
  withUnsafeBytes(of: value) { src in
    let n = min(size, layout.ends[layout.ends.count - 1], src.count)
    p.copyMemory(from: src.baseAddress!, byteCount: n)
    if size > n { (p + n).initializeMemory(as: UInt8.self, repeating: 0, count: size - n) }
  }
}
