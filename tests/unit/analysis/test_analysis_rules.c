/* SPDX-License-Identifier: MIT */
/*
 * test_analysis_rules.c - precise-mode analysis, one rule at a time: each
 * action, each way filters combine, each opcode, and the names of the
 * fields a range reads. Every test also checks the whole partition
 * against the reference evaluation.
 */
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include "expect.h"

static void test_constant_allow(void **state)
{
	static const struct seccache_insn prog[] = { S(BPF_RET | BPF_K, ALLOW) };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	const struct seccache_range *r;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_int_equal(seccache_analysis_ranges(a, X86_64, &r), 1);
	assert_true(r->constant);
	assert_int_equal(r->reads, 0);
	assert_int_equal(seccache_analysis_ranges(a, I386, &r), 1);
	assert_null(seccache_analysis_lookup(a, 0x1234, 0));
	assert_int_equal(seccache_analysis_mode(a), SECCACHE_MODE_PRECISE);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* nr == 2 → ERRNO(13), else ALLOW; every number is answered. */
static void test_errno_data_and_out_of_range(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		J(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 1),
		S(BPF_RET | BPF_K, ERRNO(13)),
		S(BPF_RET | BPF_K, ALLOW),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	const struct seccache_range *r;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_int_equal(seccache_analysis_ranges(a, X86_64, &r), 3);
	assert_constant(a, X86_64, 2, ERRNO(13));
	assert_constant(a, X86_64, 1, ALLOW);
	assert_constant(a, X86_64, 0xffffffff, ALLOW);
	assert_constant(a, X86_64, 0x40000002, ALLOW);
	assert_int_equal(range_at(a, X86_64, 2)->reads, SECCACHE_READ_NR);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

static void test_trap_and_unknown_action(void **state)
{
	static const struct seccache_insn older[] = {
		S(LD_ABS, OFF_NR),
		J(BPF_JMP | BPF_JGE | BPF_K, 100, 0, 1),
		S(BPF_RET | BPF_K, SECCACHE_RET_TRAP | 7),
		S(BPF_RET | BPF_K, ERRNO(1)),
	};
	/* 0x12340000 is no action the kernel knows; it still ranks by value. */
	static const struct seccache_insn newer[] = {
		S(LD_ABS, OFF_NR),
		J(BPF_JMP | BPF_JGT | BPF_K, 200, 0, 1),
		S(BPF_RET | BPF_K, 0x12340000),
		S(BPF_RET | BPF_K, ALLOW),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, older);
	ONE(s, newer);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 99, ERRNO(1));
	assert_constant(a, X86_64, 100, SECCACHE_RET_TRAP | 7);
	assert_constant(a, X86_64, 201, SECCACHE_RET_TRAP | 7);
	assert_constant(a, I386, 99, ERRNO(1));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* The same action in two filters: the newest one's data wins. */
static void test_tie_newest_wins(void **state)
{
	static const struct seccache_insn e1[] = { S(BPF_RET | BPF_K, ERRNO(1)) };
	static const struct seccache_insn e2[] = { S(BPF_RET | BPF_K, ERRNO(2)) };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, e1);
	ONE(s, e2);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 0, ERRNO(2));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* nr == 2 is KILL_THREAD whatever the arguments. */
static const struct seccache_insn kill_thread_2[] = {
	S(LD_ABS, OFF_NR),
	J(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 1),
	S(BPF_RET | BPF_K, KILLT),
	S(BPF_RET | BPF_K, ALLOW),
};

/* nr == 2 with args[0] == 1 is KILL_PROCESS. */
static const struct seccache_insn kill_process_2_arg[] = {
	S(LD_ABS, OFF_NR),
	J(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 3),
	S(LD_ABS, OFF_ARG_LO(0)),
	J(BPF_JMP | BPF_JEQ | BPF_K, 1, 0, 1),
	S(BPF_RET | BPF_K, KILLP),
	S(BPF_RET | BPF_K, ALLOW),
};

/*
 * Seed patch 3 (v1) sets a kill_thread bit from one filter alone and
 * answers KILL_THREAD, although another filter, newer or older, kills the
 * process for some arguments. The stack's result for nr 2 is not constant.
 */
static void kill_thread_vs_process(bool thread_newer)
{
	static const uint32_t both[] = { KILLT, KILLP };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;
	struct seccache_data d = { .nr = 2, .arch = X86_64 };

	if (thread_newer) {
		ONE(s, kill_process_2_arg);
		ONE(s, kill_thread_2);
	} else {
		ONE(s, kill_thread_2);
		ONE(s, kill_process_2_arg);
	}
	a = analyze_checked(s, NULL);
	assert_actions(a, X86_64, 2, both, 2);
	assert_true(range_at(a, X86_64, 2)->reads & SECCACHE_READ_ARG_LO(0));
	assert_int_equal(seccache_stack_run(s, &d, NULL), KILLT);
	d.args[0] = 1;
	assert_int_equal(seccache_stack_run(s, &d, NULL), KILLP);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

static void test_v1_kill_thread_not_constant(void **state)
{
	(void)state;
	kill_thread_vs_process(true);
	kill_thread_vs_process(false);
}

/* A constant KILL_PROCESS decides whatever an older filter may return... */
static void test_kill_process_decides(void **state)
{
	static const struct seccache_insn ret_arg[] = {
		S(LD_ABS, OFF_ARG_LO(1)),
		S(BPF_RET | BPF_A, 0),
	};
	static const struct seccache_insn killp[] = { S(BPF_RET | BPF_K, KILLP) };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, ret_arg);
	a = analyze_checked(s, NULL);
	assert_true(range_at(a, X86_64, 0)->any_action);
	seccache_analysis_free(a);
	ONE(s, killp);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 0, KILLP);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* ...but not a newer one, which may return KILL_PROCESS with other data. */
static void test_kill_process_older_not_decisive(void **state)
{
	static const struct seccache_insn ret_arg[] = {
		S(LD_ABS, OFF_ARG_LO(1)),
		S(BPF_RET | BPF_A, 0),
	};
	static const struct seccache_insn killp[] = { S(BPF_RET | BPF_K, KILLP) };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, killp);
	ONE(s, ret_arg);
	a = analyze_checked(s, NULL);
	assert_false(range_at(a, X86_64, 0)->constant);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* RET A of nr-derived values: exact per number within the piece budget. */
static void test_ret_a_nr(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_ALU | BPF_AND | BPF_K, 0xff),
		S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
		S(BPF_RET | BPF_A, 0),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 5, ERRNO(5));
	assert_constant(a, X86_64, 300, ERRNO(300 & 0xff));
	assert_true(range_at(a, X86_64, 300)->reads & SECCACHE_READ_NR);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* RET A of arguments: any value, or the few a mask leaves. */
static void test_ret_a_arg(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_ARG_HI(2)),
		S(BPF_ALU | BPF_AND | BPF_K, 1),
		S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
		S(BPF_RET | BPF_A, 0),
	};
	static const uint32_t two[] = { ERRNO(0), ERRNO(1) };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_actions(a, X86_64, 0, two, 2);
	assert_int_equal(range_at(a, X86_64, 0)->reads, SECCACHE_READ_ARG_HI(2));
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* Division by X == 0 ends the program with 0 (KILL_THREAD). */
static void test_div_by_zero(void **state)
{
	static const struct seccache_insn by_nr[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LD | BPF_IMM, 1000),
		S(BPF_ALU | BPF_DIV | BPF_X, 0),
		J(BPF_JMP | BPF_JGE | BPF_K, 100, 0, 1),
		S(BPF_RET | BPF_K, ERRNO(9)),
		S(BPF_RET | BPF_K, ALLOW),
	};
	static const struct seccache_insn by_arg[] = {
		S(LD_ABS, OFF_ARG_LO(3)),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_ALU | BPF_DIV | BPF_X, 0),
		S(BPF_RET | BPF_K, ALLOW),
	};
	static const uint32_t killt_allow[] = { KILLT, ALLOW };
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, by_nr);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 0, KILLT);
	assert_constant(a, X86_64, 10, ERRNO(9));
	assert_constant(a, X86_64, 11, ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);

	s = check_stack();
	ONE(s, by_arg);
	a = analyze_checked(s, NULL);
	assert_actions(a, X86_64, 0, killt_allow, 2);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

static void test_scratch_and_registers(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_ST, 3),
		S(BPF_LD | BPF_W | BPF_LEN, 0),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LDX | BPF_W | BPF_LEN, 0),
		S(BPF_LD | BPF_MEM, 3),
		S(BPF_STX, 4),
		S(BPF_LDX | BPF_MEM, 4),		/* X = 64 */
		J(BPF_JMP | BPF_JEQ | BPF_X, 0, 0, 1),	/* nr == 64 */
		S(BPF_RET | BPF_K, ERRNO(64)),
		S(BPF_LDX | BPF_IMM, 7),
		S(BPF_MISC | BPF_TXA, 0),
		S(BPF_ALU | BPF_ADD | BPF_K, 1),
		S(BPF_RET | BPF_A, 0),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 64, ERRNO(64));
	assert_constant(a, X86_64, 63, 8);
	assert_constant(a, X86_64, 0xffffffff, 8);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/*
 * Every ALU operation on nr, with K and with X: the branch after it must
 * be decided per number exactly as the reference does.
 */
static void test_alu_ops(void **state)
{
	static const uint16_t ops[] = {
		BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_AND, BPF_OR, BPF_XOR,
		BPF_LSH, BPF_RSH, BPF_NEG,
	};
	static const uint32_t ks[] = { 3, 5, 31, 0x40000001 };
	static const uint16_t jumps[] = { BPF_JEQ, BPF_JGT, BPF_JGE, BPF_JSET };

	(void)state;
	for (size_t o = 0; o < ARRAY_SIZE(ops); o++)
	for (size_t ki = 0; ki < ARRAY_SIZE(ks); ki++)
	for (size_t ji = 0; ji < ARRAY_SIZE(jumps); ji++)
	for (int use_x = 0; use_x < 2; use_x++) {
		uint32_t k = ops[o] == BPF_LSH || ops[o] == BPF_RSH ? ks[ki] & 31 : ks[ki];
		uint16_t src = use_x && ops[o] != BPF_NEG ? BPF_X : BPF_K;
		struct seccache_insn prog[] = {
			S(BPF_LDX | BPF_IMM, k),
			S(LD_ABS, OFF_NR),
			S(BPF_ALU | ops[o] | src, k),
			J(BPF_JMP | jumps[ji] | BPF_K, 12, 0, 1),
			S(BPF_RET | BPF_K, ERRNO(1)),
			S(BPF_RET | BPF_K, ALLOW),
		};
		struct seccache_stack *s = check_stack();
		struct seccache_analysis *a;

		test_push(s, prog, ARRAY_SIZE(prog));
		a = analyze_checked(s, NULL);
		seccache_analysis_free(a);
		seccache_stack_free(s);
	}
}

/* Shifts by X use X & 31. */
static void test_shift_by_x(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LD | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 1),
		S(BPF_RET | BPF_K, ERRNO(2)),
		S(BPF_RET | BPF_K, ALLOW),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 1, ERRNO(2));
	assert_constant(a, X86_64, 33, ERRNO(2));
	assert_constant(a, X86_64, 32, ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

/* A stack of native ABI name with prog, no kernel. */
static struct seccache_stack *stack_for(const char *name,
					const struct seccache_insn *prog, size_t len)
{
	struct seccache_stack *s;

	assert_int_equal(seccache_stack_new(seccache_arch_lookup(name), &s, NULL), 0);
	assert_int_equal(seccache_stack_set_kernel(s, NULL, NULL), 0);
	test_push(s, prog, len);
	return s;
}

/*
 * A shift by X >= 32 has the interpreter's value (X & 31) only where every
 * JIT agrees: x86, arm64, riscv64, loongarch64, mips. The s390 and powerpc
 * JITs count 6 bits and arm32's a byte (arch.c), so there the analysis
 * claims nothing of it: the numbers for which X >= 32 depend.
 */
static void test_shift_by_x_machines(void **state)
{
	static const struct seccache_insn by_nr[] = {	/* 1 << nr == 2 */
		S(LD_ABS, OFF_NR),
		S(BPF_MISC | BPF_TAX, 0),
		S(BPF_LD | BPF_IMM, 1),
		S(BPF_ALU | BPF_LSH | BPF_X, 0),
		J(BPF_JMP | BPF_JEQ | BPF_K, 2, 0, 1),
		S(BPF_RET | BPF_K, ERRNO(2)),
		S(BPF_RET | BPF_K, ALLOW),
	};
	static const struct { const char *name; uint32_t arch; bool exact; } abis[] = {
		{ "x86_64", X86_64, true }, { "x86_64", I386, true },
		{ "aarch64", AUDIT_ARCH_AARCH64, true }, { "aarch64", AUDIT_ARCH_ARM, false },
		{ "riscv64", AUDIT_ARCH_RISCV64, true },
		{ "loongarch64", 0xc0000102U, true },
		{ "mips64", AUDIT_ARCH_MIPS64, true },
		{ "s390x", AUDIT_ARCH_S390X, false }, { "s390x", AUDIT_ARCH_S390, false },
		{ "ppc64le", AUDIT_ARCH_PPC64LE, false }, { "ppc64", AUDIT_ARCH_PPC, false },
		{ "parisc64", AUDIT_ARCH_PARISC64, false },
	};
	static const uint32_t either[] = { ERRNO(2), ALLOW };
	static const uint32_t shifts[] = { 0, 1, 31, 32, 33, 63, 64, 255, 256, 0xffffffff };

	(void)state;
	for (size_t i = 0; i < ARRAY_SIZE(abis); i++) {
		struct seccache_stack *s = stack_for(abis[i].name, by_nr, ARRAY_SIZE(by_nr));
		struct seccache_analysis *a = analyze_checked(s, NULL);

		assert_constant(a, abis[i].arch, 1, ERRNO(2));
		assert_constant(a, abis[i].arch, 31, ALLOW);
		if (abis[i].exact) {
			assert_constant(a, abis[i].arch, 33, ERRNO(2));
			assert_constant(a, abis[i].arch, 32, ALLOW);
			assert_constant(a, abis[i].arch, 65, ERRNO(2));
		} else {
			assert_actions(a, abis[i].arch, 32, either, 2);
			assert_actions(a, abis[i].arch, 33, either, 2);
			assert_actions(a, abis[i].arch, 64, either, 2);
			assert_actions(a, abis[i].arch, 255, either, 2);
			/* X >= 32 for a whole set of numbers: decided without splits. */
			assert_actions(a, abis[i].arch, 100000, either, 2);
			assert_actions(a, abis[i].arch, 0xffffffff, either, 2);
		}
		seccache_analysis_free(a);
		seccache_stack_free(s);
	}
	/* X a constant: the result, returned, is a constant or any value. */
	for (size_t i = 0; i < ARRAY_SIZE(shifts); i++) {
		for (int rsh = 0; rsh < 2; rsh++) {
			struct seccache_insn prog[] = {
				S(BPF_LD | BPF_IMM, 0x30),
				S(BPF_LDX | BPF_IMM, shifts[i]),
				S(BPF_ALU | (rsh ? BPF_RSH : BPF_LSH) | BPF_X, 0),
				S(BPF_ALU | BPF_OR | BPF_K, SECCACHE_RET_ERRNO),
				S(BPF_RET | BPF_A, 0),
			};
			uint32_t s31 = shifts[i] & 31;
			uint32_t want = (rsh ? 0x30U >> s31 : 0x30U << s31) | SECCACHE_RET_ERRNO;
			struct seccache_stack *x = stack_for("x86_64", prog, ARRAY_SIZE(prog));
			struct seccache_stack *z = stack_for("s390x", prog, ARRAY_SIZE(prog));
			struct seccache_analysis *ax = analyze_checked(x, NULL);
			struct seccache_analysis *az = analyze_checked(z, NULL);

			assert_constant(ax, X86_64, 59, want);
			if (shifts[i] < 32) {
				assert_constant(az, AUDIT_ARCH_S390X, 59, want);
			} else {
				assert_false(range_at(az, AUDIT_ARCH_S390X, 59)->constant);
				assert_true(range_at(az, AUDIT_ARCH_S390X, 59)->any_action);
			}
			seccache_analysis_free(ax);
			seccache_analysis_free(az);
			seccache_stack_free(x);
			seccache_stack_free(z);
		}
	}
}

static void test_jumps_with_x(void **state)
{
	static const struct seccache_insn prog[] = {
		S(LD_ABS, OFF_NR),
		S(BPF_LDX | BPF_IMM, 0x100),
		J(BPF_JMP | BPF_JSET | BPF_X, 0, 3, 0),
		S(BPF_LDX | BPF_IMM, 50),
		J(BPF_JMP | BPF_JGT | BPF_X, 0, 2, 0),
		S(BPF_RET | BPF_K, ALLOW),
		S(BPF_RET | BPF_K, SECCACHE_RET_LOG),
		S(BPF_RET | BPF_K, SECCACHE_RET_TRACE | 3),
	};
	struct seccache_stack *s = check_stack();
	struct seccache_analysis *a;

	(void)state;
	ONE(s, prog);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 0x100, SECCACHE_RET_LOG);
	assert_constant(a, X86_64, 0x1ff, SECCACHE_RET_LOG);
	assert_constant(a, X86_64, 51, SECCACHE_RET_TRACE | 3);
	assert_constant(a, X86_64, 50, ALLOW);
	seccache_analysis_free(a);
	seccache_stack_free(s);
}

static void test_read_names(void **state)
{
	(void)state;
	assert_string_equal(seccache_read_name(SECCACHE_READ_NR), "nr");
	assert_string_equal(seccache_read_name(SECCACHE_READ_ARG_HI(5)), "args[5].hi");
	assert_string_equal(seccache_read_name(SECCACHE_READ_IP_LO),
			    "instruction_pointer.lo");
	assert_null(seccache_read_name(3));
	assert_null(seccache_read_name(0));
	assert_null(seccache_read_name(1U << 16));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_constant_allow),
		cmocka_unit_test(test_errno_data_and_out_of_range),
		cmocka_unit_test(test_trap_and_unknown_action),
		cmocka_unit_test(test_tie_newest_wins),
		cmocka_unit_test(test_v1_kill_thread_not_constant),
		cmocka_unit_test(test_kill_process_decides),
		cmocka_unit_test(test_kill_process_older_not_decisive),
		cmocka_unit_test(test_ret_a_nr),
		cmocka_unit_test(test_ret_a_arg),
		cmocka_unit_test(test_div_by_zero),
		cmocka_unit_test(test_scratch_and_registers),
		cmocka_unit_test(test_alu_ops),
		cmocka_unit_test(test_shift_by_x),
		cmocka_unit_test(test_shift_by_x_machines),
		cmocka_unit_test(test_jumps_with_x),
		cmocka_unit_test(test_read_names),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
