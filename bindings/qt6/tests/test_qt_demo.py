#!/usr/bin/env python3
"""The Qt demo in a real window under Xvfb, driven by xdotool.

Every page starts with the items of bindings/seeds/seeds.json, in order
(the demo's `items` lines against seeds.py). Seed 000's page: (1) a long
press (0.7 s hold, real timing) on "Row 2" (r2) and a drag down by ~230 px
lifts it; a screenshot taken mid-drag must show the
lifted row, in the lifted colour (#ffe066, not its own), under the pointer
(and not at its old place), and the drop must reorder (the demo's
move/drop/order lines agree; replaying the moves from the initial order
gives each printed order); the status line under the list never takes its
height; (2) a quick drag (no hold) must not lift or move anything; (3) as
the PySide demo's test: clicks with Shift and Ctrl select (the demo's
`select` lines), and a long press on a selected row drags the selection,
which lands together.
Seed 001: a long press on a row's grip lifts it, and the lift and the status
line name it without the grip. Seed 004: a tap on "Music" is printed as
such (not as the row that took its place) and features it; the featured
Weather goes to the top of the channels.
The board (--seed board, three columns in one transfer group): a long
press on card c2 in the first column and a drag into the third carries it
there (the demo's transfer, drop and board lines); c1 dragged into the
second column comes back when Escape is pressed mid-way; with
--two-windows, c5 goes from the main window into the second window's list.
Columns: "To do" dragged by its title past the other two (the `columns`
and board lines in the new order, the cards where they were), then c5
carried into "To do" at its new place. With --rtl the columns start at the
right; a card and a column are dragged leftwards.

    test_qt_demo.py DEMO [--keep PNG]   (PNG: the window, cropped, for the README)

Needs xvfb-run, xauth, xdotool and ImageMagick (import, convert); qt.mk
installs them. Timings are never asserted: lines are awaited with generous
timeouts.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.dont_write_bytecode = True  # run as a script: no __pycache__ left beside xdemo.py
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo, near, pixel, rgb  # noqa: E402  (bindings/testing, shared with the Tk and GTK drivers)


class Demo(XDemo):
    def __init__(self, demo: str, tmp: Path, seed: str = "000", width: int = 560,
                 more: tuple[str, ...] = ()) -> None:
        runtime = Path(tempfile.mkdtemp(prefix=f"runtime-{seed}-", dir=tmp))  # 0700, as Qt wants
        super().__init__([demo, "--seed", seed, "--exit-after", "60", "--width", str(width), *more],
                         tmp, env=dict(XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb"))
        self.seed = seed

    def started(self) -> tuple[int, int, int, dict[str, tuple[int, int]]]:
        """Once the page is shown (DISPLAY set): its viewport's screen x, y
        and height, and its rows (rows_of)."""
        m = self.expect(rf"^ready view {self.seed} x=(\d+) y=(\d+) w=\d+ h=(\d+)", timeout=30)
        rows = rows_of(self, self.seed)
        self.env["DISPLAY"] = self.expect(r"^ready pid=\d+ display=(\S+)")[1]
        return int(m[1]), int(m[2]), int(m[3]), rows


LIFTED = "#ffe066"  # the demo's lifted colour (ReorderView::setLiftedColor)


def order_of(demo: XDemo, key: str) -> list[list[str]]:
    """The page's order before any move (its `initial` line): item keys by section."""
    return next(json.loads(line.split(" ", 2)[2]) for line in demo.log
                if line.startswith(f"initial {key} "))


def check_moves(demo: XDemo, key: str) -> None:
    """Each printed move, applied to the order before it, gives the order printed after it."""
    order = None
    for line in demo.log:
        if line.startswith(f"initial {key} "):
            order = json.loads(line.split(" ", 2)[2])
        elif line.startswith(f"move {key} "):
            m = re.search(r"from=(\d+),(\d+) to=(\d+),(\d+)", line)
            assert order is not None and m, line
            fs, fi, ts, ti = map(int, m.groups())
            order[ts].insert(ti, order[fs].pop(fi))
        elif line.startswith(f"order {key} "):
            assert order == json.loads(line.split(" ", 2)[2]), (line, order)


def check_status(demo: XDemo, key: str, view_h: int, long: int = 0) -> None:
    """The status line showed announcements, and the list kept its height;
    with `long`, one of them was that many characters at least (wider than
    the window: it would have wrapped to two lines, defect 4)."""
    status = [line for line in demo.log if line.startswith(f"status {key} ")]
    assert status, demo.log
    for line in status:
        assert line.split(" ", 3)[2] == f"h={view_h}", (line, view_h)
    assert max(len(line.split(" ", 3)[3]) for line in status) >= long, status


def rows_of(demo: XDemo, key: str) -> dict[str, tuple[int, int]]:
    """item key -> (y, height) in the page's viewport, from its `rows` line."""
    rows = json.loads(demo.expect(rf"^rows {key} (.*)")[1])
    return {item: (y, h) for _s, _r, y, h, item in rows}


def select_and_drag(path: str, tmp: Path) -> None:
    # Seed 000 afresh: a click selects one row, Shift-click the range from
    # it, a click on a selected row (a tap) just that row, Ctrl-click
    # toggles; then a long press on r4 lifts r1 and r4 together.
    demo = Demo(path, tmp, "000")
    try:
        vx, vy, _, rows = demo.started()

        def at(key: str) -> tuple[int, int]:
            y, h = rows[key]
            return vx + 200, vy + y + h // 2

        for key, mods, selection in [("r2", (), ["r2"]), ("r5", ("shift",), ["r2", "r3", "r4", "r5"]),
                                     ("r5", (), ["r5"]), ("r5", ("ctrl",), []),
                                     ("r1", ("ctrl",), ["r1"]), ("r4", ("ctrl",), ["r1", "r4"])]:
            demo.xdo("mousemove", *at(key))
            for mod in mods:
                demo.xdo("keydown", mod)
            demo.xdo("click", 1)
            for mod in mods:
                demo.xdo("keyup", mod)
            demo.expect(rf"^select 000 {re.escape(json.dumps(selection))}$", timeout=3)
            time.sleep(0.3)  # apart: no double click
        seen = len(demo.log)

        x0, y0 = at("r4")
        demo.xdo("mousemove", x0, y0)
        demo.xdo("mousedown", 1)
        time.sleep(0.7)
        demo.expect(r"^lift 000 r4 Row 4$", timeout=5)
        for i in range(1, 11):
            demo.xdo("mousemove", x0 + (i % 2), y0 + 200 * i // 10)
            time.sleep(0.03)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop 000 from=0,\d+ to=0,\d+ count=2$", timeout=5)
        demo.drain(0.5)
        assert not [line for line in demo.log[seen:] if line.startswith("select")], demo.log[seen:]
        check_moves(demo, "000")

        order = [json.loads(line.split(" ", 2)[2]) for line in demo.log
                 if line.startswith("order 000 ")][-1]
        at1 = order[0].index("r1")
        assert order[0][at1 + 1] == "r4", order
        assert order[0].index("r5") < at1, order  # moved down past r5

        def others(o: list[list[str]]) -> list[list[str]]:
            return [[k for k in section if k not in ("r1", "r4")] for section in o]

        assert others(order) == others(order_of(demo, "000")), order  # the rest kept their order
    finally:
        demo.stop()


def grip_and_tap(path: str, tmp: Path) -> None:
    # Seed 001: long press on SAR's grip (the 40 px on its left), in a
    # window so narrow that the announcements would wrap.
    demo = Demo(path, tmp, "001", width=320)
    try:
        vx, vy, view_h, rows = demo.started()
        y, h = rows["SAR"]
        demo.xdo("mousemove", vx + 30, vy + y + h // 2)
        demo.xdo("mousedown", 1)
        time.sleep(0.7)
        demo.expect(r"^lift 001 SAR SAR$", timeout=5)
        demo.expect(r"^status 001 h=\d+ Picked up SAR\b", timeout=5)
        demo.xdo("mouseup", 1)
        demo.expect(r"^(drop|cancel) 001", timeout=5)
        demo.drain(0.5)
        assert not any("\u2630" in line for line in demo.log), demo.log
        # 320 pixels hold about 45 characters of the status line's font.
        check_status(demo, "001", view_h, long=50)
    finally:
        demo.stop()
    # Seed 004: tap Music: it is what the tap names, and it is featured; the
    # featured one is displaced to the start of Music's section.
    demo = Demo(path, tmp, "004")
    try:
        vx, vy, _, rows = demo.started()
        y, h = rows["Music"]
        demo.xdo("mousemove", vx + 200, vy + y + h // 2)
        demo.xdo("click", 1)
        demo.expect(r"^tap 004 Music Music$", timeout=5)
        m = demo.expect(r"^order 004 (.*)", timeout=5)
        demo.drain(0.5)
        orders = [json.loads(line.split(" ", 2)[2]) for line in demo.log if line.startswith("order 004 ")]
        channels = [key for key in order_of(demo, "004")[1] if key != "Music"]
        assert orders[-1] == [["Music"], ["Weather", *channels]], orders
        check_moves(demo, "004")
    finally:
        demo.stop()


def board_of(line: str) -> list[list[str]]:
    """A `board` line's columns, each column's keys."""
    return [json.loads(column) for column in re.findall(r"\[[^\]]*\]", line)]


class BoardDemo(Demo):
    """The board page (--seed board); with two windows, its fourth column is
    the second window's list."""

    def __init__(self, demo: str, tmp: Path, two_windows: bool = False, rtl: bool = False) -> None:
        super().__init__(demo, tmp, "board", width=600,
                         more=(("--two-windows",) if two_windows else ()) + (("--rtl",) if rtl else ()))
        self.count = 4 if two_windows else 3
        self.rtl = rtl

    def started(self) -> dict[str, tuple[int, int]]:
        """Once shown: each card's centre on the screen, by key; .board, the
        columns' keys; .columns, each column's viewport x, y, width, height;
        .headers, the centre of each column's title."""
        at, self.columns, self.headers = {}, [], []
        for i in range(self.count):
            m = self.expect(rf"^ready column {i} x=(\d+) y=(\d+) w=(\d+) h=(\d+)", timeout=30)
            x, y, w, h = map(int, m.groups())
            self.columns.append((x, y, w, h))
            m = self.expect(rf"^ready header {i} x=(\d+) y=(\d+) w=(\d+) h=(\d+)")
            hx, hy, hw, hh = map(int, m.groups())
            self.headers.append((hx + hw // 2, hy + hh // 2))
            for key, top, height in json.loads(self.expect(rf"^cards {i} (.*)")[1]):
                at[key] = (x + w // 2, y + top + height // 2)
        self.board = board_of(self.expect(r"^board .*")[0])
        self.env["DISPLAY"] = self.expect(r"^ready pid=\d+ display=(\S+)")[1]
        return at

    def lift(self, key: str, at: tuple[int, int]) -> None:
        """A long press (0.7 s: the view's activation is the desktop preset's
        0.5 s long press) on the card at `at`."""
        self.press_hold(*at)
        self.expect(rf"^lift board \d {key}$", timeout=5)

    def carry(self, key: str, start: tuple[int, int], target: tuple[int, int], column: int,
              steps: int) -> list[list[str]]:
        """Lifts the card at start, drags it to target in `column` (through
        any column between) and drops it: the board printed after the drop.
        Before the drop, the column it entered draws it lifted under the
        pointer (beside its text: at its left, or at its right with --rtl)."""
        self.lift(key, start)
        self.glide(*start, *target, steps=steps)
        self.expect(rf"^transfer board {key} from=\d,\d+ to={column},\d+ 0$", timeout=5)
        time.sleep(0.3)
        shot = self.auth.parent / f"carry-{key}.png"
        self.screenshot(shot)
        lifted = pixel(shot, target[0] + (-60 if self.rtl else 60), target[1])
        assert near(lifted, rgb(LIFTED)), ("lifted in the column it entered", key, lifted)
        self.xdo("mouseup", 1)
        # Reported by the column it landed in: from is a row of the one it left.
        return self.after(rf"^drop board {column} from=0,\d+ to=0,\d+ count=1$")

    def after(self, pattern: str) -> list[list[str]]:
        """The board as printed after the line matching pattern."""
        self.expect(pattern, timeout=5)
        return board_of(self.expect(r"^board .*", timeout=5)[0])


def without(board: list[list[str]], key: str) -> list[list[str]]:
    return [[k for k in column if k != key] for column in board]


def board_drags(path: str, tmp: Path) -> None:
    # One window: c2 from the first column into the third, below its cards;
    # then c1 into the second and Escape on the way: it comes back.
    demo = BoardDemo(path, tmp)
    try:
        at = demo.started()
        start = demo.board
        below = (at["c9"][0], at["c9"][1] + 50)  # under the last card of "Done"
        board = demo.carry("c2", at["c2"], below, 2, steps=16)
        assert board[0] == [k for k in start[0] if k != "c2"], board
        assert board[1] == start[1], board
        assert board[2] == [*start[2], "c2"], board
        assert without(board, "c2") == without(start, "c2"), board
        time.sleep(0.5)  # settled

        over = at["c6"]  # the middle column, where c6 rests
        demo.lift("c1", at["c1"])
        demo.glide(*at["c1"], *over, steps=12)
        demo.expect(r"^transfer board c1 from=0,0 to=1,\d+ 0$", timeout=5)
        mid = board_of(demo.expect(r"^board .*", timeout=5)[0])
        assert "c1" in mid[1] and "c1" not in mid[0], mid
        demo.xdo("key", "Escape")
        back = demo.after(r"^cancel board \d$")
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert back == board, (back, board)
        assert not [line for line in later if line.startswith(("transfer", "drop"))], later
    finally:
        demo.stop()


TITLES = ["To do", "Doing", "Done"]


def move_column(demo: BoardDemo, column: int, dx: int) -> list[str]:
    """Long-presses column's title, drags it dx pixels along and drops it:
    the `columns` line printed (the titles in their new order), after
    which the board line must list the same columns' cards in that order."""
    hx, hy = demo.headers[column]
    demo.press_hold(hx, hy)
    demo.glide(hx, hy, hx + dx, hy, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    titles = json.loads(demo.expect(r"^columns (.*)", timeout=5)[1])
    board = board_of(demo.expect(r"^board .*", timeout=5)[0])
    assert board == [demo.board[TITLES.index(t)] for t in titles], (titles, board, demo.board)
    return titles


def board_columns(path: str, tmp: Path) -> None:
    # "To do" dragged by its title past the other two: the columns and the
    # board lines give the new order and every card stayed in its column.
    # Then a card dragged into "To do" where it is now lands there: every
    # column's view knows where it went.
    demo = BoardDemo(path, tmp)
    try:
        at = demo.started()
        assert demo.headers[0][0] < demo.headers[1][0] < demo.headers[2][0], demo.headers
        step = demo.headers[1][0] - demo.headers[0][0]
        assert move_column(demo, 0, 2 * step + 20) == ["Doing", "Done", "To do"]
        assert not [line for line in demo.drain(0.5) if line.startswith(("lift", "transfer"))]
        # Each column now stands where the next one stood: c5 (Doing) where c1
        # was, the last card of "To do" where c9 was.
        c5 = (at["c5"][0] - step, at["c5"][1])
        below = (at["c9"][0], at["c4"][1] + 50)  # under "To do"'s last card
        board = demo.carry("c5", c5, below, 0, steps=20)
        assert board == [["c6"], ["c7", "c8", "c9"], ["c1", "c2", "c3", "c4", "c5"]], board
    finally:
        demo.stop()


def board_rtl(path: str, tmp: Path) -> None:
    # --rtl: the board starts at the right ("To do" rightmost); c2 goes
    # left into "Done", then "To do" dragged left by its title goes after
    # "Doing".
    demo = BoardDemo(path, tmp, rtl=True)
    try:
        at = demo.started()
        start = demo.board
        assert demo.headers[0][0] > demo.headers[1][0] > demo.headers[2][0], demo.headers
        below = (at["c9"][0], at["c9"][1] + 50)
        board = demo.carry("c2", at["c2"], below, 2, steps=16)
        assert board == [["c1", "c3", "c4"], start[1], [*start[2], "c2"]], board
        demo.board = board
        time.sleep(0.5)  # settled
        step = demo.headers[0][0] - demo.headers[1][0]
        assert move_column(demo, 0, -step - 30) == ["Doing", "To do", "Done"]
    finally:
        demo.stop()


def two_windows(path: str, tmp: Path) -> None:
    # c5 from the main window's "Doing" into the second window's list.
    demo = BoardDemo(path, tmp, two_windows=True)
    try:
        at = demo.started()
        start = demo.board
        assert demo.columns[3][0] > demo.columns[2][0] + demo.columns[2][2], demo.columns  # beside
        board = demo.carry("c5", at["c5"], at["l2"], 3, steps=20)
        assert "c5" in board[3] and "c5" not in board[1], board
        assert sorted(board[3]) == sorted([*start[3], "c5"]), board
        assert without(board, "c5") == without(start, "c5"), board
    finally:
        demo.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("demo")
    ap.add_argument("--keep", type=Path, help="copy the cropped mid-drag screenshot here")
    args = ap.parse_args()
    for tool in ("xvfb-run", "xauth", "xdotool", "import", "convert", "identify"):
        if shutil.which(tool) is None:
            print(f"test_qt_demo: {tool} is missing", file=sys.stderr)
            return 1

    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        demo = Demo(args.demo, tmp)
        try:
            m = demo.expect(r"^ready window x=(\d+) y=(\d+) w=(\d+) h=(\d+)", timeout=30)
            window = tuple(int(v) for v in m.groups())
            m = demo.expect(r"^ready view 000 x=(\d+) y=(\d+) w=\d+ h=(\d+)")
            vx, vy, view_h = int(m[1]), int(m[2]), int(m[3])
            rows = {}  # row index in section 0 -> (y, height, colour) in the viewport
            for entry in demo.expect(r"^layout 000 (.*)")[1].split():
                r, y, h, colour = entry.split(":")
                rows[int(r)] = (int(y), int(h), colour)
            demo.env["DISPLAY"] = demo.expect(r"^ready pid=\d+ display=(\S+)")[1]
            demo.check_seed_items()

            # (1) Long press "Row 2" (88 high) and drag it down past rows 3-5.
            y, h, colour = rows[1]
            x0, y0 = vx + 200, vy + y + h // 2
            target = y0 + 230
            demo.xdo("mousemove", x0, y0)
            demo.xdo("mousedown", 1)
            time.sleep(0.7)
            demo.expect(r"^lift 000 r2 Row 2$", timeout=5)
            steps = 12
            for i in range(1, steps + 1):
                demo.xdo("mousemove", x0 + (i % 2), y0 + (target - y0) * i // steps)
                time.sleep(0.03)
            time.sleep(0.5)  # displacement animations settle into the picture
            shot = tmp / "shot.png"
            demo.screenshot(shot)
            demo.xdo("mouseup", 1)
            m = demo.expect(r"^drop 000 from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
            frm, to = (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))
            assert frm == (0, 1) and to[0] == 0 and to[1] >= 3, m[0]
            orders = [json.loads(line.split(" ", 2)[2]) for line in demo.log
                      if line.startswith("order 000 ")]
            assert orders, demo.log
            assert orders[-1][0][to[1]] == "r2", (orders[-1], to)
            check_moves(demo, "000")

            # The lifted row is drawn where the pointer holds it (its centre
            # followed the pointer; scaled 1.05), not at a slot: its top edge
            # is there, and it is gone from its old place.
            top = target - round(h * 1.05 / 2)
            inside, above = pixel(shot, x0, top + 6), pixel(shot, x0, top - 8)
            lifted = pixel(shot, x0 + 1, target)
            home = pixel(shot, x0, y0 - h // 4)
            assert near(lifted, rgb(LIFTED)), ("under the pointer", lifted, LIFTED)
            assert not near(lifted, rgb(colour)), ("its own colour", lifted, colour)
            assert near(inside, rgb(LIFTED)), ("top edge, inside", inside, LIFTED)
            assert not near(above, rgb(LIFTED)), ("top edge, above", above, LIFTED)
            assert not near(home, rgb(colour)), ("old place", home, colour)
            wx, wy, ww, wh = window
            crop = tmp / "window.png"
            demo.run("convert", str(shot), "-crop", f"{ww}x{wh}+{wx}+{wy}", "+repage", str(crop))
            size, colours = demo.run("identify", "-format", "%wx%h %k", str(crop)).split()
            assert size == f"{ww}x{wh}" and int(colours) > 50, (size, colours)
            if args.keep:
                shutil.copyfile(crop, args.keep)

            # (2) A quick drag (no hold) lower in the list: no lift, no move.
            time.sleep(0.5)  # settle
            qx, qy = vx + 200, vy + rows[9][0] + rows[9][1] // 2
            demo.xdo("mousemove", qx, qy)
            demo.xdo("mousedown", 1)
            for i in range(1, 7):
                demo.xdo("mousemove", qx, qy - 20 * i)
                time.sleep(0.02)
            demo.xdo("mouseup", 1)
            later = demo.drain(1.5)
            assert not any(line.startswith(("lift", "move", "drop")) for line in later), later
            check_status(demo, "000", view_h)
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
        finally:
            demo.stop()
        try:
            select_and_drag(args.demo, tmp)
            grip_and_tap(args.demo, tmp)
            board_drags(args.demo, tmp)
            board_columns(args.demo, tmp)
            board_rtl(args.demo, tmp)
            two_windows(args.demo, tmp)
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
        finally:
            demo.stop()
    print(f"test_qt_demo: ok (drop from={frm} to={to}, lifted pixel {lifted} ~ {LIFTED}; "
          "000 selection dragged; 001 grip, 004 tap; board across columns, Escape, columns moved, "
          "right to left, two windows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
