/* SPDX-License-Identifier: MIT */
/*
 * klookup_series.c - the series' cache, compiled from its kernel/seccomp.c
 * (tests/kfuzz/extract.py, KLOOKUP_EXTRACTED): prepared by
 * seccomp_cache_prepare(), looked up as seccomp_cached() does once the pin
 * and current's architecture are known: seccomp_cache_slot(), then
 * seccomp_cache_get().
 */
#include <stdlib.h>

#include "klookup.h"
#include "shim.h"
#include KLOOKUP_EXTRACTED
#include "klookup_filter.h"

struct klookup_filter *klookup_series_prepare(const struct sock_filter *insns,
					      unsigned short len)
{
	struct klookup_filter *k = klookup_filter_new(insns, len);

	if (!k)
		return NULL;
	seccomp_cache_alloc(&k->f);
	seccomp_cache_prepare(&k->f);
	return k;
}

size_t klookup_series_run(const struct klookup_filter *k,
			  const struct klookup_call *calls, size_t n)
{
	size_t hits = 0;

	for (size_t i = 0; i < n; i++) {
		int slot = seccomp_cache_slot(calls[i].arch, calls[i].nr);
		u32 ret;

		if (slot >= 0 && seccomp_cache_get(&k->f.cache, slot, &ret)) {
			KLOOKUP_ANSWERED();
			hits++;
		}
	}
	return hits;
}

void klookup_series_free(struct klookup_filter *k)
{
	if (!k)
		return;
	seccomp_cache_free(&k->f);
	free(k);
}
