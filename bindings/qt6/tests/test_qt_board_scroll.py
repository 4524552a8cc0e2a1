#!/usr/bin/env python3
"""The Qt demo's board scrolls sideways under a card held near its edge.

Real pointer events under Xvfb (xdotool), as test_qt_demo.py. The board
(--seed board) in a window so narrow (--width 380) that its third column,
"Done", is out of view at the start (its `ready column 2` x is right of
the strip's scroll area, `ready area 0`, which can scroll: `ready area
max=M`). Card c2 is long-pressed (0.7 s) in "To do", carried to 10 pixels
from the area's right edge and held still there until the demo prints
`scroll board x=M`: the board scrolled to its end (TransferGroup's outer
scroll area; nothing else moves the pointer or the bar; the card enters
"Done" as it comes under the pointer). Then it is carried below Done's
cards, where they now show, and dropped: the demo's transfer and drop
lines name "Done", and its board line has c2
at the end of "Done" and every other card where it was.

    test_qt_board_scroll.py DEMO
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_qt_demo import BoardDemo, Demo, board_of, without  # noqa: E402


class NarrowBoard(BoardDemo):
    """The board in a window `width` pixels wide."""

    def __init__(self, demo: str, tmp: Path, width: int) -> None:
        Demo.__init__(self, demo, tmp, "board", width=width)
        self.count = 3
        self.rtl = False

    def area(self) -> tuple[int, int, int, int, int]:
        """The strip's scroll area once started: x, y, width, height on the
        screen and its horizontal bar's maximum."""
        geometry = next(m for line in self.log
                        if (m := re.match(r"^ready area 0 x=(\d+) y=(\d+) w=(\d+) h=(\d+)", line)))
        top = next(m for line in self.log if (m := re.match(r"^ready area max=(\d+)", line)))
        return (*map(int, geometry.groups()), int(top[1]))


def held_at_edge(path: str, tmp: Path) -> int:
    demo = NarrowBoard(path, tmp, 380)
    try:
        at = demo.started()
        start = demo.board
        ax, _ay, aw, _ah, most = demo.area()
        done_x, _, done_w, _ = demo.columns[2]
        assert most > 0 and done_x >= ax + aw, ("Done in view at the start", demo.columns, demo.area())

        demo.lift("c2", at["c2"])
        edge = (ax + aw - 10, at["c2"][1])
        demo.glide(*at["c2"], *edge, steps=10)
        # Held still: only the board's auto-scroll moves the bar, to its end.
        demo.expect(rf"^scroll board x={most} max={most}$", timeout=5)
        below = (done_x - most + done_w // 2, at["c9"][1] + 50)  # under Done's last card, now
        assert ax < below[0] < ax + aw, (below, demo.area())
        demo.glide(*edge, *below, steps=8)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        board = demo.after(r"^drop board 2 from=0,1 to=0,\d+ count=1$")
        assert board == [[k for k in start[0] if k != "c2"], start[1], [*start[2], "c2"]], board
        assert without(board, "c2") == without(start, "c2"), board
        # Into Done as it came under the pointer held at the edge, or after.
        assert any(re.match(r"^transfer board c2 from=\d,\d+ to=2,\d+ 0$", line)
                   for line in demo.log), demo.transcript()
        scrolls = [line for line in demo.log if line.startswith("scroll board")]
        return len(scrolls)
    finally:
        demo.stop()


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    for tool in ("xvfb-run", "xauth", "xdotool"):
        if shutil.which(tool) is None:
            print(f"test_qt_board_scroll: {tool} is missing", file=sys.stderr)
            return 1
    with tempfile.TemporaryDirectory() as tmpdir:
        try:
            scrolls = held_at_edge(sys.argv[1], Path(tmpdir))
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
    print(f"test_qt_board_scroll: ok (held at the edge: the board scrolled in {scrolls} steps "
          "to its end; c2 dropped into Done, out of view at the lift)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
