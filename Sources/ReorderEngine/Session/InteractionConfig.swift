/// How pointer drags behave: activation, commit mode, clamping and edge
/// auto-scroll. Defaults: docs/ARCHITECTURE.md section 4.
public struct InteractionConfig: Equatable, Sendable {
  public var activation: Activation
  public var commit: CommitMode
  /// Keep the lifted item inside the content while dragging.
  public var clampToContent: Bool
  public var autoScroll: AutoScrollConfig

  public init(
    activation: Activation = .longPress(), commit: CommitMode = .live,
    clampToContent: Bool = false, autoScroll: AutoScrollConfig = AutoScrollConfig()
  ) {
    self.activation = activation
    self.commit = commit
    self.clampToContent = clampToContent
    self.autoScroll = autoScroll
  }

  func validate() throws(ReorderError) {
    try activation.validate()
    try autoScroll.validate()
  }
}
