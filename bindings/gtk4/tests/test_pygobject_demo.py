#!/usr/bin/env python3
"""The PyGObject demo (bindings/gtk4/demo/pygobject_demo.py) under Xvfb, driven by xdotool.

The demo uses the library through the typelib only; each check opens one
seed's page in its own X server and drives it with real pointer input:
  000  a long-press drag reorders (a mid-drag screenshot shows the lifted row
       under the pointer); across the sections the rows exchange places
  001  a press off the grip lifts nothing; the grip, on the left, drags and
       the locked section keeps its rows
  003  the pinned first channel stays first
  004  a click moves a channel into the one-item section (capacity 1), its
       item displaced; the move is announced; another page clears the status

    test_pygobject_demo.py DEMO.py   (make demo-pygobject-test; DEMO.py runs
                                      with this python, GI_TYPELIB_PATH set)

A plain python3 script (Debian's python3 has python3-gi, not pytest): each
check is a function; exit status 1 when one fails. Timings are never
asserted: lines are awaited with generous timeouts.
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.dont_write_bytecode = True  # run as a script: no __pycache__ left beside xdemo.py
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo, near, pixel  # noqa: E402  (bindings/testing, shared with the other drivers)

LIFTED = (0xFF, 0xE0, 0x66)  # .reorder-lifted in the demo's CSS
GRIP_X = 27  # seed 001's grip, from a row's left: 12 padding, then 6 + the glyph + 6
DEMO = ""


class Demo(XDemo):
    """One seed's page; .orders: every order the demo printed, the last one current."""

    expect_timeout = 15.0
    exit_timeout = 15.0

    def __init__(self, tmp: Path, seed: str) -> None:
        self.seed = seed
        self.frames: dict[str, tuple[float, float, float, float]] = {}
        self.orders: list[list[list[str]]] = []
        super().__init__([sys.executable, DEMO, "--seed", seed, "--exit-after", "90"], tmp,
                         env=dict(GSK_RENDERER="cairo", GTK_A11Y="none", GDK_BACKEND="x11",
                                  NO_AT_BRIDGE="1", PYTHONDONTWRITEBYTECODE="1"))
        m = self.expect(rf"^ready {seed} box=(\d+),(\d+),(\d+),(\d+) display=(\S+) pid=(\d+)",
                        timeout=30)
        self.box = tuple(int(m[i]) for i in range(1, 5))
        self.env["DISPLAY"], self.pid = m[5], int(m[6])
        for line in self.log:
            f = line.split()
            if f[0] == "frame" and f[1] == seed:
                self.frames[f[2]] = tuple(map(float, f[5:9]))
        self.xdo("search", "--sync", "--name", "^libreorder PyGObject demo$")

    def seen(self, line: str) -> None:
        m = re.match(rf"^(?:order|final) {self.seed} (.*)", line)
        if m:
            self.orders.append([part.split() for part in m[1].split("|")])

    def transcript(self) -> str:
        return "\n".join(line[:160] for line in self.log[-40:])

    def screen(self, x: float, y: float) -> tuple[int, int]:
        """A point in the box (unscrolled) on the screen (the window is at 0,0 without a WM)."""
        return int(self.box[0] + x), int(self.box[1] + y)

    def centre(self, key: str, dx: float = 0) -> tuple[int, int]:
        x, y, w, h = self.frames[key]
        return self.screen(x + w / 2 + dx, y + h / 2)

    def tab(self, k: int) -> tuple[int, int]:
        return self.box[2] * (2 * k + 1) // 8, self.box[1] // 2

    def order(self) -> list[list[str]]:
        return self.orders[-1]

    def stop(self) -> list[str]:
        """End the demo; GTK's and the widget's complaints (g_warning, g_critical) fail the check."""
        last = super().stop()
        noise = [line for line in self.log if re.search(r"(WARNING|CRITICAL) \*\*|Traceback", line)]
        assert not noise, noise
        return last

    def press_hold(self, x: int, y: int) -> None:
        self.xdo("mousemove", x, y)
        self.xdo("mousedown", 1)
        time.sleep(0.7)  # past the 0.5 s long press

    def glide(self, x0: int, y0: int, x1: int, y1: int, steps: int = 12) -> None:
        for i in range(1, steps + 1):
            self.xdo("mousemove", x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
            time.sleep(0.03)


def check_000_drag_and_exchange(tmp: Path) -> None:
    demo = Demo(tmp, "000")
    try:
        before = demo.order()
        x, y = demo.centre("r2", dx=200)
        demo.press_hold(x, y)
        demo.expect(r"^lift 000 r2$", timeout=5)
        demo.glide(x, y, x, y + 230)
        time.sleep(0.5)
        shot = tmp / "shot.png"
        demo.screenshot(shot)
        demo.xdo("mouseup", 1)
        m = demo.expect(r"^drop 000 r2 from=0,1 to=0,(\d+)", timeout=10)
        assert int(m[1]) >= 3, m[0]
        want = [list(s) for s in before]
        want[0].remove("r2")
        want[0].insert(int(m[1]), "r2")
        assert demo.order() == want, demo.order()[0][:8]
        assert near(pixel(shot, x, y + 230), LIFTED), pixel(shot, x, y + 230)
        # Across the sections, by keyboard: row 60 (the last of A) down into B
        # exchanges places with B's first row (exchange semantics).
        demo.xdo("key", "End")
        time.sleep(0.2)
        for key in ("space", "Down", "Return"):
            demo.xdo("key", key)
            time.sleep(0.2)
        demo.expect(r"^drop 000 \S+ from=0,59 to=1,0", timeout=10)
        a, b = demo.order()
        assert len(a) == 60 and len(b) == 60, (len(a), len(b))
        assert b[0] == want[0][59] and a[59] == "r61", (a[-2:], b[:2])
    finally:
        demo.stop()


def check_001_grip_on_the_left_and_locked(tmp: Path) -> None:
    demo = Demo(tmp, "001")
    try:
        before = demo.order()
        fx, fy, fw, fh = demo.frames["EMA"]
        for x, y in (demo.centre("EMA"), demo.screen(fx + fw - 40, fy + fh / 2)):
            demo.press_hold(x, y)
            demo.glide(x, y, x, y + 100, steps=4)
            demo.xdo("mouseup", 1)
            assert not any(line.startswith("lift") for line in demo.drain(1.0)), "lifted off the grip"
        gx, gy = demo.screen(fx + GRIP_X, fy + fh / 2)
        demo.press_hold(gx, gy)
        demo.expect(r"^lift 001 EMA$", timeout=5)
        demo.glide(gx, gy, gx, gy + 400, steps=16)  # past its section's end: locked
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop 001 EMA from=0,1 to=0,4", timeout=10)
        assert demo.order() == [["MA", "BOLL", "SAR", "VWAP", "EMA"], before[1]], demo.order()
    finally:
        demo.stop()


def check_003_pinned_first(tmp: Path) -> None:
    demo = Demo(tmp, "003")
    try:
        x, y = demo.centre("c6")
        demo.press_hold(x, y)
        demo.expect(r"^lift 003 c6$", timeout=5)
        x1, y1 = demo.centre("c1")
        demo.glide(x, y, x1, y1, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        m = demo.expect(r"^drop 003 c6 from=0,5 to=0,(\d+)", timeout=10)
        assert int(m[1]) == 1, m[0]
        assert demo.order()[0][:3] == ["c1", "c6", "c2"], demo.order()[0][:4]
    finally:
        demo.stop()


def check_004_tap_to_feature(tmp: Path) -> None:
    demo = Demo(tmp, "004")
    try:
        assert demo.order() == [["Weather"], ["News", "Sports", "Music", "Movies", "Science",
                                              "Travel", "Food", "Games"]], demo.order()
        demo.xdo("mousemove", *demo.centre("Music"))
        demo.xdo("click", 1)
        demo.expect(r"^activate 004 Music$")
        demo.expect(r"^announce 004 Music was moved into section 1, position 1 of 1\.$", timeout=5)
        assert demo.order() == [["Music"], ["Weather", "News", "Sports", "Movies", "Science",
                                            "Travel", "Food", "Games"]], demo.order()
        demo.xdo("mousemove", *demo.tab(0))
        demo.xdo("click", 1)
        demo.expect(r"^page 000 status=$", timeout=5)
    finally:
        demo.stop()


CHECKS = [check_000_drag_and_exchange, check_001_grip_on_the_left_and_locked,
          check_003_pinned_first, check_004_tap_to_feature]


def main() -> int:
    global DEMO
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    DEMO = sys.argv[1]
    for tool in ("xvfb-run", "xauth", "xdotool", "import", "convert"):
        if shutil.which(tool) is None:
            print(f"test_pygobject_demo: {tool} is missing", file=sys.stderr)
            return 1
    failed = 0
    for check in CHECKS:
        with tempfile.TemporaryDirectory() as tmpdir:
            try:
                check(Path(tmpdir))
                print(f"ok {check.__name__}", flush=True)
            except Exception:  # noqa: BLE001  (report every check)
                failed += 1
                print(f"FAIL {check.__name__}", flush=True)
                traceback.print_exc()
    print(f"{len(CHECKS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
