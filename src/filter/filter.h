/* SPDX-License-Identifier: MIT */
/*
 * filter.h - what the modules of src/filter/ share and offer the layers
 * above: a validated filter's layout (bpf.c), what a stack's filters are
 * to the analyses below stacks, and the interpreter's state, from which a
 * paused filter resumes (interp.c). Not installed.
 */
#ifndef SECCACHE_FILTER_H
#define SECCACHE_FILTER_H

#include "abi/abi.h"

/* ------------------------------------------------------------------ */
/* Filters (bpf.c) and the interpreter (interp.c)                     */
/* ------------------------------------------------------------------ */

struct seccache_filter {
	size_t len;
	size_t path_len;	/* length of the kernel's eBPF translation */
	uint32_t flags;		/* in a stack: SECCACHE_FILTER_FLAG_LOG or 0 */
	struct seccache_insn insns[];
};

/*
 * A stack's filters as the modules below stacks (the analyses) read them:
 * the filters, oldest first, the process's native ABI, its pin and the
 * kernel whose rules apply before any filter. stack.c fills one from a
 * stack for each call; the pointers stay the stack's.
 */
struct sc_filters {
	struct seccache_filter *const *filters;	/* oldest first */
	size_t len;
	const struct seccache_arch *native;
	const struct seccache_arch *pinned;	/* NULL: not pinned */
	/* NULL: none, and the pin counts the tables' newest release (sc_pin_abi()) */
	const struct seccache_kernel *kernel;
};

/* The interpreter's state: where it is, A, X and the scratch memory. */
struct sc_regs {
	size_t pc;
	uint32_t a, x, mem[BPF_MEMWORDS];
};

/* Where a filter stands once nr and arch no longer decide its result. */
struct sc_resume {
	bool done;		/* it returned value before reading another field */
	uint32_t value;
	struct sc_regs regs;	/* else its state at the first such load */
};

/* Run f as far as d's nr and arch decide it, and say where it stopped. */
void sc_filter_pause(const struct seccache_filter *f,
		     const struct seccache_data *d, struct sc_resume *r);

/* f's result for d, run from the state r (which it changes). */
uint32_t sc_filter_run_from(const struct seccache_filter *f, struct sc_regs *r,
			    const struct seccache_data *d);

#endif
