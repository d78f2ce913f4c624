/* SPDX-License-Identifier: MIT */
/*
 * optcheck.h - what the optimize and diff tests share: stacks that give
 * their filters' own results, and seccache_optimize() checked from every
 * side (proved equivalent by seccache_diff(), sampled against the
 * reference, the kernel's cache kept), with a tally of what it did.
 */
#ifndef SECCACHE_TEST_OPTCHECK_H
#define SECCACHE_TEST_OPTCHECK_H

#include <linux/audit.h>

#include "gen.h"
#include "testutil.h"

#define X86_64	AUDIT_ARCH_X86_64
#define I386	AUDIT_ARCH_I386
#define OFF_NR	0
#define OFF_ARCH 4
#define OFF_ARG(i) (16 + 8 * (i))

/* The kernel whose allow cache an optimized stack must keep. */
extern const struct seccache_kernel k618;
/* A kernel with the seccache series, which caches every constant result. */
extern const struct seccache_kernel k734s;

struct tally {
	unsigned long stacks, filters_in, filters_out, insns_in, insns_out, inputs;
	unsigned long kept;
};

/* A new x86_64 stack that gives its filters' own results (no kernel). */
struct seccache_stack *new_stack(void);

/* The instructions of all of s's filters. */
size_t total_len(const struct seccache_stack *s);

/* A note callback that counts the notes into the unsigned long at ctx. */
void count_note(void *ctx, const char *msg);

/*
 * Optimize s, prove the result equivalent, sample it against the
 * reference and check the cache; returns the optimized stack.
 */
struct seccache_stack *check_optimize(const struct seccache_stack *s,
				      struct gen_rng *rng,
				      const struct gen_consts *consts,
				      unsigned long samples, struct tally *t);

/* check_optimize(), keeping kernel k's cache instead of k618's. */
struct seccache_stack *check_optimize_for(const struct seccache_stack *s,
					  const struct seccache_kernel *k,
					  struct gen_rng *rng,
					  const struct gen_consts *consts,
					  unsigned long samples, struct tally *t);

/* Print t as one line, headed by what. */
void print_tally(const char *what, const struct tally *t);

#endif
