// Transfer groups: the handle, its guard, and how a member's call reaches
// the other members (held for the call, their events delivered in order).
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine
import Synchronization

/// What `reorder_group *` points at.
final class GroupBox {
  var group = TransferGroup()
  /// The members, in the order they joined.
  var members: [EngineBox] = []
  /// The thread inside a call on the group, 0 when none.
  let owner = Atomic<UInt>(0)
  /// Events a member's call made in other members, waiting for its end.
  var pending = TaggedEvents()

  var handle: OpaquePointer { OpaquePointer(Unmanaged.passUnretained(self).toOpaque()) }

  static func from(_ p: OpaquePointer) -> GroupBox {
    Unmanaged<GroupBox>.fromOpaque(UnsafeRawPointer(p)).takeUnretainedValue()
  }

  /// How the engine module reaches the members' engines.
  struct Members: TransferMembers {
    let boxes: [EngineBox]
    mutating func with<R>(_ key: UInt, _ body: (inout Engine) -> R) -> R? {
      boxes.first { $0.key == key }?.reading { (e: inout Engine) -> R in body(&e) }
    }
  }

  var access: Members { Members(boxes: members) }

  /// Holds every member but `box` (already held) for this thread's call:
  /// the call may change them all. Nothing is held when one is not free.
  func holdOthers(than box: EngineBox?) throws(ABIError) -> [EngineBox] {
    let me = currentThread()
    var held: [EngineBox] = []
    for m in members where m !== box {
      let (ok, holder) = m.owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
      guard ok else {
        for h in held { h.owner.store(0, ordering: .releasing) }
        if holder == me {
          throw .busy("another engine of the transfer group is inside a callback")
        }
        throw .thread("another thread is using an engine of the transfer group")
      }
      held.append(m)
    }
    return held
  }

  /// Delivers `tagged` to the members in order (every member may be read
  /// from the callbacks meanwhile), then lets the others go.
  func deliver(_ tagged: TaggedEvents, releasing held: [EngineBox]) {
    // Members that left during the call still hear what it did to them.
    let all = members + held.filter { h in !members.contains { $0 === h } }
    for m in all { m.dispatching = true }
    var i = tagged.startIndex
    while i < tagged.endIndex {
      let key = tagged[i].key
      var run: [Event] = []
      while i < tagged.endIndex && tagged[i].key == key {
        run.append(tagged[i].event)
        i += 1
      }
      if let box = all.first(where: { $0.key == key }), !box.freeRequested {
        ReorderABI.deliver(run, to: box)
      }
    }
    for m in all { m.dispatching = false }
    // Freed from a callback: out of the group, which the others (still
    // held) hear, then gone.
    for h in held where h.freeRequested {
      deliver(leave(h), releasing: [])
      h.release()
    }
    for h in held where !h.freeRequested { h.owner.store(0, ordering: .releasing) }
  }

  /// Takes `box` out of the group; a drag crossing it is cancelled, in the
  /// members this thread holds.
  @discardableResult
  func leave(_ box: EngineBox) -> TaggedEvents {
    var access = self.access
    let made = group.remove(box.key, &access)
    members.removeAll { $0 === box }
    box.group = nil
    box.engine.leaveGroup()
    return made.filter { $0.key != box.key }
  }

  /// The same with the other members `held`, which hear the cancel and are
  /// let go.
  func leave(_ box: EngineBox, releasing held: [EngineBox]) {
    let made = leave(box)
    deliver(made, releasing: held)
  }
}

extension EngineBox {
  /// This engine's name in its transfer group and in transfer events.
  var key: UInt { UInt(bitPattern: handle) }
}

/// After a write call on a group member (`box`, others `held`): the group
/// carries on the drag outcome the call routed to it, and every event of
/// the call reaches its member, in order.
func groupAfterCall(_ box: EngineBox, _ g: GroupBox, _ held: [EngineBox]) {
  var tagged = TaggedEvents()
  for e in box.engine.drainEvents() { tagged.append((box.key, e)) }
  tagged += g.pending
  g.pending.removeAll()
  var access = g.access
  tagged += g.group.route(box.key, &access)
  g.deliver(tagged, releasing: held)
}

/// The one way into a group: checks the handle and the thread.
func groupGuarded(
  _ handle: OpaquePointer?, _ body: (GroupBox) throws(ABIError) -> Void
) -> reorder_status {
  guard let handle else { return REORDER_E_NULL }
  let g = GroupBox.from(handle)
  let me = currentThread()
  let (ok, holder) = g.owner.compareExchange(expected: 0, desired: me, ordering: .acquiring)
  guard ok else { return holder == me ? REORDER_E_BUSY : REORDER_E_THREAD }
  defer { g.owner.store(0, ordering: .releasing) }
  do {
    try body(g)
    return REORDER_OK
  } catch {
    return error.status
  }
}

/// Runs `body` with every member of `g` (and `extra`) held, then delivers
/// what the group queued.
func withMembers(
  _ g: GroupBox, and extra: EngineBox? = nil, _ body: () throws(ABIError) -> Void
) throws(ABIError) {
  var held = try g.holdOthers(than: nil)
  if let extra, !held.contains(where: { $0 === extra }) {
    let (ok, holder) = extra.owner.compareExchange(
      expected: 0, desired: currentThread(), ordering: .acquiring)
    guard ok else {
      for h in held { h.owner.store(0, ordering: .releasing) }
      throw holder == currentThread()
        ? .busy("the engine is inside a callback") : .thread("another thread is using the engine")
    }
    held.append(extra)
  }
  do throws(ABIError) {
    try body()
  } catch {
    g.deliver([], releasing: held)
    throw error
  }
  let tagged = g.pending
  g.pending.removeAll()
  g.deliver(tagged, releasing: held)
}

func transferRules(_ p: UnsafePointer<reorder_transfer_rules>?) throws(ABIError) -> TransferRules {
  guard let p else { return TransferRules() }
  let r = try readVersioned(
    p, transferRulesVersions, defaults: defaultTransferRules,
    init: "reorder_transfer_rules_init")
  let rules = TransferRules(
    pull: try pick(r.pull, [TransferRules.Pull.none, .move, .copy], "pull"), put: r.put != 0,
    tag: r.tag, giveTo: r.give_to, acceptFrom: r.accept_from, placeholder: r.placeholder != 0)
  try engineCall { () throws(ReorderError) in try rules.validate() }
  return rules
}

private let defaultTransferRules: reorder_transfer_rules = {
  var r = reorder_transfer_rules()
  r.version = transferRulesVersions.current
  r.pull = REORDER_PULL_MOVE
  r.put = 1
  r.tag = 1
  r.give_to = .max
  r.accept_from = .max
  return r
}()

@_cdecl("reorder_transfer_rules_init") @implementation
public func reorder_transfer_rules_init(
  _ rules: UnsafeMutablePointer<reorder_transfer_rules>?, _ version: UInt32
) -> reorder_status {
  initVersioned(
    rules, version, transferRulesVersions, defaults: defaultTransferRules,
    init: "reorder_transfer_rules_init")
}

@_cdecl("reorder_group_new") @implementation
public func reorder_group_new(_ out: UnsafeMutablePointer<OpaquePointer?>?) -> reorder_status {
  guard let out else { return REORDER_E_NULL }
  out.pointee = OpaquePointer(Unmanaged.passRetained(GroupBox()).toOpaque())
  return REORDER_OK
}

@_cdecl("reorder_group_free") @implementation
public func reorder_group_free(_ group: OpaquePointer?) -> reorder_status {
  guard let group else { return REORDER_OK }
  var freed = false
  let status = groupGuarded(group) { g throws(ABIError) in
    try withMembers(g) { () throws(ABIError) in
      for m in g.members { g.pending += g.leave(m) }
    }
    freed = true
  }
  if freed { Unmanaged<GroupBox>.fromOpaque(UnsafeRawPointer(group)).release() }
  return status
}

@_cdecl("reorder_group_add") @implementation
public func reorder_group_add(
  _ group: OpaquePointer?, _ engine: OpaquePointer?,
  _ rules: UnsafePointer<reorder_transfer_rules>?
) -> reorder_status {
  guard let engine else { return REORDER_E_NULL }
  let box = EngineBox.from(engine)
  return memberCall(group, box) { g throws(ABIError) in
    let r = try transferRules(rules)
    guard box.group == nil else {
      throw ABIError(
        status: REORDER_E_DUPLICATE_ID, message: "the engine is in a transfer group already")
    }
    guard !g.group.isDragging, box.engine.phase == .idle || box.engine.phase == .settling else {
      throw ABIError(status: REORDER_E_STATE, message: "a drag is in progress")
    }
    try engineCall { () throws(ReorderError) in try g.group.add(box.key, rules: r) }
    g.members.append(box)
    box.group = g
    box.engine.joinGroup(key: box.key)
  }
}

@_cdecl("reorder_group_remove") @implementation
public func reorder_group_remove(_ group: OpaquePointer?, _ engine: OpaquePointer?)
  -> reorder_status
{
  guard let engine else { return REORDER_E_NULL }
  let box = EngineBox.from(engine)
  return memberCall(group, box) { g throws(ABIError) in
    guard box.group === g else {
      throw ABIError(status: REORDER_E_UNKNOWN_ID, message: "the engine is not in this group")
    }
    g.pending += g.leave(box)
  }
}

@_cdecl("reorder_group_set_rules") @implementation
public func reorder_group_set_rules(
  _ group: OpaquePointer?, _ engine: OpaquePointer?,
  _ rules: UnsafePointer<reorder_transfer_rules>?
) -> reorder_status {
  guard let engine else { return REORDER_E_NULL }
  let box = EngineBox.from(engine)
  return memberCall(group, box) { g throws(ABIError) in
    let r = try transferRules(rules)
    try engineCall { () throws(ReorderError) in try g.group.setRules(box.key, r) }
  }
}

/// A group call about `box`: the group and all its members (and `box`)
/// held; the error, if any, is also `box`'s last error.
private func memberCall(
  _ group: OpaquePointer?, _ box: EngineBox, _ body: (GroupBox) throws(ABIError) -> Void
) -> reorder_status {
  var failure: ABIError?
  let status = groupGuarded(group) { g throws(ABIError) in
    do throws(ABIError) {
      try withMembers(g, and: box) { () throws(ABIError) in try body(g) }
    } catch {
      failure = error
      throw error
    }
  }
  // Written when the engine is free again; a busy or threaded engine keeps
  // its own message.
  if let failure, box.owner.load(ordering: .acquiring) == 0 {
    box.lastError = CString(failure.message)
  }
  return status
}

@_cdecl("reorder_engine_set_frame") @implementation
public func reorder_engine_set_frame(_ engine: OpaquePointer?, _ frame: reorder_rect)
  -> reorder_status
{
  perform(engine, .frame(rect(frame)))
}

@_cdecl("reorder_engine_transfer") @implementation
public func reorder_engine_transfer(
  _ source: OpaquePointer?, _ id: UInt64, _ target: OpaquePointer?, _ to: reorder_index_path
) -> reorder_status {
  guard let target else { return REORDER_E_NULL }
  let t = EngineBox.from(target)
  return guarded(source, .write) { box throws(ABIError) in
    guard let g = box.group, t.group === g else {
      throw ABIError(
        status: REORDER_E_UNKNOWN_ID, message: "both engines must be in one transfer group")
    }
    var access = g.access
    let made = try engineCall { () throws(ReorderError) in
      try g.group.transfer(id, from: box.key, to: t.key, at: path(to), &access)
    }
    g.pending += made
  }
}
