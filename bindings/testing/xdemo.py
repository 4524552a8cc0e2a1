"""xdemo: a host's demo in a real window under Xvfb, driven by xdotool.

The shared part of the three real-window test drivers:

  bindings/python/tests_demo/test_tk_demo.py   Tk demo, pytest
  bindings/gtk4/tests/test_gtk_demo.py         GTK 4 demo, pytest
  bindings/qt6/tests/test_qt_demo.py           Qt 6 demo, a plain python3 script

Each driver puts this folder on sys.path itself: the Qt one is a plain
script run by the system python3 (no pytest, no venv), which is also why
this module uses the standard library only. Each subclasses XDemo with its
demo's command line and keeps what is its own: reading the demo's `ready`
lines (its DISPLAY; its pid, for stop() to TERM the demo alone), geometry
helpers and the tests; the GTK one also overrides seen() to track the
orders its demo prints, and transcript() to shorten failure output.

XDemo starts the command with `xvfb-run -a` on a 1024x768x24 screen, in a
process group of its own, and reads its stdout and stderr line by line in a
thread: expect() waits for a line, drain() takes what comes in a while, and
every line read is kept in .log. xdo() runs xdotool, run() any X client
(both in .env, which has the server's XAUTHORITY; the driver adds DISPLAY),
screenshot() takes the root window; pixel(), rgb() and near() check colours
in it; check_seed_items() checks that the demo shows every seed page's items
as bindings/seeds/seeds.json gives them. Needs xvfb-run, xauth, xdotool and
ImageMagick (import, convert).
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
