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
 * number makes every nr-derived value a constant, so splitting always ends;
 * budgets on splits, paths and steps bound the work, and past them the
 * answer is the safe "not constant, any action".
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#include "absval.h"
#include "internal.h"
#include "nrset.h"
#include "paths.h"

#define PIECE_BUDGET	4096		/* splits of numbers per filter and arch */
#define STEP_BUDGET	(1U << 24)	/* instructions per filter and arch */

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

/*
 * A path waiting to run. The lowest numbers go first, as budgets run out
 * on the highest ones; among equals the latest pushed, so that forks on
 * unknown fields run depth first.
 */
struct waiting {
	uint64_t key;		/* lowest number, then the complement of the push count */
	uint32_t slot;		/* in explorer.slots */
};

/*
 * The exploration of one arch's filters, one after the other: the paths
 * waiting and ended. Its arrays serve every filter of the arch.
 */
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

/* nr over the numbers of s: their hull, or a constant for one number. */
static struct aval nr_val(const struct nrset *s)
{
	uint32_t lo = nrset_min(s), hi = nrset_max(s);
	struct aval v = { .umin = lo, .umax = hi, .deps = DEP_NR, .plain = true };

	if (lo == hi)
		return const_val(lo);
	sc_tnum_range(lo, hi, &v.tv, &v.tm);
	return v;
}

/* Where to halve [lo, hi], lo < hi: at its highest differing bit, as tnums like. */
static uint32_t halve(uint32_t lo, uint32_t hi)
{
	return hi & ~((1U << (fls32(lo ^ hi) - 1)) - 1);
}

/*
 * Queue a copy of st, which takes its numbers over: the copy, valid until
 * the next push, or NULL.
 */
static struct astate *push_state(struct explorer *e, const struct astate *st)
{
	struct waiting w = { .key = (uint64_t)nrset_min(&st->nrs) << 32 | ~e->pushed };
	struct waiting *h = sc_grow(e->todo, &e->cap_todo, e->n_todo, sizeof(*h));
	size_t i;

	if (!h)
		return NULL;
	e->todo = h;
	if (e->n_free) {
		w.slot = e->free_slots[--e->n_free];
	} else {
		struct astate *v = sc_grow(e->slots, &e->cap_slots, e->n_slots, sizeof(*v));
		uint32_t *f;

		if (!v)
			return NULL;
		e->slots = v;
		f = sc_grow(e->free_slots, &e->cap_free, e->n_slots, sizeof(*f));
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
	struct outcome *v = sc_grow(e->outs, &e->cap_outs, e->n_outs, sizeof(*v));

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
	return add_outcome(e, nrs, &any_set, SC_READ_ALL);
}

static int new_node(struct explorer *e, unsigned int paths)
{
	struct node *v = sc_grow(e->nodes, &e->cap_nodes, e->n_nodes, sizeof(*v));

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
	ret = lo < hi ? sc_nrset_take(&st->nrs, halve(lo, hi), hi, &upper) : 0;
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

static struct aval load_field(struct explorer *e, struct astate *st,
			      uint32_t off)
{
	st->reads |= sc_read_bit(off);
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
	taken = sc_aval_jump(op, a, src);
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

		if (sc_nrset_copy(&nrs, &st->nrs))
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
		sc_vset_add(&set, v->umin);
	else if (v->deps & DEP_OTHER)
		sc_vset_add_aval(&set, v);
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
	if (sc_nrset_copy(&zero_path.nrs, &st->nrs))
		return -ENOMEM;
	ret = end_path(e, &zero_path, &zero);
	free(zero_path.nrs.v);
	if (ret < 0)
		return ret;
	x->umin = 1;
	*x = sc_aval_normalize(*x);
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
	st->a = sc_aval_alu(op, &st->a, src);
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
			for (size_t p = sc_lower_bound(out->v, m, sizeof(*out->v),
						   offsetof(struct piece, first),
						   o->nrs.v[j].first);
			     p < m && out->v[p].first <= o->nrs.v[j].last; p++) {
				sc_vset_union(&out->v[p].set, &o->set);
				out->v[p].reads |= o->reads;
			}
		}
	}
	return 0;
}

struct explorer *sc_explorer_new(uint32_t arch, unsigned int path_budget)
{
	struct explorer *e = calloc(1, sizeof(*e));

	if (e) {
		e->arch = arch;
		e->path_budget = path_budget;
	}
	return e;
}

void sc_explorer_free(struct explorer *e)
{
	if (!e)
		return;
	free(e->todo);
	free(e->slots);
	free(e->free_slots);
	free(e->nodes);
	free(e->outs);
	free(e);
}

/*
 * A branch on nr splits the numbers right where it is, so a chain of
 * comparisons costs one step per comparison, not one restart.
 */
int sc_paths_run(struct explorer *e, const struct seccache_filter *f,
		 struct pieces *out)
{
	struct nrset all;
	int ret;

	e->insns = f->insns;
	e->steps = STEP_BUDGET;
	e->n_nodes = 0;
	e->splits = 0;
	ret = sc_nrset_span(&all, 0, UINT32_MAX);
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
