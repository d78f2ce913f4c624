/* SPDX-License-Identifier: MIT */
/*
 * stack_choice.h - what a loaded stack runs as: the ABI, when no --arch
 * was given and the filters refuse every call of the host's (choose_arch()),
 * and the kernel, from --kernel and --filters-only.
 */
#ifndef SECCACHE_TOOLS_STACK_CHOICE_H
#define SECCACHE_TOOLS_STACK_CHOICE_H

#include <stdbool.h>
#include "options.h"
#include "seccache.h"

/*
 * With no --arch in list, a stack *a that gives every call of the host's
 * ABIs one constant value (a policy for another architecture only, which
 * kills the host's calls) is rebuilt for the first ABI it lets calls
 * through, and a note on stderr says so: "the filters give every x86_64
 * call KILL_PROCESS; DOING them for aarch64". b, if not NULL, is a second
 * stack compared with a (diff): both move, and only when b too refuses
 * every host call with the same value. cmd names the subcommand in
 * errors. Returns an exit code.
 */
int choose_arch(const char *cmd, const char *doing, struct seccache_stack **a,
		struct seccache_stack **b, const struct arch_list *list);

/* --kernel REL and --filters-only: the kernel rules a stack runs with. */
struct kernel_choice {
	struct seccache_kernel kernel;
	bool given;		/* --kernel: else the running kernel */
	bool filters_only;	/* --filters-only: no kernel rule before the filters */
};

/*
 * A kernel release, --kernel's REL, into *k; prints why and returns
 * EXIT_USAGE if it is not one, and warns that one newer than seccache's
 * tables is read as the newest they know.
 */
int parse_kernel_release(const char *cmd, const char *text, struct seccache_kernel *k);

/* --kernel's REL into k, as parse_kernel_release(). */
int parse_kernel_arg(const char *cmd, const char *text, struct kernel_choice *k);

/* A note when the kernel k chose has no cache for s's machine (5.10). */
void note_no_cache(const struct seccache_stack *s, const struct kernel_choice *k);

/* Make s run with the kernel k chose. */
void set_stack_kernel(struct seccache_stack *s, const struct kernel_choice *k);

#endif
