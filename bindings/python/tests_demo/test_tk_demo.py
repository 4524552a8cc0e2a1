"""The Tk demo in a real window under Xvfb, driven by xdotool.

(1) a long-press drag of a list row down by ~3 rows reorders it (a drop is
printed with a changed index; a screenshot taken mid-drag becomes the
README picture with `make screenshots`); (2) a quick drag of
another row (no hold) does not reorder; (3) Escape in the middle of a drag
cancels it and leaves the demo running with the order as it was; (4) the
keyboard reorders: a tap focuses a row, Space lifts it, Down moves it,
Space drops it.

Needs xvfb-run, xauth, xdotool and imagemagick (`make demo-tk-test`
installs them); without them the tests fail, they do not skip.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo  # noqa: E402  (bindings/testing, shared with the GTK and Qt drivers)

HERE = Path(__file__).resolve().parent
DEMO = HERE.parent / "demos" / "tk_demo.py"
TOOLS = ("xvfb-run", "xauth", "xdotool", "import", "identify")


@pytest.fixture(autouse=True)
def tools() -> None:
    """A missing tool fails the test (a skip would pass `make test`)."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    assert not missing, "needs " + ", ".join(missing) + " (make demo-tk-test installs them)"


class Demo(XDemo):
    def __init__(self, tmp: Path) -> None:
        super().__init__([sys.executable, "-u", str(DEMO), "--exit-after", "45"], tmp)
        self.origin: dict[str, tuple[int, int]] = {}
        self.layout: dict[int, tuple[float, float]] = {}

    def start(self) -> None:
        for name in ("list", "grid"):
            m = self.expect(rf"^ready {name} x=(\d+) y=(\d+) w=\d+ h=\d+", timeout=20)
            self.origin[name] = (int(m[1]), int(m[2]))
        m = self.expect(r"^ready display=(\S+) pid=(\d+)")
        self.env["DISPLAY"], self.pid = m[1], int(m[2])
        rows = self.expect(r"^layout list (.*)")[1].split()
        for r in rows:
            rid, y, h = r.split(":")
            self.layout[int(rid)] = (float(y), float(h))

    def row_centre(self, rid: int) -> tuple[int, int]:
        x0, y0 = self.origin["list"]
        y, h = self.layout[rid]
        return x0 + 150, y0 + int(y + h / 2)  # the list is not scrolled yet


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[Demo]:
    d = Demo(tmp_path)
    try:
        d.start()
        yield d
    finally:
        d.stop()


def test_long_press_drag_reorders_and_quick_drag_does_not(demo: Demo, tmp_path: Path) -> None:
    # (1) Long press row 2 (88 high, section 0 item 1), drag down past rows 3, 4, 5.
    x, y = demo.row_centre(2)
    target = y + 230
    demo.xdo("mousemove", x, y)
    demo.xdo("mousedown", 1)
    time.sleep(0.7)
    demo.expect(r"^lift list id=2\b", timeout=3)
    for i in range(1, 13):
        demo.xdo("mousemove", x + (i % 2), y + (target - y) * i // 12)
        time.sleep(0.03)
    time.sleep(0.4)  # let displacement animations settle into the picture
    shot = tmp_path / "shot.png"
    demo.screenshot(shot, seconds=5)
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop list id=2 .* from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
    frm, to = (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))
    assert frm == (0, 1) and to != frm and to[1] >= 3, m[0]

    # The screenshot: the whole 1024x768 screen, many colours (not blank).
    size, colours = subprocess.run(
        ["identify", "-format", "%wx%h %k", str(shot)], env=demo.env, check=True,
        capture_output=True, text=True, timeout=10).stdout.split()
    assert size == "1024x768" and int(colours) > 50, (size, colours)
    assert shot.stat().st_size > 10_000
    # Kept only when asked (make screenshots): a test run leaves the tree alone.
    if os.environ.get("REORDER_SCREENSHOT"):
        shutil.copyfile(shot, os.environ["REORDER_SCREENSHOT"])

    time.sleep(0.5)  # settle
    # (2) A quick drag (no hold) of row 8: moves before the long press ends.
    x8, y8 = demo.row_centre(8)
    demo.xdo("mousemove", x8, y8)
    demo.xdo("mousedown", 1)
    for i in range(1, 7):
        demo.xdo("mousemove", x8, y8 - 20 * i)
        time.sleep(0.02)
    demo.xdo("mouseup", 1)
    later = demo.drain(1.0)
    assert not any(line.startswith(("drop", "lift")) for line in later), later
    assert any(line.startswith("not-a-drag list id=8") for line in later), later

    # On close: the final orders, with only the long-press move applied.
    out = demo.stop()
    finals = {line.split()[1]: ast.literal_eval(line.split(" ", 2)[2])
              for line in out if line.startswith("final ")}
    expected = [[1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18], list(range(19, 41))]
    expected[to[0]].insert(to[1], 2)
    assert finals.get("list") == expected, (out, to)
    assert finals.get("grid") == [list(range(1, 21))], out


def test_escape_cancels_a_drag_and_the_keyboard_reorders(demo: Demo) -> None:
    # (3) Long press row 5, drag it down, Escape: cancelled, nothing moved.
    x, y = demo.row_centre(5)
    demo.xdo("mousemove", x, y)
    demo.xdo("mousedown", 1)
    time.sleep(0.7)
    demo.expect(r"^lift list id=5\b", timeout=3)
    for i in range(1, 7):
        demo.xdo("mousemove", x, y + 25 * i)
        time.sleep(0.03)
    demo.xdo("key", "Escape")
    demo.expect(r"^cancel list id=5\b", timeout=3)
    demo.xdo("mouseup", 1)
    later = demo.drain(1.0)
    assert not any(line.startswith(("drop", "final")) for line in later), later

    # (4) Tap row 2 to focus it, then Space, Down, Down, Space.
    x2, y2 = demo.row_centre(2)
    demo.xdo("mousemove", x2, y2)
    demo.xdo("click", 1)
    demo.expect(r"^not-a-drag list id=2 reason=TAP", timeout=3)
    for key in ("space", "Down", "Down", "space"):
        demo.xdo("key", key)
        time.sleep(0.15)
    m = demo.expect(r"^drop list id=2 .* from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
    assert (int(m[1]), int(m[2]), int(m[3]), int(m[4])) == (0, 1, 0, 3), m[0]

    out = demo.stop()
    finals = {line.split()[1]: ast.literal_eval(line.split(" ", 2)[2])
              for line in out if line.startswith("final ")}
    expected = [[1, 3, 4, 2, *range(5, 19)], list(range(19, 41))]
    assert finals.get("list") == expected, out
