"""The Tk demo's board scrolls sideways under a dragged card (nested
scrolling: the strip is the group's outer scroll container), in a real
window under Xvfb, driven by xdotool, on test_tk_demo.py's driver.

The strip is narrower than the board: its last column ("Later") is out of
view at start (the demo's `area board` line: the strip, and how far it
scrolls). A card of the first column is long-pressed and held near the
strip's right edge, inside the zone: the board scrolls (its `scroll board
x=N` lines) to its end; the card is then carried into "Later", below its
last card, and dropped there. Every other card stays where it was.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from test_tk_demo import BOARD, open_demo, tools  # noqa: F401  (tools: the autouse fixture)

import board


def test_board_scrolls_sideways_to_a_column_out_of_view(tmp_path: Path) -> None:
    for demo in open_demo(tmp_path, "board", "--width", "480"):
        m = next(filter(None, (re.match(r"^area board x=(-?\d+) y=-?\d+ w=(\d+) h=\d+ max=(\d+)$", line)
                               for line in demo.log)), None)
        assert m is not None, demo.transcript()
        ax, aw, end = int(m[1]), int(m[2]), int(m[3])
        assert end > 0 and demo.frames["l3"][0] >= ax + aw, (m[0], demo.frames["l3"])  # "Later": out of view
        assert not any(line.startswith("scroll board") for line in demo.log), demo.transcript()

        # t2 lifted, then held 20 px inside the strip's right edge.
        start = demo.at("t2")
        demo.press(start)
        demo.expect(r"^lift board t2$", timeout=3)
        edge = (demo.origin[0] + ax + aw - 20, start[1])
        demo.drag(start, edge, steps=8)
        demo.expect(rf"^scroll board x={end}$", timeout=6)  # scrolled all the way

        # Into "Later", where its cards are now, below l3; dropped there.
        x, y = demo.at("l3")
        to = (x - end, y + 60)
        demo.drag(edge, to, steps=6)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        assert demo.drop_of("t2") == ((0, 1), (0, 3))
        demo.drain(0.3)  # the board line may come before the drop or after it
        after = [[k for k in BOARD[0] if k != "t2"], BOARD[1], BOARD[2], [*BOARD[3], "t2"]]
        scrolls = [int(line.split("=")[1]) for line in demo.log if line.startswith("scroll board")]
        assert scrolls == sorted(scrolls) and len(set(scrolls)) > 3, scrolls  # step by step, rightwards
        boards = [line for line in demo.log if line.startswith("board ")]
        assert boards[-1] == board.line(after), demo.transcript()
        assert demo.finals()["board"] == after
