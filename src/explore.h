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
#define XW_WORDS	16
#define XW_NR		0
#define XW_ARCH		1

/* ------------------------------------------------------------------ */
/* Expressions                                                         */
/* ------------------------------------------------------------------ */

/* An expression: an index into its pool. */
typedef uint32_t xid;
#define XID_NONE UINT32_MAX

enum xkind { XK_CONST, XK_WORD, XK_ALU };

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
struct xnode {
	struct {		/* the key */
		uint8_t kind;
		uint8_t op;	/* XK_ALU: BPF_OP (BPF_NEG has no r) */
		uint16_t zero;
		uint32_t k;	/* XK_CONST: the value; XK_WORD: the word */
		xid l, r;
	};
	uint16_t depth;		/* operations below */
	uint32_t words;		/* the words it reads, a bit each */
	uint32_t gen;		/* evaluation memo: valid when == pool's gen */
	struct absval memo;
	uint64_t fixed_gen;	/* fixed-form memo: valid when == pool's fixed_gen */
	xid fixed;
};

struct xpool {
	struct xnode *v;
	size_t n, cap;
	struct sc_hcons index;
	uint32_t gen;
	uint64_t fixed_gen;	/* 64 bits: never wraps round to a node's stale one */
};

int sc_xpool_init(struct xpool *p);
void sc_xpool_free(struct xpool *p);

/* The expressions c, word w, op(l, r) (r unused for BPF_NEG); XID_NONE if memory runs out. */
xid sc_x_const(struct xpool *p, uint32_t c);
xid sc_x_word(struct xpool *p, unsigned int w);
xid sc_x_alu(struct xpool *p, uint16_t op, xid l, xid r);

static inline bool sc_x_is_const(const struct xpool *p, xid e)
{
	return p->v[e].kind == XK_CONST;
}

/* e's value when the words are w[] (the reference interpreter's arithmetic). */
uint32_t sc_x_eval(struct xpool *p, xid e, const uint32_t w[XW_WORDS]);

/* ------------------------------------------------------------------ */
/* Constraints                                                         */
/* ------------------------------------------------------------------ */

#define XD_MAX_EX	128	/* excluded masked values per word */
#define XC_MAX_ATOMS	24	/* conditions on computed values per path */

/* A word's values: in [umin, umax], agreeing with tv outside tm, and for no ex (w & m) == v. */
struct xdom {
	uint32_t umin, umax, tv, tm;
	uint8_t n_ex;
	struct {
		uint32_t m, v;
	} ex[XD_MAX_EX];
};

/* A condition the domains cannot hold: (l op r) == holds. */
struct xatom {
	xid l, r;
	uint8_t op;
	bool holds;
};

/* What a path knows of its inputs. Dropping a fact is always sound. */
struct xcons {
	struct xdom w[XW_WORDS];
	uint8_t n_atoms;
	bool dropped;		/* a fact did not fit: picks may leave the path */
	struct xatom atoms[XC_MAX_ATOMS];
};

/* Every input of arch with nr in [first, last]. */
void sc_xcons_init(struct xcons *c, uint32_t arch, uint32_t first, uint32_t last);

/* Whether a and b have one value for every input of c (as far as c's domains tell). */
bool sc_xcons_same(struct xpool *p, const struct xcons *c, xid a, xid b);

/*
 * Words satisfying c into w: 1 found (every domain and atom holds), 0 c
 * holds for no input (the domains alone say so), -1 not found within the
 * search's budget (atoms on computed values). seed varies the search.
 */
int sc_xcons_pick(struct xpool *p, const struct xcons *c, uint64_t seed,
		  uint32_t w[XW_WORDS]);

/* ------------------------------------------------------------------ */
/* Decision graphs: what the optimizer emits code from                 */
/* ------------------------------------------------------------------ */

enum dkind { DK_RET, DK_TEST };

/* DK_RET returns expression l; DK_TEST jumps to t if (l op r), else to f. */
struct dnode {
	uint8_t kind;
	uint8_t op;
	uint16_t zero;
	xid l, r;
	uint32_t t, f;
};

/* Hash-consed: equal subgraphs are one node, so common tests are shared. */
struct dgraph {
	struct dnode *v;
	size_t n, cap;
	struct sc_hcons index;
};

int sc_dgraph_init(struct dgraph *g);
void sc_dgraph_free(struct dgraph *g);

/* A node; a test whose two sides are one node is that node. Negative errno on failure. */
int64_t sc_dgraph_ret(struct dgraph *g, xid value);
int64_t sc_dgraph_test(struct dgraph *g, uint16_t op, xid l, xid r, uint32_t t, uint32_t f);

/* ------------------------------------------------------------------ */
/* Exploring folds                                                     */
/* ------------------------------------------------------------------ */

/* One side to explore: filters oldest first, folded from init as the kernel does. */
struct xside {
	struct seccache_filter *const *filters;
	size_t n;
	uint32_t init;		/* SECCACHE_RET_ALLOW, or the pin's KILL_PROCESS with n = 0 */
	struct value_set *may;	/* per filter, what its ret instructions may give; NULL: anything */
};

/*
 * Called at the end of each path with every side's result. Returns a node
 * id (>= 0) when building, 0 otherwise, XP_STOP to end the exploration, or
 * a negative errno.
 */
#define XP_STOP (INT64_MAX)
typedef int64_t (*xleaf_fn)(void *ctx, struct xpool *p, const struct xcons *c,
			    const xid *results);

struct xjob {
	struct xpool *pool;
	struct dgraph *graph;	/* NULL: explore only */
	const struct xside *sides;
	size_t n_sides;
	xleaf_fn leaf;
	void *ctx;
	unsigned long budget;	/* paths; past it -E2BIG */
	unsigned long paths;	/* paths ended so far */
};

/*
 * The possible return values of f's ret instructions into *may (any for
 * RET A), so that a fold can skip a filter none of whose values can win.
 */
void sc_x_filter_may(const struct seccache_filter *f, struct value_set *may);

/*
 * Explore every path of the job's sides, one after the other on each path,
 * from the inputs c allows. Returns the root node (building), 0, XP_STOP,
 * -E2BIG past the budget, or -ENOMEM.
 */
int64_t sc_xexplore(struct xjob *j, const struct xcons *c);

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
int sc_codegen(struct xpool *p, const struct dgraph *g, uint32_t root,
	       struct seccache_insn **insns, size_t *len);

#endif
