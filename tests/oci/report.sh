# shellcheck shell=sh
# SPDX-License-Identifier: MIT
#
# report.sh - what tests/oci/run.sh (crun), tests/oci/runc.sh (runc) and
# tests/oci/engines.sh (podman, Docker) share: their counts, their verdict
# lines, their summary, what they need to run and the root file system
# their containers run. Sourced, after the script sets NAME (its name in
# the lines), SUMMARY (a file for {"passed": N, "failed": N, "skipped":
# N}, or empty), SRC (tests/oci) and, before check and rootfs, WORK (its
# scratch directory).
passed=0
failed=0

summary() {
	[ -n "$SUMMARY" ] && printf '{"passed": %d, "failed": %d, "skipped": %d}\n' \
		"$passed" "$failed" "$1" >"$SUMMARY"
	echo "$NAME: $passed passed, $failed failed, $1 skipped"
}

skip() {
	echo "SKIP $NAME: $*"
	summary 1
	exit 0
}

ok() {
	passed=$((passed + 1))
	echo "ok   $*"
}

fail() {
	failed=$((failed + 1))
	echo "FAIL $*"
}

# need WHO [COMMAND...]: SKIP unless root, the COMMANDs (WHO alone if
# none: the runtime) and busybox are there, on x86_64.
need() {
	who=$1
	[ $# -gt 1 ] && shift
	[ "$(id -u)" = 0 ] || skip "not root ($who needs it)"
	for command in "$@"; do
		package=$command
		[ "$command" = unshare ] && package=util-linux
		command -v "$command" >/dev/null || skip "no $command (apt-get install $package)"
	done
	[ -x /bin/busybox ] || skip "no /bin/busybox (apt-get install busybox-static)"
	[ "$(uname -m)" = x86_64 ] || skip "the calls and the profile's resolution are x86_64's"
}

# rootfs: ROOTFS, the containers' root file system (busybox as sh and
# sleep, calls.c built static), and ROOTFS.tar, the same for podman and
# docker import. In SECCACHE_OCI_ROOT if set (make check-oci: one root
# for run.sh, runc.sh and engines.sh, built by the first of them and
# again only when calls.c or busybox is newer), else in WORK. SKIP
# without a static C library.
rootfs() {
	ROOTFS=${SECCACHE_OCI_ROOT:-$WORK/rootfs}
	mkdir -p "$(dirname "$ROOTFS")"
	ROOTFS=$(cd "$(dirname "$ROOTFS")" && pwd)/$(basename "$ROOTFS")
	[ -x "$ROOTFS/calls" ] && [ -f "$ROOTFS.tar" ] &&
		[ -z "$(find -L "$SRC/calls.c" /bin/busybox -newer "$ROOTFS.tar")" ] && return
	rm -rf "$ROOTFS" "$ROOTFS.tar"
	mkdir -p "$ROOTFS/bin"
	cp /bin/busybox "$ROOTFS/bin/busybox"
	ln -s busybox "$ROOTFS/bin/sh"
	ln -s busybox "$ROOTFS/bin/sleep"
	if ! ${CC:-cc} -static -O1 -o "$ROOTFS/calls" "$SRC/calls.c" 2>"$WORK/cc.err"; then
		rm -rf "$ROOTFS"
		skip "cc -static failed (no static C library?): $(head -n 3 "$WORK/cc.err")"
	fi
	# Before any runtime made its mount points in it.
	tar -C "$ROOTFS" -cf "$ROOTFS.tar.new" . && mv "$ROOTFS.tar.new" "$ROOTFS.tar"
}

# check TEXT COMMAND...: COMMAND exits 0.
check() {
	text=$1
	shift
	if "$@" >"$WORK/check.out" 2>&1; then ok "$text"; else fail "$text"; cat "$WORK/check.out"; fi
}
