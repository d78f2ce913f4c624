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

#include "analysis.h"
#include "nrset.h"

/* A set of the n spans at v, in one when there is one. */
static int nrset_of(struct nrset *s, const struct nr_span *v, uint32_t n)
{
	if (n == 1) {
		sc_nrset_span(s, v[0].first, v[0].last);
		return 0;
	}
	*s = (struct nrset){ 0 };
	s->v = malloc(n * sizeof(*s->v));
	if (!s->v)
		return -ENOMEM;
	memcpy(s->v, v, n * sizeof(*s->v));
	s->n = s->cap = n;
	return 0;
}

int sc_nrset_copy(struct nrset *dst, const struct nrset *src)
{
	return nrset_of(dst, sc_nrset_spans(src), src->n);
}

/*
 * The spans that meet [lo, hi] are consecutive, so only the outer ends of
 * the first and the last of them stay behind.
 */
int sc_nrset_take(struct nrset *s, uint32_t lo, uint32_t hi, struct nrset *in)
{
	struct nr_span *v = s->cap ? s->v : &s->one, *t, stay[2];
	/* The first span that ends at lo or later. */
	uint32_t i = (uint32_t)sc_lower_bound(v, s->n, sizeof(*v),
					      offsetof(struct nr_span, last), lo);
	uint32_t j, keep = 0, n;

	*in = (struct nrset){ 0 };
	for (j = i; j < s->n && v[j].first <= hi; j++)
		;
	if (i == j)
		return 0;
	if (nrset_of(in, &v[i], j - i))
		return -ENOMEM;
	t = in->cap ? in->v : &in->one;
	if (t[0].first < lo) {
		stay[keep++] = (struct nr_span){ t[0].first, lo - 1 };
		t[0].first = lo;
	}
	if (t[in->n - 1].last > hi) {
		stay[keep++] = (struct nr_span){ hi + 1, t[in->n - 1].last };
		t[in->n - 1].last = hi;
	}
	n = s->n - in->n + keep;
	if (n > (s->cap ? s->cap : 1)) {	/* one span lost its middle */
		struct nr_span *grown = malloc(2 * n * sizeof(*grown));

		if (!grown) {
			free(in->v);
			*in = (struct nrset){ 0 };
			return -ENOMEM;
		}
		memcpy(grown, v, s->n * sizeof(*v));
		free(s->v);
		s->v = v = grown;
		s->cap = 2 * n;
	}
	memmove(&v[i + keep], &v[j], (s->n - j) * sizeof(*v));
	memcpy(&v[i], stay, keep * sizeof(*v));
	s->n = n;
	if (!n) {
		free(s->v);
		*s = (struct nrset){ 0 };
	}
	return 0;
}
