/// The façade a host (through the C ABI) talks to: the order, its layout,
/// the reorder policy and the history. A value type; every mutating call
/// validates first and changes nothing when it throws.
public struct Engine {
  public internal(set) var order = Order()
  public internal(set) var layout = Layout()
  public var policy = Policy()
  /// Consulted for every move after the section rules (UIKit's
  /// targetIndexPathForMove).
  public var retarget: RetargetHook?
  /// Consulted for every move of an outline drag, with tree places.
  public var outlineRetarget: OutlineRetargetHook?
  var history = History()

  // Interaction (Session/): the press or drag in progress and its inputs.
  public internal(set) var interaction = InteractionConfig()
  /// The host's viewport in content space: origin = scroll offset.
  public internal(set) var viewport = Rect.zero
  /// The layout's cross extent tracks the viewport's (set with 0).
  var crossFollowsViewport = false
  var gesture = GestureRecognizer(validated: InteractionConfig().activation)
  var press: Press?
  var session: DragSession?
  /// The dropped or cancelled item while it settles into its slot.
  var settle: Settle?
  var animator = Animator()
  /// What was on screen before the move being made (`snapshotShown`).
  var shown = Shown()
  /// Where the lifted item's slot holds, since the last full evaluation.
  var stay: StayBand?
  /// A flow's others' lines, kept across a drag's steps.
  var flowOthers: FlowOthersCache?
  /// The host's latest time, for animations started by untimed calls.
  var now = 0.0
  var scroller = AutoScroller()
  var events: [Event] = []
  /// Sparse per-item extras: drag handles (relative to the item) and labels.
  var handles: [UInt64: Rect] = [:]
  var labels: [UInt64: String] = [:]
  /// The calls made through `perform` while recording.
  var recording: RecordWriter?
  /// The selected items: a lift of one of them lifts them all.
  public internal(set) var selection = Selection()
  /// The texts of `Event.announcement`, replaceable for localization.
  public internal(set) var announcements = Announcements()
  /// Where the viewport sits in the space a transfer group shares (a
  /// window's, or the screen's): how a pointer here is found over another
  /// member. Nil: not placed.
  public internal(set) var groupFrame: Rect?
  /// The host's name for this engine in its transfer group, 0 outside one.
  public internal(set) var memberKey: UInt = 0
  /// A drag lifted here went to another member; the pointer still comes here.
  var awayDrag = false
  /// Another member's drag is crossing the group: no press starts here.
  var groupBusy = false
  /// The gap an item a drag took elsewhere left here, kept open on screen
  /// (`TransferRules.placeholder`).
  var placeholder: Placeholder?
  /// A drag's pointer outcome for the group to decide (`TransferGroup`).
  var routed: Routed?
  /// The scroll container around the viewport (`setOuterScroll`).
  var outer: OuterScroller?
  /// A tick's leftovers for the transfer group's own container.
  var outerTick: OuterTick?
  /// The frame moved mid-drag: the group finds the member under the
  /// pointer again.
  var outerMoved = false

  public init() {}

  /// A cross extent of 0 follows the viewport: the items' cross size is
  /// then the viewport's width (its height for horizontal lists).
  public mutating func setLayout(_ kind: LayoutKind, crossExtent: Double) throws(ReorderError) {
    let follows = crossExtent == 0
    let cross = follows ? viewportCross(for: kind) : crossExtent
    try layout.configure(kind, crossExtent: cross, order)
    crossFollowsViewport = follows
    var outline = false
    if case .list(let c) = kind { outline = c.outline != nil }
    if outline != order.isOutline {
      order.setOutline(outline)
      layout.rebuild(order)
    }
  }

  func viewportCross(for kind: LayoutKind) -> Double {
    switch kind {
    case .list(let c): c.axis == .horizontal ? viewport.height : viewport.width
    case .grid(let c): c.axis == .horizontal ? viewport.height : viewport.width
    case .flow: viewport.width
    }
  }

  // MARK: sections

  public mutating func insertSection(
    at s: Int, header: Double = 0, footer: Double = 0, rules: SectionRules = SectionRules()
  ) throws(ReorderError) {
    try order.insertSection(at: s, header: header, footer: footer, rules: rules)
    layout.insertSection(s, order)
    animator.sectionInserted(at: s)
  }

  @discardableResult
  public mutating func removeSection(at s: Int) throws(ReorderError) -> [UInt64] {
    let ids = try order.removeSection(at: s)
    layout.removeSection(s)
    animator.sectionRemoved(at: s)
    forgetExtras(of: ids)
    reconcileSession()
    return ids
  }

  public mutating func setSectionExtents(_ s: Int, header: Double, footer: Double)
    throws(ReorderError)
  {
    try order.setSectionExtents(s, header: header, footer: footer)
    layout.refresh(s, order)
  }

  /// The reorder settings; a combine config is validated first.
  public mutating func setPolicy(_ p: Policy) throws(ReorderError) {
    try p.combine?.validate()
    policy = p
  }

  public mutating func setSectionRules(_ s: Int, _ rules: SectionRules) throws(ReorderError) {
    try order.setSectionRules(s, rules)
  }

  // MARK: items

  /// Replaces the items of section `s` with the given ones, in O(n).
  /// `flags` is empty (every item gets `.default`) or one per item.
  public mutating func loadSection(
    _ s: Int, ids: [UInt64], sizes: [Double], flags: [ItemFlags] = []
  ) throws(ReorderError) {
    try load(s, ids, sizes, flags)
  }

  /// The same from caller memory (what the C ABI passes), without a copy.
  public mutating func loadSection(
    _ s: Int, ids: UnsafeBufferPointer<UInt64>, sizes: UnsafeBufferPointer<Double>,
    flags: [ItemFlags] = []
  ) throws(ReorderError) {
    try load(s, ids, sizes, flags)
  }

  // Non-generic entry points: a generic one called across the module
  // boundary runs unspecialized, at hundreds of ns per item.
  private mutating func load<I: Collection<UInt64>, S: Collection<Double>>(
    _ s: Int, _ ids: I, _ sizes: S, _ flags: [ItemFlags]
  ) throws(ReorderError) {
    let old = try order.loadSection(s, ids: ids, sizes: sizes, flags: flags)
    layout.refresh(s, order)
    forgetExtras(of: old)
    reconcileSession()
  }

  public mutating func insertItem(
    id: UInt64, size: Double, flags: ItemFlags = .default, at p: IndexPath
  ) throws(ReorderError) {
    try order.insertItem(id: id, size: size, flags: flags, at: p)
    layout.refresh(p.section, order, .inserted(p.item))
  }

  @discardableResult
  public mutating func removeItem(id: UInt64) throws(ReorderError) -> IndexPath {
    let p = try order.removeItem(id: id)
    layout.refresh(p.section, order, .removed(p.item))
    handles[id] = nil
    labels[id] = nil
    selection.forget { $0 == id }
    reconcileSession()
    return p
  }

  public mutating func resizeItem(id: UInt64, size: Double) throws(ReorderError) {
    let p = try order.resizeItem(id: id, size: size)
    layout.refresh(p.section, order, .moved(p.item, p.item))
  }

  /// A flow item's height (`FlowConfig`); nil gives it the flow's
  /// `itemHeight` again. Other layouts keep it for when they become flows.
  public mutating func setCrossSize(id: UInt64, _ size: Double?) throws(ReorderError) {
    let p = try order.setCrossSize(id: id, size)
    layout.refresh(p.section, order, .moved(p.item, p.item))
  }

  /// The heights of every item of section `s`, in order.
  public mutating func setCrossSizes(section s: Int, _ sizes: [Double]) throws(ReorderError) {
    try order.setCrossSizes(section: s, sizes)
    layout.refresh(s, order)
  }

  public mutating func setFlags(id: UInt64, _ flags: ItemFlags) throws(ReorderError) {
    try order.setFlags(id: id, flags)
  }

  // MARK: geometry

  public func frame(ofID id: UInt64) throws(ReorderError) -> Rect {
    try layout.frame(ofID: id, order)
  }

  public func frame(of p: IndexPath) throws(ReorderError) -> Rect { try layout.frame(of: p, order) }

  /// Section `s`'s frame in the layout (header, items and footer), not as
  /// drawn while it slides (`sectionFrame(_:at:)`).
  public func frame(ofSection s: Int) throws(ReorderError) -> Rect {
    try layout.frame(ofSection: s, order)
  }

  public func hitTest(_ point: Point) -> Hit? { layout.hitTest(point, order) }

  public var contentSize: (width: Double, height: Double) { layout.contentSize(order) }

  /// Handles and labels of the items among `ids` that a section-wide change
  /// removed: O(ids), after an O(ids) change. (Filtering every extra cost
  /// O(labels) per change, however small: a trace of empty loads beside
  /// many labels was quadratic.)
  private mutating func forgetExtras(of ids: [UInt64]) {
    for id in ids where !order.contains(id: id) {
      handles[id] = nil
      labels[id] = nil
    }
    if selection.count > 0 {
      let order = order
      selection.forget { !order.contains(id: $0) }
    }
  }
}

/// A gap kept on screen: the items from `at` on are drawn `extent` further
/// along the main axis.
struct Placeholder: Equatable {
  var at: IndexPath
  var extent: Double

  /// `frame` drawn past the gap; right to left, onwards is leftwards.
  func shifted(_ frame: Rect, at p: IndexPath, vertical: Bool, mirrored: Bool = false) -> Rect {
    guard !(p < at) else { return frame }
    var r = frame
    if vertical { r.y += extent } else { r.x += mirrored ? -extent : extent }
    return r
  }
}

/// A drag's pointer outcome on a member of a transfer group: the group
/// decides which member it concerns.
enum Routed: Equatable {
  /// A pointer drag started here: the others start none meanwhile.
  case lift
  case move(Point, time: Double)
  case drop(Point, time: Double)
  case cancel(CancelReason, time: Double)
}

extension Engine {
  /// Places the viewport in the group's shared space (nil: unplaced).
  public mutating func setGroupFrame(_ r: Rect?) throws(ReorderError) {
    if let r {
      guard r.isFinite, r.width >= 0, r.height >= 0 else {
        throw ReorderError(.invalidArgument, "frame must be finite with a size ≥ 0")
      }
    }
    groupFrame = r
  }
}
