#!/usr/bin/env bash
# The library's exported symbols must be exactly the functions declared in
# the public header -- a missing one is a link error waiting for a host, an
# extra one is API nobody documented (or a leaked Swift/runtime symbol) --
# and each must carry a symbol version: the default version (name@@node) of
# a node LIBREORDER_<major>.<minor> of this major version, no newer than the
# header's own version. A host linked against it then records which release
# each function came from, and a library too old for the host fails to load
# naming the missing node instead of failing at the first call.
# Usage: check_exports.sh path/to/reorder.h path/to/libreorder.so
set -euo pipefail
header=$1 lib=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# Let the C compiler list the header's prototypes (-aux-info), rather than
# grepping text that may hold comments, macros or multi-line declarations.
# Lines look like: /* include/reorder.h:66:NC */ extern unsigned int reorder_version (void);
gcc -std=c89 -fsyntax-only -aux-info "$tmp/aux" -x c "$header"
grep -F "$(basename "$header"):" "$tmp/aux" |
  sed -E 's/^.*[ *]([A-Za-z_][A-Za-z0-9_]*) \(.*$/\1/' | sort -u >"$tmp/header"

major=$(sed -nE 's/^#define REORDER_VERSION_MAJOR ([0-9]+).*/\1/p' "$header")
minor=$(sed -nE 's/^#define REORDER_VERSION_MINOR ([0-9]+).*/\1/p' "$header")
[ -n "$major" ] && [ -n "$minor" ] || { echo "FAIL: no REORDER_VERSION_MAJOR/MINOR in $header"; exit 1; }

# Every defined dynamic symbol with its version: "address type name@@node"
# (the default version), "name@node" (a hidden, non-default one) or a bare
# name (unversioned). Linker-defined symbols are not API; nor is a version
# node's own definition, an absolute (A) symbol named after the node.
nm -D --defined-only --with-symbol-versions "$lib" >"$tmp/nm"
awk '{print $2, $NF}' "$tmp/nm" |
  awk '{ split($2, p, "@"); name = p[1]; ver = substr($2, length(name) + 1) }
       $1 == "A" && (ver == "" || ver == "@@" name || ver == "@" name) { next }
       name ~ /^(_init|_fini|__bss_start|_edata|_end)$/ { next }
       { print $1, name, ver }' >"$tmp/syms"

# Each symbol: a function (T), in a node of this major version, by default.
while read -r type name ver; do
  if [ "$type" != T ]; then
    echo "FAIL: $name is exported as type $type, not a function (T)"; fail=1
  fi
  case $ver in
    @@LIBREORDER_*) node=${ver#@@} ;;
    @LIBREORDER_*) echo "FAIL: $name$ver is not the default version (@@)"; fail=1; continue ;;
    "") echo "FAIL: $name is exported without a symbol version"; fail=1; continue ;;
    *) echo "FAIL: $name$ver is in a version node not named LIBREORDER_x.y"; fail=1; continue ;;
  esac
  if [[ ! $node =~ ^LIBREORDER_([0-9]+)\.([0-9]+)$ ]]; then
    echo "FAIL: $name@@$node: the node is not LIBREORDER_<major>.<minor>"; fail=1
  elif [ "${BASH_REMATCH[1]}" != "$major" ]; then
    echo "FAIL: $name@@$node: a node of major version ${BASH_REMATCH[1]}, the header is $major"
    fail=1
  elif [ "${BASH_REMATCH[2]}" -gt "$minor" ]; then
    echo "FAIL: $name@@$node: newer than the header's $major.$minor"; fail=1
  fi
done <"$tmp/syms"

awk '{print $2}' "$tmp/syms" | sort -u >"$tmp/lib"
if ! diff -u --label "declared in $header" --label "exported by $lib" \
  "$tmp/header" "$tmp/lib"; then
  echo "FAIL: exported symbols differ from the header's functions (see diff above)"
  fail=1
fi

if [ $fail = 0 ]; then
  nodes=$(awk '{print $3}' "$tmp/syms" | sed 's/^@@//' | sort | uniq -c |
    awk '{printf "%s%s (%s)", sep, $2, $1; sep = ", "}')
  echo "exports ok: $(wc -l <"$tmp/lib") functions, same as the header, versioned: $nodes"
fi
exit $fail
