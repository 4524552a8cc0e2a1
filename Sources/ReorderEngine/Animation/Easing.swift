/// Timing curves for presentation, as plain polynomials (no libm).
public enum Easing: Equatable, Sendable {
  case linear
  /// Cubic ease-out, 1 − (1 − t)³: fast start, gentle arrival (displacement, settle).
  case easeOut
  /// Cubic ease-in-out: UIKit's default curve for `animate(withDuration:)`.
  case easeInOut

  /// The eased value of progress `t`, clamped to 0...1. NaN counts as done,
  /// so a bad clock ends an animation instead of freezing it.
  public func value(_ t: Double) -> Double {
    if t.isNaN { return 1 }
    let t = min(1, max(0, t))
    switch self {
    case .linear:
      return t
    case .easeOut:
      let u = 1 - t
      return 1 - u * u * u
    case .easeInOut:
      if t < 0.5 { return 4 * t * t * t }
      let u = 2 - 2 * t
      return 1 - u * u * u / 2
    }
  }

  /// Eased progress of an animation of `duration` started at `start`, at
  /// `now`. Time before the start gives 0; no duration or NaN gives 1.
  func progress(start: Double, duration: Double, now: Double) -> Double {
    guard duration > 0 else { return 1 }
    return value((now - start) / duration)
  }
}

/// Linear interpolation that is exact at both ends: `a` at 0, `b` at 1.
@inline(__always) func mix(_ a: Double, _ b: Double, _ p: Double) -> Double {
  a * (1 - p) + b * p
}

extension Rect {
  /// The rect `p` of the way from `self` to `other` (exact at 0 and 1).
  func mixed(to other: Rect, _ p: Double) -> Rect {
    Rect(
      x: mix(x, other.x, p), y: mix(y, other.y, p), width: mix(width, other.width, p),
      height: mix(height, other.height, p))
  }
}
