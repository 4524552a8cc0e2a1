#!/usr/bin/env python3
"""The PyGObject demo (bindings/gtk4/demo/pygobject_demo.py) under Xvfb, driven by xdotool.

The demo uses the library through the typelib only; each check opens one
seed's page in its own X server and drives it with real pointer input:
  all  every page starts with its seed's items (bindings/seeds/seeds.json),
       in order, the shown page's rows as high as the seed says
  000  a long-press drag reorders (a mid-drag screenshot shows the lifted row
       under the pointer); across the sections the rows exchange places;
       clicks with and without Shift / Ctrl select rows and a long press on a
       selected row drags the selection
  001  a press off the grip lifts nothing; the grip, on the left, drags and
       the locked section keeps its rows
  003  the pinned first channel stays first
  004  a click moves a channel into the one-item section (capacity 1), its
       item displaced; the move is announced; another page shows its hint
  board  (--board) a card long-pressed in the first column and dragged into
       the second lands there (the stores' keys); a column long-pressed by
       its header and dragged past the next one moves there with its cards,
       and a card then goes into it where it is now; --rtl, the same leftwards;
       a card held near the board's right edge scrolls the board until the last
       column (out of view) is in view, and drops into it; after a card left
       "To do", a press on its header lifts it

The checks the C demo's test runs too are in bindings/testing/xdemo.py.

    test_pygobject_demo.py DEMO.py   (make demo-pygobject-test; DEMO.py runs
                                      with this python, GI_TYPELIB_PATH set)

A plain python3 script (Debian's python3 has python3-gi, not pytest): each
check is a function; exit status 1 when one fails. Timings are never
asserted: lines are awaited with generous timeouts.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

sys.dont_write_bytecode = True  # run as a script: no __pycache__ left beside xdemo.py
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import (  # noqa: E402  (bindings/testing, shared with the other drivers)
    SeedPageDemo, XDemo, check_exchange_across_sections, check_long_press_drag,
    check_grip_only_and_locked, check_pinned_stays_first, check_select_and_drag_a_selection,
    check_starts_as_seeded, check_tap_features, seed_keys)
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python" / "demos"))
import board  # noqa: E402  (the Python demos' board, which the demo shows)

DEMO = ""


class Demo(SeedPageDemo):
    """One seed's page; stopping it fails on GTK's or the widget's complaints, or a traceback."""

    def __init__(self, tmp: Path, seed: str) -> None:
        self.tmp = tmp
        super().__init__([sys.executable, DEMO, "--seed", seed, "--exit-after", "90"], tmp, seed,
                         "libreorder PyGObject demo", env=dict(PYTHONDONTWRITEBYTECODE="1"))

    def stop(self) -> list[str]:
        last = super().stop()
        assert not self.complaints(), self.complaints()
        return last


def drag_and_exchange(demo: Demo) -> None:
    check_long_press_drag(demo, demo.tmp / "shot.png")
    check_exchange_across_sections(demo)  # the keyboard, in the list since the drag


def on_page(seed: str, check: Callable[[Demo], object]) -> Callable[[Path], None]:
    """check run on a demo started on seed's page, and stopped (its output checked) after."""
    def run(tmp: Path) -> None:
        demo = Demo(tmp, seed)
        try:
            check(demo)
        finally:
            demo.stop()
    run.__name__ = f"{seed} {check.__name__}"
    return run


# --- the board page: drags between boxes of a ReorderGtk.Group, columns by their headers

BOARD = [[card.key for card in column.items] for column in board.COLUMNS]
TITLES = [column.title for column in board.COLUMNS]
N = len(board.COLUMNS)


class BoardDemo(XDemo):
    """The demo on its board page (BoardPage says what it prints): .places,
    col<k> and head<k> -> (x, y, w, h) on the screen; .cards, key -> (x, y,
    w, h) at rest on the screen; .boards and .columns, each printed, the last
    one current. Stopping it fails on GTK's complaints or a traceback."""

    expect_timeout = 15.0
    exit_timeout = 15.0

    def __init__(self, tmp: Path, rtl: bool = False) -> None:
        self.boards: list[list[list[str]]] = []
        self.columns: list[list[str]] = []
        self.rtl = rtl
        super().__init__([sys.executable, DEMO, "--board", "--exit-after", "90", *(["--rtl"] if rtl else [])], tmp,
                         env=dict(GSK_RENDERER="cairo", GTK_A11Y="none", GDK_BACKEND="x11",
                                  NO_AT_BRIDGE="1", PYTHONDONTWRITEBYTECODE="1"))
        m = self.expect(r"^ready board (.*) display=(\S+) pid=(\d+)$", timeout=30)
        self.env["DISPLAY"], self.pid = m[2], int(m[3])
        wid = self.run("xdotool", "search", "--sync", "--name", "^libreorder PyGObject demo$").split()[0]
        geometry = dict(kv.split("=") for kv in self.run("xdotool", "getwindowgeometry",
                                                          "--shell", wid).split())
        wx, wy = int(geometry["X"]), int(geometry["Y"])
        self.places: dict[str, tuple[int, int, int, int]] = {}
        for name, x, y, w, h in re.findall(r"(\w+)=(-?\d+),(-?\d+),(\d+),(\d+)", m[1]):
            self.places[name] = (wx + int(x), wy + int(y), int(w), int(h))
        self.cards: dict[str, tuple[float, float, float, float]] = {}
        for line in self.log:
            f = line.split()
            if f[:2] == ["card", "board"]:
                bx, by, _, _ = self.places[f"col{f[3]}"]
                x, y, w, h = map(float, f[5:9])
                self.cards[f[2]] = (bx + x, by + y, w, h)

    def seen(self, line: str) -> None:
        if line.startswith("board "):
            self.boards.append([json.loads(part) for part in re.findall(r"\[[^\]]*\]", line[6:])])
        elif line.startswith("columns "):
            self.columns.append(json.loads(line[len("columns "):]))

    def centre(self, key: str) -> tuple[int, int]:
        x, y, w, h = self.cards[key]
        return int(x + w / 2), int(y + h / 2)

    def head(self, k: int) -> tuple[int, int]:
        x, y, w, h = self.places[f"head{k}"]
        return x + w // 2, y + h // 2

    complaints = SeedPageDemo.complaints

    def stop(self) -> list[str]:
        last = super().stop()
        assert not self.complaints(), self.complaints()
        return last


def check_board_card_to_another_column(demo: BoardDemo) -> None:
    assert demo.boards[-1] == BOARD and demo.columns[-1] == TITLES, (demo.boards, demo.columns)
    # t2 held in the first column, carried below the second's last card.
    x, y = demo.centre("t2")
    x1, y1 = demo.centre("d2")
    demo.press_hold(x, y)
    demo.expect(r"^lift board t2$", timeout=5)
    assert not any(line.startswith("lift column") for line in demo.log), demo.transcript()
    demo.glide(x, y, x1, y1 + 60, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board t2$", timeout=10)
    assert any(re.match(r"^transfer t2 from=col0,1 to=col1,\d+$", line) for line in demo.log), demo.transcript()
    after = [[k for k in BOARD[0] if k != "t2"], [*BOARD[1], "t2"], *BOARD[2:]]
    assert demo.boards[-1] == after, demo.boards[-1]


def check_board_column_by_its_header(demo: BoardDemo) -> None:
    assert demo.columns[-1] == TITLES, demo.columns
    # "To do"'s header held, carried right past the middle of "Doing".
    x, y = demo.head(0)
    demo.press_hold(x, y)
    demo.expect(r"^lift column To do$", timeout=5)
    assert not any(line.startswith("lift board") for line in demo.log), demo.transcript()
    demo.glide(x, y, demo.head(1)[0] + 60, y, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop column To do$", timeout=10)
    demo.expect(r"^board ")
    moved = [TITLES[1], TITLES[0], *TITLES[2:]]
    assert demo.columns[-1] == moved, demo.transcript()
    # Each column took its own cards along, in their order.
    assert demo.boards[-1] == [BOARD[1], BOARD[0], *BOARD[2:]], demo.boards[-1]
    # A card goes into "To do" where it is now (where Doing was): d1, now
    # where t1 was, one column on, its centre past t1's and not t2's.
    time.sleep(0.5)
    x, y = demo.centre("t1")
    demo.press_hold(x, y)
    demo.expect(r"^lift board d1$", timeout=5)
    demo.glide(x, y, demo.head(1)[0], y + 40, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board d1$", timeout=10)
    assert demo.boards[-1] == [["d2"], ["t1", "d1", *BOARD[0][1:]], *BOARD[2:]], demo.boards[-1]


def check_board_rtl(demo: BoardDemo) -> None:
    """--rtl: "To do" is the column at the right; it goes past "Doing", on its
    left, by its header, then a card of it goes into "Doing", at the right now."""
    assert demo.places["head0"][0] > demo.places["head1"][0], demo.places
    x, y = demo.head(0)
    demo.press_hold(x, y)
    demo.expect(r"^lift column To do$", timeout=5)
    demo.glide(x, y, demo.head(1)[0] - 60, y, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop column To do$", timeout=10)
    demo.expect(r"^board ")
    assert demo.columns[-1] == [TITLES[1], TITLES[0], *TITLES[2:]], demo.transcript()
    assert demo.boards[-1] == [BOARD[1], BOARD[0], *BOARD[2:]], demo.boards[-1]
    # The columns swapped places: t2 is where d2 was, and d2 where t2 was.
    time.sleep(0.5)
    x, y = demo.centre("d2")
    x1, y1 = demo.centre("t3")  # below d2 now
    demo.press_hold(x, y)
    demo.expect(r"^lift board t2$", timeout=5)
    demo.glide(x, y, x1, y1 + 10, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board t2$", timeout=10)
    assert demo.boards[-1] == [[*BOARD[1], "t2"], [k for k in BOARD[0] if k != "t2"], *BOARD[2:]], \
        demo.boards[-1]


def check_board_scrolls_sideways(demo: BoardDemo) -> None:
    """The last column is mostly out of view: t2 held near the board's right
    edge scrolls the board until it is in view, and drops there."""
    wid = demo.run("xdotool", "search", "--name", "^libreorder PyGObject demo$").split()[0]
    geometry = dict(kv.split("=") for kv in demo.run("xdotool", "getwindowgeometry", "--shell",
                                                     wid).split())
    view = int(geometry["X"]) + int(geometry["WIDTH"])
    last, right = N - 1, view - 20  # in the board's right scroll zone
    x3, _, w3, _ = demo.places[f"col{last}"]
    assert x3 + w3 // 2 > view, (demo.places, view)  # its middle is out of view
    x, y = demo.centre("t2")
    _, y3 = demo.centre(BOARD[last][-1])
    demo.press_hold(x, y)
    demo.expect(r"^lift board t2$", timeout=5)
    demo.glide(x, y, right, y, steps=12)
    scrolled = 0
    while scrolled < x3 + w3 - view:  # wholly in view
        scrolled = int(demo.expect(r"^scroll board x=(\d+)$", timeout=5)[1])
    time.sleep(0.2)
    demo.glide(right, y, x3 - scrolled + w3 // 2, y3 + 50, steps=8)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board t2$", timeout=10)
    assert "t2" in demo.boards[-1][last], demo.transcript()
    assert [[k for k in column if k != "t2"] for column in demo.boards[-1]] == \
        [[k for k in column if k != "t2"] for column in BOARD], demo.boards[-1]


def check_board_column_after_a_card_left_it(demo: BoardDemo) -> None:
    """A card dragged out of "To do" into "Doing": "To do" lifts by its header next."""
    x, y = demo.centre("t2")
    x1, y1 = demo.centre("d2")
    demo.press_hold(x, y)
    demo.expect(r"^lift board t2$", timeout=5)
    demo.glide(x, y, x1, y1 + 60, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board t2$", timeout=10)
    assert "t2" in demo.boards[-1][1], demo.boards[-1]
    time.sleep(0.3)
    x, y = demo.head(0)
    demo.press_hold(x, y)
    demo.expect(r"^lift column To do$", timeout=5)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop column To do$", timeout=10)


def on_board(check: Callable[[BoardDemo], object], rtl: bool = False) -> Callable[[Path], None]:
    """check run on a demo started on the board, and stopped (its output checked) after."""
    def run(tmp: Path) -> None:
        demo = BoardDemo(tmp, rtl)
        try:
            check(demo)
        finally:
            demo.stop()
    run.__name__ = f"board {check.__name__}"
    return run


CHECKS = [*(on_page(seed, check_starts_as_seeded) for seed in seed_keys()),
          on_page("000", drag_and_exchange), on_page("000", check_select_and_drag_a_selection),
          on_page("001", check_grip_only_and_locked),
          on_page("003", check_pinned_stays_first), on_page("004", check_tap_features),
          on_board(check_board_card_to_another_column), on_board(check_board_column_by_its_header),
          on_board(check_board_rtl, rtl=True), on_board(check_board_scrolls_sideways),
          on_board(check_board_column_after_a_card_left_it)]


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
