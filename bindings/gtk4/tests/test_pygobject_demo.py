#!/usr/bin/env python3
"""The PyGObject demo (bindings/gtk4/demo/pygobject_demo.py) under Xvfb, driven by xdotool.

The demo uses the library through the typelib only; each check opens one
seed's page in its own X server and drives it with real pointer input:
  all  every page starts with its seed's items (bindings/seeds/seeds.json),
       in order, the shown page's rows as high as the seed says
  000  a long-press drag reorders (a mid-drag screenshot shows the lifted row
       under the pointer); across the sections the rows exchange places;
       clicks with and without Shift / Ctrl select rows and a long press on a
       selected row drags the selection
  001  a press off the grip lifts nothing; the grip, on the left, drags and
       the locked section keeps its rows
  003  the pinned first channel stays first
  004  a click moves a channel into the one-item section (capacity 1), its
       item displaced; the move is announced; another page shows its hint

The checks the C demo's test runs too are in bindings/testing/xdemo.py.

    test_pygobject_demo.py DEMO.py   (make demo-pygobject-test; DEMO.py runs
                                      with this python, GI_TYPELIB_PATH set)

A plain python3 script (Debian's python3 has python3-gi, not pytest): each
check is a function; exit status 1 when one fails. Timings are never
asserted: lines are awaited with generous timeouts.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import traceback
from pathlib import Path
from typing import Callable

sys.dont_write_bytecode = True  # run as a script: no __pycache__ left beside xdemo.py
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "testing"))
from xdemo import (  # noqa: E402  (bindings/testing, shared with the other drivers)
    SeedPageDemo, check_exchange_across_sections, check_long_press_drag,
    check_grip_only_and_locked, check_pinned_stays_first, check_select_and_drag_a_selection,
    check_starts_as_seeded, check_tap_features, seed_keys)

DEMO = ""


class Demo(SeedPageDemo):
    """One seed's page; stopping it fails on GTK's or the widget's complaints, or a traceback."""

    def __init__(self, tmp: Path, seed: str) -> None:
        self.tmp = tmp
        super().__init__([sys.executable, DEMO, "--seed", seed, "--exit-after", "90"], tmp, seed,
                         "libreorder PyGObject demo", env=dict(PYTHONDONTWRITEBYTECODE="1"))

    def stop(self) -> list[str]:
        last = super().stop()
        assert not self.complaints(), self.complaints()
        return last


def drag_and_exchange(demo: Demo) -> None:
    check_long_press_drag(demo, demo.tmp / "shot.png")
    check_exchange_across_sections(demo)  # the keyboard, in the list since the drag


def on_page(seed: str, check: Callable[[Demo], object]) -> Callable[[Path], None]:
    """check run on a demo started on seed's page, and stopped (its output checked) after."""
    def run(tmp: Path) -> None:
        demo = Demo(tmp, seed)
        try:
            check(demo)
        finally:
            demo.stop()
    run.__name__ = f"{seed} {check.__name__}"
    return run


CHECKS = [*(on_page(seed, check_starts_as_seeded) for seed in seed_keys()),
          on_page("000", drag_and_exchange), on_page("000", check_select_and_drag_a_selection),
          on_page("001", check_grip_only_and_locked),
          on_page("003", check_pinned_stays_first), on_page("004", check_tap_features)]


def main() -> int:
    global DEMO
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    DEMO = sys.argv[1]
    for tool in ("xvfb-run", "xauth", "xdotool", "import", "convert"):
        if shutil.which(tool) is None:
            print(f"test_pygobject_demo: {tool} is missing", file=sys.stderr)
            return 1
    failed = 0
    for check in CHECKS:
        with tempfile.TemporaryDirectory() as tmpdir:
            try:
                check(Path(tmpdir))
                print(f"ok {check.__name__}", flush=True)
            except Exception:  # noqa: BLE001  (report every check)
                failed += 1
                print(f"FAIL {check.__name__}", flush=True)
                traceback.print_exc()
    print(f"{len(CHECKS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
