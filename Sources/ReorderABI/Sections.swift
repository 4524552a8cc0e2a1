// Sections: insert, remove, rules, extents, bulk load and export.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

func sectionRules(_ p: UnsafePointer<reorder_section_rules>?) throws(ABIError) -> SectionRules {
  guard let p else { return SectionRules() }
  let r = try readVersioned(
    p, sectionRulesVersions, defaults: defaultRules, init: "reorder_section_rules_init")
  guard r.capacity >= 0 else { throw .invalid("capacity \(r.capacity) is negative") }
  return SectionRules(
    isLocked: r.locked != 0, acceptsDrops: r.accepts_drops != 0,
    minimumCount: Int(r.minimum_count), capacity: r.capacity == 0 ? nil : Int(r.capacity),
    displacement: try pick(
      r.displacement,
      [SectionRules.Displacement.vacatedSlot, .sourceStart, .sourceEnd], "displacement"))
}

/// A C count (size_t, imported as Int) as an Int, refusing what no engine
/// could hold.
func count(_ n: Int) throws(ABIError) -> Int {
  guard n >= 0 && n <= Order.maxItems else {
    throw ABIError(
      status: REORDER_E_TOO_MANY, message: "count \(UInt(bitPattern: n)) exceeds \(Order.maxItems)")
  }
  return n
}

/// The default rules: no lock, accepts drops, no minimum, no capacity.
private let defaultRules: reorder_section_rules = {
  var r = reorder_section_rules()
  r.version = sectionRulesVersions.current
  r.accepts_drops = 1
  r.displacement = REORDER_DISPLACE_VACATED_SLOT
  return r
}()

@_cdecl("reorder_section_rules_init") @implementation
public func reorder_section_rules_init(
  _ rules: UnsafeMutablePointer<reorder_section_rules>?, _ version: UInt32
) -> reorder_status {
  initVersioned(
    rules, version, sectionRulesVersions, defaults: defaultRules,
    init: "reorder_section_rules_init")
}

@_cdecl("reorder_section_insert") @implementation
public func reorder_section_insert(
  _ engine: OpaquePointer?, _ index: Int32, _ header: Double, _ footer: Double,
  _ rules: UnsafePointer<reorder_section_rules>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let r = try sectionRules(rules)
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(
        .insertSection(index: Int(index), header: header, footer: footer, rules: r))
    }
  }
}

@_cdecl("reorder_section_remove") @implementation
public func reorder_section_remove(_ engine: OpaquePointer?, _ index: Int32) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in try box.engine.perform(.removeSection(Int(index))) }
  }
}

@_cdecl("reorder_section_set_rules") @implementation
public func reorder_section_set_rules(
  _ engine: OpaquePointer?, _ index: Int32, _ rules: UnsafePointer<reorder_section_rules>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let r = try sectionRules(rules)
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setSectionRules(Int(index), r))
    }
  }
}

@_cdecl("reorder_section_set_extents") @implementation
public func reorder_section_set_extents(
  _ engine: OpaquePointer?, _ index: Int32, _ header: Double, _ footer: Double
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setSectionExtents(Int(index), header: header, footer: footer))
    }
  }
}

@_cdecl("reorder_section_load") @implementation
public func reorder_section_load(
  _ engine: OpaquePointer?, _ section: Int32, _ ids: UnsafePointer<UInt64>?,
  _ sizes: UnsafePointer<Double>?, _ flags: UnsafePointer<UInt8>?, _ n: Int
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let n = try count(n)
    guard n == 0 || (ids != nil && sizes != nil) else { throw .null("ids or sizes") }
    let idBuffer = UnsafeBufferPointer(start: ids, count: n)
    let sizeBuffer = UnsafeBufferPointer(start: sizes, count: n)
    let f = flags.map { p in (0..<n).map { ItemFlags(rawValue: p[$0]) } } ?? []
    try engineCall { () throws(ReorderError) in
      if box.engine.isRecording {
        try box.engine.perform(
          .loadSection(Int(section), ids: Array(idBuffer), sizes: Array(sizeBuffer), flags: f))
      } else {
        // Straight from caller memory: no copy of a million ids.
        try box.engine.loadSection(Int(section), ids: idBuffer, sizes: sizeBuffer, flags: f)
      }
    }
  }
}

@_cdecl("reorder_section_set_cross_sizes") @implementation
public func reorder_section_set_cross_sizes(
  _ engine: OpaquePointer?, _ section: Int32, _ sizes: UnsafePointer<Double>?, _ n: Int
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let n = try count(n)
    guard n == 0 || sizes != nil else { throw .null("sizes") }
    let values = Array(UnsafeBufferPointer(start: sizes, count: n))
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setCrossSizes(Int(section), values))
    }
  }
}

@_cdecl("reorder_engine_section_count") @implementation
public func reorder_engine_section_count(
  _ out: UnsafeMutablePointer<Int>?, _ engine: OpaquePointer?
)
  -> reorder_status
{
  guarded(engine, .read) { box throws(ABIError) in try store(box.engine.order.sectionCount, out) }
}

@_cdecl("reorder_section_item_count") @implementation
public func reorder_section_item_count(
  _ out: UnsafeMutablePointer<Int>?, _ engine: OpaquePointer?, _ section: Int32
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let out else { throw .null("out") }
    out.pointee = try engineCall { () throws(ReorderError) in
      try box.engine.order.itemCount(inSection: Int(section))
    }
  }
}

@_cdecl("reorder_section_export") @implementation
public func reorder_section_export(
  _ outIDs: UnsafeMutablePointer<UInt64>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?,
  _ engine: OpaquePointer?, _ section: Int32
) -> reorder_status {
  guarded(engine, .read) { box throws(ABIError) in
    guard let outCount else { throw .null("out_count") }
    let ids = try engineCall { () throws(ReorderError) in
      try box.engine.order.ids(inSection: Int(section))
    }
    try export(ids, into: outIDs, capacity, outCount, "ids")
  }
}

/// Copies what fits of `ids` into a caller's buffer of `capacity` and
/// stores their count; REORDER_E_BUFFER when not all fit.
func export(
  _ ids: [UInt64], into out: UnsafeMutablePointer<UInt64>?, _ capacity: Int,
  _ outCount: UnsafeMutablePointer<Int>, _ what: String
) throws(ABIError) {
  outCount.pointee = ids.count
  let room = fitting(capacity, ids.count)
  if room > 0 {
    guard let out else { throw .null("out_\(what)") }
    for i in 0..<room { out[i] = ids[i] }
  }
  guard room == ids.count else { throw .buffer(capacity, ids.count, what) }
}
