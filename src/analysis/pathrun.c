/* SPDX-License-Identifier: MIT */
/*
 * pathrun.c - the path engine running one path's instructions on abstract
 * values (values.h): loads, ALU and returns; conditional jumps decided,
 * forked on unknown fields, or split on the path's numbers (nrset.h).
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>

#include "values.h"
#include "analysis.h"
#include "nrset.h"
#include "abi/opcode.h"
#include "pathengine.h"

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
		ret = sc_path_give_up(e, &keep, st->reads);
		if (!ret)
			ret = sc_path_give_up(e, &st->nrs, st->reads);
		free(keep.v);
		return ret < 0 ? ret : SPLIT_ENDED;
	}
	e->splits++;
	ret = sc_path_node_new(e, paths);
	if (ret < 0) {
		free(keep.v);
		return ret;
	}
	rest = *st;
	rest.node = (uint32_t)ret;
	rest.pc = pc;
	narrow_nr_copies(e, &rest);
	st->nrs = keep;
	ret = sc_path_push(e, &rest, false);
	if (ret)
		return ret;
	ret = sc_path_node_new(e, paths);
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
		ret = sc_path_give_up(e, &st->nrs, st->reads);
		return ret < 0 ? ret : STEP_END;
	}
	e->splits++;
	e->nodes[st->node].again = true;
	ret = lo < hi ? sc_nrset_take(&st->nrs, halving_point(lo, hi), hi, &upper) : 0;
	if (!ret && upper.n)
		ret = sc_path_push_start(e, &upper);
	if (!ret)	/* the lower half runs first */
		ret = sc_path_push_start(e, &st->nrs);
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
	return sc_path_outcome_add(e, &st->nrs, set, st->reads, nd->over);
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
		ret = sc_path_push(e, &other, true);
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
int sc_path_run(struct path_engine *e, struct astate *st)
{
	for (;;) {
		const struct seccache_insn *in = &e->insns[st->pc];
		int r = STEP_NEXT;

		if (!e->steps)
			return sc_path_give_up(e, &st->nrs, st->reads);
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
			return sc_path_push(e, st, e->nodes[st->node].waiting);
	}
}
