#!/usr/bin/env bash
# Checks a `make install` tree as a host would use it: the library with its
# SONAME links, the header, and a reorder.pc that pkg-config resolves into
# that tree; then builds and runs install_smoke.c from pkg-config's flags.
# Usage: install_check.sh DESTDIR LIBDIR INCLUDEDIR VERSION [CC]
#   (LIBDIR and INCLUDEDIR as passed to make install, without DESTDIR)
set -euo pipefail
destdir=$1 libdir=$2 includedir=$3 version=$4 cc=${5:-gcc}
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
major=${version%%.*}
lib=$destdir$libdir
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# The real file plus the two links ldconfig / the linker expect.
[ -f "$lib/libreorder.so.$version" ] && [ ! -L "$lib/libreorder.so.$version" ] ||
  bad "$lib/libreorder.so.$version is not a regular file"
[ "$(readlink "$lib/libreorder.so.$major" || true)" = "libreorder.so.$version" ] ||
  bad "libreorder.so.$major does not link to libreorder.so.$version"
[ "$(readlink "$lib/libreorder.so" || true)" = "libreorder.so.$major" ] ||
  bad "libreorder.so does not link to libreorder.so.$major"
soname=$(readelf -d "$lib/libreorder.so.$version" | sed -nE 's/.*\(SONAME\).*\[(.*)\]/\1/p')
[ "$soname" = "libreorder.so.$major" ] || bad "SONAME is '$soname', expected libreorder.so.$major"
cmp -s "$destdir$includedir/reorder.h" "$top/include/reorder.h" ||
  bad "installed reorder.h differs from include/reorder.h"

# pkg-config sees only this tree (PKG_CONFIG_LIBDIR empties the system path);
# the sysroot maps the .pc's paths into DESTDIR. ALLOW_SYSTEM_* keeps
# -I/usr/include and -L/usr/lib, which pkg-config would otherwise drop before
# the sysroot is prepended (PREFIX=/usr).
export PKG_CONFIG_LIBDIR="$lib/pkgconfig" PKG_CONFIG_PATH= PKG_CONFIG_SYSROOT_DIR="$destdir"
export PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 PKG_CONFIG_ALLOW_SYSTEM_LIBS=1
pkg-config --validate reorder || bad "pkg-config --validate reorder"
got=$(pkg-config --modversion reorder) || got=
[ "$got" = "$version" ] || bad "pkg-config --modversion reorder is '$got', expected $version"
flags=$(pkg-config --cflags --libs reorder)
echo "pkg-config --cflags --libs reorder: $flags"
case $flags in *"-I$destdir$includedir"*"-L$lib"*"-lreorder"* | *"-L$lib"*"-lreorder"*"-I$destdir$includedir"*) ;;
  *) bad "pkg-config flags do not point into $destdir" ;;
esac

# Build and run a host from those flags alone; it must load the installed copy.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck disable=SC2086 # flags are a word list on purpose
"$cc" -std=c89 -Wall -Wextra -Werror -pedantic "$here/install_smoke.c" $flags -o "$tmp/smoke" ||
  bad "install_smoke.c does not build from pkg-config's flags"
if [ -x "$tmp/smoke" ]; then
  resolved=$(LD_LIBRARY_PATH="$lib" ldd "$tmp/smoke" | awk '/libreorder/ {print $3}')
  [ "$resolved" = "$lib/libreorder.so.$major" ] ||
    bad "the host loads '$resolved', not $lib/libreorder.so.$major"
  LD_LIBRARY_PATH="$lib" "$tmp/smoke" || bad "install_smoke failed"
fi

[ $fail = 0 ] && echo "install ok: $libdir/libreorder.so.$version (+ .so.$major, .so), $includedir/reorder.h, $libdir/pkgconfig/reorder.pc"
exit $fail
