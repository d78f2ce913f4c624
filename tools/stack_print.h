/* SPDX-License-Identifier: MIT */
/*
 * stack_print.h - what validate, optimize and oci print about stacks:
 * their figures (stack_print.c).
 */
#ifndef SECCACHE_TOOLS_STACK_PRINT_H
#define SECCACHE_TOOLS_STACK_PRINT_H

#include <stdio.h>

#include <jansson.h>

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
 * The same as JSON: {"arch", "filters": [{"instructions", "longest_path",
 * "flags"}...] oldest first, "instructions", "longest_path", "compiled_by"
 * (whose, or null)}; NULL if out of memory. Shared by validate and optimize.
 */
json_t *stack_figures_json(const struct seccache_stack *s, const char *whose);

#endif
