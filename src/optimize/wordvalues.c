/* SPDX-License-Identifier: MIT */
/*
 * wordvalues.c - the values a path allows one word (wordvalues.h): the
 * interval and known bits kept in agreement, and a search over the word's
 * bits for one value of them.
 */
#include "analysis/values.h"
#include "hashcons.h"
#include "wordvalues.h"

static uint32_t low_mask(int bit)
{
	return bit >= 31 ? UINT32_MAX : (uint32_t)((2ULL << bit) - 1);
}

/* The least v >= x of the known bits (tv, tm): false if there is none. */
static bool tnum_next(uint32_t tv, uint32_t tm, uint32_t x, uint32_t *out)
{
	uint32_t bad = (x & ~tm) ^ tv;
	int i, j;

	if (!bad) {
		*out = x;
		return true;
	}
	i = 31 - __builtin_clz(bad);
	if (tv & (1U << i)) {	/* x has 0 where 1 is known: raise it there */
		*out = (x & ~low_mask(i)) | (1U << i) | (tv & (low_mask(i) >> 1));
		return true;
	}
	/* x has 1 where 0 is known: raise an unknown 0 bit above i. */
	for (j = i + 1; j < 32; j++) {
		if ((tm >> j & 1) && !(x >> j & 1)) {
			*out = (x & ~low_mask(j)) | (1U << j) | (tv & (low_mask(j) >> 1));
			return true;
		}
	}
	return false;
}

/* The greatest v <= x of the known bits: false if there is none. */
static bool tnum_prev(uint32_t tv, uint32_t tm, uint32_t x, uint32_t *out)
{
	uint32_t bad = (x & ~tm) ^ tv, fill = tv | tm;
	int i, j;

	if (!bad) {
		*out = x;
		return true;
	}
	i = 31 - __builtin_clz(bad);
	if (!(tv & (1U << i))) {	/* x has 1 where 0 is known: lower it there */
		*out = (x & ~low_mask(i)) | (fill & (low_mask(i) >> 1));
		return true;
	}
	for (j = i + 1; j < 32; j++) {
		if ((tm >> j & 1) && (x >> j & 1)) {
			*out = (x & ~low_mask(j)) | (fill & (low_mask(j) >> 1));
			return true;
		}
	}
	return false;
}

/* Make interval and known bits agree; false if no value is left. */
bool sc_word_domain_normalize(struct word_domain *d)
{
	uint32_t lo, hi, rv, rm;

	d->tv &= ~d->tm;
	if (d->umin > d->umax || !tnum_next(d->tv, d->tm, d->umin, &lo) ||
	    !tnum_prev(d->tv, d->tm, d->umax, &hi) || lo > hi)
		return false;
	d->umin = lo;
	d->umax = hi;
	sc_tnum_range(lo, hi, &rv, &rm);
	d->tm &= rm;
	d->tv = (d->tv | rv) & ~d->tm;
	return true;
}

/*
 * The search from bit down, the bits above it already fixed: 1 with
 * *out, 0 if no value is left, -1 past the budget.
 */
static int search_bits(struct word_search *s, int bit, uint32_t fixed, uint32_t *out)
{
	const struct word_domain *d = s->d;
	uint32_t low = bit < 0 ? 0 : low_mask(bit);
	uint32_t min = fixed | (d->tv & low), max = fixed | ((d->tv | d->tm) & low);
	bool unknown = false;
	int first;

	if (max < d->umin || min > d->umax)
		return 0;
	for (unsigned int i = 0; i < d->n_ex; i++)
		if (!(d->ex[i].m & low) && (fixed & d->ex[i].m) == d->ex[i].v)
			return 0;
	if (s->rejects && s->rejects(s->ctx, min > d->umin ? min : d->umin,
				     max < d->umax ? max : d->umax,
				     fixed | (d->tv & low), d->tm & low))
		return 0;
	if (bit < 0) {
		*out = fixed;
		return 1;
	}
	if (!s->budget)
		return -1;
	s->budget--;
	if (!(d->tm >> bit & 1))
		return search_bits(s, bit - 1, fixed | (d->tv & (1U << bit)), out);
	if (s->rng) {
		s->rng = sc_hash_mix64(s->rng + 0x9e3779b97f4a7c15ULL);
		first = (int)(s->rng & 1);
	} else {
		first = 0;
	}
	for (int k = 0; k < 2; k++) {
		uint32_t b = (uint32_t)(first ^ k) << bit;
		int r = search_bits(s, bit - 1, fixed | b, out);

		if (r > 0)
			return r;
		unknown |= r < 0;
	}
	return unknown ? -1 : 0;
}

int sc_word_search(struct word_search *s, uint32_t *out)
{
	return search_bits(s, 31, 0, out);
}

int sc_word_domain_pick(const struct word_domain *d, uint64_t seed, uint32_t *out)
{
	struct word_search s = { .d = d, .budget = 4096, .rng = seed };

	return sc_word_search(&s, out);
}

void sc_word_domain_full(struct word_domain *d)
{
	*d = (struct word_domain){ .umax = UINT32_MAX, .tm = UINT32_MAX };
}
