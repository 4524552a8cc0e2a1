#!/usr/bin/env bash
# libreorder.so must load on a host without a Swift toolchain: it may need
# only the C/C++ runtime, must carry the major-versioned SONAME, and must not
# point its RUNPATH into the toolchain that built it.
# Usage: check_linkage.sh path/to/libreorder.so expected-soname
#   (the Makefile passes libreorder.so.$(REORDER_MAJOR), the major version
#   read from include/reorder.h: libreorder.so.1 for 1.x)
set -euo pipefail
lib=$1 soname=$2
dyn=$(readelf -d "$lib")
fail=0

needed=$(sed -nE 's/.*\(NEEDED\).*\[(.*)\]/\1/p' <<<"$dyn")
for n in $needed; do
  case $n in
    libc.so.* | libm.so.* | libstdc++.so.* | libgcc_s.so.* | ld-linux*.so.*) ;;
    *) echo "FAIL: unexpected dependency $n (is -static-stdlib in effect?)"; fail=1 ;;
  esac
done

got=$(sed -nE 's/.*\(SONAME\).*\[(.*)\]/\1/p' <<<"$dyn")
[ "$got" = "$soname" ] || { echo "FAIL: SONAME is '$got', expected '$soname'"; fail=1; }

rpath=$(sed -nE 's/.*\((RUNPATH|RPATH)\).*\[(.*)\]/\2/p' <<<"$dyn")
case $rpath in
  *swift* | */opt/* | */usr/lib/swift*)
    echo "FAIL: RUNPATH '$rpath' points into the toolchain"; fail=1 ;;
esac

[ $fail = 0 ] && echo "linkage ok: needs $(echo $needed), SONAME $got, RUNPATH '${rpath}'"
exit $fail
