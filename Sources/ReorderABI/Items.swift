// Items: insert, remove, resize, flags, handle, label, and lookups.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

func path(_ p: reorder_index_path) -> IndexPath {
  IndexPath(section: Int(p.section), item: Int(p.item))
}

func rect(_ r: reorder_rect) -> Rect { Rect(x: r.x, y: r.y, width: r.width, height: r.height) }
func cRect(_ r: Rect) -> reorder_rect {
  reorder_rect(x: r.x, y: r.y, width: r.width, height: r.height)
}

func flags(_ f: UInt32) throws(ABIError) -> ItemFlags {
  guard f <= UInt32(UInt8.max) else { throw .invalid("unknown item flags \(f)") }
  return ItemFlags(rawValue: UInt8(f))
}

@_cdecl("reorder_item_insert") @implementation
public func reorder_item_insert(
  _ engine: OpaquePointer?, _ id: UInt64, _ size: Double, _ itemFlags: UInt32,
  _ at: reorder_index_path
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let f = try flags(itemFlags)
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.insertItem(id: id, size: size, flags: f, at: path(at)))
    }
  }
}

@_cdecl("reorder_item_remove") @implementation
public func reorder_item_remove(_ engine: OpaquePointer?, _ id: UInt64) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.perform(.removeItem(id)) }
  }
}

@_cdecl("reorder_item_resize") @implementation
public func reorder_item_resize(_ engine: OpaquePointer?, _ id: UInt64, _ size: Double)
  -> reorder_status
{
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.perform(.resizeItem(id, size)) }
  }
}

@_cdecl("reorder_item_set_cross_size") @implementation
public func reorder_item_set_cross_size(_ engine: OpaquePointer?, _ id: UInt64, _ size: Double)
  -> reorder_status
{
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.perform(.setCrossSize(id, size)) }
  }
}

@_cdecl("reorder_item_set_flags") @implementation
public func reorder_item_set_flags(_ engine: OpaquePointer?, _ id: UInt64, _ itemFlags: UInt32)
  -> reorder_status
{
  guarded(engine, .write) { box throws(ABIError) in
    let f = try flags(itemFlags)
    try engineCall { () throws(ReorderError) in try box.engine.perform(.setFlags(id, f)) }
  }
}

@_cdecl("reorder_item_set_handle") @implementation
public func reorder_item_set_handle(
  _ engine: OpaquePointer?, _ id: UInt64, _ handle: UnsafePointer<reorder_rect>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setHandle(id, handle.map { rect($0.pointee) }))
    }
  }
}

@_cdecl("reorder_item_set_label") @implementation
public func reorder_item_set_label(
  _ engine: OpaquePointer?, _ id: UInt64, _ label: UnsafePointer<CChar>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    var text: String?
    if let label {
      guard let s = String(validatingCString: label) else { throw .invalid("label is not UTF-8") }
      text = s
    }
    try engineCall { () throws(ReorderError) in try box.engine.perform(.setLabel(id, text)) }
  }
}

@_cdecl("reorder_item_index_path") @implementation
public func reorder_item_index_path(
  _ out: UnsafeMutablePointer<reorder_index_path>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    out.pointee = cPath(
      try engineCall { () throws(ReorderError) in try box.engine.order.indexPath(of: id) })
  }
}

@_cdecl("reorder_item_id") @implementation
public func reorder_item_id(
  _ out: UnsafeMutablePointer<UInt64>?, _ engine: OpaquePointer?, _ at: reorder_index_path
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    out.pointee = try engineCall { () throws(ReorderError) in
      try box.engine.order.id(at: path(at))
    }
  }
}

@_cdecl("reorder_item_frame") @implementation
public func reorder_item_frame(
  _ out: UnsafeMutablePointer<reorder_rect>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    out.pointee = cRect(
      try engineCall { () throws(ReorderError) in
        try box.reading { (e) throws(ReorderError) in try e.frame(ofID: id) }
      })
  }
}
