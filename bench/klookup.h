/* SPDX-License-Identifier: MIT */
/*
 * klookup.h - what bench/klookup.c shares with the two translation units
 * that compile the kernels' own cache code (klookup_series.c: the series'
 * lookup; klookup_stock.c: the stock kernel's seccomp_cache_check_allow()),
 * which cannot share one: both define struct action_cache.
 */
#ifndef KLOOKUP_H
#define KLOOKUP_H

#include <stddef.h>
#include <stdint.h>

#include <linux/filter.h>

/* One call of a schedule: what a lookup reads. */
struct klookup_call {
	uint32_t arch;
	uint32_t nr;
};

/* A filter with its cache prepared by one kernel's code. */
struct klookup_filter;

/* The series' kernel/seccomp.c: the cache of the one filter insns. */
struct klookup_filter *klookup_series_prepare(const struct sock_filter *insns,
					      unsigned short len);
/* The lookup of each call, in order; returns how many the cache answered. */
size_t klookup_series_run(const struct klookup_filter *f,
			  const struct klookup_call *calls, size_t n);
void klookup_series_free(struct klookup_filter *f);

/* The same for the stock kernel's allow-only cache. */
struct klookup_filter *klookup_stock_prepare(const struct sock_filter *insns,
					     unsigned short len);
size_t klookup_stock_run(const struct klookup_filter *f,
			 const struct klookup_call *calls, size_t n);
void klookup_stock_free(struct klookup_filter *f);

/*
 * The kernel's array_index_nospec(), defined before shim.h: x86_64's
 * cmp/sbb mask (arch/x86/include/asm/barrier.h), elsewhere the generic one
 * (include/linux/nospec.h), so the lookups pay for it as they do there.
 */
#if defined(__x86_64__)
static inline unsigned long klookup_index_mask(unsigned long index, unsigned long size)
{
	unsigned long mask;

	__asm__ __volatile__("cmp %1,%2; sbb %0,%0;" : "=r"(mask) : "g"(size), "r"(index) : "cc");
	return mask;
}
#else
static inline unsigned long klookup_index_mask(unsigned long index, unsigned long size)
{
	return ~(long)(index | (size - 1UL - index)) >> (sizeof(long) * 8 - 1);
}
#endif
#define array_index_nospec(index, size) \
	((__typeof__(index))((index) & klookup_index_mask((index), (size))))

/*
 * Where a lookup's answer is used: the kernel branches on it (return the
 * cached result, or run the filters), so the timed loops do too. Without
 * this the compiler adds up the stock kernel's booleans without a branch
 * and branches on the series' (a mispredicted branch per uncached call
 * for one side only: 0.3 ns a call on serve.mix, 2026-12-07).
 */
#define KLOOKUP_ANSWERED()	__asm__ __volatile__("")

#endif /* KLOOKUP_H */
