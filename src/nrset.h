/* SPDX-License-Identifier: MIT */
/*
 * nrset.h - sets of syscall numbers (nrset.c): disjoint spans, ascending,
 * that a path of the precise analysis stands for.
 */
#ifndef SECCACHE_NRSET_H
#define SECCACHE_NRSET_H

#include <stdint.h>

struct span {
	uint32_t first, last;
};

/* Disjoint spans, ascending; v is NULL when empty. Owned by its holder. */
struct nrset {
	struct span *v;
	uint32_t n, cap;
};

/* s = [first, last]: 0 or -ENOMEM. */
int sc_nrset_span(struct nrset *s, uint32_t first, uint32_t last);

/* dst = a copy of src (not empty): 0 or -ENOMEM. */
int sc_nrset_copy(struct nrset *dst, const struct nrset *src);

/* Move the numbers of s within [lo, hi] to *in: 0 or -ENOMEM. */
int sc_nrset_take(struct nrset *s, uint32_t lo, uint32_t hi, struct nrset *in);

/* The least and greatest number of a set that is not empty. */
static inline uint32_t nrset_min(const struct nrset *s)
{
	return s->v[0].first;
}

static inline uint32_t nrset_max(const struct nrset *s)
{
	return s->v[s->n - 1].last;
}

#endif
