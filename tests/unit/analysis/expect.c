/* SPDX-License-Identifier: MIT */
/*
 * expect.c - the precise-analysis tests' assertions on one range.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "expect.h"

struct seccache_analysis *analyze_checked(struct seccache_stack *s,
					  const struct seccache_arch *pin)
{
	struct seccache_analysis *a = check_analyze(s, pin);
	struct check_counts counts = { 0 };

	check_ranges(s, a, 42, 16, &counts);
	return a;
}

const struct seccache_range *range_at(const struct seccache_analysis *a,
				      uint32_t arch, uint32_t nr)
{
	const struct seccache_range *r = seccache_analysis_lookup(a, arch, nr);

	assert_non_null(r);
	return r;
}

void assert_constant(const struct seccache_analysis *a, uint32_t arch,
		     uint32_t nr, uint32_t action)
{
	const struct seccache_range *r = range_at(a, arch, nr);

	if (!r->constant || r->action != action)
		fail_msg("arch %#x nr %#x: want constant %#x, got constant=%d %#x",
			 arch, nr, action, r->constant, r->action);
}

void assert_actions(const struct seccache_analysis *a, uint32_t arch,
		    uint32_t nr, const uint32_t *want, unsigned int n)
{
	const struct seccache_range *r = range_at(a, arch, nr);

	assert_false(r->constant);
	assert_false(r->any_action);
	assert_int_equal(r->n_actions, n);
	for (unsigned int i = 0; i < n; i++)
		assert_int_equal(r->actions[i], want[i]);
}
