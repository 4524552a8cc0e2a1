"""Instructions per operation from the callgrind dumps of `bench --ir`.

bench.c dumps once per measured operation, with the trigger
"bench|<operation>/<implementation>|<n>|<operations counted>"; this reads
every dump in the folder given and prints one row per operation and n, one
column per implementation (Ir per operation) and the ratios to libreorder.
Run by `make bench-ir`; stdlib only.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

IMPLS = ["libreorder", "seeds arrays", "GSequence", "GListStore"]
SHORT = {"seeds arrays": "seeds", "GSequence": "GSeq", "GListStore": "GLS"}
TRIGGER = re.compile(r"^desc: Trigger: Client Request: bench\|(.+)/(.+)\|(\d+)\|(\d+)$")


def n_label(n: int) -> str:
    e = len(str(n)) - 1
    return f"10^{e}" if n == 10**e and e > 0 else str(n)


def ir_label(x: float) -> str:
    if x >= 1e6:
        return f"{x / 1e6:.2f} M"
    if x >= 1e4:
        return f"{x / 1e3:.1f} k"
    return f"{x:.0f}"


def main() -> None:
    folder = Path(sys.argv[1])
    found: dict[tuple[str, int], dict[str, float]] = {}
    order: list[str] = []
    for path in sorted(folder.glob("cg.out.*"), key=lambda p: int(p.suffix[1:])):
        key = None
        total = None
        for line in path.read_text(errors="replace").splitlines():
            m = TRIGGER.match(line)
            if m:
                key = m.groups()
            elif line.startswith("totals:") or (total is None and line.startswith("summary:")):
                total = int(line.split()[1])
        if key is None or total is None:
            continue
        op, impl, n, count = key[0], key[1], int(key[2]), int(key[3])
        if op not in order:
            order.append(op)
        found.setdefault((op, int(n)), {})[impl] = total / max(count, 1)
    if not found:
        sys.exit(f"no bench dumps in {folder}")
    sizes = sorted({n for _, n in found})
    print("Instructions per operation (callgrind Ir; the measured calls only, warm)")
    head = f"  {'operation':26s} {'n':>5s}" + "".join(f" {i:>13s}" for i in IMPLS)
    head += "".join(f"  {'lib/' + SHORT[i]:>11s}" for i in IMPLS[1:])
    print(head)
    for op in order:
        for n in sizes:
            row = found.get((op, n))
            if row is None:
                continue
            line = f"  {op:26s} {n_label(n):>5s}"
            line += "".join(f" {ir_label(row[i]) if i in row else '-':>13s}" for i in IMPLS)
            lib = row.get("libreorder")
            for i in IMPLS[1:]:
                ratio = f"{lib / row[i]:.2f}x" if lib is not None and row.get(i) else "-"
                line += f"  {ratio:>11s}"
            print(line)
    print("  (moves are there-and-back pairs, per move; bulk load is per load;")
    print("   long drag rows are the stepping pointer events of those windows)")


if __name__ == "__main__":
    main()
