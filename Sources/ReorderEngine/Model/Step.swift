/// One item changing place: `from` and `to` are index paths in the order
/// just before and just after this step.
/// In an outline the step also gives the item's depth before and after
/// (0 and 0 elsewhere).
public struct Step: Equatable, Sendable, CustomStringConvertible {
  public var id: UInt64
  public var from: IndexPath
  public var to: IndexPath
  public var fromDepth: UInt8
  public var toDepth: UInt8
  public init(id: UInt64, from: IndexPath, to: IndexPath, fromDepth: UInt8 = 0, toDepth: UInt8 = 0)
  {
    self.id = id
    self.from = from
    self.to = to
    self.fromDepth = fromDepth
    self.toDepth = toDepth
  }

  /// The same step backwards.
  public var reversed: Step {
    Step(id: id, from: to, to: from, fromDepth: toDepth, toDepth: fromDepth)
  }

  /// Whether it changes nothing.
  var isNone: Bool { from == to && fromDepth == toDepth }

  public var description: String {
    let depths = fromDepth == toDepth ? "" : " depth \(fromDepth) -> \(toDepth)"
    return "\(id) \(from) -> \(to)\(depths)"
  }
}

/// The steps of one planned move (the item, and the partner or displaced
/// item it sends back: three at most) or of one drag step (a move and the
/// settle after it: six at most), held inline: a drag step is on the
/// pointer's hot path and allocates nothing. Past six (no move makes that
/// many) they go on in an array rather than trap.
struct Steps: RandomAccessCollection {
  static let capacity = 6
  private var storage = InlineArray<6, Step>(
    repeating: Step(id: 0, from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 0))
  )
  /// Nil until needed: a copy of nil retains nothing.
  private var overflow: [Step]? = nil
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  /// Past the end traps, as an array's subscript does.
  subscript(i: Int) -> Step { i < Steps.capacity ? storage[i] : overflow![i - Steps.capacity] }

  mutating func append(_ s: Step) {
    if count < Steps.capacity {
      storage[count] = s
    } else {
      // Past six only for groups (their gathering and moves: a step per
      // item); amortized, a copy per append made gathering 1,000 quadratic.
      overflow = overflow ?? []
      overflow!.append(s)
    }
    count += 1
  }

  mutating func append(contentsOf other: Steps) {
    for s in other { append(s) }
  }
}
