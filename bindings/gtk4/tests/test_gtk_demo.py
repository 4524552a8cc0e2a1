"""The GTK demo in a real window under Xvfb, driven by xdotool.

Each test opens one seed's page (--seed) in its own X server and checks the
order the demo prints (stdout, line-buffered) after real pointer and key
input:
  all  every page starts with its seed's items (bindings/seeds/seeds.json),
       in order, the shown page's rows as high as the seed says
  000  a long-press drag reorders (and a mid-drag screenshot shows the lifted
       row under the pointer); a quick drag without the hold does not; a drag
       held at the bottom edge auto-scrolls and drops beyond the first
       screen; Escape cancels and restores the order; the keyboard reorders,
       and across the sections the rows exchange places; clicks with and
       without Shift / Ctrl select rows (each selection printed) and a long
       press on a selected row drags the selection
  001  drags start only on the grip (on the left) and stay in their section;
       the order survives a restart; with --rtl the grip is on the right and
       only it lifts
  003  the pinned first channel stays first
  004  a click moves a channel into the one-item section, displacing its item,
       announced in the status line, which another page replaces with its hint
  board  (--board, not a seed: three columns in a ReorderGtkGroup) a card
       long-pressed in the first column and dragged into the third lands there;
       Escape mid-way brings a card that crossed back; with --two-windows cards
       go from a column to the second window's inbox and back; a column dragged
       by its header moves with its cards (with --rtl too, where the first
       column is at the right and onwards is leftwards); with --rtl a card goes
       from the right-hand first column into the one on its left; after a card
       left a column, the next press on that column's header still lifts it;
       with wide columns (--column-width) a card held near the board's right edge
       scrolls the board sideways and drops into the column that was out of view

The checks the PyGObject demo's test runs too are in bindings/testing/xdemo.py.
GTK_DEMO names the demo binary (make demo-gtk-test sets it). With
REORDER_SCREENSHOT set, the mid-drag screenshot, cropped to the window, is
kept there (make screenshots-gtk). Timings are never asserted: the tests
wait for the demo's lines with generous timeouts.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import (  # noqa: E402  (bindings/testing, shared with the other drivers)
    LIFTED, SeedPageDemo, XDemo, check_exchange_across_sections, check_long_press_drag,
    check_grip_only_and_locked, check_pinned_stays_first, check_select_and_drag_a_selection,
    check_starts_as_seeded, check_tap_features, moved, near, seed_keys)

DEMO = os.environ.get("GTK_DEMO", "")
TOOLS = ("xvfb-run", "xauth", "xdotool", "import", "convert")

pytestmark = pytest.mark.skipif(
    not DEMO or any(shutil.which(t) is None for t in TOOLS),
    reason="needs GTK_DEMO and " + ", ".join(TOOLS),
)


class Demo(SeedPageDemo):
    def __init__(self, tmp: Path, seed: str, *flags: str) -> None:
        super().__init__([DEMO, "--seed", seed, "--state", str(tmp / "state.txt"),
                          "--exit-after", "90", *flags], tmp, seed, "libreorder GTK demo")
        self.rtl = "--rtl" in flags


@pytest.fixture
def demos():  # type: ignore[no-untyped-def]
    """The demos a test started, stopped after it."""
    started: list[SeedPageDemo | BoardDemo] = []
    yield started
    for d in started:
        d.stop()
    # A test that passes with GTK's or the widget's complaints is still a failure.
    noise = [line for d in started for line in d.complaints()]
    assert not noise, noise


@pytest.fixture
def run_demo(tmp_path: Path, demos):  # type: ignore[no-untyped-def]
    def start(seed: str, *flags: str) -> Demo:
        demos.append(Demo(tmp_path, seed, *flags))
        return demos[-1]

    return start


@pytest.mark.parametrize("seed", list(seed_keys()))
def test_every_page_starts_as_its_seed(run_demo, seed):
    check_starts_as_seeded(run_demo(seed))


def test_long_press_drag_reorders_screenshot_and_quick_drag_does_not(run_demo, tmp_path):
    demo = run_demo("000")
    shot = tmp_path / "shot.png"
    check_long_press_drag(demo, shot)
    if os.environ.get("REORDER_SCREENSHOT"):
        wx, wy, ww, wh = demo.window
        subprocess.run(["convert", str(shot), "-crop", f"{ww}x{wh}+{wx}+{wy}", "+repage",
                        os.environ["REORDER_SCREENSHOT"]], check=True, timeout=30)

    # A quick drag (no hold) of row 7: it moves before the long press ends.
    after = demo.order()
    x7, y7 = demo.centre("r7", dx=200)
    demo.xdo("mousemove", x7, y7)
    demo.xdo("mousedown", 1)
    demo.glide(x7, y7, x7, y7 + 120, steps=6)
    demo.xdo("mouseup", 1)
    later = demo.drain(1.5)
    assert not any(line.split()[0] in ("lift", "move", "drop") for line in later), later
    demo.stop()
    assert demo.order() == after  # the final order


def test_drag_to_bottom_edge_autoscrolls_and_drops_beyond_first_screen(run_demo):
    demo = run_demo("000")
    before = demo.order()
    height = demo.box[3]
    x, y = demo.centre("r3", dx=200)
    demo.press_hold(x, y)
    demo.expect(r"^lift 000 r3$", timeout=5)
    _, bottom = demo.screen(0, height - 12)  # deep in the bottom scroll zone
    demo.glide(x, y, x, bottom)
    demo.expect(r"^scroll 000 y=(1[5-9]\d\d|[2-9]\d\d\d)", timeout=20)  # well past a screen
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop 000 r3 from=0,2 to=(\d+),(\d+) y=(\d+)", timeout=10)
    assert int(m[3]) > height, m[0]  # its new place is below the first screen
    to = (int(m[1]), int(m[2]))
    demo.expect(r"^announce 000 Row 3 was dropped")
    assert demo.order()[to[0]][to[1]] == "r3"
    assert sorted(sum(demo.order(), [])) == sorted(sum(before, []))


def test_escape_cancels_and_restores_the_order(run_demo):
    demo = run_demo("000")
    before = demo.order()
    x, y = demo.centre("r5", dx=200)
    demo.press_hold(x, y)
    demo.expect(r"^lift 000 r5$", timeout=5)
    demo.glide(x, y, x, y + 200)
    demo.expect(r"^move 000 r5 ", timeout=5)  # the order changed (live commit)
    demo.expect(r"^order 000 ")
    assert demo.order() != before
    demo.xdo("key", "Escape")
    demo.expect(r"^cancel 000 r5$", timeout=5)
    demo.xdo("mouseup", 1)
    demo.drain(1.0)
    assert not any(line.startswith("drop") for line in demo.log)
    assert demo.order() == before


def test_keyboard_reorder(run_demo):
    demo = run_demo("000")
    before = demo.order()
    x, y = demo.centre("r4", dx=200)
    demo.xdo("mousemove", x, y)
    demo.xdo("click", 1)  # focuses the list, the cursor on row 4
    time.sleep(0.3)
    for key in ("space", "Down", "Down", "Return"):
        demo.xdo("key", key)
        time.sleep(0.15)
    m = demo.expect(r"^drop 000 r4 from=0,3 to=0,(\d+)", timeout=10)
    assert int(m[1]) == 5, m[0]
    assert demo.order() == moved(before, 0, "r4", 5)
    check_exchange_across_sections(demo)


def test_select_rows_and_drag_the_selection(run_demo):
    check_select_and_drag_a_selection(run_demo("000"))


def test_capacity_one_section_displaces_its_item(run_demo):
    check_tap_features(run_demo("004"))


def test_grip_drags_stay_in_their_section_and_the_order_persists(run_demo):
    demo = run_demo("001")
    want = check_grip_only_and_locked(demo)
    demo.stop()
    again = run_demo("001")  # restarted with the same --state file
    assert again.orders[0] == want, again.orders


def test_rtl_grip_is_on_the_right(run_demo):
    """Right to left, GTK puts 001's grip at the row's right end: only it lifts."""
    check_grip_only_and_locked(run_demo("001", "--rtl"))


def lifted_span(png: Path, x0: int, x1: int, y: int) -> tuple[int, int] | None:
    """The first and last x in [x0, x1) on line y with the lifted row's colour."""
    out = subprocess.run(["convert", str(png), "-crop", f"{x1 - x0}x1+{x0}+{y}", "-depth", "8",
                          "txt:-"], check=True, capture_output=True, text=True, timeout=15).stdout
    xs = [x0 + int(m[1]) for m in re.finditer(r"^(\d+),\d+: \((\d+),(\d+),(\d+)", out, re.M)
          if near((int(m[2]), int(m[3]), int(m[4])), LIFTED)]
    return (min(xs), max(xs)) if xs else None


@pytest.mark.parametrize("seed,key,grip", [("001", "MA", True), ("004", "Sports", False)])
def test_lifted_row_is_not_clipped_at_the_edges(run_demo, tmp_path, seed, key, grip):
    """Rows as wide as the box: the enlarged lifted row stays inside it, both ends shown."""
    demo = run_demo(seed)
    x, y = demo.grip(key) if grip else demo.centre(key)
    demo.press_hold(x, y)
    demo.expect(rf"^lift {seed} {key}$", timeout=5)
    demo.glide(x, y, x, y + 20, steps=4)
    time.sleep(0.5)  # the lift's scale-up is over
    shot = tmp_path / "lifted.png"
    demo.screenshot(shot)
    demo.xdo("mouseup", 1)
    demo.expect(rf"^drop {seed} {key} ", timeout=10)
    left, _ = demo.screen(0, 0)
    right = left + demo.box[2]
    span = lifted_span(shot, left, right, y + 20)
    assert span is not None, "no lifted row under the pointer"
    # Not cut by the box's edges: its own ends, then the box's background.
    assert span[0] > left + 2 and span[1] < right - 3, (span, left, right)
    assert span[1] - span[0] > 0.8 * demo.box[2], (span, left, right)


def test_pinned_first_channel_stays_first(run_demo):
    check_pinned_stays_first(run_demo("003"))


# --- the board page: drags between boxes of a ReorderGtkGroup ---------------------

BOARD_START = [["c1", "c2", "c3", "c4", "c5"], ["c6", "c7", "c8"], ["c9", "c10", "c11"]]
INBOX_START = ["i1", "i2", "i3", "i4"]


class BoardDemo(XDemo):
    """The demo on its board page (board.c says what it prints): .cards, key ->
    (box, x, y, w, h) at rest in screen coordinates; .boards and .inboxes, the
    columns' and the inbox's keys after each change, the last one current."""

    expect_timeout = 15.0
    exit_timeout = 15.0

    def __init__(self, tmp: Path, two_windows: bool, rtl: bool,
                 column_width: int | None = None) -> None:
        self.boards: list[list[list[str]]] = []
        self.columns: list[list[str]] = []
        self.inboxes: list[list[str]] = []
        argv = [DEMO, "--board", "--state", str(tmp / "state.txt"), "--exit-after", "90"]
        super().__init__(argv + (["--two-windows"] if two_windows else [])
                         + (["--rtl"] if rtl else [])
                         + ([f"--column-width={column_width}"] if column_width else []), tmp,
                         env=dict(GSK_RENDERER="cairo", GTK_A11Y="none", GDK_BACKEND="x11",
                                  NO_AT_BRIDGE="1"))
        m = self.expect(r"^ready board col0=\S+ col1=\S+ col2=\S+ head0=\S+ head1=\S+ head2=\S+ "
                        r"display=(\S+) pid=(\d+)", timeout=30)
        self.env["DISPLAY"], self.pid = m[1], int(m[2])
        main = self.window_at("libreorder GTK demo")
        self.cards: dict[str, tuple[str, float, float, float, float]] = {}
        self.places = {f"{what}{k}": self.place(main, m[0], f"{what}{k}")
                       for what in ("col", "head") for k in range(3)}
        self.read_cards("board", main)
        if two_windows:
            m = self.expect(r"^ready inbox box=\S+")
            # No window manager: both windows open at the screen's origin.
            wid = self.run("xdotool", "search", "--sync", "--name",
                           "^libreorder GTK demo: inbox$").split()[0]
            self.xdo("windowmove", "--sync", wid, 720, 40)
            time.sleep(0.5)
            inbox = self.window_at("libreorder GTK demo: inbox")
            assert inbox[0] >= 700, inbox
            self.places["inbox"] = self.place(inbox, m[0], "box")
            self.read_cards("inbox", inbox)

    def window_at(self, title: str) -> tuple[int, int]:
        wid = self.run("xdotool", "search", "--sync", "--name", f"^{title}$").split()[0]
        geometry = dict(kv.split("=") for kv in self.run("xdotool", "getwindowgeometry",
                                                          "--shell", wid).split())
        return int(geometry["X"]), int(geometry["Y"])

    @staticmethod
    def place(window: tuple[int, int], line: str, name: str) -> tuple[int, int, int, int]:
        x, y, w, h = map(int, re.search(rf"{name}=(\d+),(\d+),(\d+),(\d+)", line).groups())
        return window[0] + x, window[1] + y, w, h

    def read_cards(self, where: str, window: tuple[int, int]) -> None:
        for line in self.log:
            f = line.split()
            if f[:2] == ["card", where]:
                box = "inbox" if where == "inbox" else f"col{f[3]}"
                x, y, w, h = map(float, f[5:9])
                bx, by, _, _ = self.places[box]
                self.cards[f[2]] = (box, bx + x, by + y, w, h)

    def seen(self, line: str) -> None:
        if line.startswith("board "):
            self.boards.append([json.loads(part) for part in
                                re.findall(r"\[[^\]]*\]", line[len("board "):])])
        elif line.startswith("columns "):
            self.columns.append(json.loads(line[len("columns "):]))
        elif line.startswith("inbox "):
            self.inboxes.append(json.loads(line[len("inbox "):]))

    def changed(self) -> None:
        """Reads the lines a change prints after its own: the board's, and the inbox's."""
        self.expect(r"^board ")
        if "inbox" in self.places:
            self.expect(r"^inbox ")

    def centre(self, key: str) -> tuple[int, int]:
        _, x, y, w, h = self.cards[key]
        return int(x + w / 2), int(y + h / 2)

    complaints = SeedPageDemo.complaints


@pytest.fixture
def run_board(tmp_path: Path, demos):  # type: ignore[no-untyped-def]
    def start(two_windows: bool = False, rtl: bool = False,
              column_width: int | None = None) -> BoardDemo:
        demos.append(BoardDemo(tmp_path, two_windows, rtl, column_width))
        return demos[-1]

    return start


def drag_card(demo: BoardDemo, key: str, to: tuple[int, int],
              start: tuple[int, int] | None = None) -> None:
    """Long-press card `key` (at its resting place, or `start`) and glide it to
    `to` (screen), still pressed."""
    x, y = start or demo.centre(key)
    demo.press_hold(x, y)
    demo.expect(rf"^lift board {key}$", timeout=5)
    assert not any(line.startswith("lift column") for line in demo.log), demo.transcript()
    demo.glide(x, y, *to, steps=16)
    time.sleep(0.3)


def test_board_drags_a_card_into_another_column(run_board):
    demo = run_board()
    assert demo.boards[-1] == BOARD_START
    x, y, w, _ = demo.places["col2"]
    _, _, cy, _, ch = demo.cards["c11"]
    drag_card(demo, "c2", (x + w // 2, int(cy + ch + 30)))  # below the last card of "Done"
    demo.expect(r"^transfer c2 from=col0,1 to=col1,\d+$", timeout=5)  # on its way, through "Doing"
    demo.expect(r"^transfer c2 from=col1,\d+ to=col2,3$", timeout=5)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board c2$", timeout=10)
    demo.changed()
    assert demo.boards[-1] == [["c1", "c3", "c4", "c5"], ["c6", "c7", "c8"],
                               ["c9", "c10", "c11", "c2"]], demo.boards[-1]


def test_board_escape_brings_a_card_back(run_board):
    demo = run_board()
    x, y = demo.centre("c1")
    drag_card(demo, "c7", (x, y - 10))  # over the first column's first card
    demo.expect(r"^transfer c7 from=col1,\d+ to=col0,\d+$", timeout=5)
    demo.changed()
    assert "c7" in demo.boards[-1][0] and "c7" not in demo.boards[-1][1], demo.boards[-1]
    demo.xdo("key", "Escape")
    demo.expect(r"^cancel board c7$", timeout=5)
    demo.changed()
    demo.xdo("mouseup", 1)
    demo.drain(1.0)
    assert not any(line.startswith("drop") for line in demo.log), demo.transcript()
    assert demo.boards[-1] == BOARD_START, demo.boards[-1]


def test_board_drags_between_two_windows(run_board):
    demo = run_board(two_windows=True)
    assert demo.inboxes[-1] == INBOX_START
    # A card of the main window's first column into the inbox, below Note 1.
    _, ix, iy, iw, ih = demo.cards["i2"]
    drag_card(demo, "c3", (int(ix + iw / 2), int(iy + ih / 4)))
    demo.expect(r"^transfer c3 from=col\d,\d+ to=inbox,1$", timeout=5)  # across the columns
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board c3$", timeout=10)
    demo.changed()
    assert demo.inboxes[-1] == ["i1", "c3", "i2", "i3", "i4"], demo.inboxes[-1]
    assert demo.boards[-1][0] == ["c1", "c2", "c4", "c5"], demo.boards[-1]
    # And back: a note of the inbox into the middle column, pressed in the second window.
    time.sleep(0.5)
    ix, iy = demo.centre("i4")
    cx, cy = demo.centre("c8")
    drag_card(demo, "i4", (cx, cy + 40), start=(ix, iy + 56))  # one card lower now; below c8
    demo.expect(r"^transfer i4 from=\S+ to=col1,3$", timeout=5)  # perhaps through "Done"
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board i4$", timeout=10)
    demo.changed()
    assert demo.boards[-1][1] == ["c6", "c7", "c8", "i4"], demo.boards[-1]
    assert demo.inboxes[-1] == ["i1", "c3", "i2", "i3"], demo.inboxes[-1]


@pytest.mark.parametrize("rtl", [False, True], ids=["ltr", "rtl"])
def test_board_columns_move_by_their_headers(run_board, rtl):
    demo = run_board(rtl=rtl)
    assert demo.columns[-1] == ["To do", "Doing", "Done"], demo.columns
    # Right to left, the first column is at the right.
    assert (demo.places["head0"][0] > demo.places["head2"][0]) == rtl, demo.places
    x, y, w, h = demo.places["head0"]
    hx, hy = x + w // 2, y + h // 2
    demo.press_hold(hx, hy)
    demo.expect(r"^lift column To do$", timeout=5)
    assert not any(line.startswith("lift board") for line in demo.log), demo.transcript()
    # Onwards past "Done": a column's width beyond its centre.
    to = demo.places["head2"][0] + w // 2 + (w if not rtl else -w)
    demo.glide(hx, hy, to, hy, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop column To do$", timeout=10)
    demo.changed()
    assert demo.columns[-1] == ["Doing", "Done", "To do"], demo.transcript()
    # Each column took its own cards along.
    assert demo.boards[-1] == [BOARD_START[1], BOARD_START[2], BOARD_START[0]], demo.boards[-1]


def test_board_rtl_card_goes_to_the_column_on_its_left(run_board):
    demo = run_board(rtl=True)
    # "To do" is at the right: its card goes left into "Doing", below c8.
    assert demo.places["col0"][0] > demo.places["col1"][0] > demo.places["col2"][0], demo.places
    cx, cy = demo.centre("c8")
    drag_card(demo, "c2", (cx, cy + 40))
    demo.expect(r"^transfer c2 from=col0,\d+ to=col1,\d+$", timeout=5)  # then down in "Doing"
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board c2$", timeout=10)
    demo.changed()
    assert demo.boards[-1] == [["c1", "c3", "c4", "c5"], ["c6", "c7", "c8", "c2"],
                               BOARD_START[2]], demo.boards[-1]


def test_board_column_lifts_by_its_header_after_a_card_left_it(run_board):
    """A card dragged out of "To do" and dropped in "Doing": "To do" still lifts by its header."""
    demo = run_board()
    cx, cy = demo.centre("c8")
    drag_card(demo, "c2", (cx, cy + 60))  # below the last card of "Doing"
    demo.expect(r"^transfer c2 from=col0,\d+ to=col1,\d+$", timeout=5)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board c2$", timeout=10)
    demo.changed()
    assert demo.boards[-1] == [["c1", "c3", "c4", "c5"], ["c6", "c7", "c8", "c2"],
                               BOARD_START[2]], demo.boards[-1]
    time.sleep(0.3)
    x, y, w, h = demo.places["head0"]
    hx, hy = x + w // 2, y + h // 2
    demo.press_hold(hx, hy)
    demo.expect(r"^lift column To do$", timeout=5)
    demo.glide(hx, hy, demo.places["head1"][0] + w // 2 + 30, hy, steps=12)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop column To do$", timeout=10)
    demo.changed()
    assert demo.columns[-1] == ["Doing", "To do", "Done"], demo.transcript()
    assert demo.boards[-1] == [["c6", "c7", "c8", "c2"], ["c1", "c3", "c4", "c5"],
                               BOARD_START[2]], demo.boards[-1]


def test_board_scrolls_sideways_to_a_column_out_of_view(run_board):
    """Wide columns (--column-width): "Done" is out of view; a card held near the
    board's right edge scrolls the board until it is, and drops there."""
    demo = run_board(column_width=520)  # the third column starts past the 1024-wide screen
    x0, y0, w0, h0 = demo.places["col0"]
    x2, y2, w2, _ = demo.places["col2"]
    view = demo.window_at("libreorder GTK demo")[0] + int(demo.run(
        "xdotool", "getwindowgeometry", "--shell", demo.run(
            "xdotool", "search", "--name", "^libreorder GTK demo$").split()[0]
    ).split("WIDTH=")[1].split()[0])
    right = view - 20  # in the board's right scroll zone
    assert x2 > view, (demo.places, view)  # "Done" is out of view
    x, y = demo.centre("c2")
    _, _, cy, _, ch = demo.cards["c3"]  # as c11, the third card of "Done"
    drag_card(demo, "c2", (right, y))
    scrolled = 0
    while scrolled < x2 + w2 - view:  # "Done" wholly in view
        scrolled = int(demo.expect(r"^scroll board x=(\d+)$", timeout=5)[1])
    time.sleep(0.2)
    demo.glide(right, y, x2 - scrolled + w2 // 2, int(cy + ch + 30), steps=8)  # below c11
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop board c2$", timeout=10)
    demo.changed()
    assert demo.boards[-1][2][-1] == "c2", demo.transcript()  # it landed in "Done"
    assert [[k for k in column if k != "c2"] for column in demo.boards[-1]] == \
        [[k for k in column if k != "c2"] for column in BOARD_START], demo.boards[-1]
