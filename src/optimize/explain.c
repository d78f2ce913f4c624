/* SPDX-License-Identifier: MIT */
/*
 * explain.c - seccache_conditions_new(): for every call a precise
 * analysis finds dependent on arguments, the explorer (explore.c) runs the
 * stack's fold over the call's inputs, and each path that ends becomes a
 * conjunction of its argument fields' domains for the result it returns
 * (report/conditions.c simplifies and writes them). The paths partition
 * the inputs, each standing for exactly those that reach its end, so the
 * conditions are exact where every path's facts are domains of words;
 * where one is not (an atom on a computed value, a fact dropped, a value
 * returned that the arguments compute, more paths than the budget, a
 * shift by X the machine counts otherwise), the call says why instead.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "explore.h"
#include "report/report.h"
#include "stack/stack.h"
#include "abi/opcode.h"

#define DEFAULT_PATHS	256	/* per call; simplifying them is cubic at worst */
#define PER_NUMBER_MAX	256	/* a range this short is explored number by number */

/* One exploration's paths, handed on as they end. */
struct collect {
	struct seccache_conditions *c;
	struct word_domain nr;		/* the numbers explored, as the paths start */
	bool big_endian;
	enum seccache_cond_why why;	/* SECCACHE_COND_EXACT while every path is */
	int err;
};

/* A word's domain as the conditions read it. */
static void word_of(const struct word_domain *d, struct cond_word *w, struct cond_wex *ex)
{
	for (unsigned int i = 0; i < d->n_ex; i++)
		ex[i] = (struct cond_wex){ d->ex[i].m, d->ex[i].v };
	*w = (struct cond_word){ d->umin, d->umax, d->tv, d->tm, d->n_ex, ex };
}

/*
 * The path's fields: args[0..5] from words 4 up, the instruction pointer
 * from 2 and 3. 0, 1 when they hold no input, or -ENOMEM.
 */
static int conj_of(const struct collect *k, const struct cond_set *cs, struct cond_conj *conj)
{
	struct cond_wex lo_ex[WORD_MAX_EXCLUDED], hi_ex[WORD_MAX_EXCLUDED];
	struct cond_word lo, hi;
	int ret = 0;

	for (unsigned int f = 0; f < COND_FIELDS; f++)
		sc_cond_field_full(&conj->f[f]);
	for (unsigned int f = 0; f < COND_FIELDS && !ret; f++) {
		unsigned int w = f == SECCACHE_COND_IP ? 2 : 4 + 2 * f;
		/* Big-endian machines have each u64's high half first. */
		unsigned int wl = k->big_endian ? w + 1 : w, wh = k->big_endian ? w : w + 1;

		word_of(&cs->w[wl], &lo, lo_ex);
		word_of(&cs->w[wh], &hi, hi_ex);
		if (sc_cond_field_from_words(&conj->f[f], &lo, &hi))
			ret = -ENOMEM;
		else if (!sc_cond_field_normalize(&conj->f[f]))
			ret = 1;
	}
	if (ret)
		for (unsigned int f = 0; f < COND_FIELDS; f++)
			sc_cond_field_free(&conj->f[f]);
	return ret;
}

/* Whether a path's numbers are all those explored: no test of nr within them. */
static bool all_numbers(const struct collect *k, const struct word_domain *nr)
{
	return nr->umin == k->nr.umin && nr->umax == k->nr.umax && nr->tv == k->nr.tv &&
	       nr->tm == k->nr.tm && !nr->n_ex;
}

/* path_end_fn: one path's inputs, for the result it returns. */
static int64_t path_end(void *ctx, struct expr_pool *p, const struct cond_set *cs,
			const expr_id *results)
{
	struct collect *k = ctx;
	struct cond_conj conj;
	int ret;

	if (!sc_expr_is_const(p, results[0]))
		k->why = SECCACHE_COND_VALUE;
	else if (cs->dropped || cs->n_atoms)
		k->why = SECCACHE_COND_COMPUTED;
	else if (!all_numbers(k, &cs->w[WORD_NR]))
		k->why = SECCACHE_COND_NR;
	if (k->why)
		return EXPLORE_STOP;
	ret = conj_of(k, cs, &conj);
	if (ret > 0)
		return 0;	/* no input takes it */
	if (!ret && (ret = sc_conditions_add_path(k->c, sc_expr_const_value(p, results[0]),
						  &conj)))
		for (unsigned int f = 0; f < COND_FIELDS; f++)
			sc_cond_field_free(&conj.f[f]);
	if (ret) {
		k->err = ret;
		return EXPLORE_STOP;
	}
	return 0;
}

/* A stack's filters, as the explorer folds them from ALLOW. */
struct fold_job {
	struct expr_pool pool;
	struct filter_fold fold;
	unsigned int budget;
	const struct seccache_arch *native;
	struct seccache_conditions *c;
};

/* Explore numbers [first, last] of audit_arch as one call, named by abi. */
static int explain_call(struct fold_job *j, const struct seccache_arch *abi, uint32_t audit_arch,
			uint32_t first, uint32_t last, const struct seccache_range *r,
			enum seccache_cond_why why)
{
	struct path_exploration xj = { .pool = &j->pool, .folds = &j->fold, .n_folds = 1,
				       .leaf = path_end, .budget = j->budget };
	struct collect k = { .c = j->c, .big_endian = sc_arch_big_endian(audit_arch), .why = why };
	struct cond_set *cs = malloc(sizeof(*cs));
	int64_t ret = 0;

	if (!cs)
		return -ENOMEM;
	ret = sc_conditions_begin(j->c, abi, first, last, r->reads);
	sc_cond_set_init(cs, audit_arch, first, last);
	k.nr = cs->w[WORD_NR];
	xj.ctx = &k;
	if (!ret && !why)
		ret = sc_explore_paths(&xj, cs);
	free(cs);
	if (ret == -E2BIG)
		k.why = SECCACHE_COND_PATHS;
	else if (ret < 0 && ret != -E2BIG)
		k.err = (int)ret;
	if (k.err) {
		sc_conditions_end(j->c, SECCACHE_COND_PATHS);
		return k.err;
	}
	return sc_conditions_end(j->c, k.why);
}

/* Whether a filter of j shifts by X where audit_arch's machines count it otherwise. */
static bool shifts_by_machine(const struct fold_job *j, uint32_t audit_arch)
{
	if (sc_shift_x_exact(j->native, audit_arch))
		return false;
	for (size_t i = 0; i < j->fold.n; i++) {
		const struct seccache_filter *f = j->fold.filters[i];

		for (size_t pc = 0; pc < f->len; pc++)
			if (f->insns[pc].code == (BPF_ALU | BPF_LSH | BPF_X) ||
			    f->insns[pc].code == (BPF_ALU | BPF_RSH | BPF_X))
				return true;
	}
	return false;
}

/* Every argument-dependent range of one AUDIT_ARCH value. */
static int explain_arch(struct fold_job *j, const struct seccache_analysis *a,
			uint32_t audit_arch)
{
	const struct seccache_range *ranges;
	size_t n = seccache_analysis_ranges(a, audit_arch, &ranges);
	enum seccache_cond_why machine = shifts_by_machine(j, audit_arch) ?
					 SECCACHE_COND_MACHINE : SECCACHE_COND_EXACT;
	int ret = 0;

	for (size_t i = 0; i < n && !ret; i++) {
		const struct seccache_range *r = &ranges[i];
		enum seccache_cond_why why = r->flags & SECCACHE_RANGE_BUDGET ?
					     SECCACHE_COND_PATHS : machine;
		uint32_t nr = r->first;

		if (r->constant)
			continue;
		if (r->last - r->first >= PER_NUMBER_MAX)
			ret = explain_call(j, seccache_arch_of(j->native, audit_arch, nr),
					   audit_arch, r->first, r->last, r, why);
		else
			do
				ret = explain_call(j, seccache_arch_of(j->native, audit_arch, nr),
						   audit_arch, nr, nr, r, why);
			while (!ret && nr++ != r->last);
	}
	return ret;
}

int seccache_conditions_new(const struct seccache_stack *s, const struct seccache_analysis *a,
			    const struct seccache_conditions_opts *opts,
			    struct seccache_conditions **out, struct seccache_error *err)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	struct seccache_conditions_opts o;
	struct fold_job j = { .native = s->native };
	size_t n = seccache_analysis_abis(a, abis);
	int ret;

	*out = NULL;
	if (SC_OPTS_COPY(seccache_conditions_opts, budget, budget, &o, opts, err))
		return -EINVAL;
	if (seccache_analysis_mode(a) != SECCACHE_MODE_PRECISE || !n || abis[0] != s->native)
		return sc_fail(err, -EINVAL, -1, "conditions need a precise analysis of the stack");
	j.budget = o.budget ? o.budget : DEFAULT_PATHS;
	j.fold = (struct filter_fold){ .filters = s->filters, .n = s->len,
				       .init = SECCACHE_RET_ALLOW };
	j.fold.may = sc_filters_may_return(s->filters, s->len);
	ret = j.fold.may ? sc_expr_pool_init(&j.pool) : -ENOMEM;
	if (!ret)
		ret = sc_conditions_new(&j.c);
	for (size_t i = 0; !ret && i < n; i++)
		/* x32 shares its native ABI's AUDIT_ARCH value, and its ranges. */
		if (abis[i] != s->native->x32)
			ret = explain_arch(&j, a, abis[i]->audit_arch);
	free(j.fold.may);
	sc_expr_pool_free(&j.pool);
	if (ret) {
		seccache_conditions_free(j.c);
		return sc_fail(err, ret, -1, "conditions: out of memory");
	}
	*out = j.c;
	return 0;
}
