"""Python's cost per pointer event, with the event callback in Python.

Issue 13's Python row: what a Python host pays for each pointer event of a
drag through the `reorder` package (Engine.pointer_move, an on_event
callback that counts moves), against the floor any Python binding has: a
bare ctypes call of reorder_engine_pointer_move on an engine whose callback
is a bare ctypes CFUNCTYPE that counts moves. Both engines hold the same
10^6 items (mixed heights 20...200, seeded), an 800-unit viewport and
immediate activation, as in the C benchmark (bindings/c/bench). Medians of
batches, ratios to the baseline measured in the same run; timings are not
asserted. Run by `make bench`; stdlib only.
"""

from __future__ import annotations

import ctypes
import random
import statistics
import time
from array import array
from typing import Any, Callable

import reorder
from reorder._ffi import lib
from reorder._generated import DESTROY_FN, EVENT_FN, CEvent, CPoint, EventType

N = 1_000_000
BATCHES = 15
EVENTS_PER_BATCH = 400
DT = 1.0 / 120
X = 160.0


class Drag:
    """One engine with its middle item lifted, and the pointer positions
    that make no step (4-unit moves inside its slot) or one step each
    (4 units either side of the lower neighbour's midpoint)."""

    def __init__(self, ids: array[int], sizes: array[float], starts: list[float]) -> None:
        self.engine = reorder.Engine(
            reorder.Options(cross_extent=320, activation=reorder.Activation.IMMEDIATE)
        )
        self.engine.insert_section(0)
        self.engine.load_section(0, ids, sizes)
        mid = N // 2
        press = starts[mid] + sizes[mid] / 2
        self.engine.set_viewport((0, press - 400, 320, 800))
        self.press = press
        # The lower neighbour's midpoint, in the layout without the lifted
        # item, as the pointer sees it (the grab is half the item).
        midpoint = starts[mid] + sizes[mid + 1] / 2
        self.no_step = (press, press + 4)
        self.one_step = (midpoint + 4 + sizes[mid] / 2, midpoint - 4 + sizes[mid] / 2)
        self.t = 0.0
        self.moves = 0

    def lift(self) -> None:
        self.t += DT
        self.engine.pointer_down((X, self.press), self.t)


def median_ns(run: Callable[[float], None], ys: tuple[float, float]) -> float:
    """ns per event, the median over batches; run(y) makes one event."""
    per_event = []
    for batch in range(BATCHES + 1):
        start = time.perf_counter_ns()
        for i in range(EVENTS_PER_BATCH):
            run(ys[i & 1])
        elapsed = time.perf_counter_ns() - start
        if batch:  # the first batch warms up
            per_event.append(elapsed / EVENTS_PER_BATCH)
    return statistics.median(per_event)


def main() -> None:
    rng = random.Random(0x5EED)
    ids = array("Q", (i * 0xD6E8FEB86659FD93 % 2**64 for i in range(1, N + 1)))
    sizes = array("d", (float(rng.randint(20, 200)) for _ in range(N)))
    starts = [0.0] * (N + 1)
    for i, s in enumerate(sizes):
        starts[i + 1] = starts[i] + s

    # The package: Engine.pointer_move, a Python on_event callback.
    package = Drag(ids, sizes, starts)

    def on_event(event: reorder.Event) -> None:
        if event.type == EventType.MOVE:
            package.moves += 1

    package.engine.on_event(on_event)
    package.lift()

    def package_event(y: float) -> None:
        package.t += DT
        package.engine.pointer_move((X, y), package.t)

    # The baseline: bare ctypes on an engine whose callback is a bare
    # CFUNCTYPE (the package only set it up).
    bare = Drag(ids, sizes, starts)

    def bare_on_event(event: Any, user_data: Any) -> None:
        if event.contents.type == EventType.MOVE:
            bare.moves += 1

    bare_fn = EVENT_FN(bare_on_event)  # kept alive while the engine lives
    handle = bare.engine._handle
    size = ctypes.sizeof(CEvent)
    lib.reorder_engine_set_event_callback(handle, bare_fn, size, DESTROY_FN(), None)
    bare.lift()
    pointer_move = lib.reorder_engine_pointer_move

    def bare_event(y: float) -> None:
        bare.t += DT
        if pointer_move(handle, CPoint(X, y), bare.t) < 0:
            raise RuntimeError("reorder_engine_pointer_move failed")

    rows = []
    for name, attr in (("no step", "no_step"), ("one step", "one_step")):
        moves = (package.moves, bare.moves)
        p = median_ns(package_event, getattr(package, attr))
        b = median_ns(bare_event, getattr(bare, attr))
        made = (package.moves - moves[0], bare.moves - moves[1])
        rows.append((name, p, b, made))

    events = (BATCHES + 1) * EVENTS_PER_BATCH
    print(
        f"Python per pointer event (n = 10^6, callback in Python; "
        f"median of {BATCHES} batches of {EVENTS_PER_BATCH})"
    )
    head = ("event", "reorder package", "bare ctypes", "package/bare")
    print(f"  {head[0]:10s} {head[1]:>16s} {head[2]:>12s} {head[3]:>13s}  moves")
    for name, p, b, made in rows:
        print(
            f"  {name:10s} {p / 1e3:13.2f} us {b / 1e3:9.2f} us {p / b:12.2f}x  "
            f"{made[0]} / {made[1]} of {events} events"
        )
    print("  (bare ctypes: lib.reorder_engine_pointer_move with a CPoint, a bare CFUNCTYPE")
    print("   callback; the package: Engine.pointer_move and Engine.on_event, an Event per event)")
    package.engine.close()
    bare.engine.close()  # before bare_fn, which C holds until then
    del bare_fn


if __name__ == "__main__":
    main()
