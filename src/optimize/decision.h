/* SPDX-License-Identifier: MIT */
/*
 * decision.h - decision graphs (decision.c), what the optimizer builds
 * from the explored paths of a stack, and the classic BPF codegen.c lays
 * out from them: tests of expressions, and the expressions returned.
 */
#ifndef SECCACHE_DECISION_H
#define SECCACHE_DECISION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "expr.h"
#include "hashcons.h"
#include "seccache.h"

/* ------------------------------------------------------------------ */
/* Decision graphs: what the optimizer emits code from                 */
/* ------------------------------------------------------------------ */

enum decision_kind { DECISION_RET, DECISION_TEST };

/* DECISION_RET returns expression l; DECISION_TEST jumps to t if (l op r), else to f. */
struct decision_node {
	uint8_t kind;
	uint8_t op;
	uint16_t zero;
	expr_id l, r;
	uint32_t t, f;
};

/* Hash-consed: equal subgraphs are one node, so common tests are shared. */
struct decision_graph {
	struct decision_node *v;
	size_t n, cap;
	struct sc_hcons index;
};

int sc_decision_graph_init(struct decision_graph *g);
void sc_decision_graph_free(struct decision_graph *g);

/* A node; a test whose two sides are one node is that node. Negative errno on failure. */
int64_t sc_decision_ret(struct decision_graph *g, expr_id value);
int64_t sc_decision_test(struct decision_graph *g, uint16_t op, expr_id l, expr_id r,
			 uint32_t t, uint32_t f);

/* Node id of g. */
static inline const struct decision_node *sc_decision_node(const struct decision_graph *g,
							   uint32_t id)
{
	return &g->v[id];
}

/* Whether node returns a constant of pool p, and that constant into *value. */
bool sc_decision_returns_const(const struct decision_graph *g, const struct expr_pool *p,
			       uint32_t node, uint32_t *value);

/* ------------------------------------------------------------------ */
/* Code (codegen.c)                                                    */
/* ------------------------------------------------------------------ */

/*
 * Classic BPF for the decision graph g from root: each test computes its
 * operands from the words (scratch slots for nested operands), shares what
 * the graph shares, and leaves out what A already holds; jumps are laid
 * out to fall through where they can, with a ret copied or a ja added
 * where a target is out of reach. *insns is malloc'd. Returns 0, -E2BIG
 * past SECCACHE_MAXINSNS instructions or 16 nested operands, or -ENOMEM.
 */
int sc_codegen(struct expr_pool *p, const struct decision_graph *g, uint32_t root,
	       struct seccache_insn **insns, size_t *len);

#endif
