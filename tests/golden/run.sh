#!/bin/sh
# SPDX-License-Identifier: MIT
#
# run.sh - golden tests of the seccache command: each case runs seccache in
# data/ and compares the exit status, standard output and standard error
# with expected/GROUP/NAME.out and .err (a missing file means empty), GROUP
# the name's first word (up to '_', '-', '.' or a space): mostly the
# subcommand, else the theme (hostile, runtime, profile).
# UPDATE=1 rewrites the expected files from the current outputs instead.
#
# Usage: run.sh SECCACHE INSTALL_FILTERS SRCDIR
# SECCACHE_WRAPPER, if set, runs seccache under a tool (make check-valgrind);
# SECCACHE_WRAP_EVERY=N, under it only every Nth check.
set -u

# absolute PATH: the cases run in data/.
absolute() {
	echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
}

SECCACHE=$(absolute "$1")
INSTALL=$(absolute "$2")
SRC=$(cd "$3" && pwd)
DATA=$SRC/data
EXPECTED=$SRC/expected
WORK=$(mktemp -d)
CHILD=
failures=0
count=0

cleanup() {
	[ -n "$CHILD" ] && kill "$CHILD" 2>/dev/null
	rm -rf "$WORK"
}
trap cleanup EXIT

fail() {
	echo "FAIL $name: $*"
	failures=$((failures + 1))
}

# compare NAME SUFFIX: the output against its golden file.
compare() {
	got=$WORK/$1.$2
	want=$EXPECTED/${1%%[_. -]*}/$1.$2
	if [ "${UPDATE:-0}" = 1 ]; then
		if [ -s "$got" ]; then
			mkdir -p "$(dirname "$want")" && cp "$got" "$want"
		else
			rm -f "$want"
		fi
		return
	fi
	[ -f "$want" ] || want=/dev/null
	diff -u "$want" "$got" >"$WORK/diff" || {
		fail "$2 differs"
		cat "$WORK/diff"
	}
}

# check NAME STATUS ARGS...: run "seccache ARGS" in data/ with standard
# input from $STDIN (and standard output to $STDOUT, if set, instead of
# the golden .out); the pid of $CHILD reads as PID in the outputs, and the
# thread id $THREAD, if set, as TID.
# NOGOLDEN=1 checks the exit status only (outputs with varying thread ids).
# STATUS may list alternatives, "0|2", for outcomes that race. A run that
# takes longer than $TIMEOUT seconds (60) is killed and fails: a hang.
# NOWRAP=1 runs seccache without $SECCACHE_WRAPPER (valgrind has no
# seccomp(2), so it cannot run a command that installs filters).
check() {
	wrapper=${SECCACHE_WRAPPER:-}
	[ "${NOWRAP:-0}" = 1 ] && wrapper=
	name=$1
	want_status=$2
	shift 2
	count=$((count + 1))
	[ $((count % ${SECCACHE_WRAP_EVERY:-1})) = 0 ] || wrapper=
	: >"$WORK/$name.raw.out"
	# shellcheck disable=SC2086 # the wrapper is words (valgrind -q ...)
	(cd "$DATA" && timeout -k 5 "${TIMEOUT:-60}" $wrapper "$SECCACHE" "$@") \
		<"${STDIN:-/dev/null}" >"${STDOUT:-$WORK/$name.raw.out}" \
		2>"$WORK/$name.raw.err"
	status=$?
	for s in out err; do
		# --N-- lines are valgrind's notes (unknown syscalls), not ours.
		sed -e "s|$WORK|WORK|g" -e '/^--[0-9]*-- /d' \
			-e "s|Linux $(uname -r)|Linux RUNNING|g" \
			${CHILD:+-e "s/\\b$CHILD\\b/PID/g"} \
			${THREAD:+-e "s/\\b$THREAD\\b/TID/g"} \
			"$WORK/$name.raw.$s" >"$WORK/$name.$s"
	done
	if [ "$status" = 124 ] || [ "$status" = 137 ]; then
		fail "still running after ${TIMEOUT:-60} seconds (hang?)"
	elif ! case "|$want_status|" in *"|$status|"*) true ;; *) false ;; esac; then
		# Past 3 only run's COMMAND (126, 127, its own) is expected.
		if [ "$status" -gt 3 ]; then
			fail "exit status $status (crash?), expected $want_status"
		else
			fail "exit status $status, expected $want_status"
		fi
		cat "$WORK/$name.err"
	fi
	if [ -z "${NOGOLDEN:-}" ]; then
		compare "$name" out
		compare "$name" err
	fi
}

# golden NAME FILE: a file seccache wrote against expected/NAME.out.
golden() {
	count=$((count + 1))
	name=$1
	cp "$2" "$WORK/$name.out"
	compare "$name" out
}

# same FILE FILE: byte-for-byte equality.
same() {
	count=$((count + 1))
	name="same $(basename "$1") $(basename "$2")"
	cmp "$1" "$2" || fail "files differ"
}

. "$SRC/cases.sh"
. "$SRC/hostile.sh"

echo "$count checks, $failures failed"
[ "$failures" = 0 ]
