// C entry points for the version section of include/reorder.h.
//
// `@_cdecl(...) @implementation` makes the compiler look up the same-named
// function in the imported header (module CReorder) and reject any signature
// that differs from it, so the header stays the single source of truth.
// Functions here are named like their C symbols on purpose.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import Glibc

/// The header's REORDER_VERSION_STRING: the version is written only there.
let libraryVersion: String = REORDER_VERSION_STRING

/// Built from the header's MAJOR/MINOR/PATCH macros (Swift cannot import the
/// arithmetic REORDER_VERSION_NUMBER macro itself).
@_cdecl("reorder_version") @implementation
public func reorder_version() -> CUnsignedInt {
  CUnsignedInt(
    REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + REORDER_VERSION_PATCH)
}

/// One copy for the life of the process (a global is initialised once,
/// thread-safely, and never written after), so every call returns the same
/// pointer.
nonisolated(unsafe) private let versionCString: UnsafeMutablePointer<CChar>? = strdup(
  libraryVersion)

/// The return type is optional because the header's plain `const char *`
/// imports as `UnsafePointer<CChar>?`; it is never nil.
@_cdecl("reorder_version_string") @implementation
public func reorder_version_string() -> UnsafePointer<CChar>? {
  UnsafePointer(versionCString)
    ?? UnsafeRawPointer(("" as StaticString).utf8Start)
    .assumingMemoryBound(to: CChar.self)
}
