"""The GTK demo's Tags page (--seed tags; demo/tags.c) under Xvfb, driven by xdotool.

Three dozen chips in a flow (ReorderGtkBox, "layout" flow). One demo run: the
chips' frames it prints at start are read into lines (by their top), each
line's chips drawn as wide as their frames (a screenshot shows the box's
background between two chips of the first line, not in them); a chip
long-pressed in the first line and dragged over the middle of the second lands
in the second: the demo's drop line puts it at the second line's top, and the
order it prints has it at the drop's index, among the second line's chips, with
every chip still there. Then a click on the page's "Right to left" switch
mirrors the lines (the frames printed again start at the right) and the same
drag works right to left. The order is always read from the demo's output.
Runs with test_gtk_demo.py (its Demo and fixtures) in make demo-gtk-test.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

from test_gtk_demo import Demo, demos, pytestmark, run_demo  # noqa: F401  (fixtures, skip)

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import near, rgb  # noqa: E402

Frames = dict[str, tuple[int, float, float, float, float]]  # key -> (index, x, y, w, h)


def frames_from(lines: list[str]) -> Frames:
    """The last `frame tags` line of each chip among lines."""
    out: Frames = {}
    for line in lines:
        f = line.split()
        if f[:2] == ["frame", "tags"]:
            out[f[2]] = (int(f[4]), *map(float, f[5:9]))
    return out


def lines_of(frames: Frames) -> list[list[str]]:
    """The chips line by line, top first, each line in index order."""
    tops = sorted({y for _, _, y, _, _ in frames.values()})
    return [sorted((k for k, f in frames.items() if f[2] == top), key=lambda k: frames[k][0])
            for top in tops]


def centre(demo: Demo, frames: Frames, key: str) -> tuple[int, int]:
    _, x, y, w, h = frames[key]
    return demo.screen(x + w / 2, y + h / 2)


BACKGROUND = rgb("#f4f4f4")  # the box's (main.c's CSS)


def row_pixels(png: Path, y: int) -> list[tuple[int, int, int]]:
    """The colours of the screenshot's row y, left to right."""
    out = subprocess.run(["convert", str(png), "-crop", f"1024x1+0+{y}", "+repage", "-depth", "8",
                          "txt:-"], check=True, capture_output=True, text=True, timeout=15).stdout
    return [tuple(map(int, m.groups()))  # type: ignore[misc]
            for m in re.finditer(r"^\d+,\d+: \((\d+),(\d+),(\d+)", out, re.M)]


def drag_to_next_line(demo: Demo, frames: Frames, rtl: bool, shot: Path) -> None:
    lines = lines_of(frames)
    assert len(lines) >= 3 and all(len(line) >= 3 for line in lines[:2]), lines
    # Lines read from the start: the first chip of a line at the left, or right to left at the right.
    for line in lines:
        xs = [frames[k][1] for k in line]
        assert xs == sorted(xs, reverse=rtl), (rtl, line, xs)
    # Each chip is drawn as wide as its frame: in the first line, the box's background
    # shows between two chips and not in the middle of one.
    demo.screenshot(shot)
    _, cy = centre(demo, frames, lines[0][0])
    row = row_pixels(shot, cy)
    for a, b in zip(lines[0], lines[0][1:]):
        (ax, _), (bx, _) = centre(demo, frames, a), centre(demo, frames, b)
        _, x, _, w, _ = frames[a if not rtl else b]
        gap, _ = demo.screen(x + w + 4, 0)  # the 8 between them
        assert not near(row[ax], BACKGROUND) and not near(row[bx], BACKGROUND), (a, b)
        assert near(row[gap], BACKGROUND), (a, b, gap, row[gap])
    key, target = lines[0][1], lines[1][len(lines[1]) // 2]
    before = demo.order()
    (x0, y0), (x1, y1) = centre(demo, frames, key), centre(demo, frames, target)
    demo.press_hold(x0, y0)
    demo.expect(rf"^lift tags {key}$", timeout=5)
    demo.glide(x0, y0, x1, y1, steps=12)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    m = demo.expect(rf"^drop tags {key} from=0,(\d+) to=0,(\d+) y=(\d+)", timeout=10)
    frm, to, top = int(m[1]), int(m[2]), float(m[3])
    after = demo.order()
    assert frm == frames[key][0], (m[0], frames[key])
    assert after[0][to] == key, (to, after)
    assert sorted(after[0]) == sorted(before[0])
    # In the second line: at its top, among its chips (one index lower, the chip having left the first).
    assert top == frames[target][2], (m[0], frames[target])
    second = [frames[k][0] for k in lines[1]]
    assert min(second) - 1 <= to <= max(second), (to, second)


def test_tags_drag_a_chip_to_the_next_line_both_ways(run_demo, tmp_path):
    demo = run_demo("tags")
    switch = r"^switch tags rtl=(\d+),(\d+),(\d+),(\d+) "  # printed once shown, perhaps before ready
    m = next((m for line in demo.log if (m := re.match(switch, line))), None) or demo.expect(switch)
    assert len(demo.frames) == 36, demo.frames
    frames: Frames = {k: (i, x, y, w, h) for k, (_, i, x, y, w, h) in demo.frames.items()}
    drag_to_next_line(demo, frames, rtl=False, shot=tmp_path / "ltr.png")

    # Right to left, by the page's switch: the chips' frames come again, mirrored.
    sx, sy, sw, sh = map(int, m.groups())
    demo.xdo("mousemove", demo.window[0] + sx + sw // 2, demo.window[1] + sy + sh // 2)
    demo.xdo("click", 1)
    demo.expect(r"^direction tags rtl$", timeout=5)
    start = len(demo.log)
    for _ in range(36):
        demo.expect(r"^frame tags ", timeout=5)
    frames = frames_from(demo.log[start:])
    assert len(frames) == 36 and not any(re.match(r"^(move|order) ", line)
                                         for line in demo.log[start:]), demo.transcript()
    drag_to_next_line(demo, frames, rtl=True, shot=tmp_path / "rtl.png")
