// The selection: which items a drag lifts together.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

@_cdecl("reorder_selection_set") @implementation
public func reorder_selection_set(
  _ engine: OpaquePointer?, _ ids: UnsafePointer<UInt64>?, _ count: Int
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    guard count == 0 || ids != nil else { throw .null("ids") }
    // A size_t past Int.max arrives negative.
    guard count >= 0 && count <= Order.maxItems else {
      throw .invalid("count \(count) is more than an engine holds")
    }
    let list = count == 0 ? [] : Array(UnsafeBufferPointer(start: ids, count: count))
    try engineCall { () throws(ReorderError) in try box.engine.perform(.select(list)) }
  }
}

@_cdecl("reorder_selection_export") @implementation
public func reorder_selection_export(
  _ outIDs: UnsafeMutablePointer<UInt64>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?,
  _ engine: OpaquePointer?
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outCount else { throw .null("out_count") }
    try export(box.reading { $0.selection.ids }, into: outIDs, capacity, outCount, "ids")
  }
}
