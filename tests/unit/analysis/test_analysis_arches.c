/* SPDX-License-Identifier: MIT */
/*
 * test_analysis_arches.c - precise-mode analysis across ABIs: arch checks,
 * x32 numbers, pinning, and the calls the kernel lets through unfiltered.
 * Every test also checks the whole partition against the reference
 * evaluation.
 */
#include <linux/audit.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "expect.h"

/* An arch check: the compat arch never reads nr; x32 numbers are answered. */
static void test_arch_and_x32(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_ARCH),
		J(BPF_JMP | BPF_JEQ | BPF_K, X86_64, 1, 0),
		S(BPF_RET | BPF_K, KILLP),
		S(LD_ABS, OFF_NR),
		J(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 2),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0x40000001, 2, 0),
		S(BPF_RET | BPF_K, ERRNO(38)),
		J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 1),
		S(BPF_RET | BPF_K, ALLOW),
		S(BPF_RET | BPF_K, KILLT),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_constant(a, I386, 1, KILLP);
	assert_int_equal(range_at(a, I386, 1)->reads, SECCACHE_READ_ARCH);
	assert_constant(a, X86_64, 1, ALLOW);
	assert_constant(a, X86_64, 2, KILLT);
	assert_constant(a, X86_64, 0x40000001, ALLOW);
	assert_constant(a, X86_64, 0x40000002, ERRNO(38));
	assert_constant(a, X86_64, 0xffffffff, ERRNO(38));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

static void assert_pinned_x86_64(const struct seccache_analysis *a)
{
	const struct seccache_range *x32 = range_at(a, X86_64, 0x40000000);

	assert_constant(a, I386, 0, KILLP);
	assert_constant(a, I386, 0xffffffff, KILLP);
	assert_constant(a, X86_64, 0x40000000, KILLP);
	assert_constant(a, X86_64, 0x40000000 + 547, KILLP);
	/* x32's table ends at 547; the numbers after it are no ABI's. */
	assert_int_equal(x32->first, 0x40000000);
	assert_int_equal(x32->last, 0x40000000 + 547);
	assert_true(x32->flags & SECCACHE_RANGE_PIN);
	assert_constant(a, X86_64, 0x40000000 + 548, ERRNO(1));
	assert_false(range_at(a, X86_64, 0x40000000 + 548)->flags & SECCACHE_RANGE_PIN);
	assert_constant(a, X86_64, 0xffffffff, ERRNO(1));
	assert_constant(a, X86_64, 0xbfffffff, ERRNO(1));
	assert_constant(a, X86_64, 3, ERRNO(1));
	assert_constant(a, X86_64, 473, ERRNO(1));
}

/*
 * Pinned to x86_64: compat and x32 calls are KILL_PROCESS before any
 * filter; numbers of the native arch that are no ABI's (past NR_syscalls,
 * past x32's table, -1) go to the filters.
 */
static void test_pinning(void **state)
{
	static const struct seccache_insn prog[] = { S(BPF_RET | BPF_K, ERRNO(1)) };
	const struct seccache_arch *x86_64 = check_x86_64();
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	/* As if pinned: the stack itself is not, so no reference check. */
	a = check_analyze(s, x86_64);
	assert_pinned_x86_64(a);
	seccache_analysis_free(a);
	assert_int_equal(seccache_stack_pin(s, x86_64, NULL), 0);
	a = analyze_checked(s, NULL);
	assert_pinned_x86_64(a);
	seccache_analysis_free(a);
	seccache_stack_free(s);

	s = check_stack();
	ONE(s, prog);
	assert_int_equal(seccache_stack_pin(s, x86_64->x32, NULL), 0);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 0x40000000, ERRNO(1));
	assert_constant(a, X86_64, 3, KILLP);
	assert_constant(a, X86_64, 472, KILLP);
	assert_int_equal(range_at(a, X86_64, 3)->first, 0);
	assert_int_equal(range_at(a, X86_64, 3)->last, 472);
	assert_constant(a, X86_64, 473, ERRNO(1));
	assert_constant(a, X86_64, 0xffffffff, ERRNO(1));
	assert_constant(a, I386, 3, KILLP);
	seccache_analysis_free(a);
	seccache_stack_free(s);

	/* The stack's kernel counts: NR_syscalls is 451 on 6.1. */
	s = check_stack();
	ONE(s, prog);
	{
		struct seccache_kernel k61;

		assert_int_equal(seccache_kernel_parse("6.1.0", &k61, NULL), 0);
		assert_int_equal(seccache_stack_set_kernel(s, &k61, NULL), 0);
	}
	assert_int_equal(seccache_stack_pin(s, x86_64->x32, NULL), 0);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 450, KILLP);
	assert_constant(a, X86_64, 451, ERRNO(1));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/*
 * seccomp_uprobe_exception(): on 6.18, x86_64's 335 and 336 are ALLOW
 * whatever the filter says, flagged, with the filter's own answer kept; on
 * 6.12.13 neither; ia32's 335 never. The stack runs the same way.
 */
static void test_passthrough(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		J(BPF_JMP | BPF_JGE | BPF_K, 300, 0, 1),
		S(BPF_RET | BPF_K, ERRNO(1)),
		S(BPF_RET | BPF_K, ALLOW),
	};
	struct seccache_kernel k618, k612;
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	struct seccache_data d = { .nr = 335, .arch = X86_64 };
	const struct seccache_range *own;
	size_t match;

	(void)state;
	ONE(s, prog);
	assert_int_equal(seccache_kernel_parse("6.18", &k618, NULL), 0);
	assert_int_equal(seccache_kernel_parse("6.12.13", &k612, NULL), 0);
	assert_int_equal(seccache_stack_set_kernel(s, &k618, NULL), 0);
	assert_int_equal(seccache_stack_run(s, &d, &match), ALLOW);
	assert_int_equal(match, SIZE_MAX);
	assert_true(seccache_stack_passthrough(s, &d));
	a = analyze_checked(s, NULL);
	assert_non_null(seccache_analysis_passthrough_kernel(a));
	assert_constant(a, X86_64, 334, ERRNO(1));
	assert_constant(a, X86_64, 335, ALLOW);
	assert_constant(a, X86_64, 336, ALLOW);
	assert_constant(a, X86_64, 337, ERRNO(1));
	assert_constant(a, I386, 335, ERRNO(1));
	assert_constant(a, X86_64, 0x40000000 + 335, ERRNO(1));
	assert_int_equal(range_at(a, X86_64, 335)->flags, SECCACHE_RANGE_PASSTHROUGH);
	assert_int_equal(range_at(a, X86_64, 334)->flags, 0);
	own = seccache_analysis_filters_lookup(a, X86_64, 336);
	assert_non_null(own);
	assert_true(own->constant);
	assert_int_equal(own->action, ERRNO(1));
	assert_null(seccache_analysis_filters_lookup(a, X86_64, 334));
	seccache_analysis_free(a);

	/* The filters only, as asked. */
	{
		SECCACHE_OPTS(seccache_analyze_opts, opts, .flags = SECCACHE_ANALYZE_FILTERS_ONLY);

		assert_int_equal(seccache_analyze(s, &opts, &a, NULL), 0);
		assert_constant(a, X86_64, 335, ERRNO(1));
		assert_null(seccache_analysis_passthrough_kernel(a));
		seccache_analysis_free(a);
	}

	/* Before the stable backport, the filter runs. */
	assert_int_equal(seccache_stack_set_kernel(s, &k612, NULL), 0);
	assert_false(seccache_stack_passthrough(s, &d));
	assert_int_equal(seccache_stack_run(s, &d, NULL), ERRNO(1));
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 335, ERRNO(1));
	seccache_analysis_free(a);

	/*
	 * A pin to ia32 kills the other native calls, not the uprobe
	 * trampolines' (the series' seccomp_abi_mismatch()): they pass it as
	 * they pass the filters.
	 */
	assert_int_equal(seccache_stack_set_kernel(s, &k618, NULL), 0);
	assert_int_equal(seccache_stack_pin(s, seccache_arch_lookup("ia32"), NULL), 0);
	assert_int_equal(seccache_stack_run(s, &d, NULL), ALLOW);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 334, SECCACHE_RET_KILL_PROCESS);
	assert_constant(a, X86_64, 335, ALLOW);
	assert_constant(a, X86_64, 336, ALLOW);
	assert_constant(a, X86_64, 337, SECCACHE_RET_KILL_PROCESS);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_arch_and_x32),
		cmocka_unit_test(test_pinning),
		cmocka_unit_test(test_passthrough),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
