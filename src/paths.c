/* SPDX-License-Identifier: MIT */
/*
 * paths.c - the precise analysis's path engine: every path one filter can
 * take for one AUDIT_ARCH value, over the whole 32-bit space of syscall
 * numbers, summed up as the filter's partition of that space (paths.h).
 *
 * Each path stands for a set of syscall numbers (nrset.h): arch is a
 * constant, nr lies in the path's set, everything else is unknown. Values
 * are abstract (absval.h) and say whether they depend on nr or on unknown
 * fields. A jump the abstraction cannot decide forks when it depends on an
 * unknown field (both outcomes happen for some arguments) and splits the
 * path's numbers when it depends on nr only: right at the jump when nr is
 * compared with a constant, otherwise in halves (see split_nr()). A single
 * number makes every nr-derived value a constant, so splitting always ends.
 *
 * Paths wait in the order of their next instruction (jumps only go
 * forward), so every path that reaches an instruction where others join
 * does so before any of them goes on; there, paths in the same state (the
 * same numbers, and the same abstract values in the registers still live)
 * merge into one, whose future they share. A filter that tests arguments
 * one after the other then costs a path per test, not one per combination
 * of outcomes. Only paths of one node can be in the same state, so a path
 * with none of its node waiting goes on (see sc_paths_run()). Budgets on
 * splits, paths and steps bound the work; past them the answer is marked
 * incomplete (struct range_answer's budget), with the values and fields of the
 * paths that did run.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "absval.h"
#include "internal.h"
#include "nrset.h"
#include "opcode.h"
#include "paths.h"

#define PIECE_BUDGET	4096		/* splits of numbers per filter and arch */
#define STEP_BUDGET	(1U << 24)	/* instructions per filter and arch */

/*
 * A path: the numbers it stands for and the abstract machine. Copies of nr
 * (plain values) the path may still read always describe exactly nrs;
 * values computed from nr keep the bounds of the numbers they were
 * computed over, which is sound for any subset.
 */
struct astate {
	uint32_t pc;
	uint32_t node;		/* whose path budget it spends */
	uint32_t reads;		/* the fields this path loaded */
	struct nrset nrs;
	struct absval a, x, m[BPF_MEMWORDS];
};

/*
 * Paths over the same numbers that share a path budget: one path and what
 * it forks on unknown fields. Both parts of a split start nodes of their
 * own, counting the paths already ended: a range-at-a-time analysis would
 * explore those again over each part.
 */
struct node {
	unsigned int paths;
	unsigned int waiting;	/* its paths in path_engine.todo */
	bool over;		/* past the budget: its paths' numbers are unknown */
	bool again;		/* its paths start again from the first instruction */
};

/*
 * An ended path: what it may return over which numbers, and what it read;
 * budget: it stands for paths a budget stopped, so more is possible.
 */
struct outcome {
	struct nrset nrs;
	struct value_set set;
	uint32_t reads;
	bool budget;
};

/*
 * A path waiting to run: the first instruction goes first, so that paths
 * meet where they join; then the lowest numbers, as budgets run out on the
 * highest ones; among equals the latest pushed.
 */
struct waiting {
	uint64_t key;		/* pc, lowest number, complement of the push count */
	uint32_t slot;		/* in path_engine.slots */
};

/* A waiting path and its place among those with the same hash. */
struct slot {
	struct astate st;
	uint32_t hash;
	uint32_t next;		/* the next slot of its bucket, or NO_SLOT */
	bool met;		/* in a bucket, for others of its node to meet */
};

#define NO_SLOT UINT32_MAX

/*
 * The exploration of one arch's filters, one after the other: the paths
 * waiting and ended. Its arrays serve every filter of the arch.
 */
struct path_engine {
	const struct seccache_insn *insns;
	uint32_t arch;
	bool shift_x_exact;		/* sc_shift_x_exact() of arch */
	bool strict;			/* paths alone in their node wait at joins too */
	unsigned int path_budget;
	unsigned long steps;		/* left for this filter and arch */
	struct waiting *todo;		/* a heap */
	size_t n_todo, cap_todo;
	struct slot *slots;		/* the waiting paths, with their numbers */
	size_t n_slots, cap_slots;
	uint32_t *free_slots;		/* room for every slot */
	size_t n_free, cap_free;
	uint32_t *buckets;		/* waiting paths by hash: first slot, or NO_SLOT */
	size_t n_buckets;		/* a power of two, 0 before the first push */
	uint32_t *live;			/* per pc: the registers read before written */
	uint8_t *join;			/* per pc: instructions that lead there, up to 2 */
	size_t cap_pc;
	uint32_t pushed;
	struct node *nodes;
	size_t n_nodes, cap_nodes;
	unsigned int splits;		/* for PIECE_BUDGET */
	struct outcome *outs;
	size_t n_outs, cap_outs;
};

/* What an instruction leaves the path to do next. */
enum path_step { STEP_NEXT, STEP_AGAIN, STEP_END };

/* How a set of numbers fell on either side of a split. */
enum nr_split { SPLIT_NONE, SPLIT_ALL, SPLIT_SOME, SPLIT_ENDED };

/* nr over the numbers of s: their hull, or a constant for one number. */
static struct absval nr_absval(const struct nrset *s)
{
	uint32_t lo = nrset_min(s), hi = nrset_max(s);
	struct absval v = { .umin = lo, .umax = hi, .deps = DEP_NR, .plain = true };

	if (lo == hi)
		return sc_absval_const(lo);
	sc_tnum_range(lo, hi, &v.tv, &v.tm);
	return v;
}

/* Where to halve [lo, hi], lo < hi: at its highest differing bit, as tnums like. */
static uint32_t halving_point(uint32_t lo, uint32_t hi)
{
	return hi & ~((1U << (sc_fls32(lo ^ hi) - 1)) - 1);
}

static bool absval_eq(const struct absval *a, const struct absval *b)
{
	return a->umin == b->umin && a->umax == b->umax && a->tv == b->tv &&
	       a->tm == b->tm && a->deps == b->deps && a->plain == b->plain;
}

static uint32_t hash_word(uint32_t h, uint32_t w)
{
	return (h ^ w) * 16777619U;	/* FNV-1a, a word at a time */
}

static uint32_t hash_absval(uint32_t h, const struct absval *v)
{
	h = hash_word(h, v->umin);
	h = hash_word(h, v->umax);
	h = hash_word(h, v->tv);
	h = hash_word(h, v->tm);
	return hash_word(h, (uint32_t)v->deps << 8 | v->plain);
}

/* Register i as bpf_regs_used() numbers them: A, X, then the scratch words. */
static const struct absval *reg_by_index(const struct astate *st, uint32_t i)
{
	return i == 0 ? &st->a : i == 1 ? &st->x : &st->m[i - 2];
}

/*
 * The registers a path no longer reads (live: those it does, at its pc)
 * do not take part, so that paths that differ only there meet as one:
 * validation guarantees every scratch word is written before it is read.
 * Of the numbers, only their count and ends: same_state() compares them all.
 */
static uint32_t hash_state(const struct astate *st, uint32_t live)
{
	uint32_t h = 2166136261U;

	h = hash_word(h, st->pc);
	h = hash_word(h, st->node);
	h = hash_word(h, st->nrs.n);
	h = hash_word(h, nrset_min(&st->nrs));
	h = hash_word(h, nrset_max(&st->nrs));
	for (; live; live &= live - 1)
		h = hash_absval(h, reg_by_index(st, (uint32_t)__builtin_ctz(live)));
	return h;
}

/* Whether two paths at the same pc have the same future: all but what they read. */
static bool same_state(const struct astate *a, const struct astate *b, uint32_t live)
{
	if (a->pc != b->pc || a->node != b->node || a->nrs.n != b->nrs.n)
		return false;
	for (; live; live &= live - 1) {
		uint32_t i = (uint32_t)__builtin_ctz(live);

		if (!absval_eq(reg_by_index(a, i), reg_by_index(b, i)))
			return false;
	}
	return !memcmp(sc_nrset_spans(&a->nrs), sc_nrset_spans(&b->nrs),
		       a->nrs.n * sizeof(struct nr_span));
}

static void bucket_insert(struct path_engine *e, uint32_t slot)
{
	uint32_t *head = &e->buckets[e->slots[slot].hash & (e->n_buckets - 1)];

	e->slots[slot].next = *head;
	*head = slot;
}

static void bucket_remove(struct path_engine *e, uint32_t slot)
{
	uint32_t *at = &e->buckets[e->slots[slot].hash & (e->n_buckets - 1)];

	while (*at != slot)
		at = &e->slots[*at].next;
	*at = e->slots[slot].next;
}

/* At least twice as many buckets as waiting paths. */
static int grow_buckets(struct path_engine *e)
{
	size_t n = e->n_buckets ? 2 * e->n_buckets : 1024;
	uint32_t *b;

	if (e->n_todo < e->n_buckets / 2)
		return 0;
	b = realloc(e->buckets, n * sizeof(*b));
	if (!b)
		return -ENOMEM;
	e->buckets = b;
	e->n_buckets = n;
	memset(b, 0xff, n * sizeof(*b));
	for (size_t i = 0; i < e->n_todo; i++)
		if (e->slots[e->todo[i].slot].met)
			bucket_insert(e, e->todo[i].slot);
	return 0;
}

/* A free slot's index, or -ENOMEM. */
static int64_t take_slot(struct path_engine *e)
{
	struct slot *v;
	uint32_t *f;

	if (e->n_free)
		return e->free_slots[--e->n_free];
	v = sc_grow(e->slots, &e->cap_slots, e->n_slots, sizeof(*v));
	if (!v)
		return -ENOMEM;
	e->slots = v;
	f = sc_grow(e->free_slots, &e->cap_free, e->n_slots, sizeof(*f));
	if (!f)
		return -ENOMEM;
	e->free_slots = f;
	return (int64_t)e->n_slots++;
}

/*
 * Queue st, taking its numbers over (st keeps none, even on failure). If
 * other paths of its node may meet it (meet), a path in the same state
 * already waiting takes st's reads instead: from there on they are one
 * path. A path alone in its node is neither looked for nor found.
 */
static int push_state(struct path_engine *e, struct astate *st, bool meet)
{
	struct waiting w, *h;
	uint32_t live = e->live[st->pc], hash = meet ? hash_state(st, live) : 0;
	int64_t slot;
	size_t i;

	for (uint32_t at = meet && e->n_buckets ? e->buckets[hash & (e->n_buckets - 1)] : NO_SLOT;
	     at != NO_SLOT; at = e->slots[at].next) {
		if (e->slots[at].hash == hash && same_state(&e->slots[at].st, st, live)) {
			e->slots[at].st.reads |= st->reads;
			free(st->nrs.v);
			st->nrs = (struct nrset){ 0 };
			return 0;
		}
	}
	h = sc_grow(e->todo, &e->cap_todo, e->n_todo, sizeof(*h));
	if (h)
		e->todo = h;
	slot = h && !grow_buckets(e) ? take_slot(e) : -ENOMEM;
	if (slot < 0) {
		free(st->nrs.v);
		st->nrs = (struct nrset){ 0 };
		return -ENOMEM;
	}
	w.slot = (uint32_t)slot;
	w.key = (uint64_t)st->pc << 51 | (uint64_t)nrset_min(&st->nrs) << 19 |
		(~e->pushed & 0x7ffff);
	e->slots[w.slot].st = *st;
	e->slots[w.slot].hash = hash;
	e->slots[w.slot].met = meet;
	if (meet)
		bucket_insert(e, w.slot);
	e->nodes[st->node].waiting++;
	st->nrs = (struct nrset){ 0 };
	e->pushed++;
	for (i = e->n_todo++; i && w.key < h[(i - 1) / 2].key; i = (i - 1) / 2)
		h[i] = h[(i - 1) / 2];
	h[i] = w;
	return 0;
}

static struct astate pop_state(struct path_engine *e)
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
	if (e->slots[slot].met)
		bucket_remove(e, slot);
	e->free_slots[e->n_free++] = slot;
	e->nodes[e->slots[slot].st.node].waiting--;
	return e->slots[slot].st;
}

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
static int add_outcome(struct path_engine *e, struct nrset *nrs,
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
static int give_up(struct path_engine *e, struct nrset *nrs, uint32_t reads)
{
	static const struct value_set unknown = { 0 };

	return add_outcome(e, nrs, &unknown, reads, true);
}

static int new_node(struct path_engine *e, unsigned int paths)
{
	struct node *v = sc_grow(e->nodes, &e->cap_nodes, e->n_nodes, sizeof(*v));

	if (!v)
		return -ENOMEM;
	e->nodes = v;
	v[e->n_nodes] = (struct node){ .paths = paths };
	return (int)e->n_nodes++;
}

/* A path from the first instruction over *nrs (taken over). */
static int push_start(struct path_engine *e, struct nrset *nrs)
{
	struct astate st = { 0 };
	int ret = new_node(e, 0);

	if (ret < 0)
		return ret;
	st.node = (uint32_t)ret;
	st.nrs = *nrs;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		st.m[i] = sc_absval_const(0);
	st.a = st.x = sc_absval_const(0);	/* bpf_convert_filter() zeroes A and X */
	*nrs = (struct nrset){ 0 };
	return push_state(e, &st, false);
}

/*
 * Every copy of nr in st that it may still read now stands for st's
 * numbers. Those it writes first keep the bounds they had (sound for any
 * subset, and never read).
 */
static void narrow_nr_copies(const struct path_engine *e, struct astate *st)
{
	struct absval v = nr_absval(&st->nrs);
	uint32_t live = e->live[st->pc];

	if (live & BPF_REG_BIT_A && st->a.plain)
		st->a = v;
	if (live & BPF_REG_BIT_X && st->x.plain)
		st->x = v;
	for (live &= ~(BPF_REG_BIT_A | BPF_REG_BIT_X); live; live &= live - 1) {
		struct absval *m = &st->m[__builtin_ctz(live) - 2];

		if (m->plain)
			*m = v;
	}
}

/*
 * Keep st's numbers within [lo, hi] and push a copy of st with the others,
 * to resume at pc. Past the answer budget both parts are given up, so that
 * the paths of a node always stand for the same numbers.
 */
static int split_off(struct path_engine *e, struct astate *st, uint32_t lo,
		     uint32_t hi, uint32_t pc)
{
	unsigned int paths = e->nodes[st->node].paths;
	struct astate rest;
	struct nrset keep;
	int ret = sc_nrset_take(&st->nrs, lo, hi, &keep);

	if (ret)
		return ret;
	if (!keep.n)
		return SPLIT_NONE;
	if (!st->nrs.n) {
		st->nrs = keep;
		return SPLIT_ALL;
	}
	if (e->splits == PIECE_BUDGET) {
		ret = give_up(e, &keep, st->reads);
		if (!ret)
			ret = give_up(e, &st->nrs, st->reads);
		free(keep.v);
		return ret < 0 ? ret : SPLIT_ENDED;
	}
	e->splits++;
	ret = new_node(e, paths);
	if (ret < 0) {
		free(keep.v);
		return ret;
	}
	rest = *st;
	rest.node = (uint32_t)ret;
	rest.pc = pc;
	narrow_nr_copies(e, &rest);
	st->nrs = keep;
	ret = push_state(e, &rest, false);
	if (ret)
		return ret;
	ret = new_node(e, paths);
	if (ret < 0)
		return ret;
	st->node = (uint32_t)ret;
	narrow_nr_copies(e, st);
	return SPLIT_SOME;
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
static int split_nr(struct path_engine *e, struct astate *st, bool copy)
{
	uint32_t lo = nrset_min(&st->nrs), hi = nrset_max(&st->nrs);
	struct nrset upper = { 0 };
	int ret;

	if (copy) {
		ret = split_off(e, st, lo, halving_point(lo, hi) - 1, st->pc);
		return ret < 0 ? ret : ret == SPLIT_ENDED ? STEP_END : STEP_AGAIN;
	}
	if (e->splits == PIECE_BUDGET) {
		ret = give_up(e, &st->nrs, st->reads);
		return ret < 0 ? ret : STEP_END;
	}
	e->splits++;
	e->nodes[st->node].again = true;
	ret = lo < hi ? sc_nrset_take(&st->nrs, halving_point(lo, hi), hi, &upper) : 0;
	if (!ret && upper.n)
		ret = push_start(e, &upper);
	if (!ret)	/* the lower half runs first */
		ret = push_start(e, &st->nrs);
	free(upper.v);
	return ret < 0 ? ret : STEP_END;
}

/*
 * st's path returns one of set. Past its node's path budget the node's
 * paths still waiting are given up, and this outcome says so.
 */
static int end_path(struct path_engine *e, struct astate *st,
		    const struct value_set *set)
{
	struct node *nd = &e->nodes[st->node];

	if (++nd->paths > e->path_budget)
		nd->over = true;
	return add_outcome(e, &st->nrs, set, st->reads, nd->over);
}

static struct absval load_field(struct path_engine *e, struct astate *st,
			      uint32_t off)
{
	st->reads |= sc_read_bit(off, sc_arch_big_endian(e->arch));
	if (off == offsetof(struct seccache_data, arch))
		return sc_absval_const(e->arch);
	if (off != offsetof(struct seccache_data, nr))
		return sc_absval_any(DEP_OTHER);
	return nr_absval(&st->nrs);
}

static bool copy_or_const(const struct absval *v)
{
	return v->plain || !v->deps;
}

/*
 * nr compared with a constant c (nr on the right of the comparison if
 * nr_right): the numbers that take the jump are one range. st takes the
 * jump with them, and the others go on from the jump in a path of their
 * own: a chain of comparisons keeps one path waiting, not one per number.
 */
static int jump_on_nr(struct path_engine *e, struct astate *st,
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
static int cond_jump(struct path_engine *e, struct astate *st,
		     const struct seccache_insn *in)
{
	uint16_t op = BPF_OP(in->code);
	const struct absval *src = BPF_SRC(in->code) == BPF_X ? &st->x : NULL;
	const struct absval *a = &st->a;
	struct absval k = sc_absval_const(in->k);
	int taken;

	if (in->jt == in->jf) {	/* both ways lead to the same place */
		st->pc += in->jt;
		return STEP_NEXT;
	}
	if (!src)
		src = &k;
	taken = sc_absval_jump(op, a, src);
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
		struct astate other = *st;
		int ret;

		if (sc_nrset_copy(&other.nrs, &st->nrs))
			return -ENOMEM;
		other.pc += 1 + in->jf;
		ret = push_state(e, &other, true);
		if (ret)
			return ret;
		taken = 1;
	}
	st->pc += taken ? in->jt : in->jf;
	return STEP_NEXT;
}

/* A return, or the end of a path by division by zero. */
static int end_with_value(struct path_engine *e, struct astate *st, const struct absval *v)
{
	struct value_set set = { 0 };
	int ret;

	if (sc_absval_is_const(v))
		sc_value_set_add(&set, v->umin);
	else if (v->deps & DEP_OTHER)
		sc_value_set_add_absval(&set, v);
	else
		return split_nr(e, st, v->plain);
	ret = end_path(e, st, &set);
	return ret < 0 ? ret : STEP_END;
}

/*
 * DIV by X where X may be zero: bpf_convert_filter() makes X == 0 end the
 * program returning 0.
 */
static int div_by_zero(struct path_engine *e, struct astate *st)
{
	static const struct value_set zero = { .n = 1 };
	struct absval *x = &st->x;
	struct astate zero_path;
	int ret;

	if (x->umin > 0)
		return STEP_NEXT;
	if (sc_absval_is_const(x))
		return end_with_value(e, st, x);
	if (!(x->deps & DEP_OTHER))
		return split_nr(e, st, x->plain);
	/* Unknown: one path returns 0, this one goes on with X >= 1. */
	zero_path = *st;
	if (sc_nrset_copy(&zero_path.nrs, &st->nrs))
		return -ENOMEM;
	ret = end_path(e, &zero_path, &zero);
	free(zero_path.nrs.v);
	if (ret < 0)
		return ret;
	x->umin = 1;
	*x = sc_absval_normalize(*x);
	return STEP_NEXT;
}

static int run_alu(struct path_engine *e, struct astate *st,
		    const struct seccache_insn *in)
{
	uint16_t op = BPF_OP(in->code);
	struct absval k = sc_absval_const(in->k);
	const struct absval *src = BPF_SRC(in->code) == BPF_X ? &st->x : &k;

	if (op == BPF_DIV && BPF_SRC(in->code) == BPF_X) {
		int ret = div_by_zero(e, st);

		if (ret != STEP_NEXT)
			return ret;
	}
	/*
	 * A shift by X >= 32 where some machine does not shift by X & 31
	 * (arch.c: the s390, powerpc and arm32 JITs): a value no answer may
	 * rely on, unknown as if it came from an argument. An X that may be
	 * below 32 for some of the path's numbers keeps the bounds
	 * sc_absval_alu() gives, which hold whatever the machine (0, or what
	 * X & 31 gives), until a split decides it.
	 */
	if (!e->shift_x_exact && src == &st->x && (op == BPF_LSH || op == BPF_RSH) &&
	    src->umin >= 32) {
		st->a = sc_absval_any(DEP_OTHER);
		return STEP_NEXT;
	}
	st->a = sc_absval_alu(op, &st->a, src);
	return STEP_NEXT;
}

/*
 * Run one path until it ends; forks and split-off numbers go to e->todo.
 * st's numbers end up in an outcome or in other paths, or stay for the
 * caller to free.
 */
static int run_path(struct path_engine *e, struct astate *st)
{
	for (;;) {
		const struct seccache_insn *in = &e->insns[st->pc];
		int r = STEP_NEXT;

		if (!e->steps)
			return give_up(e, &st->nrs, st->reads);
		e->steps--;
		/*
		 * Loads and stores as explore.c's load/store step, on absvals,
		 * not its pool's xids: not shared.
		 */
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: st->a = load_field(e, st, in->k); break;
			case BPF_LEN: st->a = sc_absval_const(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->a = sc_absval_const(in->k); break;
			case BPF_MEM: st->a = st->m[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: st->x = sc_absval_const(SECCACHE_DATA_SIZE); break;
			case BPF_IMM: st->x = sc_absval_const(in->k); break;
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
			r = run_alu(e, st, in);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA)
				st->pc += in->k;
			else
				r = cond_jump(e, st, in);
			break;
		case BPF_RET:
			if (BPF_RVAL(in->code) == BPF_A) {
				r = end_with_value(e, st, &st->a);
			} else {
				struct absval k = sc_absval_const(in->k);

				r = end_with_value(e, st, &k);
			}
			break;
		}
		if (r < 0)
			return r;
		if (r == STEP_END)
			return 0;
		/*
		 * To meet the others there: only paths of one node meet, and
		 * with none of st's waiting, none can reach this join after it
		 * (sc_paths_run() says when it waits all the same).
		 */
		if (r == STEP_NEXT && e->join[++st->pc] > 1 &&
		    (e->strict || e->nodes[st->node].waiting))
			return push_state(e, st, e->nodes[st->node].waiting);
	}
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
static int cut_partition(const struct path_engine *e, struct range_answers *out)
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

struct path_engine *sc_path_engine_new(uint32_t arch, unsigned int path_budget,
				 bool shift_x_exact)
{
	struct path_engine *e = calloc(1, sizeof(*e));

	if (e) {
		e->arch = arch;
		e->path_budget = path_budget;
		e->shift_x_exact = shift_x_exact;
	}
	return e;
}

void sc_path_engine_free(struct path_engine *e)
{
	if (!e)
		return;
	free(e->todo);
	free(e->slots);
	free(e->free_slots);
	free(e->buckets);
	free(e->live);
	free(e->join);
	free(e->nodes);
	free(e->outs);
	free(e);
}

/* One more way into instruction pc: two make it a join. */
static void count_way_in(struct path_engine *e, size_t pc)
{
	if (e->join[pc] < 2)
		e->join[pc]++;
}

/*
 * Which registers each instruction of f may read before they are written
 * (jumps go forward: one pass from the end), and where paths join: at
 * every instruction more than one leads to.
 */
static int scan_filter(struct path_engine *e, const struct seccache_filter *f)
{
	size_t len = f->len;

	if (len > e->cap_pc) {
		uint32_t *live = realloc(e->live, len * sizeof(*live));
		uint8_t *join;

		if (!live)
			return -ENOMEM;
		e->live = live;
		join = realloc(e->join, len * sizeof(*join));
		if (!join)
			return -ENOMEM;
		e->join = join;
		e->cap_pc = len;
	}
	memset(e->join, 0, len * sizeof(*e->join));
	for (size_t pc = len; pc-- > 0;) {
		const struct seccache_insn *in = &f->insns[pc];
		uint32_t out = 0;

		if (BPF_CLASS(in->code) == BPF_JMP && BPF_OP(in->code) == BPF_JA) {
			out = e->live[pc + 1 + in->k];
			count_way_in(e, pc + 1 + in->k);
		} else if (bpf_is_cond_jump(in->code)) {
			out = e->live[pc + 1 + in->jt] | e->live[pc + 1 + in->jf];
			count_way_in(e, pc + 1 + in->jt);
			if (in->jf != in->jt)
				count_way_in(e, pc + 1 + in->jf);
		} else if (BPF_CLASS(in->code) != BPF_RET) {
			out = e->live[pc + 1];
			count_way_in(e, pc + 1);
		}
		e->live[pc] = bpf_regs_used(in->code, in->k) |
			      (out & ~bpf_regs_set(in->code, in->k));
	}
	return 0;
}

/* Whether a budget that all the filter's paths share has run out. */
static bool shared_budget_spent(const struct path_engine *e)
{
	return e->splits == PIECE_BUDGET || !e->steps;
}

/*
 * Run every path of the filter e->insns from its first instruction into
 * e->outs; out of the strict order, only until a shared budget runs out.
 * Leaves nothing waiting.
 */
static int explore_filter(struct path_engine *e)
{
	struct nrset all;
	int ret;

	e->steps = STEP_BUDGET;
	e->n_nodes = 0;
	e->splits = 0;
	sc_nrset_span(&all, 0, UINT32_MAX);
	ret = push_start(e, &all);
	while (!ret && e->n_todo && (e->strict || !shared_budget_spent(e))) {
		struct astate st = pop_state(e);

		if (e->nodes[st.node].over)
			ret = give_up(e, &st.nrs, st.reads);
		else if (!e->nodes[st.node].again)
			ret = run_path(e, &st);
		free(st.nrs.v);
	}
	while (e->n_todo)
		free(e->slots[e->todo[--e->n_todo].slot].st.nrs.v);
	e->n_slots = e->n_free = 0;
	if (e->n_buckets)
		memset(e->buckets, 0xff, e->n_buckets * sizeof(*e->buckets));
	return ret;
}

static void drop_outcomes(struct path_engine *e)
{
	while (e->n_outs)
		free(e->outs[--e->n_outs].nrs.v);
}

/*
 * A branch on nr splits the numbers right where it is, so a chain of
 * comparisons costs one step per comparison, not one restart.
 *
 * A path alone in its node goes on through joins, as none can meet it
 * there. That changes the order paths run in, which only the budgets
 * shared by all paths (splits, steps) see: a run that reached one is run
 * again in the order where every path waits at every join, so that the
 * same numbers are given up as always.
 */
int sc_paths_run(struct path_engine *e, const struct seccache_filter *f,
		 struct range_answers *out)
{
	uint32_t pushed = e->pushed;
	int ret;

	e->insns = f->insns;
	ret = scan_filter(e, f);
	e->strict = false;
	if (!ret)
		ret = explore_filter(e);
	if (!ret && shared_budget_spent(e)) {
		drop_outcomes(e);
		e->strict = true;
		e->pushed = pushed;
		ret = explore_filter(e);
	}
	if (!ret)
		ret = cut_partition(e, out);
	drop_outcomes(e);
	return ret;
}
