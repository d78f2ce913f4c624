/* SPDX-License-Identifier: MIT */
/*
 * decision.c - decision graphs (decision.h): nodes made once each
 * (hash-consed), so that equal subgraphs are one node and codegen.c lays
 * each out once.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "decision.h"
#include "abi/abi.h"

int sc_decision_graph_init(struct decision_graph *g)
{
	*g = (struct decision_graph){ 0 };
	return 0;
}

void sc_decision_graph_free(struct decision_graph *g)
{
	free(g->v);
	sc_hcons_free(&g->index);
	*g = (struct decision_graph){ 0 };
}

static int64_t decision_make(struct decision_graph *g, const struct decision_node *d)
{
	struct decision_node *v;
	uint32_t *slot;
	int64_t id = sc_hcons_find(&g->index, g->v, g->n, sizeof(*g->v), d, sizeof(*d), &slot);

	if (id != -1)
		return id;
	v = sc_grow(g->v, &g->cap, g->n, sizeof(*v));
	if (!v)
		return -ENOMEM;
	g->v = v;
	v[g->n] = *d;
	*slot = (uint32_t)g->n;
	return (int64_t)g->n++;
}

int64_t sc_decision_ret(struct decision_graph *g, expr_id value)
{
	struct decision_node d;

	if (value == EXPR_NONE)		/* the pool ran out of memory making it */
		return -ENOMEM;
	memset(&d, 0, sizeof(d));	/* compared with memcmp */
	d.kind = DECISION_RET;
	d.l = value;
	return decision_make(g, &d);
}

int64_t sc_decision_test(struct decision_graph *g, uint16_t op, expr_id l, expr_id r,
			 uint32_t t, uint32_t f)
{
	struct decision_node d;

	if (l == EXPR_NONE || r == EXPR_NONE)
		return -ENOMEM;
	if (t == f)
		return t;
	memset(&d, 0, sizeof(d));
	d.kind = DECISION_TEST;
	d.op = (uint8_t)op;
	d.l = l;
	d.r = r;
	d.t = t;
	d.f = f;
	return decision_make(g, &d);
}

bool sc_decision_returns_const(const struct decision_graph *g, const struct expr_pool *p,
			       uint32_t node, uint32_t *value)
{
	const struct decision_node *d = sc_decision_node(g, node);

	if (d->kind != DECISION_RET || !sc_expr_is_const(p, d->l))
		return false;
	*value = sc_expr_const_value(p, d->l);
	return true;
}
