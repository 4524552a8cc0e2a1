/// Plain value geometry in the host's units, in content space. The engine
/// never imports Foundation, so it carries its own small types.
public struct Point: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

public struct Rect: Equatable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
  public var center: Point { Point(x: midX, y: midY) }
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Half-open on the far edges, so adjacent frames never both contain a point.
  public func contains(_ p: Point) -> Bool {
    p.x >= x && p.x < maxX && p.y >= y && p.y < maxY
  }
  public func intersects(_ r: Rect) -> Bool {
    x < r.maxX && r.x < maxX && y < r.maxY && r.y < maxY
  }
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// A section and a position inside it. As an item address, `item` is the
/// item's index; as a slot, it is the index the item would have there
/// (0...count).
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var section: Int
  public var item: Int
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }
  public static func < (a: IndexPath, b: IndexPath) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }
  public var description: String { "[\(section), \(item)]" }
}

/// The main axis of a list: the one items are stacked along.
public enum Axis: Sendable {
  case vertical
  case horizontal
}

/// Which way a layout's start is: a right-to-left one is its left-to-right
/// layout mirrored about the content's width (the order, the rules and
/// announcements stay logical: item 0 is at the start).
public enum LayoutDirection: Sendable {
  case leftToRight
  case rightToLeft
}

public struct Insets: Equatable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = Insets()
  var isValid: Bool {
    [top, left, bottom, right].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= maxExtent }
  }
}

/// Largest size, spacing or inset accepted: sums over `maxItems` such
/// extents stay finite, so no offset ever becomes infinity or NaN.
public let maxExtent: Double = 1e9
