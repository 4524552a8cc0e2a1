#!/usr/bin/env python3
"""The Qt demo's Tags tab (a flow of chips) under Xvfb, driven by xdotool.

One demo process, started right to left (--seed tags --rtl): the chips'
lines start at the right (the `chips` line: each line's chips go leftwards,
and the first ends near the view's right edge); a long press (0.7 s hold,
real timing) on a chip of the first line and a drag onto a chip three
lines down moves it there: the demo's drop names its row, the last `order`
line is the first order with that one row moved (and every printed move
replays to the order printed after it), and the `chips` line printed after
the drop puts the chip on the line under the release point, after exactly
the chips of that line whose centres were before the point (the flow's
midpoint rule, in the reading direction), unless it stayed in a slot that
holds the point. Then the "Right to left" toggle is clicked: the view turns
left to right (the `direction` line; lines now go rightwards from the
left) and the same drag, with another chip, checks the same things left to
right.

    test_qt_tags.py DEMO
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

Chips = dict[str, tuple[int, int, int, int]]  # key -> x, y, w, h in the view's viewport


class TagsDemo(XDemo):
    def __init__(self, demo: str, tmp: Path) -> None:
        runtime = Path(tempfile.mkdtemp(prefix="runtime-tags-", dir=tmp))  # 0700, as Qt wants
        super().__init__([demo, "--seed", "tags", "--rtl", "--exit-after", "40", "--width", "560"],
                         tmp, env=dict(XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb"))
        self.rtl = True

    def started(self) -> None:
        """Once shown: .view (the viewport's screen x, y, w, h), .toggle
        (the centre of the right-to-left toggle), .chips and .order."""
        self.view = tuple(map(int, self.expect(r"^ready tags x=(\d+) y=(\d+) w=(\d+) h=(\d+)",
                                               timeout=30).groups()))
        x, y, w, h = map(int, self.expect(r"^ready tags-rtl x=(\d+) y=(\d+) w=(\d+) h=(\d+)").groups())
        self.toggle = (x + w // 2, y + h // 2)
        self.chips, self.order = self.layout()
        assert self.order == json.loads(self.expect(r"^initial tags (.*)")[1]), self.order
        self.env["DISPLAY"] = self.expect(r"^ready pid=\d+ display=(\S+)")[1]

    def layout(self) -> tuple[Chips, list[str]]:
        """The next `chips` line: every chip's frame, and the keys in order."""
        rows = json.loads(self.expect(r"^chips tags (.*)", timeout=5)[1])
        return {k: (x, y, w, h) for k, x, y, w, h in rows}, [row[0] for row in rows]

    def screen(self, key: str) -> tuple[int, int]:
        """The centre of a chip on the screen."""
        x, y, w, h = self.chips[key]
        return self.view[0] + x + w // 2, self.view[1] + y + h // 2


def lines_of(chips: Chips, order: list[str]) -> list[list[str]]:
    """The chips line by line (every chip is 30 high: one y a line), in order."""
    lines: dict[int, list[str]] = {}
    for key in order:
        lines.setdefault(chips[key][1], []).append(key)
    return [lines[y] for y in sorted(lines)]


def check_direction(demo: TagsDemo) -> None:
    """Each line's chips go along the reading direction, and the lines start
    at the view's start side (within the insets and a scroll bar's room)."""
    w = demo.view[2]
    for line in lines_of(demo.chips, demo.order):
        xs = [demo.chips[k][0] for k in line]
        assert xs == sorted(xs, reverse=demo.rtl), (demo.rtl, line, xs)
    first = demo.chips[demo.order[0]]
    start = w - (first[0] + first[2]) if demo.rtl else first[0]
    assert 0 <= start <= 40, (demo.rtl, first, w)


def check_moves(log: list[str], initial: list[str]) -> None:
    """Each printed move in log, applied to the order before it (initial at
    first), gives the order printed after it."""
    order = list(initial)
    for line in log:
        if m := re.match(r"^move tags from=0,(\d+) to=0,(\d+)", line):
            order.insert(int(m[2]), order.pop(int(m[1])))
        elif line.startswith("order tags "):
            assert order == json.loads(line.split(" ", 2)[2]), (line, order)


def drag_across_lines(demo: TagsDemo, key: str, onto: str) -> None:
    """Long-presses chip `key` (on the first line), drags it onto chip
    `onto`'s centre (lines further down), drops it there, and checks where
    it went (see the module's doc)."""
    lines = lines_of(demo.chips, demo.order)
    assert key in lines[0] and onto not in lines[0] and onto not in lines[1], (key, onto, lines)
    initial, start, y0 = list(demo.order), demo.screen(key), demo.chips[key][1]
    px, py = demo.screen(onto)  # the lifted chip's centre is the pointer: pressed at its centre
    seen = len(demo.log)
    demo.press_hold(*start)
    demo.expect(rf"^lift tags {re.escape(key)}$", timeout=5)
    demo.glide(*start, px, py, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop tags from=0,(\d+) to=0,(\d+) count=1$", timeout=5)
    frm, to = int(m[1]), int(m[2])
    demo.chips, demo.order = demo.layout()
    assert frm == initial.index(key), (m[0], initial)
    want = list(initial)
    want.insert(to, want.pop(frm))
    assert demo.order == want, (demo.order, want)
    orders = [json.loads(line.split(" ", 2)[2]) for line in demo.log[seen:]
              if line.startswith("order tags ")]
    assert orders and orders[-1] == want, (orders[-1:], want)
    check_moves(demo.log[seen:], initial)

    # On the line under the release point, a line it did not start on.
    vx, vy = demo.view[0], demo.view[1]
    x, y, w, h = demo.chips[key]
    assert y <= py - vy <= y + h, ("the line under the pointer", key, demo.chips[key], py - vy)
    assert y > y0, ("lines further down", key, y0, y)
    # After the chips of that line whose centres are before the point.
    line = next(ln for ln in lines_of(demo.chips, demo.order) if key in ln)
    at = line.index(key)
    forward = -1 if demo.rtl else 1  # along the reading direction

    def centre(k: str) -> float:
        return vx + demo.chips[k][0] + demo.chips[k][2] / 2

    for before in line[:at]:
        assert (centre(before) - px) * forward < 0, ("before the point", before, line, px)
    if at + 1 < len(line):  # the next chip was not before it (its place before the drop)
        after = line[at + 1]
        was = centre(after) - forward * (w + 6)
        inside = vx + x <= px <= vx + x + w
        assert inside or (was - px) * forward >= 0, ("after the point", after, line, px)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("demo")
    args = ap.parse_args()
    for tool in ("xvfb-run", "xauth", "xdotool"):
        if shutil.which(tool) is None:
            print(f"test_qt_tags: {tool} is missing", file=sys.stderr)
            return 1
    with tempfile.TemporaryDirectory() as tmpdir:
        demo = TagsDemo(args.demo, Path(tmpdir))
        try:
            demo.started()
            check_direction(demo)
            lines = lines_of(demo.chips, demo.order)
            drag_across_lines(demo, lines[0][1], lines[3][1])
            time.sleep(0.4)  # settled
            demo.click_at(*demo.toggle)
            demo.expect(r"^direction tags ltr$", timeout=5)
            demo.chips, demo.order = demo.layout()
            demo.rtl = False
            check_direction(demo)
            lines = lines_of(demo.chips, demo.order)
            drag_across_lines(demo, lines[0][2], lines[2][1])
            errors = [line for line in demo.log if line.startswith("error")]
            assert not errors, errors
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
        finally:
            demo.stop()
    print("test_qt_tags: ok (right to left: a chip dragged three lines down; toggled left to "
          "right: another dragged two lines down)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
