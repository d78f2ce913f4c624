/* SPDX-License-Identifier: MIT */
/*
 * wordvalues.h - the values a path allows one 32-bit word of seccomp_data
 * (wordvalues.c), its word domain: an interval, known bits and excluded
 * masked values, exactly what comparisons of whole and masked words, as
 * libseccomp writes them, need; and a search for one value of them.
 */
#ifndef SECCACHE_WORDVALUES_H
#define SECCACHE_WORDVALUES_H

#include <stdbool.h>
#include <stdint.h>

#define WORD_MAX_EXCLUDED	128	/* excluded masked values per word */

/* A word's values: in [umin, umax], agreeing with tv outside tm, and for no ex (w & m) == v. */
struct word_domain {
	uint32_t umin, umax, tv, tm;
	uint8_t n_ex;
	struct {
		uint32_t m, v;
	} ex[WORD_MAX_EXCLUDED];
};

/* Every 32-bit value. */
void sc_word_domain_full(struct word_domain *d);

/* Make interval and known bits agree; false if no value is left. */
bool sc_word_domain_normalize(struct word_domain *d);

/* A value of d into *out: 1, 0 if there is none, -1 past the search's budget. */
int sc_word_domain_pick(const struct word_domain *d, uint64_t seed, uint32_t *out);

/*
 * A search for one value of a domain: bits from the top, pruned by bounds
 * and exclusions, and where rejects is set, by what it says of the values
 * left (in [umin, umax], agreeing with tv outside tm).
 */
struct word_search {
	const struct word_domain *d;
	unsigned int budget;
	uint64_t rng;		/* 0: bit values tried 0 first */
	bool (*rejects)(void *ctx, uint32_t umin, uint32_t umax, uint32_t tv, uint32_t tm);
	void *ctx;
};

/* The search's value into *out: 1, 0 if there is none, -1 past its budget. */
int sc_word_search(struct word_search *s, uint32_t *out);

#endif
