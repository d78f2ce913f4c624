/* SPDX-License-Identifier: MIT */
/* test_stack.c - stacking rules: precedence, ties, unknown actions, length, pins. */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <linux/audit.h>
#include <linux/filter.h>

#include "seccache.h"
#include "testutil.h"


static struct seccache_filter *ret_filter(uint32_t value)
{
	struct seccache_insn p[] = { S(BPF_RET | BPF_K, value) };
	struct seccache_filter *f = NULL;

	assert_int_equal(seccache_filter_new(p, 1, &f, NULL), 0);
	return f;
}

static struct seccache_filter *padded_filter(size_t len)
{
	struct seccache_insn *p = calloc(len, sizeof(*p));
	struct seccache_filter *f = NULL;

	for (size_t i = 0; i < len; i++)
		p[i] = (struct seccache_insn)S(BPF_RET | BPF_K, SECCACHE_RET_ALLOW);
	assert_int_equal(seccache_filter_new(p, len, &f, NULL), 0);
	free(p);
	return f;
}

/* Build a stack from return values, oldest first, and run it once. */
static uint32_t run_values(const uint32_t *values, size_t n, size_t *match)
{
	struct seccache_stack *s = NULL;
	struct seccache_data d = { .nr = 1, .arch = AUDIT_ARCH_X86_64 };
	uint32_t ret;

	assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
	for (size_t i = 0; i < n; i++) {
		struct seccache_filter *f = ret_filter(values[i]);

		assert_int_equal(seccache_stack_push(s, f, NULL), 0);
		seccache_filter_free(f);
	}
	ret = seccache_stack_run(s, &d, match);
	seccache_stack_free(s);
	return ret;
}

static void test_precedence(void **state)
{
	uint32_t errno_trap[] = { SECCACHE_RET_ERRNO | 1, SECCACHE_RET_TRAP | 2 };
	uint32_t kp_kt[] = { SECCACHE_RET_KILL_PROCESS, SECCACHE_RET_KILL_THREAD };
	uint32_t log_allow[] = { SECCACHE_RET_ALLOW, SECCACHE_RET_LOG };
	size_t match;

	(void)state;
	assert_int_equal(run_values(errno_trap, 2, &match), SECCACHE_RET_TRAP | 2);
	assert_int_equal(match, 1);
	assert_int_equal(run_values(kp_kt, 2, &match), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(match, 0);
	assert_int_equal(run_values(log_allow, 2, &match), SECCACHE_RET_LOG);
}

static void test_ties_newest_wins(void **state)
{
	uint32_t errnos[] = { SECCACHE_RET_ERRNO | 1, SECCACHE_RET_ERRNO | 2,
			      SECCACHE_RET_ERRNO | 3 };
	/* ALLOW with data never replaces the initial plain ALLOW. */
	uint32_t allow_data[] = { SECCACHE_RET_ALLOW | 9 };
	size_t match;

	(void)state;
	assert_int_equal(run_values(errnos, 3, &match), SECCACHE_RET_ERRNO | 3);
	assert_int_equal(match, 2);
	assert_int_equal(run_values(allow_data, 1, &match), SECCACHE_RET_ALLOW);
	assert_int_equal(match, SIZE_MAX);
}

static void test_unknown_actions(void **state)
{
	/* 0xffff0000 is negative: it beats KILL_THREAD, loses to KILL_PROCESS. */
	uint32_t neg_kt[] = { 0xffff0000, SECCACHE_RET_KILL_THREAD };
	uint32_t neg_kp[] = { SECCACHE_RET_KILL_PROCESS | 4, 0xffff0000 };
	uint32_t between[] = { SECCACHE_RET_ALLOW, 0x7ffe0000 };

	(void)state;
	assert_int_equal(run_values(neg_kt, 2, NULL), 0xffff0000);
	assert_int_equal(run_values(neg_kp, 2, NULL), SECCACHE_RET_KILL_PROCESS | 4);
	assert_int_equal(run_values(between, 2, NULL), 0x7ffe0000);
	assert_int_equal(seccache_action_effective(0x7ffe0000), SECCACHE_RET_KILL_PROCESS);
}

static void test_path_length(void **state)
{
	struct seccache_stack *s = NULL;
	struct seccache_filter *big = padded_filter(4096);
	struct seccache_filter *fill = padded_filter(4082);
	struct seccache_filter *one = padded_filter(1);
	struct seccache_error err = { 0 };

	(void)state;
	/* n RET K instructions translate to 3 + 2n eBPF instructions. */
	assert_int_equal(seccache_filter_path_len(big), 8195);
	assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
	/* 3 * (8195 + 4) + 8167 = 32764 fits; then 32768 is used up. */
	for (int i = 0; i < 3; i++)
		assert_int_equal(seccache_stack_push(s, big, NULL), 0);
	assert_int_equal(seccache_stack_push(s, big, &err), -ENOMEM);
	assert_int_equal(seccache_stack_push(s, fill, NULL), 0);
	assert_int_equal(seccache_stack_push(s, one, &err), -ENOMEM);
	/* err says why, with the code returned. */
	assert_int_equal(err.code, -ENOMEM);
	assert_non_null(strstr(err.msg, "32768"));
	assert_int_equal(seccache_stack_len(s), 4);
	seccache_stack_free(s);
	seccache_filter_free(big);
	seccache_filter_free(fill);
	seccache_filter_free(one);
}

/* A stack of ret filters, oldest first, with flags[i] (NULL: none). */
static struct seccache_stack *stack_of(const uint32_t *values, const uint32_t *flags,
				       size_t n)
{
	struct seccache_stack *s = NULL;

	assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
	for (size_t i = 0; i < n; i++) {
		struct seccache_filter *f = ret_filter(values[i]);

		assert_int_equal(seccache_stack_push_flags(s, f, flags ? flags[i] : 0, NULL), 0);
		seccache_filter_free(f);
	}
	return s;
}

/* Same filters, same flags, same order: what tells threads' stacks apart. */
static void test_same(void **state)
{
	uint32_t ab[] = { SECCACHE_RET_ERRNO | 1, SECCACHE_RET_ERRNO | 2 };
	uint32_t ba[] = { SECCACHE_RET_ERRNO | 2, SECCACHE_RET_ERRNO | 1 };
	uint32_t log[] = { 0, SECCACHE_FILTER_FLAG_LOG };
	struct seccache_stack *s = stack_of(ab, NULL, 2), *t;

	(void)state;
	t = stack_of(ab, NULL, 2);
	assert_true(seccache_stack_same(s, t));
	assert_true(seccache_stack_same(s, s));
	seccache_stack_free(t);
	t = stack_of(ba, NULL, 2);
	assert_false(seccache_stack_same(s, t));
	seccache_stack_free(t);
	t = stack_of(ab, log, 2);
	assert_false(seccache_stack_same(s, t));
	seccache_stack_free(t);
	t = stack_of(ab, NULL, 1);
	assert_false(seccache_stack_same(s, t));
	assert_false(seccache_stack_same(t, s));
	seccache_stack_free(t);
	seccache_stack_free(s);
}

static void test_pin(void **state)
{
	const struct seccache_arch *x86_64 = seccache_arch_lookup("x86_64");
	struct seccache_filter *allow = ret_filter(SECCACHE_RET_ALLOW);
	struct seccache_stack *s = NULL;
	struct seccache_data native = { .nr = 1, .arch = AUDIT_ARCH_X86_64 };
	struct seccache_data x32 = { .nr = 0x40000001, .arch = AUDIT_ARCH_X86_64 };
	struct seccache_data ia32 = { .nr = 1, .arch = AUDIT_ARCH_I386 };
	struct seccache_data other = { .nr = 1, .arch = AUDIT_ARCH_AARCH64 };
	struct seccache_error err = { 0 };

	(void)state;
	assert_non_null(x86_64);
	assert_int_equal(seccache_stack_new(x86_64, &s, NULL), 0);
	/* The kernel refuses to pin a task that has no filter yet. */
	assert_int_equal(seccache_stack_pin(s, x86_64, &err), -EINVAL);
	assert_non_null(strstr(err.msg, "no filter"));
	assert_null(seccache_stack_pinned(s));
	assert_int_equal(seccache_stack_push(s, allow, NULL), 0);
	assert_int_equal(seccache_stack_run(s, &ia32, NULL), SECCACHE_RET_ALLOW);
	assert_int_equal(seccache_stack_pin(s, x86_64, NULL), 0);
	assert_int_equal(seccache_stack_run(s, &native, NULL), SECCACHE_RET_ALLOW);
	assert_int_equal(seccache_stack_run(s, &x32, NULL), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(seccache_stack_run(s, &ia32, NULL), SECCACHE_RET_KILL_PROCESS);
	assert_int_equal(seccache_stack_run(s, &other, NULL), SECCACHE_RET_KILL_PROCESS);
	/* A second pin to another ABI: -EBUSY, as seccomp_pin_architecture(). */
	assert_int_equal(seccache_stack_pin(s, x86_64->compat, &err), -EBUSY);
	assert_string_equal(err.msg, "already pinned to x86_64");
	assert_int_equal(seccache_stack_pin(s, seccache_arch_lookup("aarch64"), NULL), -EINVAL);
	assert_int_equal(seccache_stack_pin(s, NULL, NULL), 0);
	assert_int_equal(seccache_stack_pin(s, x86_64->x32, NULL), 0);
	assert_int_equal(seccache_stack_run(s, &x32, NULL), SECCACHE_RET_ALLOW);
	assert_int_equal(seccache_stack_run(s, &native, NULL), SECCACHE_RET_KILL_PROCESS);
	seccache_stack_free(s);
	seccache_filter_free(allow);
}

/*
 * What a pinned stack answers for (arch, nr): KILL_PROCESS from the pin, or
 * the filters' ERRNO(38); the fast path, prepared, says the same.
 */
static uint32_t pinned_run(struct seccache_stack *s, uint32_t arch, uint32_t nr)
{
	struct seccache_data d = { .nr = nr, .arch = arch };
	uint32_t ret = seccache_stack_run(s, &d, NULL), fast = 0;

	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	seccache_check(s, &d, &fast);
	if (fast != ret)
		fail_msg("arch %#x nr %#x: seccache_check() %#x, seccache_stack_run() %#x",
			 arch, nr, fast, ret);
	return ret;
}

#define KILLED(s, arch, nr) \
	assert_int_equal(pinned_run((s), (arch), (nr)), SECCACHE_RET_KILL_PROCESS)
#define FILTERED(s, arch, nr) \
	assert_int_equal(pinned_run((s), (arch), (nr)), SECCACHE_RET_ERRNO | 38)

/* A stack of one ERRNO(38) filter for the kernel release (NULL: none). */
static struct seccache_stack *pin_stack(const char *release)
{
	struct seccache_filter *f = ret_filter(SECCACHE_RET_ERRNO | 38);
	struct seccache_stack *s = NULL;
	struct seccache_kernel k;

	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), &s, NULL), 0);
	if (release)
		assert_int_equal(seccache_kernel_parse(release, &k, NULL), 0);
	assert_int_equal(seccache_stack_set_kernel(s, release ? &k : NULL, NULL), 0);
	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	seccache_filter_free(f);
	return s;
}

/*
 * The pin's ABIs as the series has them once fixed: a number of the
 * native arch is native below NR_syscalls, x32 from 0x40000000 below
 * 0x40000000 + X32_NR_syscalls (548), and no ABI's otherwise: the pin lets
 * it through to the filters (syscall(-1) gets ENOSYS, not SIGSYS). The
 * compat arch is compat for any number; other arches are always killed.
 */
static void test_pin_numbers(void **state)
{
	const struct seccache_arch *x86_64 = seccache_arch_lookup("x86_64");
	static const char *const releases[] = { "7.3.4-seccache", NULL };
	struct seccache_stack *s;

	(void)state;
	for (size_t i = 0; i < 2; i++) {
		/* 7.3's tables and the newest the library knows: NR_syscalls 473. */
		s = pin_stack(releases[i]);
		assert_int_equal(seccache_stack_pin(s, x86_64, NULL), 0);
		FILTERED(s, AUDIT_ARCH_X86_64, 0);
		FILTERED(s, AUDIT_ARCH_X86_64, 110);
		FILTERED(s, AUDIT_ARCH_X86_64, 472);
		FILTERED(s, AUDIT_ARCH_X86_64, 473);
		FILTERED(s, AUDIT_ARCH_X86_64, 1000);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x3fffffff);
		KILLED(s, AUDIT_ARCH_X86_64, 0x40000000);
		KILLED(s, AUDIT_ARCH_X86_64, 0x40000000 + 110);
		KILLED(s, AUDIT_ARCH_X86_64, 0x40000000 + 547);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 548);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 1000);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x7fffffff);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x80000000);
		FILTERED(s, AUDIT_ARCH_X86_64, 0xbfffffff);
		FILTERED(s, AUDIT_ARCH_X86_64, 0xc0000000);
		FILTERED(s, AUDIT_ARCH_X86_64, 0xffffffff);
		KILLED(s, AUDIT_ARCH_I386, 0);
		KILLED(s, AUDIT_ARCH_I386, 0xffffffff);
		KILLED(s, AUDIT_ARCH_AARCH64, 1);
		KILLED(s, 0, 0xffffffff);
		seccache_stack_free(s);

		s = pin_stack(releases[i]);
		assert_int_equal(seccache_stack_pin(s, x86_64->x32, NULL), 0);
		KILLED(s, AUDIT_ARCH_X86_64, 0);
		KILLED(s, AUDIT_ARCH_X86_64, 472);
		FILTERED(s, AUDIT_ARCH_X86_64, 473);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 547);
		FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 548);
		FILTERED(s, AUDIT_ARCH_X86_64, 0xffffffff);
		KILLED(s, AUDIT_ARCH_I386, 20);
		seccache_stack_free(s);

		s = pin_stack(releases[i]);
		assert_int_equal(seccache_stack_pin(s, x86_64->compat, NULL), 0);
		FILTERED(s, AUDIT_ARCH_I386, 0);
		FILTERED(s, AUDIT_ARCH_I386, 5000);
		FILTERED(s, AUDIT_ARCH_I386, 0xffffffff);
		KILLED(s, AUDIT_ARCH_X86_64, 39);
		KILLED(s, AUDIT_ARCH_X86_64, 0x40000000 + 39);
		FILTERED(s, AUDIT_ARCH_X86_64, 0xffffffff);
		FILTERED(s, AUDIT_ARCH_X86_64, 473);
		seccache_stack_free(s);
	}

	/*
	 * The uprobe trampolines' native uretprobe (335) and uprobe (336)
	 * pass every filter in 7.3 and so the pin to i386 or x32; with no
	 * kernel, no call passes the filters, and the pin kills them.
	 */
	for (size_t pin = 0; pin < 2; pin++) {
		const struct seccache_arch *abi = pin ? x86_64->x32 : x86_64->compat;

		s = pin_stack("7.3.4-seccache");
		assert_int_equal(seccache_stack_pin(s, abi, NULL), 0);
		assert_int_equal(pinned_run(s, AUDIT_ARCH_X86_64, 335), SECCACHE_RET_ALLOW);
		assert_int_equal(pinned_run(s, AUDIT_ARCH_X86_64, 336), SECCACHE_RET_ALLOW);
		KILLED(s, AUDIT_ARCH_X86_64, 334);
		KILLED(s, pin ? AUDIT_ARCH_I386 : AUDIT_ARCH_X86_64,
		       pin ? 335 : 0x40000000 + 335);
		seccache_stack_free(s);
		s = pin_stack(NULL);
		assert_int_equal(seccache_stack_pin(s, abi, NULL), 0);
		KILLED(s, AUDIT_ARCH_X86_64, 335);
		seccache_stack_free(s);
	}

	/* NR_syscalls is the stack's kernel's: 451 on 6.1. */
	s = pin_stack("6.1.0-18-amd64");
	assert_int_equal(seccache_stack_pin(s, x86_64->x32, NULL), 0);
	KILLED(s, AUDIT_ARCH_X86_64, 450);
	FILTERED(s, AUDIT_ARCH_X86_64, 451);
	FILTERED(s, AUDIT_ARCH_X86_64, 472);
	FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 547);
	FILTERED(s, AUDIT_ARCH_X86_64, 0x40000000 + 548);
	seccache_stack_free(s);
}

/*
 * ARM's private calls (cacheflush 0xf0002, ...) have names but lie past
 * every NR_syscalls: no kernel's cache answers them, whatever the filter,
 * and the fast path gives the filters' answer.
 */
static void test_arm_private_uncached(void **state)
{
	const struct seccache_arch *arm = seccache_arch_lookup("arm");
	static const char *const releases[] = { "6.18.44", "7.3.4-seccache" };
	struct seccache_filter *f = ret_filter(SECCACHE_RET_ALLOW);
	struct seccache_stack *s = NULL;

	(void)state;
	assert_int_equal(seccache_stack_new(seccache_arch_lookup("aarch64"), &s, NULL), 0);
	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	for (size_t i = 0; i < ARRAY_SIZE(releases); i++) {
		struct seccache_kernel k;
		SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL,
			      .kernel = &k);
		struct seccache_analysis *a = NULL;

		assert_int_equal(seccache_kernel_parse(releases[i], &k, NULL), 0);
		assert_int_equal(seccache_analyze(s, &opts, &a, NULL), 0);
		/* The table's last call is cached, the private ones never. */
		assert_true(seccache_analysis_lookup(a, AUDIT_ARCH_ARM, 0)->constant);
		for (uint32_t nr = 0xf0000; nr <= 0xf0007; nr++)
			assert_false(seccache_analysis_lookup(a, AUDIT_ARCH_ARM, nr)->constant);
		assert_true(seccache_kernel_has_syscall(&k, arm, 0xf0002));
		seccache_analysis_free(a);
	}
	assert_int_equal(seccache_stack_prepare(s, NULL), 0);
	for (uint32_t nr = 0xf0000; nr <= 0xf0007; nr++) {
		struct seccache_data d = { .nr = nr, .arch = AUDIT_ARCH_ARM };
		uint32_t fast = 0;

		seccache_check(s, &d, &fast);
		assert_int_equal(fast, SECCACHE_RET_ALLOW);
	}
	seccache_stack_free(s);
	seccache_filter_free(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_precedence),
		cmocka_unit_test(test_ties_newest_wins),
		cmocka_unit_test(test_unknown_actions),
		cmocka_unit_test(test_path_length),
		cmocka_unit_test(test_same),
		cmocka_unit_test(test_pin),
		cmocka_unit_test(test_pin_numbers),
		cmocka_unit_test(test_arm_private_uncached),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
