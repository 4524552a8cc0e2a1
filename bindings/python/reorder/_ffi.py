"""Low-level ctypes layer: library loading, struct mirrors, prototypes.

Everything here mirrors include/reorder.h one to one; the friendly API lives
in _engine.py (helped by _options, _convert and _callbacks). Tests compare
this module against the header itself (function list, parameter types, enum
values) and against a C compiler (struct layout).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import (
    CFUNCTYPE,
    POINTER,
    Structure,
    c_char_p,
    c_double,
    c_int,
    c_int32,
    c_size_t,
    c_uint,
    c_uint8,
    c_uint32,
    c_uint64,
    c_void_p,
)
from pathlib import Path
from typing import Any

#: The library version this binding is written against (REORDER_VERSION_NUMBER).
EXPECTED_VERSION = 100
EXPECTED_VERSION_STRING = "0.1.0"


class LibraryError(ImportError):
    """libreorder could not be found, loaded, or has the wrong version."""


# --------------------------------------------------------------------------
# Struct mirrors (field order and types exactly as in reorder.h).
# --------------------------------------------------------------------------


class reorder_point(Structure):
    _fields_ = [("x", c_double), ("y", c_double)]


class reorder_rect(Structure):
    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


class reorder_index_path(Structure):
    _fields_ = [("section", c_int32), ("item", c_int32)]


class reorder_options(Structure):
    _fields_ = [
        ("struct_size", c_size_t),
        ("layout", c_int32),
        ("axis", c_int32),
        ("cross_extent", c_double),
        ("item_spacing", c_double),
        ("line_spacing", c_double),
        ("section_spacing", c_double),
        ("insets", reorder_rect),
        ("grid_columns", c_int32),
        ("grid_cell_width", c_double),
        ("grid_cell_height", c_double),
        ("rule", c_int32),
        ("semantics", c_int32),
        ("cross_section_moves", c_int32),
        ("activation", c_int32),
        ("long_press_delay", c_double),
        ("long_press_tolerance", c_double),
        ("drag_distance", c_double),
        ("commit", c_int32),
        ("clamp_to_content", c_int32),
        ("autoscroll_zone_kind", c_int32),
        ("autoscroll_curve", c_int32),
        ("autoscroll_zone", c_double),
        ("autoscroll_max_speed", c_double),
        ("autoscroll_grace", c_double),
        ("lift_scale", c_double),
        ("lift_alpha", c_double),
        ("shadow_offset", reorder_point),
        ("shadow_radius", c_double),
        ("shadow_opacity", c_double),
        ("lift_duration", c_double),
        ("displace_duration", c_double),
        ("settle_duration", c_double),
        ("cancel_duration", c_double),
        ("displace_easing", c_int32),
        ("settle_easing", c_int32),
    ]


class reorder_section_rules(Structure):
    _fields_ = [
        ("struct_size", c_size_t),
        ("locked", c_int32),
        ("accepts_drops", c_int32),
        ("minimum_count", c_int32),
        ("capacity", c_int32),
        ("displacement", c_int32),
    ]


class reorder_hit(Structure):
    _fields_ = [("kind", c_int32), ("path", reorder_index_path)]


class reorder_presentation(Structure):
    _fields_ = [
        ("id", c_uint64),
        ("path", reorder_index_path),
        ("frame", reorder_rect),
        ("alpha", c_double),
        ("scale", c_double),
        ("shadow_opacity", c_double),
        ("shadow_radius", c_double),
        ("shadow_offset", reorder_point),
        ("z_index", c_int32),
        ("lifted", c_int32),
    ]


class reorder_event(Structure):
    _fields_ = [
        ("type", c_int32),
        ("reason", c_int32),
        ("id", c_uint64),
        ("has_id", c_int32),
        ("from_", reorder_index_path),  # `from` in C; a keyword in Python
        ("to", reorder_index_path),
        ("offset", reorder_point),
        # c_void_p, not c_char_p: the text is not NUL-safe to auto-convert
        # and we want its exact text_length bytes.
        ("text", c_void_p),
        ("text_length", c_size_t),
    ]


#: Every struct the header defines, by its C name (used by the layout test).
STRUCTS: dict[str, type[Structure]] = {
    cls.__name__: cls
    for cls in (
        reorder_point,
        reorder_rect,
        reorder_index_path,
        reorder_options,
        reorder_section_rules,
        reorder_hit,
        reorder_presentation,
        reorder_event,
    )
}


class reorder_engine(Structure):
    """Opaque engine; only ever used through EnginePtr."""


#: The typed engine handle (reorder_engine *).
EnginePtr = POINTER(reorder_engine)

reorder_status = c_int

reorder_retarget_fn = CFUNCTYPE(
    c_int32, c_uint64, reorder_index_path, reorder_index_path, POINTER(reorder_index_path), c_void_p
)
reorder_event_fn = CFUNCTYPE(None, POINTER(reorder_event), c_void_p)
reorder_destroy_fn = CFUNCTYPE(None, c_void_p)

_P = POINTER
_E = EnginePtr

#: name -> (restype, argtypes), for every function in reorder.h.
PROTOTYPES: dict[str, tuple[Any, list[Any]]] = {
    "reorder_version": (c_uint, []),
    "reorder_version_string": (c_char_p, []),
    "reorder_status_string": (c_char_p, [reorder_status]),
    "reorder_options_init": (None, [_P(reorder_options)]),
    "reorder_engine_new": (reorder_status, [_P(EnginePtr), _P(reorder_options)]),
    "reorder_engine_free": (None, [_E]),
    "reorder_engine_configure": (reorder_status, [_E, _P(reorder_options)]),
    "reorder_engine_last_error": (c_char_p, [_E]),
    "reorder_section_rules_init": (None, [_P(reorder_section_rules)]),
    "reorder_section_insert": (
        reorder_status,
        [_E, c_int32, c_double, c_double, _P(reorder_section_rules)],
    ),
    "reorder_section_remove": (reorder_status, [_E, c_int32]),
    "reorder_section_set_rules": (reorder_status, [_E, c_int32, _P(reorder_section_rules)]),
    "reorder_section_set_extents": (reorder_status, [_E, c_int32, c_double, c_double]),
    "reorder_section_load": (
        reorder_status,
        [_E, c_int32, _P(c_uint64), _P(c_double), _P(c_uint8), c_size_t],
    ),
    "reorder_engine_section_count": (reorder_status, [_P(c_size_t), _E]),
    "reorder_section_item_count": (reorder_status, [_P(c_size_t), _E, c_int32]),
    "reorder_section_export": (
        reorder_status,
        [_P(c_uint64), c_size_t, _P(c_size_t), _E, c_int32],
    ),
    "reorder_item_insert": (
        reorder_status,
        [_E, c_uint64, c_double, c_uint32, reorder_index_path],
    ),
    "reorder_item_remove": (reorder_status, [_E, c_uint64]),
    "reorder_item_resize": (reorder_status, [_E, c_uint64, c_double]),
    "reorder_item_set_flags": (reorder_status, [_E, c_uint64, c_uint32]),
    "reorder_item_set_handle": (reorder_status, [_E, c_uint64, _P(reorder_rect)]),
    "reorder_item_set_label": (reorder_status, [_E, c_uint64, c_char_p]),
    "reorder_item_index_path": (reorder_status, [_P(reorder_index_path), _E, c_uint64]),
    "reorder_item_id": (reorder_status, [_P(c_uint64), _E, reorder_index_path]),
    "reorder_item_frame": (reorder_status, [_P(reorder_rect), _E, c_uint64]),
    "reorder_engine_hit_test": (reorder_status, [_P(reorder_hit), _E, reorder_point]),
    "reorder_engine_content_size": (reorder_status, [_P(c_double), _P(c_double), _E]),
    "reorder_engine_set_viewport": (reorder_status, [_E, reorder_rect]),
    "reorder_engine_pointer_down": (reorder_status, [_E, reorder_point, c_double]),
    "reorder_engine_pointer_move": (reorder_status, [_E, reorder_point, c_double]),
    "reorder_engine_pointer_up": (reorder_status, [_E, reorder_point, c_double]),
    "reorder_engine_pointer_cancel": (reorder_status, [_E, c_double]),
    "reorder_engine_tick": (reorder_status, [_E, c_double]),
    "reorder_engine_cancel_drag": (reorder_status, [_E, c_double]),
    "reorder_engine_key": (reorder_status, [_E, c_int32, _P(c_uint64), c_double]),
    "reorder_engine_phase": (reorder_status, [_P(c_int32), _E]),
    "reorder_engine_presentation": (
        reorder_status,
        [_P(reorder_presentation), c_size_t, _P(c_size_t), _E, reorder_rect, c_double],
    ),
    "reorder_section_frame": (reorder_status, [_P(reorder_rect), _E, c_int32, c_double]),
    "reorder_engine_is_animating": (reorder_status, [_P(c_int32), _E, c_double]),
    "reorder_engine_move": (reorder_status, [_E, c_uint64, reorder_index_path]),
    "reorder_engine_undo": (reorder_status, [_E]),
    "reorder_engine_redo": (reorder_status, [_E]),
    "reorder_engine_set_retarget": (
        reorder_status,
        [_E, reorder_retarget_fn, c_void_p, reorder_destroy_fn],
    ),
    "reorder_engine_set_event_callback": (
        reorder_status,
        [_E, reorder_event_fn, c_void_p, reorder_destroy_fn],
    ),
    "reorder_engine_poll_event": (reorder_status, [_P(reorder_event), _E]),
    "reorder_engine_set_text": (reorder_status, [_E, c_int32, c_char_p]),
    "reorder_engine_record_start": (reorder_status, [_E]),
    # char **: c_void_p so that we keep the raw pointer for reorder_free.
    "reorder_engine_record_stop": (reorder_status, [_P(c_void_p), _P(c_size_t), _E]),
    "reorder_engine_replay": (reorder_status, [_E, c_char_p, c_size_t]),
    "reorder_free": (None, [c_void_p]),
}


# --------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------


def _candidates() -> list[str]:
    """Where to look, in order: $REORDER_LIBRARY, the package, the system."""
    env = os.environ.get("REORDER_LIBRARY")
    if env:
        # An explicit choice is final: falling back silently would hide a typo.
        return [env]
    here = Path(__file__).resolve().parent
    found = [str(here / n) for n in ("libreorder.so", "libreorder.so.0") if (here / n).exists()]
    found += sorted(str(p) for p in here.glob("libreorder.so.*") if str(p) not in found)
    system = ctypes.util.find_library("reorder")
    if system:
        found.append(system)
    return found


def _load() -> tuple[ctypes.CDLL, str]:
    candidates = _candidates()
    if not candidates:
        raise LibraryError(
            "libreorder not found: set REORDER_LIBRARY to the path of libreorder.so, "
            "run `make python-package` (puts it inside this package), or install it "
            "on the system (`make install`)"
        )
    errors = []
    for path in candidates:
        try:
            lib = ctypes.CDLL(path)
        except OSError as exc:
            errors.append(f"{path}: {exc}")
            continue
        try:
            version_fn = lib.reorder_version
        except AttributeError:
            errors.append(f"{path}: not libreorder (no reorder_version)")
            continue
        version_fn.restype = c_uint
        version_fn.argtypes = []
        version = version_fn()
        if version != EXPECTED_VERSION:
            raise LibraryError(
                f"libreorder version mismatch: {path} is version {version} "
                f"({version // 10000}.{version // 100 % 100}.{version % 100}), this "
                f"binding needs {EXPECTED_VERSION} ({EXPECTED_VERSION_STRING})"
            )
        for name, (restype, argtypes) in PROTOTYPES.items():
            try:
                fn = getattr(lib, name)
            except AttributeError:
                raise LibraryError(f"{path}: missing function {name}") from None
            fn.restype = restype
            fn.argtypes = argtypes
        return lib, path
    raise LibraryError("cannot load libreorder:\n  " + "\n  ".join(errors))


lib, library_path = _load()
