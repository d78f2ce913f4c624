/* SPDX-License-Identifier: MIT */
/*
 * expr.c - the expression pool (expr.h): expressions made once each
 * (hash-consed), simplified as they are made, and evaluated on words.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "expr.h"
#include "abi/abi.h"
#include "abi/opcode.h"

int sc_expr_pool_init(struct expr_pool *p)
{
	*p = (struct expr_pool){ 0 };
	return 0;
}

void sc_expr_pool_free(struct expr_pool *p)
{
	free(p->v);
	sc_hcons_free(&p->index);
	*p = (struct expr_pool){ 0 };
}

static expr_id expr_make(struct expr_pool *p, uint8_t kind, uint8_t op, uint32_t k,
			 expr_id l, expr_id r)
{
	struct expr_node key, *v;
	uint32_t *slot;
	int64_t id;

	memset(&key, 0, sizeof(key));
	key.kind = kind;
	key.op = op;
	key.k = k;
	key.l = l;
	key.r = r;
	id = sc_hcons_find(&p->index, p->v, p->n, sizeof(*p->v), &key,
			   offsetof(struct expr_node, depth), &slot);
	if (id >= 0 || id == -ENOMEM)
		return id >= 0 ? (expr_id)id : EXPR_NONE;
	v = sc_grow(p->v, &p->cap, p->n, sizeof(*v));
	if (!v || p->n >= EXPR_NONE - 1)
		return EXPR_NONE;
	p->v = v;
	v[p->n] = key;
	if (kind == EXPR_WORD)
		v[p->n].words = 1U << k;
	if (kind == EXPR_ALU) {
		uint16_t dl = v[l].depth, dr = op == BPF_NEG ? 0 : v[r].depth;
		uint16_t d = dl > dr ? dl : dr;

		v[p->n].depth = d < UINT16_MAX ? d + 1 : d;
		v[p->n].words = v[l].words | (op == BPF_NEG ? 0 : v[r].words);
	}
	*slot = (uint32_t)p->n;
	return (expr_id)p->n++;
}

expr_id sc_expr_const(struct expr_pool *p, uint32_t c)
{
	return expr_make(p, EXPR_CONST, 0, c, 0, 0);
}

expr_id sc_expr_word(struct expr_pool *p, unsigned int w)
{
	return expr_make(p, EXPR_WORD, 0, w, 0, 0);
}

/*
 * op(l, r), simplified: constants folded, identities dropped, shift counts
 * reduced as the eBPF translation does (& 31), masks of masks merged.
 */
expr_id sc_expr_alu(struct expr_pool *p, uint16_t op, expr_id l, expr_id r)
{
	const struct expr_node *L, *R;
	uint32_t k;

	if (l == EXPR_NONE || (op != BPF_NEG && r == EXPR_NONE))
		return EXPR_NONE;
	L = &p->v[l];
	if (op == BPF_NEG)
		return L->kind == EXPR_CONST ? sc_expr_const(p, -L->k) :
		       expr_make(p, EXPR_ALU, BPF_NEG, 0, l, 0);
	R = &p->v[r];
	if (R->kind == EXPR_CONST) {
		k = R->k;
		if ((op == BPF_LSH || op == BPF_RSH) && k > 31) {
			r = sc_expr_const(p, k & 31);
			return sc_expr_alu(p, op, l, r);
		}
		if (L->kind == EXPR_CONST)	/* division by a constant 0 never gets here */
			return sc_expr_const(p, op == BPF_DIV && !k ? 0 : bpf_alu(op, L->k, k));
		if ((!k && (op == BPF_ADD || op == BPF_SUB || op == BPF_OR || op == BPF_XOR ||
			    op == BPF_LSH || op == BPF_RSH)) ||
		    (k == 1 && (op == BPF_MUL || op == BPF_DIV)) ||
		    (k == UINT32_MAX && op == BPF_AND))
			return l;
		if (!k && (op == BPF_AND || op == BPF_MUL))
			return r;
		/* x - c is x + -c; constants added one after the other add up. */
		if (op == BPF_SUB)
			return sc_expr_alu(p, BPF_ADD, l, sc_expr_const(p, -k));
		if (op == BPF_ADD && L->kind == EXPR_ALU && L->op == BPF_ADD &&
		    p->v[L->r].kind == EXPR_CONST)
			return sc_expr_alu(p, BPF_ADD, p->v[l].l,
					   sc_expr_const(p, p->v[L->r].k + k));
		if (op == BPF_AND && L->kind == EXPR_ALU && L->op == BPF_AND &&
		    p->v[L->r].kind == EXPR_CONST) {
			expr_id m = sc_expr_const(p, p->v[L->r].k & k);

			return sc_expr_alu(p, BPF_AND, p->v[l].l, m);
		}
	}
	return expr_make(p, EXPR_ALU, (uint8_t)op, 0, l, r);
}

uint32_t sc_expr_eval_memo(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS])
{
	struct expr_node *x = &p->v[e];
	uint32_t a, b = 0;

	switch (x->kind) {
	case EXPR_CONST:
		return x->k;
	case EXPR_WORD:
		return w[x->k];
	}
	if (x->gen == p->gen)
		return x->memo.umin;
	a = sc_expr_eval_memo(p, x->l, w);
	if (x->op != BPF_NEG)
		b = sc_expr_eval_memo(p, x->r, w);
	x = &p->v[e];
	x->gen = p->gen;
	/* A division by 0 never runs: the path that reaches it has X != 0. */
	x->memo.umin = x->op == BPF_DIV && !b ? 0 : bpf_alu(x->op, a, b);
	return x->memo.umin;
}

uint32_t sc_expr_eval(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS])
{
	sc_expr_eval_begin(p);
	return sc_expr_eval_memo(p, e, w);
}
