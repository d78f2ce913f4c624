/* SPDX-License-Identifier: MIT */
/*
 * equiv.c - seccache_diff(): whether two stacks return the same value for
 * every input of their process, decided rather than sampled, and the
 * accessors of its result.
 *
 * The precise analyses' partitions are walked side by side. Where both are
 * constant the values are compared; elsewhere both stacks' folds are
 * explored together (explore.c), the second on each path of the first, so
 * every path stands for the inputs on which both results are known. A
 * path whose results differ is turned into a concrete input, and the
 * difference is reported only if running both stacks confirms it.
 *
 * The stacks are compared as programs: the filters' own results, without
 * the kernel's passthrough of uretprobe and uprobe, which treats both alike
 * where it applies and must not hide a difference where it does not.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore.h"
#include "stack/stack.h"

#define DEFAULT_PATHS	65536	/* per range of numbers */
#define RUN_SCAN	1024	/* numbers a witness's run is searched each way */
#define ALL_DEPTH	32	/* SECCACHE_DIFF_ALL: parts of a path searched again */

/* The result, whose layout only this file knows (the header's accessors). */
struct seccache_diff {
	enum seccache_verdict verdict;
	size_t n_witnesses;	/* by arch, then nr; no two for one number */
	size_t cap_witnesses;	/* allocated; SECCACHE_DIFF_ALL grows it */
	struct seccache_witness *witnesses;
	uint64_t ranges;	/* ranges of numbers compared */
	uint64_t paths;		/* paths explored over arguments */
	char why[256];		/* SECCACHE_UNKNOWN: what was left undecided */
};

struct diff_job {
	const struct seccache_stack *a, *b;
	struct seccache_diff *out;
	unsigned int max;	/* stop at this many witnesses; 0: every one */
	bool undecided;		/* out->why says what */
	uint32_t first, last;	/* the range of numbers being compared */
};

static void undecided(struct diff_job *j, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void undecided(struct diff_job *j, const char *fmt, ...)
{
	va_list ap;

	if (j->undecided)
		return;
	j->undecided = true;
	va_start(ap, fmt);
	vsnprintf(j->out->why, sizeof(j->out->why), fmt, ap);
	va_end(ap);
}

static void data_of(const uint32_t w[DATA_WORDS], struct seccache_data *d)
{
	memcpy(d, w, sizeof(*d));
}

/* Whether the stacks give the call d, with its number nr instead, va and vb. */
static bool differs_alike(const struct diff_job *j, const struct seccache_data *d,
			  uint32_t nr, uint32_t va, uint32_t vb)
{
	struct seccache_data probe = *d;

	probe.nr = nr;
	return sc_stack_run_filters(j->a, &probe) == va &&
	       sc_stack_run_filters(j->b, &probe) == vb;
}

/*
 * Whether the path c ends in constants for every number of its interval
 * of numbers, with the other words as they are: its facts are only each
 * word's own domain (no atom, nothing dropped), and the number's domain
 * is the whole interval (no excluded value, no known bit where the
 * interval's numbers differ). Its interval into run.
 */
static bool path_run(struct expr_pool *p, const struct cond_set *c, const expr_id *results,
		     uint32_t run[2])
{
	const struct word_domain *nr = &c->w[WORD_NR];
	uint32_t varying = nr->umin ^ nr->umax;

	/* Every bit below the highest that differs varies too. */
	for (unsigned int shift = 1; shift < 32; shift *= 2)
		varying |= varying >> shift;
	if (c->dropped || c->n_atoms || nr->n_ex || (~nr->tm & varying) ||
	    !sc_expr_is_const(p, results[0]) || !sc_expr_is_const(p, results[1]))
		return false;
	run[0] = nr->umin;
	run[1] = nr->umax;
	return true;
}

/*
 * w's run of numbers. Where both partitions are constant (no path, c
 * NULL) the whole range differs alike for any arguments; on a path whose
 * interval of numbers path_run() gave, that interval with w's arguments;
 * elsewhere the paths may split the range by number, so only the numbers
 * next to w's that running both stacks on its arguments confirms.
 */
static void run_of(const struct diff_job *j, const struct cond_set *c, const uint32_t *run,
		   struct seccache_witness *w)
{
	bool scan = c && !run;

	w->any_args = !c;
	w->first = !c ? j->first : run ? run[0] : w->data.nr;
	w->last = !c ? j->last : run ? run[1] : w->data.nr;
	for (unsigned int i = 0; scan && i < RUN_SCAN && w->first > j->first &&
	     differs_alike(j, &w->data, w->first - 1, w->a, w->b); i++)
		w->first--;
	for (unsigned int i = 0; scan && i < RUN_SCAN && w->last < j->last &&
	     differs_alike(j, &w->data, w->last + 1, w->a, w->b); i++)
		w->last++;
}

/*
 * The ranges of the partitions split wherever either stack's does: a
 * constant difference right after the last witness's, alike for any
 * arguments, lengthens its run rather than taking a line of its own.
 */
static bool extend_last(struct diff_job *j, const struct seccache_data *d,
			uint32_t va, uint32_t vb)
{
	struct seccache_diff *o = j->out;
	struct seccache_witness *w = o->n_witnesses ? &o->witnesses[o->n_witnesses - 1] : NULL;

	if (!w || !w->any_args || w->data.arch != d->arch || w->a != va || w->b != vb ||
	    w->last + 1 != j->first)
		return false;
	w->last = j->last;
	return true;
}

/* The witness whose run has number nr of arch, or NULL. */
static const struct seccache_witness *covering(const struct seccache_diff *o, uint32_t arch,
					       uint32_t nr)
{
	for (size_t i = 0; i < o->n_witnesses; i++)
		if (o->witnesses[i].data.arch == arch && o->witnesses[i].first <= nr &&
		    nr <= o->witnesses[i].last)
			return &o->witnesses[i];
	return NULL;
}

/* Room for twice the witnesses: SECCACHE_DIFF_ALL keeps every one. */
static int grow_witnesses(struct seccache_diff *o)
{
	size_t cap = o->cap_witnesses ? 2 * o->cap_witnesses : SECCACHE_MAX_WITNESSES;
	struct seccache_witness *w = realloc(o->witnesses, cap * sizeof(*w));

	if (!w)
		return -ENOMEM;
	o->witnesses = w;
	o->cap_witnesses = cap;
	return 0;
}

/*
 * Report d if the stacks really differ there, unless the run of an
 * earlier witness has its number. Returns EXPLORE_STOP when enough have been
 * found.
 */
static int64_t witness(struct diff_job *j, const struct seccache_data *d,
		       const struct cond_set *c, const uint32_t *run)
{
	struct seccache_diff *o = j->out;
	uint32_t va = sc_stack_run_filters(j->a, d), vb = sc_stack_run_filters(j->b, d);

	if (va == vb && c && c->dropped) {
		const struct seccache_arch *abi = seccache_arch_by_audit(d->arch);
		char arch[16];

		snprintf(arch, sizeof(arch), "%#x", d->arch);
		undecided(j, "%s nr %u: a path compares one argument with more values "
			  "than the comparison keeps (%d for each 32-bit half, and %d "
			  "other tests)", abi ? abi->name : arch, d->nr, WORD_MAX_EXCLUDED,
			  COND_MAX_ATOMS);
		return 0;
	}
	if (va == vb) {
		undecided(j, "a difference found at arch %#x nr %u did not hold when run",
			  d->arch, d->nr);
		return 0;
	}
	if (covering(o, d->arch, d->nr))
		return 0;
	if (!c && extend_last(j, d, va, vb))
		return 0;
	if (o->n_witnesses == o->cap_witnesses && grow_witnesses(o))
		return -ENOMEM;
	o->witnesses[o->n_witnesses] = (struct seccache_witness){ .data = *d, .a = va, .b = vb };
	run_of(j, c, run, &o->witnesses[o->n_witnesses++]);
	return j->max && o->n_witnesses >= j->max ? EXPLORE_STOP : 0;
}

static int64_t compare_at(struct diff_job *j, struct expr_pool *p, const struct cond_set *c,
			  const expr_id *results, unsigned int depth);

/* c with its numbers narrowed to [first, last], compared again if any are left. */
static int64_t compare_part(struct diff_job *j, struct expr_pool *p, const struct cond_set *c,
			    const expr_id *results, unsigned int depth,
			    uint32_t first, uint32_t last)
{
	struct cond_set part = *c;

	part.w[WORD_NR].umin = first;
	part.w[WORD_NR].umax = last;
	if (!sc_word_domain_normalize(&part.w[WORD_NR]))
		return 0;
	return compare_at(j, p, &part, results, depth + 1);
}

/*
 * SECCACHE_DIFF_ALL: a path's witness stands for its run, which need not
 * be all the numbers of the path (the same arguments may give other
 * results next to it). The numbers of the path on either side of the run
 * are searched again, ALL_DEPTH times deep, so that every number where
 * the stacks differ is in a witness's run, or the search says it stopped.
 */
static int64_t rest_of_path(struct diff_job *j, struct expr_pool *p, const struct cond_set *c,
			    const expr_id *results, const struct seccache_data *d,
			    unsigned int depth)
{
	const struct seccache_witness *w = covering(j->out, d->arch, d->nr);
	const struct word_domain *nr = &c->w[WORD_NR];
	uint32_t first, last;
	int64_t ret = 0;

	if (!w || (w->first <= nr->umin && nr->umax <= w->last))
		return 0;
	if (depth == ALL_DEPTH) {
		undecided(j, "arch %#x nr %u-%u: more differences on one path than "
			  "are searched for", d->arch, nr->umin, nr->umax);
		return 0;
	}
	first = w->first;
	last = w->last;
	if (nr->umin < first)
		ret = compare_part(j, p, c, results, depth, nr->umin, first - 1);
	if (ret >= 0 && nr->umax > last)
		ret = compare_part(j, p, c, results, depth, last + 1, nr->umax);
	return ret;
}

/* The end of a path of both stacks: the same result, or an input where they differ. */
static int64_t compare(void *ctx, struct expr_pool *p, const struct cond_set *c,
		       const expr_id *results)
{
	return compare_at(ctx, p, c, results, 0);
}

static int64_t compare_at(struct diff_job *j, struct expr_pool *p, const struct cond_set *c,
			  const expr_id *results, unsigned int depth)
{
	uint32_t w[DATA_WORDS], run[2];
	int64_t ret;
	int found;

	if (sc_cond_set_same(p, c, results[0], results[1]))
		return 0;
	for (uint64_t seed = 0; seed < 16; seed++) {
		struct seccache_data d;

		found = sc_cond_set_pick(p, c, seed, w);
		if (found == 0)
			return 0;	/* no input takes this path */
		if (found < 0)
			break;
		if (sc_expr_eval(p, results[0], w) == sc_expr_eval(p, results[1], w))
			continue;
		data_of(w, &d);
		ret = witness(j, &d, c, path_run(p, c, results, run) ? run : NULL);
		if (ret || j->max)
			return ret;
		return rest_of_path(j, p, c, results, &d, depth);
	}
	undecided(j, "arch %#x nr %u-%u: a path where the results may differ, "
		  "and no input for it found", c->w[WORD_ARCH].umin, c->w[WORD_NR].umin,
		  c->w[WORD_NR].umax);
	return 0;
}

/* A side of the comparison: the stack's filters, or its pin's KILL_PROCESS. */
static void side_of(const struct seccache_stack *s, uint32_t arch, uint32_t nr,
		    struct value_set *may, struct filter_fold *side)
{
	*side = (struct filter_fold){ .filters = s->filters, .n = s->len,
				      .init = SECCACHE_RET_ALLOW, .may = may };
	if (sc_pin_rejects(s->native, sc_pin_kernel(s), s->pinned, arch, nr))
		*side = (struct filter_fold){ .init = SECCACHE_RET_KILL_PROCESS };
}

struct sides {
	struct value_set *may[2];
	struct expr_pool pool;
};

/* Numbers [first, last] of arch, where the partitions say ra and rb. */
static int64_t compare_range(struct diff_job *j, struct sides *sd,
			     const struct seccache_diff_opts *o, uint32_t arch,
			     uint32_t first, uint32_t last,
			     const struct seccache_range *ra, const struct seccache_range *rb)
{
	struct filter_fold sides[2];
	struct path_exploration xj = { .pool = &sd->pool, .folds = sides, .n_folds = 2,
				       .leaf = compare, .ctx = j,
				       .budget = o->budget ? o->budget : DEFAULT_PATHS };
	struct cond_set c;
	int64_t ret;

	j->out->ranges++;
	j->first = first;
	j->last = last;
	if (ra->constant && rb->constant) {
		struct seccache_data d = { .nr = first, .arch = arch };

		return ra->action == rb->action ? 0 : witness(j, &d, NULL, NULL);
	}
	side_of(j->a, arch, first, sd->may[0], &sides[0]);
	side_of(j->b, arch, first, sd->may[1], &sides[1]);
	sc_cond_set_init(&c, arch, first, last);
	ret = sc_explore_paths(&xj, &c);
	j->out->paths += xj.paths;
	if (ret == -E2BIG) {
		undecided(j, "arch %#x nr %u-%u needs more than %lu paths", arch, first,
			  last, xj.budget);
		ret = 0;
	}
	/* The pool grows with every path: start again for each range. */
	sc_expr_pool_free(&sd->pool);
	if (ret >= 0 && ret != EXPLORE_STOP && sc_expr_pool_init(&sd->pool))
		ret = -ENOMEM;
	return ret;
}

static int compare_arch(struct diff_job *j, struct sides *sd,
			const struct seccache_diff_opts *o,
			const struct seccache_analysis *aa, const struct seccache_analysis *ab,
			uint32_t arch)
{
	const struct seccache_range *ra, *rb;
	size_t na = seccache_analysis_ranges(aa, arch, &ra);
	size_t nb = seccache_analysis_ranges(ab, arch, &rb);
	size_t i = 0, k = 0;
	uint32_t first = 0;

	while (i < na && k < nb) {
		uint32_t last = ra[i].last < rb[k].last ? ra[i].last : rb[k].last;
		int64_t ret = compare_range(j, sd, o, arch, first, last, &ra[i], &rb[k]);

		if (ret < 0 || ret == EXPLORE_STOP)
			return ret == EXPLORE_STOP ? 1 : (int)ret;
		if (last == UINT32_MAX)
			break;
		first = last + 1;
		i += ra[i].last == last;
		k += rb[k].last == last;
	}
	return 0;
}

int seccache_diff(const struct seccache_stack *a, const struct seccache_stack *b,
		  const struct seccache_diff_opts *opts, struct seccache_diff **result,
		  struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_analyze_opts, filters_only, .mode = SECCACHE_MODE_PRECISE,
		      .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	struct seccache_diff_opts o;
	struct seccache_diff *out;
	struct diff_job j = { .a = a, .b = b };
	struct seccache_analysis *aa = NULL, *ab = NULL;
	struct sides sd = { 0 };
	int ret;

	if (SC_OPTS_COPY(seccache_diff_opts, max_witnesses, flags, &o, opts, err))
		return -EINVAL;
	if (a->native != b->native)
		return sc_fail(err, -EINVAL, -1, "the stacks are for %s and %s processes",
			       a->native->name, b->native->name);
	out = calloc(1, sizeof(*out));
	if (!out)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	j.out = out;
	j.max = o.max_witnesses ? o.max_witnesses : 1;
	if (j.max > SECCACHE_MAX_WITNESSES)
		j.max = SECCACHE_MAX_WITNESSES;
	if (o.flags & SECCACHE_DIFF_ALL)
		j.max = 0;
	ret = seccache_analyze(a, &filters_only, &aa, err);
	ret = ret ? ret : seccache_analyze(b, &filters_only, &ab, err);
	sd.may[0] = sc_filters_may_return(a->filters, a->len);
	sd.may[1] = sc_filters_may_return(b->filters, b->len);
	if (!ret && (!sd.may[0] || !sd.may[1] || sc_expr_pool_init(&sd.pool)))
		ret = sc_fail(err, -ENOMEM, -1, "out of memory");
	for (size_t i = 0; !ret && i < aa->n_arches; i++) {
		ret = compare_arch(&j, &sd, &o, aa, ab, aa->arches[i].audit_arch);
		if (ret < 0)
			ret = sc_fail(err, ret, -1, "out of memory");
	}
	if (ret > 0)
		ret = 0;	/* stopped at the last witness wanted */
	out->verdict = out->n_witnesses ? SECCACHE_DIFFERENT :
		       j.undecided ? SECCACHE_UNKNOWN : SECCACHE_EQUIVALENT;
	/* Where every difference was wanted, an undecided range is news too. */
	if (out->verdict == SECCACHE_EQUIVALENT ||
	    (out->verdict == SECCACHE_DIFFERENT && !(o.flags & SECCACHE_DIFF_ALL)))
		out->why[0] = '\0';
	sc_expr_pool_free(&sd.pool);
	free(sd.may[0]);
	free(sd.may[1]);
	seccache_analysis_free(aa);
	seccache_analysis_free(ab);
	if (ret) {
		seccache_diff_free(out);
		return ret;
	}
	*result = out;
	return 0;
}

void seccache_diff_free(struct seccache_diff *d)
{
	if (d)
		free(d->witnesses);
	free(d);
}

enum seccache_verdict seccache_diff_verdict(const struct seccache_diff *d)
{
	return d->verdict;
}

size_t seccache_diff_n_witnesses(const struct seccache_diff *d)
{
	return d->n_witnesses;
}

const struct seccache_witness *seccache_diff_witness(const struct seccache_diff *d, size_t i)
{
	return i < d->n_witnesses ? &d->witnesses[i] : NULL;
}

uint64_t seccache_diff_ranges(const struct seccache_diff *d)
{
	return d->ranges;
}

uint64_t seccache_diff_paths(const struct seccache_diff *d)
{
	return d->paths;
}

const char *seccache_diff_why(const struct seccache_diff *d)
{
	return d->why;
}
