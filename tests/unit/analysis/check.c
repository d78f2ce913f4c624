/* SPDX-License-Identifier: MIT */
/*
 * check.c - the analysis tests' shared helpers: stacks from raw programs,
 * and an analysis checked against seccache_stack_run() on sampled inputs.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "check.h"

const struct seccache_arch *check_x86_64(void)
{
	const struct seccache_arch *abi = seccache_arch_lookup("x86_64");

	assert_non_null(abi);
	return abi;
}

struct seccache_stack *check_stack(void)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(check_x86_64(), &s, NULL), 0);
	/* The filters' own results, whatever kernel runs the tests. */
	assert_int_equal(seccache_stack_set_kernel(s, NULL, NULL), 0);
	return s;
}

struct seccache_analysis *check_analyze(const struct seccache_stack *s,
					const struct seccache_arch *pin)
{
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_PRECISE,
		      .pin = pin);
	struct seccache_analysis *a;
	struct seccache_error err = { 0 };

	if (seccache_analyze(s, &opts, &a, &err))
		fail_msg("analysis failed: %s", err.msg);
	return a;
}

uint64_t check_rand(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* Small values and all-ones are what filters compare arguments with. */
static uint64_t random_field(uint64_t *state)
{
	uint64_t r = check_rand(state);

	switch (r & 3) {
	case 0: return (r >> 8) & 7;
	case 1: return ~0ULL - ((r >> 8) & 3);
	default: return check_rand(state);
	}
}

struct seccache_data check_data(uint64_t *state, uint32_t arch, uint32_t nr)
{
	struct seccache_data d = { .nr = nr, .arch = arch };

	d.instruction_pointer = random_field(state);
	for (int i = 0; i < 6; i++)
		d.args[i] = random_field(state);
	return d;
}

static bool in_set(const struct seccache_range *r, uint32_t v)
{
	for (unsigned int i = 0; i < r->n_actions; i++)
		if (r->actions[i] == v)
			return true;
	return false;
}

/* Change one field the range says it does not read; the result must stay. */
static void check_unread(const struct seccache_stack *s,
			 const struct seccache_range *r,
			 struct seccache_data d, uint32_t expect, uint64_t *state)
{
	uint32_t words[14];

	memcpy(words, &d.instruction_pointer, sizeof(words));
	for (int w = 0; w < 14; w++)
		if (!(r->reads & (SECCACHE_READ_IP_LO << w)))
			words[w] = (uint32_t)check_rand(state);
	memcpy(&d.instruction_pointer, words, sizeof(words));
	if (seccache_stack_run(s, &d, NULL) != expect)
		fail_msg("arch %#x nr %#x: result depends on a field not in reads %#x",
			 d.arch, d.nr, r->reads);
}

static void check_one(const struct seccache_stack *s,
		      const struct seccache_range *r, uint32_t arch, uint32_t nr,
		      uint64_t *state)
{
	struct seccache_data d = check_data(state, arch, nr);
	uint32_t v = seccache_stack_run(s, &d, NULL);

	if (r->constant && v != r->action)
		fail_msg("arch %#x nr %#x: analysis says constant %#x, stack gives %#x",
			 arch, nr, r->action, v);
	if (!r->constant && !r->any_action && !in_set(r, v))
		fail_msg("arch %#x nr %#x: %#x not among the %u listed actions",
			 arch, nr, v, r->n_actions);
	/* Past a budget, reads lists what was seen, not all there is. */
	if (!(r->flags & SECCACHE_RANGE_BUDGET))
		check_unread(s, r, d, v, state);
}

void check_ranges(const struct seccache_stack *s,
		  const struct seccache_analysis *a, uint64_t seed,
		  unsigned int samples, struct check_counts *counts)
{
	const struct seccache_arch *abis[SECCACHE_MAX_ABIS];
	uint64_t state = seed;
	size_t n_abis = seccache_analysis_abis(a, abis);
	uint32_t arches[2] = { abis[0]->audit_arch,
			       abis[0]->compat ? abis[0]->compat->audit_arch : 0 };

	assert_true(n_abis >= 1);
	for (size_t ai = 0; ai < 2 && arches[ai]; ai++) {
		const struct seccache_range *rs;
		size_t n = seccache_analysis_ranges(a, arches[ai], &rs);

		assert_true(n > 0);
		assert_int_equal(rs[0].first, 0);
		assert_int_equal(rs[n - 1].last, UINT32_MAX);
		for (size_t i = 0; i < n; i++) {
			const struct seccache_range *r = &rs[i];
			uint64_t span = (uint64_t)r->last - r->first + 1;

			if (i)
				assert_int_equal(rs[i - 1].last + 1, r->first);
			assert_ptr_equal(seccache_analysis_lookup(a, arches[ai], r->first), r);
			assert_ptr_equal(seccache_analysis_lookup(a, arches[ai], r->last), r);
			counts->ranges++;
			counts->constant += r->constant;
			check_one(s, r, arches[ai], r->first, &state);
			check_one(s, r, arches[ai], r->last, &state);
			for (unsigned int k = 0; k < samples; k++)
				check_one(s, r, arches[ai],
					  r->first + (uint32_t)(check_rand(&state) % span),
					  &state);
			counts->samples += 2 + samples;
		}
	}
}
