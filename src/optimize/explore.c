/* SPDX-License-Identifier: MIT */
/*
 * explore.c - the symbolic path explorer (explore.h): the fold of
 * seccomp_run_filters() over sets of inputs, for the optimizer (one fold,
 * building a decision graph) and the equivalence decision (two folds on
 * the same paths, comparing their results).
 *
 * Registers hold expressions over the words of seccomp_data (expr.h,
 * hash-consed, so one computation has one id wherever it happens). A
 * path's inputs are a condition set (constraints.h): a domain per word
 * (interval, known bits, excluded masked values: what libseccomp's
 * comparisons of whole words and masked words need, exactly) and atoms
 * for conditions on other computed values. Jumps are decided by the
 * precise analysis's value domain (values.h) evaluated over the domains,
 * by the exclusions and by the atoms; the rest split the path.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "explore.h"
#include "filter/filter.h"
#include "abi/opcode.h"

void sc_filter_may_return(const struct seccache_filter *f, struct value_set *may)
{
	*may = (struct value_set){ 0 };
	for (size_t pc = 0; pc < f->len; pc++) {
		uint16_t code = f->insns[pc].code;

		if (code == (BPF_RET | BPF_K))
			sc_value_set_add(may, f->insns[pc].k);
		else if (BPF_CLASS(code) == BPF_RET)
			may->any = true;
		else if (code == (BPF_ALU | BPF_DIV | BPF_X))
			sc_value_set_add(may, 0);	/* division by X == 0 returns 0 */
	}
}

bool sc_filter_may_return_action(const struct seccache_filter *f, uint32_t action)
{
	for (size_t pc = 0; pc < f->len; pc++) {
		uint16_t code = f->insns[pc].code;

		if (code == (BPF_RET | BPF_K) &&
		    (f->insns[pc].k & SECCACHE_RET_ACTION_FULL) == action)
			return true;
		if (BPF_CLASS(code) == BPF_RET && code != (BPF_RET | BPF_K))
			return true;	/* RET A: any value */
		/* Classic BPF returns 0, KILL_THREAD, on division or modulo by X == 0. */
		if ((code == (BPF_ALU | BPF_DIV | BPF_X) || code == (BPF_ALU | BPF_MOD | BPF_X)) &&
		    action == SECCACHE_RET_KILL_THREAD)
			return true;
	}
	return false;
}

struct value_set *sc_filters_may_return(struct seccache_filter *const *filters, size_t n)
{
	struct value_set *v = calloc(n ? n : 1, sizeof(*v));

	for (size_t i = 0; v && i < n; i++)
		sc_filter_may_return(filters[i], &v[i]);
	return v;
}

/* One filter's registers: expressions. */
struct expr_regs {
	uint32_t pc;
	expr_id a, x, m[BPF_MEMWORDS];
};

/* A path: what it knows of its inputs and where each fold stands. */
struct fold_path {
	struct cond_set c;
	size_t fold;		/* the fold running */
	size_t left;		/* its filters not run yet: filters[left - 1] next */
	bool running;		/* inside filters[left - 1] */
	expr_id best;		/* the running fold's result so far */
	expr_id results[2];
	struct expr_regs m;
};

/* What happens on each side of a split. */
enum outcome { OUT_JUMP, OUT_DIV, OUT_BEATS };

static int64_t explore_path(struct path_exploration *j, struct fold_path *p);

/* seccomp_run_filters()'s order as an unsigned one: signed action bits. */
static expr_id action_key(struct expr_pool *pool, expr_id v)
{
	return sc_expr_alu(pool, BPF_XOR,
			   sc_expr_alu(pool, BPF_AND, v,
				       sc_expr_const(pool, SECCACHE_RET_ACTION_FULL)),
			   sc_expr_const(pool, 0x80000000U));
}

/* The running filter returned v: fold it into the fold's result. */
static int64_t filter_returns(struct path_exploration *j, struct fold_path *p, expr_id v);

/*
 * Move p on by outcome o of a split: true with *res when that ended p's
 * exploration (the filter returned), false when p is to run on.
 */
static bool follow_outcome(struct path_exploration *j, struct fold_path *p, enum outcome o,
			   bool holds, const struct seccache_insn *in, expr_id v, int64_t *res)
{
	switch (o) {
	case OUT_JUMP:
		p->m.pc += 1 + (holds ? in->jt : in->jf);
		break;
	case OUT_DIV:	/* holds: X == 0, and the filter returns 0 */
		if (holds) {
			*res = filter_returns(j, p, sc_expr_const(j->pool, 0));
			return true;
		}
		p->m.a = sc_expr_alu(j->pool, BPF_DIV, p->m.a, p->m.x);
		p->m.pc++;
		break;
	case OUT_BEATS:	/* holds: v does not beat the result so far */
		if (!holds)
			p->best = v;
		p->running = false;
		p->left--;
		break;
	}
	return false;
}

/* Split p on (l op r): each side narrowed, moved on by o, explored. */
static int64_t split_path(struct path_exploration *j, struct fold_path *p, uint16_t op,
			  expr_id l, expr_id r, enum outcome o, const struct seccache_insn *in,
			  expr_id v)
{
	struct fold_path *q = malloc(sizeof(*q));
	int64_t t = 0, f = 0;
	bool t_ok, f_ok;

	if (!q)
		return -ENOMEM;
	*q = *p;
	t_ok = sc_cond_set_refine(j->pool, &p->c, op, l, r, true);
	f_ok = sc_cond_set_refine(j->pool, &q->c, op, l, r, false);
	if (t_ok && !follow_outcome(j, p, o, true, in, v, &t))
		t = explore_path(j, p);
	if (t >= 0 && t != EXPLORE_STOP && f_ok && !follow_outcome(j, q, o, false, in, v, &f))
		f = explore_path(j, q);
	free(q);
	if (t < 0 || t == EXPLORE_STOP)
		return t;
	if (f < 0 || f == EXPLORE_STOP)
		return f;
	if (!j->graph)
		return 0;
	/* A side no input takes: the other one stands for both. */
	if (!t_ok && !f_ok)	/* no input reaches p: any code will do */
		return sc_decision_ret(j->graph, sc_expr_const(j->pool, SECCACHE_RET_KILL_PROCESS));
	if (!t_ok)
		return f;
	if (!f_ok)
		return t;
	return sc_decision_test(j->graph, op, l, r, (uint32_t)t, (uint32_t)f);
}

static int64_t filter_returns(struct path_exploration *j, struct fold_path *p, expr_id v)
{
	struct expr_pool *pool = j->pool;
	expr_id kv, kb;
	int t;

	if (v == EXPR_NONE)
		return -ENOMEM;
	if (sc_expr_is_const(pool, v) && sc_expr_is_const(pool, p->best)) {
		if (sc_action_beats(sc_expr_const_value(pool, v),
				    sc_expr_const_value(pool, p->best)))
			p->best = v;
		p->running = false;
		p->left--;
		return explore_path(j, p);
	}
	kv = action_key(pool, v);
	kb = action_key(pool, p->best);
	if (kv == EXPR_NONE || kb == EXPR_NONE)
		return -ENOMEM;
	t = sc_cond_set_decide(pool, &p->c, BPF_JGE, kv, kb);
	if (t < 0)
		return split_path(j, p, BPF_JGE, kv, kb, OUT_BEATS, NULL, v);
	if (!t)
		p->best = v;
	p->running = false;
	p->left--;
	return explore_path(j, p);
}

/* Whether filter i of fold s can return nothing that beats best. */
static bool cannot_win(const struct expr_pool *pool, const struct filter_fold *s, size_t i,
		       expr_id best)
{
	uint32_t b;

	if (!sc_expr_is_const(pool, best))
		return false;
	b = sc_expr_const_value(pool, best);
	if ((b & SECCACHE_RET_ACTION_FULL) == SECCACHE_RET_KILL_PROCESS)
		return true;	/* nothing is lower than INT_MIN */
	if (!s->may || s->may[i].any)
		return false;
	for (unsigned int k = 0; k < s->may[i].n; k++)
		if (sc_action_beats(s->may[i].v[k], b))
			return false;
	return true;
}

static int64_t end_path(struct path_exploration *j, struct fold_path *p)
{
	if (++j->paths > j->budget)
		return -E2BIG;
	if (j->leaf)
		return j->leaf(j->ctx, j->pool, &p->c, p->results);
	return j->graph ? sc_decision_ret(j->graph, p->results[0]) : 0;
}

/*
 * Between filters: skip those that cannot win, start the next, or end the
 * fold. True with *res when the path ended.
 */
static bool next_filter(struct path_exploration *j, struct fold_path *p, int64_t *res)
{
	const struct filter_fold *s = &j->folds[p->fold];
	expr_id zero;

	while (p->left && cannot_win(j->pool, s, p->left - 1, p->best))
		p->left--;
	if (!p->left) {
		p->results[p->fold] = p->best;
		if (++p->fold == j->n_folds) {
			*res = end_path(j, p);
			return true;
		}
		s = &j->folds[p->fold];
		p->best = sc_expr_const(j->pool, s->init);
		p->left = s->n;
		*res = -ENOMEM;
		return p->best == EXPR_NONE;
	}
	/* bpf_convert_filter() zeroes A and X; scratch is written before read. */
	zero = sc_expr_const(j->pool, 0);
	*res = -ENOMEM;
	if (zero == EXPR_NONE)
		return true;
	p->m.pc = 0;
	p->m.a = p->m.x = zero;
	for (size_t i = 0; i < BPF_MEMWORDS; i++)
		p->m.m[i] = zero;
	p->running = true;
	return false;
}

static expr_id load_word(struct path_exploration *j, const struct fold_path *p, uint32_t off)
{
	const struct word_domain *d = &p->c.w[off / 4];

	return d->umin == d->umax ? sc_expr_const(j->pool, d->umin) : sc_expr_word(j->pool, off / 4);
}

/* Run p to the end of each of its paths. */
static int64_t explore_path(struct path_exploration *j, struct fold_path *p)
{
	struct expr_pool *pool = j->pool;

	for (;;) {
		const struct seccache_insn *in;
		struct expr_regs *m = &p->m;
		expr_id src;
		int t;

		if (!p->running) {
			int64_t res;

			if (next_filter(j, p, &res))
				return res;
			continue;
		}
		in = &j->folds[p->fold].filters[p->left - 1]->insns[m->pc];
		src = BPF_SRC(in->code) == BPF_X ? m->x : sc_expr_const(pool, in->k);
		if (src == EXPR_NONE)
			return -ENOMEM;
		/* Loads and stores as the path engine's (pathrun.c), on expression ids, not absvals: not shared. */
		switch (BPF_CLASS(in->code)) {
		case BPF_LD:
			switch (BPF_MODE(in->code)) {
			case BPF_ABS: m->a = load_word(j, p, in->k); break;
			case BPF_LEN: m->a = sc_expr_const(pool, SECCACHE_DATA_SIZE); break;
			case BPF_IMM: m->a = sc_expr_const(pool, in->k); break;
			case BPF_MEM: m->a = m->m[in->k]; break;
			}
			break;
		case BPF_LDX:
			switch (BPF_MODE(in->code)) {
			case BPF_LEN: m->x = sc_expr_const(pool, SECCACHE_DATA_SIZE); break;
			case BPF_IMM: m->x = sc_expr_const(pool, in->k); break;
			case BPF_MEM: m->x = m->m[in->k]; break;
			}
			break;
		case BPF_ST:
			m->m[in->k] = m->a;
			break;
		case BPF_STX:
			m->m[in->k] = m->x;
			break;
		case BPF_MISC:
			if (BPF_MISCOP(in->code) == BPF_TAX)
				m->x = m->a;
			else
				m->a = m->x;
			break;
		case BPF_ALU:
			if (BPF_OP(in->code) == BPF_DIV && BPF_SRC(in->code) == BPF_X) {
				expr_id zero = sc_expr_const(pool, 0);

				t = sc_cond_set_decide(pool, &p->c, BPF_JEQ, m->x, zero);
				if (t > 0)
					return filter_returns(j, p, zero);
				if (t < 0)
					return split_path(j, p, BPF_JEQ, m->x, zero, OUT_DIV, in, EXPR_NONE);
			}
			m->a = sc_expr_alu(pool, BPF_OP(in->code), m->a, src);
			break;
		case BPF_JMP:
			if (BPF_OP(in->code) == BPF_JA) {
				m->pc += in->k;
				break;
			}
			if (in->jt == in->jf) {
				m->pc += in->jt;
				break;
			}
			t = sc_cond_set_decide(pool, &p->c, BPF_OP(in->code), m->a, src);
			if (t < 0)
				return split_path(j, p, BPF_OP(in->code), m->a, src, OUT_JUMP,
						  in, EXPR_NONE);
			m->pc += t ? in->jt : in->jf;
			break;
		case BPF_RET:
			return filter_returns(j, p, BPF_RVAL(in->code) == BPF_A ? m->a : src);
		}
		if (m->a == EXPR_NONE || m->x == EXPR_NONE)
			return -ENOMEM;
		m->pc++;
	}
}

int64_t sc_explore_paths(struct path_exploration *j, const struct cond_set *c)
{
	struct fold_path *p = calloc(1, sizeof(*p));
	int64_t ret;

	if (!p)
		return -ENOMEM;
	p->c = *c;
	p->best = sc_expr_const(j->pool, j->folds[0].init);
	p->left = j->folds[0].n;
	ret = p->best == EXPR_NONE ? -ENOMEM : explore_path(j, p);
	free(p);
	return ret;
}
