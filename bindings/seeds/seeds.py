"""The four seeds' pages, read from seeds.json: one set of data and
behaviour for every host. The Python demos (Tk, PySide, PyGObject) use it
directly; tools/seeds.py writes seeds.h from it for the C and C++ demos.

    from seeds import PAGES      # id -> Page, in order: 000, 001, 003, 004
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds.json")

LAYOUTS = ("list", "grid")
RULES = ("midpoint", "edge", "pointer", "center")
SEMANTICS = ("shift", "exchange")
DISPLACEMENTS = ("vacated_slot", "source_start", "source_end")
TAPS = ("none", "feature")


@dataclass(frozen=True)
class Item:
    key: str  # unique in its page: tests name items by it
    title: str
    height: int  # 0: the host's own (grid cells have the grid's)
    color: int  # index into COLORS
    pinned: bool


@dataclass(frozen=True)
class Section:
    title: str  # "" for none
    items: tuple[Item, ...]
    locked: bool = False
    capacity: int = 0  # 0: none
    displacement: str = "vacated_slot"


@dataclass(frozen=True)
class Grid:
    columns: int
    cell_height: int
    spacing: int
    insets: int


@dataclass(frozen=True)
class Page:
    id: str
    title: str
    hint: str  # the status line before the first announcement
    layout: str
    rule: str
    semantics: str
    handle: bool  # rows are lifted by a grip on their left only
    tap: str  # "feature": a tap moves the item to section 0, item 0
    sections: tuple[Section, ...]
    grid: Grid | None = field(default=None)


class SeedError(ValueError):
    pass


def _one_of(value: object, allowed: tuple[str, ...], what: str) -> str:
    if value not in allowed:
        raise SeedError(f"{what}: {value!r} is not one of {', '.join(allowed)}")
    return str(value)


def _page(p: dict[str, Any]) -> Page:
    pinned = set(p.get("pinned", []))
    seen: set[str] = set()
    sections = []
    for s in p["sections"]:
        items = []
        for key, title, height, color in s["items"]:
            if key in seen:
                raise SeedError(f"page {p['id']}: key {key!r} twice")
            if not 0 <= color < len(COLORS):
                raise SeedError(f"page {p['id']}: {key!r} has colour {color}")
            seen.add(key)
            items.append(Item(key, title, int(height), int(color), key in pinned))
        sections.append(Section(
            s["title"], tuple(items), bool(s.get("locked", False)), int(s.get("capacity", 0)),
            _one_of(s.get("displacement", "vacated_slot"), DISPLACEMENTS, "displacement")))
    if pinned - seen:
        raise SeedError(f"page {p['id']}: pinned keys {sorted(pinned - seen)} are not items")
    layout = _one_of(p["layout"], LAYOUTS, "layout")
    grid = Grid(**p["grid"]) if layout == "grid" else None
    return Page(p["id"], p["title"], p["hint"], layout, _one_of(p["rule"], RULES, "rule"),
                _one_of(p["semantics"], SEMANTICS, "semantics"), bool(p["handle"]),
                _one_of(p["tap"], TAPS, "tap"), tuple(sections), grid)


with open(PATH, encoding="utf-8") as _f:
    _doc = json.load(_f)

COLORS: tuple[str, ...] = tuple(_doc["colors"])
PINNED_COLOR: str = _doc["pinned_color"]
LIFTED_COLOR: str = _doc["lifted_color"]
PAGES: dict[str, Page] = {p["id"]: _page(p) for p in _doc["pages"]}
