/* SPDX-License-Identifier: MIT */
/*
 * launch.h - seccache dump -- CMD: run a program under ptrace and catch
 * every filter it, its threads and its children attach (launch.c).
 */
#ifndef SECCACHE_TOOLS_LAUNCH_H
#define SECCACHE_TOOLS_LAUNCH_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "seccache.h"

/* One filter the kernel attached, in the order it did. */
struct launch_filter {
	pid_t pid, tid;		/* the process (thread group) and the thread */
	bool prctl;		/* prctl(PR_SET_SECCOMP), else seccomp(2) */
	uint32_t flags;		/* seccomp(2)'s flags; prctl has none */
	struct seccache_filter *filter;
};

/* What a thread holds: its stack, as indexes into the filters, oldest first. */
struct launch_thread {
	pid_t pid, tid;
	size_t *stack, n, cap;
	bool born;		/* its first stop (SIGSTOP at birth) has been seen */
	bool held;		/* stopped at birth before its creator's clone event */
	bool gone;
	/* A filter read at seccomp()/prctl() entry, kept if the call succeeds. */
	struct launch_filter pending;
	bool has_pending;
};

struct launch {
	struct launch_filter *filters;
	size_t n, cap;
	struct launch_thread *threads;
	size_t n_threads, cap_threads;
	const struct seccache_arch *native;	/* the host's: the tracee's ABI */
	bool exec_seen;		/* the command was executed */
	bool other_abi;		/* a call through another ABI was seen (not supported) */
	int status;		/* the program's wait status */
};

/*
 * Run command (argv-style, NULL-terminated) traced until it and every
 * task it made have exited, filling l. Returns EXIT_OK, or an exit code
 * after printing why (126/127 as env(1) when it cannot run / is not found).
 */
int launch_trace(char **command, struct launch *l);

/* The exit status the program ended with: its own, or 128 + its signal. */
int launch_exit_code(const struct launch *l);

/*
 * The threads whose stacks are not empty, as dump's (tids, stacks, n):
 * new stacks of the host's ABI the caller frees with
 * seccache_process_stacks_free(). Returns EXIT_OK or an exit code.
 */
int launch_stacks(const struct launch *l, pid_t **tids,
		  struct seccache_stack ***stacks, size_t *n);

void launch_free(struct launch *l);

#endif
