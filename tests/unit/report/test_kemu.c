/* SPDX-License-Identifier: MIT */
/*
 * test_kemu.c - the seccache series' emulator (kemu.c, seccomp_emulate())
 * and the kernel-mode prediction built on it: shifts by X of 32 or more
 * give an unknown A, as the fixed series has it, whatever A was.
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

#include "internal.h"
#include "testutil.h"

#define LD(field) S(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccache_data, field))
#define RET(v) S(BPF_RET | BPF_K, v)
#define ALLOW SECCACHE_RET_ALLOW
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))
#define X32 0x40000000U

static const uint32_t shifts[] = { 0, 1, 31, 32, 33, 63, 64, 255, 256, 0xffffffff };

/* Whether the emulator proves insns constant for x86_64's nr, and what. */
static bool constant(const struct seccache_insn *insns, size_t len, uint32_t nr,
		     uint32_t *ret)
{
	*ret = 0xdeadbeef;
	return sc_kemu_constant(insns, len, AUDIT_ARCH_X86_64, nr, ret);
}

#define CONSTANT(prog, nr, want) do {						\
	uint32_t got_;								\
	if (!constant((prog), ARRAY_SIZE(prog), (nr), &got_) || got_ != (want))	\
		fail_msg("line %d, nr %#x: want constant %#x", __LINE__,		\
			 (unsigned int)(nr), (unsigned int)(want));		\
} while (0)
#define UNKNOWN(prog, nr) do {							\
	uint32_t got_;								\
	if (constant((prog), ARRAY_SIZE(prog), (nr), &got_))			\
		fail_msg("line %d, nr %#x: constant %#x, want none", __LINE__,	\
			 (unsigned int)(nr), got_);				\
} while (0)

/* RET A of nr << X and nr >> X: X < 32 as the interpreter, else unknown. */
static void test_shift_rule(void **state)
{
	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(shifts); i++) {
		for (int rsh = 0; rsh < 2; rsh++) {
			struct seccache_insn prog[] = {
				LD(nr),
				S(BPF_LDX | BPF_IMM, shifts[i]),
				S(BPF_ALU | (rsh ? BPF_RSH : BPF_LSH) | BPF_X, 0),
				S(BPF_RET | BPF_A, 0),
			};
			uint32_t nr = 0x1234;
			uint32_t want = rsh ? nr >> (shifts[i] & 31) : nr << (shifts[i] & 31);

			if (shifts[i] < 32)
				CONSTANT(prog, nr, want);
			else
				UNKNOWN(prog, nr);
		}
	}
}

/* Whatever A was: 0 << 32 is 0 on every machine, and still unknown. */
static void test_shift_of_constant(void **state)
{
	static const struct seccache_insn zero[] = {
		S(BPF_LD | BPF_IMM, 0),
		S(BPF_LDX | BPF_IMM, 32),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		S(BPF_RET | BPF_A, 0),
	};
	/* X from the number: 1 << nr. */
	static const struct seccache_insn by_nr[] = {
		LD(nr),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LD | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		S(BPF_RET | BPF_A, 0),
	};

	(void)state;
	UNKNOWN(zero, 0);
	CONSTANT(by_nr, 0, 1);
	CONSTANT(by_nr, 31, 0x80000000);
	UNKNOWN(by_nr, 32);
	UNKNOWN(by_nr, 110);
	UNKNOWN(by_nr, X32 | 1);
	UNKNOWN(by_nr, 0xffffffff);
}

/* The unknown A behaves as an argument's: jumps take both sides, loads end it. */
static void test_unknown_after_shift(void **state)
{
	static const struct seccache_insn reload[] = {
		S(BPF_LDX | BPF_IMM, 40),
		LD(nr),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		LD(nr),
		S(BPF_RET | BPF_A, 0),
	};
	static const struct seccache_insn same_sides[] = {
		S(BPF_LDX | BPF_IMM, 32),
		LD(nr),
		S(BPF_ALU | BPF_RSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		RET(ERRNO(1)),
		RET(ERRNO(1)),
	};
	static const struct seccache_insn two_sides[] = {
		S(BPF_LDX | BPF_IMM, 32),
		LD(nr),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		RET(ERRNO(1)),
		RET(ALLOW),
	};
	/* Through X and scratch memory, then compared: still unknown. */
	static const struct seccache_insn through_mem[] = {
		S(BPF_LDX | BPF_IMM, 33),
		LD(nr),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		S(BPF_ST, 3),
		S(BPF_LDX | BPF_MEM, 3),
		S(BPF_LD | BPF_IMM, 2),
		J(BPF_JMP | BPF_JGT | BPF_X, 0, 0, 1),
		RET(ERRNO(2)),
		RET(ALLOW),
	};
	/* An argument shifted by X < 32 stays unknown. */
	static const struct seccache_insn arg[] = {
		LD(args[0]),
		S(BPF_LDX | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		S(BPF_RET | BPF_A, 0),
	};

	(void)state;
	CONSTANT(reload, 59, 59);
	CONSTANT(same_sides, 59, ERRNO(1));
	UNKNOWN(two_sides, 59);
	UNKNOWN(two_sides, 0);
	UNKNOWN(through_mem, 59);
	UNKNOWN(arg, 59);
}

static struct seccache_analysis *series(const struct seccache_insn *insns, size_t len,
					struct seccache_stack **s)
{
	struct seccache_kernel k;
	SECCACHE_OPTS(seccache_analyze_opts, opts, .mode = SECCACHE_MODE_KERNEL, .kernel = &k);
	struct seccache_analysis *a = NULL;

	assert_int_equal(seccache_kernel_parse("7.3.4-seccache", &k, NULL), 0);
	assert_int_equal(seccache_stack_new(seccache_arch_lookup("x86_64"), s, NULL), 0);
	test_push(*s, insns, len);
	assert_int_equal(seccache_analyze(*s, &opts, &a, NULL), 0);
	return a;
}

/*
 * The prediction: 1 << nr is never 0 for nr < 32, so those slots cache
 * ALLOW; from 32 on (x32's slots all) the shift makes A unknown, both
 * sides of the jump are possible, and the filter runs.
 */
static void test_series_slots(void **state)
{
	static const struct seccache_insn prog[] = {
		LD(nr),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LD | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		RET(ERRNO(1)),
		RET(ALLOW),
	};
	struct seccache_stack *s;
	struct seccache_analysis *a = series(prog, ARRAY_SIZE(prog), &s);
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	(void)state;
	for (uint32_t nr = 0; nr < 32; nr++) {
		assert_true(seccache_analysis_lookup(a, AUDIT_ARCH_X86_64, nr)->constant);
		assert_true(seccache_analysis_lookup(a, AUDIT_ARCH_I386, nr)->constant);
	}
	assert_false(seccache_analysis_lookup(a, AUDIT_ARCH_X86_64, 32)->constant);
	assert_false(seccache_analysis_lookup(a, AUDIT_ARCH_X86_64, 110)->constant);
	assert_false(seccache_analysis_lookup(a, AUDIT_ARCH_X86_64, X32)->constant);
	assert_false(seccache_analysis_lookup(a, AUDIT_ARCH_I386, 32)->constant);
	assert_non_null(out);
	assert_int_equal(seccache_report_proc(a, out, NULL), 0);
	fclose(out);
	assert_non_null(strstr(text, "x86_64 31 ALLOW\n"));
	assert_non_null(strstr(text, "x86_64 32 FILTER\n"));
	assert_non_null(strstr(text, "x32 0 FILTER\n"));
	free(text);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shift_rule),
		cmocka_unit_test(test_shift_of_constant),
		cmocka_unit_test(test_unknown_after_shift),
		cmocka_unit_test(test_series_slots),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
