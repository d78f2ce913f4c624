# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/guest.sh - the guests: their programs, initramfs and boot
# under QEMU. Sourced by scripts/kernel, with the rest of its jobs.

# The project's own guest programs, static: kernel/guest/*.c.
build_guest_programs() {
	local dest=$out/guest-bin
	need gcc
	[ -f /usr/lib/x86_64-linux-gnu/libseccomp.a ] ||
		die "no static libseccomp (libseccomp-dev): run scripts/install-deps"
	rm -rf "$dest"
	mkdir -p "$dest"
	gcc -static -O2 -Wall -Wextra -Werror "$top/kernel/guest/kbench.c" -lseccomp \
		-o "$dest/kbench" 2>"$dest/cc.log" ||
		{ cat "$dest/cc.log" >&2; die "kernel/guest/kbench.c does not build"; }
	gcc -static -O2 -Wall -Wextra -Werror "$top/kernel/guest/kmeet.c" -lpthread \
		-o "$dest/kmeet" 2>"$dest/cc.log" ||
		{ cat "$dest/cc.log" >&2; die "kernel/guest/kmeet.c does not build"; }
	rm -f "$dest/cc.log"
	# tests/guest, from the project's build (static by its meson.build),
	# and the command, for the systemd guest.
	[ -f "$top/build/build.ninja" ] ||
		meson setup "$top/build" "$top" >/dev/null ||
		die "meson setup build failed"
	ninja -C "$top/build" tests/guest/kguest tests/guest/kworkload tools/seccache >"$dest/ninja.log" 2>&1 ||
		{ cat "$dest/ninja.log" >&2; die "tests/guest or the seccache command does not build"; }
	rm -f "$dest/ninja.log"
	cp "$top/build/tests/guest/kguest" "$top/build/tests/guest/kworkload" "$dest/"
	mkdir -p "$dest/examples" "$dest/workload"
	cp "$top"/examples/*.json "$dest/examples/"
	cp "$top"/bench/workload/*.mix "$dest/workload/"
}

# Another architecture's guest programs: kguest cross-built against the
# sysroot (scripts/cross-guest; its build is kept in build-kernel), with
# the example profiles.
build_cross_guest_programs() {
	local variant=$1 dest=$out/guest-bin.$1 sysroot
	sysroot=$(fetch_sysroot "$(arch_field "$variant" 5)")
	rm -rf "$dest"
	mkdir -p "$dest/examples"
	"$top/scripts/cross-guest" "$variant" "$sysroot" "$out/cross-guest.$variant" >/dev/null ||
		die "tests/guest does not cross-build for $variant"
	cp "$out/cross-guest.$variant/kguest" "$dest/"
	cp "$top"/examples/*.json "$dest/examples/"
}

# One initramfs for x86_64's kernels: busybox, the plan, both selftest
# builds and the project's guest programs; the kernel command line names
# the variant.
pack_initramfs() {
	local root=$out/initramfs v f
	{ [ -x /bin/busybox ] && file_is_static /bin/busybox; } ||
		die "/bin/busybox is missing or not static: install busybox-static"
	guest_root "$root" /bin/busybox
	for v in stock patched; do
		for f in seccomp_bpf seccomp_benchmark; do
			cp "$out/$v/$f" "$root/guest/$f.$v"
		done
	done
	if [ -d "$out/guest-bin" ]; then
		cp -r "$out/guest-bin/." "$root/guest/"
	fi
	cpio_gz "$root" "$out/initramfs.gz"
}

# Another architecture's initramfs: its busybox, its selftests (named
# seccomp_bpf.stock, .patched, .compat already) and guest programs.
pack_cross_initramfs() {
	local variant=$1 root=$out/initramfs.$1 sysroot
	sysroot=$(fetch_sysroot "$(arch_field "$variant" 5)")
	guest_root "$root" "$sysroot/bin/busybox"
	cp "$out/$variant/"seccomp_bpf.* "$root/guest/"
	cp -r "$out/guest-bin.$variant/." "$root/guest/"
	cpio_gz "$root" "$out/initramfs.$variant.gz"
}

# The initramfs files every guest has: busybox, init and the plan.
guest_root() {
	local root=$1
	rm -rf "$root"
	mkdir -p "$root/bin" "$root/guest" "$root/proc" "$root/sys" "$root/dev" "$root/tmp"
	cp "$2" "$root/bin/busybox"
	cp "$top/kernel/guest/init" "$root/init"
	cp "$top/kernel/guest/plan" "$root/guest/plan"
}

cpio_gz() {
	need cpio gzip
	(cd "$1" && find . | cpio -o -H newc --quiet | gzip -1) >"$2"
}

file_is_static() { ! LC_ALL=C readelf -l "$1" 2>/dev/null | grep -q INTERP; }

# The systemd guest's kernel command line: no status lines but errors (they
# would cut into the test's on the shared console); seccache-guest.service
# then runs kernel/guest/systemd/run.
systemd_append="systemd.show_status=error"

# Boot one kernel and keep its console; the guest ends itself (reboot -f
# with -no-reboot), the timeout catches a guest that hangs. The systemd
# guest is the patched kernel with systemd_append's settings and the
# initramfs of pack_systemd_initramfs.
boot() {
	local variant=$1 limit=${SECCACHE_GUEST_TIMEOUT:-2400} log a qemu initrd
	local kernel append=""
	a=$(arch_of "$variant")
	qemu=$(arch_field "$a" 6 | tr , ' ')
	need "${qemu%% *}" timeout
	kernel=$(image_of "$variant")
	initrd=$out/initramfs.gz
	! is_cross "$variant" || initrd=$out/initramfs.$variant.gz
	if [ "$variant" = systemd ]; then
		kernel=$(image_of patched)
		initrd=$out/initramfs.systemd
		append=" $systemd_append"
		limit=${SECCACHE_GUEST_TIMEOUT:-600}
	fi
	log=$out/results/$variant/console.log
	mkdir -p "$out/results/$variant"
	say "booting the $variant kernel under QEMU TCG (timeout ${limit} s)"
	local t0=$SECONDS rc=0
	# shellcheck disable=SC2086 # $qemu and $qemu_clock are words
	timeout "$limit" $qemu $qemu_clock -m 1024 -nographic -no-reboot \
		-kernel "$kernel" -initrd "$initrd" \
		-append "console=$(arch_field "$a" 7) panic=-1 loglevel=$loglevel seccache.variant=$variant$append" \
		</dev/null >"$log" 2>&1 || rc=$?
	tr -d '\r' <"$log" >"$log.tmp" && mv "$log.tmp" "$log"
	say "the $variant guest ran for $((SECONDS - t0)) s"
	echo "$((SECONDS - t0))" >"$out/results/$variant/seconds"
	split_results "$variant"
	grep -q '^=== SECCACHE GUEST DONE' "$log" || {
		tail -n 30 "$log" >&2
		say "the $variant guest did not finish (qemu exit $rc): see $log"
		return 1
	}
}

# console.log -> results/VARIANT/NAME.log and NAME.rc for each program
# run, and results/VARIANT/seconds.guest: each program's guest seconds
# (-icount: instructions, not host time), what the plan's costs are read from.
split_results() {
	local dir=$out/results/$1
	awk -v dir="$dir" '
		/^=== SECCACHE BEGIN / { name = $4; file = dir "/" name ".log"; printf "" > file; next }
		/^=== SECCACHE END / {
			print substr($5, 4) > (dir "/" $4 ".rc"); close(file); name = ""
			up = substr($6, 8); printf "%s %.1f\n", $4, up - last > (dir "/seconds.guest"); last = up
			next
		}
		name != "" { print > file }
	' "$dir/console.log"
}

cmd_boot() {
	[ $# -eq 1 ] || usage
	case $1 in stock|patched|debug|systemd) ;; *) arch_field "$1" 1 >/dev/null ;; esac
	if [ "$1" = systemd ]; then
		# The patched kernel of this series (cached by its key).
		build_variant patched
		build_guest_programs
		pack_systemd_initramfs
	else
		# Cached by its key: an image left by an older series is
		# replaced, never booted.
		build_variant "$1"
		if is_cross "$1"; then
			build_variant_selftests "$1"
			build_cross_guest_programs "$1"
			pack_cross_initramfs "$1"
		else
			build_variant_selftests stock patched
			build_guest_programs
			pack_initramfs
		fi
	fi
	boot "$1" || true
	cat "$out/results/$1/console.log"
}
