"""Options, an engine's lifetime, sections and their rules."""

from __future__ import annotations

import ctypes
import dataclasses
import math
from typing import Any

import pytest
from conftest import snapshot

import reorder
from reorder import Engine, Options, SectionRules, _generated


def test_options_defaults_come_from_the_library() -> None:
    o = Options()
    assert o.long_press_delay == 0.5 and o.long_press_tolerance == 10 and o.drag_distance == 5
    assert o.grid_columns == 4 and o.cross_section_moves is True and o.clamp_to_content is False
    assert o.autoscroll_zone == 150 and o.autoscroll_max_speed == 1200 and o.autoscroll_grace == 0.15
    assert o.lift_scale == 1.05 and o.lift_alpha == 0.98 and o.shadow_offset == (-5, 0)
    assert o.displace_easing == reorder.Easing.EASE_OUT and o.layout == reorder.Layout.LIST
    assert o.empty_section_extent == 44  # new in 1.0
    # One field per C field but version, in the C order.
    names = [f for f, *_ in _generated.COptions._fields_]
    assert names[0] == "version" and names[1:] == [f.name for f in dataclasses.fields(Options)]
    rules = [f for f, *_ in _generated.CSectionRules._fields_]
    assert rules[0] == "version" and rules[1:] == [f.name for f in dataclasses.fields(SectionRules)]
    assert dataclasses.replace(o, lift_scale=2).lift_scale == 2 and o.lift_scale == 1.05
    assert SectionRules() == SectionRules(locked=False, accepts_drops=True, minimum_count=0, capacity=0)
    # The struct handed to C carries the header's version.
    assert Options()._to_c().version == _generated.OPTIONS_VERSION
    assert SectionRules()._to_c().version == _generated.SECTION_RULES_VERSION
    assert Options(empty_section_extent=7)._to_c().empty_section_extent == 7
    positional: Any = Options
    with pytest.raises(TypeError):
        positional(0)  # keyword-only
    with pytest.raises(TypeError):
        Options(no_such_option=1)  # type: ignore[call-arg]


def test_init_refuses_unknown_struct_versions() -> None:
    """The library's init functions refuse version 0 and versions newer
    than the library's, with a message naming both."""
    for struct, init, version in (
        (_generated.COptions, "reorder_options_init", _generated.OPTIONS_VERSION),
        (_generated.CSectionRules, "reorder_section_rules_init", _generated.SECTION_RULES_VERSION),
    ):
        c = struct()
        fn = getattr(reorder._ffi.lib, init)
        assert fn(ctypes.byref(c), version) == reorder.Status.OK and c.version == version
        assert fn(ctypes.byref(struct()), 0) == reorder.Status.E_VERSION
        assert fn(ctypes.byref(struct()), version + 1) == reorder.Status.E_VERSION
        assert str(version + 1) in reorder._ffi.lib.reorder_engine_last_error(None).decode()


def test_configure_none_resets_to_the_defaults() -> None:
    e = Engine(Options(cross_extent=100, item_spacing=5))
    e.insert_section(0)
    e.load_section(0, [1, 2], [10, 10])
    assert e.frame(2).y == 15
    e.configure(None)  # every default: no spacing, the cross extent follows the viewport
    assert e.frame(2).y == 10 and e.frame(2).width == 0 and e.export(0) == [1, 2]
    e.configure(Options(item_spacing=2))
    assert e.frame(2).y == 12
    e.configure()  # the same
    assert e.frame(2).y == 10


def test_empty_section_extent_reaches_the_library() -> None:
    """An empty section's drop zone (new in 1.0) is an option like any
    other: it defaults to 44 and the library checks the value it is given."""
    e = Engine(Options(cross_extent=100))
    e.insert_section(0)
    e.insert_section(1)
    e.load_section(1, [1], [10])
    assert e.frame(1).y == 44
    with pytest.raises(reorder.InvalidArgument, match="empty_section_extent"):
        e.configure(Options(empty_section_extent=-1))
    with pytest.raises(reorder.InvalidArgument, match="empty_section_extent"):
        Engine(Options(empty_section_extent=math.nan))


def test_empty_section_extent_applies() -> None:
    e = Engine(Options(cross_extent=100, empty_section_extent=0))
    e.insert_section(0)
    e.insert_section(1)
    e.load_section(1, [1], [10])
    assert e.frame(1).y == 0
    e.configure(Options(cross_extent=100, empty_section_extent=30))
    assert e.frame(1).y == 30


def test_context_manager_and_close() -> None:
    with Engine() as e:
        assert not e.closed and e.section_count() == 0
    assert e.closed
    e.close()  # idempotent
    with pytest.raises(ValueError, match="closed"):
        e.section_count()
    assert "closed" in repr(e)


def test_sections() -> None:
    e = Engine(Options(cross_extent=100))
    e.insert_section(0, header=20, footer=5)
    e.insert_section(1)
    e.load_section(0, [1, 2], [10, 10])
    e.load_section(1, [3], [10])
    assert e.section_count() == 2 and e.item_count(1) == 1
    assert e.frame(1).y == 20
    e.set_section_extents(0, 30, 0)
    assert e.frame(1).y == 30
    e.set_section_rules(1, SectionRules(locked=True))
    with pytest.raises(reorder.Refused) as info:
        e.move(1, (1, 0))
    assert info.value.message and info.value.status == reorder.Status.E_REFUSED
    e.set_section_rules(1, None)
    e.move(1, (1, 0))
    assert snapshot(e) == [[2], [1, 3]]
    e.set_section_rules(0, SectionRules(minimum_count=1))
    with pytest.raises(reorder.Refused):
        e.move(2, (1, 0))
    e.remove_section(0)
    assert snapshot(e) == [[1, 3]]
    with pytest.raises(reorder.OutOfRange):
        e.remove_section(1)
