"""The PySide6 demo in a real window under Xvfb, driven by xdotool.

Every page starts with the items of bindings/seeds/seeds.json, in order
(the demo's `items` lines against seeds.py). Seed 000: a long-press drag
reorders (mid-drag screenshot checked), Escape cancels a drag and keeps the
demo running, the keyboard reorders; clicks with Shift and Ctrl select, and
a long press on a selected row drags the selection. Seed 001: only the grip lifts a row.
Seed 004: a tap features a channel and sends the featured one back,
animated and announced. The board: a card dragged from the first column
into the second moves there (the second column shows it lifted mid-drag),
Escape mid-way over another column sends it home, and the first column then
goes by its header; a column dragged by its header past the next one moves
there (the columns' order), each column keeping its cards, and a card then
goes into it where it is now; with --second-window a card goes from a
column into the other window's list.
Items are named by their seed keys.

Needs PySide6 (`make demo-pyside-test` installs it into the venv) and
xvfb-run, xauth, xdotool, ImageMagick.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

DEMO = Path(__file__).resolve().parent.parent / "demos" / "pyside_demo.py"
sys.path[:0] = [str(Path(__file__).resolve().parents[2] / "testing"), str(DEMO.parent)]
from xdemo import LIFTED, XDemo, near, pixel, rgb, seed_keys  # noqa: E402  (bindings/testing, shared with the other drivers)

import board  # noqa: E402  (the demos' board page; after xdemo, which finds seeds)
import seeds  # noqa: E402


class Demo(XDemo):
    def __init__(self, tmp: Path, seed: str, *flags: str) -> None:
        runtime = Path(tempfile.mkdtemp(dir=tmp))
        runtime.chmod(0o700)  # Qt wants a private XDG_RUNTIME_DIR
        super().__init__([sys.executable, "-u", str(DEMO), "--seed", seed, "--exit-after", "45", *flags],
                         tmp, env={"XDG_RUNTIME_DIR": str(runtime), "QT_QPA_PLATFORM": "xcb"})
        self.seed = seed
        self.frames: dict[str, tuple[float, float, float, float]] = {}  # by item key
        self.heads: dict[int, tuple[float, float, float, float]] = {}  # by index in board.COLUMNS

    def start(self) -> None:
        m = self.expect(rf"^ready {self.seed} x=(\d+) y=(\d+) w=\d+ h=\d+", timeout=30)
        self.origin = (int(m[1]), int(m[2]))
        for r in self.expect(rf"^layout {self.seed} (.*)")[1].split():
            key, x, y, w, h = r.split(":")
            self.frames[key] = (float(x), float(y), float(w), float(h))
        if self.seed == board.ID:
            for r in self.expect(rf"^heads {self.seed} (.*)")[1].split():
                k, x, y, w, h = r.split(":")
                self.heads[int(k)] = (float(x), float(y), float(w), float(h))
        m = self.expect(r"^ready display=(\S+) pid=(\d+)")
        self.env["DISPLAY"], self.pid = m[1], int(m[2])
        self.check_seed_items()

    def at(self, key: str, dx: float | None = None) -> tuple[int, int]:
        """A point in item `key` (its centre unless dx from its left), on screen."""
        x, y, w, h = self.frames[key]
        return (self.origin[0] + int(x + (w / 2 if dx is None else dx)),
                self.origin[1] + int(y + h / 2))

    def head(self, k: int) -> tuple[int, int]:
        """The centre of board column k's header (k: its index in board.COLUMNS), on screen."""
        x, y, w, h = self.heads[k]
        return self.origin[0] + int(x + w / 2), self.origin[1] + int(y + h / 2)

    def finals(self) -> dict[str, Any]:
        """Closes the demo: the final lines' values, by their second word
        (a page, `board` or `columns`); all of them, or an AssertionError."""
        out = self.stop()
        finals = {line.split()[1]: json.loads(line.split(" ", 2)[2])
                  for line in out if line.startswith("final ")}
        assert {board.ID, "columns", *seeds.PAGES} <= set(finals), self.transcript()
        return finals

    def click(self, key: str, *modifiers: str) -> None:
        """Clicks item `key` (its resting frame) with these keys held."""
        self.click_at(*self.at(key), *modifiers)

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


def run(tmp: Path, seed: str, *flags: str) -> Iterator[Demo]:
    d = Demo(tmp, seed, *flags)
    try:
        d.start()
        yield d
    finally:
        d.stop()
    d.assert_clean_exit()


def test_seed000_drag_escape_and_keys(tmp: Path) -> None:
    for demo in run(tmp, "000"):
        # A long-press drag of row 2 down past three rows.
        demo.press_drag(demo.at("r2"), 230)
        time.sleep(0.3)
        shot = tmp / "shot.png"
        demo.screenshot(shot, seconds=5)
        demo.xdo("mouseup", 1)
        m = demo.expect(r"^drop 000 r2 from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
        assert (int(m[1]), int(m[2])) == (0, 1) and int(m[4]) >= 3, m[0]
        colours = subprocess.run(["identify", "-format", "%k", str(shot)], env=demo.env,
                                 check=True, capture_output=True, text=True, timeout=10).stdout
        assert int(colours) > 50, colours
        moved_to = int(m[4])

        # Escape in the middle of a drag: cancelled, the demo goes on. (Row 1
        # is where the first drag left it, and the view cannot scroll up.)
        time.sleep(0.5)
        demo.press_drag(demo.at("r1"), 60, steps=6)
        demo.expect(r"^say 000 Picked up Row 1\b", timeout=3)
        demo.xdo("key", "Escape")
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert not any(line.startswith(("drop", "final")) for line in later), later

        # The keyboard: a tap focuses row 1; Space, Down, Space moves it down one.
        demo.click("r1")
        for key in ("space", "Down", "space"):
            demo.xdo("key", key)
            time.sleep(0.2)
        demo.expect(r"^drop 000 r1 from=0,0 to=0,1", timeout=5)

        expected = ["r1", *(f"r{i}" for i in range(3, 19))]
        expected.insert(moved_to, "r2")
        expected[0], expected[1] = expected[1], expected[0]
        assert demo.finals()["000"][0] == expected


def test_seed000_select_and_drag_a_selection(tmp: Path) -> None:
    for demo in run(tmp, "000"):
        # A click selects one row, Shift-click the range from it, a click on
        # a selected row (a tap) just that row, Ctrl-click toggles.
        for key, mods, selection in [("r2", (), ["r2"]), ("r5", ("shift",), ["r2", "r3", "r4", "r5"]),
                                     ("r5", (), ["r5"]), ("r5", ("ctrl",), []),
                                     ("r1", ("ctrl",), ["r1"]), ("r4", ("ctrl",), ["r1", "r4"])]:
            demo.click(key, *mods)
            demo.expect(rf"^select 000 {re.escape(json.dumps(selection))}$", timeout=3)
        seen = len(demo.log)

        # A long press on r4 lifts both: r1 gathers to it, and they land together.
        demo.press_drag(demo.at("r4"), 200)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^move 000 r1 from=0,0 ", timeout=5)
        demo.expect(r"^drop 000 r4 ", timeout=5)
        assert not [line for line in demo.log[seen:] if line.startswith("select")], demo.transcript()

        order = demo.finals()["000"]
        at = order[0].index("r1")
        assert order[0][at + 1] == "r4", order
        assert order[0].index("r5") < at, order  # moved down past r5
        def others(o: list[list[str]]) -> list[list[str]]:
            return [[k for k in section if k not in ("r1", "r4")] for section in o]

        assert others(order) == others(seed_keys()["000"]), order  # the rest kept their order


def test_seed001_only_the_grip_lifts(tmp: Path) -> None:
    for demo in run(tmp, "001"):
        # From the text: a press that is not a lift (the handle is the grip).
        demo.press_drag(demo.at("EMA"), 60, steps=4)
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert not any(line.startswith("drop") for line in later), later
        # From the grip: EMA goes below BOLL (its section is locked; it stays in it).
        demo.press_drag(demo.at("EMA", dx=18), 60, steps=6)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop 001 EMA from=0,1 to=0,2", timeout=5)
        assert demo.finals()["001"] == [["MA", "BOLL", "EMA", "SAR", "VWAP"],
                                        ["MACD", "KDJ", "RSI", "WR", "OBV", "CCI", "DMI"]]


def test_seed004_tap_features_a_channel(tmp: Path) -> None:
    for demo in run(tmp, "004"):
        x, y = demo.at("Music")
        demo.xdo("mousemove", x, y)
        demo.xdo("click", 1)
        demo.expect(r"^tap 004 Music Music$", timeout=5)
        demo.expect(r"^move 004 Music from=1,2 to=0,0", timeout=3)
        demo.expect(r"^move 004 Weather from=0,1 to=1,0", timeout=3)
        demo.expect(r"^say 004 ", timeout=3)
        assert demo.finals()["004"] == [["Music"], ["Weather", "News", "Sports", "Movies", "Science",
                                                    "Travel", "Food", "Games"]]


BOARD = [[card.key for card in column.items] for column in board.COLUMNS]


def board_line(*lists: list[str]) -> str:
    """The demo's board line for these lists, as a pattern."""
    return "^" + re.escape(board.line(list(lists))) + "$"


def test_board_a_card_goes_to_another_column_and_escape_sends_it_home(tmp: Path) -> None:
    for demo in run(tmp, "board"):
        assert any(re.match(board_line(*BOARD), line) for line in demo.log), demo.transcript()
        # t2 held in the first column, carried below the second's last card.
        x, y = demo.at("t2")
        x1, y1 = demo.at("d2")
        demo.press_hold(x, y)
        demo.expect(r"^say board Picked up Draw the icons\b", timeout=3)
        demo.glide(x, y, x1, y1 + 70, steps=14)
        time.sleep(0.4)
        shot = tmp / "board.png"
        demo.screenshot(shot, seconds=5)
        demo.xdo("mouseup", 1)
        # The board line follows the transfer, before the drop.
        after = [[k for k in BOARD[0] if k != "t2"], ["d1", "d2", "t2"], *BOARD[2:]]
        demo.expect(board_line(*after), timeout=3)
        demo.expect(r"^drop board t2 from=0,1 to=0,2$", timeout=5)
        # The second column drew the card lifted under the pointer (right of
        # its text), then in its own colour below d2: its row came along.
        assert near(pixel(shot, x1 + 55, y1 + 70 + 18), LIFTED), pixel(shot, x1 + 55, y1 + 88)
        time.sleep(0.5)
        demo.screenshot(shot, seconds=5)
        colour = rgb(seeds.COLORS[board.COLUMNS[0].items[1].color])
        assert near(pixel(shot, x1 + 55, y1 + 56), colour), pixel(shot, x1 + 55, y1 + 56)

        # t3 carried over the second column (it is there, live), then Escape: home again.
        x, y = demo.at("t2")  # where t3 rests now
        demo.press_hold(x, y)
        demo.expect(r"^say board Picked up Book the room\b", timeout=3)
        x2, y2 = demo.at("d2")
        demo.glide(x, y, x2, y2, steps=10)
        demo.expect(board_line([k for k in after[0] if k != "t3"], ["d1", "t3", "d2", "t2"], *after[2:]),
                    timeout=3)
        demo.xdo("key", "Escape")
        demo.expect(board_line(*after), timeout=3)
        demo.xdo("mouseup", 1)
        later = demo.drain(1.0)
        assert not any(line.startswith(("drop", "board")) for line in later), later
        # The column the cards left still goes by its header, past the next one.
        x, y = demo.head(0)
        demo.press_hold(x, y)
        demo.expect(r"^lift column To do$", timeout=3)
        demo.glide(x, y, x + 260, y, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        titles = [column.title for column in board.COLUMNS]
        demo.expect("^" + re.escape(board.columns_line([titles[1], titles[0], *titles[2:]])) + "$", timeout=3)
        assert demo.finals()["board"] == [after[1], after[0], *after[2:]]


def test_board_a_column_moves_by_its_header_with_its_cards(tmp: Path) -> None:
    titles = [column.title for column in board.COLUMNS]
    for demo in run(tmp, "board"):
        assert board.columns_line(titles) in demo.log, demo.transcript()
        # "To do"'s header held, carried right past the middle of "Doing".
        x, y = demo.head(0)
        demo.press_hold(x, y)
        demo.expect(r"^lift column To do$", timeout=3)
        demo.glide(x, y, x + 260, y, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        moved = [titles[1], titles[0], *titles[2:]]
        demo.expect("^" + re.escape(board.columns_line(moved)) + "$", timeout=3)
        # The drop may come before the lines of the move it ended (a move at the release).
        demo.drain(0.5)
        assert "drop column To do" in demo.log, demo.transcript()
        # Every column kept its cards, in their order; no card was lifted.
        boards = [line for line in demo.log if line.startswith("board ")]
        assert boards[-1] == board.line([BOARD[1], BOARD[0], *BOARD[2:]]), demo.transcript()
        assert not any(line.startswith(("say board Picked", "drop board")) for line in demo.log), \
            demo.transcript()

        # The cards still go between the columns where they are now: d1 (its
        # column first now) into "To do", below t1.
        time.sleep(0.5)
        x, y = demo.at("t1")  # d1 rests where t1 did
        demo.press_hold(x, y)
        demo.expect(r"^say board Picked up Fix the build\b", timeout=3)
        # One column on (200 wide, 6 apart), d1's centre past t1's, not t2's.
        demo.glide(x, y, x + 206, y + 40, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop board d1 ", timeout=5)
        finals = demo.finals()
        assert finals["columns"] == moved, finals
        assert finals["board"] == [["d2"], ["t1", "d1", *BOARD[0][1:]], *BOARD[2:]], finals["board"]


def test_board_right_to_left(tmp: Path) -> None:
    titles = [column.title for column in board.COLUMNS]
    for demo in run(tmp, "board", "--rtl"):
        # "To do" is at the right, shown; its header goes left past "Doing".
        assert demo.heads[0][0] > demo.heads[1][0], demo.heads
        x, y = demo.head(0)
        demo.press_hold(x, y)
        demo.expect(r"^lift column To do$", timeout=3)
        demo.glide(x, y, x - 260, y, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        moved = [titles[1], titles[0], *titles[2:]]
        demo.expect("^" + re.escape(board.columns_line(moved)) + "$", timeout=3)
        # Then a card of "Doing" (where "To do" was, at the right now) goes
        # into "To do", on its left: d2 below t1.
        time.sleep(0.5)
        x, y = demo.at("t2")  # d2 rests where t2 did
        x1, y1 = demo.at("d1")  # t1 rests where d1 did
        demo.press_hold(x, y)
        demo.expect(r"^say board Picked up Review the PR\b", timeout=3)
        demo.glide(x, y, x1, y1 + 40, steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop board d2 ", timeout=5)
        finals = demo.finals()
        assert finals["columns"] == moved, finals
        assert finals["board"] == [["d1"], ["t1", "d2", *BOARD[0][1:]], *BOARD[2:]], finals["board"]


def test_board_a_card_goes_to_the_second_window(tmp: Path) -> None:
    for demo in run(tmp, "board", "--second-window"):
        second = ["w1", "w2"]
        assert any(re.match(board_line(*BOARD, second), line) for line in demo.log), demo.transcript()
        # d1 from the middle column onto w2 in the other window: it goes before w2.
        x, y = demo.at("d1")
        x1, y1 = demo.at("w2")
        demo.press_hold(x, y)
        demo.glide(x, y, x1, y1 - 10, steps=16)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(board_line(BOARD[0], ["d2"], *BOARD[2:], ["w1", "d1", "w2"]), timeout=3)
        demo.expect(r"^drop board d1 from=0,0 to=0,1$", timeout=5)
        assert demo.finals()["board"] == [BOARD[0], ["d2"], *BOARD[2:], ["w1", "d1", "w2"]]
