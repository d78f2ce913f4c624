# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/check.sh - scripts/kernel check: every build, boot and
# check in order, the background builds and boots of the other
# architectures, the compile matrix. Sourced by scripts/kernel, with the
# rest of its jobs.

# Run one check, keep its output for the summary, count its verdict.
passed=0 failed=0
verdict() {
	local log rc=0
	log=$("$@" 2>&1) || rc=$?
	[ -z "$log" ] || printf '%s\n' "$log" | tee -a "$out/results/summary.txt"
	if [ $rc -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

cmd_check() {
	local v variants name builder matrix cross debug tree rootfs=""
	rm -rf "$out/results"
	mkdir -p "$out/results"
	cross=$(cross_arches)
	debug=$(debug_variant)
	# The systemd guest's root file system (debootstrap, as root: mostly
	# the network) while the source downloads and the kernels build.
	if [ "$(id -u)" = 0 ] || [ -f "$(rootfs_dir)/.done" ]; then
		rootfs_in_background &
		rootfs=$!
	fi
	# The compile matrix at the lowest priority, from the start: it takes
	# what the builds and the library's suites leave idle (their serial
	# steps, the guests' one QEMU thread). On a busy machine that is
	# little, and it still ended last (docs/KERNEL.md, from nothing).
	tree=$(patched_source "$(source_tree)")
	matrix_in_background "$tree" &
	matrix=$!
	cmd_build stock patched
	# The other architectures' kernels (and x86_64's debug kernel, if
	# asked for) build while the first guests run (a guest is one QEMU
	# thread); another architecture's guest boots as soon as its kernel is
	# built, beside the next build and x86_64's guests. The debug kernel
	# first, for the guest after x86_64's; then kernel/arches' order, the
	# longest guest first, so that the last guest is short.
	# shellcheck disable=SC2086 # $debug and $cross are names, one a line
	build_in_background $debug $cross &
	builder=$!
	verdict cmd_checkpatch
	verdict "$top/scripts/gen-syscalls" --check "$(source_tree)"
	verdict check_kfuzz
	pack_initramfs
	# shellcheck disable=SC2086 # $debug is a name or nothing
	for v in stock patched $debug; do
		if [ "$v" = debug ] && ! built debug "$builder"; then
			verdict echo_fail "FAIL debug: the kernel did not build"
			continue
		fi
		verdict boot "$v"
		verdict check_klog "$v"
		[ "$v" = patched ] || continue
		# The patched kernel again, under systemd, before the debug
		# guest (whose kernel is still building then).
		if [ -n "$rootfs" ]; then
			verdict check_systemd "$rootfs"
			verdict check_klog systemd
		else
			echo "SKIP systemd: debootstrap needs root" | tee -a "$out/results/summary.txt"
		fi
	done
	wait "$builder" || true
	for v in $cross; do
		verdict booted "$v"
		verdict check_klog "$v"
		verdict check_jit "$v"
		verdict check_cross_suite "$v"
	done
	wait "$matrix" || true
	verdict check_matrix
	verdict check_suite seccomp_bpf
	verdict check_suite seccomp_benchmark
	verdict check_bench
	verdict check_meet
	verdict check_workload
	verdict check_ebpf
	verdict check_coverage
	verdict check_klookup
	# shellcheck disable=SC2086 # $debug and $cross are names, one a line
	while read -r variants name _; do
		case "$variants" in ''|'#'*) continue ;; esac
		case $name in seccomp_bpf.*|seccomp_benchmark.*|kbench|kmeet|kebpf) continue ;; esac
		for v in stock patched $debug $cross; do
			case ",$variants," in *",$v,"*|*,all,*) ;; *) continue ;; esac
			verdict check_program "$v" "$name"
		done
	done <"$top/kernel/guest/plan"
	printf '{"passed": %d, "failed": %d}\n' "$passed" "$failed" >"$out/results/summary.json"
	echo "kernel-check: $passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}

echo_fail() { echo "$*"; return 1; }

# Wait until build_in_background (pid $2) is done with variant $1: ok?
built() {
	while [ ! -f "$out/results/$1.built" ] && kill -0 "$2" 2>/dev/null; do
		sleep 5
	done
	[ "$(cat "$out/results/$1.built" 2>/dev/null)" = ok ]
}

# Build each variant's kernel in turn; results/VARIANT.built says "ok" or
# "failed" when one is done. Another architecture's guest programs and
# initramfs are made next, and its guest boots in the background:
# results/VARIANT.booted holds boot's status, VARIANT.boot.log its words.
build_in_background() {
	local v
	for v; do
		if (build_variant "$v" &&
		    { ! is_cross "$v" || { build_variant_selftests "$v" &&
					 build_cross_guest_programs "$v" &&
					 pack_cross_initramfs "$v"; }; }) \
		    >"$out/results/$v.build.log" 2>&1; then
			echo ok >"$out/results/$v.built"
			! is_cross "$v" || boot_in_background "$v" &
		else
			tail -n 20 "$out/results/$v.build.log" >&2
			echo failed >"$out/results/$v.built"
		fi
	done
	wait
}

# The compile matrix of patched tree $1 at the lowest CPU priority:
# results/matrix.log and matrix.rc. Most of its work (kconfig, host tools)
# is serial, so beside the kernel builds it takes the core their own
# serial steps leave idle.
matrix_in_background() {
	local rc=0
	nice -n 19 "$top/scripts/kernel-matrix" "$1" \
		>"$out/results/matrix.log" 2>&1 || rc=$?
	echo "$rc" >"$out/results/matrix.rc"
}

# The compile matrix's lines (scripts/kernel-matrix), without its progress.
check_matrix() {
	grep -v '^kernel-matrix: [a-z0-9_]* (\|^kernel-matrix: \(stock\|patched\) /' \
		"$out/results/matrix.log" 2>/dev/null || echo "FAIL kernel-matrix: no results"
	[ "$(cat "$out/results/matrix.rc" 2>/dev/null)" = 0 ]
}

boot_in_background() {
	local rc=0
	boot "$1" >"$out/results/$1.boot.log" 2>&1 || rc=$?
	echo "$rc" >"$out/results/$1.booted"
}

# How another architecture's build and boot in the background went.
booted() {
	cat "$out/results/$1.boot.log" 2>/dev/null
	if [ "$(cat "$out/results/$1.built" 2>/dev/null)" != ok ]; then
		echo "FAIL $1: the kernel or its guest programs did not build (see $out/results/$1.build.log)"
		return 1
	fi
	[ "$(cat "$out/results/$1.booted" 2>/dev/null)" = 0 ]
}

# Another architecture's guest ran every seccomp filter as its JIT's code:
# its init's first line reads bpf_jit_enable (kernel/config.cross).
check_jit() {
	if grep -q "^=== SECCACHE GUEST $1 .* jit=1\$" "$out/results/$1/console.log"; then
		echo "bpf JIT ($1): on, every filter ran as $1 code"
	else
		echo "FAIL bpf JIT ($1): bpf_jit_enable is not 1, the filters ran in the interpreter"
		return 1
	fi
}

# Another architecture's selftests, all on its patched kernel (there is no
# stock kernel of it to compare with): the series' tests, which hold every
# stock test unchanged, and the compat ABI's stock tests each pass or
# skip, none fails but those kernel/guest/upstream-failures explains.
check_cross_suite() {
	local variant=$1 r=$out/results/$1 build f tap bad=0 line="" failed known stale
	upstream_failures "$variant" >"$r/upstream-failures"
	for build in patched compat; do
		f=$r/seccomp_bpf.$build.log
		tap=$r/seccomp_bpf.$build.tap
		[ -f "$f" ] || continue
		tap_results "$f" | sort >"$tap"
		[ -s "$tap" ] ||
			{ echo "FAIL seccomp_bpf ($variant): no results from the $build tests (see $f)"; bad=1; continue; }
		sed -n 's/^fail //p' "$tap" >"$r/seccomp_bpf.$build.failed"
		failed=$(grep -vxF -f "$r/upstream-failures" "$r/seccomp_bpf.$build.failed" || true)
		# wc, not grep -c: with no patterns GNU grep prints no count.
		known=$({ grep -xF -f "$r/upstream-failures" "$r/seccomp_bpf.$build.failed" || true; } | wc -l)
		stale=$(sed -n 's/^pass //p' "$tap" | grep -xF -f "$r/upstream-failures" || true)
		[ -z "$failed" ] || { echo "FAIL seccomp_bpf ($variant, $build tests): $failed"; bad=1; }
		[ -z "$stale" ] || echo "note: seccomp_bpf ($variant): passes now, kernel/guest/upstream-failures lists it: $stale"
		line="$line${line:+; }$build tests $(count pass "$tap")/$(wc -l <"$tap") passed"
		[ "$(count skip "$tap")" -eq 0 ] || line="$line, $(count skip "$tap") skipped"
		[ "$known" -eq 0 ] || line="$line, $known failed upstream (kernel/guest/upstream-failures)"
	done
	echo "seccomp_bpf ($variant, patched kernel): ${line:-no results}"
	return $bad
}

# The tests kernel/guest/upstream-failures lists for an architecture.
upstream_failures() {
	awk -v a="$1" '$1 == a { print $2 }' "$top/kernel/guest/upstream-failures"
}
