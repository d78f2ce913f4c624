/* SPDX-License-Identifier: MIT */
/*
 * analysis.c - which (arch, nr) pairs have a constant action whatever the
 * arguments and instruction pointer, for a whole stack (precise mode), and
 * the accessors of an analysis result in either mode.
 *
 * Precise mode runs an abstract interpreter over each filter, per AUDIT_ARCH
 * value. Each path stands for a set of syscall numbers: arch is a constant,
 * nr lies in the path's set, everything else is unknown. Values are an
 * interval plus known bits (a "tnum", as the eBPF verifier keeps) and two
 * flags saying whether they depend on nr or on unknown fields. A jump the
 * abstraction cannot decide forks when it depends on an unknown field (both
 * outcomes happen for some arguments) and splits the path's numbers when it
 * depends on nr only: right at the jump when nr is compared with a constant,
 * otherwise in halves (see split_nr()). A single number makes every
 * nr-derived value a constant, so splitting always ends; budgets on splits,
 * paths and steps bound the work, and past them the answer is the safe "not
 * constant, any action".
 *
 * Filters are then combined by seccomp_run_filters()'s rule over the product
 * of their possible values: an over-approximation, so a range is constant
 * only if every combination gives the same 32-bit value.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "opcode.h"

#define PIECE_BUDGET	4096		/* splits of numbers per filter and arch */
#define DEFAULT_PATHS	1024		/* paths per filter and set of numbers */
#define STEP_BUDGET	(1U << 24)	/* instructions per filter and arch */

#define READ_ALL	(SECCACHE_READ_NR | SECCACHE_READ_ARCH | SECCACHE_READ_OTHER)

/* ------------------------------------------------------------------ */
/* Abstract values                                                     */
/* ------------------------------------------------------------------ */

#define DEP_NR		1U	/* varies with nr over the current range */
#define DEP_OTHER	2U	/* varies with instruction_pointer or args */

/*
 * Every concrete value the register can hold for the current range lies in
 * [umin, umax] and agrees with tv on the bits outside tm. deps == 0 means a
 * constant (umin == umax); plain means the value is nr itself.
 */
struct aval {
	uint32_t umin, umax;
	uint32_t tv, tm;
	uint8_t deps;
	bool plain;
};

static struct aval const_val(uint32_t c)
{
	return (struct aval){ .umin = c, .umax = c, .tv = c };
}

static struct aval full_val(uint8_t deps)
{
	return (struct aval){ .umax = UINT32_MAX, .tm = UINT32_MAX, .deps = deps };
}

static bool is_const(const struct aval *v)
{
	return v->umin == v->umax;
}

static int fls32(uint32_t x)
{
	return x ? 32 - __builtin_clz(x) : 0;
}

/* The known bits every number in [min, max] shares (tnum_range()). */
static void tnum_range(uint32_t min, uint32_t max, uint32_t *tv, uint32_t *tm)
{
	int bits = fls32(min ^ max);
	uint32_t delta = bits >= 32 ? UINT32_MAX : (1U << bits) - 1;

	*tv = min & ~delta;
	*tm = delta;
}

/*
 * Make interval and known bits agree with each other, and turn a value
 * that can only be one number into that constant.
 */
static struct aval normalize(struct aval v)
{
	uint32_t rv, rm;

	tnum_range(v.umin, v.umax, &rv, &rm);
	/* tnum_intersect(): a bit known in either is known. */
	v.tv = (v.tv | rv) & ~(v.tm & rm);
	v.tm &= rm;
	if (v.tv > v.umin)
		v.umin = v.tv;
	if ((v.tv | v.tm) < v.umax)
		v.umax = v.tv | v.tm;
	if (v.umin > v.umax)	/* inconsistent: cannot happen, stay safe */
		return full_val(v.deps);
	if (is_const(&v))
		return const_val(v.umin);
	return v;
}

/* Interval from 64-bit bounds of a result, or everything if it wraps partly. */
static void wrap_interval(struct aval *r, int64_t lo, int64_t hi)
{
	int64_t span = (int64_t)1 << 32;

	if (lo >= span && hi >= span) {
		lo -= span;
		hi -= span;
	} else if (lo < 0 && hi < 0) {
		lo += span;
		hi += span;
	}
	if (lo < 0 || hi >= span) {
		r->umin = 0;
		r->umax = UINT32_MAX;
	} else {
		r->umin = (uint32_t)lo;
		r->umax = (uint32_t)hi;
	}
}

static void alu_add(struct aval *r, const struct aval *a, const struct aval *b)
{
	uint32_t sv = a->tv + b->tv, sigma = a->tm + b->tm + sv;
	uint32_t mu = (sigma ^ sv) | a->tm | b->tm;

	r->tv = sv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin + b->umin, (int64_t)a->umax + b->umax);
}

static void alu_sub(struct aval *r, const struct aval *a, const struct aval *b)
{
	uint32_t dv = a->tv - b->tv;
	uint32_t mu = ((dv + a->tm) ^ (dv - b->tm)) | a->tm | b->tm;

	r->tv = dv & ~mu;
	r->tm = mu;
	wrap_interval(r, (int64_t)a->umin - b->umax, (int64_t)a->umax - b->umin);
}

static void alu_shift(struct aval *r, uint16_t op, const struct aval *a,
		      const struct aval *b)
{
	uint32_t s = b->umin & 31;

	if (!is_const(b)) {
		if (op == BPF_RSH)
			r->umax = a->umax;
		return;
	}
	if (op == BPF_RSH) {
		r->tv = a->tv >> s;
		r->tm = a->tm >> s;
		r->umin = a->umin >> s;
		r->umax = a->umax >> s;
		return;
	}
	r->tv = a->tv << s;
	r->tm = a->tm << s;
	if (((uint64_t)a->umax << s) <= UINT32_MAX) {
		r->umin = a->umin << s;
		r->umax = a->umax << s;
	}
}

/*
 * One ALU operation on abstract values. Division by a value that may be
 * zero is the caller's business. Operations without a cheap precise rule
 * keep whatever the interval gives, which is still sound.
 */
static struct aval alu_abstract(uint16_t op, const struct aval *a,
				const struct aval *b)
{
	struct aval r = full_val(a->deps | b->deps);
	uint64_t hi;

	if (!r.deps)
		return const_val(bpf_alu(op, a->umin, b->umin));
	switch (op) {
	case BPF_ADD:
		alu_add(&r, a, b);
		break;
	case BPF_SUB:
		alu_sub(&r, a, b);
		break;
	case BPF_NEG: {
		struct aval zero = const_val(0);

		alu_sub(&r, &zero, a);
		break;
	}
	case BPF_MUL:
		hi = (uint64_t)a->umax * b->umax;
		if (hi <= UINT32_MAX) {
			r.umin = a->umin * b->umin;
			r.umax = (uint32_t)hi;
		}
		break;
	case BPF_DIV:	/* b->umin > 0 here */
		r.umin = a->umin / b->umax;
		r.umax = a->umax / b->umin;
		break;
	case BPF_AND:
		r.tv = a->tv & b->tv;
		r.tm = (a->tv | a->tm) & (b->tv | b->tm) & ~r.tv;
		r.umax = a->umax < b->umax ? a->umax : b->umax;
		break;
	case BPF_OR:
		r.tv = a->tv | b->tv;
		r.tm = (a->tm | b->tm) & ~r.tv;
		r.umin = a->umin > b->umin ? a->umin : b->umin;
		break;
	case BPF_XOR:
		r.tm = a->tm | b->tm;
		r.tv = (a->tv ^ b->tv) & ~r.tm;
		break;
	case BPF_LSH:
	case BPF_RSH:
		alu_shift(&r, op, a, b);
		break;
	}
	return normalize(r);
}

/* 1 taken, 0 not taken, -1 depends on values the abstraction mixes. */
static int jump_decided(uint16_t op, const struct aval *a, const struct aval *b)
{
	switch (op) {
	case BPF_JEQ:
		if (a->umax < b->umin || b->umax < a->umin ||
		    ((a->tv ^ b->tv) & ~(a->tm | b->tm)))
			return 0;
		return is_const(a) && is_const(b) ? 1 : -1;
	case BPF_JGT:
		if (a->umin > b->umax)
			return 1;
		return a->umax <= b->umin ? 0 : -1;
	case BPF_JGE:
		if (a->umin >= b->umax)
			return 1;
		return a->umax < b->umin ? 0 : -1;
	case BPF_JSET:
		if (a->tv & b->tv)
			return 1;
		return ((a->tv | a->tm) & (b->tv | b->tm)) ? -1 : 0;
	}
	return -1;
}

/* ------------------------------------------------------------------ */
/* Sets of possible values                                             */
/* ------------------------------------------------------------------ */

struct vset {
	bool any;
	unsigned int n;
	uint32_t v[SECCACHE_MAX_ACTIONS];
};

static void vset_add(struct vset *s, uint32_t v)
{
	unsigned int i;

	if (s->any)
		return;
	for (i = 0; i < s->n && s->v[i] <= v; i++)
		if (s->v[i] == v)
			return;
	if (s->n == SECCACHE_MAX_ACTIONS) {
		s->any = true;
		return;
	}
	memmove(&s->v[i + 1], &s->v[i], (s->n - i) * sizeof(s->v[0]));
	s->v[i] = v;
	s->n++;
}

/* Every value of a (deps & DEP_OTHER) register, if there are few. */
static void vset_add_aval(struct vset *s, const struct aval *v)
{
	uint32_t sub = 0;

	if (__builtin_popcount(v->tm) > 3) {
		s->any = true;
		return;
	}
	/* Walk the subsets of the unknown bits. */
	do {
		uint32_t x = v->tv | sub;

		if (x >= v->umin && x <= v->umax)
			vset_add(s, x);
		sub = (sub - v->tm) & v->tm;
	} while (sub);
}

static bool is_kill_process(uint32_t v)
{
	return (v & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_KILL_PROCESS;
}

/*
 * seccomp_run_filters() for one older filter: cur holds the possible
 * results so far, f the filter's possible values. Nothing beats a
 * KILL_PROCESS-class value, so such a result survives even an "any" filter.
 */
static struct vset vset_combine(const struct vset *cur, const struct vset *f)
{
	struct vset r = { 0 };

	if (cur->any)
		return *cur;
	for (unsigned int i = 0; i < cur->n; i++) {
		if (f->any) {
			if (!is_kill_process(cur->v[i]))
				return *f;
			vset_add(&r, cur->v[i]);
			continue;
		}
		for (unsigned int j = 0; j < f->n; j++)
			vset_add(&r, sc_action_beats(f->v[j], cur->v[i]) ?
				 f->v[j] : cur->v[i]);
	}
	return r;
}

/* ------------------------------------------------------------------ */
/* Sets of syscall numbers                                             */
/* ------------------------------------------------------------------ */

struct span {
	uint32_t first, last;
};

/* Disjoint spans, ascending; v is NULL when empty. */
struct nrset {
	struct span *v;
	uint32_t n, cap;
};

/* Room for one more of n elements of size bytes: the array, or NULL. */
static void *grow(void *v, size_t *cap, size_t n, size_t size)
{
	size_t c = *cap ? *cap * 2 : 16;

	if (n < *cap)
		return v;
	v = realloc(v, c * size);
	if (v)
		*cap = c;
	return v;
}

static int nrset_span(struct nrset *s, uint32_t first, uint32_t last)
{
	s->v = malloc(sizeof(*s->v));
	if (!s->v)
		return -ENOMEM;
	s->v[0] = (struct span){ first, last };
	s->n = s->cap = 1;
	return 0;
}

static int nrset_copy(struct nrset *dst, const struct nrset *src)
{
	dst->v = malloc(src->n * sizeof(*dst->v));
	if (!dst->v)
		return -ENOMEM;
	memcpy(dst->v, src->v, src->n * sizeof(*dst->v));
	dst->n = dst->cap = src->n;
	return 0;
}

static uint32_t nrset_min(const struct nrset *s)
{
	return s->v[0].first;
}

static uint32_t nrset_max(const struct nrset *s)
{
	return s->v[s->n - 1].last;
}

/*
 * Move the numbers of s within [lo, hi] to *in. The spans that meet
 * [lo, hi] are consecutive, so only the outer ends of the first and the
 * last of them stay behind.
 */
static int nrset_take(struct nrset *s, uint32_t lo, uint32_t hi,
		      struct nrset *in)
{
	uint32_t i = 0, j = s->n, keep = 0, n;
	struct span stay[2];

	*in = (struct nrset){ 0 };
	while (i < j) {		/* the first span that ends at lo or later */
		uint32_t mid = i + (j - i) / 2;

		if (s->v[mid].last < lo)
			i = mid + 1;
		else
			j = mid;
	}
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

/* nr over the numbers of s: their hull, or a constant for one number. */
static struct aval nr_val(const struct nrset *s)
{
	uint32_t lo = nrset_min(s), hi = nrset_max(s);
	struct aval v = { .umin = lo, .umax = hi, .deps = DEP_NR, .plain = true };

	if (lo == hi)
		return const_val(lo);
	tnum_range(lo, hi, &v.tv, &v.tm);
	return v;
}

/* Where to halve [lo, hi], lo < hi: at its highest differing bit, as tnums like. */
static uint32_t halve(uint32_t lo, uint32_t hi)
{
	return hi & ~((1U << (fls32(lo ^ hi) - 1)) - 1);
}

/* ------------------------------------------------------------------ */
/* One filter                                                          */
/* ------------------------------------------------------------------ */

/*
 * A path: the numbers it stands for and the abstract machine. Copies of nr
 * (plain values) always describe exactly nrs; values computed from nr keep
 * the bounds of the numbers they were computed over, which is sound for
 * any subset.
 */
struct astate {
	uint32_t pc;
	uint32_t node;		/* whose path budget it spends */
	uint32_t reads;		/* the fields this path loaded */
	struct nrset nrs;
	struct aval a, x, m[BPF_MEMWORDS];
};

/*
 * Paths over the same numbers that share a path budget: one path and what
 * it forks on unknown fields. Both parts of a split start nodes of their
 * own, counting the paths already ended: a range-at-a-time analysis would
 * explore those again over each part.
 */
struct node {
	unsigned int paths;
	bool over;		/* past the budget: its paths' numbers are unknown */
	bool again;		/* its paths start again from the first instruction */
};

/* An ended path: what it may return over which numbers, and what it read. */
struct outcome {
	struct nrset nrs;
	struct vset set;
	uint32_t reads;
};

/* What a filter may return over a range of numbers. */
struct piece {
	uint32_t first, last;
	struct vset set;
	uint32_t reads;
};

struct pieces {
	struct piece *v;
	size_t n;
};

/*
 * A path waiting to run. The lowest numbers go first, as budgets run out
 * on the highest ones; among equals the latest pushed, so that forks on
 * unknown fields run depth first.
 */
struct waiting {
	uint64_t key;		/* lowest number, then the complement of the push count */
	uint32_t slot;		/* in explorer.slots */
};

struct explorer {
	const struct seccache_insn *insns;
	uint32_t arch;
	unsigned int path_budget;
	unsigned long steps;		/* left for this filter and arch */
	struct waiting *todo;		/* a heap */
	size_t n_todo, cap_todo;
	struct astate *slots;		/* the waiting paths, with their numbers */
	size_t n_slots, cap_slots;
	uint32_t *free_slots;		/* room for every slot */
	size_t n_free, cap_free;
	uint32_t pushed;
	struct node *nodes;
	size_t n_nodes, cap_nodes;
	unsigned int splits;		/* for PIECE_BUDGET */
	struct outcome *outs;
	size_t n_outs, cap_outs;
};

/* What an instruction leaves the path to do next. */
enum step { STEP_NEXT, STEP_AGAIN, STEP_END };

/* How a set of numbers fell on either side of a split. */
enum split { SPLIT_NONE, SPLIT_ALL, SPLIT_SOME, SPLIT_ENDED };

static const struct vset any_set = { .any = true };

/*
 * Queue a copy of st, which takes its numbers over: the copy, valid until
 * the next push, or NULL.
 */
static struct astate *push_state(struct explorer *e, const struct astate *st)
{
	struct waiting w = { .key = (uint64_t)nrset_min(&st->nrs) << 32 | ~e->pushed };
	struct waiting *h = grow(e->todo, &e->cap_todo, e->n_todo, sizeof(*h));
	size_t i;

	if (!h)
		return NULL;
	e->todo = h;
	if (e->n_free) {
		w.slot = e->free_slots[--e->n_free];
	} else {
		struct astate *v = grow(e->slots, &e->cap_slots, e->n_slots, sizeof(*v));
		uint32_t *f;

		if (!v)
			return NULL;
		e->slots = v;
		f = grow(e->free_slots, &e->cap_free, e->n_slots, sizeof(*f));
		if (!f)
			return NULL;
		e->free_slots = f;
		w.slot = (uint32_t)e->n_slots++;
	}
	e->slots[w.slot] = *st;
	e->pushed++;
	for (i = e->n_todo++; i && w.key < h[(i - 1) / 2].key; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = w;
	return &e->slots[w.slot];
}

static struct astate pop_state(struct explorer *e)
{
	struct waiting *h = e->todo, last = h[--e->n_todo];
	uint32_t slot = h[0].slot;
	size_t i = 0, c;

	while ((c = 2 * i + 1) < e->n_todo) {
		if (c + 1 < e->n_todo && h[c + 1].key < h[c].key)
			c++;
		if (last.key <= h[c].key)
			break;
		h[i] = h[c];
		i = c;
	}
	h[i] = last;
	e->free_slots[e->n_free++] = slot;
	return e->slots[slot];
}

/* Takes *nrs over. */
static int add_outcome(struct explorer *e, struct nrset *nrs,
		       const struct vset *set, uint32_t reads)
{
	struct outcome *v = grow(e->outs, &e->cap_outs, e->n_outs, sizeof(*v));

	if (!v)
		return -ENOMEM;
	e->outs = v;
	v[e->n_outs++] = (struct outcome){ *nrs, *set, reads };
	*nrs = (struct nrset){ 0 };
	return 0;
}

/* Past a budget: any value, which may depend on anything. */
static int give_up(struct explorer *e, struct nrset *nrs)
{
	return add_outcome(e, nrs, &any_set, READ_ALL);
}

static int new_node(struct explorer *e, unsigned int paths)
{
	struct node *v = grow(e->nodes, &e->cap_nodes, e->n_nodes, sizeof(*v));

	if (!v)
		return -ENOMEM;
	e->nodes = v;
	v[e->n_nodes] = (struct node){ .paths = paths };
	return (int)e->n_nodes++;
}

/* A path from the first instruction over *nrs (taken over). */
static int push_start(struct explorer *e, struct nrset *nrs)
{
	struct astate st = { 0 };
	int ret = new_node(e, 0);

	if (ret < 0)
		return ret;
	st.node = (uint32_t)ret;
	st.nrs = *nrs;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		st.m[i] = const_val(0);
	st.a = st.x = const_val(0);	/* bpf_convert_filter() zeroes A and X */
	if (!push_state(e, &st))
		return -ENOMEM;
	*nrs = (struct nrset){ 0 };
	return 0;
}

/* Every copy of nr in st now stands for st's numbers. */
static void narrow(struct astate *st)
{
	struct aval v = nr_val(&st->nrs);

	if (st->a.plain)
		st->a = v;
	if (st->x.plain)
		st->x = v;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		if (st->m[i].plain)
			st->m[i] = v;
}

/*
 * Keep st's numbers within [lo, hi] and push a copy of st with the others,
 * to resume at pc. Past the piece budget both parts are given up, so that
 * the paths of a node always stand for the same numbers.
 */
static int split_off(struct explorer *e, struct astate *st, uint32_t lo,
		     uint32_t hi, uint32_t pc)
{
	unsigned int paths = e->nodes[st->node].paths;
	uint32_t at = st->pc;
	struct astate *rest;
	struct nrset keep;
	int ret = nrset_take(&st->nrs, lo, hi, &keep);

	if (ret)
		return ret;
	if (!keep.n)
		return SPLIT_NONE;
	if (!st->nrs.n) {
		st->nrs = keep;
		return SPLIT_ALL;
	}
	if (e->splits == PIECE_BUDGET) {
		ret = give_up(e, &keep);
		if (!ret)
			ret = give_up(e, &st->nrs);
		free(keep.v);
		return ret < 0 ? ret : SPLIT_ENDED;
	}
	e->splits++;
	ret = new_node(e, paths);
	if (ret < 0)
		goto fail;
	st->node = (uint32_t)ret;
	st->pc = pc;
	rest = push_state(e, st);
	if (!rest) {
		ret = -ENOMEM;
		goto fail;
	}
	narrow(rest);
	st->nrs = keep;
	st->pc = at;
	ret = new_node(e, paths);
	if (ret < 0)
		return ret;
	st->node = (uint32_t)ret;
	narrow(st);
	return SPLIT_SOME;
fail:
	free(keep.v);
	return ret;
}

/*
 * A value of nr alone that the abstraction cannot decide over st's numbers.
 * If it is a copy of nr, halving the numbers narrows it exactly: go on with
 * the lower half and split the upper half off, both to run the instruction
 * again. Any other value derived from nr still has the bounds of the
 * numbers it was computed over, so every path of st's node starts again
 * from the first instruction over each half (one number makes every value
 * a constant, so this ends).
 */
static int split_nr(struct explorer *e, struct astate *st, bool copy)
{
	uint32_t lo = nrset_min(&st->nrs), hi = nrset_max(&st->nrs);
	struct nrset upper = { 0 };
	int ret;

	if (copy) {
		ret = split_off(e, st, lo, halve(lo, hi) - 1, st->pc);
		return ret < 0 ? ret : ret == SPLIT_ENDED ? STEP_END : STEP_AGAIN;
	}
	if (e->splits == PIECE_BUDGET) {
		ret = give_up(e, &st->nrs);
		return ret < 0 ? ret : STEP_END;
	}
	e->splits++;
	e->nodes[st->node].again = true;
	ret = lo < hi ? nrset_take(&st->nrs, halve(lo, hi), hi, &upper) : 0;
	if (!ret && upper.n)
		ret = push_start(e, &upper);
	if (!ret)	/* the lower half runs first */
		ret = push_start(e, &st->nrs);
	free(upper.v);
	return ret < 0 ? ret : STEP_END;
}

/*
 * st's path returns one of set. Past its node's path budget its numbers
 * are unknown instead, and so are those of the node's paths still waiting.
 */
static int end_path(struct explorer *e, struct astate *st,
		    const struct vset *set)
{
	struct node *nd = &e->nodes[st->node];

	if (++nd->paths > e->path_budget)
		nd->over = true;
	if (nd->over)
		return give_up(e, &st->nrs);
	return add_outcome(e, &st->nrs, set, st->reads);
}

/* The READ bit of a 32-bit word of struct seccomp_data. */
static uint32_t read_bit(uint32_t off)
{
	uint32_t word = off / 4;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	/* Words 2 and up are halves of u64s: the high half comes first. */
	if (word >= 2)
		word ^= 1;
#endif
	return 1U << word;
}

static struct aval load_field(struct explorer *e, struct astate *st,
			      uint32_t off)
{
	st->reads |= read_bit(off);
	if (off == offsetof(struct seccache_data, arch))
		return const_val(e->arch);
	if (off != offsetof(struct seccache_data, nr))
		return full_val(DEP_OTHER);
	return nr_val(&st->nrs);
}

static bool copy_or_const(const struct aval *v)
{
	return v->plain || !v->deps;
}

/*
 * nr compared with a constant c (nr on the right of the comparison if
 * nr_right): the numbers that take the jump are one range. st takes the
 * jump with them, and the others go on from the jump in a path of their
 * own: a chain of comparisons keeps one path waiting, not one per number.
 */
static int jump_on_nr(struct explorer *e, struct astate *st,
		      const struct seccache_insn *in, uint32_t c, bool nr_right)
{
	int64_t lo = 0, hi = UINT32_MAX;

	switch (BPF_OP(in->code)) {
	case BPF_JEQ:
		lo = hi = c;
		break;
	case BPF_JGT:
		if (nr_right)
			hi = (int64_t)c - 1;
		else
			lo = (int64_t)c + 1;
		break;
	case BPF_JGE:
		if (nr_right)
			hi = c;
		else
			lo = c;
		break;
	}
	if (lo > hi)
		return SPLIT_NONE;
	return split_off(e, st, (uint32_t)lo, (uint32_t)hi, st->pc + 1 + in->jf);
}

/* A conditional jump: decide it, fork on unknowns, or split the numbers. */
static int cond_jump(struct explorer *e, struct astate *st,
		     const struct seccache_insn *in)
{
	uint16_t op = BPF_OP(in->code);
	const struct aval *src = BPF_SRC(in->code) == BPF_X ? &st->x : NULL;
	const struct aval *a = &st->a;
	struct aval k = const_val(in->k);
	int taken;

	if (in->jt == in->jf) {	/* both ways lead to the same place */
		st->pc += in->jt;
		return STEP_NEXT;
	}
	if (!src)
		src = &k;
	taken = jump_decided(op, a, src);
	/* nr against itself (a copy in X) is decided whatever nr is. */
	if (taken < 0 && a->plain && src->plain && op != BPF_JSET)
		taken = op != BPF_JGT;
	if (taken < 0 && !((a->deps | src->deps) & DEP_OTHER)) {
		int split;

		if (op != BPF_JSET && a->plain && !src->deps)
			split = jump_on_nr(e, st, in, src->umin, false);
		else if (op != BPF_JSET && src->plain && !a->deps)
			split = jump_on_nr(e, st, in, a->umin, true);
		else
			return split_nr(e, st, copy_or_const(a) && copy_or_const(src));
		if (split < 0)
			return split;
		if (split == SPLIT_ENDED)
			return STEP_END;
		taken = split != SPLIT_NONE;
	}
	if (taken < 0) {
		struct astate *other;
		struct nrset nrs;

		if (nrset_copy(&nrs, &st->nrs))
			return -ENOMEM;
		other = push_state(e, st);
		if (!other) {
			free(nrs.v);
			return -ENOMEM;
		}
		other->nrs = nrs;
		other->pc += 1 + in->jf;
		taken = 1;
	}
	st->pc += taken ? in->jt : in->jf;
	return STEP_NEXT;
}

/* A return, or the end of a path by division by zero. */
static int ret_value(struct explorer *e, struct astate *st, const struct aval *v)
{
	struct vset set = { 0 };
	int ret;

	if (is_const(v))
		vset_add(&set, v->umin);
	else if (v->deps & DEP_OTHER)
		vset_add_aval(&set, v);
	else
		return split_nr(e, st, v->plain);
	ret = end_path(e, st, &set);
	return ret < 0 ? ret : STEP_END;
}

/*
 * DIV by X where X may be zero: bpf_convert_filter() makes X == 0 end the
 * program returning 0.
 */
static int div_by_zero(struct explorer *e, struct astate *st)
{
	static const struct vset zero = { .n = 1 };
	struct aval *x = &st->x;
	struct astate zero_path;
	int ret;

	if (x->umin > 0)
		return STEP_NEXT;
	if (is_const(x))
		return ret_value(e, st, x);
	if (!(x->deps & DEP_OTHER))
		return split_nr(e, st, x->plain);
	/* Unknown: one path returns 0, this one goes on with X >= 1. */
	zero_path = *st;
	if (nrset_copy(&zero_path.nrs, &st->nrs))
		return -ENOMEM;
	ret = end_path(e, &zero_path, &zero);
	free(zero_path.nrs.v);
	if (ret < 0)
		return ret;
	x->umin = 1;
	*x = normalize(*x);
	return STEP_NEXT;
}

static int step_alu(struct explorer *e, struct astate *st,
		    const struct seccache_insn *in)
{
	uint16_t op = BPF_OP(in->code);
	struct aval k = const_val(in->k);
	const struct aval *src = BPF_SRC(in->code) == BPF_X ? &st->x : &k;

	if (op == BPF_DIV && BPF_SRC(in->code) == BPF_X) {
		int ret = div_by_zero(e, st);

		if (ret != STEP_NEXT)
			return ret;
	}
	st->a = alu_abstract(op, &st->a, src);
	return STEP_NEXT;
}

/*
 * Run one path until it ends; forks and split-off numbers go to e->todo.
 * st's numbers end up in an outcome or in other paths, or stay for the
 * caller to free.
 */
static int run_path(struct explorer *e, struct astate *st)
{
	for (;;) {
		const struct seccache_insn *in = &e->insns[st->pc];
		int r = STEP_NEXT;

		if (!e->steps)
			return give_up(e, &st->nrs);
		e->steps--;
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: st->a = load_field(e, st, in->k); break;
			case BPF_LEN: st->a = const_val(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->a = const_val(in->k); break;
			case BPF_MEM: st->a = st->m[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: st->x = const_val(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->x = const_val(in->k); break;
			case BPF_MEM: st->x = st->m[in->k]; break;
			}
			break;
		case BPF_ST:
			st->m[in->k] = st->a;
			break;
		case BPF_STX:
			st->m[in->k] = st->x;
			break;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				st->x = st->a;
			else
				st->a = st->x;
			break;
		case BPF_ALU:
			r = step_alu(e, st, in);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA)
				st->pc += in->k;
			else
				r = cond_jump(e, st, in);
			break;
		case BPF_RET:
			if (BPF_RVAL(in->code) == BPF_A) {
				r = ret_value(e, st, &st->a);
			} else {
				struct aval k = const_val(in->k);

				r = ret_value(e, st, &k);
			}
			break;
		}
		if (r < 0)
			return r;
		if (r == STEP_END)
			return 0;
		if (r == STEP_NEXT)
			st->pc++;
	}
}

/* Sort v[0..n) with room for as many in tmp: a byte at a time, lowest first. */
static void sort_u32(uint32_t *v, uint32_t *tmp, size_t n)
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

static void vset_union(struct vset *s, const struct vset *t)
{
	s->any |= t->any;
	for (unsigned int i = 0; i < t->n; i++)
		vset_add(s, t->v[i]);
}

/* The first piece at or after nr. */
static size_t piece_at(const struct pieces *p, uint32_t nr)
{
	size_t lo = 0, hi = p->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (p->v[mid].first < nr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/*
 * The filter's partition of [0, 2^32): cut wherever an outcome's numbers
 * begin or end, and give each piece what every outcome over it may return
 * and read. Ended paths cover every number, so no piece stays empty.
 */
static int partition(const struct explorer *e, struct pieces *out)
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

		for (uint32_t j = 0; j < s->n; j++) {
			cuts[n_cuts++] = s->v[j].first;
			if (s->v[j].last != UINT32_MAX)
				cuts[n_cuts++] = s->v[j].last + 1;
		}
	}
	sort_u32(cuts, cuts + n_cuts, n_cuts);
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

		for (uint32_t j = 0; j < o->nrs.n; j++) {
			for (size_t p = piece_at(out, o->nrs.v[j].first);
			     p < m && out->v[p].first <= o->nrs.v[j].last; p++) {
				vset_union(&out->v[p].set, &o->set);
				out->v[p].reads |= o->reads;
			}
		}
	}
	return 0;
}

/*
 * Run every path of a filter for one arch from the first instruction over
 * every number. A branch on nr splits the numbers right where it is, so a
 * chain of comparisons costs one step per comparison, not one restart.
 */
static int analyze_filter(struct explorer *e, const struct seccache_filter *f,
			  struct pieces *out)
{
	struct nrset all;
	int ret;

	e->insns = f->insns;
	e->steps = STEP_BUDGET;
	e->n_nodes = 0;
	e->splits = 0;
	ret = nrset_span(&all, 0, UINT32_MAX);
	if (!ret)
		ret = push_start(e, &all);
	free(all.v);
	while (!ret && e->n_todo) {
		struct astate st = pop_state(e);

		if (e->nodes[st.node].over)
			ret = give_up(e, &st.nrs);
		else if (!e->nodes[st.node].again)
			ret = run_path(e, &st);
		free(st.nrs.v);
	}
	if (!ret)
		ret = partition(e, out);
	while (e->n_todo)
		free(e->slots[e->todo[--e->n_todo].slot].nrs.v);
	e->n_slots = e->n_free = 0;
	while (e->n_outs)
		free(e->outs[--e->n_outs].nrs.v);
	return ret;
}

/* ------------------------------------------------------------------ */
/* The stack                                                           */
/* ------------------------------------------------------------------ */

struct stack_job {
	const struct seccache_stack *s;
	const struct seccache_arch *pin;	/* from opts, or NULL */
	unsigned int budget;
};

/* The stack's own pin, then the one the analysis assumes. */
static bool pin_rejects(const struct stack_job *j, uint32_t arch, uint32_t nr)
{
	return sc_pin_rejects(j->s->native, j->s->pinned, arch, nr) ||
	       sc_pin_rejects(j->s->native, j->pin, arch, nr);
}

/* A pin answers whole blocks of numbers, one ABI each. */
static uint32_t pin_block_last(const struct stack_job *j, uint32_t nr)
{
	if (!j->s->pinned && !j->pin)
		return UINT32_MAX;
	return sc_abi_block_last(j->s->native, nr);
}

static bool same_answer(const struct seccache_range *a,
			const struct seccache_range *b)
{
	if (a->constant != b->constant || a->reads != b->reads)
		return false;
	if (a->constant)
		return a->action == b->action;
	if (a->any_action != b->any_action || a->n_actions != b->n_actions)
		return false;
	return !memcmp(a->actions, b->actions, a->n_actions * sizeof(a->actions[0]));
}

static int ranges_add(struct sc_arch_ranges *ar, size_t *cap,
		      const struct seccache_range *r)
{
	if (ar->n && same_answer(&ar->ranges[ar->n - 1], r)) {
		ar->ranges[ar->n - 1].last = r->last;
		return 0;
	}
	if (ar->n == *cap) {
		size_t c = *cap ? *cap * 2 : 64;
		struct seccache_range *grown = realloc(ar->ranges, c * sizeof(*grown));

		if (!grown)
			return -ENOMEM;
		ar->ranges = grown;
		*cap = c;
	}
	ar->ranges[ar->n++] = *r;
	return 0;
}

static struct seccache_range range_of_set(uint32_t first, uint32_t last,
					  const struct vset *set, uint32_t reads)
{
	struct seccache_range r = { .first = first, .last = last, .reads = reads };

	if (!set->any && set->n == 1) {
		r.constant = true;
		r.action = set->v[0];
	} else if (set->any) {
		r.any_action = true;
	} else {
		r.n_actions = set->n;
		memcpy(r.actions, set->v, set->n * sizeof(set->v[0]));
	}
	return r;
}

/*
 * Sweep the filters' partitions together: each elementary range combines
 * one piece of every filter, newest first from ALLOW.
 */
static int combine(const struct stack_job *j, uint32_t arch,
		   struct pieces *per_filter, struct sc_arch_ranges *ar)
{
	size_t n = j->s->len, cap = 0;
	size_t *at = calloc(n ? n : 1, sizeof(*at));
	uint32_t first = 0;
	int ret = 0;

	if (!at)
		return -ENOMEM;
	for (;;) {
		uint32_t last = pin_block_last(j, first), reads = 0;
		struct vset set = { .n = 1, .v = { SECCACHE_RET_ALLOW } };
		struct seccache_range r;

		for (size_t i = n; i-- > 0;) {
			const struct piece *p;

			while (per_filter[i].v[at[i]].last < first)
				at[i]++;
			p = &per_filter[i].v[at[i]];
			if (p->last < last)
				last = p->last;
			set = vset_combine(&set, &p->set);
			reads |= p->reads;
		}
		if (pin_rejects(j, arch, first)) {
			set = (struct vset){ .n = 1, .v = { SECCACHE_RET_KILL_PROCESS } };
			reads = SECCACHE_READ_NR | SECCACHE_READ_ARCH;
		}
		r = range_of_set(first, last, &set, reads);
		ret = ranges_add(ar, &cap, &r);
		if (ret || last == UINT32_MAX)
			break;
		first = last + 1;
	}
	free(at);
	return ret;
}

static int analyze_arch(const struct stack_job *j, uint32_t arch,
			struct sc_arch_ranges *ar)
{
	size_t n = j->s->len;
	struct pieces *per_filter = calloc(n ? n : 1, sizeof(*per_filter));
	struct explorer e = { .arch = arch, .path_budget = j->budget };
	int ret = per_filter ? 0 : -ENOMEM;

	for (size_t i = 0; i < n && !ret; i++)
		ret = analyze_filter(&e, j->s->filters[i], &per_filter[i]);
	ar->audit_arch = arch;
	if (!ret)
		ret = combine(j, arch, per_filter, ar);
	for (size_t i = 0; per_filter && i < n; i++)
		free(per_filter[i].v);
	free(per_filter);
	free(e.todo);
	free(e.slots);
	free(e.free_slots);
	free(e.nodes);
	free(e.outs);
	return ret;
}

static int analyze_precise(const struct seccache_stack *s,
			   const struct seccache_analyze_opts *opts,
			   struct seccache_analysis *a, struct seccache_error *err)
{
	struct stack_job j = { .s = s, .pin = opts->pin,
			       .budget = opts->budget ? opts->budget : DEFAULT_PATHS };
	const struct seccache_arch *native = s->native;
	uint32_t arches[2] = { native->audit_arch };
	int ret = 0;

	if (native->compat)
		arches[1] = native->compat->audit_arch;
	for (size_t i = 0; i < (native->compat ? 2U : 1U) && !ret; i++) {
		ret = analyze_arch(&j, arches[i], &a->arches[i]);
		a->n_arches = i + 1;
	}
	if (ret)
		return sc_fail(err, ret, -1, "out of memory");
	return 0;
}

int seccache_analyze(const struct seccache_stack *s,
		     const struct seccache_analyze_opts *opts,
		     struct seccache_analysis **out, struct seccache_error *err)
{
	static const struct seccache_analyze_opts defaults;
	struct seccache_analysis *a;
	int ret;

	if (!opts)
		opts = &defaults;
	a = calloc(1, sizeof(*a));
	if (!a)
		return sc_fail(err, -ENOMEM, -1, "out of memory");
	a->mode = opts->mode;
	a->n_abis = seccache_arch_abis(s->native, a->abis);
	if (opts->pin && !sc_arch_has_abi(s->native, opts->pin))
		ret = sc_fail(err, -EINVAL, -1, "cannot pin to %s: not an ABI of %s",
			      opts->pin->name, s->native->name);
	else if (opts->mode == SECCACHE_MODE_KERNEL)
		ret = sc_kcache_analyze(s, opts, a, err);
	else if (opts->mode == SECCACHE_MODE_PRECISE)
		ret = analyze_precise(s, opts, a, err);
	else
		ret = sc_fail(err, -EINVAL, -1, "unknown analysis mode %d",
			      (int)opts->mode);
	if (ret) {
		seccache_analysis_free(a);
		return ret;
	}
	*out = a;
	return 0;
}

void seccache_analysis_free(struct seccache_analysis *a)
{
	if (!a)
		return;
	for (size_t i = 0; i < a->n_arches; i++)
		free(a->arches[i].ranges);
	free(a);
}

enum seccache_mode seccache_analysis_mode(const struct seccache_analysis *a)
{
	return a->mode;
}

size_t seccache_analysis_abis(const struct seccache_analysis *a,
			      const struct seccache_arch *abis[3])
{
	memcpy(abis, a->abis, a->n_abis * sizeof(abis[0]));
	return a->n_abis;
}

static const struct sc_arch_ranges *arch_ranges(const struct seccache_analysis *a,
						uint32_t audit_arch)
{
	for (size_t i = 0; i < a->n_arches; i++)
		if (a->arches[i].audit_arch == audit_arch)
			return &a->arches[i];
	return NULL;
}

size_t seccache_analysis_ranges(const struct seccache_analysis *a,
				uint32_t audit_arch,
				const struct seccache_range **ranges)
{
	const struct sc_arch_ranges *ar = arch_ranges(a, audit_arch);

	if (!ar)
		return 0;
	*ranges = ar->ranges;
	return ar->n;
}

const struct seccache_range *seccache_analysis_lookup(const struct seccache_analysis *a,
						      uint32_t audit_arch,
						      uint32_t nr)
{
	const struct sc_arch_ranges *ar = arch_ranges(a, audit_arch);
	size_t lo = 0, hi;

	if (!ar || !ar->n)
		return NULL;
	/* The last range whose first is <= nr: ranges cover [0, 2^32). */
	hi = ar->n;
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (ar->ranges[mid].first <= nr)
			lo = mid;
		else
			hi = mid;
	}
	return &ar->ranges[lo];
}

const char *seccache_read_name(uint32_t bit)
{
	static const char *const names[] = {
		"nr", "arch", "instruction_pointer.lo", "instruction_pointer.hi",
		"args[0].lo", "args[0].hi", "args[1].lo", "args[1].hi",
		"args[2].lo", "args[2].hi", "args[3].lo", "args[3].hi",
		"args[4].lo", "args[4].hi", "args[5].lo", "args[5].hi",
	};

	if (!bit || (bit & (bit - 1)) || bit >= 1U << ARRAY_SIZE(names))
		return NULL;
	return names[__builtin_ctz(bit)];
}
