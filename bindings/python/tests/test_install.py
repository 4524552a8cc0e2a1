"""`pip install ./bindings/python` gives a working, self-contained package."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import PY_DIR

import reorder


@pytest.mark.slow
def test_pip_install_into_a_fresh_venv(tmp_path: Path) -> None:
    assert (PY_DIR / "reorder" / "libreorder.so").exists(), "no library in the package: make python-package"
    start = time.perf_counter()
    # Install from a copy: an in-tree setuptools build would leave build/
    # and *.egg-info in the source folder.
    src = tmp_path / "src"
    shutil.copytree(PY_DIR, src, symlinks=True, ignore=shutil.ignore_patterns("tests", "__pycache__", "build", "*.egg-info", ".pytest_cache"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=60)
    py = venv / "bin" / "python"
    # pip's default isolated build fetches setuptools and wheel from PyPI;
    # when the fresh venv already has both, build offline with them instead.
    have_setuptools = subprocess.run([str(py), "-c", "import setuptools, wheel"], capture_output=True).returncode == 0
    flags = ["--no-build-isolation", "--no-index"] if have_setuptools else []
    subprocess.run(
        [str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *flags, str(src)],
        check=True, timeout=120,
    )
    env = {k: v for k, v in os.environ.items() if k not in ("REORDER_LIBRARY", "PYTHONPATH")}
    code = (
        "import reorder, pathlib\n"
        "p = pathlib.Path(reorder.library_path)\n"
        "assert p.parent == pathlib.Path(reorder.__file__).parent, p\n"
        "assert (p.parent / 'py.typed').exists()\n"
        "with reorder.Engine(reorder.Options(cross_extent=100)) as e:\n"
        "    e.insert_section(0)\n"
        "    e.load_section(0, [1, 2, 3], [10, 10, 10])\n"
        "    log = []\n"
        "    e.on_event(log.append)\n"
        "    e.move(1, (0, 2))\n"
        "    assert e.export(0) == [2, 3, 1], e.export(0)\n"
        "    assert log[0].type == reorder.EventType.MOVE\n"
        "print('site-packages' in str(p), reorder.version_string())\n"
    )
    r = subprocess.run([str(py), "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["True", reorder.__version__]
    print(f"\npip install + use: {time.perf_counter() - start:.1f} s")
