# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/bisect.sh - scripts/kernel bisect: the series one patch
# at a time, and the bulk emulation's self-check. Sourced by scripts/kernel,
# with the rest of its jobs.

# Each patch on its own: apply the series one patch at a time to a git tree
# of the pristine source, build incrementally, boot, and run that tree's
# selftests. Slow (a header change rebuilds everything): run by hand.
cmd_bisect() {
	local src repo build p n=0
	need git
	src=$(source_tree)
	build_variant stock
	build_variant_selftests stock
	build_guest_programs
	repo=$cache/bisect/linux
	build=$repo/o-bisect
	rm -rf "$cache/bisect"
	mkdir -p "$cache/bisect"
	cp -a "$src" "$repo"
	git -C "$repo" init -q
	git -C "$repo" add -f -A .
	git -C "$repo" -c user.name=seccache -c user.email=seccache@localhost \
		commit -q -m pristine
	configure "$repo" bisect
	while read -r p; do
		n=$((n + 1))
		git -C "$repo" -c user.name=seccache -c user.email=seccache@localhost \
			am -q "$top/kernel/$p" || die "$p does not apply"
		kmake "$repo" bisect -j"$jobs" bzImage >"$cache/bisect/build-$n.log" 2>&1 ||
			{ tail -n 30 "$cache/bisect/build-$n.log" >&2; echo "FAIL bisect: $p does not build"; return 1; }
		build_selftests "$repo" "$out/bisect-$n" gcc
		mkdir -p "$out/patched"
		cp "$build/arch/x86/boot/bzImage" "$out/bzImage.bisect"
		cp "$out/bisect-$n/"* "$out/patched/"
		pack_initramfs
		boot_bisect "$n" "$p" || return 1
	done < <(series)
	bisect_selfcheck "$repo" "$build"
}

# The whole series plus kernel/dev/bulk-selfcheck.patch, which emulates
# every syscall number of every filter attached on its own too and counts
# the filters whose caches differ from the bulk emulation's, booted with
# the guest plan's "selfcheck" programs.
bisect_selfcheck() {
	local repo=$1 build=$2 log=$out/results/selfcheck/console.log last
	git -C "$repo" -c user.name=seccache -c user.email=seccache@localhost \
		am -q "$top/kernel/dev/bulk-selfcheck.patch" ||
		die "kernel/dev/bulk-selfcheck.patch does not apply"
	kmake "$repo" bisect -j"$jobs" bzImage >"$cache/bisect/build-selfcheck.log" 2>&1 ||
		{ tail -n 30 "$cache/bisect/build-selfcheck.log" >&2; echo "FAIL selfcheck: does not build"; return 1; }
	cp "$build/arch/x86/boot/bzImage" "$out/bzImage.selfcheck"
	boot selfcheck || return 1
	last=$(grep -a '^seccomp: SELFCHECK ' "$log" | tail -n 1)
	echo "selfcheck: kguest exit $(cat "$out/results/selfcheck/kguest.rc");${last#seccomp: SELFCHECK}"
	grep -qx 0 "$out/results/selfcheck/kguest.rc" && [[ $last == *" differ 0 "* ]]
}

boot_bisect() {
	local n=$1 p=$2 log=$out/results/bisect-$1.log
	mkdir -p "$out/results"
	# shellcheck disable=SC2086 # $qemu_clock is words
	timeout 900 qemu-system-x86_64 $qemu_clock -m 1024 -nographic -no-reboot \
		-kernel "$out/bzImage.bisect" -initrd "$out/initramfs.gz" \
		-append "console=ttyS0 panic=-1 loglevel=$loglevel seccache.variant=bisect" \
		</dev/null >"$log" 2>&1 || true
	local tap figures
	tap=$(tr -d '\r' <"$log" | sed -n '/^=== SECCACHE BEGIN seccomp_bpf.patched/,/^=== SECCACHE END/s/^# \(PASSED\|FAILED\): \(.*\)$/\1: \2/p' | head -n 1)
	figures=$(tr -d '\r' <"$log" | awk '$1 == "BENCH" { printf " %s=%s", $2, $3 }')
	echo "bisect $n $p: ${tap:-no result};$figures"
	case $tap in PASSED*) ;; *) return 1 ;; esac
}
