/* SPDX-License-Identifier: MIT */
/*
 * klookup_stock.c - the stock kernel's allow-only cache, compiled from the
 * pristine kernel/seccomp.c (tests/kfuzz/extract.py --stock,
 * KLOOKUP_EXTRACTED): prepared by its seccomp_cache_prepare(), looked up
 * by seccomp_cache_check_allow() as seccomp_run_filters() calls it, with
 * the seccomp_data already filled (which the stock kernel does first, for
 * every call: not timed here).
 */
#include <stdlib.h>

#include "klookup.h"
#include "shim.h"
#include KLOOKUP_EXTRACTED
#include "klookup_filter.h"

struct klookup_filter *klookup_stock_prepare(const struct sock_filter *insns,
					     unsigned short len)
{
	struct klookup_filter *k = klookup_filter_new(insns, len);

	if (!k)
		return NULL;
	seccomp_cache_prepare(&k->f);
	return k;
}

size_t klookup_stock_run(const struct klookup_filter *k,
			 const struct klookup_call *calls, size_t n)
{
	size_t hits = 0;

	for (size_t i = 0; i < n; i++) {
		struct seccomp_data sd = { .nr = (int)calls[i].nr, .arch = calls[i].arch };

		if (seccomp_cache_check_allow(&k->f, &sd)) {
			KLOOKUP_ANSWERED();
			hits++;
		}
	}
	return hits;
}

void klookup_stock_free(struct klookup_filter *k)
{
	free(k);
}
