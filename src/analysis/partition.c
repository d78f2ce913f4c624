/* SPDX-License-Identifier: MIT */
/*
 * partition.c - what the path engine's ended paths return: their outcomes,
 * gathered as paths end, and the filter's partition of [0, 2^32) into
 * range answers cut from them (paths.h, pathengine.h).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "analysis.h"
#include "nrset.h"
#include "pathengine.h"

static bool same_values(const struct value_set *a, const struct value_set *b)
{
	return a->any == b->any && a->n == b->n &&
	       !memcmp(a->v, b->v, a->n * sizeof(a->v[0]));
}

/*
 * Takes *nrs over. An outcome of the span right after the last one's, with
 * the same values, reads and budget, only extends it: a chain of jeq ends
 * one number after the other, and the partition and the combination of
 * filters would cut between them for nothing.
 */
int sc_path_outcome_add(struct path_engine *e, struct nrset *nrs,
			const struct value_set *set, uint32_t reads, bool budget)
{
	struct outcome *v = e->n_outs ? &e->outs[e->n_outs - 1] : NULL;

	if (v && !v->nrs.cap && !nrs->cap && v->nrs.n == 1 && nrs->n == 1 &&
	    v->nrs.one.last != UINT32_MAX && v->nrs.one.last + 1 == nrs->one.first &&
	    v->reads == reads && v->budget == budget && same_values(&v->set, set)) {
		v->nrs.one.last = nrs->one.last;
		*nrs = (struct nrset){ 0 };
		return 0;
	}
	v = sc_grow(e->outs, &e->cap_outs, e->n_outs, sizeof(*v));
	if (!v)
		return -ENOMEM;
	e->outs = v;
	v[e->n_outs++] = (struct outcome){ *nrs, *set, reads, budget };
	*nrs = (struct nrset){ 0 };
	return 0;
}

/*
 * Past a budget: what this path would return is unknown. Only what it
 * read so far is known, and the outcome says that more is possible.
 */
int sc_path_give_up(struct path_engine *e, struct nrset *nrs, uint32_t reads)
{
	static const struct value_set unknown = { 0 };

	return sc_path_outcome_add(e, nrs, &unknown, reads, true);
}

/* Free the outcomes of the filter last run. */
void sc_path_outcomes_drop(struct path_engine *e)
{
	while (e->n_outs)
		free(e->outs[--e->n_outs].nrs.v);
}

/* Sort v[0..n) with room for as many in tmp: a byte at a time, lowest first. */
static void radix_sort_u32(uint32_t *v, uint32_t *tmp, size_t n)
{
	for (unsigned int shift = 0; shift < 32; shift += 8) {
		size_t at[257] = { 0 };
		uint32_t *t;

		for (size_t i = 0; i < n; i++)
			at[(v[i] >> shift & 0xff) + 1]++;
		for (size_t b = 1; b < 256; b++)
			at[b] += at[b - 1];
		for (size_t i = 0; i < n; i++)
			tmp[at[v[i] >> shift & 0xff]++] = v[i];
		t = v;
		v = tmp;
		tmp = t;
	}
}

/*
 * The filter's partition of [0, 2^32): cut wherever an outcome's numbers
 * begin or end, and give each range answer what every outcome over it may return
 * and read. Ended paths cover every number, so no range answer stays empty.
 */
int sc_path_partition(const struct path_engine *e, struct range_answers *out)
{
	size_t n_cuts = 1, m = 0;
	uint32_t *cuts;

	for (size_t i = 0; i < e->n_outs; i++)
		n_cuts += 2 * (size_t)e->outs[i].nrs.n;
	cuts = malloc(2 * n_cuts * sizeof(*cuts));	/* and room to sort */
	if (!cuts)
		return -ENOMEM;
	n_cuts = 0;
	cuts[n_cuts++] = 0;
	for (size_t i = 0; i < e->n_outs; i++) {
		const struct nrset *s = &e->outs[i].nrs;
		const struct nr_span *v = sc_nrset_spans(s);

		for (uint32_t j = 0; j < s->n; j++) {
			cuts[n_cuts++] = v[j].first;
			if (v[j].last != UINT32_MAX)
				cuts[n_cuts++] = v[j].last + 1;
		}
	}
	radix_sort_u32(cuts, cuts + n_cuts, n_cuts);
	for (size_t i = 0; i < n_cuts; i++)
		if (!m || cuts[i] != cuts[m - 1])
			cuts[m++] = cuts[i];
	out->v = calloc(m, sizeof(*out->v));
	if (!out->v) {
		free(cuts);
		return -ENOMEM;
	}
	out->n = m;
	for (size_t i = 0; i < m; i++) {
		out->v[i].first = cuts[i];
		out->v[i].last = i + 1 < m ? cuts[i + 1] - 1 : UINT32_MAX;
	}
	free(cuts);
	for (size_t i = 0; i < e->n_outs; i++) {
		const struct outcome *o = &e->outs[i];
		const struct nr_span *v = sc_nrset_spans(&o->nrs);

		for (uint32_t j = 0; j < o->nrs.n; j++) {
			for (size_t p = sc_lower_bound(out->v, m, sizeof(*out->v),
						   offsetof(struct range_answer, first),
						   v[j].first);
			     p < m && out->v[p].first <= v[j].last; p++) {
				sc_value_set_union(&out->v[p].set, &o->set);
				out->v[p].reads |= o->reads;
				out->v[p].budget |= o->budget;
			}
		}
	}
	return 0;
}
