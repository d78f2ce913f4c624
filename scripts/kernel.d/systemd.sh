# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/systemd.sh - the systemd guest: a debootstrapped root
# file system on the patched kernel. Sourced by scripts/kernel, with the
# rest of its jobs.

# A real userspace on the patched kernel (kernel/guest/systemd): a Debian
# root file system of the machine's own release, debootstrap
# --variant=minbase plus the packages kernel/guest/systemd/packages lists,
# with systemd as PID 1 and its services under the filters systemd builds.
# Bump when the way the root file system is made changes.
rootfs_recipe=1
systemd_dir=$top/kernel/guest/systemd

# The packages debootstrap adds to minbase, comma-separated.
systemd_packages() { grep -v '^\s*\(#\|$\)' "$systemd_dir/packages" | paste -sd, -; }

# Where the root file system is cached: keyed by the release, the package
# list and rootfs_recipe.
rootfs_dir() {
	local codename
	codename=$(codename)
	echo "$cache/rootfs/$codename-$({ echo "rootfs $rootfs_recipe $codename"; systemd_packages; } | sha)"
}

# The root file system as one uncompressed cpio archive (rootfs.cpio: the
# guest unpacks it in a second, where inflating it would take many) and
# its file list (rootfs.files), in rootfs_dir; prints the directory.
# Documentation, translations and apt's lists and downloads are left out.
fetch_rootfs() {
	local codename mirror keyring dir t0=$SECONDS
	codename=$(codename)
	dir=$(rootfs_dir)
	if [ -f "$dir/.done" ]; then
		echo "$dir"
		return
	fi
	need debootstrap cpio
	[ "$(id -u)" = 0 ] || die "debootstrap needs root to make the systemd guest's root file system"
	read -r mirror keyring < <(debian_mirror) || true
	[ -n "${mirror:-}" ] || die "no Debian mirror in /etc/apt/sources.list{,.d}: cannot debootstrap $codename"
	case ${keyring:-} in /*) ;; *) keyring="" ;; esac
	# Keep one root file system: each is ~100 MB.
	rm -rf "$cache/rootfs"
	mkdir -p "$dir.tmp"
	say "debootstrap --variant=minbase $codename with $(systemd_packages) (log in $dir.tmp/debootstrap.log)"
	debootstrap --variant=minbase --include="$(systemd_packages)" \
		${keyring:+--keyring="$keyring"} "$codename" "$dir.tmp/root" "$mirror" \
		>"$dir.tmp/debootstrap.log" 2>&1 ||
		{ tail -n 20 "$dir.tmp/debootstrap.log" >&2; die "debootstrap of $codename failed (see $dir.tmp/debootstrap.log)"; }
	(cd "$dir.tmp/root" &&
	 rm -rf usr/share/doc/* usr/share/man/* usr/share/locale/* usr/share/info/* \
		var/cache/apt/* var/lib/apt/lists/* &&
	 find . | LC_ALL=C sort >../rootfs.files &&
	 cpio -o -H newc --quiet <../rootfs.files >../rootfs.cpio) ||
		die "cannot pack the root file system in $dir.tmp"
	rm -rf "$dir.tmp/root"
	touch "$dir.tmp/.done"
	mv "$dir.tmp" "$dir"
	say "the systemd guest's root file system: $(du -m "$dir/rootfs.cpio" | cut -f1) MB in $((SECONDS - t0)) s"
	echo "$dir"
}

# The systemd guest's initramfs: the cached root file system, then a
# second archive that the kernel unpacks over it: /init (systemd),
# kguest, the seccache command of the project's build (dynamic: the root
# has Debian's libraries), kernel/guest/systemd's unit, script and masks.
pack_systemd_initramfs() {
	local base root=$out/systemd-root lib u
	base=$(fetch_rootfs)
	{ [ -x "$out/guest-bin/kguest" ] && [ -x "$top/build/tools/seccache" ]; } ||
		build_guest_programs
	for lib in $(LC_ALL=C readelf -d "$top/build/tools/seccache" |
			sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p'); do
		grep -q "/$lib\$" "$base/rootfs.files" ||
			die "the systemd guest's root has no $lib, which build/tools/seccache needs: add its package to kernel/guest/systemd/packages"
	done
	rm -rf "$root"
	mkdir -p "$root/guest" "$root/usr/local/bin" \
		"$root/etc/systemd/system/multi-user.target.wants"
	ln -s /lib/systemd/systemd "$root/init"
	cp "$out/guest-bin/kguest" "$systemd_dir/run" "$root/guest/"
	cp "$top/build/tools/seccache" "$root/usr/local/bin/"
	cp "$systemd_dir/seccache-guest.service" "$root/etc/systemd/system/"
	ln -s ../seccache-guest.service "$root/etc/systemd/system/multi-user.target.wants/"
	sed '/^\s*\(#\|$\)/d' "$systemd_dir/masked" | while read -r u; do
		ln -s /dev/null "$root/etc/systemd/system/$u"
	done
	echo seccache-guest >"$root/etc/hostname"
	need cpio
	{
		cat "$base/rootfs.cpio"
		(cd "$root" && find . | cpio -o -H newc --quiet)
	} >"$out/initramfs.systemd"
}

# The root file system, made in the background while the kernels build:
# results/rootfs.log, and results/rootfs.rc its status.
rootfs_in_background() {
	local rc=0
	fetch_rootfs >"$out/results/rootfs.log" 2>&1 || rc=$?
	echo "$rc" >"$out/results/rootfs.rc"
}

# The systemd guest: once rootfs_in_background (pid $1) is done, the
# patched kernel booted with systemd, the guest's account of its services
# (kernel/guest/systemd/run) and its verdict.
check_systemd() {
	local log=$out/results/systemd/services.log
	while [ ! -f "$out/results/rootfs.rc" ] && kill -0 "$1" 2>/dev/null; do
		sleep 5
	done
	if [ "$(cat "$out/results/rootfs.rc" 2>/dev/null)" != 0 ]; then
		tail -n 20 "$out/results/rootfs.log" 2>/dev/null
		echo "FAIL systemd: no root file system (see $out/results/rootfs.log)"
		return 1
	fi
	pack_systemd_initramfs
	boot systemd || { echo "FAIL systemd: the guest did not finish (see $out/results/systemd/console.log)"; return 1; }
	grep -av '^SUMMARY ' "$log" 2>/dev/null | sed 's/^/  /'
	check_program systemd services
}
