"""The terminal demo driven in tmux: a keyboard reorder, checked on the
captured screen and in the final order the demo prints on exit; and its
outline (--outline): a group lifted with its tasks, collapsed, a row
indented while lifted, outdented and indented again with Shift+Tab and Tab.

Run by `make demo-terminal-test` (bindings/python/demo.mk). Kept out of
bindings/python/tests so the main suite does not need tmux.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Callable, Iterator

import pytest

DEMO = Path(__file__).resolve().parents[1] / "demos" / "terminal_demo.py"
TIMEOUT = 10.0

@pytest.fixture(autouse=True)
def tmux_present() -> None:
    """A missing tmux fails the test (a skip would pass `make test`)."""
    assert shutil.which("tmux") is not None, "needs tmux (make demo-terminal-test installs it)"


class Tmux:
    """One detached tmux session on a private server socket."""

    def __init__(self, tmp: Path, width: int, height: int, *args: str) -> None:
        self.socket = f"reorder-demo-{uuid.uuid4().hex[:8]}"
        self.out = tmp / "order.txt"
        self.err = tmp / "stderr.txt"
        self.done = tmp / "done"
        cmd = (
            f"{shlex.join([sys.executable, str(DEMO), *args])}"
            f" >{shlex.quote(str(self.out))} 2>{shlex.quote(str(self.err))};"
            f" echo $? >{shlex.quote(str(self.done))}; sleep 60"
        )
        env = {k: v for k, v in os.environ.items() if k != "TMUX"}
        env["TERM"] = "xterm-256color"
        self.env = env
        self.run("new-session", "-d", "-s", "demo", "-x", str(width), "-y", str(height), cmd)

    def run(self, *args: str) -> str:
        return subprocess.run(
            ["tmux", "-L", self.socket, *args], env=self.env, check=True, capture_output=True, text=True
        ).stdout

    def keys(self, *keys: str) -> None:
        for k in keys:
            self.run("send-keys", "-t", "demo", k)
            time.sleep(0.05)

    def screen(self) -> list[str]:
        return self.run("capture-pane", "-p", "-t", "demo").splitlines()

    def wait(self, pred: Callable[[list[str]], bool], what: str) -> list[str]:
        deadline = time.monotonic() + TIMEOUT
        lines: list[str] = []
        while time.monotonic() < deadline:
            lines = self.screen()
            if pred(lines):
                return lines
            time.sleep(0.1)
        err = self.err.read_text() if self.err.exists() else ""
        raise AssertionError(f"timed out waiting for {what}; screen:\n" + "\n".join(lines) + "\nstderr:\n" + err)

    def wait_exit(self) -> str:
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if self.done.exists() and self.done.read_text().strip():
                return self.done.read_text().strip()
            time.sleep(0.1)
        raise AssertionError("the demo did not exit; screen:\n" + "\n".join(self.screen()))

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], env=self.env, capture_output=True)


@pytest.fixture
def tmux_factory(tmp_path: Path) -> Iterator[Callable[..., Tmux]]:
    sessions: list[Tmux] = []

    def make(width: int = 80, height: int = 24, *args: str) -> Tmux:
        sub = tmp_path / str(len(sessions))
        sub.mkdir()
        t = Tmux(sub, width, height, *args)
        sessions.append(t)
        return t

    yield make
    for t in sessions:
        t.close()


def row_of(lines: list[str], label: str) -> int:
    """The screen row whose item label is exactly `label` (-1 if none)."""
    for i, line in enumerate(lines):
        text = line.strip()
        for prefix in ("> ", "= "):
            if text.startswith(prefix):
                text = text[2:]
        if text.split("  (")[0].strip() == label:
            return i
    return -1


def has(text: str) -> Callable[[list[str]], bool]:
    return lambda lines: any(text in line for line in lines)


def test_keyboard_reorder(tmux_factory: Callable[[int, int], Tmux]) -> None:
    t = tmux_factory(80, 24)
    before = t.wait(lambda ls: row_of(ls, "Drafts") > 0 and has("MAILBOXES")(ls), "the demo's first frame")
    drafts, sent, archive = (row_of(before, n) for n in ("Drafts", "Sent", "Archive"))
    assert (sent, archive) == (drafts + 1, drafts + 2), before
    assert "Focus a row" in before[-1]

    t.keys("Down")  # focus row 2 (Drafts)
    t.wait(lambda ls: "> Drafts" in "\n".join(ls), "the focus on Drafts")
    t.keys("Space")  # pick up
    t.wait(has("Picked up Drafts. It is in position 2 of 14 in section 1."), "the pick-up announcement")
    t.keys("Down", "Down")
    t.wait(has("Drafts was moved to position 4 of 14."), "the move announcement")
    t.keys("Space")  # drop
    after = t.wait(has("Drafts was dropped. It moved from position 2 to position 4 of 14."), "the drop announcement")

    assert "Drafts was dropped" in after[-1], "the announcement is in the status line (last row)"
    assert row_of(after, "Drafts") == drafts + 2, after
    assert (row_of(after, "Sent"), row_of(after, "Archive")) == (drafts, drafts + 1), after

    t.keys("q")
    assert t.wait_exit() == "0", t.err.read_text()
    out = t.out.read_text().splitlines()
    assert out[0] == "Final order:"
    assert out[1].startswith("Mailboxes: Inbox, Sent, Archive, Drafts, Spam, Outbox,"), out
    assert out[2].startswith("Tags: Work, Travel, Receipts, Family, Starred"), out
    assert out[3].startswith("Smart folders: "), out


def test_escape_cancels(tmux_factory: Callable[[int, int], Tmux]) -> None:
    t = tmux_factory(80, 24)
    t.wait(has("MAILBOXES"), "the demo's first frame")
    t.keys("Space")
    t.wait(has("Picked up Inbox."), "the pick-up announcement")
    t.keys("Down", "Escape")
    t.wait(has("Moving Inbox was cancelled."), "the cancel announcement")
    t.keys("q")
    assert t.wait_exit() == "0", t.err.read_text()
    out = t.out.read_text().splitlines()
    assert out[1].startswith("Mailboxes: Inbox, Drafts, Sent,"), out  # cancelled: unchanged


# Moving the focus past the last visible row scrolls the list (3 rows at
# once at the section boundary). An earlier library build segfaulted in the
# next tick() here; this guards it.
def test_focus_scrolls_the_list(tmux_factory: Callable[[int, int], Tmux]) -> None:
    t = tmux_factory(80, 24)
    t.wait(has("MAILBOXES"), "the demo's first frame")
    t.keys(*(["Down"] * 26))  # Inbox is row 0; Follow up is row 26 (of 39)
    screen = t.wait(has("> Follow up"), "focus on Follow up, scrolled into view")
    assert not has("MAILBOXES")(screen), screen
    t.keys("q")
    assert t.wait_exit() == "0", t.err.read_text()


def test_tiny_terminal_and_resize(tmux_factory: Callable[[int, int], Tmux]) -> None:
    t = tmux_factory(20, 5)
    t.wait(has("too small"), "the too-small message")
    t.run("resize-window", "-t", "demo", "-x", "80", "-y", "24")
    t.wait(has("MAILBOXES"), "the list after growing the terminal")
    t.run("resize-window", "-t", "demo", "-x", "30", "-y", "10")
    t.wait(has("MAILBOXES"), "the list after shrinking the terminal")
    t.keys("q")
    assert t.wait_exit() == "0", t.err.read_text()
    assert t.out.read_text().startswith("Final order:")


# The outline (--outline): a row is " M " (M: ">" the focus, "=" lifted), two
# spaces a level, the expander ("-" expanded, "+" collapsed, " " none), the title.
OUTLINE_ROW = re.compile(r"^ ([> =]) ((?:  )*)([-+ ]) (\S.*?)(?:  \(moving\))?\s*$")
START = ["- Home", "  Dishes", "  Laundry", "  - Garden", "    Mow the lawn", "    Water roses",
         "- Work", "  Write report", "  Review patch", "  Reply to mail",
         "- Errands", "  Buy bread", "  Post office", "Call mum"]


def outline(lines: list[str]) -> list[str]:
    """The outline's rows on the screen, each as in START; the lifted row ends with " =",
    the focused one with " >"."""
    rows = []
    for line in lines[2:-1]:  # below the title and the header, above the status line
        m = OUTLINE_ROW.match(line)
        if m:
            row = m[2] + ("" if m[3] == " " else m[3] + " ") + m[4]
            rows.append(row if m[1] == " " else f"{row} {m[1]}")
    return rows


def shows(rows: list[str], marked: str = "", marker: str = ">") -> Callable[[list[str]], bool]:
    """The screen shows the outline `rows`, the row titled `marked` focused (">") or lifted ("=")."""
    want = [f"{row} {marker}" if row.lstrip("-+ ") == marked else row for row in rows]
    return lambda lines: outline(lines) == want


def test_outline_keyboard(tmux_factory: Callable[..., Tmux]) -> None:
    t = tmux_factory(80, 24, "--outline")
    t.wait(shows(START, "Home"), "the outline, Home focused")

    # Garden lifted (its tasks hidden under it), two rows down, dropped: under
    # Work, after Write report, its tasks with it. Each Down first stops over
    # the row it would pass (Work would take it, the task Write report would
    # combine with it); the next passes it.
    t.keys("Down", "Down", "Down", "Space")
    t.wait(shows([*START[:3], "  + Garden", *START[6:]], "Garden", "="), "Garden lifted, collapsed")
    t.keys("Down")
    t.wait(has("Garden is over Work. Drop to put it inside."), "Garden over Work")
    t.keys("Down", "Down")
    t.wait(has("Garden is over Write report. Drop to combine them."), "Garden over Write report")
    t.keys("Down", "Space")
    moved = [*START[:3], START[6], START[7], START[3], *START[4:6], *START[8:]]
    t.wait(shows(moved, "Garden"), "Garden dropped after Write report with its tasks")

    # Left collapses the focused group: its tasks hidden, the focus skips them.
    t.keys("Left")
    collapsed = [row.replace("- Garden", "+ Garden") for row in moved if row not in START[4:6]]
    t.wait(shows(collapsed, "Garden"), "Garden collapsed")
    t.keys("Down")
    t.wait(shows(collapsed, "Review patch"), "the focus on Review patch, past Garden's hidden tasks")

    # Call mum (End) lifted, Right: a level in (under Errands), dropped.
    t.keys("End", "Space", "Right", "Space")
    indented = [*collapsed[:-1], "  Call mum"]
    t.wait(shows(indented, "Call mum"), "Call mum indented under Errands")
    # Shift+Tab and Tab on the focused row: out a level, then in again.
    t.keys("BTab")
    t.wait(shows(collapsed, "Call mum"), "Call mum outdented")
    t.keys("Tab")
    t.wait(shows(indented, "Call mum"), "Call mum indented again")

    # Buy bread lifted, a step down stops over the task Post office; dropped
    # there, the two combine into a new group where Post office was.
    t.keys("Up", "Up", "Space", "Down")
    t.wait(has("Buy bread is over Post office. Drop to combine them."), "Buy bread over Post office")
    t.keys("Space")
    t.wait(has("Post office and Buy bread are now in Group 1"), "the two tasks combined")
    combined = [*indented[:-3], "  - Group 1", "    Post office", "    Buy bread", "  Call mum"]
    t.wait(shows(combined, "Buy bread"), "Group 1 holding both")

    t.keys("q")
    assert t.wait_exit() == "0", t.err.read_text()
    assert t.out.read_text().splitlines() == [
        "Final outline:", "Home", "  Dishes", "  Laundry", "Work", "  Write report", "  Garden",
        "    Mow the lawn", "    Water roses", "  Review patch", "  Reply to mail", "Errands",
        "  Group 1", "    Post office", "    Buy bread", "  Call mum"]
