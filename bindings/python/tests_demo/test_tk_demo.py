"""The Tk demo in a real window under Xvfb, driven by xdotool, page by page
(each test opens the demo on its page with --page).

Every page starts in seeds.json's order (read through seeds.py, so the hosts
cannot drift apart). 000: a long-press drag (a screenshot taken mid-drag
becomes the README picture with `make screenshots`) auto-scrolls at the
bottom edge into section B and exchanges the row with the one there; Escape
mid-drag cancels and the demo keeps running; a quick drag does not lift;
the keyboard reorders, and a keyboard lift is cancelled when Control-Tab
switches the page. 001: a
long press off the grip does not lift, a drag by the grip stays in its
locked section. 003: the pinned c1 neither lifts nor moves when another
cell is dropped on it. 004: a click on a channel features it; the one
featured before goes back to the top of the list. The board: a card dragged
from the first column into the second moves there, drawn lifted by the second
column on the way, and the first column then goes by its header; a column
dragged by its header past the next one moves there (the columns' order),
each column keeping its cards, and a card then goes into it where it is now.
The tags page (a flow layout) and the outline page have their own tests,
test_tk_tags.py and test_tk_outline.py, on this file's driver.

Needs xvfb-run, xauth, xdotool and imagemagick (`make demo-tk-test`
installs them); without them the tests fail, they do not skip.
"""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEMO = Path(__file__).resolve().parent.parent / "demos" / "tk_demo.py"
sys.path[:0] = [str(ROOT / "testing"), str(ROOT / "seeds"), str(DEMO.parent)]
import board  # noqa: E402  (the demos' board page)
import outline  # noqa: E402  (the demos' outline page)
import seeds  # noqa: E402  (bindings/seeds: the pages' one source)
import tags  # noqa: E402  (the demos' tags page)
from xdemo import LIFTED, XDemo, near, pixel  # noqa: E402  (bindings/testing, shared with the GTK and Qt drivers)
TOOLS = ("xvfb-run", "xauth", "xdotool", "import", "identify")
GRIP = 36  # the demo's grip width (001)

Order = list[list[str]]


def seed_order(page: str) -> Order:
    return [[item.key for item in s.items] for s in seeds.PAGES[page].sections]


BOARD = [[card.key for card in column.items] for column in board.COLUMNS]
TITLES = [column.title for column in board.COLUMNS]


@pytest.fixture(autouse=True)
def tools() -> None:
    """A missing tool fails the test (a skip would pass `make test`)."""
    missing = [t for t in TOOLS if shutil.which(t) is None]
    assert not missing, "needs " + ", ".join(missing) + " (make demo-tk-test installs them)"


class Demo(XDemo):
    def __init__(self, tmp: Path, page: str, *flags: str) -> None:
        super().__init__([sys.executable, "-u", str(DEMO), "--page", page, "--exit-after", "45", *flags], tmp)
        self.page = page
        self.origin = (0, 0)
        self.height = 0
        self.frames: dict[str, tuple[float, float, float, float]] = {}
        self.heads: dict[int, tuple[float, float, float, float]] = {}  # by index in board.COLUMNS

    def start(self) -> None:
        m = self.expect(rf"^ready {self.page} x=(\d+) y=(\d+) w=\d+ h=(\d+)", timeout=20)
        self.origin, self.height = (int(m[1]), int(m[2])), int(m[3])
        for f in self.expect(rf"^layout {self.page} (.*)")[1].split():
            key, x, y, w, h = f.split(":")
            self.frames[key] = (float(x), float(y), float(w), float(h))
        if self.page == board.ID:
            for f in self.expect(rf"^heads {self.page} (.*)")[1].split():
                k, x, y, w, h = f.split(":")
                self.heads[int(k)] = (float(x), float(y), float(w), float(h))
        m = self.expect(r"^ready display=(\S+) pid=(\d+)")
        self.env["DISPLAY"], self.pid = m[1], int(m[2])

    def at(self, key: str, dx: float | None = None) -> tuple[int, int]:
        """On the screen: dx into item `key` (its centre when None), half
        way down it, as long as the page is not scrolled."""
        x, y, w, h = self.frames[key]
        return self.origin[0] + int(x + (w / 2 if dx is None else dx)), self.origin[1] + int(y + h / 2)

    def head(self, k: int) -> tuple[int, int]:
        """On the screen: the centre of board column k's header (k: its index in board.COLUMNS)."""
        x, y, w, h = self.heads[k]
        return self.origin[0] + int(x + w / 2), self.origin[1] + int(y + h / 2)

    def press(self, at: tuple[int, int], hold: float = 0.7) -> None:
        """A long press (0.7 s: past the engine's 0.5 s)."""
        self.xdo("mousemove", *at)
        self.xdo("mousedown", 1)
        time.sleep(hold)

    def drag(self, at: tuple[int, int], to: tuple[int, int], steps: int = 12) -> None:
        """The pressed pointer, from `at` to `to` in steps."""
        for i in range(1, steps + 1):
            self.xdo("mousemove", at[0] + (to[0] - at[0]) * i // steps, at[1] + (to[1] - at[1]) * i // steps)
            time.sleep(0.03)

    def drop_of(self, key: str) -> tuple[tuple[int, int], tuple[int, int]]:
        m = self.expect(rf"^drop {self.page} {key} from=(\d+),(\d+) to=(\d+),(\d+)", timeout=5)
        return (int(m[1]), int(m[2])), (int(m[3]), int(m[4]))

    def finals(self) -> dict[str, Any]:
        """Closes the demo: every page's final order, by page."""
        out = self.stop()
        return {line.split()[1]: ast.literal_eval(line.split(" ", 2)[2])
                for line in out if line.startswith("final ")}


def open_demo(tmp: Path, page: str, *flags: str) -> Iterator[Demo]:
    d = Demo(tmp, page, *flags)
    try:
        d.start()
        yield d
    finally:
        d.stop()
    d.assert_clean_exit()


@pytest.fixture
def demo(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Demo]:
    yield from open_demo(tmp_path, request.param)


def on(page: str) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("demo", [page], indirect=True)


@on("003")
def test_every_page_starts_in_the_seeds_order(demo: Demo) -> None:
    assert list(demo.frames) == [k for s in seed_order("003") for k in s]
    finals = demo.finals()
    assert finals == {board.ID: BOARD, "columns": TITLES, tags.ID: [[chip.key for chip in tags.TAGS]],
                      outline.ID: [[item.key for item in outline.ITEMS]],
                      **{page: seed_order(page) for page in seeds.PAGES}}, finals


@on("000")
def test_000_drag_autoscrolls_and_exchanges_across_sections(demo: Demo, tmp_path: Path) -> None:
    # Long press r2 (section A item 1); a screenshot with rows making way ...
    start = demo.at("r2")
    demo.press(start)
    demo.expect(r"^lift 000 r2$", timeout=3)
    middle = (start[0], start[1] + 230)
    demo.drag(start, middle)
    time.sleep(0.4)  # let the displacement animations settle into the picture
    shot = tmp_path / "shot.png"
    demo.screenshot(shot, seconds=5)
    # ... then held at the bottom edge: the list scrolls past section A's
    # end (1186 units, twice the page), and back off the edge to drop.
    bottom = (start[0], demo.origin[1] + demo.height - 15)
    demo.drag(middle, bottom, steps=6)
    time.sleep(3.0)
    demo.drag(bottom, (bottom[0], bottom[1] - 150), steps=4)
    time.sleep(0.2)
    demo.xdo("mouseup", 1)
    frm, to = demo.drop_of("r2")
    assert frm == (0, 1) and to[0] == 1, (frm, to)

    size, colours = subprocess.run(
        ["identify", "-format", "%wx%h %k", str(shot)], env=demo.env, check=True,
        capture_output=True, text=True, timeout=10).stdout.split()
    assert size == "1024x768" and int(colours) > 50, (size, colours)
    # Kept only when asked (make screenshots): a test run leaves the tree alone.
    if os.environ.get("REORDER_SCREENSHOT"):
        shutil.copyfile(shot, os.environ["REORDER_SCREENSHOT"])

    # Exchanged, step by step as the row passed: each section keeps its size
    # (a shift would leave 17 and 23) and a row of B went into A.
    final = demo.finals()["000"]
    seed = seed_order("000")
    assert [len(s) for s in final] == [len(s) for s in seed], final
    assert final[1][to[1]] == "r2" and sorted(sum(final, [])) == sorted(sum(seed, [])), final
    assert set(final[0]) - set(seed[0]), final


@on("000")
def test_000_escape_cancels_a_drag_and_the_keyboard_reorders(demo: Demo) -> None:
    start = demo.at("r5")
    demo.press(start)
    demo.expect(r"^lift 000 r5$", timeout=3)
    demo.drag(start, (start[0], start[1] + 150), steps=6)
    demo.xdo("key", "Escape")
    demo.expect(r"^cancel 000 r5$", timeout=3)
    demo.xdo("mouseup", 1)
    later = demo.drain(1.0)
    assert not any(line.startswith(("drop", "final")) for line in later), later
    assert demo.proc.poll() is None, "Escape closed the demo"

    # A click focuses r2; Space lifts it, Down twice, Space drops it.
    demo.xdo("mousemove", *demo.at("r2"))
    demo.xdo("click", 1)
    demo.expect(r"^not-a-drag 000 r2 reason=TAP$", timeout=3)
    for key in ("space", "Down", "Down", "space"):
        demo.xdo("key", key)
        time.sleep(0.15)
    frm, to = demo.drop_of("r2")
    assert frm == (0, 1) and to == (0, 3), (frm, to)

    # A quick drag (no hold) of r8 is not a drag (the demo scrolls instead).
    start = demo.at("r8")
    demo.press(start, hold=0)
    demo.drag(start, (start[0], start[1] - 120), steps=6)
    demo.xdo("mouseup", 1)
    later = demo.drain(1.0)
    assert "not-a-drag 000 r8 reason=MOVED" in later, later
    assert not any(line.startswith(("drop", "lift")) for line in later), later

    # Lifted again, then Control-Tab to page 001: the lift is cancelled.
    demo.xdo("key", "space")
    demo.expect(r"^lift 000 r2$", timeout=3)
    demo.xdo("key", "ctrl+Tab")
    demo.expect(r"^cancel 000 r2$", timeout=3)
    expected = seed_order("000")
    expected[0][1:4] = ["r3", "r4", "r2"]  # exchanged with r3, then with r4
    assert demo.finals()["000"] == expected


@on("001")
def test_001_grip_drags_within_the_section_and_the_rest_of_a_row_does_not_lift(demo: Demo) -> None:
    body = demo.at("EMA")  # the row's middle, far right of its grip
    demo.press(body)
    demo.xdo("mouseup", 1)
    demo.expect(r"^not-a-drag 001 EMA reason=NOT_LIFTABLE$", timeout=3)
    assert not any(line.startswith("lift") for line in demo.drain(0.5))

    # By the grip, MA is dragged down over the Sub chart's KDJ: it stays in
    # the locked Main chart, at its end.
    grip = demo.at("MA", dx=GRIP / 2)
    demo.press(grip)
    demo.expect(r"^lift 001 MA$", timeout=3)
    demo.drag(grip, (grip[0], demo.at("KDJ")[1]))
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    assert demo.drop_of("MA") == ((0, 0), (0, 4))
    final, seed = demo.finals()["001"], seed_order("001")
    assert final[1] == seed[1] and final[0][4] == "MA" and sorted(final[0]) == sorted(seed[0]), final


@on("003")
def test_003_the_pinned_cell_stays_and_another_moves(demo: Demo) -> None:
    demo.press(demo.at("c1"))
    demo.xdo("mouseup", 1)
    demo.expect(r"^not-a-drag 003 c1 reason=NOT_LIFTABLE$", timeout=3)

    # c6 dropped on c1's cell: it stops next to it, the others shift.
    start = demo.at("c6")
    demo.press(start)
    demo.expect(r"^lift 003 c6$", timeout=3)
    demo.drag(start, demo.at("c1"))
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    assert demo.drop_of("c6") == ((0, 5), (0, 1))
    expected = seed_order("003")
    expected[0].remove("c6")
    expected[0].insert(1, "c6")
    assert demo.finals()["003"] == expected


@on("004")
def test_004_a_click_features_a_channel(demo: Demo) -> None:
    demo.xdo("mousemove", *demo.at("Weather"))  # featured already: stays
    demo.xdo("click", 1)
    demo.expect(r"^not-a-drag 004 Weather reason=TAP$", timeout=3)
    demo.xdo("mousemove", *demo.at("Music"))
    demo.xdo("click", 1)
    demo.expect(r"^tap 004 Music$", timeout=3)
    demo.expect(r"^move 004 Music from=1,2 to=0,0$", timeout=3)
    demo.expect(r"^say 004 ", timeout=3)  # the engine announces it
    expected = seed_order("004")
    expected[1].remove("Music")
    expected = [["Music"], ["Weather", *expected[1]]]
    assert demo.finals()["004"] == expected


@on("board")
def test_board_a_card_goes_to_another_column(demo: Demo, tmp_path: Path) -> None:
    columns = [list(keys) for keys in BOARD]
    assert board.line(columns) in demo.log, demo.transcript()
    # t2 held in the first column, carried below the second's last card.
    (x, y), (x1, y1) = demo.at("t2"), demo.at("d2")
    demo.press((x, y))
    demo.expect(r"^lift board t2$", timeout=3)
    demo.drag((x, y), (x1, y1 + 70), steps=14)
    time.sleep(0.4)
    shot = tmp_path / "board.png"
    demo.screenshot(shot, seconds=5)
    demo.xdo("mouseup", 1)
    demo.expect(r"^transfer board t2 from=0,\d+ to=0,\d+$", timeout=3)
    columns[0].remove("t2")
    columns[1].append("t2")
    demo.expect(f"^{re.escape(board.line(columns))}$", timeout=3)
    assert demo.drop_of("t2") == ((0, 1), (0, 2))
    # The second column drew it lifted under the pointer: it ticked the drag on.
    assert near(pixel(shot, x1 + 60, y1 + 88), LIFTED), pixel(shot, x1 + 60, y1 + 88)
    # The column the card left still goes by its header, past the next one.
    time.sleep(0.5)
    x, y = demo.head(0)
    demo.press((x, y))
    demo.expect(r"^lift column To do$", timeout=3)
    demo.drag((x, y), (x + 260, y), steps=14)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(f"^{re.escape(board.columns_line([TITLES[1], TITLES[0], *TITLES[2:]]))}$", timeout=3)
    assert demo.finals()["board"] == [columns[1], columns[0], *columns[2:]]


@on("board")
def test_board_a_column_moves_by_its_header_with_its_cards(demo: Demo) -> None:
    assert board.columns_line(TITLES) in demo.log, demo.transcript()
    # "To do"'s header held, carried right past the middle of "Doing".
    x, y = demo.head(0)
    demo.press((x, y))
    demo.expect(r"^lift column To do$", timeout=3)
    demo.drag((x, y), (x + 260, y), steps=14)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    moved = [TITLES[1], TITLES[0], *TITLES[2:]]
    demo.expect(f"^{re.escape(board.columns_line(moved))}$", timeout=3)
    # The drop may come before the lines of the move it ended (a move at the release).
    demo.drain(0.5)
    assert "drop column To do" in demo.log, demo.transcript()
    # Every column kept its cards, in their order; no card was lifted.
    boards = [line for line in demo.log if line.startswith("board ")]
    assert boards[-1] == board.line([BOARD[1], BOARD[0], *BOARD[2:]]), demo.transcript()
    assert not any(line.startswith("lift board") for line in demo.log), demo.transcript()

    # The cards still go between the columns where they are now: d1 (its
    # column first now, d1 where t1 was) into "To do", one column on, its
    # centre past t1's and not t2's.
    time.sleep(0.5)
    x, y = demo.at("t1")
    x1 = demo.head(1)[0]  # where Doing's header was: To do's now
    demo.press((x, y))
    demo.expect(r"^lift board d1$", timeout=3)
    demo.drag((x, y), (x1, y + 40), steps=14)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board d1 ", timeout=5)
    finals = demo.finals()
    assert finals["columns"] == moved, finals
    assert finals["board"] == [["d2"], ["t1", "d1", *BOARD[0][1:]], *BOARD[2:]], finals["board"]


def test_board_right_to_left(tmp_path: Path) -> None:
    for demo in open_demo(tmp_path, "board", "--rtl"):
        # "To do" is at the right, shown; its header goes left past "Doing".
        assert demo.heads[0][0] > demo.heads[1][0], demo.heads
        x, y = demo.head(0)
        demo.press((x, y))
        demo.expect(r"^lift column To do$", timeout=3)
        demo.drag((x, y), (x - 260, y), steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        moved = [TITLES[1], TITLES[0], *TITLES[2:]]
        demo.expect(f"^{re.escape(board.columns_line(moved))}$", timeout=3)
        # Then a card of "Doing" (where "To do" was, at the right now) goes
        # into "To do", on its left: d2 below t1.
        time.sleep(0.5)
        (x, y), (x1, y1) = demo.at("t2"), demo.at("d1")  # where d2 and t1 rest now
        demo.press((x, y))
        demo.expect(r"^lift board d2$", timeout=3)
        demo.drag((x, y), (x1, y1 + 40), steps=14)
        time.sleep(0.3)
        demo.xdo("mouseup", 1)
        demo.expect(r"^drop board d2 ", timeout=5)
        finals = demo.finals()
        assert finals["columns"] == moved, finals
        assert finals["board"] == [["d1"], ["t1", "d2", *BOARD[0][1:]], *BOARD[2:]], finals["board"]
