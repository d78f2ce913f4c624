/* SPDX-License-Identifier: MIT */
/*
 * nrset.c - sets of syscall numbers as sorted, disjoint spans: what a path
 * of the precise analysis stands for, split wherever a jump on nr divides
 * it (see nrset.h).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "nrset.h"

int sc_nrset_span(struct nrset *s, uint32_t first, uint32_t last)
{
	s->v = malloc(sizeof(*s->v));
	if (!s->v)
		return -ENOMEM;
	s->v[0] = (struct span){ first, last };
	s->n = s->cap = 1;
	return 0;
}

int sc_nrset_copy(struct nrset *dst, const struct nrset *src)
{
	dst->v = malloc(src->n * sizeof(*dst->v));
	if (!dst->v)
		return -ENOMEM;
	memcpy(dst->v, src->v, src->n * sizeof(*dst->v));
	dst->n = dst->cap = src->n;
	return 0;
}

/*
 * The spans that meet [lo, hi] are consecutive, so only the outer ends of
 * the first and the last of them stay behind.
 */
int sc_nrset_take(struct nrset *s, uint32_t lo, uint32_t hi, struct nrset *in)
{
	/* The first span that ends at lo or later. */
	uint32_t i = (uint32_t)sc_lower_bound(s->v, s->n, sizeof(*s->v),
					      offsetof(struct span, last), lo);
	uint32_t j, keep = 0, n;
	struct span stay[2];

	*in = (struct nrset){ 0 };
	for (j = i; j < s->n && s->v[j].first <= hi; j++)
		;
	if (i == j)
		return 0;
	n = j - i;
	in->v = malloc(n * sizeof(*in->v));
	if (!in->v)
		return -ENOMEM;
	memcpy(in->v, &s->v[i], n * sizeof(*in->v));
	in->n = in->cap = n;
	if (in->v[0].first < lo) {
		stay[keep++] = (struct span){ in->v[0].first, lo - 1 };
		in->v[0].first = lo;
	}
	if (in->v[n - 1].last > hi) {
		stay[keep++] = (struct span){ hi + 1, in->v[n - 1].last };
		in->v[n - 1].last = hi;
	}
	n = s->n - n + keep;
	if (n > s->cap) {	/* one span lost its middle */
		struct span *grown = realloc(s->v, 2 * n * sizeof(*grown));

		if (!grown) {
			free(in->v);
			*in = (struct nrset){ 0 };
			return -ENOMEM;
		}
		s->v = grown;
		s->cap = 2 * n;
	}
	memmove(&s->v[i + keep], &s->v[j], (s->n - j) * sizeof(*s->v));
	memcpy(&s->v[i], stay, keep * sizeof(*s->v));
	s->n = n;
	if (!n) {
		free(s->v);
		*s = (struct nrset){ 0 };
	}
	return 0;
}
