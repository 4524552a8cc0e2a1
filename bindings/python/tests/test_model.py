"""Options, an engine's lifetime, sections and their rules."""

from __future__ import annotations

import pytest
from conftest import snapshot

import reorder
from reorder import Engine, Options, SectionRules


def test_options_defaults_come_from_the_library() -> None:
    o = Options()
    assert o.long_press_delay == 0.5 and o.long_press_tolerance == 10 and o.drag_distance == 5
    assert o.grid_columns == 4 and o.cross_section_moves is True and o.clamp_to_content is False
    assert o.autoscroll_zone == 150 and o.autoscroll_max_speed == 1200 and o.autoscroll_grace == 0.15
    assert o.lift_scale == 1.05 and o.lift_alpha == 0.98 and o.shadow_offset == (-5, 0)
    assert o.displace_easing == reorder.Easing.EASE_OUT and o.layout == reorder.Layout.LIST
    names = {f for f, *_ in reorder._ffi.reorder_options._fields_} - {"struct_size"}
    assert names == set(Options.__dataclass_fields__)
    assert set(SectionRules.__dataclass_fields__) == {f for f, *_ in reorder._ffi.reorder_section_rules._fields_} - {"struct_size"}
    assert SectionRules() == SectionRules(locked=False, accepts_drops=True, minimum_count=0, capacity=0)


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
