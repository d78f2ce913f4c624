/* SPDX-License-Identifier: MIT */
/*
 * report.h - what the report writers share: the facts report.c states of
 * an analysis's calls for all of them, and the text summary's counts and
 * colours, which the findings (findings.c) read. Not installed; included
 * by the report modules only.
 */
#ifndef SECCACHE_REPORT_H
#define SECCACHE_REPORT_H

#include <stdio.h>

#include "analysis/analysis.h"

/* Room for an action's name: "ERRNO(4095)", "0x7ffc0000". */
#define ACTION_NAME_MAX 32

/* The escapes of the text report, empty without --color. */
struct palette {
	const char *title, *cached, *constant, *dynamic, *finding, *off;
};

/* The syscalls of one ABI whose results print alike. */
struct action_group {
	char name[ACTION_NAME_MAX];
	uint32_t action;		/* the first raw value seen */
	uint32_t count;
	uint32_t first;			/* the number of its first syscall */
	bool cached;			/* answered by the series' cache */
};

/* One ABI's named syscalls, counted once each. */
struct abi_summary {
	uint32_t named, unassigned;
	uint32_t cached;		/* the kernel's cache answers them */
	uint32_t constant;		/* constant, yet the filter runs */
	uint32_t dynamic;		/* the result depends on more than nr and arch */
	uint32_t kill_thread, kill_process; /* of constant */
	uint32_t allowed;		/* effective ALLOW, cached or not */
	uint32_t budget;		/* of dynamic: the analysis stopped at a budget */
	uint32_t pinned;		/* killed by an architecture pin, no filter run */
	bool reads_arch;
	struct action_group *groups;	/* of constant, and of cached with the series */
	size_t n_groups;
};

/* ------------------------------------------------------------------ */
/* What every report says of a call (report.c)                        */
/* ------------------------------------------------------------------ */

/* Whether abi is its native ABI's x32. */
bool sc_report_is_x32(const struct seccache_arch *abi);

/* The range of kernel (kernel mode) whose cache answers (abi, nr), or NULL. */
const struct seccache_range *sc_report_cache_hit(const struct seccache_analysis *kernel,
						 const struct seccache_arch *abi, uint32_t nr);

/* Whether kernel's cache answers (abi, nr): sc_report_cache_hit() found one. */
bool sc_report_cached(const struct seccache_analysis *kernel,
		      const struct seccache_arch *abi, uint32_t nr);

/* Whether kernel models the seccache series' cache of every constant result. */
bool sc_report_series_cache(const struct seccache_analysis *kernel);

/* The cache prediction a report of a uses: kernel, or a if kernel-mode, or NULL. */
const struct seccache_analysis *sc_report_cache_of(const struct seccache_analysis *a,
						   const struct seccache_analysis *kernel);

/* The name of nr in abi into name; false for a number without one. */
bool sc_report_syscall_name(const struct seccache_arch *abi, uint32_t nr,
			    char name[SECCACHE_SYSCALL_NAME_MAX]);

/*
 * The kernel a report speaks of: the one predicted, or the one whose
 * passthrough applied; NULL for the newest seccache knows.
 */
const struct seccache_kernel *sc_report_kernel(const struct seccache_analysis *a);

/* sc_report_syscall_name(), for a call that kernel of a's has; false otherwise. */
bool sc_report_call_name(const struct seccache_analysis *a, const struct seccache_arch *abi,
			 uint32_t nr, char name[SECCACHE_SYSCALL_NAME_MAX]);

/* One past the highest number with a call in a's kernel (0 if none). */
uint32_t sc_report_numbers_end(const struct seccache_analysis *a,
			       const struct seccache_arch *abi);

/* Whether abi's call name stops less than native's (its result in *native). */
bool sc_report_weaker_call(const struct seccache_analysis *a, const struct seccache_arch *abi,
			   const struct seccache_range *own, const char *name, uint32_t *native);

/* What went wrong writing a report: out failed (-EIO), or memory ran out. */
int sc_report_fail(struct seccache_error *err, int code);

/*
 * The end of a report written to out: code if it failed already, else
 * out flushed and checked, -EIO if any of it did not reach it; 0.
 */
int sc_report_done(FILE *out, int code, struct seccache_error *err);

/* The result by which the text groups nr (the cache's, or constant), or NULL. */
const struct seccache_range *sc_report_grouped_at(const struct seccache_analysis *a,
						  const struct seccache_analysis *kernel,
						  const struct seccache_arch *abi, uint32_t nr,
						  bool cached, char name[SECCACHE_SYSCALL_NAME_MAX]);

/* Whether r is constant and its effective action ALLOW. */
bool sc_report_is_allow(const struct seccache_range *r);

/* ------------------------------------------------------------------ */
/* The findings of the text report (findings.c)                       */
/* ------------------------------------------------------------------ */

/* The findings of abi's part of the text report, from its summary sum. */
void sc_report_findings(const struct seccache_analysis *a,
			const struct seccache_analysis *kernel,
			const struct seccache_arch *abi,
			const struct abi_summary *sum,
			const struct palette *p, FILE *out);

/*
 * "x32 is weaker than x86_64 for 1 syscall: ...", under a heading printed
 * first if any is false: whether any such finding is printed now.
 */
bool sc_report_weaker_finding(const struct seccache_analysis *a,
			      const struct seccache_arch *abi,
			      const struct palette *p, bool any, FILE *out);

#endif
