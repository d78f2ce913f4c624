# shellcheck shell=bash
# shellcheck disable=SC2154 # cache is the sourcing script's
# SPDX-License-Identifier: MIT
# scripts/kernel.d/ccache.sh - how every kernel compile here goes through
# ccache: the kernels' builds (scripts/kernel's kmake) and the compile
# matrix's (scripts/kernel-matrix), one cache in $cache/ccache. Sourced by
# both.

# Run "$@" (a make whose CC and HOSTCC start with "ccache") with ccache's
# settings. CCACHE_BASEDIR and CCACHE_NOHASHDIR: sources are named
# relative to the build directory, so the same file compiled in two trees
# at the same depth is one entry (stock and patched x86_64; the matrix's
# host tools, once for its 14 architectures).
# CCACHE_DEPEND: ccache keys an object by its compiler's own -MMD list
# instead of running the preprocessor first, which cost a third of each
# compile on a miss (arm64 kernel from an empty cache, 2026-12-07: 1086
# CPU s in preprocessor mode, 773 in depend mode, rebuilt from its cache
# in 39 s). It gives up preprocessor-mode hits, which only the
# stock-to-patched build had (autoconf.h differs between them, so those
# now miss: about 20% of one build).
with_ccache() {
	CCACHE_DIR=$cache/ccache CCACHE_NOHASHDIR=1 CCACHE_BASEDIR=$cache CCACHE_DEPEND=1 \
	CCACHE_SLOPPINESS=include_file_mtime,include_file_ctime,time_macros \
	CCACHE_MAXSIZE=8G "$@"
}
