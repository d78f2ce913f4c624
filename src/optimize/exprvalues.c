/* SPDX-License-Identifier: MIT */
/*
 * exprvalues.c - the values of expressions over a path's word values
 * (exprvalues.h): their abstract values, by the analysis's value domain,
 * and their fixed forms. Both are remembered in the pool's nodes, so that
 * a shared node is worked out once per evaluation, not once per path
 * through it.
 */
#include "exprvalues.h"
#include "abi/opcode.h"

static struct absval domain_absval(const struct word_domain *d)
{
	struct absval v = { .umin = d->umin, .umax = d->umax, .tv = d->tv, .tm = d->tm,
			  .deps = DEP_OTHER };

	return d->umin == d->umax ? sc_absval_const(d->umin) : v;
}

struct absval sc_expr_absval(struct expr_pool *p, const struct word_domain w[DATA_WORDS], expr_id e)
{
	struct expr_node *x = &p->v[e];
	struct absval a, b;

	switch (x->kind) {
	case EXPR_CONST:
		return sc_absval_const(x->k);
	case EXPR_WORD:
		return domain_absval(&w[x->k]);
	}
	if (x->gen == p->gen)
		return x->memo;
	a = sc_expr_absval(p, w, x->l);
	b = x->op == BPF_NEG ? a : sc_expr_absval(p, w, x->r);
	if (x->op == BPF_DIV && b.umin == 0) {
		/* Only paths with a divisor other than 0 get here. */
		if (b.umax == 0)
			return sc_absval_any(DEP_OTHER);
		b.umin = 1;
		b = sc_absval_normalize(b);
	}
	x = &p->v[e];
	x->memo = sc_absval_alu(x->op, &a, &b);
	x->gen = p->gen;
	return x->memo;
}

/*
 * e with each word the domains hold to one value replaced by that value,
 * simplified as sc_expr_alu() simplifies: the form a filter builds when it
 * loads the word after a jeq fixed it (explore.c's load_word()). Atoms and
 * results are compared in this form, so that a condition met on the word
 * before the jeq and met again on the value after it is one condition,
 * not two facts the atoms cannot relate.
 */
static expr_id fix_words(struct expr_pool *p, const struct word_domain w[DATA_WORDS],
			 uint32_t fixed_words, expr_id e)
{
	const struct expr_node *x = &p->v[e];
	expr_id l, r, f;

	/* Reading no fixed word (a constant reads none), e is its own form. */
	if (!(x->words & fixed_words))
		return e;
	if (x->kind == EXPR_WORD)
		return sc_expr_const(p, w[x->k].umin);
	if (x->fixed_gen == p->fixed_gen)
		return x->fixed;
	/* Making expressions may move the pool: x is read again after each. */
	l = fix_words(p, w, fixed_words, x->l);
	x = &p->v[e];
	r = x->op == BPF_NEG ? x->r : fix_words(p, w, fixed_words, x->r);
	x = &p->v[e];
	f = l == x->l && r == x->r ? e : sc_expr_alu(p, x->op, l, r);
	p->v[e].fixed_gen = p->fixed_gen;
	p->v[e].fixed = f;
	return f;
}

/* e's fixed form; e itself if memory runs out (its value is the same). */
expr_id sc_expr_fixed_form(struct expr_pool *p, const struct word_domain w[DATA_WORDS], expr_id e)
{
	uint32_t fixed_words = 0;
	expr_id f;

	for (unsigned int i = 0; i < DATA_WORDS; i++)
		if (w[i].umin == w[i].umax)
			fixed_words |= 1U << i;
	p->fixed_gen++;
	f = fix_words(p, w, fixed_words, e);
	return f == EXPR_NONE ? e : f;
}
