"""The GTK demo's Outline page (--seed outline; demo/outline.c) under Xvfb, driven by xdotool.

A nested to-do list (ReorderGtkBox, "layout" outline). One demo run; after every
change the demo prints every row's frame and then the tree (`tree outline
KEY:DEPTH[-] ...`, "-" collapsed), and each step reads where to press from the
last frames printed, and what to expect from the last tree. In turn: a group
dragged below the last row takes its tasks along (at the depth it had); the
a row dragged one indent to the right goes one level deeper; Shift+Tab and
Tab on it, clicked, outdent it with its subtree and indent it back; a
task held over a group's middle goes into it as its first child; a task held
over another task's middle combines with it (the demo makes a group of the two
where the other was); a group's expander button collapses it (its rows 0 high)
and opens it again. Runs with test_gtk_demo.py (its Demo and fixtures) in make
demo-gtk-test.
"""

from __future__ import annotations

import time

from test_gtk_demo import Demo, demos, pytestmark, run_demo  # noqa: F401  (fixtures, skip)

Frames = dict[str, tuple[float, float, float, float]]  # key -> x, y, w, h
Tree = list[tuple[str, int, bool]]  # key, depth, collapsed


def state(demo: Demo) -> tuple[Frames, Tree]:
    """The next tree the demo prints, and the frames printed just before it."""
    demo.expect(r"^tree outline ", timeout=10)
    *before, last = demo.log
    frames: Frames = {}
    for line in reversed(before):
        f = line.split()
        if f[:2] != ["frame", "outline"]:
            break
        frames.setdefault(f[2], tuple(map(float, f[5:9])))  # type: ignore[arg-type]
    tree = [(k, int(d.rstrip("-")), d.endswith("-"))
            for k, d in (part.split(":") for part in last.split()[2:])]
    return frames, tree


def subtree(tree: Tree, key: str) -> Tree:
    keys = [k for k, _, _ in tree]
    i = keys.index(key)
    end = i + 1
    while end < len(tree) and tree[end][1] > tree[i][1]:
        end += 1
    return tree[i:end]


def point(demo: Demo, frames: Frames, key: str, dy: float | None = None) -> tuple[int, int]:
    """100 px into the box, at the row's middle (or dy from its top)."""
    _, y, _, h = frames[key]
    return demo.screen(100, y + (h / 2 if dy is None else dy))


def drag(demo: Demo, frames: Frames, key: str, to: str, dy: float | None = None, dx: int = 0,
         hold: float = 0.3) -> None:
    (x0, y0), (x1, y1) = point(demo, frames, key), point(demo, frames, to, dy)
    demo.press_hold(x0, y0)
    demo.expect(rf"^lift outline {key}$", timeout=5)
    demo.glide(x0, y0, x1 + dx, y1, steps=12)
    time.sleep(hold)
    demo.xdo("mouseup", 1)


def moved(tree: Tree, key: str, after: str, depth: int) -> Tree:
    """tree with key's subtree after `after`'s subtree, key at `depth`."""
    run = subtree(tree, key)
    rest = [t for t in tree if t not in run]
    at = [k for k, _, _ in rest].index(after) + len(subtree(rest, after))
    shift = depth - run[0][1]
    return rest[:at] + [(k, d + shift, c) for k, d, c in run] + rest[at:]


def test_outline_drags_keys_combine_and_expanders(run_demo):
    demo = run_demo("outline")
    frames, tree = state(demo)
    assert tree[0] == ("o1", 0, False) and len(tree) == 14, tree
    indent = frames["o2"][0] - frames["o1"][0]
    assert indent > 0 and all(frames[k][0] == frames["o1"][0] + d * indent for k, d, _ in tree)

    # A group dragged below the last row: its tasks follow, at the depths they had.
    group, last = "o6", tree[-1][0]
    assert len(subtree(tree, group)) == 3
    drag(demo, frames, group, last, dy=frames[last][3] - 4)
    demo.expect(rf"^drop outline {group} ", timeout=10)
    want = moved(tree, group, last, tree[[k for k, _, _ in tree].index(group)][1])
    frames, tree = state(demo)
    assert tree == want, (tree, want)
    assert [frames[k][1] for k, _, _ in tree] == sorted(frames[k][1] for k, _, _ in tree)

    # The row after the last top-level row's tasks, dragged one indent right: one level deeper.
    key = "o9"  # Home, under Projects' last task
    depth = tree[[k for k, _, _ in tree].index(key)][1]
    drag(demo, frames, key, key, dx=int(indent) + 4)
    demo.expect(rf"^drop outline {key} ", timeout=10)
    frames, tree = state(demo)
    assert dict((k, d) for k, d, _ in tree)[key] == depth + 1, tree
    after_drag = tree

    # Shift+Tab and Tab on the clicked row: one level up and back, with its subtree.
    demo.click_at(*point(demo, frames, key))
    demo.xdo("key", "shift+Tab")
    frames, tree = state(demo)
    assert [(k, d) for k, d, _ in subtree(tree, key)] == \
        [(k, d - 1) for k, d, _ in subtree(after_drag, key)], tree
    demo.xdo("key", "Tab")
    frames, tree = state(demo)
    assert tree == after_drag, tree

    # A task held over a group's middle goes into it, as its first child.
    task, target = "o10", "o2"
    drag(demo, frames, task, target, hold=0.4)
    demo.expect(rf"^drop outline {task} ", timeout=10)
    frames, tree = state(demo)
    keys = [k for k, _, _ in tree]
    assert keys[keys.index(target) + 1] == task, tree
    assert tree[keys.index(task)][1] == tree[keys.index(target)][1] + 1, tree

    # A task held over another task's middle combines: the demo groups the two where the
    # other was (the dragged one goes back first: a cancel).
    task, other = "o4", "o3"
    before = tree
    drag(demo, frames, task, other)
    demo.expect(rf"^cancel outline {task}$", timeout=10)
    m = demo.expect(rf"^combine outline {task}\+{other} group=(g\d+)", timeout=10)
    frames, tree = state(demo)
    keys, depth = [k for k, _, _ in tree], dict((k, d) for k, d, _ in before)[other]
    g = keys.index(m[1])
    assert keys[g:g + 3] == [m[1], other, task], tree
    assert [d for _, d, _ in tree[g:g + 3]] == [depth, depth + 1, depth + 1], tree
    assert sorted(keys) == sorted([k for k, _, _ in before] + [m[1]])

    # The expander collapses a group (its rows take no room) and opens it again.
    children = subtree(tree, target)[1:]
    x, y, _, h = frames[target]
    expander = demo.screen(x + 12 + 14, y + h / 2)  # after the row's padding, 28 wide
    demo.click_at(*expander)
    demo.expect(rf"^toggle outline {target} closed$", timeout=5)
    frames, tree = state(demo)
    assert dict((k, c) for k, _, c in tree)[target], tree
    assert children and all(frames[k][3] == 0 for k, _, _ in children), frames
    demo.click_at(*expander)
    demo.expect(rf"^toggle outline {target} open$", timeout=5)
    frames, tree = state(demo)
    assert all(frames[k][3] > 0 for k, _, _ in children), frames
