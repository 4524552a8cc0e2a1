"""Bulk load from Python: 10^6 items through one buffer call.

Issue 5's aim is "10^6 items in one call, well under 0.1 s". Timings are
not test assertions on these shared machines, so this prints medians and a
ratio to a baseline measured in the same run: building a plain dict from id
to position over the same ids (what a host would write without the engine).
Run by `make bench`; stdlib only.
"""

from __future__ import annotations

import statistics
import time
from array import array
from typing import Callable

import reorder

N = 1_000_000
ROUNDS = 7
AIM_MS = 100.0


def median_ms(run: Callable[[], None]) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def main() -> None:
    ids = array("Q", range(1, N + 1))
    # Mixed sizes, as in the seed's tables.
    sizes = array("d", (44.0, 88.0, 30.0, 120.0, 60.0)) * (N // 5)

    def fresh() -> None:
        with reorder.Engine() as engine:
            engine.insert_section(0)
            engine.load_section(0, ids, sizes)

    engine = reorder.Engine()
    engine.insert_section(0)

    def reload() -> None:
        engine.load_section(0, ids, sizes)

    def baseline() -> None:
        position = dict(zip(ids, range(N)))
        assert len(position) == N

    rows = [
        ("new engine, load 10^6", median_ms(fresh)),
        ("reload 10^6 (replace all)", median_ms(reload)),
        ("baseline: dict id -> position", median_ms(baseline)),
    ]
    engine.close()
    base = rows[-1][1]
    print(f"Python bulk load (ctypes, array('Q') + array('d'), median of {ROUNDS})")
    for name, ms in rows:
        print(f"  {name:31s} {ms:8.1f} ms   {ms / base:5.2f}x baseline")
    verdict = "PASS" if rows[0][1] < AIM_MS else "MISS"
    print(f"  load of 10^6 in one call: {rows[0][1]:.1f} ms (aim < {AIM_MS:.0f} ms)  {verdict}")


if __name__ == "__main__":
    main()
