/* SPDX-License-Identifier: MIT */
/*
 * pathengine.h - the path engine's inside, shared by its modules and
 * hidden from precise.c: a path's state, its node, an ended path's
 * outcome, the workspace, and the entry points of each module, in
 * src/layers' order (each calls only those before it):
 *   partition.c   ended paths' outcomes, cut into the filter's partition
 *   pathqueue.c   paths waiting to run, merged where they meet
 *   pathrun.c     one path's instructions, forking and splitting its numbers
 *   paths.c       the workspace, the filter's scan and the run of every path
 */
#ifndef SECCACHE_PATHENGINE_H
#define SECCACHE_PATHENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include <linux/filter.h>

#include "values.h"
#include "analysis.h"
#include "nrset.h"
#include "paths.h"

#define PIECE_BUDGET	4096		/* splits of numbers per filter and arch */
#define STEP_BUDGET	(1U << 24)	/* instructions per filter and arch */

/*
 * A path: the numbers it stands for and the abstract machine. Copies of nr
 * (plain values) the path may still read always describe exactly nrs;
 * values computed from nr keep the bounds of the numbers they were
 * computed over, which is sound for any subset.
 */
struct astate {
	uint32_t pc;
	uint32_t node;		/* whose path budget it spends */
	uint32_t reads;		/* the fields this path loaded */
	struct nrset nrs;
	struct absval a, x, m[BPF_MEMWORDS];
};

/*
 * Paths over the same numbers that share a path budget: one path and what
 * it forks on unknown fields. Both parts of a split start nodes of their
 * own, counting the paths already ended: a range-at-a-time analysis would
 * explore those again over each part.
 */
struct node {
	unsigned int paths;
	unsigned int waiting;	/* its paths in path_engine.todo */
	bool over;		/* past the budget: its paths' numbers are unknown */
	bool again;		/* its paths start again from the first instruction */
};

/*
 * An ended path: what it may return over which numbers, and what it read;
 * budget: it stands for paths a budget stopped, so more is possible.
 */
struct outcome {
	struct nrset nrs;
	struct value_set set;
	uint32_t reads;
	bool budget;
};

/*
 * The exploration of one arch's filters, one after the other: the paths
 * waiting and ended. Its arrays serve every filter of the arch.
 */
struct path_engine {
	const struct seccache_insn *insns;
	uint32_t arch;
	bool shift_x_exact;		/* sc_shift_x_exact() of arch */
	bool strict;			/* paths alone in their node wait at joins too */
	unsigned int path_budget;
	unsigned long steps;		/* left for this filter and arch */
	struct waiting *todo;		/* a heap */
	size_t n_todo, cap_todo;
	struct slot *slots;		/* the waiting paths, with their numbers */
	size_t n_slots, cap_slots;
	uint32_t *free_slots;		/* room for every slot */
	size_t n_free, cap_free;
	uint32_t *buckets;		/* waiting paths by hash: first slot, or NO_SLOT */
	size_t n_buckets;		/* a power of two, 0 before the first push */
	uint32_t *live;			/* per pc: the registers read before written */
	uint8_t *join;			/* per pc: instructions that lead there, up to 2 */
	size_t cap_pc;
	uint32_t pushed;
	struct node *nodes;
	size_t n_nodes, cap_nodes;
	unsigned int splits;		/* for PIECE_BUDGET */
	struct outcome *outs;
	size_t n_outs, cap_outs;
};

/* partition.c */
int sc_path_outcome_add(struct path_engine *e, struct nrset *nrs,
			const struct value_set *set, uint32_t reads, bool budget);
int sc_path_give_up(struct path_engine *e, struct nrset *nrs, uint32_t reads);
void sc_path_outcomes_drop(struct path_engine *e);
int sc_path_partition(const struct path_engine *e, struct range_answers *out);

/* pathqueue.c */
int sc_path_push(struct path_engine *e, struct astate *st, bool meet);
struct astate sc_path_pop(struct path_engine *e);
void sc_path_queue_clear(struct path_engine *e);
int sc_path_node_new(struct path_engine *e, unsigned int paths);
int sc_path_push_start(struct path_engine *e, struct nrset *nrs);

/* pathrun.c */
int sc_path_run(struct path_engine *e, struct astate *st);

#endif
