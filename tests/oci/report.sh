# shellcheck shell=sh
# SPDX-License-Identifier: MIT
#
# report.sh - what tests/oci/run.sh (crun) and tests/oci/runc.sh share:
# their counts, their verdict lines, their summary and what they need to
# run. Sourced, after the
# script sets NAME (its name in the lines), SUMMARY (a file for
# {"passed": N, "failed": N, "skipped": N}, or empty) and, before check,
# WORK (its scratch directory).
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

# need RUNTIME: SKIP unless root, RUNTIME and busybox are there, on x86_64.
need() {
	[ "$(id -u)" = 0 ] || skip "not root ($1 needs it)"
	command -v "$1" >/dev/null || skip "no $1 (apt-get install $1)"
	[ -x /bin/busybox ] || skip "no /bin/busybox (apt-get install busybox-static)"
	[ "$(uname -m)" = x86_64 ] || skip "the calls and the profile's resolution are x86_64's"
}

# check TEXT COMMAND...: COMMAND exits 0.
check() {
	text=$1
	shift
	if "$@" >"$WORK/check.out" 2>&1; then ok "$text"; else fail "$text"; cat "$WORK/check.out"; fi
}
