/// One engine input call, as recorded for replay. Replaying the calls of a
/// trace in order reproduces the session exactly, so the values are kept as
/// the host passed them, bad ones included: a refused call is part of a bug
/// report.
public enum RecordedCall: Equatable, Sendable {
  // Configuration.
  case layout(LayoutKind, crossExtent: Double)
  case policy(Policy)
  case activation(Activation)
  case commit(CommitMode)
  case clamp(Bool)
  case autoScroll(AutoScrollConfig)
  case animation(AnimationConfig)
  /// One announcement template (localization).
  case setText(Announcements.Template, String)

  // Sections and items.
  case insertSection(index: Int, header: Double, footer: Double, rules: SectionRules)
  case removeSection(Int)
  case setSectionRules(Int, SectionRules)
  case setSectionExtents(Int, header: Double, footer: Double)
  /// The lists may differ in length (`flags` empty means all `.default`).
  case loadSection(Int, ids: [UInt64], sizes: [Double], flags: [ItemFlags])
  case insertItem(id: UInt64, size: Double, flags: ItemFlags, at: IndexPath)
  case removeItem(UInt64)
  case resizeItem(UInt64, Double)
  /// A flow item's height; nil: the flow's default.
  case setCrossSize(UInt64, Double?)
  /// Every item's height in a section.
  case setCrossSizes(Int, [Double])
  case setFlags(UInt64, ItemFlags)
  /// A drag handle relative to the item; nil: the whole item.
  case setHandle(UInt64, Rect?)
  /// The item's text for screen-reader announcements; nil: the default.
  case setLabel(UInt64, String?)
  /// The selection, in selection order.
  case select([UInt64])

  // Outlines.
  /// Every item's depth in a section.
  case setDepths(Int, [Int])
  /// One item's depth, its subtree with it.
  case setDepth(UInt64, Int)
  case setExpanded(UInt64, Bool)
  /// A move under a parent (`Engine.move(id:into:)`).
  case moveInto(UInt64, OutlinePlace)

  // Input, with the host's time in seconds.
  /// Origin = scroll offset, size = viewport size.
  case viewport(Rect)
  /// Where the viewport is in the shared space (`Engine.setGroupFrame`);
  /// nil: unplaced.
  case frame(Rect?)
  /// The scroll container around the viewport; nil: none.
  case outerScroll(OuterScroll?)
  case pointerDown(Point, time: Double)
  case pointerMove(Point, time: Double)
  case pointerUp(Point, time: Double)
  case pointerCancel(time: Double)
  /// A key by name: "space", "escape", "up", "down", "left", "right", …
  case key(String, focused: UInt64?, time: Double)
  case tick(Double)
  case cancelDrag(time: Double)

  // Programmatic moves and history.
  case move(UInt64, to: IndexPath)
  case undo
  case redo
}
