/// The trace lines of outlines and combining (since 1.1): the `outline=`
/// field of a list's layout, `combine=` of the policy, and the outline
/// edits. See the format in RecordWriter.swift.
extension RecordWriter {
  static func outline(_ c: OutlineConfig) -> String {
    " outline=\(n(c.indent)),\(c.maxDepth),\(n(c.intoZone)),\(n(c.expandDelay))"
  }

  static func outline(_ call: RecordedCall) -> String {
    switch call {
    case .setDepths(let s, let depths):
      "depths index=\(s) depths="
        + (depths.count > packedFrom
          ? packed(depths.count, "runs", PackedList.runs(depths.map(Double.init)))
          : list(depths, String.init))
    case .setDepth(let id, let d): "set-depth id=\(id) depth=\(d)"
    case .setExpanded(let id, let on): "expanded id=\(id) on=\(on.recordName)"
    case .moveInto(let id, let p):
      "move-into id=\(id) section=\(p.section) parent=\(p.parent.map(String.init) ?? "none")"
        + " index=\(p.index)"
    default: ""
    }
  }
}

extension RecordParser {
  static func outline(_ command: Substring, _ f: inout RecordFields) throws(ReorderError)
    -> RecordedCall
  {
    switch command {
    case "depths":
      let index = try f.int("index")
      let depths = try f.list(
        "depths", packed: "runs", packedCount: f.limits.listCount, PackedList.sizes)
      var out: [Int] = []
      out.reserveCapacity(depths.count)
      for d in depths {
        guard let i = Int(exactly: d) else { throw f.error("depth \(d) is not an integer") }
        out.append(i)
      }
      return .setDepths(index, out)
    case "set-depth": return .setDepth(try f.id(), try f.int("depth"))
    case "expanded": return .setExpanded(try f.id(), try f.name("on"))
    default:
      let id = try f.id()
      let section = try f.int("section")
      let parent: UInt64? = f.takeNone("parent") ? nil : try f.id("parent")
      return .moveInto(
        id, OutlinePlace(section: section, parent: parent, index: try f.int("index")))
    }
  }

  /// A list layout's `outline=` field, if present.
  static func outlineConfig(_ f: inout RecordFields) throws(ReorderError) -> OutlineConfig? {
    guard f.isNext("outline") else { return nil }
    let v = try f.tuple("outline", 4)
    guard let depth = Int(exactly: v[1]) else {
      throw f.error("outline max depth is not an integer")
    }
    return OutlineConfig(indent: v[0], maxDepth: depth, intoZone: v[2], expandDelay: v[3])
  }

  /// The policy's `combine=` field, if present.
  static func combine(_ f: inout RecordFields) throws(ReorderError) -> CombineConfig? {
    guard f.isNext("combine") else { return nil }
    let v = try f.tuple("combine", 2)
    return CombineConfig(zone: v[0], delay: v[1])
  }
}
