/* SPDX-License-Identifier: MIT */
/*
 * explore.h - the symbolic path explorer (explore.c) that the optimizer and
 * the equivalence decision share: it runs the fold of a stack's filters
 * (seccomp_run_filters()) over sets of inputs, each 32-bit word of
 * seccomp_data constrained by an interval, known bits and excluded masked
 * values, with registers holding expressions over those words. A jump the
 * constraints decide is followed; one they do not splits the path into the
 * inputs that take it and the others, so every path stands for exactly the
 * inputs that reach its end, and the paths together for all of them.
 */
#ifndef SECCACHE_EXPLORE_H
#define SECCACHE_EXPLORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "absval.h"
#include "seccache.h"

/* The 32-bit words of seccomp_data, by offset / 4: nr, arch, ip, args. */
#define DATA_WORDS	16
#define WORD_NR		0
#define WORD_ARCH		1

/* ------------------------------------------------------------------ */
/* Expressions                                                         */
/* ------------------------------------------------------------------ */

/* An expression: an index into its pool. */
typedef uint32_t expr_id;
#define EXPR_NONE UINT32_MAX

enum expr_kind { EXPR_CONST, EXPR_WORD, EXPR_ALU };

/*
 * Hash-consing: an open-addressing index over records kept in the
 * caller's array, each one's key its first key_size bytes (padding zeroed).
 */
struct sc_hcons {
	uint32_t *slots;	/* record ids, UINT32_MAX when free */
	size_t n_slots;
};

/*
 * The id of the record among v[0, n) (each size bytes) whose key is key;
 * else -1 with *slot where the caller writes n once it appends the record.
 * -ENOMEM if the index cannot grow.
 */
int64_t sc_hcons_find(struct sc_hcons *h, const void *v, size_t n, size_t size,
		      const void *key, size_t key_size, uint32_t **slot);
void sc_hcons_free(struct sc_hcons *h);

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

static inline bool sc_expr_is_const(const struct expr_pool *p, expr_id e)
{
	return p->v[e].kind == EXPR_CONST;
}

/* e's value when the words are w[] (the reference interpreter's arithmetic). */
uint32_t sc_expr_eval(struct expr_pool *p, expr_id e, const uint32_t w[DATA_WORDS]);

/* ------------------------------------------------------------------ */
/* Constraints                                                         */
/* ------------------------------------------------------------------ */

#define WORD_MAX_EXCLUDED	128	/* excluded masked values per word */
#define COND_MAX_ATOMS	24	/* conditions on computed values per path */

/* A word's values: in [umin, umax], agreeing with tv outside tm, and for no ex (w & m) == v. */
struct word_domain {
	uint32_t umin, umax, tv, tm;
	uint8_t n_ex;
	struct {
		uint32_t m, v;
	} ex[WORD_MAX_EXCLUDED];
};

/* A condition the domains cannot hold: (l op r) == holds. */
struct expr_condition {
	expr_id l, r;
	uint8_t op;
	bool holds;
};

/* What a path knows of its inputs. Dropping a fact is always sound. */
struct cond_set {
	struct word_domain w[DATA_WORDS];
	uint8_t n_atoms;
	bool dropped;		/* a fact did not fit: picks may leave the path */
	struct expr_condition atoms[COND_MAX_ATOMS];
};

/* Every input of arch with nr in [first, last]. */
void sc_cond_set_init(struct cond_set *c, uint32_t arch, uint32_t first, uint32_t last);

/* Whether a and b have one value for every input of c (as far as c's domains tell). */
bool sc_cond_set_same(struct expr_pool *p, const struct cond_set *c, expr_id a, expr_id b);

/*
 * Words satisfying c into w: 1 found (every domain and atom holds), 0 c
 * holds for no input (the domains alone say so), -1 not found within the
 * search's budget (atoms on computed values). seed varies the search.
 */
int sc_cond_set_pick(struct expr_pool *p, const struct cond_set *c, uint64_t seed,
		     uint32_t w[DATA_WORDS]);

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

/* ------------------------------------------------------------------ */
/* Exploring folds                                                     */
/* ------------------------------------------------------------------ */

/* One stack's filters to explore, oldest first, folded from init as the kernel does. */
struct filter_fold {
	struct seccache_filter *const *filters;
	size_t n;
	uint32_t init;		/* SECCACHE_RET_ALLOW, or the pin's KILL_PROCESS with n = 0 */
	struct value_set *may;	/* per filter, what its ret instructions may give; NULL: anything */
};

/*
 * Called at the end of each path with every fold's result. Returns a node
 * id (>= 0) when building, 0 otherwise, EXPLORE_STOP to end the
 * exploration, or a negative errno.
 */
#define EXPLORE_STOP (INT64_MAX)
typedef int64_t (*path_end_fn)(void *ctx, struct expr_pool *p, const struct cond_set *c,
			       const expr_id *results);

/* An exploration: the folds run one after the other on each path, and its counters. */
struct path_exploration {
	struct expr_pool *pool;
	struct decision_graph *graph;	/* NULL: explore only */
	const struct filter_fold *folds;
	size_t n_folds;
	path_end_fn leaf;
	void *ctx;
	unsigned long budget;	/* paths; past it -E2BIG */
	unsigned long paths;	/* paths ended so far */
};

/*
 * The possible return values of f's ret instructions into *may (any for
 * RET A), so that a fold can skip a filter none of whose values can win.
 */
void sc_filter_may_return(const struct seccache_filter *f, struct value_set *may);

/*
 * Explore every path of the exploration's folds, one after the other on
 * each path, from the inputs c allows. Returns the root node (building), 0, EXPLORE_STOP,
 * -E2BIG past the budget, or -ENOMEM.
 */
int64_t sc_explore_paths(struct path_exploration *j, const struct cond_set *c);

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
