# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/arches.sh - kernel/arches, each architecture's cross
# compiler and the guest userland of its Debian release (a sysroot). Sourced
# by scripts/kernel, with the rest of its jobs.

# Field N (1-7) of architecture NAME's line in kernel/arches.
arch_field() {
	awk -v a="$1" -v n="$2" '$1 == a { print $n; found = 1 } END { exit !found }' \
		"$top/kernel/arches" || die "kernel/arches: no architecture $1"
}

# The architecture a variant runs on: x86_64's variants, or itself.
arch_of() {
	case $1 in
	stock|patched|debug|bisect|selfcheck|systemd) echo x86_64 ;;
	*) arch_field "$1" 1 ;;
	esac
}

# Whether a variant is another architecture's kernel (one per architecture).
is_cross() { [ "$(arch_of "$1")" != x86_64 ]; }

# The architectures other than x86_64 that check builds and boots.
cross_arches() {
	local want=${SECCACHE_KERNEL_ARCHES:-check}
	[ "$want" != none ] || return 0
	if [ "$want" = all ] || [ "$want" = check ]; then
		awk -v want="$want" '!/^#/ && NF && $1 != "x86_64" &&
			(want == "all" || $9 == "yes") { print $1 }' "$top/kernel/arches"
	else
		for a in $want; do [ "$a" = debug ] || arch_field "$a" 1; done
	fi
}

# x86_64's debug kernel (the series with config.debug's sanitizers), when
# SECCACHE_KERNEL_ARCHES is "all" or names "debug". make check's kernel
# with KASAN and lockdep is arm64's (kernel/config.arm64): a seventh kernel
# from nothing was ~1,100 CPU s that CI's budget has not got.
debug_variant() {
	case " ${SECCACHE_KERNEL_ARCHES:-check} " in *" all "* | *" debug "*) echo debug ;; esac
}

# make's ARCH and CROSS_COMPILE for a variant's architecture.
make_args() {
	local a cross
	a=$(arch_of "$1")
	cross=$(arch_field "$a" 3)
	echo "ARCH=$(arch_field "$a" 2)"
	[ "$cross" = - ] || echo "CROSS_COMPILE=$cross"
}

# A C compiler for static guest programs: the host's (CROSS "-"), or
# CROSS's with the static libraries of Debian's DEBIAN_ARCH (a sysroot).
cc_for() {
	local cross=$1 sysroot
	if [ "$cross" = - ]; then
		echo gcc
		return
	fi
	need "${cross}gcc"
	sysroot=$(fetch_sysroot "$2")
	echo "${cross}gcc -I$sysroot/usr/include -L$sysroot/usr/lib/${cross%-}"
}

# The guest userland of another architecture: busybox-static and the
# static libraries the guest programs link (libcap for the selftests,
# libseccomp and jansson for libseccache), from the machine's own Debian
# release, downloaded through a private apt state that adds DEBIAN_ARCH,
# checked against the signed index by apt, and unpacked into a sysroot.
sysroot_packages="busybox-static libcap-dev libseccomp-dev libjansson-dev"

# The machine's own Debian release (its codename), which the guests'
# userland is taken from; for DEBIAN_ARCH riscv64 on a machine of bookworm
# or older, trixie: riscv64 is an official Debian architecture from trixie
# (13) on, and bookworm's archive has none (kernel/arches).
codename() {
	local codename
	codename=$(sed -n 's/^VERSION_CODENAME=//p' /etc/os-release 2>/dev/null)
	[ -n "$codename" ] || die "no VERSION_CODENAME in /etc/os-release"
	case ${1:-}:$codename in
	riscv64:buster|riscv64:bullseye|riscv64:bookworm) codename=trixie ;;
	esac
	echo "$codename"
}

fetch_sysroot() {
	local debarch=$1 dir=$cache/sysroot/$1 state=$cache/apt-debian codename p
	if [ -f "$dir/.done" ]; then
		echo "$dir"
		return
	fi
	need apt-get dpkg-deb
	codename=$(codename "$debarch")
	# Another release than the machine's (riscv64's trixie): its own
	# private state, the machine's release keeps its lists.
	[ "$codename" = "$(codename)" ] || state=$state-$codename
	private_apt_state "$state" "$codename" >/dev/null
	mkdir -p "$state/dl-$debarch"
	say "fetching the $debarch guest userland ($sysroot_packages) from $codename"
	apt_private "$state" apt-get -o APT::Architectures::="$debarch" update \
		>"$state/update-$debarch.log" 2>&1 ||
		{ cat "$state/update-$debarch.log" >&2; die "apt-get update for $debarch failed"; }
	rm -f "$state/dl-$debarch/"*.deb
	local want=()
	for p in $sysroot_packages; do
		want+=("$p:$debarch")
	done
	(cd "$state/dl-$debarch" &&
	 apt_private "$state" apt-get -o APT::Architectures::="$debarch" download "${want[@]}") \
		>"$state/download-$debarch.log" 2>&1 ||
		{ cat "$state/download-$debarch.log" >&2; die "apt-get download for $debarch failed"; }
	rm -rf "$dir" "$dir.tmp"
	mkdir -p "$dir.tmp"
	for p in "$state/dl-$debarch/"*.deb; do
		dpkg-deb -x "$p" "$dir.tmp"
	done
	# From trixie on (merged /usr) busybox-static installs usr/bin/busybox;
	# the initramfs takes bin/busybox (pack_cross_initramfs).
	[ -e "$dir.tmp/bin/busybox" ] || [ ! -e "$dir.tmp/usr/bin/busybox" ] ||
		{ mkdir -p "$dir.tmp/bin" && ln -s ../usr/bin/busybox "$dir.tmp/bin/busybox"; }
	# Static libraries of a newer release than the cross C library that
	# links them (libc6-dev-DEBARCH-cross, the machine's glibc: bookworm's
	# 2.36): built against glibc 2.38 or later with _GNU_SOURCE, they call
	# its C23 strto* entry points (trixie's libjansson.a __isoc23_strtoll,
	# libcap.a __isoc23_strtoul), which 2.36 lacks. Each library calling
	# one gets a member that defines them as the C17 functions, which
	# differ only on a "0b" prefix under base 0 or 2: jansson parses base
	# 10, libcap's base 0 numeric capability names are never binary. (The
	# newer release's own libc.a instead crashes bookworm's ld 2.40.)
	if [ "$codename" != "$(codename)" ]; then
		local triplet a
		triplet=$(dpkg-architecture -a"$debarch" -qDEB_HOST_GNU_TYPE 2>/dev/null)
		need "$triplet-gcc" "$triplet-ar" "$triplet-nm"
		printf '%s\n' '#include <stdlib.h>' \
			'long __isoc23_strtol(const char *s, char **e, int b) { return strtol(s, e, b); }' \
			'unsigned long __isoc23_strtoul(const char *s, char **e, int b) { return strtoul(s, e, b); }' \
			'long long __isoc23_strtoll(const char *s, char **e, int b) { return strtoll(s, e, b); }' \
			'unsigned long long __isoc23_strtoull(const char *s, char **e, int b) { return strtoull(s, e, b); }' \
			>"$dir.tmp/isoc23.c"
		"$triplet-gcc" -O2 -c "$dir.tmp/isoc23.c" -o "$dir.tmp/isoc23.o" ||
			die "the C23 strto* shim for $debarch does not build"
		for a in "$dir.tmp/usr/lib/$triplet/"*.a; do
			! "$triplet-nm" -u "$a" 2>/dev/null | grep ' __isoc23_strto' >/dev/null ||
				"$triplet-ar" rs "$a" "$dir.tmp/isoc23.o"
		done
	fi
	touch "$dir.tmp/.done"
	mv "$dir.tmp" "$dir"
	echo "$dir"
}
