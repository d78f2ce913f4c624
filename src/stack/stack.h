/* SPDX-License-Identifier: MIT */
/*
 * stack.h - what the modules of src/stack/ share and offer the layers
 * above: the fast path's tables (fastpath.c), which a stack builds, owns
 * and frees, and the stack itself (stack.c). Not installed.
 */
#ifndef SECCACHE_STACK_H
#define SECCACHE_STACK_H

#include "analysis/analysis.h"

/* ------------------------------------------------------------------ */
/* Fast-path tables (fastpath.c), built, owned and freed by a stack   */
/* ------------------------------------------------------------------ */

struct sc_table;

/* A window entry: SC_CONSTANT | the value, or 0 for "run the filters". */
#define SC_CONSTANT (1ULL << 32)

/*
 * The tables of a precise analysis a of the stack of n filters (oldest
 * first): windows, tail and, for the argument-dependent numbers of the
 * windows, where each filter stands once nr and arch no longer decide it.
 */
int sc_table_build(const struct seccache_analysis *a,
		   struct seccache_filter *const *filters, size_t n,
		   struct sc_table **out);
void sc_table_free(struct sc_table *t);

/* The window of numbers from 0 of the native arch: *len entries, maybe 0. */
const uint64_t *sc_table_native_window(const struct sc_table *t,
				       uint32_t *audit_arch, uint32_t *len);

/*
 * The constant answer for (arch, nr) in *action: true. Otherwise false,
 * and *from is the plan to resume the filters from, or NULL.
 */
bool sc_table_lookup(const struct sc_table *t, uint32_t arch, uint32_t nr,
		     uint32_t *action, const struct sc_resume **from);

/* ------------------------------------------------------------------ */
/* Stacks (stack.c)                                                   */
/* ------------------------------------------------------------------ */

struct seccache_stack {
	/*
	 * The prepared table's window of the native arch from 0, where a
	 * constant answer is one load; hot_len is 0 without one.
	 */
	uint32_t hot_arch, hot_len;
	const uint64_t *hot_ent;
	const struct seccache_arch *native;
	const struct seccache_arch *pinned;	/* NULL: not pinned */
	bool has_kernel;			/* kernel's rules apply before the filters */
	struct seccache_kernel kernel;		/* seccache_stack_set_kernel() */
	struct seccache_filter **filters;	/* oldest first */
	size_t len, cap;
	size_t path_insns;			/* the kernel's total_insns of the stack */
	struct sc_table *table;			/* prepared fast path, or NULL */
};

/*
 * The kernel whose tables the stack's pin counts (sc_pin_abi()): the
 * stack's, or NULL for the newest release the tables know. Inline, for the
 * modules above stacks that check a pin (equiv.c) and the fast path.
 */
static inline const struct seccache_kernel *sc_pin_kernel(const struct seccache_stack *s)
{
	return s->has_kernel ? &s->kernel : NULL;
}

/*
 * seccache_stack_run() without the kernel's passthrough: the filters' own
 * result, what a stack means wherever it is installed (optimize, diff).
 */
uint32_t sc_stack_run_filters(const struct seccache_stack *s, const struct seccache_data *d);

#endif
