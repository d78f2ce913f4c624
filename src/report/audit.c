/* SPDX-License-Identifier: MIT */
/*
 * audit.c - seccache_audit(): every check of auditchecks.c over every ABI
 * of a precise analysis, for the kernel it speaks of, the findings most
 * severe first.
 */
#include <errno.h>

#include "report.h"

/* Whether kernel is a kernel-mode analysis of a's ABIs. */
static bool same_abis(const struct seccache_analysis *a, const struct seccache_analysis *kernel)
{
	const struct seccache_arch *x[SECCACHE_MAX_ABIS], *y[SECCACHE_MAX_ABIS];
	size_t n = seccache_analysis_abis(a, x);

	if (seccache_analysis_mode(kernel) != SECCACHE_MODE_KERNEL ||
	    seccache_analysis_abis(kernel, y) != n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (x[i] != y[i])
			return false;
	return true;
}

int seccache_audit(const struct seccache_analysis *a, const struct seccache_analysis *kernel,
		   const struct seccache_audit_opts *opts, struct seccache_audit **out,
		   struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_audit_opts o;
	struct seccache_audit *au;
	unsigned int checks;
	size_t n;
	int ret = SC_OPTS_COPY(seccache_audit_opts, checks, checks, &o, opts, err);

	if (ret)
		return ret;
	if (!a || !out || seccache_analysis_mode(a) != SECCACHE_MODE_PRECISE)
		return sc_fail(err, -EINVAL, -1, "an audit needs a precise analysis");
	if (kernel && !same_abis(a, kernel))
		return sc_fail(err, -EINVAL, -1, "the kernel-mode analysis is not of the same ABIs");
	checks = o.checks ? o.checks : ~0U;
	if ((ret = sc_audit_new(sc_report_kernel(a), &au)))
		return sc_report_fail(err, ret);
	n = seccache_analysis_abis(a, abis);
	for (size_t i = 0; !ret && i < n; i++)
		ret = sc_audit_abi(au, a, kernel, abis[i], checks);
	if (ret) {
		seccache_audit_free(au);
		return sc_report_fail(err, ret);
	}
	sc_audit_sort(au);
	*out = au;
	return 0;
}
