#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run.sh - the Debian packages as a user of them sees them: build them from
# the tree (scripts/deb, in a temporary directory outside it, without the
# test suite: DEB_BUILD_OPTIONS=nocheck), install them with dpkg -i, check
# which package owns what, build examples/gate.c with pkg-config against
# them and run it, run /usr/bin/seccache report on examples/container.json,
# then purge them and check that nothing of them is left.
#
# It installs into the system, so it needs root, and it refuses to touch a
# seccache installed otherwise (these packages, or meson install into
# /usr/local, say): then it says what it found and is skipped.
#
# Usage: tests/deb/run.sh [SUMMARY.json]
# Prints one line "deb: N passed, N failed" (or "deb: skipped: why") and
# writes the same counts to SUMMARY.json for scripts/check-summary; exits 1
# on any failure.
set -eu

SRC=$(cd "$(dirname "$0")/../.." && pwd)
SUMMARY=${1-}
PKGS="libseccache0 libseccache-dev seccache"
passed=0
failed=0
start=$(date +%s)
TMP=""
installed=0

summary() { # passed failed skipped
	[ -z "$SUMMARY" ] ||
		printf '{"passed": %d, "failed": %d, "skipped": %d}\n' "$1" "$2" "$3" >"$SUMMARY"
}
skip() {
	echo "deb: skipped: $*"
	summary 0 0 1
	exit 0
}
pass() { passed=$((passed + 1)); }
fail() {
	echo "FAIL: deb: $*"
	failed=$((failed + 1))
}
finish() {
	echo "deb: $passed passed, $failed failed ($(($(date +%s) - start)) s${built:+, $built})"
	summary "$passed" "$failed" 0
	exit $((failed > 0))
}
# shellcheck disable=SC2317 # run by the EXIT trap
cleanup() {
	# A run that stopped half way still leaves the system as it found it.
	if [ "$installed" = 1 ]; then
		# shellcheck disable=SC2086 # $PKGS is package names, one a word
		dpkg --purge $PKGS >/dev/null 2>&1 || true
	fi
	[ -z "$TMP" ] || rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

status() { # the dpkg status of package $1: installed, config-files, ... or not-installed
	dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null || echo not-installed
}

[ -z "$SUMMARY" ] || rm -f "$SUMMARY"
[ "$(id -u)" = 0 ] || skip "dpkg -i needs root"
for tool in dpkg-buildpackage dh dpkg-architecture cc pkg-config; do
	command -v "$tool" >/dev/null ||
		{ fail "$tool is missing: scripts/install-deps installs it"; finish; }
done

# Someone else's seccache: leave it alone.
for p in $PKGS; do
	s=$(status "$p")
	[ "$s" = not-installed ] ||
		skip "package $p is $s ($(dpkg-query -W -f='${Version}' "$p")); remove it to run this test"
done
TRIPLET=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
LIBDIR=/usr/lib/$TRIPLET
found=""
for f in /usr/bin/seccache /usr/local/bin/seccache /usr/include/seccache.h \
	/usr/local/include/seccache.h "$LIBDIR/libseccache.so.0" "$LIBDIR/pkgconfig/seccache.pc"; do
	[ -e "$f" ] && found="$found $f"
done
cmd=$(command -v seccache || true)
[ -z "$cmd" ] || found="$found $cmd"
ldconfig -p | grep -q 'libseccache\.so' && found="$found $(ldconfig -p | awk '/libseccache\.so/ { print $NF; exit }')"
env -u PKG_CONFIG_PATH pkg-config --exists seccache &&
	found="$found $(env -u PKG_CONFIG_PATH pkg-config --variable=pcfiledir seccache)/seccache.pc"
[ -z "$found" ] || skip "seccache is installed otherwise:$found; this test would shadow or remove it"

TMP=$(mktemp -d "${TMPDIR:-/tmp}/seccache-deb.XXXXXX")
# What a package build leaves in its tree; none of it may appear in this
# one (files edited meanwhile are not this test's business).
artifacts() {
	(cd "$SRC" && ls -d debian/.debhelper debian/files debian/tmp debian/debhelper-build-stamp \
		debian/*.substvars debian/libseccache0 debian/libseccache-dev debian/seccache \
		obj-* ../seccache_* 2>/dev/null) || true
}
artifacts >"$TMP/artifacts.before"

# Build. make check's budget: no test suite, two jobs.
t0=$(date +%s)
if DEB_BUILD_OPTIONS="nocheck parallel=2" DEB_BUILD_PROFILES=nocheck \
	"$SRC/scripts/deb" "$TMP/out" >"$TMP/deb.log" 2>&1; then
	pass
else
	cat "$TMP/deb.log"
	fail "the packages do not build (scripts/deb)"
	finish
fi
built="built in $(($(date +%s) - t0)) s"
artifacts | diff "$TMP/artifacts.before" - >/dev/null ||
	fail "building the packages left files in the tree: $(artifacts | tr '\n' ' ')"

# Install the three (not the -dbgsym packages).
debs=""
for p in $PKGS; do
	deb=$(ls "$TMP/out/${p}"_*.deb 2>/dev/null || true)
	[ -n "$deb" ] || { fail "no $p package was built"; finish; }
	debs="$debs $deb"
done
installed=1
# shellcheck disable=SC2086 # $debs is paths without spaces, one a word
if dpkg -i $debs >"$TMP/dpkg.log" 2>&1; then
	pass
else
	cat "$TMP/dpkg.log"
	fail "dpkg -i failed"
	finish
fi

# Which package owns what. The whole list, kept for after the purge.
missing=""
while read -r pkg path; do
	owner=$(dpkg-query -S "$path" 2>/dev/null | sed 's/: .*//; s/:.*//') || true
	[ "$owner" = "$pkg" ] || missing="$missing $path (${owner:-no package}, not $pkg)"
done <<EOF
libseccache0 $LIBDIR/libseccache.so.0
libseccache0 $LIBDIR/libseccache.so.0.1.0
libseccache0 /usr/share/doc/libseccache0/copyright
libseccache-dev $LIBDIR/libseccache.so
libseccache-dev $LIBDIR/libseccache.a
libseccache-dev $LIBDIR/pkgconfig/seccache.pc
libseccache-dev /usr/include/seccache.h
libseccache-dev /usr/share/man/man3/libseccache.3.gz
seccache /usr/bin/seccache
seccache /usr/share/man/man1/seccache.1.gz
seccache /usr/share/bash-completion/completions/seccache
EOF
if [ -z "$missing" ]; then pass; else fail "files not where they belong:$missing"; fi
# shellcheck disable=SC2086 # $PKGS is package names, one a word
dpkg-query -L $PKGS | sort -u >"$TMP/files"

# A program outside the tree: pkg-config and the installed files alone.
version=$(dpkg-query -W -f='${Version}' libseccache-dev)
version=${version%%-*} # the release: seccache.pc's, the command's
pc() { env -u PKG_CONFIG_PATH -u PKG_CONFIG_LIBDIR pkg-config "$@" seccache; }
cflags=$(pc --cflags 2>&1) || true
libs=$(pc --libs 2>&1) || true
# shellcheck disable=SC2086 # the flags are words
if [ "$(pc --modversion 2>&1)" = "$version" ] &&
	cc -std=c11 -Wall -Wextra -Werror $cflags -o "$TMP/gate" "$SRC/examples/gate.c" $libs \
		2>"$TMP/cc.log"; then
	pass
	# /lib is /usr/lib on Debian 12: compare the files, not the names.
	so=$(ldd "$TMP/gate" | awk '$1 == "libseccache.so.0" { print $3 }')
	if [ -n "$so" ] && [ "$(readlink -f "$so")" = "$(readlink -f "$LIBDIR/libseccache.so.0")" ]; then
		pass
	else
		fail "gate does not run with $LIBDIR/libseccache.so.0: ${so:-no libseccache.so.0}"
	fi
	if [ "$(uname -m)" = x86_64 ]; then
		if "$TMP/gate" "$SRC/examples/container.json" x86_64 <"$SRC/tests/install/calls.txt" \
			>"$TMP/gate.out" && diff -u "$SRC/tests/install/gate.out" "$TMP/gate.out"; then
			pass
		else
			fail "gate's answers differ from tests/install/gate.out"
		fi
	fi
else
	cat "$TMP/cc.log" 2>/dev/null || true
	fail "examples/gate.c does not build with pkg-config seccache ($(pc --modversion 2>&1))"
fi

# The command, on a profile the repository ships.
if (cd "$SRC" && /usr/bin/seccache report examples/container.json) \
	>"$TMP/report" 2>"$TMP/report.err" && head -n 1 "$TMP/report" | grep -q '^seccache report: ' &&
	[ "$(/usr/bin/seccache --version)" = "seccache $version" ]; then
	pass
else
	cat "$TMP/report.err"
	fail "/usr/bin/seccache report examples/container.json: $(head -n 1 "$TMP/report")"
fi
# The tree's own build, when make check made one, says the same.
if [ -x "$SRC/build/tools/seccache" ]; then
	if (cd "$SRC" && build/tools/seccache report examples/container.json 2>/dev/null) |
		diff -u - "$TMP/report" >/dev/null; then
		pass
	else
		fail "/usr/bin/seccache's report differs from build/tools/seccache's"
	fi
fi
if bash -c '. /usr/share/bash-completion/completions/seccache && complete -p seccache' \
	>/dev/null 2>&1; then
	pass
else
	fail "the bash completion does not define seccache's"
fi

# Purge, and nothing is left: no package, no file, no library, no .pc.
installed=0
# shellcheck disable=SC2086 # $PKGS is package names, one a word
if dpkg --purge $PKGS >"$TMP/purge.log" 2>&1; then
	left=""
	for p in $PKGS; do
		s=$(status "$p")
		[ "$s" = not-installed ] || left="$left $p ($s)"
	done
	while read -r f; do
		[ -d "$f" ] || { [ ! -e "$f" ] && [ ! -L "$f" ]; } || left="$left $f"
	done <"$TMP/files"
	for p in $PKGS; do
		[ ! -e "/usr/share/doc/$p" ] || left="$left /usr/share/doc/$p"
	done
	ldconfig -p | grep -q 'libseccache\.so' && left="$left (ldconfig -p: libseccache)"
	pc --exists 2>/dev/null && left="$left (pkg-config: seccache)"
	if [ -z "$left" ]; then pass; else fail "left after dpkg --purge:$left"; fi
else
	cat "$TMP/purge.log"
	fail "dpkg --purge failed"
	installed=1
fi
finish
