"""Options and SectionRules: dataclasses whose defaults come from the
library's own *_init functions, so they cannot drift from C."""

from __future__ import annotations

import ctypes
from ctypes import byref, c_double, c_int32
from dataclasses import dataclass
from typing import Any, Optional

from . import _ffi
from ._convert import _c_point, _c_rect, _float, _i32
from ._enums import Activation, Axis, Commit, Curve, Displacement, Easing, Layout, Rule, Semantics, Zone
from ._ffi import lib
from ._types import Point, Rect


def _c_defaults() -> tuple[_ffi.reorder_options, _ffi.reorder_section_rules]:
    o = _ffi.reorder_options()
    lib.reorder_options_init(byref(o))
    r = _ffi.reorder_section_rules()
    lib.reorder_section_rules_init(byref(r))
    return o, r


_DO, _DR = _c_defaults()


def _to_struct(obj: Any, struct: ctypes.Structure) -> None:
    """Copies a dataclass into a ctypes struct, field by field by name."""
    for entry in struct._fields_:
        name, ctype = entry[0], entry[1]
        if name == "struct_size":
            continue
        value = getattr(obj, name)
        if ctype is c_int32:
            if isinstance(value, bool):
                value = int(value)
            setattr(struct, name, _i32(value, name))
        elif ctype is c_double:
            setattr(struct, name, _float(value, name))
        elif ctype is _ffi.reorder_rect:
            setattr(struct, name, _c_rect(value, name))
        elif ctype is _ffi.reorder_point:
            setattr(struct, name, _c_point(value, name))
        else:  # pragma: no cover - a new field type needs a case here
            raise AssertionError(f"unhandled field type for {name}")


@dataclass
class Options:
    """Every reorder_options field (struct_size is handled by the binding)."""

    layout: Layout = Layout(_DO.layout)
    axis: Axis = Axis(_DO.axis)
    cross_extent: float = _DO.cross_extent
    item_spacing: float = _DO.item_spacing
    line_spacing: float = _DO.line_spacing
    section_spacing: float = _DO.section_spacing
    insets: Rect = Rect(_DO.insets.x, _DO.insets.y, _DO.insets.width, _DO.insets.height)
    grid_columns: int = _DO.grid_columns
    grid_cell_width: float = _DO.grid_cell_width
    grid_cell_height: float = _DO.grid_cell_height
    rule: Rule = Rule(_DO.rule)
    semantics: Semantics = Semantics(_DO.semantics)
    cross_section_moves: bool = bool(_DO.cross_section_moves)
    activation: Activation = Activation(_DO.activation)
    long_press_delay: float = _DO.long_press_delay
    long_press_tolerance: float = _DO.long_press_tolerance
    drag_distance: float = _DO.drag_distance
    commit: Commit = Commit(_DO.commit)
    clamp_to_content: bool = bool(_DO.clamp_to_content)
    autoscroll_zone_kind: Zone = Zone(_DO.autoscroll_zone_kind)
    autoscroll_curve: Curve = Curve(_DO.autoscroll_curve)
    autoscroll_zone: float = _DO.autoscroll_zone
    autoscroll_max_speed: float = _DO.autoscroll_max_speed
    autoscroll_grace: float = _DO.autoscroll_grace
    lift_scale: float = _DO.lift_scale
    lift_alpha: float = _DO.lift_alpha
    shadow_offset: Point = Point(_DO.shadow_offset.x, _DO.shadow_offset.y)
    shadow_radius: float = _DO.shadow_radius
    shadow_opacity: float = _DO.shadow_opacity
    lift_duration: float = _DO.lift_duration
    displace_duration: float = _DO.displace_duration
    settle_duration: float = _DO.settle_duration
    cancel_duration: float = _DO.cancel_duration
    displace_easing: Easing = Easing(_DO.displace_easing)
    settle_easing: Easing = Easing(_DO.settle_easing)

    def _to_c(self) -> _ffi.reorder_options:
        c = _ffi.reorder_options()
        lib.reorder_options_init(byref(c))  # struct_size and anything unset
        _to_struct(self, c)
        return c


@dataclass
class SectionRules:
    """What a section allows (reorder_section_rules)."""

    locked: bool = bool(_DR.locked)
    accepts_drops: bool = bool(_DR.accepts_drops)
    minimum_count: int = _DR.minimum_count
    capacity: int = _DR.capacity
    displacement: Displacement = Displacement(_DR.displacement)

    def _to_c(self) -> _ffi.reorder_section_rules:
        c = _ffi.reorder_section_rules()
        lib.reorder_section_rules_init(byref(c))
        _to_struct(self, c)
        return c


def _rules(rules: Optional[SectionRules]) -> Optional[_ffi.reorder_section_rules]:
    if rules is None:
        return None
    if not isinstance(rules, SectionRules):
        raise TypeError(f"rules must be reorder.SectionRules, not {type(rules).__name__}")
    return rules._to_c()
