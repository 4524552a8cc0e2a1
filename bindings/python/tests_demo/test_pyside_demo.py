"""The PySide6 demo in a real window under Xvfb, driven by xdotool.

Seed 000: a long-press drag reorders (mid-drag screenshot checked), Escape
cancels a drag and keeps the demo running, the keyboard reorders. Seed 001:
only the grip lifts a row. Seed 004: a tap features a book and sends the
featured one back, animated and announced.

Needs PySide6 (`make demo-pyside-test` installs it into the venv) and
xvfb-run, xauth, xdotool, ImageMagick.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo  # noqa: E402  (bindings/testing, shared with the other drivers)

DEMO = Path(__file__).resolve().parent.parent / "demos" / "pyside_demo.py"


class Demo(XDemo):
    def __init__(self, tmp: Path, seed: str) -> None:
        runtime = Path(tempfile.mkdtemp(dir=tmp))
        runtime.chmod(0o700)  # Qt wants a private XDG_RUNTIME_DIR
        super().__init__([sys.executable, "-u", str(DEMO), "--seed", seed, "--exit-after", "45"],
                         tmp, env={"XDG_RUNTIME_DIR": str(runtime), "QT_QPA_PLATFORM": "xcb"})
        self.seed = seed
        self.frames: dict[int, tuple[float, float, float, float]] = {}

    def start(self) -> None:
        m = self.expect(rf"^ready {self.seed} x=(\d+) y=(\d+) w=\d+ h=\d+", timeout=30)
        self.origin = (int(m[1]), int(m[2]))
        for r in self.expect(rf"^layout {self.seed} (.*)")[1].split():
            rid, x, y, w, h = r.split(":")
            self.frames[int(rid)] = (float(x), float(y), float(w), float(h))
        m = self.expect(r"^ready display=(\S+) pid=(\d+)")
        self.env["DISPLAY"], self.pid = m[1], int(m[2])

    def at(self, rid: int, dx: float | None = None) -> tuple[int, int]:
        """A point in row `rid` (its centre unless dx from its left), on screen."""
        x, y, w, h = self.frames[rid]
        return (self.origin[0] + int(x + (w / 2 if dx is None else dx)),
                self.origin[1] + int(y + h / 2))

    def finals(self) -> dict[str, list[list[int]]]:
        out = self.stop()
        return {line.split()[1]: ast.literal_eval(line.split(" ", 2)[2])
                for line in out if line.startswith("final ")}

    def press_drag(self, start: tuple[int, int], dy: int, steps: int = 10) -> None:
        x, y = start
        self.xdo("mousemove", x, y)
        self.xdo("mousedown", 1)
        time.sleep(0.7)  # past the 0.5 s long press
        for i in range(1, steps + 1):
            self.xdo("mousemove", x + (i % 2), y + dy * i // steps)
            time.sleep(0.03)


@pytest.fixture
def tmp(tmp_path: Path) -> Path:
    return tmp_path


def run(tmp: Path, seed: str) -> Iterator[Demo]:
    d = Demo(tmp, seed)
    try:
        d.start()
        yield d
    finally:
        d.stop()


def test_seed000_drag_escape_and_keys(tmp: Path) -> None:
    for demo in run(tmp, "000"):
        # A long-press drag of row 2 down past three rows.
        demo.press_drag(demo.at(2), 230)
        time.sleep(0.3)
        shot = tmp / "shot.png"
        demo.screenshot(shot, seconds=5)
        demo.xdo("mouseup", 1)
        m = demo.expect(r"^drop 000 id=2 from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
        assert (int(m[1]), int(m[2])) == (0, 1) and int(m[4]) >= 3, m[0]
        colours = subprocess.run(["identify", "-format", "%k", str(shot)], env=demo.env,
                                 check=True, capture_output=True, text=True, timeout=10).stdout
        assert int(colours) > 50, colours
        moved_to = int(m[4])

        # Escape in the middle of a drag: cancelled, the demo goes on. (Row 1
        # is where the first drag left it, and the view cannot scroll up.)
        time.sleep(0.5)
        demo.press_drag(demo.at(1), 60, steps=6)
        demo.expect(r"^say 000 Picked up Row 1\b", timeout=3)
        demo.xdo("key", "Escape")
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert not any(line.startswith(("drop", "final")) for line in later), later

        # The keyboard: a tap focuses row 1; Space, Down, Space moves it down one.
        x, y = demo.at(1)
        demo.xdo("mousemove", x, y)
        demo.xdo("click", 1)
        time.sleep(0.3)
        for key in ("space", "Down", "space"):
            demo.xdo("key", key)
            time.sleep(0.2)
        demo.expect(r"^drop 000 id=1 from=0,0 to=0,1", timeout=5)

        expected = [1, *range(3, 19)]
        expected.insert(moved_to, 2)
        expected[0], expected[1] = expected[1], expected[0]
        assert demo.finals()["000"][0] == expected


def test_seed001_only_the_grip_lifts(tmp: Path) -> None:
    for demo in run(tmp, "001"):
        # From the text: a press that is not a lift (the handle is the grip).
        demo.press_drag(demo.at(2), 60, steps=4)
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert not any(line.startswith("drop") for line in later), later
        # From the grip: row 2 goes below row 3 (its section is locked; it stays in it).
        demo.press_drag(demo.at(2, dx=18), 60, steps=6)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop 001 id=2 from=0,1 to=0,2", timeout=5)
        assert demo.finals()["001"] == [[1, 3, 2, 4], [5, 6, 7], [8, 9, 10, 11, 12]]


def test_seed004_tap_features_a_book(tmp: Path) -> None:
    for demo in run(tmp, "004"):
        x, y = demo.at(3)  # Dune
        demo.xdo("mousemove", x, y)
        demo.xdo("click", 1)
        demo.expect(r"^tap 004 Dune", timeout=5)
        demo.expect(r"^move 004 id=3 from=1,1 to=0,0", timeout=3)
        demo.expect(r"^move 004 id=1 from=0,1 to=1,0", timeout=3)
        demo.expect(r"^say 004 ", timeout=3)
        assert demo.finals()["004"] == [[3], [1, 2, 4, 5, 6, 7, 8]]
