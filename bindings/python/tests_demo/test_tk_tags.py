"""The Tk demo's tags page (a flow layout) in a real window under Xvfb,
driven by xdotool, on test_tk_demo.py's driver.

The chips' frames come from the demo's `layout tags` line; a line of chips
is a run of them, in order, with one centre height. The page must be a flow
(lines of several chips, in the direction asked for). A chip of the last
line is long-pressed and carried onto another line, its centre over the
first part of a chip T there (its left quarter; right to left its right
quarter): removing a chip of the last line moves no chip of an earlier
line, and the flow rule puts the chip after the chips of T's line whose
centres are before its own, so it lands just before T. Right to left the
same with --rtl. The keyboard then moves the first chip two on (Right,
right to left Left); then the on-screen switch turns the chips back left to
right, and the chooser justifies the lines (every full line then ends at
the same right edge).
"""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path

from test_tk_demo import DEMO, Demo, open_demo, tools  # noqa: F401  (tools: the autouse fixture)
from xdemo import LIFTED, near, pixel
from tags_lines import Frames, check_flow, parse

sys.path[:0] = [str(DEMO.parent)]
import tags  # noqa: E402  (the demos' tags page)

TAGS = [chip.key for chip in tags.TAGS]


def carry_onto_another_line(demo: Demo, rtl: bool, shot: Path | None = None) -> list[str]:
    """The last line's first chip carried onto the third line, its centre in
    the first quarter of that line's second chip T (in reading order): it
    must drop just before T. With `shot`, a screenshot before the release
    shows the chip drawn lifted under the pointer. Returns the order the
    demo printed."""
    order = list(demo.frames)
    rows = check_flow(demo.frames, rtl)
    chip, target = rows[-1][0], rows[2][1]
    x, y, w, h = demo.frames[target]
    to = (demo.origin[0] + int(x + w * (0.75 if rtl else 0.25)), demo.origin[1] + int(y + h / 2))
    start = demo.at(chip)
    demo.press(start)
    demo.expect(rf"^lift tags {chip}$", timeout=3)
    demo.drag(start, to, steps=10)
    time.sleep(0.2)
    if shot is not None:  # below the chip's text, above its lower edge
        demo.screenshot(shot, seconds=5)
        under = (to[0], to[1] + int(demo.frames[chip][3] * 0.38))
        assert near(pixel(shot, *under), LIFTED), pixel(shot, *under)
    demo.xdo("mouseup", 1)
    expected = [key for key in order if key != chip]
    expected.insert(expected.index(target), chip)
    assert demo.drop_of(chip) == ((0, order.index(chip)), (0, expected.index(chip))), demo.transcript()
    demo.expect(f"^{re.escape(tags.line(expected))}$", timeout=3)
    return expected


def keyboard_moves_first_chip(demo: Demo, onwards: str, order: list[str]) -> list[str]:
    """A click focuses the first chip (on the first line, which the drag
    left alone); Space lifts it, `onwards` twice moves it two on, Space
    drops it. Returns the order the demo printed."""
    first = order[0]
    demo.xdo("mousemove", *demo.at(first))
    demo.xdo("click", 1)
    demo.expect(rf"^not-a-drag tags {first} reason=TAP$", timeout=3)
    for key in ("space", onwards, onwards, "space"):
        demo.xdo("key", key)
        time.sleep(0.1)
    assert demo.drop_of(first) == ((0, 0), (0, 2)), demo.transcript()
    expected = [*order[1:3], first, *order[3:]]
    demo.expect(f"^{re.escape(tags.line(expected))}$", timeout=3)
    return expected


def click_control(demo: Demo, name: str) -> Frames:
    """Clicks the switch or a chooser button (where the `controls` line puts
    it); the frames of the `layout tags` line the demo prints then."""
    spots = next(line for line in demo.log if line.startswith("controls tags "))
    x, y, w, h = next(map(float, s.split(":")[1:]) for s in spots.split()[2:] if s.startswith(name + ":"))
    demo.xdo("mousemove", demo.origin[0] + int(x + w / 2), demo.origin[1] + int(y + h / 2))
    demo.xdo("click", 1)
    return parse(demo.expect(r"^layout tags .*", timeout=3)[0])


def test_tags_a_chip_goes_onto_another_line(tmp_path: Path) -> None:
    for demo in open_demo(tmp_path, "tags"):
        assert list(demo.frames) == TAGS, demo.frames
        assert tags.line(TAGS) in demo.log, demo.transcript()
        widths = {w for _, _, w, _ in demo.frames.values()}
        assert len(widths) > len(TAGS) // 2, widths  # each chip as wide as its text
        expected = carry_onto_another_line(demo, rtl=False, shot=tmp_path / "tags.png")
        expected = keyboard_moves_first_chip(demo, "Right", expected)
        assert demo.finals()["tags"] == [expected]


def test_tags_right_to_left_then_switched_and_justified(tmp_path: Path) -> None:
    for demo in open_demo(tmp_path, "tags", "--rtl"):
        # Right to left from the start (--rtl): the first chip at the right.
        assert list(demo.frames) == TAGS, demo.frames
        first, second = demo.frames[TAGS[0]], demo.frames[TAGS[1]]
        assert first[0] > second[0] + second[2], (first, second)
        expected = carry_onto_another_line(demo, rtl=True)
        expected = keyboard_moves_first_chip(demo, "Left", expected)  # arrows as they look

        # The switch: left to right, the order kept; lines start at one left edge.
        frames = click_control(demo, "rtl")
        assert list(frames) == expected, frames
        rows = check_flow(frames, rtl=False)
        assert len({frames[row[0]][0] for row in rows}) == 1, rows
        ends = {round(frames[row[-1]][0] + frames[row[-1]][2]) for row in rows[:-1]}
        assert len(ends) > 1, ends  # ragged: the lines start aligned

        # Justified: every line but the last ends at the same right edge.
        frames = click_control(demo, "justify")
        rows = check_flow(frames, rtl=False)
        ends = {round(frames[row[-1]][0] + frames[row[-1]][2]) for row in rows[:-1]}
        assert len(ends) == 1, (ends, rows)
        assert demo.finals()["tags"] == [expected]
