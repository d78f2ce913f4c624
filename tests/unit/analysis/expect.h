/* SPDX-License-Identifier: MIT */
/*
 * expect.h - what the precise-analysis tests expect of one range: its
 * constant action or its list of actions, asserted, on an analysis that
 * check_ranges() has held against the reference evaluation.
 */
#ifndef SECCACHE_TEST_ANALYSIS_EXPECT_H
#define SECCACHE_TEST_ANALYSIS_EXPECT_H

#include "check.h"

#define ALLOW	SECCACHE_RET_ALLOW
#define KILLP	SECCACHE_RET_KILL_PROCESS
#define KILLT	SECCACHE_RET_KILL_THREAD
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))
#define LD_ABS	(BPF_LD | BPF_W | BPF_ABS)
#define X86_64	0xc000003eU
#define I386	0x40000003U

/* Push one program and analyse the stack. */
#define ONE(s, prog) do { test_push((s), (prog), ARRAY_SIZE(prog)); } while (0)

/* The analysis of s (pinned to pin, or not), held against the reference. */
struct seccache_analysis *analyze_checked(struct seccache_stack *s,
					  const struct seccache_arch *pin);

/* The range of (arch, nr), which must exist. */
const struct seccache_range *range_at(const struct seccache_analysis *a,
				      uint32_t arch, uint32_t nr);

/* (arch, nr) is constant with action. */
void assert_constant(const struct seccache_analysis *a, uint32_t arch,
		     uint32_t nr, uint32_t action);

/* (arch, nr) is not constant and may return exactly the n actions of want. */
void assert_actions(const struct seccache_analysis *a, uint32_t arch,
		    uint32_t nr, const uint32_t *want, unsigned int n);

#endif
