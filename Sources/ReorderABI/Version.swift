// C entry points for the version section of include/reorder.h.
//
// `@_cdecl(...) @implementation` makes the compiler look up the same-named
// function in the imported header (module CReorder) and reject any signature
// that differs from it, so the header stays the single source of truth.
// Functions here are named like their C symbols on purpose.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder

/// Built from the header's MAJOR/MINOR/PATCH macros (Swift cannot import the
/// arithmetic REORDER_VERSION_NUMBER macro itself), so a version bump in
/// reorder.h is picked up here without a second edit.
@_cdecl("reorder_version") @implementation
public func reorder_version() -> CUnsignedInt {
  CUnsignedInt(
    REORDER_VERSION_MAJOR * 10000 + REORDER_VERSION_MINOR * 100 + REORDER_VERSION_PATCH)
}

/// A StaticString literal lives in the binary's read-only data, so the
/// pointer is valid for the life of the process and nothing is allocated or
/// leaked. It must match REORDER_VERSION_STRING; the C smoke test checks it.
/// The return type is optional because the header's plain `const char *`
/// imports as `UnsafePointer<CChar>?`; it is never nil.
@_cdecl("reorder_version_string") @implementation
public func reorder_version_string() -> UnsafePointer<CChar>? {
  let version: StaticString = "0.1.0"
  return UnsafeRawPointer(version.utf8Start).assumingMemoryBound(to: CChar.self)
}
