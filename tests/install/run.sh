#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run.sh - libseccache as a program outside the tree sees it: install the
# build into a temporary root, check what was installed and what the shared
# object exports, then build examples/gate.c and tests/install/layouts.c
# (callers of other option-struct layouts) with nothing but pkg-config and
# the installed files, and run them.
#
# Usage: run.sh MESON BUILDDIR SRCDIR
set -eu

MESON=$1
BUILD=$2
SRC=$3
ROOT=$(mktemp -d)
trap 'rm -rf "$ROOT"' EXIT
failures=0

fail() {
	echo "FAIL: $*"
	failures=$((failures + 1))
}

"$MESON" install -C "$BUILD" --destdir "$ROOT" --no-rebuild --quiet >"$ROOT/install.log" 2>&1 ||
	{ cat "$ROOT/install.log"; exit 1; }

# pkg-config, with the configured prefix moved under the temporary root.
pc=$(find "$ROOT" -name seccache.pc)
[ -n "$pc" ] || { echo "FAIL: no seccache.pc installed"; exit 1; }
export PKG_CONFIG_PATH="${pc%/*}"
prefix=$(pkg-config --variable=prefix seccache)
pkgconf() {
	pkg-config --define-variable=prefix="$ROOT$prefix" "$@" seccache
}
libdir=$(pkgconf --variable=libdir)
# The compiler's flags as pkg-config gives them, each a word of the command.
cflags=$(pkgconf --cflags)
libs=$(pkgconf --libs)
includedir=$(pkgconf --variable=includedir)
soname=libseccache.so.$(pkgconf --modversion | cut -d. -f1)

for f in "$includedir/seccache.h" "$libdir/libseccache.a" "$libdir/libseccache.so" \
	"$libdir/$soname" "$libdir/libseccache.so.$(pkgconf --modversion)" \
	"$ROOT$prefix/bin/seccache" "$ROOT$prefix/share/man/man1/seccache.1" \
	"$ROOT$prefix/share/man/man3/libseccache.3" \
	"$ROOT$prefix/share/bash-completion/completions/seccache"; do
	[ -e "$f" ] || fail "not installed: ${f#"$ROOT"}"
done
readelf -d "$libdir/libseccache.so" | grep -q "SONAME.*\[$soname\]" ||
	fail "the shared object's soname is not $soname"

# One list three ways: the header's SECCACHE_API functions, the version
# script, and what the shared object exports (all in LIBSECCACHE_0.1).
sed -n 's/^SECCACHE_API[^(]*[ *]\(seccache_[a-z0-9_]*\)(.*/\1/p' \
	"$includedir/seccache.h" | sort >"$ROOT/header"
sed -n 's/^[[:space:]]*\(seccache_[a-z0-9_]*\);$/\1/p' "$SRC/src/libseccache.map" |
	sort >"$ROOT/map"
nm -D --defined-only "$libdir/libseccache.so" | awk '$2 != "A" { print $3 }' |
	sort >"$ROOT/exported"
diff -u "$ROOT/header" "$ROOT/map" >/dev/null ||
	fail "the header and src/libseccache.map list different functions:" \
		"$(diff "$ROOT/header" "$ROOT/map" | grep '^[<>]' | tr '\n' ' ')"
sed 's/$/@@LIBSECCACHE_0.1/' "$ROOT/map" | diff -u - "$ROOT/exported" >/dev/null ||
	fail "nm -D differs from the version script:" \
		"$(sed 's/$/@@LIBSECCACHE_0.1/' "$ROOT/map" | diff - "$ROOT/exported" |
			grep '^[<>]' | tr '\n' ' ')"
# The archive's other globals stay in the library's own sc_ namespace.
nm -g --defined-only "$libdir/libseccache.a" | awk 'NF == 3 { print $3 }' |
	grep -v '^seccache_\|^sc_' | sed 's/^/FAIL: the archive defines /' >"$ROOT/stray"
[ -s "$ROOT/stray" ] && { cat "$ROOT/stray"; failures=$((failures + 1)); }

# A program outside the tree: pkg-config only, the installed shared object.
# shellcheck disable=SC2086 # $cflags and $libs are words
cc -std=c11 -Wall -Wextra -Werror $cflags -o "$ROOT/gate" \
	"$SRC/examples/gate.c" $libs -Wl,-rpath,"$libdir" ||
	fail "examples/gate.c does not build against the installed library"
if [ -x "$ROOT/gate" ]; then
	ldd "$ROOT/gate" | grep -q "$libdir/$soname" ||
		fail "gate does not run with the installed $soname"
	if [ "$(uname -m)" = x86_64 ]; then
		"$ROOT/gate" "$SRC/examples/container.json" x86_64 <"$SRC/tests/install/calls.txt" \
			>"$ROOT/gate.out" || fail "gate failed"
		diff -u "$SRC/tests/install/gate.out" "$ROOT/gate.out" || fail "gate's answers differ"
	fi
fi
# Callers built with other layouts of the options structs: release 0.1's
# (frozen in layouts.c) and a newer one's, against the installed library.
# shellcheck disable=SC2086 # $cflags and $libs are words
cc -std=c11 -Wall -Wextra -Werror $cflags -o "$ROOT/layouts" \
	"$SRC/tests/install/layouts.c" $libs -Wl,-rpath,"$libdir" ||
	fail "tests/install/layouts.c does not build against the installed library"
if [ -x "$ROOT/layouts" ] && [ "$(uname -m)" = x86_64 ]; then
	"$ROOT/layouts" "$SRC/examples/container.json" || fail "layouts"
fi
# The header stands alone in C++ too.
if command -v c++ >/dev/null; then
	# shellcheck disable=SC2086 # $cflags is words
	echo '#include <seccache.h>' | c++ -x c++ -fsyntax-only -Wall -Wextra -Werror \
		$cflags - || fail "seccache.h does not compile as C++"
fi

[ "$failures" = 0 ] && echo "install: headers, pkg-config, exports, examples/gate.c and old/new option layouts ok"
exit $((failures > 0))
