#!/bin/sh
# SPDX-License-Identifier: MIT
#
# runc.sh - seccache's runc compilation against the real runc: `runc run`
# on a busybox bundle under three profiles (Docker's default,
# examples/container.json resolved by moby for x86_64; the same for
# x86_64 alone with a rule on a uint64 argument past INT64_MAX; and
# examples/denylist.json, whose ALLOW default gets no ENOSYS stub). Each
# container's filter, read with seccache dump, must be seccache's
# compilation for runc byte for byte; where runc's stub lays out its
# arches in another order (Go's map order, random on every run), the
# program after the stub must be byte for byte libseccomp's, and the
# whole proved equivalent by seccache diff. Then calls made in the
# container (calls.c nr) must get the errno seccache eval --runtime runc
# predicts: ENOSYS from the stub for calls newer than the profile, EPERM
# and the profile's errnos for the others.
#
# Usage: runc.sh SECCACHE [SUMMARY]
# SUMMARY, if given, receives {"passed": N, "failed": N, "skipped": N}.
# Needs root, runc, busybox and a static C library; says SKIP without them.
set -u

SRC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$SRC/../.." && pwd)
SECCACHE=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SUMMARY=${2:-}
NAME=runc
# shellcheck source=report.sh
. "$SRC/report.sh"
# shellcheck source=live.sh
. "$SRC/live.sh"
start=$(date +%s.%N)

need runc

WORK=$(mktemp -d)
STATE=$WORK/state
runc_() {
	runc --root "$STATE" "$@"
}
IDS=

cleanup() {
	for id in $IDS; do
		runc_ delete -f "$id" >/dev/null 2>&1
	done
	rm -rf "$WORK"
}
trap cleanup EXIT


version=$(runc --version | sed -n 's/^runc version \([0-9.]*\).*/\1/p')
echo "runc: $(runc --version | tr '\n' ' ')"
RUNTIME=runc-$version
"$SECCACHE" syscall --arch x86_64 read >/dev/null 2>&1 || skip "seccache does not run"
"$SECCACHE" eval -q --runtime "$RUNTIME" "$ROOT/examples/minimal.json" x86_64 read \
	>/dev/null 2>"$WORK/version.err" ||
	skip "seccache does not model this runc: $(cat "$WORK/version.err")"

# One root for every bundle: busybox and calls (report.sh's rootfs);
# config.json from runc spec.
mkdir -p "$STATE"
rootfs
(cd "$WORK" && runc spec) || { fail "runc spec"; summary 0; exit 1; }
mv "$WORK/config.json" "$WORK/spec.json"

# ia32 calls need int 0x80, which some kernels (FRED, ia32_emulation=0) refuse.
IA32=
"$ROOTFS/calls" nr i20 >/dev/null 2>&1 && IA32=yes

# bundle NAME PROFILE: WORK/NAME, its config.json with PROFILE resolved as
# moby does (bundle.py), the root by absolute path (runc refuses a link).
bundle() {
	mkdir -p "$WORK/$1"
	python3 "$SRC/bundle.py" "$WORK/spec.json" "$2" "$WORK/$1/config.json" \
		"$WORK/$1.json" /bin/sleep 600 &&
		python3 -c '
import json, sys
path, root = sys.argv[1:3]
with open(path) as f:
    config = json.load(f)
config["root"] = {"path": root, "readonly": True}
with open(path, "w") as f:
    json.dump(config, f, indent=2)
' "$WORK/$1/config.json" "$ROOTFS"
}

narrow_src=$WORK/narrow-src.json
if ! { bundle docker "$ROOT/examples/container.json" &&
	narrow "$WORK/docker.json" "$narrow_src" &&
	bundle narrow "$narrow_src" &&
	bundle denylist "$ROOT/examples/denylist.json"; }; then
	fail "bundle.py"
	summary 0
	exit 1
fi

for id in docker narrow denylist; do
	IDS="$IDS $id"
	runc_ run -d -b "$WORK/$id" "$id" </dev/null >"$WORK/$id.run" 2>&1 ||
		{ fail "runc run $id: $(cat "$WORK/$id.run")"; continue; }
	pid=$(runc_ state "$id" | sed -n 's/.*"pid": *\([0-9]*\).*/\1/p')
	mkdir "$WORK/$id.dump"
	check "seccache dump of the $id container (pid $pid)" \
		"$SECCACHE" dump -q "pid:$pid" -o "$WORK/$id.dump"
	# Filters from outside (an outer sandbox's) come first; runc's is the newest.
	newest=$(tail -n 1 "$WORK/$id.dump/flags.txt" | cut -d ' ' -f 1)
	cp "$WORK/$id.dump/$newest" "$WORK/$id.live.bpf" 2>/dev/null
	compare "$id" "runc $version" "$WORK/$id.live.bpf" "$WORK/$id.json" \
		--runtime "$RUNTIME" "$WORK/$id.json"
done

# statmount 457, listmount 458, mseal 462, 1000: newer than any name of
# Docker's profile (futex_waitv 449), ENOSYS from runc's stub; reboot
# 169 EPERM; x32's statmount (0x400001c9) is below x32's newest name
# (pwritev2, 547): EPERM; x32's 548 ENOSYS.
new="457 458 462 1000 169 39"
ia32=
[ -n "$IA32" ] && ia32="i457 i88 i20"
[ -n "$IA32" ] || echo "     (no int 0x80 on this kernel: no ia32 calls)"
# shellcheck disable=SC2086 # lists of words
calls docker "runc_ exec docker" "--runtime $RUNTIME $WORK/docker.json" $new $ia32 0x400001c9 0x40000224
# fchmodat(AT_FDCWD, NULL, 0): the uint64 rule's EACCES.
# shellcheck disable=SC2086 # lists of words
calls narrow "runc_ exec narrow" "--runtime $RUNTIME $WORK/narrow.json" $new 268:0xffffffffffffff9c 268:5
# denylist's default is ALLOW: no stub; reboot EPERM by its rule.
calls denylist "runc_ exec denylist" "--runtime $RUNTIME $WORK/denylist.json" 169 167 39

echo "runc: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
summary 0
[ $failed = 0 ]
