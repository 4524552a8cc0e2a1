// Announcement templates (localization).
// swift-format-ignore-file: AlwaysUseLowerCamelCase

import CReorder
import ReorderEngine

/// In the order of the header's REORDER_TEXT_* values.
private let templates: [Announcements.Template] = [
  .pickUp, .moved, .movedToSection, .drop, .dropToSection, .dropUnmoved, .cancel, .refused,
  .defaultLabel, .groupPickUp, .groupMoved, .groupMovedToSection, .groupDrop, .groupCancel,
  .dropTransferred, .outlineMoved, .outlineMovedTop, .outlineDrop, .outlineDropTop, .combineReady,
  .combined, .intoReady,
]

@_cdecl("reorder_engine_set_text") @implementation
public func reorder_engine_set_text(
  _ engine: OpaquePointer?, _ which: Int32, _ utf8Template: UnsafePointer<CChar>?
) -> reorder_status {
  guarded(engine, .write) { box throws(ABIError) in
    let template = try pick(which, templates, "which")
    guard let utf8Template else { throw .null("utf8_template") }
    guard let text = String(validatingCString: utf8Template) else {
      throw .invalid("template is not UTF-8")
    }
    try engineCall { () throws(ReorderError) in
      try box.engine.perform(.setText(template, text))
    }
  }
}
