/* SPDX-License-Identifier: MIT */
/*
 * test_kcache.c - kernel mode: the allow bitmaps seccomp_cache_prepare()
 * would build, on hand-built and libseccomp filters, across stacks and
 * kernel releases.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <linux/audit.h>
#include <seccomp.h>

#include "analysis/analysis.h"
#include "testutil.h"

#define LD(field) S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccache_data, field))
#define RET(v) S(BPF_RET | BPF_K, v)
#define ALLOW SECCACHE_RET_ALLOW
#define KILL SECCACHE_RET_KILL_PROCESS

/* Oldest first; NULL-terminated lists of programs with their lengths. */
struct prog {
	const struct seccache_insn *insns;
	size_t len;
};

#define PROG(p) { p, sizeof(p) / sizeof(p[0]) }

static struct seccache_stack *stack_of(const struct prog *progs, size_t n)
{
	struct seccache_stack *s = NULL;

	assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
	for (size_t i = 0; i < n; i++)
		test_push(s, progs[i].insns, progs[i].len);
	return s;
}

static struct seccache_analysis *analyze(const struct seccache_stack *s,
					 const char *release)
{
	struct seccache_kernel k;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &k);
	struct seccache_analysis *a = NULL;

	assert_int_equal(seccache_kernel_parse(release, &k, NULL), 0);
	assert_int_equal(seccache_analyze(s, &opts, &a, NULL), 0);
	return a;
}

static const struct sc_arch_ranges *arch_of(const struct seccache_analysis *a,
					    uint32_t audit_arch)
{
	for (size_t i = 0; i < a->n_arches; i++)
		if (a->arches[i].audit_arch == audit_arch)
			return &a->arches[i];
	fail_msg("audit arch 0x%x not analysed", audit_arch);
	return NULL;
}

/* A partition: sorted, gapless, from 0 to 2^32 - 1, adjacent ranges differ. */
static void check_partition(const struct sc_arch_ranges *ar)
{
	assert_true(ar->n > 0);
	assert_int_equal(ar->ranges[0].first, 0);
	assert_int_equal(ar->ranges[ar->n - 1].last, UINT32_MAX);
	for (size_t i = 1; i < ar->n; i++) {
		assert_int_equal(ar->ranges[i].first, ar->ranges[i - 1].last + 1);
		assert_true(ar->ranges[i].constant != ar->ranges[i - 1].constant);
	}
	for (size_t i = 0; i < ar->n; i++)
		if (ar->ranges[i].constant)
			assert_int_equal(ar->ranges[i].action, ALLOW);
}

static bool cached(const struct seccache_analysis *a, uint32_t audit_arch, uint32_t nr)
{
	const struct sc_arch_ranges *ar = arch_of(a, audit_arch);

	check_partition(ar);
	for (size_t i = 0; i < ar->n; i++)
		if (ar->ranges[i].first <= nr && nr <= ar->ranges[i].last)
			return ar->ranges[i].constant;
	fail();
	return false;
}

/* The cached numbers below limit, as a sorted list compared with want. */
static void assert_cached(const struct seccache_analysis *a, uint32_t audit_arch,
			  const uint32_t *want, size_t n_want)
{
	size_t n = 0;

	for (uint32_t nr = 0; nr < 600; nr++) {
		if (!cached(a, audit_arch, nr))
			continue;
		if (n >= n_want || want[n] != nr)
			fail_msg("0x%x nr %u cached, not expected", audit_arch, nr);
		n++;
	}
	assert_int_equal(n, n_want);
}

/* What libseccomp emits for an allow list: arch check, x32 check, nr tests. */
static const struct seccache_insn allow_list[] = {
	LD(arch),
	J(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0),
	RET(KILL),
	LD(nr),
	J(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 4, 0),
	J(BPF_JMP | BPF_JEQ | BPF_K, 0, 4, 0),
	J(BPF_JMP | BPF_JEQ | BPF_K, 1, 3, 0),
	J(BPF_JMP | BPF_JEQ | BPF_K, 60, 2, 0),
	RET(KILL),
	RET(SECCACHE_RET_ERRNO | 1),
	RET(ALLOW),
};

static void test_allow_list(void **state)
{
	struct prog progs[] = { PROG(allow_list) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;
	const uint32_t native[] = { 0, 1, 60 };

	(void)state;
	a = analyze(s, "6.10.0");
	assert_int_equal(a->mode, SECCACHE_MODE_KERNEL);
	assert_int_equal(a->n_abis, 3);
	assert_int_equal(a->n_arches, 2);
	assert_cached(a, AUDIT_ARCH_X86_64, native, 3);
	assert_cached(a, AUDIT_ARCH_I386, NULL, 0);
	/* [0,1] [2,59] [60] [61,max]: exactly four ranges. */
	assert_int_equal(arch_of(a, AUDIT_ARCH_X86_64)->n, 4);
	assert_int_equal(arch_of(a, AUDIT_ARCH_I386)->n, 1);
	/* x32 numbers lie above the bitmap. */
	assert_false(cached(a, AUDIT_ARCH_X86_64, 0x40000000));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* The same list through libseccomp itself, with one argument rule. */
static void test_libseccomp(void **state)
{
	scmp_filter_ctx ctx;
	struct seccache_filter *f;
	struct seccache_stack *s = NULL;
	struct seccache_analysis *a;
	const uint32_t native[] = { 0, 1, 60, 231 };
	/* Spelled out: SCMP_A1() leaves datum_b to clang's missing-initializer warning. */
	const struct scmp_arg_cmp tcgets = {
		.arg = 1, .op = SCMP_CMP_EQ, .datum_a = 0x5401, .datum_b = 0,
	};

	(void)state;
	/* Skip libseccomp's kernel probe, which valgrind cannot follow. */
	assert_int_equal(seccomp_api_set(3), 0);
	ctx = test_scmp_new(SCMP_ACT_KILL_PROCESS, false);
	assert_non_null(ctx);
	TEST_RULE(ctx, SCMP_ACT_ALLOW, read, 0);
	TEST_RULE(ctx, SCMP_ACT_ALLOW, write, 0);
	TEST_RULE(ctx, SCMP_ACT_ALLOW, exit, 0);
	TEST_RULE(ctx, SCMP_ACT_ALLOW, exit_group, 0);
	assert_int_equal(seccomp_rule_add_array(ctx, SCMP_ACT_ALLOW, SCMP_SYS(ioctl),
						1, &tcgets), 0);
	f = test_scmp_filter(ctx);
	assert_int_equal(seccache_stack_new(NULL, &s, NULL), 0);
	assert_int_equal(seccache_stack_push(s, f, NULL), 0);
	a = analyze(s, "6.1.0-18-amd64");
	assert_cached(a, AUDIT_ARCH_X86_64, native, 4);
	assert_false(cached(a, AUDIT_ARCH_X86_64, 16));	/* ioctl reads args[1] */
	/* ia32: read 3, write 4, exit 1, exit_group 252; ioctl 54 runs the filter. */
	assert_true(cached(a, AUDIT_ARCH_I386, 3));
	assert_true(cached(a, AUDIT_ARCH_I386, 252));
	assert_false(cached(a, AUDIT_ARCH_I386, 54));
	assert_false(cached(a, AUDIT_ARCH_I386, 0));
	seccache_analysis_free(a);
	seccache_stack_free(s);
	seccache_filter_free(f);
}

/* ioctl (16) reads args[1]: only it runs the filter. */
static const struct seccache_insn reads_args[] = {
	LD(nr),
	J(BPF_JMP | BPF_JEQ | BPF_K, 16, 1, 0),
	RET(ALLOW),
	LD(args[1]),
	J(BPF_JMP | BPF_JEQ | BPF_K, 0x5401, 0, 1),
	RET(ALLOW),
	RET(SECCACHE_RET_ERRNO | 1),
};

static void test_reads_args(void **state)
{
	struct prog progs[] = { PROG(reads_args) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;
	const struct sc_arch_ranges *ar;

	(void)state;
	a = analyze(s, "6.10.0");
	ar = arch_of(a, AUDIT_ARCH_X86_64);
	check_partition(ar);
	/* [0,15] ALLOW, 16 filter, [17,462] ALLOW (6.10: NR_syscalls 463), rest filter. */
	assert_int_equal(ar->n, 4);
	assert_int_equal(ar->ranges[1].first, 16);
	assert_int_equal(ar->ranges[1].last, 16);
	assert_int_equal(ar->ranges[2].last, 462);
	assert_false(ar->ranges[1].constant);
	assert_true(ar->ranges[1].any_action);
	assert_true(ar->ranges[1].reads & SECCACHE_READ_ARG_LO(0));
	assert_false(cached(a, AUDIT_ARCH_I386, 16));
	assert_true(cached(a, AUDIT_ARCH_I386, 15));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* JSET and ALU AND K are emulated: odd numbers allowed, x32 bit rejected. */
static const struct seccache_insn jset_and[] = {
	LD(nr),
	J(BPF_JMP | BPF_JSET | BPF_K, 0x40000000, 3, 0),
	S(BPF_ALU | BPF_AND | BPF_K, 1),
	J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 1),
	RET(ALLOW),
	RET(KILL),
};

static void test_jset_and(void **state)
{
	struct prog progs[] = { PROG(jset_and) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;

	(void)state;
	a = analyze(s, "6.10.0");
	for (uint32_t nr = 0; nr < 463; nr++)
		assert_int_equal(cached(a, AUDIT_ARCH_X86_64, nr), nr & 1);
	/* 462 is even: it merges with the tail above the bitmap. */
	assert_int_equal(arch_of(a, AUDIT_ARCH_X86_64)->n, 463);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* Constant, but not emulated: the kernel gives up and runs the filter. */
static void test_not_emulated(void **state)
{
	static const struct seccache_insn ld_len[] = {
		S(BPF_LD | BPF_W | BPF_LEN, 0), RET(ALLOW),
	};
	static const struct seccache_insn jeq_x[] = {
		LD(nr), S(BPF_MISC | BPF_TAX, 0),
		J(BPF_JMP | BPF_JEQ | BPF_X, 0, 0, 1), RET(ALLOW), RET(KILL),
	};
	static const struct seccache_insn allow_data[] = { RET(ALLOW | 1) };
	static const struct seccache_insn log[] = { RET(SECCACHE_RET_LOG) };
	static const struct seccache_insn ld_ip[] = {
		LD(instruction_pointer), RET(ALLOW),
	};
	struct prog progs[] = {
		PROG(ld_len), PROG(jeq_x), PROG(allow_data), PROG(log), PROG(ld_ip),
	};

	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(progs); i++) {
		struct seccache_stack *s = stack_of(&progs[i], 1);
		struct seccache_analysis *a;

		a = analyze(s, "6.10.0");
		assert_cached(a, AUDIT_ARCH_X86_64, NULL, 0);
		assert_cached(a, AUDIT_ARCH_I386, NULL, 0);
		seccache_analysis_free(a);
		seccache_stack_free(s);
	}
}

/* Bitmaps AND: a filter can only clear bits its predecessors left set. */
static void test_stacking(void **state)
{
	static const struct seccache_insn first[] = {
		LD(nr),
		J(BPF_JMP | BPF_JGT | BPF_K, 2, 1, 0),
		RET(ALLOW),
		RET(KILL),
	};
	static const struct seccache_insn second[] = {
		LD(nr),
		J(BPF_JMP | BPF_JGE | BPF_K, 1, 0, 2),
		J(BPF_JMP | BPF_JGT | BPF_K, 3, 1, 0),
		RET(ALLOW),
		RET(SECCACHE_RET_ERRNO | 1),
	};
	static const struct seccache_insn allow_all[] = { RET(ALLOW) };
	struct prog progs[] = { PROG(first), PROG(second), PROG(allow_all) };
	struct seccache_stack *s = stack_of(progs, 3);
	struct seccache_analysis *a;
	const uint32_t both[] = { 1, 2 };

	(void)state;
	a = analyze(s, "6.10.0");
	/* A newest allow-everything filter does not bring 0 or 3 back. */
	assert_cached(a, AUDIT_ARCH_X86_64, both, 2);
	assert_cached(a, AUDIT_ARCH_I386, both, 2);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* seccomp_uprobe_exception(): native 335/336 pass whatever the filter says. */
static void test_uprobe_passthrough(void **state)
{
	static const struct seccache_insn deny[] = { RET(KILL) };
	struct prog progs[] = { PROG(deny) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;
	const uint32_t both[] = { 335, 336 }, uretprobe[] = { 335 };

	(void)state;
	a = analyze(s, "6.18.0");
	assert_cached(a, AUDIT_ARCH_X86_64, both, 2);
	assert_cached(a, AUDIT_ARCH_I386, NULL, 0);
	seccache_analysis_free(a);
	a = analyze(s, "6.14.0");
	assert_cached(a, AUDIT_ARCH_X86_64, uretprobe, 1);
	seccache_analysis_free(a);
	a = analyze(s, "6.10.0");
	assert_cached(a, AUDIT_ARCH_X86_64, NULL, 0);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* Bitmap sizes follow NR_syscalls of the release; x32 is never cached. */
static void test_sizes(void **state)
{
	static const struct seccache_insn allow_all[] = { RET(ALLOW) };
	struct prog progs[] = { PROG(allow_all) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;
	const struct sc_arch_ranges *ar;

	(void)state;
	a = analyze(s, "6.18.0");
	ar = arch_of(a, AUDIT_ARCH_X86_64);
	assert_int_equal(ar->n, 2);
	assert_int_equal(ar->ranges[0].last, 469);
	assert_false(cached(a, AUDIT_ARCH_X86_64, 0x40000000));
	seccache_analysis_free(a);
	a = analyze(s, "5.11.0");
	assert_int_equal(arch_of(a, AUDIT_ARCH_X86_64)->ranges[0].last, 441);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* Before 5.11 there is no cache: one "filter" range per arch. */
static void test_no_cache(void **state)
{
	static const struct seccache_insn allow_all[] = { RET(ALLOW) };
	struct prog progs[] = { PROG(allow_all) };
	struct seccache_stack *s = stack_of(progs, 1);
	struct seccache_analysis *a;

	(void)state;
	a = analyze(s, "5.10.0");
	assert_int_equal(a->n_arches, 2);
	for (size_t i = 0; i < a->n_arches; i++) {
		check_partition(&a->arches[i]);
		assert_int_equal(a->arches[i].n, 1);
		assert_false(a->arches[i].ranges[0].constant);
	}
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_allow_list),
		cmocka_unit_test(test_libseccomp),
		cmocka_unit_test(test_reads_args),
		cmocka_unit_test(test_jset_and),
		cmocka_unit_test(test_not_emulated),
		cmocka_unit_test(test_stacking),
		cmocka_unit_test(test_uprobe_passthrough),
		cmocka_unit_test(test_sizes),
		cmocka_unit_test(test_no_cache),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
