// Outlines: depths, expanding, tree moves and lookups, the outline hook.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

@_cdecl("reorder_section_set_depths") @implementation
public func reorder_section_set_depths(
  _ engine: OpaquePointer?, _ section: Int32, _ depths: UnsafePointer<Int32>?, _ n: Int
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let n = try count(n)
    guard n == 0 || depths != nil else { throw .null("depths") }
    let values = UnsafeBufferPointer(start: depths, count: n).map { Int($0) }
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setDepths(Int(section), values))
    }
  }
}

@_cdecl("reorder_item_set_depth") @implementation
public func reorder_item_set_depth(_ engine: OpaquePointer?, _ id: UInt64, _ depth: Int32)
  -> reorder_status
{
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setDepth(id, Int(depth)))
    }
  }
}

@_cdecl("reorder_item_move_into") @implementation
public func reorder_item_move_into(
  _ engine: OpaquePointer?, _ id: UInt64, _ section: Int32, _ hasParent: reorder_bool,
  _ parent: UInt64, _ index: Int32
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let place = OutlinePlace(
      section: Int(section), parent: hasParent != 0 ? parent : nil, index: Int(index))
    try engineCall { () throws(ReorderError) in try box.engine.perform(.moveInto(id, place)) }
  }
}

@_cdecl("reorder_item_set_expanded") @implementation
public func reorder_item_set_expanded(
  _ engine: OpaquePointer?, _ id: UInt64, _ expanded: reorder_bool
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setExpanded(id, expanded != 0))
    }
  }
}

@_cdecl("reorder_item_depth") @implementation
public func reorder_item_depth(
  _ out: UnsafeMutablePointer<Int32>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    let d = try engineCall { () throws(ReorderError) in try box.engine.order.depth(of: id) }
    try store(Int32(d), out)
  }
}

@_cdecl("reorder_item_parent") @implementation
public func reorder_item_parent(
  _ outParent: UnsafeMutablePointer<UInt64>?, _ outHasParent: UnsafeMutablePointer<reorder_bool>?,
  _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outParent else { throw .null("out_parent") }
    guard let outHasParent else { throw .null("out_has_parent") }
    let parent = try engineCall { () throws(ReorderError) in try box.engine.order.parent(of: id) }
    outParent.pointee = parent ?? 0
    outHasParent.pointee = parent == nil ? 0 : 1
  }
}

@_cdecl("reorder_item_child_index") @implementation
public func reorder_item_child_index(
  _ outIndex: UnsafeMutablePointer<Int32>?, _ outCount: UnsafeMutablePointer<Int32>?,
  _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outIndex else { throw .null("out_index") }
    guard let outCount else { throw .null("out_count") }
    let (index, count) = try engineCall { () throws(ReorderError) in
      let e = box.engine
      guard e.isOutline else {
        let p = try e.order.indexPath(of: id)
        return (p.item, try e.order.itemCount(inSection: p.section))
      }
      let place = try e.outlinePlace(of: id)
      return (place.index, place.count)
    }
    outIndex.pointee = Int32(truncatingIfNeeded: index)
    outCount.pointee = Int32(truncatingIfNeeded: count)
  }
}

@_cdecl("reorder_item_subtree_count") @implementation
public func reorder_item_subtree_count(
  _ out: UnsafeMutablePointer<Int32>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    let n = try engineCall { () throws(ReorderError) in try box.engine.subtreeCount(of: id) }
    try store(Int32(truncatingIfNeeded: n), out)
  }
}

@_cdecl("reorder_item_is_expanded") @implementation
public func reorder_item_is_expanded(
  _ out: UnsafeMutablePointer<reorder_bool>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    let collapsed = try engineCall { () throws(ReorderError) in
      try box.engine.order.isCollapsed(id)
    }
    try store(collapsed ? 0 : 1, out)
  }
}

@_cdecl("reorder_item_is_hidden") @implementation
public func reorder_item_is_hidden(
  _ out: UnsafeMutablePointer<reorder_bool>?, _ engine: OpaquePointer?, _ id: UInt64
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    let hidden = try engineCall { () throws(ReorderError) in try box.engine.order.isHidden(id) }
    try store(hidden ? 1 : 0, out)
  }
}

@_cdecl("reorder_engine_set_outline_retarget") @implementation
public func reorder_engine_set_outline_retarget(
  _ engine: OpaquePointer?, _ fn: reorder_outline_retarget_fn?, _ destroy: reorder_destroy_fn?,
  _ userData: UnsafeMutableRawPointer?
) -> reorder_status {
  guarded(engine, .control) { box throws(ABIError) in
    box.destroy(box.outlineRetarget)
    box.outlineRetarget = fn.map { Callback(fn: $0, userData: userData, destroyFn: destroy) }
    guard let hook = box.outlineRetarget else {
      box.engine.outlineRetarget = nil
      return
    }
    // The box owns the engine, which owns this closure: no strong capture.
    box.engine.outlineRetarget = { [unowned box] id, proposed in
      var section = Int32(truncatingIfNeeded: proposed.section)
      var hasParent: reorder_bool = proposed.parent == nil ? 0 : 1
      var parent = proposed.parent ?? 0
      var index = Int32(truncatingIfNeeded: proposed.index)
      box.inHook = true
      let answer = hook.fn(
        &section, &hasParent, &parent, &index, id, section, hasParent, parent, index,
        hook.userData)
      box.inHook = false
      switch answer {
      case REORDER_RETARGET_ACCEPT: return .accept
      case REORDER_RETARGET_OTHER:
        return .retarget(
          OutlinePlace(
            section: Int(section), parent: hasParent != 0 ? parent : nil, index: Int(index)))
      default: return .refuse
      }
    }
  }
}
