/* SPDX-License-Identifier: MIT */
/*
 * diff_summary.h - diff's differences by ABI and syscall, each with what
 * either stack answers there (diff_summary.c).
 */
#ifndef SECCACHE_TOOLS_DIFF_SUMMARY_H
#define SECCACHE_TOOLS_DIFF_SUMMARY_H

#include <stdbool.h>
#include <stddef.h>

#include "seccache.h"

/*
 * One syscall, or a run of numbers of no syscall, of one ABI, where the
 * stacks differ: each stack's answer from its precise analysis (filters
 * only, as seccache_diff() compares them).
 */
struct diff_row {
	const struct seccache_arch *abi;
	size_t abi_index;		/* in seccache_arch_abis() order */
	uint32_t arch, first, last;
	bool named;			/* first == last, a syscall of abi */
	const struct seccache_range *a, *b;	/* owned by the summary's analyses */
};

struct diff_summary {
	struct seccache_analysis *aa, *ab;
	struct diff_row *rows;		/* by ABI as a report orders them, then number */
	size_t n;
	size_t *order;			/* the witnesses' indexes, in the rows' order */
	size_t n_witnesses;
};

/*
 * The rows of every witness of d (found with SECCACHE_DIFF_ALL for the
 * whole answer) into *s. EXIT_OK, or an exit code after a message.
 */
int diff_summary_make(const struct seccache_stack *a, const struct seccache_stack *b,
		      const struct seccache_diff *d, struct diff_summary *s);

/* The witnesses of d by ABI then number, into s->order; EXIT_OK or EXIT_SYSTEM. */
int diff_order_witnesses(const struct seccache_stack *a, const struct seccache_diff *d,
			 struct diff_summary *s);

void diff_summary_free(struct diff_summary *s);

/* Whether two answers are the same: constant alike, or the same values and fields read. */
bool diff_same_answer(const struct seccache_range *x, const struct seccache_range *y);

#endif
