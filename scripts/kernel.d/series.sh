# shellcheck shell=bash
# shellcheck disable=SC2154 # top, cache, out and the other globals are scripts/kernel's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/series.sh - the series as text: checkpatch, kernel-doc,
# its size, and its kernel/seccomp.c alone (scripts/kernel seccomp). Sourced
# by scripts/kernel, with the rest of its jobs.

cmd_checkpatch() {
	local src p bad=0 n=0
	need perl
	src=$(source_tree)
	while read -r p; do
		n=$((n + 1))
		(cd "$src" && perl scripts/checkpatch.pl --strict --quiet --no-signoff \
			"$top/kernel/$p") >"$out.checkpatch.log" 2>&1 ||
			{ echo "FAIL checkpatch: $p"; cat "$out.checkpatch.log"; bad=1; }
	done < <(series)
	rm -f "$out.checkpatch.log"
	echo "checkpatch --strict: $n patches, $([ $bad -eq 0 ] && echo clean || echo 'NOT clean')"
	series_size
	kernel_doc "$src" || bad=1
	return $bad
}

# kernel-doc -Wall on the series' C files: no warning the pristine files
# do not have already (line numbers aside).
kernel_doc() {
	local src=$1 tmp new
	tmp=$(mktemp -d)
	mkdir -p "$tmp/kernel"
	cp "$src/kernel/seccomp.c" "$tmp/kernel/"
	kdoc_warnings "$src" "$tmp/kernel"/*.c >"$tmp/before"
	apply_series_seccomp "$tmp"
	new=$(kdoc_warnings "$src" "$tmp/kernel"/*.c | comm -13 "$tmp/before" -)
	rm -rf "$tmp"
	[ -z "$new" ] || { echo "FAIL kernel-doc -Wall, new warnings:"; echo "$new"; }
	echo "kernel-doc -Wall: the series' new code $([ -z "$new" ] && echo clean || echo 'NOT clean')"
	[ -z "$new" ]
}

# The series' changes to kernel/seccomp*.c alone, applied in DIR (a copy of
# the pristine kernel/seccomp.c in DIR/kernel).
apply_series_seccomp() {
	local p
	while read -r p; do
		(cd "$1" && git apply --include='kernel/seccomp*.c' "$top/kernel/$p") ||
			die "$p does not apply to kernel/seccomp*.c alone"
	done < <(series)
}

# scripts/kernel seccomp DIR: DIR/stock/kernel/seccomp.c, the pristine file,
# and DIR/patched/kernel/seccomp*.c, the series applied to it: what the
# host's cross-checks compile (bench/klookup) without a kernel build.
cmd_seccomp() {
	local src dir=${1:-}
	[ -n "$dir" ] || usage
	src=$(source_tree)
	rm -rf "$dir/stock" "$dir/patched"
	mkdir -p "$dir/stock/kernel" "$dir/patched/kernel"
	cp "$src/kernel/seccomp.c" "$dir/stock/kernel/"
	cp "$src/kernel/seccomp.c" "$dir/patched/kernel/"
	apply_series_seccomp "$dir/patched"
}

kdoc_warnings() {
	local src=$1
	shift
	"$src/scripts/kernel-doc" -Wall -none "$@" 2>&1 | sed 's/^\(Warning: [^:]*\):[0-9]*/\1/' | sort -u
}

# What the series adds to kernel/seccomp.c: the sum over its patches of
# lines added less lines removed there, which is the file's growth.
series_size() {
	local grows
	grows=$(seccomp_growth patches)
	echo "series size: kernel/seccomp.c grows by $grows lines (target: at most 600):" \
		"$([ "$grows" -le 600 ] && echo ok || echo OVER)"
	echo "eBPF series size: kernel/seccomp.c grows by $(seccomp_growth ebpf) more lines"
}

# The lines the patches of kernel/DIR add to kernel/seccomp.c, less those
# they remove.
seccomp_growth() {
	# shellcheck disable=SC2016 # the $ are awk's fields
	series_in "$1" | sed "s|^|$top/kernel/|" | xargs awk '
		FNR == 1 || /^-- $/ { here = 0 }
		/^diff --git / { here = ($3 == "a/kernel/seccomp.c") }
		here && /^\+/ && !/^\+\+\+ / { n++ }
		here && /^-/ && !/^--- / { n-- }
		END { print n }'
}
