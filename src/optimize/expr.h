/* SPDX-License-Identifier: MIT */
/*
 * expr.h - the expressions the rewriting's registers hold (expr.c):
 * constants, words of seccomp_data and ALU operations on them, hash-consed
 * in a pool so that one computation has one id wherever it happens, and
 * simplified as they are made.
 */
#ifndef SECCACHE_EXPR_H
#define SECCACHE_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "analysis/values.h"
#include "hashcons.h"

/* The 32-bit words of seccomp_data, by offset / 4: nr, arch, ip, args. */
#define DATA_WORDS	16
#define WORD_NR		0
#define WORD_ARCH	1

/* An expression: an index into its pool. */
typedef uint32_t expr_id;
#define EXPR_NONE UINT32_MAX

enum expr_kind { EXPR_CONST, EXPR_WORD, EXPR_ALU };

/* Hash-consed on its first fields: one id per expression, constants folded when made. */
struct expr_node {
	struct {		/* the key */
		uint8_t kind;
		uint8_t op;	/* EXPR_ALU: BPF_OP (BPF_NEG has no r) */
		uint16_t zero;
		uint32_t k;	/* EXPR_CONST: the value; EXPR_WORD: the word */
		expr_id l, r;
	};
	uint16_t depth;		/* operations below */
	uint32_t words;		/* the words it reads, a bit each */
	uint32_t gen;		/* evaluation memo: valid when == pool's gen */
	struct absval memo;
	uint64_t fixed_gen;	/* fixed-form memo: valid when == pool's fixed_gen */
	expr_id fixed;
};

struct expr_pool {
	struct expr_node *v;
	size_t n, cap;
	struct sc_hcons index;
	uint32_t gen;
	uint64_t fixed_gen;	/* 64 bits: never wraps round to a node's stale one */
};

int sc_expr_pool_init(struct expr_pool *p);
void sc_expr_pool_free(struct expr_pool *p);

/* The expressions c, word w, op(l, r) (r unused for BPF_NEG); EXPR_NONE if memory runs out. */
expr_id sc_expr_const(struct expr_pool *p, uint32_t c);
expr_id sc_expr_word(struct expr_pool *p, unsigned int w);
expr_id sc_expr_alu(struct expr_pool *p, uint16_t op, expr_id l, expr_id r);

/* Expression e of p: its kind, operation and operands. */
static inline const struct expr_node *sc_expr_node(const struct expr_pool *p, expr_id e)
{
	return &p->v[e];
}

static inline bool sc_expr_is_const(const struct expr_pool *p, expr_id e)
{
	return p->v[e].kind == EXPR_CONST;
}

/* The value of e, a constant (sc_expr_is_const()). */
static inline uint32_t sc_expr_const_value(const struct expr_pool *p, expr_id e)
{
	return p->v[e].k;
}

/*
 * A new evaluation: the values the pool's nodes remember (of
 * sc_expr_eval_memo() and sc_expr_absval()) are stale from here on.
 */
static inline void sc_expr_eval_begin(struct expr_pool *p)
{
	p->gen++;
}

/* e's value when the words are w[] (the reference interpreter's arithmetic). */
uint32_t sc_expr_eval(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS]);

/*
 * sc_expr_eval() within one evaluation (sc_expr_eval_begin()): what the
 * nodes remember of the same words is used again.
 */
uint32_t sc_expr_eval_memo(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS]);

#endif
