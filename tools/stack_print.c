/* SPDX-License-Identifier: MIT */
/*
 * stack_print.c - what validate, optimize and oci print about stacks: a
 * stack's size and longest path, as text or JSON. Here rather than in one
 * cmd_*.c so that oci needs no other subcommand's file.
 */
#include <stdio.h>

#include "stack_dir.h"
#include "stack_print.h"

/* The instructions of s's filters, and the most one call can run: each filter's longest path. */
static void stack_figures(const struct seccache_stack *s, size_t *insns, size_t *path)
{
	*insns = *path = 0;
	for (size_t i = 0; i < seccache_stack_len(s); i++) {
		*insns += seccache_filter_len(seccache_stack_filter(s, i));
		*path += seccache_filter_longest_path(seccache_stack_filter(s, i));
	}
}

void print_stack_figures(FILE *out, const char *what, const struct seccache_stack *s,
			 const char *whose)
{
	size_t n = seccache_stack_len(s), insns, path;

	stack_figures(s, &insns, &path);
	/* On standard error, beside the program on standard output, a message. */
	fprintf(out, "%s%-7s %zu filter%s, %zu instructions, longest path %zu",
		out == stderr ? "seccache: " : "", what, n, n == 1 ? "" : "s", insns, path);
	if (whose)
		fprintf(out, " (as %s compiles the profile)", whose);
	fputc('\n', out);
}

json_t *stack_figures_json(const struct seccache_stack *s, const char *whose)
{
	json_t *filters = json_array();
	size_t insns, path;

	stack_figures(s, &insns, &path);
	for (size_t i = 0; filters && i < seccache_stack_len(s); i++) {
		const struct seccache_filter *f = seccache_stack_filter(s, i);

		json_array_append_new(filters, json_pack("{s:I, s:I, s:s}",
			"instructions", (json_int_t)seccache_filter_len(f),
			"longest_path", (json_int_t)seccache_filter_longest_path(f),
			"flags", flag_name(seccache_stack_filter_flags(s, i))));
	}
	return json_pack("{s:s, s:o, s:I, s:I, s:o}", "arch", seccache_stack_arch(s)->name,
			 "filters", filters, "instructions", (json_int_t)insns,
			 "longest_path", (json_int_t)path,
			 "compiled_by", whose ? json_string(whose) : json_null());
}
