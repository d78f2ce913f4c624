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

# One root for every bundle: busybox and calls; config.json from runc spec.
mkdir -p "$WORK/rootfs/bin" "$STATE"
cp /bin/busybox "$WORK/rootfs/bin/busybox"
ln -s busybox "$WORK/rootfs/bin/sh"
ln -s busybox "$WORK/rootfs/bin/sleep"
${CC:-cc} -static -O1 -o "$WORK/rootfs/calls" "$SRC/calls.c" 2>"$WORK/cc.err" ||
	skip "cc -static failed (no static C library?): $(head -n 3 "$WORK/cc.err")"
(cd "$WORK" && runc spec) || { fail "runc spec"; summary 0; exit 1; }
mv "$WORK/config.json" "$WORK/spec.json"

# ia32 calls need int 0x80, which some kernels (FRED, ia32_emulation=0) refuse.
IA32=
"$WORK/rootfs/calls" nr i20 >/dev/null 2>&1 && IA32=yes

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
' "$WORK/$1/config.json" "$WORK/rootfs"
}

# The resolved Docker profile for x86_64 alone, with AT_FDCWD written as a
# uint64 (18446744073709551516) in a rule of its own.
narrow() {
	python3 -c '
import json, sys
src, out = sys.argv[1:3]
with open(src) as f:
    p = json.load(f)
p["architectures"] = ["SCMP_ARCH_X86_64"]
for rule in p["syscalls"]:
    rule["names"] = [n for n in rule["names"] if n != "fchmodat"]
p["syscalls"] = [r for r in p["syscalls"] if r["names"]]
p["syscalls"].append({"names": ["fchmodat"], "action": "SCMP_ACT_ERRNO", "errnoRet": 13,
                      "args": [{"index": 0, "value": 18446744073709551516, "op": "SCMP_CMP_EQ"}]})
p["syscalls"].append({"names": ["fchmodat"], "action": "SCMP_ACT_ALLOW",
                      "args": [{"index": 0, "value": 18446744073709551516, "op": "SCMP_CMP_NE"}]})
with open(out, "w") as f:
    json.dump(p, f, indent=1)
' "$1" "$2"
}

# seccache's compilation of PROFILE as RUNTIME compiles it, as raw records.
compile() {
	"$SECCACHE" disasm -q --runtime "$1" "$2" >"$3.s" && "$SECCACHE" asm "$3.s" >"$3"
}

# compare NAME: the live filter against seccache's runc compilation.
compare() {
	live=$WORK/$1.live.bpf
	want=$WORK/$1.runc.bpf
	body=$WORK/$1.crun.bpf
	if ! compile "$RUNTIME" "$WORK/$1.json" "$want" || ! compile crun "$WORK/$1.json" "$body"; then
		fail "$1: seccache compiles the profile"
		return
	fi
	insns=$(($(stat -c %s "$want") / 8))
	stub=$((insns - $(stat -c %s "$body") / 8))
	if cmp -s "$live" "$want"; then
		ok "$1: the live filter is seccache's runc $version compilation, byte for byte" \
			"($insns instructions, $stub of stub)"
		return
	fi
	# Go's maps order the stub's arches at random: the same length, the
	# same program after it, and the same answers for every call.
	check "$1: live filter $(($(stat -c %s "$live") / 8)) instructions, seccache's $insns" \
		test "$(stat -c %s "$live")" = "$(stat -c %s "$want")"
	check "$1: after runc's $stub-instruction stub, libseccomp's program byte for byte" \
		cmp -i "0:$((stub * 8))" "$body" "$live"
	check "$1: the stub's arches in another order (Go's map order): proved equivalent" \
		"$SECCACHE" diff -q --arch x86_64 "$live" -- "$want"
}

# calls NAME SPEC...: each call's errno in the container against eval's
# (one eval --vectors: a line a call, in their order).
calls() {
	name=$1
	shift
	runc_ exec "$name" /calls nr "$@" >"$WORK/$name.calls" 2>&1
	sed 's/^/     | /' "$WORK/$name.calls"
	: >"$WORK/$name.vectors"
	for spec in "$@"; do
		abi=x86_64
		[ "${spec#i}" != "$spec" ] && abi=ia32
		echo "$abi ${spec#i}" | tr ':' ' ' >>"$WORK/$name.vectors"
	done
	"$SECCACHE" eval -q --runtime "$RUNTIME" "$WORK/$name.json" \
		--vectors "$WORK/$name.vectors" >"$WORK/$name.eval" 2>&1 ||
		{ fail "$name: seccache eval: $(cat "$WORK/$name.eval")"; return; }
	same=0
	compared=0
	i=0
	for spec in "$@"; do
		i=$((i + 1))
		want=$(sed -n "${i}p" "$WORK/$name.eval")
		got=$(grep "^$spec " "$WORK/$name.calls" | sed -n 's/.*= -1 errno \([0-9]*\).*/\1/p')
		case $want in
		ERRNO\(*\))
			compared=$((compared + 1))
			if [ "$got" = "$(echo "$want" | tr -dc 0-9)" ]; then
				same=$((same + 1))
			else
				echo "     $name: $spec: seccache eval says $want, the container errno ${got:-none}"
			fi ;;
		esac
	done
	if [ "$compared" -gt 0 ] && [ "$same" = "$compared" ]; then
		ok "$name: $compared calls get the errno seccache eval --runtime $RUNTIME predicts"
	else
		fail "$name: $same of $compared calls get the errno seccache predicts"
	fi
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
	compare "$id"
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
calls docker $new $ia32 0x400001c9 0x40000224
# fchmodat(AT_FDCWD, NULL, 0): the uint64 rule's EACCES.
# shellcheck disable=SC2086 # lists of words
calls narrow $new 268:0xffffffffffffff9c 268:5
# denylist's default is ALLOW: no stub; reboot EPERM by its rule.
calls denylist 169 167 39

echo "runc: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
summary 0
[ $failed = 0 ]
