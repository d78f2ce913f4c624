/* SPDX-License-Identifier: MIT */
/*
 * diff_print.h - diff's verdict as text (eval --vectors lines) and as
 * JSON (diff_print.c).
 */
#ifndef SECCACHE_TOOLS_DIFF_PRINT_H
#define SECCACHE_TOOLS_DIFF_PRINT_H

#include <stdio.h>

#include "diff_summary.h"
#include "seccache.h"

/* What to print of a diff. */
struct diff_view {
	const struct seccache_stack *a;
	const struct seccache_diff *d;
	/* NULL: the witnesses in diff's order, and no summary by syscall. */
	const struct diff_summary *s;
	size_t max;	/* witnesses listed; how many more is said */
};

/*
 * diff's verdict on out: "equivalent (...)", or the differences as eval
 * vectors with A's and B's results (the first max, then how many more),
 * every difference by ABI and syscall when v->s, or "unknown: why".
 * Returns EXIT_OK for equivalent, else EXIT_NO. Shared by diff and oci
 * --check.
 */
int print_diff_verdict(FILE *out, const struct diff_view *v);

/* The same as one JSON document on standard output: EXIT_OK, EXIT_NO or EXIT_SYSTEM. */
int print_diff_json(const struct diff_view *v);

#endif
