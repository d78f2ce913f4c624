/* SPDX-License-Identifier: MIT */
/*
 * explore.h - the symbolic path explorer (explore.c) that the optimizer and
 * the equivalence decision share: it runs the fold of a stack's filters
 * (seccomp_run_filters()) over sets of inputs, each 32-bit word of
 * seccomp_data constrained by an interval, known bits and excluded masked
 * values (constraints.h), with registers holding expressions over those words
 * (expr.h). A jump the constraints decide is followed; one they do not
 * splits the path into the inputs that take it and the others, so every
 * path stands for exactly the inputs that reach its end, and the paths
 * together for all of them.
 */
#ifndef SECCACHE_EXPLORE_H
#define SECCACHE_EXPLORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "analysis/values.h"
#include "constraints.h"
#include "decision.h"
#include "expr.h"
#include "seccache.h"

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
 * RET A, and for more values than it holds), so that a fold can skip a
 * filter none of whose values can win.
 */
void sc_filter_may_return(const struct seccache_filter *f, struct value_set *may);

/*
 * Whether f may return a value of action (SECCACHE_RET_ACTION_FULL bits):
 * one of its ret K gives it, or a RET A, which may give anything. Read
 * from the instructions: sc_filter_may_return()'s set says "any" for more
 * values than it holds too, which never means that one of them is action.
 */
bool sc_filter_may_return_action(const struct seccache_filter *f, uint32_t action);

/*
 * sc_filter_may_return() of each of the n filters, in a calloc'd array
 * (of one, zeroed, for no filter); NULL if memory runs out.
 */
struct value_set *sc_filters_may_return(struct seccache_filter *const *filters, size_t n);

/*
 * Explore every path of the exploration's folds, one after the other on
 * each path, from the inputs c allows. Returns the root node (building),
 * 0, EXPLORE_STOP, -E2BIG past the budget, or -ENOMEM.
 */
int64_t sc_explore_paths(struct path_exploration *j, const struct cond_set *c);

#endif
