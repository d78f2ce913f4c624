/* SPDX-License-Identifier: MIT */
/*
 * analysis.h - what the modules of src/analysis/ share and offer the
 * layers above: the partitions of syscall numbers the modes build
 * (ranges.c), the analysis result that holds them (analysis.c), and the
 * two modes, precise (precise.c) and kernel (kcache.c). Not installed.
 */
#ifndef SECCACHE_ANALYSIS_H
#define SECCACHE_ANALYSIS_H

#include "filter/filter.h"

/* ------------------------------------------------------------------ */
/* Partitions (ranges.c), which the analysis modes fill               */
/* ------------------------------------------------------------------ */

/* One AUDIT_ARCH value's sorted partition of [0, 2^32) into ranges. */
struct sc_arch_ranges {
	uint32_t audit_arch;
	struct seccache_range *ranges;
	size_t n, cap;
	/* The filters' own answers where the kernel lets calls through. */
	struct seccache_range passed[SC_MAX_PASSTHROUGH];
	size_t n_passed;
};

/*
 * Append r, which starts right after the last range, merging it into the
 * last range when their answers are the same (ranges.c). 0 or -ENOMEM.
 */
int sc_ranges_append(struct sc_arch_ranges *ar, const struct seccache_range *r);

/* ------------------------------------------------------------------ */
/* Analyses (analysis.c; precise.c and kcache.c fill them)            */
/* ------------------------------------------------------------------ */

/* A process's AUDIT_ARCH values: native, compat, MIPS's n32 (x32 shares native's). */
#define SC_AUDIT_ARCHES 3

struct seccache_analysis {
	enum seccache_mode mode;
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];	/* native first */
	size_t n_abis;
	struct sc_arch_ranges arches[SC_AUDIT_ARCHES];	/* sc_arch_audit_abis()'s order */
	size_t n_arches;
	struct seccache_kernel kernel;		/* kernel mode: the kernel predicted */
	bool has_pass_kernel;			/* precise mode: a kernel's passthrough applied */
	struct seccache_kernel pass_kernel;
};

/*
 * seccache_analyze() of the filters fs, which stack.c hands down
 * (analysis.c).
 */
int sc_analyze(const struct sc_filters *fs, const struct seccache_analyze_opts *opts,
	       struct seccache_analysis **out, struct seccache_error *err);

/*
 * Precise mode (precise.c): fs's partition of the numbers of AUDIT_ARCH
 * value arch, as if also pinned to pin (NULL: only fs's own pin), with at
 * most budget paths per filter and set of numbers (0: the default).
 */
int sc_precise_ranges(const struct sc_filters *fs,
		      const struct seccache_arch *pin, unsigned int budget,
		      uint32_t arch, struct sc_arch_ranges *ar);

/*
 * Where kernel k (NULL: none) lets the calls of arch through without the
 * filters: replace each such number's range in ar with constant ALLOW
 * (SECCACHE_RANGE_PASSTHROUGH), keeping the filters' own in ar->passed,
 * unless a pin (fs's or pin) refuses it first (precise.c).
 */
int sc_precise_passthrough(const struct sc_filters *fs,
			   const struct seccache_arch *pin,
			   const struct seccache_kernel *k, struct sc_arch_ranges *ar);

/*
 * Kernel mode (kcache.c): what kernel k's allow cache holds for the ABI
 * abi (native or compat) of the filters fs: ALLOW where its bitmap is set,
 * "run the filters" elsewhere.
 */
int sc_kcache_ranges(const struct sc_filters *fs,
		     const struct seccache_kernel *k,
		     const struct seccache_arch *abi, struct sc_arch_ranges *ar);

#endif
