# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/build.sh - the kernels: their trees, configurations,
# cache keys, ccache builds and selftests. Sourced by scripts/kernel, with
# the rest of its jobs.

# The patches of kernel/DIR, in order, as paths under kernel/.
series_in() { grep -v '^\s*\(#\|$\)' "$top/kernel/$1/series" | sed "s|^|$1/|"; }

# Every patch the patched kernels get: the main series (kernel/patches),
# then the eBPF RFC on top of it (kernel/ebpf), whose code only the patched
# x86_64 kernel's config builds (kernel/ebpf/config).
series() { series_in patches; series_in ebpf; }

# The config fragments of a variant: x86_64's kernels add what the systemd
# guest needs, the patched kernels the series' options, the stock and
# patched ones the eBPF series' (kernel/ebpf/config), the debug kernel
# its sanitizers; another architecture's kernel is the series' and the
# sanitizers' less those config.cross leaves out, with its own fragment
# last.
fragments() {
	echo "$top/kernel/config.fragment"
	is_cross "$1" || echo "$top/kernel/config.systemd"
	case $1 in patched|debug) echo "$top/kernel/config.series" ;; esac
	case $1 in stock|patched) echo "$top/kernel/ebpf/config" ;; esac
	[ "$1" != debug ] || echo "$top/kernel/config.debug"
	if is_cross "$1"; then
		echo "$top/kernel/config.series"
		echo "$top/kernel/config.debug"
		echo "$top/kernel/config.cross"
		echo "$top/kernel/config.$1"
	fi
}

# The options of a variant's fragments: OPT to turn on, !OPT to turn off.
# -OPT drops what the fragments before it asked of OPT: an architecture's
# fragment drops an x86-only option of config.fragment (its kernel has no
# such option to ask for), config.cross two sanitizers of config.debug; a
# later fragment may ask for OPT again (arm64's sanitizers).
fragment_options() {
	# shellcheck disable=SC2046 # fragments prints paths without spaces, one a line
	grep -hv '^\s*\(#\|$\)' $(fragments "$1") |
		awk '/^-/ { for (i = 1; i <= n; i++) if (opt[i] == substr($0, 2)) opt[i] = ""
			    next }
		     { opt[++n] = $0 }
		     END { for (i = 1; i <= n; i++) if (opt[i] != "") print opt[i] }'
}

variant_key() {
	local variant=$1 src=$2
	{
		echo "recipe $recipe $src"
		cat "$src/.deb-sha256" 2>/dev/null || basename "$(dirname "$src")"
		# shellcheck disable=SC2046 # fragments prints paths without spaces, one a line
		cat $(fragments "$variant")
		# What builds it, not how QEMU boots it.
		! is_cross "$variant" ||
			echo "arch $(make_args "$variant") $(arch_field "$variant" 4)"
		# The kernel code the patches change, not their messages nor
		# their selftests (built on every run, selftests_tree): neither
		# rewording a commit message nor fixing a test rebuilds a kernel.
		if [ "$variant" != stock ]; then
			echo "LOCALVERSION=$localversion"
			series | while read -r p; do
				awk -v t="$selftests_dir" '
					/^-- $/ { on = 0 }
					/^diff --git / { on = index($3, "a/" t "/") != 1 }
					on' "$top/kernel/$p"
			done
		fi
	} | sha
}

apply_series() {
	local tree=$1 p
	while read -r p; do
		patch -d "$tree" -p1 --fuzz=0 --no-backup-if-mismatch -s \
			<"$top/kernel/$p" ||
			die "$p does not apply cleanly to $(basename "$tree")"
	done < <(series)
}

# A fragment names an option to turn on, or !OPTION to turn off.
configure() {
	local tree=$1 variant=$2 config=$1/o-$2/.config opt opts args="" missing=""
	opts=$(fragment_options "$variant")
	for opt in $opts; do
		case $opt in !*) args="$args -d ${opt#!}" ;; *) args="$args -e $opt" ;; esac
	done
	kmake "$tree" "$variant" -s tinyconfig >/dev/null
	# shellcheck disable=SC2086 # one word an option
	"$tree/scripts/config" --file "$config" $args
	[ "$variant" = stock ] ||
		"$tree/scripts/config" --file "$config" --set-str LOCALVERSION "$localversion"
	kmake "$tree" "$variant" -s olddefconfig >/dev/null
	for opt in $opts; do
		case $opt in
		!*) ! grep -q "^CONFIG_${opt#!}=y" "$config" || missing="$missing $opt" ;;
		*) grep -q "^CONFIG_$opt=y" "$config" || missing="$missing $opt" ;;
		esac
	done
	[ -z "$missing" ] || die "kernel/config fragments: not as asked after olddefconfig:$missing"
}

# Where the series' selftests are; a patch may change nothing else in tools/.
selftests_dir=tools/testing/selftests/seccomp

# The selftests as the series has them: the pristine tree's tools/include
# and selftests (seccomp's include kselftest's and clone3's headers), with
# the series' changes to seccomp's applied (git apply --include). Seconds
# to make, on every run.
selftests_tree() {
	local src=$1 dir=$out/selftests-tree p
	need git
	rm -rf "$dir"
	mkdir -p "$dir/tools/testing"
	cp -a "$src/tools/include" "$dir/tools/"
	cp -a "$src/tools/testing/selftests" "$dir/tools/testing/"
	while read -r p; do
		# Outside any repository (the clone's would make git apply
		# skip every path as outside its work tree).
		(cd "$dir" && GIT_CEILING_DIRECTORIES=$out \
			git apply -p1 --include="$selftests_dir/*" "$top/kernel/$p") ||
			die "$p: its selftests do not apply"
	done < <(series)
	echo "$dir"
}

# The kernel's own seccomp selftests from that tree, static for the guest,
# built by CC (cc_for): DEST/seccomp_bpf and DEST/seccomp_benchmark, or
# with SUFFIX, DEST/seccomp_bpf.SUFFIX alone.
build_selftests() {
	local tree=$1 dest=$2 cc=$3 suffix=${4:-} dir=$1/tools/testing/selftests/seccomp
	mkdir -p "$dest"
	# shellcheck disable=SC2086 # $cc is a command and its flags (cc_for)
	$cc -static -O2 -I"$dir/.." -I"$tree/tools/include" "$dir/seccomp_bpf.c" \
		-lpthread -lcap -o "$dest/seccomp_bpf${suffix:+.$suffix}" 2>"$dest/cc.log" ||
		{ cat "$dest/cc.log" >&2; die "selftests of $(basename "$tree") do not build"; }
	if [ -z "$suffix" ]; then
		# shellcheck disable=SC2086 # $cc is a command and its flags (cc_for)
		$cc -static -O2 -I"$dir/.." "$dir/seccomp_benchmark.c" \
			-o "$dest/seccomp_benchmark" 2>"$dest/cc.log" ||
			{ cat "$dest/cc.log" >&2; die "selftests of $(basename "$tree") do not build"; }
	fi
	rm -f "$dest/cc.log"
}

# Another architecture's selftests: the series' ones, and the stock ones
# for its compat ABI (32-bit) where it has one.
build_cross_selftests() {
	local variant=$1 src=$2 tree=$3 dest=$4 cc compat
	cc=$(cc_for "$(arch_field "$variant" 3)" "$(arch_field "$variant" 5)")
	build_selftests "$tree" "$dest" "$cc" patched
	compat=$(arch_field "$variant" 8)
	[ "$compat" = - ] ||
		build_selftests "$src" "$dest" "$(cc_for "${compat%%:*}" "${compat#*:}")" compat
}

# Where a variant's kernel image lands in build-kernel.
image_of() {
	local a
	a=$(arch_of "$1")
	echo "$out/$(basename "$(arch_field "$a" 4)").$1"
}

# The patched kernel's source tree, built first if it is not (without
# touching build-kernel/patched, which a guest may be reading).
patched_tree() {
	local build
	build=$cache/build/patched-$(variant_key patched "$1")
	[ -f "$build/.done" ] || build_variant patched >&2
	cat "$build/tree"
}

# The patched kernel's source tree without building it (the compile
# matrix's, which starts before the builds): the built kernel's, or made.
patched_source() {
	local build key
	key=$(variant_key patched "$1")
	build=$cache/build/patched-$key
	if [ -f "$build/.done" ]; then cat "$build/tree"; else variant_tree patched "$1" "$key"; fi
}

# The source tree a variant builds from: the stock kernel's, a copy of the
# pristine tree; the patched kernel's, a copy with the series applied; the
# debug kernel's and the other architectures', the patched kernel's. A
# copy is hard links (patch replaces the files it changes, and Kbuild
# writes nothing into a tree it builds out of): seconds, no space. A
# tree made whole for this key before (.seccache-tree) is used again.
variant_tree() {
	local variant=$1 src=$2 key=$3 tree
	case $variant in
	stock|patched) ;;
	*) patched_tree "$src"; return ;;
	esac
	tree=$cache/tree/$variant-$key
	if [ ! -f "$tree/.seccache-tree" ]; then
		# Keep one tree per variant: with its objects it is ~1.5 GB.
		rm -rf "$cache/tree/$variant-"*
		mkdir -p "$cache/tree"
		cp -al "$src" "$tree"
		[ "$variant" = stock ] || apply_series "$tree"
		touch "$tree/.seccache-tree"
	fi
	echo "$tree"
}

# make for VARIANT in TREE, its objects in TREE/o-VARIANT, through ccache
# (with_ccache): what two kernels share, stock and patched x86_64, or one
# version of the series and the next, compiles once. The objects are a
# direct subdirectory of the tree, so Kbuild names every source relative
# to them (srctree is ".."): the same file in two trees is the same
# compile to ccache.
kmake() {
	local tree=$1 variant=$2 cross
	shift 2
	cross=$(arch_field "$(arch_of "$variant")" 3)
	[ "$cross" != - ] || cross=
	# shellcheck disable=SC2046 # make_args prints one argument a line.
	with_ccache make -C "$tree" O="$tree/o-$variant" $(make_args "$variant") \
		CC="ccache ${cross}gcc" HOSTCC="ccache gcc" "$@"
}

build_variant() {
	local variant=$1 src key build tree image
	need make gcc flex bison bc patch ccache
	src=$(source_tree)
	key=$(variant_key "$variant" "$src")
	build=$cache/build/$variant-$key
	image=$(arch_field "$(arch_of "$variant")" 4)
	if [ ! -f "$build/.done" ]; then
		rm -rf "$cache/build/$variant-"*
		tree=$(variant_tree "$variant" "$src" "$key")
		rm -rf "$tree/o-$variant"
		mkdir -p "$build"
		say "building the $variant kernel ($jobs jobs; log in $build/build.log)"
		configure "$tree" "$variant"
		local t0=$SECONDS
		kmake "$tree" "$variant" -j"$jobs" "$(basename "$image")" \
			>"$build/build.log" 2>&1 ||
			{ tail -n 40 "$build/build.log" >&2; die "the $variant kernel does not build"; }
		cp "$tree/o-$variant/$image" "$build/image"
		echo "$tree" >"$build/tree"
		say "built the $variant kernel in $((SECONDS - t0)) s"
		touch "$build/.done"
	fi
	mkdir -p "$out/$variant"
	cp "$build/image" "$(image_of "$variant")"
	cat "$build/tree" >"$out/$variant/tree"
}

# The selftests of the variants given: the stock kernel's from the
# pristine tree, the patched kernel's from selftests_tree, another
# architecture's both (build_cross_selftests).
build_variant_selftests() {
	local src tree v
	src=$(source_tree)
	tree=$(selftests_tree "$src")
	for v; do
		mkdir -p "$out/$v"
		case $v in
		stock) build_selftests "$src" "$out/$v" gcc ;;
		patched) build_selftests "$tree" "$out/$v" gcc ;;
		debug) ;;
		*) build_cross_selftests "$v" "$src" "$tree" "$out/$v" ;;
		esac
	done
}

cmd_build() {
	local v
	# shellcheck disable=SC2046 # cross_arches prints names, one a line
	[ $# -gt 0 ] || set -- stock patched $(debug_variant) $(cross_arches)
	for v; do
		build_variant "$v"
	done
	build_variant_selftests "$@"
	build_guest_programs
	for v; do
		! is_cross "$v" || build_cross_guest_programs "$v"
	done
}
