#!/bin/sh
# check-bench.sh SECCACHE MODE - a short run of `seccache bench` whose output
# structure is checked, not its speed: every configuration ran in a child
# that really had its filters (Seccomp_filters), the seven expectations were
# printed, the engine's targets and a SOURCE's analysis too, and --json is
# valid. Exit 77 (skip) without seccomp.
set -u
seccache=$1
mode=$2
src=$(dirname "$0")
out=$(mktemp)
json=$(mktemp)
trap 'rm -f "$out" "$json"' EXIT

fail() {
	echo "FAIL: $*"
	cat "$out"
	exit 1
}

case $mode in
kernel)
	"$seccache" bench --samples 20000 --repeat 1 >"$out" 2>&1
	rc=$?
	grep -q '^seccomp unavailable' "$out" && { cat "$out"; exit 77; }
	[ $rc -eq 0 ] || fail "exit status $rc"
	grep -q '^net.core.bpf_jit_enable = ' "$out" || fail "no JIT sysctl"
	grep -q '^net.core.bpf_jit_harden = ' "$out" || fail "no harden sysctl"
	base=$(sed -n 's/^getpid native: .*Seccomp_filters: \([0-9]*\))$/\1/p' "$out")
	[ -n "$base" ] || fail "no native line"
	for n in 1 2 3 4; do
		grep -q "^getpid RET_ALLOW $n filters\{0,1\} (.*Seccomp_filters: $((base + n)))\$" "$out" ||
			fail "configuration with $n filters missing or not installed"
	done
	[ "$(grep -c '^Estimated ' "$out")" -eq 7 ] || fail "not 7 estimates"
	[ "$(grep -c '^	.* (-\{0,1\}[0-9]* [≤≈] -\{0,1\}[0-9]*): ' "$out")" -eq 7 ] ||
		fail "not 7 expectations"
	grep -q '^Speculation_Store_Bypass: ' "$out" || fail "no SSB line"
	"$seccache" bench --samples 20000 --repeat 2 --json >"$json" 2>"$out" ||
		fail "--json run failed"
	;;
sources)
	"$seccache" bench --samples 20000 --repeat 1 "$src/classes.s" >"$out" 2>&1
	rc=$?
	grep -q '^seccomp unavailable' "$out" && { cat "$out"; exit 77; }
	[ $rc -eq 0 ] || fail "exit status $rc"
	grep -q '^cached ALLOW  *getpid() *ALLOW .* 0 *- *[0-9]*$' "$out" || fail "no cached row"
	grep -q '^constant non-allow  *gettid() *ERRNO(1) ' "$out" || fail "no ERRNO row"
	grep -q '^argument-dependent  *personality(0xffffffff) *ALLOW ' "$out" ||
		fail "no argument-dependent row"
	"$seccache" bench --samples 20000 --repeat 1 --json "$src/classes.s" >"$json" 2>"$out" ||
		fail "--json run failed"
	;;
engine)
	"$seccache" bench --engine --repeat 1 "$src/../tests/golden/data/real/tor.bpf" \
		>"$out" 2>&1 || fail "exit status $?"
	grep -q 'inputs (1024 and [0-9]* answered from tables)' "$out" ||
		fail "constant inputs not all from the tables"
	grep -q 'bpf_filter() verified equal\|libpcap not built in' "$out" ||
		fail "no libpcap verification"
	grep -q '^  analysis: kernel-style loop / precise .*(target >= 3x)' "$out" ||
		fail "no analysis ratio"
	grep -q '^  .*real/tor.bpf  *[0-9.]* ms$' "$out" || fail "no SOURCE timed"
	grep -q '^  analysis: slowest precise of the SOURCEs .*(target < 1 ms)' "$out" ||
		fail "no slowest SOURCE"
	"$seccache" bench --engine --repeat 1 --json >"$json" 2>"$out" || fail "--json run failed"
	;;
esac
if command -v python3 >/dev/null; then
	python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$json" ||
		fail "--json output is not JSON"
fi
exit 0
