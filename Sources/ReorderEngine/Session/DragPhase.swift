/// Where the engine is in a drag: idle → pressing → dragging → settling →
/// idle. Settling lasts while the dropped (or cancelled) item animates
/// into its slot; a new press may start during it.
public enum DragPhase: Equatable, Sendable {
  case idle
  case pressing
  case dragging
  case settling
}
