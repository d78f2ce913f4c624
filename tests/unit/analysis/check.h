/* SPDX-License-Identifier: MIT */
/*
 * check.h - helpers the analysis tests share: building stacks from raw
 * instructions, and checking an analysis against the reference evaluation.
 */
#ifndef SECCACHE_TEST_ANALYSIS_CHECK_H
#define SECCACHE_TEST_ANALYSIS_CHECK_H

#include <linux/filter.h>

#include "seccache.h"
#include "testutil.h"

#define OFF_NR		0
#define OFF_ARCH	4
#define OFF_IP_LO	8
#define OFF_ARG_LO(i)	(16 + 8 * (i))
#define OFF_ARG_HI(i)	(20 + 8 * (i))

const struct seccache_arch *check_x86_64(void);

/* A new x86_64 stack that gives its filters' own results (no kernel). */
struct seccache_stack *check_stack(void);

struct seccache_analysis *check_analyze(const struct seccache_stack *s,
					const struct seccache_arch *pin);

/* Counts of what check_ranges() looked at. */
struct check_counts {
	unsigned long ranges, constant, samples;
};

/*
 * For every range of every analysed arch, run the stack on samples inputs
 * (first, last and random numbers inside, random args and ip) and fail if
 * a constant range gives another value, a listed set misses the value, or
 * the value changes with fields the range says it does not read.
 */
void check_ranges(const struct seccache_stack *s,
		  const struct seccache_analysis *a, uint64_t seed,
		  unsigned int samples, struct check_counts *counts);

/* Data for (arch, nr) with random args and ip from a splitmix64 state. */
struct seccache_data check_data(uint64_t *state, uint32_t arch, uint32_t nr);
uint64_t check_rand(uint64_t *state);

#endif
