/* SPDX-License-Identifier: MIT */
/*
 * test_kseries.c - kernel mode for a kernel with the seccache series
 * (kcache.c): what seccomp_cache_prepare() caches, slot by slot. The
 * emulator knows the instructions seccomp_is_const_allow() knows; every
 * constant result is cached, however many distinct ones; a notification,
 * and a result of a filter with SECCOMP_FILTER_FLAG_LOG, are not.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <linux/audit.h>

#include "analysis/analysis.h"
#include "testutil.h"

#define LD(field) S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccache_data, field))
#define RET(v) S(BPF_RET | BPF_K, v)
#define JEQ(k, jt, jf) J(BPF_JMP | BPF_JEQ | BPF_K, k, jt, jf)
#define ALLOW SECCACHE_RET_ALLOW
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))
#define X32 0x40000000U
#define NONE 0xffffffffU	/* not cached */

/* The series' analysis of the stack of filters progs (oldest first). */
static struct seccache_analysis *series(struct seccache_stack **s)
{
	struct seccache_kernel k;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &k);
	struct seccache_analysis *a = NULL;

	assert_int_equal(seccache_kernel_parse("7.3.4-seccache", &k, NULL), 0);
	assert_int_equal(seccache_analyze(*s, &opts, &a, NULL), 0);
	return a;
}

static struct seccache_stack *stack(void)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL), 0);
	return s;
}

/* The cached result of (audit_arch, nr), or NONE. */
static uint32_t cached(const struct seccache_analysis *a, uint32_t audit_arch, uint32_t nr)
{
	const struct seccache_range *r = seccache_analysis_lookup(a, audit_arch, nr);

	return r->constant ? r->action : NONE;
}

/* Instructions seccomp_is_const_allow() does not know leave the filters to run. */
static void test_other_insns(void **state)
{
	static const struct seccache_insn prog[] = {
		LD(nr),
		JEQ(1, 0, 2),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_RET | BPF_A, 0),
		JEQ(2, 0, 1),
		S(BPF_RET | BPF_A, 0),
		JEQ(3, 0, 2),
		S(BPF_ALU | BPF_AND | BPF_K, 1),
		RET(ERRNO(3)),
		JEQ(4, 0, 2),
		LD(args[0]),
		RET(ERRNO(4)),
		RET(ALLOW),
	};
	struct seccache_stack *s = stack();
	struct seccache_analysis *a;

	(void)state;
	test_push(s, prog, ARRAY_SIZE(prog));
	a = series(&s);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 1), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 2), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 3), ERRNO(3));
	/* A load of an argument ends it, even if the result does not read it. */
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 4), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 5), ALLOW);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, X32 | 5), ALLOW);
	assert_int_equal(cached(a, AUDIT_ARCH_I386, 5), ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* A TRAP of its own for each of 300 numbers, as Firefox's filters: all cached. */
static void test_many_results(void **state)
{
	struct seccache_insn prog[2 + 2 * 300];
	struct seccache_stack *s = stack();
	struct seccache_analysis *a;
	size_t len = 0;

	(void)state;
	prog[len++] = (struct seccache_insn)LD(nr);
	for (uint32_t nr = 0; nr < 300; nr++) {
		prog[len++] = (struct seccache_insn)JEQ(nr, 0, 1);
		prog[len++] = (struct seccache_insn)RET(SECCACHE_RET_TRAP | nr);
	}
	prog[len++] = (struct seccache_insn)RET(ALLOW);
	test_push(s, prog, len);
	a = series(&s);
	for (uint32_t nr = 0; nr < 300; nr++)
		assert_int_equal(cached(a, AUDIT_ARCH_X86_64, nr), SECCACHE_RET_TRAP | nr);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 300), ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/*
 * The lowest action wins, the newest filter ties; a filter with the LOG
 * flag leaves its own results but ALLOW to the filters, and so then do the
 * newer ones; a notification is never cached.
 */
static void test_stacking(void **state)
{
	static const struct seccache_insn older[] = {
		LD(nr),
		JEQ(1, 0, 1), RET(ERRNO(1)),
		JEQ(2, 0, 1), RET(ERRNO(1)),
		JEQ(3, 0, 1), RET(SECCACHE_RET_USER_NOTIF),
		RET(ALLOW),
	};
	static const struct seccache_insn newer[] = {
		LD(nr),
		JEQ(1, 0, 1), RET(ERRNO(2)),
		JEQ(2, 0, 1), RET(SECCACHE_RET_LOG),
		JEQ(4, 0, 1), RET(SECCACHE_RET_KILL_PROCESS),
		RET(ALLOW),
	};
	struct seccache_filter *f_old, *f_new;
	struct seccache_stack *s = stack(), *logged = stack();
	struct seccache_analysis *a;

	(void)state;
	assert_int_equal(seccache_filter_new(older, ARRAY_SIZE(older), &f_old, NULL), 0);
	assert_int_equal(seccache_filter_new(newer, ARRAY_SIZE(newer), &f_new, NULL), 0);
	assert_int_equal(seccache_stack_push(s, f_old, NULL), 0);
	assert_int_equal(seccache_stack_push(s, f_new, NULL), 0);
	a = series(&s);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 1), ERRNO(2));
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 2), ERRNO(1));
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 3), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 4), SECCACHE_RET_KILL_PROCESS);
	seccache_analysis_free(a);

	assert_int_equal(seccache_stack_push_flags(logged, f_old, SECCACHE_FILTER_FLAG_LOG,
						   NULL), 0);
	assert_int_equal(seccache_stack_push(logged, f_new, NULL), 0);
	a = series(&logged);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 1), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 2), NONE);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 4), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(cached(a, AUDIT_ARCH_X86_64, 5), ALLOW);
	seccache_analysis_free(a);
	seccache_filter_free(f_old);
	seccache_filter_free(f_new);
	seccache_stack_free(s);
	seccache_stack_free(logged);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_other_insns),
		cmocka_unit_test(test_many_results),
		cmocka_unit_test(test_stacking),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
