/* SPDX-License-Identifier: MIT */
/*
 * nrset.h - sets of syscall numbers (nrset.c): disjoint spans, ascending,
 * that a path of the precise analysis stands for.
 */
#ifndef SECCACHE_NRSET_H
#define SECCACHE_NRSET_H

#include <stdint.h>

struct nr_span {
	uint32_t first, last;
};

/*
 * Disjoint spans, ascending. While cap is 0, v is NULL and the set holds
 * at most one span, in one: most paths stand for one number or one range,
 * and need no allocation. Otherwise v is malloc'd with room for cap spans.
 * Owned by its holder; all zero is the empty set.
 */
struct nrset {
	struct nr_span *v;
	uint32_t n, cap;
	struct nr_span one;
};

/* The n spans of s. */
static inline const struct nr_span *sc_nrset_spans(const struct nrset *s)
{
	return s->cap ? s->v : &s->one;
}

/* s = [first, last]. */
static inline void sc_nrset_span(struct nrset *s, uint32_t first, uint32_t last)
{
	*s = (struct nrset){ .n = 1, .one = { first, last } };
}

/* dst = a copy of src (not empty): 0 or -ENOMEM. */
int sc_nrset_copy(struct nrset *dst, const struct nrset *src);

/* Move the numbers of s within [lo, hi] to *in: 0 or -ENOMEM. */
int sc_nrset_take(struct nrset *s, uint32_t lo, uint32_t hi, struct nrset *in);

/* The least and greatest number of a set that is not empty. */
static inline uint32_t nrset_min(const struct nrset *s)
{
	return sc_nrset_spans(s)[0].first;
}

static inline uint32_t nrset_max(const struct nrset *s)
{
	return sc_nrset_spans(s)[s->n - 1].last;
}

#endif
