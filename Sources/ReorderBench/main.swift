// ReorderBench (`make bench`): the engine against a plain-array baseline at
// 10^3, 10^5 and 10^6 items, then trace replay at 1 and 10 MB; medians and
// ratios from one run (absolute times on shared machines drift; ratios
// within a run hold). Informational: it always exits 0; a failure to run is
// printed, not thrown.

let sizes = [1_000, 100_000, 1_000_000]
let started = clock.now
print("ReorderBench: engine vs plain arrays (seeded mixed sizes 20...120, one list section)")
print("median over 7 batches of the median sample per batch; ratio = baseline / engine")
print("")

do {
  var results: [[Op: Cost]] = []
  for n in sizes {
    let t = clock.now
    results.append(try measureAll(Workload(n: n, seed: 0x5EED_0000 + UInt64(n))))
    print("measured n = \(label(n)) in \(format((clock.now - t).nanoseconds / 1e9)) s")
  }
  print("")
  Report(sizes: sizes, results: results).print()
  print("")
  printReplay([try measureReplay(megabytes: 1), try measureReplay(megabytes: 10)])
} catch {
  print("benchmark stopped: \(error)")
}
print("")
print("total run time \(format((clock.now - started).nanoseconds / 1e9)) s")
