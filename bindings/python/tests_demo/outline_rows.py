"""The outline the demos print (`outline JSON`: [key, depth] pairs in
order) and how a step edits it, for the outline pages' Xvfb tests (Tk and
PySide6; here, so the PySide6 tests need no tkinter)."""

from __future__ import annotations

import json
from typing import Any

Rows = list[tuple[str, int]]  # the outline: (key, depth) in order


def subtree(rows: Rows, key: str) -> Rows:
    """The row `key` and the deeper rows right after it."""
    at = [k for k, _ in rows].index(key)
    end = next((i for i in range(at + 1, len(rows)) if rows[i][1] <= rows[at][1]), len(rows))
    return rows[at:end]


def carried(rows: Rows, key: str, before: str | None, depth: int) -> Rows:
    """rows with `key`'s subtree moved before row `before` (None: to the
    end), `key` at `depth` and its descendants shifted with it."""
    tree = subtree(rows, key)
    shift = depth - tree[0][1]
    rest = [row for row in rows if row not in tree]
    at = len(rest) if before is None else [k for k, _ in rest].index(before)
    return rest[:at] + [(k, d + shift) for k, d in tree] + rest[at:]


def parse(line: str) -> Rows:
    """An `outline JSON` line's rows."""
    return [(k, d) for k, d in json.loads(line.split(" ", 1)[1])]


def shown(rows: Rows, collapsed: set[str]) -> Rows:
    """The rows on the screen: none under a collapsed group."""
    out: Rows = []
    under: int | None = None  # the depth of the collapsed group being skipped
    for key, depth in rows:
        if under is not None and depth > under:
            continue
        under = depth if key in collapsed else None
        out.append((key, depth))
    return out


class Page:
    """A demo on its outline page (Tk or PySide6: any driver with the
    demo's `frames` at start, its window `origin`, its `log` and `expect`),
    and the outline it printed last."""

    def __init__(self, demo: Any) -> None:
        self.demo = demo
        first, second = (demo.frames[key] for key in ("home", "dishes"))
        self.row, self.indent = first[3], second[0] - first[0]
        self.left, self.width = first[0], first[2]
        self.rows = parse(next(line for line in demo.log if line.startswith("outline ")))
        self.collapsed: set[str] = set()

    def expect(self, rows: Rows) -> None:
        """The demo prints the outline `rows` (as its next outline line)."""
        got = parse(self.demo.expect(r"^outline .*$", timeout=5)[0])
        assert got == rows, (got, rows, self.demo.transcript())
        self.rows = rows

    def at(self, key: str, dx: float | None = None, dy: float = 0.0) -> tuple[int, int]:
        """On the screen: dx into row `key` (its middle when None), dy below its middle."""
        i, depth = next((i, d) for i, (k, d) in enumerate(shown(self.rows, self.collapsed)) if k == key)
        x = self.left + depth * self.indent
        w = self.width - depth * self.indent
        return (self.demo.origin[0] + int(x + (w / 2 if dx is None else dx)),
                self.demo.origin[1] + int(i * self.row + self.row / 2 + dy))
