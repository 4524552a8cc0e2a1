"""The PySide6 demo's tags page (a flow layout in reorder.pyside.ReorderView)
in a real window under Xvfb, driven by xdotool, on test_pyside_demo.py's driver.

The chips' frames come from the demo's `layout tags` lines; a line of chips
is a run of them, in order, with one centre height. The page must be a flow
(lines of several chips, in the direction asked for, as wide as their
texts). A chip of the last line is long-pressed and carried onto another
line, its centre over the first part of a chip T there (its left quarter;
right to left its right quarter): removing a chip of the last line moves
no chip of an earlier line, and the flow rule puts the chip after the chips
of T's line whose centres are before its own, so it lands just before T
(the order expected is computed from the frames the demo printed).

One demo, with --rtl: right to left from the start, the drag, then the
keyboard moves the first chip two on (Space, Left, Left, Space: arrows as
they look); then the on-screen switch turns the view left to right (its
layoutDirection), the order kept, and the same drag goes rightwards (the
chip drawn lifted under the pointer mid-drag); then the chooser justifies
the lines (every full line then ends at the same right edge). Up and Down
between lines and the rest of the view's flow: test_pyside_flow_view.py.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from test_pyside_demo import Demo, run
from xdemo import LIFTED, near, pixel
from tags_lines import Frames, check_flow, parse

import tags

TAGS = [chip.key for chip in tags.TAGS]


def drop_of(demo: Demo, key: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The demo's drop line for chip `key`: from and to, (section, item)."""
    m = demo.expect(rf"^drop tags {re.escape(key)} from=(\d+),(\d+) to=(\d+),(\d+)$", timeout=5)
    return (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))


def expect_order(demo: Demo, order: list[str]) -> None:
    demo.expect(f"^{re.escape(tags.line(order))}$", timeout=3)


def carry_onto_another_line(demo: Demo, order: list[str], rtl: bool, shot: Path | None = None) -> list[str]:
    """The last line's first chip carried onto the third line, its centre in
    the first quarter (in reading order) of that line's second chip T: it
    must drop just before T. With `shot`, a screenshot before the release
    shows the chip drawn lifted under the pointer. Returns the new order."""
    assert list(demo.frames) == order, (demo.frames, order)
    rows = check_flow(demo.frames, rtl)
    chip, target = rows[-1][0], rows[2][1]
    x, y, w, h = demo.frames[target]
    to = (demo.origin[0] + int(x + w * (0.75 if rtl else 0.25)), demo.origin[1] + int(y + h / 2))
    start = demo.at(chip)
    title = next(c.title for c in tags.TAGS if c.key == chip)
    demo.press_hold(*start)
    demo.expect(rf"^say tags Picked up {re.escape(title)}\b", timeout=3)
    demo.glide(*start, *to, steps=10)
    time.sleep(0.25)
    if shot is not None:  # below the chip's text, above its lower edge
        demo.screenshot(shot, seconds=5)
        under = (to[0], to[1] + int(demo.frames[chip][3] * 0.36))
        assert near(pixel(shot, *under), LIFTED), pixel(shot, *under)
    demo.xdo("mouseup", 1)
    expected = [key for key in order if key != chip]
    expected.insert(expected.index(target), chip)
    assert drop_of(demo, chip) == ((0, order.index(chip)), (0, expected.index(chip))), demo.transcript()
    expect_order(demo, expected)
    return expected


def keyboard_moves_first_chip(demo: Demo, onwards: str, order: list[str]) -> list[str]:
    """A click focuses the first chip (on the first line, which the drag
    left alone); Space lifts it, `onwards` twice moves it two on, Space
    drops it. Returns the new order."""
    first = order[0]
    demo.click_at(*demo.at(first))
    for key in ("space", onwards, onwards, "space"):
        demo.xdo("key", key)
        time.sleep(0.1)
    assert drop_of(demo, first) == ((0, 0), (0, 2)), demo.transcript()
    expected = [*order[1:3], first, *order[3:]]
    expect_order(demo, expected)
    return expected


def click_control(demo: Demo, name: str) -> Frames:
    """Clicks the switch or a chooser button (where the `controls` line puts
    it); the frames of the `layout tags` line the demo prints then."""
    spots = next(line for line in demo.log if line.startswith("controls tags "))
    x, y, w, h = next(map(float, s.split(":")[1:]) for s in spots.split()[2:] if s.startswith(name + ":"))
    demo.click_at(demo.origin[0] + int(x + w / 2), demo.origin[1] + int(y + h / 2))
    return parse(demo.expect(r"^layout tags .*", timeout=3)[0])


def test_tags_a_chip_goes_onto_another_line_right_to_left_then_left_to_right(tmp_path: Path) -> None:
    for demo in run(tmp_path, "tags", "--rtl"):
        assert list(demo.frames) == TAGS, demo.frames
        assert tags.line(TAGS) in demo.log, demo.transcript()
        widths = {w for _, _, w, _ in demo.frames.values()}
        assert len(widths) > len(TAGS) // 2, widths  # each chip as wide as its text
        heights = {h for _, _, _, h in demo.frames.values()}
        assert heights == {tags.CHIP, tags.TALL}, heights  # the chips' heights: cross sizes
        # Right to left from the start (--rtl): the first chip at the right.
        first, second = demo.frames[TAGS[0]], demo.frames[TAGS[1]]
        assert first[0] > second[0] + second[2], (first, second)
        order = carry_onto_another_line(demo, TAGS, rtl=True)
        order = keyboard_moves_first_chip(demo, "Left", order)  # arrows as they look

        # The switch: left to right, the order kept, every line starting at
        # the left edge; then the same drag, rightwards.
        demo.frames = click_control(demo, "rtl")
        assert list(demo.frames) == order, demo.frames
        rows = check_flow(demo.frames, rtl=False)
        assert len({demo.frames[row[0]][0] for row in rows}) == 1, rows
        ends = {round(demo.frames[row[-1]][0] + demo.frames[row[-1]][2]) for row in rows[:-1]}
        assert len(ends) > 1, ends  # ragged: the lines start aligned
        order = carry_onto_another_line(demo, order, rtl=False, shot=tmp_path / "tags.png")

        # Justified: every line but the last ends at the same right edge.
        frames = click_control(demo, "justify")
        rows = check_flow(frames, rtl=False)
        ends = {round(frames[row[-1]][0] + frames[row[-1]][2]) for row in rows[:-1]}
        assert len(ends) == 1, (ends, rows)
        assert demo.finals()["tags"] == [order]
