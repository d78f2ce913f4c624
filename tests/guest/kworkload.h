/* SPDX-License-Identifier: MIT */
/*
 * kworkload.h - what kworkload.c (the workload) and kebpf.c (the eBPF
 * series' figures) share.
 */
#ifndef KWORKLOAD_H
#define KWORKLOAD_H

#include <seccache.h>

/* Print what failed with errno's reason and exit 1. */
void kw_die(const char *what);

/* The guest's monotonic clock, in ns (-icount: instructions). */
unsigned long long kw_now_ns(void);

/* Docker's default profile at path as runc compiles it: one filter. */
struct seccache_stack *kw_load_profile(const char *path);

/*
 * measure(ctx) in a fresh child, for a child's state (filters) not to
 * outlive it: its result, or 0 if the child failed or measured 0.
 */
unsigned long long kw_in_child(unsigned long long (*measure)(const void *ctx),
				const void *ctx);

/* In a child: no_new_privs, then each classic filter of s, oldest first; _exit(2) on failure. */
void kw_attach_classic(const struct seccache_stack *s);

/* kworkload ebpf PROFILE: the eBPF series' figures (kebpf.c). */
int kebpf_main(int argc, char **argv);

#endif /* KWORKLOAD_H */
