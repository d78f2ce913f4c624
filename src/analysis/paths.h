/* SPDX-License-Identifier: MIT */
/*
 * paths.h - the path engine of the precise analysis (entry in paths.c; its
 * parts are listed in pathengine.h): one filter, one AUDIT_ARCH value,
 * every syscall number; what it may return where, as the range answers
 * that partition.c, the lowest of the engine's modules, cuts.
 */
#ifndef SECCACHE_PATHS_H
#define SECCACHE_PATHS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "values.h"
#include "seccache.h"

/*
 * What a filter may return over a range of numbers, and what it reads.
 * Past a budget (budget set) the exploration stopped: set holds the values
 * the paths explored returned and reads the fields they read, and the
 * rest is unknown.
 */
struct range_answer {
	uint32_t first, last;
	struct value_set set;
	uint32_t reads;		/* SECCACHE_READ_* */
	bool budget;
};

/* A filter's partition of [0, 2^32), ascending; v is malloc'd. */
struct range_answers {
	struct range_answer *v;
	size_t n;
};

/* The engine's workspace for one AUDIT_ARCH value, reused filter to filter. */
struct path_engine;

/*
 * A workspace for arch, with at most path_budget paths per set of numbers
 * (past it the numbers' answer is unknown); NULL if memory runs out.
 * shift_x_exact: every machine that runs arch's calls shifts by X & 31
 * (sc_shift_x_exact()); if not, a shift by X >= 32 gives an unknown value.
 */
struct path_engine *sc_path_engine_new(uint32_t arch, unsigned int path_budget,
				 bool shift_x_exact);
void sc_path_engine_free(struct path_engine *e);

/* Run every path of f into f's partition, *out. 0 or -ENOMEM. */
int sc_paths_run(struct path_engine *e, const struct seccache_filter *f,
		 struct range_answers *out);

#endif
