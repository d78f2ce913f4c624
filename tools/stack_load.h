/* SPDX-License-Identifier: MIT */
/*
 * stack_load.h - SOURCE arguments into a stack: raw records, assembly and
 * profiles (each file read once, told apart by its content), stack
 * directories, and live threads as pid:PID[/TID].
 */
#ifndef SECCACHE_TOOLS_STACK_LOAD_H
#define SECCACHE_TOOLS_STACK_LOAD_H

#include <stddef.h>
#include <sys/types.h>
#include "options.h"
#include "seccache.h"
#include "source_file.h"

/*
 * The filters of a file SOURCE source_open() read, onto s; profiles
 * compiled as list says. Returns an exit code after printing why.
 */
int push_source(struct seccache_stack *s, const struct source *src,
		const struct arch_list *list);

/* "runc 1.1.5": the runtime whose compilation list's profiles get, into buf. */
void runtime_name(const struct arch_list *list, char *buf, size_t size);

/* A new empty stack for list's native ABI; returns an exit code. */
int new_stack(const struct arch_list *list, struct seccache_stack **out);

/*
 * Load SOURCE arguments, oldest first, into a new stack. Profiles are
 * compiled for the archs in list (empty: the profile's own). Returns an
 * exit code after printing the reason.
 */
int load_stack(char *const *sources, int n, const struct arch_list *list,
	       struct seccache_stack **out);

/*
 * load_stack(), and if names is not NULL, *names: for each filter of the
 * stack, the SOURCE it came from (malloc'd array of pointers into sources,
 * for the caller to free()).
 */
int load_stack_named(char *const *sources, int n, const struct arch_list *list,
		     struct seccache_stack **out, const char ***names);

#endif
