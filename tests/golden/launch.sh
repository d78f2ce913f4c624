#!/bin/sh
# SPDX-License-Identifier: MIT
#
# launch.sh - seccache dump -- CMD against a real program: attach_threads
# attaches two filters in two threads and exits 7; dump must catch both,
# in order, with their threads and flags, write them as dump PID does, and
# exit with the program's status. Skipped (77) where ptrace is not
# permitted (a container's seccomp or Yama policy).
#
# Usage: launch.sh SECCACHE ATTACH_THREADS SRCDIR
# SECCACHE_WRAPPER, if set, runs seccache under a tool (make check-valgrind).
set -u

SECCACHE=$1
ATTACH=$2
# An ASan build (make check-asan): LeakSanitizer stops the threads of a
# process with ptrace, which it cannot do in a tracer of another process.
ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
export ASAN_OPTIONS
EXPECTED=$3/expected/dump
WORK=$(mktemp -d)
failures=0
trap 'rm -rf "$WORK"' EXIT

fail() {
	echo "FAIL $*"
	failures=$((failures + 1))
}

seccache() {
	${SECCACHE_WRAPPER:-} "$SECCACHE" "$@"
}

# Thread and process ids vary from run to run.
normalize() {
	sed -E 's/(pid|tid|thread) [0-9]+/\1 N/g; s|[^ ]*/attach_threads|attach_threads|g'
}

seccache dump -- true >"$WORK/probe" 2>&1
if [ $? = 3 ] && grep -q ptrace "$WORK/probe"; then
	echo "SKIP: ptrace is not permitted here: $(cat "$WORK/probe")"
	exit 77
fi

seccache dump -- "$ATTACH" >"$WORK/out" 2>"$WORK/err"
status=$?
[ $status = 7 ] || fail "dump -- attach_threads: exit $status, expected the program's 7"
normalize <"$WORK/out" >"$WORK/out.n"
normalize <"$WORK/err" >"$WORK/err.n"
diff -u "$EXPECTED/dump_launch.out" "$WORK/out.n" || fail "dump_launch: out differs"
diff -u "$EXPECTED/dump_launch.err" "$WORK/err.n" || fail "dump_launch: err differs"
# The two filters came from two threads.
tids=$(sed -n 's/^#[12] pid [0-9]* tid \([0-9]*\):.*/\1/p' "$WORK/out" | sort -u | wc -l)
[ "$tids" = 2 ] || fail "dump_launch: the filters' threads are not two: $(cat "$WORK/out")"

# --json: the same two filters, in order, and the two threads' stacks.
seccache dump -q --json -- "$ATTACH" >"$WORK/json" 2>/dev/null
status=$?
[ $status = 7 ] || fail "dump --json: exit $status"
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["version"] == 1, d
assert len(d["caught"]) == 2 and len({c["tid"] for c in d["caught"]}) == 2, d["caught"]
assert d["threads_differ"] and len(d["threads"]) == 2, d["threads"]
' "$WORK/json" || fail "dump --json: $(cat "$WORK/json")"

# -o DIR: a directory per thread, each a SOURCE, its flags kept.
seccache dump -q -o "$WORK/dir" -- "$ATTACH" >/dev/null
status=$?
[ $status = 7 ] || fail "dump -o: exit $status"
[ "$(find "$WORK/dir" -mindepth 1 -maxdepth 1 | wc -l)" = 2 ] || fail "dump -o: expected 2 thread directories"
grep -l '^00.bpf LOG$' "$WORK"/dir/*/flags.txt >/dev/null || fail "dump -o: the LOG flag is lost"
for d in "$WORK"/dir/*; do
	[ "$(seccache eval "$d" x86_64 getpid 2>&1)" = ALLOW ] ||
		fail "dump -o: $d is not a SOURCE that allows getpid"
done

# Commands that cannot run exit as env(1) does; usage errors 2.
seccache dump -- "$WORK/no-such-command" 2>/dev/null
[ $? = 127 ] || fail "dump -- a missing command: not 127"
seccache dump -- "$EXPECTED" 2>/dev/null
[ $? = 126 ] || fail "dump -- a directory: not 126"
seccache dump -- 2>/dev/null
[ $? = 2 ] || fail "dump --: not 2"
seccache dump 1 -- true 2>/dev/null
[ $? = 2 ] || fail "dump PID -- CMD: not 2"

[ $failures = 0 ] && echo "dump -- CMD: all checks passed"
[ $failures = 0 ]
