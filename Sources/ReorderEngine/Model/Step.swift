/// One item changing place: `from` and `to` are index paths in the order
/// just before and just after this step.
public struct Step: Equatable, Sendable, CustomStringConvertible {
  public var id: UInt64
  public var from: IndexPath
  public var to: IndexPath
  public init(id: UInt64, from: IndexPath, to: IndexPath) {
    self.id = id
    self.from = from
    self.to = to
  }
  public var description: String { "\(id) \(from) -> \(to)" }
}

/// The steps of one planned move (the item, and the partner or displaced
/// item it sends back: three at most) or of one drag step (a move and the
/// settle after it: six at most), held inline: a drag step is on the
/// pointer's hot path and allocates nothing.
struct Steps: RandomAccessCollection {
  static let capacity = 6
  private var storage = InlineArray<6, Step>(
    repeating: Step(id: 0, from: IndexPath(section: 0, item: 0), to: IndexPath(section: 0, item: 0))
  )
  private(set) var count = 0

  var startIndex: Int { 0 }
  var endIndex: Int { count }
  subscript(i: Int) -> Step { storage[i] }

  /// The bound holds by construction (see the type's comment); past it
  /// the program is wrong, not the host.
  mutating func append(_ s: Step) {
    precondition(count < Steps.capacity, "more steps than one drag step makes")
    storage[count] = s
    count += 1
  }

  mutating func append(contentsOf other: Steps) {
    for s in other { append(s) }
  }
}
