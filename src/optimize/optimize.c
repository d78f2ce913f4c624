/* SPDX-License-Identifier: MIT */
/*
 * optimize.c - seccache_optimize(): a stack rewritten as few filters as
 * exactness allows, each one program built from the precise analysis.
 *
 * Per ABI the program is a balanced search over the analysis's ranges of
 * numbers (neighbours with one constant value merged), after the arch has
 * been checked once; a constant range is one ret, a range whose result
 * depends on arguments is the decision graph the explorer builds over
 * every filter of the group (explore.c), and codegen.c lays it all out.
 * Everything the search does is what the kernel's seccomp_is_const_allow()
 * (and the series' seccomp_emulate()) emulates (ld nr and arch, jeq/jge,
 * ret), so a call the kernel's cache answers for the input it answers for
 * the output, with the same result: ALLOW on a stock kernel, any constant
 * result on one with the seccache series. That is checked, not assumed.
 */
#include <errno.h>
#include <linux/seccomp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explore.h"
#include "stack/stack.h"
#include "abi/opcode.h"

#define DEFAULT_PATHS	4096	/* per range of numbers that depends on arguments */

/* A leaf of the search: a range of numbers and its code. */
struct leaf {
	uint32_t first, last;
	uint32_t node;
};

struct job {
	const struct seccache_stack *s;
	const struct seccache_optimize_opts *o;
	const struct seccache_analysis *kern;	/* the kernel's cache for s */
	struct seccache_stack *out;
	uint64_t *flags;
	size_t n_out;
	bool proved_whole;	/* the output is one group's merge, proved */
	struct expr_pool pool;
	struct decision_graph graph;
	char too_big[128];	/* merge()'s -E2BIG: which budget the result would pass */
};

static void note(const struct job *j, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void note(const struct job *j, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	if (!j->o->note)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	j->o->note(j->o->note_ctx, msg);
}

/* Whether f may return USER_NOTIF: its listener belongs to it alone. */
static bool may_notify(const struct seccache_filter *f)
{
	return sc_filter_may_return_action(f, SECCACHE_RET_USER_NOTIF);
}

/*
 * The flags filter i is installed with: the caller's, and the LOG the
 * stack keeps with it (j->s has both: installed()).
 */
static uint64_t flags_of(const struct job *j, size_t i)
{
	return (j->o->flags ? j->o->flags[i] : 0) | seccache_stack_filter_flags(j->s, i);
}

/*
 * Whether the kernel's cache answers (abi, nr) for the input without
 * running the filters: ALLOW on a stock kernel, any constant result with
 * the series (kernel mode has no other constant ranges).
 */
static bool cached(const struct job *j, uint32_t arch, uint32_t nr)
{
	const struct seccache_range *r = seccache_analysis_lookup(j->kern, arch, nr);

	return r && r->constant;
}

/*
 * The leaves of one arch: the analysis's ranges, constant neighbours with
 * one value merged whatever they read, the others explored over the
 * group's filters.
 */
static int arch_leaves(struct job *j, const struct seccache_stack *sub,
		       const struct sc_arch_ranges *ar, struct leaf **out, size_t *n_out)
{
	struct filter_fold side = { .filters = sub->filters, .n = sub->len,
				    .init = SECCACHE_RET_ALLOW };
	unsigned int budget = j->o->budget ? j->o->budget : DEFAULT_PATHS;
	struct leaf *v = NULL;
	size_t n = 0, cap = 0;
	int ret = 0;

	side.may = sc_filters_may_return(sub->filters, sub->len);
	if (!side.may)
		return -ENOMEM;
	for (size_t i = 0; i < ar->n && !ret; i++) {
		const struct seccache_range *r = &ar->ranges[i];
		uint32_t last_value;
		int64_t node;

		if (r->constant && n &&
		    sc_decision_returns_const(&j->graph, &j->pool, v[n - 1].node, &last_value) &&
		    last_value == r->action) {
			v[n - 1].last = r->last;
			continue;
		}
		if (r->constant) {
			node = sc_decision_ret(&j->graph, sc_expr_const(&j->pool, r->action));
		} else {
			struct path_exploration xj = { .pool = &j->pool, .graph = &j->graph,
						       .folds = &side, .n_folds = 1,
						       .budget = budget };
			struct cond_set c;

			sc_cond_set_init(&c, ar->audit_arch, r->first, r->last);
			node = sc_explore_paths(&xj, &c);
		}
		if (node < 0) {
			ret = (int)node;
			break;
		}
		v = sc_grow(v, &cap, n, sizeof(*v));
		if (!v) {
			ret = -ENOMEM;
			break;
		}
		v[n++] = (struct leaf){ r->first, r->last, (uint32_t)node };
	}
	free(side.may);
	if (ret) {
		free(v);
		return ret;
	}
	*out = v;
	*n_out = n;
	return 0;
}

/* A balanced search over leaves [lo, hi] by nr. */
static int64_t search(struct job *j, expr_id nr, const struct leaf *v, size_t lo, size_t hi)
{
	size_t mid = lo + (hi - lo + 1) / 2;
	int64_t t, f;

	if (lo == hi)
		return v[lo].node;
	t = search(j, nr, v, mid, hi);
	f = t < 0 ? t : search(j, nr, v, lo, mid - 1);
	if (f < 0)
		return f;
	return sc_decision_test(&j->graph, BPF_JGE, nr, sc_expr_const(&j->pool, v[mid].first),
				(uint32_t)t, (uint32_t)f);
}

/* The leaf holding nr. */
static const struct leaf *leaf_of(const struct leaf *v, size_t n, uint32_t nr)
{
	return &v[sc_lower_bound(v, n, sizeof(*v), offsetof(struct leaf, last), nr)];
}

/* One arch's code: its hot calls tested first, then the search. */
static int64_t arch_code(struct job *j, const struct seccache_stack *sub,
			 const struct sc_arch_ranges *ar)
{
	expr_id nr = sc_expr_word(&j->pool, WORD_NR);
	struct leaf *v;
	size_t n;
	int64_t node;
	int ret = arch_leaves(j, sub, ar, &v, &n);

	if (ret)
		return ret;
	node = search(j, nr, v, 0, n - 1);
	/* The hottest first: built from the coldest up. */
	for (size_t i = j->o->n_hot; node >= 0 && i-- > 0;) {
		const struct seccache_call *h = &j->o->hot[i];

		if (h->arch != ar->audit_arch || cached(j, h->arch, h->nr))
			continue;
		node = sc_decision_test(&j->graph, BPF_JEQ, nr, sc_expr_const(&j->pool, h->nr),
					leaf_of(v, n, h->nr)->node, (uint32_t)node);
	}
	free(v);
	return node;
}

static size_t total_len(const struct seccache_stack *s)
{
	size_t n = 0;

	for (size_t i = 0; i < s->len; i++)
		n += s->filters[i]->len;
	return n;
}

/*
 * The merged filter f proved equivalent to the filters it replaces, by
 * seccache_diff(): 0, or -EDOM when it cannot be (within the budgets).
 */
static int prove(const struct seccache_stack *sub, const struct seccache_filter *f)
{
	struct seccache_stack *m = NULL;
	struct seccache_diff *d = NULL;
	int ret = seccache_stack_new(sub->native, &m, NULL);

	ret = ret ? ret : seccache_stack_push(m, f, NULL);
	ret = ret ? ret : seccache_diff(sub, m, NULL, &d, NULL);
	if (!ret && seccache_diff_verdict(d) != SECCACHE_EQUIVALENT)
		ret = -EDOM;
	seccache_diff_free(d);
	seccache_stack_free(m);
	return ret;
}

/* One filter equivalent to filters [first, first + n) of the stack, into *f. */
static int merge(struct job *j, size_t first, size_t n, struct seccache_filter **f)
{
	/* The filters' own results: the output may run where no call passes. */
	SECCACHE_OPTS(seccache_analyze_opts, ao, .mode = SECCACHE_MODE_PRECISE,
		      .flags = SECCACHE_ANALYZE_FILTERS_ONLY);
	struct seccache_analysis *a = NULL;
	struct seccache_stack *sub = NULL;
	struct seccache_insn *insns = NULL;
	int64_t root = 0, code[SC_AUDIT_ARCHES];
	size_t len = 0;
	int ret;

	ret = seccache_stack_new(j->s->native, &sub, NULL);
	for (size_t i = 0; i < n && !ret; i++)
		ret = seccache_stack_push(sub, j->s->filters[first + i], NULL);
	ret = ret ? ret : seccache_analyze(sub, &ao, &a, NULL);
	ret = ret ? ret : sc_expr_pool_init(&j->pool);
	ret = ret ? ret : sc_decision_graph_init(&j->graph);
	for (size_t i = 0; !ret && i < a->n_arches; i++) {
		code[i] = arch_code(j, sub, &a->arches[i]);
		if (code[i] < 0)
			ret = (int)code[i];
		if (ret == -E2BIG)
			snprintf(j->too_big, sizeof(j->too_big), "a range of %s's numbers "
				 "needs more than %u paths over the arguments (--budget)",
				 seccache_arch_by_audit(a->arches[i].audit_arch)->name,
				 j->o->budget ? j->o->budget : DEFAULT_PATHS);
	}
	if (!ret) {
		/* Arch values no process of this ABI can make: KILL_PROCESS. */
		expr_id arch = sc_expr_word(&j->pool, WORD_ARCH);

		root = sc_decision_ret(&j->graph, sc_expr_const(&j->pool, SECCACHE_RET_KILL_PROCESS));
		for (size_t i = a->n_arches; root >= 0 && i-- > 0;)
			root = sc_decision_test(&j->graph, BPF_JEQ, arch,
						sc_expr_const(&j->pool, a->arches[i].audit_arch),
						(uint32_t)code[i], (uint32_t)root);
		ret = root < 0 ? (int)root : 0;
	}
	if (!ret) {
		ret = sc_codegen(&j->pool, &j->graph, (uint32_t)root, &insns, &len);
		if (ret == -E2BIG)
			snprintf(j->too_big, sizeof(j->too_big), "the program would not fit "
				 "in %d instructions and %d scratch words", SECCACHE_MAXINSNS,
				 BPF_MEMWORDS);
	}
	/* Code much larger than the filters it replaces is not worth it. */
	if (!ret && len > 2 * total_len(sub) + 64) {
		snprintf(j->too_big, sizeof(j->too_big), "the program would be %zu "
			 "instructions, more than twice the %zu it replaces (and 64)", len,
			 total_len(sub));
		ret = -E2BIG;
	}
	ret = ret ? ret : seccache_filter_new(insns, len, f, NULL);
	ret = ret ? ret : prove(sub, *f);
	if (ret) {
		seccache_filter_free(*f);
		*f = NULL;
	}
	free(insns);
	sc_decision_graph_free(&j->graph);
	sc_expr_pool_free(&j->pool);
	seccache_analysis_free(a);
	seccache_stack_free(sub);
	return ret;
}

/* f onto the output, with the flags it is to be installed with (the stack keeps LOG). */
static int push(struct job *j, const struct seccache_filter *f, uint64_t flags)
{
	int ret = seccache_stack_push_flags(j->out, f, (uint32_t)flags, NULL);

	if (!ret && j->flags)
		j->flags[j->n_out] = flags;
	j->n_out += !ret;
	return ret;
}

/*
 * The output stack, empty: the input's ABI and kernel, so that its pin
 * (pin_out()) counts the same tables of syscall numbers.
 */
/* A new empty stack *out with s's native ABI and kernel. */
static int empty_like(const struct seccache_stack *s, struct seccache_stack **out,
		      struct seccache_error *err)
{
	int ret = seccache_stack_new(s->native, out, err);

	return ret ? ret : seccache_stack_set_kernel(*out, sc_pin_kernel(s), err);
}

/* s's pin onto out, once out has its filters (a pin needs one). */
static int pin_like(const struct seccache_stack *s, struct seccache_stack *out,
		    struct seccache_error *err)
{
	return s->pinned ? seccache_stack_pin(out, s->pinned, err) : 0;
}

static int new_out(struct job *j, struct seccache_error *err)
{
	return empty_like(j->s, &j->out, err);
}

/* The input's pin, once the output has its filters. */
static int pin_out(struct job *j, struct seccache_error *err)
{
	return pin_like(j->s, j->out, err);
}

/*
 * Whether one of filters [first, first + n) shifts by X on a machine whose
 * JIT does not count as the interpreter does (sc_shift_x_exact()): the
 * rewriting, and its proof, know only the interpreter's X & 31, so such a
 * filter is kept as it is.
 */
static bool shifts_by_machine(const struct job *j, size_t first, size_t n)
{
	const struct seccache_arch *native = j->s->native, *abis[SECCACHE_MAX_ABIS];
	size_t n_abis = sc_arch_audit_abis(native, abis);
	bool exact = true;

	for (size_t i = 0; i < n_abis; i++)
		exact &= sc_shift_x_exact(native, abis[i]->audit_arch);
	if (exact)
		return false;
	for (size_t i = first; i < first + n; i++) {
		const struct seccache_filter *f = j->s->filters[i];

		for (size_t pc = 0; pc < f->len; pc++)
			if (f->insns[pc].code == (BPF_ALU | BPF_LSH | BPF_X) ||
			    f->insns[pc].code == (BPF_ALU | BPF_RSH | BPF_X))
				return true;
	}
	return false;
}

/*
 * Filters [first, first + n) as one filter if it can be done within the
 * budgets, else each half the same way; one filter that cannot be
 * rewritten stays as it is.
 */
static int emit_group(struct job *j, size_t first, size_t n)
{
	struct seccache_filter *f = NULL;
	const char *why;
	uint64_t flags = 0;
	int ret;

	for (size_t i = 0; i < n; i++)
		flags |= flags_of(j, first + i);
	ret = shifts_by_machine(j, first, n) ? -EXDEV : merge(j, first, n, &f);
	/* One filter rewritten neither shorter nor faster: keep it. */
	if (!ret && n == 1 && f->len >= j->s->filters[first]->len &&
	    seccache_filter_longest_path(f) >= seccache_filter_longest_path(j->s->filters[first])) {
		seccache_filter_free(f);
		return push(j, j->s->filters[first], flags);
	}
	if (!ret) {
		ret = push(j, f, flags);
		seccache_filter_free(f);
		j->proved_whole = !ret && first == 0 && n == j->s->len;
		return ret;
	}
	if (ret != -E2BIG && ret != -EDOM && ret != -EXDEV)
		return ret;
	why = ret == -EDOM ? "its rewrite could not be proved equivalent to it" :
	      ret == -EXDEV ? "a shift by X, which this ABI's JITs may count otherwise "
			      "than X & 31" :
	      j->too_big;
	if (n == 1) {
		note(j, "filter %zu kept as it is: %s", first, why);
		return push(j, j->s->filters[first], flags);
	}
	note(j, "filters %zu-%zu not merged into one: %s; split", first, first + n - 1, why);
	ret = emit_group(j, first, n / 2);
	return ret ? ret : emit_group(j, first + n / 2, n - n / 2);
}

/*
 * Each group was proved equivalent to what it replaces, and so, the fold
 * being associative, is the whole. seccache_diff() is asked anyway, so
 * that it says equivalent of every output: where it cannot (values that
 * ret A returns, compared across groups), the input is kept as it is.
 */
static int prove_whole(struct job *j)
{
	struct seccache_diff *d;
	int ret;

	/* One group merged whole was proved so already. */
	if (j->proved_whole)
		return 0;
	ret = seccache_diff(j->s, j->out, NULL, &d, NULL);
	if (ret)
		return ret;
	if (seccache_diff_verdict(d) == SECCACHE_EQUIVALENT) {
		seccache_diff_free(d);
		return 0;
	}
	note(j, "the optimized stack could not be proved equivalent as a whole "
	     "(%s): the input is kept as it is", seccache_diff_why(d));
	seccache_diff_free(d);
	seccache_stack_free(j->out);
	j->out = NULL;		/* new_out() leaves it so when it fails */
	j->n_out = 0;
	ret = new_out(j, NULL);
	for (size_t i = 0; !ret && i < j->s->len; i++)
		ret = push(j, j->s->filters[i], flags_of(j, i));
	return ret ? ret : pin_out(j, NULL);
}

/*
 * Every call the kernel's cache answers for the input it answers for the
 * output, with the same result. Kernel mode's constant ranges are what
 * the cache holds: ALLOW alone on a stock kernel, any constant result
 * (LOG, ERRNO, KILL_PROCESS, ...) with the seccache series.
 */
static int check_cache(const struct job *j, struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_analyze_opts, ko, .mode = SECCACHE_MODE_KERNEL,
		      .kernel = &j->kern->kernel);
	struct seccache_analysis *after = NULL;
	int ret = seccache_analyze(j->out, &ko, &after, err);

	for (size_t i = 0; !ret && i < j->kern->n_arches; i++) {
		const struct sc_arch_ranges *ar = &j->kern->arches[i];

		for (size_t k = 0; k < ar->n && !ret; k++) {
			const struct seccache_range *r = &ar->ranges[k];

			for (uint32_t nr = r->first; r->constant && nr <= r->last; nr++) {
				const struct seccache_range *o =
					seccache_analysis_lookup(after, ar->audit_arch, nr);

				if (!o || !o->constant || o->action != r->action) {
					ret = sc_fail(err, -EPROTO, -1, "the optimized stack "
						      "loses the kernel's cache of %#x nr %u "
						      "(%#x)", ar->audit_arch, nr, r->action);
					break;
				}
				if (nr == r->last)
					break;
			}
		}
	}
	seccache_analysis_free(after);
	return ret;
}

/*
 * s as it is installed, into *out: s itself, or, where opts->flags add
 * SECCOMP_FILTER_FLAG_LOG to a filter the stack keeps without it, a copy
 * with it (its ABI, kernel and pin s's), so that the kernel's cache of
 * the input is that of the filters installed with their flags, as the
 * output's is. *copy receives the copy, to free; NULL when there is none.
 */
static int installed(const struct seccache_stack *s, const struct seccache_optimize_opts *o,
		     const struct seccache_stack **out, struct seccache_stack **copy,
		     struct seccache_error *err)
{
	bool differ = false;
	int ret;

	*out = s;
	*copy = NULL;
	for (size_t i = 0; o->flags && i < s->len; i++)
		differ |= (o->flags[i] & ~(uint64_t)seccache_stack_filter_flags(s, i) &
			   SECCACHE_FILTER_FLAG_LOG) != 0;
	if (!differ)
		return 0;
	ret = empty_like(s, copy, err);
	for (size_t i = 0; !ret && i < s->len; i++)
		ret = seccache_stack_push_flags(*copy, s->filters[i], (uint32_t)o->flags[i] |
						seccache_stack_filter_flags(s, i), err);
	ret = ret ? ret : pin_like(s, *copy, err);
	if (ret) {
		seccache_stack_free(*copy);
		*copy = NULL;
		return ret;
	}
	*out = *copy;
	return 0;
}

/* Whether every hot call of o is of one of s's ABIs. */
static int check_hot_calls(const struct seccache_stack *s,
			   const struct seccache_optimize_opts *o, struct seccache_error *err)
{
	for (size_t i = 0; i < o->n_hot; i++) {
		const struct seccache_arch *abi = seccache_arch_by_audit(o->hot[i].arch);

		if (!abi || !sc_arch_has_abi(s->native, abi))
			return sc_fail(err, -EINVAL, -1, "hot call %zu: arch %#x is not "
				       "one of %s's", i, o->hot[i].arch, s->native->name);
	}
	return 0;
}

int seccache_optimize(const struct seccache_stack *s,
		      const struct seccache_optimize_opts *opts,
		      struct seccache_stack **out, uint64_t *flags,
		      struct seccache_error *err)
{
	SECCACHE_OPTS(seccache_analyze_opts, ko, .mode = SECCACHE_MODE_KERNEL);
	struct seccache_optimize_opts o;
	struct seccache_analysis *kern = NULL;
	struct seccache_stack *copy = NULL;
	struct job j = { .o = &o, .flags = flags };
	size_t first = 0;
	int ret;

	ret = SC_OPTS_COPY(seccache_optimize_opts, note_ctx, note_ctx, &o, opts, err);
	ret = ret ? ret : check_hot_calls(s, &o, err);
	ret = ret ? ret : installed(s, &o, &j.s, &copy, err);
	if (ret)
		return ret;
	s = j.s;	/* from here on, as installed */
	ko.kernel = o.kernel;
	ret = seccache_analyze(s, &ko, &kern, err);
	if (ret) {
		seccache_stack_free(copy);
		return ret;
	}
	j.kern = kern;
	ret = new_out(&j, err);
	/* Groups end at a filter that may notify and where LOG changes. */
	for (size_t i = 0; !ret && i < s->len; i++) {
		bool alone = s->len > 1 && may_notify(s->filters[i]);
		bool log = i + 1 < s->len &&
			   ((flags_of(&j, i) ^ flags_of(&j, i + 1)) & SECCOMP_FILTER_FLAG_LOG);
		bool last = i + 1 == s->len || alone || may_notify(s->filters[i + 1]) || log;

		if (alone)
			note(&j, "filter %zu may return USER_NOTIF: kept a filter of its "
			     "own, for its listener", i);
		else if (log)
			note(&j, "filters %zu and %zu differ in SECCOMP_FILTER_FLAG_LOG: "
			     "not merged", i, i + 1);
		if (!last)
			continue;
		ret = emit_group(&j, first, i + 1 - first);
		if (ret)
			ret = sc_fail(err, ret, -1, "cannot optimize filters %zu-%zu: %s",
				      first, i, ret == -ENOMEM ? "out of memory" :
				      "the stack cannot hold the result");
		first = i + 1;
	}
	ret = ret ? ret : pin_out(&j, err);
	ret = ret ? ret : prove_whole(&j);
	ret = ret ? ret : check_cache(&j, err);
	seccache_analysis_free(kern);
	seccache_stack_free(copy);
	if (ret) {
		seccache_stack_free(j.out);
		return ret;
	}
	*out = j.out;
	return 0;
}
