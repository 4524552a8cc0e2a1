#!/usr/bin/env python3
"""The Qt demo's Outline tab (a nested to-do list) under Xvfb, driven by xdotool.

One demo process (--seed outline). Each step acts with real pointer and key
events (a 0.7 s hold for the 0.5 s long press) at places read from the
demo's last `rows` line, and checks the `tree` line it prints next against
the tree before the step with that step's change applied:

  - a group with sub-items is dragged above the first row: it lands there
    with all of them;
  - a top-level task is dragged a level and a bit to the right where it
    is: it becomes the last child of the group above, drawn one indent
    further in;
  - a task is held over a group's middle: it goes in as its first child;
  - Tab on a clicked row indents it under the group above, Shift+Tab
    brings it back;
  - a task held over another task combines them: the demo makes a new
    group holding both, where the target was.

    test_qt_outline.py DEMO
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

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import XDemo  # noqa: E402  (bindings/testing, shared with the other drivers)

Tree = list[tuple[str, "Tree"]]  # (key, children) in order


def parse(text: str) -> Tree:
    """"a(b c(d)) e" as [("a", [("b", []), ("c", [("d", [])])]), ("e", [])]."""
    tokens = re.findall(r"[^\s()]+|[()]", text)
    stack: list[Tree] = [[]]
    for token in tokens:
        if token == "(":
            stack.append(stack[-1][-1][1])
        elif token == ")":
            stack.pop()
        else:
            stack[-1].append((token, []))
    return stack[0]


def copy(tree: Tree) -> Tree:
    """A deep copy of tree."""
    return [(key, copy(kids)) for key, kids in tree]


def take(tree: Tree, key: str) -> tuple[str, Tree]:
    """Removes key's node (with its children) from tree; returns it."""
    for i, node in enumerate(tree):
        if node[0] == key:
            return tree.pop(i)
        try:
            return take(node[1], key)
        except KeyError:
            pass
    raise KeyError(key)


def children(tree: Tree, key: str) -> Tree:
    for node in tree:
        if node[0] == key:
            return node[1]
        try:
            return children(node[1], key)
        except KeyError:
            pass
    raise KeyError(key)


def siblings(tree: Tree, key: str) -> Tree:
    """The list key's node is in."""
    if any(node[0] == key for node in tree):
        return tree
    for node in tree:
        try:
            return siblings(node[1], key)
        except KeyError:
            pass
    raise KeyError(key)


class OutlineDemo(XDemo):
    def __init__(self, demo: str, tmp: Path) -> None:
        runtime = Path(tempfile.mkdtemp(prefix="runtime-outline-", dir=tmp))  # 0700, as Qt wants
        super().__init__([demo, "--seed", "outline", "--exit-after", "60", "--width", "560"],
                         tmp, env=dict(XDG_RUNTIME_DIR=str(runtime), QT_QPA_PLATFORM="xcb"))

    def started(self) -> None:
        """Once shown: .view (the viewport's screen x, y), .indent, .tree, .rows."""
        m = self.expect(r"^ready outline x=(\d+) y=(\d+) w=(\d+) h=(\d+)", timeout=30)
        self.view = (int(m[1]), int(m[2]))
        self.indent = float(self.expect(r"^indent outline (\S+)")[1])
        self.read_tree()
        self.env["DISPLAY"] = self.expect(r"^ready pid=\d+ display=(\S+)")[1]

    def read_tree(self) -> Tree:
        """The next `tree` line and the `rows` line after it."""
        self.tree = parse(self.expect(r"^tree outline (.*)", timeout=5)[1])
        rows = json.loads(self.expect(r"^rows outline (.*)", timeout=5)[1])
        self.rows = {key: (depth, x, y, w, h) for key, depth, x, y, w, h in rows}
        return self.tree

    def centre(self, key: str, dx: float = 0, dy: float = 0) -> tuple[int, int]:
        """A row's centre on the screen (its text's side: clear of the expander)."""
        _, x, y, w, h = self.rows[key]
        return (int(self.view[0] + x + w / 2 + dx), int(self.view[1] + y + h / 2 + dy))

    def drag(self, key: str, to: tuple[int, int], hold: float = 0.0) -> None:
        """Long-presses key's row, glides to `to`, holds still, and drops."""
        start = self.centre(key)
        self.press_hold(*start)
        self.expect(rf"^lift outline {re.escape(key)}$", timeout=5)
        self.glide(*start, *to, steps=12)
        time.sleep(0.3 + hold)
        self.xdo("mouseup", 1)


def check(demo: OutlineDemo, want: Tree, what: str) -> None:
    got = demo.read_tree()
    assert got == want, (what, got, want)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("demo")
    args = ap.parse_args()
    for tool in ("xvfb-run", "xauth", "xdotool"):
        if shutil.which(tool) is None:
            print(f"test_qt_outline: {tool} is missing", file=sys.stderr)
            return 1
    with tempfile.TemporaryDirectory() as tmpdir:
        demo = OutlineDemo(args.demo, Path(tmpdir))
        try:
            demo.started()
            top = [key for key, _ in demo.tree]
            groups = [key for key, kids in demo.tree if kids]
            tasks = [key for key, kids in demo.tree if not kids]
            # A group with sub-items, the second, above the first row.
            moving = groups[1]
            want = copy(demo.tree)
            want.insert(0, take(want, moving))
            _, _, y0, _, _ = demo.rows[top[0]]
            demo.drag(moving, (demo.centre(top[0])[0], demo.view[1] + y0 + 3))
            demo.expect(rf"^drop outline {re.escape(moving)}$", timeout=5)
            check(demo, want, "a group dragged up with its sub-items")

            # The first top-level task, a level to the right: under the group
            # above it, last.
            task = tasks[0]
            keys = [key for key, _ in demo.tree]
            above = keys[keys.index(task) - 1]
            want = copy(demo.tree)
            children(want, above).append(take(want, task))
            start = demo.centre(task)
            demo.drag(task, (int(start[0] + demo.indent * 1.2), start[1]))
            check(demo, want, "a task dragged a level to the right")
            assert demo.rows[task][0] == 1, demo.rows[task]
            assert demo.rows[task][1] == demo.rows[above][1] + demo.indent, (demo.rows[task],
                                                                           demo.rows[above])

            # The next top-level task held over the first group's middle.
            task, group = tasks[1], demo.tree[0][0]
            want = copy(demo.tree)
            children(want, group).insert(0, take(want, task))
            demo.drag(task, demo.centre(group), hold=0.4)
            check(demo, want, "a task dropped into a group")

            # Tab and Shift+Tab on the last row (a task after the groups).
            last = demo.tree[-1][0]
            before = copy(demo.tree)
            want = copy(demo.tree)
            children(want, want[-2][0]).append(take(want, last))
            demo.click_at(*demo.centre(last))
            demo.xdo("key", "Tab")
            check(demo, want, "Tab")
            demo.xdo("key", "shift+Tab")
            check(demo, before, "Shift+Tab")

            # A task held over another task: a new group of both, where the
            # target was (the demo's choice).
            group = demo.tree[1][0]
            target, dragged = children(demo.tree, group)[0][0], children(demo.tree, group)[-1][0]
            demo.drag(dragged, demo.centre(target), hold=0.4)
            demo.expect(rf"^combine outline {re.escape(dragged)} {re.escape(target)}$", timeout=5)
            made = demo.expect(r"^group outline (\S+)$", timeout=5)[1]
            want = copy(demo.tree)
            take(want, dragged)
            row = siblings(want, target)
            i = [key for key, _ in row].index(target)
            row[i] = (made, [(target, []), (dragged, [])])
            check(demo, want, "a task combined with another")
            errors = [line for line in demo.log if line.startswith("error")]
            assert not errors, errors
        except AssertionError as e:
            print(f"FAIL: {e}", file=sys.stderr)
            return 1
        finally:
            demo.stop()
    print("test_qt_outline: ok (a group moved with its sub-items, a task indented sideways, "
          "a task dropped into a group, Tab / Shift+Tab, two tasks combined)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
