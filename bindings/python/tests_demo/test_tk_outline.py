"""The Tk demo's outline page (a nested to-do list) in a real window under
Xvfb, driven by xdotool, on test_tk_demo.py's driver.

The rows' frames at start come from the demo's `layout outline` line: one
row height, one indentation a level. A row's place on the screen follows
from the outline the demo printed last (its `outline JSON` line): its index
among the rows shown (none under a collapsed group) and its depth. Each
step is checked against that outline edited as the step should: a group
dragged above another row carries its tasks along; a row dragged sideways
goes one level deeper; a task held over a group's middle goes in as its
first child, the group drawn as the target; Tab and Shift+Tab indent and
outdent the focused group with its subtree, Left and Right collapse and
expand it; a task held over another task combines with it into a new
group; a click on a group's triangle collapses it, and a row held over it
opens it and goes in.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from test_tk_demo import DEMO, Demo, open_demo, tools  # noqa: F401  (tools: the autouse fixture)
from outline_rows import Page, carried, subtree
from xdemo import near, pixel, rgb

sys.path[:0] = [str(DEMO.parent), str(DEMO.parent.parent)]  # the demos, the reorder package
import outline  # noqa: E402  (the demos' outline page)
from tk_outline import EXPANDER, TARGET_COLOR  # noqa: E402

class Outline(Page):
    """The Tk demo on its outline page."""

    def carry(self, key: str, to: tuple[int, int], hold: float = 0.2, shot: Path | None = None) -> None:
        """A long press on row `key`'s middle, carried to `to`, held there,
        and released; with `shot`, a screenshot before the release."""
        start = self.at(key)
        self.demo.press(start)
        self.demo.expect(rf"^lift outline {key}$", timeout=3)
        self.demo.drag(start, to, steps=10)
        time.sleep(hold)
        if shot is not None:
            self.demo.screenshot(shot, seconds=5)
        self.demo.xdo("mouseup", 1)

    def click(self, at: tuple[int, int]) -> None:
        self.demo.xdo("mousemove", *at)
        self.demo.xdo("click", 1)


def test_outline_moves_indents_drops_into_and_combines(tmp_path: Path) -> None:
    for demo in open_demo(tmp_path, outline.ID):
        o = Outline(demo)
        start = [(item.key, depth) for item, depth in zip(outline.ITEMS, outline.DEPTHS)]
        assert o.rows == start and list(demo.frames) == [k for k, _ in start], demo.transcript()

        # Errands, with its two tasks, dragged up above Work: its centre a
        # little below Work's top (above Work's middle, where it would go in).
        o.carry("errands", o.at("work", dy=-o.row / 2 + 3))
        o.expect(carried(o.rows, "errands", "work", 0))

        # Call mum, the last row, dragged a level and a bit to the right: one
        # level deeper (a task above it, at depth 1: no deeper than that).
        x, y = o.at("call-mum")
        o.carry("call-mum", (x + int(o.indent) + 10, y))
        o.expect(carried(o.rows, "call-mum", None, 1))

        # Dishes held over Garden's middle (a little low, so that Garden's
        # top shows under it, drawn as the target): Garden's first child.
        o.carry("dishes", o.at("garden", dy=o.row / 5), hold=0.4, shot=tmp_path / "into.png")
        top = o.at("garden", dy=2 - o.row / 2)
        assert near(pixel(tmp_path / "into.png", *top), rgb(TARGET_COLOR)), pixel(tmp_path / "into.png", *top)
        depth = dict(o.rows)["garden"] + 1
        o.expect(carried(o.rows, "dishes", subtree(o.rows, "garden")[1][0], depth))

        # A click focuses Work; Tab indents it with its tasks, Shift+Tab outdents it.
        o.click(o.at("work"))
        demo.expect(r"^not-a-drag outline work reason=TAP$", timeout=3)
        before = o.rows
        demo.xdo("key", "Tab")
        o.expect([(k, d + 1) if (k, d) in subtree(before, "work") else (k, d) for k, d in before])
        demo.xdo("key", "shift+Tab")
        o.expect(before)
        # Left and Right collapse and expand the focused group.
        demo.xdo("key", "Left")
        demo.expect(r"^collapse outline work$", timeout=3)
        demo.xdo("key", "Right")
        demo.expect(r"^expand outline work$", timeout=3)

        # Buy bread held over Post office: combined, a new group where Post
        # office was holding both.
        o.carry("buy-bread", o.at("post-office"), hold=0.6)
        demo.expect(r"^combine outline buy-bread post-office$", timeout=3)
        rows = [row for row in o.rows if row[0] != "buy-bread"]
        at = rows.index(("post-office", 1))
        demo.expect(r"^say outline Post office and Buy bread are now in Group 1$", timeout=3)
        o.expect(rows[:at] + [("group-1", 1), ("post-office", 2), ("buy-bread", 2)] + rows[at + 1:])

        # A click on Home's triangle collapses it; Call mum held over Home's
        # middle opens it after a moment, and goes in as its first child.
        o.click(o.at("home", dx=EXPANDER / 2))
        demo.expect(r"^collapse outline home$", timeout=3)
        o.collapsed.add("home")
        o.carry("call-mum", o.at("home", dy=o.row / 5), hold=1.0)
        demo.expect(r"^expand outline home$", timeout=3)
        o.expect(carried(o.rows, "call-mum", "laundry", 1))
        assert demo.finals()[outline.ID] == [[k for k, _ in o.rows]]
