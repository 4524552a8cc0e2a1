"""xdemo: a host's demo in a real window under Xvfb, driven by xdotool.

The shared part of the real-window test drivers:

  bindings/python/tests_demo/test_tk_demo.py   Tk demo, pytest
  bindings/python/tests_demo/test_pyside_demo.py  PySide 6 demo, pytest
  bindings/gtk4/tests/test_gtk_demo.py         GTK 4 demo, pytest
  bindings/gtk4/tests/test_pygobject_demo.py   PyGObject demo, a plain python3 script
  bindings/qt6/tests/test_qt_demo.py           Qt 6 demo, a plain python3 script

Each driver puts this folder on sys.path itself: the Qt and PyGObject ones
are plain scripts run by the system python3 (no pytest, no venv), which is
also why this module uses the standard library only. Each subclasses XDemo
with its demo's command line and keeps what is its own: reading the demo's
`ready` lines (its DISPLAY; its pid, for stop() to TERM the demo alone),
geometry helpers and the tests. The two GTK ones share more, SeedPageDemo
(below): it also overrides seen() to track the orders its demo prints, and
transcript() to shorten failure output.

XDemo starts the command with `xvfb-run -a` on a 1024x768x24 screen, in a
process group of its own, and reads its stdout and stderr line by line in a
thread: expect() waits for a line, drain() takes what comes in a while, and
every line read is kept in .log. xdo() runs xdotool, run() any X client
(both in .env, which has the server's XAUTHORITY; the driver adds DISPLAY),
screenshot() takes the root window; pixel(), rgb() and near() check colours
in it; click_at() clicks with modifier keys held, press_hold() and glide()
make the pointer's long press and drag;
check_seed_items() checks that the demo shows every seed page's items as
bindings/seeds/seeds.json gives them. Needs xvfb-run, xauth, xdotool and
ImageMagick (import, convert).

SeedPageDemo is a driver for a demo that prints the GTK demos' lines (the C
one and the PyGObject one), with the checks both of them run on it: each
page starts as its seed says, selecting rows with clicks and dragging the
selection on 000, the grip and the locked sections of 001, the pinned cell of
003, tap to feature on 004.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "seeds"))
import seeds  # noqa: E402  (bindings/seeds: the one data set every demo shows)


class XDemo:
    """One demo process on its own X server, its output read line by line."""

    expect_timeout = 10.0  # expect()'s default wait, seconds
    exit_timeout = 10.0  # how long stop() gives the demo to exit after TERM

    def __init__(self, argv: list[str], tmp: Path, env: dict[str, str] | None = None) -> None:
        """Start argv under xvfb-run, with env added to this process's environment."""
        self.auth = tmp / "Xauthority"
        cmd = ["xvfb-run", "-a", "-f", str(self.auth), "-s", "-screen 0 1024x768x24", *argv]
        # A session of its own: stop() can kill xvfb-run, Xvfb and the demo at once.
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True, encoding="utf-8", env=dict(os.environ, **(env or {})),
                                     start_new_session=True)
        self.lines: "queue.Queue[str]" = queue.Queue()
        self.log: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.env = dict(os.environ, XAUTHORITY=str(self.auth))
        self.pid = 0  # the demo's own pid, once a driver's start() has read it

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def _take(self, timeout: float) -> str | None:
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            return None
        self.log.append(line)
        self.seen(line)
        return line

    def seen(self, line: str) -> None:
        """Called with each line as it is read; a driver overrides it to track state."""

    def transcript(self) -> str:
        """The output so far, for a failure message."""
        return "\n".join(self.log)

    def expect(self, pattern: str, timeout: float | None = None) -> re.Match[str]:
        """The first line to come that matches pattern; AssertionError after timeout s."""
        end = time.monotonic() + (self.expect_timeout if timeout is None else timeout)
        while (left := end - time.monotonic()) > 0:
            line = self._take(left)
            if line is not None and (m := re.search(pattern, line)):
                return m
        raise AssertionError(f"no line matching {pattern!r}; output:\n{self.transcript()}")

    def drain(self, seconds: float) -> list[str]:
        """The lines that come in the next `seconds` (it always waits that long)."""
        end, got = time.monotonic() + seconds, []
        while (left := end - time.monotonic()) > 0:
            line = self._take(left)
            if line is None:
                break
            got.append(line)
        return got

    def xdo(self, *args: object) -> None:
        # xdotool now and then exits 1 from a mousemove that did happen; one
        # retry, and only a button or key command that fails twice is an error
        # (the assertions on the demo's output catch a move that really failed).
        cmd = ["xdotool", *map(str, args)]
        for _ in range(2):
            if subprocess.run(cmd, env=self.env, timeout=5, capture_output=True).returncode == 0:
                return
        if args[0] != "mousemove":
            raise AssertionError(f"{cmd} failed twice")

    def run(self, *cmd: str, seconds: int = 10) -> str:
        """An X client's stdout; under timeout(1), as a hung client holds up a whole run."""
        return subprocess.run(["timeout", str(seconds), *cmd], env=self.env, check=True,
                              capture_output=True, text=True, timeout=seconds + 5).stdout

    def click_at(self, x: int, y: int, *modifiers: str) -> None:
        """Clicks at (x, y) with these keys held (xdotool's names: ctrl, shift)."""
        self.xdo("mousemove", x, y)
        for m in modifiers:
            self.xdo("keydown", m)
        self.xdo("click", 1)
        for m in modifiers:
            self.xdo("keyup", m)
        time.sleep(0.3)  # apart: no double click

    def press_hold(self, x: int, y: int) -> None:
        """Press at (x, y) and hold past the 0.5 s long press."""
        self.xdo("mousemove", x, y)
        self.xdo("mousedown", 1)
        time.sleep(0.7)

    def glide(self, x0: int, y0: int, x1: int, y1: int, steps: int = 12) -> None:
        """Move the pointer from (x0, y0) to (x1, y1) in steps, as a hand does."""
        for i in range(1, steps + 1):
            self.xdo("mousemove", x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps)
            time.sleep(0.03)

    def screenshot(self, path: Path, seconds: int = 10) -> None:
        """The whole screen, as a PNG at path."""
        self.run("import", "-window", "root", str(path), seconds=seconds)

    def check_seed_items(self) -> None:
        """The demo's `items PAGE JSON` lines read so far, one for every seed
        page, give the seeds' items in order: each [key, title, height (0:
        none of its own), colour, pinned], section by section."""
        shown = {m[1]: json.loads(m[2]) for line in self.log
                 if (m := re.match(r"^items (\S+) (.*)", line))}
        assert sorted(shown) == sorted(seeds.PAGES), ("pages", sorted(shown))
        for page, want in seed_items().items():
            assert shown[page] == want, (page, shown[page], want)

    def stop(self) -> list[str]:
        """End the demo (safe to call twice); the lines it printed last."""
        if self.proc.poll() is None:
            if self.pid:
                os.kill(self.pid, signal.SIGTERM)  # the demo alone: it prints its last lines
            else:
                os.killpg(self.proc.pid, signal.SIGTERM)  # no pid read (yet): all of it
        try:
            self.proc.wait(timeout=self.exit_timeout)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.reader.join(timeout=5)  # EOF: every line is queued
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        return self.drain(0.1)


    def assert_clean_exit(self) -> None:
        """After stop(): the demo exited 0 (TERM closes it as its close
        button does) and printed no Python traceback on its way out."""
        assert self.proc.returncode == 0 and not any("Traceback" in line for line in self.log), (
            f"exit status {self.proc.returncode}; output:\n{self.transcript()}")


def pixel(png: Path, x: int, y: int) -> tuple[int, int, int]:
    """The colour at (x, y) in png, 8 bits a channel."""
    out = subprocess.run(["convert", str(png), "-crop", f"1x1+{x}+{y}", "-depth", "8", "txt:-"],
                         check=True, capture_output=True, text=True, timeout=15).stdout
    m = re.search(r"\((\d+),(\d+),(\d+)", out.splitlines()[-1])
    assert m, out
    return int(m[1]), int(m[2]), int(m[3])


def rgb(hex_colour: str) -> tuple[int, int, int]:
    """'#rrggbb' as a tuple."""
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def near(colour: tuple[int, int, int], want: tuple[int, int, int], tolerance: int = 16) -> bool:
    """Each channel of colour within tolerance of want's."""
    return all(abs(a - b) <= tolerance for a, b in zip(colour, want))


def seed_items() -> dict[str, list[list[list[object]]]]:
    """Every seed page's items as seeds.json gives them (see check_seed_items)."""
    return {page.id: [[[i.key, i.title, i.height,
                        seeds.PINNED_COLOR if i.pinned else seeds.COLORS[i.color], i.pinned]
                       for i in section.items] for section in page.sections]
            for page in seeds.PAGES.values()}


# --- the seed pages ---------------------------------------------------------------

LIFTED = rgb(seeds.LIFTED_COLOR)  # a lifted item's colour, on every host

Order = list[list[str]]  # the keys of each section


def seed_keys() -> dict[str, Order]:
    """Every seed page's keys, section by section, in seeds.json's order."""
    return {page_id: [[item.key for item in section.items] for section in page.sections]
            for page_id, page in seeds.PAGES.items()}


def moved(order: Order, section: int, key: str, to: int) -> Order:
    """order with key moved (shift) to position `to` of the same section."""
    out = [list(s) for s in order]
    out[section].remove(key)
    out[section].insert(to, key)
    return out


class SeedPageDemo(XDemo):
    """One seed's page of a demo that prints the GTK demos' lines:

      ready SEED box=X,Y,W,H display=D pid=P   the page's box in the window
      frame SEED KEY S I X Y W H   an item's resting frame in the box
      items SEED JSON              every page's items at start (check_seed_items())
      order SEED k k | k k         every page's order at start, then its page's after a move
      page SEED status=TEXT        another page shown, its status line

    .frames: key -> (section, index, x, y, w, h) at start; .orders: every
    order of its page printed, the last one current; .window: the window's
    x, y, width and height on the screen, found by its title.
    """

    expect_timeout = 15.0
    exit_timeout = 15.0
    grip_x = 27  # seed 001's grip, from a row's start: 12 padding, then 6 + the glyph + 6
    rtl = False  # laid out right to left: a row's start is its right end

    def __init__(self, argv: list[str], tmp: Path, seed: str, title: str,
                 env: dict[str, str] | None = None) -> None:
        self.seed = seed
        self.frames: dict[str, tuple[int, int, float, float, float, float]] = {}
        self.orders: list[Order] = []
        super().__init__(argv, tmp, env=dict(GSK_RENDERER="cairo", GTK_A11Y="none",
                                             GDK_BACKEND="x11", NO_AT_BRIDGE="1", **(env or {})))
        m = self.expect(rf"^ready {seed} box=(\d+),(\d+),(\d+),(\d+) display=(\S+) pid=(\d+)",
                        timeout=30)
        self.box = tuple(int(m[i]) for i in range(1, 5))
        self.env["DISPLAY"], self.pid = m[5], int(m[6])
        for line in self.log:
            f = line.split()
            if f[0] == "frame" and f[1] == seed:
                x, y, w, h = map(float, f[5:9])
                self.frames[f[2]] = (int(f[3]), int(f[4]), x, y, w, h)
        wid = self.run("xdotool", "search", "--sync", "--name", f"^{title}$").split()[0]
        geometry = dict(kv.split("=") for kv in self.run("xdotool", "getwindowgeometry",
                                                          "--shell", wid).split())
        self.window = tuple(int(geometry[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))

    def seen(self, line: str) -> None:
        m = re.match(rf"^(?:order|final) {self.seed} (.*)", line)
        if m:
            self.orders.append([part.split() for part in m[1].split("|")])

    def transcript(self) -> str:
        # The last lines only, cut short: a page's frame lines are many and long.
        return "\n".join(line[:160] for line in self.log[-40:])

    def complaints(self) -> list[str]:
        """GTK's and the widget's g_warning and g_critical, and Python tracebacks, so far."""
        return [line for line in self.log if re.search(r"(WARNING|CRITICAL) \*\*|Traceback", line)]

    def order(self) -> Order:
        return self.orders[-1]

    def screen(self, x: float, y: float) -> tuple[int, int]:
        """A point in the box (unscrolled) on the screen."""
        return int(self.window[0] + self.box[0] + x), int(self.window[1] + self.box[1] + y)

    def centre(self, key: str, dx: float = 0) -> tuple[int, int]:
        _, _, x, y, w, h = self.frames[key]
        return self.screen(x + w / 2 + dx, y + h / 2)

    def row_point(self, key: str, x: float) -> tuple[int, int]:
        """The point x from item `key`'s start (its left, or its right when rtl),
        half-way down."""
        _, _, fx, fy, fw, fh = self.frames[key]
        return self.screen(fx + fw - x if self.rtl else fx + x, fy + fh / 2)

    def grip(self, key: str) -> tuple[int, int]:
        return self.row_point(key, self.grip_x)

    def click(self, key: str, *modifiers: str) -> None:
        """Clicks item `key` (its resting frame) with these keys held."""
        self.click_at(*self.centre(key), *modifiers)

    def tab(self, k: int) -> tuple[int, int]:
        """The centre of the stack switcher's k-th button (the four pages, above the box)."""
        return self.window[0] + self.window[2] * (2 * k + 1) // 8, self.window[1] + self.box[1] // 2


# The checks both GTK hosts run, each on a demo started on its page.

def check_starts_as_seeded(demo: SeedPageDemo) -> None:
    """Every page shows its seed's items in order; the shown one's rows have their heights."""
    demo.check_seed_items()
    page = seeds.PAGES[demo.seed]
    for s, section in enumerate(page.sections):
        for i, item in enumerate(section.items):
            height = page.grid.cell_height if page.grid else item.height
            fs, fi, _, _, _, h = demo.frames[item.key]
            assert (fs, fi) == (s, i) and h == (height or h), (item, demo.frames[item.key])


def check_page_switch_shows_hint(demo: SeedPageDemo, k: int) -> None:
    """The k-th page's tab: its status line is its hint, not the last page's announcement."""
    page = list(seeds.PAGES.values())[k]
    demo.xdo("mousemove", *demo.tab(k))
    demo.xdo("click", 1)
    demo.expect(rf"^page {page.id} status={re.escape(page.hint)}$", timeout=5)


def check_long_press_drag(demo: SeedPageDemo, shot: Path) -> None:
    """000: row 2 (section 0 item 1) held and dragged down ~3 rows lifts; the
    screenshot taken mid-drag (kept at shot) shows it, in the lifted colour,
    under the pointer and not at its old place, where the rows below it
    moved up. Dropped, it is there in the order, and announced."""
    before = demo.order()
    x, y = demo.centre("r2", dx=200)  # right of the title text
    demo.press_hold(x, y)
    demo.expect(r"^lift 000 r2$", timeout=5)
    demo.glide(x, y, x, y + 230)
    time.sleep(0.5)  # the displaced rows settle into the picture
    demo.screenshot(shot)
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop 000 r2 from=0,1 to=0,(\d+)", timeout=10)
    assert int(m[1]) >= 3, m[0]
    demo.expect(r"^announce 000 Row 2 was dropped")
    assert demo.order() == moved(before, 0, "r2", int(m[1])), demo.order()[0][:8]
    assert near(pixel(shot, x, y + 230), LIFTED), pixel(shot, x, y + 230)
    assert not near(pixel(shot, x, y), LIFTED), pixel(shot, x, y)


def check_exchange_across_sections(demo: SeedPageDemo) -> None:
    """000, the keyboard in the list: section A's last row (End) moved down into
    B exchanges places with B's first row (exchange semantics); each section
    keeps its row count."""
    want = demo.order()
    demo.xdo("key", "End")
    time.sleep(0.2)
    for key in ("space", "Down", "Return"):
        demo.xdo("key", key)
        time.sleep(0.2)
    last = len(want[0]) - 1
    demo.expect(rf"^drop 000 {want[0][last]} from=0,{last} to=1,0", timeout=10)
    a, b = demo.order()
    assert (len(a), len(b)) == (len(want[0]), len(want[1])), (len(a), len(b))
    assert b[0] == want[0][last] and a[last] == want[1][0], (a[-2:], b[:2])


def check_grip_only_and_locked(demo: SeedPageDemo) -> Order:
    """001: presses off the grip (on the title, at the row's far end) lift nothing;
    on the grip, EMA dragged past its section's end stops at its end. The order now."""
    before = demo.order()
    fw = demo.frames["EMA"][4]
    for x, y in (demo.row_point("EMA", fw / 2 - 150), demo.row_point("EMA", fw - 40)):
        demo.press_hold(x, y)
        demo.glide(x, y, x, y + 100, steps=4)
        demo.xdo("mouseup", 1)
        assert not any(line.startswith("lift") for line in demo.drain(1.0)), "lifted off the grip"
    gx, gy = demo.grip("EMA")
    demo.press_hold(gx, gy)
    demo.expect(r"^lift 001 EMA$", timeout=5)
    demo.glide(gx, gy, gx, gy + 400, steps=16)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^drop 001 EMA from=0,1 to=0,4", timeout=10)
    want = moved(before, 0, "EMA", 4)
    assert demo.order() == want, demo.order()
    return want


def check_pinned_stays_first(demo: SeedPageDemo) -> None:
    """003: channel 6 dragged onto the pinned first cell may only go to position 1."""
    x, y = demo.centre("c6")
    demo.press_hold(x, y)
    demo.expect(r"^lift 003 c6$", timeout=5)
    x1, y1 = demo.centre("c1")
    demo.glide(x, y, x1, y1, steps=14)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    m = demo.expect(r"^drop 003 c6 from=0,5 to=0,(\d+)", timeout=10)
    assert int(m[1]) == 1, m[0]
    assert demo.order()[0][:3] == ["c1", "c6", "c2"], demo.order()[0][:4]


def check_select_and_drag_a_selection(demo: SeedPageDemo) -> None:
    """000, as the PySide demo's test: a click selects one row, Shift-click the
    range from it, a click on a selected row (a tap) just that row, Ctrl-click
    toggles; each change is printed. A long press on r4, selected with r1, lifts
    both: r1 gathers to it, they land together below r5, the selection kept and
    the other rows in their order."""
    for key, mods, selection in [("r2", (), ["r2"]), ("r5", ("shift",), ["r2", "r3", "r4", "r5"]),
                                 ("r5", (), ["r5"]), ("r5", ("ctrl",), []),
                                 ("r1", ("ctrl",), ["r1"]), ("r4", ("ctrl",), ["r1", "r4"])]:
        demo.click(key, *mods)
        demo.expect(rf"^select 000 {re.escape(json.dumps(selection))}$", timeout=5)
    assert not [line for line in demo.log if re.match(r"^(lift|move|activate) ", line)], \
        demo.transcript()  # selecting clicks neither lift nor move anything
    seen = len(demo.log)
    before = demo.order()
    x, y = demo.centre("r4")
    demo.press_hold(x, y)
    demo.expect(r"^lift 000 r4$", timeout=5)
    demo.glide(x, y, x, y + 200, steps=10)
    time.sleep(0.3)
    demo.xdo("mouseup", 1)
    demo.expect(r"^move 000 r1 from=0,0 ", timeout=5)
    demo.expect(r"^drop 000 r4 ", timeout=10)
    demo.drain(0.5)
    assert not [line for line in demo.log[seen:] if line.startswith("select")], demo.transcript()
    order = demo.order()
    at = order[0].index("r1")
    assert order[0][at + 1] == "r4", order[0][:10]
    assert order[0].index("r5") < at, order[0][:10]  # moved down past r5

    def others(o: Order) -> Order:
        return [[k for k in section if k not in ("r1", "r4")] for section in o]

    assert others(order) == others(before), order


def check_tap_features(demo: SeedPageDemo) -> None:
    """004: a click moves Music into the one-item section, whose item is displaced
    to the top of the channels; the move is announced in the status line, which
    another page replaces with its hint."""
    start = seed_keys()["004"]
    assert demo.order() == start, demo.order()
    demo.xdo("mousemove", *demo.centre("Music"))
    demo.xdo("click", 1)
    demo.expect(r"^activate 004 Music$")
    demo.expect(r"^order 004 Music \| Weather", timeout=5)
    assert demo.order() == [["Music"], start[0] + [k for k in start[1] if k != "Music"]]
    demo.expect(r"^announce 004 Music was moved into section 1, position 1 of 1\.$", timeout=5)
    check_page_switch_shows_hint(demo, 0)
