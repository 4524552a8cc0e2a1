"""Shared helpers. The suite runs against the real libreorder.so: the copy
inside the package (make python-package), else $REORDER_LIBRARY, else the
build tree's .build/release/libreorder.so."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, TypedDict

import pytest

PY_DIR = Path(__file__).resolve().parent.parent
REPO = PY_DIR.parent.parent
BUILD_LIB = REPO / ".build" / "release" / "libreorder.so"

sys.path.insert(0, str(PY_DIR))
if not (PY_DIR / "reorder" / "libreorder.so").exists() and not os.environ.get("REORDER_LIBRARY"):
    os.environ["REORDER_LIBRARY"] = str(BUILD_LIB)

import reorder  # noqa: E402
from reorder import Engine, Event, EventType, Options, Rect  # noqa: E402

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack is 3.11+


class MoreOptions(TypedDict, total=False):
    """The Options fields the suite sets through make_engine (add as needed)."""

    layout: reorder.Layout
    axis: reorder.Axis
    semantics: reorder.Semantics
    insets: Rect
    item_spacing: float
    section_spacing: float
    grid_columns: int
    grid_cell_height: float
    group_order: reorder.GroupOrder
    autoscroll_zone: float


def make_engine(
    counts: list[int], commit: reorder.Commit = reorder.Commit.LIVE, **opts: Unpack[MoreOptions]
) -> Engine:
    """Like the C tests' make_engine: sections of 10-unit items with ids
    s*100+i+1, cross extent 100, viewport 100x1000."""
    e = Engine(Options(cross_extent=100, commit=commit, **opts))
    for s, n in enumerate(counts):
        e.insert_section(s)
        e.load_section(s, [s * 100 + i + 1 for i in range(n)], [10.0] * n)
    e.set_viewport((0, 0, 100, 1000))
    return e


def long_press(e: Engine, p: tuple[float, float], t: float) -> None:
    """Press at p and hold still past the 0.5 s long-press delay."""
    e.pointer_down(p, t)
    e.tick(t + 0.3)
    e.tick(t + 0.6)


def drag_to(e: Engine, x: float, y0: float, y1: float, steps: int, t: float) -> float:
    for i in range(1, steps + 1):
        t += 1 / 60
        e.pointer_move((x, y0 + (y1 - y0) * i / steps), t)
        e.tick(t)
    return t


def of_type(log: list[Event], t: EventType) -> list[Event]:
    return [ev for ev in log if ev.type == t]


def texts(log: list[Event]) -> list[str]:
    return [ev.text for ev in log if ev.type == EventType.ANNOUNCEMENT and ev.text is not None]


def apply_moves(model: list[list[int]], log: list[Event]) -> list[list[int]]:
    """A host's copy of the order, kept up to date from MOVE events only."""
    m = [list(s) for s in model]
    for ev in of_type(log, EventType.MOVE):
        assert m[ev.from_.section][ev.from_.item] == ev.id, ev
        del m[ev.from_.section][ev.from_.item]
        m[ev.to.section].insert(ev.to.item, ev.id)
    return m


def snapshot(e: Engine) -> list[list[int]]:
    return [e.export(s) for s in range(e.section_count())]


@pytest.fixture
def list5() -> Iterator[Engine]:
    with make_engine([5]) as e:
        yield e
