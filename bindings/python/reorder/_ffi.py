"""Low-level ctypes layer: finding, checking and binding the library.

The structs, callback types and prototypes come from _generated.py, which
tools/contract.py writes from include/reorder.h (`make contract`; `make
contract-check` fails when it is stale). The friendly API lives in
_engine.py (helped by _options, _convert and _callbacks).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import POINTER, c_uint
from pathlib import Path
from typing import Any, cast

from ._generated import FUNCTIONS, VERSION_MAJOR, VERSION_NUMBER, VERSION_STRING, CEngine

#: The library version this binding is written against (REORDER_VERSION_NUMBER
#: of its header). Any library of the same major version at least this new works.
EXPECTED_VERSION = VERSION_NUMBER
EXPECTED_VERSION_STRING = VERSION_STRING

#: The library's file name at run time (its SONAME).
SONAME = f"libreorder.so.{VERSION_MAJOR}"

#: The typed engine handle (reorder_engine *).
EnginePtr = POINTER(CEngine)


class LibraryError(ImportError):
    """libreorder could not be found, loaded, or has the wrong version."""


def _version_text(number: int) -> str:
    return f"{number // 10000}.{number // 100 % 100}.{number % 100}"


def _candidates() -> list[str]:
    """Where to look, in order: $REORDER_LIBRARY, the package, the system."""
    env = os.environ.get("REORDER_LIBRARY")
    if env:
        # An explicit choice is final: falling back silently would hide a typo.
        return [env]
    here = Path(__file__).resolve().parent
    found = [str(here / n) for n in ("libreorder.so", SONAME) if (here / n).exists()]
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
        version = int(version_fn())
        # Within a major version the library only grows: a newer 1.x serves
        # a binding written for 1.0; an older one may lack what it needs.
        if version // 10000 != VERSION_MAJOR or version < EXPECTED_VERSION:
            raise LibraryError(
                f"libreorder version mismatch: {path} is version {version} "
                f"({_version_text(version)}), this binding needs {VERSION_MAJOR}.x "
                f"from {EXPECTED_VERSION_STRING} on (version {EXPECTED_VERSION}...)"
            )
        for name, (restype, argtypes) in FUNCTIONS.items():
            try:
                fn = getattr(lib, name)
            except AttributeError:
                raise LibraryError(f"{path}: missing function {name}") from None
            fn.restype = cast(Any, restype)
            fn.argtypes = cast(Any, argtypes)
        return lib, path
    raise LibraryError("cannot load libreorder:\n  " + "\n  ".join(errors))


lib, library_path = _load()
