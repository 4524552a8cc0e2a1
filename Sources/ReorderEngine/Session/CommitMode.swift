/// When a drag's moves reach the host.
public enum CommitMode: Equatable, Sendable {
  /// The order changes at each step and each step is reported, as in the
  /// seeds.
  case live
  /// The other items only shift on screen; the host hears the moves once,
  /// at drop.
  case onDrop
}
