// Programmatic moves, undo / redo, and the host's retarget hook.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

@_cdecl("reorder_engine_move") @implementation
public func reorder_engine_move(_ engine: OpaquePointer?, _ id: UInt64, _ to: reorder_index_path)
  -> reorder_status
{
  perform(engine, .move(id, to: path(to)))
}

@_cdecl("reorder_engine_undo") @implementation
public func reorder_engine_undo(_ engine: OpaquePointer?) -> reorder_status {
  travel(engine, backwards: true)
}

@_cdecl("reorder_engine_redo") @implementation
public func reorder_engine_redo(_ engine: OpaquePointer?) -> reorder_status {
  travel(engine, backwards: false)
}

/// Undo or redo: the transfer group's when the change crossed engines.
private func travel(_ engine: OpaquePointer?, backwards: Bool) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    guard let g = box.group, box.engine.linkedChange(backwards: backwards) != nil else {
      return try engineCall { () throws(ReorderError) in
        try box.engine.perform(backwards ? .undo : .redo)
      }
    }
    var access = g.access
    g.pending += try engineCall { () throws(ReorderError) in
      try g.group.travel(box.key, backwards: backwards, &access)
    }
  }
}

@_cdecl("reorder_engine_set_retarget") @implementation
public func reorder_engine_set_retarget(
  _ engine: OpaquePointer?, _ fn: reorder_retarget_fn?, _ destroy: reorder_destroy_fn?,
  _ userData: UnsafeMutableRawPointer?
) -> reorder_status {
  guarded(engine, .control) { box throws(ABIError) in
    box.destroy(box.retarget)
    box.retarget = fn.map { Callback(fn: $0, userData: userData, destroyFn: destroy) }
    guard let hook = box.retarget else {
      box.engine.retarget = nil
      return
    }
    // The box owns the engine, which owns this closure: no strong capture.
    box.engine.retarget = { [unowned box] id, from, proposed in
      var target = cPath(proposed)
      box.inHook = true
      let answer = hook.fn(&target, id, cPath(from), cPath(proposed), hook.userData)
      box.inHook = false
      switch answer {
      case REORDER_RETARGET_ACCEPT: return .accept
      case REORDER_RETARGET_OTHER: return .retarget(path(target))
      default: return .refuse
      }
    }
  }
}
