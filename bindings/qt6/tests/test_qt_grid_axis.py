#!/usr/bin/env python3
"""The Qt demo's grid page (seed 003) scrolling sideways, under Xvfb, driven
by xdotool with real pointer events.

Run twice, left to right and right to left (--rtl): the "Scroll sideways"
switch is clicked, and the `cells` line that follows must show the cells
filling columns top to bottom (four a column, the seed's grid_columns), the
columns going from the start side (the left, or the right with --rtl) in
order, every cell the same size; a turn of the mouse wheel scrolls the
horizontal bar (`scroll 003 x=V`, V > 0) and one back returns it to 0. Then
a long press (0.7 s hold, real timing) on the second cell of the first
column and a drag onto the middle of the third column's third cell drops it
there: the demo's drop is from row 1 to row 10, the last `order` line is
the first order with that row moved, and the cell's new frame (the `cells`
line after the drop) holds the release point.

    test_qt_grid_axis.py DEMO
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo  # noqa: E402  (bindings/testing, shared with the other drivers)

DOWN = 4  # cells down a column: the seed's grid_columns
Cells = dict[str, tuple[int, int, int, int]]  # key -> x, y, w, h in the view's viewport


class GridDemo(XDemo):
    def __init__(self, demo: str, tmp: Path, rtl: bool) -> None:
        runtime = Path(tempfile.mkdtemp(prefix="runtime-grid-", dir=tmp))  # 0700, as Qt wants
        argv = [demo, "--seed", "003", "--exit-after", "40", "--width", "560"]
        super().__init__(argv + (["--rtl"] if rtl else []), tmp,
                         env=dict(XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb"))
        self.rtl = rtl

    def started(self) -> None:
        """Once shown: .view (the viewport's screen x, y, w, h), .switch (the
        centre of the "Scroll sideways" box), .cells and .order."""
        self.view = tuple(map(int, self.expect(r"^ready view 003 x=(\d+) y=(\d+) w=(\d+) h=(\d+)",
                                               timeout=30).groups()))
        x, y, w, h = map(int, self.expect(r"^ready axis 003 x=(\d+) y=(\d+) w=(\d+) h=(\d+)").groups())
        # On the box itself: at the switch's start side (the right with --rtl).
        self.switch = (x + w - 10 if self.rtl else x + 10, y + h // 2)
        self.cells, self.order = self.layout()
        self.env["DISPLAY"] = self.expect(r"^ready pid=\d+ display=(\S+)")[1]

    def layout(self) -> tuple[Cells, list[str]]:
        """The next `cells` line: every cell's frame, and the keys in order."""
        rows = json.loads(self.expect(r"^cells 003 (.*)", timeout=5)[1])
        return {k: (x, y, w, h) for k, x, y, w, h in rows}, [row[0] for row in rows]

    def screen(self, key: str) -> tuple[int, int]:
        """The centre of a cell on the screen."""
        x, y, w, h = self.cells[key]
        return self.view[0] + x + w // 2, self.view[1] + y + h // 2


def check_columns(demo: GridDemo) -> None:
    """Cells fill columns top to bottom, DOWN a column, columns from the
    start side onwards, all one size."""
    sizes = {(w, h) for _, _, w, h in demo.cells.values()}
    assert len(sizes) == 1, ("one cell size", sizes)
    (w, h), = sizes
    assert abs(w - h) <= 1, ("square cells", w, h)
    columns = [demo.order[i:i + DOWN] for i in range(0, len(demo.order), DOWN)]
    xs = []
    for column in columns:
        cx = {demo.cells[k][0] for k in column}
        assert len(cx) == 1, ("one x a column", column, cx)
        ys = [demo.cells[k][1] for k in column]
        assert ys == sorted(ys) and len(set(ys)) == len(ys), ("top to bottom", column, ys)
        xs.append(cx.pop())
    assert xs == sorted(xs, reverse=demo.rtl) and len(set(xs)) == len(xs), ("columns", xs)
    first = demo.cells[demo.order[0]]
    start = demo.view[2] - (first[0] + first[2]) if demo.rtl else first[0]
    assert 0 <= start <= 20, ("the first column at the start side", demo.rtl, first, demo.view)
    assert first[1] <= 20, ("the first cell at the top", first)


def check_wheel(demo: GridDemo) -> None:
    """The wheel, turned down and up over the grid, scrolls it sideways."""
    x, y, w, h = demo.view
    demo.xdo("mousemove", x + w // 2, y + h // 2)
    demo.xdo("click", 5)
    m = demo.expect(r"^scroll 003 x=(\d+) max=(\d+)$", timeout=5)
    assert 0 < int(m[1]) <= int(m[2]), m[0]
    demo.xdo("click", 4)
    demo.expect(r"^scroll 003 x=0 max=\d+$", timeout=5)
    time.sleep(0.3)


def drag_across_columns(demo: GridDemo) -> None:
    """Row 1 (the first column's second cell) onto row 10's place (the third
    column's third cell); see the module's doc."""
    key, onto = demo.order[1], demo.order[2 * DOWN + 2]
    initial, start = list(demo.order), demo.screen(key)
    px, py = demo.screen(onto)
    seen = len(demo.log)
    demo.press_hold(*start)
    demo.expect(rf"^lift 003 {re.escape(key)} ", timeout=5)
    demo.glide(*start, px, py, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop 003 from=0,(\d+) to=0,(\d+) count=1$", timeout=5)
    assert (int(m[1]), int(m[2])) == (1, 2 * DOWN + 2), m[0]
    demo.cells, demo.order = demo.layout()
    want = list(initial)
    want.insert(2 * DOWN + 2, want.pop(1))
    assert demo.order == want, (demo.order, want)
    orders = [json.loads(line.split(" ", 2)[2]) for line in demo.log[seen:]
              if line.startswith("order 003 ")]
    assert orders and orders[-1] == [want], (orders[-1:], want)
    x, y, w, h = demo.cells[key]
    vx, vy = demo.view[0], demo.view[1]
    assert x <= px - vx <= x + w and y <= py - vy <= y + h, ("under the pointer", demo.cells[key])


def run(demo_path: str, tmp: Path, rtl: bool) -> None:
    demo = GridDemo(demo_path, tmp, rtl)
    try:
        demo.started()
        demo.click_at(*demo.switch)
        demo.expect(r"^axis 003 horizontal$", timeout=5)
        demo.cells, demo.order = demo.layout()
        check_columns(demo)
        check_wheel(demo)
        drag_across_columns(demo)
        errors = [line for line in demo.log if line.startswith("error")]
        assert not errors, errors
    except AssertionError as e:
        raise AssertionError(f"{'rtl' if rtl else 'ltr'}: {e}") from None
    finally:
        demo.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("demo")
    args = ap.parse_args()
    for tool in ("xvfb-run", "xauth", "xdotool"):
        if shutil.which(tool) is None:
            print(f"test_qt_grid_axis: {tool} is missing", file=sys.stderr)
            return 1
    with tempfile.TemporaryDirectory() as tmpdir:
        try:
            for rtl in (False, True):
                run(args.demo, Path(tmpdir), rtl)
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
    print("test_qt_grid_axis: ok (switched sideways: columns top to bottom, the wheel, a cell "
          "dragged two columns on; left to right and right to left)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
