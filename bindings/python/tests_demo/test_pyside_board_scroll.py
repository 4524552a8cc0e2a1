"""The PySide6 demo's board scrolls sideways under a dragged card (nested
scrolling: reorder.pyside.GroupScrollArea), in a real window under Xvfb,
driven by xdotool, on test_pyside_demo.py's driver.

The window is narrower than the board: its last column ("Later") is out of
view at start (the demo's `area board` line: the board's viewport and how
far it scrolls). A card of the first column is long-pressed and held near
the board's right edge, inside the zone: the board scrolls (its `scroll
board x=N` lines) to its end; the card is then carried into "Later", below
its last card, and dropped there. Every other card stays where it was.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from test_pyside_demo import BOARD, run

import board


def test_board_scrolls_sideways_to_a_column_out_of_view(tmp_path: Path) -> None:
    for demo in run(tmp_path, "board"):
        m = next(filter(None, (re.match(r"^area board x=(-?\d+) y=(-?\d+) w=(\d+) h=\d+ max=(\d+)$", line)
                               for line in demo.log)), None)
        assert m is not None, demo.transcript()
        ax, aw, end = int(m[1]), int(m[3]), int(m[4])
        lx, _, lw, _ = demo.frames["l3"]
        assert end > 0 and lx >= ax + aw, (m[0], demo.frames["l3"])  # "Later" is out of view
        assert not any(line.startswith("scroll board") for line in demo.log), demo.transcript()

        # t2 lifted, then held 20 px inside the board's right edge.
        start = demo.at("t2")
        demo.xdo("mousemove", *start)
        demo.xdo("mousedown", 1)
        time.sleep(0.7)  # past the 0.5 s long press
        demo.expect(r"^say board Picked up Draw the icons\b", timeout=3)
        edge = (demo.origin[0] + ax + aw - 20, start[1])
        for i in range(1, 9):
            demo.xdo("mousemove", start[0] + (edge[0] - start[0]) * i // 8, start[1])
            time.sleep(0.03)
        demo.expect(rf"^scroll board x={end}$", timeout=6)  # scrolled all the way

        # Into "Later", where its cards are now, below l3; dropped there.
        x, y = demo.at("l3")
        to = (x - end, y + 60)
        for i in range(1, 7):
            demo.xdo("mousemove", edge[0] + (to[0] - edge[0]) * i // 6, edge[1] + (to[1] - edge[1]) * i // 6)
            time.sleep(0.03)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop board t2 from=0,1 to=0,3$", timeout=5)
        after = [[k for k in BOARD[0] if k != "t2"], BOARD[1], BOARD[2], [*BOARD[3], "t2"]]
        demo.drain(0.3)  # the board line may come before the drop or after it
        scrolls = [int(line.split("=")[1]) for line in demo.log if line.startswith("scroll board")]
        assert scrolls == sorted(scrolls) and len(set(scrolls)) > 3, scrolls  # step by step, rightwards
        boards = [line for line in demo.log if re.match(r"^board ", line)]
        assert boards[-1] == board.line(after), demo.transcript()
        assert demo.finals()["board"] == after
