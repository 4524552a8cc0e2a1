#!/usr/bin/env bash
# The library's exported symbols must be exactly the functions declared in
# the public header: a missing one is a link error waiting for a host, an
# extra one is API nobody documented (or a leaked Swift/runtime symbol).
# Usage: check_exports.sh path/to/reorder.h path/to/libreorder.so
set -euo pipefail
header=$1 lib=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Let the C compiler list the header's prototypes (-aux-info), rather than
# grepping text that may hold comments, macros or multi-line declarations.
# Lines look like: /* include/reorder.h:66:NC */ extern unsigned int reorder_version (void);
gcc -std=c89 -fsyntax-only -aux-info "$tmp/aux" -x c "$header"
grep -F "$(basename "$header"):" "$tmp/aux" |
  sed -E 's/^.*[ *]([A-Za-z_][A-Za-z0-9_]*) \(.*$/\1/' | sort -u >"$tmp/header"

# Linker-defined symbols are not API; anything else the .so defines counts.
nm -D --defined-only "$lib" >"$tmp/nm"
awk '{print $NF}' "$tmp/nm" | sed 's/@.*//' |
  { grep -vxE '_init|_fini|__bss_start|_edata|_end' || true; } | sort -u >"$tmp/lib"

if diff -u --label "declared in $header" --label "exported by $lib" \
  "$tmp/header" "$tmp/lib"; then
  echo "exports ok: $(wc -l <"$tmp/lib") functions, same as the header"
else
  echo "FAIL: exported symbols differ from the header's functions (see diff above)"
  exit 1
fi
