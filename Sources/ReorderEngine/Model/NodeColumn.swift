/// A value per node kept beside the pool, for what only some items or some
/// layouts carry: it grows only when a node is given a value other than
/// `blank`, so an engine that never sets one pays nothing.
struct NodeColumn<Value> {
  private var values: [Value] = []
  let blank: Value

  init(blank: Value) { self.blank = blank }

  subscript(n: Int32) -> Value {
    get {
      let i = Int(n)
      return i < values.count ? values[i] : blank
    }
    set {
      let i = Int(n)
      if i >= values.count {
        values.append(contentsOf: repeatElement(blank, count: i + 1 - values.count))
      }
      values[i] = newValue
    }
  }

  /// Whether `n` has a place of its own (past the end, it reads blank).
  func holds(_ n: Int32) -> Bool { Int(n) < values.count }

  var bytes: Int { values.capacity * MemoryLayout<Value>.stride }
}
