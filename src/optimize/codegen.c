/* SPDX-License-Identifier: MIT */
/*
 * codegen.c - classic BPF from a decision graph (decision.h), in two passes.
 *
 * Lowering turns each graph node into instructions: a test loads or
 * computes its operands and jumps, a leaf returns. Instructions are
 * hash-consed on what they do and where they go, so equal tails are one
 * piece of code; an operand A already holds (the one the test before it
 * compared) is not loaded again.
 *
 * Layout places every instruction after all of its successors are placed,
 * from the end of the program backward, in the order of a depth-first walk
 * that visits the "false" side last, so that it falls through. A statement
 * whose successor is not next gets a ja, or a copy of the ret it goes to;
 * a conditional jump whose target is more than 255 instructions away goes
 * through a ja or a copied ret placed right after it.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "decision.h"
#include "abi/abi.h"
#include "abi/opcode.h"

#define NONE UINT32_MAX
#define MAX_JUMP 255

/* An instruction and where it goes: next for statements, jt and jf for jumps. */
struct insn_node {
	struct seccache_insn in;
	uint32_t jt, jf;
};

/* A lowered graph node in the context of what A holds. */
struct lowered {
	uint32_t d;
	expr_id a;
	uint32_t ino;
};

struct codegen {
	struct expr_pool *pool;
	const struct decision_graph *g;
	struct insn_node *nodes;
	size_t n, cap;
	struct sc_hcons index;	/* hash-consing of nodes */
	struct lowered *memo;	/* lowering, keyed by (d, a) */
	size_t n_memo, memo_slots;
	struct seccache_insn buf[64];	/* one operand's computation */
	size_t n_buf;
	/* layout */
	uint32_t *rank;		/* per node: its distance from the end, or NONE */
	struct seccache_insn *out;	/* reversed */
	size_t n_out;
};

/* The node for in going to jt (and jf), made once. */
static int64_t make_insn_node(struct codegen *c, uint16_t code, uint32_t k, uint32_t jt,
			      uint32_t jf)
{
	struct insn_node n, *v;
	uint32_t *slot;
	int64_t id;

	memset(&n, 0, sizeof(n));
	n.in.code = code;
	n.in.k = k;
	n.jt = jt;
	n.jf = jf;
	id = sc_hcons_find(&c->index, c->nodes, c->n, sizeof(*c->nodes), &n, sizeof(n), &slot);
	if (id != -1)
		return id;
	if (c->n >= 4 * SECCACHE_MAXINSNS)
		return -E2BIG;
	v = sc_grow(c->nodes, &c->cap, c->n, sizeof(*v));
	if (!v)
		return -ENOMEM;
	c->nodes = v;
	v[c->n] = n;
	*slot = (uint32_t)c->n;
	return (int64_t)c->n++;
}

/* ------------------------------------------------------------------ */
/* Operands                                                            */
/* ------------------------------------------------------------------ */

static int buffer_insn(struct codegen *c, uint16_t code, uint32_t k)
{
	if (c->n_buf == ARRAY_SIZE(c->buf))
		return -E2BIG;
	c->buf[c->n_buf++] = (struct seccache_insn){ .code = code, .k = k };
	return 0;
}

/* Whether computing e needs X (an operation on two computed values). */
static bool uses_x(const struct expr_pool *p, expr_id e)
{
	for (;;) {
		const struct expr_node *x = sc_expr_node(p, e);

		if (x->kind != EXPR_ALU)
			return false;
		if (x->op != BPF_NEG && !sc_expr_is_const(p, x->r))
			return true;
		e = x->l;
	}
}

/*
 * Instructions that leave e in A, into c->buf, given that A holds *a;
 * scratch slots from tmp up hold operands waiting for their partner.
 */
static int load_expr(struct codegen *c, expr_id e, unsigned int tmp, expr_id *a)
{
	const struct expr_node *x = sc_expr_node(c->pool, e);
	int ret = 0;

	if (*a == e)
		return 0;
	switch (x->kind) {
	case EXPR_CONST:
		ret = buffer_insn(c, BPF_LD | BPF_IMM, x->k);
		break;
	case EXPR_WORD:
		ret = buffer_insn(c, BPF_LD | BPF_W | BPF_ABS, x->k * 4);
		break;
	default:
		if (x->op == BPF_NEG) {
			ret = load_expr(c, x->l, tmp, a);
			if (!ret)
				ret = buffer_insn(c, BPF_ALU | BPF_NEG, 0);
		} else if (sc_expr_is_const(c->pool, x->r)) {
			ret = load_expr(c, x->l, tmp, a);
			if (!ret)
				ret = buffer_insn(c, BPF_ALU | x->op | BPF_K,
						  sc_expr_const_value(c->pool, x->r));
		} else if (x->l == x->r || !uses_x(c->pool, x->l)) {
			/* X keeps r while l is computed with constants only. */
			ret = load_expr(c, x->r, tmp, a);
			if (!ret)
				ret = buffer_insn(c, BPF_MISC | BPF_TAX, 0);
			if (!ret)
				ret = load_expr(c, x->l, tmp, a);
			if (!ret)
				ret = buffer_insn(c, BPF_ALU | x->op | BPF_X, 0);
		} else {
			if (tmp >= BPF_MEMWORDS)
				return -E2BIG;
			ret = load_expr(c, x->r, tmp, a);
			if (!ret)
				ret = buffer_insn(c, BPF_ST, tmp);
			if (!ret)
				ret = load_expr(c, x->l, tmp + 1, a);
			if (!ret)
				ret = buffer_insn(c, BPF_LDX | BPF_MEM, tmp);
			if (!ret)
				ret = buffer_insn(c, BPF_ALU | x->op | BPF_X, 0);
		}
		break;
	}
	*a = e;
	return ret;
}

/* c->buf's instructions in front of node next: the first of them. */
static int64_t chain_buffer(struct codegen *c, int64_t next)
{
	while (next >= 0 && c->n_buf) {
		const struct seccache_insn *in = &c->buf[--c->n_buf];

		next = make_insn_node(c, in->code, in->k, (uint32_t)next, NONE);
	}
	c->n_buf = 0;
	return next;
}

/* ------------------------------------------------------------------ */
/* Lowering                                                            */
/* ------------------------------------------------------------------ */

static struct lowered *memo_slot(struct codegen *c, uint32_t d, expr_id a)
{
	size_t h = sc_hash_mix64((uint64_t)d << 32 | a) & (c->memo_slots - 1);

	while (c->memo[h].d != NONE && (c->memo[h].d != d || c->memo[h].a != a))
		h = (h + 1) & (c->memo_slots - 1);
	return &c->memo[h];
}

static int memo_grow(struct codegen *c)
{
	struct lowered *old = c->memo;
	size_t n_old = c->memo_slots;

	c->memo_slots = n_old ? 2 * n_old : 1024;
	c->memo = malloc(c->memo_slots * sizeof(*c->memo));
	if (!c->memo) {
		c->memo = old;
		c->memo_slots = n_old;
		return -ENOMEM;
	}
	memset(c->memo, 0xff, c->memo_slots * sizeof(*c->memo));
	for (size_t i = 0; i < n_old; i++)
		if (old[i].d != NONE)
			*memo_slot(c, old[i].d, old[i].a) = old[i];
	free(old);
	return 0;
}

/* The code of graph node d when A holds a on entry. */
static int64_t code_for_node(struct codegen *c, uint32_t d, expr_id a)
{
	const struct decision_node *n = sc_decision_node(c->g, d);
	struct lowered *m;
	int64_t t, f, ret;
	expr_id after = a;
	uint16_t src = BPF_K;
	uint32_t k = 0;

	if (2 * (c->n_memo + 1) > c->memo_slots && memo_grow(c))
		return -ENOMEM;
	m = memo_slot(c, d, a);
	if (m->d != NONE)
		return m->ino;
	if (n->kind == DECISION_RET) {
		if (sc_expr_is_const(c->pool, n->l)) {
			ret = make_insn_node(c, BPF_RET | BPF_K,
					     sc_expr_const_value(c->pool, n->l), NONE, NONE);
		} else {
			c->n_buf = 0;
			ret = load_expr(c, n->l, 0, &after);
			ret = ret ? ret : chain_buffer(c, make_insn_node(c, BPF_RET | BPF_A, 0, NONE, NONE));
		}
	} else {
		/* The children first: they see A holding the left operand. */
		t = code_for_node(c, n->t, n->l);
		f = t < 0 ? t : code_for_node(c, n->f, n->l);
		if (f < 0)
			return f;
		c->n_buf = 0;
		ret = 0;
		if (sc_expr_is_const(c->pool, n->r)) {
			k = sc_expr_const_value(c->pool, n->r);
		} else if (n->r == n->l || !uses_x(c->pool, n->l)) {
			src = BPF_X;
			ret = load_expr(c, n->r, 0, &after);
			ret = ret ? ret : buffer_insn(c, BPF_MISC | BPF_TAX, 0);
		} else {
			src = BPF_X;
			ret = load_expr(c, n->r, 0, &after);
			ret = ret ? ret : buffer_insn(c, BPF_ST, 0);
			ret = ret ? ret : load_expr(c, n->l, 1, &after);
			ret = ret ? ret : buffer_insn(c, BPF_LDX | BPF_MEM, 0);
		}
		ret = ret ? ret : load_expr(c, n->l, 1, &after);
		if (!ret)
			ret = chain_buffer(c, make_insn_node(c, BPF_JMP | n->op | src, k,
							     (uint32_t)t, (uint32_t)f));
	}
	if (ret < 0)
		return ret;
	/* code_for_node() of the children may have moved the memo. */
	m = memo_slot(c, d, a);
	if (m->d == NONE)
		c->n_memo++;
	*m = (struct lowered){ d, a, (uint32_t)ret };
	return ret;
}

/* ------------------------------------------------------------------ */
/* Layout                                                              */
/* ------------------------------------------------------------------ */

static bool is_ret(const struct insn_node *n)
{
	return BPF_CLASS(n->in.code) == BPF_RET;
}

static bool is_jump(const struct insn_node *n)
{
	return bpf_is_cond_jump(n->in.code);
}

/* Put in in front of what is laid out: its rank. */
static int64_t prepend_insn(struct codegen *c, struct seccache_insn in)
{
	if (c->n_out == SECCACHE_MAXINSNS)
		return -E2BIG;
	c->out[c->n_out] = in;
	return (int64_t)c->n_out++;
}

/* A way to node target from right here: its rank, a copied ret, or a ja. */
static int64_t reach(struct codegen *c, uint32_t target, size_t room)
{
	const struct insn_node *t = &c->nodes[target];

	if (c->n_out + room - c->rank[target] - 1 <= MAX_JUMP && !(room == 0 &&
	    c->rank[target] + 1 != c->n_out))
		return c->rank[target];
	if (is_ret(t))
		return prepend_insn(c, t->in);
	return prepend_insn(c, (struct seccache_insn){ .code = BPF_JMP | BPF_JA,
					      .k = (uint32_t)(c->n_out - c->rank[target] - 1) });
}

static int lay_out_node(struct codegen *c, uint32_t n)
{
	const struct insn_node *nd = &c->nodes[n];
	struct seccache_insn in = nd->in;
	int64_t r;
	int ret;

	if (c->rank[n] != NONE)
		return 0;
	if (is_jump(nd)) {
		int64_t t, f;

		ret = lay_out_node(c, nd->jt);
		ret = ret ? ret : lay_out_node(c, nd->jf);
		if (ret)
			return ret;
		nd = &c->nodes[n];
		/* Room for the trampolines that may go between. */
		t = reach(c, nd->jt, 2);
		f = t < 0 ? t : reach(c, nd->jf, 1);
		if (f < 0)
			return (int)f;
		in.jt = (uint8_t)(c->n_out - (size_t)t - 1);
		in.jf = (uint8_t)(c->n_out - (size_t)f - 1);
	} else if (!is_ret(nd)) {
		ret = lay_out_node(c, nd->jt);
		if (ret)
			return ret;
		r = reach(c, c->nodes[n].jt, 0);
		if (r < 0)
			return (int)r;
	}
	r = prepend_insn(c, in);
	if (r < 0)
		return (int)r;
	c->rank[n] = (uint32_t)r;
	return 0;
}

int sc_codegen(struct expr_pool *p, const struct decision_graph *g, uint32_t root,
	       struct seccache_insn **insns, size_t *len)
{
	struct codegen c = { .pool = p, .g = g };
	int64_t top;
	int ret;

	top = code_for_node(&c, root, EXPR_NONE);
	ret = top < 0 ? (int)top : 0;
	if (!ret) {
		c.rank = malloc(c.n * sizeof(*c.rank));
		c.out = malloc(SECCACHE_MAXINSNS * sizeof(*c.out));
		ret = c.rank && c.out ? 0 : -ENOMEM;
	}
	if (!ret) {
		memset(c.rank, 0xff, c.n * sizeof(*c.rank));
		ret = lay_out_node(&c, (uint32_t)top);
	}
	if (!ret) {
		/* Laid out from the end: turn it around. */
		for (size_t i = 0; i < c.n_out / 2; i++) {
			struct seccache_insn t = c.out[i];

			c.out[i] = c.out[c.n_out - 1 - i];
			c.out[c.n_out - 1 - i] = t;
		}
		*insns = c.out;
		*len = c.n_out;
		c.out = NULL;
	}
	free(c.out);
	free(c.rank);
	free(c.nodes);
	sc_hcons_free(&c.index);
	free(c.memo);
	return ret;
}
