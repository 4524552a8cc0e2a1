"""The binding against the header and the compiled library: every function
bound with the header's types, enum values, struct layouts, loading."""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from ctypes import POINTER, c_char_p, c_double, c_int, c_int32, c_size_t, c_uint, c_uint8, c_uint32, c_uint64, c_void_p
from pathlib import Path

import pytest
from conftest import BUILD_LIB, HEADER, PY_DIR, REPO

import reorder
from reorder import _enums, _ffi

HEADER_TEXT = HEADER.read_text()


def header_functions() -> dict[str, tuple[str, list[str]]]:
    """name -> (return type, [parameter types]) from every REORDER_API line."""
    text = re.sub(r"/\*.*?\*/", " ", HEADER_TEXT, flags=re.S)
    out = {}
    for m in re.finditer(r"REORDER_API\s+([^;()]*?)\b(reorder_\w+)\s*\(([^)]*)\)\s*;", text):
        ret = " ".join(m.group(1).replace("*", " * ").split())
        params = []
        for p in m.group(3).split(","):
            p = " ".join(p.replace("*", " * ").split())
            if p == "void":
                continue
            pm = re.fullmatch(r"(.+?)\s*(\w+)", p)
            assert pm, p
            params.append(pm.group(1))
        out[m.group(2)] = (ret, params)
    return out


# ctypes._CData, the base of every ctypes type, is a typeshed-only name: it
# appears in annotations alone (never evaluated, as annotations are lazy here).
def c_to_ctypes(t: str) -> type[ctypes._CData] | None:
    t = t.replace("const ", "").strip()
    stars = t.count("*")
    base = t.replace("*", "").strip()
    scalars: dict[str, type[ctypes._CData]] = {
        "unsigned": c_uint, "reorder_status": c_int, "int32_t": c_int32, "uint32_t": c_uint32,
        "uint64_t": c_uint64, "uint8_t": c_uint8, "double": c_double, "size_t": c_size_t,
        "reorder_retarget_fn": _ffi.reorder_retarget_fn, "reorder_event_fn": _ffi.reorder_event_fn,
        "reorder_destroy_fn": _ffi.reorder_destroy_fn,
    }
    if base == "void":
        return None if stars == 0 else c_void_p
    if base == "char":
        # char * is c_char_p; char ** (record_stop's out_text) is bound as
        # c_void_p * so the raw pointer can be handed back to reorder_free.
        return c_char_p if stars == 1 else POINTER(c_void_p)
    if base == "reorder_engine":
        return _ffi.EnginePtr if stars == 1 else POINTER(_ffi.EnginePtr)
    ct: type[ctypes._CData] = scalars.get(base) or _ffi.STRUCTS[base]
    for _ in range(stars):
        ct = POINTER(ct)
    return ct


def test_every_header_function_is_bound_with_the_header_types() -> None:
    funcs = header_functions()
    assert len(funcs) == 51
    assert set(funcs) == set(_ffi.PROTOTYPES)
    for name, (ret, params) in funcs.items():
        fn = getattr(_ffi.lib, name)
        assert fn.restype is c_to_ctypes(ret), name
        assert fn.argtypes is not None, name
        assert list(fn.argtypes) == [c_to_ctypes(p) for p in params], name


def header_defines() -> dict[str, int]:
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"#define REORDER_(\w+) \(?(-?\d+)u?\)?", HEADER_TEXT)}


def test_enums_match_header_defines() -> None:
    defines = header_defines()
    for enum, prefix in _enums.HEADER_PREFIXES.items():
        if enum is _enums.Status:
            want = {k: v for k, v in defines.items() if k == "OK" or k.startswith("E_")}
        else:
            want = {k[len(prefix):]: v for k, v in defines.items() if k.startswith(prefix)}
        got = {m.name: m.value for m in enum.__members__.values()}
        got.pop("NONE", None) if enum is _enums.ItemFlags else None
        assert got == want, enum.__name__
    assert defines["VERSION_MAJOR"] * 10000 + defines["VERSION_MINOR"] * 100 + defines["VERSION_PATCH"] == _ffi.EXPECTED_VERSION


def c_field(name: str) -> str:
    return "from" if name == "from_" else name


def test_struct_layouts_match_a_c_compiler(tmp_path: Path) -> None:
    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler")
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "reorder.h"', "int main(void) {"]
    for name, cls in _ffi.STRUCTS.items():
        lines.append(f'  printf("{name} %zu %zu\\n", sizeof({name}), _Alignof({name}));')
        for f, *_ in cls._fields_:
            lines.append(f'  printf("{name}.{f} %zu\\n", offsetof({name}, {c_field(f)}));')
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
            assert getattr(_ffi.STRUCTS[sname], f).offset == int(nums[0]), key
        else:
            assert ctypes.sizeof(_ffi.STRUCTS[key]) == int(nums[0]), key
            assert ctypes.alignment(_ffi.STRUCTS[key]) == int(nums[1]), key
        seen += 1
    assert seen == sum(1 + len(c._fields_) for c in _ffi.STRUCTS.values())


def test_struct_layouts_match_pinned_numbers() -> None:
    """The same numbers bindings/c/tests/header_check.c pins (x86_64 Linux)."""
    if os.uname().machine != "x86_64":
        pytest.skip("numbers pinned for x86_64")
    text = (REPO / "bindings/c/tests/header_check.c").read_text()
    sizes = re.findall(r"HC_SIZE\((reorder_\w+), (\d+)\)", text)
    offs = re.findall(r"HC_OFF\((reorder_\w+), (\w+), (\d+)\)", text)
    assert len(sizes) == len(_ffi.STRUCTS) and offs
    for s, n in sizes:
        assert ctypes.sizeof(_ffi.STRUCTS[s]) == int(n), s
    for s, f, n in offs:
        assert getattr(_ffi.STRUCTS[s], "from_" if f == "from" else f).offset == int(n), (s, f)


def test_version() -> None:
    assert reorder.version() == reorder.EXPECTED_VERSION == 100
    assert reorder.version_string() == "0.1.0"
    assert reorder.status_string(-4) == "unknown id"
    assert reorder.status_string(-999) == "unknown status"


def test_engine_handle_is_a_typed_pointer(list5: reorder.Engine) -> None:
    assert isinstance(list5._handle, reorder.EnginePtr)
    assert bool(list5._handle)


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
    if not (PY_DIR / "reorder" / "libreorder.so").exists():
        pytest.skip("no library in the package (run make python-package)")
    r = run_import({"REORDER_LIBRARY": None})
    assert r.returncode == 0, r.stderr
    assert Path(r.stdout.strip()).parent == PY_DIR / "reorder"


def test_missing_library_is_a_clear_error() -> None:
    r = run_import({"REORDER_LIBRARY": "/nonexistent/libreorder.so"})
    assert r.returncode != 0
    assert "LibraryError" in r.stderr and "/nonexistent/libreorder.so" in r.stderr


def test_version_mismatch_is_a_clear_error(tmp_path: Path) -> None:
    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler")
    src = tmp_path / "fake.c"
    src.write_text("unsigned reorder_version(void) { return 20000; }\n")
    fake = tmp_path / "libfake.so"
    subprocess.run([cc, "-shared", "-fPIC", str(src), "-o", str(fake)], check=True)
    r = run_import({"REORDER_LIBRARY": str(fake)})
    assert r.returncode != 0
    assert "version mismatch" in r.stderr and "20000" in r.stderr and "0.1.0" in r.stderr


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
