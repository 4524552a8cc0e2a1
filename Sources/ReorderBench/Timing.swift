// Timing without Foundation: the stdlib's monotonic ContinuousClock, repeated
// samples and medians, so one slow sample (a page fault, another process on
// the shared machine) does not move the result.

let clock = ContinuousClock()

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
  }
}

/// Consumes a result so the optimizer cannot delete the work that made it.
/// Never inlined nor optimized, so the compiler must assume it reads `x`.
@inline(never) @_optimize(none)
func blackHole(_ x: Int) {}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  guard !s.isEmpty else { return .nan }
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// How long to measure one operation.
struct Plan {
  var batches = 7
  var samplesPerBatch = 5
  /// What one sample aims for: long enough that reading the clock (tens of
  /// ns) is noise, short enough that an interruption spoils one sample only.
  var sampleNs = 2e6
  /// What one measurement may take after calibration: ops slower than
  /// `sampleNs` get fewer samples per batch (never fewer than one).
  var budgetNs = 2.5e8
}

/// Nanoseconds per operation: the median over batches of each batch's
/// median sample. `body(i)` does `opsPerCall` operations; `i` counts calls,
/// so the body can cycle through precomputed inputs. The body must leave
/// the state as it found it (moves come in there-and-back pairs), since
/// calibration runs it an unknown number of times.
func measure(
  opsPerCall: Int = 1, _ plan: Plan = Plan(), _ body: (Int) throws -> Void
) throws -> Double {
  var counter = 0
  var calls = 1
  var elapsed = 0.0
  // Calibrate, which also warms caches and branch predictors: double the
  // calls until a sample takes a tenth of the target.
  repeat {
    if elapsed > 0 { calls *= 2 }
    let start = clock.now
    for _ in 0..<calls {
      try body(counter)
      counter &+= 1
    }
    elapsed = (clock.now - start).nanoseconds
  } while elapsed < plan.sampleNs / 10 && calls < 1 << 24
  let perCall = max(elapsed / Double(calls), 1)
  calls = max(1, Int(plan.sampleNs / perCall))
  let affordable = Int(plan.budgetNs / (Double(plan.batches * calls) * perCall))
  let samples = min(plan.samplesPerBatch, max(1, affordable))

  var batchMedians: [Double] = []
  for _ in 0..<plan.batches {
    var perOp: [Double] = []
    for _ in 0..<samples {
      let start = clock.now
      for _ in 0..<calls {
        try body(counter)
        counter &+= 1
      }
      perOp.append((clock.now - start).nanoseconds / Double(calls * opsPerCall))
    }
    batchMedians.append(median(perOp))
  }
  return median(batchMedians)
}
