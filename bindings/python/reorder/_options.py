"""Options and SectionRules: dataclasses made at import time from the
generated mirrors of the structs the host fills (reorder_options,
reorder_section_rules). Their fields are the C struct's fields but
`version` (COptions._fields_), typed as the generated *Fields classes say;
their defaults are what the library's own *_init functions write. Neither
the list nor the defaults can drift from C: a field the header gains is an
option here once _generated.py is regenerated."""

from __future__ import annotations

import ctypes
import dataclasses
import typing
from ctypes import byref, c_double, c_int32, c_uint32
from enum import Enum
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Generic, Optional, TypeVar

from ._convert import _c_path, _c_point, _c_rect, _float, _i32, _u32
from ._errors import error_for
from ._ffi import lib
from ._generated import (
    OPTIONS_VERSION,
    OUTER_SCROLL_VERSION,
    SECTION_RULES_VERSION,
    TRANSFER_RULES_VERSION,
    CIndexPath,
    COptions,
    COuterScroll,
    CPoint,
    CRect,
    CSectionRules,
    OptionsFields,
    OuterScrollFields,
    Preset,
    SectionRulesFields,
    Status,
    CTransferRules,
    TransferRulesFields,
)

if TYPE_CHECKING:
    from typing import Unpack

    from ._generated import OptionsArgs, OuterScrollArgs, SectionRulesArgs, TransferRulesArgs

_S = TypeVar("_S", bound=ctypes.Structure)

# Python value -> C field value, by the field's ctypes type.
_TO_C: dict[Any, Callable[[Any, str], Any]] = {
    c_int32: _i32,
    c_uint32: _u32,
    c_double: _float,
    CRect: _c_rect,
    CPoint: _c_point,
    CIndexPath: _c_path,
}


def _initialised(struct: type[_S], init: str, version: int, *args: Any) -> _S:
    """A struct as the library's init function fills it for `version` (and
    the function's further `args`)."""
    c = struct()
    status = getattr(lib, init)(byref(c), version, *args)
    if status != Status.OK:
        message = (lib.reorder_engine_last_error(None) or b"").decode("utf-8", "replace")
        raise error_for(status, message)
    return c


def _to_python(value: Any, hint: Any) -> Any:
    """A C field value as the Python type the generated mirror gives it."""
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError:  # a value newer than this binding: keep the int
            return value
    if hint is bool:
        return bool(value)
    if isinstance(hint, type) and issubclass(hint, tuple):  # Point, Rect, IndexPath
        return hint(*(getattr(value, f) for f in getattr(hint, "_fields")))
    return value


class _Mirror(Generic[_S]):
    """The base of Options and SectionRules: converts to the C struct."""

    _c_struct: ClassVar[type[ctypes.Structure]]
    _c_init: ClassVar[str]
    _c_version: ClassVar[int]
    # Set by make_dataclass; declared so that dataclasses.fields, replace
    # and asdict type-check on Options and SectionRules.
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]

    def _to_c(self) -> _S:
        # init sets version and anything this binding leaves alone.
        c: Any = _initialised(self._c_struct, self._c_init, self._c_version)
        for entry in c._fields_:
            name, ctype = entry[0], entry[1]
            if name == "version":
                continue
            convert = _TO_C.get(ctype)
            if convert is None:  # pragma: no cover - a new field type needs a case here
                raise AssertionError(f"no conversion for {name} ({ctype.__name__})")
            setattr(c, name, convert(getattr(self, name), name))
        return typing.cast(_S, c)


def _values(c: ctypes.Structure, fields: type) -> dict[str, Any]:
    """Every field of `c` but version, as the Python type `fields` gives it."""
    hints = typing.get_type_hints(fields)
    return {
        entry[0]: _to_python(getattr(c, entry[0]), hints[entry[0]])
        for entry in c._fields_
        if entry[0] != "version"
    }


def _mirror(name: str, doc: str, struct: type[ctypes.Structure], fields: type, init: str, version: int) -> type:
    """A keyword-only dataclass with one field per C field but version."""
    hints = typing.get_type_hints(fields)
    defaults = _values(_initialised(struct, init, version), fields)
    spec = [(n, hints[n], dataclasses.field(default=v)) for n, v in defaults.items()]
    cls = dataclasses.make_dataclass(
        name,
        spec,
        bases=(_Mirror,),
        namespace={"__doc__": doc, "_c_struct": struct, "_c_init": init, "_c_version": version},
        kw_only=True,
    )
    cls.__module__ = __name__  # make_dataclass's module= is 3.12+
    return cls


_OPTIONS_DOC = """Everything an engine is configured with: every reorder_options field
    as a keyword argument and attribute (the version is the binding's
    business), defaulting to what reorder_options_init writes."""

_RULES_DOC = """What a section allows: every reorder_section_rules field as a keyword
    argument and attribute, defaulting to what reorder_section_rules_init
    writes."""

_TRANSFER_DOC = """What a member of a transfer group lets through: every
    reorder_transfer_rules field as a keyword argument and attribute
    (pull, put, tag, give_to, accept_from), defaulting to what
    reorder_transfer_rules_init writes."""

_OUTER_DOC = """A scroll container around an engine (Engine.set_outer_scroll) or
    around a Group's engines (Group.set_outer_scroll, a board): every
    reorder_outer_scroll field as a keyword argument and attribute (visible,
    offset, min_offset, max_offset, zone_kind, curve, zone, max_speed,
    grace, intent), defaulting to what reorder_outer_scroll_init writes."""

if TYPE_CHECKING:

    class OuterScroll(OuterScrollFields, _Mirror[COuterScroll]):
        def __init__(self, **fields: Unpack[OuterScrollArgs]) -> None: ...

    class TransferRules(TransferRulesFields, _Mirror[CTransferRules]):
        def __init__(self, **fields: Unpack[TransferRulesArgs]) -> None: ...

    class Options(OptionsFields, _Mirror[COptions]):
        def __init__(self, **fields: Unpack[OptionsArgs]) -> None: ...

    class SectionRules(SectionRulesFields, _Mirror[CSectionRules]):
        def __init__(self, **fields: Unpack[SectionRulesArgs]) -> None: ...

else:
    Options = _mirror("Options", _OPTIONS_DOC, COptions, OptionsFields, "reorder_options_init", OPTIONS_VERSION)
    SectionRules = _mirror(
        "SectionRules", _RULES_DOC, CSectionRules, SectionRulesFields, "reorder_section_rules_init",
        SECTION_RULES_VERSION,
    )
    TransferRules = _mirror(
        "TransferRules", _TRANSFER_DOC, CTransferRules, TransferRulesFields,
        "reorder_transfer_rules_init", TRANSFER_RULES_VERSION,
    )
    OuterScroll = _mirror(
        "OuterScroll", _OUTER_DOC, COuterScroll, OuterScrollFields, "reorder_outer_scroll_init",
        OUTER_SCROLL_VERSION,
    )


def desktop_options(**fields: Unpack[OptionsArgs]) -> Options:
    """Options for a desktop host, driven by a mouse: edge auto-scroll from a
    zone the pointer enters on purpose (64 units, where a finger needs the
    default 150) at a speed that ramps up over two seconds
    (Curve.RAMPED), so a user stays in control of it: the library's
    REORDER_PRESET_DESKTOP. The seeds' own curve, full speed from the first
    instant, stays the library's default. Any field given wins over the
    preset."""
    c = _initialised(COptions, "reorder_options_init_preset", OPTIONS_VERSION, Preset.DESKTOP)
    return Options(**{**_values(c, OptionsFields), **fields})


def desktop_outer_scroll(**fields: Unpack[OuterScrollArgs]) -> OuterScroll:
    """An outer scroll container (a board around a Group's lists, a page
    around a list) that edge-scrolls as desktop_options' own viewport does:
    the library's REORDER_PRESET_DESKTOP zone, curve, speed, grace and
    intent, so that a mouse near the board's edge scrolls it the way it
    scrolls a list. Any field given wins (visible, offsets: the container
    as the host sees it now)."""
    o = desktop_options()
    outer = OuterScroll(zone_kind=o.autoscroll_zone_kind, curve=o.autoscroll_curve, zone=o.autoscroll_zone,
                        max_speed=o.autoscroll_max_speed, grace=o.autoscroll_grace,
                        intent=o.autoscroll_intent)
    return dataclasses.replace(outer, **fields)


def _transfer_rules(rules: Optional[TransferRules]) -> Optional[CTransferRules]:
    if rules is None:
        return None
    if not isinstance(rules, TransferRules):
        raise TypeError(f"rules must be reorder.TransferRules, not {type(rules).__name__}")
    return rules._to_c()


def _rules(rules: Optional[SectionRules]) -> Optional[CSectionRules]:
    if rules is None:
        return None
    if not isinstance(rules, SectionRules):
        raise TypeError(f"rules must be reorder.SectionRules, not {type(rules).__name__}")
    return rules._to_c()


def _outer_scroll(outer: Optional[OuterScroll]) -> Optional[COuterScroll]:
    if outer is None:
        return None
    if not isinstance(outer, OuterScroll):
        raise TypeError(f"outer must be reorder.OuterScroll, not {type(outer).__name__}")
    return outer._to_c()
