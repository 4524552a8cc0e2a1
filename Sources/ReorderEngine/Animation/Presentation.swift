/// A drop shadow, as data for the host to draw.
public struct Shadow: Equatable, Sendable {
  public var opacity: Double
  public var radius: Double
  public var offset: Point

  public init(opacity: Double, radius: Double, offset: Point) {
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }

  public static let none = Shadow(opacity: 0, radius: 0, offset: Point(x: 0, y: 0))
}

/// What to draw for one item at one instant. The host draws it as is: the
/// engine has already applied slides, lift and settle.
public struct Presentation: Equatable, Sendable {
  /// Draw order: 0 at rest, 1 sliding or settling, 2 lifted.
  public enum Layer {
    public static let rest = 0
    public static let moving = 1
    public static let lifted = 2
  }

  public var id: UInt64
  public var indexPath: IndexPath
  /// Unscaled: the host scales about its centre by `scale`.
  public var frame: Rect
  public var alpha: Double
  public var scale: Double
  public var zIndex: Int
  public var shadow: Shadow
  public var isLifted: Bool
  /// How many items the lifted one stands for: its group's, 1 alone (and
  /// for every other item).
  public var stackCount = 1
  /// The item the lifted one would go into (an outline's drop into) or
  /// combine with: the host highlights it.
  public var isTarget = false

  public init(
    id: UInt64, indexPath: IndexPath, frame: Rect, alpha: Double = 1, scale: Double = 1,
    zIndex: Int = Layer.rest, shadow: Shadow = .none, isLifted: Bool = false
  ) {
    self.id = id
    self.indexPath = indexPath
    self.frame = frame
    self.alpha = alpha
    self.scale = scale
    self.zIndex = zIndex
    self.shadow = shadow
    self.isLifted = isLifted
  }
}

extension LiftLook {
  /// The lifted item's presentation: `lift` (eased, 0...1) grows the look
  /// from rest; once dropped, `settle` (eased, 0...1) shrinks it back and
  /// moves the frame from `rect` (where it was dropped) to `settle.slot`.
  /// Progress that is NaN counts as done; a finished settle is plain rest.
  func present(
    id: UInt64, indexPath: IndexPath, rect: Rect, lift: Double,
    settle: (progress: Double, slot: Rect)? = nil
  ) -> Presentation {
    func unit(_ p: Double) -> Double { p.isNaN ? 1 : min(1, max(0, p)) }
    let settled = settle.map { unit($0.progress) } ?? 0
    if let settle, settled >= 1 {
      return Presentation(id: id, indexPath: indexPath, frame: settle.slot)
    }
    // How much of the look shows: all of the lift, less what settle undid.
    let amount = unit(lift) * (1 - settled)
    let frame = settle.map { rect.mixed(to: $0.slot, settled) } ?? rect
    return Presentation(
      id: id, indexPath: indexPath, frame: frame,
      alpha: mix(1, alpha, amount), scale: mix(1, scale, amount),
      zIndex: settle == nil ? Presentation.Layer.lifted : Presentation.Layer.moving,
      shadow: Shadow(opacity: shadowOpacity * amount, radius: shadowRadius, offset: shadowOffset),
      isLifted: true)
  }
}
