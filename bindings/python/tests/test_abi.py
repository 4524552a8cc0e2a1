"""The binding against the generated mirror of the header and the compiled
library: every function bound as generated, the public enums are the
generated ones, struct layouts agree with a C compiler, loading and the
version check. (That _generated.py matches include/reorder.h is `make
contract-check`'s job.)"""

from __future__ import annotations

import ctypes
import enum
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import BUILD_LIB, PY_DIR, REPO

import reorder
from reorder import _ffi, _generated


def test_every_generated_function_is_bound_as_generated() -> None:
    assert "reorder_engine_new" in _generated.FUNCTIONS and "reorder_free" in _generated.FUNCTIONS
    for name, (restype, argtypes) in _generated.FUNCTIONS.items():
        fn = getattr(_ffi.lib, name)
        assert fn.restype is restype, name
        assert fn.argtypes is not None and list(fn.argtypes) == argtypes, name


def test_public_enums_are_the_generated_ones() -> None:
    groups = {
        name: cls
        for name, cls in vars(_generated).items()
        if isinstance(cls, type) and issubclass(cls, enum.Enum) and cls.__module__ == _generated.__name__
    }
    assert len(groups) == 27 and "RetargetAnswer" in groups and "FlowAlign" in groups and "OuterScope" in groups
    for name, cls in groups.items():
        assert getattr(reorder, name) is cls, name
        assert name in reorder.__all__, name
    assert reorder.Retarget is reorder.RetargetAnswer  # the 0.1 name
    assert int(reorder.Status.DONE) == 1 and int(reorder.Status.E_NOMEM) == -13
    assert issubclass(reorder.ItemFlags, enum.IntFlag) and int(reorder.ItemFlags.DEFAULT) == int(reorder.ItemFlags.MOVABLE)
    assert (reorder.Point, reorder.Rect, reorder.IndexPath) == (_generated.Point, _generated.Rect, _generated.IndexPath)


def test_struct_layouts_match_a_c_compiler(tmp_path: Path) -> None:
    cc = shutil.which("gcc") or shutil.which("cc")
    assert cc is not None, "needs a C compiler (gcc or cc)"
    structs = _generated.STRUCTS
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "reorder.h"', "int main(void) {"]
    for name, cls in structs.items():
        lines.append(f'  printf("{name} %zu %zu\\n", sizeof({name}), _Alignof({name}));')
        for f, *_ in cls._fields_:
            lines.append(f'  printf("{name}.{f} %zu\\n", offsetof({name}, {f}));')
    lines += ["  return 0;", "}"]
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines) + "\n")
    subprocess.run([cc, "-std=c11", f"-I{REPO / 'include'}", str(src), "-o", str(tmp_path / "layout")], check=True)
    out = subprocess.run([str(tmp_path / "layout")], check=True, capture_output=True, text=True).stdout
    seen = 0
    for line in out.splitlines():
        key, *nums = line.split()
        if "." in key:
            sname, f = key.split(".")
            assert getattr(structs[sname], f).offset == int(nums[0]), key
        else:
            assert ctypes.sizeof(structs[key]) == int(nums[0]), key
            assert ctypes.alignment(structs[key]) == int(nums[1]), key
        seen += 1
    assert seen == sum(1 + len(c._fields_) for c in structs.values())


def test_version() -> None:
    assert reorder.version() == reorder.EXPECTED_VERSION == _generated.VERSION_NUMBER
    assert reorder.version_string() == reorder.__version__ == _generated.VERSION_STRING
    assert reorder.version() // 10000 == _generated.VERSION_MAJOR >= 1
    assert reorder.status_string(-4) == "unknown id"
    assert reorder.status_string(-999) == "unknown status"


def test_engine_handle_is_a_typed_pointer(list5: reorder.Engine) -> None:
    assert isinstance(list5._handle, reorder.EnginePtr)
    assert bool(list5._handle)
    # ctypes refuses what is not an engine pointer, rather than crashing.
    with pytest.raises(ctypes.ArgumentError):
        _ffi.lib.reorder_engine_undo(12345)


def test_the_engine_free_status() -> None:
    assert _ffi.lib.reorder_engine_free(None) == reorder.Status.OK  # NULL is a no-op
    e = reorder.Engine()
    e.close()  # REORDER_OK
    assert e.closed
    e.close()  # idempotent: nothing is freed twice


def run_import(env_extra: dict[str, str | None], code: str = "import reorder; print(reorder.library_path)") -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    for k, v in env_extra.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    env["PYTHONPATH"] = str(PY_DIR)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=30)


def test_loads_from_reorder_library_env() -> None:
    r = run_import({"REORDER_LIBRARY": str(BUILD_LIB)})
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == str(BUILD_LIB)


def test_loads_from_the_package_folder() -> None:
    assert (PY_DIR / "reorder" / "libreorder.so").exists(), "no library in the package: make python-package"
    r = run_import({"REORDER_LIBRARY": None})
    assert r.returncode == 0, r.stderr
    assert Path(r.stdout.strip()).parent == PY_DIR / "reorder"
    assert _ffi.SONAME == f"libreorder.so.{_generated.VERSION_MAJOR}"


def test_missing_library_is_a_clear_error() -> None:
    r = run_import({"REORDER_LIBRARY": "/nonexistent/libreorder.so"})
    assert r.returncode != 0
    assert "LibraryError" in r.stderr and "/nonexistent/libreorder.so" in r.stderr


def fake_library(tmp_path: Path, version: int) -> Path:
    cc = shutil.which("gcc") or shutil.which("cc")
    assert cc is not None, "needs a C compiler (gcc or cc)"
    src = tmp_path / f"fake{version}.c"
    src.write_text(f"unsigned reorder_version(void) {{ return {version}; }}\n")
    fake = tmp_path / f"libfake{version}.so"
    subprocess.run([cc, "-shared", "-fPIC", str(src), "-o", str(fake)], check=True)
    return fake


@pytest.mark.parametrize("other", [(_generated.VERSION_MAJOR + 1) * 10000, _generated.VERSION_MAJOR * 10000 - 1])
def test_another_major_version_is_a_clear_error(tmp_path: Path, other: int) -> None:
    r = run_import({"REORDER_LIBRARY": str(fake_library(tmp_path, other))})
    assert r.returncode != 0
    assert "version mismatch" in r.stderr and str(other) in r.stderr and _generated.VERSION_STRING in r.stderr


def test_a_newer_minor_version_passes_the_version_check(tmp_path: Path) -> None:
    """Within a major version a newer library serves an older binding: the
    fake passes the version check and fails only for lack of functions."""
    r = run_import({"REORDER_LIBRARY": str(fake_library(tmp_path, _generated.VERSION_NUMBER + 100))})
    assert r.returncode != 0
    assert "version mismatch" not in r.stderr and "missing function" in r.stderr


def test_live_engine_at_exit_is_freed_cleanly() -> None:
    """weakref.finalize frees engines still alive at interpreter exit,
    callbacks installed and all, without crashing or printing."""
    code = (
        "import reorder\n"
        "e = reorder.Engine()\n"
        "e.insert_section(0); e.load_section(0, [1, 2], [10, 10])\n"
        "e.on_event(lambda ev: e.export(0)); e.set_retarget(lambda *a: None)\n"
        "e.move(1, (0, 1))\n"
        "print('ok')\n"
    )
    r = run_import({"REORDER_LIBRARY": str(BUILD_LIB)}, code)
    assert r.returncode == 0 and r.stdout.strip() == "ok" and r.stderr == "", r.stderr
