/// What a section allows. Engine-wide switches live in `Policy`; these are
/// per section and checked for every move, dragged or programmatic.
public struct SectionRules: Equatable, Sendable {
  /// Items neither leave this section nor enter it (seed 001's tables).
  public var isLocked: Bool
  /// Items from other sections may be dropped here.
  public var acceptsDrops: Bool
  /// Moves out of the section may not leave fewer items than this.
  public var minimumCount: Int
  /// At most this many items; a full section displaces one of its own into
  /// the source section when it takes an item (seed 004). Nil: unlimited.
  public var capacity: Int?
  /// Where a displaced item goes in the source section.
  public var displacement: Displacement

  public enum Displacement: Sendable {
    /// Into the slot the dragged item left (the default).
    case vacatedSlot
    /// To the start of the source section (seed 004).
    case sourceStart
    /// To the end of the source section.
    case sourceEnd
  }

  public init(
    isLocked: Bool = false, acceptsDrops: Bool = true, minimumCount: Int = 0,
    capacity: Int? = nil, displacement: Displacement = .vacatedSlot
  ) {
    self.isLocked = isLocked
    self.acceptsDrops = acceptsDrops
    self.minimumCount = minimumCount
    self.capacity = capacity
    self.displacement = displacement
  }

  func validate() throws(ReorderError) {
    guard minimumCount >= 0 else {
      throw ReorderError(.invalidArgument, "minimum count \(minimumCount) is negative")
    }
    if let capacity, capacity < 1 {
      throw ReorderError(.invalidArgument, "capacity \(capacity) is below 1")
    }
  }
}
