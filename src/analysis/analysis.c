/* SPDX-License-Identifier: MIT */
/*
 * analysis.c - analysis results: struct seccache_analysis, which holds per
 * AUDIT_ARCH value a sorted partition of [0, 2^32) of syscall numbers into
 * ranges that share one answer, and its accessors. sc_analyze() creates
 * one for the filters a stack hands down (seccache_analyze(), stack.c) and
 * has a mode fill each partition (ranges.c): precise mode (precise.c) or
 * kernel mode (kcache.c), which know nothing of each other.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"

/*
 * sc_analyze() fills one partition per AUDIT_ARCH value of the
 * process, native then compat; x32's numbers lie in the native one.
 */
static int analyze_arch(const struct sc_filters *fs,
			const struct seccache_analyze_opts *opts,
			const struct seccache_arch *abi, struct seccache_analysis *a,
			struct seccache_error *err)
{
	struct sc_arch_ranges *ar = &a->arches[a->n_arches++];
	int ret;

	ar->audit_arch = abi->audit_arch;
	if (a->mode == SECCACHE_MODE_KERNEL) {
		ret = sc_kcache_ranges(fs, &a->kernel, abi, ar);
	} else {
		ret = sc_precise_ranges(fs, opts->pin, opts->budget, abi->audit_arch, ar);
		if (!ret && a->has_pass_kernel)
			ret = sc_precise_passthrough(fs, opts->pin, &a->pass_kernel, ar);
	}
	/* The modes return a negative errno and leave the reason to this one. */
	if (ret)
		return sc_fail(err, ret, -1, "cannot analyse the %s calls in %s mode: %s",
			       abi->name, a->mode == SECCACHE_MODE_KERNEL ? "kernel" : "precise",
			       strerror(-ret));
	return 0;
}

/* Check opts against fs; in kernel mode, settle which kernel is predicted. */
static int settle_analyze_opts(const struct sc_filters *fs,
			       const struct seccache_analyze_opts *opts,
			       struct seccache_analysis *a, struct seccache_error *err)
{
	struct seccache_error why;
	int ret;

	if (opts->pin && !sc_arch_has_abi(fs->native, opts->pin))
		return sc_fail(err, -EINVAL, -1, "cannot pin to %s: not an ABI of %s",
			       opts->pin->name, fs->native->name);
	if (opts->mode == SECCACHE_MODE_PRECISE) {
		const struct seccache_kernel *k = opts->kernel ? opts->kernel : fs->kernel;

		if (k && !(opts->flags & SECCACHE_ANALYZE_FILTERS_ONLY)) {
			a->has_pass_kernel = true;
			a->pass_kernel = *k;
		}
		return 0;
	}
	if (opts->mode != SECCACHE_MODE_KERNEL)
		return sc_fail(err, -EINVAL, -1, "unknown analysis mode %d",
			       (int)opts->mode);
	if (opts->kernel || fs->kernel) {
		a->kernel = opts->kernel ? *opts->kernel : *fs->kernel;
		return 0;
	}
	ret = seccache_kernel_running(&a->kernel, &why);
	if (ret)
		return sc_fail(err, ret, -1, "the running kernel: %s", why.msg);
	return 0;
}

int sc_analyze(const struct sc_filters *fs, const struct seccache_analyze_opts *opts,
	       struct seccache_analysis **out, struct seccache_error *err)
{
	const struct seccache_arch *own[SECCACHE_MAX_ABIS];
	size_t n_own = sc_arch_audit_abis(fs->native, own);
	struct seccache_analyze_opts o;
	struct seccache_analysis *a;
	int ret;

	if (SC_OPTS_COPY(seccache_analyze_opts, flags, flags, &o, opts, err))
		return -EINVAL;
	a = calloc(1, sizeof(*a));
	if (!a)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	a->mode = o.mode;
	a->n_abis = seccache_arch_abis(fs->native, a->abis);
	ret = settle_analyze_opts(fs, &o, a, err);
	for (size_t i = 0; !ret && i < n_own; i++)
		ret = analyze_arch(fs, &o, own[i], a, err);
	if (ret) {
		seccache_analysis_free(a);
		return ret;
	}
	*out = a;
	return 0;
}

void seccache_analysis_free(struct seccache_analysis *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->n_arches; i++)
		free(a->arches[i].ranges);
	free(a);
}

enum seccache_mode seccache_analysis_mode(const struct seccache_analysis *a)
{
	return a->mode;
}

const struct seccache_kernel *seccache_analysis_kernel(const struct seccache_analysis *a)
{
	return a->mode == SECCACHE_MODE_KERNEL ? &a->kernel : NULL;
}

size_t seccache_analysis_abis(const struct seccache_analysis *a,
			      const struct seccache_arch *abis[SECCACHE_MAX_ABIS])
{
	memcpy(abis, a->abis, a->n_abis * sizeof(abis[0]));
	return a->n_abis;
}

const struct seccache_kernel *seccache_analysis_passthrough_kernel(const struct seccache_analysis *a)
{
	return a->has_pass_kernel ? &a->pass_kernel : NULL;
}

static const struct sc_arch_ranges *arch_ranges(const struct seccache_analysis *a,
						uint32_t audit_arch)
{
	for (size_t i = 0; i < a->n_arches; i++)
		if (a->arches[i].audit_arch == audit_arch)
			return &a->arches[i];
	return NULL;
}

size_t seccache_analysis_ranges(const struct seccache_analysis *a,
				uint32_t audit_arch,
				const struct seccache_range **ranges)
{
	const struct sc_arch_ranges *ar = arch_ranges(a, audit_arch);

	if (!ar)
		return 0;
	*ranges = ar->ranges;
	return ar->n;
}

const struct seccache_range *seccache_analysis_lookup(const struct seccache_analysis *a,
						      uint32_t audit_arch,
						      uint32_t nr)
{
	const struct sc_arch_ranges *ar = arch_ranges(a, audit_arch);

	if (!ar || !ar->n)
		return NULL;
	/* Ranges cover [0, 2^32): the first that ends at nr or later holds it. */
	return &ar->ranges[sc_lower_bound(ar->ranges, ar->n, sizeof(*ar->ranges),
					  offsetof(struct seccache_range, last), nr)];
}

const struct seccache_range *seccache_analysis_filters_lookup(const struct seccache_analysis *a,
							      uint32_t audit_arch,
							      uint32_t nr)
{
	const struct sc_arch_ranges *ar = arch_ranges(a, audit_arch);

	for (size_t i = 0; ar && i < ar->n_passed; i++)
		if (ar->passed[i].first == nr)
			return &ar->passed[i];
	return NULL;
}
