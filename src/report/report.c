/* SPDX-License-Identifier: MIT */
/*
 * report.c - what every report says of an analysis's calls: their names
 * in the kernel the report speaks of, whether a kernel's cache answers
 * them, and how a failed write is told. The writers (reportkernel.c for
 * the kernel's formats, reportjson.c, reporttext.c, findings.c and the
 * audit's) read any
 * struct seccache_analysis through its accessors, and know nothing of how
 * it was built.
 */
#include <errno.h>
#include <string.h>

#include "report.h"

bool sc_report_is_x32(const struct seccache_arch *abi)
{
	return abi->native->x32 == abi;
}

/*
 * The range of kernel (a kernel-mode analysis) that answers (abi, nr)
 * without running the filter, or NULL. Its ranges are constant exactly
 * where the cache answers: ALLOW on mainline, every cached result with
 * the seccache series.
 */
const struct seccache_range *sc_report_cache_hit(const struct seccache_analysis *kernel,
						 const struct seccache_arch *abi, uint32_t nr)
{
	const struct seccache_range *r;

	if (!kernel)
		return NULL;
	r = seccache_analysis_lookup(kernel, abi->audit_arch, nr);
	return r && r->constant ? r : NULL;
}

bool sc_report_cached(const struct seccache_analysis *kernel,
		      const struct seccache_arch *abi, uint32_t nr)
{
	return sc_report_cache_hit(kernel, abi, nr) != NULL;
}

/* Whether kernel models the seccache series' cache of every constant result. */
bool sc_report_series_cache(const struct seccache_analysis *kernel)
{
	const struct seccache_kernel *k = kernel ? seccache_analysis_kernel(kernel) : NULL;

	return k && k->series;
}

/* A kernel-mode analysis is its own cache prediction. */
const struct seccache_analysis *sc_report_cache_of(const struct seccache_analysis *a,
						   const struct seccache_analysis *kernel)
{
	if (kernel)
		return kernel;
	return seccache_analysis_mode(a) == SECCACHE_MODE_KERNEL ? a : NULL;
}

/* The name of nr in abi into name; false for a number without one. */
bool sc_report_syscall_name(const struct seccache_arch *abi, uint32_t nr,
			    char name[SECCACHE_SYSCALL_NAME_MAX])
{
	return !seccache_syscall_name(abi, nr, name, SECCACHE_SYSCALL_NAME_MAX, NULL);
}

/*
 * The kernel a report speaks of: the one predicted, or the one whose
 * passthrough applied; NULL for the newest seccache knows.
 */
const struct seccache_kernel *sc_report_kernel(const struct seccache_analysis *a)
{
	const struct seccache_kernel *k = seccache_analysis_kernel(a);

	return k ? k : seccache_analysis_passthrough_kernel(a);
}

/* sc_report_syscall_name(), for a call that kernel of a's has; false otherwise. */
bool sc_report_call_name(const struct seccache_analysis *a, const struct seccache_arch *abi,
			 uint32_t nr, char name[SECCACHE_SYSCALL_NAME_MAX])
{
	return seccache_kernel_has_syscall(sc_report_kernel(a), abi, nr) &&
	       sc_report_syscall_name(abi, nr, name);
}

/* One past the highest number with a call in a's kernel (0 if none). */
uint32_t sc_report_numbers_end(const struct seccache_analysis *a,
			       const struct seccache_arch *abi)
{
	const struct seccache_kernel *k = sc_report_kernel(a);
	uint32_t n = abi->nr_count;

	while (n && !seccache_kernel_has_syscall(k, abi, abi->nr_base + n - 1))
		n--;
	return n;
}

/* What went wrong writing a report: out failed, or memory ran out. */
int sc_report_fail(struct seccache_error *err, int code)
{
	if (code == -EIO)
		return sc_fail(err, code, -1, "write failed");
	return sc_fail(err, code, -1, "%s", strerror(-code));
}

int sc_report_done(FILE *out, int code, struct seccache_error *err)
{
	/*
	 * A buffered stream fails only when it flushes (a full disk shows
	 * then), or at a write that filled its buffer, whose errno is the last.
	 */
	int why = code ? 0 : fflush(out) ? errno : ferror(out) ? errno : 0;

	if (!code && ferror(out))
		return sc_fail(err, -EIO, -1, "write failed%s%s", why ? ": " : "",
			       why ? strerror(why) : "");
	return code ? sc_report_fail(err, code) : 0;
}

/*
 * The result by which the text groups nr, its name into name: where
 * cached, the cache's answer; else a constant result that no cache holds
 * and no pin decides. NULL for a number of no such group.
 */
const struct seccache_range *sc_report_grouped_at(const struct seccache_analysis *a,
						  const struct seccache_analysis *kernel,
						  const struct seccache_arch *abi, uint32_t nr,
						  bool cached, char name[SECCACHE_SYSCALL_NAME_MAX])
{
	const struct seccache_range *r = seccache_analysis_lookup(a, abi->audit_arch, nr);
	const struct seccache_range *hit = sc_report_cache_hit(kernel, abi, nr);

	if (cached)
		r = hit;
	else if (hit || (r && (!r->constant || (r->flags & SECCACHE_RANGE_PIN))))
		return NULL;
	return r && sc_report_call_name(a, abi, nr, name) ? r : NULL;
}

bool sc_report_is_allow(const struct seccache_range *r)
{
	return r->constant && (seccache_action_effective(r->action) &
			       SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_ALLOW;
}
