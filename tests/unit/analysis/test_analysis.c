/* SPDX-License-Identifier: MIT */
/*
 * test_analysis.c - precise-mode analysis, one rule at a time: each opcode,
 * each way filters combine, arches, x32, pinning, budgets. Every test also
 * checks the whole partition against the reference evaluation.
 */
#include <linux/audit.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <time.h>
#include <cmocka.h>

#include "check.h"

#define ALLOW	SECCACHE_RET_ALLOW
#define KILLP	SECCACHE_RET_KILL_PROCESS
#define KILLT	SECCACHE_RET_KILL_THREAD
#define ERRNO(e) (SECCACHE_RET_ERRNO | (e))
#define LD_ABS	(BPF_LD | BPF_W | BPF_ABS)
#define X86_64	0xc000003eU
#define I386	0x40000003U

static struct seccache_analysis *analyze_checked(struct seccache_stack *s,
						 const struct seccache_arch *pin)
{
	struct seccache_analysis *a = check_analyze(s, pin);
	struct check_counts counts = { 0 };

	check_ranges(s, a, 42, 16, &counts);
	return a;
}

static const struct seccache_range *at(const struct seccache_analysis *a,
				       uint32_t arch, uint32_t nr)
{
	const struct seccache_range *r = seccache_analysis_lookup(a, arch, nr);

	assert_non_null(r);
	return r;
}

static void assert_constant(const struct seccache_analysis *a, uint32_t arch,
			    uint32_t nr, uint32_t action)
{
	const struct seccache_range *r = at(a, arch, nr);

	if (!r->constant || r->action != action)
		fail_msg("arch %#x nr %#x: want constant %#x, got constant=%d %#x",
			 arch, nr, action, r->constant, r->action);
}

static void assert_actions(const struct seccache_analysis *a, uint32_t arch,
			   uint32_t nr, const uint32_t *want, unsigned int n)
{
	const struct seccache_range *r = at(a, arch, nr);

	assert_false(r->constant);
	assert_false(r->any_action);
	assert_int_equal(r->n_actions, n);
	for (unsigned int i = 0; i < n; i++)
		assert_int_equal(r->actions[i], want[i]);
}

/* Push one program and analyse the stack. */
#define ONE(s, prog) do { test_push((s), (prog), ARRAY_SIZE(prog)); } while (0)

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
	assert_int_equal(at(a, X86_64, 2)->reads, SECCACHE_READ_NR);
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
	assert_true(at(a, X86_64, 2)->reads & SECCACHE_READ_ARG_LO(0));
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
	assert_true(at(a, X86_64, 0)->any_action);
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
	assert_false(at(a, X86_64, 0)->constant);
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
	assert_true(at(a, X86_64, 300)->reads & SECCACHE_READ_NR);
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
	assert_int_equal(at(a, X86_64, 0)->reads, SECCACHE_READ_ARG_HI(2));
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
				assert_false(at(az, AUDIT_ARCH_S390X, 59)->constant);
				assert_true(at(az, AUDIT_ARCH_S390X, 59)->any_action);
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
	assert_int_equal(at(a, I386, 1)->reads, SECCACHE_READ_ARCH);
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
	const struct seccache_range *x32 = at(a, X86_64, 0x40000000);

	assert_constant(a, I386, 0, KILLP);
	assert_constant(a, I386, 0xffffffff, KILLP);
	assert_constant(a, X86_64, 0x40000000, KILLP);
	assert_constant(a, X86_64, 0x40000000 + 547, KILLP);
	/* x32's table ends at 547; the numbers after it are no ABI's. */
	assert_int_equal(x32->first, 0x40000000);
	assert_int_equal(x32->last, 0x40000000 + 547);
	assert_true(x32->flags & SECCACHE_RANGE_PIN);
	assert_constant(a, X86_64, 0x40000000 + 548, ERRNO(1));
	assert_false(at(a, X86_64, 0x40000000 + 548)->flags & SECCACHE_RANGE_PIN);
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
	assert_int_equal(at(a, X86_64, 3)->first, 0);
	assert_int_equal(at(a, X86_64, 3)->last, 472);
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
	r = at(a, X86_64, 0);
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
	assert_int_equal(at(a, X86_64, 0)->flags, 0);
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
	assert_int_equal(at(a, X86_64, 335)->flags, SECCACHE_RANGE_PASSTHROUGH);
	assert_int_equal(at(a, X86_64, 334)->flags, 0);
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

	/* A pin to ia32 kills native calls before the kernel's exception. */
	assert_int_equal(seccache_stack_set_kernel(s, &k618, NULL), 0);
	assert_int_equal(seccache_stack_pin(s, seccache_arch_lookup("ia32"), NULL), 0);
	assert_int_equal(seccache_stack_run(s, &d, NULL), SECCACHE_RET_KILL_PROCESS);
	a = analyze_checked(s, NULL);
	assert_constant(a, X86_64, 335, SECCACHE_RET_KILL_PROCESS);
	seccache_analysis_free(a);
	seccache_stack_free(s);
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
		cmocka_unit_test(test_arch_and_x32),
		cmocka_unit_test(test_pinning),
		cmocka_unit_test(test_path_budget),
		cmocka_unit_test(test_paths_merge),
		cmocka_unit_test(test_speed_linear_list),
		cmocka_unit_test(test_read_names),
		cmocka_unit_test(test_real_filters),
		cmocka_unit_test(test_passthrough),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
