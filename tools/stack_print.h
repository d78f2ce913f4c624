/* SPDX-License-Identifier: MIT */
/*
 * stack_print.h - what optimize, diff and oci print about stacks: their
 * figures and diff's verdict (stack_print.c).
 */
#ifndef SECCACHE_TOOLS_STACK_PRINT_H
#define SECCACHE_TOOLS_STACK_PRINT_H

#include <stdio.h>
#include "seccache.h"

/*
 * "WHAT    N filters, I instructions, longest path L": s's size and the
 * most instructions one call can run; with "seccache: " on stderr, and
 * " (as WHOSE compiles the profile)" when whose is not NULL: the runtime
 * that compiled a profile, whose filter the figures describe. Shared by
 * optimize and oci.
 */
void print_stack_figures(FILE *out, const char *what, const struct seccache_stack *s,
			 const char *whose);

/*
 * diff's verdict on out: "equivalent (...)", or the differences as eval
 * vectors with A's and B's results, or "unknown: why". Returns EXIT_OK
 * for equivalent, else EXIT_NO. Shared by diff and oci --check.
 */
int print_diff_verdict(FILE *out, const struct seccache_stack *a, const struct seccache_diff *d);

#endif
