#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run.sh - seccache oci against crun: an OCI bundle of busybox and calls.c
# under Docker's default profile (examples/container.json, resolved as moby
# resolves it for an unprivileged x86_64 container), and a copy of it that
# seccache oci rewrote. Both run under crun: each container's filter is
# dumped with seccache dump (the rewritten one must be the program oci
# wrote, byte for byte; the original one what seccache compiles), and the
# calls of calls.c, the one the profile kills among them, must answer the
# same under both.
#
# Usage: run.sh SECCACHE [SUMMARY]
# SUMMARY, if given, receives {"passed": N, "failed": N, "skipped": N}.
# Needs root, crun, busybox and a static C library; says SKIP without them.
set -u

SRC=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$SRC/../.." && pwd)
SECCACHE=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SUMMARY=${2:-}
KEY=run.oci.seccomp_bpf_data
NAME=oci
# shellcheck source=report.sh
. "$SRC/report.sh"
start=$(date +%s.%N)

need crun

# crun 1.8 refuses a hybrid cgroup tree whose v2 side has controllers:
# in a private mount namespace, /sys/fs/cgroup is the v2 tree alone. The
# containers join no cgroup (--cgroup-manager=disabled) either way.
if [ -z "${SECCACHE_OCI_NS:-}" ] && [ "$(stat -fc %T /sys/fs/cgroup)" != cgroup2fs ] &&
	[ -n "$(cat /sys/fs/cgroup/unified/cgroup.controllers 2>/dev/null)" ]; then
	# shellcheck disable=SC2016 # "$0" "$@" are the inner shell's
	SECCACHE_OCI_NS=1 exec unshare -m sh -c \
		'mount --make-rprivate / && mount -t cgroup2 none /sys/fs/cgroup && exec "$0" "$@"' \
		"$0" "$@"
fi

WORK=$(mktemp -d)
STATE=$WORK/state
crun_() {
	crun --root "$STATE" --cgroup-manager=disabled "$@"
}

cleanup() {
	for id in orig opt; do
		crun_ delete -f "$id" >/dev/null 2>&1
	done
	rm -rf "$WORK"
}
trap cleanup EXIT


# The bundles: one root (busybox, calls: report.sh's rootfs), config.json
# from crun spec.
mkdir -p "$WORK/orig" "$STATE"
rootfs
(cd "$WORK/orig" && crun spec) || { fail "crun spec"; summary 0; exit 1; }
mv "$WORK/orig/config.json" "$WORK/spec.json"
ln -s "$ROOTFS" "$WORK/orig/rootfs"
python3 "$SRC/bundle.py" "$WORK/spec.json" "$ROOT/examples/container.json" \
	"$WORK/orig/config.json" "$WORK/profile.json" /bin/sleep 600 ||
	{ fail "bundle.py"; summary 0; exit 1; }
cp -a "$WORK/orig" "$WORK/opt"

# The resolution is moby's: the same filter as the profile read by seccache
# for a container with no capabilities.
check "resolved profile equivalent to examples/container.json" \
	"$SECCACHE" diff -q "$ROOT/examples/container.json" -- "$WORK/profile.json"

# seccache oci: rewrite, report, check, and a second run that changes nothing.
"$SECCACHE" oci -o "$WORK/opt.bpf" "$WORK/opt" >"$WORK/oci.out" 2>&1
status=$?
sed 's/^/     | /' "$WORK/oci.out"
if [ $status = 0 ] && grep -q "wrote annotations.$KEY" "$WORK/oci.out"; then
	ok "seccache oci wrote the annotation"
else
	fail "seccache oci (exit $status)"
fi
check "seccache oci --check: the annotation is the profile's" \
	"$SECCACHE" oci --check "$WORK/opt"
cp "$WORK/opt/config.json" "$WORK/written.json"
"$SECCACHE" oci "$WORK/opt" >"$WORK/again.out" 2>&1
if grep -q "unchanged" "$WORK/again.out" && cmp -s "$WORK/opt/config.json" "$WORK/written.json"; then
	ok "a second seccache oci changes nothing"
else
	fail "a second seccache oci: $(cat "$WORK/again.out")"
fi
# The rest of config.json is as it was, key order included.
check "config.json: the annotation added, nothing else changed" python3 -c '
import json, sys
orig, opt = (json.load(open(p)) for p in sys.argv[1:3])
value = opt.get("annotations", {}).get(sys.argv[3])
orig.setdefault("annotations", {})[sys.argv[3]] = value
sys.exit(not value or json.dumps(orig) != json.dumps(opt))
' "$WORK/orig/config.json" "$WORK/opt/config.json" "$KEY"

# Each bundle runs its sleeper; the calls run beside it with crun exec,
# under the filter crun stored when it created the container.
for id in orig opt; do
	crun_ run -d -b "$WORK/$id" "$id" </dev/null >"$WORK/$id.run" 2>&1 ||
		{ fail "crun run $id: $(cat "$WORK/$id.run")"; continue; }
	pid=$(crun_ state "$id" | sed -n 's/.*"pid": *\([0-9]*\).*/\1/p')
	mkdir "$WORK/$id.dump"
	check "seccache dump of the $id container (pid $pid)" \
		"$SECCACHE" dump -q "pid:$pid" -o "$WORK/$id.dump"
	# Filters from outside (an outer sandbox's) come first; crun's is the newest.
	newest=$(tail -n 1 "$WORK/$id.dump/flags.txt" | cut -d ' ' -f 1)
	cp "$WORK/$id.dump/$newest" "$WORK/$id.live.bpf" 2>/dev/null
	crun_ exec "$id" /calls >"$WORK/$id.calls" 2>&1
	echo "calls exit $?" >>"$WORK/$id.calls"
	crun_ exec "$id" /calls kill >"$WORK/$id.kill" 2>&1
	echo "kill exit $?" >>"$WORK/$id.kill"
done

check "the rewritten container runs the program oci wrote, byte for byte" \
	cmp "$WORK/opt.bpf" "$WORK/opt.live.bpf"
insns=$(sed -n 's/^input: *1 filter, \([0-9]*\) instructions.*/\1/p' "$WORK/oci.out")
size=$(stat -c %s "$WORK/orig.live.bpf" 2>/dev/null || echo 0)
if [ -n "$insns" ] && [ "$size" = $((insns * 8)) ]; then
	ok "crun's own program has the $insns instructions oci compiled"
else
	fail "crun's own program: $size bytes, oci compiled ${insns:-?} instructions"
fi
check "crun's own program is the profile seccache compiles as crun" \
	"$SECCACHE" diff -q "$WORK/orig.live.bpf" -- --runtime crun "$WORK/profile.json"
check "the two containers' filters are equivalent" \
	"$SECCACHE" diff -q "$WORK/orig.live.bpf" -- "$WORK/opt.live.bpf"
sed 's/^/     | /' "$WORK/orig.calls" "$WORK/orig.kill"
check "the calls answer the same under both" cmp "$WORK/orig.calls" "$WORK/opt.calls"
if grep -q "^calls exit 0" "$WORK/orig.calls" && [ "$(wc -l <"$WORK/orig.calls")" -ge 10 ]; then
	ok "the calls ran"
else
	fail "the calls did not run"
fi
check "the killed call is killed under both" cmp "$WORK/orig.kill" "$WORK/opt.kill"
# SIGSYS (31): crun exec exits 128 + 31.
if grep -q "^kill exit 159" "$WORK/orig.kill" && ! grep -q "not killed" "$WORK/orig.kill"; then
	ok "delete_module kills the process (SIGSYS, exit 159)"
else
	fail "delete_module was not killed: $(cat "$WORK/orig.kill")"
fi

echo "oci: $(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }") s"
summary 0
[ $failed = 0 ]
