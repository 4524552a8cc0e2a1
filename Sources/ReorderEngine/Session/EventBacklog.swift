/// Events waiting for a host that polls instead of taking a callback,
/// oldest first, within a bound: a host that never polls cannot make the
/// library grow without limit, and no move is ever dropped.
///
/// At the limit, what a late host does not need goes first: every waiting
/// announcement but the newest, every scroll but the newest, and every
/// animation request but one. If that frees less than half the room, the
/// backlog is full: further calls are refused (counted in `refusedCalls`)
/// until the host has polled it below half, so a full backlog is compacted
/// once, not on every call.
public struct EventBacklog: Sendable {
  public static let defaultLimit = 1 << 16

  public let limit: Int
  private var items: [Event] = []
  private var head = 0
  private var full = false
  /// Calls refused since the host last drained the backlog.
  public private(set) var refusedCalls = 0

  public init(limit: Int = EventBacklog.defaultLimit) {
    self.limit = max(limit, 2)
  }

  public var count: Int { items.count - head }

  public mutating func append(_ events: [Event]) { items += events }

  /// Whether another call may run (and queue its events); a refusal is
  /// counted.
  public mutating func admitsCall() -> Bool {
    if full && count >= limit / 2 {
      refusedCalls += 1
      return false
    }
    full = false
    guard count >= limit else { return true }
    compact()
    guard count < limit / 2 else {
      full = true
      refusedCalls += 1
      return false
    }
    return true
  }

  /// The oldest waiting event.
  public mutating func pop() -> Event? {
    guard head < items.count else { return nil }
    defer {
      head += 1
      if head == items.count {
        items.removeAll(keepingCapacity: true)
        head = 0
      }
    }
    return items[head]
  }

  /// Once the backlog is empty: how many calls it refused while full (nil
  /// for none), counted from zero again after.
  public mutating func takeRefused() -> Int? {
    guard count == 0, refusedCalls > 0 else { return nil }
    defer { refusedCalls = 0 }
    return refusedCalls
  }

  private mutating func compact() {
    let waiting = items[head...]
    let lastAnnouncement = waiting.lastIndex { if case .announcement = $0 { true } else { false } }
    // The newest scroll of each container: the viewport, and the outer ones.
    func lastScroll(_ scope: OuterScope?) -> Int? {
      waiting.lastIndex { if case .scrolled(_, scope) = $0 { true } else { false } }
    }
    let newest = [lastScroll(nil), lastScroll(.engine), lastScroll(.group)]
    var animationKept = false
    var kept: [Event] = []
    kept.reserveCapacity(waiting.count)
    for (i, e) in zip(waiting.indices, waiting) {
      switch e {
      case .announcement where i != lastAnnouncement: continue
      case .scrolled where !newest.contains(i): continue
      case .animationNeeded:
        if animationKept { continue }
        animationKept = true
      default: break
      }
      kept.append(e)
    }
    items = kept
    head = 0
  }
}
