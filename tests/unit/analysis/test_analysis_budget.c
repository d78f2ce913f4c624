/* SPDX-License-Identifier: MIT */
/*
 * test_analysis_budget.c - precise-mode analysis within its budgets: the
 * path budget, paths that merge, and the time long lists and real browser
 * filters take, each claim held against the reference evaluation.
 */
#include <stdio.h>
#include <time.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "expect.h"

/*
 * 12 independent argument tests that each add a bit to M[0], read at the
 * end: 4096 states that cannot merge. Past the path budget the range says
 * so, with the value and the fields seen; within it, constant.
 */
static void test_path_budget(void **state)
{
	struct seccache_insn prog[5 * 12 + 6];
	SECCACHE_OPTS(seccache_analyze_opts, opts, .budget = 64);
	SECCACHE_OPTS(seccache_analyze_opts, roomy, .budget = 5000);
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	const struct seccache_range *r;
	size_t n = 0;

	(void)state;
	prog[n++] = (struct seccache_insn)S(BPF_LD | BPF_IMM, 0);
	prog[n++] = (struct seccache_insn)S(BPF_ST, 0);
	for (int i = 0; i < 12; i++) {
		prog[n++] = (struct seccache_insn)S(LD_ABS, OFF_ARG_LO(i % 6));
		prog[n++] = (struct seccache_insn)J(BPF_JMP | BPF_JEQ | BPF_K, i, 0, 3);
		prog[n++] = (struct seccache_insn)S(BPF_LD | BPF_MEM, 0);
		prog[n++] = (struct seccache_insn)S(BPF_ALU | BPF_ADD | BPF_K, 1U << i);
		prog[n++] = (struct seccache_insn)S(BPF_ST, 0);
	}
	prog[n++] = (struct seccache_insn)S(BPF_LD | BPF_MEM, 0);
	prog[n++] = (struct seccache_insn)J(BPF_JMP | BPF_JEQ | BPF_K, 12345, 0, 1);
	prog[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ERRNO(1));
	prog[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ALLOW);
	test_push(s, prog, n);
	assert_int_equal(seccache_analyze(s, &opts, &a, NULL), 0);
	r = range_at(a, X86_64, 0);
	assert_false(r->constant);
	assert_true(r->any_action);
	assert_int_equal(r->flags, SECCACHE_RANGE_BUDGET);
	/* Only what was seen: ALLOW, and the low arguments, never the pointer. */
	assert_int_equal(r->n_actions, 1);
	assert_int_equal(r->actions[0], ALLOW);
	assert_int_equal(r->reads & (SECCACHE_READ_IP_LO | SECCACHE_READ_IP_HI), 0);
	assert_true(r->reads & SECCACHE_READ_ARG_LO(0));
	seccache_analysis_free(a);
	assert_int_equal(seccache_analyze(s, &roomy, &a, NULL), 0);
	assert_constant(a, X86_64, 0, ALLOW);
	assert_int_equal(range_at(a, X86_64, 0)->flags, 0);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/*
 * Tests that join again with nothing live but what they share merge: 40
 * tests in a row (2^40 paths without merging) take one path per test,
 * even with a budget of 2 paths.
 */
static void test_paths_merge(void **state)
{
	struct seccache_insn prog[3 * 40 + 1];
	SECCACHE_OPTS(seccache_analyze_opts, tight, .budget = 2);
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	size_t n = 0;

	(void)state;
	for (int i = 0; i < 40; i++) {
		prog[n++] = (struct seccache_insn)S(LD_ABS, OFF_ARG_HI(i % 6));
		prog[n++] = (struct seccache_insn)J(BPF_JMP | BPF_JGT | BPF_K, i, 0, 1);
		prog[n++] = (struct seccache_insn)S(BPF_LDX | BPF_IMM, i);
	}
	prog[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ALLOW);
	test_push(s, prog, n);
	assert_int_equal(seccache_analyze(s, &tight, &a, NULL), 0);
	assert_constant(a, X86_64, 0, ALLOW);
	assert_constant(a, I386, 12, ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* A long linear allow list of 400 numbers analyses in milliseconds. */
static void test_speed_linear_list(void **state)
{
	struct seccache_insn prog[2 + 400 + 2];
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	struct timespec t0, t1;
	size_t n = 0;
	double ms;

	(void)state;
	prog[n++] = (struct seccache_insn)S(LD_ABS, OFF_NR);
	for (uint32_t i = 0; i < 400; i++)
		prog[n++] = (struct seccache_insn)J(BPF_JMP | BPF_JEQ | BPF_K,
						    i * 2, (uint8_t)(400 - i), 0);
	prog[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ERRNO(1));
	prog[n++] = (struct seccache_insn)S(BPF_RET | BPF_K, ALLOW);
	test_push(s, prog, n);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	a = check_analyze(s, NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
	printf("linear list of 400: %.2f ms\n", ms);
	assert_true(ms < 500);
	assert_constant(a, X86_64, 798, ALLOW);
	assert_constant(a, X86_64, 799, ERRNO(1));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/*
 * The filters of Chromium, Firefox and tor (tests/golden/data/real) are
 * analysed to the end with the default budget, each in well under 100 ms,
 * and every claim holds against the interpreter on sampled inputs.
 */
static void test_real_filters(void **state)
{
	static const char *const names[] = {
		"chromium-renderer", "chromium-utility", "firefox-content",
		"firefox-socket", "tor",
	};

	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(names); i++) {
		struct seccache_stack *s = check_stack();
		struct seccache_filter *f;
		struct seccache_analysis *a;
		struct check_counts counts = { 0 };
		struct timespec t0, t1;
		size_t budget = 0;
		char path[512];
		double ms;

		snprintf(path, sizeof(path), "%s/%s.bpf", REAL_DIR, names[i]);
		assert_int_equal(seccache_filter_from_file(path, &f, NULL), 0);
		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
		clock_gettime(CLOCK_MONOTONIC, &t0);
		a = check_analyze(s, NULL);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;
		for (uint32_t arch = 0; arch < 2; arch++) {
			const struct seccache_range *r;
			size_t n = seccache_analysis_ranges(a, arch ? I386 : X86_64, &r);

			for (size_t k = 0; k < n; k++)
				budget += !!(r[k].flags & SECCACHE_RANGE_BUDGET);
		}
		printf("%s: %.2f ms, %zu ranges past a budget\n", names[i], ms, budget);
		assert_int_equal(budget, 0);
		assert_true(ms < 100);
		check_ranges(s, a, 7, 8, &counts);
		seccache_analysis_free(a);
		seccache_stack_free(s);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_path_budget),
		cmocka_unit_test(test_paths_merge),
		cmocka_unit_test(test_speed_linear_list),
		cmocka_unit_test(test_real_filters),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
